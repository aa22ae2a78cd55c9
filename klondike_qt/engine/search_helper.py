"""The search helper process: any game's pure-Python search, away from the game's GUI.

Started by :class:`~klondike_qt.engine.search_process.SearchProcess` as
``python -m klondike_qt.engine.search_helper`` (a frozen build: the program
itself with ``--search-helper``), and served by the loop every helper shares
(:func:`klondike_qt.engine.helper_process.serve`: JSON lines on standard input
and output, the newest search only, ends when its input closes, nice 10).

Requests: ``{"solve": G, "solver": M, "state": P, "seconds": S, "nodes": N,
"sent": T}``: search position P (:func:`~klondike_qt.engine.search_process.dumps`)
with ``solve`` of the engine module M, for at most S seconds counted from the
wall-clock time T it was sent and N positions (``null``: no limit);
``{"cancel": G}``. Answers: ``{"solved": G, "result":
"solved|unsolvable|unknown", "moves": L, "nodes": N, "seconds": S}`` with the
winning line L (:func:`~klondike_qt.engine.search_process.dumps`), one per
search, cancelled, superseded and malformed ones included (``unknown``).
"""

from __future__ import annotations

import sys
import time
import traceback
from typing import Any, TextIO

from .helper_process import Inbox, serve
from .search_process import loads, result_to_json, solver_of
from .solving import Budget, SolveResult, Verdict

__all__ = ["main"]


def _search(data: dict[str, Any], inbox: Inbox) -> dict[str, Any]:
    generation = int(data["solve"])
    seconds = float(data["seconds"])
    # Time spent waiting for this process (its start, its last search) counts
    # (time.time, unlike the monotonic clock, is one clock for all processes).
    late = min(max(time.time() - float(data.get("sent", time.time())), 0.0), seconds)
    nodes = data.get("nodes")
    budget = Budget(seconds=seconds - late, nodes=None if nodes is None else int(nodes))
    if inbox.stale(generation):
        return _unknown(generation)
    try:
        solve = solver_of(str(data["solver"]))
        state = loads(data["state"])
    except ImportError as error:
        raise ValueError(error) from None
    try:
        result = solve(state, budget, lambda: inbox.stale(generation))
    except Exception:  # a solver's bug: said on standard error (discarded by the game), and unknown
        traceback.print_exc()
        result = SolveResult(Verdict.UNKNOWN)
    return result_to_json(generation, result)


def _unknown(generation: int) -> dict[str, Any]:
    return result_to_json(generation, SolveResult(Verdict.UNKNOWN))


def main(stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Serve searches until standard input closes."""
    return serve(_search, _unknown, stdin, stdout)


if __name__ == "__main__":
    sys.exit(main())
