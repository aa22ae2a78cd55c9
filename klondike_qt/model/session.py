"""GameSession: one game being played, under whatever window shows it.

The session owns the game flow above the game's model: deals, restarts
(with the Vegas cumulative balance), the start-up restore, undo and redo, the
one auto-finisher, "move all safe cards", the statistics tracking
(:class:`GameTracker`), the autosave and the position analysis (the
background solver: still winnable? still thinking? the first move of a
winning line, and the hints ordered with it).

Everything a player can ask of the game is a method here; the keyboard and
mouse adapters call them and the narrator listens to the signals. Nothing here
draws or speaks, and nothing here names a game: what differs between games
(how a deal is picked and dealt, whether a save goes on, the restart, the
hint order, the search, the safe cards that go up by themselves after a
player's move, as in FreeCell) is the model's, through the hooks of
:class:`~.model_base.GameModelBase`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.rules import Scoring
from ..engine.status import GameStatus
from .autosave import Autosave
from .model_base import AnyChange as Change
from .model_base import AnyModel as Model
from .settings import Settings
from .statistics_store import GameTracker, StatisticsStore

if TYPE_CHECKING:
    from ..engine.solving import Solve, SolveResult
    from .solver_worker import SolverWorker

#: Milliseconds after start-up before the first background search begins.
FIRST_SEARCH_DELAY_MS = 300
#: Milliseconds between cards rising at the finish when animations are on.
FINISH_INTERVAL_MS = 120


class GameSession(QObject):
    """The game in play and everything a player can ask of it (see module doc)."""

    #: Every change of the model (also those inside a batch: see :attr:`batching`).
    changed = Signal(object)
    #: A move the rules refused (an :class:`~klondike_qt.engine.IllegalMove`).
    refused = Signal(object)
    #: The analysis of the current position changed (winnable, thinking, first move).
    analysis_changed = Signal()
    #: "Move all safe cards" ran: the list of its changes (empty: none could go).
    auto_moved = Signal(object)
    #: A finish began; True when the cards rise one per tick (it can be stopped).
    finish_started = Signal(bool)
    #: A timed finish was stopped before its end.
    finish_stopped = Signal()
    #: A finish ended by itself: the list of its changes.
    finished = Signal(object)

    def __init__(self, model: Model, settings: Settings | None = None,
                 statistics: StatisticsStore | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.settings = settings
        #: Records games in ``statistics`` (None without a store).
        self.tracker: GameTracker | None = (GameTracker(model, statistics, self)
                                            if statistics is not None else None)
        self.autosave: Autosave | None = None
        #: Milliseconds between cards rising at the finish; None: 120, or 0
        #: (all at once) when animations are off.
        self.finish_interval_ms: int | None = None
        self._batch: list[Change] | None = None
        self._finishing = False
        self._finish_changes: list[Change] = []
        self._finish_timer = QTimer(self)
        self._finish_timer.setSingleShot(True)
        self._finish_timer.timeout.connect(self._finish_tick)
        self._analysis_on = True
        self._analysis_started = False  # by the first-search timer, after start-up
        self._solver: SolverWorker | None = None
        self._generation = 0
        self._result: tuple[object, SolveResult[Any]] | None = None
        #: The solver proved this deal lost from its opening position: no undo can help
        #: (kept through a restart of the same deal; a new deal clears it).
        self.lost_from_start = False
        self._hints: list[Any] = []
        self._hint_index = -1
        self._hint_key: object = None
        self._hint_first: Any | None = None
        self._ended = False
        model.changed.connect(self._on_changed)
        model.refused.connect(self._on_refused)
        # The first search waits until the window has painted: a pure-Python
        # search on another thread shares the interpreter lock with start-up.
        QTimer.singleShot(FIRST_SEARCH_DELAY_MS, self, self._start_first_search)

    # -- reading ---------------------------------------------------------------
    @property
    def status(self) -> GameStatus:
        return self.model.status

    @property
    def batching(self) -> bool:
        """Whether the change being emitted is one of a batch (auto-move or
        finish) that is reported as a whole at its end."""
        return self._batch is not None

    @property
    def finishing(self) -> bool:
        """Whether cards are rising one per tick (a timed finish)."""
        return self._finishing

    # -- the game flow ---------------------------------------------------------
    @property
    def game(self) -> str:
        """The game in play: ``"klondike"``, ``"freecell"`` or ``"spider"``."""
        return self.model.game

    def start(self, saved: object, deal_number: int | None = None, variant: int | None = None,
              record: str | None = None) -> None:
        """At start-up: go on with ``saved`` (counted under the statistics ``record``
        its save names) unless a deal was asked for, the save is another game's,
        the game does not go on from it with the ``variant`` asked for (Klondike's
        draw, Spider's suits), it was won, or it was left already (counted lost by
        a new deal whose own save the program was killed before writing); else deal."""
        model = self.model
        if deal_number is None and model.goes_on_from(saved, variant):
            if self.tracker is not None:
                self.tracker.restoring(record)
            model.restore(saved)
            left = self.tracker is not None and self.tracker.left_already
            if model.status is not GameStatus.WON and not left:
                return
        self._deal(deal_number, variant)

    def pick_deal_number(self) -> int:
        """A random deal of the game in play, from the winnable ones when that
        setting is on (and the game knows them)."""
        return self.model.pick_deal(self.settings)

    def _start_score(self, scoring: Scoring) -> int:
        return self.tracker.start_score(scoring) if self.tracker is not None else 0

    def _abandon(self) -> None:
        if self.tracker is not None:
            self.tracker.abandon()

    @contextlib.contextmanager
    def _leaving(self) -> Iterator[None]:
        """A game left for the next (a new deal, a restart): the next one's save reaches
        the disk before the statistics count the one left as lost, so that a kill
        between the two writes finds the next game saved, never the one left counted
        lost and saved as if it went on (see :meth:`.GameTracker.restoring`)."""
        self.stop_finishing()
        if self.tracker is None:
            yield
            return
        with self.tracker.store.held():
            yield
            if self.autosave is not None:
                self.autosave.flush()

    def _deal(self, deal_number: int | None, variant: int | None) -> None:
        with self._leaving():
            self._abandon()
            if deal_number is None:
                deal_number = self.pick_deal_number()
            self.lost_from_start = False
            self.model.deal_new(deal_number, variant, self.settings, self._start_score)

    def new_deal(self, deal_number: int | None = None) -> None:
        """A new deal with the settings' rules (random unless a number is given)."""
        self._deal(deal_number, None)

    def restart(self) -> None:
        """This deal again from the start (a started game counts as lost)."""
        with self._leaving():
            self.model.restart_deal(self._abandon, self._start_score)

    def play(self, move: Any) -> bool:
        """Make a move; a refused one emits :attr:`refused` and returns False.
        Where the game sends safe cards up by themselves after a player's move
        (FreeCell, when the setting is on), they go as one :attr:`auto_moved` batch."""
        model = self.model
        if not isinstance(move, model.move_type) or not model.play(move):
            return False
        if model.sends_safe_cards(self.settings):
            self.auto_moved.emit(self._run_batch(model.move_safe_cards))
        return True

    def undo(self) -> bool:
        """Take back the last action; False when there is nothing to undo."""
        self.stop_finishing()
        return self.model.undo()

    def redo(self) -> bool:
        self.stop_finishing()
        return self.model.redo()

    def set_paused(self, paused: bool) -> None:
        self.model.set_paused(paused)

    # -- the autosave ----------------------------------------------------------
    def start_autosave(self, path: Path) -> Autosave:
        """Save the game at ``path`` after every change from now on (until :meth:`end`)."""
        self.autosave = Autosave(self.model, path, self)
        tracker = self.tracker
        if tracker is not None:
            tracker.save_first = self.autosave.flush  # the save reaches the disk before the statistics
            self.autosave.record = lambda: tracker.game_id  # each save names its record
        return self.autosave

    def close(self) -> None:
        """The window closes: stop the finish and write the save now."""
        self.stop_finishing()
        if self.autosave is not None:
            self.autosave.flush()

    @property
    def ended(self) -> bool:
        return self._ended

    def end(self) -> None:
        """This game is left for good (another game chosen, the program quitting):
        its save is written now, then nothing of it goes on: no finish, no search
        (the solver's thread is waited for), no save (the writer thread ends), no
        statistics, no listener on its model. The window calls it at quit, before
        the profile is released, and on every switch of game."""
        if self._ended:
            return
        self.stop_finishing()
        self._finish_timer.stop()
        self._analysis_on = False
        self._ended = True
        if self._solver is not None:
            self._solver.finished.disconnect(self._on_solved)
            self._solver.shutdown()
        if self.autosave is not None:
            self.autosave.close()
        if self.tracker is not None:
            self.tracker.detach()
        self.model.changed.disconnect(self._on_changed)
        self.model.refused.disconnect(self._on_refused)

    # -- batches: auto-move and the finish ---------------------------------------
    def _run_batch(self, body: Callable[[], object]) -> list[Change]:
        self._batch = []
        try:
            body()
        finally:
            batch, self._batch = self._batch, None
        return batch

    def auto_move(self) -> list[Change]:
        """Send every card that can safely go to the foundations."""
        batch = self._run_batch(self.model.move_safe_cards)
        self.auto_moved.emit(batch)
        return batch

    def _finish_interval(self) -> int:
        if self.finish_interval_ms is not None:
            return self.finish_interval_ms
        if self.settings is None or self.settings.animations_enabled():
            return FINISH_INTERVAL_MS
        return 0

    def finish(self) -> None:
        """Send the remaining cards up when every card is face up: one per
        tick, or all at once when the interval is 0."""
        if self.model.status is not GameStatus.READY_TO_FINISH or self.finishing:
            return
        interval = self._finish_interval()
        if interval <= 0:
            self.finish_started.emit(False)
            batch = self._run_batch(lambda: [None for _ in iter(self.model.finish_step, False)])
            self.finished.emit(batch)
            return
        self._finishing = True
        self._finish_changes = []
        self._finish_timer.setInterval(interval)
        self._finish_timer.start()
        self.finish_started.emit(True)

    def _finish_tick(self) -> None:
        batch = self._run_batch(self.model.finish_step)
        self._finish_changes.extend(batch)
        if batch and self.model.status is not GameStatus.WON:
            self._finish_timer.start()
            return
        self._finishing = False
        changes, self._finish_changes = self._finish_changes, []
        self.finished.emit(changes)

    def stop_finishing(self) -> None:
        """Stop a timed finish (any key or click does); nothing if none runs."""
        if not self._finishing:
            return
        self._finishing = False
        self._finish_timer.stop()
        self._finish_changes = []
        self.finish_stopped.emit()

    # -- the analysis ------------------------------------------------------------
    def _on_refused(self, error: Exception) -> None:
        self.refused.emit(error)

    def _on_changed(self, change: Change) -> None:
        self._hints = []
        self._hint_index = -1
        self._start_analysis()
        if self._batch is not None:
            self._batch.append(change)
        self.changed.emit(change)

    def _start_first_search(self) -> None:
        if self._ended:
            return
        self._analysis_started = True
        self._start_analysis()

    def _start_analysis(self) -> None:
        self._result = None
        if not self._analysis_on or not self._analysis_started:
            return
        try:
            if self._solver is None:
                from .solver_worker import SolverWorker

                self._solver = SolverWorker(self._search(), parent=self)
                self._solver.finished.connect(self._on_solved)
            self._generation += 1
            self._solver.request(self.model.state, self._generation)
        except Exception:  # the analysis is optional: hints fall back to ordering
            self._analysis_on = False

    def _search(self) -> Solve:
        """The game's solver for the worker."""
        return self.model.solver()

    def use_solver(self, on: bool) -> None:
        """Turn the background analysis (hints from a winning line, "still
        winnable?") on or off; off, hints are ordered by rules of thumb."""
        if not on:
            if self._solver is not None:
                self._solver.cancel()
            self._analysis_on = False
            self._result = None
        elif not self._analysis_on and not self._ended:
            self._analysis_on = True
            self._start_analysis()

    def _on_solved(self, generation: int, result: SolveResult[Any]) -> None:
        if generation == self._generation:
            self.take_analysis(result)

    def take_analysis(self, result: SolveResult[Any]) -> None:
        """The solver's answer for the current position (the worker's answers
        for the latest request come here)."""
        self._result = (self.model.state.key(), result)
        if not self.model.history and self.winnable() is False:
            self.lost_from_start = True
        if result.first_move is not None:
            # A winning line found after the hints of this position were
            # ordered (the worker keeps thinking): the next hint starts with it.
            self._hint_key = None
        self.analysis_changed.emit()

    def analysis(self) -> SolveResult[Any] | None:
        """The solver's latest answer for the current position, if any."""
        if self._result is not None and self._result[0] == self.model.state.key():
            return self._result[1]
        return None

    def winnable(self) -> bool | None:
        """Whether the position can still be won (None: not known yet)."""
        result = self.analysis()
        # Imported here: the solver modules load after the window shows.
        from ..engine.solving import Verdict

        if result is not None and result.outcome is Verdict.SOLVED:
            return True
        if result is not None and result.outcome is Verdict.UNSOLVABLE:
            return False
        if self.model.status is GameStatus.NO_MOVES:
            return False
        if self.model.status in (GameStatus.READY_TO_FINISH, GameStatus.WON):
            return True
        return None

    def thinking(self) -> bool | None:
        """Whether the solver is still searching the current position (None:
        no analysis running)."""
        if self._solver is None or not self._analysis_on:
            return None
        return self._solver.thinking

    def hint_moves(self) -> tuple[list[Any], Any | None]:
        """Every legal move, most useful first, the winning line's first move
        (when known, and returned too) at the head."""
        moves: list[Any] = self.model.hint_order()
        result = self.analysis()
        first = result.first_move if result is not None else None
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        return moves, first

    def next_hint(self) -> tuple[Any | None, bool]:
        """The next move to suggest (cycling through :meth:`hint_moves` on
        each call in the same position) and whether it comes from the solver;
        (None, False) when there is no move at all."""
        key = self.model.state.key()
        if self._hint_key != key or not self._hints:
            self._hints, self._hint_first = self.hint_moves()
            self._hint_key = key
            self._hint_index = -1
        if not self._hints:
            return None, False
        self._hint_index = (self._hint_index + 1) % len(self._hints)
        move = self._hints[self._hint_index]
        return move, move == self._hint_first

    @property
    def current_hint(self) -> Any | None:
        """The move the last :meth:`next_hint` gave, until the game changes."""
        return self._hints[self._hint_index] if self._hints and self._hint_index >= 0 else None
