#!/usr/bin/env python3
"""Pyramid solver benchmark: deals won, lost and undecided, and the time per deal.

    python bench/pyramid_bench.py                    # deals 1-1000, 2 s each
    python bench/pyramid_bench.py --deals 1-50 --seconds 5

The opening positions of the stable Pyramid deal numbers ``--deals``; every
winning line is replayed through the rules (a line that does not win stops
the bench). Prints the share won / lost / undecided, the median and worst
wall-clock time per deal, the slowest deals. Run it under ``nice -n 10`` on
a shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.pyramid import new_pyramid, solve
from klondike_qt.engine.solving import Budget, Verdict


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-1000", help="FIRST-LAST (default 1-1000)")
    parser.add_argument("--seconds", type=float, default=2.0, help="budget per deal (default 2)")
    args = parser.parse_args()
    first, _, last = args.deals.partition("-")
    numbers = range(int(first), int(last or first) + 1)
    verdicts: Counter[Verdict] = Counter()
    times: dict[int, float] = {}
    for number in numbers:
        state = new_pyramid(number)
        result = solve(state, Budget(seconds=args.seconds))
        if result.outcome is Verdict.SOLVED:
            end = state
            for move in result.moves:
                end = end.apply(move)
            if not end.is_won:
                raise SystemExit(f"deal {number}: the winning line does not win")
        verdicts[result.outcome] += 1
        times[number] = result.seconds
    count = len(numbers)
    print(f"Pyramid deals {args.deals} ({count}), {args.seconds:g} s budget each")
    print("  ".join(f"{name} {verdicts[v]} ({100 * verdicts[v] / count:.1f}%)"
                    for name, v in (("won", Verdict.SOLVED), ("lost", Verdict.UNSOLVABLE),
                                    ("undecided", Verdict.UNKNOWN))))
    print(f"time per deal: median {statistics.median(times.values()):.4f} s, worst {max(times.values()):.2f} s")
    slowest = sorted(times, key=times.__getitem__, reverse=True)[:5]
    print("slowest: " + ", ".join(f"{n} ({times[n]:.2f} s)" for n in slowest))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
