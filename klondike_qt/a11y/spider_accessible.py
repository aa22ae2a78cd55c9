"""Spider's board, its twelve piles and their cards as accessible objects:
the tree of :mod:`.tree_base` (Klondike's shape, where the reasons are
measured) with Spider's piles and words (:mod:`.spider_describe`). One
utterance per navigation key, the card first (tests/a11y/scenarios/orca_spider.steps).

Two decks: two cards can share a name (``Card`` objects are interned), so a
card's item is a place (column 3, the fifth card), not a card; its name says
which card lies there now, face down or face up. The stock's only child is its
place ("Stock, 4 rows left …"), and so is the completed sequences' ("Completed
sequences, 2 of 8: spades and hearts."): each place stands for its pile's cards,
and the keyboard focus can rest on it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget

from ..engine.cards import Card
from ..engine.spider import SpiderState
from ..engine.spider.piles import PILES, SpiderPile
from . import messages
from . import spider_describe as describe
from .board_accessible import install
from .tree_base import AccessibleTree

#: A place of the table: (pile, index from the bottom).
Slot = tuple[SpiderPile, int]


class SpiderTree(AccessibleTree[SpiderPile, Slot]):
    """The pile, place and item interfaces of one Spider board: the ten
    columns, the stock and the completed sequences, in reading order. A
    column's items are its places, made on first use and kept; the stock and
    the completed sequences show none (their place stands for their cards)."""

    def __init__(self, view: QWidget, state: Callable[[], SpiderState],
                 focus: Callable[[], tuple[SpiderPile, int | None]],
                 held: Callable[[], frozenset[Slot]], brief: Callable[[], bool]) -> None:
        self.state = state
        self.held_slots = held
        self.brief = brief
        super().__init__(view, PILES, focus, held)

    def item_keys(self, pile: SpiderPile) -> tuple[Slot, ...]:
        if not pile.is_column:
            return ()
        return tuple((pile, i) for i in range(len(self.state().columns[pile.number - 1])))

    def locate(self, key: Slot) -> Slot:
        return key

    def held_cards(self) -> tuple[tuple[Card, ...], int | None]:
        """The held cards, bottom first, and the column they came from."""
        slots = sorted(self.held_slots(), key=lambda slot: slot[1])
        if not slots:
            return (), None
        pile = slots[0][0]
        column = self.state().columns[pile.number - 1]
        return tuple(column[i] for _, i in slots if i < len(column)), pile.number

    def pile_name(self, pile: SpiderPile) -> str:
        return describe.pile_title(pile)

    def pile_description(self, pile: SpiderPile) -> str:
        return describe.pile_summary(self.state(), pile)

    def item_name(self, key: Slot, pile: SpiderPile, index: int) -> str:
        held, source = self.held_cards()
        return describe.card_text(self.state(), pile.number, index, self.brief(), held, source)

    def place_name(self, pile: SpiderPile) -> str:
        held, source = self.held_cards()
        return describe.focus_text(self.state(), pile, None, self.brief(), held, source)

    def focusable(self, key: Slot, pile: SpiderPile, index: int) -> bool:
        """A face-up card ("Face-down card, column 3, card 2 of 7" cannot take the focus)."""
        return pile.is_column and index >= self.state().hidden[pile.number - 1]

    def item_rect(self, key: Slot, pile: SpiderPile, index: int) -> QRectF | QRect | None:
        view = self.view
        return view.slot_rect(pile, index) if hasattr(view, "slot_rect") else None

    def board_description(self) -> str:
        return messages.sp_board_description()


def attach_spider(view: QWidget, state: Callable[[], SpiderState],
                  focus: Callable[[], tuple[SpiderPile, int | None]],
                  held: Callable[[], frozenset[Slot]], brief: Callable[[], bool]) -> SpiderTree:
    """Expose a Spider board view as the accessible board and return its tree."""
    return install(SpiderTree(view, state, focus, held, brief))
