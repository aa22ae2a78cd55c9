"""Pyramid deal numbers, stable forever (the rule book, ``rules-pyramid.md``).

The deck is the project's own shuffle seeded with ``deal number × 8 + 5``
(:func:`klondike_qt.engine.deal.game_deck`, a promise pinned by golden tests).
Cards 1–28 fill the pyramid row by row from the apex, left to right (row
*r* holds *r* cards); the other 24 are the stock, card 29 on top.
"""

from __future__ import annotations

from ..cards import Card
from ..deal import MAX_DEAL_NUMBER, game_deck

ROW_COUNT = 7
#: Cards in the pyramid: 1 + 2 + … + 7.
PYRAMID_SIZE = 28
STOCK_SIZE = 24
SEED_OFFSET = 5
MAX_PYRAMID_DEAL = MAX_DEAL_NUMBER


def pyramid_deck(number: int) -> list[Card]:
    """The 52 cards in the order deal ``number`` deals them."""
    return game_deck(number, SEED_OFFSET)


def pyramid_layout(number: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The seven rows of deal ``number`` (the apex first, each left to right)
    and the stock (its top, card 29, first)."""
    deck = pyramid_deck(number)
    rows = tuple(tuple(deck[row * (row - 1) // 2:row * (row + 1) // 2]) for row in range(1, ROW_COUNT + 1))
    return rows, tuple(deck[PYRAMID_SIZE:])
