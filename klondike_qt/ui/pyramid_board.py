"""Pyramid's board: the pyramid of seven overlapping rows, the stock and the
waste over the left of its top rows, a :class:`~.card_board.CardBoardBase`
drawn from the :class:`~klondike_qt.model.pyramid_model.PyramidModel`, and
its mouse play (:class:`PyramidMouse`): click two cards that make 13 (or a
king alone), drag a card onto its partner (the waste's top, the stock's, a
free card), click the stock to draw. Covered cards are shaded; removed cards
leave the table.

Layout in card units (1 × 1.4), scaled to fit the view's width and height:
each row overlaps the one above by half a card's height, so the whole table
is 8 cards wide and about 6 high (a 800 × 600 window shows it whole).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainterPath
from PySide6.QtWidgets import QGraphicsPathItem, QWidget

from ..engine.cards import Card, Suit
from ..engine.pyramid import DRAW, ROW_COUNT, PyramidMove, PyramidState, click_move
from ..engine.status import GameStatus
from ..model.pyramid_model import PYRAMID_PILES, STOCK, WASTE, PyramidModel, PyramidModelChange, PyramidPile
from ..model.session import GameSession
from ..model.settings import Settings
from .board_items import CardItem
from .board_layout import CARD_H, GeometryBase, Table
from .board_mouse import CardBoard, MouseBase, Press
from .card_board import CardBoardBase

MARGIN_X, GAP_X = 0.2, 0.1
PITCH = 1.0 + GAP_X
TOP_Y = 0.15
#: Each row lies half a card lower than the one above.
ROW_STEP = CARD_H / 2
BOTTOM_MARGIN = 0.3
DESIGN_H = TOP_Y + (ROW_COUNT - 1) * ROW_STEP + CARD_H + BOTTOM_MARGIN
#: How dark the veil over a covered card is (alpha, 0–255): seen, but plainly not free.
COVERED_SHADE = 80


@dataclass(frozen=True, slots=True)
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


class PyramidBoard(CardBoardBase[PyramidPile, PyramidGeometry]):
    """Draws the Pyramid table; the mouse plays on it through the session."""

    DEAL_STAGGER_MS = 25

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        model = session.model
        assert isinstance(model, PyramidModel)
        super().__init__(model, settings, PYRAMID_PILES, parent, cache_dir=cache_dir)
        self._model: PyramidModel = model
        #: The card the mouse picked (the first of a pair), marked as held.
        self._picked: Card | None = None
        self._mouse = PyramidMouse(self, session, model)
        session.changed.connect(self._on_change)

    @property
    def state(self) -> PyramidState:
        return self._model.state

    def _make_geometry(self, width: float, height: float, zoom: float) -> PyramidGeometry:
        return PyramidGeometry(width, height, zoom)

    def pile_cards(self, pile: PyramidPile) -> tuple[Card, ...]:
        """A pile's cards, bottom first (a row: left to right)."""
        state = self.state
        if pile.is_row:
            return tuple(card for card in state.row(pile.number) if card is not None)
        return tuple(reversed(state.stock)) if pile == STOCK else state.waste

    def _items_on(self, pile: PyramidPile) -> list[CardItem]:
        return [self._items[card] for card in self.pile_cards(pile)]

    def _is_column(self, pile: PyramidPile) -> bool:
        return pile.is_row

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

    # -- drawing --------------------------------------------------------------------------
    def _layout_pile(self, pile: PyramidPile, animate: bool, stagger_ms: int = 0) -> None:
        state = self.state
        marked = self._marked()
        geometry = self._geometry
        if pile.is_row:
            for index, card in enumerate(state.row(pile.number)):
                if card is None:
                    continue
                item = self._items[card]
                self._show(item, pile, index, face_up=True)
                _dim(item, not state.is_free(card))
                self._place(item, geometry.to_px(*geometry.place(pile.number, index)),
                            float(100 + pile.number * 10 + index), lifted=card in marked, animate=animate,
                            delay_ms=stagger_ms * index)
            self._show_slot(pile, "empty-waste", False)
            return
        cards = self.pile_cards(pile)
        position = geometry.slot_px(pile)
        top = len(cards) - 1
        for index, card in enumerate(cards):
            item = self._items[card]
            self._show(item, pile, index if pile == WASTE else 0, face_up=pile == WASTE or index == top)
            _dim(item, False)
            self._place(item, position, float((10 if pile == STOCK else 40) + index),
                        lifted=card in marked and index == top, animate=animate)
        element = "empty-stock" if pile == STOCK and state.waste and state.passes_left else (
            "empty-stock-done" if pile == STOCK else "empty-waste")
        self._show_slot(pile, element, True)

    def _show(self, item: CardItem, pile: PyramidPile, index: int, face_up: bool) -> None:
        item.setVisible(True)
        self._set_face(item, face_up)
        item.pile = pile
        item.index = index

    def _after_layout_extra(self) -> None:
        """Removed cards leave the table (all come back for the win's fan)."""
        if self._scattered:
            return
        for card in self.state.removed():
            item = self._items[card]
            item.setVisible(False)
            item.pile = None

    def _lay_out_move(self, change: PyramidModelChange, animate: bool) -> None:
        for pile in PYRAMID_PILES:
            self._layout_pile(pile, animate)

    def _gather_for_deal(self) -> None:
        x, y = self._geometry.slot_px(STOCK)
        for item in self._items.values():
            item.setPos(x, y)

    def _win_rows(self) -> list[list[CardItem]]:
        """A row per suit, Ace to King: every card, the removed ones back on the table, face up."""
        rows = [[self._items[Card.of(rank, suit)] for rank in range(1, 14)] for suit in Suit]
        for row, items in enumerate(rows):
            for rank, item in enumerate(items):
                item.setVisible(True)
                self._set_face(item, True)
                _dim(item, False)
                item.base_z = float(500 + row * 20 + rank)  # each row over the one above, left to right
                item.setZValue(item.base_z)
        return rows

    # -- rectangles ---------------------------------------------------------------------------
    def _focus_rect(self, pile: PyramidPile, index: int | None) -> QRectF:
        cards = self.pile_cards(pile)
        if not cards:
            return self.slot_scene_rect(pile)
        if pile == STOCK:
            return self.card_scene_rect(cards[-1])
        return self.card_scene_rect(cards[-1 if index is None else max(0, min(index, len(cards) - 1))])

    def _hint_rects(self, move: PyramidMove) -> list[QRectF]:
        if move.is_draw:
            return [self.slot_scene_rect(STOCK)]
        return [self.card_scene_rect(card) for card in move.cards]


