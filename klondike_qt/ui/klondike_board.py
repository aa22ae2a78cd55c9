"""Klondike's board: a :class:`~.card_board.CardBoardBase` that draws the
:class:`~klondike_qt.model.klondike_model.KlondikeModel`'s state: the stock (with its
counter), the waste and the four foundations over seven columns. Its mouse
events go to its :class:`KlondikeMouse`, which turns them into model calls; the
view itself never changes the game.

Layout is in card units (:class:`KlondikeGeometry`, on :mod:`.board_layout`'s
:class:`~.board_layout.GeometryBase`), scaled so the table fills the view,
about 8 units wide: a long column squeezes its fans (:func:`~.board_layout.fan_steps`)
so it always ends inside the view, and the cards shrink when even the least
fan is too long. A model change re-lays out only the piles it touched; a card turned
up turns over as it lands.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Protocol

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from ..a11y import messages as msg
from ..engine.cards import CARDS, Card, Suit
from ..engine.klondike import ALL_PILES, COLUMNS, FOUNDATIONS, STOCK, WASTE, GameState, Move, Pile, PileKind, is_legal
from ..engine.klondike.advice import click_move
from ..engine.status import GameStatus
from ..model.klondike_model import KlondikeChange, KlondikeModel
from ..model.settings import Settings
from .board_base import FELT as FELT
from .board_base import HINT_MS as HINT_MS
from .board_base import NO_MOVE_MS as NO_MOVE_MS
from .board_base import WIN_BANNER_LINES as WIN_BANNER_LINES
from .board_items import CardItem, StockBadge
from .board_layout import CARD_H, CARD_W, GeometryBase, Table, fan_steps
from .board_mouse import CardBoard, MouseBase, Press
from .card_board import CardBoardBase

# -- geometry ----------------------------------------------------------------------
MARGIN_X = 0.15
GAP_X = 0.12
PITCH = CARD_W + GAP_X
TOP_Y = 0.15
TABLEAU_Y = TOP_Y + CARD_H + 0.25
BOTTOM_MARGIN = 0.12
#: The height the scale is chosen for; longer columns squeeze.
DESIGN_H = TABLEAU_Y + CARD_H + 2.2
#: The preferred face-down strip and face-up fan (rank and suit show well apart);
#: they squeeze to :mod:`.board_layout`'s least.
DOWN_STEP, UP_STEP = 0.15, 0.62
#: Draw 3: how far apart the last three waste cards fan (the rank and the suit
#: under it show in a card's left 0.22).
WASTE_FAN = 0.3


#: Klondike's table.
TABLE = Table(7, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN, TABLEAU_Y)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class KlondikeGeometry(GeometryBase[Pile]):
    """Klondike's table: stock, waste and foundations over seven columns."""

    table = TABLE

    # -- in card units ------------------------------------------------------------
    @staticmethod
    def slot(pile: Pile) -> tuple[float, float]:
        """Top-left of a pile's base, in units."""
        kind = pile.kind
        if kind is PileKind.STOCK:
            return MARGIN_X, TOP_Y
        if kind is PileKind.WASTE:
            return MARGIN_X + PITCH, TOP_Y
        if kind is PileKind.FOUNDATION:
            return MARGIN_X + (3 + pile.index) * PITCH, TOP_Y
        return MARGIN_X + (pile.index - 1) * PITCH, TABLEAU_Y

    def unit_positions(self, state: GameState, pile: Pile) -> list[tuple[float, float]]:
        """Top-left of each card of ``state.pile_cards(pile)``, in units."""
        x, y = self.slot(pile)
        count = len(state.pile_cards(pile))
        kind = pile.kind
        if kind is PileKind.TABLEAU:
            down = state.hidden[pile.index - 1]
            d, u = fan_steps(down, count - down, self.room, DOWN_STEP, UP_STEP)
            positions = []
            for index in range(count):
                positions.append((x, y))
                y += d if index < down else u
            return positions
        if kind is PileKind.WASTE and state.rules.draw == 3:
            fanned = min(3, count)
            first = count - fanned
            return [(x + max(0, index - first) * WASTE_FAN, y) for index in range(count)]
        return [(x, y)] * count

    # -- in pixels ---------------------------------------------------------------
    def positions(self, state: GameState, pile: Pile) -> list[tuple[float, float]]:
        return [self.to_px(x, y) for x, y in self.unit_positions(state, pile)]

    def win_fan(self, banner_h: float) -> dict[Card, tuple[float, float]]:
        """Where each card lies in the win fan: a row per suit (:meth:`fan_rows`)."""
        rows = self.fan_rows(banner_h, 4)
        return {card: rows[int(card.suit)][card.rank - 1] for card in CARDS}

    def pile_extent(self, state: GameState, pile: Pile) -> tuple[float, float, float, float]:
        """x, y, w, h in pixels covering the pile's base and all its cards."""
        w, h = self.card_size
        points = self.positions(state, pile) or [self.slot_px(pile)]
        points.append(self.slot_px(pile))
        left = min(p[0] for p in points)
        top = min(p[1] for p in points)
        right = max(p[0] for p in points) + w
        bottom = max(p[1] for p in points) + h
        return left, top, right - left, bottom - top


