"""GolfModel: the Golf game in progress (the game seam: :mod:`..ui.games`).

A :class:`~.model_base.GameModelBase` over the engine's
:class:`~klondike_qt.engine.golf.GolfState`: seven columns, the stock and the
waste, as piles (:class:`GolfPile`: what the cursor, the board and the
accessible tree name); after every change it emits one :class:`GolfChange`.
Every play and every draw is one undo step.
"""

from __future__ import annotations

from dataclasses import dataclass

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
from ..engine.rules import Scoring
from .model_base import ChangeBase
from .waste_model import WasteGameModel, WastePile

__all__ = ["COLUMNS", "PILES", "STOCK", "WASTE", "GolfChange", "GolfModel", "GolfPile", "GolfTransition",
           "locate_pile", "pile_cards"]


class GolfPile(WastePile):
    """A place on the Golf table: a column (``number`` 1–7), the waste or the stock."""

    __slots__ = ()


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


@dataclass(frozen=True, slots=True, eq=False)
class GolfChange(ChangeBase[GolfState, GolfTransition, GolfPile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`)."""

    every_pile = PILES


class GolfModel(WasteGameModel[GolfState, WasteMove, GolfTransition, GolfSave]):
    """The Golf game in progress. Every player action goes through here. Its
    score (:meth:`record_score`) is in strokes: the cards left in the columns,
    or minus the stock left once won; no points scoring."""

    game = "golf"
    illegal = GolfIllegalMove
    change_type = GolfChange
    move_type = WasteMove
    save_type = GolfSave
    dealer = staticmethod(new_golf)
    max_deal = MAX_GOLF_DEAL
    rules = staticmethod(apply)
    status_rule = staticmethod(golf_status)
    hints = staticmethod(hint_order)
    points = Scoring.NONE

    def _transition(self, before: GolfState, move: WasteMove, after: GolfState) -> GolfTransition:
        return GolfTransition(transition(before, move, after))
