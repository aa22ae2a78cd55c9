"""Yukon deal numbers, stable forever (the rule book, ``rules-yukon.md``).

The shuffle is the project's own (:func:`klondike_qt.engine.deal.shuffle`),
a compatibility promise pinned by golden tests:

1. The deck starts in Klondike's order (:data:`~klondike_qt.engine.cards.CARDS`:
   clubs A..K, diamonds A..K, spades A..K, hearts A..K).
2. SplitMix64 and Fisher–Yates, exactly as Klondike and Spider, seeded with
   ``deal number × 8 + 3`` (so the 52-card games of one number differ).
3. The cards are dealt in rows like a person deals: row 0 puts one card on
   each of columns 1–7; rows 1–10 each put one card, left to right, on every
   column 2–7 that still needs one (column *n* takes *n* + 4 cards: 1, 6, 7,
   8, 9, 10, 11). In column *n* the cards of rows 0 … *n* − 2 are face down.
"""

from __future__ import annotations

from ..cards import CARDS, Card
from ..deal import MAX_DEAL_NUMBER, check_deal_number, shuffle

COLUMN_COUNT = 7
#: Cards each column takes: column 1 one, column n (2–7) n + 4.
COLUMN_SIZES = (1, 6, 7, 8, 9, 10, 11)
SEED_OFFSET = 3
MAX_YUKON_DEAL = MAX_DEAL_NUMBER


def yukon_deck(number: int) -> list[Card]:
    """The 52 cards in the order deal ``number`` deals them."""
    check_deal_number(number)
    return shuffle(list(CARDS), number * 8 + SEED_OFFSET)


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
