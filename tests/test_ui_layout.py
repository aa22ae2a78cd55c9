"""The board geometry in card units: pure arithmetic, no window."""

from __future__ import annotations

import itertools

import pytest

from klondike_qt.engine.klondike import ALL_PILES, COLUMNS, Rules, deal
from klondike_qt.ui.board_layout import CARD_H, DOWN_MIN, FAN_MIN, column_need, fan_steps
from klondike_qt.ui.freecell_board import FreeCellGeometry
from klondike_qt.ui.klondike_board import DOWN_STEP, UP_STEP, KlondikeGeometry


def length(down, up, steps):
    d, u = steps
    return down * d + max(up - 1, 0) * u + CARD_H


def test_a_short_column_keeps_its_roomy_steps():
    assert fan_steps(3, 2, 10.0, DOWN_STEP, UP_STEP) == (DOWN_STEP, UP_STEP)


@pytest.mark.parametrize("down, up, room", [(6, 13, 4.0), (6, 8, 3.5), (0, 13, 3.0), (5, 1, 1.6), (6, 6, 4.2),
                                            (0, 25, 2.0), (40, 30, 1.0)])
def test_a_long_column_squeezes_until_it_fits_never_below_the_least_fan(down, up, room):
    steps = fan_steps(down, up, room, DOWN_STEP, UP_STEP)
    assert steps[0] >= DOWN_MIN - 1e-9 and steps[1] >= FAN_MIN - 1e-9  # rank and suit always show
    floors_reached = (not down or steps[0] == pytest.approx(DOWN_MIN)) and (
        up < 2 or steps[1] == pytest.approx(FAN_MIN))
    assert length(down, up, steps) <= room + 1e-9 or floors_reached
    # At the least steps a column is exactly as tall as column_need says (what the scale makes room for).
    if floors_reached and down and up > 1:
        assert length(down, up, steps) == pytest.approx(column_need(down, up))


def test_the_face_up_fan_gives_way_first_but_the_strip_stays_before_the_fan_is_least():
    d, u = fan_steps(6, 8, 4.6, DOWN_STEP, UP_STEP)
    assert d >= 0.1 and u > FAN_MIN


@pytest.mark.parametrize("down, up", [(6, 13), (0, 19), (5, 20), (6, 25)])
def test_a_column_longer_than_the_room_makes_the_cards_smaller_not_the_fan(down, up):
    short = KlondikeGeometry(1280, 720, tallest=column_need(3, 3))
    long = KlondikeGeometry(1280, 720, tallest=column_need(down, up))
    assert long.scale <= short.scale
    steps = fan_steps(down, up, long.room, DOWN_STEP, UP_STEP)
    assert steps[1] >= FAN_MIN - 1e-9
    assert length(down, up, steps) <= long.room + 1e-9  # it ends inside the view


@pytest.mark.parametrize("size", [(800, 520), (1280, 720), (1920, 1000)])
def test_the_columns_spread_over_the_width_the_view_has(size):
    """The cards as large as the height allows, the columns spread apart (no wider
    than the table's widest gap) so that little felt is left at the sides."""
    geometry = FreeCellGeometry(*size)
    width = size[0]
    s = geometry.scale
    lefts = [geometry.to_px(geometry.table.margin_x + i * geometry.table.pitch, 0)[0] for i in range(8)]
    gaps = [b - a - s for a, b in itertools.pairwise(lefts)]
    assert max(gaps) <= geometry.table.max_gap_x * s + 1e-6
    assert max(gaps) - min(gaps) < 1e-6
    assert lefts[0] == pytest.approx(width - (lefts[-1] + s))  # centred
    assert lefts[0] <= 0.1 * width
    assert geometry.spread > 1.0


def test_the_table_fits_the_view_at_any_size():
    state = deal(7, Rules(draw=3))
    for size in ((320, 240), (800, 560), (1600, 950), (700, 1400), (2400, 600)):
        geometry = KlondikeGeometry(*size, tallest=max(column_need(down, len(column) - down)
                                                      for column, down in zip(state.tableau, state.hidden, strict=True)))
        for pile in ALL_PILES:
            x, y, w, h = geometry.pile_extent(state, pile)
            assert x >= -1e-6 and x + w <= size[0] + 1e-6 and y + h <= size[1] + 1e-6, (size, pile)


def test_zoom_makes_cards_larger_only_while_the_width_still_fits():
    tall = KlondikeGeometry(800, 1400)
    assert KlondikeGeometry(800, 1400, zoom=1.5).scale == pytest.approx(tall.scale)  # width-bound already
    wide = KlondikeGeometry(2000, 700)
    assert KlondikeGeometry(2000, 700, zoom=1.5).scale > wide.scale
    assert KlondikeGeometry(2000, 700, zoom=0.5).scale < wide.scale
    assert COLUMNS[0] in ALL_PILES
