"""TriPeaks' board: the three peaks drawn as players know them (four rows,
each card lying half over the two under it; row 1 the peak tops, row 4 the
shared base), the stock and the waste beneath, a
:class:`~.card_board.CardBoardBase` drawn from the
:class:`~klondike_qt.model.tripeaks_model.TriPeaksModel`; and its mouse play
(:class:`TriPeaksMouse`): click a free card to play it onto the waste, drag
it there, click the stock to draw. Covered cards lie face down (a free card
is always face up).

Layout in card units (1 × 1.4), scaled to fill the view from the window's
width and height: row 4's ten cards span the table; each row lies
:data:`ROW_STEP` under the one above it; the stock and the waste sit centred
under row 4.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget

from ..engine.cards import Card, Suit
from ..engine.tripeaks import DRAW, TriPeaksState, WasteMove, click_move, row_and_number
from ..model.session import GameSession
from ..model.settings import Settings
from ..model.tripeaks_cursor import STOCK_X, WASTE_X, row_places, x_of
from ..model.tripeaks_model import PILES, ROWS, STOCK, WASTE, TriPeaksChange, TriPeaksModel, TriPeaksPile
from .board_items import CardItem
from .board_layout import CARD_H, CARD_W, GeometryBase, Table
from .board_mouse import CardBoard, MouseBase, Press
from .card_board import CardBoardBase

MARGIN_X, GAP_X = 0.15, 0.12
PITCH = CARD_W + GAP_X
TOP_Y = 0.15
#: From one row's top edge to the next one's: each row lies half over the one above.
ROW_STEP = 0.7
STOCK_Y = TOP_Y + 3 * ROW_STEP + CARD_H + 0.35
BOTTOM_MARGIN = 0.15
DESIGN_H = STOCK_Y + CARD_H + BOTTOM_MARGIN


@dataclass(frozen=True, slots=True)
class TriPeaksGeometry(GeometryBase[TriPeaksPile]):
    """Card units to view pixels for one view size and zoom."""

    table = Table(10, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN)

    @staticmethod
    def slot(pile: TriPeaksPile) -> tuple[float, float]:
        """Top-left of a pile's base, in units (a row: its first place)."""
        if pile.is_stock:
            return MARGIN_X + (STOCK_X - 1) * PITCH, STOCK_Y
        if pile.is_waste:
            return MARGIN_X + (WASTE_X - 1) * PITCH, STOCK_Y
        return place_xy(row_places(pile.number)[0])

    def place_px(self, index: int) -> tuple[float, float]:
        return self.to_px(*place_xy(index))


def place_xy(index: int) -> tuple[float, float]:
    """Top-left of tableau place ``index``, in units."""
    row = row_and_number(index)[0]
    return MARGIN_X + (x_of(index) - 1) * PITCH, TOP_Y + (row - 1) * ROW_STEP


