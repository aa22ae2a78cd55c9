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
The process plumbing is every helper's: :mod:`klondike_qt.engine.helper_process`.
"""

from __future__ import annotations

import sys
import time
from typing import Any, TextIO

from ...helper_process import Inbox, serve
from ...solving import Budget, SolveResult, Verdict
from .protocol import result_to_json, state_from_json
from .search import Phases, run_phases

__all__ = ["main"]


def _search(data: dict[str, Any], inbox: Inbox) -> dict[str, Any]:
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
        return result_to_json(generation, SolveResult(Verdict.UNKNOWN))
    state = state_from_json(data["state"])
    return result_to_json(generation, run_phases(state, budget, lambda: inbox.stale(generation), phases))


def _unknown(generation: int) -> dict[str, Any]:
    return result_to_json(generation, SolveResult(Verdict.UNKNOWN))


def main(stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Serve searches until standard input closes (the loop every helper shares:
    :func:`klondike_qt.engine.helper_process.serve`)."""
    return serve(_search, _unknown, stdin, stdout)


if __name__ == "__main__":
    sys.exit(main())
