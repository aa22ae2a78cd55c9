"""What the FreeCell and Spider solvers share: the answer they give and the
budget they search within (Klondike's solver has its own, in :mod:`.solver`)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol, Self

from .solver.values import Verdict


@dataclass(frozen=True, slots=True)
class LineResult[M]:
    """A solver's answer: ``outcome``, the winning ``moves`` when solved, the
    positions it expanded and the seconds it took."""

    outcome: Verdict
    moves: tuple[M, ...] = ()
    positions: int = 0
    seconds: float = 0.0

    @property
    def first_move(self) -> M | None:
        return self.moves[0] if self.moves else None


@dataclass(slots=True)
class SearchBudget:
    """Positions, a deadline (``time.monotonic()``) and a cancel callback: the
    search stops at whichever comes first."""

    max_positions: int
    deadline: float | None = None
    cancelled: Callable[[], bool] | None = None

    def spent(self, positions: int) -> bool:
        if positions >= self.max_positions:
            return True
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return True
        return self.cancelled is not None and self.cancelled()


class _Playable(Protocol):
    def apply(self, move: Any) -> Self: ...


def replay[S: _Playable](state: S, moves: Iterable[object]) -> S:
    """Play ``moves`` from ``state`` through the game's own rules (tests and tools)."""
    for move in moves:
        state = state.apply(move)
    return state
