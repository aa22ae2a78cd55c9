"""What every game must do alike, heard and seen through real key presses on
the real window: one test per behaviour, parametrized over the registry
(``klondike_qt.ui.games.GAMES``), so a game added there is held to it too.

Nothing here names a game's piles or moves: the column keys are found by
pressing them, a legal (or refused) pick-up and drop by asking the session for
the legal moves and the model for what each one moves. The screen reader's
focus is what the keyboard's accessible tree reports (its ``notify_focus``,
a Focus event) and what the narrator records as the focus (after a move or
Escape the focus moves silently and the sentence names it: one utterance).

Known drift between the games is marked ``xfail(strict=True)`` per game in
the table below: once the fix is merged the test passes, strict makes that
fail, and the mark is taken out.
"""

from __future__ import annotations

import math
import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any

import pytest
from a11y_helpers import press
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QCheckBox, QGroupBox, QWidget
from ui_helpers import make_window

from klondike_qt.a11y import messages as msg
from klondike_qt.model.waste_model import WasteGameModel
from klondike_qt.ui import dialogs, help_dialog
from klondike_qt.ui.actions import Menu
from klondike_qt.ui.board_items import HELD_BAND, FocusRing, lying_over
from klondike_qt.ui.command_table import COMMANDS_BY_ID
from klondike_qt.ui.games import GAMES, GameDefinition
from klondike_qt.ui.main_window import MainWindow

#: The deal every test starts from (a later one where a test needs a move between columns).
DEAL = 1
#: The keys that go to a column, in the order a player tries them.
DIGITS = "1234567890"

#: Known drift, by test and game: the reason the game fails the shared behaviour today
#: (issue 26). Remove an entry once its fix is merged (strict: the test then fails until it is).
DRIFT: dict[str, dict[str, str]] = {}


def games(test: str | None = None) -> list[Any]:
    """The registry's games as test parameters, with the known drift of ``test`` marked."""
    drift = DRIFT.get(test or "", {})
    return [pytest.param(definition, id=definition.id,
                         marks=[pytest.mark.xfail(strict=True, reason=drift[definition.id])]
                         if definition.id in drift else [])
            for definition in GAMES]


# -- the window, as a player meets it --------------------------------------------------------------
def open_game(qtbot, profile_dir, definition: GameDefinition) -> MainWindow:
    """``definition``'s game, deal :data:`DEAL`, the board with the keyboard focus, nothing said yet."""
    window = make_window(qtbot, profile_dir, definition.id, deal=DEAL, solver=False)
    focus_board(qtbot, window)
    window.announcer.clear_log()
    return window


def focus_board(qtbot, window: MainWindow) -> None:
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)


def game_name(window: MainWindow) -> str:
    """The game's name with its variant ("Spider, one suit")."""
    return window.definition.name_of(window.model.variant())


def plain_name(definition: GameDefinition) -> str:
    """The game's name whatever its variant ("Spider"): what its variants' names share."""
    names = [definition.name_of(entry.variant if entry.variant is not None else 1) for entry in definition.menu]
    shared = next((i for i, letters in enumerate(zip(*names)) if len(set(letters)) > 1), min(map(len, names)))
    return names[0][:shared].rstrip(", ")


def said(window: MainWindow) -> list[tuple[str, str]]:
    """What the announcer recorded since the last clear: ("say", text) and ("focus", name)."""
    return list(window.announcer.log)


def focus_reports(window: MainWindow) -> list[Any]:
    """From now on, the object of each focus report to the screen reader (the tree's Focus events)."""
    tree = window.keyboard.tree
    reports: list[Any] = []
    report = tree.notify_focus

    def recorded(*args: Any, **kwargs: Any) -> None:
        reports.append(tree.current())
        report(*args, **kwargs)

    tree.notify_focus = recorded
    return reports


