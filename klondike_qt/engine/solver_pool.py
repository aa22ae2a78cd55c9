"""The solver on two cores: two searches side by side.

:func:`~klondike_qt.engine.solver.solve` spends a share of its budget on the
greedy best-first phase, then the rest on the exhaustive depth-first search, one
after the other on one core. Each phase decides deals the other does not (the
best-first one finds most wins fast, the depth-first one proves deals lost and
finds the wins that need a long detour), and both gain from more time. Measured
on the 111 deals the benchmark left undecided with 2 s on one core (40 draw 1,
71 draw 3): the best-first phase alone for 2 s decided 3 and 4 of them, the
depth-first search alone for 2 s 8 and 8, the two together 9 and 10.

:class:`SolverPool` runs the calling thread's search,
:attr:`~klondike_qt.engine.solver.Phases.COMPLEMENT`: the best-first phase for a
quarter of the budget, then short depth-first searches with random noise in
their move order, each skipping the positions the earlier ones proved lost.
A helper process (:mod:`~klondike_qt.engine.solver_helper`) runs such
randomised depth-first searches for the whole budget, with other seeds
(:attr:`~klondike_qt.engine.solver.Phases.RESTARTS`). The first decided answer
wins and the other search is cancelled.

Why restarts in the helper too, not one ordered exhaustive search: once the
restarts shared what they proved lost, the calling thread alone proved as many
deals lost as the ordered search (75 of the 500 draw-3 benchmark deals) and
the ordered search added only 2 deals to what it decided. Measured over the
benchmark's deals with 2 s each, helper and calling thread run apart, the deals
decided by one or the other: draw 3, 467 with the restarts in the helper
against 464 with the ordered search; on 400 other draw-3 deals (seed 2) 356
against 351; draw 1, 480 against 478.

The helper is one persistent process, started by the first search that lasts
longer than a moment (``_QUICK_SECONDS``), with its standard error discarded,
and spoken to in JSON lines over its standard input and output
(no ``multiprocessing``: nothing to clean up or to warn about when the game is
killed, and the helper ends by itself when its input closes). If the helper
cannot be started or dies, the search runs on one core, and a new helper is
started for the next one.
"""

from __future__ import annotations

import atexit
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO

from .solver import Budget, Cancel, Outcome, Phases, SolveResult, as_budget, as_cancel, solve
from .solver_helper import result_from_json, state_to_json
from .state import GameState

__all__ = ["SolverPool", "default_pool", "helper_command", "solve_parallel"]

#: How long the pool waits past the deadline for the helper's answer before
#: it gives up on it (the helper polls its clock every few hundred positions).
_GRACE_SECONDS = 0.5

#: Before the helper process is first needed, a search runs on this thread
#: alone for this long (most positions are won by then: the median deal takes
#: 10-20 ms); only a search that lasts longer starts the helper.
_QUICK_SECONDS = 0.15

#: The command-line flag that makes a frozen build run the helper.
HELPER_FLAG = "--solver-helper"


