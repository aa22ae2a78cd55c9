"""Yukon's keyboard cursor: Klondike's :class:`~.klondike_cursor.Cursor` and its
functions (focus, clamp, pick-up, put-down) on Yukon's piles, the four
foundations over the seven columns (no stock, no waste). Left and Right go
through the foundations and then the columns; Up in a column goes one face-up
card deeper (any face-up card moves, with the cards on it), from its first
face-up card to the foundation above (columns 4 to 7; columns 1 to 3 stay);
Down from a foundation goes to the column beneath it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.cards import Card
from ..engine.klondike.piles import COLUMNS, FOUNDATIONS, Pile
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

#: The foundation over each of columns 4 to 7 (the foundations stand where Klondike's do).
_ABOVE: dict[Pile, Pile] = {COLUMNS[3 + n]: FOUNDATIONS[n] for n in range(4)}
_BELOW: dict[Pile, Pile] = {above: column for column, above in _ABOVE.items()}


def _step(cursor: Cursor, by: int) -> Cursor:
    return go_to(cursor, YUKON_PILES[(YUKON_PILES.index(cursor.pile) + by) % len(YUKON_PILES)])


def right(state: Any, cursor: Cursor) -> Cursor:
    return _step(cursor, 1)


def left(state: Any, cursor: Cursor) -> Cursor:
    return _step(cursor, -1)


def home(state: Any, cursor: Cursor) -> Cursor:
    return go_to(cursor, YUKON_PILES[0])


def end(state: Any, cursor: Cursor) -> Cursor:
    return go_to(cursor, YUKON_PILES[-1])


def to_column(state: Any, cursor: Cursor, number: int) -> Cursor:
    return go_to(cursor, COLUMNS[number - 1])


def up(state: Any, cursor: Cursor) -> Cursor:
    """In a column: one face-up card deeper; from its first face-up card (or
    an empty column) the foundation above, if any. On a foundation: stay."""
    pile = cursor.pile
    if not pile.is_tableau:
        return cursor
    index = focused_index(state, cursor)
    if index is None or index <= state.face_down_count(pile):
        above = _ABOVE.get(pile)
        return go_to(cursor, above) if above is not None else clamp(state, cursor)
    return Cursor(pile, index - 1, cursor.held, cursor.held_from)


def down(state: Any, cursor: Cursor) -> Cursor:
    """In a column: one card nearer the top; from a foundation, the column beneath."""
    pile = cursor.pile
    if not pile.is_tableau:
        return go_to(cursor, _BELOW[pile])
    index = focused_index(state, cursor)
    if index is None or index >= len(state.pile_cards(pile)) - 1:
        return clamp(state, cursor)
    return Cursor(pile, index + 1, cursor.held, cursor.held_from)


