"""A new deal (F2) and a restart (Ctrl+R) start every game where a fresh start of
that deal starts it: the focus lands on the card the game opens on, and that card
is what the screen reader is told, not the place the focus had in the game left.
The deal is named as the welcome names it ("Yukon, deal 12"), and what became of
the game left is said in the question box's terms.
Parametrized over the registry (``klondike_qt.ui.games.GAMES``), through real key
presses and the real question box."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from a11y_helpers import press
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_every_game import a_column_move, focus_board, game_name, games, open_game, play_by_keys, said
from ui_helpers import answer_with, make_window

from klondike_qt.ui.games import GameDefinition


def fresh_start_focus(qtbot, tmp_path, definition: GameDefinition, deal: int, variant: int | None) -> str:
    """The focus a fresh start of ``deal`` opens on (another profile, nothing played)."""
    folder = tmp_path / f"fresh-{deal}"
    folder.mkdir(exist_ok=True)
    fresh = make_window(qtbot, folder, definition.id, deal=deal, variant=variant, solver=False)
    try:
        return fresh.keyboard.tree.current_name()
    finally:
        fresh.session.end()
        fresh.close()


@pytest.mark.parametrize("key", ["f2", "ctrl+r"])
@pytest.mark.parametrize("definition", games())
def test_a_new_deal_and_a_restart_start_where_a_fresh_start_does(qtbot, profile_dir, tmp_path, definition, key):
    window = open_game(qtbot, profile_dir, definition)
    source, target, _change = a_column_move(window)
    play_by_keys(window, source, target)  # the game is started: leaving it asks first
    assert window.model.state.moves or window.model.history
    variant = window.model.variant()
    for _ in range(3):  # somewhere along the table the deal does not open on
        press(window, "right")
    left_at = window.keyboard.tree.current_name()
    leave_by(qtbot, window, key)
    deal = window.model.deal_number
    assert deal is not None and not window.model.history
    where = window.keyboard.tree.current_name()
    assert where == fresh_start_focus(qtbot, tmp_path, definition, deal, variant), (left_at, where)
    # What the screen reader is told: the focus on that card first, then the deal.
    kinds = [kind for kind, _text in said(window)]
    assert ("focus", where) in said(window) and kinds.index("focus") < kinds.index("say"), said(window)


def leave_by(qtbot, window, key: str) -> str:
    """Press ``key`` (F2, Ctrl+R) in a started game, answer its question with Enter: what is said."""
    window.announcer.clear_log()
    seen: list[QMessageBox] = []
    answer_with(Qt.Key.Key_Return, seen)
    press(window, key)
    qtbot.waitUntil(lambda: bool(seen))
    qtbot.waitUntil(lambda: any(kind == "say" for kind, _text in said(window)))
    (text,) = [text for kind, text in said(window) if kind == "say"]
    return text


@pytest.mark.parametrize("definition", games())
def test_a_restart_and_a_new_deal_name_the_deal_as_the_welcome_does(qtbot, profile_dir, definition):
    window = open_game(qtbot, profile_dir, definition)
    source, target, _change = a_column_move(window)
    play_by_keys(window, source, target)
    deal = window.model.deal_number
    text = leave_by(qtbot, window, "ctrl+r")
    # The box said "The game so far counts as lost. Press Enter to restart the deal": nothing was left.
    assert text.startswith(f"Restarted {game_name(window)}, deal {deal}") and text.endswith(
        " The game so far counts as lost."), text
    focus_board(qtbot, window)
    play_by_keys(window, source, target)  # the same deal from its start: the same move
    assert window.model.history, "the move was not made"
    text = leave_by(qtbot, window, "f2")
    assert window.model.deal_number != deal
    assert text.startswith(f"{game_name(window)}, deal {window.model.deal_number}") and text.endswith(
        " The game you left counts as lost."), text
