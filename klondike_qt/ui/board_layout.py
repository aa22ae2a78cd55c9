"""Where piles and cards go, in card units scaled to the view.

A card is 1 unit wide and 1.4 high. :class:`GeometryBase` is what every game's
table shares: the scale makes the table fill the view (no scrollbars), times
the player's zoom while the width still fits; the top row stands over the
columns; the win fan spreads the cards in rows between the top of the table
and the win banner. :class:`BoardGeometry` is Klondike's table, about 8 units
wide: a long column squeezes its face-down strip first, then its face-up fan,
so it always ends inside the view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..engine.cards import CARDS, Card
from ..engine.klondike import COLUMNS, FOUNDATIONS, STOCK, WASTE, GameState, Pile, PileKind

CARD_W = 1.0
CARD_H = 1.4
MARGIN_X = 0.15
GAP_X = 0.12
PITCH = CARD_W + GAP_X
TOP_Y = 0.15
TABLEAU_Y = TOP_Y + CARD_H + 0.25
BOTTOM_MARGIN = 0.12
#: The height the scale is chosen for; longer columns squeeze.
DESIGN_H = TABLEAU_Y + CARD_H + 2.2
#: Face-down strip: preferred and smallest.
DOWN_STEP, DOWN_STEP_MIN = 0.15, 0.05
#: Face-up fan: preferred (rank and suit both show), legible (the rank shows), last resort.
UP_STEP, UP_STEP_LEGIBLE, UP_STEP_MIN = 0.62, 0.36, 0.2
#: Draw 3: how far apart the last three waste cards fan.
WASTE_FAN = 0.3


#: How a long column gives way, in order: the face-up fan first (down to where
#: the suit still shows), then the face-down strip (while each card still
#: shows as a strip), then the fan down to the rank alone, then everything.
_SQUEEZE = (("up", 0.47), ("down", 0.08), ("up", UP_STEP_LEGIBLE), ("down", DOWN_STEP_MIN),
            ("up", UP_STEP_MIN))


def _column_steps(down: int, up: int, room: float) -> tuple[float, float]:
    """The face-down and face-up steps that fit a column of ``down`` + ``up``
    cards into ``room`` units of height (preferring the roomiest steps)."""
    up_gaps = max(up - 1, 0)
    if up == 0:
        down = max(down - 1, 0)
    steps = {"down": DOWN_STEP, "up": UP_STEP}
    counts = {"down": down, "up": up_gaps}
    for name, floor in _SQUEEZE:
        excess = counts["down"] * steps["down"] + counts["up"] * steps["up"] + CARD_H - room
        if excess <= 0:
            break
        if counts[name] and steps[name] > floor:
            steps[name] = max(floor, steps[name] - excess / counts[name])
    return steps["down"], steps["up"]


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


#: Klondike's table.
TABLE = Table(7, MARGIN_X, GAP_X, TOP_Y, DESIGN_H, BOTTOM_MARGIN)


@dataclass(frozen=True, slots=True)
class BoardGeometry(GeometryBase[Pile]):
    """Klondike's table: stock, waste and foundations over seven columns."""

    table = TABLE

    @property
    def room(self) -> float:
        """Units of height a column may use."""
        return self.view_h / self.scale - TABLEAU_Y - BOTTOM_MARGIN

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
            d, u = _column_steps(down, count - down, self.room)
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
