"""What the games played onto one waste share (TriPeaks, Golf): the move
(a card onto the waste, ``7h>w``, or a ``draw`` from the stock) and the rule
of which card may go on the waste's top card (one rank above or below, suits
ignored; with or without the King–Ace wrap). Imports no game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import ACE, KING, Card

__all__ = ["DRAW", "WasteMove", "fits", "neighbour_ranks", "play_possible"]


@dataclass(frozen=True, slots=True)
class WasteMove:
    """A card onto the waste (``7h>w``), or the stock's top card turned onto
    it (``draw``: ``card`` None)."""

    card: Card | None = None

    @property
    def is_draw(self) -> bool:
        return self.card is None

    @staticmethod
    def parse(text: str) -> WasteMove:
        """``7h>w`` or ``draw``.

        :raises ValueError: for anything else.
        """
        key = text.strip()
        if key.lower() == "draw":
            return DRAW
        card_text, arrow, target = key.partition(">")
        if not arrow or target.strip().lower() != "w":
            raise ValueError(f"not a move (a card onto the waste like 7h>w, or draw): {text!r}")
        return WasteMove(Card.parse(card_text))

    def __str__(self) -> str:
        return "draw" if self.card is None else f"{self.card}>w"


DRAW = WasteMove()


def neighbour_ranks(rank: int, wrap: bool) -> tuple[int, ...]:
    """The ranks that go on a card of ``rank``: one below, then one above
    (with ``wrap`` the King and the Ace are next to each other)."""
    below, above = rank - 1, rank + 1
    if wrap:
        return (below if below >= ACE else KING, above if above <= KING else ACE)
    return tuple(r for r in (below, above) if ACE <= r <= KING)


def fits(card: Card, top: Card | None, wrap: bool) -> bool:
    """Whether ``card`` may go on the waste's ``top`` card (never on an empty waste)."""
    return top is not None and card.rank in neighbour_ranks(top.rank, wrap)


def play_possible(free: Iterable[Card], top: Card | None, stock: Iterable[Card], wrap: bool) -> bool:
    """Whether a play is possible now or after draws alone: some ``free``
    card fits the waste's ``top`` card or a card still in the ``stock``
    (drawing changes nothing else). False is the rule books' "no moves left"."""
    ranks = {card.rank for card in free}
    return any(ranks.intersection(neighbour_ranks(card.rank, wrap))
               for card in ([top] if top is not None else []) + list(stock))

