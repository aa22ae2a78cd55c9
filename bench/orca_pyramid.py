"""Win a Pyramid deal by keyboard alone under Orca 43 and a window manager, and
count what Orca said after each key (from Orca's own speech log).

    python bench/orca_pyramid.py [--deal 33] [--out DIR] [--save FILE]
    python bench/orca_pyramid.py --transcript FILE

First a look around the table with the arrows, and what a player asks before playing: F1 (and Escape), Tab, M, H, I, U, T,
D, a pair that does not make 13 (Space, Space, Escape) and a covered card
played (Enter). Then the solver's winning line as a keyboard player presses
it: the fewest navigation keys to a card (bench/orca_listen.py's focus_path:
1 to 7 to a row's first free card, the arrows, Home, End, P to the waste),
Space on it, the same to its partner and Space, which removes the pair (a king
goes at the first Space); N draws or turns the waste over. The keys are
checked by pressing them in an offscreen window (they must win). Printed:
bench/orca_listen.py's game_summary. ``--save`` copies Orca's transcript
(e.g. bench/orca-pyramid33.txt). Needs xvfb, openbox, orca, speech-dispatcher,
at-spi2-core, python3-pyatspi, xdotool.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "a11y"))

import orca_listen  # noqa: E402

#: Pyramid's navigation keys: row numbers, arrows, Home, End, P.
NAVIGATION = {str(n) for n in range(1, 8)} | {"Up", "Down", "Left", "Right", "Home", "End", "p"}
#: A look around the table: the arrows from where the game starts.
LOOK = ("up", "up", "left", "up", "up", "right", "down", "home", "end")
#: The questions: Tab, the moves, a hint, the game's state, the stock and the waste, the removed cards, the rows.
ASK = ("tab", "m", "h", "i", "u", "t", "d")


def refusals(window: Any, key: orca_listen.Key, to: orca_listen.To) -> list[str]:
    """Two free cards of row 7 that do not make 13 (Space, Space, Escape), and a covered card
    of row 6 played with Enter."""
    state = window.model.state
    free = [card for card in state.row(7) if card is not None]
    first, second = next((a, b) for a in free for b in free if a is not b and a.rank + b.rank != 13
                         and 13 not in (a.rank, b.rank))
    asked = orca_listen.press(window, to(first) + [key("space")])
    asked += orca_listen.press(window, to(second) + [key("space"), key("escape")])
    covered = next(card for card in state.row(6) if card is not None)
    return asked + orca_listen.press(window, to(covered) + [key("return")])


def pair(window: Any, move: Any, key: orca_listen.Key, to: orca_listen.To) -> list[tuple[str, Any]]:
    """A king: to it, Space. A pair: to one card, Space, to the other, Space; whichever card
    first makes the shorter walk (the second walk starts on the first card, held)."""
    if len(move.cards) == 1:
        return to(move.cards[0]) + [key("space")]
    keyboard = window.keyboard
    ways = []
    for first, second in (move.cards, move.cards[::-1]):
        holding = keyboard.ops.pick_up(keyboard.state, keyboard._found(first))
        ways.append(to(first) + [key("space")] + to(second, holding) + [key("space")])
    return min(ways, key=len)


def keys_for_game(args: argparse.Namespace) -> list[str]:
    """The keys that win deal ``args.deal``, checked by pressing them in an offscreen window."""
    return orca_listen.waste_game_keys("pyramid", args.deal, 7, LOOK, ASK, refusals, pair)


if __name__ == "__main__":
    sys.exit(orca_listen.game_main("Pyramid", 33, NAVIGATION, keys_for_game,
                                   lambda args: ["--game", "pyramid", "--deal", str(args.deal)], "Pyramid, deal"))
