"""FreeCell's board: four free cells and four foundations above eight
columns, drawn from the :class:`~klondike_qt.model.freecell_model.FreeCellModel`
with the cards and markers of Klondike's board (:mod:`.board_items`), and its
mouse play: drag a card or a run, click to send it to its best place (the
engine's :func:`~klondike_qt.engine.freecell.advice.click_move`), double-click
to its foundation. Moves go through the session (its safe auto-moves follow).

Layout in card units (1 × 1.4), scaled to fill the view: the top row's eight
places line up with the eight columns; a long column squeezes its fan so it
ends inside the view (a 800 × 600 window shows every card's index).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QWidget

from ..engine import CARDS, Card, GameStatus
from ..engine.freecell import FOUNDATION, FreeCellMove, FreeCellState
from ..engine.freecell.advice import click_move
from ..engine.freecell.piles import (
    CELLS,
    COLUMNS,
    FOUNDATIONS,
    PILES,
    FreeCellPile,
    locate_pile,
    move_to,
    pile_cards,
)
from ..model.freecell_model import FreeCellChange, FreeCellModel
from ..model.game_model import Initiator
from ..model.session import GameSession
from ..model.settings import Settings
from .animator import Animator
from .board_items import Z_DRAG, Banner, CardItem, DropMarker, FocusRing, HeldGlow, HintMarker, NoMoveMarker
from .board_view import FELT, HINT_MS, NO_MOVE_MS
from .card_pixmaps import CardPixmaps, card_element

CARD_W, CARD_H = 1.0, 1.4
MARGIN_X, GAP_X = 0.15, 0.12
PITCH = CARD_W + GAP_X
TABLE_W = 2 * MARGIN_X + 8 * CARD_W + 7 * GAP_X
TOP_Y = 0.15
TABLEAU_Y = TOP_Y + CARD_H + 0.3
BOTTOM_MARGIN = 0.12
#: The fan of a column: preferred, and the least (the rank index still shows).
UP_STEP, UP_STEP_MIN = 0.5, 0.2
#: The height the scale is chosen for: a dealt column of 7 at the preferred fan, and room to grow.
DESIGN_H = TABLEAU_Y + CARD_H + 6 * UP_STEP + 1.0 + BOTTOM_MARGIN


@dataclass(frozen=True, slots=True)
class FreeCellGeometry:
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
    def slot(pile: FreeCellPile) -> tuple[float, float]:
        """Top-left of a pile's base, in units: cells 1–4 then foundations over the columns."""
        if pile.is_cell:
            return MARGIN_X + (pile.number - 1) * PITCH, TOP_Y
        if pile.is_foundation:
            return MARGIN_X + (3 + pile.number) * PITCH, TOP_Y
        return MARGIN_X + (pile.number - 1) * PITCH, TABLEAU_Y

    def step(self, count: int) -> float:
        room = self.view_h / self.scale - TABLEAU_Y - BOTTOM_MARGIN
        if count <= 1:
            return UP_STEP
        return max(UP_STEP_MIN, min(UP_STEP, (room - CARD_H) / (count - 1)))

    def positions(self, state: FreeCellState, pile: FreeCellPile) -> list[tuple[float, float]]:
        x, y = self.slot(pile)
        count = len(pile_cards(state, pile))
        if pile.is_column:
            step = self.step(count)
            return [self.to_px(x, y + index * step) for index in range(count)]
        return [self.to_px(x, y)] * count

    def slot_px(self, pile: FreeCellPile) -> tuple[float, float]:
        return self.to_px(*self.slot(pile))


class _Slot(QGraphicsPixmapItem):
    def __init__(self, pile: FreeCellPile) -> None:
        super().__init__()
        self.fc_pile = pile
        self.setZValue(-1)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


@dataclass(slots=True)
class _Press:
    pos: QPointF
    pile: FreeCellPile | None
    index: int | None
    dragging: bool = False
    cards: tuple[Card, ...] = ()
    offsets: tuple[QPointF, ...] = ()


