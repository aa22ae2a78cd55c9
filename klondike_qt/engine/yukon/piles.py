"""What one Yukon move did, in Klondike's terms: a
:class:`~klondike_qt.engine.klondike.status.Transition` (Yukon's piles are Klondike's
columns and foundations; there is no draw and no recycle)."""

from __future__ import annotations

from ..klondike.moves import Move
from ..klondike.piles import COLUMNS, PileKind
from ..klondike.status import ChangeKind, Transition
from .state import YukonState

__all__ = ["transition"]


def transition(before: YukonState, move: Move, after: YukonState) -> Transition:
    """Describe the legal ``move`` that took ``before`` to ``after``: the
    cards that moved, the card they now lie on, the card the auto-flip turned up."""
    assert move.card is not None and move.target is not None
    source, index = before.locate(move.card)
    number = source.index - 1
    onto = before.top(move.target) if move.target.kind is PileKind.TABLEAU else None
    turned = after.hidden[number] < before.hidden[number]
    return Transition(ChangeKind.MOVE, move, before.tableau[number][index:], source, move.target, onto,
                      after.tableau[number][-1] if turned else None, COLUMNS[number] if turned else None,
                      after.score - before.score)
