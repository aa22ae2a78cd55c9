"""FreeCellModel: the FreeCell game in progress, with the interface of
Klondike's :class:`~.game_model.GameModel` (the game seam: see :mod:`.games`).

It owns the current :class:`~klondike_qt.engine.freecell.FreeCellState`, a
``QUndoStack`` whose commands only swap positions, the whole move history (for
the save) and the game clock; after every change it emits one
:class:`FreeCellChange`. A run move is one undo step; each card that goes up
by itself (the safe auto-moves, an option on by default) is its own step.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine.freecell import FreeCellIllegal, FreeCellMove, FreeCellState, new_freecell
from ..engine.freecell.advice import finish_move, freecell_status
from ..engine.freecell.piles import PILES, FreeCellPile, FreeCellTransition, freecell_transition
from ..engine.freecell.savefile import FreeCellSave
from ..engine.status import GameStatus
from .game_model import UNDO_LIMIT, Initiator, undo_window


@dataclass(frozen=True, slots=True)
class FreeCellChange:
    """One typed summary per change (see :class:`~.game_model.StateChange`):
    for an undo, ``transition`` is the move taken back and ``before`` the later position."""

    before: FreeCellState | None
    after: FreeCellState
    transition: FreeCellTransition | None
    initiator: Initiator
    status: GameStatus

    @property
    def touched(self) -> tuple[FreeCellPile, ...]:
        """The piles whose cards changed (every pile for a new game)."""
        if self.transition is None:
            return PILES
        return self.transition.touched

    @property
    def is_undo(self) -> bool:
        return self.initiator is Initiator.UNDO


class _MoveCommand(QUndoCommand):
    def __init__(self, model: FreeCellModel, before: FreeCellState, move: FreeCellMove,
                 after: FreeCellState, initiator: Initiator) -> None:
        self.transition = freecell_transition(before, move, after)
        describe = model.describe_move
        super().__init__(describe(self.transition) if describe is not None else str(move))
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


class FreeCellModel(QObject):
    """The FreeCell game in progress. Every player action goes through here."""

    game = "freecell"
    #: Emitted once after every change, with a :class:`FreeCellChange`.
    changed = Signal(object)
    #: Emitted when a move is refused, with the :class:`FreeCellIllegal` naming the rule.
    refused = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)
        self._deal_number: int | None = 1
        self._state = new_freecell(1)
        self._initial = self._state
        self._moves: list[FreeCellMove] = []
        self._position = 0
        self._status = freecell_status(self._state)
        self._elapsed_before_ms = 0
        self._running_since: float | None = None
        self._paused = False
        self._quiet = False
        #: Cards that are provably safe go up by themselves after each move.
        self.auto_safe = True
        #: Names a move in the undo history (the window gives the words).
        self.describe_move: Callable[[FreeCellTransition], str] | None = None

    # -- what the views read ------------------------------------------------
    @property
    def state(self) -> FreeCellState:
        return self._state

    @property
    def deal_number(self) -> int | None:
        return self._deal_number

    @property
    def status(self) -> GameStatus:
        return self._status

    @property
    def initial_state(self) -> FreeCellState:
        return self._initial

    @property
    def history(self) -> tuple[FreeCellMove, ...]:
        return tuple(self._moves[: self._position])

    @property
    def has_started(self) -> bool:
        return bool(self._moves)

    # -- the clock ------------------------------------------------------------
    def elapsed_ms(self) -> int:
        running = 0
        if self._running_since is not None:
            running = int((time.monotonic() - self._running_since) * 1000)
        return self._elapsed_before_ms + running

    def set_paused(self, paused: bool) -> None:
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

    # -- games ------------------------------------------------------------------
    def new_game(self, deal_number: int | None = None, opening: FreeCellState | None = None) -> None:
        """Deal Microsoft deal ``deal_number``, or the given opening position."""
        if opening is None:
            if deal_number is None:
                raise ValueError("a new game needs a deal number or an opening position")
            opening = new_freecell(deal_number)
        self._deal_number = deal_number
        self._reset(opening, [], 0, 0)
        self._emit(None, None, Initiator.NEW_GAME)

    def restart(self) -> None:
        self._reset(self._initial, [], 0, 0)
        self._emit(None, None, Initiator.NEW_GAME)

    def to_saved(self) -> FreeCellSave:
        return FreeCellSave(self._deal_number, self._initial, tuple(self._moves), self._position,
                            self.elapsed_ms())

    def restore(self, saved: FreeCellSave) -> None:
        """Load a validated save, with its undo and redo history."""
        first, last = undo_window(len(saved.moves), saved.position)
        states = saved.states_from(first)
        self._deal_number = saved.deal_number
        moves = list(saved.moves[:last])
        self._reset(saved.initial_state(), moves, 0, saved.elapsed_ms)
        self._quiet = True
        try:
            for index in range(first, last):
                self.undo_stack.push(_MoveCommand(self, states[index - first], moves[index],
                                                  states[index - first + 1], Initiator.PLAYER))
            self.undo_stack.setIndex(saved.position - first)
        finally:
            self._quiet = False
        self._state = states[saved.position - first]
        self._position = saved.position
        self._status = freecell_status(self._state)
        self._emit(None, None, Initiator.RESTORE)

    def _reset(self, state: FreeCellState, moves: list[FreeCellMove], position: int, elapsed_ms: int) -> None:
        self._quiet = True
        try:
            self.undo_stack.clear()
        finally:
            self._quiet = False
        self._initial = state
        self._state = state
        self._moves = moves
        self._position = position
        self._status = freecell_status(state)
        self._elapsed_before_ms = elapsed_ms
        self._running_since = None

    # -- actions ------------------------------------------------------------------
    def play(self, move: FreeCellMove, initiator: Initiator = Initiator.PLAYER) -> bool:
        """Make a move; a refused one changes nothing, emits :attr:`refused`
        and returns False. (The safe cards that then may go up are the
        session's to send: :meth:`safe_step`.)"""
        try:
            after = self._state.apply(move)
        except FreeCellIllegal as error:
            self.refused.emit(error)
            return False
        self.undo_stack.push(_MoveCommand(self, self._state, move, after, initiator))
        return True

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

    def finish_step(self) -> bool:
        """Auto-finish: send up the next card (one undo step). False when none can go."""
        move = finish_move(self._state)
        if move is None:
            return False
        return self.play(move, Initiator.AUTO)

    # -- undo stack callbacks --------------------------------------------------------
    def _on_redo(self, command: _MoveCommand, initiator: Initiator) -> None:
        if self._quiet:
            return
        if initiator is not Initiator.REDO:
            del self._moves[self._position:]
            self._moves.append(command.move)
        self._position += 1
        self._change(command.before, command.after, command.transition, initiator)

    def _on_undo(self, command: _MoveCommand) -> None:
        if self._quiet:
            return
        self._position -= 1
        self._change(command.after, command.before, command.transition, Initiator.UNDO)

    def _change(self, before: FreeCellState, after: FreeCellState, move: FreeCellTransition,
                initiator: Initiator) -> None:
        self._state = after
        self._status = freecell_status(after)
        if self._status is GameStatus.WON:
            self._stop_clock()
        elif initiator in (Initiator.PLAYER, Initiator.AUTO):
            self._start_clock()
        self._emit(before, move, initiator)

    def _emit(self, before: FreeCellState | None, move: FreeCellTransition | None, initiator: Initiator) -> None:
        self.changed.emit(FreeCellChange(before, self._state, move, initiator, self._status))
