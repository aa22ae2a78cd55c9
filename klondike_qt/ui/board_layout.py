"""Where piles and cards go, in card units scaled to the view.

A card is 1 unit wide and 1.4 high. :class:`GeometryBase` is what every game's
table shares: the scale makes the table fill the view (no scrollbars), times
the player's zoom while the width still fits; the top row stands over the
columns; the win fan spreads the cards in rows between the top of the table
and the win banner. Each game's geometry lives with its board (Klondike's in :mod:`.klondike_board`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

CARD_W = 1.0
CARD_H = 1.4


@dataclass(frozen=True, slots=True)
class Table:
    """A table's shape in card units: ``columns`` columns ``gap_x`` apart between
    margins of ``margin_x``, under a top row at ``top_y``; the height the scale is
    chosen for (``design_h``) and the margin kept under the columns."""

    columns: int
    margin_x: float
    gap_x: float
    top_y: float
    design_h: float
    bottom_margin: float

    @property
    def width(self) -> float:
        return 2 * self.margin_x + self.columns * CARD_W + (self.columns - 1) * self.gap_x

    @property
    def pitch(self) -> float:
        """From one column's left edge to the next one's."""
        return CARD_W + self.gap_x


@dataclass(frozen=True, slots=True)
class GeometryBase[P]:
    """The mapping from card units to view pixels for one view size and zoom,
    for a game's :class:`Table` (each game's geometry sets :attr:`table` and :meth:`slot`)."""

    view_w: float
    view_h: float
    zoom: float = 1.0

    #: The game's table.
    table: ClassVar[Table]

    @property
    def scale(self) -> float:
        """Pixels per card unit (the card width in pixels)."""
        fit_width = self.view_w / self.table.width
        fit = min(fit_width, self.view_h / self.table.design_h)
        return max(8.0, min(fit_width, fit * self.zoom))

    @property
    def max_zoom(self) -> float:
        """The largest zoom that still makes the cards larger (the table's width
        fills the view); above it the cards stay the same size."""
        return max(1.0, (self.view_w / self.table.width) / (self.view_h / self.table.design_h))

    @property
    def card_size(self) -> tuple[float, float]:
        s = self.scale
        return s * CARD_W, s * CARD_H

    @property
    def origin_x(self) -> float:
        return (self.view_w - self.table.width * self.scale) / 2

    def to_px(self, x: float, y: float) -> tuple[float, float]:
        s = self.scale
        return self.origin_x + x * s, y * s

    @staticmethod
    def slot(pile: P) -> tuple[float, float]:
        """Top-left of a pile's base, in units."""
        raise NotImplementedError

    def slot_px(self, pile: P) -> tuple[float, float]:
        return self.to_px(*self.slot(pile))

    def fan_rows(self, banner_h: float, rows: int) -> list[list[tuple[float, float]]]:
        """The win fan: ``rows`` rows of 13 places (Ace to King), from the first
        column's left edge to the last one's right edge, between the top of the
        table and a banner ``banner_h`` high at the bottom."""
        h = self.card_size[1]
        table = self.table
        left, top = self.to_px(table.margin_x, table.top_y)
        right = self.to_px(table.margin_x + (table.columns - 1) * table.pitch, table.top_y)[0]
        bottom = self.view_h - (table.bottom_margin + 0.1) * self.scale - banner_h
        step = max(h * 0.25, min(h * 0.75, (bottom - top - h) / max(rows - 1, 1)))
        return [[(left + (right - left) * rank / 12, top + row * step) for rank in range(13)]
                for row in range(rows)]
