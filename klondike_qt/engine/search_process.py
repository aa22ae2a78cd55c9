"""Any game's search in a helper process, so that it never holds this one's
interpreter lock (imports no game).

A pure-Python solver (Spider's, Yukon's, Pyramid's, TriPeaks' and Golf's)
holds the interpreter lock while it searches; on a thread of the game's own
process it starved the GUI thread: menus closed by themselves, frames froze
for a whole search (issue #28, item 12). :func:`.searches.in_helper` wraps such a
game's ``solve`` into one with the same signature
(:data:`~klondike_qt.engine.solving.Solve`) that runs the search in a helper
process (:mod:`.search_helper`) and only waits for its answer here, looking
at its cancel every ``_POLL_SECONDS``: the waiting holds no lock.

What crosses the pipe (:mod:`.helper_process`'s JSON lines): the request names
the game (a key of :data:`.searches.SEARCHES`) and carries the position, and the
answer the winning line, as plain JSON (:mod:`.position_codec`: every game's
positions and moves are immutable engine objects; each end rebuilds only the
classes of that game's table, and nothing in a line is imported or run).

- **Budget**: the helper's search gets the caller's seconds and positions,
  counted from when the request was sent; a budget without seconds (or
  ``None``) is searched here, on the calling thread: nothing would bound the wait.
- **Cancel, supersede**: a cancelled search answers ``UNKNOWN`` at once and
  tells the helper, whose search stops within a few positions; a newer request
  stops the older search in the helper too. Searches from several threads run
  one after the other (each waiting looks at its cancel and its clock).
- **A helper that fails** (killed, or silent ``_GRACE_SECONDS`` past the
  search's deadline: stopped, frozen) fails only the search it was running: that
  one answers ``UNKNOWN`` (the worker's next, longer search asks again), the helper
  is killed, and the next search starts a new one. A helper that cannot be
  started, or ``_GIVE_UP_AFTER`` helpers failing in a row, and the searches run
  here, on the calling thread, as before helpers existed: slower for the GUI,
  but answered. After :meth:`SearchProcess.close` (quitting) too.
"""

from __future__ import annotations

import atexit
import sys
import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from .helper_process import HelperProcess, helper_command
from .position_codec import decode, encode
from .solving import Budget, Cancel, SolveResult, Verdict, as_cancel

__all__ = ["HELPER_FLAG", "InHelper", "SearchProcess", "default_search_process", "result_from_json",
           "result_to_json"]

#: The command-line flag that makes a frozen build run the search helper.
HELPER_FLAG = "--search-helper"
_HELPER_MODULE = "klondike_qt.engine.search_helper"
#: How long a search waits past its deadline for the helper's answer before it
#: takes the helper for frozen (the searches look at their clock every few
#: hundred positions, and a new helper needs a moment to start).
_GRACE_SECONDS = 1.0
#: How often a search waiting for the helper looks at its cancel.
_POLL_SECONDS = 0.02
#: How often a search waiting for another thread's search looks at its cancel.
_LOCK_POLL_SECONDS = 0.05
#: After this many helpers in a row failed their search, the searches run here.
_GIVE_UP_AFTER = 3


def result_from_json(data: dict[str, Any], classes: Mapping[str, type]) -> SolveResult[Any]:
    """The :class:`SolveResult` of the helper's answer line (``ValueError`` if malformed)."""
    moves = decode(data["moves"], classes)
    if not isinstance(moves, list):
        raise ValueError("the moves are a list")
    return SolveResult(Verdict(data["result"]), tuple(moves), int(data["nodes"]), float(data["seconds"]))


def result_to_json(generation: int, result: SolveResult[Any]) -> dict[str, Any]:
    """The helper's answer line for search ``generation``."""
    return {"solved": generation, "result": result.outcome.value, "moves": encode(list(result.moves)),
            "nodes": result.nodes, "seconds": result.seconds}


