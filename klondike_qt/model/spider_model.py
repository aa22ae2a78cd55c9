"""SpiderModel: the Spider game in progress, with the interface of Klondike's
:class:`~.game_model.GameModel` (the game seam: see :mod:`.games`).

It owns the current :class:`~klondike_qt.engine.spider.SpiderState`, a
``QUndoStack`` whose commands only swap positions, the whole move history (for
the save) and the game clock; after every change it emits one
:class:`SpiderChange`. A move is one undo step with everything it did by
itself: a card turned up, a completed sequence removed; so is a dealt row.
The score is the rule book's (500, −1 per move, +100 per sequence) and an
undo costs a point too (:attr:`SpiderModel.undos`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine.spider import SpiderIllegal, SpiderMove, SpiderState, new_spider
from ..engine.spider.advice import spider_status
from ..engine.spider.piles import PILES, SpiderPile, SpiderTransition, spider_transition
from ..engine.spider.savefile import SpiderSave
from ..engine.status import GameStatus
from .game_model import UNDO_LIMIT, Initiator, undo_window


@dataclass(frozen=True, slots=True)
class SpiderChange:
    """One typed summary per change (see :class:`~.game_model.StateChange`):
    for an undo, ``transition`` is the move taken back and ``before`` the later position."""

    before: SpiderState | None
    after: SpiderState
    transition: SpiderTransition | None
    initiator: Initiator
    status: GameStatus

    @property
    def touched(self) -> tuple[SpiderPile, ...]:
        """The piles whose cards changed (every pile for a new game)."""
        if self.transition is None:
            return PILES
        return self.transition.touched

    @property
    def is_undo(self) -> bool:
        return self.initiator is Initiator.UNDO


class _MoveCommand(QUndoCommand):
    def __init__(self, model: SpiderModel, before: SpiderState, move: SpiderMove,
                 after: SpiderState, initiator: Initiator) -> None:
        self.transition = spider_transition(before, move, after)
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


class SpiderModel(QObject):
    """The Spider game in progress. Every player action goes through here."""

    game = "spider"
    #: Emitted once after every change, with a :class:`SpiderChange`.
    changed = Signal(object)
    #: Emitted when a move is refused, with the :class:`SpiderIllegal` naming the rule.
    refused = Signal(object)

    def __init__(self, suits: int = 1, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)
        self._deal_number: int | None = 1
        self._state = new_spider(1, suits)
        self._initial = self._state
        self._moves: list[SpiderMove] = []
        self._position = 0
        self._undos = 0
        self._status = spider_status(self._state)
        self._elapsed_before_ms = 0
        self._running_since: float | None = None
        self._paused = False
        self._quiet = False
        #: Names a move in the undo history (the window gives the words).
        self.describe_move: Callable[[SpiderTransition], str] | None = None

    # -- what the views read ------------------------------------------------
    @property
    def state(self) -> SpiderState:
        return self._state

    @property
    def suits(self) -> int:
        return self._state.suits

    @property
    def deal_number(self) -> int | None:
        return self._deal_number

    @property
    def status(self) -> GameStatus:
        return self._status

    @property
    def initial_state(self) -> SpiderState:
        return self._initial

    @property
    def history(self) -> tuple[SpiderMove, ...]:
        return tuple(self._moves[: self._position])

    @property
    def has_started(self) -> bool:
        return bool(self._moves)

    @property
    def undos(self) -> int:
        """How many moves were taken back in this game (each costs a point)."""
        return self._undos

    @property
    def score(self) -> int:
        """The rule book's score, shown never below 0: 500, −1 per move and per undo, +100 per sequence."""
        return max(self._state.score - self._undos, 0)

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
    def new_game(self, deal_number: int | None = None, suits: int | None = None,
                 opening: SpiderState | None = None) -> None:
        """Deal deal ``deal_number`` with ``suits`` suits (the current number
        when None), or the given opening position."""
        if opening is None:
            if deal_number is None:
                raise ValueError("a new game needs a deal number or an opening position")
            opening = new_spider(deal_number, self.suits if suits is None else suits)
        self._deal_number = deal_number
        self._reset(opening, [], 0, 0, 0)
        self._emit(None, None, Initiator.NEW_GAME)

    def restart(self) -> None:
        self._reset(self._initial, [], 0, 0, 0)
        self._emit(None, None, Initiator.NEW_GAME)

    def to_saved(self) -> SpiderSave:
        return SpiderSave(self._deal_number, self._initial, tuple(self._moves), self._position,
                          self.elapsed_ms(), self._undos)

    def restore(self, saved: SpiderSave) -> None:
        """Load a validated save, with its undo and redo history."""
        first, last = undo_window(len(saved.moves), saved.position)
        states = saved.states_from(first)
        self._deal_number = saved.deal_number
        moves = list(saved.moves[:last])
        self._reset(saved.initial_state(), moves, 0, saved.elapsed_ms, saved.undos)
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
        self._status = spider_status(self._state)
        self._emit(None, None, Initiator.RESTORE)

    def _reset(self, state: SpiderState, moves: list[SpiderMove], position: int, elapsed_ms: int,
               undos: int) -> None:
        self._quiet = True
        try:
            self.undo_stack.clear()
        finally:
            self._quiet = False
        self._initial = state
        self._state = state
        self._moves = moves
        self._position = position
        self._undos = undos
        self._status = spider_status(state)
        self._elapsed_before_ms = elapsed_ms
        self._running_since = None

    # -- actions ------------------------------------------------------------------
    def play(self, move: SpiderMove, initiator: Initiator = Initiator.PLAYER) -> bool:
        """Make a move (or deal a row); a refused one changes nothing, emits
        :attr:`refused` and returns False."""
        try:
            after = self._state.apply(move)
        except SpiderIllegal as error:
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

    def move_safe_cards(self) -> int:
        """No foundations in Spider: nothing goes up by itself but the completed sequences."""
        return 0

    def finish_step(self) -> bool:
        """No finish in Spider (a completed sequence leaves by itself)."""
        return False

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
        self._undos += 1
        self._change(command.after, command.before, command.transition, Initiator.UNDO)

    def _change(self, before: SpiderState, after: SpiderState, move: SpiderTransition,
                initiator: Initiator) -> None:
        self._state = after
        self._status = spider_status(after)
        if self._status is GameStatus.WON:
            self._stop_clock()
        elif initiator in (Initiator.PLAYER, Initiator.AUTO):
            self._start_clock()
        self._emit(before, move, initiator)

    def _emit(self, before: SpiderState | None, move: SpiderTransition | None, initiator: Initiator) -> None:
        self.changed.emit(SpiderChange(before, self._state, move, initiator, self._status))
