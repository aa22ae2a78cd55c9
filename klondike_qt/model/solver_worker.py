"""Runs the solver off the GUI thread ("still winnable?" and hints).

:class:`SolverWorker` owns a one-thread :class:`QThreadPool`. ``request(state,
generation)`` cancels the running search (cooperatively, through a
``threading.Event`` the solver polls) and queues a new one; the result comes
back through ``finished(generation, result)``, emitted on the thread the worker
lives in (the GUI thread), and only for the latest generation: results of
searches that were superseded are dropped.

Each search runs its best-first phase on the pool thread and, on a machine with
two cores or more, its depth-first search at the same time in the solver's
helper process (:mod:`klondike_qt.engine.solver_pool`); cancelling the one
cancels the other.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from ..engine.solver import Budget, SolveResult
from ..engine.solver_pool import solve_parallel
from ..engine.state import GameState

#: Default budget for "is the game still winnable?" (hints use the same search:
#: the result's first move).
DEFAULT_SECONDS = 2.0


class _Relay(QObject):
    """Lives in the worker's thread; signals emitted from the pool thread reach
    it through a queued connection."""

    done = Signal(object, int, object)


class _Search:
    """One search, handed to the pool as a plain callable (``job.run``). A Python
    ``QRunnable`` becomes a child of the pool's wrapper, and some were never
    released (one GameState per move kept for good); a callable is dropped once
    it has run."""

    def __init__(self, state: GameState, generation: int, budget: Budget,
                 cancel: threading.Event, relay: _Relay) -> None:
        self._state = state
        self._generation = generation
        self._budget = budget
        self._cancel = cancel
        self._relay = relay

    def run(self) -> None:  # on a pool thread
        # On two cores when the machine has them: the best-first phase here,
        # the depth-first search in the solver pool's helper process.
        result = solve_parallel(self._state, self._budget, self._cancel)
        self._relay.done.emit(self, self._generation, result)


class SolverWorker(QObject):
    """Background solver with cancel-and-replace requests.

    ``finished(generation, result)`` carries a
    :class:`~klondike_qt.engine.solver.SolveResult` for the most recent request.
    """

    finished = Signal(int, object)

    def __init__(self, seconds: float = DEFAULT_SECONDS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._seconds = seconds
        self._generation: int | None = None
        self._cancel = threading.Event()
        self._jobs: dict[int, _Search] = {}

    @property
    def seconds(self) -> float:
        """The time budget of each search."""
        return self._seconds

    def set_seconds(self, seconds: float) -> None:
        """Change the time budget of later searches."""
        if not seconds > 0:
            raise ValueError(f"the budget must be positive, not {seconds!r}")
        self._seconds = seconds

    def request(self, state: GameState, generation: int) -> None:
        """Search ``state``; any running search is cancelled and its result dropped."""
        self._cancel.set()
        self._cancel = threading.Event()
        self._generation = generation
        job = _Search(state, generation, Budget(seconds=self._seconds), self._cancel, self._relay)
        self._jobs[id(job)] = job
        self._pool.start(job.run)

    def cancel(self) -> None:
        """Cancel the running search; nothing is emitted for it."""
        self._cancel.set()
        self._generation = None

    def shutdown(self) -> None:
        """Cancel and wait for the worker thread to finish (call before quitting)."""
        self.cancel()
        self._pool.waitForDone()
        self._jobs.clear()

    @Slot(object, int, object)
    def _on_done(self, job: _Search, generation: int, result: SolveResult) -> None:
        self._jobs.pop(id(job), None)
        if generation != self._generation:
            return
        self.finished.emit(generation, result)
