#!/usr/bin/env python3
"""Spider solver benchmark: share of deals solved within a time budget, per number of suits.

    python bench/spider_bench.py                         # deals 1-50, 2 s each, 1, 2 and 4 suits
    python bench/spider_bench.py --suits 1 --deals 1-200 --seconds 2

Every winning line is replayed through the rules engine. Prints, per number of
suits: solved share, median and p95 time, positions per second, peak memory.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.spider import new_spider
from klondike_qt.engine.spider.solver import Verdict, replay, solve_spider


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--suits", default="1,2,4")
    parser.add_argument("--deals", default="1-50")
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    low, _, high = args.deals.partition("-")
    deals = range(int(low), int(high or low) + 1)
    for suits in (int(s) for s in args.suits.split(",")):
        times: list[float] = []
        positions = 0
        solved = 0
        for number in deals:
            state = new_spider(number, suits)
            began = time.perf_counter()
            result = solve_spider(state, max_positions=10**8, seconds=args.seconds)
            times.append(time.perf_counter() - began)
            positions += result.positions
            if result.outcome is Verdict.SOLVED:
                solved += 1
                if not replay(state, result.moves).is_won:
                    sys.exit(f"{suits} suits, deal {number}: the line does not replay to a win")
        ordered = sorted(times)
        print(f"{suits} suit(s): {len(deals)} deals, solved {solved} ({100 * solved / len(deals):.0f}%) "
              f"within {args.seconds:g} s; median {statistics.median(times):.2f} s, "
              f"p95 {ordered[int(0.95 * (len(ordered) - 1))]:.2f} s; {positions / sum(times):.0f} positions/s")
    print(f"peak memory: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
