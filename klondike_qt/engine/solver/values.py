"""What a search is asked and what it answers: :class:`Budget`, :class:`Verdict`,
:class:`SolveResult`, and the :data:`Cancel` flag it polls."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..moves import Move

__all__ = ["Budget", "Cancel", "SolveResult", "Verdict", "as_budget", "as_cancel"]


class Verdict(Enum):
    """What the search found out about a position."""

    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The answer of :func:`~klondike_qt.engine.solver.solve`. ``moves`` is the
    winning line (engine moves, draws included) when ``outcome`` is ``SOLVED``,
    else empty."""

    outcome: Verdict
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0

    @property
    def first_move(self) -> Move | None:
        """The first move of the winning line (``None`` if not solved or already won)."""
        return self.moves[0] if self.moves else None


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a search may run: wall-clock ``seconds`` and/or visited ``nodes``
    (``None`` = no limit on that measure)."""

    seconds: float | None = 2.0
    nodes: int | None = None


#: Something the search polls to learn it should stop: a callable returning
#: True, or a ``threading.Event`` that is set.
Cancel = Callable[[], bool] | threading.Event | None


def as_cancel(cancel: Cancel) -> Callable[[], bool]:
    """The :data:`Cancel` as a callable returning True once the search should stop."""
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    if cancel is None:
        return lambda: False
    return cancel


def as_budget(budget: Budget | float | None) -> Budget:
    """A :class:`Budget` from a budget, a number of seconds, or ``None`` (the default)."""
    if budget is None:
        return Budget()
    if isinstance(budget, Budget):
        return budget
    return Budget(seconds=float(budget))
