"""How long the deadlock test (``klondike_qt.engine.klondike.solver.deadlock.stuck``) takes per call.

Collects the arguments of every deadlock test the solver runs while it
searches a few hard draw-3 deals (``run_phases`` with ``Phases.RESTARTS``, a
fixed number of positions each: the same calls on every machine), then calls
``stuck`` again on all of them, several rounds, and prints the best round's
time per call (processor time of this process). ``--reference`` times the
implementation kept in ``tests/test_solver_deadlock_fast.py`` (the one before
the tables) on the same calls too, and checks that both give the same verdicts.

    nice python bench/deadlock_speed.py [--numbers 2095328387,519218417,4030651560] [--nodes 20000]
        [--rounds 5] [--reference]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.klondike import Rules, deal
from klondike_qt.engine.klondike.solver import Budget, deadlock
from klondike_qt.engine.klondike.solver import search as search_module
from klondike_qt.engine.klondike.solver.search import Phases, run_phases

ROOT = Path(__file__).resolve().parent.parent
Call = tuple[Any, ...]


def collect(numbers: list[int], nodes: int, draw: int) -> list[Call]:
    """The arguments of every deadlock test the searches of ``numbers`` run."""
    calls: list[Call] = []
    original = search_module.deadlocked

    def recording(*args: Any) -> bool:
        calls.append(args)
        return original(*args)

    search_module.deadlocked = recording
    try:
        for number in numbers:
            run_phases(deal(number, Rules(draw=draw)), Budget(seconds=None, nodes=nodes), None, Phases.RESTARTS)
    finally:
        search_module.deadlocked = original
    return calls


def timed(stuck: Callable[..., bool], calls: list[Call], rounds: int) -> tuple[float, list[bool]]:
    """The best round's processor seconds for all ``calls``, and the verdicts."""
    best = float("inf")
    verdicts: list[bool] = []
    for _ in range(rounds):
        started = time.process_time()
        verdicts = [stuck(*args) for args in calls]
        best = min(best, time.process_time() - started)
    return best, verdicts


def reference() -> Callable[..., bool]:
    """``_stuck_reference`` from the test file (the implementation before)."""
    path = ROOT / "tests" / "test_solver_deadlock_fast.py"
    sys.path.insert(0, str(path.parent))  # (it imports test_solver)
    spec = importlib.util.spec_from_file_location("_deadlock_reference", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found: Callable[..., bool] = module._stuck_reference
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--numbers", default="2095328387,519218417,4030651560")
    parser.add_argument("--nodes", type=int, default=20000)
    parser.add_argument("--draw", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--reference", action="store_true")
    args = parser.parse_args()
    numbers = [int(n) for n in args.numbers.split(",")]
    calls = collect(numbers, args.nodes, args.draw)
    seconds, verdicts = timed(deadlock.stuck, calls, args.rounds)
    report: dict[str, Any] = {
        "calls": len(calls), "twins_calls": sum(1 for c in calls if len(c) > 4 and c[4]),
        "stuck": sum(verdicts), "seconds": round(seconds, 3),
        "us_per_call": round(seconds / max(len(calls), 1) * 1e6, 1),
    }
    if args.reference:
        ref_seconds, ref_verdicts = timed(reference(), calls, args.rounds)
        report["reference_seconds"] = round(ref_seconds, 3)
        report["reference_us_per_call"] = round(ref_seconds / max(len(calls), 1) * 1e6, 1)
        report["speedup"] = round(ref_seconds / max(seconds, 1e-9), 2)
        report["same_verdicts"] = ref_verdicts == verdicts
    print(json.dumps(report))


if __name__ == "__main__":
    main()
