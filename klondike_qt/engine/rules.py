"""The scorings a game may be played with (Klondike's rules: :mod:`.klondike.rules`),
and :class:`RuleRefusal`, the shape of a move the rules refuse."""

from __future__ import annotations

from enum import Enum

from .cards import Card


class RuleRefusal[R: Enum, M](ValueError):
    """A move the rules refuse: ``reason`` as data, the ``move``, its ``card``
    and ``other``, the card the rule names. A game's refusal sets what else its
    reasons name before calling this, and may word it by :meth:`detail`
    (plain English for logs and the command line; players hear a11y/messages)."""

    def __init__(self, reason: R, move: M, card: Card | None, other: Card | None = None) -> None:
        self.reason = reason
        self.move = move
        self.card = card
        self.other = other
        super().__init__(f"illegal move {move}: {self.detail()}")

    def detail(self) -> str:
        """The reason, with the card the rule names."""
        return f"{self.reason.value} ({self.other})" if self.other is not None else str(self.reason.value)


class Scoring(Enum):
    STANDARD = "standard"
    VEGAS = "vegas"
    VEGAS_CUMULATIVE = "vegas-cumulative"
    NONE = "none"

    @property
    def is_vegas(self) -> bool:
        return self in (Scoring.VEGAS, Scoring.VEGAS_CUMULATIVE)


#: The scorings in the order they are offered (Settings, Statistics).
SCORING_ORDER = (Scoring.STANDARD, Scoring.VEGAS, Scoring.VEGAS_CUMULATIVE, Scoring.NONE)
