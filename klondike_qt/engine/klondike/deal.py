"""Klondike's numbered deals: the deck of :func:`~klondike_qt.engine.deal.shuffled_deck`
dealt in rows like a person deals: row ``r`` (0..6) puts one card on each column
``r+1 .. 7``; the 24 cards left are the stock, in deck order (the first of them is
turned first). A compatibility promise, like the shuffle (golden tests pin it).
"""

from __future__ import annotations

from ..cards import Card
from ..deal import shuffled_deck
from .rules import Rules
from .state import GameState, new_state


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