class TriPeaksBoard(CardBoardBase[TriPeaksPile, TriPeaksGeometry]):
    """Draws the TriPeaks table; the mouse plays on it through the session.
    It implements the keyboard adapter's ``Board`` (``set_focus_marker``,
    ``set_held``, ``show_hint``, ``hit``, ``layout_changed``)."""

    DEAL_STAGGER_MS = 25

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        model = session.model
        assert isinstance(model, TriPeaksModel)
        super().__init__(model, settings, PILES, parent, cache_dir=cache_dir)
        self._session = session
        self._model: TriPeaksModel = model
        self._mouse = TriPeaksMouse(self, session, model)
        model.changed.connect(self._on_change)

    def _make_geometry(self, width: float, height: float, zoom: float) -> TriPeaksGeometry:
        return TriPeaksGeometry(width, height, zoom)

    def _cards_on(self, pile: TriPeaksPile) -> tuple[Card, ...]:
        state = self._model.state
        if pile.is_stock:
            return state.stock
        if pile.is_waste:
            return state.waste
        return tuple(card for i in row_places(pile.number) if (card := state.tableau[i]) is not None)

    def _items_on(self, pile: TriPeaksPile) -> list[CardItem]:
        return [self._items[card] for card in self._cards_on(pile)]

    def _is_column(self, pile: TriPeaksPile) -> bool:
        return pile.is_row

    # -- drawing --------------------------------------------------------------------------
    def _layout_pile(self, pile: TriPeaksPile, animate: bool, stagger_ms: int = 0) -> None:
        state = self._model.state
        geometry = self._geometry
        if pile.is_row:
            first = row_places(pile.number)[0]
            for n, index in enumerate(row_places(pile.number)):
                card = state.tableau[index]
                if card is None:
                    continue
                item = self._items[card]
                old = item.pixmap() if animate and item.face_up != state.is_free(index) else None
                self._set_face(item, state.is_free(index))
                item.pile, item.index = pile, index - first
                self._place(item, geometry.place_px(index), float(100 * pile.number + n), lifted=card in self._held,
                            animate=animate, delay_ms=stagger_ms * n, old_picture=old)
            self._show_slot(pile, "empty-pile", False)
            return
        cards = state.stock if pile.is_stock else state.waste
        x, y = geometry.slot_px(pile)
        count = len(cards)
        for n, card in enumerate(cards):
            item = self._items[card]
            self._set_face(item, pile.is_waste)
            item.pile, item.index = pile, n
            # The stock's next card (its first) lies on top; the waste's last card is its top.
            z = 600 + (count - n if pile.is_stock else n)
            self._place(item, (x, y), float(z if pile.is_waste else z - 100), lifted=False, animate=animate)
        self._show_slot(pile, "empty-stock-done" if pile.is_stock else "empty-waste", not cards)

    def _lay_out_move(self, change: TriPeaksChange, animate: bool) -> None:
        for pile in dict.fromkeys(change.touched):
            self._layout_pile(pile, animate)

    def _gather_for_deal(self) -> None:
        x, y = self._geometry.slot_px(STOCK)
        for item in self._items.values():
            item.setPos(x, y)

    def _win_rows(self) -> list[list[CardItem]]:
        """A row per suit, Ace to King."""
        return [[self._items[Card.of(rank, suit)] for rank in range(1, 14)] for suit in Suit]

    # -- rectangles ---------------------------------------------------------------------------
    def _focus_rect(self, pile: TriPeaksPile, index: int | None) -> QRectF:
        cards = self._cards_on(pile)
        if not cards:
            return self.slot_scene_rect(pile)
        if pile.is_stock:
            return self.card_scene_rect(cards[0])
        if index is None or not pile.is_row:
            return self.card_scene_rect(cards[-1])
        return self.card_scene_rect(cards[max(0, min(index, len(cards) - 1))])

    def _hint_rects(self, move: WasteMove) -> list[QRectF]:
        state = self._model.state
        source = self._top_or_slot_rect(STOCK) if move.card is None else self.card_scene_rect(move.card)
        if move.card is None and state.stock:
            source = self.card_scene_rect(state.stock[0])
        return [source, self._top_or_slot_rect(WASTE)]


class TriPeaksMouse(MouseBase[CardBoard]):
    """TriPeaks' mouse: click a free card to play it onto the waste (a refused
    one says why), drag it onto the waste, click the stock to draw."""

    def __init__(self, board: CardBoard, session: GameSession, model: TriPeaksModel) -> None:
        super().__init__(board, model, session)
        self._session = session
        self._model = model

    def _card_at(self, pile: TriPeaksPile | None, index: int | None) -> Card | None:
        if pile is None or index is None or not pile.is_row:
            return None
        return self._model.state.tableau[row_places(pile.number)[0] + index]

    def _drag_items(self, pile: TriPeaksPile | None, index: int | None) -> tuple[CardItem, ...]:
        state: TriPeaksState = self._model.state
        card = self._card_at(pile, index)
        if card is None or state.is_won:
            return ()
        at = state.index_of(card)
        return (self._board.card_item(card),) if at is not None and state.is_free(at) else ()

    def _drop_choices(self, press: Press) -> list[tuple[WasteMove, QRectF]]:
        """Onto the waste, when it is what the dragged card overlaps most."""
        piles = self._overlapped(press, (WASTE, STOCK, *ROWS))
        if not piles or piles[0] is not WASTE:
            return []
        return [(WasteMove(press.items[0].card), self._board.card_scene_rect(self._model.state.waste[-1]))]

    def _click(self, press: Press) -> None:
        pile = press.pile
        if pile is not None and pile.is_stock:
            self._session.play(DRAW)
            return
        card = self._card_at(pile, press.index)
        if card is None:
            return
        move = click_move(self._model.state, card)
        if move is None:
            self._board.no_move_feedback((card,))
            move = WasteMove(card)  # refused: the rule is said and shown
        self._session.play(move)

    def _double_click(self, event: QMouseEvent) -> None:
        """Nothing more: the first click played the card (or drew)."""


__all__ = ["TriPeaksBoard", "TriPeaksGeometry", "TriPeaksMouse"]
