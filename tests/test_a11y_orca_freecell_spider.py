"""What Orca 43 says under a window manager in FreeCell and Spider, key by key: issue 28's
items heard by ear (the scenarios tests/a11y/scenarios/orca_freecell_11982.steps and
orca_spider_ear.steps; the harness is tests/test_a11y_atspi.py's). Kept short: the
unit tests of tests/test_fc_spider_by_ear.py say the rest without Orca."""

from __future__ import annotations

import re

import pytest
from test_a11y_atspi import orca_game

pytestmark = pytest.mark.a11y

FIGURES = ("Won: 0. Win rate: 0 %. Current winning streak: 0. Longest winning streak: 0. Best time: —. "
           "Fewest moves: —.")

#: orca_freecell_11982.steps: exactly what Orca 43 says after each key (FreeCell, deal 11982).
ORCA_FREECELL_11982 = [
    ("space", ["Holding king of clubs."]),
    ("2", ["8 of diamonds, column 2, card 7 of 7, on top."]),
    # 11: the held card goes back and the focus with it, and the next key answers (it was silent).
    ("Escape", ["Put back the king of clubs. Now on: king of clubs, column 1, card 7 of 7, on top."]),
    ("2", ["8 of diamonds, column 2, card 7 of 7, on top."]),
    ("x", ["Moved 8 of diamonds to free cell 1. Now on: 7 of diamonds, column 2, card 6 of 6, on top."]),
    # 21: after the undo the focus is on the card put back, and said.
    ("ctrl+z", ["Undone: moved 8 of diamonds to free cell 1. The 8 of diamonds is back in column 2. Now on: 8 of "
                "diamonds, column 2, card 7 of 7, on top."]),
    # 17: the eight moves to a free cell as one.
    ("m", ["11 moves: move the 2 of hearts from column 5 onto the 3 of spades in column 4, move the queen of diamonds "
           "from column 6 onto the king of clubs in column 1, move the 4 of clubs from column 7 onto the 5 of hearts "
           "in column 8, and move one of these to a free cell: the king of clubs from column 1, the 8 of diamonds "
           "from column 2, the 2 of spades from column 3, the 3 of spades from column 4, the 2 of hearts from column "
           "5, the queen of diamonds from column 6, the 4 of clubs from column 7, and the 5 of hearts from column "
           "8."]),
    ("ctrl+f", ["Find a Card dialog Card to find, for example 7h or 7 of hearts:"]),
    # 15: the answer, once the focus is back (it was lost under the returning focus).
    ("Return", ["FreeCell — Deal 11982 — klondike-qt frame.", "Card table panel.",
                "Queen of diamonds, column 6, card 6 of 6, on top.",
                "The queen of diamonds is in column 6, card 6 of 6 face up."]),
    # 14: the chosen game's figures, when the dialog opens and when the choice changes.
    ("ctrl+shift+s", ["Statistics — klondike-qt dialog.", "Games: combo box.", "FreeCell.", f"Played: 1. {FIGURES}"]),
    ("Down", [f"Spider, one suit. Played: 0. {FIGURES} Best score: —."]),
    ("Escape", ["FreeCell — Deal 11982 — klondike-qt frame.", "Card table panel.",
                "Queen of diamonds, column 6, card 6 of 6, on top."]),
    # F1 and Home (the Game group's row) are left out: where the list opens depends on when
    # the dialog gets the focus on a loaded machine. 19: a command's row is one utterance (its
    # other cells were two empty ones).
    ("Down", ["New Deal: F2, Ctrl+N. Deal a new game."]),
    ("Down", ["Restart Deal: Ctrl+R. Start this deal again from the beginning."]),
]


def test_orca_freecell_11982_by_ear(tmp_path):
    start, keys = orca_game("orca_freecell_11982", tmp_path, {}, ["--game", "freecell", "--deal", "11982"])
    # 13: the solver proves the deal lost (the compiled core: in a third of a second, often
    # before the first key; the Python search: perhaps while the keys are pressed): it is said
    # once, with no undo advised, and left out of the keys' words.
    # A proof before the welcome follows the welcome in its utterance (it had silenced it).
    lost = "This deal cannot be won from the start; press F2 for a new deal."
    welcome = "FreeCell, deal 11982. Press F1 for the list of keys."
    assert [line for line in start if line != lost][-2:] in (
        ["King of clubs, column 1, card 7 of 7, on top.", welcome],
        ["King of clubs, column 1, card 7 of 7, on top.", f"{welcome} {lost}"])
    said_lost = [line for line in start if "cannot be won" in line] + \
        [line for _, lines in keys for line in lines if "cannot be won" in line]
    assert said_lost in ([], [lost], [f"{welcome} {lost}"])
    heard = [(key, [line for line in lines if line != lost]) for key, lines in keys]
    assert not any(line.strip() == "" for _, lines in heard for line in lines)  # 19: no empty utterance
    assert [(key, back_from_find(key, into_find(key, lines))) for key, lines in heard
            if key not in ("F1", "Home")] == ORCA_FREECELL_11982


def into_find(key: str, lines: list[str]) -> list[str]:
    """Find's Ctrl+F: when the focus event comes after the dialog's, Orca 43 reads the
    field once more on its own ("…: text."); the dialog and its question are what this pins."""
    if key == "ctrl+f" and len(lines) == 2 and lines[1] == f"{lines[0].removeprefix('Find a Card dialog ')} text.":
        return lines[:1]
    return lines


