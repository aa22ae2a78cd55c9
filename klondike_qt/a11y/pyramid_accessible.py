"""Pyramid's board as accessible objects: the tree of :mod:`.tree_base` with
the seven rows of the pyramid, the stock and the waste as its piles, and
their cards as items (a row lists the cards still in it, left to right; the
stock shows its top card only, the others are not seen; the waste lists its
cards, the top one last, the only one that can take the focus). Each card's
name is what the focus says (:func:`.pyramid_narrator.focus_text`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget

from ..engine.cards import Card
from ..engine.pyramid import PyramidState
from ..model.pyramid_model import PYRAMID_PILES, PYRAMID_ROWS, STOCK, WASTE, PyramidPile
from . import pyramid_narrator as narrator
from .board_accessible import install
from .messages import pyramid as pmsg
from .tree_base import AccessibleTree

#: An index past any pile's end: a card off the table (removed, or unseen in the stock).
_OFF = 99


class PyramidTree(AccessibleTree[PyramidPile, Card]):
    """The pile, place and card interfaces of one Pyramid board."""

    def __init__(self, view: QWidget, state: Callable[[], PyramidState],
                 focus: Callable[[], tuple[PyramidPile, int | None]],
                 held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> None:
        self.state = state
        self.held = held
        self.brief = brief
        super().__init__(view, PYRAMID_PILES, focus, held)

    def item_keys(self, pile: PyramidPile) -> tuple[Card, ...]:
        state = self.state()
        if pile.is_row:
            return tuple(card for card in state.row(pile.number) if card is not None)
        if pile == STOCK:
            return state.stock[:1]
        return state.waste

    def locate(self, key: Card) -> tuple[PyramidPile, int]:
        state = self.state()
        place = state.place(key)
        if place is not None:
            row = PYRAMID_ROWS[place[0] - 1]
            return row, self.item_keys(row).index(key)
        if key in state.waste:
            return WASTE, state.waste.index(key)
        if key is state.stock_top:
            return STOCK, 0
        return (STOCK if key in state.stock else PYRAMID_ROWS[0]), _OFF

    def pile_name(self, pile: PyramidPile) -> str:
        return pmsg.py_pile_title(pile.kind, pile.number)

    def pile_description(self, pile: PyramidPile) -> str:
        state = self.state()
        if pile.is_row:
            return narrator.row_words(state, pile.number)
        return pmsg.py_reserve(state.stock_top, len(state.stock), state.waste_top, state.passes_left)

    def item_name(self, key: Card, pile: PyramidPile, index: int) -> str:
        return narrator.focus_text(self.state(), pile, key, self.brief(), self.held())

    def place_name(self, pile: PyramidPile) -> str:
        return narrator.focus_text(self.state(), pile, None, self.brief(), self.held())

    def item_rect(self, key: Card, pile: PyramidPile, index: int) -> QRectF | QRect | None:
        view = self.view
        return view.card_rect(key) if hasattr(view, "card_rect") else None

    def board_description(self) -> str:
        return pmsg.py_board_description()

    def focusable(self, key: Card, pile: PyramidPile, index: int) -> bool:
        return pile != WASTE or index == len(self.state().waste) - 1


def attach(view: QWidget, state: Callable[[], PyramidState], focus: Callable[[], tuple[PyramidPile, int | None]],
           held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> PyramidTree:
    """Expose a Pyramid board view as the accessible board and return its tree."""
    return install(PyramidTree(view, state, focus, held, brief))
