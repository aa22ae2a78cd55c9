"""Cards, suits and ranks: small interned value objects with a text round trip.

There are exactly 52 :class:`Card` objects; every way of getting a card
(:meth:`Card.of`, :meth:`Card.parse`, :data:`CARDS`) returns one of them, so
cards compare and hash by identity, which keeps the engine and the solver fast.

>>> Card.parse("7h")
Card.parse('7h')
>>> str(Card.of(10, Suit.DIAMONDS))
'Td'
"""

from __future__ import annotations

from enum import IntEnum

from .interned import Interned


class Suit(IntEnum):
    """The four suits. The order is the order of the foundations on the table:
    colours alternate (black, red, black, red)."""

    CLUBS = 0
    DIAMONDS = 1
    SPADES = 2
    HEARTS = 3

    @property
    def letter(self) -> str:
        """One-letter code used in the notation: ``c d s h``."""
        return "cdsh"[self]

    @property
    def is_red(self) -> bool:
        """Hearts and diamonds are red; clubs and spades are black."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """The suit for a letter (``"h"``) or a symbol (``"♥"``).

        :raises ValueError: for anything else.
        """
        key = text.strip().lower()
        for suit in cls:
            if key in (suit.letter, _SYMBOLS[suit]):
                return suit
        raise ValueError(f"not a suit: {text!r}")


_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.SPADES: "♠", Suit.HEARTS: "♥"}

#: Rank codes, index = rank (1 = Ace, 13 = King).
RANK_CODES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K")
ACE = 1
KING = 13


def parse_rank(text: str) -> int:
    """The rank (1..13) for ``A 2 … 9 T J Q K``; ``10`` and ``1`` are accepted too.

    :raises ValueError: for anything else.
    """
    key = text.strip().upper()
    if key == "10":
        return 10
    if key == "1":
        return ACE
    if key in RANK_CODES[1:]:
        return RANK_CODES.index(key)
    raise ValueError(f"not a rank: {text!r}")


class Card(Interned):
    """One of the 52 cards. Immutable and interned: use :meth:`of` or :meth:`parse`."""

    __slots__ = ("code", "index", "is_red", "rank", "suit")

    rank: int
    suit: Suit
    index: int
    is_red: bool
    code: str

    def __init__(self, rank: int, suit: Suit) -> None:
        # Only called while building CARDS below.
        self._fill(rank=rank, suit=suit, index=int(suit) * 13 + rank - 1, is_red=suit.is_red,
                   code=RANK_CODES[rank] + suit.letter)

    def _place(self) -> int:
        return self.index

    @staticmethod
    def of(rank: int, suit: Suit) -> Card:
        """The card of this rank (1..13) and suit."""
        if not 1 <= rank <= 13:
            raise ValueError(f"rank out of range: {rank}")
        return CARDS[int(suit) * 13 + rank - 1]

    @staticmethod
    def parse(text: str) -> Card:
        """The card for ``"7h"``, ``"Td"``, ``"10d"``, ``"AS"``, ``"Q♠"``.

        :raises ValueError: if the text is not a card.
        """
        stripped = text.strip()
        if len(stripped) < 2:
            raise ValueError(f"not a card: {text!r}")
        try:
            return Card.of(parse_rank(stripped[:-1]), Suit.parse(stripped[-1]))
        except ValueError:
            raise ValueError(f"not a card: {text!r}") from None

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({self.code!r})"

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def fits_on(self, other: Card) -> bool:
        """The tableau build rule: one rank lower and the opposite colour."""
        return self.rank + 1 == other.rank and self.is_red != other.is_red


def _card_at(index: int) -> Card:
    return CARDS[index]


#: All 52 cards in index order: clubs A..K, diamonds A..K, spades A..K, hearts A..K.
CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in range(1, 14))
Card._entry = _card_at


def parse_cards(texts: list[str] | tuple[str, ...]) -> tuple[Card, ...]:
    """Parse a list of card codes.

    :raises ValueError: naming the first code that is not a card.
    """
    return tuple(Card.parse(text) for text in texts)


def card_list(value: object, what: str) -> tuple[Card, ...]:
    """A deal file's list of card codes (``what`` names it in the message).

    :raises ValueError: if it is not a list of card codes.
    """
    if not isinstance(value, list) or not all(isinstance(code, str) for code in value):
        raise ValueError(f'{what} must be a list of cards like "7h"')
    return parse_cards(value)
