"""What the games played onto one waste share (Golf, and TriPeaks's rule book
says the same): a move is a free card onto the waste (``7h>w``) or a draw
(``draw``); a card goes on the waste's top card when its rank is one above
or one below, suits ignored, with or without K and A next to each other;
and "no moves left" is said as soon as no free card fits the waste's top
card nor any card still in the stock, so that no draw can ever help.

Imports no game; each game's package keeps its own rules around these.

>>> WasteMove.parse("7h>w")
WasteMove.parse('7h>w')
>>> str(DRAW), neighbours(1, wrap=False), neighbours(1, wrap=True)
('draw', (2,), (2, 13))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import ACE, KING, Card

__all__ = ["DRAW", "WasteMove", "can_ever_play", "fits", "neighbours"]


@dataclass(frozen=True, slots=True)
class WasteMove:
    """A move of a waste game: ``card`` onto the waste, or a draw (``card`` is None)."""

    card: Card | None = None

    @property
    def is_draw(self) -> bool:
        return self.card is None

    @staticmethod
    def play(card: Card) -> WasteMove:
        """``card`` onto the waste."""
        return WasteMove(card)

    @staticmethod
    def parse(text: str) -> WasteMove:
        """``draw`` or a card onto the waste, ``7h>w`` (``Th>w``, ``10h>W`` too).

        :raises ValueError: for anything else.
        """
        key = text.strip()
        if key.lower() == "draw":
            return DRAW
        card_text, sep, target = key.partition(">")
        if not sep or target.strip().lower() != "w":
            raise ValueError(f"not a move (a card onto the waste, like 7h>w, or draw): {text!r}")
        return WasteMove(Card.parse(card_text))

    def __str__(self) -> str:
        return "draw" if self.card is None else f"{self.card}>w"

    def __repr__(self) -> str:
        return f"WasteMove.parse({str(self)!r})"


#: The draw: the stock's top card onto the waste.
DRAW = WasteMove()


def neighbours(rank: int, wrap: bool) -> tuple[int, ...]:
    """The ranks that go on a card of ``rank``, lower first: one below and
    one above; with ``wrap`` a King and an Ace are next to each other."""
    below, above = rank - 1, rank + 1
    if wrap:
        return tuple(sorted({KING if below < ACE else below, ACE if above > KING else above}))
    return tuple(r for r in (below, above) if ACE <= r <= KING)


def fits(card: Card, onto: Card, wrap: bool) -> bool:
    """Whether ``card`` goes on ``onto`` (one rank away, suits ignored)."""
    return card.rank in neighbours(onto.rank, wrap)


def can_ever_play(free: Iterable[Card], waste_top: Card | None, stock: Iterable[Card], wrap: bool) -> bool:
    """Whether a free card fits the waste's top card or a card still in the
    stock: when not, no draw can ever make a play possible ("no moves left")."""
    onto = {card.rank for card in stock}
    if waste_top is not None:
        onto.add(waste_top.rank)
    return any(card.rank in neighbours(rank, wrap) for card in free for rank in onto)
