"""FreeCell deal numbers: Microsoft's, so that players, books and solvers agree.

Deal *n* (1 … 1,000,000, as Windows 7's FreeCell) is made by Microsoft's
generator, a linear congruential generator
``state = (state × 214013 + 2531011) mod 2³¹`` seeded with *n*, each draw being
``state >> 16``:

1. The deck starts as Microsoft's cards 51, 50, … 0, where card *c* has rank
   ``c // 4 + 1`` (Ace … King) and suit ``c % 4`` in the order clubs, diamonds,
   hearts, spades.
2. For ``i`` = 0 … 51 the card at position ``i`` swaps with the one at
   ``51 − draw mod (52 − i)``.
3. Card *k* of the deck goes to column ``k mod 8``, the first row at the
   bottom: columns 1–4 get 7 cards, columns 5–8 get 6.

Golden tests pin several deals forever (``tests/test_freecell_deal.py``).
"""

from __future__ import annotations

from ..cards import Card, Suit

#: Deal numbers run from 1 to this, inclusive (Windows 7's range).
MAX_FREECELL_DEAL = 1_000_000
COLUMN_COUNT = 8
_MS_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)


def check_freecell_deal(number: int) -> int:
    """``number`` itself when it is a FreeCell deal number.

    :raises ValueError: outside 1 … 1,000,000.
    """
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= MAX_FREECELL_DEAL:
        raise ValueError(f"FreeCell deal numbers run from 1 to {MAX_FREECELL_DEAL}: {number!r}")
    return number


def microsoft_deck(number: int) -> list[Card]:
    """The 52 cards in the order deal ``number`` deals them."""
    check_freecell_deal(number)
    state = number
    deck = list(range(51, -1, -1))
    for i in range(52):
        state = (state * 214013 + 2531011) & 0x7FFFFFFF
        j = 51 - (state >> 16) % (52 - i)
        deck[i], deck[j] = deck[j], deck[i]
    return [Card.of(c // 4 + 1, _MS_SUITS[c % 4]) for c in deck]


def freecell_columns(number: int) -> tuple[tuple[Card, ...], ...]:
    """The eight columns of deal ``number``, each from bottom to top."""
    deck = microsoft_deck(number)
    return tuple(tuple(deck[k] for k in range(column, 52, COLUMN_COUNT)) for column in range(COLUMN_COUNT))
