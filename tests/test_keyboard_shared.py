"""What every game's keyboard does alike (one code path, :mod:`klondike_qt.ui.keyboard_base`):
Escape puts the held cards back, and where the cursor goes with them the screen
reader's focus goes too (FreeCell's and Spider's cursors went back to the
source column while the focus stayed on the column the cards hovered over).
Which commands a game has comes from its keyboard (``COMMANDS``)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from ui_helpers import hold_a_card, make_window

from klondike_qt.ui.command_table import COMMANDS, COMMANDS_BY_ID, run_command
from klondike_qt.ui.games import GAMES


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_escape_moves_the_screen_readers_focus_with_the_cursor(qtbot, profile_dir, game):
    window = make_window(qtbot, profile_dir, game, size=None, solver=False)
    keys = window.keyboard
    hold_a_card(window)
    run_command(window, "focus_next")  # the held cards hover over column 2
    start = len(window.announcer.log)
    run_command(window, "cancel")
    assert not keys.cursor.is_holding
    said = [text for kind, text in window.announcer.log[start:] if kind == "say"]
    assert len(said) == 1 and said[0].startswith("Put back")
    # The screen reader's focus is where the cursor is, and the sentence says so when it moved;
    # where it stayed, under the name it has now nothing is held (Pyramid's "… free." became
    # "… free. A king: removed alone.").
    assert window.announcer.focus_log[-1] == keys.focus_name()
    assert window.narrator._focus_obj is keys.tree.current()
    window.close()


def test_a_game_names_only_the_tables_commands_and_each_optional_one_has_a_game():
    optional = {spec.id for spec in COMMANDS if spec.optional}
    for keys in (game.keyboard for game in GAMES):
        assert keys.COMMANDS.issubset(optional)
        assert set(keys.WORDS) <= set(COMMANDS_BY_ID)
    assert {spec.id: {game.id for game in GAMES if game.keyboard.offers(spec)} for spec in COMMANDS if spec.optional} == {
        "focus_column_7": {"klondike", "freecell", "spider", "yukon", "golf", "pyramid"},
        "focus_column_8": {"freecell", "spider"}, "focus_column_9": {"spider"}, "focus_column_10": {"spider"},
        "focus_cells": {"freecell"}, "focus_waste": {"klondike", "golf", "tripeaks", "pyramid"},
        "draw": {"klondike", "spider", "golf", "tripeaks", "pyramid"},
        "to_foundation": {"klondike", "freecell", "yukon"}, "to_cell": {"freecell"},
        "auto_move": {"klondike", "freecell", "yukon"},
        "auto_safe": {"freecell"}, "say_room": {"freecell", "spider"},
        "say_waste_stock": {"klondike", "freecell", "spider", "golf", "tripeaks", "pyramid"}}


@pytest.mark.parametrize("game", [game.id for game in GAMES])
def test_l_says_the_last_move_in_full_and_nothing_before_the_first(qtbot, profile_dir, game):
    from klondike_qt.a11y import messages as msg

    window = make_window(qtbot, profile_dir, game, size=None, solver=False)

    def said_after(command: str) -> list[str]:
        start = len(window.announcer.log)
        run_command(window, command)
        return [text for kind, text in window.announcer.log[start:] if kind == "say"]

    assert said_after("say_last_move") == [msg.no_last_move()]
    move, _ = window.session.next_hint()
    assert move is not None
    start = len(window.announcer.log)
    assert window.session.play(move)
    heard = [text for kind, text in window.announcer.log[start:] if kind == "say"]
    (answer,) = said_after("say_last_move")
    # The move's own words, as said when it was played (here in full verbosity), then
    # whatever went up by itself after it; not the "Now on" or the status said with it.
    words = answer.removeprefix(msg.last_move(""))
    assert answer == msg.last_move(words) and words
    assert heard[0].startswith(words.split(". ")[0])
    run_command(window, "undo")
    (answer,) = said_after("say_last_move")
    assert answer.startswith(msg.last_move("")) and "ndone" in answer  # the undo is now the last move
    window.close()
