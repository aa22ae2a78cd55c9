"""What the solver benches share (``yukon_bench.py``, ``waste_bench.py``):
the fixed sample of deal numbers, every winning line replayed through the
rules engine, and the figures printed.

Prints deals won, deals proved lost, undecided, the median, p95 and worst
wall-clock time per deal (undecided ones at their full budget) and the CPU
time per deal, the CPU seconds of the whole run and positions expanded per
CPU second. Run timed benches under ``nice -n 10`` on a shared machine: the
wall-clock budget is what a loaded machine gives.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.solving import Budget, SolveResult, Verdict


def deal_range(text: str) -> range:
    """``FIRST-LAST`` (or one number) as a range of deal numbers."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


@dataclass
class Figures:
    """What a run over a sample of deals found."""

    outcomes: dict[Verdict, int] = field(default_factory=lambda: dict.fromkeys(Verdict, 0))
    #: (wall-clock seconds, CPU seconds, deal number) per deal.
    times: list[tuple[float, float, int]] = field(default_factory=list)
    nodes: int = 0
    cpu: float = 0.0

    def lines(self) -> list[str]:
        count = len(self.times)
        won, lost, unknown = (self.outcomes[v] for v in (Verdict.SOLVED, Verdict.UNSOLVABLE, Verdict.UNKNOWN))
        out = [f"won {won} ({100 * won / count:.1f}%), lost {lost} ({100 * lost / count:.1f}%), "
               f"undecided {unknown} ({100 * unknown / count:.1f}%): decided {100 * (won + lost) / count:.1f}%"]
        for name, column in (("wall-clock", 0), ("CPU", 1)):
            seconds = [run[column] for run in self.times]
            worst = max(self.times, key=lambda run: run[column])
            out.append(f"{name} time per deal: median {statistics.median(seconds) * 1000:.1f} ms, "
                       f"p95 {_p95(seconds) * 1000:.1f} ms, worst {worst[column] * 1000:.0f} ms (deal {worst[2]})")
        out.append(f"CPU {self.cpu:.1f} s, {self.nodes / max(self.cpu, 1e-9):,.0f} positions per CPU second")
        return out


def _p95(values: Sequence[float]) -> float:
    return min(statistics.quantiles(values, n=20)[-1], max(values)) if len(values) > 1 else values[0]


def run(new_state: Callable[[int], Any], apply: Callable[[Any, Any], Any],
        solve: Callable[[Any, Budget], SolveResult[Any]], numbers: range, budget: Budget,
        verbose: bool = False) -> Figures:
    """Solve each deal of ``numbers`` (``new_state(number)``) within ``budget``;
    every winning line replays through ``apply`` to a win, or the bench stops."""
    figures = Figures()
    started = time.process_time()
    for number in numbers:
        state = new_state(number)
        cpu = time.process_time()
        result = solve(state, budget)
        cpu = time.process_time() - cpu
        if result.outcome is Verdict.SOLVED:
            after = state
            for move in result.moves:
                after = apply(after, move)
            if not after.is_won:
                raise SystemExit(f"deal {number}: the line does not replay to a win")
        figures.outcomes[result.outcome] += 1
        figures.times.append((result.seconds, cpu, number))
        figures.nodes += result.nodes
        if verbose:
            print(f"{number}\t{result.outcome.value}\t{result.nodes}\t{result.seconds:.3f}\t{len(result.moves)}",
                  flush=True)
    figures.cpu = time.process_time() - started
    return figures


def options(description: str, deals: str) -> argparse.ArgumentParser:
    """The options every solver bench takes."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--deals", default=deals, help=f"deal numbers, FIRST-LAST (default {deals})")
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds per deal (default 2)")
    parser.add_argument("--positions", type=int, default=None, help="positions per deal instead of seconds")
    parser.add_argument("--verbose", action="store_true", help="one line per deal")
    return parser


def budget_of(args: argparse.Namespace) -> Budget:
    return Budget(seconds=None, nodes=args.positions) if args.positions else Budget(seconds=args.seconds)


def bench(description: str, new_state: Callable[[int], Any], apply: Callable[[Any, Any], Any],
          solve: Callable[[Any, Budget], SolveResult[Any]], deals: str) -> int:
    """Run the bench of one game: ``new_state(number)`` deals, ``solve`` decides, ``apply`` replays."""
    args = options(description, deals).parse_args()
    numbers = deal_range(args.deals)
    figures = run(new_state, apply, solve, numbers, budget_of(args), args.verbose)
    what = f"{args.positions} positions" if args.positions else f"{args.seconds:g} s"
    print(f"deals {args.deals} ({len(numbers)}), {what} each")
    print("\n".join(figures.lines()))
    return 0
