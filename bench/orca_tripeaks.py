"""Win a TriPeaks deal by keyboard alone under Orca 43 and a window manager, and
count what Orca said after each key (from Orca's own speech log).

    python bench/orca_tripeaks.py [--deal 28] [--out DIR] [--save FILE]
    python bench/orca_tripeaks.py --transcript FILE

First a look around the table with the arrows, and what a player asks before playing: F1 (and Escape), Tab, M, H, I, U, D,
a free card that does not fit the waste played (Enter) and a face-down card
played (Enter). Then the solver's winning line as a keyboard player presses
it: the fewest navigation keys to a card (bench/orca_listen.py's focus_path:
1 to 4 to a row's best card, 5 the stock, 6 the waste, the arrows, Home, End,
P), then Enter, which plays it onto the waste; N draws. The keys are checked
by pressing them in an offscreen window (they must win). Printed:
bench/orca_listen.py's game_summary. ``--save`` copies Orca's transcript
(e.g. bench/orca-tripeaks28.txt). Needs xvfb, openbox, orca,
speech-dispatcher, at-spi2-core, python3-pyatspi, xdotool.
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

#: TriPeaks' navigation keys: rows 1 to 4, 5 the stock, 6 the waste, arrows, Home, End, P.
NAVIGATION = {str(n) for n in range(1, 7)} | {"Up", "Down", "Left", "Right", "Home", "End", "p"}


#: A look around the table: the arrows from where the game starts.
LOOK = ("up", "up", "up", "right", "right", "down", "down", "down", "down", "right", "home")
#: The questions: Tab, the moves, a hint, the game's state, the rows.
ASK = ("tab", "m", "h", "i", "u", "d")


def refusals(window: Any, key: orca_listen.Key, to: orca_listen.To) -> list[str]:
    """A free card that does not fit the waste and a face-down card, played with Enter."""
    state = window.model.state
    misfit = next(card for i, card in enumerate(state.tableau) if card is not None and state.is_free(i)
                  and not state.fits(card))
    down = next(card for i, card in enumerate(state.tableau) if card is not None and not state.is_free(i) and i >= 3)
    asked = orca_listen.press(window, to(misfit) + [key("return")])
    return asked + orca_listen.press(window, to(down) + [key("return")])


def keys_for_game(args: argparse.Namespace) -> list[str]:
    """The keys that win deal ``args.deal``, checked by pressing them in an offscreen window."""
    return orca_listen.waste_game_keys("tripeaks", args.deal, 6, LOOK, ASK, refusals)


if __name__ == "__main__":
    sys.exit(orca_listen.game_main("TriPeaks", 28, NAVIGATION, keys_for_game,
                                   lambda args: ["--game", "tripeaks", "--deal", str(args.deal)], "TriPeaks, deal"))
