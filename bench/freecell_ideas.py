#!/usr/bin/env python3
"""One idea at a time for the FreeCell solver, by positions (not time, which the
load of a shared machine makes noisy): each named configuration of the
portfolio solves the same deals within the same position budget.

    python bench/freecell_ideas.py --deals 3393,1953,641 --positions 300000
    python bench/freecell_ideas.py --deals 1-300 --only baseline,dfs-first

Prints, per configuration: deals decided, total and largest positions, and
the mean length of the lines, and the positions of each deal (``-`` when the budget ran out).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.freecell import Verdict, new_freecell, replay, solve
from klondike_qt.engine.freecell import solver as fc_solver
from klondike_qt.engine.freecell.solver import Weights
from klondike_qt.engine.solving import Budget

BASELINE = (Weights(), Weights(unsorted=2), Weights(blocked=0, unsorted=1), Weights(found=4, empty=2))

#: name → (portfolio, first round)
CONFIGS: dict[str, tuple[tuple[Weights, ...], int]] = {
    "baseline": (BASELINE, 4_000),
    "dfs-alone": ((Weights(depth_first=True),), 4_000),
    "dfs-unsorted-alone": ((Weights(unsorted=2, depth_first=True),), 4_000),
    "plus-dfs": ((*BASELINE, Weights(depth_first=True)), 4_000),
    "plus-dfs-unsorted": ((*BASELINE, Weights(unsorted=2, depth_first=True)), 4_000),
    "dfs-first": ((Weights(depth_first=True), *BASELINE), 4_000),
    "dfs-second": ((BASELINE[0], Weights(depth_first=True), *BASELINE[1:]), 4_000),
    "dfs+best": ((Weights(depth_first=True), Weights()), 4_000),
    "dfs+best+unsorted": ((Weights(depth_first=True), Weights(), Weights(unsorted=2)), 4_000),
    "best+dfs": ((Weights(), Weights(depth_first=True)), 4_000),
    "best+dfs+unsorted": ((Weights(), Weights(depth_first=True), Weights(unsorted=2)), 4_000),
    "baseline+dfs-share2": ((*BASELINE, Weights(depth_first=True, share=2)), 4_000),
    "baseline+dfs-share4": ((*BASELINE, Weights(depth_first=True, share=4)), 4_000),
    "best-share2+dfs-share2": ((Weights(share=2), Weights(depth_first=True, share=2), *BASELINE[1:]), 4_000),
    "first-round-1000": (BASELINE, 1_000),
    "first-round-16000": (BASELINE, 16_000),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", required=True, help="e.g. 1-300 or 3393,1953")
    parser.add_argument("--positions", type=int, default=300_000)
    parser.add_argument("--only", default=None, help="comma-separated configuration names")
    args = parser.parse_args()
    deals: list[int] = []
    for part in args.deals.split(","):
        low, _, high = part.partition("-")
        deals.extend(range(int(low), int(high or low) + 1))
    names = args.only.split(",") if args.only else list(CONFIGS)
    for name in names:
        portfolio, first = CONFIGS[name]
        fc_solver.PORTFOLIO, fc_solver.FIRST_ROUND = portfolio, first
        counts: list[str] = []
        total = decided = largest = moves = 0
        began = time.perf_counter()
        for number in deals:
            state = new_freecell(number)
            result = solve(state, Budget(seconds=None, nodes=args.positions))
            if result.outcome is Verdict.SOLVED:
                assert replay(state, result.moves).is_won
            if result.outcome is not Verdict.UNKNOWN:
                decided += 1
                moves += len(result.moves)
                counts.append(str(result.nodes))
            else:
                counts.append("-")
            total += result.nodes
            largest = max(largest, result.nodes)
        print(f"{name}: decided {decided}/{len(deals)}, positions total {total}, max {largest} "
              f"mean line {moves / max(decided, 1):.0f} moves ({time.perf_counter() - began:.0f} s)", flush=True)
        if len(deals) <= 30:
            print("  " + " ".join(f"{number}:{count}" for number, count in zip(deals, counts, strict=True)))


if __name__ == "__main__":
    main()
