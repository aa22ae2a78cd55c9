#!/usr/bin/env python3
"""Pyramid, TriPeaks and Golf: the solvers over a fixed sample of deals.

    python bench/waste_bench.py                        # the three games, deals 1-1000, 2 s each
    python bench/waste_bench.py --game golf --deals 1-5000

For each game: the share of deals won and decided, the median, p95 and
worst time per deal (wall clock and CPU), every winning line replayed
through the rules engine (:mod:`game_bench`). ("Winnable deals only" does
not search: it picks from ``resources/winnable/<game>.txt``, made by
``tools/make_winnable.py``.) Run it under ``nice -n 10`` on a shared machine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game_bench import budget_of, deal_range, options, run

from klondike_qt.engine import golf, pyramid, tripeaks
from klondike_qt.engine.solving import SolveResult

#: Each game: its deal by number, its rules and its solver.
GAMES: dict[str, tuple[Callable[[int], Any], Callable[[Any, Any], Any], Callable[..., SolveResult[Any]]]] = {
    "pyramid": (pyramid.new_pyramid, pyramid.apply, pyramid.solve),
    "tripeaks": (tripeaks.new_tripeaks, tripeaks.apply, tripeaks.solve),
    "golf": (golf.new_golf, golf.apply, golf.solve),
}


def main() -> int:
    parser = options(__doc__.splitlines()[0], "1-1000")
    parser.add_argument("--game", choices=(*GAMES, "all"), default="all")
    args = parser.parse_args()
    numbers = deal_range(args.deals)
    for game in GAMES if args.game == "all" else (args.game,):
        new_state, apply, solve = GAMES[game]
        figures = run(new_state, apply, solve, numbers, budget_of(args), args.verbose)
        what = f"{args.positions} positions" if args.positions else f"{args.seconds:g} s"
        print(f"{game}: deals {args.deals} ({len(numbers)}), {what} each")
        for line in figures.lines():
            print(f"  {line}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
