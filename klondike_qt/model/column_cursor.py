"""What the keyboard cursors of games with fanned columns share, as pure
functions over a pile's cards (Golf's cursor; FreeCell's follows the same
rules): the focused card is the column's card at the cursor's index (None:
the top card), anything else's is its top card; Left and Right go through
the piles in reading order and wrap."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.cards import Card


def focused_index(cards: Sequence[Card], is_column: bool, index: int | None) -> int | None:
    """The index of the focused card among ``cards`` (None: no cards): in a
    column the cursor's ``index`` kept inside it, else (or with no index) the top card."""
    if not cards:
        return None
    if not is_column or index is None:
        return len(cards) - 1
    return max(0, min(index, len(cards) - 1))


def stepped[P](piles: Sequence[P], pile: P, by: int) -> P:
    """The pile ``by`` places on from ``pile`` in ``piles``' reading order, wrapping."""
    return piles[(piles.index(pile) + by) % len(piles)]


__all__ = ["focused_index", "stepped"]
