"""Where piles and cards go, in card units scaled to the view.

A card is 1 unit wide and 1.4 high. :class:`GeometryBase` is what every game's
table shares: the scale makes the cards as large as the view's width and
height allow for the table's design (no scrollbars), times the player's zoom
while the width still fits, and smaller only when the tallest column would not
fit even at the least fan (:data:`FAN_MIN`); the columns spread apart to use
the width left over (up to the table's widest gap); the top row stands over
the columns; a column's fan squeezes to its room (:func:`fan_steps`) before
the cards shrink; the win fan spreads the cards in rows between the top of the
table and the win banner. Each game's geometry lives with its board
(Klondike's in :mod:`.klondike_board`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

CARD_W = 1.0
CARD_H = 1.4
#: The least step of a face-up fan: the strip a covered card keeps in view holds
#: its rank and the suit beside it in every deck (``tools/make_decks.py``'s
#: ``INDEX_BAND`` of the card's 250 units of width, and a hair).
FAN_MIN = 0.27
#: The least step of a face-down strip (each card still shows as an edge).
DOWN_MIN = 0.06
#: The widest gap between columns (card widths) when the view has width to
#: spare, unless a table says otherwise (``Table.max_gap_x``).
MAX_GAP_X = 0.5


def fan_steps(down: int, up: int, room: float, down_step: float, up_step: float) -> tuple[float, float]:
    """The face-down and face-up steps that fit a column of ``down`` face-down
    cards under ``up`` face-up ones into ``room`` units of height, from the
    game's preferred steps: the face-up fan gives way first (to halfway to its
    least), then the face-down strip (to halfway), then the fan to :data:`FAN_MIN`,
    then the strip to :data:`DOWN_MIN`. The steps never go below those: a column
    longer still is the geometry's to fit (:attr:`GeometryBase.scale`)."""
    up_gaps = max(up - 1, 0)
    down_gaps = down if up else max(down - 1, 0)
    steps = {"down": down_step, "up": up_step}
    counts = {"down": down_gaps, "up": up_gaps}
    order = (("up", (up_step + FAN_MIN) / 2), ("down", (down_step + DOWN_MIN) / 2),
             ("up", FAN_MIN), ("down", DOWN_MIN))
    for name, floor in order:
        excess = counts["down"] * steps["down"] + counts["up"] * steps["up"] + CARD_H - room
        if excess <= 0:
            break
        if counts[name] and steps[name] > floor:
            steps[name] = max(floor, steps[name] - excess / counts[name])
    return min(down_step, steps["down"]), min(up_step, steps["up"])


def column_need(down: int, up: int) -> float:
    """The height, in units, of a column of ``down`` + ``up`` cards at the least steps."""
    if not down and not up:
        return 0.0
    return CARD_H + (down if up else down - 1) * DOWN_MIN + max(up - 1, 0) * FAN_MIN


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Table:
    """A table's shape in card units: ``columns`` columns ``gap_x`` apart between
    margins of ``margin_x``, under a top row at ``top_y``; the height the scale is
    chosen for (``design_h``) and the margin kept under the columns; where the
    columns start (``column_y``, for the tallest column's room) and the widest gap
    the columns may spread to when the view is wider than the table
    (``max_gap_x``; :data:`MAX_GAP_X` by default)."""

    columns: int
    margin_x: float
    gap_x: float
    top_y: float
    design_h: float
    bottom_margin: float
    column_y: float = 0.0
    max_gap_x: float = MAX_GAP_X

    @property
    def width(self) -> float:
        return 2 * self.margin_x + self.columns * CARD_W + (self.columns - 1) * self.gap_x

    @property
    def pitch(self) -> float:
        """From one column's left edge to the next one's."""
        return CARD_W + self.gap_x


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class GeometryBase[P]:
    """The mapping from card units to view pixels for one view size and zoom,
    for a game's :class:`Table` (each game's geometry sets :attr:`table` and :meth:`slot`);
    ``tallest`` is the height its tallest column needs at the least steps
    (:func:`column_need`; 0: no column to fit)."""

    view_w: float
    view_h: float
    zoom: float = 1.0
    tallest: float = 0.0

    #: The game's table.
    table: ClassVar[Table]

    @property
    def scale(self) -> float:
        """Pixels per card unit (the card width in pixels)."""
        table = self.table
        fit_width = self.view_w / table.width
        fit = min(fit_width, self.view_h / table.design_h)
        scale = min(fit_width, fit * self.zoom)
        if self.tallest:
            scale = min(scale, self.view_h / (table.column_y + self.tallest + table.bottom_margin))
        return max(8.0, scale)

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
    def room(self) -> float:
        """Units of height a column may use (from the top of the columns)."""
        return self.view_h / self.scale - self.table.column_y - self.table.bottom_margin

    @property
    def spread(self) -> float:
        """How much further apart than on the table itself the cards stand
        across (1: not at all): the columns use the width the view has to
        spare, up to the table's widest gap, the table's margins kept."""
        table = self.table
        inner = table.width - 2 * table.margin_x - CARD_W  # first column's left edge to the last one's
        if inner <= 0 or table.max_gap_x <= table.gap_x:
            return 1.0
        room = self.view_w / self.scale - 2 * table.margin_x - CARD_W
        return max(1.0, min(room / inner, (CARD_W + table.max_gap_x) / table.pitch))

    @property
    def origin_x(self) -> float:
        return self.to_px(0, 0)[0]

    def to_px(self, x: float, y: float) -> tuple[float, float]:
        """A point in units (a card's top-left) to view pixels: the table centred,
        card places spread apart by :attr:`spread` (the cards keep their size)."""
        s = self.scale
        middle = self.table.width / 2
        return self.view_w / 2 + (self.spread * (x + CARD_W / 2 - middle) - CARD_W / 2) * s, y * s

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
