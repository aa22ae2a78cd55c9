"""The window's game flow: autosave and restore, a corrupt save set aside,
statistics through new deal / restart / win, dialogs usable by keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QComboBox, QDialogButtonBox, QLabel
from ui_helpers import make_window, scene_problems, winning_line

from klondike_qt.engine.klondike import Rules, deal, loads
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.statistics import Outcome
from klondike_qt.engine.status import GameStatus
from klondike_qt.ui.actions import Menu
from klondike_qt.ui.command_table import COMMANDS


def test_every_action_is_in_its_menu_with_its_keys(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir)
    assert set(window.actions) == {spec.id for spec in COMMANDS}
    for spec in COMMANDS:
        action = window.actions[spec.id]
        menu = window.menus[spec.menu] if spec.submenu is None else window.submenus[spec.submenu]
        assert action in menu.actions()
        assert menu is window.menus[spec.menu] or menu.menuAction() in window.menus[spec.menu].actions()
        assert action.shortcuts() == [QKeySequence(text) for text in spec.shortcuts]
        assert action.shortcutContext() is Qt.ShortcutContext.WindowShortcut
    assert [window.menus[m].title() for m in Menu] == ["&Game", "&Edit", "&Play", "&Say", "&View", "&Help"]


def test_the_game_in_progress_is_restored_with_its_history(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    for move in winning_line()[:40]:
        window.model.play(move)
    window.model.undo()
    window.model.undo()
    state, history = window.model.state, window.model.history
    window.close()
    saved = loads((profile_dir / "autosave.json").read_text())
    assert saved.position == 38 and len(saved.moves) == 40

    again = make_window(qtbot, profile_dir, deal=None)
    assert again.model.state == state and again.model.history == history
    assert again.model.redo() and again.model.redo()
    assert again.model.state.moves == 40
    assert scene_problems(again.view, again.model.state) == []


def test_the_autosave_follows_every_change(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=5)
    window.model.draw()
    qtbot.waitUntil(lambda: (profile_dir / "autosave.json").exists(), timeout=2000)
    qtbot.waitUntil(lambda: len(loads((profile_dir / "autosave.json").read_text()).moves) == 1, timeout=2000)


def test_a_corrupt_autosave_is_set_aside_and_a_fresh_game_starts(qtbot, profile_dir):
    (profile_dir / "autosave.json").write_text('{"format": "klondike-qt-save", "version": 1, "moves": "x"}')
    window = make_window(qtbot, profile_dir, deal=None)
    backups = list(profile_dir.glob("autosave.json.bad-*"))
    assert len(backups) == 1
    assert window.model.state.moves == 0 and window.model.deal_number is not None
    qtbot.waitUntil(lambda: backups[0].name in window.statusBar().currentMessage(), timeout=2000)
    if window.announcer is not None and hasattr(window.announcer, "texts"):
        assert any(backups[0].name in text for text in window.announcer.texts)


def test_statistics_count_loss_restart_and_win(qtbot, profile_dir, monkeypatch):
    from klondike_qt.ui import dialogs

    monkeypatch.setattr(dialogs, "confirm_abandon", lambda *args: True)  # the player says yes
    window = make_window(qtbot, profile_dir, deal=1)
    store = window.statistics
    window.model.draw()
    window.actions["restart"].trigger()  # a started game restarted: lost
    assert window.model.state == deal(1, Rules())
    window.actions["restart"].trigger()  # not started: nothing
    for move in winning_line():
        window.model.play(move)
    assert window.model.status is GameStatus.WON
    window.actions["new_game"].trigger()  # a won game is not lost by leaving it
    window.model.draw()
    window.session.new_deal(9)  # started and abandoned: lost
    assert [r.outcome for r in store.records] == [Outcome.LOST, Outcome.WON, Outcome.LOST]
    summary = store.summary(1, Scoring.STANDARD)
    assert (summary.played, summary.won, summary.longest_streak, summary.current_streak) == (3, 1, 1, 0)


def test_the_win_shows_time_moves_and_score(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    for move in winning_line():
        window.model.play(move)
    assert window.view.banner_kind == "won"
    assert str(window.model.state.score) in window.view._banner.body
    body = window.view._banner.body
    assert body.count("minute") + body.count("second") == 1 and ":" not in body  # the time once
    assert f"{window.model.state.moves} moves." in body
    window.view.new_deal_requested.emit()
    assert window.model.status is GameStatus.IN_PROGRESS and window.view.banner_kind == ""


def test_rule_settings_apply_to_the_next_deal(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    window.settings.draw = 3
    assert window.model.rules.draw == 1
    window.actions["new_game"].trigger()
    assert window.model.rules.draw == 3


def test_remapped_keys_apply_live(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    window.settings.set_shortcuts("undo", ["Ctrl+U"])
    assert window.actions["undo"].shortcuts() == [QKeySequence("Ctrl+U")]


def test_the_settings_dialog_binds_every_label_and_cancel_puts_things_back(qtbot, profile_dir):
    from klondike_qt.ui.dialogs import SettingsDialog

    window = make_window(qtbot, profile_dir, deal=1)
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    for label in dialog.findChildren(QLabel):
        if label.text().endswith(":"):
            assert label.buddy() is not None, label.text()
            assert label.buddy().accessibleName()
    dialog.deck.setCurrentIndex(dialog.deck.findData("high-contrast"))
    assert window.settings.deck == "high-contrast"  # live
    dialog.reject()
    assert window.settings.deck == "automatic"
    assert window.settings.deck_in_use() == "classic"  # the offscreen system asks for no high contrast
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons.button(QDialogButtonBox.StandardButton.Ok).isDefault()
    assert isinstance(dialog.fields["draw"], QComboBox)


def test_the_deal_number_dialog_accepts_only_deal_numbers(qtbot, profile_dir):
    from klondike_qt.ui.dialogs import DealNumberDialog

    window = make_window(qtbot, profile_dir, deal=1)
    dialog = DealNumberDialog(1, window)
    qtbot.addWidget(dialog)
    for text, ok in (("0", False), ("4294967295", True), ("4294967296", False), ("", False), ("12", True)):
        dialog.set_text(text)
        assert dialog._ok.isEnabled() is ok, text
    assert dialog.deal_number() == 12


def test_the_statistics_dialog_shows_the_current_mode_and_resets(qtbot, profile_dir, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window = make_window(qtbot, profile_dir, deal=1)
    for move in winning_line():
        window.model.play(move)
    dialog = window.statistics_dialog()
    qtbot.addWidget(dialog)
    rows = dict(dialog.rows())
    assert rows["Played"] == "1" and rows["Won"] == "1" and rows["Win rate"] == "100 %"
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Reset)
    dialog.reset_button.click()
    assert dict(dialog.rows())["Played"] == "0"


def test_minimising_pauses_the_clock(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    window.model.draw()
    window.showMinimized()
    qtbot.wait(20)
    if not window.isMinimized():
        return  # the offscreen platform may ignore minimising
    elapsed = window.model.elapsed_ms()
    qtbot.wait(120)
    assert window.model.elapsed_ms() == elapsed


def test_escape_never_closes_the_window(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.isVisible() and not window.isMinimized()


def test_no_moves_left_shows_the_suggestions(qtbot, profile_dir):
    from klondike_qt.a11y import messages as msg

    window = make_window(qtbot, profile_dir, deal=1)
    window.model._status = GameStatus.NO_MOVES  # a stuck position is hard to deal; the banner is the point
    window._update_banner()
    assert window.view.banner_kind == "stuck"
    # The suggestions, under the title (which the body does not repeat). Deal 1's stock can
    # still be turned, so the title is "No move helps" (tests/test_window_polish.py: each case).
    assert window.view._banner.body == msg.banner_no_help_body()
    assert window.view._banner.title == "No move helps" and "No move helps" not in window.view._banner.body


def test_the_window_keeps_its_size_across_a_restart(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1, size=(700, 500))  # within the offscreen 800x600 screen
    window.close()
    again = make_window(qtbot, profile_dir, deal=None, size=None)
    assert (again.width(), again.height()) == (700, 500)


def test_winnable_deals_only_picks_from_the_list_when_there_is_one(qtbot, profile_dir, monkeypatch):
    import klondike_qt.model.model_base as game_model

    window = make_window(qtbot, profile_dir, deal=1)
    window.settings.winnable_only = True
    monkeypatch.setattr(game_model, "winnable_deals", lambda name, highest: (11, 12) if name == "draw1" else ())
    for _ in range(5):
        window.actions["new_game"].trigger()
        assert window.model.deal_number in (11, 12)
    window.settings.draw = 3  # no list for draw 3: any deal
    window.actions["new_game"].trigger()
    assert window.model.rules.draw == 3 and 1 <= window.model.deal_number <= 2**32 - 1


def test_the_winnable_list_is_read_through_the_engine_parser_or_absent():
    from klondike_qt.model.model_base import winnable_deals

    numbers = winnable_deals("draw1")
    assert isinstance(numbers, tuple) and all(isinstance(n, int) for n in numbers)


def test_real_keys_reach_the_window_commands_through_the_board(qtbot, profile_dir, monkeypatch):
    from klondike_qt.ui import dialogs

    monkeypatch.setattr(dialogs, "confirm_abandon", lambda *args: True)  # F2 leaves the started game
    window = make_window(qtbot, profile_dir, deal=1)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view, Qt.Key.Key_N)  # the keyboard layer's "turn cards"
    assert window.model.state.moves == 1
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.model.state.moves == 0
    assert window.actions["undo"].text() == "&Undo"
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.model.state.moves == 1
    assert window.actions["undo"].text().startswith("&Undo ")  # names the step
    qtbot.keyClick(window.view, Qt.Key.Key_F2)
    assert window.model.state.moves == 0 and window.model.deal_number != 1
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.isVisible()


def test_the_toolbar_buttons_run_the_window_commands(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    buttons = {a.text().replace("&", ""): a for a in window.toolbar.actions() if a.isVisible()}
    assert set(buttons) == {"New Deal", "Restart Deal", "Undo", "Redo", "Hint"}  # Deal a Row is Spider's
    window.model.draw()
    buttons["Undo"].trigger()
    assert window.model.state.moves == 0
    assert buttons["Undo"].text() == "&Undo"  # stays short whatever the menu says
    buttons["Redo"].trigger()
    assert window.model.state.moves == 1


def test_the_settings_dialog_tab_order_visits_every_field_once(qtbot, profile_dir):
    from klondike_qt.ui.dialogs import SettingsDialog

    window = make_window(qtbot, profile_dir, deal=1)
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    fields = [dialog.fields["draw"], dialog.fields["passes"], dialog.fields["scoring"], dialog.fields["thoughtful"], dialog.fields["winnable"], dialog.deck,
              dialog.zoom, dialog.animations, dialog.verbosity, dialog.orca, dialog.language]
    order = []
    widget = dialog.fields["draw"]
    for _ in range(40):
        if widget in fields and widget not in order:
            order.append(widget)
        widget = widget.nextInFocusChain()
    assert order == fields


def test_undo_and_redo_are_greyed_out_with_nothing_to_take_back_and_their_keys_still_answer(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    buttons = {a.text().replace("&", ""): a for a in window.toolbar.actions()}
    undo, redo = window.actions["undo"], window.actions["redo"]
    assert not undo.isEnabled() and not redo.isEnabled()
    assert not buttons["Undo"].isEnabled() and not buttons["Redo"].isEnabled()
    window.model.draw()
    assert undo.isEnabled() and buttons["Undo"].isEnabled() and not redo.isEnabled()
    window.model.undo()
    assert not undo.isEnabled() and redo.isEnabled() and buttons["Redo"].isEnabled()
    window.model.redo()
    # A keyboard player pressing Ctrl+Z with nothing to undo still hears why.
    window.session.new_deal(2)
    assert not undo.isEnabled()
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.announcer.last == "Nothing to undo."
    qtbot.keyClick(window.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.announcer.last == "Nothing to redo."


def test_about_settings_and_quit_have_their_macos_menu_roles(qtbot, profile_dir):
    from PySide6.QtGui import QAction

    window = make_window(qtbot, profile_dir, deal=1)
    roles = {action_id: window.actions[action_id].menuRole() for action_id in ("about", "settings", "quit", "hint")}
    assert roles == {"about": QAction.MenuRole.AboutRole, "settings": QAction.MenuRole.PreferencesRole,
                     "quit": QAction.MenuRole.QuitRole, "hint": QAction.MenuRole.NoRole}


def test_a_first_start_sizes_the_window_to_the_screen():
    """Issue 28: the first window was 1100 px wide on a 1920×1080 screen. It takes
    four fifths of the free area, at least 800×600 where the screen holds it."""
    from PySide6.QtCore import QSize

    from klondike_qt.ui.window_size import FIRST_SIZE, first_size
    assert first_size(QSize(1920, 1040)) == QSize(1536, 832)  # a 1920×1080 screen less a panel
    assert first_size(QSize(2560, 1400)) == QSize(2048, 1120)
    assert first_size(QSize(1280, 800)) == QSize(1024, 640)
    small = first_size(QSize(1024, 740))  # a 1024×768 screen less a panel: at least 800×600
    assert small == QSize(819, 600)
    assert first_size(QSize(800, 560)) == QSize(760, 500)  # all the screen holds with the frame
    assert first_size(QSize(300, 200)) == QSize(480, 380)  # never below the window's minimum
    assert first_size(None) == FIRST_SIZE


def test_a_saved_geometry_larger_than_the_screen_is_fitted_at_start(qtbot, profile_dir):
    """Qt's restoreGeometry keeps a saved window on the screen it opens on (a guard:
    the window relies on it rather than clamping again)."""
    window = make_window(qtbot, profile_dir, size=None)
    window.setGeometry(0, 0, 5000, 4000)
    window.settings.window_geometry = bytes(window.saveGeometry().toHex().data()).decode("ascii")
    window.close()
    again = make_window(qtbot, profile_dir, size=None)
    available = again.screen().availableGeometry()
    assert again.width() <= available.width() and again.height() <= available.height()
