"""Spider's board: the completed sequences and the stock above ten columns,
drawn from the :class:`~klondike_qt.model.spider_model.SpiderModel` with the
cards and markers of Klondike's board (:mod:`.board_items`), and its mouse
play: drag a card with the same-suit run on it, click it to send it to its
best place (:func:`~klondike_qt.engine.spider.advice.click_move`), click the
stock to deal a row. Moves go through the session.

Two decks: a card's name is not its item. The 104 items follow the places:
after each change the items of the touched piles are handed out again, each
kept where its card stayed and otherwise given to a new place of the same
card, so a moved run glides as itself.

Layout in card units (1 × 1.4), scaled to fill the view: ten columns fit the
width; a long column squeezes its face-down strip first, then its face-up
fan, so that it ends inside the view (800 × 600 shows every card's corner).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QWidget

from ..engine import Card, GameStatus, Suit
from ..engine.spider import DEAL, SpiderMove, SpiderState
from ..engine.spider.advice import click_move
from ..engine.spider.piles import COLUMNS, COMPLETED, PILES, STOCK, SpiderPile, move_to
from ..model.game_model import Initiator
from ..model.session import GameSession
from ..model.settings import Settings
from ..model.spider_model import SpiderChange, SpiderModel
from .animator import Animator
from .board_items import Z_DRAG, Banner, CardItem, DropMarker, FocusRing, HeldGlow, HintMarker, NoMoveMarker
from .board_view import FELT, HINT_MS, NO_MOVE_MS
from .card_pixmaps import CardPixmaps, card_element

CARD_W, CARD_H = 1.0, 1.4
MARGIN_X, GAP_X = 0.12, 0.1
PITCH = CARD_W + GAP_X
TABLE_W = 2 * MARGIN_X + 10 * CARD_W + 9 * GAP_X
TOP_Y = 0.12
TABLEAU_Y = TOP_Y + CARD_H + 0.2
BOTTOM_MARGIN = 0.1
#: The fans of a column, preferred and least: face down, face up (a face-up card's index still shows).
DOWN_STEP, DOWN_STEP_MIN = 0.25, 0.07
UP_STEP, UP_STEP_MIN = 0.45, 0.2
#: The height the scale is chosen for: a dealt column (5 face down, 1 up) and room for six more face up.
DESIGN_H = TABLEAU_Y + CARD_H + 5 * DOWN_STEP + 6 * UP_STEP + BOTTOM_MARGIN
#: Completed sequences overlap by this much; the stock's rows too.
COMPLETED_STEP, STOCK_STEP = 0.35, 0.18


@dataclass(frozen=True, slots=True)
class SpiderGeometry:
    """Card units to view pixels for one view size and zoom."""

    view_w: float
    view_h: float
    zoom: float = 1.0

    @property
    def scale(self) -> float:
        fit_width = self.view_w / TABLE_W
        fit = min(fit_width, self.view_h / DESIGN_H)
        return max(8.0, min(fit_width, fit * self.zoom))

    @property
    def max_zoom(self) -> float:
        return max(1.0, (self.view_w / TABLE_W) / (self.view_h / DESIGN_H))

    @property
    def card_size(self) -> tuple[float, float]:
        return self.scale * CARD_W, self.scale * CARD_H

    def to_px(self, x: float, y: float) -> tuple[float, float]:
        s = self.scale
        return (self.view_w - TABLE_W * s) / 2 + x * s, y * s

    @staticmethod
    def slot(pile: SpiderPile) -> tuple[float, float]:
        """Top-left of a pile's base in units: the completed sequences from the
        left of the top row, the stock at its right, the columns beneath."""
        if pile.is_completed:
            return MARGIN_X, TOP_Y
        if pile.is_stock:
            return MARGIN_X + 9 * PITCH, TOP_Y
        return MARGIN_X + (pile.number - 1) * PITCH, TABLEAU_Y

    def steps(self, down: int, up: int) -> tuple[float, float]:
        """The face-down and face-up fans of a column of ``down`` + ``up`` cards:
        the face-down strip gives way first."""
        room = self.view_h / self.scale - TABLEAU_Y - BOTTOM_MARGIN - CARD_H
        gaps_up = max(up - 1, 0)
        d, u = DOWN_STEP, UP_STEP
        if down * d + gaps_up * u > room and down:
            d = max(DOWN_STEP_MIN, (room - gaps_up * u) / down)
        if down * d + gaps_up * u > room and gaps_up:
            u = max(UP_STEP_MIN, (room - down * d) / gaps_up)
        return d, u

    def positions(self, state: SpiderState, pile: SpiderPile) -> list[tuple[float, float]]:
        x, y = self.slot(pile)
        if pile.is_column:
            column = state.columns[pile.number - 1]
            down = state.hidden[pile.number - 1]
            d, u = self.steps(down, len(column) - down)
            out = []
            for index in range(len(column)):
                offset = index * d if index <= down else down * d + (index - down) * u
                out.append(self.to_px(x, y + offset))
            return out
        if pile.is_stock:
            rows = len(state.stock)
            # The last row to be dealt at the left, the next one at the right (on top).
            return [self.to_px(x - ((rows - 1 - i) // 10) * STOCK_STEP, y) for i in range(rows)]
        return [self.to_px(x + (i // 13) * COMPLETED_STEP, y) for i in range(13 * len(state.completed))]

    def slot_px(self, pile: SpiderPile) -> tuple[float, float]:
        return self.to_px(*self.slot(pile))


def pile_layout(state: SpiderState, pile: SpiderPile) -> list[tuple[Card, bool]]:
    """The cards a pile shows, bottom first, each with whether it is face up
    (the stock: the row dealt last at the bottom; a completed sequence: its
    ace first, so that its king lies on top)."""
    if pile.is_column:
        column = state.columns[pile.number - 1]
        hidden = state.hidden[pile.number - 1]
        return [(card, index >= hidden) for index, card in enumerate(column)]
    if pile.is_stock:
        return [(card, False) for card in reversed(state.stock)]
    return [(Card.of(rank, suit), True) for suit in state.completed for rank in range(1, 14)]


class _Slot(QGraphicsPixmapItem):
    def __init__(self, pile: SpiderPile) -> None:
        super().__init__()
        self.sp_pile = pile
        self.setZValue(-1)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


@dataclass(slots=True)
class _Press:
    pos: QPointF
    pile: SpiderPile | None
    index: int | None
    dragging: bool = False
    items: tuple[CardItem, ...] = ()
    offsets: tuple[QPointF, ...] = ()


class SpiderBoard(QGraphicsView):
    """Draws the Spider table; the mouse plays on it through the session.
    It implements the keyboard adapter's ``Board`` (``set_focus_marker``,
    ``set_held``, ``show_hint``, ``hit``, ``layout_changed``)."""

    layout_changed = Signal()
    interaction = Signal()
    finish_requested = Signal()
    new_deal_requested = Signal()
    drag_started = Signal()
    zoom_requested = Signal(int)
    #: A click on a card that has nowhere to go (the card).
    nowhere = Signal(object)

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        super().__init__(parent)
        model = session.model
        assert isinstance(model, SpiderModel)
        self._session = session
        self._model: SpiderModel = model
        self._settings = settings
        self.setObjectName("board")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(320, 240)
        self.viewport().setMouseTracking(True)
        scene = QGraphicsScene(self)
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self._pixmaps = CardPixmaps(settings.deck_in_use(), cache_dir)
        #: The items on each pile, bottom first (two decks: items follow places, not names).
        self._pile_items: dict[SpiderPile, list[CardItem]] = {pile: [] for pile in PILES}
        self._spare: list[CardItem] = []
        for _ in range(104):
            item = CardItem(Card.of(1, Suit.SPADES))  # a placeholder card until dealt
            item.setVisible(False)
            scene.addItem(item)
            self._spare.append(item)
        self._slots: dict[SpiderPile, _Slot] = {}
        for pile in PILES:
            slot = _Slot(pile)
            scene.addItem(slot)
            self._slots[pile] = slot
        self._focus_ring = FocusRing()
        self._held_glow = HeldGlow()
        self._hint = HintMarker()
        self._drop_marker = DropMarker()
        self._no_move = NoMoveMarker()
        self._banner = Banner()
        for marker in (self._focus_ring, self._held_glow, self._hint, self._drop_marker, self._no_move, self._banner):
            scene.addItem(marker)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(lambda: self.show_hint(None))
        self._no_move_timer = QTimer(self)
        self._no_move_timer.setSingleShot(True)
        self._no_move_timer.setInterval(NO_MOVE_MS)
        self._no_move_timer.timeout.connect(self._clear_no_move)
        self._animator = Animator(self)
        self._geometry = SpiderGeometry(1, 1, settings.zoom)
        self._focus: tuple[SpiderPile, int | None] | None = None
        self._held: tuple[SpiderPile, int] | None = None
        self._keyboard_in_use = False
        self._hint_move: SpiderMove | None = None
        self._press: _Press | None = None
        self._apply_felt()
        self._assign(PILES)
        # Through the session (made before this board, and before the keyboard that
        # listens after it): the items are handed out again before anyone asks for them.
        session.changed.connect(self._on_change)
        settings.changed.connect(self._on_setting)

    # -- items follow places ------------------------------------------------------------
    def _assign(self, piles: tuple[SpiderPile, ...]) -> None:
        """Hand the items of ``piles`` out again for the model's position: an
        item stays where its card still lies, else goes to a new place of its card."""
        state = self._model.state
        piles = tuple(dict.fromkeys(piles))
        wanted = {pile: pile_layout(state, pile) for pile in piles}
        pool: dict[Card, list[CardItem]] = {}
        kept: dict[SpiderPile, list[CardItem | None]] = {}
        for pile in piles:
            old = self._pile_items[pile]
            new: list[CardItem | None] = []
            same = True
            for index, (card, _) in enumerate(wanted[pile]):
                if same and index < len(old) and old[index].card is card:
                    new.append(old[index])
                else:
                    same = False
                    new.append(None)
            for item in old[len([i for i in new if i is not None]):]:
                pool.setdefault(item.card, []).append(item)
            kept[pile] = new
        for pile in piles:
            items: list[CardItem] = []
            for (card, _), kept_item in zip(wanted[pile], kept[pile], strict=True):
                items.append(kept_item if kept_item is not None else self._item_for(card, pool))
            self._pile_items[pile] = items
        for left in pool.values():
            for item in left:
                item.setVisible(False)
                self._spare.append(item)

    def _item_for(self, card: Card, pool: dict[Card, list[CardItem]]) -> CardItem:
        """An item for a new place of ``card``: one that showed this card, else a spare one."""
        spare = pool.get(card)
        if spare:
            return spare.pop()
        if self._spare:
            item = self._spare.pop()
        else:  # cannot happen: 104 items for 104 cards
            item = next(i for left in pool.values() for i in left)
            pool[item.card].remove(item)
        item.card = card
        item.face_up = False
        item.setPixmap(QPixmap())
        return item

    # -- geometry ------------------------------------------------------------------------
    @property
    def board_geometry(self) -> SpiderGeometry:
        return self._geometry

    def pile_items(self, pile: SpiderPile) -> list[CardItem]:
        return list(self._pile_items[pile])

    def card_size(self) -> tuple[float, float]:
        return self._geometry.card_size

    def max_zoom(self) -> float:
        return self._geometry.max_zoom

    def _animations_on(self) -> bool:
        return self._settings.animations_enabled() and self.isVisible()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout_all()

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(event, QKeyEvent):
            if event.key() not in (Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta):
                self._keyboard_used()
        elif event.type() == QEvent.Type.DevicePixelRatioChange:
            self._relayout_all()
        return super().event(event)

    def _relayout_all(self) -> None:
        self.finish_animations()
        size = self.viewport().size()
        self._geometry = SpiderGeometry(max(1, size.width()), max(1, size.height()), self._settings.zoom)
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        width, height = self._geometry.card_size
        if self._pixmaps.set_size(width, height, self.devicePixelRatioF()):
            for items in self._pile_items.values():
                for item in items:
                    self._set_face(item, item.face_up, force=True)
        for pile in PILES:
            self._layout_pile(pile, animate=False)
        self._after_layout()

    # -- drawing --------------------------------------------------------------------------
    def _set_face(self, item: CardItem, face_up: bool, force: bool = False) -> None:
        if force or item.face_up != face_up or item.pixmap().isNull():
            item.face_up = face_up
            item.setPixmap(self._pixmaps.pixmap(card_element(item.card) if face_up else "back"))

    def _layout_pile(self, pile: SpiderPile, animate: bool, stagger_ms: int = 0) -> None:
        state = self._model.state
        layout = pile_layout(state, pile)
        items = self._pile_items[pile]
        positions = self._geometry.positions(state, pile)
        base = (100 if pile.is_completed else 200 if pile.is_stock else 300 + pile.number * 120)
        lift = QPointF(-0.05 * self._geometry.scale, -0.1 * self._geometry.scale)
        held_from = self._held[1] if self._held is not None and self._held[0] == pile else None
        for index, ((card, face_up), item) in enumerate(zip(layout, items, strict=True)):
            item.card = card
            self._set_face(item, face_up)
            item.setVisible(True)
            target = QPointF(*positions[index])
            if held_from is not None and index >= held_from:
                target += lift
            item.index = index
            item.target = target
            item.base_z = float(base + index)
            if animate and item.pos() != target:
                item.setZValue(Z_DRAG + index)
                self._animator.glide(item, target, delay_ms=stagger_ms * index)
            else:
                item.setPos(target)
                item.setZValue(item.base_z)
        slot = self._slots[pile]
        slot.setPixmap(self._pixmaps.pixmap("empty-waste" if not pile.is_stock else "empty-stock-done"))
        slot.setPos(*self._geometry.slot_px(pile))
        slot.setVisible(not layout)

    def _after_layout(self) -> None:
        self._update_markers()
        if self._banner.isVisible():
            self.show_banner(self._banner.kind, self._banner.title, self._banner.body)
        self.layout_changed.emit()

    def _on_change(self, change: SpiderChange) -> None:
        self.finish_animations()
        self._hint_move = None
        self._hint_timer.stop()
        self._clear_no_move()
        self._cancel_press()
        touched = change.touched
        self._assign(touched)
        if self._geometry.view_w <= 1:
            return
        animate = self._animations_on()
        if change.transition is None:
            deal = animate and change.initiator is Initiator.NEW_GAME
            if deal:
                x, y = self._geometry.slot_px(STOCK)
                for items in self._pile_items.values():
                    for item in items:
                        item.setPos(x, y)
            for pile in PILES:
                self._layout_pile(pile, animate=deal, stagger_ms=12 if deal and pile.is_column else 0)
        else:
            for pile in touched:
                self._layout_pile(pile, animate, stagger_ms=20 if change.transition.is_deal else 0)
        self._after_layout()

    def finish_animations(self) -> None:
        self._animator.finish()

    @property
    def animating(self) -> bool:
        return self._animator.running

    def _apply_felt(self) -> None:
        colour = QColor(FELT.get(self._settings.deck_in_use(), FELT["classic"]))
        if QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark:
            colour = colour.darker(160)
        self.setBackgroundBrush(colour)

    def _on_setting(self, name: str) -> None:
        if name == "deck":
            self._pixmaps.set_deck(self._settings.deck_in_use())
            self._apply_felt()
            self._relayout_all()
        elif name == "zoom":
            self._relayout_all()

    def save_picture_cache(self) -> None:
        self._pixmaps.save_pending()

    # -- rectangles ---------------------------------------------------------------------------
    def item_scene_rect(self, item: CardItem) -> QRectF:
        w, h = self._geometry.card_size
        return QRectF(item.target, QRectF(0, 0, w, h).size())

    def _items_rect(self, items: list[CardItem]) -> QRectF:
        rect = self.item_scene_rect(items[0])
        for item in items[1:]:
            rect = rect.united(self.item_scene_rect(item))
        return rect

    def slot_scene_rect(self, pile: SpiderPile) -> QRectF:
        w, h = self._geometry.card_size
        x, y = self._geometry.slot_px(pile)
        return QRectF(x, y, w, h)

    def pile_scene_rect(self, pile: SpiderPile) -> QRectF:
        items = self._pile_items[pile]
        rect = self.slot_scene_rect(pile)
        return rect.united(self._items_rect(items)) if items else rect

    def pile_rect(self, pile: SpiderPile) -> QRectF:
        """A pile's area in view coordinates (the accessible tree's rectangles)."""
        return self.mapFromScene(self.pile_scene_rect(pile)).boundingRect().toRectF()

    def slot_rect(self, pile: SpiderPile, index: int) -> QRectF:
        """The area of an item of the accessible tree: a column's card, the
        stock, a completed sequence."""
        items = self._pile_items[pile]
        if pile.is_column and 0 <= index < len(items):
            rect = self.item_scene_rect(items[index])
        elif pile.is_completed and 13 * index + 12 < len(items):
            rect = self.item_scene_rect(items[13 * index + 12])
        else:
            rect = self.pile_scene_rect(pile)
        return self.mapFromScene(rect).boundingRect().toRectF()

    def _focus_rect(self, pile: SpiderPile, index: int | None) -> QRectF:
        items = self._pile_items[pile]
        if not items:
            return self.slot_scene_rect(pile)
        if index is None or not pile.is_column:
            return self.pile_scene_rect(pile)
        return self._items_rect(items[max(0, min(index, len(items) - 1)):])

    # -- markers: the keyboard adapter's Board ---------------------------------------------------
    def _keyboard_used(self) -> None:
        if not self._keyboard_in_use:
            self._keyboard_in_use = True
            self._update_markers()

    def pointer_used(self) -> None:
        self._keyboard_in_use = False
        self._update_markers()

    @property
    def focus_ring_shown(self) -> bool:
        return self._focus_ring.isVisible()

    def _update_markers(self) -> None:
        s = self._geometry.scale
        wanted = self._focus is not None and (self._keyboard_in_use or QAccessible.isActive())
        self._focus_ring.set_rects([self._focus_rect(*self._focus)] if wanted and self._focus else [], s)
        held = self._held_items()
        self._held_glow.set_rects([self._items_rect(held)] if held else [], s)
        if held:
            self._held_glow.setZValue(min(item.base_z for item in held) - 0.5)
        self._update_hint()

    def _held_items(self) -> list[CardItem]:
        if self._held is None:
            return []
        pile, index = self._held
        return self._pile_items[pile][index:]

    def set_focus_marker(self, pile: SpiderPile | None, index: int | None) -> None:
        self._focus = None if pile is None else (pile, index)
        self._update_markers()

    def set_held(self, held: tuple[SpiderPile, int] | None) -> None:
        old, self._held = self._held, held
        if old != held:
            for pile in {where[0] for where in (old, held) if where is not None}:
                self._layout_pile(pile, animate=False)
        self._update_markers()

    def show_hint(self, move: SpiderMove | None) -> None:
        self._hint_move = move
        if move is None:
            self._hint_timer.stop()
        else:
            self._hint_timer.start(HINT_MS)
        self._update_hint()

    def _update_hint(self) -> None:
        move, s = self._hint_move, self._geometry.scale
        if move is None:
            self._hint.set_rects([], s)
            return
        if move.is_deal:
            self._hint.set_rects([self.pile_scene_rect(STOCK)], s)
            return
        state = self._model.state
        column = state.columns[move.source - 1]
        index = next((i for i in range(len(column) - 1, -1, -1) if column[i] is move.card), len(column) - 1)
        moving = self._pile_items[COLUMNS[move.source - 1]][index:]
        target = self._pile_items[COLUMNS[move.target - 1]]
        rect = self.item_scene_rect(target[-1]) if target else self.slot_scene_rect(COLUMNS[move.target - 1])
        self._hint.set_rects(([self._items_rect(moving)] if moving else []) + [rect], s)

    # -- banner -------------------------------------------------------------------------------
    def show_banner(self, kind: str, title: str, body: str) -> None:
        g = self._geometry
        width = min(g.view_w * 0.9, g.scale * 6.0)
        self._banner.show_message(kind, title, body, width, g.view_h - g.scale * 0.12, g.view_w / 2, g.scale)

    def clear_banner(self) -> None:
        self._banner.clear()

    @property
    def banner_kind(self) -> str:
        return self._banner.kind if self._banner.isVisible() else ""

    # -- hit testing ------------------------------------------------------------------------------
    def hit(self, pos: QPointF) -> tuple[SpiderPile, int | None] | None:
        """The pile and item index under a view position (index None on an empty place)."""
        scene_pos = self.mapToScene(pos.toPoint())
        where = {id(item): (pile, index) for pile, items in self._pile_items.items()
                 for index, item in enumerate(items)}
        for item in self.scene().items(scene_pos):
            if isinstance(item, CardItem) and id(item) in where:
                pile, index = where[id(item)]
                return pile, index
            if isinstance(item, _Slot):
                return item.sp_pile, None
        return None

    # -- the mouse ----------------------------------------------------------------------------------
    def _movable(self, pile: SpiderPile | None, index: int | None) -> tuple[int, int] | None:
        """(column, index) when the card there heads a same-suit run that may move."""
        if pile is None or index is None or not pile.is_column or self._model.status is GameStatus.WON:
            return None
        state = self._model.state
        if index < state.run_start(pile.number) or index >= len(state.columns[pile.number - 1]):
            return None
        return pile.number, index

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.finish_animations()
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.pointer_used()
        if event.button() is not Qt.MouseButton.LeftButton:
            return
        pos = event.position()
        if self._banner.isVisible() and self._banner.rect.contains(pos) and self._banner.kind == "won":
            self.new_deal_requested.emit()
            return
        hit = self.hit(pos)
        self._press = _Press(pos, *hit) if hit else _Press(pos, None, None)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        pos = event.position()
        if press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            hit = self.hit(pos)
            shape = Qt.CursorShape.OpenHandCursor if hit and (self._movable(*hit) or hit[0].is_stock) \
                else Qt.CursorShape.ArrowCursor
            if self.viewport().cursor().shape() != shape:
                self.viewport().setCursor(shape)
            return
        if not press.dragging:
            if (pos - press.pos).manhattanLength() < QApplication.startDragDistance():
                return
            movable = self._movable(press.pile, press.index)
            if movable is None or press.pile is None:
                self._press = None
                return
            press.dragging = True
            self.drag_started.emit()
            press.items = tuple(self._pile_items[press.pile][movable[1]:])
            press.offsets = tuple(item.pos() - pos for item in press.items)
            for n, item in enumerate(press.items):
                item.setZValue(Z_DRAG + n)
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        for item, offset in zip(press.items, press.offsets, strict=True):
            item.setPos(pos + offset)
        target = self._drop_pile(press)
        self._drop_marker.set_rects([self._drop_rect(target)] if target else [], self._geometry.scale)

    def _drop_rect(self, pile: SpiderPile) -> QRectF:
        items = self._pile_items[pile]
        return self.item_scene_rect(items[-1]) if items else self.slot_scene_rect(pile)

    def _drop_pile(self, press: _Press) -> SpiderPile | None:
        """The column the dragged cards overlap most (not their own)."""
        w, h = self._geometry.card_size
        rect = QRectF(press.items[0].pos(), QRectF(0, 0, w, h).size())
        best: tuple[float, SpiderPile] | None = None
        for pile in COLUMNS:
            if pile == press.pile:
                continue
            overlap = rect.intersected(self.pile_scene_rect(pile))
            area = overlap.width() * overlap.height() if not overlap.isEmpty() else 0.0
            if area > 0 and (best is None or area > best[0]):
                best = (area, pile)
        return best[1] if best else None

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None or event.button() is not Qt.MouseButton.LeftButton:
            return
        self._drop_marker.set_rects([], self._geometry.scale)
        state = self._model.state
        if press.dragging and press.pile is not None and press.index is not None:
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            target = self._drop_pile(press)
            movable = self._movable(press.pile, press.index)
            played = (target is not None and movable is not None
                      and self._session.play(move_to(state, movable[0], movable[1], target)))
            if not played:
                self._layout_pile(press.pile, self._animations_on())  # back where it came from
            return
        if press.pile is not None and press.pile.is_stock:
            self._session.play(DEAL)
            return
        if press.pile is None or not press.pile.is_column or press.index is None:
            return
        movable = self._movable(press.pile, press.index)
        if movable is None:
            column = state.columns[press.pile.number - 1]
            if press.index >= state.hidden[press.pile.number - 1]:
                items = self._pile_items[press.pile][press.index:]
                self.no_move_feedback(items)
                self.nowhere.emit(column[press.index])
            return
        move = click_move(state, *movable)
        if move is None:
            self.no_move_feedback(self._pile_items[press.pile][movable[1]:])
            self.nowhere.emit(state.columns[movable[0] - 1][movable[1]])
            return
        self._session.play(move)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """No foundations in Spider: a double-click is its first click only (the
        second does not send the run on again)."""
        self.finish_animations()
        event.accept()

    def _cancel_press(self) -> None:
        press, self._press = self._press, None
        self._drop_marker.set_rects([], self._geometry.scale)
        if press is not None and press.dragging:
            for item in press.items:
                item.setZValue(item.base_z)

    def no_move_feedback(self, items: list[CardItem]) -> None:
        if not items:
            return
        if self._animations_on():
            for item in items:
                self._animator.shake(item)
        else:
            self._no_move.set_rects([self._items_rect(items)], self._geometry.scale)
            self._no_move_timer.start()

    def _clear_no_move(self) -> None:
        self._no_move_timer.stop()
        self._no_move.set_rects([], self._geometry.scale)

    # -- keys and wheel ----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.interaction.emit()
        event.ignore()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        event.ignore()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.angleDelta().y():
            self.zoom_requested.emit(1 if event.angleDelta().y() > 0 else -1)
        event.accept()


__all__ = ["COMPLETED", "SpiderBoard", "SpiderGeometry", "pile_layout"]
