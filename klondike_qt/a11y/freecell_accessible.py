"""FreeCell's board, its 16 piles and 52 cards as accessible objects: the
tree of :mod:`.tree_base` (Klondike's shape, where the reasons are measured)
with FreeCell's piles and words (:mod:`.freecell_describe`). Every card is
face up and can take the focus; an empty cell, foundation or column is its
place ("Free cell 2, empty."). One utterance per navigation key, the card
first (tests/a11y/scenarios/orca_freecell.steps)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QWidget

from ..engine.cards import CARDS, Card
from ..engine.freecell import FreeCellState
from ..engine.freecell.piles import PILES, FreeCellPile, locate_pile, pile_cards
from . import freecell_describe as describe
from . import messages
from .board_accessible import install
from .tree_base import AccessibleTree


class FreeCellTree(AccessibleTree[FreeCellPile, Card]):
    """The pile, place and card interfaces of one FreeCell board: the cells,
    the foundations and the columns, in reading order."""

    def __init__(self, view: QWidget, state: Callable[[], FreeCellState],
                 focus: Callable[[], tuple[FreeCellPile, int | None]],
                 held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> None:
        self.state = state
        self.held = held
        self.brief = brief
        super().__init__(view, PILES, focus, held, CARDS)

    def item_keys(self, pile: FreeCellPile) -> tuple[Card, ...]:
        return pile_cards(self.state(), pile)

    def locate(self, key: Card) -> tuple[FreeCellPile, int]:
        return locate_pile(self.state(), key)

    def pile_name(self, pile: FreeCellPile) -> str:
        return describe.pile_title(pile)

    def pile_description(self, pile: FreeCellPile) -> str:
        return describe.pile_summary(self.state(), pile)

    def item_name(self, key: Card, pile: FreeCellPile, index: int) -> str:
        return describe.focus_text(self.state(), pile, index, self.brief(), self.held())

    def place_name(self, pile: FreeCellPile) -> str:
        return describe.focus_text(self.state(), pile, None, self.brief(), self.held())

    def item_rect(self, key: Card, pile: FreeCellPile, index: int) -> QRectF | QRect | None:
        view = self.view
        return view.card_rect(key) if hasattr(view, "card_rect") else None

    def board_description(self) -> str:
        return messages.freecell_board_description()


def attach_freecell(view: QWidget, state: Callable[[], FreeCellState],
                    focus: Callable[[], tuple[FreeCellPile, int | None]],
                    held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> FreeCellTree:
    """Expose a FreeCell board view as the accessible board and return its tree."""
    return install(FreeCellTree(view, state, focus, held, brief))
