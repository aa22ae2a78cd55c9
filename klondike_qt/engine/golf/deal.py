"""Golf deal numbers, stable forever (the rule book, ``rules-golf.md``).

The deck is the project's own shuffle seeded with ``deal number × 8 + 7``
(:func:`klondike_qt.engine.deal.game_deck`, a promise pinned by golden tests).
The cards are dealt in rows like a person deals, the first row at the
bottom: card *k* (1–35) to column ((*k* − 1) mod 7) + 1, so cards 29–35
are the columns' top cards; card 36 is turned onto the waste; cards 37–52
are the stock, 37 on top (the next to be drawn).
"""

from __future__ import annotations

from ..cards import Card
from ..deal import MAX_DEAL_NUMBER, game_deck

__all__ = ["COLUMN_COUNT", "COLUMN_HEIGHT", "MAX_GOLF_DEAL", "SEED_OFFSET", "STOCK_SIZE", "golf_deck",
           "golf_layout"]

COLUMN_COUNT = 7
COLUMN_HEIGHT = 5
#: Cards in the stock after the deal (52 − 35 in the columns − 1 on the waste).
STOCK_SIZE = 16
SEED_OFFSET = 7
MAX_GOLF_DEAL = MAX_DEAL_NUMBER


def golf_deck(number: int) -> list[Card]:
    """The 52 cards in the order deal ``number`` deals them."""
    return game_deck(number, SEED_OFFSET)


def golf_layout(number: int) -> tuple[tuple[tuple[Card, ...], ...], Card, tuple[Card, ...]]:
    """Deal ``number``: the seven columns (bottom card first), the card turned
    onto the waste, and the stock (the next card to be drawn first)."""
    deck = golf_deck(number)
    tableau = COLUMN_COUNT * COLUMN_HEIGHT
    columns = tuple(tuple(deck[n:tableau:COLUMN_COUNT]) for n in range(COLUMN_COUNT))
    return columns, deck[tableau], tuple(deck[tableau + 1:])
