"""The keyboard cursor of Golf, as pure functions (the layout's own: the
columns, then the waste and the stock).

Left and Right go through the seven columns, the waste and the stock, and
wrap; a column keeps its focused card's depth. In a column the cursor starts
on the top card (the one that can be played): Up goes deeper (the card under
it), Down back towards the top card; Down from a column's top card goes to
the waste, Up from the waste or the stock to column 1's or 7's top card.
Home and End: column 1 and the stock; the number keys 1–7 a column's top
card. Space picks up a column's card (the waste's card is the target, never
held) and puts it down on the waste, as in TriPeaks.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.cards import Card
from ..engine.golf import GolfState
from . import column_cursor
from .cursor_base import CursorBase, back_to_source
from .golf_model import COLUMNS, PILES, STOCK, WASTE, GolfPile, pile_cards


@dataclass(frozen=True, slots=True)
class GolfCursor(CursorBase[GolfPile]):
    """The focused pile and, in a column, the focused card's index (None: its top card)."""


def focused_index(state: GolfState, cursor: GolfCursor) -> int | None:
    """The index of the focused card in its pile (None: an empty pile)."""
    return column_cursor.focused_index(pile_cards(state, cursor.pile), cursor.pile.is_column, cursor.index)


def focused_card(state: GolfState, cursor: GolfCursor) -> Card | None:
    index = focused_index(state, cursor)
    return None if index is None else pile_cards(state, cursor.pile)[index]


def clamp(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    """The cursor with its index inside its column (None: the top card, or a pile that is not a column)."""
    if not cursor.pile.is_column or cursor.index is None:
        return replace(cursor, index=None)
    index = focused_index(state, cursor)
    top = len(pile_cards(state, cursor.pile)) - 1
    return replace(cursor, index=None if index is None or index >= top else index)


def _to(state: GolfState, cursor: GolfCursor, pile: GolfPile) -> GolfCursor:
    return clamp(state, replace(cursor, pile=pile, index=None))


def left(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    return _to(state, cursor, column_cursor.stepped(PILES, cursor.pile, -1))


def right(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    return _to(state, cursor, column_cursor.stepped(PILES, cursor.pile, 1))


def home(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    return _to(state, cursor, COLUMNS[0])


def end(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    return _to(state, cursor, STOCK)


def up(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    """Deeper into the column (the card under the focused one); from the waste
    or the stock, the column above it (column 1, column 7); at a column's bottom card, nothing."""
    if cursor.pile.is_waste:
        return _to(state, cursor, COLUMNS[0])
    if cursor.pile.is_stock:
        return _to(state, cursor, COLUMNS[-1])
    index = focused_index(state, cursor)
    if index is None or index == 0:
        return cursor
    return replace(cursor, index=index - 1)


def down(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    """Towards the column's top card; from the top card (or an empty column) the waste; below the table, nothing."""
    if not cursor.pile.is_column:
        return cursor
    index = focused_index(state, cursor)
    cards = pile_cards(state, cursor.pile)
    if index is not None and index < len(cards) - 1:
        return clamp(state, replace(cursor, index=index + 1))
    return _to(state, cursor, WASTE)


def to_column(state: GolfState, cursor: GolfCursor, number: int) -> GolfCursor:
    """Column ``number``'s top card."""
    return _to(state, cursor, COLUMNS[number - 1])


def to_waste(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    return _to(state, cursor, WASTE)


def pick_up(state: GolfState, cursor: GolfCursor) -> GolfCursor | None:
    """Hold the focused column card alone (None: an empty column, the waste, whose card is
    the target of every play, or the stock). A covered card is held here and refused
    by the keyboard with what covers it."""
    card = focused_card(state, cursor)
    if card is None or not cursor.pile.is_column:
        return None
    return replace(cursor, held=(card,), held_from=cursor.pile)


#: Nothing held; the focus back where the card came from.
put_down = back_to_source


def after_change(state: GolfState, cursor: GolfCursor) -> GolfCursor:
    """After any change the cursor stays on its pile (on a column's top card when it was there)."""
    return clamp(state, GolfCursor(cursor.pile, cursor.index))
