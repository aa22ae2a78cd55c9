"""What a player meets in the first week with three games in one window: the
title and the window's accessible name, the stuck banner's words, FreeCell's
auto-move in Settings, the history panel after a game switch."""

from __future__ import annotations

import re

import pytest
from engine_helpers import position
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel
from ui_helpers import make_settings, make_window

from klondike_qt import i18n
from klondike_qt.a11y import klondike_describe as describe
from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.klondike import Rules, legal_moves
from klondike_qt.engine.spider import SpiderState
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.settings import Settings
from klondike_qt.model.storage import Profile
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.dialogs import SettingsDialog
from klondike_qt.ui.freecell_board import FreeCellBoard
from klondike_qt.ui.history_panel import HistoryPanel
from klondike_qt.ui.main_window import MainWindow


def accessible_name(window: MainWindow) -> str:
    interface = QAccessible.queryAccessibleInterface(window)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


@pytest.fixture
def program_name(qapp):
    """The program's display name as ``app.main`` sets it (Qt adds it to every title)."""
    before = QGuiApplication.applicationDisplayName()
    QGuiApplication.setApplicationDisplayName("klondike-qt")
    yield "klondike-qt"
    QGuiApplication.setApplicationDisplayName(before)


# -- 1. the title ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "suits", "title"), [
    ("klondike", None, "Klondike — Deal 617"),
    ("freecell", None, "FreeCell — Deal 617"),
    ("spider", 2, "Spider, two suits — Deal 617"),
])
def test_the_title_and_the_accessible_name_say_the_game_and_the_deal(qtbot, profile_dir, program_name,
                                                                     game, suits, title):
    window = make_window(qtbot, profile_dir, game, deal=617, variant=suits, solver=False)
    assert window.windowTitle() == title
    # Qt shows "<title> — klondike-qt" in the title bar; a screen reader hears the same words.
    assert accessible_name(window) == f"{title} — klondike-qt"
    window.new_deal(618, ask=False)
    assert window.windowTitle() == title.replace("617", "618")
    assert accessible_name(window) == f"{title.replace('617', '618')} — klondike-qt"


def test_the_title_follows_a_game_switch_and_the_suits(qtbot, profile_dir, program_name):
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    window.switch_game("klondike")
    assert window.windowTitle().startswith("Klondike — Deal ")
    assert accessible_name(window) == f"{window.windowTitle()} — klondike-qt"
    window.play_game("spider", 4)
    assert window.windowTitle() == f"Spider, four suits — Deal {window.model.deal_number}"
    assert "Klondike" not in accessible_name(window)


def test_a_custom_deal_is_named_so_and_the_title_is_spanish(qtbot, profile_dir, program_name):
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    window.model._deal_number = None  # a loaded position with no deal number
    window._update_status()
    assert window.windowTitle() == "FreeCell — Custom deal"
    app = QApplication.instance()
    try:
        assert i18n.install_translators(app, "es") == "es"
        window.new_deal(9, ask=False)
        assert window.windowTitle() == "Carta Blanca — Partida 9"
        assert accessible_name(window) == "Carta Blanca — Partida 9 — klondike-qt"
    finally:
        i18n.install_translators(app, "en")


# -- 2. the stuck banner says what is true in each game -----------------------------------------
def banner(window: MainWindow) -> tuple[str, str, str]:
    view = window.view
    return (view.banner_kind, view._banner.title, view._banner.body) if view.banner_kind else ("", "", "")


# Red cards only and every column taken: nothing moves but the stock (tests/test_engine_status.py's STUCK).
STUCK_COLUMNS = ("#5d 9h", "#5h 9d", "Td", "Th", "Jd", "Jh", "Qd")


def test_klondike_stuck_with_cards_to_turn_says_no_move_helps(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "klondike", deal=7, solver=False)
    window.model._reset(position(*STUCK_COLUMNS, stock="6d 7d 8d Kd Qh Kh 6h 7h 8h", foundations="Kc 4d Ks 4h",
                                 rest="check"), [], 0, 0)
    window._update_banner()
    assert window.model.status is GameStatus.NO_MOVES
    # The stock can still be turned: "No moves left" would be false, and the narrator says "No move helps".
    assert banner(window) == ("stuck", "No move helps", "Turning the stock brings up nothing that can be played. "
                              "Undo to try another way, or press F2 for a new deal.")
    # The last pass is used up: the waste cannot be turned again, no move at all is left.
    exhausted = position(*STUCK_COLUMNS, waste="6d 7d 8d Kd Qh Kh 6h 7h 8h", foundations="Kc 4d Ks 4h",
                         rest="check", rules=Rules(pass_limit=1))
    assert list(legal_moves(exhausted)) == []
    window.model._reset(exhausted, [], 0, 0)
    window._update_banner()
    assert window.model.status is GameStatus.NO_MOVES
    assert banner(window) == ("stuck", "No moves left", "Undo to try another way, or press F2 for a new deal.")
    assert describe.status_text(GameStatus.NO_MOVES, exhausted, 0) == describe.no_moves()  # and so it is said


