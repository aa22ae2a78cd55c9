"""The board base every game's board builds on (Klondike's
:class:`~.klondike_board.KlondikeBoard`, :class:`~.freecell_board.FreeCellBoard`,
:class:`~.spider_board.SpiderBoard`).

:class:`BoardBase` is a ``QGraphicsView`` that draws a game and never changes
it. It owns what every table shares: the scene, the card pictures, the
empty-pile slots, the markers (focus ring, held glow, hint, drop ring, the
outline of a card that cannot move, the banner), the animator, the relayout on
a resize, a zoom or a new deck, the felt, the focus ring's focus-visible policy
(it shows once the keyboard is used, and to a screen reader's player), the keys
and the wheel (the view takes none but Ctrl+wheel), the mouse events (handed to
the game's :class:`~.board_mouse.MouseBase`), the reaction to a change (only
the touched piles are laid out again; a deal glides out of its pile) and the
win animation: the cards leave the table and fan out in rows of Ace to King
above the win banner (with animations on, :meth:`_celebrate`).

A game's board says what is its own: its geometry, its piles and which items
lie on each, how a pile is laid out (faces, lift, stacking order, its empty
slot), the rectangles of the focus and of a hint, the deal's glide and the rows
of the win fan. :class:`CardBoardBase` adds what a one-deck game's board shares:
one item per card for every deal, and the held cards by name.

Layout is in card units (see :mod:`.board_layout`), scaled so the table fills
the view; the scene is in view pixels so every card picture is rendered at
exactly its on-screen size and device pixel ratio.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFocusEvent,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..engine.status import GameStatus
from ..model.model_base import Initiator
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
    lying_over,
)
from .board_layout import GeometryBase, column_need
from .board_mouse import MouseBase
from .card_pixmaps import CardPixmaps, card_element

HINT_MS = 3500
#: Body lines the win fan leaves room for under it (the win banner's).
WIN_BANNER_LINES = 3
#: How long the outline on a card that cannot move stays (animations off; on, it shakes).
NO_MOVE_MS = 600
#: The win fan: a card leaves this long after the one before it (four rows: one
#: card of each row per rank), and glides this long.
WIN_STAGGER_MS, WIN_GLIDE_MS = 18, 420
#: Keys that only modify (Ctrl for Ctrl+wheel zoom): they do not show the focus ring.
_MODIFIER_KEYS = {Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                  Qt.Key.Key_AltGr, Qt.Key.Key_Super_L, Qt.Key.Key_Super_R}
FELT = {"classic": "#1b6b3a", "four-colour": "#1b6b3a", "high-contrast": "#06301a"}


class BoardBase[P, G: GeometryBase[Any]](QGraphicsView):
    """Draws a game (``P``: its piles, ``G``: its geometry); passes mouse input
    to its :class:`~.board_mouse.MouseBase`."""

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
    #: A click on a card that has nowhere to go, with the card (FreeCell's and
    #: Spider's mouse; Klondike's tells the window itself).
    nowhere = Signal(object)

    #: A dealt card leaves its pile this long after the one under it.
    DEAL_STAGGER_MS = 40

    def __init__(self, model: Any, settings: Settings, piles: tuple[P, ...], parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._settings = settings
        self._piles = piles
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
        # A viewport made here, as Qt makes its own: PySide wraps Qt's own the first time
        # viewport() returns it, at a cost of some 15 ms of a start-up (issue 30).
        viewport = QWidget()
        viewport.setObjectName("qt_scrollarea_viewport")
        self.setViewport(viewport)
        viewport.setMouseTracking(True)  # for the hand cursor over movable cards
        scene = QGraphicsScene(self)
        scene.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setScene(scene)
        self._pixmaps = CardPixmaps(settings.deck_in_use(), cache_dir)
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(1500)  # after the first frames, when idle
        self._save_timer.timeout.connect(self.save_picture_cache)
        self._slots: dict[P, SlotItem] = {}
        for pile in piles:
            slot = SlotItem(pile)
            scene.addItem(slot)
            self._slots[pile] = slot
        self._focus_ring = FocusRing()
        self._held_glow = HeldGlow()
        self._hint = HintMarker()
        self._drop_marker = DropMarker()
        self._no_move = NoMoveMarker()
        self._banner = Banner()
        for marker in (self._focus_ring, self._held_glow, self._held_glow.tab, self._hint, self._drop_marker,
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
        self._geometry: G = self._make_geometry(1, 1, settings.zoom)
        self._focus: tuple[P, int | None] | None = None
        # The focus ring shows once the keyboard is used and hides on mouse use
        # (focus-visible), never while dragging.
        #: The keyboard is what the player uses (its last input): the focus ring shows. A
        #: screen-reader player starts with it; a mouse click hides it, a key shows it again.
        self._keyboard_in_use = bool(QAccessible.isActive())
        self._dragging = False
        self._hint_move: Any = None
        self._scattered = False  # the win animation moved cards off their piles
        #: The game's mouse (the game's board makes it).
        self._mouse: MouseBase[Any]
        self._apply_felt()
        settings.changed.connect(self._on_setting)
        hints = QGuiApplication.styleHints()
        # Bound methods (not lambdas): Qt drops the connection when the view goes.
        hints.colorSchemeChanged.connect(self._system_look_changed)
        hints.accessibility().contrastPreferenceChanged.connect(self._system_look_changed)

    # -- the game's own -----------------------------------------------------------------
    def _make_geometry(self, width: float, height: float, zoom: float) -> G:
        raise NotImplementedError

    def all_items(self) -> Sequence[CardItem]:
        """Every card item of the scene."""
        raise NotImplementedError

    def items_on(self, pile: P) -> Sequence[CardItem]:
        """The items lying on ``pile``, bottom first."""
        raise NotImplementedError

    def _held_items(self) -> Sequence[CardItem]:
        """The items of the cards the keyboard player holds."""
        raise NotImplementedError

    def _layout_pile(self, pile: P, animate: bool, stagger_ms: int = 0) -> None:
        """Put the items of ``pile`` where the state and the geometry say (with
        :meth:`_place`) and show its empty place (:meth:`_show_slot`)."""
        raise NotImplementedError

    def _is_column(self, pile: P) -> bool:
        raise NotImplementedError

    def _gather_for_deal(self) -> None:
        """A deal with animations on: every item to where the deal glides from."""
        raise NotImplementedError

    def _lay_out_move(self, change: Any, animate: bool) -> None:
        """Lay out the piles a move (or its undo) touched."""
        raise NotImplementedError

    def _focus_rect(self, pile: P, index: int | None) -> QRectF:
        raise NotImplementedError

    def _hint_rects(self, move: Any) -> list[QRectF]:
        raise NotImplementedError

    def _win_rows(self) -> list[list[CardItem]]:
        """The items of the won game in rows of Ace to King (the win fan's rows)."""
        raise NotImplementedError

    def _after_layout_extra(self) -> None:
        """What else a game shows after every layout."""

    def _column_shapes(self) -> Sequence[tuple[int, int]]:
        """The face-down and face-up counts of each fanned column (the tallest
        one must fit: the cards shrink when even the least fan is too long)."""
        return ()

    # -- geometry ---------------------------------------------------------------
    @property
    def board_geometry(self) -> G:
        return self._geometry

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

    def _fitted(self, width: float, height: float) -> G:
        """The geometry for a view this size, the zoom and the columns as they lie."""
        geometry = self._make_geometry(width, height, self._settings.zoom)
        tallest = max((column_need(down, up) for down, up in self._column_shapes()), default=0.0)
        return replace(geometry, tallest=tallest) if tallest else geometry

    def _size_pictures(self) -> None:
        width, height = self._geometry.card_size
        if self._pixmaps.set_size(width, height, self.devicePixelRatioF()):
            self._refresh_pictures()

    def _relayout_all(self) -> None:
        self.finish_animations()
        size = self.viewport().size()
        self._geometry = self._fitted(max(1, size.width()), max(1, size.height()))
        self.scene().setSceneRect(0, 0, size.width(), size.height())
        self._size_pictures()
        for pile in self._piles:
            self._layout_pile(pile, animate=False)
        self._scattered = False
        self._after_layout()

    # -- drawing the state ------------------------------------------------------
    def _refresh_pictures(self) -> None:
        """Every card's picture again (new size or new deck)."""
        for item in self.all_items():
            item.setPixmap(self._pixmaps.pixmap(card_element(item.card) if item.face_up else "back"))

    def _set_face(self, item: CardItem, face_up: bool) -> bool:
        """Show ``item`` face up or down; whether its picture changed."""
        if item.face_up == face_up and not item.pixmap().isNull():
            return False
        item.face_up = face_up
        item.setPixmap(self._pixmaps.pixmap(card_element(item.card) if face_up else "back"))
        return True

    def _place(self, item: CardItem, position: tuple[float, float], base_z: float, *, lifted: bool,
               animate: bool, delay_ms: int = 0, old_picture: QPixmap | None = None) -> None:
        """Send ``item`` to ``position`` (lifted: held, a little to the left),
        gliding when ``animate`` (turning over from ``old_picture`` when given)."""
        target = QPointF(*position)
        if lifted:
            target += self._lift()
        item.target = target
        item.base_z = base_z
        if animate and (item.pos() != target or old_picture is not None):
            self._animator.glide(item, target, old_picture=old_picture, delay_ms=delay_ms)
        else:
            item.setPos(target)
            item.setZValue(item.base_z)

    def _show_slot(self, pile: P, element: str, shown: bool) -> None:
        """The picture under a pile (``element``), where ``shown``."""
        slot = self._slots[pile]
        if not shown:
            slot.hide()  # covered: no need to draw it (saves rendering at start-up)
            return
        slot.show()
        slot.setPixmap(self._pixmaps.pixmap(element))
        slot.setPos(*self._geometry.slot_px(pile))

    def _lift(self) -> QPointF:
        """Held cards stand a little to the left, not higher: lifted up, they (with their
        band and ring) hid the index of the card under them in a column."""
        return QPointF(-0.05 * self._geometry.scale, 0.0)

    def _after_layout(self) -> None:
        if self._pixmaps.has_unsaved and not self._save_timer.isActive():
            self._save_timer.start()
        self._after_layout_extra()
        self._update_markers()
        self._update_banner()
        self.layout_changed.emit()

    def _on_change(self, change: Any) -> None:
        if self._geometry.view_w <= 1:
            return  # not sized yet: the first resize lays out everything
        self.finish_animations()
        self._hint_move = None
        self._hint_timer.stop()
        self._clear_no_move()
        self._mouse.cancel()
        animate = self._animations_on()
        if change.transition is None:
            self._mouse.forget()
        # A column grown past its room at the least fan makes every card smaller (and back).
        fitted = self._fitted(self._geometry.view_w, self._geometry.view_h)
        resized, self._geometry = fitted.scale != self._geometry.scale, fitted
        if resized:
            self._size_pictures()
        if change.transition is None or self._scattered:
            self._scattered = False
            deal = animate and change.initiator is Initiator.NEW_GAME
            if deal:
                self._gather_for_deal()
            for pile in self._piles:
                stagger = self.DEAL_STAGGER_MS if deal and self._is_column(pile) else 0
                self._layout_pile(pile, animate=deal, stagger_ms=stagger)
        elif resized:
            for pile in self._piles:
                self._layout_pile(pile, animate)
        else:
            self._lay_out_move(change, animate)
        if change.status is GameStatus.WON and animate and change.initiator is not Initiator.RESTORE:
            self._celebrate()
        self._after_layout()

    def _celebrate(self) -> None:
        """The win: the cards leave their piles and fan out over the table (a row
        of Ace to King each, above the place the win banner takes)."""
        self._animator.finish()
        geometry = self._geometry
        banner_h = self._banner.height_for(self._banner_width(), geometry.scale, WIN_BANNER_LINES)
        rows = self._win_rows()
        fan = geometry.fan_rows(banner_h, len(rows))
        stagger = WIN_STAGGER_MS * 4 / max(len(rows), 1)  # as long in all, however many rows
        for row, (items, places) in enumerate(zip(rows, fan, strict=True)):
            for rank, (item, (x, y)) in enumerate(zip(items, places, strict=True)):
                self._animator.glide(item, QPointF(x, y), delay_ms=int((rank * len(rows) + row) * stagger),
                                     duration_ms=WIN_GLIDE_MS)
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

    # -- rectangles -----------------------------------------------------------------
    def item_scene_rect(self, item: CardItem) -> QRectF:
        """Where ``item`` lies at rest (where it is going, while it moves)."""
        w, h = self._geometry.card_size
        return QRectF(item.target, QRectF(0, 0, w, h).size())

    def _items_rect(self, items: Sequence[CardItem]) -> QRectF:
        rect = self.item_scene_rect(items[0])
        for item in items[1:]:
            rect = rect.united(self.item_scene_rect(item))
        return rect

    def slot_scene_rect(self, pile: P) -> QRectF:
        w, h = self._geometry.card_size
        x, y = self._geometry.slot_px(pile)
        return QRectF(x, y, w, h)

    def pile_scene_rect(self, pile: P) -> QRectF:
        """The area of a pile's place and its cards."""
        items = self.items_on(pile)
        rect = self.slot_scene_rect(pile)
        return rect.united(self._items_rect(items)) if items else rect

    def pile_rect(self, pile: P) -> QRectF:
        """The area of a pile and its cards, in view (widget) coordinates (the
        accessible tree's rectangles)."""
        return self.mapFromScene(self.pile_scene_rect(pile)).boundingRect().toRectF()

    def _top_or_slot_rect(self, pile: P) -> QRectF:
        """The pile's top card, or its empty place."""
        items = self.items_on(pile)
        return self.item_scene_rect(items[-1]) if items else self.slot_scene_rect(pile)

    # -- markers (the keyboard adapter's Board) -------------------------------------------
    def _focus_ring_wanted(self) -> bool:
        if self._focus is None or self._scattered or self._dragging:
            return False  # no ring on the win fan, nor at a dragged card's old place
        # The input in use, not whether an accessibility client asked something: a desktop
        # may activate Qt's accessibility when a menu opens, and the ring then appeared in
        # mouse play (issue 28 item 9). A screen-reader player starts with it (see __init__).
        return self._keyboard_in_use

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
        held = self._held_items()
        self._held_glow.set_rects([self._items_rect(held)] if held else [], s)
        if held:
            self._held_glow.setZValue(min(item.base_z for item in held) - 0.5)
        if self._focus is None or not self._focus_ring_wanted():
            self._focus_ring.set_rects([], s)
        else:
            ring = self._held_glow.around(self._focus_rect(*self._focus))  # the held cards' amber band inside it
            cards = [(item.base_z, self.item_scene_rect(item)) for item in self.all_items() if item.isVisible()]
            self._focus_ring.set_rects([ring], s, lying_over(ring, cards, FocusRing.reach(s)))
        self._update_hint()

    def set_focus_marker(self, pile: P | None, index: int | None) -> None:
        """Ring card ``index`` of ``pile`` and the cards on it (the whole pile for
        None, the empty pile's place when it is empty); ``pile`` None hides the ring."""
        self._focus = None if pile is None else (pile, index)
        self._update_markers()

    def show_hint(self, move: Any) -> None:
        """Highlight a move's card (with the cards on it) and its destination for a few seconds."""
        self._hint_move = move
        if move is None:
            self._hint_timer.stop()
        else:
            self._hint_timer.start(HINT_MS)
        self._update_hint()

    def _update_hint(self) -> None:
        move = self._hint_move
        self._hint.set_rects([] if move is None else self._hint_rects(move), self._geometry.scale)

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
    def hit(self, pos: QPointF) -> tuple[P, int | None] | None:
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

    def _no_move_items(self, items: Sequence[CardItem]) -> None:
        """``items`` cannot move: they shake (animations off: an outline for a moment)."""
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

    def put_back(self, pile: P) -> None:
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

