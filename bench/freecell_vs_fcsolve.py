#!/usr/bin/env python3
"""Our FreeCell solver beside Freecell Solver (Debian ``freecell-solver-bin``) on the same deals, in one run.

    python bench/freecell_vs_fcsolve.py --sample 1000              # 1,000 deals drawn at random (seed 30)
    python bench/freecell_vs_fcsolve.py --deals 11982,2139,4374    # a list (and ranges: 1-200)
    python bench/freecell_vs_fcsolve.py --range 1 32000            # every deal, in chunks
    python bench/freecell_vs_fcsolve.py --sample 1000 --python     # ours in pure Python (no compiled core)

The two alternate chunk by chunk (``--chunk`` deals: ours, then theirs, then
the next chunk), so both see the same load; on a shared machine the ratio is
the figure. Ours runs in this process (``solve`` from
``klondike_qt.engine.freecell``, ``--seconds`` each, every line replayed
through the rules engine); theirs in one
``freecell-solver-range-parallel-solve`` process per chunk with the preset
``--preset`` (default ``cm``, the fastest of its presets here), whose own
time stamps give each deal's time (process start-up not counted; a chunk of
non-consecutive deals runs one process per deal). Prints, for each, the
total, median, p95, worst and the undecided deals, and the ratio of totals.
A deal is "undecided" for Freecell Solver when it prints neither a solution
nor "Unsolved" (its presets stop at their iteration limits).
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.freecell import Verdict, new_freecell, replay, solve
from klondike_qt.engine.freecell import core as fc_core
from klondike_qt.engine.solving import Budget

sys.path.insert(0, str(Path(__file__).resolve().parent))
from freecell_bench import parse_deals  # bench/ is not a package

_REACHED = re.compile(r"^Reached Board No\. (\d+) at ([\d.]+)")
_UNSOLVED = re.compile(r"^(Unsolved|Intractable) Board No\. (\d+)")
_STARTED = re.compile(r"^Started at ([\d.]+)")


@dataclass
class Tally:
    name: str
    seconds: dict[int, float] = field(default_factory=dict)
    verdict: dict[int, str] = field(default_factory=dict)

    def report(self) -> str:
        times = sorted(self.seconds.values())
        worst = sorted(self.seconds, key=lambda deal: -self.seconds[deal])[:3]
        undecided = [deal for deal, verdict in self.verdict.items() if verdict == "unknown"]
        lost = [deal for deal, verdict in self.verdict.items() if verdict == "unsolvable"]
        return (f"{self.name}: {len(times)} deals, total {sum(times):.2f} s, median {1000 * times[len(times) // 2]:.1f} ms, "
                f"p95 {1000 * times[int(0.95 * (len(times) - 1))]:.1f} ms, worst "
                + ", ".join(f"{deal} ({self.seconds[deal]:.3f} s)" for deal in worst)
                + f"; unsolvable {lost}; undecided {len(undecided)} {undecided[:10]}")


def ours(deals: list[int], tally: Tally, seconds: float, compiled: bool | None) -> None:
    for deal in deals:
        state = new_freecell(deal)
        began = time.perf_counter()
        result = solve(state, Budget(seconds=seconds, nodes=None), compiled=compiled)
        tally.seconds[deal] = time.perf_counter() - began
        tally.verdict[deal] = result.outcome.value
        if result.outcome is Verdict.SOLVED and not replay(state, result.moves).is_won:
            sys.exit(f"deal {deal}: our line does not replay to a win")


def theirs(deals: list[int], tally: Tally, preset: str, seconds: float) -> None:
    """One process per run of consecutive deals; each deal's time from its stamps."""
    runs: list[list[int]] = []
    for deal in deals:
        if runs and runs[-1][-1] + 1 == deal:
            runs[-1].append(deal)
        else:
            runs.append([deal])
    for run in runs:
        command = ["freecell-solver-range-parallel-solve", str(run[0]), str(run[-1]), "1", "-l", preset]
        try:
            out = subprocess.run(command, capture_output=True, text=True, timeout=seconds * len(run) + 5).stdout
        except subprocess.TimeoutExpired:
            for deal in run:
                tally.seconds.setdefault(deal, seconds)
                tally.verdict.setdefault(deal, "unknown")
            continue
        last = 0.0
        for line in out.splitlines():
            if match := _STARTED.match(line):
                last = float(match.group(1))
            elif match := _UNSOLVED.match(line):
                tally.verdict[int(match.group(2))] = "unsolvable" if match.group(1) == "Unsolved" else "unknown"
            elif match := _REACHED.match(line):
                deal, stamp = int(match.group(1)), float(match.group(2))
                tally.seconds[deal] = stamp - last
                tally.verdict.setdefault(deal, "solved")
                last = stamp
        for deal in run:
            tally.seconds.setdefault(deal, seconds)
            tally.verdict.setdefault(deal, "unknown")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sample", type=int, help="this many deals of 1–32000 drawn at random")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--deals", help="e.g. 11982,2139,4374 or 1-200")
    parser.add_argument("--range", nargs=2, type=int, metavar=("A", "B"))
    parser.add_argument("--chunk", type=int, default=200, help="deals per turn of each solver")
    parser.add_argument("--seconds", type=float, default=10.0, help="our budget per deal")
    parser.add_argument("--preset", default="cm", help="Freecell Solver's preset (-l)")
    parser.add_argument("--python", action="store_true", help="ours without the compiled core")
    args = parser.parse_args()
    if args.range:
        deals = list(range(args.range[0], args.range[1] + 1))
    elif args.deals:
        deals = parse_deals(args.deals)
    else:
        deals = sorted(random.Random(args.seed).sample(range(1, 32001), args.sample or 1000))
    compiled = False if args.python else None
    label = "ours (" + ("compiled core" if fc_core.enabled() and not args.python else "pure Python") + ")"
    mine, peer = Tally(label), Tally(f"Freecell Solver -l {args.preset}")
    began = time.monotonic()
    for start in range(0, len(deals), args.chunk):
        chunk = deals[start:start + args.chunk]
        ours(chunk, mine, args.seconds, compiled)
        theirs(chunk, peer, args.preset, args.seconds)
    print(mine.report())
    print(peer.report())
    ratio = sum(mine.seconds.values()) / max(sum(peer.seconds.values()), 1e-9)
    print(f"ratio of totals (ours / theirs): {ratio:.2f}; wall time of the run {time.monotonic() - began:.0f} s")
    disagree = [deal for deal in deals if {mine.verdict[deal], peer.verdict[deal]} == {"solved", "unsolvable"}]
    if disagree:
        print(f"verdicts disagree on {disagree}")


if __name__ == "__main__":
    main()
