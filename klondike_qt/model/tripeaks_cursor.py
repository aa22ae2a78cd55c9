"""The keyboard cursor of TriPeaks, as pure functions (the rule book's table:
four rows forming three peaks, row 1 the peak tops, row 4 the shared base;
the stock and the waste under them).

The cursor is on a row, at a place of it (``index``: 0-based from the left;
None: the row's best card), or on the stock or the waste. Left and Right go
through every card left in reading order (row 1 first), then the stock and
the waste, and wrap; Up and Down go to the nearest card of the row above or
below (rows already cleared are skipped); Down from row 4 reaches the stock
or the waste beneath. Keys 1 to 4 go to a row, on its best card to play (the
first of the hint order there), else its first free card; a row with no free
card yet sends the cursor on down to the first row that has one. 5 is the
stock, 6 the waste. Holding a card is part of the cursor (``held``, the row
and the place it came from).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from ..engine.cards import Card
from ..engine.tripeaks import COVERERS, ROW_SIZES, TABLEAU_SIZE, TriPeaksState, hint_order, place, row_and_number
from .cursor_base import CursorBase
from .tripeaks_model import PILES, ROWS, STOCK, WASTE, TriPeaksPile

#: Where the stock and the waste lie under row 4, in its card places (1–10).
STOCK_X, WASTE_X = 4.5, 6.5


@dataclass(frozen=True, slots=True)
class TriPeaksCursor(CursorBase[TriPeaksPile]):
    """The focused pile and place in its row, and what is held (with the place it came from)."""

    held_at: int | None = None

    @property
    def at_source(self) -> bool:
        """On the very place the held card came from (another card of its row is not where it lies)."""
        return self.pile == self.held_from and self.index == self.held_at


@cache
def x_of(index: int) -> float:
    """The middle of place ``index`` across the table, in row 4's card places
    (row 4 card k is at k; a card lies midway over the two that cover it)."""
    covers = COVERERS[index]
    if not covers:
        return float(row_and_number(index)[1])
    return sum(x_of(i) for i in covers) / len(covers)


def row_places(row: int) -> range:
    """The places (0–27) of ``row`` (1–4), left to right."""
    first = place(row, 1)
    return range(first, first + ROW_SIZES[row - 1])


def _left(state: TriPeaksState, row: int) -> list[int]:
    return [i for i in row_places(row) if state.tableau[i] is not None]


def focused_place(state: TriPeaksState, cursor: TriPeaksCursor) -> int | None:
    """The tableau place the cursor is on (None: the stock or the waste, or an empty row)."""
    pile = cursor.pile
    if not pile.is_row or cursor.index is None:
        return None
    index = place(pile.number, 1) + cursor.index
    return index if state.tableau[index] is not None else None


def focused_index(state: TriPeaksState, cursor: TriPeaksCursor) -> int | None:
    """The focused card's index among its pile's cards (a row's cards left, left
    to right; the waste's top); None on the stock."""
    pile = cursor.pile
    if pile.is_waste:
        return len(state.waste) - 1 if state.waste else None
    if pile.is_stock:
        return None
    at = focused_place(state, cursor)
    return None if at is None else _left(state, pile.number).index(at)


def focused_card(state: TriPeaksState, cursor: TriPeaksCursor) -> Card | None:
    if cursor.pile.is_waste:
        return state.top
    at = focused_place(state, cursor)
    return None if at is None else state.tableau[at]


def _on(index: int) -> TriPeaksCursor:
    row, number = row_and_number(index)
    return TriPeaksCursor(ROWS[row - 1], number - 1)


def _keep(cursor: TriPeaksCursor, target: TriPeaksCursor) -> TriPeaksCursor:
    return replace(cursor, pile=target.pile, index=target.index)


def _nearest(state: TriPeaksState, row: int, x: float) -> int | None:
    left = _left(state, row)
    return min(left, key=lambda i: (abs(x_of(i) - x), i)) if left else None


def _best(state: TriPeaksState, row: int) -> int | None:
    """Row ``row``'s best card to play (the hint order's first there), else its first free card."""
    for move in hint_order(state):
        if move.card is not None and (at := state.index_of(move.card)) is not None and at in row_places(row):
            return at
    return next((i for i in row_places(row) if state.is_free(i)), None)


def clamp(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    """The cursor on a card that is there: a played place gives way to the
    nearest card left in its row; a cleared row to the nearest row below (or
    above) with cards; an empty tableau to the waste. Index None: the row's best card."""
    pile = cursor.pile
    if not pile.is_row:
        return replace(cursor, index=None)
    if cursor.index is None:
        best = _best(state, pile.number)
        if best is not None:
            return _keep(cursor, _on(best))
        x = 5.5
    else:
        x = x_of(place(pile.number, 1) + cursor.index)
    for row in (pile.number, *range(pile.number + 1, 5), *range(pile.number - 1, 0, -1)):
        at = _nearest(state, row, x)
        if at is not None:
            return _keep(cursor, _on(at))
    return replace(cursor, pile=WASTE, index=None)


def _sequence(state: TriPeaksState) -> list[TriPeaksCursor]:
    """Every stop in reading order: the cards left, row 1 first, then the stock and the waste."""
    return [*(_on(i) for i in range(TABLEAU_SIZE) if state.tableau[i] is not None),
            TriPeaksCursor(STOCK), TriPeaksCursor(WASTE)]


def _step(state: TriPeaksState, cursor: TriPeaksCursor, by: int) -> TriPeaksCursor:
    stops = [(c.pile, c.index) for c in _sequence(state)]
    here = clamp(state, cursor)
    position = stops.index((here.pile, here.index))
    pile, index = stops[(position + by) % len(stops)]
    return replace(cursor, pile=pile, index=index)


def left(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    return _step(state, cursor, -1)


def right(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    return _step(state, cursor, 1)


def home(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    """The first card left in reading order (the highest row's leftmost)."""
    return _keep(cursor, _sequence(state)[0])


def end(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    """The waste."""
    return replace(cursor, pile=WASTE, index=None)


def _x(state: TriPeaksState, cursor: TriPeaksCursor) -> float:
    if cursor.pile.is_stock:
        return STOCK_X
    if cursor.pile.is_waste:
        return WASTE_X
    at = focused_place(state, clamp(state, cursor))
    return 5.5 if at is None else x_of(at)


def up(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    """The nearest card of the first row above with cards left (from the stock
    or the waste: of row 4 and up); at the top, the cursor stays."""
    here = clamp(state, cursor)
    start = 4 if not here.pile.is_row else here.pile.number - 1
    x = _x(state, here)
    for row in range(start, 0, -1):
        at = _nearest(state, row, x)
        if at is not None:
            return _keep(cursor, _on(at))
    return cursor


def down(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    """The nearest card of the first row below with cards left; under row 4 the
    stock or the waste, whichever lies nearer; from those, the cursor stays."""
    here = clamp(state, cursor)
    if not here.pile.is_row:
        return cursor
    x = _x(state, here)
    for row in range(here.pile.number + 1, 5):
        at = _nearest(state, row, x)
        if at is not None:
            return _keep(cursor, _on(at))
    pile = STOCK if abs(x - STOCK_X) < abs(x - WASTE_X) else WASTE
    return replace(cursor, pile=pile, index=None)


def to_column(state: TriPeaksState, cursor: TriPeaksCursor, number: int) -> TriPeaksCursor:
    """Keys 1–4: row ``number`` on its best card to play, else its first free
    card; a row with no free card sends the cursor on down to the first row
    that has one. 5: the stock; 6: the waste; other keys stay."""
    if number == 5:
        return replace(cursor, pile=STOCK, index=None)
    if number == 6:
        return replace(cursor, pile=WASTE, index=None)
    if not 1 <= number <= 4:
        return cursor
    for row in (*range(number, 5), *range(number - 1, 0, -1)):
        best = _best(state, row)
        if best is not None:
            return _keep(cursor, _on(best))
    return replace(cursor, pile=WASTE, index=None)


def to_waste(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    return replace(cursor, pile=WASTE, index=None)


def pick_up(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor | None:
    """Hold the focused card when it is free (None: a face-down card, the stock or the waste)."""
    here = clamp(state, cursor)
    at = focused_place(state, here)
    if at is None or not state.is_free(at):
        return None
    card = state.tableau[at]
    assert card is not None
    return replace(here, held=(card,), held_from=here.pile, held_at=here.index)


def put_down(cursor: TriPeaksCursor) -> TriPeaksCursor:
    """Nothing held; the focus back on the place the card came from."""
    if cursor.held_from is None:
        return replace(cursor, held=(), held_at=None)
    return TriPeaksCursor(cursor.held_from, cursor.held_at)


def after_change(state: TriPeaksState, cursor: TriPeaksCursor) -> TriPeaksCursor:
    """After any change the cursor holds nothing and stays where it was (on the nearest card left)."""
    return clamp(state, TriPeaksCursor(cursor.pile, cursor.index))


__all__ = ["PILES", "TriPeaksCursor", "after_change", "clamp", "down", "end", "focused_card", "focused_index",
           "focused_place", "home", "left", "pick_up", "put_down", "right", "row_places", "to_column", "to_waste",
           "up", "x_of"]
