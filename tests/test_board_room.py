"""Every game's table uses the window it has (issue 28, item 2): the cards as
large as the window's width and height allow, the columns spread over the
width, and a column grown as long as play can make it still ends inside the
window, each face-up card's rank and suit in view (the cards shrink before the
fan goes below :data:`~klondike_qt.ui.board_layout.FAN_MIN`)."""

from __future__ import annotations

import dataclasses
import itertools
import math
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from klondike_qt.engine.cards import CARDS, Card, Suit
from klondike_qt.engine.freecell import FreeCellState
from klondike_qt.engine.freecell.piles import COLUMNS, PILES, move_to, pile_cards
from klondike_qt.ui.board_items import CardItem, SlotItem
from klondike_qt.ui.board_layout import CARD_H, FAN_MIN
from klondike_qt.ui.games import GAMES
from tests.ui_helpers import make_window

SIZES = [(800, 600), (1280, 800), (1920, 1080)]
#: A column as long as play makes it, and then some: six face down under 19 face up.
LONG_DOWN, LONG = 6, 25


def _shown(view: Any) -> list[QRectF]:
    """Where the cards and the empty places lie (at rest)."""
    view.finish_animations()
    return [item.sceneBoundingRect() for item in view.scene().items()
            if isinstance(item, CardItem | SlotItem) and item.isVisible()]


def _felt_at_the_sides(view: Any) -> tuple[float, float]:
    rects = _shown(view)
    width = view.viewport().width()
    return min(r.left() for r in rects), width - max(r.right() for r in rects)


def _with_a_long_column(state: Any) -> Any:
    """``state`` with its first column grown to :data:`LONG` cards (taken from the
    top of the others), :data:`LONG_DOWN` of them face down where the game hides
    cards."""
    field = "columns" if hasattr(state, "columns") else "tableau"
    columns = [list(column) for column in getattr(state, field)]
    for column in columns[1:]:
        while column and len(columns[0]) < LONG:
            columns[0].append(column.pop())
    changes: dict[str, Any] = {field: tuple(tuple(column) for column in columns)}
    if hasattr(state, "hidden"):
        changes["hidden"] = (LONG_DOWN,) + tuple(min(hidden, max(len(column) - 1, 0))
                                                 for hidden, column in zip(state.hidden[1:], columns[1:], strict=True))
    return dataclasses.replace(state, **changes)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", [definition.id for definition in GAMES])
def test_the_table_fills_the_window_and_a_long_column_still_fits(qtbot, profile_dir, game, size):
    window = make_window(qtbot, profile_dir, game, size=size, solver=False)
    view = window.view
    width, height = view.viewport().width(), view.viewport().height()
    left, right = _felt_at_the_sides(view)
    # Most of the width: at most a tenth of it is bare felt on either side.
    assert max(left, right) <= 0.1 * width, f"{game} at {size}: {left:.0f} and {right:.0f} px of felt at the sides"
    assert abs(left - right) <= 2
    dealt_w = view.card_size()[0]

    long = _with_a_long_column(window.model.state) if view._column_shapes() else None
    if long is None:  # no column that grows (Golf's only shrink)
        window.close()
        return
    window.model._deal(None, long)
    card_w, _ = view.card_size()
    assert card_w <= dealt_w
    for rect in _shown(view):
        assert rect.left() >= -0.5 and rect.right() <= width + 0.5, f"{game} at {size}: {rect} clipped"
        assert rect.top() >= -0.5 and rect.bottom() <= height + 0.5, f"{game} at {size}: {rect} clipped"
    column = sorted((item for item in view.all_items() if item.isVisible() and item.face_up and item.index is not None
                     and view._is_column(item.pile) and item.pile == _first_column(view)),
                    key=lambda item: item.index)
    steps = [b.pos().y() - a.pos().y() for a, b in itertools.pairwise(column)]
    assert len(column) == LONG - (LONG_DOWN if hasattr(long, "hidden") else 0)
    assert min(steps) >= math.floor(FAN_MIN * card_w) - 0.5, f"{game} at {size}: a fan of {min(steps):.1f} px"
    window.close()


def _first_column(view: Any) -> Any:
    return next(pile for pile in view._piles if view._is_column(pile))


@pytest.mark.parametrize("animations", [False, True])
def test_a_move_that_makes_a_column_too_long_shrinks_every_card_and_an_undo_grows_them(qtbot, profile_dir,
                                                                                      animations):
    window = make_window(qtbot, profile_dir, "freecell", size=(800, 600), solver=False, animations=animations)
    window.settings.freecell_auto_safe = False
    view = window.view
    geometry = view.board_geometry
    dealt = geometry.scale
    # The longest column the dealt card size holds at the least fan...
    room = geometry.view_h / dealt - geometry.table.column_y - geometry.table.bottom_margin - CARD_H
    most = int(room / FAN_MIN + 1e-6) + 1
    nine, eight = Card.of(9, Suit.SPADES), Card.of(8, Suit.HEARTS)
    others = [card for card in CARDS if card not in (nine, eight)]
    first = tuple(others[:most - 1]) + (nine,)
    rest = others[most - 1:]
    columns = (first,) + tuple(tuple(rest[i::7]) for i in range(7))
    window.model._deal(None, FreeCellState(columns, (eight, None, None, None)))
    assert view.board_geometry.scale == pytest.approx(dealt)
    # ...and one card more on it: every card smaller, every picture at the new size, all in view.
    assert window.session.play(move_to(window.model.state, eight, COLUMNS[0]))
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    smaller = view.board_geometry.scale
    assert smaller < 0.99 * dealt
    _assert_laid_out_at(view, smaller)
    window.session.undo()
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert view.board_geometry.scale == pytest.approx(dealt)
    _assert_laid_out_at(view, dealt)
    window.close()


def _assert_laid_out_at(view: Any, scale: float) -> None:
    width, height = view.viewport().width(), view.viewport().height()
    ratio = view.devicePixelRatioF()
    for item in view.all_items():
        assert item.pixmap().width() == round(scale * ratio), item.card
        rect = item.sceneBoundingRect()
        assert rect.left() >= -0.5 and rect.right() <= width + 0.5 and rect.bottom() <= height + 0.5, item.card
        assert item.pos() == item.target, item.card
    state = view._model.state
    for pile in PILES:  # every pile laid out again at the new size, not only the move's
        places = view.board_geometry.positions(state, pile)
        for card, (x, y) in zip(pile_cards(state, pile), places, strict=True):
            target = view.card_item(card).target
            assert (target.x(), target.y()) == pytest.approx((x, y)), (card, pile)
