"""Klondike's board, its 13 piles and 52 cards as accessible objects: the
tree of :mod:`.tree_base` (where its shape and the reasons for it are
measured) with Klondike's piles and words (:mod:`.klondike_describe`).

A face-down card is only "face-down card" and cannot take the focus, but the
stock's top card can: it is the focus on the stock, named as the stock."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget

from ..engine.cards import CARDS, Card
from ..engine.klondike import ALL_PILES, STOCK, GameState, Pile
from . import klondike_describe as describe
from . import messages
from .board_accessible import install
from .tree_base import AccessibleTree


class KlondikeTree(AccessibleTree[Pile, Card]):
    """The pile, place and card interfaces of one Klondike board (52 cards,
    made once: cards are interned). ``piles`` are the piles shown, in reading
    order: a game on Klondike's piles and state (Yukon: no stock, no waste)
    passes its own, and its board's description."""

    def __init__(self, view: QWidget, state: Callable[[], GameState],
                 focus: Callable[[], tuple[Pile, int | None]],
                 held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool],
                 piles: Sequence[Pile] = ALL_PILES,
                 description: Callable[[], str] = messages.board_description) -> None:
        self.state = state
        self.held = held
        self.brief = brief
        self._description = description
        super().__init__(view, piles, focus, held, CARDS)

    def item_keys(self, pile: Pile) -> tuple[Card, ...]:
        return self.state().pile_cards(pile)

    def locate(self, key: Card) -> tuple[Pile, int]:
        return self.state().locate(key)

    def pile_name(self, pile: Pile) -> str:
        return describe.pile_title(pile)

    def pile_description(self, pile: Pile) -> str:
        return describe.pile_summary(self.state(), pile)

    def _is_stock_top(self, pile: Pile, index: int) -> bool:
        return pile is STOCK and index == len(self.state().pile_cards(STOCK)) - 1

    def item_name(self, key: Card, pile: Pile, index: int) -> str:
        state = self.state()
        if self._is_stock_top(pile, index):
            return describe.focus_text(state, pile, None, self.brief(), self.held())
        if not state.is_face_up(key):
            return messages.face_down_card()
        return describe.focus_text(state, pile, index, self.brief(), self.held())

    def place_name(self, pile: Pile) -> str:
        return describe.focus_text(self.state(), pile, None, self.brief(), self.held())

    def focusable(self, key: Card, pile: Pile, index: int) -> bool:
        return self.state().is_face_up(key) or self._is_stock_top(pile, index)

    def selectable(self, key: Card, pile: Pile, index: int) -> bool:
        return self.state().is_face_up(key)

    def item_rect(self, key: Card, pile: Pile, index: int) -> QRectF | QRect | None:
        view = self.view
        return view.card_rect(key) if hasattr(view, "card_rect") else None

    def board_description(self) -> str:
        return self._description()


def attach(view: QWidget, state: Callable[[], GameState],
           focus: Callable[[], tuple[Pile, int | None]],
           held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> KlondikeTree:
    """Expose ``view`` as the accessible board and return its tree."""
    return install(KlondikeTree(view, state, focus, held, brief))