def back_from_find(key: str, lines: list[str]) -> list[str]:
    """Find's Return: on a loaded machine Orca may read the card the focus comes back to
    before the focus moves to the found card (both said, the found card last): the found
    card and the answer are what this pins."""
    if key == "Return" and lines[:2] == [lines[0], "Card table panel."] and len(lines) == 5:
        return [*lines[:2], *lines[3:]]
    return lines


#: orca_spider_ear.steps: exactly what Orca 43 says after each key (Spider, two suits, the game saved
#: by tests/a11y/profiles.py's spider_scenario_save).
ORCA_SPIDER_EAR = [
    # 22: FreeCell's key says why it does nothing here (it was silent).
    ("x", ["X does nothing in this game: it is To Free Cell in another game."]),
    ("4", ["8 of hearts, column 4, card 4 of 5, heads a run of 2 cards."]),
    ("4", ["8 of hearts, column 4, card 4 of 5, heads a run of 2 cards."]),  # 18: said again
    ("Up", ["9 of spades, column 4, card 3 of 5, under 2 cards that can't move with it."]),
    # 20: the card lies on the face-down cards; the top card is "on top" at both ends of the column.
    ("Up", ["Column 4: 2 face-down cards under it."]),
    ("Down", ["8 of hearts, column 4, card 4 of 5, heads a run of 2 cards."]),
    ("Down", ["7 of hearts, column 4, card 5 of 5, on top."]),
    ("Down", ["Column 4 ends here: this card is on top."]),
    # 17: the empty column once, not every run and every upper part of one "to column 2".
    ("r", ["Can move now: 8 to 2 of spades from column 1 to column 6; 7 to 2 of spades from column 1 to column 9; 6 "
           "to 2 of spades from column 1 to column 4 or 5; ace of spades from column 3 to column 1, 7 or 10; 8 to 7 "
           "of hearts from column 4 to column 6; 7 of hearts from column 4 to column 9; 7 of spades from column 5 to "
           "column 9; ace of spades from column 8 to column 1, 7 or 10; 8 of hearts from column 9 to column 6; any "
           "run can go to the empty column 2. No row can be dealt while a column is empty."]),
    ("ctrl+f", ["Find a Card dialog Card to find, for example 7h or 7 of hearts:"]),
    # 15: Spider's answer (every face-up copy) once the focus is back.
    ("Return", ["Spider, two suits — Custom deal — klondike-qt frame.", "Card table panel.",
                "7 of hearts, column 4, card 5 of 5, on top.", "7 of hearts: column 4, card 5 of 5."]),
]


def test_orca_spider_by_ear(tmp_path):
    start, keys = orca_game("orca_spider_ear", tmp_path, {"spider": True}, ["--game", "spider"])
    assert start[-2:] == ["King of spades, column 1, card 5 of 16, heads a run of 12 cards.",
                          "Spider, two suits. Your game is back where you left it. Press F1 for the list of keys."]
    assert [(key, into_find(key, lines)) for key, lines in keys[:len(ORCA_SPIDER_EAR)]] == ORCA_SPIDER_EAR
    # 22: the Game menu (it stays open while Spider's search runs: 12), then the switch: the game
    # left is said saved before FreeCell's welcome (a random deal: its number is left out here).
    menu, (key, lines) = keys[len(ORCA_SPIDER_EAR):-1], keys[-1]
    assert menu == [("alt+g", ["New Deal."]), ("Down", ["Restart Deal."]), ("Down", ["Choose Deal Number…"]),
                    ("Down", ["Play Klondike not checked."]), ("Down", ["Play FreeCell not checked."])]
    number = re.compile(r"(?<=deal )\d+")
    assert key == "Return" and [number.sub("N", line) for line in lines][-1] == (
        "Your Spider, two suits game is saved: choose it in the Game menu to go back to it. "
        "FreeCell, deal N. Press F1 for the list of keys."), lines


def test_orca_freecell_win_by_ear(tmp_path):
    """16: the win comes alone after the move that made it, not behind the cards that went up
    by themselves; H says the deal is won; L says those cards, when asked."""
    start, keys = orca_game("orca_freecell_win", tmp_path, {"freecell_win": True}, ["--game", "freecell"])
    assert start[-2:] == ["6 of diamonds, column 1, card 8 of 8, on top.",
                          "FreeCell, deal 1. Your game is back where you left it. Press F1 for the list of keys."]
    (key, lines), *rest = keys
    assert (key, lines) == ("4", ["Queen of diamonds, column 4, card 3 of 3, on top."])
    (key, lines), *rest = rest
    assert key == "Return" and lines[0] == "Moved queen of diamonds to free cell 4."
    assert len(lines) == 2 and re.fullmatch(r"You won in \d+ seconds?\. Press F2 for a new deal\.", lines[1]), lines
    assert rest == [
        ("h", ["The deal is won. Press F2 for a new deal."]),
        ("l", ["Last move: Moved queen of diamonds to free cell 4. Moved to the foundations: 5 of spades, 6 of "
               "diamonds, 6 of spades, 7 of spades, 7 of diamonds, 8 of spades, 8 of diamonds, 9 of spades, 8 of "
               "clubs, 9 of clubs, 9 of diamonds, 10 of diamonds, 10 of spades, jack of spades, 10 of clubs, jack of "
               "clubs, jack of hearts, queen of hearts, jack of diamonds, queen of diamonds, queen of spades, king of "
               "spades, queen of clubs, king of clubs, king of hearts, and king of diamonds."])]
