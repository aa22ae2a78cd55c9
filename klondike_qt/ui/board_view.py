"""The board: a ``QGraphicsView`` that draws the model's state. Its mouse
events go to :mod:`.board_mouse`, which turns them into model calls; the view
itself never changes the game.

Layout is in card units (see :mod:`.board_layout`), scaled so the table fills
the view; the scene is in view pixels so every card picture is rendered at
exactly its on-screen size and device pixel ratio. A model change re-lays out
only the piles it touched.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..engine import (
    ALL_PILES,
    CARDS,
    STOCK,
    Card,
    GameStatus,
    Move,
    Pile,
    PileKind,
)
from ..model.game_model import GameModel, Initiator, StateChange
from ..model.settings import Settings
from .animator import Animator
from .board_items import (
    Banner,
    CardItem,
    DropMarker,
    FocusRing,
    HeldGlow,
    HintMarker,
    NoMoveMarker,
    SlotItem,
    StockBadge,
)
from .board_layout import BoardGeometry
from .board_mouse import BoardMouse
from .card_pixmaps import CardPixmaps, card_element

HINT_MS = 3500
#: Body lines the win fan leaves room for under it (the win banner's).
WIN_BANNER_LINES = 3
#: How long the outline on a card that cannot move stays (animations off; on, it shakes).
NO_MOVE_MS = 600
#: Keys that only modify (Ctrl for Ctrl+wheel zoom): they do not show the focus ring.
_MODIFIER_KEYS = {Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                  Qt.Key.Key_AltGr, Qt.Key.Key_Super_L, Qt.Key.Key_Super_R}
FELT = {"classic": "#1b6b3a", "four-colour": "#1b6b3a", "high-contrast": "#06301a"}
_PILE_Z = {PileKind.STOCK: 0, PileKind.WASTE: 100, PileKind.FOUNDATION: 200, PileKind.TABLEAU: 300}


class BoardView(QGraphicsView):
    """Draws the game; passes mouse input to its :class:`.board_mouse.BoardMouse`."""

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
    #: A card (with what lies on it) was lifted by the mouse (the pick-up sound).
    drag_started = Signal()

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
        self._no_move = NoMoveMarker()
        self._banner = Banner()
        for marker in (self._badge, self._focus_ring, self._held_glow, self._hint, self._drop_marker,
                       self._no_move, self._banner):
            scene.addItem(marker)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(lambda: self.show_hint(None))
        self._no_move_timer = QTimer(self)
        self._no_move_timer.setSingleShot(True)
        self._no_move_timer.setInterval(NO_MOVE_MS)
        self._no_move_timer.timeout.connect(self._clear_no_move)
        self._animator = Animator(self)
        self._geometry = BoardGeometry(1, 1, settings.zoom)
        self._focus: tuple[Pile, int | None] | None = None
        self._held: tuple[Card, ...] = ()
        # The focus ring shows once the keyboard is used and hides on mouse use
        # (focus-visible); a screen reader's player always sees it, but not while dragging.
        self._keyboard_in_use = False
        self._dragging = False
        self._hint_move: Move | None = None
        self._mouse = BoardMouse(self, model)
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

    def max_zoom(self) -> float:
        """The largest zoom this view can show (a larger one changes nothing)."""
        return self._geometry.max_zoom

    def _animations_on(self) -> bool:
        return self._settings.animations_enabled() and self.isVisible()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout_all()

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.DevicePixelRatioChange:
            self._relayout_all()
        elif kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(event, QKeyEvent):
            # Every key reaches the focused board first as a shortcut override,
            # including the ones the window's actions then take.
            if event.key() not in _MODIFIER_KEYS:
                self._keyboard_used()
        elif kind == QEvent.Type.FocusIn and isinstance(event, QFocusEvent) and event.reason() in (
                Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._keyboard_used()
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
        self._clear_no_move()
        self._mouse.cancel()
        animate = self._animations_on()
        if change.transition is None or self._scattered:
            self._scattered = False
            deal = animate and change.initiator is Initiator.NEW_GAME
            if deal:
                self._place_all_on_stock()
            for pile in ALL_PILES:
                self._layout_pile(pile, animate=deal, stagger_ms=40 if deal and pile.is_tableau else 0)
        else:
            # Each pile once: the column a card turned up in is also the move's
            # source, and laying it out twice made the second glide replace the flip.
            piles = dict.fromkeys((*change.touched, change.transition.revealed_in))
            for touched in piles:
                if touched is not None:
                    self._layout_pile(touched, animate)
        if change.status is GameStatus.WON and animate and change.initiator is not Initiator.RESTORE:
            self._celebrate()
        self._after_layout()

    def _place_all_on_stock(self) -> None:
        x, y = self._geometry.slot_px(STOCK)
        for item in self._items.values():
            self._set_face(item, False)  # dealt face down; the top cards turn over as they land
            item.setPos(x, y)

    def _celebrate(self) -> None:
        """The win: the cards leave the foundations and fan out over the table
        (a row per suit, above the place the win banner takes)."""
        self._animator.finish()
        geometry = self._geometry
        banner_h = self._banner.height_for(self._banner_width(), geometry.scale, WIN_BANNER_LINES)
        for card, (x, y) in geometry.win_fan(banner_h).items():
            self._animator.glide(self._items[card], QPointF(x, y),
                                 delay_ms=((card.rank - 1) * 4 + int(card.suit)) * 18, duration_ms=420)
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
    def card_scene_rect(self, card: Card) -> QRectF:
        item = self._items[card]
        w, h = self._geometry.card_size
        return QRectF(item.target, QRectF(0, 0, w, h).size())

    def _cards_rect(self, cards: tuple[Card, ...]) -> QRectF:
        rect = self.card_scene_rect(cards[0])
        for card in cards[1:]:
            rect = rect.united(self.card_scene_rect(card))
        return rect

    def pile_scene_rect(self, pile: Pile) -> QRectF:
        return QRectF(*self._geometry.pile_extent(self._model.state, pile))

    def slot_scene_rect(self, pile: Pile) -> QRectF:
        w, h = self._geometry.card_size
        x, y = self._geometry.slot_px(pile)
        return QRectF(x, y, w, h)

    def _focus_rect(self, pile: Pile, index: int | None) -> QRectF:
        cards = self._model.state.pile_cards(pile)
        if not cards:
            return self.slot_scene_rect(pile)
        if index is None:
            return self.pile_scene_rect(pile)
        index = max(0, min(index, len(cards) - 1))
        if pile.kind in (PileKind.STOCK, PileKind.FOUNDATION):
            return self.card_scene_rect(cards[-1])
        return self._cards_rect(cards[index:])

    def _focus_ring_wanted(self) -> bool:
        if self._focus is None or self._scattered or self._dragging:
            return False  # no ring on the win fan, nor at a dragged card's old place
        return self._keyboard_in_use or QAccessible.isActive()

    def _keyboard_used(self) -> None:
        if not self._keyboard_in_use:
            self._keyboard_in_use = True
            self._update_markers()

    def pointer_used(self, dragging: bool = False) -> None:
        """The mouse was used (``dragging``: a drag is under way): the focus ring hides."""
        self._keyboard_in_use = False
        self._dragging = dragging
        self._update_markers()
        if dragging:
            self.drag_started.emit()

    @property
    def focus_ring_shown(self) -> bool:
        return self._focus_ring.isVisible()

    def _update_markers(self) -> None:
        s = self._geometry.scale
        if self._focus is None or not self._focus_ring_wanted():
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
            self._hint.set_rects([self.slot_scene_rect(STOCK)], s)
            return
        try:
            source, index = state.locate(move.card)
        except ValueError:
            self._hint.set_rects([], s)
            return
        cards = state.pile_cards(source)
        moving = cards[index:] if source.is_tableau else (move.card,)
        target_cards = state.pile_cards(move.target)
        target = self.card_scene_rect(target_cards[-1]) if target_cards else self.slot_scene_rect(move.target)
        self._hint.set_rects([self._cards_rect(moving), target], s)

    def card_rect(self, card: Card) -> QRectF:
        """Where ``card`` is drawn, in view (widget) coordinates."""
        return self.mapFromScene(self.card_scene_rect(card)).boundingRect().toRectF()

    def pile_rect(self, pile: Pile) -> QRectF:
        """The area of a pile and its cards, in view (widget) coordinates."""
        return self.mapFromScene(self.pile_scene_rect(pile)).boundingRect().toRectF()

    # -- banner ---------------------------------------------------------------------
    def show_banner(self, kind: str, title: str, body: str) -> None:
        """A message over the bottom of the table ("won", "finish", "stuck")."""
        geometry = self._geometry
        width = self._banner_width()
        self._banner.show_message(kind, title, body, width, geometry.view_h - geometry.scale * 0.12,
                                  geometry.view_w / 2, geometry.scale)

    def _banner_width(self) -> float:
        return min(self._geometry.view_w * 0.9, self._geometry.scale * 6.0)

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
        self._mouse.press(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._mouse.move(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._mouse.release(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self._mouse.double_click(event)

    # -- for the mouse layer (:mod:`.board_mouse`) ----------------------------------------------
    def banner_at(self, pos: QPointF) -> str:
        """The kind of the banner under a view position ("" for none)."""
        return self._banner.kind if self._banner.isVisible() and self._banner.rect.contains(pos) else ""

    def request_new_deal(self) -> None:
        self.new_deal_requested.emit()

    def request_finish(self) -> None:
        self.finish_requested.emit()

    def set_drop_rects(self, rects: list[QRectF]) -> None:
        """Ring where the dragged cards would go ([] for nowhere)."""
        self._drop_marker.set_rects(rects, self._geometry.scale)

    def no_move_feedback(self, cards: tuple[Card, ...]) -> None:
        """``cards`` cannot move: they shake (animations off: an outline for a moment)."""
        if self._animations_on():
            for card in cards:
                self._animator.shake(self._items[card])
        else:
            self._no_move.set_rects([self._cards_rect(cards)], self._geometry.scale)
            self._no_move_timer.start()

    def _clear_no_move(self) -> None:
        self._no_move_timer.stop()
        self._no_move.set_rects([], self._geometry.scale)

    def put_back(self, pile: Pile) -> None:
        """Every card of ``pile`` back to its place (gliding, with animations on)."""
        self._layout_pile(pile, self._animations_on())

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

