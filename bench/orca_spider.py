"""Win a one-suit Spider deal by keyboard alone under Orca 43 and a window
manager, and count what Orca said after each key (from Orca's own speech log).

    python bench/orca_spider.py [--deal 3] [--suits 1] [--out DIR] [--save FILE]
    python bench/orca_spider.py --transcript FILE

The solver's winning line becomes the keys a keyboard player presses
(bench/spider_transcript.keys_for: the source column's digit, 0 for column
10, Down to the card to take, Space, the target column's digit, Space; N
deals a row), found by playing the line in an offscreen window;
``tests/a11y/run_probe.sh --wm --orca`` plays them, after R, U and D, and I
at the end. Printed: keys, utterances, utterances per navigation key and how
many begin with the card or the pile's content, "notification" and
"selected"/"checked" counts (bench/orca_listen.py's game_summary), the keys
followed by more than one utterance or by none, and whether the game was
won. ``--save`` copies Orca's transcript (e.g. bench/orca-spider3.txt).
Needs xvfb, openbox, orca, speech-dispatcher, at-spi2-core, python3-pyatspi, xdotool.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "a11y"))

import orca_listen  # noqa: E402

#: Spider's navigation keys: column digits (0 is column 10), arrows, Home, End.
NAVIGATION = {str(n) for n in range(10)} | {"Up", "Down", "Left", "Right", "Home", "End"}


def keys_for_game(args: argparse.Namespace) -> list[str]:
    """The keys that win deal ``args.deal`` with ``args.suits`` suits, found by pressing them
    in an offscreen window: R, U and D first, I at the end."""
    number, suits = args.deal, args.suits
    window = orca_listen.offscreen_window("spider", number, suits=suits)
    from spider_transcript import keys_for

    from klondike_qt.engine.solving import Budget
    from klondike_qt.engine.spider import new_spider
    from klondike_qt.engine.spider.solver import Verdict, solve

    result = solve(new_spider(number, suits), Budget(seconds=60.0, nodes=1_000_000))
    if result.outcome is not Verdict.SOLVED:
        raise SystemExit(f"deal {number}, {suits} suits: the solver found no win ({result.outcome.value})")
    return ["r", "u", "d", *orca_listen.win_offscreen(window, number, result.moves, keys_for), "i"]


def _suits(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--suits", type=int, default=1, choices=(1, 2, 4))


if __name__ == "__main__":
    sys.exit(orca_listen.game_main("Spider", 3, NAVIGATION, keys_for_game,
                                   lambda args: ["--game", "spider", "--suits", str(args.suits),
                                                 "--deal", str(args.deal)],
                                   "Spider, ", add_arguments=_suits))
