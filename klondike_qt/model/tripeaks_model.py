"""TriPeaksModel: the TriPeaks game in progress (the rule book, ``rules-tripeaks.md``).

It is a :class:`~.model_base.GameModelBase` (the undo stack, the history, the
clock, the signals, the saves) over the engine's
:class:`~klondike_qt.engine.tripeaks.TriPeaksState`; after every change it
emits one :class:`TriPeaksChange`. A play (with the cards it turned up) or a
draw is one undo step; undo restores the score and the streak exactly.

The table as the views see it: the four rows of the peaks (row 1, the three
peak tops, first), the stock and the waste, each a :class:`TriPeaksPile`. A
card put down anywhere but on the waste is refused as a :class:`WasteOnly`
(the waste is the only place a card goes; the keyboard says so).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.cards import Card
from ..engine.tripeaks import (
    MAX_TRIPEAKS_DEAL,
    TriPeaksIllegal,
    TriPeaksReason,
    TriPeaksSave,
    TriPeaksState,
    WasteMove,
    apply,
    change,
    hint_order,
    new_tripeaks,
    row_and_number,
    tripeaks_status,
)
from ..engine.tripeaks import (
    TriPeaksChange as EngineChange,
)
from .model_base import ChangeBase
from .waste_model import WasteGameModel, WastePile


class TriPeaksPile(WastePile):
    """A pile of the table: a row (``number`` 1–4, row 1 the peak tops), the stock or the waste."""

    __slots__ = ()


ROWS = tuple(TriPeaksPile("row", n) for n in range(1, 5))
STOCK = TriPeaksPile("stock")
WASTE = TriPeaksPile("waste")
#: Every pile in reading order: the rows from the peak tops down, the stock, the waste.
PILES = (*ROWS, STOCK, WASTE)


def row_of(index: int) -> TriPeaksPile:
    """The row pile of tableau place ``index``."""
    return ROWS[row_and_number(index)[0] - 1]


@dataclass(frozen=True, slots=True)
class TriPeaksTransition:
    """What one move did: the engine's :class:`~klondike_qt.engine.tripeaks.TriPeaksChange`
    with the piles it touched (``source``: the card's row, or the stock)."""

    change: EngineChange
    #: The tableau place the card left (None: a draw).
    place: int | None

    @property
    def move(self) -> WasteMove:
        return self.change.move

    @property
    def cards(self) -> tuple[Card, ...]:
        return (self.change.card,)

    @property
    def source(self) -> TriPeaksPile:
        return STOCK if self.place is None else row_of(self.place)

    @property
    def target(self) -> TriPeaksPile:
        return WASTE

    @property
    def touched(self) -> tuple[TriPeaksPile, ...]:
        if self.place is None:
            return (STOCK, WASTE)
        row = row_and_number(self.place)[0]
        above = (ROWS[row - 2],) if row > 1 else ()  # the cards it turned up lie one row up
        return (ROWS[row - 1], *above, WASTE)


@dataclass(frozen=True, slots=True, eq=False)
class TriPeaksChange(ChangeBase[TriPeaksState, TriPeaksTransition, TriPeaksPile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`)."""

    every_pile = PILES


class WasteOnly(ValueError):
    """A card put down anywhere but on the waste (the keyboard's drop, a drag):
    only the waste takes cards. ``pile`` is where it was put down."""

    def __init__(self, card: Card, pile: TriPeaksPile) -> None:
        self.card = card
        self.pile = pile
        super().__init__(f"{card} can only go onto the waste, not {pile.kind} {pile.number}")


class CoveredCard(TriPeaksIllegal):
    """The engine's refusal of a covered card, knowing which of the cards on
    it the player sees (``shown``: face up), so that no hidden face is told."""

    def __init__(self, error: TriPeaksIllegal, state: TriPeaksState) -> None:
        super().__init__(error.reason, error.move, error.other, error.needs, error.covered_by)
        self.shown = tuple(state.is_free(index) for card in error.covered_by
                           if (index := state.index_of(card)) is not None)


class TriPeaksModel(WasteGameModel[TriPeaksState, WasteMove, TriPeaksTransition, TriPeaksSave]):
    """The TriPeaks game in progress. Every player action goes through here."""

    game = "tripeaks"
    illegal = TriPeaksIllegal
    change_type = TriPeaksChange
    move_type = WasteMove
    save_type = TriPeaksSave
    dealer = staticmethod(new_tripeaks)
    max_deal = MAX_TRIPEAKS_DEAL
    rules = staticmethod(apply)
    status_rule = staticmethod(tripeaks_status)
    hints = staticmethod(hint_order)

    def _apply(self, state: TriPeaksState, move: WasteMove) -> TriPeaksState:
        try:
            return apply(state, move)
        except TriPeaksIllegal as error:
            if error.reason is TriPeaksReason.FACE_DOWN:
                raise CoveredCard(error, state) from error
            raise

    def _transition(self, before: TriPeaksState, move: WasteMove, after: TriPeaksState) -> TriPeaksTransition:
        return TriPeaksTransition(change(before, move), None if move.card is None else before.index_of(move.card))
