#!/usr/bin/env python3
"""Pyramid, TriPeaks and Golf: the solvers over a fixed sample of deals, and "winnable deals only".

    python bench/waste_bench.py                        # the three games, deals 1-1000, 2 s each
    python bench/waste_bench.py --game golf --deals 1-5000
    python bench/waste_bench.py --picks 0              # the solvers only

For each game: the share of deals won and decided, the median, p95 and
worst time per deal (wall clock and CPU), every winning line replayed
through the rules engine (:mod:`game_bench`); then ``--picks`` new deals
picked as "winnable deals only" picks them (``model/dealt_model.py``'s
``pick_winnable``, which runs on the GUI thread): the time a pick takes and
the deals it tried. Run it under ``nice -n 10`` on a shared machine.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from game_bench import budget_of, deal_range, options, run

from klondike_qt.engine import golf, pyramid, tripeaks
from klondike_qt.engine.solving import Budget, Cancel, SolveResult
from klondike_qt.model.dealt_model import pick_winnable

#: Each game: its deal by number, its rules and its solver, its highest deal number.
GAMES: dict[str, tuple[Callable[[int], Any], Callable[[Any, Any], Any], Callable[..., SolveResult[Any]], int]] = {
    "pyramid": (pyramid.new_pyramid, pyramid.apply, pyramid.solve, pyramid.MAX_PYRAMID_DEAL),
    "tripeaks": (tripeaks.new_tripeaks, tripeaks.apply, tripeaks.solve, tripeaks.MAX_TRIPEAKS_DEAL),
    "golf": (golf.new_golf, golf.apply, golf.solve, golf.MAX_GOLF_DEAL),
}


def picks(game: str, count: int) -> str:
    """``count`` "winnable deals only" picks of ``game`` (random deals, seeded): time and deals tried."""
    new_state, _apply, solve, highest = GAMES[game]
    rng = random.Random(27)
    tries: list[int] = []

    def counted(state: Any, budget: Budget, cancel: Cancel) -> SolveResult[Any]:
        tries[-1] += 1
        return solve(state, budget, cancel)

    seconds, cpu = [], []
    for _ in range(count):
        tries.append(0)
        started, used = time.perf_counter(), time.process_time()
        pick_winnable(new_state, counted, lambda: rng.randint(1, highest))
        seconds.append(time.perf_counter() - started)
        cpu.append(time.process_time() - used)
    return (f"winnable-only pick ({count}): wall clock median {statistics.median(seconds) * 1000:.1f} ms, "
            f"worst {max(seconds) * 1000:.0f} ms; CPU median {statistics.median(cpu) * 1000:.1f} ms, "
            f"worst {max(cpu) * 1000:.0f} ms; deals tried: mean {statistics.mean(tries):.2f}, most {max(tries)}")


def main() -> int:
    parser = options(__doc__.splitlines()[0], "1-1000")
    parser.add_argument("--game", choices=(*GAMES, "all"), default="all")
    parser.add_argument("--picks", type=int, default=200, help="winnable-only picks per game (default 200)")
    args = parser.parse_args()
    numbers = deal_range(args.deals)
    for game in GAMES if args.game == "all" else (args.game,):
        new_state, apply, solve, _highest = GAMES[game]
        figures = run(new_state, apply, solve, numbers, budget_of(args), args.verbose)
        what = f"{args.positions} positions" if args.positions else f"{args.seconds:g} s"
        print(f"{game}: deals {args.deals} ({len(numbers)}), {what} each")
        for line in figures.lines() + ([picks(game, args.picks)] if args.picks else []):
            print(f"  {line}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
