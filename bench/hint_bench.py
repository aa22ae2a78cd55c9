"""How long a hint from the solver takes in the game: a mid-game position is
solved afresh after every move (on the worker thread), and H speaks the first
move of the winning line once it is known.

    python bench/hint_bench.py [--deals 100] [--draw 1] [--seconds 2] [--jobs 2]

Positions: for each deal (fixed-seed sample) the solver's own winning line is
cut at a random point, and one random legal move off that line is made there
too (a player rarely follows the solver), so both winnable and lost positions
appear. Prints the share of positions that got a winning line, and the median
and 95th percentile seconds to the answer.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from klondike_qt.engine.klondike import Rules, apply, deal, legal_moves
from klondike_qt.engine.klondike.solver import Budget, SolverPool, Verdict, solve


def positions(count: int, draw: int, seconds: float, seed: int = 7):
    rng = random.Random(seed)
    produced = 0
    while produced < count:
        state = deal(rng.randrange(1, 2**32), Rules(draw=draw))
        line = solve(state, Budget(seconds=seconds))
        if line.outcome is not Verdict.SOLVED:
            continue
        for move in line.moves[: rng.randrange(len(line.moves))]:
            state = apply(state, move)
        if rng.random() < 0.5:
            state = apply(state, rng.choice(list(legal_moves(state))))
        produced += 1
        yield state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--draw", type=int, choices=(1, 3), default=1)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--jobs", type=int, choices=(1, 2), default=2,
                        help="2: as the game does on two cores (SolverPool); 1: one core")
    args = parser.parse_args()
    pool = SolverPool() if args.jobs == 2 else None
    search = pool.solve if pool is not None else solve
    if pool is not None:  # start the helper before the clock runs
        pool.start()
    times, outcomes = [], []
    for state in positions(args.deals, args.draw, args.seconds):
        started = time.perf_counter()
        result = search(state, Budget(seconds=args.seconds))
        times.append(time.perf_counter() - started)
        outcomes.append(result.outcome)
    times.sort()
    solved = sum(o is Verdict.SOLVED for o in outcomes)
    unsolvable = sum(o is Verdict.UNSOLVABLE for o in outcomes)
    print(f"draw {args.draw}, {len(times)} mid-game positions, budget {args.seconds:g} s: "
          f"winning line {solved / len(times):.0%}, proven lost {unsolvable / len(times):.0%}; "
          f"median {statistics.median(times) * 1000:.0f} ms, "
          f"95th percentile {times[int(len(times) * 0.95)] * 1000:.0f} ms; goal: median < 100 ms "
          f"({args.jobs} core{'s' if args.jobs > 1 else ''})")
    if pool is not None:
        pool.close()


if __name__ == "__main__":
    main()
