"""FreeCellModel: the FreeCell game in progress, with the interface of
Klondike's :class:`~.klondike_model.KlondikeModel` (the game seam: see :mod:`.games`).

It is a :class:`~.model_base.GameModelBase` (the undo stack, the history, the
clock, the signals, the saves) over the engine's
:class:`~klondike_qt.engine.freecell.FreeCellState`; after every change it emits
one :class:`FreeCellChange`. A run move is one undo step; each card that goes up
by itself (the safe auto-moves, an option on by default) is its own step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine.freecell import MAX_FREECELL_DEAL, FreeCellIllegal, FreeCellMove, FreeCellState, new_freecell
from ..engine.freecell.advice import finish_move, freecell_status, hint_order
from ..engine.freecell.piles import PILES, FreeCellPile, FreeCellTransition, freecell_transition
from ..engine.freecell.savefile import FreeCellSave
from ..engine.status import GameStatus
from .dealt_model import DealtGameModel
from .model_base import ChangeBase, Initiator

if TYPE_CHECKING:
    from ..engine.solving import Solve
    from .settings import Settings

#: FreeCell's winnable-only deals: Microsoft's first 32,000, all winnable but this one.
FREECELL_WINNABLE_RANGE = 32_000
FREECELL_UNWINNABLE = frozenset({11982})


@dataclass(frozen=True, slots=True, eq=False)
class FreeCellChange(ChangeBase[FreeCellState, FreeCellTransition, FreeCellPile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`):
    for an undo, ``transition`` is the move taken back and ``before`` the later position."""

    every_pile = PILES


class FreeCellModel(DealtGameModel[FreeCellState, FreeCellMove, FreeCellTransition, FreeCellSave]):
    """The FreeCell game in progress. Every player action goes through here."""

    game = "freecell"
    #: A refused move raises this, naming the rule (:attr:`refused` carries it).
    illegal = FreeCellIllegal
    change_type = FreeCellChange
    move_type = FreeCellMove
    save_type = FreeCellSave
    dealer = staticmethod(new_freecell)
    max_deal = MAX_FREECELL_DEAL

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(new_freecell(1), 1, parent)

    def _apply(self, state: FreeCellState, move: FreeCellMove) -> FreeCellState:
        return state.apply(move)

    def _status_of(self, state: FreeCellState) -> GameStatus:
        return freecell_status(state)

    def _transition(self, before: FreeCellState, move: FreeCellMove,
                    after: FreeCellState) -> FreeCellTransition:
        return freecell_transition(before, move, after)

    def _finish_move(self, state: FreeCellState) -> FreeCellMove | None:
        return finish_move(state)

    # -- games ------------------------------------------------------------------


    def pick_deal(self, settings: Settings | None) -> int:
        if settings is not None and settings.winnable_only:
            while True:
                number = random.randint(1, FREECELL_WINNABLE_RANGE)
                if number not in FREECELL_UNWINNABLE:
                    return number
        return super().pick_deal(settings)


    @staticmethod
    def auto_safe(settings: Settings | None) -> bool:
        """Whether safe cards go up by themselves after a player's move (the setting; on without one)."""
        return settings is None or bool(settings.freecell_auto_safe)

    def sends_safe_cards(self, settings: Settings | None) -> bool:
        return self.auto_safe(settings) and self._state.safe_foundation_move() is not None

    def hint_order(self) -> list[FreeCellMove]:
        return list(hint_order(self._state))

    def solver(self) -> Solve:
        from ..engine.freecell.solver import solve  # loaded after the window shows

        return solve



    # -- actions ------------------------------------------------------------------
    # (:meth:`play` sends no safe card up: they are the session's to send, :meth:`safe_step`.)
    def safe_step(self) -> bool:
        """Send one provably safe card to its foundation; False when none can go."""
        move = self._state.safe_foundation_move()
        if move is None or self._state.is_won:
            return False
        return self.play(move, Initiator.AUTO)

    def move_safe_cards(self) -> int:
        """Send every provably safe card up ("A"), one undo step each."""
        count = 0
        while self.safe_step():
            count += 1
        return count
