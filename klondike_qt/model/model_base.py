"""The game-model base every game's model builds on (Klondike's
:class:`~.klondike_model.KlondikeModel`, :class:`~.freecell_model.FreeCellModel`,
:class:`~.spider_model.SpiderModel`).

:class:`GameModelBase` owns what is the same in every game: the current position,
a ``QUndoStack`` whose commands only swap positions, the whole move history (for
the save, beyond the undo limit), the game clock (it starts with the first move,
stops at the win, pauses when asked), the ``changed`` and ``refused`` signals,
and the save/restore plumbing (a restored undo stack holds what play would have
left in it). A game says what is its own through a few hooks: how a move is
applied (and which exception refuses it), the status of a position, the
transition a move makes, the change it emits and the card to send up at the
finish. After every change the model emits exactly one change summary, a
:class:`ChangeBase`.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine.deal import MAX_DEAL_NUMBER
from ..engine.rules import Scoring
from ..engine.status import GameStatus

if TYPE_CHECKING:
    from ..engine.solving import Solve
    from .settings import Settings

#: The score a new deal starts with, for a scoring (the carried Vegas balance; else 0).
StartScore = Callable[[Scoring], int]

#: Undo reaches back this many actions (the rules ask for at least 400).
UNDO_LIMIT = 5000


def undo_window(moves: int, position: int, limit: int = UNDO_LIMIT) -> tuple[int, int]:
    """The moves ``first:last`` a restored undo stack holds for a history of ``moves``
    moves standing at ``position``: the redo steps first (as in play, where the
    stack never holds more than ``limit``), then as many undo steps as fit."""
    last = min(moves, position + limit)
    first = max(0, last - limit)
    return first, last


def winnable_deals(name: str, highest: int = MAX_DEAL_NUMBER) -> tuple[int, ...]:
    """The deal numbers of the winnable list ``resources/winnable/<name>.txt``
    (the engine's :mod:`~klondike_qt.engine.winnable` format), () when the list
    is not there or is not a list of deals 1 .. ``highest``."""
    try:
        from ..engine.winnable import parse_winnable
        from ..resource_files import read_resource

        return parse_winnable(read_resource("winnable", f"{name}.txt").decode("utf-8"), highest)
    except (ImportError, OSError, ValueError, UnicodeDecodeError):
        return ()


class Initiator(Enum):
    """Who caused a change."""

    PLAYER = "player"  # a move, draw or recycle the player asked for
    AUTO = "auto"  # auto-finish and "move all safe cards" send cards up
    UNDO = "undo"
    REDO = "redo"
    NEW_GAME = "new-game"  # a new deal or a restart
    RESTORE = "restore"  # a saved game loaded at start-up


class _Touching(Protocol):
    """A transition: what a move did, and the piles whose cards it changed."""

    @property
    def touched(self) -> tuple[Any, ...]: ...


@dataclass(frozen=True, slots=True, eq=False)
class ChangeBase[S, T: _Touching, P]:
    """One typed summary per change (``S``: the game's position, ``T``: its
    transition, ``P``: its pile); a game's own names its piles (:attr:`every_pile`).

    ``transition`` describes the move that was made, undone or redone (``None``
    for a new game or a restore); for an undo it is the move being taken back,
    so ``before`` is then the later position and ``after`` the earlier one.
    """

    before: S | None
    after: S
    transition: T | None
    initiator: Initiator
    status: GameStatus

    #: Every pile of the game (what a new game or a restore touched).
    every_pile: ClassVar[tuple[Any, ...]]

    @property
    def touched(self) -> tuple[P, ...]:
        """The piles whose cards changed (every pile for a new game)."""
        if self.transition is None:
            return self.every_pile
        return self.transition.touched

    @property
    def is_undo(self) -> bool:
        return self.initiator is Initiator.UNDO


class _Save(Protocol):
    """What :meth:`GameModelBase.restore` reads of a game's validated save."""

    @property
    def deal_number(self) -> int | None: ...
    @property
    def moves(self) -> tuple[Any, ...]: ...
    @property
    def position(self) -> int: ...
    @property
    def elapsed_ms(self) -> int: ...
    def dumps(self) -> str: ...
    def initial_state(self) -> Any: ...
    def states_from(self, first: int) -> list[Any]: ...


class MoveCommand[S, M, T](QUndoCommand):
    """One player action: its ``redo`` and ``undo`` only swap positions.
    (``S``: a game's position, ``M``: its move, ``T``: what a move did, its transition.)"""

    def __init__(self, model: GameModelBase[S, M, T, Any], before: S, move: M, after: S,
                 initiator: Initiator) -> None:
        self.transition: T = model._transition(before, move, after)
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


class GameModelBase[S, M, T, V: _Save](QObject):
    """A game in progress: position, undo stack, history, clock, signals, saves.

    Every player action goes through here. ``S`` is the game's position, ``M``
    its move, ``T`` its transition (what a move did) and ``V`` its save. A game's model sets :attr:`game`,
    :attr:`illegal` and :attr:`change_type` and implements :meth:`_apply`,
    :meth:`_status_of`, :meth:`_transition` and :meth:`to_saved` (and, where
    cards go up at the finish, :meth:`_finish_move`).
    """

    #: The game seam's name of this game (:class:`~.games.Game`).
    game: str
    #: The exception the game's rules refuse a move with (its reason is data).
    illegal: ClassVar[type[Exception]]
    #: The change summary this game emits: ``(before, after, transition, initiator, status)``.
    change_type: ClassVar[Callable[..., object]]
    #: The game's move and save types: a move or a save of another type is not this game's.
    move_type: ClassVar[type]
    save_type: ClassVar[type]
    #: The highest deal number (the lowest is 1).
    max_deal: ClassVar[int] = MAX_DEAL_NUMBER

    #: Emitted once after every change, with the game's change summary.
    changed = Signal(object)
    #: Emitted when the player tries a move the rules refuse (the game's :attr:`illegal`).
    refused = Signal(object)

    def __init__(self, opening: S, deal_number: int | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)
        self._deal_number = deal_number
        self._state = opening
        self._initial = opening
        self._moves: list[M] = []
        self._position = 0
        self._status = self._status_of(opening)
        self._elapsed_before_ms = 0
        self._running_since: float | None = None
        self._paused = False
        self._quiet = False
        #: Whether the last :meth:`pick_deal` had "winnable deals only" on but no list to pick
        #: from (a missing or empty one): its deal is random, maybe unwinnable.
        self.picked_unlisted = False
        #: Names a move in the undo history ("Move 7♥ to column 6", shown in the
        #: Edit menu): the window gives the words; None: the move's notation.
        self.describe_move: Callable[[T], str] | None = None

    # -- the game's own ---------------------------------------------------------
    def _apply(self, state: S, move: M) -> S:
        """The position after ``move``; raises :attr:`illegal` for a refused one."""
        raise NotImplementedError

    def _status_of(self, state: S) -> GameStatus:
        raise NotImplementedError

    def _transition(self, before: S, move: M, after: S) -> T:
        raise NotImplementedError

    def _finish_move(self, state: S) -> M | None:
        """The next card the auto-finish sends up (None: no finish in this game)."""
        return None

    def _adopt(self, saved: V) -> None:
        """Take the save's own settings (a restore, after the reset, before the history)."""
        self._deal_number = saved.deal_number

    def to_saved(self) -> V:
        """The game with its whole history, for the autosave."""
        raise NotImplementedError

    @property
    def autosave_name(self) -> str:
        """The file the game in progress is saved in, in the profile's folder."""
        return f"autosave-{self.game}.json"

    @staticmethod
    def read_save(text: str | bytes) -> Any:
        """Reads and validates a save of this game (raises the engine's ``SaveError``)."""
        raise NotImplementedError

    def save_text(self) -> str:
        """The save as the text the autosave writes."""
        return self.to_saved().dumps()

    # -- the game flow the session asks of every game (the game seam) ------------
    def deal_new(self, deal_number: int, variant: int | None, settings: Settings | None,
                 start_score: StartScore) -> None:
        """Deal ``deal_number`` with the settings' rules; ``variant`` is the game's
        variant asked for (Klondike's draw, Spider's suits; None: the settings')."""
        raise NotImplementedError

    def pick_deal(self, settings: Settings | None) -> int:
        """A random deal number of this game; with "winnable deals only", one of
        its list's (:meth:`winnable_list`, the same chance each) when it has one."""
        wanted = settings is not None and settings.winnable_only
        name = self.winnable_list(settings) if settings is not None and wanted else None
        numbers = winnable_deals(name, self.max_deal) if name is not None else ()
        self.picked_unlisted = wanted and not numbers
        return random.choice(numbers) if numbers else random.randint(1, self.max_deal)

    def winnable_list(self, settings: Settings) -> str | None:
        """The name of the list of deals the solver won that "winnable deals only"
        picks from for the next deal (``resources/winnable/<name>.txt``, made by
        ``tools/make_winnable.py``); None: the game has none."""
        return None

    def goes_on_from(self, saved: object, variant: int | None) -> bool:
        """Whether the start-up may go on with ``saved`` when ``variant`` was asked for."""
        return isinstance(saved, self.save_type) and variant is None

    def restart_deal(self, abandon: Callable[[], None], start_score: StartScore) -> None:
        """This deal again from the start; ``abandon`` counts a started game as lost first."""
        abandon()
        self.restart()

    def move_safe_cards(self) -> int:
        """Send every card that can safely go to the foundations ("A"), one undo
        step each; how many went up (none in a game without foundations)."""
        return 0

    def sends_safe_cards(self, settings: Settings | None) -> bool:
        """Whether safe cards go up by themselves after a player's move now (FreeCell's)."""
        return False

    def hint_order(self) -> list[M]:
        """Every legal move, most useful first (rules of thumb; the solver's line goes first)."""
        raise NotImplementedError

    def solver(self) -> Solve:
        """The game's solver (its engine's ``solve``), for the background worker; a
        pure-Python one wrapped in ``engine.searches.in_helper`` so that it
        searches in the helper process and never holds the GUI thread's interpreter lock."""
        raise NotImplementedError

    # -- what a statistics record says of the game ------------------------------
    def variant(self) -> int:
        """The record's "draw": Klondike's draw, Spider's suits; 1 in a game without variants."""
        return 1

    def scoring(self) -> Scoring:
        """How the game is scored (statistics keep each scoring apart)."""
        return Scoring.NONE

    def record_score(self) -> int:
        """The score a statistics record keeps."""
        return 0

    def balance(self) -> int | None:
        """The carried balance a game leaves (Klondike's Vegas cumulative; else None)."""
        return None

    # -- what the views read ------------------------------------------------
    @property
    def state(self) -> S:
        return self._state

    @property
    def deal_number(self) -> int | None:
        return self._deal_number

    @property
    def status(self) -> GameStatus:
        return self._status

    @property
    def initial_state(self) -> S:
        return self._initial

    @property
    def history(self) -> tuple[M, ...]:
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
    def _deal(self, deal_number: int | None, opening: S) -> None:
        """Start a new game: deal ``deal_number`` (None: a given position), dealt as ``opening``."""
        self._deal_number = deal_number
        self._reset(opening, [], 0, 0)
        self._emit(None, None, Initiator.NEW_GAME)

    def restart(self) -> None:
        """Back to the start of this deal (a new game for the statistics)."""
        self._reset(self._initial, [], 0, 0)
        self._emit(None, None, Initiator.NEW_GAME)

    def restore(self, saved: V) -> None:
        """Load a validated saved game, with its undo and redo history."""
        first, last = undo_window(len(saved.moves), saved.position)
        states: list[S] = saved.states_from(first)  # states[i]: the position after first + i moves
        moves: list[M] = list(saved.moves[:last])  # redo steps beyond the undo limit cannot be kept
        self._reset(saved.initial_state(), moves, 0, saved.elapsed_ms)
        self._adopt(saved)
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
        self._status = self._status_of(self._state)
        self._emit(None, None, Initiator.RESTORE)

    def _reset(self, state: S, moves: list[M], position: int, elapsed_ms: int) -> None:
        self._quiet = True
        try:
            self.undo_stack.clear()
        finally:
            self._quiet = False
        self._initial = state
        self._state = state
        self._moves = moves
        self._position = position
        self._status = self._status_of(state)
        self._elapsed_before_ms = elapsed_ms
        self._running_since = None

    # -- actions ----------------------------------------------------------
    def play(self, move: M, initiator: Initiator = Initiator.PLAYER) -> bool:
        """Make a move. An illegal one changes nothing, emits :attr:`refused`
        and returns False."""
        try:
            after = self._apply(self._state, move)
        except self.illegal as error:
            self.refused.emit(error)
            return False
        self.undo_stack.push(MoveCommand(self, self._state, move, after, initiator))
        return True

    def is_legal(self, move: M) -> bool:
        """Whether the rules take ``move`` now: what :meth:`play` would say,
        asked without playing (where a dragged card may drop)."""
        try:
            self._apply(self._state, move)
        except self.illegal:
            return False
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

    def finish_step(self) -> bool:
        """Auto-finish: send up the next card (one undo step). False when none can go."""
        move = self._finish_move(self._state)
        if move is None:
            return False
        return self.play(move, Initiator.AUTO)

    # -- undo stack callbacks --------------------------------------------------
    def _on_redo(self, command: MoveCommand[S, M, T], initiator: Initiator) -> None:
        if self._quiet:
            return
        if initiator is not Initiator.REDO:
            # A new action drops whatever could have been redone.
            del self._moves[self._position:]
            self._moves.append(command.move)
        self._position += 1
        self._change(command.before, command.after, command.transition, initiator)

    def _on_undo(self, command: MoveCommand[S, M, T]) -> None:
        if self._quiet:
            return
        self._position -= 1
        self._change(command.after, command.before, command.transition, Initiator.UNDO)

    def _change(self, before: S, after: S, move: T, initiator: Initiator) -> None:
        self._state = after
        self._status = self._status_of(after)
        if self._status is GameStatus.WON:
            self._stop_clock()
        elif initiator in (Initiator.PLAYER, Initiator.AUTO):
            self._start_clock()
        self._emit(before, move, initiator)

    def _emit(self, before: S | None, move: T | None, initiator: Initiator) -> None:
        self.changed.emit(self.change_type(before, self._state, move, initiator, self._status))


#: Any game's model and the change it emits: what the session, the statistics
#: tracker and the autosave hold (none of them names a game).
AnyModel = GameModelBase[Any, Any, Any, Any]
AnyChange = ChangeBase[Any, Any, Any]
