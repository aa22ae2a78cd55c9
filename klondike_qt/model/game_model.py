"""GameModel: the one source of truth for the Klondike game in progress.

It is a :class:`~.model_base.GameModelBase` (the undo stack, the history, the
clock, the signals, the saves) over the engine's :class:`~klondike_qt.engine.GameState`,
with Klondike's own: its rules, how the deal was laid out, the draw and the
safe cards. After every change it emits exactly one :class:`StateChange`; views
react to that and never poll.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from ..engine import (
    ALL_PILES,
    DRAW,
    GameState,
    GameStatus,
    IllegalMove,
    Layout,
    Move,
    Pile,
    Rules,
    SavedGame,
    Transition,
    apply,
    deal_layout,
    finish_move,
    game_status,
    safe_foundation_moves,
    saved_game,
    state_from_layout,
    transition,
)
from .model_base import UNDO_LIMIT as UNDO_LIMIT
from .model_base import ChangeBase, GameModelBase
from .model_base import Initiator as Initiator


@dataclass(frozen=True, slots=True)
class StateChange(ChangeBase[GameState, Transition, Pile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`)."""

    every_pile = ALL_PILES


class GameModel(GameModelBase[GameState, Move, Transition, SavedGame]):
    """The Klondike game in progress. Every player action goes through here."""

    game = "klondike"
    illegal = IllegalMove
    change_type = StateChange

    def __init__(self, rules: Rules | None = None, parent: QObject | None = None) -> None:
        rules = rules or Rules()
        layout = deal_layout(1)
        super().__init__(state_from_layout(layout, rules), None, parent)
        self._rules = rules
        self._layout: Layout = layout
        self._start_score = 0

    def _apply(self, state: GameState, move: Move) -> GameState:
        return apply(state, move)

    def _status_of(self, state: GameState) -> GameStatus:
        return game_status(state)

    def _transition(self, before: GameState, move: Move, after: GameState) -> Transition:
        return transition(before, move, after)

    def _finish_move(self, state: GameState) -> Move | None:
        return finish_move(state)

    # -- what the views read ------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._rules

    # -- games ----------------------------------------------------------------
    def new_game(self, deal_number: int | None = None, rules: Rules | None = None,
                 layout: Layout | None = None, start_score: int = 0) -> None:
        """Deal a new game: by number, or from a layout (``deal_number`` None)."""
        if rules is not None:
            self._rules = rules
        if layout is None:
            if deal_number is None:
                raise ValueError("a new game needs a deal number or a layout")
            layout = deal_layout(deal_number)
        self._layout = layout
        self._start_score = start_score
        self._deal(deal_number, state_from_layout(layout, self._rules, start_score))

    def to_saved(self) -> SavedGame:
        """The game with its whole history, for the autosave."""
        return saved_game(self._rules, self._deal_number, self._layout, self._moves,
                          self._position, self._start_score, self.elapsed_ms())

    def _adopt(self, saved: SavedGame) -> None:
        super()._adopt(saved)
        self._rules = saved.rules
        self._layout = saved.layout
        self._start_score = saved.start_score

    # -- actions ----------------------------------------------------------
    def draw(self) -> bool:
        """Turn cards from the stock, or turn the waste over when it is empty."""
        return self.play(DRAW)

    def move_safe_cards(self) -> int:
        """Send every card that can safely go to the foundations ("A"), one
        undo step per card. Returns how many went up."""
        count = 0
        while True:
            moves = safe_foundation_moves(self._state)
            if not moves:
                return count
            self.play(moves[0], Initiator.AUTO)
            count += 1
