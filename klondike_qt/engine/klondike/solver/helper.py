"""The solver's helper process: searches on the second core.

Started by :class:`~klondike_qt.engine.klondike.solver.pool.SolverPool` as
``python -m klondike_qt.engine.klondike.solver.helper`` (a frozen build: the program
itself with ``--solver-helper``). It speaks JSON lines, one object per line, on
its standard input and output (:mod:`.protocol`); nothing is ever decoded but
plain JSON.

Requests (standard input):

- ``{"solve": G, "state": {...}, "seconds": S, "nodes": N, "sent": T, "phases": P}``:
  search the position for at most S seconds (counted from the wall-clock time T
  it was sent) and N positions (``null``: no limit), with the phases P the pool
  chose (a :class:`~klondike_qt.engine.klondike.solver.search.Phases` value; without
  one, ``"restarts"``: randomised depth-first restarts only). A later request
  supersedes it.
- ``{"cancel": G}``: stop search G (and every earlier one).

Answers (standard output): ``{"solved": G, "result": "solved|unsolvable|unknown",
"moves": [...], "nodes": N, "seconds": S}``, one per search, superseded and
cancelled ones included (answering ``unknown``).

The helper ends when its standard input closes, that is when the program that
started it ends, however it ends. It runs at a lower priority (nice 10) than the game.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import sys
import threading
import time
from typing import Any, TextIO

from ...solving import Budget, SolveResult, Verdict
from ..moves import Move
from .protocol import result_to_json, state_from_json
from .search import Phases, run_phases

__all__ = ["main"]


class _Inbox:
    """What the reader thread has seen: the newest request and cancels."""

    def __init__(self) -> None:
        self.requests: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.newest = 0      # the newest search asked for
        self.cancelled = 0   # every search up to this one is cancelled
        self.closed = False  # standard input ended: the program is gone

    def stale(self, generation: int) -> bool:
        return self.closed or generation <= self.cancelled or generation < self.newest


def _read(stream: TextIO, inbox: _Inbox) -> None:  # the reader thread
    try:
        for line in stream:
            try:
                data = json.loads(line)
            except ValueError:
                continue
            if not isinstance(data, dict):
                continue
            if "cancel" in data:
                inbox.cancelled = max(inbox.cancelled, int(data["cancel"]))
            elif "solve" in data:
                inbox.newest = max(inbox.newest, int(data["solve"]))
                inbox.requests.put(data)
    except (OSError, ValueError):
        pass
    inbox.closed = True
    inbox.requests.put(None)


def _search(data: dict[str, Any], inbox: _Inbox) -> tuple[int, SolveResult[Move]]:
    generation = int(data["solve"])
    seconds = data.get("seconds")
    if seconds is not None:
        # Time spent waiting for this process or its last search counts
        # (time.time, unlike the monotonic clock, is one clock for all processes).
        late = min(max(time.time() - float(data.get("sent", time.time())), 0.0), float(seconds))
        seconds = float(seconds) - late
    nodes = data.get("nodes")
    budget = Budget(seconds=seconds, nodes=None if nodes is None else int(nodes))
    phases = Phases(data.get("phases", Phases.RESTARTS.value))
    if inbox.stale(generation):
        return generation, SolveResult(Verdict.UNKNOWN)
    state = state_from_json(data["state"])
    return generation, run_phases(state, budget, lambda: inbox.stale(generation), phases)


def main(stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    if hasattr(os, "nice"):
        # A background search yields the processor to the game and to whatever
        # else the player runs (Windows: the pool starts it below normal).
        with contextlib.suppress(OSError):
            os.nice(10)
    inbox = _Inbox()
    threading.Thread(target=_read, args=(stdin, inbox), name="solver-helper-reader", daemon=True).start()
    while True:
        data = inbox.requests.get()
        if data is None:
            return 0
        try:
            generation, result = _search(data, inbox)
        except (KeyError, TypeError, ValueError):  # a malformed request: answer unknown
            generation, result = inbox.newest, SolveResult(Verdict.UNKNOWN)
        try:
            stdout.write(json.dumps(result_to_json(generation, result)) + "\n")
            stdout.flush()
        except (OSError, ValueError):
            return 0


if __name__ == "__main__":
    sys.exit(main())
