"""Spider deal numbers, stable forever, for one, two and four suits.

The shuffle is our own, like Klondike's (:mod:`klondike_qt.engine.deal`), and is
a compatibility promise (golden tests pin it):

1. The 104 cards start as eight sets of Ace … King. The suit of set ``i``
   (0 … 7) is ``SUITS[n][i % n]``: one suit, eight sets of spades; two suits,
   spades and hearts in turn; four suits, clubs, diamonds, spades, hearts in
   turn (two full decks).
2. The SplitMix64 generator of Klondike's deals, seeded with
   ``deal number × 8 + number of suits`` (so the three games of one number
   differ), shuffles them with Fisher–Yates exactly as Klondike does.
3. The first 54 cards go to the tableau in rows like a person deals: card
   ``k`` to column ``k mod 10`` (columns 1–4 get 6 cards, 5–10 get 5); the
   top card of each column is face up. The other 50 are the stock, five rows
   of ten, the next row first.
"""

from __future__ import annotations

from ..cards import Card, Suit
from ..deal import MAX_DEAL_NUMBER, check_deal_number, shuffle

COLUMN_COUNT = 10
TABLEAU_CARDS = 54
SUIT_COUNTS = (1, 2, 4)
SUITS: dict[int, tuple[Suit, ...]] = {
    1: (Suit.SPADES,),
    2: (Suit.SPADES, Suit.HEARTS),
    4: (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS),
}
MAX_SPIDER_DEAL = MAX_DEAL_NUMBER


def check_suits(suits: int) -> int:
    """``suits`` itself when it is 1, 2 or 4.

    :raises ValueError: otherwise.
    """
    if isinstance(suits, bool) or suits not in SUIT_COUNTS:
        raise ValueError(f"Spider is played with 1, 2 or 4 suits, not {suits!r}")
    return suits


def spider_deck(number: int, suits: int) -> list[Card]:
    """The 104 cards in the order deal ``number`` with ``suits`` suits deals them."""
    check_deal_number(number)
    check_suits(suits)
    deck = [Card.of(rank, SUITS[suits][i % suits]) for i in range(8) for rank in range(1, 14)]
    return shuffle(deck, number * 8 + suits)


def spider_layout(number: int, suits: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The ten columns (bottom to top) and the stock (next card first) of a deal."""
    deck = spider_deck(number, suits)
    columns = tuple(tuple(deck[k] for k in range(column, TABLEAU_CARDS, COLUMN_COUNT))
                    for column in range(COLUMN_COUNT))
    return columns, tuple(deck[TABLEAU_CARDS:])
