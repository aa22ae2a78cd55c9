"""The board's mouse policy: what a press, a drag, a drop, a click and a
double-click do. A board (:mod:`.board_base`) only draws; it hands its mouse
events here, and this layer turns them into game calls, tells the board what
to show while a card is dragged, and gives feedback when a click does nothing.

:class:`MouseBase` is what every game shares: the press (a banner's offer, or
a pile and card under the pointer), the hand cursor, the drag (lifting the
cards, following the pointer, ringing where they would go), the release (the
drop, or a click; a click anywhere finishes a game that waits to be finished)
and the cancel when the game changes under a drag. Where a drop goes is one
rule for every game: of the moves the game offers there (the most overlapped
pile first), the first the model takes is played and rung while dragging; none
taken: no ring, and the drop plays the first, so the player hears why not. A
game's mouse says which cards a press may lift, the moves a drop there could
make (:meth:`MouseBase._drop_choices`), and what a click and a double-click
do; each game's mouse lives with its board (Klondike's in :mod:`.klondike_board`).

It reaches the board through the small :class:`Board` protocol (no import of
the view, so no import circle).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget

from ..engine.cards import Card
from ..engine.status import GameStatus
from ..model.model_base import GameModelBase
from ..model.session import GameSession
from .board_items import Z_DRAG, CardItem


class Board(Protocol):
    """What the mouse layer needs from the board view."""

    @property
    def nowhere(self) -> SignalInstance: ...

    def card_size(self) -> tuple[float, float]: ...

    def hit(self, pos: QPointF) -> tuple[Any, int | None] | None: ...

    def banner_at(self, pos: QPointF) -> str: ...

    def pile_scene_rect(self, pile: Any) -> QRectF: ...

    def slot_scene_rect(self, pile: Any) -> QRectF: ...

    def set_drop_rects(self, rects: list[QRectF]) -> None: ...

    def put_back(self, pile: Any) -> None: ...

    def finish_animations(self) -> None: ...

    def pointer_used(self, dragging: bool = False) -> None: ...

    def request_new_deal(self) -> None: ...

    def request_finish(self) -> None: ...

    def viewport(self) -> QWidget: ...

    def window(self) -> QWidget: ...

    def setFocus(self, reason: Qt.FocusReason) -> None: ...


class CardBoard(Board, Protocol):
    """A one-deck game's board: its items and rectangles by card."""

    def card_item(self, card: Card) -> CardItem: ...

    def card_scene_rect(self, card: Card) -> QRectF: ...

    def no_move_feedback(self, cards: tuple[Card, ...]) -> None: ...


@dataclass(slots=True, eq=False, repr=False)
class Press:
    """A press of the left button: where, on which pile and card, and the drag it became."""

    pos: QPointF
    pile: Any
    index: int | None
    dragging: bool = False
    items: tuple[CardItem, ...] = ()
    offsets: tuple[QPointF, ...] = ()


