"""The solver on two cores: its two phases side by side.

:func:`~klondike_qt.engine.solver.solve` spends a share of its budget on the
greedy best-first phase, then the rest on the exhaustive depth-first search, one
after the other on one core. Each phase decides deals the other does not (the
best-first one finds most wins fast, the depth-first one proves deals lost and
finds the wins that need a long detour), and both gain from more time. Measured
on the 111 deals the benchmark left undecided with 2 s on one core (40 draw 1,
71 draw 3): the best-first phase alone for 2 s decided 3 and 4 of them, the
depth-first search alone for 2 s 8 and 8, the two together 9 and 10.

:class:`SolverPool` runs the depth-first search in a helper process for the
whole budget while the calling thread runs the best-first phase (and the
depth-first search after it, should the best-first one run dry early). The
first decided answer wins and the other search is cancelled.

The helper is one persistent process, started on first use with the ``spawn``
method (no ``fork`` of a process that runs Qt threads; the same on every
platform; a frozen program must call ``multiprocessing.freeze_support()``). A
shared generation number cancels it: each request carries its own, and the
helper's search stops as soon as the shared value moves on. If the helper
cannot be started or dies, the pool falls back to :func:`solve` on the calling
thread (and tries a new helper next time).
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from .solver import Budget, Cancel, Outcome, Phases, SolveResult, as_budget, solve
from .state import GameState

__all__ = ["SolverPool", "default_pool", "solve_parallel"]

# In the helper process: the generation number shared with the pool.
_shared_generation = None

#: How long the pool waits past the deadline for the helper's answer before
#: it gives up on it (the helper polls its clock every few hundred positions).
_GRACE_SECONDS = 0.5


def _start_helper(generation) -> None:  # in the helper process
    global _shared_generation
    _shared_generation = generation


def _exhaustive(state: GameState, budget: Budget, generation: int,
                submitted: float) -> SolveResult:  # in the helper process
    shared = _shared_generation
    if budget.seconds is not None:
        # The time spent starting the helper or finishing its last search
        # (time.time, unlike the monotonic clock, is one clock for all processes).
        late = min(max(time.time() - submitted, 0.0), budget.seconds)
        budget = Budget(seconds=budget.seconds - late, nodes=budget.nodes)

    def superseded() -> bool:
        return shared.value != generation

    return solve(state, budget, superseded, Phases.EXHAUSTIVE)


def _cancel_callable(cancel: Cancel):
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


def _decided(future: Future) -> bool:
    """Whether a finished helper search answered SOLVED or UNSOLVABLE."""
    if future.cancelled() or future.exception() is not None:
        return False
    return future.result().outcome is not Outcome.UNKNOWN


class SolverPool:
    """Solves on two cores: best-first here, depth-first in a helper process.

    Thread-safe: concurrent :meth:`solve` calls run one after the other.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._executor: ProcessPoolExecutor | None = None
        self._generation = None  # multiprocessing.Value, created with the executor
        self._counter = 0
        self._closed = False

    def _helper(self) -> ProcessPoolExecutor | None:
        if self._closed:
            return None
        if self._executor is None:
            try:
                context = multiprocessing.get_context("spawn")
                self._generation = context.Value("q", 0, lock=False)
                self._executor = ProcessPoolExecutor(
                    max_workers=1, mp_context=context,
                    initializer=_start_helper, initargs=(self._generation,))
            except (OSError, ValueError, ImportError, NotImplementedError):
                self._executor = None
        return self._executor

    def _drop_helper(self) -> None:
        executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def solve(self, state: GameState, budget: Budget | float | None = None,
              cancel: Cancel = None) -> SolveResult:
        """Like :func:`~klondike_qt.engine.solver.solve`, with both phases side
        by side. ``nodes`` counts the positions of both searches."""
        budget = as_budget(budget)
        if state.is_won:
            return SolveResult(Outcome.SOLVED, (), 0, 0.0)
        with self._lock:
            started = time.monotonic()
            stopped = _cancel_callable(cancel)
            future: Future | None = None
            for _attempt in range(2):  # a helper that died is replaced once
                executor = self._helper()
                if executor is None:
                    break
                self._counter += 1
                generation = self._counter
                self._generation.value = generation
                try:
                    future = executor.submit(_exhaustive, state, budget, generation, time.time())
                    break
                except RuntimeError:  # BrokenProcessPool: the helper died
                    self._drop_helper()
            if future is None:
                return solve(state, budget, cancel)
            try:
                return self._race(state, budget, stopped, future, started)
            finally:
                self._generation.value = 0  # cancels the helper if it still runs
                if future.done() and not future.cancelled() and future.exception() is not None:
                    self._drop_helper()

    def _race(self, state: GameState, budget: Budget, stopped, future: Future,
              started: float) -> SolveResult:
        def stop_mine() -> bool:
            return stopped() or (future.done() and _decided(future))

        mine = solve(state, budget, stop_mine, Phases.FIRST)
        if mine.outcome is not Outcome.UNKNOWN or stopped():
            return self._timed(mine, started)
        # Mine ran out of budget, or the helper answered first: take its answer.
        deadline = None if budget.seconds is None else started + budget.seconds + _GRACE_SECONDS
        theirs = None
        while theirs is None:
            try:
                theirs = future.result(timeout=0.02)
            except FutureTimeout:
                if stopped() or (deadline is not None and time.monotonic() > deadline):
                    break
            except Exception:  # the helper died (BrokenProcessPool); dropped in solve()
                break
        if theirs is None or theirs.outcome is Outcome.UNKNOWN:
            nodes = mine.nodes + (theirs.nodes if theirs is not None else 0)
            return SolveResult(Outcome.UNKNOWN, (), nodes, time.monotonic() - started)
        return SolveResult(theirs.outcome, theirs.moves, mine.nodes + theirs.nodes,
                           time.monotonic() - started)

    @staticmethod
    def _timed(result: SolveResult, started: float) -> SolveResult:
        return SolveResult(result.outcome, result.moves, result.nodes, time.monotonic() - started)

    def close(self) -> None:
        """Stop the helper process (later calls solve on the calling thread)."""
        with self._lock:
            self._closed = True
            if self._generation is not None:
                self._generation.value = -1
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
