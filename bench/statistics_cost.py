"""What a long history of games costs where players wait (issue 30): the statistics
of 1,000, 10,000 and 50,000 recorded games.

    python bench/statistics_cost.py [--runs 7] [--sizes 1000,10000,50000] [--before CHECKOUT]

A long-time player's statistics file holds every game played. It is read at each
start, and written at each game's first move, win and loss: on the GUI thread, so
a slow write is a stall on the move that makes it. For each size, a file of that
many records (the seven games, random outcomes) and, in a fresh process each run:

- **read**: ``StatisticsStore(path)``, the start's part (ms, median);
- **first write**: the first game recorded after the start (ms);
- **next writes**: twenty more records, a new game started then won (ms, median);
- **start**: CPU seconds of a whole start to the first painted board offscreen, in a
  profile holding the file, beside the same start with no statistics (interleaved).

With ``--before CHECKOUT`` each measure is also taken with the klondike_qt of that
checkout, in the same runs.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from startup_bench import ROOT, startup_once  # bench/, this script's folder, is first on sys.path

GAMES = ("klondike", "freecell", "spider", "golf", "pyramid", "tripeaks", "yukon")

#: Run in a fresh interpreter, in the checkout measured: prints the read, the first write
#: and the next writes (ms) as JSON.
STORE_RUN = """
import json, sys, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.statistics import GameRecord, Outcome
from klondike_qt.model.statistics_store import StatisticsStore
path = Path(sys.argv[1])
begin = time.perf_counter()
store = StatisticsStore(path)
read = time.perf_counter() - begin
begin = time.perf_counter()
store.record(GameRecord("first", 1, Scoring.STANDARD, Outcome.PLAYING, 0, 1, 0, 5))
first = time.perf_counter() - begin
if hasattr(store, "prepare_writes"):  # as the window does after its first paint
    store.prepare_writes()
for _ in range(100):
    app.processEvents()
writes = []
for number in range(10):
    for outcome in (Outcome.PLAYING, Outcome.WON):
        begin = time.perf_counter()
        store.record(GameRecord(f"next {number}", 1, Scoring.STANDARD, outcome, 60_000, 90, 500, 7))
        writes.append(time.perf_counter() - begin)
print(json.dumps({"read": read * 1000, "first": first * 1000, "next": sorted(writes)[len(writes) // 2] * 1000}))
"""


def write_statistics(path: Path, size: int, seed: int = 1) -> None:
    """A statistics file of ``size`` records as the game writes them."""
    rng = random.Random(seed)
    records = []
    for number in range(size):
        game = rng.choice(GAMES)
        outcome = rng.choice(("won", "lost", "lost"))
        records.append({"id": f"{number:032x}", "draw": rng.choice((1, 2, 4)) if game == "spider" else 1,
                        "scoring": "standard", "outcome": outcome, "elapsed_ms": rng.randrange(20_000, 900_000),
                        "moves": rng.randrange(20, 400), "score": rng.randrange(0, 800),
                        "deal": rng.randrange(1, 32_000), "game": game})
    path.write_text(json.dumps({"format": "klondike-qt-statistics", "version": 1, "vegas_balance": 0,
                                "records": records}))


def store_costs(checkout: Path, source: Path) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "statistics.json"
        shutil.copy(source, path)
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        result = subprocess.run([sys.executable, "-c", STORE_RUN, str(path)], cwd=checkout, env=env,
                                capture_output=True, text=True, timeout=300, check=True)
        return json.loads(result.stdout.strip().splitlines()[-1])


def start_cpu(checkout: Path, profile: Path) -> float:
    """CPU seconds of a start to its first painted board (offscreen), in ``profile``: what the
    process had used when it painted (a checkout that does not report it: the whole process,
    its quit too)."""
    _wall, _rss, whole, at_paint = startup_once("offscreen", str(profile), checkout)
    return at_paint if at_paint is not None else whole


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sizes", default="1000,10000,50000")
    parser.add_argument("--before", type=Path, metavar="CHECKOUT")
    args = parser.parse_args()
    checkouts = {"now": ROOT}
    if args.before is not None:
        checkouts["before"] = args.before.resolve()
    sizes = [int(text) for text in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as work:
        base = Path(work)
        profiles: dict[tuple[str, int], Path] = {}
        for name in checkouts:
            for size in [0, *sizes]:
                profile = base / f"{name}-{size}"
                profile.mkdir()
                if size:
                    write_statistics(profile / "statistics.json", size)
                profiles[name, size] = profile
        for (name, _size), profile in profiles.items():  # a first start: bytecode, card pictures
            start_cpu(checkouts[name], profile)  # (it rewrites no statistics: every record is in range)
        for size in sizes:
            write_statistics(base / f"file-{size}.json", size)
        store: dict[tuple[str, int], list[dict[str, float]]] = {}
        starts: dict[tuple[str, int], list[float]] = {}
        order = [(name, size) for size in [0, *sizes] for name in checkouts]
        for run in range(args.runs):  # interleaved, in an order turning each run: every measure sees the same load
            for name, size in order[run % len(order):] + order[:run % len(order)]:
                starts.setdefault((name, size), []).append(start_cpu(checkouts[name], profiles[name, size]))
                if size:
                    store.setdefault((name, size), []).append(store_costs(checkouts[name], base / f"file-{size}.json"))
    print(f"statistics of a long history, {args.runs} interleaved runs, medians (ms):")
    for size in sizes:
        for name in checkouts:
            runs = store[name, size]
            read, first, following = (statistics.median(run[key] for run in runs) for key in ("read", "first", "next"))
            empty = statistics.median(starts[name, 0])
            full = statistics.median(starts[name, size])
            print(f"  {size:>6} records, {name:>6}: read {read:6.1f}  first write {first:6.1f}"
                  f"  next writes {following:6.2f}   start CPU {1000 * full:5.0f} ms"
                  f" (no statistics {1000 * empty:4.0f} ms: +{1000 * (full - empty):4.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
