"""Every game's keyboard cursor data: the focused pile and card, and what is held.

Plain immutable data; each game's cursor builds on :class:`CursorBase` with its
own pure transition functions (Klondike's :mod:`.klondike_cursor`, :mod:`.freecell_cursor`,
:mod:`.spider_cursor`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..engine.cards import Card


@dataclass(frozen=True, slots=True, eq=False)
class CursorBase[P]:
    """The focused pile (``P``: a game's pile), the focused card's index in it
    (None: the game's own default, such as the top card), and the held cards
    with the pile they came from."""

    pile: P
    index: int | None = None
    held: tuple[Card, ...] = ()
    held_from: P | None = None

    @property
    def is_holding(self) -> bool:
        return bool(self.held)

    @property
    def at_source(self) -> bool:
        """Whether the focus is where the held cards came from: Space there puts them back;
        anywhere else it puts them down, or is refused (a game whose pile holds several places
        the cards could come from, TriPeaks' rows, says which place)."""
        return self.pile == self.held_from


def back_to_source[C: CursorBase[Any]](cursor: C) -> C:
    """Nothing held; the focus back on the pile the cards came from (its default card)."""
    if cursor.held_from is None:
        return replace(cursor, held=())
    return replace(cursor, pile=cursor.held_from, index=None, held=(), held_from=None)
