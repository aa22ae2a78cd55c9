#!/usr/bin/env python3
"""Yukon solver benchmark: the share of deals decided within a budget.

    python bench/yukon_bench.py                        # deals 1-200, 2 s each
    python bench/yukon_bench.py --deals 1-50 --seconds 5
    python bench/yukon_bench.py --positions 20000      # a fixed position budget (load-free)

The sample is fixed: the opening positions of deal numbers ``--deals`` (the
project's stable Yukon deals). Every winning line is replayed through the
rules engine; a line that does not replay to a win stops the bench. Prints
deals solved, deals proved lost, undecided, the share decided, median and
p95 wall-clock time per deal (undecided ones at their full budget), the CPU
seconds of the whole run and positions expanded per CPU second. Run timed
benches under ``nice -n 10`` on a shared machine: the wall-clock budget is
what a loaded machine gives.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.engine.yukon import apply, new_yukon, solve


def _range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-200", help="deal numbers, FIRST-LAST (default 1-200)")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per deal (default 2)")
    parser.add_argument("--positions", type=int, default=None, help="positions per deal instead of seconds")
    parser.add_argument("--verbose", action="store_true", help="one line per deal")
    args = parser.parse_args()
    budget = (Budget(seconds=None, nodes=args.positions) if args.positions
              else Budget(seconds=args.seconds))
    outcomes: dict[Verdict, int] = dict.fromkeys(Verdict, 0)
    times: list[float] = []
    nodes = 0
    cpu = time.process_time()
    deals = _range(args.deals)
    for number in deals:
        state = new_yukon(number)
        result = solve(state, budget)
        if result.outcome is Verdict.SOLVED:
            after = state
            for move in result.moves:
                after = apply(after, move)
            if not after.is_won:
                raise SystemExit(f"deal {number}: the line does not replay to a win")
        outcomes[result.outcome] += 1
        times.append(result.seconds)
        nodes += result.nodes
        if args.verbose:
            print(f"{number}\t{result.outcome.value}\t{result.nodes}\t{result.seconds:.2f}\t{len(result.moves)}",
                  flush=True)
    cpu = time.process_time() - cpu
    count = len(deals)
    decided = outcomes[Verdict.SOLVED] + outcomes[Verdict.UNSOLVABLE]
    what = f"{args.positions} positions" if args.positions else f"{args.seconds:g} s"
    print(f"deals {args.deals} ({count}), {what} each")
    print(f"solved {outcomes[Verdict.SOLVED]}, lost {outcomes[Verdict.UNSOLVABLE]}, "
          f"undecided {outcomes[Verdict.UNKNOWN]}; decided {100 * decided / count:.1f}%")
    print(f"time per deal: median {statistics.median(times):.3f} s, "
          f"p95 {(statistics.quantiles(times, n=20)[-1] if len(times) > 1 else times[0]):.2f} s")
    print(f"CPU {cpu:.1f} s, {nodes / cpu:,.0f} positions per CPU second")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
