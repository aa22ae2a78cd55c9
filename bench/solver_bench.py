"""Solver benchmark: how many deals are decided within a time budget.

N deal numbers per draw mode are drawn from a fixed-seed ``random.Random``; each
standard opening (unlimited passes) gets one search with the budget. Prints,
per draw mode: decided (solved + proven unsolvable), solved and unsolvable
shares, median and 95th-percentile seconds, positions per second, and the peak
resident memory of the process.

    nice python bench/solver_bench.py [--deals 500] [--seconds 2] [--draws 1,3] [--seed 1] [--jobs 2]
        [--verify] [--undecided] [--then 4,8,16] [--nodes 10000 [--detail] [--deepen 4 [--no-carry]]]
        [--numbers 123,456] [--pass-limit 3]

``--pass-limit 3`` deals the openings with at most that many passes through
the stock (the timed run only).

``--then 4,8,16`` searches the deals left undecided again with each larger
budget in turn, as the game's solver worker goes on thinking (2, 4, 8, 16 s),
and prints the share decided after each step.

``--jobs 2`` (the default) runs the two phases side by side on two cores, as the
game does (:class:`klondike_qt.engine.klondike.solver.SolverPool`); ``--jobs 1`` the one-core
:func:`~klondike_qt.engine.klondike.solver.solve`.

``--nodes 20000`` is the fixed-node run: no clock, every search stops after
that many positions, on this one core, so the outcomes and position counts
are the same on every machine and at every load. It searches each deal three
times, as the one-core solver does and as each side of the two-core pool
does, prints one line per search (``--detail``) and per draw mode the node
rate and a digest of every (deal, search, outcome, positions, line) it saw:
a change that keeps the digest keeps the search's behaviour. The rate is
per second of processor time (this process), not wall-clock time, so that
other programs on the machine change it less.

``--nodes 20000 --deepen 4`` is the fixed-node run of the game's deepening
steps: each side of the pool searches each deal with 20000, 40000, 80000 and
160000 positions in turn (as the worker goes on with 2, 4, 8 and 16 s) until
it decides it; it prints how many deals each step leaves undecided and the
positions spent. ``--no-carry`` makes each step start from scratch instead of
from what the earlier steps proved lost (NOTES.md, "Carrying what was proven
lost"). ``--numbers`` searches the given deals instead of the seed's.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.deal import MAX_DEAL_NUMBER
from klondike_qt.engine.klondike import Rules, apply, deal
from klondike_qt.engine.klondike.solver import Budget, SolverPool, Verdict, solve, tuning
from klondike_qt.engine.klondike.solver.search import Phases, forget_carried, run_phases


def helper_peak_mb(pool: SolverPool) -> float | None:
    """The peak resident memory of the solver's helper process (Linux), in MB."""
    pid = pool.helper_pid
    try:
        status = Path(f"/proc/{pid}/status").read_text() if pid else ""
    except OSError:
        return None
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return round(int(line.split()[1]) / 1024, 1)
    return None


def run(draw: int, numbers: list[int], seconds: float, verify: bool,
        undecided: list[int] | None = None, pool: SolverPool | None = None,
        pass_limit: int | None = None) -> dict[str, object]:
    outcomes = {outcome: 0 for outcome in Verdict}
    times: list[float] = []
    nodes = 0
    for number in numbers:
        state = deal(number, Rules(draw=draw, pass_limit=pass_limit))
        budget = Budget(seconds=seconds)
        result = pool.solve(state, budget) if pool is not None else solve(state, budget)
        outcomes[result.outcome] += 1
        if undecided is not None and result.outcome is Verdict.UNKNOWN:
            undecided.append(number)
        times.append(result.seconds)
        nodes += result.nodes
        if verify and result.outcome is Verdict.SOLVED:
            for move in result.moves:
                state = apply(state, move)
            assert state.is_won, number
    times.sort()
    total = len(numbers)
    return {
        "draw": draw, "pass_limit": pass_limit, "deals": total, "budget_s": seconds,
        "decided_pct": round(100 * (outcomes[Verdict.SOLVED] + outcomes[Verdict.UNSOLVABLE]) / total, 1),
        "solved_pct": round(100 * outcomes[Verdict.SOLVED] / total, 1),
        "unsolvable_pct": round(100 * outcomes[Verdict.UNSOLVABLE] / total, 1),
        "median_s": round(statistics.median(times), 3),
        "p95_s": round(times[min(total - 1, int(0.95 * total))], 3),
        "positions_per_s": round(nodes / max(sum(times), 1e-9)),
        "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
        "jobs": 2 if pool is not None else 1,
        "helper_peak_rss_mb": helper_peak_mb(pool) if pool is not None else None,
    }


