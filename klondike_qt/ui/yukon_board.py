"""Yukon's board: Klondike's board (:class:`~.klondike_board.KlondikeBoard`) on
Yukon's piles (seven columns and four foundations; no stock, no waste), laid
out as KDE KPatience lays Yukon out: the seven columns from the top of the
table, the four foundations stacked in a column of their own at their right,
so the columns have the whole height (they grow to 19 cards and more: a long
column squeezes its fan, and the cards shrink when even the least fan is too
long, as in every game; the foundations' column squeezes the same way), and
Klondike's mouse with Yukon's rules (drag any face-up card with the cards on
it, click to send it to the best place, double-click to its foundation)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from PySide6.QtWidgets import QWidget

from ..engine.cards import Card
from ..engine.klondike import FOUNDATIONS, Move, Pile
from ..engine.yukon import click_move, is_legal
from ..model.klondike_model import KlondikeModel
from ..model.settings import Settings
from ..model.yukon_model import YUKON_PILES, YukonModel
from .board_layout import CARD_H, DOWN_MIN, FAN_MIN, Table, fan_steps
from .klondike_board import BOTTOM_MARGIN, GAP_X, MARGIN_X, PITCH, TOP_Y, KlondikeBoard, KlondikeGeometry, KlondikeMouse

#: The foundations' column stands where an eighth column would.
FOUNDATIONS_X = MARGIN_X + 7 * PITCH
#: From one foundation's top to the next one's where the height allows (a little
#: felt between them); they squeeze as a column's fan does (:func:`~.board_layout.fan_steps`).
FOUNDATION_STEP = CARD_H + 0.1
#: The height the scale is chosen for: an opening column (six face down under
#: five face up) with room to grow to eleven face up at the least fans.
DESIGN_H = TOP_Y + CARD_H + 6 * DOWN_MIN + 10 * FAN_MIN + BOTTOM_MARGIN

#: Yukon's table: seven columns and the foundations' column, all from the top.
YUKON_TABLE = Table(8, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN, TOP_Y)


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class YukonGeometry(KlondikeGeometry):
    """Klondike's geometry on Yukon's table: the columns from the top, the
    foundations stacked at their right."""

    table = YUKON_TABLE

    def slot(self, pile: Pile) -> tuple[float, float]:  # type: ignore[override]
        """Top-left of a pile's base, in units: a foundation's depends on the room."""
        if pile.is_foundation:
            return FOUNDATIONS_X, TOP_Y + pile.index * self.foundation_step
        if pile.is_tableau:
            return MARGIN_X + (pile.index - 1) * PITCH, TOP_Y
        return MARGIN_X, TOP_Y  # no stock: a deal gathers on column 1's place

    @property
    def foundation_step(self) -> float:
        """From one foundation's top to the next one's: apart where the room
        allows, overlapping (each one's rank and suit in view) where it does not."""
        return fan_steps(0, 4, self.room, 0.0, FOUNDATION_STEP)[1]


class YukonMouse(KlondikeMouse):
    """Klondike's mouse with Yukon's rules."""

    def _legal(self, state: Any, move: Move) -> bool:
        return is_legal(state, move)

    def _best(self, state: Any, card: Card) -> Move | None:
        return click_move(state, card)


class YukonBoard(KlondikeBoard):
    """Draws the Yukon game (its state has Klondike's queries, the stock and the waste empty)."""

    PILES = YUKON_PILES
    MOUSE = YukonMouse

    def __init__(self, model: YukonModel, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        super().__init__(cast(KlondikeModel, model), settings, parent, cache_dir=cache_dir)
        for foundation in FOUNDATIONS:  # an empty foundation shows over the one above it, as a card would
            self._slots[foundation].setZValue(self._pile_z(foundation) - 0.5)

    def _make_geometry(self, width: float, height: float, zoom: float) -> YukonGeometry:
        return YukonGeometry(width, height, zoom)

    def _column_shapes(self) -> list[tuple[int, int]]:
        """The columns and the foundations' column of four (which must fit too)."""
        return [*super()._column_shapes(), (0, 4)]

    def _after_layout_extra(self) -> None:
        """No stock: no stock slot, no counter."""