def helper_command() -> list[str]:
    """How to start the helper: this Python with the helper module, or a frozen
    program with :data:`HELPER_FLAG` (its launcher hands that to the helper)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, HELPER_FLAG]
    return [sys.executable, "-m", "klondike_qt.engine.solver_helper"]


class _Helper:
    """One helper process and the thread that reads its answers."""

    def __init__(self) -> None:
        flags = 0
        if sys.platform == "win32":
            flags = subprocess.CREATE_NO_WINDOW | subprocess.BELOW_NORMAL_PRIORITY_CLASS
        env = dict(os.environ)
        if not getattr(sys, "frozen", False):
            # The helper imports this very package, wherever it was imported from.
            root = str(Path(__file__).resolve().parents[2])
            env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        self.process = subprocess.Popen(
            helper_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, encoding="ascii", bufsize=1,
            env=env, creationflags=flags)
        self.answers: dict[int, SolveResult] = {}
        self.arrived = threading.Condition()
        self.alive = True
        threading.Thread(target=self._read, args=(self.process.stdout,),
                         name="solver-pool-reader", daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        try:
            for line in stream:
                try:
                    data = json.loads(line)
                    generation = int(data["solved"])
                    result = result_from_json(data)
                except (KeyError, TypeError, ValueError):
                    continue
                with self.arrived:
                    self.answers[generation] = result
                    self.arrived.notify_all()
        except (OSError, ValueError):
            pass
        with self.arrived:
            self.alive = False
            self.arrived.notify_all()

    def send(self, message: dict) -> bool:
        try:
            self.process.stdin.write(json.dumps(message) + "\n")
            self.process.stdin.flush()
            return True
        except (OSError, ValueError):
            return False

    def answer(self, generation: int) -> SolveResult | None:
        with self.arrived:
            return self.answers.get(generation)

    def wait(self, generation: int, timeout: float) -> SolveResult | None:
        with self.arrived:
            self.arrived.wait_for(lambda: generation in self.answers or not self.alive, timeout)
            return self.answers.pop(generation, None)

    def forget(self, generation: int) -> None:
        with self.arrived:
            for old in [g for g in self.answers if g <= generation]:
                del self.answers[old]

    def stop(self) -> None:
        try:
            self.process.stdin.close()  # the helper ends when its input closes
        except OSError:
            pass
        try:
            self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.process.kill()


class SolverPool:
    """Solves on two cores: here and in a helper process.

    Thread-safe: concurrent :meth:`solve` calls run one after the other.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._helper: _Helper | None = None
        self._counter = 0
        self._closed = False

    def _ready_helper(self) -> _Helper | None:
        if self._closed:
            return None
        if self._helper is not None and (not self._helper.alive or self._helper.process.poll() is not None):
            self._drop_helper()
        if self._helper is None:
            try:
                self._helper = _Helper()
            except (OSError, ValueError):
                self._helper = None
        return self._helper

    def _drop_helper(self) -> None:
        helper, self._helper = self._helper, None
        if helper is not None:
            helper.stop()

    def solve(self, state: GameState, budget: Budget | float | None = None,
              cancel: Cancel = None) -> SolveResult:
        """Like :func:`~klondike_qt.engine.solver.solve`, with both phases side
        by side. ``nodes`` counts the positions of both searches."""
        budget = as_budget(budget)
        if state.is_won:
            return SolveResult(Outcome.SOLVED, (), 0, 0.0)
        with self._lock:
            started = time.monotonic()
            if self._helper is None and not self._closed and (
                    budget.seconds is None or budget.seconds > _QUICK_SECONDS):
                # No helper yet: most positions are won within a few hundredths
                # of a second, so start one only for a search that lasts.
                quick = solve(state, Budget(seconds=_QUICK_SECONDS), cancel, Phases.FIRST)
                if quick.outcome is not Outcome.UNKNOWN or as_cancel(cancel)():
                    return SolveResult(quick.outcome, quick.moves, quick.nodes, time.monotonic() - started)
                if budget.seconds is not None:
                    budget = Budget(seconds=budget.seconds - (time.monotonic() - started), nodes=budget.nodes)
            helper = None
            for _attempt in range(2):  # a helper that died is replaced once
                helper = self._ready_helper()
                if helper is None:
                    break
                self._counter += 1
                generation = self._counter
                if helper.send({"solve": generation, "state": state_to_json(state),
                                "seconds": budget.seconds, "nodes": budget.nodes,
                                "sent": time.time()}):
                    break
                self._drop_helper()
                helper = None
            if helper is None:
                return solve(state, budget, cancel)
            try:
                return self._race(state, budget, as_cancel(cancel), helper, generation, started)
            finally:
                helper.send({"cancel": generation})  # if it still runs
                helper.forget(generation)
                if not helper.alive:
                    self._drop_helper()

    def _race(self, state: GameState, budget: Budget, stopped, helper: _Helper,
              generation: int, started: float) -> SolveResult:
        def stop_mine() -> bool:
            if stopped():
                return True
            theirs = helper.answer(generation)
            return theirs is not None and theirs.outcome is not Outcome.UNKNOWN

        raced = time.monotonic()
        mine = solve(state, budget, stop_mine, Phases.COMPLEMENT)
        if mine.outcome is not Outcome.UNKNOWN or stopped():
            return SolveResult(mine.outcome, mine.moves, mine.nodes, time.monotonic() - started)
        # Mine ran out of budget, or the helper answered first: take its answer.
        # (The helper's budget counts from its request, not from ``started``,
        # which is earlier when a quick search on this thread came first.)
        deadline = None if budget.seconds is None else raced + budget.seconds + _GRACE_SECONDS
        theirs = None
        while theirs is None and helper.alive:
            if stopped() or (deadline is not None and time.monotonic() > deadline):
                break
            theirs = helper.wait(generation, 0.02)
        if theirs is None or theirs.outcome is Outcome.UNKNOWN:
            nodes = mine.nodes + (theirs.nodes if theirs is not None else 0)
            return SolveResult(Outcome.UNKNOWN, (), nodes, time.monotonic() - started)
        return SolveResult(theirs.outcome, theirs.moves, mine.nodes + theirs.nodes,
                           time.monotonic() - started)

    def start(self) -> bool:
        """Start the helper process now rather than on the first long search
        (benchmarks do, so that its start-up is not timed). True if it runs."""
        with self._lock:
            return self._ready_helper() is not None

    @property
    def helper_pid(self) -> int | None:
        """The process id of the running helper, if any."""
        helper = self._helper
        return helper.process.pid if helper is not None and helper.alive else None

    def close(self) -> None:
        """Stop the helper process (later calls solve on the calling thread)."""
        with self._lock:
            self._closed = True
            self._drop_helper()


_default: SolverPool | None = None
_default_lock = threading.Lock()


def default_pool() -> SolverPool | None:
    """The process-wide pool, or ``None`` on a machine with one core."""
    global _default
    if (os.cpu_count() or 1) < 2:
        return None
    with _default_lock:
        if _default is None:
            _default = SolverPool()
            atexit.register(_default.close)
        return _default


def solve_parallel(state: GameState, budget: Budget | float | None = None,
                   cancel: Cancel = None) -> SolveResult:
    """:func:`~klondike_qt.engine.solver.solve` on two cores when the machine
    has them (through :func:`default_pool`), else on this thread."""
    pool = default_pool()
    if pool is None:
        return solve(state, budget, cancel)
    return pool.solve(state, budget, cancel)
