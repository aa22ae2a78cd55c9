"""FreeCell's board: four free cells and four foundations above eight
columns, a :class:`~.card_board.CardBoardBase` drawn from the
:class:`~klondike_qt.model.freecell_model.FreeCellModel`, and its mouse play
(:class:`FreeCellMouse`): drag a card or a run, click to send it to its best
place (the engine's :func:`~klondike_qt.engine.freecell.advice.click_move`),
double-click to its foundation. Moves go through the session (its safe
auto-moves follow).

Layout in card units (1 × 1.4), scaled to fill the view (:mod:`.board_layout`):
the top row's eight places line up with the eight columns; a long column
squeezes its fan so it ends inside the view, never below the least fan that
shows each card's rank and suit (the cards shrink instead).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget

from ..engine.cards import Card, Suit
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
from ..engine.status import GameStatus
from ..model.freecell_model import FreeCellChange, FreeCellModel
from ..model.session import GameSession
from ..model.settings import Settings
from .board_items import CardItem
from .board_layout import CARD_H, CARD_W, FAN_MIN, GeometryBase, Table, fan_steps
from .board_mouse import CardBoard, MouseBase, Press
from .card_board import CardBoardBase

MARGIN_X, GAP_X = 0.15, 0.12
PITCH = CARD_W + GAP_X
TOP_Y = 0.12
TABLEAU_Y = TOP_Y + CARD_H + 0.22
BOTTOM_MARGIN = 0.12
#: The preferred fan of a column (it squeezes to the least, :data:`~.board_layout.FAN_MIN`).
UP_STEP = 0.5
#: The height the scale is chosen for: a column of 12 at the least fan (a dealt
#: column of 7 near the preferred one); a longer one makes the cards smaller.
DESIGN_H = TABLEAU_Y + CARD_H + 11 * FAN_MIN + BOTTOM_MARGIN


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class FreeCellGeometry(GeometryBase[FreeCellPile]):
    """Card units to view pixels for one view size and zoom."""

    table = Table(8, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN, TABLEAU_Y)

    @staticmethod
    def slot(pile: FreeCellPile) -> tuple[float, float]:
        """Top-left of a pile's base, in units: cells 1–4 then foundations over the columns."""
        if pile.is_cell:
            return MARGIN_X + (pile.number - 1) * PITCH, TOP_Y
        if pile.is_foundation:
            return MARGIN_X + (3 + pile.number) * PITCH, TOP_Y
        return MARGIN_X + (pile.number - 1) * PITCH, TABLEAU_Y

    def step(self, count: int) -> float:
        return fan_steps(0, count, self.room, 0.0, UP_STEP)[1]

    def positions(self, state: FreeCellState, pile: FreeCellPile) -> list[tuple[float, float]]:
        x, y = self.slot(pile)
        count = len(pile_cards(state, pile))
        if pile.is_column:
            step = self.step(count)
            return [self.to_px(x, y + index * step) for index in range(count)]
        return [self.to_px(x, y)] * count


