"""YukonModel: the Yukon game in progress (the rule book, ``rules-yukon.md``).

It is a :class:`~.model_base.GameModelBase` (the undo stack, the history, the
clock, the signals, the saves) over the engine's
:class:`~klondike_qt.engine.yukon.YukonState`, on Klondike's piles, moves,
refusals and transitions; after every change it emits one :class:`YukonChange`.
A move with the card it turned up is one undo step. The score is the
position's (+10 per card up, +5 per card turned up; undo restores it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine.klondike.moves import Move
from ..engine.klondike.piles import COLUMNS, FOUNDATIONS, Pile
from ..engine.klondike.reasons import IllegalMove
from ..engine.klondike.status import Transition
from ..engine.rules import Scoring
from ..engine.status import GameStatus
from ..engine.yukon import (
    MAX_YUKON_DEAL,
    YukonSave,
    YukonState,
    apply,
    finish_move,
    hint_order,
    new_yukon,
    safe_foundation_moves,
    transition,
    yukon_status,
)
from .dealt_model import DealtGameModel
from .model_base import ChangeBase, Initiator

if TYPE_CHECKING:
    from ..engine.solving import Solve

#: Yukon's piles in reading order, as its board lays them out: the columns, then
#: the foundations stacked at their right.
YUKON_PILES: tuple[Pile, ...] = (*COLUMNS, *FOUNDATIONS)


@dataclass(frozen=True, slots=True, eq=False)
class YukonChange(ChangeBase[YukonState, Transition, Pile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`)."""

    every_pile = YUKON_PILES


class YukonModel(DealtGameModel[YukonState, Move, Transition, YukonSave]):
    """The Yukon game in progress. Every player action goes through here."""

    game = "yukon"
    illegal = IllegalMove
    change_type = YukonChange
    move_type = Move
    save_type = YukonSave
    dealer = staticmethod(new_yukon)
    max_deal = MAX_YUKON_DEAL

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(new_yukon(1), 1, parent)

    def _apply(self, state: YukonState, move: Move) -> YukonState:
        return apply(state, move)

    def _status_of(self, state: YukonState) -> GameStatus:
        return yukon_status(state)

    def _transition(self, before: YukonState, move: Move, after: YukonState) -> Transition:
        return transition(before, move, after)

    def _finish_move(self, state: YukonState) -> Move | None:
        return finish_move(state)

    # -- games ------------------------------------------------------------------



    def hint_order(self) -> list[Move]:
        return hint_order(self._state)

    def solver(self) -> Solve:
        # Pure Python: it searches in the helper process, away from the GUI thread.
        from ..engine.searches import in_helper  # loaded after the window shows

        return in_helper("yukon")

    def scoring(self) -> Scoring:
        return Scoring.STANDARD

    def record_score(self) -> int:
        return self._state.score



    # -- actions ------------------------------------------------------------------
    def move_safe_cards(self) -> int:
        """Send every column top that can safely go up ("A"), one undo step each."""
        count = 0
        while moves := safe_foundation_moves(self._state):
            self.play(moves[0], Initiator.AUTO)
            count += 1
        return count
