"""What the one-game solver benches share (``yukon_bench.py``, ``golf_bench.py``):
the options, the fixed sample of deal numbers, every winning line replayed
through the rules engine, and the figures printed.

Prints deals won, deals proved lost, undecided, the median, p95 and worst
wall-clock time per deal (undecided ones at their full budget), the CPU
seconds of the whole run and positions expanded per CPU second. Run timed
benches under ``nice -n 10`` on a shared machine: the wall-clock budget is
what a loaded machine gives.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.solving import Budget, SolveResult, Verdict


def _range(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def bench(description: str, new_state: Callable[[int], Any], apply: Callable[[Any, Any], Any],
          solve: Callable[[Any, Budget], SolveResult[Any]], deals: str) -> int:
    """Run the bench of one game: ``new_state(number)`` deals, ``solve`` decides, ``apply`` replays."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--deals", default=deals, help=f"deal numbers, FIRST-LAST (default {deals})")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per deal (default 2)")
    parser.add_argument("--positions", type=int, default=None, help="positions per deal instead of seconds")
    parser.add_argument("--verbose", action="store_true", help="one line per deal")
    args = parser.parse_args()
    budget = (Budget(seconds=None, nodes=args.positions) if args.positions
              else Budget(seconds=args.seconds))
    outcomes: dict[Verdict, int] = dict.fromkeys(Verdict, 0)
    times: list[float] = []
    worst = (0.0, 0)
    nodes = 0
    cpu = time.process_time()
    numbers = _range(args.deals)
    for number in numbers:
        state = new_state(number)
        result = solve(state, budget)
        if result.outcome is Verdict.SOLVED:
            after = state
            for move in result.moves:
                after = apply(after, move)
            if not after.is_won:
                raise SystemExit(f"deal {number}: the line does not replay to a win")
        outcomes[result.outcome] += 1
        times.append(result.seconds)
        worst = max(worst, (result.seconds, number))
        nodes += result.nodes
        if args.verbose:
            print(f"{number}\t{result.outcome.value}\t{result.nodes}\t{result.seconds:.3f}\t{len(result.moves)}",
                  flush=True)
    cpu = time.process_time() - cpu
    count = len(numbers)
    what = f"{args.positions} positions" if args.positions else f"{args.seconds:g} s"
    print(f"deals {args.deals} ({count}), {what} each")
    print(f"won {outcomes[Verdict.SOLVED]} ({100 * outcomes[Verdict.SOLVED] / count:.1f}%), "
          f"lost {outcomes[Verdict.UNSOLVABLE]} ({100 * outcomes[Verdict.UNSOLVABLE] / count:.1f}%), "
          f"undecided {outcomes[Verdict.UNKNOWN]} ({100 * outcomes[Verdict.UNKNOWN] / count:.1f}%)")
    p95 = statistics.quantiles(times, n=20)[-1] if len(times) > 1 else times[0]
    print(f"time per deal: median {statistics.median(times):.3f} s, "
          f"p95 {p95:.3f} s, worst {worst[0]:.3f} s (deal {worst[1]})")
    print(f"CPU {cpu:.1f} s, {nodes / max(cpu, 1e-9):,.0f} positions per CPU second")
    return 0
