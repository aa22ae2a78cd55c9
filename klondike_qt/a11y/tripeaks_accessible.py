"""TriPeaks' board as accessible objects: the tree of :mod:`.tree_base` with
TriPeaks' piles (the four rows of the peaks, the stock, the waste) and words
(:mod:`.tripeaks_narrator`). A row's items are its cards left, left to right,
face-down ones too (the focus rests on them: "Face-down card, peak 1, row 2,
…", never their face); the stock is its place; the waste's items are its
cards, its top card the one the focus rests on."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget

from ..engine.cards import CARDS, Card
from ..engine.tripeaks import WRAP, TriPeaksState, row_and_number
from ..model.tripeaks_cursor import row_places
from ..model.tripeaks_model import PILES, ROWS, STOCK, WASTE, TriPeaksPile
from . import messages as msg
from .board_accessible import install
from .messages import tripeaks as tmsg
from .tree_base import AccessibleTree
from .tripeaks_narrator import card_words, pile_summary, pile_words
from .waste_describe import waste_focus


class TriPeaksTree(AccessibleTree[TriPeaksPile, Card]):
    """The pile, place and card interfaces of one TriPeaks board."""

    def __init__(self, view: QWidget, state: Callable[[], TriPeaksState],
                 focus: Callable[[], tuple[TriPeaksPile, int | None]],
                 held: Callable[[], tuple[Card, ...]]) -> None:
        self.state = state
        self.held = held
        super().__init__(view, PILES, focus, held, CARDS)

    def item_keys(self, pile: TriPeaksPile) -> Sequence[Card]:
        state = self.state()
        if pile.is_stock:
            return ()
        if pile.is_waste:
            return state.waste
        return tuple(card for i in row_places(pile.number) if (card := state.tableau[i]) is not None)

    def locate(self, key: Card) -> tuple[TriPeaksPile, int]:
        state = self.state()
        index = state.index_of(key)
        if index is not None:
            pile = ROWS[row_and_number(index)[0] - 1]
            return pile, list(self.item_keys(pile)).index(key)
        if key in state.waste:
            return WASTE, state.waste.index(key)
        return STOCK, 0

    def pile_name(self, pile: TriPeaksPile) -> str:
        return tmsg.tp_pile_name(pile.kind, pile.number)

    def pile_description(self, pile: TriPeaksPile) -> str:
        return pile_summary(self.state(), pile)

    def item_name(self, key: Card, pile: TriPeaksPile, index: int) -> str:
        state = self.state()
        place = state.index_of(key)
        if place is not None:
            return card_words(state, place)
        if key != state.top:
            return msg.sentence_start(msg.card_name(key))  # a waste card under the top one
        return waste_focus(pile_words(state, pile), self.held(), state.top, WRAP)

    def place_name(self, pile: TriPeaksPile) -> str:
        return pile_words(self.state(), pile)  # the stock (the waste is never empty)

    def item_rect(self, key: Card, pile: TriPeaksPile, index: int) -> QRectF | QRect | None:
        view = self.view
        return view.card_rect(key) if hasattr(view, "card_rect") else None

    def board_description(self) -> str:
        return tmsg.tp_board_description()


def attach(view: QWidget, state: Callable[[], TriPeaksState],
           focus: Callable[[], tuple[TriPeaksPile, int | None]],
           held: Callable[[], tuple[Card, ...]]) -> TriPeaksTree:
    """Expose ``view`` as the accessible TriPeaks board and return its tree."""
    return install(TriPeaksTree(view, state, focus, held))
