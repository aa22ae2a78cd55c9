"""The board: a ``QGraphicsView`` that draws the model's state and turns mouse
input into model calls. It never changes the game itself.

Layout is in card units (see :mod:`.board_layout`), scaled so the table fills
the view; the scene is in view pixels so every card picture is rendered at
exactly its on-screen size and device pixel ratio. A model change re-lays out
only the piles it touched.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication, QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..engine import (
    ALL_PILES,
    CARDS,
    STOCK,
    WASTE,
    Card,
    GameState,
    GameStatus,
    Move,
    Pile,
    PileKind,
    is_legal,
)
from ..engine.advice import click_move
from ..model.game_model import GameModel, Initiator, StateChange
from ..model.settings import Settings
from .animator import Animator
from .board_items import (
    Z_DRAG,
    Banner,
    CardItem,
    DropMarker,
    FocusRing,
    HeldGlow,
    HintMarker,
    SlotItem,
    StockBadge,
)
from .board_layout import BoardGeometry
from .card_pixmaps import CardPixmaps, card_element

HINT_MS = 3500
FELT = {"classic": "#1b6b3a", "four-colour": "#1b6b3a", "high-contrast": "#06301a"}
_PILE_Z = {PileKind.STOCK: 0, PileKind.WASTE: 100, PileKind.FOUNDATION: 200, PileKind.TABLEAU: 300}


@dataclass(slots=True)
class _Press:
    pos: QPointF
    pile: Pile | None
    index: int | None
    dragging: bool = False
    items: tuple[CardItem, ...] = ()
    offsets: tuple[QPointF, ...] = ()


@dataclass(slots=True)
class _Click:
    """The last single click, for a double-click that follows it."""

    card: Card
    before: GameState
    undo_index_after: int


class BoardView(QGraphicsView):
    """Draws the game and takes mouse input."""

    #: Emitted after a re-layout (a change, a resize, a zoom).
    layout_changed = Signal()
    #: Any key press on the board (stops a running auto-finish; clicks are
    #: filtered by the window so that the click does nothing else).
    interaction = Signal()
    #: A click while the game waits to be finished.
    finish_requested = Signal()
    #: A click on the win banner.
    new_deal_requested = Signal()
    #: Ctrl+wheel: +1 larger, -1 smaller.
    zoom_requested = Signal(int)

    def __init__(self, model: GameModel, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        super().__init__(parent)
        self._model = model
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
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(320, 240)
        self.viewport().setMouseTracking(True)  # for the hand cursor over movable cards
        scene = QGraphicsScene(self)
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self._pixmaps = CardPixmaps(settings.deck_in_use(), cache_dir)
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(1500)  # after the first frames, when idle
        self._save_timer.timeout.connect(self.save_picture_cache)
        self._items: dict[Card, CardItem] = {}
        for card in CARDS:
            item = CardItem(card)
            scene.addItem(item)
            self._items[card] = item
        self._slots: dict[Pile, SlotItem] = {}
        for pile in ALL_PILES:
            slot = SlotItem(pile)
            scene.addItem(slot)
            self._slots[pile] = slot
        self._badge = StockBadge()
        self._focus_ring = FocusRing()
        self._held_glow = HeldGlow()
        self._hint = HintMarker()
        self._drop_marker = DropMarker()
        self._banner = Banner()
        for item in (self._badge, self._focus_ring, self._held_glow, self._hint, self._drop_marker,
                     self._banner):
            scene.addItem(item)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(lambda: self.show_hint(None))
        self._animator = Animator(self)
        self._geometry = BoardGeometry(1, 1, settings.zoom)
        self._focus: tuple[Pile, int | None] | None = None
        self._held: tuple[Card, ...] = ()
        self._hint_move: Move | None = None
        self._press: _Press | None = None
        self._last_click: _Click | None = None
        self._scattered = False  # the win animation moved cards off their piles
        self._apply_felt()
        model.changed.connect(self._on_change)
        settings.changed.connect(self._on_setting)
        hints = QGuiApplication.styleHints()
        # Bound methods (not lambdas): Qt drops the connection when the view goes.
        hints.colorSchemeChanged.connect(self._system_look_changed)
        hints.accessibility().contrastPreferenceChanged.connect(self._system_look_changed)

    # -- geometry ---------------------------------------------------------------
    @property
    def board_geometry(self) -> BoardGeometry:
        return self._geometry

    def card_item(self, card: Card) -> CardItem:
        """The scene item that draws ``card`` (the same one for every deal)."""
        return self._items[card]

    def card_size(self) -> tuple[float, float]:
        return self._geometry.card_size

    def _animations_on(self) -> bool:
        return self._settings.animations_enabled() and self.isVisible()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout_all()

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self._relayout_all()
        return super().event(event)

    def _relayout_all(self) -> None:
        self.finish_animations()
        size = self.viewport().size()
        self._geometry = BoardGeometry(max(1, size.width()), max(1, size.height()),
                                       self._settings.zoom)
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        width, height = self._geometry.card_size
        if self._pixmaps.set_size(width, height, self.devicePixelRatioF()):
            self._refresh_pictures()
        for pile in ALL_PILES:
            self._layout_pile(pile, animate=False)
        self._scattered = False
        self._after_layout()

    # -- drawing the state ------------------------------------------------------
    def _refresh_pictures(self) -> None:
        """Every card's picture again (new size or new deck)."""
        for item in self._items.values():
            item.setPixmap(self._pixmaps.pixmap(card_element(item.card) if item.face_up else "back"))

    def _set_face(self, item: CardItem, face_up: bool) -> bool:
        if item.face_up == face_up and not item.pixmap().isNull():
            return False
        item.face_up = face_up
        item.setPixmap(self._pixmaps.pixmap(card_element(item.card) if face_up else "back"))
        return True

    def _layout_pile(self, pile: Pile, animate: bool, stagger_ms: int = 0) -> None:
        state = self._model.state
        cards = state.pile_cards(pile)
        positions = self._geometry.positions(state, pile)
        if pile.kind is PileKind.TABLEAU:
            face_down = state.hidden[pile.index - 1]
        elif pile.kind is PileKind.STOCK:
            face_down = len(cards)
        else:
            face_down = 0
        lift = self._lift()
        base = _PILE_Z[pile.kind] + (pile.index * 20 if pile.kind is not PileKind.STOCK else 0)
        for index, card in enumerate(cards):
            item = self._items[card]
            x, y = positions[index]
            target = QPointF(x, y)
            if card in self._held:
                target += lift
            old_picture = item.pixmap()
            flipped = self._set_face(item, index >= face_down)
            item.pile = pile
            item.index = index
            item.target = target
            item.base_z = float(base + index)
            if animate and (item.pos() != target or flipped):
                self._animator.glide(item, target, old_picture=old_picture if flipped else None,
                                     delay_ms=stagger_ms * index)
            else:
                item.setPos(target)
                item.setZValue(item.base_z)
        self._layout_slot(pile)

    def _layout_slot(self, pile: Pile) -> None:
        slot = self._slots[pile]
        state = self._model.state
        if state.pile_cards(pile):
            slot.hide()  # covered: no need to draw it (saves rendering at start-up)
            return
        slot.show()
        if pile.kind is PileKind.STOCK:
            element = "empty-stock" if state.can_recycle and state.waste else "empty-stock-done"
            if state.stock:
                element = "empty-stock"
        elif pile.kind is PileKind.WASTE:
            element = "empty-waste"
        elif pile.kind is PileKind.FOUNDATION:
            element = f"empty-foundation-{'cdsh'[pile.index]}"
        else:
            element = "empty-column"
        slot.setPixmap(self._pixmaps.pixmap(element))
        slot.setPos(*self._geometry.slot_px(pile))

    def _lift(self) -> QPointF:
        s = self._geometry.scale
        return QPointF(-0.05 * s, -0.1 * s)

    def _after_layout(self) -> None:
        if self._pixmaps.has_unsaved and not self._save_timer.isActive():
            self._save_timer.start()
        self._layout_slot(STOCK)  # recycle or not depends on the waste too
        self._update_badge()
        self._update_markers()
        self._update_banner()
        self.layout_changed.emit()

    def _update_badge(self) -> None:
        state = self._model.state
        w, h = self._geometry.card_size
        x, y = self._geometry.slot_px(STOCK)
        count = len(state.stock)
        text = str(count) if count else ""
        badge_h = max(14.0, h * 0.17)
        badge_w = badge_h * (1.6 if count >= 10 else 1.2)
        self._badge.set_badge(text, QRectF(x + w - badge_w - w * 0.06, y + h - badge_h - w * 0.06,
                                           badge_w, badge_h))

    def _on_change(self, change: StateChange) -> None:
        if self._geometry.view_w <= 1:
            return  # not sized yet: the first resize lays out everything
        self.finish_animations()
        self._hint_move = None
        self._hint_timer.stop()
        self._last_press_cancel()
        animate = self._animations_on()
        if change.transition is None or self._scattered:
            self._scattered = False
            deal = animate and change.initiator is Initiator.NEW_GAME
            if deal:
                self._place_all_on_stock()
            for pile in ALL_PILES:
                self._layout_pile(pile, animate=deal, stagger_ms=40 if deal and pile.is_tableau else 0)
        else:
            for pile in change.touched:
                self._layout_pile(pile, animate)
            if change.transition.revealed_in is not None:
                self._layout_pile(change.transition.revealed_in, animate)
        if change.status is GameStatus.WON and animate and change.initiator is not Initiator.RESTORE:
            self._celebrate()
        self._after_layout()

    def _place_all_on_stock(self) -> None:
        x, y = self._geometry.slot_px(STOCK)
        for item in self._items.values():
            self._set_face(item, False)  # dealt face down; the top cards turn over as they land
            item.setPos(x, y)

    def _celebrate(self) -> None:
        """The win: the cards leave the foundations and fan out across the table."""
        self._animator.finish()
        w, h = self._geometry.card_size
        view_w = self._geometry.view_w
        top = self._geometry.to_px(0, 2.0)[1]
        for order, card in enumerate(sorted(CARDS, key=lambda c: (c.rank, c.suit))):
            item = self._items[card]
            column = order % 13
            row = order // 13
            x = (view_w - w) * column / 12
            y = top + row * h * 0.45
            self._animator.glide(item, QPointF(x, y), delay_ms=order * 18, duration_ms=420)
        self._scattered = True

    def save_picture_cache(self) -> None:
        """Write newly rendered card pictures to the disk cache now."""
        self._save_timer.stop()
        self._pixmaps.save_pending()

    def finish_animations(self) -> None:
        """Jump every moving card to where it is going."""
        self._animator.finish()

    @property
    def animating(self) -> bool:
        return self._animator.running

    # -- settings -------------------------------------------------------------
    def _apply_felt(self) -> None:
        colour = QColor(FELT.get(self._settings.deck_in_use(), FELT["classic"]))
        if QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark:
            colour = colour.darker(160)  # a dark desktop gets a dark table
        self.setBackgroundBrush(colour)

    def _system_look_changed(self, *_: object) -> None:
        self._on_setting("deck")

    def _on_setting(self, name: str) -> None:
        if name == "deck":
            self._pixmaps.set_deck(self._settings.deck_in_use())
            self._apply_felt()
            self._refresh_pictures()
            self._relayout_all()
        elif name == "zoom":
            self._relayout_all()

    # -- markers (the keyboard engineer's interface) ------------------------------
    def _card_scene_rect(self, card: Card) -> QRectF:
        item = self._items[card]
        w, h = self._geometry.card_size
        return QRectF(item.target, QRectF(0, 0, w, h).size())

    def _cards_rect(self, cards: tuple[Card, ...]) -> QRectF:
        rect = self._card_scene_rect(cards[0])
        for card in cards[1:]:
            rect = rect.united(self._card_scene_rect(card))
        return rect

    def _pile_scene_rect(self, pile: Pile) -> QRectF:
        return QRectF(*self._geometry.pile_extent(self._model.state, pile))

    def _slot_rect(self, pile: Pile) -> QRectF:
        w, h = self._geometry.card_size
        x, y = self._geometry.slot_px(pile)
        return QRectF(x, y, w, h)

    def _focus_rect(self, pile: Pile, index: int | None) -> QRectF:
        cards = self._model.state.pile_cards(pile)
        if not cards:
            return self._slot_rect(pile)
        if index is None:
            return self._pile_scene_rect(pile)
        index = max(0, min(index, len(cards) - 1))
        if pile.kind in (PileKind.STOCK, PileKind.FOUNDATION):
            return self._card_scene_rect(cards[-1])
        return self._cards_rect(cards[index:])

    def _update_markers(self) -> None:
        s = self._geometry.scale
        if self._focus is None:
            self._focus_ring.set_rects([], s)
        else:
            self._focus_ring.set_rects([self._focus_rect(*self._focus)], s)
        held = tuple(card for card in self._held)
        self._held_glow.set_rects([self._cards_rect(held)] if held else [], s)
        if held:
            self._held_glow.setZValue(min(self._items[c].base_z for c in held) - 0.5)
        self._update_hint()

    def set_focus_marker(self, pile: Pile | None, index: int | None) -> None:
        """Ring card ``index`` of ``state.pile_cards(pile)`` and the cards on it
        (the whole pile for None, the empty pile's place when it is empty);
        ``pile`` None hides the ring."""
        self._focus = None if pile is None else (pile, index)
        self._update_markers()

    def set_held(self, cards: tuple[Card, ...]) -> None:
        """Show ``cards`` as picked up (lifted, amber glow); () puts them down."""
        old = self._held
        self._held = tuple(cards)
        if old != self._held:
            piles = {self._items[c].pile for c in old + self._held}
            for card in old + self._held:
                self._animator.cancel(self._items[card])
            for pile in piles:
                if pile is not None:
                    self._layout_pile(pile, animate=False)
        self._update_markers()

    def show_hint(self, move: Move | None) -> None:
        """Highlight a move's card (with the cards on it) and its destination for a few seconds."""
        self._hint_move = move
        if move is None:
            self._hint_timer.stop()
        else:
            self._hint_timer.start(HINT_MS)
        self._update_hint()

    def _update_hint(self) -> None:
        move = self._hint_move
        s = self._geometry.scale
        if move is None:
            self._hint.set_rects([], s)
            return
        state = self._model.state
        if move.card is None or move.target is None:
            self._hint.set_rects([self._slot_rect(STOCK)], s)
            return
        try:
            source, index = state.locate(move.card)
        except ValueError:
            self._hint.set_rects([], s)
            return
        cards = state.pile_cards(source)
        moving = cards[index:] if source.is_tableau else (move.card,)
        target_cards = state.pile_cards(move.target)
        target = self._card_scene_rect(target_cards[-1]) if target_cards else self._slot_rect(move.target)
        self._hint.set_rects([self._cards_rect(moving), target], s)

    def card_rect(self, card: Card) -> QRectF:
        """Where ``card`` is drawn, in view (widget) coordinates."""
        return self.mapFromScene(self._card_scene_rect(card)).boundingRect().toRectF()

    def pile_rect(self, pile: Pile) -> QRectF:
        """The area of a pile and its cards, in view (widget) coordinates."""
        return self.mapFromScene(self._pile_scene_rect(pile)).boundingRect().toRectF()

    # -- banner ---------------------------------------------------------------------
    def show_banner(self, kind: str, title: str, body: str) -> None:
        """A message over the bottom of the table ("won", "finish", "stuck")."""
        geometry = self._geometry
        width = min(geometry.view_w * 0.9, geometry.scale * 6.0)
        self._banner.show_message(kind, title, body, width, geometry.view_h - geometry.scale * 0.12,
                                  geometry.view_w / 2, geometry.scale)

    def clear_banner(self) -> None:
        self._banner.clear()

    @property
    def banner_kind(self) -> str:
        return self._banner.kind if self._banner.isVisible() else ""

    def _update_banner(self) -> None:
        if self._banner.isVisible():
            self.show_banner(self._banner.kind, self._banner.title, self._banner.body)

    # -- mouse ------------------------------------------------------------------------
    def hit(self, pos: QPointF) -> tuple[Pile, int | None] | None:
        """The pile and card index under a view position (index None on an empty place)."""
        scene_pos = self.mapToScene(pos.toPoint())
        for item in self.scene().items(scene_pos):
            if isinstance(item, CardItem) and item.pile is not None:
                return item.pile, item.index
            if isinstance(item, SlotItem):
                return item.pile, None
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.finish_animations()
        self.setFocus(Qt.FocusReason.MouseFocusReason)
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
        if press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            self._update_cursor(event.position())
            return
        pos = event.position()
        if not press.dragging:
            if (pos - press.pos).manhattanLength() < QApplication.startDragDistance():
                return
            if not self._start_drag(press):
                self._press = None
                return
        for item, offset in zip(press.items, press.offsets):
            item.setPos(pos + offset)
        self._show_drop_target(press)

    def _update_cursor(self, pos: QPointF) -> None:
        """An open hand over cards that can be picked up, a pointing hand over the stock."""
        hit = self.hit(pos)
        shape = Qt.CursorShape.ArrowCursor
        if hit is not None:
            if hit[0] is STOCK:
                shape = Qt.CursorShape.PointingHandCursor
            elif self._draggable(*hit):
                shape = Qt.CursorShape.OpenHandCursor
        if self.viewport().cursor().shape() != shape:
            self.viewport().setCursor(shape)

    def _draggable(self, pile: Pile | None, index: int | None) -> tuple[Card, ...]:
        if pile is None or index is None:
            return ()
        state = self._model.state
        cards = state.pile_cards(pile)
        if pile.kind is PileKind.TABLEAU:
            if index < state.hidden[pile.index - 1]:
                return ()
            return cards[index:]
        if pile.kind in (PileKind.WASTE, PileKind.FOUNDATION) and cards:
            return (cards[-1],) if index == len(cards) - 1 or pile is WASTE else ()
        return ()

    def _start_drag(self, press: _Press) -> bool:
        cards = self._draggable(press.pile, press.index)
        if not cards:
            return False
        press.dragging = True
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        press.items = tuple(self._items[c] for c in cards)
        press.offsets = tuple(item.pos() - press.pos for item in press.items)
        for n, item in enumerate(press.items):
            item.setZValue(Z_DRAG + n)
        return True

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None or event.button() is not Qt.MouseButton.LeftButton:
            return
        if press.dragging:
            self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            self._drop(press)
        elif self._model.status is GameStatus.READY_TO_FINISH:
            self.finish_requested.emit()  # a click anywhere finishes; a drag still moves a card
        else:
            self._click(press.pile, press.index)

    def _last_press_cancel(self) -> None:
        press, self._press = self._press, None
        self._drop_marker.set_rects([], self._geometry.scale)
        if press is not None and press.dragging:
            for item in press.items:
                item.setZValue(item.base_z)

    def _drop_move(self, press: _Press) -> Move | None:
        """The move dropping the dragged cards here makes: onto the overlapped pile
        that takes them (the biggest overlap first), else onto the most overlapped
        pile (the model then says why not); None over no pile."""
        lead = press.items[0]
        w, h = self._geometry.card_size
        lead_rect = QRectF(lead.pos().x(), lead.pos().y(), w, h)
        overlaps = []
        for pile in ALL_PILES:
            if pile is press.pile or pile.kind in (PileKind.STOCK, PileKind.WASTE):
                continue
            overlap = lead_rect.intersected(self._pile_scene_rect(pile))
            area = overlap.width() * overlap.height()
            if area > 0:
                overlaps.append((-area, pile.order, pile))
        if not overlaps:
            return None
        moves = [Move(lead.card, pile) for _, _, pile in sorted(overlaps)]
        state = self._model.state
        return next((move for move in moves if is_legal(state, move)), moves[0])

    def _show_drop_target(self, press: _Press) -> None:
        move = self._drop_move(press)
        rects = []
        if move is not None and move.target is not None and is_legal(self._model.state, move):
            top = self._model.state.top(move.target)
            rects = [self._card_scene_rect(top) if top is not None else self._slot_rect(move.target)]
        self._drop_marker.set_rects(rects, self._geometry.scale)

    def _drop(self, press: _Press) -> None:
        self._drop_marker.set_rects([], self._geometry.scale)
        move = self._drop_move(press)
        if move is not None and self._model.play(move):
            return
        # Refused, or dropped nowhere: glide home.
        if press.pile is not None:
            self._layout_pile(press.pile, self._animations_on())

    def _click(self, pile: Pile | None, index: int | None) -> None:
        if pile is None:
            return
        state = self._model.state
        if pile is STOCK:
            self._model.draw()
            return
        cards = state.pile_cards(pile)
        if not cards or index is None:
            return
        if pile is WASTE or pile.is_foundation:
            card = cards[-1]
        elif index < state.hidden[pile.index - 1]:
            return
        else:
            card = cards[index]
        before = state
        move = click_move(state, card)
        if move is not None:
            self._model.play(move)
        self._last_click = _Click(card, before, self._model.undo_stack.index())

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Double-click: the card to its foundation (taking back what the first click did)."""
        self.finish_animations()
        click, self._last_click = self._last_click, None
        if (click is None or event.button() is not Qt.MouseButton.LeftButton
                or self._model.status is not GameStatus.IN_PROGRESS):
            self.mousePressEvent(event)
            return
        state = self._model.state
        card = click.card
        if state.foundations[card.suit] >= card.rank:
            return  # the first click already sent it up
        move = Move.to_foundation(card)
        if is_legal(click.before, move):
            if (state is not click.before and self._model.undo_stack.index() == click.undo_index_after
                    and self._model.undo_stack.canUndo()):
                self._model.undo()
            if is_legal(self._model.state, move):
                self._model.play(move)
        elif state is click.before:
            self._model.play(move)  # refused: the player hears why

    # -- keys and wheel: the view takes none ---------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        # No scrolling, no item key handling: every key goes on to the window's shortcuts.
        self.interaction.emit()
        event.ignore()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        event.ignore()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.angleDelta().y():
            self.zoom_requested.emit(1 if event.angleDelta().y() > 0 else -1)
        event.accept()

