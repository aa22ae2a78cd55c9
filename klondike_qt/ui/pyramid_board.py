"""Pyramid's board: the pyramid of seven overlapping rows, the stock and the
waste over the left of its top rows, a :class:`~.card_board.CardBoardBase`
drawn from the :class:`~klondike_qt.model.pyramid_model.PyramidModel` (a
:class:`~.waste_board.WasteBoardBase`: the stock's count, covered cards
shaded, removed cards leaving the table), and its mouse play
(:class:`PyramidMouse`): click two cards that make 13 (or a king alone),
drag a card onto its partner (the waste's top, the stock's, a free card),
click the stock to draw.

Layout in card units (1 × 1.4), scaled to fit the view's width and height:
each row overlaps the one above by half a card's height, so the whole table
is 8 cards wide and about 6 high (a 800 × 600 window shows it whole).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget

from ..engine.cards import Card
from ..engine.pyramid import DRAW, ROW_COUNT, PyramidMove, PyramidState, click_move
from ..engine.status import GameStatus
from ..model.pyramid_model import PYRAMID_PILES, STOCK, WASTE, PyramidModel, PyramidPile
from ..model.session import GameSession
from ..model.settings import Settings
from .board_items import CardItem
from .board_layout import CARD_H, GeometryBase, Table
from .board_mouse import Press
from .waste_board import Lay, WasteBoardBase, WasteMouse

MARGIN_X, GAP_X = 0.2, 0.1
PITCH = 1.0 + GAP_X
TOP_Y = 0.15
#: Each row lies half a card lower than the one above.
ROW_STEP = CARD_H / 2
BOTTOM_MARGIN = 0.3
DESIGN_H = TOP_Y + (ROW_COUNT - 1) * ROW_STEP + CARD_H + BOTTOM_MARGIN


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class PyramidGeometry(GeometryBase[PyramidPile]):
    """Card units to view pixels for one view size and zoom."""

    table = Table(ROW_COUNT, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN)

    @staticmethod
    def place(row: int, index: int) -> tuple[float, float]:
        """Top-left of row ``row``'s card ``index`` (from 0), in units."""
        return MARGIN_X + ((ROW_COUNT - row) / 2 + index) * PITCH, TOP_Y + (row - 1) * ROW_STEP

    @staticmethod
    def slot(pile: PyramidPile) -> tuple[float, float]:
        """The stock at the top left, the waste beside it; a row: its first place."""
        if pile == STOCK:
            return MARGIN_X, TOP_Y
        if pile == WASTE:
            return MARGIN_X + PITCH, TOP_Y
        return PyramidGeometry.place(pile.number, 0)


class PyramidBoard(WasteBoardBase[PyramidPile, PyramidGeometry]):
    """Draws the Pyramid table; the mouse plays on it through the session."""

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        model = session.model
        assert isinstance(model, PyramidModel)
        super().__init__(session, settings, PYRAMID_PILES, parent, stock=STOCK, waste=WASTE, cache_dir=cache_dir)
        self._model: PyramidModel = model
        #: The card the mouse picked (the first of a pair), marked as held.
        self._picked: Card | None = None
        self._mouse = PyramidMouse(self, session, model)

    @property
    def state(self) -> PyramidState:
        return self._model.state

    def _make_geometry(self, width: float, height: float, zoom: float) -> PyramidGeometry:
        return PyramidGeometry(width, height, zoom)

    def pile_cards(self, pile: PyramidPile) -> tuple[Card, ...]:
        """A pile's cards, bottom first (a row: left to right)."""
        return self._cards_on(pile)

    def _cards_on(self, pile: PyramidPile) -> tuple[Card, ...]:
        state = self.state
        if pile.is_row:
            return tuple(card for card in state.row(pile.number) if card is not None)
        return tuple(reversed(state.stock)) if pile == STOCK else state.waste

    def playable(self, card: Card) -> bool:
        return card in self.state.available()

    def _lays(self, pile: PyramidPile) -> list[Lay]:
        state, geometry = self.state, self._geometry
        if pile.is_row:
            return [Lay(card, index, geometry.to_px(*geometry.place(pile.number, index)), covered=not state.is_free(card))
                    for index, card in enumerate(state.row(pile.number)) if card is not None]
        cards = self._cards_on(pile)
        position = geometry.slot_px(pile)
        return [Lay(card, index if pile == WASTE else 0, position, face_up=pile == WASTE or index == len(cards) - 1)
                for index, card in enumerate(cards)]

    def _slot(self, pile: PyramidPile) -> tuple[str, bool]:
        """The stock's place says whether the waste can still be turned over."""
        if pile == STOCK:
            return ("empty-stock" if self.state.waste and self.state.passes_left else "empty-stock-done"), True
        return "empty-waste", pile == WASTE

    def _marked(self) -> tuple[Card, ...]:
        return self._held + ((self._picked,) if self._picked is not None and self._picked not in self._held else ())

    def _held_items(self) -> Sequence[CardItem]:
        return [self._items[card] for card in self._marked()]

    @property
    def picked(self) -> Card | None:
        return self._picked

    def set_picked(self, card: Card | None) -> None:
        """The mouse's first card of a pair (None: none)."""
        if card is not self._picked:
            self._picked = card
            for pile in PYRAMID_PILES:
                self._layout_pile(pile, animate=False)
            self._update_markers()

    def _hint_rects(self, move: PyramidMove) -> list[QRectF]:
        if move.is_draw:
            return [self.slot_scene_rect(STOCK)]
        return [self.card_scene_rect(card) for card in move.cards]


class PyramidMouse(WasteMouse):
    """Pyramid's mouse: click a card to pick it (a king goes at once), click
    its partner to remove the pair; drag a card onto its partner; click the
    stock to draw (holding a card: to pair it with the stock's top)."""

    def __init__(self, board: PyramidBoard, session: GameSession, model: PyramidModel) -> None:
        super().__init__(board, session, STOCK, DRAW)
        self._pyramid = board
        self._model = model

    def forget(self) -> None:
        self._pyramid.set_picked(None)

    def cancel(self) -> None:
        super().cancel()
        self._pyramid.set_picked(None)

    def _targets(self, card: Card) -> Iterable[Card]:
        return self._model.state.available()

    def _drop_move(self, card: Card, target: Card) -> PyramidMove:
        return PyramidMove.pair(card, target)

    def _click(self, press: Press) -> None:
        board, state = self._pyramid, self._model.state
        if press.pile == STOCK and board.picked is not None and state.stock_top is not None:
            self._click_card(state.stock_top)  # the held card with the stock's top
            return
        if press.pile == STOCK:
            board.set_picked(None)
        super()._click(press)

    def _click_card(self, card: Card) -> None:
        board, state = self._pyramid, self._model.state
        picked = board.picked
        move = click_move(state, card, picked)
        if picked is not None:
            board.set_picked(None)
            if move is not None:
                self._session.play(move)
        elif move is not None:
            self._session.play(move)  # a king, alone
        elif card in state.available():
            board.set_picked(card)
        else:
            self._session.play(PyramidMove.king(card))  # refused: says what covers it

    def _double_click(self, event: QMouseEvent) -> None:
        """A quick second click is a click (on a partner, or to put the card down)."""
        hit = self._board.hit(event.position())
        if hit is not None and self._status() is not GameStatus.WON:
            self._click(Press(event.position(), *hit))


__all__ = ["PyramidBoard", "PyramidGeometry", "PyramidMouse"]
