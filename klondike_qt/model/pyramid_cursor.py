"""Pyramid's keyboard cursor, as pure functions over a :class:`PyramidCursor`.

The cursor is on a card of a row of the pyramid (``index``: its place in
the row as dealt, from 0, so that a card keeps its place when its
neighbours go), or on the stock or the waste, drawn above the apex's left.
Left and Right go along a row (from the stock to the waste and back); Up
and Down go between the rows to the nearest card (Up from the apex: the
stock and the waste; Down from them: the apex); Home and End go to the
row's first and last card; the number keys 1 to 7 go to a row's first free
card (holding one, the first other than it). Holding is a mark only: a pair is made on the second card, nothing
travels, and putting the card down leaves the cursor where it is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.cards import Card
from ..engine.pyramid import ROW_COUNT, PyramidState
from .cursor_base import CursorBase
from .pyramid_model import PYRAMID_ROWS, STOCK, WASTE, PyramidPile

__all__ = ["PyramidCursor", "after_change", "clamp", "down", "end", "focused_card", "focused_index", "home",
           "left", "on_card", "pick_up", "put_down", "right", "to_column", "to_waste", "up"]


@dataclass(frozen=True, slots=True)
class PyramidCursor(CursorBase[PyramidPile]):
    """The focused pile, the focused card's place in its row (from 0; None
    off the rows) and the card held (one at most)."""


def _x(row: int, index: float) -> float:
    """A place's centre across the table, in cards (row 7's first card at 0)."""
    return (ROW_COUNT - row) / 2 + index


#: Across the table, where the stock and the waste lie (over the left of the apex's rows).
_X = {STOCK: -0.5, WASTE: 0.6}


def _present(state: PyramidState, row: int) -> list[int]:
    return [i for i, card in enumerate(state.row(row)) if card is not None]


def _lowest_row(state: PyramidState) -> int | None:
    return next((row for row in range(ROW_COUNT, 0, -1) if _present(state, row)), None)


def _nearest(state: PyramidState, row: int, x: float) -> PyramidCursor | None:
    places = _present(state, row)
    if not places:
        return None
    index = min(places, key=lambda i: (abs(_x(row, i) - x), i))
    return PyramidCursor(PYRAMID_ROWS[row - 1], index)


def _x_of(cursor: PyramidCursor) -> float:
    if cursor.pile.is_row:
        return _x(cursor.pile.number, cursor.index or 0)
    return _X[cursor.pile]


def _keep(cursor: PyramidCursor, to: PyramidCursor | None) -> PyramidCursor:
    """The cursor moved to ``to`` (None: stays), still holding what it held."""
    if to is None:
        return cursor
    return replace(to, held=cursor.held, held_from=cursor.held_from)


def clamp(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    """On a card still in its row (the nearest one), else the nearest row above
    with cards; the stock once the pyramid is empty."""
    if not cursor.pile.is_row:
        return replace(cursor, index=None) if cursor.index is not None else cursor
    row = cursor.pile.number
    index = cursor.index if cursor.index is not None else 0
    if 0 <= index < row and state.card_at(row, index + 1) is not None:
        return cursor if cursor.index == index else replace(cursor, index=index)
    x = _x(row, index)
    for r in [row, *range(min(row, ROW_COUNT) - 1, 0, -1)]:
        near = _nearest(state, r, x)
        if near is not None:
            return _keep(cursor, near)
    return _keep(cursor, PyramidCursor(STOCK))


def focused_card(state: PyramidState, cursor: PyramidCursor) -> Card | None:
    pile = cursor.pile
    if pile.is_row:
        index = cursor.index or 0
        return state.card_at(pile.number, index + 1) if 0 <= index < pile.number else None
    return state.stock_top if pile == STOCK else state.waste_top


def focused_index(state: PyramidState, cursor: PyramidCursor) -> int | None:
    """The focused card's place among its pile's cards as the views list them
    (a row's cards still there; the stock's top; the waste, bottom first)."""
    pile = cursor.pile
    if pile.is_row:
        index = cursor.index or 0
        places = _present(state, pile.number)
        return places.index(index) if index in places else None
    if pile == STOCK:
        return 0 if state.stock else None
    return len(state.waste) - 1 if state.waste else None


def left(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    if not cursor.pile.is_row:
        return _keep(cursor, PyramidCursor(STOCK))
    before = [i for i in _present(state, cursor.pile.number) if i < (cursor.index or 0)]
    return _keep(cursor, PyramidCursor(cursor.pile, before[-1]) if before else None)


def right(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    if not cursor.pile.is_row:
        return _keep(cursor, PyramidCursor(WASTE))
    after = [i for i in _present(state, cursor.pile.number) if i > (cursor.index or 0)]
    return _keep(cursor, PyramidCursor(cursor.pile, after[0]) if after else None)


def home(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    if not cursor.pile.is_row:
        return _keep(cursor, PyramidCursor(STOCK))
    return _keep(cursor, PyramidCursor(cursor.pile, _present(state, cursor.pile.number)[0]))


def end(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    if not cursor.pile.is_row:
        return _keep(cursor, PyramidCursor(WASTE))
    return _keep(cursor, PyramidCursor(cursor.pile, _present(state, cursor.pile.number)[-1]))


def up(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    """The row above, its card nearest across; from the apex, the stock or the waste."""
    if not cursor.pile.is_row:
        return cursor
    row = cursor.pile.number
    if row == 1:
        return _keep(cursor, PyramidCursor(STOCK))
    return _keep(cursor, _nearest(state, row - 1, _x_of(cursor)))


def down(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    """The row below, its card nearest across (none below the lowest row left);
    from the stock or the waste, the apex."""
    if not cursor.pile.is_row:
        return _keep(cursor, _nearest(state, 1, _x(1, 0)))
    row = cursor.pile.number
    if row == ROW_COUNT:
        return cursor
    return _keep(cursor, _nearest(state, row + 1, _x_of(cursor)))


def to_column(state: PyramidState, cursor: PyramidCursor, number: int) -> PyramidCursor:
    """Row ``number``: its first free card other than the card held, else its
    first card (an empty row: the nearest above)."""
    row = state.row(number)
    free = [i for i, card in enumerate(row) if card is not None and state.is_free(card) and card not in cursor.held]
    places = free or _present(state, number) or [0]
    return clamp(state, _keep(cursor, PyramidCursor(PYRAMID_ROWS[number - 1], places[0])))


def to_waste(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    return _keep(cursor, PyramidCursor(WASTE))


def on_card(state: PyramidState, cursor: PyramidCursor, card: Card) -> PyramidCursor | None:
    """The cursor on ``card`` where it can be focused (a pyramid card, the stock's or the waste's top)."""
    place = state.place(card)
    if place is not None:
        return _keep(cursor, PyramidCursor(PYRAMID_ROWS[place[0] - 1], place[1] - 1))
    if card is state.stock_top:
        return _keep(cursor, PyramidCursor(STOCK))
    if card is state.waste_top:
        return _keep(cursor, PyramidCursor(WASTE))
    return None


def pick_up(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor | None:
    """Hold the focused card (None: no card here). A covered card is held here and refused by the
    keyboard with what covers it, as Golf's."""
    card = focused_card(state, cursor)
    if card is None:
        return None
    return replace(cursor, held=(card,), held_from=cursor.pile)


def put_down(cursor: PyramidCursor) -> PyramidCursor:
    """Nothing held; the cursor stays (nothing travelled)."""
    return replace(cursor, held=(), held_from=None)


def after_change(state: PyramidState, cursor: PyramidCursor) -> PyramidCursor:
    """After any change nothing is held; the cursor on its card, or the nearest one left."""
    return clamp(state, PyramidCursor(cursor.pile, cursor.index))
