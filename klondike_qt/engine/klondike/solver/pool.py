"""The solver on two cores: two searches side by side.

The one-core search spends a share of its budget on the greedy best-first
phase, then the rest on the exhaustive depth-first search, one after the other.
Each phase decides deals the other does not, and both gain from more time, so
:class:`SolverPool` runs two searches at once: on the calling thread the
best-first phase for a quarter of the budget, then short depth-first searches
with random noise in their move order, each skipping the positions the earlier
ones proved lost (:attr:`~.search.Phases.COMPLEMENT`); in a helper process
(:mod:`.helper`) such randomised depth-first searches for the whole budget, with
other seeds (:attr:`~.search.Phases.RESTARTS`). The pool decides what each side
runs; the first decided answer wins and the other search is cancelled. Why this
split (the measurements): NOTES.md, "Two cores".

The helper is one persistent process, started by the first search that lasts
longer than a moment (``_QUICK_SECONDS``), with its standard error discarded,
and spoken to in JSON lines over its standard input and output
(:class:`~klondike_qt.engine.helper_process.HelperProcess`, which every helper
shares: no ``multiprocessing``, and the helper ends by itself when its input
closes). If the helper
cannot be started or dies, the search runs on one core, and a new helper is
started for the next one.

Whatever the helper does (stopped, frozen, dead), nothing here waits on it
for long: requests go through a writer thread that keeps only the newest one
(a newer search supersedes an older one), a search waits for the helper's
answer at most ``_GRACE_SECONDS`` past its own deadline, and :meth:`SolverPool.close`
kills a helper that has not ended half a second after its input closed.
"""

from __future__ import annotations

import atexit
import os
import sys
import threading
import time
from collections.abc import Callable

from ...helper_process import HelperProcess
from ...helper_process import helper_command as process_command
from ...solving import Budget, Cancel, SolveResult, Verdict, as_budget, as_cancel
from ..moves import Move
from ..state import GameState
from .protocol import result_from_json, state_to_json
from .search import Phases, run_phases

__all__ = ["HELPER_FLAG", "SolverPool", "default_pool", "helper_command"]

#: How long the pool waits past the deadline for the helper's answer before
#: it gives up on it (the helper looks at its clock every 16 positions).
_GRACE_SECONDS = 0.5

#: Before the helper process is first needed, a search runs on this thread
#: alone for this long (most positions are won by then: the median deal takes
#: 10-20 ms); only a search that lasts longer starts the helper.
_QUICK_SECONDS = 0.15

#: How often a search waiting for the pool (another thread's search holds it)
#: looks at its cancel and its clock.
_LOCK_POLL_SECONDS = 0.05

#: The command-line flag that makes a frozen build run the helper.
HELPER_FLAG = "--solver-helper"


def helper_command() -> list[str]:
    """How to start the helper: this Python with the helper module, or a frozen
    program with :data:`HELPER_FLAG` (its launcher hands that to the helper)."""
    return process_command("klondike_qt.engine.klondike.solver.helper", HELPER_FLAG)


def _start_helper() -> HelperProcess[SolveResult[Move]]:
    return HelperProcess(helper_command(), result_from_json)


class SolverPool:
    """Solves on two cores: here and in a helper process.

    Thread-safe: concurrent :meth:`solve` calls run one after the other. One
    that waits for another looks at its own cancel meanwhile, and after waiting
    a whole budget answers ``UNKNOWN``: a search held up elsewhere (its thread
    stopped in a debugger, or hung) never blocks the caller for longer.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._helper: HelperProcess[SolveResult[Move]] | None = None
        self._counter = 0
        self._closed = False

    def _ready_helper(self) -> HelperProcess[SolveResult[Move]] | None:
        if self._closed or sys.is_finalizing():
            return None  # at interpreter shutdown no thread may start: search in this one
        if self._helper is not None and (not self._helper.alive or self._helper.process.poll() is not None):
            self._drop_helper()
        if self._helper is None:
            try:
                self._helper = _start_helper()
            except (OSError, ValueError, RuntimeError):  # RuntimeError: no new thread at shutdown
                self._helper = None
            if self._closed:  # closed meanwhile, from another thread
                self._drop_helper()
        return self._helper

    def _drop_helper(self) -> None:
        helper, self._helper = self._helper, None
        if helper is not None:
            helper.stop()

    def solve(self, state: GameState, budget: Budget | float | None = None,
              cancel: Cancel = None) -> SolveResult[Move]:
        """Like :func:`~klondike_qt.engine.klondike.solver.solve`, with the two searches
        side by side. ``nodes`` counts the positions of both searches."""
        budget = as_budget(budget)
        if state.is_won:
            return SolveResult(Verdict.SOLVED, (), 0, 0.0)
        waited = time.monotonic()
        if not self._acquire(as_cancel(cancel), None if budget.seconds is None else waited + budget.seconds):
            # Cancelled, or a whole budget spent waiting for the other search.
            return SolveResult(Verdict.UNKNOWN, (), 0, time.monotonic() - waited)
        try:
            return self._solve_locked(state, budget, cancel)
        finally:
            self._lock.release()

    def _acquire(self, stopped: Callable[[], bool], deadline: float | None) -> bool:
        """Take the pool's lock, looking at the cancel and the clock while another
        search holds it; False, without the lock, once cancelled or past ``deadline``."""
        while not self._lock.acquire(timeout=_LOCK_POLL_SECONDS):
            if stopped() or (deadline is not None and time.monotonic() > deadline):
                return False
        return True

    def _solve_locked(self, state: GameState, budget: Budget, cancel: Cancel) -> SolveResult[Move]:
        started = time.monotonic()
        if self._helper is None and not self._closed and (
                budget.seconds is None or budget.seconds > _QUICK_SECONDS):
            # No helper yet: most positions are won within a few hundredths
            # of a second, so start one only for a search that lasts.
            quick = run_phases(state, Budget(seconds=_QUICK_SECONDS), cancel, Phases.FIRST)
            if quick.outcome is not Verdict.UNKNOWN or as_cancel(cancel)():
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
                            "sent": time.time(), "phases": Phases.RESTARTS.value}):
                break
            self._drop_helper()
            helper = None
        if helper is None:
            return run_phases(state, budget, cancel)
        try:
            return self._race(state, budget, as_cancel(cancel), helper, generation, started)
        finally:
            helper.send({"cancel": generation})  # if it still runs
            helper.forget(generation)
            if not helper.alive:
                self._drop_helper()

    def _race(self, state: GameState, budget: Budget, stopped: Callable[[], bool],
              helper: HelperProcess[SolveResult[Move]], generation: int, started: float) -> SolveResult[Move]:
        def stop_mine() -> bool:
            if stopped():
                return True
            theirs = helper.answer(generation)
            return theirs is not None and theirs.outcome is not Verdict.UNKNOWN

        raced = time.monotonic()
        mine = run_phases(state, budget, stop_mine, Phases.COMPLEMENT)
        if mine.outcome is not Verdict.UNKNOWN or stopped():
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
        if theirs is None or theirs.outcome is Verdict.UNKNOWN:
            nodes = mine.nodes + (theirs.nodes if theirs is not None else 0)
            return SolveResult(Verdict.UNKNOWN, (), nodes, time.monotonic() - started)
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
        """Stop the helper process (later calls solve on the calling thread).
        It does not wait for a search running on another thread (that one
        ends on its own, without the helper): it returns within about a
        second, whatever the helper does."""
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

