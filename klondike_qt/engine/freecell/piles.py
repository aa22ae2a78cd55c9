"""The FreeCell table as named piles with roles (the game seam): four free
cells, four foundations (one per suit, in :class:`~..cards.Suit` order) and
eight columns, each a :class:`FreeCellPile`; and what one move did, as a
:class:`FreeCellTransition` derived from the positions before and after it."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Suit
from .deal import COLUMN_COUNT
from .state import CELL_COUNT, FreeCellMove, FreeCellState, Location, Place


@dataclass(frozen=True, slots=True)
class FreeCellPile:
    """A pile of the table: its role and its number (1-based; a foundation's
    number is its suit's index + 1)."""

    place: Place
    number: int

    @property
    def is_column(self) -> bool:
        return self.place is Place.COLUMN

    @property
    def is_cell(self) -> bool:
        return self.place is Place.CELL

    @property
    def is_foundation(self) -> bool:
        return self.place is Place.FOUNDATION

    @property
    def suit(self) -> Suit:
        return Suit(self.number - 1)


CELLS = tuple(FreeCellPile(Place.CELL, n) for n in range(1, CELL_COUNT + 1))
FOUNDATIONS = tuple(FreeCellPile(Place.FOUNDATION, n) for n in range(1, 5))
COLUMNS = tuple(FreeCellPile(Place.COLUMN, n) for n in range(1, COLUMN_COUNT + 1))
#: Every pile, in reading order: the top row (cells, then foundations), then the columns.
PILES = CELLS + FOUNDATIONS + COLUMNS


def pile_of(where: Location) -> FreeCellPile:
    if where.place is Place.FOUNDATION:
        return FOUNDATIONS[where.number]
    return FreeCellPile(where.place, where.number)


def pile_cards(state: FreeCellState, pile: FreeCellPile) -> tuple[Card, ...]:
    """The cards of a pile, bottom first (a foundation: ace up to its top)."""
    if pile.is_column:
        return state.columns[pile.number - 1]
    if pile.is_cell:
        card = state.cells[pile.number - 1]
        return (card,) if card is not None else ()
    return tuple(Card.of(rank, pile.suit) for rank in range(1, state.foundations[pile.suit] + 1))


def pile_top(state: FreeCellState, pile: FreeCellPile) -> Card | None:
    cards = pile_cards(state, pile)
    return cards[-1] if cards else None


def locate_pile(state: FreeCellState, card: Card) -> tuple[FreeCellPile, int]:
    """The pile a card is in and its index there from the bottom."""
    where = state.locate(card)
    pile = pile_of(where)
    if pile.is_column:
        return pile, where.index
    if pile.is_foundation:
        return pile, card.rank - 1
    return pile, 0


def move_to(state: FreeCellState, card: Card, pile: FreeCellPile) -> FreeCellMove:
    """The move of ``card`` (with the cards on it) to ``pile``."""
    from .state import FOUNDATION, Target

    if pile.is_foundation:
        return FreeCellMove(card, FOUNDATION)
    if pile.is_cell:
        return FreeCellMove(card, Target.cell(pile.number))
    return FreeCellMove(card, Target.column(pile.number))


@dataclass(frozen=True, slots=True)
class FreeCellTransition:
    """What one move did: the ``cards`` that moved, from ``source`` to
    ``target``, and the card they now lie on (``onto``; None on an empty pile)."""

    move: FreeCellMove
    cards: tuple[Card, ...]
    source: FreeCellPile
    target: FreeCellPile
    onto: Card | None

    @property
    def touched(self) -> tuple[FreeCellPile, ...]:
        return (self.source, self.target)


def freecell_transition(before: FreeCellState, move: FreeCellMove, after: FreeCellState) -> FreeCellTransition:
    """Describe the legal ``move`` that took ``before`` to ``after``."""
    source, index = locate_pile(before, move.card)
    target, _ = locate_pile(after, move.card)
    cards = pile_cards(before, source)[index:] if source.is_column else (move.card,)
    below = pile_cards(after, target)
    position = len(below) - len(cards) - 1
    onto = below[position] if position >= 0 and not target.is_foundation else None
    return FreeCellTransition(move, cards, source, target, onto)