class MouseBase[B: Board]:
    """Press, drag, drop, click and double-click on a board (``B``): what all games share."""

    def __init__(self, board: B, model: GameModelBase[Any, Any, Any, Any],
                 session: GameSession | None = None) -> None:
        """``model``: the game's rules and status; ``session``: where moves are
        played (None: on the model itself)."""
        self._board = board
        self._rules = model
        self._player: GameSession | GameModelBase[Any, Any, Any, Any] = session if session is not None else model
        self._press: Press | None = None

    @property
    def dragging(self) -> bool:
        return self._press is not None and self._press.dragging

    # -- the game's own ----------------------------------------------------------------
    def _status(self) -> GameStatus:
        return self._rules.status

    def _cursor_shape(self, pile: Any, index: int | None) -> Qt.CursorShape:
        """The pointer over a pile's card (or its empty place): an open hand over
        cards that can be picked up."""
        return Qt.CursorShape.OpenHandCursor if self._drag_items(pile, index) else Qt.CursorShape.ArrowCursor

    def _drag_items(self, pile: Any, index: int | None) -> tuple[CardItem, ...]:
        """The items a drag from there lifts (none: it cannot be picked up)."""
        raise NotImplementedError

    def _drop_choices(self, press: Press) -> list[tuple[Any, QRectF]]:
        """The moves letting the dragged cards go here could make, each with the
        place its ring frames, the most overlapped pile first ([]: over nowhere)."""
        raise NotImplementedError

    def _click(self, press: Press) -> None:
        raise NotImplementedError

    def _double_click(self, event: QMouseEvent) -> None:
        raise NotImplementedError

    def forget(self) -> None:
        """A new game (or a restore): forget the last click (a double-click's first)."""

    # -- events (the view passes its own) ----------------------------------------------
    def press(self, event: QMouseEvent) -> None:
        board = self._board
        board.finish_animations()
        board.setFocus(Qt.FocusReason.MouseFocusReason)
        board.pointer_used()
        if event.button() is not Qt.MouseButton.LeftButton:
            return
        pos = event.position()
        banner = board.banner_at(pos)
        if banner == "won":
            board.request_new_deal()
            return
        if banner == "finish":
            board.request_finish()
            return
        hit = board.hit(pos)
        self._press = Press(pos, *hit) if hit else Press(pos, None, None)
        event.accept()

    def move(self, event: QMouseEvent) -> None:
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
        for item, offset in zip(press.items, press.offsets, strict=True):
            item.setPos(pos + offset)
        self._board.set_drop_rects(self._drop_rects(press))

    def release(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None or event.button() is not Qt.MouseButton.LeftButton:
            return
        if press.dragging:
            board = self._board
            board.viewport().setCursor(Qt.CursorShape.ArrowCursor)
            board.set_drop_rects([])
            if not self._drop(press) and press.pile is not None:
                board.put_back(press.pile)  # refused, or dropped nowhere: glide home
            board.pointer_used()  # the drag is over
        elif self._status() is GameStatus.READY_TO_FINISH:
            self._board.request_finish()  # a click anywhere finishes; a drag still moves a card
        else:
            self._click(press)

    def double_click(self, event: QMouseEvent) -> None:
        self._board.finish_animations()
        self._double_click(event)

    def cancel(self) -> None:
        """Drop a press or drag in progress (the game changed under it)."""
        press, self._press = self._press, None
        self._board.set_drop_rects([])
        if press is not None and press.dragging:
            for item in press.items:
                item.setZValue(item.base_z)

    # -- where a drop goes: one rule for every game ------------------------------------------
    def _drop_choice(self, press: Press) -> tuple[Any, QRectF | None] | None:
        """The move a drop here makes and the place to ring: the first choice
        the model takes; none: the first choice, rung nowhere (the model then
        says why not); None over nowhere."""
        choices = self._drop_choices(press)
        if not choices:
            return None
        for move, rect in choices:
            if self._rules.is_legal(move):
                return move, rect
        return choices[0][0], None

    def _drop_rects(self, press: Press) -> list[QRectF]:
        """Where the dragged cards would go now: rung only where the drop will be taken."""
        choice = self._drop_choice(press)
        return [] if choice is None or choice[1] is None else [choice[1]]

    def _drop(self, press: Press) -> bool:
        """The dragged cards let go: play the move; False when none was made."""
        choice = self._drop_choice(press)
        return choice is not None and self._player.play(choice[0])

    # -- the hand cursor -------------------------------------------------------------------
    def _update_cursor(self, pos: QPointF) -> None:
        hit = self._board.hit(pos)
        shape = Qt.CursorShape.ArrowCursor if hit is None else self._cursor_shape(*hit)
        viewport = self._board.viewport()
        if viewport.cursor().shape() != shape:
            viewport.setCursor(shape)

    # -- dragging --------------------------------------------------------------------------
    def _start_drag(self, press: Press) -> bool:
        items = self._drag_items(press.pile, press.index)
        if not items:
            return False
        press.dragging = True
        self._board.pointer_used(dragging=True)
        self._board.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
        press.items = items
        press.offsets = tuple(item.pos() - press.pos for item in press.items)
        for n, item in enumerate(press.items):
            item.setZValue(Z_DRAG + n)
        return True

    def _overlapped(self, press: Press, piles: Iterable[Any]) -> list[Any]:
        """The piles (of ``piles``, not the dragged cards' own) the lead dragged card
        overlaps, the biggest overlap first (in ``piles``' order on a tie)."""
        lead = press.items[0]
        w, h = self._board.card_size()
        lead_rect = QRectF(lead.pos().x(), lead.pos().y(), w, h)
        overlaps = []
        for order, pile in enumerate(piles):
            if pile is press.pile:
                continue
            overlap = lead_rect.intersected(self._board.pile_scene_rect(pile))
            area = overlap.width() * overlap.height()
            if area > 0:
                overlaps.append((-area, order, pile))
        return [pile for _, _, pile in sorted(overlaps, key=lambda entry: entry[:2])]
