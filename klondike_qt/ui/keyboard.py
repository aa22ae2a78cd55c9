"""Keyboard-only and screen-reader play: the controller behind the PLAY and
QUERY commands.

``install_accessibility(window)`` is called by the main window at the end of
its ``__init__``. It creates the :class:`KeyboardController`, which

- keeps the keyboard :class:`~klondike_qt.model.cursor.Cursor` and drives the
  board's focus ring, held mark and hint through the BoardView methods;
- exposes the board, piles and cards to screen readers (:mod:`..a11y.accessible`);
- announces every change through the window's announcer (set here);
- answers the "say" commands, the hint, find, repeat and history.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

from ..a11y import accessible, describe
from ..a11y import messages as msg
from ..a11y.announcer import QtAnnouncer, RecordingAnnouncer
from ..engine import (
    ACE,
    COLUMNS,
    DRAW,
    STOCK,
    WASTE,
    Card,
    ChangeKind,
    GameState,
    GameStatus,
    IllegalMove,
    Move,
    Pile,
    Reason,
    legal_moves,
)
from ..model import cursor as cur
from ..model.cursor import Cursor
from ..model.game_model import Initiator, StateChange

#: Milliseconds after start-up before the first background search begins.
FIRST_SEARCH_DELAY_MS = 300
from .click_moves import best_move

#: The command ids this controller handles (see ``ui/actions.py``).
HANDLED = (
    "focus_previous", "focus_next", "focus_up", "focus_down", "focus_first", "focus_last",
    *(f"focus_column_{n}" for n in range(1, 8)),
    "focus_waste", "pick_or_drop", "send_best", "draw", "to_foundation", "auto_move", "cancel",
    "hint", "find_card", "say_moves", "say_foundations", "say_waste_stock", "say_columns",
    "say_info", "say_again", "announcement_history", "help",
)


def hint_order(state: GameState) -> list[Move]:
    """Every legal move, the most useful first: to a foundation, moves that
    reveal a face-down card or empty a column, waste to a column, the other
    column moves, the draw; cards taken back from a foundation, then moves of
    a card from one built run onto another (shuffles) and an ace onto a two
    (its foundation is always open to it, and takes it just as well), last.
    Pointless moves (a King from one empty column to another, a whole column
    onto a same-rank card elsewhere) are left out."""
    ranked: list[tuple[int, int, Move]] = []
    for order, move in enumerate(legal_moves(state)):
        if move.card is None:
            ranked.append((5, order, move))
            continue
        assert move.target is not None
        source, index = state.locate(move.card)
        if move.target.is_foundation:
            rank = 0
        elif move.card.rank == ACE:
            rank = 7  # an ace onto a two: never better than its foundation
        elif source.is_tableau:
            hidden = state.face_down_count(source)
            if index == 0 and state.top(move.target) is None:
                continue  # a King from one empty column to another
            if index > 0 and index == hidden:
                rank = 1  # reveals a face-down card
            elif index == 0:
                rank = 2  # empties a column
            elif move.card.fits_on(state.pile_cards(source)[index - 1]):
                rank = 7  # from one built run to another: a shuffle, after the draw
            else:
                rank = 4
        elif source is WASTE:
            rank = 2
        else:
            rank = 6  # back from a foundation
        ranked.append((rank, order, move))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [move for _, _, move in ranked]


class KeyboardController(QObject):
    """The keyboard cursor and everything the player hears."""

    def __init__(self, window: Any, announcer: RecordingAnnouncer | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.model = window.model
        self.view: QWidget = window.view
        self.settings = getattr(window, "settings", None)
        self.cursor = Cursor(COLUMNS[0])
        if announcer is None:
            fallback = self._setting("orca_fallback", None)
            announcer = QtAnnouncer(self.view, legacy_notify=fallback)
        self.announcer = announcer
        window.announcer = announcer
        #: Milliseconds between cards rising at the finish; None: 120, or 0
        #: (all at once) when animations are off.
        self.finish_interval_ms: int | None = None
        self._batch: list[StateChange] | None = None
        self._finishing = False
        self._hints: list[Move] = []
        self._hint_index = -1
        self._hint_key: object = None
        self._solver: Any = None
        self._solver_generation = 0
        self._solver_result: tuple[object, Any] | None = None
        self._history_panel: QWidget | None = None
        self._focus_obj: object = None
        self._change_serial = 0
        self._last_initiator: Initiator | None = None
        self._undo_seen: dict[str, int] = {}
        self.tree = accessible.attach(self.view, lambda: self.model.state, self._focus,
                                      lambda: self.cursor.held, self.brief)
        self._connect_actions()
        self.model.changed.connect(self._on_changed)
        self.model.refused.connect(self._on_refused)
        layout_changed = getattr(self.view, "layout_changed", None)
        if layout_changed is not None:
            layout_changed.connect(self._update_markers)
        self.view.installEventFilter(self)
        viewport = getattr(self.view, "viewport", None)
        self._viewport = viewport() if viewport is not None else None
        if self._viewport is not None:
            self._viewport.installEventFilter(self)
        #: Milliseconds after the board first gets the focus before the welcome
        #: is said (after the screen reader has read the focus); None: never.
        self.welcome_delay_ms: int | None = 600
        self._welcomed = False
        #: Whether the game in progress at start-up was a restored one.
        self._restored = self.model.has_started
        if self.settings is not None and hasattr(self.settings, "changed"):
            self.settings.changed.connect(self._on_setting)
        # The first search waits until the window has painted: a pure-Python
        # search on another thread shares the interpreter lock with start-up.
        QTimer.singleShot(FIRST_SEARCH_DELAY_MS, self, self._start_first_search)
        self._update_markers()
        self._focus_obj = self.tree.current()

    # -- settings ---------------------------------------------------------------
    def _setting(self, name: str, default: Any) -> Any:
        if self.settings is None:
            return default
        try:
            return self.settings.get(name)
        except (KeyError, AttributeError):
            return default

    def brief(self) -> bool:
        value = self._setting("verbosity", None)
        return getattr(value, "value", value) == "brief"

    @property
    def state(self) -> GameState:
        return self.model.state

    # -- wiring ------------------------------------------------------------------
    def handlers(self) -> dict[str, Callable[[], None]]:
        table: dict[str, Callable[[], None]] = {
            "focus_previous": lambda: self.move_cursor(cur.left),
            "focus_next": lambda: self.move_cursor(cur.right),
            "focus_up": lambda: self.move_cursor(cur.up),
            "focus_down": lambda: self.move_cursor(cur.down),
            "focus_first": lambda: self.move_cursor(cur.home),
            "focus_last": lambda: self.move_cursor(cur.end),
            "focus_waste": lambda: self.move_cursor(cur.waste),
            "pick_or_drop": self.pick_or_drop,
            "send_best": self.send_best,
            "draw": self.draw,
            "to_foundation": self.to_foundation,
            "auto_move": self.auto_move,
            "cancel": self.cancel,
            "hint": self.hint,
            "find_card": self.find_card,
            "say_moves": self.say_moves,
            "say_foundations": lambda: self.say(describe.foundations(self.state)),
            "say_waste_stock": lambda: self.say(describe.waste_and_stock(self.state, self.brief())),
            "say_columns": lambda: self.say(describe.columns(self.state)),
            "say_info": self.say_info,
            "say_again": self.say_again,
            "announcement_history": self.show_history,
            "help": self.show_help,
        }
        for n in range(1, 8):
            table[f"focus_column_{n}"] = (lambda n=n: self.move_cursor(
                lambda state, c: cur.column(state, c, n)))
        return table

    def _connect_actions(self) -> None:
        actions = getattr(self.window, "actions", {}) or {}
        if not isinstance(actions, dict):
            return
        for action_id, handler in self.handlers().items():
            action = actions.get(action_id)
            if action is not None:
                action.triggered.connect(lambda *_, h=handler: self._run(h))

        # Undo and redo belong to the window; a press that changes nothing is
        # still answered. These slots run after the window's own.
        for action_id, initiator, words in (("undo", Initiator.UNDO, msg.nothing_to_undo),
                                             ("redo", Initiator.REDO, msg.nothing_to_redo)):
            action = actions.get(action_id)
            if action is not None:
                action.triggered.connect(
                    lambda *_, a=action_id, i=initiator, w=words: self._after_undo_redo(a, i, w))

    def _after_undo_redo(self, action_id: str, initiator: Initiator, words: Callable[[], str]) -> None:
        seen = self._undo_seen.get(action_id)
        self._undo_seen[action_id] = self._change_serial
        if seen == self._change_serial or self._last_initiator is not initiator:
            self.say(words())

    def _run(self, handler: Callable[[], None]) -> None:
        if self._finishing:
            self.stop_finishing()
            return
        handler()

    def trigger(self, action_id: str) -> None:
        """Run a command by id (tests and the help dialog use this)."""
        self._run(self.handlers()[action_id])

    # -- focus ----------------------------------------------------------------------
    def _focus(self) -> tuple[Pile, int | None]:
        return self.cursor.pile, cur.focused_index(self.state, self.cursor)

    def focus_name(self) -> str:
        return self.tree.current_name()

    def move_cursor(self, step: Callable[[GameState, Cursor], Cursor]) -> None:
        self.set_cursor(step(self.state, self.cursor))

    def set_cursor(self, cursor: Cursor, announce_focus: bool = True) -> None:
        self.cursor = cur.clamp(self.state, cursor)
        if not self.view.hasFocus():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_markers()
        if announce_focus:
            self._report_focus(force=True)

    def _report_focus(self, force: bool) -> None:
        """Record and report the focused object; after a change only if it is
        another object than before (its name may have changed: a screen reader
        reads it when asked, and the announcement says what happened)."""
        target = self.tree.current()
        if target is self._focus_obj and not force:
            return
        self._focus_obj = target
        self.announcer.record_focus(self.focus_name())
        self.tree.notify_focus(force=True)

    def _update_markers(self) -> None:
        pile, index = self._focus()
        setter = getattr(self.view, "set_focus_marker", None)
        if setter is not None:
            setter(pile, index)
        held = getattr(self.view, "set_held", None)
        if held is not None:
            held(tuple(self.cursor.held))
        self.tree.notify_held()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._viewport and event.type() == QEvent.Type.MouseButtonPress:
            self._follow_mouse(event)
            return False
        if obj is self.view:
            if event.type() == QEvent.Type.FocusIn:
                self._focus_obj = self.tree.current()
                QTimer.singleShot(0, self, lambda: self.tree.notify_focus(force=True))
                if not self._welcomed and self.welcome_delay_ms is not None:
                    self._welcomed = True
                    said = len(self.announcer.log)
                    QTimer.singleShot(self.welcome_delay_ms, self, lambda: self._welcome(said))
            elif event.type() == QEvent.Type.KeyPress and self._finishing:
                self.stop_finishing()
                return True
        return False

    def _welcome(self, said_before: int) -> None:
        if any(kind == "say" for kind, _ in self.announcer.log[said_before:]):
            return  # the player is already playing: don't talk over them
        self.say(msg.welcome(self.model.deal_number, self.state.rules.draw, self._restored))

    def _on_setting(self, name: str) -> None:
        if name == "orca_fallback" and isinstance(self.announcer, QtAnnouncer):
            self.announcer.set_legacy_notify(bool(self._setting("orca_fallback", True)))

    def _follow_mouse(self, event: Any) -> None:
        """A click puts the keyboard cursor where it lands (before the click's
        own move runs), so keys and mouse can be mixed."""
        hit = getattr(self.view, "hit", None)
        if hit is None or event.button() != Qt.MouseButton.LeftButton:
            return
        where = hit(event.position())
        if where is None:
            return
        pile, index = where
        if index is not None and (not pile.is_tableau or not self.state.is_face_up(
                self.state.pile_cards(pile)[index])):
            index = None
        self.cursor = cur.clamp(self.state, Cursor(pile, index, self.cursor.held, self.cursor.held_from))
        self._update_markers()
        self._report_focus(force=False)

    # -- announcing -------------------------------------------------------------------
    def say(self, text: str, assertive: bool = False) -> None:
        self.announcer.announce(text, assertive)

    def say_again(self) -> None:
        last = self.announcer.last
        if last is None:
            self.say(msg.nothing_to_repeat())
        else:
            self.announcer.announce(last, True)

    def _on_changed(self, change: StateChange) -> None:
        self._change_serial += 1
        self._last_initiator = change.initiator
        self._hints = []
        self._hint_index = -1
        hint_setter = getattr(self.view, "show_hint", None)
        if hint_setter is not None:
            hint_setter(None)
        self.cursor = cur.after_change(change.after, self.cursor)
        touched = change.touched
        if change.transition is not None and change.transition.revealed_in is not None:
            touched = (*touched, change.transition.revealed_in)
        self.tree.notify_changed(touched)
        self._update_markers()
        self._start_solver()
        if self._batch is not None:
            self._batch.append(change)
            return
        if change.initiator is Initiator.NEW_GAME:
            text = describe.new_game_text(change.after, self.model.deal_number, self.brief())
        elif change.initiator in (Initiator.PLAYER, Initiator.AUTO):
            # A move: no focus event (it would cut the announcement off in a screen
            # reader and mostly repeat it); the announcement says where the focus
            # rests when that is news.
            parts = [describe.change_text(change, self.model.elapsed_ms(), self.brief(),
                                          with_status=False)]
            now_on = self._now_on(change)
            if now_on:
                parts.append(now_on)
            status = describe.status_text(change.status, change.after, self.model.elapsed_ms())
            if status:
                parts.append(status)
            self.say(" ".join(parts))
            return
        else:
            text = describe.change_text(change, self.model.elapsed_ms(), self.brief())
        # Focus first, then the result: the announcement is what must be heard whole.
        self._report_focus(force=False)
        self.say(text)

    def _now_on(self, change: StateChange) -> str | None:
        """"Now on: …" when the focused object changed and the move's words do
        not already name it; the focus itself moves silently."""
        target = self.tree.current()
        if target is self._focus_obj:
            return None
        self._focus_obj = target
        t = change.transition
        pile = self.cursor.pile
        card = cur.focused_card(self.state, self.cursor)
        if (t is None or pile in (STOCK, WASTE) or t.kind is ChangeKind.RECYCLE
                or pile not in (t.source, t.target, t.revealed_in)):
            return None  # the waste: the move's words say what it shows now
        if card is not None and (card in t.cards or card is t.revealed):
            return None
        if card is None and pile is t.source and pile.is_tableau:
            return None  # "Column 3 is now empty." was said
        return describe.now_on(self.state, pile, cur.focused_index(self.state, self.cursor),
                               self.brief())

    def _on_refused(self, error: IllegalMove) -> None:
        self.say(describe.illegal(error), assertive=True)

    # -- playing -----------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        return self.model.play(move)

    def draw(self) -> None:
        self.play(DRAW)

    def pick_or_drop(self) -> None:
        c = self.cursor
        if c.is_holding:
            if c.pile is c.held_from:
                self.cancel()
                return
            held = c.held
            if self.play(Move.to(held[0], c.pile)):
                return
            self.cursor = c  # refused: still holding, the reason was said
            return
        if c.pile is STOCK:
            self.draw()
            return
        picked = cur.pick_up(self.state, c)
        if picked is None:
            self.say(msg.nothing_to_pick_up(c.pile))
            return
        for lower, upper in zip(picked.held, picked.held[1:]):
            if not upper.fits_on(lower):  # say why now, not at the drop
                self.say(describe.illegal(IllegalMove(Reason.BROKEN_RUN, Move(picked.held[0], c.pile),
                                                      picked.held[0], upper)), assertive=True)
                return
        self.cursor = picked
        self._update_markers()
        self.say(describe.holding(picked.held, self.brief()))

    def cancel(self) -> None:
        if not self.cursor.is_holding:
            self.say(msg.nothing_held())
            return
        card = self.cursor.held[0]
        self.cursor = cur.put_down(self.cursor)
        self._update_markers()
        self.say(msg.put_back(card))

    def _acting_card(self) -> Card | None:
        if self.cursor.is_holding:
            return self.cursor.held[0]
        return cur.focused_card(self.state, self.cursor)

    def send_best(self) -> None:
        if self.model.status is GameStatus.READY_TO_FINISH:
            self.finish()
            return
        if self.cursor.pile is STOCK and not self.cursor.is_holding:
            self.draw()
            return
        card = self._acting_card()
        if card is None:
            self.say(msg.no_card_here())
            return
        move = best_move(self.state, card)
        if move is None:
            self.say(msg.no_place_for(card), assertive=True)
            return
        self.play(move)

    def to_foundation(self) -> None:
        card = self._acting_card()
        if card is None:
            self.say(msg.no_card_here())
            return
        self.play(Move.to_foundation(card))

    def _run_batch(self, body: Callable[[], object]) -> list[StateChange]:
        self._batch = []
        try:
            body()
        finally:
            batch, self._batch = self._batch, None
        return batch

    def auto_move(self) -> None:
        batch = self._run_batch(self.model.move_safe_cards)
        if not batch:
            self.say(msg.no_safe_moves())
            return
        cards = [card for change in batch if change.transition for card in change.transition.cards]
        text = msg.auto_moved(cards, self.brief())
        extra = describe.status_text(batch[-1].status, batch[-1].after, self.model.elapsed_ms())
        self._report_focus(force=False)
        self.say(f"{text} {extra}" if extra else text)

    # -- auto-finish ------------------------------------------------------------------------
    def _finish_interval(self) -> int:
        if self.finish_interval_ms is not None:
            return self.finish_interval_ms
        animations = getattr(self.settings, "animations_enabled", None)
        return 120 if animations is None or animations() else 0

    def finish(self) -> None:
        if self._finish_interval() <= 0:
            batch = self._run_batch(lambda: [None for _ in iter(self.model.finish_step, False)])
            self._finished(batch)
            return
        self._finishing = True
        self._finish_batch: list[StateChange] = []
        self.say(msg.finishing())
        QTimer.singleShot(self._finish_interval(), self, self._finish_tick)

    def _finish_tick(self) -> None:
        if not self._finishing:
            return
        batch = self._run_batch(self.model.finish_step)
        self._finish_batch.extend(batch)
        if batch and self.model.status is not GameStatus.WON:
            QTimer.singleShot(self._finish_interval(), self, self._finish_tick)
            return
        self._finishing = False
        self._finished(self._finish_batch)

    def stop_finishing(self) -> None:
        self._finishing = False
        self.say(msg.finish_stopped())

    def _finished(self, batch: list[StateChange]) -> None:
        self._report_focus(force=False)
        if self.model.status is GameStatus.WON:
            self.say(describe.status_text(GameStatus.WON, self.state, self.model.elapsed_ms()) or "")
        elif batch:
            cards = [c for change in batch if change.transition for c in change.transition.cards]
            self.say(msg.auto_moved(cards, self.brief()))

    # -- hints ------------------------------------------------------------------------------
    def _start_first_search(self) -> None:
        if self._solver_generation == 0:  # no move has started a search yet
            self._start_solver()

    def _start_solver(self) -> None:
        self._solver_result = None
        if self._solver is None:
            if importlib.util.find_spec("klondike_qt.model.solver_worker") is None:
                return
            try:
                from ..model.solver_worker import SolverWorker

                self._solver = SolverWorker(parent=self)
                self._solver.finished.connect(self._on_solved)
                app = QCoreApplication.instance()
                if app is not None:
                    app.aboutToQuit.connect(self._solver.shutdown)
            except Exception:  # the worker is optional: hints fall back to ordering
                self._solver = False
                return
        if not self._solver:
            return
        self._solver_generation += 1
        try:
            self._solver.request(self.state, self._solver_generation)
        except Exception:
            self._solver = False

    def use_solver(self, on: bool) -> None:
        """Turn the background solver (hints from a winning line, "still
        winnable?") on or off; off, hints are ordered by rules of thumb."""
        if not on:
            if self._solver:
                self._solver.cancel()
            self._solver = False
            self._solver_result = None
        elif self._solver is False:
            self._solver = None
            self._start_solver()

    def _on_solved(self, generation: int, result: Any) -> None:
        if generation == self._solver_generation:
            self._solver_result = (self.state.key(), result)
            if getattr(result, "first_move", None) is not None:
                # A winning line found after the hints of this position were
                # ordered (the worker keeps thinking): H starts again with it.
                self._hint_key = None

    def _solution(self) -> Any:
        if self._solver_result and self._solver_result[0] == self.state.key():
            return self._solver_result[1]
        return None

    def winnable(self) -> bool | None:
        result = self._solution()
        outcome = getattr(getattr(result, "outcome", None), "value", None)
        if outcome == "solved":
            return True
        if outcome == "unsolvable":
            return False
        if self.model.status is GameStatus.NO_MOVES:
            return False
        if self.model.status in (GameStatus.READY_TO_FINISH, GameStatus.WON):
            return True
        return None

    def hint_moves(self) -> tuple[list[Move], Move | None]:
        moves = hint_order(self.state)
        first = getattr(self._solution(), "first_move", None)
        if first is not None and first in moves:
            moves.remove(first)
            moves.insert(0, first)
        return moves, first

    def hint(self) -> None:
        key = self.state.key()
        if self._hint_key != key or not self._hints:
            self._hints, self._solver_first = self.hint_moves()
            self._hint_key = key
            self._hint_index = -1
        if not self._hints:
            self.say(describe.hint(self.state, None))
            return
        self._hint_index = (self._hint_index + 1) % len(self._hints)
        move = self._hints[self._hint_index]
        shower = getattr(self.view, "show_hint", None)
        if shower is not None:
            shower(move)
        self.say(describe.hint(self.state, move, from_solver=move == self._solver_first))

    def say_moves(self) -> None:
        self.say(describe.moves_list(self.state, hint_order(self.state), self.brief()))

    def thinking(self) -> bool | None:
        """Whether the solver is still searching the current position (None:
        no solver)."""
        if not self._solver:
            return None
        return self._solver.thinking

    def say_info(self) -> None:
        self.say(describe.info(self.state, self.model.elapsed_ms(), self.winnable(), self.thinking()))

    # -- find, history, help -------------------------------------------------------------------
    def find_card(self) -> None:
        from .find_dialog import ask_card

        text = ask_card(self.window)
        if text is not None:
            self.find(text)

    def find(self, text: str) -> Card | None:
        """Say where the typed card is, and focus it when it can be focused."""
        card = describe.parse_card_text(text)
        if card is None:
            self.say(msg.find_not_a_card(text))
            return None
        self.say(describe.find(self.state, card))
        if self.state.is_face_up(card):
            pile, index = self.state.locate(card)
            top = index == len(self.state.pile_cards(pile)) - 1
            if pile.is_tableau or top:
                self.set_cursor(Cursor(pile, index if pile.is_tableau else None,
                                       self.cursor.held, self.cursor.held_from))
        return card

    def show_history(self) -> None:
        from .history_panel import show_history

        self._history_panel = show_history(self.window, self.announcer, self._history_panel)

    def show_help(self) -> None:
        from .help_dialog import HelpDialog

        HelpDialog(self.window).exec()


#: Set to 1 to run gc.collect() every 50 ms: the lifetime stress test of the
#: accessible objects (tests/a11y/scenarios/stress.steps) uses it.
GC_STRESS_ENV = "KLONDIKE_A11Y_GC_STRESS"


def install_accessibility(window: Any, announcer: RecordingAnnouncer | None = None) -> KeyboardController:
    """Wire keyboard play and screen-reader access into ``window`` (see module doc)."""
    controller = KeyboardController(window, announcer)
    window.keyboard = controller
    if os.environ.get(GC_STRESS_ENV) == "1":
        import gc

        timer = QTimer(controller)
        timer.timeout.connect(gc.collect)
        timer.start(50)
    return controller
