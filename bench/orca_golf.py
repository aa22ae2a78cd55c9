"""Win a Golf deal by keyboard alone under Orca 43 and a window manager, and
count what Orca said after each key (from Orca's own speech log).

    python bench/orca_golf.py [--deal 31] [--out DIR] [--save FILE]
    python bench/orca_golf.py --transcript FILE

First a look around the table with the arrows, and what a player asks before playing: F1 (and Escape), Tab, M, H, I, U, D,
a top card that does not fit the waste played (Enter) and a card under the
top played (Up, Enter). Then the solver's winning line as a keyboard player
presses it: the fewest navigation keys to a card (bench/orca_listen.py's
focus_path: 1 to 7 to a column's top card, the arrows, Home, End, P), then
Enter, which plays it onto the waste; N draws. The keys are checked by
pressing them in an offscreen window (they must win). Printed:
bench/orca_listen.py's game_summary. ``--save`` copies Orca's transcript
(e.g. bench/orca-golf31.txt). Needs xvfb, openbox, orca, speech-dispatcher,
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

#: Golf's navigation keys: column numbers, arrows, Home, End, P.
NAVIGATION = {str(n) for n in range(1, 8)} | {"Up", "Down", "Left", "Right", "Home", "End", "p"}


#: A look around the table: the arrows from where the game starts.
LOOK = ("up", "up", "down", "right", "end", "left", "down", "up")
#: The questions: Tab, the moves, a hint, the game's state, the columns.
ASK = ("tab", "m", "h", "i", "u", "d")


def refusals(window: Any, key: orca_listen.Key, to: orca_listen.To) -> list[str]:
    """A top card that does not fit the waste and a card under a top card, played with Enter."""
    state = window.model.state
    misfit = next(card for card in state.free_cards if not state.fits_waste(card))
    asked = orca_listen.press(window, to(misfit) + [key("return")])
    return asked + orca_listen.press(window, to(state.tableau[6][-2]) + [key("return")])


def keys_for_game(args: argparse.Namespace) -> list[str]:
    """The keys that win deal ``args.deal``, checked by pressing them in an offscreen window."""
    return orca_listen.waste_game_keys("golf", args.deal, 7, LOOK, ASK, refusals)


if __name__ == "__main__":
    sys.exit(orca_listen.game_main("Golf", 31, NAVIGATION, keys_for_game,
                                   lambda args: ["--game", "golf", "--deal", str(args.deal)], "Golf, deal"))
