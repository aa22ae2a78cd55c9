#!/usr/bin/env python3
"""Spider solver benchmark: share of deals solved within a budget, per number of suits.

    python bench/spider_bench.py                          # deals 1-100, 2 s each, 1, 2 and 4 suits
    python bench/spider_bench.py --suits 1 --deals 1-200 --seconds 2
    python bench/spider_bench.py --suits 1 --positions 40000   # a fixed position budget (load-free)
    python bench/spider_bench.py --sample stuck --positions 50000   # positions where a player got stuck
    python bench/spider_bench.py --portfolio pruned           # without the complete search (as before it)
    python bench/spider_bench.py --python                     # without the compiled core (as before it)

The samples are fixed: deal numbers ``--deals`` of each number of suits (the
project's stable deals). Every winning line is replayed through the rules
engine; a line that does not replay to a win stops the bench. Each number of
suits runs in a child process of its own, so the peak memory printed is that
of its searches alone (the child's maximum resident size, the interpreter
included). Prints one Markdown table row per number of suits: deals solved,
deals proved lost, median and p95 time per deal (all deals, undecided ones
included at their full budget), positions expanded per second, median
positions of the solved deals, peak memory. Run timed benches under
``nice -n 10`` on a shared machine.

``--sample``: ``opening`` (the deals as dealt), ``stuck`` (for each deal, the
position where a player who follows the hints, never going back to a position
seen, finds no new move: stuck-looking, late in the game) or ``random`` (each
deal played by random moves, seeded by its number, until every row is dealt,
then up to 99 more). A stuck or random position that is won is left out.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.solving import Budget
from klondike_qt.engine.spider import DEAL, SpiderState, core, new_spider
from klondike_qt.engine.spider.advice import hint_order, useful_moves
from klondike_qt.engine.spider.solver import CORE_PORTFOLIO, PORTFOLIO, Verdict, Weights, replay, solve


def portfolio_of(name: str, compiled: bool) -> tuple[Weights, ...]:
    """The searches: ``all`` of the portfolio (with the compiled core's beam
    search when ``compiled``), or the ``pruned`` ones alone."""
    searches = CORE_PORTFOLIO if compiled else PORTFOLIO
    return searches if name == "all" else tuple(weights for weights in searches if not weights.complete)


def stuck_position(number: int, suits: int) -> SpiderState:
    """Where a player who plays the first hint that leads to a position not
    seen before finds none (at most 2,000 moves)."""
    state = new_spider(number, suits)
    seen = {state.key()}
    for _ in range(2_000):
        for move in hint_order(state):
            after = state.apply(move)
            if after.key() not in seen:
                break
        else:
            return state
        seen.add(after.key())
        state = after
    return state


def random_position(number: int, suits: int) -> SpiderState:
    """Deal ``number`` played at random (seeded by it) until every row is dealt, then up to 99 moves more."""
    rng = random.Random(number)
    state = new_spider(number, suits)
    while state.stock:
        moves = useful_moves(state)
        if not moves:
            return state
        state = state.apply(DEAL if DEAL in moves and rng.random() < 0.3 else rng.choice(moves))
    for _ in range(number % 100):
        moves = useful_moves(state)
        if not moves:
            break
        state = state.apply(rng.choice(moves))
    return state


SAMPLES = {"opening": new_spider, "stuck": stuck_position, "random": random_position}


def run_one(suits: int, deals: range, seconds: float | None, positions: int | None, verbose: bool,
            sample: str = "opening", portfolio: str = "all", compiled: bool = True) -> dict[str, object]:
    times: list[float] = []
    counts: list[int] = []
    lengths: list[int] = []
    expanded = 0
    solved = 0
    lost = 0
    unsolved: list[int] = []
    for number in deals:
        state = SAMPLES[sample](number, suits)
        if state.is_won:
            continue
        began = time.perf_counter()
        result = solve(state, Budget(seconds=seconds, nodes=positions or None),
                       portfolio=portfolio_of(portfolio, compiled), compiled=compiled)
        spent = time.perf_counter() - began
        times.append(spent)
        expanded += result.nodes
        if result.outcome is Verdict.SOLVED:
            solved += 1
            counts.append(result.nodes)
            lengths.append(len(result.moves))
            if not replay(state, result.moves).is_won:
                sys.exit(f"{suits} suits, deal {number}: the line does not replay to a win")
        elif result.outcome is Verdict.UNSOLVABLE:
            lost += 1
        else:
            unsolved.append(number)
        if verbose:
            print(f"  {suits} suits deal {number}: {result.outcome.value} {result.nodes} positions "
                  f"{spent:.2f} s {len(result.moves)} moves", file=sys.stderr, flush=True)
    ordered = sorted(times)
    return {"suits": suits, "deals": len(times), "solved": solved, "lost": lost,
            "median": statistics.median(times), "p95": ordered[int(0.95 * (len(ordered) - 1))],
            "rate": expanded / sum(times), "median_positions": statistics.median(counts) if counts else 0,
            "median_moves": statistics.median(lengths) if lengths else 0,
            "memory": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, "unsolved": unsolved}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--suits", default="1,2,4")
    parser.add_argument("--deals", default="1-100")
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--positions", type=int, default=None,
                        help="a position budget per deal instead of the time budget")
    parser.add_argument("--sample", choices=sorted(SAMPLES), default="opening",
                        help="the positions searched (see above)")
    parser.add_argument("--python", action="store_true", help="the Python searches alone, without the compiled core")
    parser.add_argument("--portfolio", choices=("all", "pruned"), default="all",
                        help="all the searches, or the pruned ones alone (no proof of a loss)")
    parser.add_argument("--verbose", action="store_true", help="one line per deal on stderr")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    low, _, high = args.deals.partition("-")
    deals = range(int(low), int(high or low) + 1)
    seconds = None if args.positions else args.seconds
    if args.child:
        print(json.dumps(run_one(int(args.suits), deals, seconds, args.positions, args.verbose, args.sample,
                                 args.portfolio, core.enabled() and not args.python)))
        return
    budget = f"{args.positions} positions" if args.positions else f"{args.seconds:g} s"
    searches = "Python alone" if args.python or not core.enabled() else "with the compiled core"
    print(f"deals {deals.start}-{deals.stop - 1} ({args.sample}), portfolio {args.portfolio} ({searches}), "
          f"budget {budget} per deal\n")
    print("| suits | solved | lost | decided | median | p95 | positions/s | median positions (solved) "
          "| median line (solved) | peak memory |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for suits in (int(s) for s in args.suits.split(",")):
        command = [sys.executable, __file__, "--child", "--suits", str(suits), "--deals", args.deals,
                   "--seconds", str(args.seconds), "--sample", args.sample, "--portfolio", args.portfolio]
        if args.positions:
            command += ["--positions", str(args.positions)]
        if args.verbose:
            command.append("--verbose")
        if args.python:
            command.append("--python")
        done = subprocess.run(command, check=True, text=True, stdout=subprocess.PIPE)
        row = json.loads(done.stdout)
        share = 100 / max(row["deals"], 1)
        decided = row["solved"] + row["lost"]
        print(f"| {suits} | {row['solved']}/{row['deals']} ({share * row['solved']:.0f}%) "
              f"| {row['lost']} ({share * row['lost']:.0f}%) | {decided} ({share * decided:.0f}%) "
              f"| {row['median']:.2f} s | {row['p95']:.2f} s | {row['rate']:.0f} "
              f"| {row['median_positions']:.0f} | {row['median_moves']:.0f} moves | {row['memory']:.0f} MB |",
              flush=True)
        if row["unsolved"]:
            print(f"<!-- {suits} suits unsolved: {' '.join(map(str, row['unsolved']))} -->", flush=True)


if __name__ == "__main__":
    main()
