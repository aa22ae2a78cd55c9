"""Moves by card identity, with the neutral notation as their text form.

``draw`` turns cards from the stock (or turns the waste over when the stock is
empty); ``7h>t6`` moves the 7 of hearts and everything on it to column 6;
``Ah>f`` sends the ace of hearts to its foundation. A foundation card going back
is simply ``5h>t2``.

>>> Move.parse("7h>t6")
Move.parse('7h>t6')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from .piles import COLUMNS, FOUNDATIONS, Pile, PileKind, column, foundation


@dataclass(frozen=True, slots=True)
class Move:
    """A player action. ``card`` and ``target`` are ``None`` for a draw."""

    card: Card | None = None
    target: Pile | None = None

    @property
    def is_draw(self) -> bool:
        return self.card is None

    @staticmethod
    def to(card: Card, target: Pile) -> Move:
        """Move ``card`` (with what lies on it) to ``target``."""
        return Move(card, target)

    @staticmethod
    def to_foundation(card: Card) -> Move:
        """Send ``card`` to its own foundation."""
        return Move(card, foundation(card.suit))

    @staticmethod
    def parse(text: str) -> Move:
        """``draw``, ``7h>t6``, ``Ah>f``; a named foundation ``7h>fs`` is accepted too.

        :raises ValueError: if the text is not a move.
        """
        key = text.strip()
        if key.lower() == "draw":
            return DRAW
        card_text, sep, target_text = key.partition(">")
        if not sep:
            raise ValueError(f"not a move: {text!r}")
        card = Card.parse(card_text)
        target_key = target_text.strip().lower()
        if target_key == "f":
            return Move(card, foundation(card.suit))
        if target_key.startswith("t") and target_key[1:].isdigit():
            number = int(target_key[1:])
            if 1 <= number <= 7:
                return Move(card, column(number))
        for pile in FOUNDATIONS:
            if pile.code == target_key:
                return Move(card, pile)
        raise ValueError(f"not a move target: {text!r}")

    def __str__(self) -> str:
        if self.card is None:
            return "draw"
        assert self.target is not None
        if self.target.kind is PileKind.FOUNDATION and self.target.index == self.card.suit:
            return f"{self.card}>f"
        return f"{self.card}>{self.target.code}"

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


#: The draw / recycle move.
DRAW = Move()

__all__ = ["COLUMNS", "DRAW", "Move"]