class FreeCellBoard(QGraphicsView):
    """Draws the FreeCell table; the mouse plays on it through the session.
    It implements the keyboard adapter's ``Board`` (``set_focus_marker``,
    ``set_held``, ``show_hint``, ``hit``, ``layout_changed``)."""

    layout_changed = Signal()
    interaction = Signal()
    finish_requested = Signal()
    new_deal_requested = Signal()
    #: A drag began (the sound cue for a pick-up listens).
    drag_started = Signal()
    zoom_requested = Signal(int)
    #: A click on a card that has nowhere to go (the card).
    nowhere = Signal(object)

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        super().__init__(parent)
        model = session.model
        assert isinstance(model, FreeCellModel)
        self._session = session
        self._model: FreeCellModel = model
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
        self._items: dict[Card, CardItem] = {}
        self._where: dict[Card, tuple[FreeCellPile, int]] = {}
        for card in CARDS:
            item = CardItem(card)
            scene.addItem(item)
            self._items[card] = item
        self._slots: dict[FreeCellPile, _Slot] = {}
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
        self._geometry = FreeCellGeometry(1, 1, settings.zoom)
        self._focus: tuple[FreeCellPile, int | None] | None = None
        self._held: tuple[Card, ...] = ()
        self._keyboard_in_use = False
        self._hint_move: FreeCellMove | None = None
        self._press: _Press | None = None
        self._last_click: tuple[Card, FreeCellState, int] | None = None
        self._apply_felt()
        model.changed.connect(self._on_change)
        settings.changed.connect(self._on_setting)

    # -- geometry ------------------------------------------------------------------------
    @property
    def board_geometry(self) -> FreeCellGeometry:
        return self._geometry

    def card_item(self, card: Card) -> CardItem:
        return self._items[card]

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
        self._geometry = FreeCellGeometry(max(1, size.width()), max(1, size.height()), self._settings.zoom)
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        width, height = self._geometry.card_size
        if self._pixmaps.set_size(width, height, self.devicePixelRatioF()):
            for item in self._items.values():
                item.face_up = True
                item.setPixmap(self._pixmaps.pixmap(card_element(item.card)))
        for pile in PILES:
            self._layout_pile(pile, animate=False)
        self._after_layout()

    # -- drawing --------------------------------------------------------------------------
    def _layout_pile(self, pile: FreeCellPile, animate: bool, stagger_ms: int = 0) -> None:
        state = self._model.state
        cards = pile_cards(state, pile)
        positions = self._geometry.positions(state, pile)
        base = (100 if pile.is_cell else 200 if pile.is_foundation else 300) + pile.number * 20
        lift = QPointF(-0.05 * self._geometry.scale, -0.1 * self._geometry.scale)
        for index, card in enumerate(cards):
            item = self._items[card]
            if item.pixmap().isNull():
                item.face_up = True
                item.setPixmap(self._pixmaps.pixmap(card_element(card)))
            target = QPointF(*positions[index])
            if card in self._held:
                target += lift
            self._where[card] = (pile, index)
            item.index = index
            item.target = target
            item.base_z = float(base + index)
            if animate and item.pos() != target:
                self._animator.glide(item, target, delay_ms=stagger_ms * index)
            else:
                item.setPos(target)
                item.setZValue(item.base_z)
        slot = self._slots[pile]
        if pile.is_foundation:
            element = f"empty-foundation-{'cdsh'[pile.number - 1]}"
        else:
            element = "empty-waste"  # a plain place: any card may go into a FreeCell column (Klondike's shows a K)
        slot.setPixmap(self._pixmaps.pixmap(element))
        slot.setPos(*self._geometry.slot_px(pile))
        slot.setVisible(not cards or pile.is_cell)

    def _after_layout(self) -> None:
        self._update_markers()
        if self._banner.isVisible():
            self.show_banner(self._banner.kind, self._banner.title, self._banner.body)
        self.layout_changed.emit()

    def _on_change(self, change: FreeCellChange) -> None:
        if self._geometry.view_w <= 1:
            return
        self.finish_animations()
        self._hint_move = None
        self._hint_timer.stop()
        self._clear_no_move()
        self._cancel_press()
        animate = self._animations_on()
        if change.transition is None:
            self._last_click = None
            deal = animate and change.initiator is Initiator.NEW_GAME
            if deal:
                x, y = self._geometry.slot_px(CELLS[0])
                for item in self._items.values():
                    item.setPos(x, y)
            for pile in PILES:
                self._layout_pile(pile, animate=deal, stagger_ms=30 if deal and pile.is_column else 0)
        else:
            for pile in dict.fromkeys(change.touched):
                self._layout_pile(pile, animate)
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
            for item in self._items.values():
                item.setPixmap(self._pixmaps.pixmap(card_element(item.card)))
            self._relayout_all()
        elif name == "zoom":
            self._relayout_all()

    def save_picture_cache(self) -> None:
        self._pixmaps.save_pending()

    # -- rectangles ---------------------------------------------------------------------------
    def card_scene_rect(self, card: Card) -> QRectF:
        w, h = self._geometry.card_size
        return QRectF(self._items[card].target, QRectF(0, 0, w, h).size())

    def _cards_rect(self, cards: tuple[Card, ...]) -> QRectF:
        rect = self.card_scene_rect(cards[0])
        for card in cards[1:]:
            rect = rect.united(self.card_scene_rect(card))
        return rect

    def slot_scene_rect(self, pile: FreeCellPile) -> QRectF:
        w, h = self._geometry.card_size
        x, y = self._geometry.slot_px(pile)
        return QRectF(x, y, w, h)

    def pile_scene_rect(self, pile: FreeCellPile) -> QRectF:
        cards = pile_cards(self._model.state, pile)
        rect = self.slot_scene_rect(pile)
        return rect.united(self._cards_rect(cards)) if cards else rect

    def pile_rect(self, pile: FreeCellPile) -> QRectF:
        """A pile's area in view coordinates (the accessible tree's rectangles)."""
        return self.mapFromScene(self.pile_scene_rect(pile)).boundingRect().toRectF()

    def card_rect(self, card: Card) -> QRectF:
        return self.mapFromScene(self.card_scene_rect(card)).boundingRect().toRectF()

    def _focus_rect(self, pile: FreeCellPile, index: int | None) -> QRectF:
        cards = pile_cards(self._model.state, pile)
        if not cards:
            return self.slot_scene_rect(pile)
        if index is None or not pile.is_column:
            return self.card_scene_rect(cards[-1])
        return self._cards_rect(cards[max(0, min(index, len(cards) - 1)):])

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
        held = self._held
        self._held_glow.set_rects([self._cards_rect(held)] if held else [], s)
        if held:
            self._held_glow.setZValue(min(self._items[c].base_z for c in held) - 0.5)
        self._update_hint()

    def set_focus_marker(self, pile: FreeCellPile | None, index: int | None) -> None:
        self._focus = None if pile is None else (pile, index)
        self._update_markers()

    def set_held(self, cards: tuple[Card, ...]) -> None:
        old, self._held = self._held, tuple(cards)
        if old != self._held:
            for pile in {self._where[c][0] for c in old + self._held if c in self._where}:
                self._layout_pile(pile, animate=False)
        self._update_markers()

    def show_hint(self, move: FreeCellMove | None) -> None:
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
        state = self._model.state
        source, index = locate_pile(state, move.card)
        moving = pile_cards(state, source)[index:] if source.is_column else (move.card,)
        target = _target_pile(state, move)
        cards = pile_cards(state, target)
        rect = self.card_scene_rect(cards[-1]) if cards else self.slot_scene_rect(target)
        self._hint.set_rects([self._cards_rect(moving), rect], s)

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
    def hit(self, pos: QPointF) -> tuple[FreeCellPile, int | None] | None:
        """The pile and card index under a view position (index None on an empty place)."""
        scene_pos = self.mapToScene(pos.toPoint())
        for item in self.scene().items(scene_pos):
            if isinstance(item, CardItem) and item.card in self._where:
                pile, index = self._where[item.card]
                return pile, index
            if isinstance(item, _Slot):
                return item.fc_pile, None
        return None

    # -- the mouse ----------------------------------------------------------------------------------
    def _movable(self, pile: FreeCellPile | None, index: int | None) -> tuple[Card, ...]:
        if pile is None or index is None:
            return ()
        state = self._model.state
        cards = pile_cards(state, pile)
        if not cards or self._model.status is GameStatus.WON:
            return ()
        if not pile.is_column:
            return (cards[-1],)
        run = cards[index:]
        if all(upper.fits_on(lower) for lower, upper in pairwise(run)):
            return run
        return ()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.finish_animations()
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.pointer_used()
        if event.button() is not Qt.MouseButton.LeftButton:
            return
        pos = event.position()
        if self._banner.isVisible() and self._banner.rect.contains(pos):
            if self._banner.kind == "won":
                self.new_deal_requested.emit()
                return
            if self._banner.kind == "finish":
                self.finish_requested.emit()
                return
        hit = self.hit(pos)
        self._press = _Press(pos, *hit) if hit else _Press(pos, None, None)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        pos = event.position()
        if press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            hit = self.hit(pos)
            shape = Qt.CursorShape.OpenHandCursor if hit and self._movable(*hit) else Qt.CursorShape.ArrowCursor
            if self.viewport().cursor().shape() != shape:
                self.viewport().setCursor(shape)
            return
        if not press.dragging:
            if (pos - press.pos).manhattanLength() < QApplication.startDragDistance():
                return
            cards = self._movable(press.pile, press.index)
            if not cards:
                self._press = None
                return
            press.dragging = True
            self.drag_started.emit()
            press.cards = cards
            press.offsets = tuple(self._items[c].pos() - pos for c in cards)
            for n, card in enumerate(cards):
                self._items[card].setZValue(Z_DRAG + n)
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        for card, offset in zip(press.cards, press.offsets, strict=True):
            self._items[card].setPos(pos + offset)
        target = self._drop_pile(press)
        self._drop_marker.set_rects([self._drop_rect(target)] if target else [], self._geometry.scale)

    def _drop_rect(self, pile: FreeCellPile) -> QRectF:
        cards = pile_cards(self._model.state, pile)
        return self.card_scene_rect(cards[-1]) if cards else self.slot_scene_rect(pile)

    def _drop_pile(self, press: _Press) -> FreeCellPile | None:
        """The pile the dragged cards overlap most (not their own)."""
        moving = self._items[press.cards[0]]
        w, h = self._geometry.card_size
        rect = QRectF(moving.pos(), QRectF(0, 0, w, h).size())
        best: tuple[float, FreeCellPile] | None = None
        for pile in PILES:
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
        if press.dragging:
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            target = self._drop_pile(press)
            played = target is not None and self._session.play(move_to(self._model.state, press.cards[0], target))
            if not played and press.pile is not None:
                self._layout_pile(press.pile, self._animations_on())  # back where it came from
            return
        if self._model.status is GameStatus.READY_TO_FINISH:
            self.finish_requested.emit()
            return
        cards = self._movable(press.pile, press.index)
        if not cards or (press.pile is not None and press.pile.is_foundation):
            return  # a foundation card comes back only by a drag (a click there is the double-click's second)
        before, undo_index = self._model.state, self._model.undo_stack.index()
        move = click_move(before, cards[0])
        if move is None:
            self.no_move_feedback(cards)
            self.nowhere.emit(cards[0])
            return
        self._session.play(move)
        self._last_click = (cards[0], before, undo_index)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Double-click: the card to its foundation (taking back what the first click did)."""
        self.finish_animations()
        click, self._last_click = self._last_click, None
        if event.button() is not Qt.MouseButton.LeftButton:
            return
        hit = self.hit(event.position())
        cards = self._movable(*hit) if hit else ()
        if click is not None and click[0] not in cards and cards:
            click = None  # the first click was on another card
        if click is None:  # no click came first (it changed nothing): the card under the pointer
            if len(cards) == 1 and hit is not None and not hit[0].is_foundation:
                self._session.play(FreeCellMove(cards[0], FOUNDATION))
            return
        card, before, undo_index = click
        state = self._model.state
        if state.foundations[card.suit] >= card.rank:
            return  # the first click already sent it up
        move = FreeCellMove(card, FOUNDATION)
        if before.is_legal(move):
            while self._model.undo_stack.index() > undo_index and self._model.undo_stack.canUndo():
                self._session.undo()  # the first click's move and the cards that followed it up
        self._session.play(move)

    def _cancel_press(self) -> None:
        press, self._press = self._press, None
        self._drop_marker.set_rects([], self._geometry.scale)
        if press is not None and press.dragging:
            for card in press.cards:
                self._items[card].setZValue(self._items[card].base_z)

    def no_move_feedback(self, cards: tuple[Card, ...]) -> None:
        if self._animations_on():
            for card in cards:
                self._animator.shake(self._items[card])
        else:
            self._no_move.set_rects([self._cards_rect(cards)], self._geometry.scale)
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


def _target_pile(state: FreeCellState, move: FreeCellMove) -> FreeCellPile:
    """The pile a move sends its card to (a free cell "any": the first empty one)."""
    target = move.target
    if target.place.value == "f":
        return FOUNDATIONS[move.card.suit]
    if target.place.value == "c":
        number = target.index or next((n for n, c in enumerate(state.cells, 1) if c is None), 1)
        return CELLS[number - 1]
    return COLUMNS[target.index - 1]


__all__ = ["FreeCellBoard", "FreeCellGeometry"]