class FreeCellBoard(CardBoardBase[FreeCellPile, FreeCellGeometry]):
    """Draws the FreeCell table; the mouse plays on it through the session.
    It implements the keyboard adapter's ``Board`` (``set_focus_marker``,
    ``set_held``, ``show_hint``, ``hit``, ``layout_changed``)."""

    DEAL_STAGGER_MS = 30

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        model = session.model
        assert isinstance(model, FreeCellModel)
        super().__init__(model, settings, PILES, parent, cache_dir=cache_dir)
        self._session = session
        self._model: FreeCellModel = model
        self._mouse = FreeCellMouse(self, session, model)
        model.changed.connect(self._on_change)

    def _make_geometry(self, width: float, height: float, zoom: float) -> FreeCellGeometry:
        return FreeCellGeometry(width, height, zoom)

    def items_on(self, pile: FreeCellPile) -> list[CardItem]:
        return [self._items[card] for card in pile_cards(self._model.state, pile)]

    def _is_column(self, pile: FreeCellPile) -> bool:
        return pile.is_column

    def _column_shapes(self) -> list[tuple[int, int]]:
        return [(0, len(column)) for column in self._model.state.columns]

    # -- drawing --------------------------------------------------------------------------
    def _layout_pile(self, pile: FreeCellPile, animate: bool, stagger_ms: int = 0) -> None:
        state = self._model.state
        cards = pile_cards(state, pile)
        positions = self._geometry.positions(state, pile)
        base = (100 if pile.is_cell else 200 if pile.is_foundation else 300) + pile.number * 20
        for index, card in enumerate(cards):
            item = self._items[card]
            self._set_face(item, True)
            item.pile = pile
            item.index = index
            self._place(item, positions[index], float(base + index), lifted=card in self._held, animate=animate,
                        delay_ms=stagger_ms * index)
        if pile.is_foundation:
            element = f"empty-foundation-{'cdsh'[pile.number - 1]}"
        else:
            element = "empty-waste"  # a plain place: any card may go into a FreeCell column (Klondike's shows a K)
        self._show_slot(pile, element, not cards or pile.is_cell)

    def _lay_out_move(self, change: FreeCellChange, animate: bool) -> None:
        for pile in dict.fromkeys(change.touched):
            self._layout_pile(pile, animate)

    def _gather_for_deal(self) -> None:
        x, y = self._geometry.slot_px(CELLS[0])
        for item in self._items.values():
            item.setPos(x, y)

    def _win_rows(self) -> list[list[CardItem]]:
        """A row per suit, Ace to King (the foundations' order)."""
        return [[self._items[Card.of(rank, suit)] for rank in range(1, 14)] for suit in Suit]

    # -- rectangles ---------------------------------------------------------------------------
    def _focus_rect(self, pile: FreeCellPile, index: int | None) -> QRectF:
        cards = pile_cards(self._model.state, pile)
        if not cards:
            return self.slot_scene_rect(pile)
        if index is None or not pile.is_column:
            return self.card_scene_rect(cards[-1])
        return self._cards_rect(cards[max(0, min(index, len(cards) - 1)):])

    def _hint_rects(self, move: FreeCellMove) -> list[QRectF]:
        state = self._model.state
        source, index = locate_pile(state, move.card)
        moving = pile_cards(state, source)[index:] if source.is_column else (move.card,)
        return [self._cards_rect(moving), self._top_or_slot_rect(_target_pile(state, move))]


class FreeCellMouse(MouseBase[CardBoard]):
    """FreeCell's mouse: drag a card or a run (that may move as one), click it to
    its best place, double-click to its foundation; moves through the session."""

    def __init__(self, board: CardBoard, session: GameSession, model: FreeCellModel) -> None:
        super().__init__(board, model, session)
        self._session = session
        self._model = model
        self._last_click: tuple[Card, FreeCellState, int] | None = None

    def forget(self) -> None:
        self._last_click = None

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

    def _drag_items(self, pile: FreeCellPile | None, index: int | None) -> tuple[CardItem, ...]:
        return tuple(self._board.card_item(card) for card in self._movable(pile, index))

    def _drop_choices(self, press: Press) -> list[tuple[FreeCellMove, QRectF]]:
        """Onto a pile the dragged cards overlap (not their own), with its top card or place."""
        state = self._model.state
        choices = []
        for pile in self._overlapped(press, PILES):
            cards = pile_cards(state, pile)
            rect = self._board.card_scene_rect(cards[-1]) if cards else self._board.slot_scene_rect(pile)
            choices.append((move_to(state, press.items[0].card, pile), rect))
        return choices

    def _click(self, press: Press) -> None:
        cards = self._movable(press.pile, press.index)
        if not cards or (press.pile is not None and press.pile.is_foundation):
            return  # a foundation card comes back only by a drag (a click there is the double-click's second)
        before, undo_index = self._model.state, self._model.undo_stack.index()
        move = click_move(before, cards[0])
        if move is None:
            self._board.no_move_feedback(cards)
            self._board.nowhere.emit(cards[0])
            return
        self._session.play(move)
        self._last_click = (cards[0], before, undo_index)

    def _double_click(self, event: QMouseEvent) -> None:
        """Double-click: the card to its foundation (taking back what the first click did)."""
        click, self._last_click = self._last_click, None
        if event.button() is not Qt.MouseButton.LeftButton:
            return
        hit = self._board.hit(event.position())
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


def _target_pile(state: FreeCellState, move: FreeCellMove) -> FreeCellPile:
    """The pile a move sends its card to (a free cell "any": the first empty one)."""
    target = move.target
    if target.place.value == "f":
        return FOUNDATIONS[move.card.suit]
    if target.place.value == "c":
        number = target.index or next((n for n, c in enumerate(state.cells, 1) if c is None), 1)
        return CELLS[number - 1]
    return COLUMNS[target.index - 1]


__all__ = ["FreeCellBoard", "FreeCellGeometry", "FreeCellMouse"]
