"""KlondikeModel: the one source of truth for the Klondike game in progress.

It is a :class:`~.model_base.GameModelBase` (the undo stack, the history, the
clock, the signals, the saves) over the engine's :class:`~klondike_qt.engine.GameState`,
with Klondike's own: its rules, how the deal was laid out, the draw and the
safe cards. After every change it emits exactly one :class:`KlondikeChange`; views
react to that and never poll.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine.klondike import (
    ALL_PILES,
    DRAW,
    GameState,
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
    loads,
    safe_foundation_moves,
    saved_game,
    state_from_layout,
    transition,
)
from ..engine.klondike.advice import hint_order
from ..engine.klondike.savefile import SaveEncoder
from ..engine.rules import Scoring
from ..engine.status import GameStatus
from .model_base import UNDO_LIMIT as UNDO_LIMIT
from .model_base import ChangeBase, GameModelBase, StartScore
from .model_base import Initiator as Initiator

if TYPE_CHECKING:
    from ..engine.solving import Solve
    from .settings import Settings


@dataclass(frozen=True, slots=True, eq=False)
class KlondikeChange(ChangeBase[GameState, Transition, Pile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`)."""

    every_pile = ALL_PILES


class KlondikeModel(GameModelBase[GameState, Move, Transition, SavedGame]):
    """The Klondike game in progress. Every player action goes through here."""

    game = "klondike"
    illegal = IllegalMove
    change_type = KlondikeChange
    move_type = Move
    save_type = SavedGame

    def __init__(self, rules: Rules | None = None, parent: QObject | None = None) -> None:
        rules = rules or Rules()
        layout = deal_layout(1)
        super().__init__(state_from_layout(layout, rules), None, parent)
        self._rules = rules
        self._layout: Layout = layout
        self._start_score = 0
        self._encoder = SaveEncoder()

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

    @property
    def autosave_name(self) -> str:
        return "autosave.json"  # the name it had before the other games came

    @staticmethod
    def read_save(text: str | bytes) -> SavedGame:
        return loads(text)

    def to_saved(self) -> SavedGame:
        """The game with its whole history, for the autosave."""
        return saved_game(self._rules, self._deal_number, self._layout, self._moves,
                          self._position, self._start_score, self.elapsed_ms())

    def save_text(self) -> str:
        return self._encoder.dumps(self.to_saved())  # only the moves made since the last save are encoded

    def _adopt(self, saved: SavedGame) -> None:
        super()._adopt(saved)
        self._rules = saved.rules
        self._layout = saved.layout
        self._start_score = saved.start_score

    # -- the game flow (the game seam) ---------------------------------------------
    def _next_rules(self, settings: Settings | None) -> Rules:
        return settings.rules() if settings is not None else self._rules

    def deal_new(self, deal_number: int, variant: int | None, settings: Settings | None,
                 start_score: StartScore) -> None:
        rules = self._next_rules(settings)
        if variant is not None:
            rules = replace(rules, draw=variant)
        self.new_game(deal_number, rules, start_score=start_score(rules.scoring))

    def winnable_list(self, settings: Settings) -> str | None:
        return f"draw{self._next_rules(settings).draw}"  # draw1.txt, draw3.txt

    def goes_on_from(self, saved: object, variant: int | None) -> bool:
        return isinstance(saved, SavedGame) and variant is None  # a draw asked for is a new deal

    def restart_deal(self, abandon: Callable[[], None], start_score: StartScore) -> None:
        rules = self._rules
        if rules.scoring is not Scoring.VEGAS_CUMULATIVE or not self.has_started:
            super().restart_deal(abandon, start_score)
            return
        # The balance carries on from what this attempt left.
        saved = self.to_saved()
        abandon()
        self.new_game(saved.deal_number, rules, layout=saved.layout, start_score=start_score(rules.scoring))

    def hint_order(self) -> list[Move]:
        return list(hint_order(self._state))

    def solver(self) -> Solve:
        from ..engine.klondike.solver import solve  # loaded after the window shows

        return solve

    def variant(self) -> int:
        return self._rules.draw

    def scoring(self) -> Scoring:
        return self._rules.scoring

    def record_score(self) -> int:
        return self._state.score

    def balance(self) -> int | None:
        return self._state.score if self._rules.scoring is Scoring.VEGAS_CUMULATIVE else None

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
