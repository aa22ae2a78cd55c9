"""Numbered deals that are the same on every platform and every release.

The shuffle is our own and is a compatibility promise (golden tests pin it):

1. The deck starts in :data:`~klondike_qt.engine.cards.CARDS` order
   (clubs A..K, diamonds A..K, spades A..K, hearts A..K).
2. A SplitMix64 generator (Steele, Lea & Flood 2014; 64-bit arithmetic,
   constants ``0x9E3779B97F4A7C15``, ``0xBF58476D1CE4E5B9``, ``0x94D049BB133111EB``)
   is seeded with the deal number.
3. Fisher–Yates: for ``i`` from 51 down to 1, swap card ``i`` with card ``j``,
   ``j`` uniform in ``0..i`` by rejection sampling (no modulo bias).
4. The shuffled deck is dealt in rows like a person deals: row ``r`` (0..6) puts
   one card on each column ``r+1 .. 7``; the 24 cards left are the stock, in
   deck order (the first of them is turned first).
"""

from __future__ import annotations

from .cards import CARDS, Card
from .rules import Rules
from .state import GameState, new_state

MASK64 = (1 << 64) - 1
#: Deal numbers run from 1 to this, inclusive.
MAX_DEAL_NUMBER = 2**32 - 1


class SplitMix64:
    """The tiny 64-bit generator behind deal numbers."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & MASK64

    def next(self) -> int:
        """The next 64-bit output."""
        self._state = (self._state + 0x9E3779B97F4A7C15) & MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``0 .. bound-1``."""
        limit = ((MASK64 + 1) // bound) * bound
        while True:
            value = self.next()
            if value < limit:
                return value % bound


def shuffle(cards: list[Card], seed: int) -> list[Card]:
    """``cards`` shuffled in place (and returned) by Fisher–Yates with
    :class:`SplitMix64` seeded with ``seed``: for ``i`` from the last index
    down to 1, card ``i`` swaps with card ``j``, ``j`` uniform in ``0..i``.
    Every game's deals are made by this (each with its own seed)."""
    rng = SplitMix64(seed)
    for i in range(len(cards) - 1, 0, -1):
        j = rng.below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def shuffled_deck(deal_number: int) -> list[Card]:
    """The 52 cards in the order deal ``deal_number`` deals them."""
    check_deal_number(deal_number)
    return shuffle(list(CARDS), deal_number)


def check_deal_number(deal_number: int) -> None:
    """:raises ValueError: unless ``1 <= deal_number <= MAX_DEAL_NUMBER``."""
    if type(deal_number) is not int or not 1 <= deal_number <= MAX_DEAL_NUMBER:
        raise ValueError(f"deal numbers run from 1 to {MAX_DEAL_NUMBER}, not {deal_number!r}")


def deal_layout(deal_number: int) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """The seven columns (bottom first) and the stock (next card first)."""
    deck = shuffled_deck(deal_number)
    columns: list[list[Card]] = [[] for _ in range(7)]
    position = 0
    for row in range(7):
        for number in range(row, 7):
            columns[number].append(deck[position])
            position += 1
    return tuple(tuple(col) for col in columns), tuple(deck[position:])


def deal(deal_number: int, rules: Rules | None = None, start_score: int = 0) -> GameState:
    """The opening position of deal ``deal_number``.

    ``start_score`` is the balance carried over in Vegas cumulative scoring.
    """
    tableau, stock = deal_layout(deal_number)
    return new_state(rules or Rules(), tableau, stock, start_score)