def column_keys(window: MainWindow) -> dict[Any, str]:
    """The key that goes to each column, found by pressing the digit keys (the cursor's pile)."""
    keys: dict[Any, str] = {}
    for key in DIGITS:
        press(window, key)
        keys.setdefault(window.keyboard.cursor.pile, key)
    return keys


def moved(window: MainWindow, move: Any) -> Any:
    """What ``move`` would do now (its source, target and cards), asked of the model."""
    model = window.model
    return model._transition(model.state, move, model._apply(model.state, move))


def a_column_move(window: MainWindow) -> tuple[str, str, Any]:
    """The keys of a legal move of a column's top card onto another column (source
    key, target key, what it moves), dealing from :data:`DEAL` on until a deal has one;
    in a game whose cards never go from column to column (Golf), onto the waste (P)."""
    waste: dict[Any, str] = {}
    if window.keyboard.offers(COMMANDS_BY_ID["focus_waste"]):
        press(window, "p")
        waste[window.keyboard.cursor.pile] = "p"
    for deal in range(DEAL, DEAL + 20):
        if deal != window.model.deal_number:
            window.session.new_deal(deal)
        keys = column_keys(window)
        for move in window.session.hint_moves()[0]:
            change = moved(window, move)
            targets = {**keys, **waste}
            if change.source in keys and change.target in targets and len(change.cards) == 1 \
                    and keys_make(window, keys[change.source], targets[change.target], move):
                window.announcer.clear_log()
                return keys[change.source], targets[change.target], change
    raise AssertionError("no deal with a move from one column to another")


def keys_make(window: MainWindow, source: str, target: str, move: Any) -> bool:
    """Whether the keys of :func:`play_by_keys` make ``move`` (a digit may reach a
    card, not its pile's top: Pyramid's rows); what they did is taken back."""
    model = window.model
    before, made = model.state, len(model.history)
    play_by_keys(window, source, target)
    done = model.history[made:made + 1] == (move,)
    if window.keyboard.cursor.held:
        press(window, "escape")
    while model.state != before and model.undo_stack.canUndo():
        window.session.undo()
    return done


def play_by_keys(window: MainWindow, source: str, target: str) -> None:
    for key in (source, "space", target, "space"):
        press(window, key)


def opened(monkeypatch, dialog_class: type[QWidget], key: str, window: MainWindow) -> Any:
    """The dialog ``key`` opens (shown, not run modally: the test reads it, then closes it)."""
    shown: list[Any] = []

    def show(dialog: Any) -> int:
        dialog.show()
        shown.append(dialog)
        return 0

    monkeypatch.setattr(dialog_class, "exec", show)
    press(window, key)
    assert len(shown) == 1, f"{key} opened {len(shown)} dialogs"
    return shown[0]


