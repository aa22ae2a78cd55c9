"""Numbered deals that are the same on every platform and every release.

The shuffle is our own and is a compatibility promise (golden tests pin it):

1. The deck starts in :data:`~klondike_qt.engine.cards.CARDS` order
   (clubs A..K, diamonds A..K, spades A..K, hearts A..K).
2. A SplitMix64 generator (Steele, Lea & Flood 2014; 64-bit arithmetic,
   constants ``0x9E3779B97F4A7C15``, ``0xBF58476D1CE4E5B9``, ``0x94D049BB133111EB``)
   is seeded with the deal number.
3. Fisher–Yates: for ``i`` from 51 down to 1, swap card ``i`` with card ``j``,
   ``j`` uniform in ``0..i`` by rejection sampling (no modulo bias).

Each game deals the shuffled deck its own way (Klondike's: :mod:`.klondike.deal`).
"""

from __future__ import annotations

from .cards import CARDS, Card

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


def game_deck(deal_number: int, seed_offset: int) -> list[Card]:
    """The 52 cards in the order deal ``deal_number`` of a 52-card game after
    Klondike deals them: the shuffle above from :data:`CARDS` order, seeded
    with ``deal_number × 8 + seed_offset`` so that the games of one number
    differ (Yukon's offset is 3, Pyramid's 5, TriPeaks's 6, Golf's 7)."""
    check_deal_number(deal_number)
    return shuffle(list(CARDS), deal_number * 8 + seed_offset)


def check_deal_number(deal_number: int) -> None:
    """:raises ValueError: unless ``1 <= deal_number <= MAX_DEAL_NUMBER``."""
    if type(deal_number) is not int or not 1 <= deal_number <= MAX_DEAL_NUMBER:
        raise ValueError(f"deal numbers run from 1 to {MAX_DEAL_NUMBER}, not {deal_number!r}")