# The searches of the fixed-node run: the one-core solver's, and the two of the
# pool (the calling thread's and the helper's).
FIXED_SEARCHES = ("one-core", "pool-thread", "pool-helper")


def fixed_search(state, budget: Budget, search: str):
    phases = {"one-core": Phases.BOTH, "pool-thread": Phases.COMPLEMENT,
              "pool-helper": Phases.RESTARTS}[search]
    return run_phases(state, budget, None, phases)


def fixed_nodes(draw: int, numbers: list[int], nodes: int, detail: bool) -> dict[str, object]:
    """The fixed-node run of one draw mode (see the module docstring)."""
    digest = hashlib.sha256()
    outcomes = {outcome: 0 for outcome in Verdict}
    total_nodes = 0
    total_seconds = 0.0
    for number in numbers:
        state = deal(number, Rules(draw=draw))
        for search in FIXED_SEARCHES:
            forget_carried()  # each search as in its own process, from scratch
            started = time.process_time()
            result = fixed_search(state, Budget(seconds=None, nodes=nodes), search)
            total_seconds += time.process_time() - started
            total_nodes += result.nodes
            outcomes[result.outcome] += 1
            if result.outcome is Verdict.SOLVED:
                # Every line replays through the engine to a win.
                end = state
                for move in result.moves:
                    end = apply(end, move)
                assert end.is_won, (number, search)
            line = f"{draw} {number} {search} {result.outcome.value} {result.nodes} " + \
                " ".join(str(move) for move in result.moves)
            digest.update(line.encode() + b"\n")
            if detail:
                print(line[:120], file=sys.stderr, flush=True)
    return {
        "draw": draw, "deals": len(numbers), "nodes_per_search": nodes,
        "searches": len(numbers) * len(FIXED_SEARCHES),
        **{outcome.value: count for outcome, count in outcomes.items()},
        "positions": total_nodes, "cpu_seconds": round(total_seconds, 2),
        "positions_per_s": round(total_nodes / max(total_seconds, 1e-9)),
        "digest": digest.hexdigest()[:16],
    }


