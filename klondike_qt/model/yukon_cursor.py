"""Yukon's keyboard cursor: Klondike's :class:`~.klondike_cursor.Cursor` and its
functions (focus, clamp, pick-up, put-down) on Yukon's piles as its board lays
them out, seven columns from the top and the four foundations stacked in a
column at their right (no stock, no waste). Left and Right go along the
columns, Right from column 7 to the first foundation and Left from column 1 to
the last (wrapping, as Home and End go to the first and the last pile); Up and
Down go along the foundations, Left from one back to column 7 and Right on to
column 1. Up in a column goes one face-up card deeper (any face-up card moves,
with the cards on it), and stays on its first face-up card: nothing stands
above a column.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.cards import Card
from ..engine.klondike.piles import COLUMNS, FOUNDATIONS
from . import klondike_cursor as klondike
from .klondike_cursor import Cursor, cancel, go_to, put_down
from .yukon_model import YUKON_PILES

# Klondike's functions, on Yukon's position (a YukonState has Klondike's queries).
clamp: Callable[[Any, Cursor], Cursor] = klondike.clamp
focused_index: Callable[[Any, Cursor], int | None] = klondike.focused_index
focused_card: Callable[[Any, Cursor], Card | None] = klondike.focused_card
pick_up: Callable[[Any, Cursor], Cursor | None] = klondike.pick_up
after_change: Callable[[Any, Cursor], Cursor] = klondike.after_change

__all__ = ["Cursor", "after_change", "cancel", "clamp", "down", "end", "focused_card", "focused_index", "home",
           "left", "pick_up", "put_down", "right", "to_column", "up"]


def right(state: Any, cursor: Cursor) -> Cursor:
    """The next column; from column 7 the first foundation; from a foundation, column 1."""
    pile = cursor.pile
    if pile.is_foundation:
        return go_to(cursor, COLUMNS[0])
    return go_to(cursor, COLUMNS[pile.index] if pile.index < len(COLUMNS) else FOUNDATIONS[0])


def left(state: Any, cursor: Cursor) -> Cursor:
    """The previous column; from column 1 the last foundation; from a foundation, column 7."""
    pile = cursor.pile
    if pile.is_foundation:
        return go_to(cursor, COLUMNS[-1])
    return go_to(cursor, COLUMNS[pile.index - 2] if pile.index > 1 else FOUNDATIONS[-1])


def home(state: Any, cursor: Cursor) -> Cursor:
    return go_to(cursor, YUKON_PILES[0])


def end(state: Any, cursor: Cursor) -> Cursor:
    return go_to(cursor, YUKON_PILES[-1])


def to_column(state: Any, cursor: Cursor, number: int) -> Cursor:
    return go_to(cursor, COLUMNS[number - 1])


def up(state: Any, cursor: Cursor) -> Cursor:
    """In a column: one face-up card deeper, staying on its first face-up card
    (or an empty column). On a foundation: the one above it, if any."""
    pile = cursor.pile
    if pile.is_foundation:
        return go_to(cursor, FOUNDATIONS[pile.index - 1]) if pile.index else cursor
    index = focused_index(state, cursor)
    if index is None or index <= state.face_down_count(pile):
        return clamp(state, cursor)
    return Cursor(pile, index - 1, cursor.held, cursor.held_from)


def down(state: Any, cursor: Cursor) -> Cursor:
    """In a column: one card nearer the top. On a foundation: the one below it, if any."""
    pile = cursor.pile
    if pile.is_foundation:
        return go_to(cursor, FOUNDATIONS[pile.index + 1]) if pile.index + 1 < len(FOUNDATIONS) else cursor
    index = focused_index(state, cursor)
    if index is None or index >= len(state.pile_cards(pile)) - 1:
        return clamp(state, cursor)
    return Cursor(pile, index + 1, cursor.held, cursor.held_from)