def _dim(item: CardItem, dimmed: bool) -> None:
    """Shade a covered card (a dark veil over its face; the cards on it hide the veil too)."""
    veil = next((child for child in item.childItems() if isinstance(child, QGraphicsPathItem)), None)
    if veil is None:
        if not dimmed:
            return
        veil = QGraphicsPathItem(item)
        veil.setBrush(QColor(0, 0, 0, COVERED_SHADE))
        veil.setPen(Qt.PenStyle.NoPen)
    if dimmed:
        rect = item.boundingRect()
        path = QPainterPath()
        path.addRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
        veil.setPath(path)
    veil.setVisible(dimmed)


class PyramidMouse(MouseBase[CardBoard]):
    """Pyramid's mouse: click a card to pick it (a king goes at once), click
    its partner to remove the pair; drag a card onto its partner; click the
    stock to draw (holding a card: to pair it with the stock's top)."""

    def __init__(self, board: PyramidBoard, session: GameSession, model: PyramidModel) -> None:
        super().__init__(board, model, session)
        self._table = board
        self._session = session
        self._model = model

    def forget(self) -> None:
        self._table.set_picked(None)

    def cancel(self) -> None:
        super().cancel()
        self._table.set_picked(None)

    def _card_at(self, pile: PyramidPile | None, index: int | None) -> Card | None:
        state = self._model.state
        if pile is None:
            return None
        if pile.is_row:
            return state.card_at(pile.number, (index or 0) + 1) if index is not None else None
        return state.stock_top if pile == STOCK else state.waste_top

    def _drag_items(self, pile: PyramidPile | None, index: int | None) -> tuple[CardItem, ...]:
        card = self._card_at(pile, index)
        if card is None or self._model.status is GameStatus.WON or card not in self._model.state.available():
            return ()
        return (self._board.card_item(card),)

    def _drop_choices(self, press: Press) -> list[tuple[PyramidMove, QRectF]]:
        """Paired with a free card the dragged card overlaps, the biggest overlap first."""
        lead = press.items[0]
        w, h = self._board.card_size()
        lead_rect = QRectF(lead.pos().x(), lead.pos().y(), w, h)
        overlaps = []
        for order, card in enumerate(self._model.state.available()):
            if card is lead.card:
                continue
            rect = self._board.card_scene_rect(card)
            overlap = lead_rect.intersected(rect)
            area = overlap.width() * overlap.height()
            if area > 0:
                overlaps.append((-area, order, PyramidMove.pair(lead.card, card), rect))
        overlaps.sort(key=lambda entry: entry[:2])
        return [(move, rect) for _, _, move, rect in overlaps]

    def _click(self, press: Press) -> None:
        board, state = self._table, self._model.state
        picked = board.picked
        if press.pile == STOCK and (picked is None or state.stock_top is None):
            board.set_picked(None)
            self._session.play(DRAW)
            return
        card = self._card_at(press.pile, press.index)
        if card is None:
            return
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
