"""The keyboard cursor of FreeCell, as pure functions (Klondike's is :mod:`.klondike_cursor`).

The cursor is on a pile (a free cell, a foundation or a column) and, in a
column, on a card: Up takes more of the column (the card below the focused
one), Down less; Up from a column's first card goes to the place above it in
the top row, Down from the top row to the column beneath. Left and Right go
through the 16 piles (the top row, then the columns) and wrap; Home and End
go to the first free cell and the last column. Holding cards is part of the
cursor: ``held`` and the pile they came from.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.cards import Card
from ..engine.freecell import FreeCellState
from ..engine.freecell.piles import CELLS, COLUMNS, FOUNDATIONS, PILES, FreeCellPile, pile_cards
from .cursor_base import CursorBase, back_to_source

#: The top row, left to right: each over the column of the same number.
TOP_ROW = CELLS + FOUNDATIONS


@dataclass(frozen=True, slots=True)
class FreeCellCursor(CursorBase[FreeCellPile]):
    """The focused pile, the focused card's index in a column (None: its top
    card, or the pile itself), and what is held."""


def focused_index(state: FreeCellState, cursor: FreeCellCursor) -> int | None:
    """The index of the focused card in its pile (None: an empty pile)."""
    cards = pile_cards(state, cursor.pile)
    if not cards:
        return None
    if not cursor.pile.is_column or cursor.index is None:
        return len(cards) - 1
    return max(0, min(cursor.index, len(cards) - 1))


def focused_card(state: FreeCellState, cursor: FreeCellCursor) -> Card | None:
    index = focused_index(state, cursor)
    return None if index is None else pile_cards(state, cursor.pile)[index]


def clamp(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    """The cursor with its index inside its pile: None for anything but a column's card
    under others, so that a cursor on a column's top card stays on its top card when
    cards come onto it (an undo: the focus is on the card put back, not under it)."""
    index = focused_index(state, cursor) if cursor.pile.is_column else None
    if index is not None and index == len(pile_cards(state, cursor.pile)) - 1:
        index = None
    return replace(cursor, index=index)


def _to(state: FreeCellState, cursor: FreeCellCursor, pile: FreeCellPile, index: int | None = None) -> FreeCellCursor:
    return clamp(state, replace(cursor, pile=pile, index=index))


def left(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    return _to(state, cursor, PILES[(PILES.index(cursor.pile) - 1) % len(PILES)])


def right(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    return _to(state, cursor, PILES[(PILES.index(cursor.pile) + 1) % len(PILES)])


def home(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    return _to(state, cursor, PILES[0])


def end(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    return _to(state, cursor, PILES[-1])


def up(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    """More of the column (the card under the focused one); from its first
    card (or an empty column) the place above it; in the top row, nothing."""
    if not cursor.pile.is_column:
        return cursor
    index = focused_index(state, cursor)
    if index is not None and index > 0:
        return replace(cursor, index=index - 1)
    return _to(state, cursor, TOP_ROW[cursor.pile.number - 1])


def down(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    """Less of the column (the card on the focused one); from the top row the
    column beneath, on the first card of the run at its top (the most it can move)."""
    if not cursor.pile.is_column:
        column = COLUMNS[TOP_ROW.index(cursor.pile)]
        return _to(state, cursor, column, state.run_start(column.number))
    index = focused_index(state, cursor)
    cards = pile_cards(state, cursor.pile)
    if index is not None and index < len(cards) - 1:
        return replace(cursor, index=index + 1)
    return cursor


def to_column(state: FreeCellState, cursor: FreeCellCursor, number: int) -> FreeCellCursor:
    """Column ``number``'s top card."""
    return _to(state, cursor, COLUMNS[number - 1])


def to_cells(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    """The first free cell; from a free cell, the next one (wrapping)."""
    if cursor.pile.is_cell:
        return _to(state, cursor, CELLS[cursor.pile.number % len(CELLS)])
    return _to(state, cursor, CELLS[0])


def pick_up(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor | None:
    """Hold the focused card with the cards on it (None: the pile is empty)."""
    index = focused_index(state, cursor)
    if index is None:
        return None
    cards = pile_cards(state, cursor.pile)
    held = cards[index:] if cursor.pile.is_column else (cards[-1],)
    return replace(cursor, index=index if cursor.pile.is_column else None, held=held, held_from=cursor.pile)


#: Nothing held; the focus back where the cards came from.
put_down = back_to_source


def after_change(state: FreeCellState, cursor: FreeCellCursor) -> FreeCellCursor:
    """After any change the cursor holds nothing and stays on its pile (on its top card)."""
    index = cursor.index if not cursor.held else None
    return clamp(state, FreeCellCursor(cursor.pile, index))
