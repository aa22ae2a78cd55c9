"""The board and the mouse the games whose cards leave the table share
(Pyramid, TriPeaks, Golf: cards go in pairs, or onto one waste): written once.

:class:`WasteBoardBase` lays out every pile from the game's :class:`Lay`
list (where each card lies, face up or down, covered or free), shades the
covered cards (the ``dim_covered`` setting: a veil, the card still readable),
counts the cards left in the stock (:class:`StockCount`, a badge on the stock
readable on every deck and felt), hides the cards that left the table, and
gives the focus and hint rectangles, the deal's gathering and the win's fan.
A game's board says only where its cards lie (``_lays``), which card a player
may take (``playable``) and its empty places' pictures (``_slot``).

:class:`WasteMouse` is the mouse they share: a press lifts a playable card,
a drop plays it onto the card it overlaps most of those it may go on, a click
on the stock draws. :class:`OntoWasteMouse` is TriPeaks' and Golf's: a drop
onto the waste's top card, a click plays the card (a refused one says why and
shakes)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import Card, Suit
from ..engine.status import GameStatus
from ..engine.waste import DRAW, WasteMove
from ..model.session import GameSession
from ..model.settings import Settings
from .board_items import Z_UNDER_MOVING, CardItem
from .board_layout import GeometryBase
from .board_mouse import CardBoard, MouseBase, Press
from .card_board import CardBoardBase

#: How dark the veil over a covered card is (alpha, 0–255): seen and read, but plainly not free.
COVERED_SHADE = 80
#: The z of a pile's first card: each pile lies over the ones before it in reading order.
PILE_Z, PILE_Z_STEP = 100.0, 60.0


@dataclass(frozen=True, slots=True)
class Lay:
    """Where one card of a pile lies: its item's index (what a click on it
    names), its top-left in view pixels, its face, and whether it is covered."""

    card: Card
    index: int
    position: tuple[float, float]
    face_up: bool = True
    covered: bool = False


def shade(item: CardItem, covered: bool) -> None:
    """A dark veil over a covered card's face (the cards on it hide the veil too); none on a free one."""
    veil = next((child for child in item.childItems() if isinstance(child, QGraphicsPathItem)), None)
    if veil is None:
        if not covered:
            return
        veil = QGraphicsPathItem(item)
        veil.setBrush(QColor(0, 0, 0, COVERED_SHADE))
        veil.setPen(Qt.PenStyle.NoPen)
        veil.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    if covered:
        rect = item.boundingRect()
        path = QPainterPath()
        path.addRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
        veil.setPath(path)
    veil.setVisible(covered)


def is_shaded(item: CardItem) -> bool:
    """Whether ``item`` shows as covered (its veil drawn)."""
    return any(isinstance(child, QGraphicsPathItem) and child.isVisible() for child in item.childItems())