# -- the tests -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("definition", games())
def test_the_window_title_names_the_game_and_the_deal(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    title = window.windowTitle()
    assert title.startswith(game_name(window)) and title.endswith(f"Deal {DEAL}"), title


@pytest.mark.parametrize("definition", games())
def test_the_welcome_names_the_game_and_the_deal(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    window.view.clearFocus()
    window.narrator.welcome_delay_ms = 10  # (the window's own delay: the first time the board has the focus)
    focus_board(qtbot, window)
    qtbot.waitUntil(lambda: any(kind == "say" for kind, _text in said(window)), timeout=3000)
    welcome = [text for kind, text in said(window) if kind == "say"]
    assert len(welcome) == 1 and welcome[0].startswith(game_name(window)), welcome
    assert f"deal {DEAL}" in welcome[0].lower(), welcome


@pytest.mark.parametrize("definition", games())
def test_tab_says_how_to_move_and_coming_back_by_tab_says_where_you_are(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    press(window, "tab")
    ((kind, hint),) = said(window)
    assert kind == "say" and "F1" in hint, hint  # the board is one stop: how to move, and where the keys are
    assert window.view.hasFocus()
    reports = focus_reports(window)
    press(window, "ctrl+shift+h")  # the announcement history: the focus leaves the board
    qtbot.waitUntil(lambda: not window.view.hasFocus())
    press(window, "tab")  # and comes back to it
    qtbot.waitUntil(lambda: bool(reports))
    assert window.view.hasFocus() and reports[-1] is window.keyboard.tree.current()


@pytest.mark.parametrize("definition", games())
def test_f10_reaches_the_menu_bar(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    press(window, "f10")
    bar = window.menuBar()
    qtbot.waitUntil(lambda: bar.activeAction() is not None, timeout=2000)
    assert bar.activeAction().menu() is window.menus[Menu.GAME]  # the first menu, as on GNOME
    window.menus[Menu.GAME].close()


@pytest.mark.parametrize("definition", games())
def test_escape_puts_back_and_the_screen_readers_focus_follows_the_cursor(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    source, target, change = a_column_move(window)
    before = window.model.state
    for key in (source, "space", target):
        press(window, key)
    assert window.keyboard.cursor.held
    window.announcer.clear_log()
    press(window, "escape")
    assert not window.keyboard.cursor.held and window.model.state == before
    says = [text for kind, text in said(window) if kind == "say"]
    assert len(says) == 1 and says[0].startswith(msg.put_back(change.cards[0])), says
    # The focus the screen reader was last given (a Focus event, or named in the sentence) is the cursor's.
    assert window.announcer.focus_log[-1:] in ([], [window.keyboard.tree.current_name()])
    assert window.narrator._focus_obj is window.keyboard.tree.current()


@pytest.mark.parametrize("definition", games())
def test_undo_and_redo_are_one_utterance_each_naming_the_move(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    source, target, _change = a_column_move(window)
    changes: list[Any] = []
    window.model.changed.connect(changes.append)
    play_by_keys(window, source, target)
    assert changes, "the move was not made"
    undone = changes[-1].transition.cards[0]  # what Undo takes back (FreeCell: maybe a card gone up by itself)
    window.announcer.clear_log()
    press(window, "ctrl+z")
    ((kind, text),) = said(window)
    assert kind == "say" and text.startswith("Undone: ") and msg.card_name(undone) in text.lower(), text
    assert not said_twice(text), text
    window.announcer.clear_log()
    press(window, "ctrl+y")
    ((kind, text),) = said(window)
    assert kind == "say" and text.startswith("Redone: ") and msg.card_name(undone) in text.lower(), text
    assert not said_twice(text), text


def said_twice(text: str) -> list[str]:
    """The sentences an utterance says more than once (TriPeaks' undo said "Next: …" in its
    result and again in the "Now on" after it)."""
    sentences = [part for part in re.split(r"(?<=[.!?])\s+|:\s+(?=[A-Z])", text) if part]
    return [part for part in dict.fromkeys(sentences) if sentences.count(part) > 1]


@pytest.mark.parametrize("definition", games())
def test_the_piles_key_again_says_where_you_are(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    press(window, DIGITS[0])
    where = window.keyboard.tree.current_name()
    reports = focus_reports(window)
    window.announcer.clear_log()
    press(window, DIGITS[0])
    assert said(window) == [("focus", where)]
    assert reports and reports[-1] is window.keyboard.tree.current()


@pytest.mark.parametrize("definition", games())
def test_undo_and_redo_are_greyed_at_the_start_and_their_keys_still_answer(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    assert not window.actions["undo"].isEnabled() and not window.actions["redo"].isEnabled()
    press(window, "ctrl+z")
    assert said(window) == [("say", msg.nothing_to_undo())]
    window.announcer.clear_log()
    press(window, "ctrl+y")
    assert said(window) == [("say", msg.nothing_to_redo())]


@pytest.mark.parametrize("definition", games())
def test_a_refused_move_is_said_at_once_with_its_reason(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    keys = column_keys(window)
    legal = {(change.source, change.target) for change in map(lambda m: moved(window, m),
                                                                 window.session.hint_moves()[0])}
    refused: list[Any] = []
    window.session.refused.connect(refused.append)
    for pair in ((s, t) for s in keys for t in keys if s != t and (s, t) not in legal):
        press(window, keys[pair[0]])
        press(window, "space")  # (a covered card is not picked up: the next pile then)
        if window.keyboard.cursor.held:
            break
    else:
        pytest.fail("no card to pick up and put down where it cannot go")
    press(window, keys[pair[1]])
    held, there = window.keyboard.cursor.held, window.keyboard.cursor
    window.announcer.clear_log()
    press(window, "space")  # said before the key returns: no timer, no queue
    assert len(refused) == 1 and window.model.state.moves == 0
    assert said(window) == [("say", window.definition.illegal(refused[0]))]  # no focus report: it stays
    # Refused, the cards are still held and the focus is where the player put it.
    assert window.keyboard.cursor.held == held and held
    assert (window.keyboard.cursor.pile, window.keyboard.cursor.index) == (there.pile, there.index)


def dialog_of(qtbot, profile_dir, monkeypatch, definition: GameDefinition, dialog_class: type[QWidget],
              key: str) -> tuple[MainWindow, Any]:
    """``definition``'s window and the dialog ``key`` opens there (a child of the window, closed with it)."""
    window = open_game(qtbot, profile_dir, definition)
    return window, opened(monkeypatch, dialog_class, key, window)


@pytest.mark.parametrize("definition", games("settings"))
def test_the_settings_dialog_opens_on_the_game_in_play(qtbot, profile_dir, monkeypatch, definition):
    _window, dialog = dialog_of(qtbot, profile_dir, monkeypatch, definition, dialogs.SettingsDialog, "ctrl+,")
    group = dialog.focusWidget()  # the first field, and the group it is in
    while group is not None and not isinstance(group, QGroupBox):
        group = group.parentWidget()
    assert group is not None, dialog.focusWidget()
    if definition.settings_section is None:  # no settings of its own: the shared ones, no other game's
        assert not any(plain_name(other) in group.title() for other in GAMES), group.title()
        return
    assert plain_name(definition) in group.title(), f"the first field is in {group.title()!r}"
    tops = {box.title(): box.mapTo(dialog, QPoint(0, 0)).y() for box in dialog.findChildren(QGroupBox)}
    assert tops[group.title()] == min(tops.values()), tops  # the first group


@pytest.mark.parametrize("definition", [game for game in games()
                                        if issubclass(game.values[0].model, WasteGameModel)])
def test_winnable_deals_only_is_in_the_settings_group_of_a_waste_game(qtbot, profile_dir, monkeypatch, definition):
    window, dialog = dialog_of(qtbot, profile_dir, monkeypatch, definition, dialogs.SettingsDialog, "ctrl+,")
    group = dialog.focusWidget()
    while group is not None and not isinstance(group, QGroupBox):
        group = group.parentWidget()
    assert group is not None and plain_name(definition) in group.title()
    boxes = [box for box in dialog.findChildren(QCheckBox)
             if box.text() == msg.settings_winnable_box()]
    own = [box for box in boxes if group.isAncestorOf(box)]
    assert len(own) == 1 and dialog.focusWidget() is own[0]
    assert own[0].isChecked() is window.settings.winnable_only is False
    own[0].setChecked(True)  # one setting: every group's box shows it
    assert window.settings.winnable_only and all(box.isChecked() for box in boxes) and len(boxes) > 1


@pytest.mark.parametrize("definition", games())
def test_f1_shows_the_rules_of_the_game_in_play(qtbot, profile_dir, monkeypatch, definition):
    _window, dialog = dialog_of(qtbot, profile_dir, monkeypatch, definition, help_dialog.HelpDialog, "f1")
    assert dialog.rules.toPlainText().startswith(plain_name(definition)), dialog.rules.toPlainText()[:80]


@pytest.mark.parametrize("definition", games())
def test_the_statistics_dialog_opens_on_the_game_in_play(qtbot, profile_dir, monkeypatch, definition):
    window, dialog = dialog_of(qtbot, profile_dir, monkeypatch, definition, dialogs.StatisticsDialog, "ctrl+shift+s")
    mode = dialog.mode.currentData()
    assert (mode.game, mode.draw, mode.scoring) == (definition.id, window.model.variant(), window.model.scoring())


@pytest.mark.parametrize("definition", games("statistics_words"))
def test_the_statistics_dialogs_line_names_the_game_in_play(qtbot, profile_dir, monkeypatch, definition):
    _window, dialog = dialog_of(qtbot, profile_dir, monkeypatch, definition, dialogs.StatisticsDialog, "ctrl+shift+s")
    assert plain_name(definition) in dialog.mode.currentText(), dialog.mode.currentText()


def switch_to(window: MainWindow, definition: GameDefinition, variant: int | None = None) -> None:
    """Choose ``definition``'s entry of the Game menu (the one of ``variant``, if it has several)."""
    entry = next((e for e in definition.menu if variant is None or e.variant in (None, variant)), definition.menu[0])
    window.actions[entry.action_id].trigger()
    assert window.definition is definition
    window.narrator.welcome_delay_ms = None
    window.session.use_solver(False)


@pytest.mark.parametrize("definition", games())
def test_switching_games_and_back_keeps_each_games_position(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    other = next(d for d in GAMES if d is not definition)
    play_by_keys(window, *a_column_move(window)[:2])
    mine, variant = window.model.state, window.model.variant()
    switch_to(window, other)
    focus_board(qtbot, window)
    play_by_keys(window, *a_column_move(window)[:2])
    theirs = window.model.state
    switch_to(window, definition, variant)
    assert window.model.state == mine and window.windowTitle().startswith(game_name(window))
    switch_to(window, other)
    assert window.model.state == theirs


def ring_shown_and_hidden(view, ring) -> tuple[QImage, QImage]:
    """The board's view with the focus ring, then without it."""
    with_ring = view.viewport().grab().toImage()
    ring.hide()
    without = view.viewport().grab().toImage()
    ring.show()
    return with_ring, without


def pixels_inside(view, rect: QRectF, image: QImage) -> QRect:
    """The pixels of ``image`` (the view grabbed) wholly inside the scene rectangle ``rect``
    (those on its edge are shared with what lies beside it)."""
    shown, ratio = view.viewportTransform().mapRect(rect), image.devicePixelRatio()
    left, top = math.ceil(shown.left() * ratio), math.ceil(shown.top() * ratio)
    return QRect(left, top, math.floor(shown.right() * ratio) - left, math.floor(shown.bottom() * ratio) - top)


@pytest.mark.parametrize("definition", games())
def test_the_focus_ring_passes_under_the_cards_lying_over_the_focused_one(qtbot, profile_dir, definition):
    """A card partly under others it is not ringed with (Pyramid's and TriPeaks' covered
    cards, a covered card in a Golf column): its ring is not drawn over them, so the
    card does not look as if it lay on top. Every card of the deal is focused in turn;
    where cards lie over the ringed ones, the view is the same there with the ring
    shown or not. The cards a ring goes round (a column's cards on the focused one) are
    not among them."""
    window = open_game(qtbot, profile_dir, definition)
    press(window, "Right")  # the keyboard in use: the ring shows
    view = window.view
    ring = view._focus_ring
    checked = 0
    for item in [item for item in view.all_items() if item.isVisible() and item.pile is not None]:
        view.set_focus_marker(item.pile, item.index)
        assert ring.isVisible()
        ringed = ring.rects[0].adjusted(-0.5, -0.5, 0.5, 0.5)
        assert not any(ringed.contains(rect) for rect in ring.covers)
        if not ring.covers or checked >= 6:
            continue
        with_ring, without = ring_shown_and_hidden(view, ring)
        for rect in ring.covers:
            pixels = pixels_inside(view, rect, with_ring)
            assert with_ring.copy(pixels) == without.copy(pixels), (definition.id, item.card, rect)
        checked += 1
    if issubclass(definition.model, WasteGameModel):  # cards leave the table from under others
        assert checked, "no card of the deal lies under another it is not ringed with"


@pytest.mark.parametrize("definition", games())
def test_the_focus_ring_passes_under_the_cards_beside_the_focused_one(qtbot, profile_dir, definition):
    """At 800×600 the gap between two columns can be narrower than the ring (Spider's ten
    columns): the ring is not drawn over the next pile's card, whose edge it hid. Every
    card of the deal is focused in turn; on every card beside the ringed ones within the
    ring's reach, the view is the same with the ring shown or not."""
    window = make_window(qtbot, profile_dir, definition.id, deal=DEAL, size=(800, 600), solver=False)
    focus_board(qtbot, window)
    press(window, "Right")  # the keyboard in use: the ring shows
    view = window.view
    ring = view._focus_ring
    reach = FocusRing.reach(view._geometry.scale)
    beside_any = 0
    for item in [item for item in view.all_items() if item.isVisible() and item.pile is not None]:
        view.set_focus_marker(item.pile, item.index)
        ringed = ring.rects[0]
        drawn = ringed.adjusted(-reach, 0, reach, 0)  # beside: left or right
        beside = [rect for rect in (view.item_scene_rect(other) for other in view.all_items() if other.isVisible())
                  if not rect.intersects(ringed) and rect.intersects(drawn)]
        if not beside:
            continue
        with_ring, without = ring_shown_and_hidden(view, ring)
        for rect in beside:
            pixels = pixels_inside(view, rect, with_ring)
            assert with_ring.copy(pixels) == without.copy(pixels), (definition.id, item.card, rect)
        beside_any += 1
    if definition.id == "spider":
        assert beside_any, "at 800×600 no column lies within the ring's reach of the next"


def test_the_focus_ring_keeps_its_top_and_bottom_over_cards_above_and_below():
    """Only cards left or right of the ringed one take the ring under them: a card above
    or below that does not overlap it (Pyramid's rows two apart, whose edges meet the
    focused card's) leaves the ring's top and bottom edges drawn (without them Pyramid's
    focus on a covered card was two short strokes). A card lying over it still does."""
    ringed = QRectF(100, 100, 80, 120)
    reach = 9.0
    cards = [(5.0, ringed),
             (1.0, QRectF(100, -20, 80, 120)),  # two rows up: its bottom meets the ring's top
             (9.0, QRectF(100, 220, 80, 120)),  # two rows down
             (2.0, QRectF(186, 100, 80, 120)),  # the next column, 6 px away
             (3.0, QRectF(60, 40, 80, 120)),  # beneath it, partly: the ring is drawn over it
             (8.0, QRectF(140, 160, 80, 120))]  # lying over it
    assert lying_over(ringed, cards, reach) == [QRectF(186, 100, 80, 120), QRectF(140, 160, 80, 120)]


@pytest.mark.parametrize("definition", games())
def test_a_held_card_leaves_the_index_of_the_card_under_it_in_view(qtbot, profile_dir, definition):
    """Picked up from a column, a card stood higher and, with its amber band and the
    ring round them, hid the index of the card under it (in Golf, all that shows of
    that card). Held, it stands aside, not higher: the upper half of the strip the card
    under it shows, where its index is, is the same held or not (with the focus ring on
    the card both times; where the fan is narrower than a whole index, the ring alone
    already covers part of it)."""
    window = make_window(qtbot, profile_dir, definition.id, deal=DEAL, size=(1280, 800), solver=False)
    focus_board(qtbot, window)
    view = window.view
    piles = {item.pile for item in view.all_items() if item.pile is not None}
    height = view.item_scene_rect(view.all_items()[0]).height()
    stacks = [items for items in (list(view.items_on(pile)) for pile in piles)  # a strip with a whole index
              if len(items) >= 2 and items[-1].face_up and items[-1].target.y() - items[-2].target.y() >= 0.25 * height]
    if not stacks:  # no card lies on another in a pile (Pyramid, TriPeaks), or their strips are narrow
        assert definition.id not in ("golf", "freecell", "yukon"), definition.id
        return
    top, under = stacks[0][-1], stacks[0][-2]
    window.keyboard.find(str(top.card))
    assert window.keyboard.focus_name().lower().startswith(msg.card_name(top.card).lower())
    resting = view.viewport().grab().toImage()
    press(window, "space")
    assert window.keyboard.cursor.held
    held = view.viewport().grab().toImage()
    strip = view.item_scene_rect(under)
    strip.setHeight((top.target.y() - under.target.y()) / 2)  # where the index is
    pixels = pixels_inside(view, strip, held)
    assert held.copy(pixels) == resting.copy(pixels), (definition.id, top.card, under.card)


@pytest.mark.parametrize("definition", games())
def test_held_cards_keep_their_amber_band_and_tab_inside_the_focus_ring(qtbot, profile_dir, definition):
    """Just picked up, the held cards have the focus too: the ring goes round their
    amber band (it lay over it, leaving a thin olive edge), and the "lifted" tab is
    drawn over the ring."""
    window = open_game(qtbot, profile_dir, definition)
    source, _target, _change = a_column_move(window)
    for key in (source, "space"):
        press(window, key)
    assert window.keyboard.cursor.held
    view = window.view
    ring, glow, scale = view._focus_ring, view._held_glow, view._geometry.scale
    held = glow.rects[0]
    band = scale * HELD_BAND
    assert ring.isVisible() and ring.rects[0].contains(held.adjusted(-band + 0.5, -band + 0.5, band - 0.5, band - 0.5))
    assert glow.tab.isVisible() and glow.tab.zValue() > ring.zValue()
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    middle = view.mapFromScene(QPointF(held.left() - band / 2, held.center().y()))
    amber = image.pixelColor(round(middle.x() * ratio), round(middle.y() * ratio))
    assert (amber.red(), amber.green() // 16, amber.blue() // 16) == (255, 0xb0 // 16, 0), amber.name()


@pytest.mark.parametrize("definition", games())
def test_an_undo_while_holding_says_the_held_cards_were_put_back(qtbot, profile_dir, definition):
    """Cards held when an undo takes a move back, still where they were picked up from:
    the undo's one utterance says they were put back (they were dropped silently)."""
    window = open_game(qtbot, profile_dir, definition)
    source, target, change = a_column_move(window)
    play_by_keys(window, source, target)
    press(window, source)
    for _ in range(40):  # along the table to a card the undo leaves where it is
        press(window, "right")
        press(window, "space")
        held = window.keyboard.cursor.held
        if held and not set(held) & set(change.cards):
            break
        if held:
            press(window, "escape")
    else:
        pytest.fail("no card to hold")
    window.announcer.clear_log()
    press(window, "ctrl+z")
    assert not window.keyboard.cursor.held
    says = [text for kind, text in said(window) if kind == "say"]
    assert len(says) == 1 and msg.put_back(held[0]) in says[0], says


@pytest.mark.parametrize("definition", games())
def test_left_and_right_move_the_focus_or_say_the_edge(qtbot, profile_dir, definition):
    """Left and Right either move the focus or, where a game's row ends (Pyramid's rows,
    its stock and waste), say so in one utterance; never the card the focus stays on again."""
    window = open_game(qtbot, profile_dir, definition)
    keys = window.keyboard
    for digit in (DIGITS[0], DIGITS[6]):
        press(window, digit)
        for key in ["left"] * 12 + ["right"] * 24:
            before = keys.cursor
            window.announcer.clear_log()
            press(window, key)
            if keys.cursor != before:
                continue
            ((kind, text),) = said(window)
            assert kind == "say" and text and text != keys.tree.current_name(), (key, text)
