"""The board geometry in card units: pure arithmetic, no window."""

from __future__ import annotations

import pytest

from klondike_qt.engine.klondike import ALL_PILES, COLUMNS, Rules, deal
from klondike_qt.ui.board_layout import CARD_H
from klondike_qt.ui.klondike_board import (
    DOWN_STEP,
    DOWN_STEP_MIN,
    UP_STEP,
    UP_STEP_LEGIBLE,
    UP_STEP_MIN,
    KlondikeGeometry,
    _column_steps,
)


def length(down, up, steps):
    d, u = steps
    return down * d + max(up - 1, 0) * u + CARD_H


def test_a_short_column_keeps_its_roomy_steps():
    assert _column_steps(3, 2, 10.0) == (DOWN_STEP, UP_STEP)


@pytest.mark.parametrize("down, up, room", [(6, 13, 4.0), (6, 8, 3.5), (0, 13, 3.0), (5, 1, 1.6), (6, 6, 4.2)])
def test_a_long_column_squeezes_until_it_fits(down, up, room):
    steps = _column_steps(down, up, room)
    floors_reached = (not down or steps[0] == DOWN_STEP_MIN) and (up < 2 or steps[1] == UP_STEP_MIN)
    assert length(down, up, steps) <= room + 1e-9 or floors_reached


def test_the_face_up_fan_gives_way_first_but_keeps_the_rank_before_the_strip_goes_thin():
    d, u = _column_steps(6, 8, 4.6)
    assert d >= 0.08 and u >= UP_STEP_LEGIBLE


def test_the_table_fits_the_view_at_any_size():
    state = deal(7, Rules(draw=3))
    for size in ((320, 240), (800, 560), (1600, 950), (700, 1400), (2400, 600)):
        geometry = KlondikeGeometry(*size)
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
