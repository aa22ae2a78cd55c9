"""The solver's helper process: searches on the second core.

Started by :class:`~klondike_qt.engine.solver_pool.SolverPool` as
``python -m klondike_qt.engine.solver_helper`` (a frozen build: the program
itself with ``--solver-helper``). It speaks JSON lines, one object per line, on
its standard input and output; nothing is ever decoded but plain JSON.

Requests (standard input):

- ``{"solve": G, "state": {...}, "seconds": S, "nodes": N, "sent": T}``: search
  the position for at most S seconds (counted from the wall-clock time T it was
  sent) and N positions (``null``: no limit), with randomised depth-first
  restarts only (:attr:`~klondike_qt.engine.solver.Phases.RESTARTS`). A later
  request supersedes it.
- ``{"cancel": G}``: stop search G (and every earlier one).

Answers (standard output): ``{"solved": G, "result": "solved|unsolvable|unknown",
"moves": [...], "nodes": N, "seconds": S}``, one per search, superseded and
cancelled ones included (answering ``unknown``).

The helper ends when its standard input closes, that is when the program that
started it ends, however it ends. It runs at a lower priority (nice 10) than the game.
"""

from __future__ import annotations

import json
import os
import queue
import sys
import threading
import time
from typing import Any, TextIO

from .cards import Card
from .moves import Move
from .rules import Rules
from .solver import Budget, Outcome, Phases, SolveResult, solve
from .state import GameState

__all__ = ["main", "result_from_json", "result_to_json", "state_from_json", "state_to_json"]


def state_to_json(state: GameState) -> dict[str, Any]:
    """Everything the solver needs of a position, as JSON data."""
    return {
        "rules": state.rules.to_json(),
        "stock": [str(card) for card in state.stock],
        "waste": [str(card) for card in state.waste],
        "foundations": list(state.foundations),
        "tableau": [[str(card) for card in column] for column in state.tableau],
        "hidden": list(state.hidden),
        "passes": state.passes,
    }


def state_from_json(data: dict[str, Any]) -> GameState:
    """The position of :func:`state_to_json` (score and move count are not kept)."""
    return GameState(
        rules=Rules.from_json(data["rules"]),
        stock=tuple(Card.parse(text) for text in data["stock"]),
        waste=tuple(Card.parse(text) for text in data["waste"]),
        foundations=tuple(int(rank) for rank in data["foundations"]),
        tableau=tuple(tuple(Card.parse(text) for text in column) for column in data["tableau"]),
        hidden=tuple(int(count) for count in data["hidden"]),
        passes=int(data["passes"]),
    )


def result_to_json(generation: int, result: SolveResult) -> dict[str, Any]:
    return {"solved": generation, "result": result.outcome.value,
            "moves": [str(move) for move in result.moves],
            "nodes": result.nodes, "seconds": result.seconds}


def result_from_json(data: dict[str, Any]) -> SolveResult:
    return SolveResult(Outcome(data["result"]), tuple(Move.parse(text) for text in data["moves"]),
                       int(data["nodes"]), float(data["seconds"]))


class _Inbox:
    """What the reader thread has seen: the newest request and cancels."""

    def __init__(self) -> None:
        self.requests: queue.Queue = queue.Queue()
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


def _search(data: dict[str, Any], inbox: _Inbox) -> tuple[int, SolveResult]:
    generation = int(data["solve"])
    seconds = data.get("seconds")
    if seconds is not None:
        # Time spent waiting for this process or its last search counts
        # (time.time, unlike the monotonic clock, is one clock for all processes).
        late = min(max(time.time() - float(data.get("sent", time.time())), 0.0), float(seconds))
        seconds = float(seconds) - late
    nodes = data.get("nodes")
    budget = Budget(seconds=seconds, nodes=None if nodes is None else int(nodes))
    if inbox.stale(generation):
        return generation, SolveResult(Outcome.UNKNOWN)
    state = state_from_json(data["state"])
    return generation, solve(state, budget, lambda: inbox.stale(generation), Phases.RESTARTS)


def main(stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    if hasattr(os, "nice"):
        # A background search yields the processor to the game and to whatever
        # else the player runs (Windows: the pool starts it below normal).
        try:
            os.nice(10)
        except OSError:
            pass
    inbox = _Inbox()
    threading.Thread(target=_read, args=(stdin, inbox), name="solver-helper-reader", daemon=True).start()
    while True:
        data = inbox.requests.get()
        if data is None:
            return 0
        try:
            generation, result = _search(data, inbox)
        except (KeyError, TypeError, ValueError):  # a malformed request: answer unknown
            generation, result = inbox.newest, SolveResult(Outcome.UNKNOWN)
        try:
            stdout.write(json.dumps(result_to_json(generation, result)) + "\n")
            stdout.flush()
        except (OSError, ValueError):
            return 0


if __name__ == "__main__":
    sys.exit(main())
