"""The keyboard cursor: which pile and card have the focus, and what is held.

Plain immutable data with pure transition functions; nothing here needs a
display. :class:`Cursor` and the functions below are Klondike's; they build
on every game's :class:`~.cursor_base.CursorBase`.
``index`` is a position in :meth:`GameState.pile_cards` order and is only
meaningful in a column (the stock, the waste and the foundations are always
focused on their top); ``None`` means "the top card".
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.cards import Card
from ..engine.klondike import ALL_PILES, COLUMNS, FOUNDATIONS, STOCK, WASTE, GameState, Pile
from .cursor_base import CursorBase

#: The pile above each column (Up from a column's first face-up card) …
ABOVE: dict[Pile, Pile] = {
    COLUMNS[0]: STOCK, COLUMNS[1]: WASTE, COLUMNS[2]: WASTE,
    COLUMNS[3]: FOUNDATIONS[0], COLUMNS[4]: FOUNDATIONS[1],
    COLUMNS[5]: FOUNDATIONS[2], COLUMNS[6]: FOUNDATIONS[3],
}
#: … and the column beneath each pile of the top row (Down).
BELOW: dict[Pile, Pile] = {
    STOCK: COLUMNS[0], WASTE: COLUMNS[1],
    FOUNDATIONS[0]: COLUMNS[3], FOUNDATIONS[1]: COLUMNS[4],
    FOUNDATIONS[2]: COLUMNS[5], FOUNDATIONS[3]: COLUMNS[6],
}


@dataclass(frozen=True, slots=True)
class Cursor(CursorBase[Pile]):
    """Focused pile, focused card (columns only) and the held cards with their pile."""

    pile: Pile = COLUMNS[0]


def clamp(state: GameState, cursor: Cursor) -> Cursor:
    """Keep the cursor on its pile, on a face-up card: the top card unless a
    deeper face-up card of a column is focused and still there."""
    pile = cursor.pile
    if not pile.is_tableau or cursor.index is None:
        return replace(cursor, index=None) if cursor.index is not None else cursor
    cards = state.pile_cards(pile)
    if not state.face_down_count(pile) <= cursor.index < len(cards) - 1:
        return replace(cursor, index=None)
    return cursor


def focused_index(state: GameState, cursor: Cursor) -> int | None:
    """The index of the focused card in ``pile_cards`` order, ``None`` if the
    pile is empty or is the stock (the stock itself has the focus)."""
    cards = state.pile_cards(cursor.pile)
    if not cards or cursor.pile is STOCK:
        return None
    cursor = clamp(state, cursor)
    return len(cards) - 1 if cursor.index is None else cursor.index


def focused_card(state: GameState, cursor: Cursor) -> Card | None:
    index = focused_index(state, cursor)
    return None if index is None else state.pile_cards(cursor.pile)[index]


def go_to(cursor: Cursor, pile: Pile) -> Cursor:
    return replace(cursor, pile=pile, index=None)


def right(state: GameState, cursor: Cursor) -> Cursor:
    return go_to(cursor, ALL_PILES[(cursor.pile.order + 1) % len(ALL_PILES)])


def left(state: GameState, cursor: Cursor) -> Cursor:
    return go_to(cursor, ALL_PILES[(cursor.pile.order - 1) % len(ALL_PILES)])


def home(state: GameState, cursor: Cursor) -> Cursor:
    return go_to(cursor, ALL_PILES[0])


def end(state: GameState, cursor: Cursor) -> Cursor:
    return go_to(cursor, ALL_PILES[-1])


def to_column(state: GameState, cursor: Cursor, number: int) -> Cursor:
    """To column ``number`` (1..7); ``engine.column`` is that column's pile."""
    return go_to(cursor, COLUMNS[number - 1])



def waste(state: GameState, cursor: Cursor) -> Cursor:
    return go_to(cursor, WASTE)


def up(state: GameState, cursor: Cursor) -> Cursor:
    """In a column: one card deeper (take more of the run); from the first
    face-up card (or an empty column): the pile above. In the top row: stay."""
    pile = cursor.pile
    if not pile.is_tableau:
        return cursor
    index = focused_index(state, cursor)
    if index is None or index <= state.face_down_count(pile):
        return go_to(cursor, ABOVE[pile])
    return replace(cursor, index=index - 1)


def down(state: GameState, cursor: Cursor) -> Cursor:
    """In a column: one card nearer the top (take less); from the top row: the
    column beneath. On a column's top card: stay."""
    pile = cursor.pile
    if not pile.is_tableau:
        return go_to(cursor, BELOW[pile])
    index = focused_index(state, cursor)
    if index is None or index >= len(state.pile_cards(pile)) - 1:
        return clamp(state, cursor)
    return replace(cursor, index=index + 1)


def pick_up(state: GameState, cursor: Cursor) -> Cursor | None:
    """Hold the focused card and the cards on it; ``None`` if there is nothing
    to pick up here (the stock, an empty pile)."""
    pile = cursor.pile
    if pile is STOCK:
        return None
    index = focused_index(state, cursor)
    if index is None:
        return None
    cards = state.pile_cards(pile)
    held = cards[index:] if pile.is_tableau else (cards[-1],)
    return replace(clamp(state, cursor), held=tuple(held), held_from=pile)


def put_down(cursor: Cursor) -> Cursor:
    """Let go of the held cards (after a move, or to put them back)."""
    return replace(cursor, held=(), held_from=None)


cancel = put_down


def after_change(state: GameState, cursor: Cursor) -> Cursor:
    """Where the cursor lands after a move, an undo or a new deal: on the same
    pile, clamped to a face-up card; nothing held."""
    return clamp(state, put_down(cursor))


