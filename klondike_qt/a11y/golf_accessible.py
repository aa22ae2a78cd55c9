"""Golf's board, its seven columns, the waste and the stock, with their cards,
as accessible objects: the tree of :mod:`.tree_base` with Golf's piles and
words (:mod:`.golf_narrator`). A column's cards are its items, bottom first;
the stock's cards are face down (their order is never said); an empty column
is its place ("Column 3, empty")."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget

from ..engine.cards import CARDS, Card
from ..engine.golf import WRAP, GolfState
from ..model.golf_model import PILES, GolfPile, locate_pile, pile_cards
from . import messages
from .board_accessible import install
from .golf_narrator import focus_text, pile_title
from .messages import golf as gmsg
from .tree_base import AccessibleTree
from .waste_describe import waste_focus


class GolfTree(AccessibleTree[GolfPile, Card]):
    """The pile, place and card interfaces of one Golf board, in reading order."""

    def __init__(self, view: QWidget, state: Callable[[], GolfState],
                 focus: Callable[[], tuple[GolfPile, int | None]],
                 held: Callable[[], tuple[Card, ...]]) -> None:
        self.state = state
        self.held = held
        super().__init__(view, PILES, focus, held, CARDS)

    def item_keys(self, pile: GolfPile) -> tuple[Card, ...]:
        return pile_cards(self.state(), pile)

    def locate(self, key: Card) -> tuple[GolfPile, int]:
        return locate_pile(self.state(), key)

    def pile_name(self, pile: GolfPile) -> str:
        return pile_title(pile)

    def pile_description(self, pile: GolfPile) -> str:
        return focus_text(self.state(), pile)

    def item_name(self, key: Card, pile: GolfPile, index: int) -> str:
        state = self.state()
        if pile.is_stock and index < len(state.stock) - 1:
            return messages.face_down_card()
        if pile.is_waste:
            if index < len(state.waste) - 1:
                return gmsg.gf_find_waste(key, len(state.waste) - 1 - index)
            return waste_focus(focus_text(state, pile, index), self.held(), state.waste_top, WRAP)
        return focus_text(state, pile, index)

    def place_name(self, pile: GolfPile) -> str:
        return focus_text(self.state(), pile)

    def focusable(self, key: Card, pile: GolfPile, index: int) -> bool:
        """A column's cards, and the top card of the waste and of the stock (the cursor's places)."""
        return pile.is_column or index == len(pile_cards(self.state(), pile)) - 1

    def item_rect(self, key: Card, pile: GolfPile, index: int) -> QRectF | QRect | None:
        view = self.view
        return view.card_rect(key) if hasattr(view, "card_rect") else None

    def board_description(self) -> str:
        return gmsg.gf_board_description()


def attach_golf(view: QWidget, state: Callable[[], GolfState], focus: Callable[[], tuple[GolfPile, int | None]],
                held: Callable[[], tuple[Card, ...]]) -> GolfTree:
    """Expose a Golf board view as the accessible board and return its tree."""
    return install(GolfTree(view, state, focus, held))
