"""Golf's board: seven fanned columns of face-up cards over the stock and the
waste, a :class:`~.card_board.CardBoardBase` drawn from the
:class:`~klondike_qt.model.golf_model.GolfModel`, and its mouse play
(:class:`GolfMouse`): click a column's top card to play it onto the waste,
drag it onto the waste, click the stock to draw. Covered cards are dimmed, so
the free ones (the columns' top cards) stand out.

Layout in card units (1 × 1.4), scaled to fit the view's width and height:
the columns fan downwards (the top card, the one that plays, at the bottom of
the fan, whole); the stock sits under column 1, the waste under column 3 with
its last cards fanned to the right.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsEffect, QWidget

from ..engine.cards import Card, Suit
from ..engine.golf import DRAW, GolfState, WasteMove
from ..engine.status import GameStatus
from ..model.golf_model import COLUMNS, PILES, STOCK, WASTE, GolfChange, GolfModel, GolfPile, pile_cards
from ..model.session import GameSession
from ..model.settings import Settings
from .board_items import CardItem
from .board_layout import CARD_H, CARD_W, GeometryBase, Table
from .board_mouse import CardBoard, MouseBase, Press
from .card_board import CardBoardBase

MARGIN_X, GAP_X = 0.15, 0.15
PITCH = CARD_W + GAP_X
TOP_Y = 0.15
#: The fan of a column (five cards: four steps).
FAN = 0.42
LOWER_Y = TOP_Y + CARD_H + 4 * FAN + 0.3
BOTTOM_MARGIN = 0.15
DESIGN_H = LOWER_Y + CARD_H + BOTTOM_MARGIN
#: The waste shows its last cards fanned to the right, this far apart.
WASTE_FAN, WASTE_SHOWN = 0.3, 4
#: How much a covered card is darkened (the alpha of the black laid over it).
DIM_ALPHA = 70


@dataclass(frozen=True, slots=True)
class GolfGeometry(GeometryBase[GolfPile]):
    """Card units to view pixels for one view size and zoom."""

    table = Table(7, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN)

    @staticmethod
    def slot(pile: GolfPile) -> tuple[float, float]:
        """Top-left of a pile's base, in units."""
        if pile.is_column:
            return MARGIN_X + (pile.number - 1) * PITCH, TOP_Y
        if pile.is_stock:
            return MARGIN_X, LOWER_Y
        return MARGIN_X + 2 * PITCH, LOWER_Y

    def positions(self, state: GolfState, pile: GolfPile) -> list[tuple[float, float]]:
        x, y = self.slot(pile)
        count = len(pile_cards(state, pile))
        if pile.is_column:
            return [self.to_px(x, y + index * FAN) for index in range(count)]
        if pile.is_waste:
            first = max(0, count - WASTE_SHOWN)
            return [self.to_px(x + max(0, index - first) * WASTE_FAN, y) for index in range(count)]
        return [self.to_px(x, y)] * count


