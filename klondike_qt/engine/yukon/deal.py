"""Yukon deal numbers, stable forever (the rule book, ``rules-yukon.md``).

The deck is the project's own shuffle seeded with ``deal number × 8 + 3``
(:func:`klondike_qt.engine.deal.game_deck`, a promise pinned by golden tests).
The cards are dealt in rows like a person deals: row 0 puts one card on
each of columns 1–7; rows 1–10 each put one card, left to right, on every
column 2–7 that still needs one (column *n* takes *n* + 4 cards: 1, 6, 7,
8, 9, 10, 11). In column *n* the cards of rows 0 … *n* − 2 are face down.
"""

from __future__ import annotations

from ..cards import Card
from ..deal import MAX_DEAL_NUMBER, game_deck

COLUMN_COUNT = 7
#: Cards each column takes: column 1 one, column n (2–7) n + 4.
COLUMN_SIZES = (1, 6, 7, 8, 9, 10, 11)
SEED_OFFSET = 3
MAX_YUKON_DEAL = MAX_DEAL_NUMBER


def yukon_deck(number: int) -> list[Card]:
    """The 52 cards in the order deal ``number`` deals them."""
    return game_deck(number, SEED_OFFSET)


def yukon_layout(number: int) -> tuple[tuple[Card, ...], ...]:
    """The seven columns of deal ``number``, each from bottom to top."""
    deck = iter(yukon_deck(number))
    columns: list[list[Card]] = [[] for _ in range(COLUMN_COUNT)]
    for row in range(max(COLUMN_SIZES)):
        for column, size in zip(columns, COLUMN_SIZES):
            if row < size:
                column.append(next(deck))
    return tuple(tuple(column) for column in columns)


def face_down_at_start(number: int) -> int:
    """How many cards of column ``number`` (1–7) a deal puts face down: ``number`` − 1."""
    return number - 1
