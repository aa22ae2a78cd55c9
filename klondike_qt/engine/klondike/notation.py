"""The neutral deal interchange format.

``{"tableau": [[bottom … top] × 7], "stock": [next … last]}`` with cards as
``Ah Td 9c Ks``. Face-down cards are implied: every card of a column but its
top (none in the thoughtful variant).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..cards import Card, card_list
from ..files import parse_json
from .rules import Rules
from .state import GameState, new_state

Layout = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]


def layout_to_json(tableau: tuple[tuple[Card, ...], ...], stock: tuple[Card, ...]) -> dict[str, Any]:
    """The neutral deal object for a layout."""
    return {"tableau": [[str(card) for card in col] for col in tableau],
            "stock": [str(card) for card in stock]}


def layout_from_json(data: object) -> Layout:
    """Parse and validate a neutral deal object: seven columns and a stock
    holding 52 distinct cards.

    :raises ValueError: saying what is wrong.
    """
    if not isinstance(data, dict) or "tableau" not in data or "stock" not in data:
        raise ValueError('a deal must be an object with "tableau" and "stock"')
    tableau_data, stock_data = data["tableau"], data["stock"]
    if not isinstance(tableau_data, list) or len(tableau_data) != 7:
        raise ValueError('"tableau" must be a list of 7 columns')
    columns = [card_list(col, f"column {number}") for number, col in enumerate(tableau_data, start=1)]
    stock = card_list(stock_data, '"stock"')
    cards = [card for col in columns for card in col] + list(stock)
    if len(cards) != 52 or len(set(cards)) != 52:
        duplicates = sorted({str(card) for card, count in Counter(cards).items() if count > 1})
        detail = f"; repeated: {' '.join(duplicates)}" if duplicates else ""
        raise ValueError(f"a deal needs 52 distinct cards, this one has {len(set(cards))}{detail}")
    return tuple(columns), stock


def state_from_layout(layout: Layout, rules: Rules | None = None, start_score: int = 0) -> GameState:
    """The opening position for a parsed layout."""
    return new_state(rules or Rules(), layout[0], layout[1], start_score)


def parse_deal_text(text: str) -> Layout:
    """A layout from the text of a neutral deal JSON file.

    :raises ValueError: if it is not JSON or not a valid deal.
    """
    return layout_from_json(parse_json(text))
