"""What the games played onto one waste (TriPeaks, Golf) say alike, on top of
their own words (:mod:`.golf_narrator`, :mod:`.tripeaks_narrator`).

The waste is the only place their cards go: focused while a card is held, it
says so when that card fits its top card, as every game says it where a held
card can go (:func:`.describe_common.focus_with_drop`): "9 of diamonds, waste,
an 8 or a 10 fits. The 8 of spades can go here."."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card
from ..engine.waste import fits
from .describe_common import focus_with_drop


def waste_focus(words: str, held: Sequence[Card], top: Card | None, wrap: bool) -> str:
    """The waste's focus ``words``; while the ``held`` card fits the waste's ``top`` card (one
    rank up or down; with ``wrap``, the game's rule book's, the King and the Ace are next to each
    other), "… The 8 of spades can go here." (a held card is always a free one: a play's only rule
    left is the rank)."""
    fitting = held[0] if held and fits(held[0], top, wrap) else None
    return focus_with_drop(lambda brief: words, False, False, fitting)


__all__ = ["waste_focus"]
