"""Runs the game's solver off the GUI thread ("still winnable?" and hints).

:class:`SolverWorker` is given the game's ``solve`` (every game's has the
signature of :data:`~klondike_qt.engine.solving.Solve`) and runs its searches
one after the other on a thread of its own. ``request(state,
generation)`` cancels the running search (cooperatively, through a
``threading.Event`` the solver polls) and queues a new one; the result comes
back through ``finished(generation, result)``, emitted on the thread the worker
lives in (the GUI thread), and only for the latest generation: results of
searches that were superseded are dropped.

Nothing waits for that thread without a bound. It is a plain Python thread, not
a :class:`QThreadPool`: a pool owned by the worker waits for its searches, without
limit, when it is deleted, and the test suite deadlocked on that in two ways. A
closed window deleted inside a Qt call that holds the interpreter lock (QTest's
waits deliver deferred deletions) waited there for a search that needed the lock.
And the garbage collector runs on whichever thread allocates, a search most: a
window collected on its own search thread had the pool wait for itself, in the
middle of a search holding Klondike's
:class:`~klondike_qt.engine.klondike.solver.SolverPool`, so the next two-core search
hung too. Deleting the worker now cancels its searches and waits for nothing;
:meth:`SolverWorker.shutdown` waits at most ``SHUTDOWN_SECONDS``.

Each search runs on the search thread with a budget of two cores: Klondike's
solver, on a machine with two cores or more, runs a second search of the same
position at the same time in its helper process
(:class:`klondike_qt.engine.klondike.solver.SolverPool`; cancelling the one cancels the
other); the other games' solvers use one. A pure-Python solver (Spider's, Yukon's,
Pyramid's, TriPeaks', Golf's) would hold the interpreter lock on this thread for the whole
search and starve the GUI thread, so its model hands the worker a ``solve`` that searches in
a helper process (:func:`klondike_qt.engine.searches.in_helper`): the search thread
only waits for the answer, looking at its cancel.

The worker keeps thinking while the player does: a search that ends
undecided is started again with twice the budget, up to ``max_seconds``
(2, 4, 8, then 16 s by default: half a minute at most per position), and each
result is emitted as it comes. Measured on the opening positions of the
benchmark's draw-3 deals (``bench/solver_bench.py --draws 3 --then 4,8,16``,
seeds 1 and 2): the first 2 s decide 93.4% and 90.2%; after 30 s 95.8% and
93.0% are decided.
"""

from __future__ import annotations

import atexit
import threading
import traceback
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..engine.solving import Budget, Solve, SolveResult, Verdict

#: Default budget for "is the game still winnable?" (hints use the same search:
#: the result's first move).
DEFAULT_SECONDS = 2.0
#: The longest search the worker goes on to while the answer is unknown.
DEFAULT_MAX_SECONDS = 16.0
#: How long :meth:`SolverWorker.shutdown` waits for the cancelled searches to end
#: (each solver looks at its cancel every few positions: they end in milliseconds).
SHUTDOWN_SECONDS = 1.0


#: Set when the program ends (before Python tears down the application): a search
#: still running then tells nobody (its relay's queued signal would reach a Qt
#: being destroyed).
_ENDING = threading.Event()
atexit.register(_ENDING.set)


class _Relay(QObject):
    """Lives in the worker's thread; signals emitted from the search thread reach
    it through a queued connection. A child of the worker: a search emits through
    it only while the worker's :class:`_Gate` is open."""

    done = Signal(object, int, object, bool)


