#!/usr/bin/env python3
"""TriPeaks solver benchmark: the share of deals won, lost and undecided.

    python bench/tripeaks_bench.py                      # deals 1-1000, 10 s each
    python bench/tripeaks_bench.py --deals 1-100 --seconds 1
    python bench/tripeaks_bench.py --positions 200000   # a fixed position budget (load-free)

The sample is fixed: the opening positions of deal numbers ``--deals`` (the
project's stable TriPeaks deals). Every winning line is replayed through the
rules engine; a line that does not replay to a win stops the bench. Prints
the deals won, proved lost and undecided, the median and worst wall-clock
and CPU time and positions per deal, and the slowest deals. Run timed benches under
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
    runs: list[tuple[float, float, int, int, Verdict]] = []
    cpu = time.process_time()
    deals = _range(args.deals)
    for number in deals:
        state = new_tripeaks(number)
        used = time.process_time()
        result = solve(state, budget)
        used = time.process_time() - used
        if result.outcome is Verdict.SOLVED:
            after = state
            for move in result.moves:
                after = apply(after, move)
            if not after.is_won:
                raise SystemExit(f"deal {number}: the line does not replay to a win")
        outcomes[result.outcome] += 1
        runs.append((result.seconds, used, result.nodes, number, result.outcome))
    total = len(deals)
    for verdict, word in ((Verdict.SOLVED, "won"), (Verdict.UNSOLVABLE, "lost"), (Verdict.UNKNOWN, "undecided")):
        print(f"{word:10} {outcomes[verdict]:5}  {100 * outcomes[verdict] / total:5.1f} %")
    for name, column in (("wall-clock", 0), ("CPU", 1)):
        seconds = [run[column] for run in runs]
        print(f"{name} time per deal: median {statistics.median(seconds) * 1000:.1f} ms, "
              f"worst {max(seconds):.2f} s, over 1 s: {sum(s > 1 for s in seconds)}")
    print(f"positions per deal: median {statistics.median(run[2] for run in runs):.0f}, "
          f"worst {max(run[2] for run in runs)}")
    print(f"CPU seconds: {time.process_time() - cpu:.1f}")
    print("slowest (CPU):", ", ".join(f"{n} ({v.value}, {c:.2f} s, {p} positions)"
                                      for _, c, p, n, v in sorted(runs, key=lambda run: -run[1])[:5]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
