"""Win a FreeCell deal by keyboard alone under Orca 43 and a window manager, and
count what Orca said after each key (from Orca's own speech log).

    python bench/orca_freecell.py [--deal 617] [--out DIR] [--save FILE]
    python bench/orca_freecell.py --transcript FILE

The solver's winning line becomes the keys a keyboard player presses
(bench/freecell_transcript.keys_for: the card's column number and Up to the
run's first card, C for the free cells; F, X, or Space, the target column and
Space), found by playing the line in an offscreen window (so the safe
auto-moves are skipped as a player would); Enter finishes.
``tests/a11y/run_probe.sh --wm --orca`` plays them. Printed: keys, utterances,
utterances per navigation key and how many begin with the card or the pile's
content, "notification" and "selected"/"checked" counts, the keys followed by
more than one utterance or by none, and whether the game was won
(bench/orca_listen.py's game_summary). ``--save`` copies Orca's transcript (e.g. bench/orca-freecell617.txt).
Needs xvfb, openbox, orca, speech-dispatcher, at-spi2-core, python3-pyatspi, xdotool.
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

#: FreeCell's navigation keys: column numbers, arrows, Home, End, C.
NAVIGATION = {str(n) for n in range(1, 9)} | {"Up", "Down", "Left", "Right", "Home", "End", "c"}


def keys_for_game(args: argparse.Namespace) -> list[str]:
    """The keys that win deal ``args.deal``, found by pressing them in an offscreen window
    (the moves that went up by themselves are skipped, as a player would)."""
    number = args.deal
    window = orca_listen.offscreen_window("freecell", number)
    from freecell_transcript import keys_for

    from klondike_qt.engine.freecell import FOUNDATION, Verdict, new_freecell, solve
    from klondike_qt.engine.solving import Budget

    result = solve(new_freecell(number), Budget(seconds=None, nodes=2_000_000))
    if result.outcome is not Verdict.SOLVED:
        raise SystemExit(f"deal {number}: the solver found no win ({result.outcome.value})")

    def keys(window: Any, move: Any) -> list[tuple[str, Any]] | None:
        gone = move.target == FOUNDATION and window.model.state.foundations[move.card.suit] >= move.card.rank
        return None if gone else keys_for(window, move)

    return orca_listen.win_offscreen(window, number, result.moves, keys)


if __name__ == "__main__":
    sys.exit(orca_listen.game_main("FreeCell", 617, NAVIGATION, keys_for_game,
                                   lambda args: ["--game", "freecell", "--deal", str(args.deal)],
                                   "FreeCell, deal"))
