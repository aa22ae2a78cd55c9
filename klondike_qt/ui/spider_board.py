"""Spider's board: the completed sequences and the stock above ten columns,
a :class:`~.board_base.BoardBase` drawn from the
:class:`~klondike_qt.model.spider_model.SpiderModel`, and its mouse play
(:class:`SpiderMouse`): drag a card with the same-suit run on it, click it to
send it to its best place (:func:`~klondike_qt.engine.spider.advice.click_move`),
click the stock to deal a row. Moves go through the session.

Two decks: a card's name is not its item. The 104 items follow the places:
after each change the items of the touched piles are handed out again, each
kept where its card stayed and otherwise given to a new place of the same
card, so a moved run glides as itself.

Layout in card units (1 × 1.4), scaled to fill the view (:mod:`.board_layout`):
ten columns fit the width; a long column squeezes its fans so that it ends
inside the view, never below the least fan that shows each face-up card's
rank and suit (the cards shrink instead).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QPixmap
from PySide6.QtWidgets import QWidget

from ..engine.cards import Card, Suit
from ..engine.spider import DEAL, SpiderMove, SpiderState
from ..engine.spider.advice import click_move
from ..engine.spider.piles import COLUMNS, COMPLETED, PILES, STOCK, SpiderPile, move_to
from ..engine.status import GameStatus
from ..model.session import GameSession
from ..model.settings import Settings
from ..model.spider_model import SpiderChange, SpiderModel
from .animator import DURATION_MS, Leg
from .board_base import BoardBase
from .board_items import Z_ANIMATING, CardItem
from .board_layout import CARD_H, CARD_W, DOWN_MIN, FAN_MIN, GeometryBase, Table, fan_steps
from .board_mouse import Board, MouseBase, Press

MARGIN_X, GAP_X = 0.12, 0.1
PITCH = CARD_W + GAP_X
TOP_Y = 0.1
TABLEAU_Y = TOP_Y + CARD_H + 0.15
BOTTOM_MARGIN = 0.1
#: The preferred fans of a column: face down, face up (they squeeze to :mod:`.board_layout`'s least).
DOWN_STEP, UP_STEP = 0.25, 0.45
#: The height the scale is chosen for: five face-down cards under a run of ten
#: at the least fans; a longer column makes the cards smaller.
DESIGN_H = TABLEAU_Y + CARD_H + 5 * DOWN_MIN + 9 * FAN_MIN + BOTTOM_MARGIN
#: Completed sequences overlap by this much; the stock's rows too.
COMPLETED_STEP, STOCK_STEP = 0.35, 0.18
#: A completed sequence, animations on: it rests in its column this long after the move
#: lands, then its cards leave one after another, this far apart, each flying this long.
COMPLETED_PAUSE_MS, COMPLETED_STAGGER_MS, COMPLETED_FLIGHT_MS = 140, 45, 300
#: A dealt row's cards leave the stock this far apart.
DEAL_MOVE_STAGGER_MS = 20


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class SpiderGeometry(GeometryBase[SpiderPile]):
    """Card units to view pixels for one view size and zoom."""

    table = Table(10, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN, TABLEAU_Y)

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
        """The face-down and face-up fans of a column of ``down`` + ``up`` cards."""
        return fan_steps(down, up, self.room, DOWN_STEP, UP_STEP)

    def column_positions(self, number: int, down: int, count: int) -> list[tuple[float, float]]:
        """The places of a column's ``count`` cards, ``down`` of them face down."""
        x, y = self.slot(COLUMNS[number - 1])
        d, u = self.steps(down, count - down)
        return [self.to_px(x, y + (index * d if index <= down else down * d + (index - down) * u))
                for index in range(count)]

    def positions(self, state: SpiderState, pile: SpiderPile) -> list[tuple[float, float]]:
        x, y = self.slot(pile)
        if pile.is_column:
            return self.column_positions(pile.number, state.hidden[pile.number - 1],
                                         len(state.columns[pile.number - 1]))
        if pile.is_stock:
            rows = len(state.stock)
            # The last row to be dealt at the left, the next one at the right (on top).
            return [self.to_px(x - ((rows - 1 - i) // 10) * STOCK_STEP, y) for i in range(rows)]
        return [self.to_px(x + (i // 13) * COMPLETED_STEP, y) for i in range(13 * len(state.completed))]


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


class SpiderMouse(MouseBase[Board]):
    """Spider's mouse: drag a card with the same-suit run on it, click it to its
    best place, click the stock to deal a row; moves through the session. No
    foundations: a double-click is its first click only."""

    def __init__(self, board: SpiderBoard, session: GameSession, model: SpiderModel) -> None:
        super().__init__(board, model, session)
        self._spider = board
        self._session = session
        self._model = model

    def _movable(self, pile: SpiderPile | None, index: int | None) -> tuple[int, int] | None:
        """(column, index) when the card there heads a same-suit run that may move."""
        if pile is None or index is None or not pile.is_column or self._model.status is GameStatus.WON:
            return None
        state = self._model.state
        if index < state.run_start(pile.number) or index >= len(state.columns[pile.number - 1]):
            return None
        return pile.number, index

    def _cursor_shape(self, pile: SpiderPile, index: int | None) -> Qt.CursorShape:
        if self._movable(pile, index) or pile.is_stock:
            return Qt.CursorShape.OpenHandCursor
        return Qt.CursorShape.ArrowCursor

    def _drag_items(self, pile: SpiderPile | None, index: int | None) -> tuple[CardItem, ...]:
        movable = self._movable(pile, index)
        if movable is None or pile is None:
            return ()
        return tuple(self._spider.pile_items(pile)[movable[1]:])

    def _drop_choices(self, press: Press) -> list[tuple[SpiderMove, QRectF]]:
        """Onto a column the dragged run overlaps (not its own), with its top card or place."""
        movable = self._movable(press.pile, press.index)
        if movable is None:
            return []
        choices = []
        for pile in self._overlapped(press, COLUMNS):
            items = self._spider.pile_items(pile)
            rect = self._spider.item_scene_rect(items[-1]) if items else self._spider.slot_scene_rect(pile)
            choices.append((move_to(self._model.state, movable[0], movable[1], pile), rect))
        return choices

    def _click(self, press: Press) -> None:
        state = self._model.state
        if press.pile is not None and press.pile.is_stock:
            self._session.play(DEAL)
            return
        if press.pile is None or not press.pile.is_column or press.index is None:
            return
        movable = self._movable(press.pile, press.index)
        if movable is None:
            column = state.columns[press.pile.number - 1]
            if press.index >= state.hidden[press.pile.number - 1]:
                self._spider.no_move_items(self._spider.pile_items(press.pile)[press.index:])
                self._spider.nowhere.emit(column[press.index])
            return
        move = click_move(state, *movable)
        if move is None:
            self._spider.no_move_items(self._spider.pile_items(press.pile)[movable[1]:])
            self._spider.nowhere.emit(state.columns[movable[0] - 1][movable[1]])
            return
        self._session.play(move)

    def _double_click(self, event: QMouseEvent) -> None:
        """No foundations in Spider: a double-click is its first click only (the
        second does not send the run on again)."""
        event.accept()


class SpiderBoard(BoardBase[SpiderPile, SpiderGeometry]):
    """Draws the Spider table; the mouse plays on it through the session.
    It implements the keyboard adapter's ``Board`` (``set_focus_marker``,
    ``set_held``, ``show_hint``, ``hit``, ``layout_changed``)."""

    DEAL_STAGGER_MS = 12

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        model = session.model
        assert isinstance(model, SpiderModel)
        super().__init__(model, settings, PILES, parent, cache_dir=cache_dir)
        self._session = session
        self._model: SpiderModel = model
        #: The items on each pile, bottom first (two decks: items follow places, not names).
        self._pile_items: dict[SpiderPile, list[CardItem]] = {pile: [] for pile in PILES}
        self._spare: list[CardItem] = []
        for _ in range(104):
            item = CardItem(Card.of(1, Suit.SPADES))  # a placeholder card until dealt
            item.setVisible(False)
            self.scene().addItem(item)
            self._spare.append(item)
        self._all_items = (*self._spare,)
        self._held: tuple[SpiderPile, int] | None = None
        self._mouse = SpiderMouse(self, session, model)
        self._assign(PILES)
        # Through the session (made before this board, and before the keyboard that
        # listens after it): the items are handed out again before anyone asks for them.
        session.changed.connect(self._on_change)

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
                item.pile = None
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

    def _make_geometry(self, width: float, height: float, zoom: float) -> SpiderGeometry:
        return SpiderGeometry(width, height, zoom)

    def all_items(self) -> tuple[CardItem, ...]:
        return self._all_items

    def pile_items(self, pile: SpiderPile) -> list[CardItem]:
        return list(self._pile_items[pile])

    def items_on(self, pile: SpiderPile) -> list[CardItem]:
        return self._pile_items[pile]

    def _held_items(self) -> list[CardItem]:
        if self._held is None:
            return []
        pile, index = self._held
        return self._pile_items[pile][index:]

    def _column_shapes(self) -> list[tuple[int, int]]:
        state = self._model.state
        return [(down, len(column) - down) for column, down in zip(state.columns, state.hidden, strict=True)]

    def _is_column(self, pile: SpiderPile) -> bool:
        return pile.is_column

    # -- drawing --------------------------------------------------------------------------
    def _layout_pile(self, pile: SpiderPile, animate: bool, stagger_ms: int = 0) -> None:
        state = self._model.state
        layout = pile_layout(state, pile)
        items = self._pile_items[pile]
        positions = self._geometry.positions(state, pile)
        base = (100 if pile.is_completed else 200 if pile.is_stock else 300 + pile.number * 120)
        held_from = self._held[1] if self._held is not None and self._held[0] == pile else None
        for index, ((card, face_up), item) in enumerate(zip(layout, items, strict=True)):
            item.card = card
            self._set_face(item, face_up)
            item.setVisible(True)
            item.pile = pile
            item.index = index
            self._place(item, positions[index], float(base + index),
                        lifted=held_from is not None and index >= held_from, animate=animate,
                        delay_ms=stagger_ms * index)
        self._show_slot(pile, "empty-waste" if not pile.is_stock else "empty-stock-done", not layout)

    def _on_change(self, change: SpiderChange) -> None:
        self._assign(change.touched)
        super()._on_change(change)

    def _lay_out_move(self, change: SpiderChange, animate: bool) -> None:
        assert change.transition is not None
        stagger = DEAL_MOVE_STAGGER_MS if change.transition.is_deal else 0
        flying = animate and bool(change.transition.completed) and not change.is_undo
        starts = {item: item.pos() for item in self._pile_items[COMPLETED]} if flying else {}
        for pile in change.touched:
            self._layout_pile(pile, animate and not (flying and pile.is_completed), stagger_ms=stagger)
        if flying:
            self._fly_completed(change, starts, DURATION_MS + 10 * stagger)

    def _fly_completed(self, change: SpiderChange, starts: dict[CardItem, QPointF], landing_ms: int) -> None:
        """The sequences a move completed fly to their place one card after the
        other, the top card (the ace) first, from the column where they were
        completed: the moved cards land there first, and the sequence waits a
        moment before it leaves, so that the eye follows it."""
        transition, state = change.transition, change.after
        assert transition is not None
        items = self._pile_items[COMPLETED]
        new = len(transition.completed)
        for nth, number in enumerate(transition.completed_from):
            left = len(state.columns[number - 1])
            places = self._geometry.column_positions(number, state.hidden[number - 1], left + 13)[left:]
            first = len(items) - 13 * (new - nth)  # the sequence's ace: the bottom of its place
            for rank in range(1, 14):
                item = items[first + rank - 1]
                at_rest = item.pos()
                item.setPos(starts.get(item, at_rest))
                deep = 13 - rank  # in the column the king lies deepest, the ace on top
                order = nth * 13 + rank - 1  # the ace leaves first, each card lands on the one before
                self._animator.fly(item, (
                    Leg(QPointF(*places[deep]), 0, landing_ms, Z_ANIMATING + 300 + number * 120 + left + deep),
                    Leg(at_rest, COMPLETED_PAUSE_MS + order * COMPLETED_STAGGER_MS, COMPLETED_FLIGHT_MS,
                        Z_ANIMATING + 2000 + first + rank),
                ))

    def _gather_for_deal(self) -> None:
        x, y = self._geometry.slot_px(STOCK)
        for items in self._pile_items.values():
            for item in items:
                item.setPos(x, y)

    def _win_rows(self) -> list[list[CardItem]]:
        """A row per completed sequence, Ace to King."""
        items = self._pile_items[COMPLETED]
        return [items[start:start + 13] for start in range(0, len(items), 13)]

    # -- rectangles ---------------------------------------------------------------------------
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
    def set_held(self, held: tuple[SpiderPile, int] | None) -> None:
        old, self._held = self._held, held
        if old != held:
            for pile in {where[0] for where in (old, held) if where is not None}:
                self._layout_pile(pile, animate=False)
        self._update_markers()

    def _hint_rects(self, move: SpiderMove) -> list[QRectF]:
        if move.is_deal:
            return [self.pile_scene_rect(STOCK)]
        state = self._model.state
        column = state.columns[move.source - 1]
        index = next((i for i in range(len(column) - 1, -1, -1) if column[i] is move.card), len(column) - 1)
        moving = self._pile_items[COLUMNS[move.source - 1]][index:]
        return ([self._items_rect(moving)] if moving else []) + [self._top_or_slot_rect(COLUMNS[move.target - 1])]

    def no_move_items(self, items: list[CardItem]) -> None:
        """``items`` cannot move: they shake (animations off: an outline for a moment)."""
        self._no_move_items(items)


__all__ = ["COMPLETED", "SpiderBoard", "SpiderGeometry", "SpiderMouse", "pile_layout"]
