"""What every game's keyboard does alike (one code path, :mod:`klondike_qt.ui.keyboard_base`):
Escape puts the held cards back, and where the cursor goes with them the screen
reader's focus goes too (FreeCell's and Spider's cursors went back to the
source column while the focus stayed on the column the cards hovered over).
Which commands a game has comes from its keyboard (``COMMANDS``)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from ui_helpers import make_window

from klondike_qt.ui.command_table import COMMANDS, COMMANDS_BY_ID, run_command
from klondike_qt.ui.games import GAMES


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_escape_moves_the_screen_readers_focus_with_the_cursor(qtbot, profile_dir, game):
    window = make_window(qtbot, profile_dir, game, size=None, solver=False)
    keys = window.keyboard
    run_command(window, "focus_column_1")
    run_command(window, "pick_or_drop")
    assert keys.cursor.is_holding
    run_command(window, "focus_next")  # the held cards hover over column 2
    start = len(window.announcer.log)
    run_command(window, "cancel")
    assert not keys.cursor.is_holding
    said = [text for kind, text in window.announcer.log[start:] if kind == "say"]
    assert len(said) == 1 and said[0].startswith("Put back")
    # The screen reader's focus is where the cursor is, and the sentence says so when it moved.
    assert window.announcer.focus_log[-1] == keys.focus_name()
    assert window.narrator._focus_obj is keys.tree.current()
    window.close()


def test_a_game_names_only_the_tables_commands_and_each_optional_one_has_a_game():
    optional = {spec.id for spec in COMMANDS if spec.optional}
    for keys in (game.keyboard for game in GAMES):
        assert keys.COMMANDS.issubset(optional)
        assert set(keys.WORDS) <= set(COMMANDS_BY_ID)
    assert {spec.id: {game.id for game in GAMES if game.keyboard.offers(spec)} for spec in COMMANDS if spec.optional} == {
        "focus_column_8": {"freecell", "spider"}, "focus_column_9": {"spider"}, "focus_column_10": {"spider"},
        "focus_cells": {"freecell"}, "focus_waste": {"klondike", "golf", "tripeaks", "pyramid"},
        "draw": {"klondike", "spider", "golf", "tripeaks", "pyramid"},
        "to_foundation": {"klondike", "freecell", "yukon"}, "to_cell": {"freecell"},
        "auto_move": {"klondike", "freecell", "yukon"},
        "auto_safe": {"freecell"}, "say_room": {"freecell", "spider"},
        "say_waste_stock": {"klondike", "freecell", "spider", "golf", "tripeaks", "pyramid"}}