ALL_SLOTS = (STOCK, WASTE, *FOUNDATIONS, *COLUMNS)


# -- mouse ------------------------------------------------------------------------
#: How long the status bar shows why a click did nothing.
STATUS_MS = 6000


class _Announcer(Protocol):
    def announce(self, text: str, assertive: bool = False) -> None: ...


@dataclass(slots=True, eq=False, repr=False)
class _Click:
    """The last single click, for a double-click that follows it."""

    card: Card
    before: GameState
    undo_index_after: int


class KlondikeMouse(MouseBase[CardBoard]):
    """Klondike's mouse: drag a card (with the cards on it), click to send it to
    its best place (:func:`~klondike_qt.engine.klondike.advice.click_move`), click the
    stock to draw, double-click to the foundation."""

    def __init__(self, board: CardBoard, model: KlondikeModel) -> None:
        super().__init__(board, model)
        self._model = model
        self._last_click: _Click | None = None

    # -- the rules: Klondike's (a game on Klondike's piles, as Yukon, names its own) ----------
    def _legal(self, state: GameState, move: Move) -> bool:
        return is_legal(state, move)

    def _best(self, state: GameState, card: Card) -> Move | None:
        """Where a click sends ``card`` (with the cards on it)."""
        return click_move(state, card)

    def _double_click(self, event: QMouseEvent) -> None:
        """Double-click: the card to its foundation (taking back what the first click did)."""
        click, self._last_click = self._last_click, None
        if (click is None or event.button() is not Qt.MouseButton.LeftButton
                or self._model.status is not GameStatus.IN_PROGRESS):
            self.press(event)
            return
        self._board.pointer_used()
        model = self._model
        state = model.state
        card = click.card
        if state.foundations[card.suit] >= card.rank:
            return  # the first click already sent it up
        move = Move.to_foundation(card)
        if self._legal(click.before, move):
            if (state is not click.before and model.undo_stack.index() == click.undo_index_after
                    and model.undo_stack.canUndo()):
                model.undo()
            if self._legal(model.state, move):
                model.play(move)
        elif state is click.before:
            model.play(move)  # refused: the player hears why

    def _cursor_shape(self, pile: Pile, index: int | None) -> Qt.CursorShape:
        """An open hand over cards that can be picked up, a pointing hand over the stock."""
        if pile is STOCK:
            return Qt.CursorShape.PointingHandCursor
        return super()._cursor_shape(pile, index)

    # -- dragging --------------------------------------------------------------------------
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

    def _drag_items(self, pile: Pile | None, index: int | None) -> tuple[CardItem, ...]:
        return tuple(self._board.card_item(card) for card in self._draggable(pile, index))

    def _drop_choices(self, press: Press) -> list[tuple[Move, QRectF]]:
        """Onto a foundation or a column the dragged cards overlap, with its top card or place."""
        state = self._model.state
        piles = self._overlapped(press, (pile for pile in ALL_PILES
                                         if pile.kind not in (PileKind.STOCK, PileKind.WASTE)))
        return [(Move(press.items[0].card, pile),
                 self._board.card_scene_rect(top) if (top := state.top(pile)) is not None
                 else self._board.slot_scene_rect(pile)) for pile in piles]

    # -- clicking --------------------------------------------------------------------------
    def _click(self, press: Press) -> None:
        pile, index = press.pile, press.index
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
        move = self._best(state, card)
        if move is not None:
            self._model.play(move)
        else:
            self._nowhere_to_go(state, pile, card)
        self._last_click = _Click(card, before, self._model.undo_stack.index())

    def _nowhere_to_go(self, state: GameState, pile: Pile, card: Card) -> None:
        """A click on a card that cannot move: the cards shake (or, animations
        off, are outlined a moment) and the player reads and hears why."""
        cards = state.pile_cards(pile)
        moving = cards[cards.index(card):] if pile.is_tableau else (card,)
        self._board.no_move_feedback(moving)
        self._tell(msg.no_place_for(card))

    def _tell(self, text: str) -> None:
        """Show ``text`` in the window's status bar and say it through the window's
        announcer (both optional: a bare board in a test has neither)."""
        window = self._board.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, STATUS_MS)
        announcer: _Announcer | None = getattr(window, "announcer", None)
        if announcer is not None:
            announcer.announce(text, True)


