"""GameModel: the one source of truth for the game in progress.

It owns the current :class:`~klondike_qt.engine.GameState`, a ``QUndoStack``
whose commands only swap states, the full move history (for saves, beyond the
undo limit) and the game clock. After every change it emits exactly one
:class:`StateChange`; views react to that and never poll.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

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

#: Undo reaches back this many actions (the rules ask for at least 400).
UNDO_LIMIT = 5000


def undo_window(moves: int, position: int, limit: int = UNDO_LIMIT) -> tuple[int, int]:
    """The moves ``first:last`` a restored undo stack holds for a history of ``moves``
    moves standing at ``position``: the redo steps first (as in play, where the
    stack never holds more than ``limit``), then as many undo steps as fit."""
    last = min(moves, position + limit)
    first = max(0, last - limit)
    return first, last


class Initiator(Enum):
    """Who caused a change."""

    PLAYER = "player"  # a move, draw or recycle the player asked for
    AUTO = "auto"  # auto-finish and "move all safe cards" send cards up
    UNDO = "undo"
    REDO = "redo"
    NEW_GAME = "new-game"  # a new deal or a restart
    RESTORE = "restore"  # a saved game loaded at start-up


@dataclass(frozen=True, slots=True)
class StateChange:
    """One typed summary per change.

    ``transition`` describes the move that was made, undone or redone (``None``
    for a new game or a restore); for an undo it is the move being taken back,
    so ``before`` is then the later position and ``after`` the earlier one.
    """

    before: GameState | None
    after: GameState
    transition: Transition | None
    initiator: Initiator
    status: GameStatus

    @property
    def touched(self) -> tuple[Pile, ...]:
        """The piles whose cards changed (every pile for a new game)."""
        if self.transition is None:
            return ALL_PILES
        return self.transition.touched

    @property
    def is_undo(self) -> bool:
        return self.initiator is Initiator.UNDO


class MoveCommand(QUndoCommand):
    """One player action: its ``redo`` and ``undo`` only swap states."""

    def __init__(self, model: GameModel, before: GameState, move: Move, after: GameState,
                 initiator: Initiator) -> None:
        self._transition = transition(before, move, after)
        describe = model.describe_move
        super().__init__(describe(self._transition) if describe is not None else str(move))
        self._model = model
        self.before = before
        self.after = after
        self.move = move
        self._initiator = initiator
        self._first = True

    def redo(self) -> None:
        initiator = self._initiator if self._first else Initiator.REDO
        self._first = False
        self._model._on_redo(self, initiator)

    def undo(self) -> None:
        self._model._on_undo(self)

    @property
    def transition(self) -> Transition:
        return self._transition


class GameModel(QObject):
    """The game in progress. Every player action goes through here."""

    #: The game seam's name of this game (:class:`~.games.Game`).
    game = "klondike"
    #: Emitted once after every change, with a :class:`StateChange`.
    changed = Signal(object)
    #: Emitted when the player tries a move the rules refuse (an :class:`IllegalMove`).
    refused = Signal(object)

    def __init__(self, rules: Rules | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)
        self._rules = rules or Rules()
        self._deal_number: int | None = None
        self._layout: Layout = deal_layout(1)
        self._start_score = 0
        self._state = state_from_layout(self._layout, self._rules)
        self._initial = self._state
        self._moves: list[Move] = []
        self._position = 0
        self._status = game_status(self._state)
        self._elapsed_before_ms = 0
        self._running_since: float | None = None
        self._paused = False
        self._quiet = False
        #: Names a move in the undo history ("Move 7♥ to column 6", shown in the
        #: Edit menu): the window gives the words; None: the move's notation.
        self.describe_move: Callable[[Transition], str] | None = None

    # -- what the views read ------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._state

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def deal_number(self) -> int | None:
        return self._deal_number

    @property
    def status(self) -> GameStatus:
        return self._status

    @property
    def initial_state(self) -> GameState:
        return self._initial

    @property
    def history(self) -> tuple[Move, ...]:
        """Every move from the deal to now (undone moves excluded)."""
        return tuple(self._moves[: self._position])

    @property
    def has_started(self) -> bool:
        """Whether the player made any move in this game (undone or not)."""
        return bool(self._moves)

    # -- the clock: starts with the first move, pauses when asked ----------
    def elapsed_ms(self) -> int:
        running = 0
        if self._running_since is not None:
            running = int((time.monotonic() - self._running_since) * 1000)
        return self._elapsed_before_ms + running

    def set_paused(self, paused: bool) -> None:
        """Pause the clock (window minimised) or resume it."""
        self._paused = paused
        if paused:
            self._stop_clock()
        elif self._moves and self._status is not GameStatus.WON:
            self._start_clock()

    def _start_clock(self) -> None:
        if self._running_since is None and not self._paused:
            self._running_since = time.monotonic()

    def _stop_clock(self) -> None:
        if self._running_since is not None:
            self._elapsed_before_ms = self.elapsed_ms()
            self._running_since = None

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
        self._deal_number = deal_number
        self._layout = layout
        self._start_score = start_score
        self._reset(state_from_layout(layout, self._rules, start_score), [], 0, 0)
        self._emit(None, None, Initiator.NEW_GAME)

    def restart(self) -> None:
        """Back to the start of this deal (a new game for the statistics)."""
        self._reset(self._initial, [], 0, 0)
        self._emit(None, None, Initiator.NEW_GAME)

    def to_saved(self) -> SavedGame:
        """The game with its whole history, for the autosave."""
        return saved_game(self._rules, self._deal_number, self._layout, self._moves,
                          self._position, self._start_score, self.elapsed_ms())

    def restore(self, saved: SavedGame) -> None:
        """Load a validated saved game, with its undo and redo history."""
        first, last = undo_window(len(saved.moves), saved.position)
        states = saved.states_from(first)  # states[i]: the position after first + i moves
        self._rules = saved.rules
        self._deal_number = saved.deal_number
        self._layout = saved.layout
        self._start_score = saved.start_score
        moves = list(saved.moves[:last])  # redo steps beyond the undo limit cannot be kept
        self._reset(saved.initial_state(), moves, 0, saved.elapsed_ms)
        self._quiet = True
        try:
            # The stack holds what play would have left in it: at most UNDO_LIMIT commands
            # (pushing more would drop the oldest, and its index would no longer be the
            # position), the moves before ``first`` staying in the history for the save.
            for index in range(first, last):
                self.undo_stack.push(MoveCommand(self, states[index - first], moves[index],
                                                 states[index - first + 1], Initiator.PLAYER))
            self.undo_stack.setIndex(saved.position - first)
        finally:
            self._quiet = False
        self._state = states[saved.position - first]
        self._position = saved.position
        self._moves = moves
        self._status = game_status(self._state)
        self._emit(None, None, Initiator.RESTORE)

    def _reset(self, state: GameState, moves: list[Move], position: int, elapsed_ms: int) -> None:
        self._quiet = True
        try:
            self.undo_stack.clear()
        finally:
            self._quiet = False
        self._initial = state
        self._state = state
        self._moves = moves
        self._position = position
        self._status = game_status(state)
        self._elapsed_before_ms = elapsed_ms
        self._running_since = None

    # -- actions ----------------------------------------------------------
    def play(self, move: Move, initiator: Initiator = Initiator.PLAYER) -> bool:
        """Make a move. An illegal one changes nothing, emits :attr:`refused`
        and returns False."""
        try:
            after = apply(self._state, move)
        except IllegalMove as error:
            self.refused.emit(error)
            return False
        self.undo_stack.push(MoveCommand(self, self._state, move, after, initiator))
        return True

    def draw(self) -> bool:
        """Turn cards from the stock, or turn the waste over when it is empty."""
        return self.play(DRAW)

    def undo(self) -> bool:
        if not self.undo_stack.canUndo():
            return False
        self.undo_stack.undo()
        return True

    def redo(self) -> bool:
        if not self.undo_stack.canRedo():
            return False
        self.undo_stack.redo()
        return True

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

    def finish_step(self) -> bool:
        """Auto-finish: send up the next card (one undo step). False when none can go."""
        move = finish_move(self._state)
        if move is None:
            return False
        return self.play(move, Initiator.AUTO)

    # -- undo stack callbacks --------------------------------------------------
    def _on_redo(self, command: MoveCommand, initiator: Initiator) -> None:
        if self._quiet:
            return
        if initiator is not Initiator.REDO:
            # A new action drops whatever could have been redone.
            del self._moves[self._position:]
            self._moves.append(command.move)
        self._position += 1
        self._change(command.before, command.after, command.transition, initiator)

    def _on_undo(self, command: MoveCommand) -> None:
        if self._quiet:
            return
        self._position -= 1
        self._change(command.after, command.before, command.transition, Initiator.UNDO)

    def _change(self, before: GameState, after: GameState, move: Transition,
                initiator: Initiator) -> None:
        self._state = after
        self._status = game_status(after)
        if self._status is GameStatus.WON:
            self._stop_clock()
        elif initiator in (Initiator.PLAYER, Initiator.AUTO):
            self._start_clock()
        self._emit(before, move, initiator)

    def _emit(self, before: GameState | None, move: Transition | None, initiator: Initiator) -> None:
        self.changed.emit(StateChange(before, self._state, move, initiator, self._status))
