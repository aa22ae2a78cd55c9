"""The keyboard cursor of Spider, as pure functions (Klondike's is
:mod:`.klondike_cursor`, FreeCell's :mod:`.freecell_cursor`).

The cursor is on one of the ten columns, on the stock or on the completed
sequences (a place to read, as Klondike's foundations are). In a column it is
on a face-up card: arriving on a column it lands on the first card of the
run at its top (the most that can move), or on its top card while cards are
held (where they would go; on their own column, the first held card). Up
takes more of the column (down to its first face-up card), Down less. Left
and Right go through the columns, then the stock and the completed sequences,
and wrap (the completed sequences lie above column 1, the stock above column
10); Home is column 1, End the stock. Holding cards is part of the cursor:
``held`` and the column they came from.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.cards import Card
from ..engine.spider import SpiderState
from ..engine.spider.piles import COLUMNS, COMPLETED, STOCK, SpiderPile
from .cursor_base import CursorBase, back_to_source

#: The places the cursor goes through, left to right (the accessible tree's reading order).
ORDER: tuple[SpiderPile, ...] = (*COLUMNS, STOCK, COMPLETED)


@dataclass(frozen=True, slots=True)
class SpiderCursor(CursorBase[SpiderPile]):
    """The focused pile, the focused card's index in a column (None: the
    first card of its movable run), and what is held."""


def focused_index(state: SpiderState, cursor: SpiderCursor) -> int | None:
    """The index of the focused card in its column (None: the stock, the completed
    sequences, or an empty column)."""
    if not cursor.pile.is_column:
        return None
    number = cursor.pile.number
    cards = state.columns[number - 1]
    if not cards:
        return None
    if cursor.index is None:
        return state.run_start(number)
    return max(state.hidden[number - 1], min(cursor.index, len(cards) - 1))


def focused_card(state: SpiderState, cursor: SpiderCursor) -> Card | None:
    index = focused_index(state, cursor)
    return None if index is None else state.columns[cursor.pile.number - 1][index]


def clamp(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    return replace(cursor, index=focused_index(state, cursor))


def _to(state: SpiderState, cursor: SpiderCursor, pile: SpiderPile) -> SpiderCursor:
    """Onto ``pile``: on the first card of its movable run, or, while cards are
    held, on its top card (the card they would be put on)."""
    if cursor.is_holding and pile.is_column and state.columns[pile.number - 1]:
        top = len(state.columns[pile.number - 1]) - 1
        index = top - len(cursor.held) + 1 if pile == cursor.held_from else top  # back on the held run
        return clamp(state, replace(cursor, pile=pile, index=index))
    return clamp(state, replace(cursor, pile=pile, index=None))


def left(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    return _to(state, cursor, ORDER[(ORDER.index(cursor.pile) - 1) % len(ORDER)])


def right(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    return _to(state, cursor, ORDER[(ORDER.index(cursor.pile) + 1) % len(ORDER)])


def home(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    return _to(state, cursor, COLUMNS[0])


def end(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    return _to(state, cursor, STOCK)


def up(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    """More of the column: the card under the focused one (face-up cards only)."""
    index = focused_index(state, cursor)
    if index is None or index <= state.hidden[cursor.pile.number - 1]:
        return cursor
    return replace(cursor, index=index - 1)


def down(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    """Less of the column: the card on the focused one."""
    index = focused_index(state, cursor)
    if index is None or index >= len(state.columns[cursor.pile.number - 1]) - 1:
        return cursor
    return replace(cursor, index=index + 1)


def to_column(state: SpiderState, cursor: SpiderCursor, number: int) -> SpiderCursor:
    """Column ``number``, on the first card of its movable run."""
    return _to(state, cursor, COLUMNS[number - 1])


def to_stock(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    return _to(state, cursor, STOCK)


def pick_up(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor | None:
    """Hold the focused card with the cards on it (None: nothing to hold here).
    Whether they are one same-suit run is the caller's to check (and say)."""
    index = focused_index(state, cursor)
    if index is None:
        return None
    cards = state.columns[cursor.pile.number - 1]
    return replace(cursor, index=index, held=cards[index:], held_from=cursor.pile)


#: Nothing held; the focus back where the cards came from.
put_down = back_to_source


def after_change(state: SpiderState, cursor: SpiderCursor) -> SpiderCursor:
    """After any change the cursor holds nothing and stays on its pile (on
    its movable run)."""
    return clamp(state, SpiderCursor(cursor.pile, None))