class _Gate:
    """Open while the worker lives. The worker's ``destroyed`` (emitted before its
    children, the relay, are deleted) closes it under the lock a search holds while
    it emits: the relay is never deleted under an emit (a segfault in CI, when a
    window closed as its search ended). A plain object: it keeps nothing alive."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.open = True

    def close(self, *_args: object) -> None:
        with self.lock:
            self.open = False


class _SearchJob:
    """One search: its position, budgets, cancel and the relay it answers through
    (never the worker itself, so that a search does not keep the worker alive)."""

    def __init__(self, solve: Solve, state: Any, generation: int, seconds: float, max_seconds: float,
                 cancel: threading.Event, relay: _Relay, gate: _Gate) -> None:
        self._solve = solve
        self._state = state
        self._generation = generation
        self._seconds = seconds
        self._max_seconds = max_seconds
        self._cancel = cancel
        self._relay = relay
        self._gate = gate

    def cancel(self) -> None:
        self._cancel.set()

    def run(self) -> None:  # on the search thread
        seconds = self._seconds
        while True:
            if self._cancel.is_set():
                # Cancelled while it waited its turn (a move each, quickly): no search.
                result: SolveResult[Any] = SolveResult(Verdict.UNKNOWN)
            else:
                # On two cores when the game's solver can use them and the
                # machine has them (Klondike's: one here, one in its helper process).
                result = self._solve(self._state, Budget(seconds=seconds, cores=2), self._cancel)
            final = (result.outcome is not Verdict.UNKNOWN or self._cancel.is_set()
                     or seconds >= self._max_seconds)
            with self._gate.lock:
                if _ENDING.is_set() or not self._gate.open:
                    # The worker and its relay were deleted while this search ran
                    # (its window closed and collected, or the program is ending):
                    # nobody is left to tell.
                    return
                try:
                    self._relay.done.emit(self, self._generation, result, final)
                except RuntimeError:
                    return
            if final:
                return
            seconds = min(2 * seconds, self._max_seconds)


class _SearchThread:
    """The worker's queue of searches and the daemon thread that runs them one
    after the other; the thread ends when the queue is empty and a new one starts
    with the next search. A plain Python object: the worker's deletion waits for
    nothing, and it is not kept alive by its thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queue: deque[_SearchJob] = deque()
        self._thread: threading.Thread | None = None
        self._running: _SearchJob | None = None

    def start(self, job: _SearchJob) -> None:
        with self._lock:
            self._queue.append(job)
            if self._thread is not None:
                return  # the running thread takes it in turn
            thread = threading.Thread(target=self._run, name="solver-worker", daemon=True)
            try:
                thread.start()  # (its loop waits for this lock)
            except RuntimeError:  # no new thread at interpreter shutdown: nothing searched
                self._queue.clear()
                raise
            self._thread = thread

    def _run(self) -> None:  # the search thread
        while True:
            with self._lock:
                if not self._queue:
                    self._thread = self._running = None
                    return
                job = self._running = self._queue.popleft()
            try:
                job.run()
            except Exception:  # a solver's bug: said, and the next search still runs
                traceback.print_exc()

    def cancel_all(self) -> None:
        """Cancel the running search and every queued one (a queued one ends
        without searching, and answers nothing the worker uses)."""
        with self._lock:
            jobs = [*self._queue, *([self._running] if self._running is not None else [])]
        for job in jobs:
            job.cancel()

    def join(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for the queue to be done (never
        on the search thread itself); True if it is."""
        with self._lock:
            thread = self._thread
        if thread is None:
            return True
        if thread is threading.current_thread():
            return False
        thread.join(timeout)
        return not thread.is_alive()

    @property
    def busy(self) -> bool:
        """Whether a search is queued or running."""
        with self._lock:
            return self._thread is not None


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
        self._searches = _SearchThread()
        # Deleted (its window closed and collected, on whatever thread): the
        # searches stop. (Connected to the plain object, not to the worker.)
        self.destroyed.connect(self._searches.cancel_all)
        self._gate = _Gate()
        self.destroyed.connect(self._gate.close)
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
                         self._cancel, self._relay, self._gate)
        self._jobs[id(job)] = job
        self._searches.start(job)

    def cancel(self) -> None:
        """Cancel the running search; nothing is emitted for it."""
        self._cancel.set()
        self._generation = None
        self._thinking = False

    @property
    def searching(self) -> bool:
        """Whether a search is queued or still running (cancelled ones included)."""
        return self._searches.busy

    def shutdown(self) -> None:
        """Cancel, and wait at most ``SHUTDOWN_SECONDS`` for the search thread
        to finish (call before quitting); later requests are ignored, so no
        search outlives the application."""
        self._shut_down = True
        self.cancel()
        self._searches.cancel_all()
        self._searches.join(SHUTDOWN_SECONDS)
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
