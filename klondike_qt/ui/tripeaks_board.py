"""TriPeaks' board: the three peaks drawn as players know them (four rows,
each card lying half over the two under it; row 1 the peak tops, row 4 the
shared base), the stock (with its count) and the waste beneath, a
:class:`~.waste_board.WasteBoardBase` drawn from the
:class:`~klondike_qt.model.tripeaks_model.TriPeaksModel`; its mouse is the
waste games' (:class:`~.waste_board.OntoWasteMouse`): click a free card to
play it onto the waste, drag it there, click the stock to draw. Covered cards
lie face down (a free card is always face up).

Layout in card units (1 × 1.4), scaled to fill the view from the window's
width and height: row 4's ten cards span the table; each row lies
:data:`ROW_STEP` under the one above it; the stock and the waste sit centred
under row 4.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QWidget

from ..engine.cards import Card
from ..engine.tripeaks import click_move, row_and_number
from ..model.session import GameSession
from ..model.settings import Settings
from ..model.tripeaks_cursor import STOCK_X, WASTE_X, row_places, x_of
from ..model.tripeaks_model import PILES, STOCK, WASTE, TriPeaksModel, TriPeaksPile
from .board_layout import CARD_H, CARD_W, GeometryBase, Table
from .waste_board import Lay, OntoWasteMouse, WasteBoardBase

MARGIN_X, GAP_X = 0.15, 0.12
PITCH = CARD_W + GAP_X
TOP_Y = 0.15
#: From one row's top edge to the next one's: each row lies half over the one above.
ROW_STEP = 0.7
STOCK_Y = TOP_Y + 3 * ROW_STEP + CARD_H + 0.35
BOTTOM_MARGIN = 0.15
DESIGN_H = STOCK_Y + CARD_H + BOTTOM_MARGIN


@dataclass(frozen=True, slots=True, eq=False, repr=False)
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


class TriPeaksBoard(WasteBoardBase[TriPeaksPile, TriPeaksGeometry]):
    """Draws the TriPeaks table; the mouse plays on it through the session.
    It implements the keyboard adapter's ``Board`` (``set_focus_marker``,
    ``set_held``, ``show_hint``, ``hit``, ``layout_changed``)."""

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        model = session.model
        assert isinstance(model, TriPeaksModel)
        super().__init__(session, settings, PILES, parent, stock=STOCK, waste=WASTE, cache_dir=cache_dir)
        self._model: TriPeaksModel = model
        self._mouse = OntoWasteMouse(self, session, STOCK, WASTE, click_move)

    def _make_geometry(self, width: float, height: float, zoom: float) -> TriPeaksGeometry:
        return TriPeaksGeometry(width, height, zoom)

    def _cards_on(self, pile: TriPeaksPile) -> tuple[Card, ...]:
        state = self._model.state
        if pile.is_stock:
            return tuple(reversed(state.stock))
        if pile.is_waste:
            return state.waste
        return tuple(card for i in row_places(pile.number) if (card := state.tableau[i]) is not None)

    def playable(self, card: Card) -> bool:
        index = self._model.state.index_of(card)
        return index is not None and self._model.state.is_free(index)

    def _lays(self, pile: TriPeaksPile) -> list[Lay]:
        state, geometry = self._model.state, self._geometry
        if pile.is_row:
            first = row_places(pile.number)[0]
            return [Lay(card, index - first, geometry.place_px(index), face_up=state.is_free(index))
                    for index in row_places(pile.number) if (card := state.tableau[index]) is not None]
        position = geometry.slot_px(pile)
        return [Lay(card, n, position, face_up=pile.is_waste) for n, card in enumerate(self._cards_on(pile))]


__all__ = ["TriPeaksBoard", "TriPeaksGeometry"]
