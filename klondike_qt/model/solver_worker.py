"""Runs the game's solver off the GUI thread ("still winnable?" and hints).

:class:`SolverWorker` is given the game's ``solve`` (every game's has the
signature of :data:`~klondike_qt.engine.solving.Solve`) and owns a one-thread
:class:`QThreadPool`. ``request(state,
generation)`` cancels the running search (cooperatively, through a
``threading.Event`` the solver polls) and queues a new one; the result comes
back through ``finished(generation, result)``, emitted on the thread the worker
lives in (the GUI thread), and only for the latest generation: results of
searches that were superseded are dropped.

Each search runs on the pool thread with a budget of two cores: Klondike's
solver, on a machine with two cores or more, runs a second search of the same
position at the same time in its helper process
(:class:`klondike_qt.engine.klondike.solver.SolverPool`; cancelling the one cancels the
other); the other games' solvers use one.

The worker keeps thinking while the player does: a search that ends
undecided is started again with twice the budget, up to ``max_seconds``
(2, 4, 8, then 16 s by default: half a minute at most per position), and each
result is emitted as it comes. Measured on the opening positions of the
benchmark's draw-3 deals (``bench/solver_bench.py --draws 3 --then 4,8,16``,
seeds 1 and 2): the first 2 s decide 93.4% and 90.2%; after 30 s 95.8% and
93.0% are decided.
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from ..engine.solving import Budget, Solve, SolveResult, Verdict

#: Default budget for "is the game still winnable?" (hints use the same search:
#: the result's first move).
DEFAULT_SECONDS = 2.0
#: The longest search the worker goes on to while the answer is unknown.
DEFAULT_MAX_SECONDS = 16.0


class _Relay(QObject):
    """Lives in the worker's thread; signals emitted from the pool thread reach
    it through a queued connection."""

    done = Signal(object, int, object, bool)


class _SearchJob:
    """One search, handed to the pool as a plain callable (``job.run``). A Python
    ``QRunnable`` becomes a child of the pool's wrapper, and some were never
    released (one GameState per move kept for good); a callable is dropped once
    it has run."""

    def __init__(self, solve: Solve, state: Any, generation: int, seconds: float, max_seconds: float,
                 cancel: threading.Event, relay: _Relay) -> None:
        self._solve = solve
        self._state = state
        self._generation = generation
        self._seconds = seconds
        self._max_seconds = max_seconds
        self._cancel = cancel
        self._relay = relay

    def run(self) -> None:  # on a pool thread
        seconds = self._seconds
        while True:
            # On two cores when the game's solver can use them and the
            # machine has them (Klondike's: one here, one in its helper process).
            result = self._solve(self._state, Budget(seconds=seconds, cores=2), self._cancel)
            final = (result.outcome is not Verdict.UNKNOWN or self._cancel.is_set()
                     or seconds >= self._max_seconds)
            try:
                self._relay.done.emit(self, self._generation, result, final)
            except RuntimeError:
                # The worker and its relay were deleted while this search ran
                # (the program is ending): nobody is left to tell, and letting
                # the error out of a pool thread makes Qt print a warning.
                return
            if final:
                return
            seconds = min(2 * seconds, self._max_seconds)


class SolverWorker(QObject):
    """Background solver with cancel-and-replace requests.

    ``solve``: the game's solver. ``finished(generation, result)`` carries a
    :class:`~klondike_qt.engine.solving.SolveResult` for the most recent request:
    each search's, so an ``UNKNOWN`` may be followed by the answer of a longer
    search (see the module docstring).
    """

    finished = Signal(int, object)

    def __init__(self, solve: Solve, seconds: float = DEFAULT_SECONDS, parent: QObject | None = None,
                 max_seconds: float = DEFAULT_MAX_SECONDS) -> None:
        super().__init__(parent)
        self._solve = solve
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._seconds = seconds
        self._max_seconds = max_seconds
        self._generation: int | None = None
        self._cancel = threading.Event()
        self._jobs: dict[int, _SearchJob] = {}
        self._thinking = False
        self._shut_down = False

    @property
    def seconds(self) -> float:
        """The time budget of the first search of each request."""
        return self._seconds

    @property
    def max_seconds(self) -> float:
        """The budget of the longest search a request goes on to."""
        return self._max_seconds

    def set_seconds(self, seconds: float, max_seconds: float | None = None) -> None:
        """Change the time budgets of later requests (``max_seconds``: the
        longest search; by default unchanged, and never below ``seconds``)."""
        if not seconds > 0:
            raise ValueError(f"the budget must be positive, not {seconds!r}")
        self._seconds = seconds
        if max_seconds is not None:
            self._max_seconds = max_seconds

    @property
    def thinking(self) -> bool:
        """Whether the most recent request is still being searched (False
        once its last result came, or after ``cancel``)."""
        return self._thinking

    def request(self, state: Any, generation: int) -> None:
        """Search ``state``; any running search is cancelled and its result dropped.
        After :meth:`shutdown` nothing is searched (the game is quitting)."""
        self._cancel.set()
        if self._shut_down:
            return
        self._cancel = threading.Event()
        self._generation = generation
        self._thinking = True
        job = _SearchJob(self._solve, state, generation, self._seconds, max(self._seconds, self._max_seconds),
                         self._cancel, self._relay)
        self._jobs[id(job)] = job
        self._pool.start(job.run)

    def cancel(self) -> None:
        """Cancel the running search; nothing is emitted for it."""
        self._cancel.set()
        self._generation = None
        self._thinking = False

    def shutdown(self) -> None:
        """Cancel and wait for the worker thread to finish (call before quitting);
        later requests are ignored, so no search outlives the application."""
        self._shut_down = True
        self.cancel()
        self._pool.waitForDone()
        self._jobs.clear()

    @Slot(object, int, object, bool)
    def _on_done(self, job: _SearchJob, generation: int, result: SolveResult[Any], final: bool) -> None:
        if final:
            self._jobs.pop(id(job), None)
        if generation != self._generation:
            return
        if final:
            self._thinking = False
        self.finished.emit(generation, result)