# -- the board --------------------------------------------------------------------
_PILE_Z = {PileKind.STOCK: 0, PileKind.WASTE: 100, PileKind.FOUNDATION: 200, PileKind.TABLEAU: 300}


class KlondikeBoard(CardBoardBase[Pile, KlondikeGeometry]):
    """Draws the Klondike game; passes mouse input to its :class:`KlondikeMouse`."""

    #: The piles drawn, and the mouse: a game on Klondike's piles (Yukon) names its own.
    PILES: ClassVar[tuple[Pile, ...]] = ALL_PILES
    MOUSE: ClassVar[type[KlondikeMouse]] = KlondikeMouse

    def __init__(self, model: KlondikeModel, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        super().__init__(model, settings, self.PILES, parent, cache_dir=cache_dir)
        self._model: KlondikeModel = model
        self._badge = StockBadge()
        self.scene().addItem(self._badge)
        self._mouse = self.MOUSE(self, model)
        model.changed.connect(self._on_change)

    def _make_geometry(self, width: float, height: float, zoom: float) -> KlondikeGeometry:
        return KlondikeGeometry(width, height, zoom)

    def items_on(self, pile: Pile) -> list[CardItem]:
        return [self._items[card] for card in self._model.state.pile_cards(pile)]

    def _is_column(self, pile: Pile) -> bool:
        return pile.is_tableau

    def _column_shapes(self) -> list[tuple[int, int]]:
        state = self._model.state
        return [(state.hidden[pile.index - 1], len(state.pile_cards(pile)) - state.hidden[pile.index - 1])
                for pile in self.PILES if pile.is_tableau]

    # -- drawing the state ------------------------------------------------------
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
        base = self._pile_z(pile)
        for index, card in enumerate(cards):
            item = self._items[card]
            old_picture = item.pixmap()
            flipped = self._set_face(item, index >= face_down)
            item.pile = pile
            item.index = index
            self._place(item, positions[index], float(base + index), lifted=card in self._held, animate=animate,
                        delay_ms=stagger_ms * index, old_picture=old_picture if flipped else None)
        self._layout_slot(pile)

    @staticmethod
    def _pile_z(pile: Pile) -> int:
        """The stacking order of a pile's first card (its others lie over it, in order)."""
        return _PILE_Z[pile.kind] + (pile.index * 20 if pile.kind is not PileKind.STOCK else 0)

    def _layout_slot(self, pile: Pile) -> None:
        state = self._model.state
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
        self._show_slot(pile, element, not state.pile_cards(pile))

    def _after_layout_extra(self) -> None:
        self._layout_slot(STOCK)  # recycle or not depends on the waste too
        self._update_badge()

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

    def _lay_out_move(self, change: KlondikeChange, animate: bool) -> None:
        assert change.transition is not None
        # Each pile once: the column a card turned up in is also the move's
        # source, and laying it out twice made the second glide replace the flip.
        piles = dict.fromkeys((*change.touched, change.transition.revealed_in))
        for touched in piles:
            if touched is not None:
                self._layout_pile(touched, animate)

    def _gather_for_deal(self) -> None:
        x, y = self._geometry.slot_px(STOCK)
        for item in self._items.values():
            self._set_face(item, False)  # dealt face down; the top cards turn over as they land
            item.setPos(x, y)

    def _win_rows(self) -> list[list[CardItem]]:
        """A row per suit, Ace to King."""
        return [[self._items[Card.of(rank, suit)] for rank in range(1, 14)] for suit in Suit]

    # -- markers (the keyboard engineer's interface) ------------------------------
    def pile_scene_rect(self, pile: Pile) -> QRectF:
        return QRectF(*self._geometry.pile_extent(self._model.state, pile))

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

    def _hint_rects(self, move: Move) -> list[QRectF]:
        state = self._model.state
        if move.card is None or move.target is None:
            return [self.slot_scene_rect(STOCK)]
        try:
            source, index = state.locate(move.card)
        except ValueError:
            return []
        cards = state.pile_cards(source)
        moving = cards[index:] if source.is_tableau else (move.card,)
        target_cards = state.pile_cards(move.target)
        target = self.card_scene_rect(target_cards[-1]) if target_cards else self.slot_scene_rect(move.target)
        return [self._cards_rect(moving), target]
