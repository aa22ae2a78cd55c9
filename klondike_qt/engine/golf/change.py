"""What one Golf move did, for the words after it ("Played 6 of hearts on
the 5 of clubs. Column 2 shows the 9 of spades. Next: a 5 or a 7. 27 cards
left in the columns." / "Turned the king of clubs: only a queen fits. 9 left
in the stock.") and for the board (which piles changed)."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..waste import WasteMove
from .state import GolfState

__all__ = ["GolfChange", "transition"]


@dataclass(frozen=True, slots=True)
class GolfChange:
    """One legal move: ``card`` the card played (or turned by a draw),
    ``onto`` the waste's top card it went on; ``column`` (1–7) it came from,
    0 for a draw; ``shows`` the column's new top card (None: the column is
    now empty, or a draw); ``needs`` the ranks that fit the new waste card;
    ``left`` and ``stock`` the cards left in the columns and in the stock;
    ``won`` whether it emptied the last column."""

    move: WasteMove
    card: Card
    onto: Card
    column: int
    shows: Card | None
    needs: tuple[int, ...]
    left: int
    stock: int
    won: bool

    @property
    def is_draw(self) -> bool:
        return self.column == 0


def transition(before: GolfState, move: WasteMove, after: GolfState) -> GolfChange:
    """Describe the legal ``move`` that took ``before`` to ``after``."""
    card = after.waste_top
    column = 0 if move.card is None else before.locate(card).column
    return GolfChange(move, card, before.waste_top, column, after.top(column) if column else None,
                      after.needs, after.left, after.stock_count, after.is_won)
