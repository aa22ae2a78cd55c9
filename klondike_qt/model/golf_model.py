"""GolfModel: the Golf game in progress (the game seam: :mod:`..ui.games`).

A :class:`~.model_base.GameModelBase` over the engine's
:class:`~klondike_qt.engine.golf.GolfState`: seven columns, the stock and the
waste, as piles (:class:`GolfPile`: what the cursor, the board and the
accessible tree name); after every change it emits one :class:`GolfChange`.
Every play and every draw is one undo step.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine.cards import Card
from ..engine.golf import (
    COLUMN_COUNT,
    MAX_GOLF_DEAL,
    GolfIllegalMove,
    GolfSave,
    GolfState,
    WasteMove,
    apply,
    golf_status,
    hint_order,
    new_golf,
    transition,
)
from ..engine.golf import GolfChange as GolfMoveChange
from ..engine.status import GameStatus
from .dealt_model import DealtGameModel
from .model_base import ChangeBase

if TYPE_CHECKING:
    from ..engine.solving import Solve

__all__ = ["COLUMNS", "PILES", "STOCK", "WASTE", "GolfChange", "GolfModel", "GolfPile", "GolfTransition",
           "locate_pile", "pile_cards"]


@dataclass(frozen=True, slots=True)
class GolfPile:
    """A place on the Golf table: ``kind`` "column" (``number`` 1–7), "waste" or "stock"."""

    kind: str
    number: int = 0

    @property
    def is_column(self) -> bool:
        return self.kind == "column"

    @property
    def is_waste(self) -> bool:
        return self.kind == "waste"

    @property
    def is_stock(self) -> bool:
        return self.kind == "stock"


COLUMNS = tuple(GolfPile("column", number) for number in range(1, COLUMN_COUNT + 1))
WASTE = GolfPile("waste")
STOCK = GolfPile("stock")
#: Every pile in reading order: the columns left to right, then the waste and the stock below them.
PILES = (*COLUMNS, WASTE, STOCK)


def pile_cards(state: GolfState, pile: GolfPile) -> tuple[Card, ...]:
    """A pile's cards, bottom first (the stock's next card last: it lies on top)."""
    if pile.is_column:
        return state.tableau[pile.number - 1]
    if pile.is_waste:
        return state.waste
    return tuple(reversed(state.stock))


def locate_pile(state: GolfState, card: Card) -> tuple[GolfPile, int]:
    """The pile ``card`` lies in and its index there (bottom first)."""
    for pile in PILES:
        cards = pile_cards(state, pile)
        if card in cards:
            return pile, cards.index(card)
    raise ValueError(f"{card} is not on the table")


@dataclass(frozen=True, slots=True)
class GolfTransition:
    """What one move did (the engine's :class:`~klondike_qt.engine.golf.GolfChange`) and the piles it touched."""

    change: GolfMoveChange

    @property
    def source(self) -> GolfPile:
        """Where the card came from: its column, or the stock."""
        return STOCK if self.change.is_draw else COLUMNS[self.change.column - 1]

    @property
    def target(self) -> GolfPile:
        return WASTE

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.change.card,)

    @property
    def touched(self) -> tuple[GolfPile, ...]:
        return self.source, WASTE


@dataclass(frozen=True, slots=True)
class GolfChange(ChangeBase[GolfState, GolfTransition, GolfPile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`)."""

    every_pile = PILES


class GolfModel(DealtGameModel[GolfState, WasteMove, GolfTransition, GolfSave]):
    """The Golf game in progress. Every player action goes through here."""

    game = "golf"
    illegal = GolfIllegalMove
    change_type = GolfChange
    move_type = WasteMove
    save_type = GolfSave
    dealer = staticmethod(new_golf)
    max_deal = MAX_GOLF_DEAL
    winnable_by_solver = True

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(new_golf(1), 1, parent)

    def _apply(self, state: GolfState, move: WasteMove) -> GolfState:
        return apply(state, move)

    def _status_of(self, state: GolfState) -> GameStatus:
        return golf_status(state)

    def _transition(self, before: GolfState, move: WasteMove, after: GolfState) -> GolfTransition:
        return GolfTransition(transition(before, move, after))




    def hint_order(self) -> list[WasteMove]:
        return hint_order(self._state)

    def solver(self) -> Solve:
        from ..engine.golf.solver import solve  # loaded after the window shows

        return solve

    def record_score(self) -> int:
        """Strokes: the cards left in the columns, or minus the stock left once won."""
        return self._state.score

