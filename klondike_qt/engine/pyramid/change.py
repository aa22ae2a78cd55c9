"""What one Pyramid move did, for the player's ears and eyes: the cards
removed and the points, the rows emptied with their bonus, the cards it
freed, the card drawn or the pass a recycle began."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .state import REMOVAL_POINTS, ROW_BONUS, PyramidMove, PyramidState

__all__ = ["PyramidChange", "describe"]


@dataclass(frozen=True, slots=True)
class PyramidChange:
    """``removed``: the cards taken out (a draw: none), for ``points`` (5);
    ``rows_emptied``: the rows this move emptied (their bonus is
    :data:`~.state.ROW_BONUS`); ``freed``: pyramid cards free now and not
    before, in reading order; ``drawn``: the card a draw put on the waste;
    ``recycled``: the waste turned back into the stock, ``pass_number`` the
    pass now under way; ``score_delta``: all the points together."""

    move: PyramidMove
    removed: tuple[Card, ...]
    points: int
    rows_emptied: tuple[int, ...]
    freed: tuple[Card, ...]
    drawn: Card | None
    recycled: bool
    pass_number: int
    score_delta: int

    @property
    def bonus(self) -> int:
        return sum(ROW_BONUS[row] for row in self.rows_emptied)


def describe(before: PyramidState, move: PyramidMove, after: PyramidState) -> PyramidChange:
    """Describe the legal ``move`` that took ``before`` to ``after``."""
    was_free = set(before.free_cards())
    freed = tuple(card for card in after.free_cards() if card not in was_free)
    emptied = tuple(row for row in range(7, 0, -1) if after.row_is_empty(row) and not before.row_is_empty(row))
    drawn = after.waste_top if move.is_draw and before.stock else None
    return PyramidChange(move, move.cards, REMOVAL_POINTS if move.cards else 0, emptied, freed, drawn,
                         after.recycles > before.recycles, after.pass_number, after.score - before.score)
