"""The Spider table as named piles (the game seam): ten columns, the stock and
the completed sequences, each a :class:`SpiderPile`; and what one move did, as
a :class:`SpiderTransition` derived from the positions before and after it.

Two decks mean a card's name is not its place: everything here speaks of a
column and an index, never of "the 7 of hearts" alone."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..cards import Card, Suit
from .deal import COLUMN_COUNT
from .state import SpiderMove, SpiderState


class SpiderPlace(Enum):
    COLUMN = "t"
    STOCK = "s"
    COMPLETED = "c"


@dataclass(frozen=True, slots=True)
class SpiderPile:
    """A pile of the table: its role and its number (columns 1–10; the stock
    and the completed sequences are one pile each, number 0)."""

    place: SpiderPlace
    number: int = 0

    @property
    def is_column(self) -> bool:
        return self.place is SpiderPlace.COLUMN

    @property
    def is_stock(self) -> bool:
        return self.place is SpiderPlace.STOCK

    @property
    def is_completed(self) -> bool:
        return self.place is SpiderPlace.COMPLETED


COLUMNS = tuple(SpiderPile(SpiderPlace.COLUMN, n) for n in range(1, COLUMN_COUNT + 1))
STOCK = SpiderPile(SpiderPlace.STOCK)
COMPLETED = SpiderPile(SpiderPlace.COMPLETED)
#: Every pile in reading order: the ten columns, then the stock and the completed sequences (below them).
PILES = (*COLUMNS, STOCK, COMPLETED)


def completed_cards(suits: tuple[Suit, ...]) -> tuple[Card, ...]:
    """The cards of the completed sequences, King to Ace each, in the order they were made."""
    return tuple(Card.of(rank, suit) for suit in suits for rank in range(13, 0, -1))


def pile_cards(state: SpiderState, pile: SpiderPile) -> tuple[Card, ...]:
    """The cards of a pile, bottom first (the stock: the card dealt last first)."""
    if pile.is_column:
        return state.columns[pile.number - 1]
    if pile.is_stock:
        return tuple(reversed(state.stock))
    return completed_cards(state.completed)


def face_down(state: SpiderState, pile: SpiderPile) -> int:
    """How many of the pile's cards lie face down (the whole stock; none of the completed)."""
    if pile.is_column:
        return state.hidden[pile.number - 1]
    return len(state.stock) if pile.is_stock else 0


def move_to(state: SpiderState, source: int, index: int, target: SpiderPile) -> SpiderMove:
    """The move of the card at ``index`` of column ``source`` (with the cards on it) to ``target``."""
    card = state.columns[source - 1][index]
    return SpiderMove(source, card, target.number)


@dataclass(frozen=True, slots=True)
class SpiderTransition:
    """What one move did: the ``cards`` that moved (a dealt row: the ten
    cards, column 1 first), from ``source`` to ``target`` (a row: from the
    stock to every column), the card they now lie on (``onto``), the suits
    of the sequences it completed, and the columns whose new top turned up."""

    move: SpiderMove
    cards: tuple[Card, ...]
    source: SpiderPile
    target: SpiderPile | None
    onto: Card | None
    completed: tuple[Suit, ...]
    completed_from: tuple[int, ...]
    turned: tuple[int, ...]

    @property
    def is_deal(self) -> bool:
        return self.move.is_deal

    @property
    def touched(self) -> tuple[SpiderPile, ...]:
        piles: list[SpiderPile] = [self.source] + ([self.target] if self.target is not None else [])
        if self.is_deal:
            piles = [STOCK, *COLUMNS]
        if self.completed:
            piles.append(COMPLETED)
        return tuple(dict.fromkeys(piles))


def spider_transition(before: SpiderState, move: SpiderMove, after: SpiderState) -> SpiderTransition:
    """Describe the legal ``move`` that took ``before`` to ``after``."""
    completed = after.completed[len(before.completed):]
    if move.is_deal:
        cards = before.stock[:COLUMN_COUNT]
        source: SpiderPile = STOCK
        target: SpiderPile | None = None
        onto = None
        sources = tuple(range(1, COLUMN_COUNT + 1))
    else:
        column = before.columns[move.source - 1]
        index = next(i for i in range(len(column) - 1, -1, -1) if column[i] is move.card)
        cards = column[index:]
        source, target = COLUMNS[move.source - 1], COLUMNS[move.target - 1]
        below = before.columns[move.target - 1]
        onto = below[-1] if below else None
        sources = (move.source, move.target)
    # A sequence leaves the column where it was made: the one whose length dropped by 13 from its new one.
    completed_from = tuple(n for n in sources if completed and _made_sequence(before, move, after, n))
    turned = tuple(n for n in range(1, COLUMN_COUNT + 1)
                   if after.columns[n - 1] and after.hidden[n - 1] < before.hidden[n - 1])
    return SpiderTransition(move, cards, source, target, onto, completed, completed_from, turned)


def _made_sequence(before: SpiderState, move: SpiderMove, after: SpiderState, number: int) -> bool:
    length = len(before.columns[number - 1])
    if move.is_deal:
        length += 1
    elif number == move.source:
        return False
    else:
        column = before.columns[move.source - 1]
        index = next(i for i in range(len(column) - 1, -1, -1) if column[i] is move.card)
        length += len(column) - index
    return len(after.columns[number - 1]) == length - 13
