"""The column cursor's shared rules (model/column_cursor.py): the focused card of a fanned column or of
another pile, and Left/Right through the piles, wrapping (Golf's cursor is built on them)."""

from __future__ import annotations

import pytest

from klondike_qt.engine.cards import Card
from klondike_qt.engine.golf import new_golf
from klondike_qt.model.column_cursor import focused_index, stepped
from klondike_qt.model.golf_cursor import GolfCursor, left, right
from klondike_qt.model.golf_model import COLUMNS, PILES, STOCK

CARDS = tuple(Card.parse(code) for code in ("2c", "7h", "Ks"))


@pytest.mark.parametrize(("cards", "is_column", "index", "focused"), [
    ((), True, 1, None),  # an empty pile: nothing
    (CARDS, True, None, 2),  # a column with no index: its top card
    (CARDS, True, 0, 0),
    (CARDS, True, 9, 2),  # kept inside the column
    (CARDS, True, -3, 0),
    (CARDS, False, 0, 2),  # not a column: its top card
])
def test_the_focused_card(cards, is_column, index, focused):
    assert focused_index(cards, is_column, index) == focused


def test_left_and_right_go_through_the_piles_and_wrap():
    assert stepped(PILES, PILES[0], -1) is PILES[-1] and stepped(PILES, PILES[-1], 1) is PILES[0]
    state = new_golf(15)
    assert left(state, GolfCursor(COLUMNS[0])).pile == STOCK
    assert right(state, GolfCursor(STOCK)).pile == COLUMNS[0]
