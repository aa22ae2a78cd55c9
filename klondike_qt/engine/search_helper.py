"""The search helper process: any game's pure-Python search, away from the game's GUI.

Started by :class:`~klondike_qt.engine.search_process.SearchProcess` as
``python -m klondike_qt.engine.search_helper`` (a frozen build: the program
itself with ``--search-helper``), and served by the loop every helper shares
(:func:`klondike_qt.engine.helper_process.serve`: JSON lines on standard input
and output, the newest search only, ends when its input closes, nice 10).

Requests: ``{"solve": G, "game": M, "state": P, "seconds": S, "nodes": N,
"sent": T}``: search position P (JSON, :mod:`~klondike_qt.engine.position_codec`)
with the ``solve`` of game M (:data:`~klondike_qt.engine.searches.SEARCHES`), for at most S seconds counted from the
wall-clock time T it was sent and N positions (``null``: no limit);
``{"cancel": G}``. Answers: ``{"solved": G, "result":
"solved|unsolvable|unknown", "moves": L, "nodes": N, "seconds": S}`` with the
winning line L (JSON as P), one per
search, cancelled, superseded and malformed ones included (``unknown``).
"""

from __future__ import annotations

import dataclasses
import sys
import time
import traceback
from typing import Any, TextIO

from .helper_process import Inbox, serve
from .position_codec import decode
from .search_process import result_to_json
from .searches import SEARCHES
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
    search = SEARCHES.get(str(data.get("game")))
    if search is None:
        raise ValueError(f"no such game: {data.get('game')!r}")
    state = decode(data["state"], search.classes)
    if not dataclasses.is_dataclass(state):  # a position is one of the game's dataclasses
        raise ValueError("not a position")
    solve = search.solve
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