def test_klondike_finish_banner_says_the_columns_when_the_stock_is_left(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "klondike", deal=7, solver=False)
    window.model._reset(position("Kh Qs Jh", "Ks Qh Js", "Kd Qc Jd", "Kc Qd", stock="Jc", foundations="Tc Td Ts Th",
                                 rest="check"), [], 0, 0)
    window._update_banner()
    assert window.model.status is GameStatus.READY_TO_FINISH
    assert banner(window) == ("finish", "Ready to finish",
                              "Every card in the columns is face up. Press Enter or click to finish.")
    window.model._reset(position("Kh Qs Jh", "Ks Qh Js", "Kd Qc Jd", "Kc Qd Jc", foundations="Tc Td Ts Th",
                                 rest="check"), [], 0, 0)
    window._update_banner()
    assert banner(window)[2] == "Every card is face up. Press Enter or click to finish."


def test_freecell_shows_the_proven_dead_end_and_drops_it_when_the_position_changes(qtbot, profile_dir, monkeypatch):
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    assert banner(window) == ("", "", "")
    verdict: list[bool | None] = [False]
    monkeypatch.setattr(window.session, "winnable", lambda: verdict[0])
    window.session.analysis_changed.emit()  # the solver's answer, a moment after the move
    assert banner(window) == ("stuck", "Dead end", "The solver has proved that this position cannot be won. "
                              "Undo to try another way, or press F2 for a new deal.")
    verdict[0] = None  # an undo: the new position is being searched
    window.session.analysis_changed.emit()
    assert banner(window) == ("", "", "")


def spider_position(table: str, stock: str, completed: int) -> SpiderState:
    columns = [tuple(Card.parse(c) for c in text.split()) for text in table.split("|")]
    columns += [()] * (10 - len(columns))
    return SpiderState(tuple(columns), (0,) * 10, tuple(Card.parse(c) for c in stock.split()),
                       (Suit.SPADES,) * completed, suits=1)


