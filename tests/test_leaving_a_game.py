"""F2, Ctrl+R and Ctrl+G ask before a started game is left (it counts as lost):
Enter leaves, Escape stays and the focus goes back to the board; what happened is said."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from ui_helpers import answer_with, make_window

from klondike_qt.engine.statistics import Outcome
from klondike_qt.ui import dialogs
from klondike_qt.ui.games import find_game, game_ids


@pytest.fixture
def window(qtbot, profile_dir):
    w = make_window(qtbot, profile_dir, deal=1)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(w.view.hasFocus)
    return w


def said(window) -> list[str]:
    return window.announcer.texts


def test_a_game_with_no_move_is_left_without_a_question(window, monkeypatch):
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda *args: pytest.fail("asked"))
    window.actions["new_game"].trigger()
    assert window.model.deal_number != 1
    assert said(window)[-1].startswith("Klondike, deal ") and "lost" not in said(window)[-1]
    window.actions["restart"].trigger()
    assert said(window)[-1] == f"Restarted Klondike, deal {window.model.deal_number}, draw 1."
    assert not window.statistics.records


def test_escape_keeps_the_game_and_says_so(qtbot, window):
    window.model.draw()
    seen: list[QMessageBox] = []
    answer_with(Qt.Key.Key_Escape, seen)
    window.actions["new_game"].trigger()
    assert seen and seen[0].windowTitle() == "Leave this game?"
    assert "counts as lost" in seen[0].text() and "Escape to keep playing" in seen[0].text()
    assert window.model.deal_number == 1 and window.model.state.moves == 1
    assert said(window)[-1] == "You keep playing this game."
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)  # the focus is back on the board
    assert not window.statistics.records or window.statistics.records[-1].outcome is not Outcome.LOST


def test_enter_leaves_the_game_counts_it_lost_and_says_so(window):
    window.model.draw()
    seen: list[QMessageBox] = []
    answer_with(Qt.Key.Key_Return, seen)
    window.actions["new_game"].trigger()
    assert seen and window.model.deal_number != 1 and window.model.state.moves == 0
    assert said(window)[-1] == f"Klondike, deal {window.model.deal_number}, draw 1. The game you left counts as lost."
    assert window.statistics.records[0].outcome is Outcome.LOST


def test_ctrl_r_asks_and_says_restarted(window):
    window.model.draw()
    seen: list[QMessageBox] = []
    answer_with(Qt.Key.Key_Escape, seen)
    window.actions["restart"].trigger()
    assert seen[0].windowTitle() == "Restart this deal?" and window.model.state.moves == 1
    answer_with(Qt.Key.Key_Return, seen)
    window.actions["restart"].trigger()
    assert window.model.state.moves == 0 and window.model.deal_number == 1
    assert said(window)[-1] == "Restarted Klondike, deal 1, draw 1. The game so far counts as lost."


def test_ctrl_g_asks_after_the_number_and_names_it(window, monkeypatch):
    window.model.draw()
    asked: list[tuple[bool, int | None]] = []
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda parent, restart, number=None: asked.append((restart, number)) or False)
    monkeypatch.setattr(dialogs.DealNumberDialog, "exec", lambda self: 1)
    monkeypatch.setattr(dialogs.DealNumberDialog, "deal_number", lambda self: 77)
    window.actions["choose_deal"].trigger()
    assert asked == [(False, 77)] and window.model.deal_number == 1
    box = dialogs.abandon_box(window, False, 77)
    assert "Press Enter to play deal 77" in box.text()


def test_a_won_game_is_left_without_a_question(window, monkeypatch):
    from ui_helpers import winning_line

    for move in winning_line():
        window.model.play(move)
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda *args: pytest.fail("asked"))
    window.actions["new_game"].trigger()
    assert window.model.deal_number != 1 and "lost" not in said(window)[-1]


@pytest.mark.parametrize("game", game_ids())
def test_a_deal_asked_at_start_counts_the_started_save_lost(qtbot, profile_dir, game):
    """A start asked for a deal (``--deal``), or for another variant (``--draw``,
    ``--suits``), does not go on from the saved game: a started one can never come
    back, so it counts as lost, as F2 would count it."""
    first = make_window(qtbot, profile_dir, game=game, deal=5)
    for _ in range(2):
        legal = first.session.hint_moves()[0]
        first.session.play(legal[0])
    left = first.session.tracker.game_id
    first.close()
    definition = find_game(game)
    if definition.variant_option is None:
        asked = {"deal": 7}
    else:  # the other variant, no deal number: the variant alone drops the save
        choices = {"draw": (1, 3), "suits": (1, 2, 4)}[definition.variant_option]
        asked = {"deal": None, "variant": next(v for v in choices if v != first.model.variant())}
    then = make_window(qtbot, profile_dir, game=game, **asked)
    record = then.session.tracker.store.find(left)
    assert record is not None and record.outcome is Outcome.LOST
    assert then.session.tracker.game_id != left and not then.model.has_started
