"""Win a Yukon deal by keyboard alone under Orca 43 and a window manager, and
count what Orca said after each key (from Orca's own speech log).

    python bench/orca_yukon.py [--deal 5] [--out DIR] [--save FILE]
    python bench/orca_yukon.py --transcript FILE

The solver's winning line becomes the keys a keyboard player presses
(tests/a11y_helpers.keys_for_move: the card's column number and Up to the card,
which takes every card lying on it; F to its foundation, or Space, the target
column's number and Space), checked by pressing them in an offscreen window;
when the game offers the finish, Enter finishes. ``tests/a11y/run_probe.sh
--wm --orca`` plays them. Printed: keys, utterances, utterances per navigation
key and how many begin with the card or the pile's content, "notification" and
"selected"/"checked" counts, the keys followed by more than one utterance or by
none, and whether the game was won (bench/orca_listen.py's game_summary).
``--save`` copies Orca's transcript (e.g. bench/orca-yukon5.txt).
Needs xvfb, openbox, orca, speech-dispatcher, at-spi2-core, python3-pyatspi, xdotool.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "a11y"))

import orca_listen  # noqa: E402

#: Yukon's navigation keys: column numbers, arrows, Home, End.
NAVIGATION = {str(n) for n in range(1, 8)} | {"Up", "Down", "Left", "Right", "Home", "End"}


def keys_for_game(args: argparse.Namespace) -> list[str]:
    """The keys that win deal ``args.deal``, checked by pressing them in an offscreen window."""
    number = args.deal
    window = orca_listen.offscreen_window("yukon", number)
    from a11y_helpers import KEYS, keys_for_move
    from PySide6.QtCore import Qt

    from klondike_qt.engine.solving import Budget
    from klondike_qt.engine.yukon import new_yukon, solve

    result = solve(new_yukon(number), Budget(seconds=60.0))
    if not result.moves:
        raise SystemExit(f"deal {number}: the solver found no win ({result.outcome.value})")
    return orca_listen.win_offscreen(window, number, result.moves, lambda window, move: [
        (name, KEYS.get(name) or Qt.Key(ord(name.upper()))) for name in keys_for_move(window.model.state, move)])


if __name__ == "__main__":
    sys.exit(orca_listen.game_main("Yukon", 5, NAVIGATION, keys_for_game,
                                   lambda args: ["--game", "yukon", "--deal", str(args.deal)], "Yukon, deal"))
