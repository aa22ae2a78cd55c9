#!/usr/bin/env python3
"""TriPeaks solver benchmark: the share of deals won, lost and undecided.

    python bench/tripeaks_bench.py                      # deals 1-1000, 10 s each
    python bench/tripeaks_bench.py --deals 1-100 --seconds 1
    python bench/tripeaks_bench.py --positions 200000   # a fixed position budget (load-free)

The sample is fixed: the opening positions of deal numbers ``--deals`` (the
project's stable TriPeaks deals). Every winning line is replayed through the
rules engine; a line that does not replay to a win stops the bench. Prints
the deals won, proved lost and undecided, the median and worst wall-clock
time and positions per deal, and the slowest deals. Run timed benches under
``nice -n 10`` on a shared machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.engine.tripeaks import apply, new_tripeaks, solve


def _range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", default="1-1000", help="deal numbers, FIRST-LAST (default 1-1000)")
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds per deal (default 10)")
    parser.add_argument("--positions", type=int, default=None, help="positions per deal instead of seconds")
    args = parser.parse_args()
    budget = Budget(seconds=None, nodes=args.positions) if args.positions else Budget(seconds=args.seconds)
    outcomes: dict[Verdict, int] = dict.fromkeys(Verdict, 0)
    runs: list[tuple[float, int, int, Verdict]] = []
    cpu = time.process_time()
    deals = _range(args.deals)
    for number in deals:
        state = new_tripeaks(number)
        result = solve(state, budget)
        if result.outcome is Verdict.SOLVED:
            after = state
            for move in result.moves:
                after = apply(after, move)
            if not after.is_won:
                raise SystemExit(f"deal {number}: the line does not replay to a win")
        outcomes[result.outcome] += 1
        runs.append((result.seconds, result.nodes, number, result.outcome))
    total = len(deals)
    for verdict, word in ((Verdict.SOLVED, "won"), (Verdict.UNSOLVABLE, "lost"), (Verdict.UNKNOWN, "undecided")):
        print(f"{word:10} {outcomes[verdict]:5}  {100 * outcomes[verdict] / total:5.1f} %")
    seconds = [run[0] for run in runs]
    print(f"time per deal: median {statistics.median(seconds) * 1000:.1f} ms, worst {max(seconds):.2f} s, "
          f"over 1 s: {sum(s > 1 for s in seconds)}")
    print(f"positions per deal: median {statistics.median(run[1] for run in runs):.0f}, "
          f"worst {max(run[1] for run in runs)}")
    print(f"CPU seconds: {time.process_time() - cpu:.1f}")
    print("slowest:", ", ".join(f"{n} ({v.value}, {s:.2f} s, {p} positions)"
                                for s, p, n, v in sorted(runs, reverse=True)[:5]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