class StockCount(QGraphicsItem):
    """The number of cards left in the stock: white on a dark badge with a
    white edge, at the stock's bottom edge, so it reads on any deck and felt
    (the high-contrast one too). It takes no clicks: they go to the stock."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self._rect = QRectF()
        self._font = QFont()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_UNDER_MOVING - 1)

    def show_count(self, count: int, stock: QRectF) -> None:
        """Show ``count`` centred on the bottom edge of the stock's rectangle ``stock``."""
        self.prepareGeometryChange()
        self.count = count
        self._font.setPixelSize(max(11, round(stock.width() * 0.2)))
        self._font.setBold(True)
        metrics = QFontMetricsF(self._font)
        height = metrics.height() * 1.15
        width = max(height * 1.3, metrics.horizontalAdvance(str(count)) + height * 0.7)
        self._rect = QRectF(stock.center().x() - width / 2, stock.bottom() - height * 0.75, width, height)
        self.show()
        self.update()

    def text_rect(self) -> QRectF:
        """The badge, in scene coordinates."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        radius = self._rect.height() / 2
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(QColor(0, 0, 0, 215))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setFont(self._font)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, str(self.count))


class WasteBoardBase[P, G: GeometryBase[Any]](CardBoardBase[P, G]):
    """The board of a game whose cards leave the table: its piles laid out
    from the game's :class:`Lay` lists, over the session's changes."""

    DEAL_STAGGER_MS = 25

    def __init__(self, session: GameSession, settings: Settings, piles: tuple[P, ...], parent: QWidget | None,
                 *, stock: P, waste: P, cache_dir: Path | None = None) -> None:
        super().__init__(session.model, settings, piles, parent, cache_dir=cache_dir)
        self._session = session
        self._stock, self._waste = stock, waste
        self.stock_count = StockCount()
        self.scene().addItem(self.stock_count)
        # After the session: its items are in place before the keyboard asks for them.
        session.changed.connect(self._on_change)

    # -- the game's own --------------------------------------------------------------------
    def _cards_on(self, pile: P) -> tuple[Card, ...]:
        """A pile's cards, bottom first (the stock's next card last: it lies on top)."""
        raise NotImplementedError

    def _lays(self, pile: P) -> list[Lay]:
        """Where each card of ``pile`` lies, bottom first."""
        raise NotImplementedError

    def playable(self, card: Card) -> bool:
        """Whether a player may take ``card`` (drag it, pick it): a free card."""
        raise NotImplementedError

    def _slot(self, pile: P) -> tuple[str, bool]:
        """The picture of the pile's place and whether it shows (by default: the
        stock's and the waste's, when empty)."""
        if pile == self._stock:
            return "empty-stock-done", not self._cards_on(pile)
        return "empty-waste", pile == self._waste and not self._cards_on(pile)

    def _marked(self) -> tuple[Card, ...]:
        """The cards drawn lifted (held by the keyboard; Pyramid: the mouse's pick too)."""
        return self._held

    # -- what the three share --------------------------------------------------------------
    def card_at(self, pile: P | None, index: int | None) -> Card | None:
        """The card a click at ``pile``'s item ``index`` is on (the top one where several share it)."""
        if pile is None or index is None:
            return None
        cards = [item.card for item in self.items_on(pile) if item.index == index]
        return cards[-1] if cards else None

    def top_card(self, pile: P) -> tuple[Card, ...]:
        """The pile's top card (none: an empty pile)."""
        return self._cards_on(pile)[-1:]

    def items_on(self, pile: P) -> list[CardItem]:
        return [self._items[card] for card in self._cards_on(pile)]

    def _is_column(self, pile: P) -> bool:
        return pile != self._stock and pile != self._waste

    def _layout_pile(self, pile: P, animate: bool, stagger_ms: int = 0) -> None:
        marked = self._marked()
        dim = bool(self._settings.dim_covered)
        base = PILE_Z + self._piles.index(pile) * PILE_Z_STEP
        for n, lay in enumerate(self._lays(pile)):
            item = self._items[lay.card]
            item.setVisible(True)
            old = item.pixmap() if animate and item.face_up != lay.face_up else None
            self._set_face(item, lay.face_up)
            item.pile, item.index = pile, lay.index
            shade(item, dim and lay.covered and lay.face_up)
            self._place(item, lay.position, base + n, lifted=lay.card in marked, animate=animate,
                        delay_ms=stagger_ms * n, old_picture=old)
        element, shown = self._slot(pile)
        self._show_slot(pile, element, shown)

    def _lay_out_move(self, change: Any, animate: bool) -> None:
        for pile in dict.fromkeys(change.touched):
            self._layout_pile(pile, animate)

    def _after_layout_extra(self) -> None:
        """The stock's count; the cards that left the table hide (all come back for the win's fan)."""
        stock = self._cards_on(self._stock)
        self.stock_count.show_count(len(stock), self.slot_scene_rect(self._stock))
        if self._scattered:
            self.stock_count.hide()
            return
        on_table = {card for pile in self._piles for card in self._cards_on(pile)}
        for card, item in self._items.items():
            if card not in on_table:
                item.setVisible(False)
                item.pile = None

    def _on_setting(self, name: str) -> None:
        super()._on_setting(name)
        if name == "dim_covered":
            self._relayout_all()

    def _gather_for_deal(self) -> None:
        x, y = self._geometry.slot_px(self._stock)
        for item in self._items.values():
            item.setPos(x, y)

    def _win_rows(self) -> list[list[CardItem]]:
        """A row per suit, Ace to King: every card, face up and plain, each row over the one above."""
        rows = [[self._items[Card.of(rank, suit)] for rank in range(1, 14)] for suit in Suit]
        for row, items in enumerate(rows):
            for rank, item in enumerate(items):
                item.setVisible(True)
                self._set_face(item, True)
                shade(item, False)
                item.base_z = float(500 + row * 20 + rank)
                item.setZValue(item.base_z)
        self.stock_count.hide()
        return rows

    def _focus_rect(self, pile: P, index: int | None) -> QRectF:
        cards = self._cards_on(pile)
        if not cards:
            return self.slot_scene_rect(pile)
        if index is None or not self._is_column(pile):
            return self.card_scene_rect(cards[-1])
        return self.card_scene_rect(cards[max(0, min(index, len(cards) - 1))])

    def _hint_rects(self, move: Any) -> list[QRectF]:
        """A play onto the waste: the card (a draw: the stock) and the waste's top."""
        source = self._top_or_slot_rect(self._stock) if move.card is None else self.card_scene_rect(move.card)
        return [source, self._top_or_slot_rect(self._waste)]


class WasteMouse(MouseBase[CardBoard]):
    """The mouse of a game whose cards leave the table: a press lifts a
    playable card, a drop plays it onto the card it overlaps most of those it
    may go on (``_targets``), a click on the stock draws; a game says what a
    click on a card does (``_click_card``)."""

    def __init__(self, board: WasteBoardBase[Any, Any], session: GameSession, stock: Any, draw: Any) -> None:
        super().__init__(board, session.model, session)
        self._table = board
        self._session = session
        self._stock = stock
        #: The game's draw (a click on the stock).
        self._draw = draw

    # -- the game's own --------------------------------------------------------------------
    def _targets(self, card: Card) -> Iterable[Card]:
        """The cards ``card`` may be dropped on (a drop there plays :meth:`_drop_move`)."""
        raise NotImplementedError

    def _drop_move(self, card: Card, target: Card) -> Any:
        raise NotImplementedError

    def _click_card(self, card: Card) -> None:
        raise NotImplementedError

    def _click_stock(self) -> None:
        self._session.play(self._draw)

    # -- shared ----------------------------------------------------------------------------
    def _drag_items(self, pile: Any, index: int | None) -> tuple[CardItem, ...]:
        card = self._table.card_at(pile, index)
        if card is None or self._status() is GameStatus.WON or not self._table.playable(card):
            return ()
        return (self._board.card_item(card),)

    def _drop_choices(self, press: Press) -> list[tuple[Any, QRectF]]:
        """The cards the dragged card overlaps, of those it may go on, the
        biggest overlap first (``_targets``' order on a tie), each with its move."""
        lead = press.items[0]
        w, h = self._board.card_size()
        lead_rect = QRectF(lead.pos(), QPointF(lead.pos().x() + w, lead.pos().y() + h))
        overlaps = []
        for order, card in enumerate(self._targets(lead.card)):
            if card is lead.card:
                continue
            rect = self._board.card_scene_rect(card)
            overlap = lead_rect.intersected(rect)
            area = overlap.width() * overlap.height()
            if area > 0:
                overlaps.append((-area, order, self._drop_move(lead.card, card), rect))
        overlaps.sort(key=lambda entry: entry[:2])
        return [(move, rect) for _, _, move, rect in overlaps]

    def _click(self, press: Press) -> None:
        if self._status() is GameStatus.WON:
            return
        if press.pile is not None and press.pile == self._stock:
            self._click_stock()
            return
        card = self._table.card_at(press.pile, press.index)
        if card is not None:
            self._click_card(card)

    def _double_click(self, event: QMouseEvent) -> None:
        """Nothing more than the click: each click played its card (or drew)."""


class OntoWasteMouse(WasteMouse):
    """TriPeaks' and Golf's mouse: click a card to play it onto the waste (a
    refused one shakes and the rule is said), drag it onto the waste's top
    card, click the stock to draw. ``click_move`` is the engine's."""

    def __init__(self, board: WasteBoardBase[Any, Any], session: GameSession, stock: Any, waste: Any,
                 click_move: Callable[[Any, Card], WasteMove | None]) -> None:
        super().__init__(board, session, stock, DRAW)
        self._waste = waste
        self._click_move = click_move

    def _targets(self, card: Card) -> Iterable[Card]:
        return self._table.top_card(self._waste)

    def _drop_move(self, card: Card, target: Card) -> WasteMove:
        return WasteMove(card)

    def _click(self, press: Press) -> None:
        if press.pile is None or press.pile != self._waste:  # the waste's cards are played already
            super()._click(press)

    def _click_card(self, card: Card) -> None:
        move = self._click_move(self._session.model.state, card)
        if not self._session.play(move if move is not None and move.card is not None else WasteMove(card)):
            self._board.no_move_feedback((card,))  # refused: the rule is said, the card shakes


__all__ = ["COVERED_SHADE", "Lay", "OntoWasteMouse", "StockCount", "WasteBoardBase", "WasteMouse", "is_shaded",
           "shade"]
