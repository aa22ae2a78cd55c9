#!/usr/bin/env python3
"""FreeCell solver benchmark: how many Microsoft deals it decides, how fast.

    python bench/freecell_bench.py                       # deals 1, 33, 65 … (1,000 of 1–32000) and 11982
    python bench/freecell_bench.py --deals 1-32000       # every deal (hours in pure Python)
    python bench/freecell_bench.py --deals 1-200 --weights   # each ranking of the portfolio alone

Every winning line is replayed through the rules engine; every "unsolvable"
is reported by number (of 1–32000 only 11982 should be). Prints the share
decided, the median, p95 and the largest time and positions, and the peak
memory of this process.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.freecell import Verdict, new_freecell, replay, solve_freecell
from klondike_qt.engine.freecell import solver as fc_solver


def parse_deals(text: str) -> list[int]:
    deals: list[int] = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        deals.extend(range(int(low), int(high or low) + 1))
    return deals


def run(deals: list[int], max_positions: int, seconds: float | None) -> tuple[list[float], list[int], dict[str, list[int]]]:
    times: list[float] = []
    positions: list[int] = []
    outcomes: dict[str, list[int]] = {outcome.value: [] for outcome in Verdict}
    for number in deals:
        state = new_freecell(number)
        began = time.perf_counter()
        result = solve_freecell(state, max_positions=max_positions, seconds=seconds)
        times.append(time.perf_counter() - began)
        positions.append(result.positions)
        outcomes[result.outcome.value].append(number)
        if result.outcome is Verdict.SOLVED and not replay(state, result.moves).is_won:
            sys.exit(f"deal {number}: the line does not replay to a win")
    return times, positions, outcomes


def report(label: str, deals: list[int], times: list[float], positions: list[int],
           outcomes: dict[str, list[int]]) -> None:
    ordered = sorted(times)
    decided = len(outcomes["solved"]) + len(outcomes["unsolvable"])
    print(f"{label}: {len(deals)} deals, decided {decided} ({100 * decided / len(deals):.1f}%), "
          f"solved {len(outcomes['solved'])}, unsolvable {outcomes['unsolvable']}, "
          f"unknown {outcomes['unknown'][:20]}{' …' if len(outcomes['unknown']) > 20 else ''}")
    print(f"  time: median {1000 * statistics.median(times):.0f} ms, "
          f"p95 {1000 * ordered[int(0.95 * (len(ordered) - 1))]:.0f} ms, max {ordered[-1]:.2f} s, "
          f"total {sum(times):.0f} s")
    print(f"  positions: median {statistics.median(positions):.0f}, max {max(positions)}, "
          f"rate {sum(positions) / max(sum(times), 1e-9):.0f}/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", default=None, help="e.g. 1-1000 or 1,617,11982 (default: every 32nd deal and 11982)")
    parser.add_argument("--positions", type=int, default=2_000_000, help="budget per deal")
    parser.add_argument("--seconds", type=float, default=None, help="time budget per deal")
    parser.add_argument("--weights", action="store_true", help="each ranking of the portfolio alone")
    args = parser.parse_args()
    deals = parse_deals(args.deals) if args.deals else [*range(1, 32001, 32), 11982]
    if args.weights:
        portfolio = fc_solver.PORTFOLIO
        for weights in portfolio:
            fc_solver.PORTFOLIO = (weights,)
            report(str(weights), deals, *run(deals, args.positions, args.seconds))
        fc_solver.PORTFOLIO = portfolio
        return
    report("portfolio", deals, *run(deals, args.positions, args.seconds))
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"  peak memory: {peak_kb / 1024:.0f} MB")


if __name__ == "__main__":
    main()
