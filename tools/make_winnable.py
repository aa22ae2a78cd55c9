"""Build resources/winnable/draw1.txt and draw3.txt: deal numbers the solver has solved.

Each list holds the deal numbers, ascending from 1, whose standard opening
(unlimited passes, standard scoring) the solver SOLVED within the per-deal
budget; every solution is replayed with the engine before the number is kept.
Deals not solved in time (unsolvable or unknown) are skipped.

Results are appended as they come, so a partial run is usable, and a new run
resumes after the highest number already in each list. The two draw modes are
worked on in alternating blocks so both lists grow together.

    nice python tools/make_winnable.py [--count 10000] [--nodes 4000] [--seconds S] [--block 200]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from klondike_qt.engine.klondike import Rules, apply, deal  # noqa: E402
from klondike_qt.engine.klondike.solver import Budget, Verdict, solve  # noqa: E402
from klondike_qt.engine.klondike.winnable import parse_winnable  # noqa: E402

OUT = ROOT / "resources" / "winnable"
HEADER = ("# Deal numbers (standard opening, draw {draw}, unlimited passes) the klondike_qt\n"
          "# solver solved, ascending; made by tools/make_winnable.py.\n")


def existing(path: Path) -> tuple[int, ...]:
    return parse_winnable(path.read_text(encoding="utf-8")) if path.exists() else ()


def solved(number: int, draw: int, budget: Budget) -> bool:
    state = deal(number, Rules(draw=draw))
    result = solve(state, budget)
    if result.outcome is not Verdict.SOLVED:
        return False
    for move in result.moves:
        state = apply(state, move)
    if not state.is_won:  # never expected: the solver's lines are replayed to be sure
        raise AssertionError(f"deal {number} draw {draw}: solution does not win")
    return True


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10000, help="numbers wanted per list")
    parser.add_argument("--seconds", type=float, default=None, help="time budget per deal")
    parser.add_argument("--nodes", type=int, default=4000,
                        help="positions per deal (a budget that does not depend on the load)")
    parser.add_argument("--block", type=int, default=200, help="deals per turn of each mode")
    parser.add_argument("--draws", default="1,3", help="draw modes, e.g. 1,3")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    modes = [int(d) for d in args.draws.split(",")]
    lists = {d: list(existing(OUT / f"draw{d}.txt")) for d in modes}
    for d in modes:
        path = OUT / f"draw{d}.txt"
        if not path.exists():
            path.write_text(HEADER.format(draw=d), encoding="utf-8")
    nxt = {d: (lists[d][-1] + 1 if lists[d] else 1) for d in modes}
    budget = Budget(seconds=args.seconds, nodes=args.nodes)
    started = time.monotonic()
    while any(len(lists[d]) < args.count for d in modes):
        for d in modes:
            if len(lists[d]) >= args.count:
                continue
            path = OUT / f"draw{d}.txt"
            first = nxt[d]
            with path.open("a", encoding="utf-8") as out:
                for number in range(first, first + args.block):
                    if len(lists[d]) >= args.count:
                        break
                    if solved(number, d, budget):
                        lists[d].append(number)
                        out.write(f"{number}\n")
                        out.flush()
                    nxt[d] = number + 1
            print(f"draw {d}: {len(lists[d])} solved of deals 1..{nxt[d] - 1} "
                  f"({time.monotonic() - started:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