class GolfBoard(CardBoardBase[GolfPile, GolfGeometry]):
    """Draws the Golf table; the mouse plays on it through the session."""

    DEAL_STAGGER_MS = 30

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        model = session.model
        assert isinstance(model, GolfModel)
        super().__init__(model, settings, PILES, parent, cache_dir=cache_dir)
        self._session = session
        self._model: GolfModel = model
        self._mouse = GolfMouse(self, session, model)
        model.changed.connect(self._on_change)

    def _make_geometry(self, width: float, height: float, zoom: float) -> GolfGeometry:
        return GolfGeometry(width, height, zoom)

    def _items_on(self, pile: GolfPile) -> list[CardItem]:
        return [self._items[card] for card in pile_cards(self._model.state, pile)]

    def _is_column(self, pile: GolfPile) -> bool:
        return pile.is_column

    # -- drawing --------------------------------------------------------------------------
    def _layout_pile(self, pile: GolfPile, animate: bool, stagger_ms: int = 0) -> None:
        state = self._model.state
        cards = pile_cards(state, pile)
        positions = self._geometry.positions(state, pile)
        base = 100 + PILES.index(pile) * 60
        for index, card in enumerate(cards):
            item = self._items[card]
            self._set_face(item, not pile.is_stock)
            item.pile = pile
            item.index = index
            _dim(item, pile.is_column and index < len(cards) - 1)
            self._place(item, positions[index], float(base + index), lifted=card in self._held, animate=animate,
                        delay_ms=stagger_ms * index)
        element = "empty-stock-done" if pile.is_stock else "empty-waste"
        self._show_slot(pile, element, not cards)

    def _lay_out_move(self, change: GolfChange, animate: bool) -> None:
        for pile in dict.fromkeys(change.touched):
            self._layout_pile(pile, animate)

    def _gather_for_deal(self) -> None:
        x, y = self._geometry.slot_px(STOCK)
        for item in self._items.values():
            item.setPos(x, y)

    def _win_rows(self) -> list[list[CardItem]]:
        for item in self._items.values():
            _dim(item, False)
        return [[self._items[Card.of(rank, suit)] for rank in range(1, 14)] for suit in Suit]

    # -- rectangles ---------------------------------------------------------------------------
    def _focus_rect(self, pile: GolfPile, index: int | None) -> QRectF:
        cards = pile_cards(self._model.state, pile)
        if not cards:
            return self.slot_scene_rect(pile)
        if index is None or not pile.is_column:
            return self.card_scene_rect(cards[-1])
        return self.card_scene_rect(cards[max(0, min(index, len(cards) - 1))])

    def _hint_rects(self, move: WasteMove) -> list[QRectF]:
        if move.card is None:
            return [self._top_or_slot_rect(STOCK), self._top_or_slot_rect(WASTE)]
        return [self.card_scene_rect(move.card), self._top_or_slot_rect(WASTE)]


class _Shade(QGraphicsEffect):
    """Draws its card darker (a covered card), its rounded corners kept."""

    def draw(self, painter: QPainter) -> None:
        logical = Qt.CoordinateSystem.LogicalCoordinates
        shaded = QPixmap(self.sourcePixmap(logical))
        inner = QPainter(shaded)
        inner.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
        inner.fillRect(shaded.rect(), QColor(0, 0, 0, DIM_ALPHA))
        inner.end()
        painter.drawPixmap(self.sourceBoundingRect(logical).topLeft(), shaded)


def _dim(item: CardItem, dimmed: bool) -> None:
    """Darken a covered card (a free card shows plain)."""
    effect = item.graphicsEffect()
    if effect is None:
        if not dimmed:
            return
        effect = _Shade()
        item.setGraphicsEffect(effect)
    effect.setEnabled(dimmed)


class GolfMouse(MouseBase[CardBoard]):
    """Golf's mouse: click a column's top card to play it, drag it onto the
    waste, click the stock to draw; moves through the session."""

    def __init__(self, board: CardBoard, session: GameSession, model: GolfModel) -> None:
        super().__init__(board, model, session)
        self._session = session
        self._model = model

    def _top(self, pile: GolfPile | None, index: int | None) -> Card | None:
        """The column's top card under the pointer (None: not a free column card)."""
        if pile is None or index is None or not pile.is_column or self._model.status is GameStatus.WON:
            return None
        cards = pile_cards(self._model.state, pile)
        return cards[index] if index == len(cards) - 1 else None

    def _drag_items(self, pile: GolfPile | None, index: int | None) -> tuple[CardItem, ...]:
        card = self._top(pile, index)
        return () if card is None else (self._board.card_item(card),)

    def _drop_choices(self, press: Press) -> list[tuple[WasteMove, QRectF]]:
        """Onto the waste, when the dragged card overlaps it."""
        if WASTE not in self._overlapped(press, (WASTE,)):
            return []
        return [(WasteMove(press.items[0].card), self._board.card_scene_rect(self._model.state.waste_top))]

    def _click(self, press: Press) -> None:
        pile, index = press.pile, press.index
        if pile is None or pile.is_waste or self._model.status is GameStatus.WON:
            return
        if pile.is_stock:
            self._session.play(DRAW)
            return
        cards = pile_cards(self._model.state, pile)
        if index is None or not cards:
            return
        card = cards[index]
        if not self._model.state.fits_waste(card) or index != len(cards) - 1:
            self._board.no_move_feedback((card,))
        self._session.play(WasteMove(card))  # a refusal says the rule

    def _double_click(self, event: QMouseEvent) -> None:
        """Nothing more than the click: each click plays its card."""


__all__ = ["COLUMNS", "GolfBoard", "GolfGeometry", "GolfMouse"]
