"""What every game's solver is asked and what it answers (imports no game).

Each game's engine has one entry point with one signature::

    solve(state, budget=None, cancel=None) -> SolveResult[ItsMove]

(Klondike's in :mod:`.solver`, FreeCell's in :mod:`.freecell.solver`,
Spider's in :mod:`.spider.solver`); the worker, the hints, "still winnable?"
and the tools call it the same way whatever the game.

- :class:`Budget`: how long a search may run (seconds, positions) and on how
  many cores; ``None`` stands for the game's default budget, a number for
  that many seconds.
- :class:`SolveResult`: the :class:`Verdict` (solved, unsolvable, unknown),
  the winning line when solved, the positions visited, the seconds taken.
- :data:`Cancel`: a callable returning True or a ``threading.Event``, polled
  by the search; once it says stop, the answer is ``UNKNOWN``.
- :class:`Limits`: a running search's budget, which the searches poll.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol, Self

__all__ = ["Budget", "Cancel", "Limits", "Solve", "SolveResult", "Verdict", "as_budget", "as_cancel",
           "replay"]


class Verdict(Enum):
    """What the search found out about a position: a winning line
    (``SOLVED``); no win, every reachable position seen (``UNSOLVABLE``);
    nothing, the budget ran out or the search was cancelled (``UNKNOWN``)."""

    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SolveResult[M]:
    """A solver's answer. ``moves`` is the winning line (the game's moves,
    automatic ones included) when ``outcome`` is ``SOLVED``, else empty;
    ``nodes`` the positions the search visited, ``seconds`` the time it took.

    (Build one as ``SolveResult(...)``: a subscripted frozen dataclass with
    slots cannot be called.)"""

    outcome: Verdict
    moves: tuple[M, ...] = ()
    nodes: int = 0
    seconds: float = 0.0

    @property
    def first_move(self) -> M | None:
        """The first move of the winning line (``None`` if not solved or already won)."""
        return self.moves[0] if self.moves else None


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a search may run: wall-clock ``seconds`` and/or visited
    ``nodes`` (positions; ``None`` = no limit on that measure), and how many
    ``cores`` it may use (a game whose search runs on one core ignores more)."""

    seconds: float | None = 2.0
    nodes: int | None = None
    cores: int = 1

    def __post_init__(self) -> None:
        if self.cores < 1:
            raise ValueError(f"a search needs at least one core, not {self.cores!r}")


#: Something the search polls to learn it should stop: a callable returning
#: True, or a ``threading.Event`` that is set.
Cancel = Callable[[], bool] | threading.Event | None


#: A game's solver, ``solve(state, budget, cancel)`` (the worker's view of it).
Solve = Callable[[Any, Budget, Cancel], SolveResult[Any]]


def as_cancel(cancel: Cancel) -> Callable[[], bool]:
    """The :data:`Cancel` as a callable returning True once the search should stop."""
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    if cancel is None:
        return lambda: False
    return cancel


def as_budget(budget: Budget | float | None, default: Budget | None = None) -> Budget:
    """A :class:`Budget` from a budget, a number of seconds, or ``None`` (the
    game's ``default``, else ``Budget()``)."""
    if budget is None:
        return Budget() if default is None else default
    if isinstance(budget, Budget):
        return budget
    return Budget(seconds=float(budget))


class SearchStopped(Exception):
    """Raised inside a search when :meth:`Limits.spent` says stop: the budget
    ran out or the search was cancelled (the search answers ``UNKNOWN``)."""


class Limits:
    """A running search's budget: the positions it may visit, its deadline
    (``time.monotonic()``) and the cancel flag. The search counts positions
    and asks :meth:`spent` now and then; whichever limit comes first stops it."""

    __slots__ = ("cancelled", "deadline", "nodes", "started")

    def __init__(self, budget: Budget, cancel: Cancel = None) -> None:
        self.started = time.monotonic()
        self.deadline = None if budget.seconds is None else self.started + budget.seconds
        self.nodes = budget.nodes
        self.cancelled = as_cancel(cancel)

    def spent(self, nodes: int) -> bool:
        """Whether a search that has visited ``nodes`` positions must stop."""
        if self.nodes is not None and nodes >= self.nodes:
            return True
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return True
        return self.cancelled()

    def elapsed(self) -> float:
        """Seconds since the search started."""
        return time.monotonic() - self.started

    def result[M](self, outcome: Verdict, moves: tuple[M, ...], nodes: int) -> SolveResult[M]:
        """The answer, timed from the start of the search."""
        return SolveResult(outcome, moves, nodes, self.elapsed())


class _Playable(Protocol):
    def apply(self, move: Any) -> Self: ...


def replay[S: _Playable](state: S, moves: Iterable[object]) -> S:
    """Play ``moves`` from ``state`` through the game's own rules (tests and tools)."""
    for move in moves:
        state = state.apply(move)
    return state
