"""Yukon's board: Klondike's board (:class:`~.klondike_board.KlondikeBoard`) on
Yukon's piles (the four foundations where Klondike's stand, over seven
columns; no stock, no waste), with a table that leaves more room under the
columns (they grow to 19 cards and more: a long column squeezes its fan, and
the cards shrink when even the least fan is too long, as in every game), and Klondike's mouse with Yukon's rules (drag any
face-up card with the cards on it, click to send it to the best place,
double-click to its foundation)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from PySide6.QtWidgets import QWidget

from ..engine.cards import Card
from ..engine.klondike import Move
from ..engine.yukon import click_move, is_legal
from ..model.klondike_model import KlondikeModel
from ..model.settings import Settings
from ..model.yukon_model import YUKON_PILES, YukonModel
from .board_layout import CARD_H, DOWN_MIN, FAN_MIN, Table
from .klondike_board import (
    BOTTOM_MARGIN,
    GAP_X,
    MARGIN_X,
    TABLEAU_Y,
    TOP_Y,
    KlondikeBoard,
    KlondikeGeometry,
    KlondikeMouse,
)

#: Yukon's table: Klondike's, chosen for taller columns (an opening column is 11
#: cards): six face down under eleven face up at the least fans.
YUKON_TABLE = Table(7, MARGIN_X, GAP_X, TOP_Y, TABLEAU_Y + CARD_H + 6 * DOWN_MIN + 10 * FAN_MIN + BOTTOM_MARGIN,
                    BOTTOM_MARGIN, TABLEAU_Y)


class YukonGeometry(KlondikeGeometry):
    """Klondike's geometry on Yukon's table."""

    table = YUKON_TABLE


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

    def _make_geometry(self, width: float, height: float, zoom: float) -> YukonGeometry:
        return YukonGeometry(width, height, zoom)

    def _after_layout_extra(self) -> None:
        """No stock: no stock slot, no counter."""