def fixed_deepening(draw: int, numbers: list[int], nodes: int, steps: int) -> dict[str, object]:
    """The fixed-node run of the deepening steps (see the module docstring)."""
    digest = hashlib.sha256()
    left = [0] * steps
    total_nodes = 0
    for number in numbers:
        state = deal(number, Rules(draw=draw))
        for search in FIXED_SEARCHES[1:]:
            forget_carried()
            for step in range(steps):
                result = fixed_search(state, Budget(seconds=None, nodes=nodes << step), search)
                total_nodes += result.nodes
                digest.update(f"{draw} {number} {search} {step} {result.outcome.value} {result.nodes}\n"
                              .encode())
                if result.outcome is not Verdict.UNKNOWN:
                    break
                left[step] += 1
    forget_carried()
    return {
        "draw": draw, "deals": len(numbers), "nodes_first_step": nodes, "carry": tuning.CARRY_LOST,
        "searches_left_undecided_after_each_step": left, "positions": total_nodes,
        "digest": digest.hexdigest()[:16],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description="Klondike solver benchmark")
    parser.add_argument("--deals", type=int, default=500, help="deals per draw mode")
    parser.add_argument("--seconds", type=float, default=2.0, help="budget per deal")
    parser.add_argument("--draws", default="1,3")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verify", action="store_true", help="replay every solution")
    parser.add_argument("--jobs", type=int, choices=(1, 2), default=2,
                        help="2: the two phases side by side (SolverPool); 1: one core")
    parser.add_argument("--undecided", action="store_true",
                        help="also list the deal numbers left undecided (on stderr)")
    parser.add_argument("--then", default="",
                        help="larger budgets (comma-separated seconds) for the deals still undecided")
    parser.add_argument("--nodes", type=int, default=0,
                        help="the fixed-node run: this many positions per search, no clock, one core")
    parser.add_argument("--detail", action="store_true",
                        help="with --nodes: one line per search (on stderr)")
    parser.add_argument("--deepen", type=int, default=0,
                        help="with --nodes: that many deepening steps (doubling the positions)")
    parser.add_argument("--by-positions", action="store_true",
                        help="the fixed-node run: search by positions, not by classes "
                             "(tuning.CLASS_SEARCH off; the helper process of a timed run keeps it)")
    parser.add_argument("--no-carry", action="store_true",
                        help="each search from scratch (not from what earlier ones proved lost)")
    parser.add_argument("--numbers", default="", help="comma-separated deal numbers (instead of the seed's)")
    parser.add_argument("--pass-limit", type=int, default=None,
                        help="the timed run: at most this many passes through the stock (default: unlimited)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    numbers = [rng.randint(1, MAX_DEAL_NUMBER) for _ in range(args.deals)]
    if args.numbers:
        numbers = [int(n) for n in args.numbers.replace(" ", ",").split(",") if n]
    if args.no_carry:
        tuning.CARRY_LOST = False
    if args.by_positions:
        tuning.CLASS_SEARCH = False
    if args.nodes and args.deepen:
        for draw in (int(d) for d in args.draws.split(",")):
            print(json.dumps(fixed_deepening(draw, numbers, args.nodes, args.deepen)), flush=True)
        return 0
    if args.nodes:
        for draw in (int(d) for d in args.draws.split(",")):
            print(json.dumps(fixed_nodes(draw, numbers, args.nodes, args.detail)), flush=True)
        return 0
    pool = SolverPool() if args.jobs == 2 else None
    if pool is not None:  # start the helper before the clock runs
        pool.start()
    for draw in (int(d) for d in args.draws.split(",")):
        started = time.monotonic()
        undecided: list[int] | None = [] if args.undecided or args.then else None
        line = run(draw, numbers, args.seconds, args.verify, undecided, pool, args.pass_limit)
        if args.undecided:
            print(f"draw {draw} undecided: {' '.join(map(str, undecided))}", file=sys.stderr, flush=True)
        line["wall_s"] = round(time.monotonic() - started, 1)
        print(json.dumps(line), flush=True)
        # As the game's worker: each undecided deal again with each larger
        # budget in turn, until decided (each step from what the earlier ones
        # proved lost, NOTES.md, "Carrying what was proven lost").
        budgets = [float(s) for s in args.then.split(",") if s]
        left_after = [0] * len(budgets)
        for number in undecided or []:
            again: list[int] = []
            run(draw, [number], args.seconds, False, again, pool)  # the first step again
            for step, seconds in enumerate(budgets if again else []):
                still: list[int] = []
                run(draw, [number], seconds, args.verify, still, pool)
                if not still:
                    break
                left_after[step] += 1
        for step, seconds in enumerate(budgets):
            print(json.dumps({"draw": draw, "then_budget_s": seconds,
                              "decided_pct": round(100 * (len(numbers) - left_after[step]) / len(numbers), 1),
                              "undecided": left_after[step]}), flush=True)
    if pool is not None:
        pool.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
