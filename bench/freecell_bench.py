#!/usr/bin/env python3
"""FreeCell solver benchmark: how many Microsoft deals it decides, how fast, in how much memory.

    python bench/freecell_bench.py                        # deals 1, 33, 65 … (1,000 of 1–32000) and 11982
    python bench/freecell_bench.py --range 1 32000        # every deal (hours in pure Python)
    python bench/freecell_bench.py --deals 1,617,11982    # a list (and ranges: 1-200)
    python bench/freecell_bench.py --range 1 200 --weights    # each ranking of the portfolio alone
    python bench/freecell_bench.py --range 1 2000 --log run.jsonl   # one JSON line per deal as it ends

Each deal is solved in a fresh forked child process, so its peak memory
(``ru_maxrss`` of the child, less what it had when it started) is its own.
Every winning line is replayed through the rules engine; every "unsolvable"
is reported by number (of 1–32000 only 11982 should be). Prints the share
decided, the median, p95 and largest time, positions per second, and the
median and largest peak memory per deal. Run it under ``nice -n 10`` on a
shared machine; compare ideas by positions (``--positions``), which do not
depend on the load.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.freecell import Verdict, new_freecell, replay, solve
from klondike_qt.engine.freecell import solver as fc_solver
from klondike_qt.engine.solving import Budget


def parse_deals(text: str) -> list[int]:
    deals: list[int] = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        deals.extend(range(int(low), int(high or low) + 1))
    return deals


def solve_one(number: int, max_positions: int, seconds: float | None, max_stored: int) -> dict[str, object]:
    """One deal, in the child: the verdict, the time, the positions and the peak memory it added."""
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    state = new_freecell(number)
    began = time.perf_counter()
    result = solve(state, Budget(seconds=seconds, nodes=max_positions), max_stored=max_stored)
    elapsed = time.perf_counter() - began
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    replays = result.outcome is not Verdict.SOLVED or replay(state, result.moves).is_won
    return {"deal": number, "outcome": result.outcome.value, "seconds": round(elapsed, 4),
            "positions": result.nodes, "moves": len(result.moves), "peak_mb": round(max(peak - before, 0) / 1024, 1),
            "replays": replays}


def run(deals: list[int], max_positions: int, seconds: float | None, max_stored: int,
        log: Path | None, fork: bool) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    context = multiprocessing.get_context("fork")
    with context.Pool(1, maxtasksperchild=1) if fork else _Inline() as pool:
        for number in deals:
            row = pool.apply(solve_one, (number, max_positions, seconds, max_stored))
            rows.append(row)
            if not row["replays"]:
                sys.exit(f"deal {number}: the line does not replay to a win")
            if log is not None:
                with log.open("a", encoding="utf-8") as out:
                    out.write(json.dumps(row) + "\n")
    return rows


class _Inline:
    """Pool.apply in this process (``--no-fork``: memory is then the process's)."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *_: object) -> None:
        return None

    @staticmethod
    def apply(function, args):  # type: ignore[no-untyped-def]
        return function(*args)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[int(share * (len(ordered) - 1))]


def report(label: str, rows: list[dict[str, object]]) -> None:
    by: dict[str, list[int]] = {outcome.value: [] for outcome in Verdict}
    for row in rows:
        by[str(row["outcome"])].append(int(str(row["deal"])))
    times = [float(str(row["seconds"])) for row in rows]
    positions = [int(str(row["positions"])) for row in rows]
    peaks = [float(str(row["peak_mb"])) for row in rows]
    decided = len(by["solved"]) + len(by["unsolvable"])
    worst = sorted(rows, key=lambda row: -float(str(row["seconds"])))[:5]
    print(f"{label}: {len(rows)} deals, decided {decided} ({100 * decided / len(rows):.2f}%), "
          f"solved {len(by['solved'])}, unsolvable {by['unsolvable']}, "
          f"unknown {by['unknown'][:20]}{' …' if len(by['unknown']) > 20 else ''}")
    print(f"  time: median {1000 * statistics.median(times):.0f} ms, p95 {1000 * percentile(times, 0.95):.0f} ms, "
          f"max {max(times):.2f} s, total {sum(times):.0f} s")
    print(f"  positions: median {statistics.median(positions):.0f}, p95 {percentile(positions, 0.95):.0f}, "
          f"max {max(positions)}, rate {sum(positions) / max(sum(times), 1e-9):.0f}/s")
    print(f"  peak memory per deal: median {statistics.median(peaks):.0f} MB, p95 {percentile(peaks, 0.95):.0f} MB, "
          f"max {max(peaks):.0f} MB")
    print("  slowest: " + ", ".join(f"{row['deal']} ({row['seconds']} s, {row['positions']} positions, "
                                    f"{row['peak_mb']} MB)" for row in worst))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", default=None, help="e.g. 1-1000 or 1,617,11982 (default: every 32nd deal and 11982)")
    parser.add_argument("--range", nargs=2, type=int, metavar=("A", "B"), help="deals A to B, both included")
    parser.add_argument("--positions", type=int, default=2_000_000, help="budget per deal")
    parser.add_argument("--seconds", type=float, default=None, help="time budget per deal")
    parser.add_argument("--max-stored", type=int, default=fc_solver.MAX_STORED, help="memory bound (positions kept)")
    parser.add_argument("--weights", action="store_true", help="each ranking of the portfolio alone")
    parser.add_argument("--log", type=Path, default=None, help="append one JSON line per deal to this file")
    parser.add_argument("--summarize", type=Path, default=None, help="only report on the rows of a --log file")
    parser.add_argument("--no-fork", action="store_true", help="solve in this process (no per-deal memory)")
    args = parser.parse_args()
    if args.summarize is not None:
        rows = [json.loads(line) for line in args.summarize.read_text(encoding="utf-8").splitlines() if line.strip()]
        report(str(args.summarize), rows)
        return
    if args.range:
        deals = list(range(args.range[0], args.range[1] + 1))
    else:
        deals = parse_deals(args.deals) if args.deals else [*range(1, 32001, 32), 11982]
    options = (args.positions, args.seconds, args.max_stored, args.log, not args.no_fork)
    if args.weights:
        portfolio = fc_solver.PORTFOLIO
        for weights in portfolio:
            fc_solver.PORTFOLIO = (weights,)
            report(str(weights), run(deals, *options))
        fc_solver.PORTFOLIO = portfolio
        return
    report("portfolio", run(deals, *options))


if __name__ == "__main__":
    main()
