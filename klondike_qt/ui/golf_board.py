"""Golf's board: seven fanned columns of face-up cards over the stock (with
its count) and the waste, a :class:`~.waste_board.WasteBoardBase` drawn from
the :class:`~klondike_qt.model.golf_model.GolfModel`; its mouse is the waste
games' (:class:`~.waste_board.OntoWasteMouse`): click a column's top card to
play it onto the waste, drag it onto the waste, click the stock to draw.
Covered cards are shaded (the "dim covered cards" setting), so the free ones
(the columns' top cards) stand out.

Layout in card units (1 × 1.4), scaled to fit the view's width and height:
the columns fan downwards (the top card, the one that plays, at the bottom of
the fan, whole); the stock sits under column 1, the waste under column 3 with
its last cards fanned to the right.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QWidget

from ..engine.cards import Card
from ..engine.golf import GolfState, click_move
from ..model.golf_model import COLUMNS, PILES, STOCK, WASTE, GolfModel, GolfPile, locate_pile, pile_cards
from ..model.session import GameSession
from ..model.settings import Settings
from .board_layout import CARD_H, CARD_W, GeometryBase, Table
from .waste_board import Lay, OntoWasteMouse, WasteBoardBase

MARGIN_X, GAP_X = 0.15, 0.15
PITCH = CARD_W + GAP_X
TOP_Y = 0.15
#: The fan of a column (five cards: four steps).
FAN = 0.42
LOWER_Y = TOP_Y + CARD_H + 4 * FAN + 0.3
BOTTOM_MARGIN = 0.15
DESIGN_H = LOWER_Y + CARD_H + BOTTOM_MARGIN
#: The waste shows its last cards fanned to the right, this far apart.
WASTE_FAN, WASTE_SHOWN = 0.3, 4


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class GolfGeometry(GeometryBase[GolfPile]):
    """Card units to view pixels for one view size and zoom."""

    table = Table(7, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN)

    @staticmethod
    def slot(pile: GolfPile) -> tuple[float, float]:
        """Top-left of a pile's base, in units."""
        if pile.is_column:
            return MARGIN_X + (pile.number - 1) * PITCH, TOP_Y
        if pile.is_stock:
            return MARGIN_X, LOWER_Y
        return MARGIN_X + 2 * PITCH, LOWER_Y

    def positions(self, state: GolfState, pile: GolfPile) -> list[tuple[float, float]]:
        x, y = self.slot(pile)
        count = len(pile_cards(state, pile))
        if pile.is_column:
            return [self.to_px(x, y + index * FAN) for index in range(count)]
        if pile.is_waste:
            first = max(0, count - WASTE_SHOWN)
            return [self.to_px(x + max(0, index - first) * WASTE_FAN, y) for index in range(count)]
        return [self.to_px(x, y)] * count


class GolfBoard(WasteBoardBase[GolfPile, GolfGeometry]):
    """Draws the Golf table; the mouse plays on it through the session."""

    DEAL_STAGGER_MS = 30

    def __init__(self, session: GameSession, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        model = session.model
        assert isinstance(model, GolfModel)
        super().__init__(session, settings, PILES, parent, stock=STOCK, waste=WASTE, cache_dir=cache_dir)
        self._model: GolfModel = model
        self._mouse = OntoWasteMouse(self, session, STOCK, WASTE, click_move)

    def _make_geometry(self, width: float, height: float, zoom: float) -> GolfGeometry:
        return GolfGeometry(width, height, zoom)

    def _cards_on(self, pile: GolfPile) -> tuple[Card, ...]:
        return pile_cards(self._model.state, pile)

    def playable(self, card: Card) -> bool:
        pile, index = locate_pile(self._model.state, card)
        return pile.is_column and index == len(self._cards_on(pile)) - 1

    def _lays(self, pile: GolfPile) -> list[Lay]:
        cards = self._cards_on(pile)
        positions = self._geometry.positions(self._model.state, pile)
        return [Lay(card, n, positions[n], face_up=not pile.is_stock, covered=pile.is_column and n < len(cards) - 1)
                for n, card in enumerate(cards)]

    def _slot(self, pile: GolfPile) -> tuple[str, bool]:
        """An emptied column shows its place, as the waste and the stock do."""
        return "empty-stock-done" if pile.is_stock else "empty-waste", not self._cards_on(pile)


__all__ = ["COLUMNS", "GolfBoard", "GolfGeometry"]