class SearchProcess:
    """Runs searches in one helper process, one at a time (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._helper: HelperProcess[dict[str, Any]] | None = None
        self._counter = 0
        self._failures = 0  # helpers that failed their search, in a row
        self._closed = False

    # -- the helper --------------------------------------------------------------
    def _ready_helper(self) -> HelperProcess[dict[str, Any]] | None:
        """The running helper, started if need be; None: search here."""
        if self._closed or self._failures >= _GIVE_UP_AFTER or sys.is_finalizing():
            return None  # (at interpreter shutdown no thread may start)
        if self._helper is not None and not self._helper.running():
            self._drop_helper()
        if self._helper is None:
            try:
                # the answer line as read: each search decodes it with its game's classes
                self._helper = HelperProcess(helper_command(_HELPER_MODULE, HELPER_FLAG), _answer_line)
            except (OSError, ValueError, RuntimeError):  # RuntimeError: no new thread at shutdown
                self._helper = None
                self._failures = _GIVE_UP_AFTER  # it will not start next time either
            if self._closed:  # closed meanwhile, from another thread
                self._drop_helper()
        return self._helper

    def _drop_helper(self) -> None:
        helper, self._helper = self._helper, None
        if helper is not None:
            helper.stop()

    def start(self) -> bool:
        """Start the helper now rather than with the first search (tests,
        benchmarks). True if it runs."""
        with self._lock:
            return self._ready_helper() is not None

    @property
    def helper_pid(self) -> int | None:
        """The process id of the running helper, if any."""
        helper = self._helper
        return helper.pid if helper is not None and helper.alive else None

    def close(self) -> None:
        """Stop the helper (later searches run on the calling thread). Returns
        within about a second whatever the helper does; a search waiting for
        it on another thread answers ``UNKNOWN`` once it is gone."""
        self._closed = True
        self._drop_helper()

    # -- a search ----------------------------------------------------------------
    def solve(self, game: str, solve: Callable[..., SolveResult[Any]], classes: Mapping[str, type], state: Any,
              budget: Budget | float | None = None, cancel: Cancel = None) -> SolveResult[Any]:
        """``solve(state, budget, cancel)``, ``game``'s search (a key of
        :data:`.searches.SEARCHES`), in the helper (see the module's docstring for
        when it runs here instead); ``classes`` rebuild its answer."""
        if isinstance(budget, int | float):
            budget = Budget(seconds=float(budget))
        if budget is None or budget.seconds is None:
            return solve(state, budget, cancel)  # no deadline to bound the wait by
        stopped = as_cancel(cancel)
        started = time.monotonic()
        deadline = started + budget.seconds
        if stopped() or not self._acquire(stopped, deadline):
            # Cancelled, or a whole budget spent waiting for another search.
            return SolveResult(Verdict.UNKNOWN, (), 0, time.monotonic() - started)
        try:
            helper, generation = self._ask(game, state, budget)
            if helper is None:
                # No helper (closed, cannot start, failed too often): search
                # here, with what is left of the budget.
                left = Budget(seconds=max(deadline - time.monotonic(), 0.0), nodes=budget.nodes,
                              cores=budget.cores)
                return solve(state, left, cancel)
            return self._wait(helper, generation, stopped, deadline, started, classes)
        finally:
            self._lock.release()

    def _acquire(self, stopped: Callable[[], bool], deadline: float) -> bool:
        while not self._lock.acquire(timeout=_LOCK_POLL_SECONDS):
            if stopped() or time.monotonic() > deadline:
                return False
        return True

    def _ask(self, game: str, state: Any,
             budget: Budget) -> tuple[HelperProcess[dict[str, Any]] | None, int]:
        request = {"game": game, "state": encode(state), "seconds": budget.seconds,
                   "nodes": budget.nodes, "sent": time.time()}
        for _attempt in range(2):  # a helper whose input broke is replaced once
            helper = self._ready_helper()
            if helper is None:
                break
            self._counter += 1
            if helper.send({"solve": self._counter, **request}):
                return helper, self._counter
            self._drop_helper()
        return None, 0

    def _wait(self, helper: HelperProcess[dict[str, Any]], generation: int, stopped: Callable[[], bool],
              deadline: float, started: float, classes: Mapping[str, type]) -> SolveResult[Any]:
        try:
            while True:
                if stopped():
                    return SolveResult(Verdict.UNKNOWN, (), 0, time.monotonic() - started)
                line = helper.wait(generation, _POLL_SECONDS)
                if line is not None:
                    self._failures = 0
                    try:
                        answer = result_from_json(line, classes)
                    except (KeyError, TypeError, ValueError):  # not this game's line: unknown
                        return SolveResult(Verdict.UNKNOWN, (), 0, time.monotonic() - started)
                    return SolveResult(answer.outcome, answer.moves, answer.nodes,
                                       time.monotonic() - started)
                if not helper.running() or time.monotonic() > deadline + _GRACE_SECONDS:
                    # Killed, crashed, or stopped/frozen: this search is lost
                    # (unknown); the next one gets a new helper.
                    self._failures += 1
                    if helper is self._helper:
                        self._drop_helper()
                    return SolveResult(Verdict.UNKNOWN, (), 0, time.monotonic() - started)
        finally:
            helper.send({"cancel": generation})  # if it still searches
            helper.forget(generation)


def _answer_line(data: dict[str, Any]) -> dict[str, Any]:
    """The helper's answer line, as read (it names its search: ``"solved"``)."""
    if not isinstance(data, dict):
        raise ValueError("an answer is a JSON object")
    return data


_default: SearchProcess | None = None
_default_lock = threading.Lock()


def default_search_process() -> SearchProcess:
    """The process-wide helper, closed when the program ends."""
    global _default
    with _default_lock:
        if _default is None:
            _default = SearchProcess()
            atexit.register(_default.close)
        return _default


class InHelper:
    """A game's ``solve`` that searches in the helper (:func:`.searches.in_helper`)."""

    __slots__ = ("classes", "game", "solve")

    def __init__(self, game: str, solve: Callable[..., SolveResult[Any]], classes: Mapping[str, type]) -> None:
        self.game, self.solve, self.classes = game, solve, classes

    def __call__(self, state: Any, budget: Budget | float | None = None,
                 cancel: Cancel = None) -> SolveResult[Any]:
        return default_search_process().solve(self.game, self.solve, self.classes, state, budget, cancel)

    def __repr__(self) -> str:
        return f"in_helper({self.game!r})"