def test_spider_stuck_with_a_row_left_says_why_it_cannot_be_dealt(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", deal=7, variant=1, solver=False)
    # Seven runs home, a row in the stock, three lone cards on ten columns: the row may not go on an empty column.
    window.model.new_game(opening=spider_position("As|5s|9s", "2s 3s 4s 6s 7s 8s Ts Js Qs Ks", 7))
    assert window.model.status is GameStatus.NO_MOVES
    assert banner(window) == ("stuck", "No moves left", "A row cannot be dealt while a column is empty, and too few "
                              "cards are left to fill every column. Undo to try another way, or press F2 for a new deal.")
    # The ear hears the same reason as the eye reads.
    assert window.announcer.texts[-1].endswith(
        "No moves left: a row cannot be dealt while a column is empty, and too few cards are left to fill every "
        "column. Undo to try another way, or press F2 for a new deal.")
    # With nothing in the stock, the plain words are the true ones.
    window.model.new_game(opening=spider_position("As|5s|9s", "", 7))
    assert window.model.status is GameStatus.NO_MOVES
    assert window.announcer.texts[-1].endswith("No moves left. Undo to try another way, or press F2 for a new deal.")
    assert banner(window) == ("stuck", "No moves left", "Undo to try another way, or press F2 for a new deal.")
    # No card can move but every column is taken: the row can be dealt, so there is no banner.
    full = "|".join(["Ks", "Ks", "9s", "9s", "5s", "5s", "As", "As", "Js", "Js"])
    window.model.new_game(opening=spider_position(full, "2s 3s 4s 6s 7s 8s Ts Qs Qs Ts", 6))
    assert window.model.status is GameStatus.IN_PROGRESS and banner(window) == ("", "", "")


def test_the_new_banners_are_spanish(qtbot, profile_dir):
    app = QApplication.instance()
    try:
        assert i18n.install_translators(app, "es") == "es"
        window = make_window(qtbot, profile_dir, "spider", deal=7, variant=1, solver=False)
        window.model.new_game(opening=spider_position("As|5s|9s", "2s 3s 4s 6s 7s 8s Ts Js Qs Ks", 7))
        assert banner(window)[2].startswith("No se puede repartir una fila mientras haya una columna vacía")
    finally:
        i18n.install_translators(app, "en")


# -- 3. FreeCell's auto-move in Settings ----------------------------------------------------------
def test_freecell_auto_move_is_in_settings_saved_and_cancel_puts_it_back(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    assert window.settings.freecell_auto_safe and window.actions["auto_safe"].isChecked()
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    box = dialog.fields["auto_safe"]
    assert box.text() == "&Move safe cards to the foundations by themselves" and box.isChecked()
    assert "foundation" in box.accessibleDescription()
    assert box.parentWidget().title() == "FreeCell"  # its own group: the Rules group's note is Klondike's deals
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    texts += [b.text() for b in (dialog.fields["thoughtful"], dialog.fields["winnable"], dialog.fields["auto_safe"], dialog.orca)]
    keys = [m.group(1).lower() for text in texts if (m := re.search(r"&(\w)", text))]
    assert len(set(keys)) == len(keys), keys  # its access key (Alt+M) is its own
    box.setChecked(False)  # applied at once, as every setting is
    assert not window.settings.freecell_auto_safe and not window.actions["auto_safe"].isChecked()
    assert not window.model.auto_safe(window.settings)
    dialog.reject()  # Cancel: back as it was, the Play menu too
    assert window.settings.freecell_auto_safe and window.actions["auto_safe"].isChecked()

    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.fields["auto_safe"].setChecked(False)
    dialog.accept()
    window.settings.sync()
    again = Settings(Profile(profile_dir).settings_path, window.settings.default_shortcuts)
    assert again.freecell_auto_safe is False  # saved
    window.toggle_auto_safe()  # the Play menu's switch is the same setting
    assert SettingsDialog(window.settings, window).fields["auto_safe"].isChecked()


def test_the_auto_move_box_is_spanish(qtbot, profile_dir):
    app = QApplication.instance()
    try:
        assert i18n.install_translators(app, "es") == "es"
        dialog = SettingsDialog(make_settings(profile_dir))
        qtbot.addWidget(dialog)
        assert dialog.fields["auto_safe"].text() == "Subir so&las las cartas seguras a las bases"
        assert dialog.fields["auto_safe"].parentWidget().title() == "Carta Blanca"
    finally:
        i18n.install_translators(app, "en")


# -- 4. the history panel follows the game in play -------------------------------------------------
def panel_lines(panel) -> list[str]:
    return [panel.list.item(i).text() for i in range(panel.list.count())]


def test_the_history_panel_shows_the_game_in_play_and_never_mixes_games(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "klondike", deal=5, solver=False)
    window.announcer.announce("A Klondike line.")
    run_command(window, "announcement_history")
    panel = window.keyboard.history_panel
    assert panel is not None and panel_lines(panel)[-1] == "A Klondike line."
    klondike_lines = panel_lines(panel)

    window.switch_game("freecell")  # with the panel open
    window.announcer.announce("A FreeCell line.")
    lines = panel_lines(panel)
    assert lines and lines[-1] == "A FreeCell line."
    assert "A Klondike line." not in lines
    assert lines == [item.text for item in window.announcer.history]  # FreeCell's own, from its start
    run_command(window, "announcement_history")  # the window's one panel, not a second, empty one
    assert window.findChildren(HistoryPanel) == [panel] and window.keyboard.history_panel is panel
    assert panel_lines(panel) == lines
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    panel.list.setFocus()
    qtbot.waitUntil(panel.list.hasFocus)
    QTest.keyClick(panel.list, Qt.Key.Key_Escape)
    assert isinstance(window.view, FreeCellBoard)
    qtbot.waitUntil(window.view.hasFocus)  # Escape goes to the board in play, not the one left

    window.switch_game("klondike")  # back: what was said in Klondike, then what is said now
    lines = panel_lines(panel)
    assert lines[:len(klondike_lines)] == klondike_lines and "A FreeCell line." not in lines
    window.announcer.announce("Klondike again.")
    assert panel_lines(panel)[-1] == "Klondike again."
    window.switch_game("freecell")
    assert "A FreeCell line." in panel_lines(panel) and "Klondike again." not in panel_lines(panel)


def test_the_history_panel_opened_after_a_switch_shows_that_game(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "klondike", deal=5, solver=False)
    window.announcer.announce("A Klondike line.")
    window.play_game("spider", 1)
    window.announcer.announce("A Spider line.")
    run_command(window, "announcement_history")
    panel = window.keyboard.history_panel
    assert panel is not None and panel_lines(panel)[-1] == "A Spider line."
    assert "A Klondike line." not in panel_lines(panel)


def test_settings_fit_a_short_screen_and_scroll_to_the_focused_box(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", deal=617, solver=False)
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry().height()
    assert room <= 800  # the test's screen (offscreen: 800×600) is shorter than every group together
    assert dialog.height() + 40 <= room  # with a title bar, the OK and Cancel buttons stay on screen
    area = dialog.page_area
    assert area.verticalScrollBar().maximum() > 0  # the groups scroll instead
    last = list(dialog.sounds.values())[-1]
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.fields["draw"].setFocus()
    for _ in range(40):  # Tab from the first field to the last switch, as a keyboard player does
        if last.hasFocus():
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert last.hasFocus()
    top = last.mapTo(area.viewport(), last.rect().topLeft()).y()
    assert top >= 0 and top + last.height() <= area.viewport().height()  # scrolled into sight
    dialog.reject()
