"""Keyboard-only and screen-reader play: the adapter from keys to a game.

:class:`KeyboardBase` is what every game's keyboard shares: it keeps the
keyboard cursor (:class:`~klondike_qt.model.cursor_base.CursorBase`), shows it on
the board (focus ring, held mark, hint), attaches the game's accessible tree
and narrator, filters the board's keys and clicks (Tab, F10, a greyed-out
Undo), and turns each PLAY and QUERY command of the command table
(:mod:`.actions`) -- an intent such as "step left" or "say the reserve" --
into a call on the cursor, the :class:`~klondike_qt.model.session.GameSession`
or the narrator, which decides what is said. The window builds it and hands it
what it needs; it writes nothing back.

A game's keyboard (``klondike_keyboard``, ``freecell_keyboard``,
``spider_keyboard``) supplies only what is its own: its cursor functions
(``ops``), its tree and narrator, where a drop goes, its best move and its
extra commands (``COMMANDS``) with their words (``WORDS``).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, cast

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from ..a11y import messages as msg
from ..a11y.announcer import QtAnnouncer, RecordingAnnouncer
from ..a11y.describe_common import parse_card_text
from ..engine.cards import Card
from ..engine.status import GameStatus
from ..model.cursor_base import CursorBase
from ..model.model_base import Initiator
from ..model.session import GameSession
from ..model.settings import Settings
from .commands import Command, CommandWords, Step

if TYPE_CHECKING:
    from .board_base import BoardBase
    from .history_panel import HistoryPanel

#: Set to 1 to run gc.collect() every 50 ms: the lifetime stress test of the
#: accessible objects (tests/a11y/scenarios/stress.steps) uses it.
GC_STRESS_ENV = "KLONDIKE_A11Y_GC_STRESS"
#: Milliseconds between the board getting the focus back from a dialog and the dialog's
#: answer: the screen reader speaks the window's activation and the returning focus first,
#: and drops an answer sent before it (Find's, issue 28: under a window manager the board
#: has the focus again as soon as the dialog closes, before Orca hears of it).
ANSWER_AFTER_FOCUS_MS = 600
#: Milliseconds after which a dialog's answer is said even if the board never got the focus back.
ANSWER_AT_LATEST_MS = 3000


class CursorOps[S, C](Protocol):
    """A game's cursor functions (its ``model/*cursor.py`` module is one)."""

    def clamp(self, state: S, cursor: C, /) -> C: ...
    def focused_index(self, state: S, cursor: C, /) -> int | None: ...
    def focused_card(self, state: S, cursor: C, /) -> Card | None: ...
    def pick_up(self, state: S, cursor: C, /) -> C | None: ...
    def put_down(self, cursor: C, /) -> C: ...
    def after_change(self, state: S, cursor: C, /) -> C: ...
    def to_column(self, state: S, cursor: C, number: int, /) -> C: ...
    def left(self, state: S, cursor: C, /) -> C: ...
    def right(self, state: S, cursor: C, /) -> C: ...
    def up(self, state: S, cursor: C, /) -> C: ...
    def down(self, state: S, cursor: C, /) -> C: ...
    def home(self, state: S, cursor: C, /) -> C: ...
    def end(self, state: S, cursor: C, /) -> C: ...


class KeyboardBase[S, C: CursorBase[Any]](QObject):
    """The keyboard cursor and the commands a keyboard player gives, in any
    game. ``board`` is the game's board widget: it has the keyboard focus, is
    the accessible board and draws the focus ring, the held mark and the hint.
    ``actions`` are the window's QActions by command id (for the keys of a
    greyed-out Undo or Redo)."""

    #: Cards were picked up with the keyboard (the pick-up sound).
    picked_up = Signal()

    #: The command table's optional commands (``ActionSpec.optional``) this game offers.
    COMMANDS: ClassVar[frozenset[str]] = frozenset()
    #: This game's own menu text and description of a command, by command id.
    WORDS: ClassVar[Mapping[str, CommandWords]] = {}
    #: The type of this game's moves (a hint of another type is no hint).
    MOVE_TYPE: ClassVar[type] = object
    #: The game's narrator class (it decides what is said).
    NARRATOR: ClassVar[Callable[..., Any]]
    #: Whether finding a card says the focus too (Spider's find says it all).
    FIND_SAYS_FOCUS: ClassVar[bool] = True

    #: The game's cursor functions.
    ops: CursorOps[S, C]
    narrator: Any
    tree: Any

    def __init__(self, board: BoardBase[Any, Any], session: GameSession, announcer: RecordingAnnouncer,
                 settings: Settings | None = None, actions: Mapping[str, QAction] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = board
        #: Its drawing API (what ``set_held`` takes is the game's).
        self.board: Any = board
        self.session: GameSession = session
        self.announcer = announcer
        self.settings = settings
        self._actions: Mapping[str, QAction] = actions or {}
        self.cursor: C = self._first_cursor()
        self._history_panel: HistoryPanel | None = None
        #: What to say once the board has the focus back from a dialog (see :meth:`after_focus_back`).
        self._pending_answer: Callable[[], object] | None = None
        #: Announcements made while the window was not active, or just after the board got the
        #: focus back: said once the screen reader has read the focus (:meth:`_through_focus`).
        self._unsaid: list[str] = []
        self._focus_back = QElapsedTimer()  # since the board last got the focus
        self.tree = self._attach_tree()
        # Connected before the narrator's: the cursor has landed when it speaks.
        session.changed.connect(self._on_changed)
        self.narrator = self.NARRATOR(session, announcer, self.tree, lambda: self.cursor, settings, self)
        if isinstance(announcer, QtAnnouncer):  # Orca 43: announcements through the focused card
            announcer.focus_channel = self._through_focus
        board.layout_changed.connect(self._update_markers)
        board.nowhere.connect(self.narrator.no_place_for)
        board.installEventFilter(self)
        self._viewport = board.viewport()
        self._viewport.installEventFilter(self)
        self._update_markers()
        if os.environ.get(GC_STRESS_ENV) == "1":
            import gc

            timer = QTimer(self)
            timer.timeout.connect(gc.collect)
            timer.start(50)

    @classmethod
    def offers(cls, spec: Command) -> bool:
        """Whether this game has the command (every game has the non-optional ones)."""
        return not spec.optional or spec.id in cls.COMMANDS

    # -- what a game supplies ------------------------------------------------------------
    @property
    def state(self) -> S:
        return cast(S, self.session.model.state)  # the session plays this keyboard's game

    def _first_cursor(self) -> C:
        """Where the focus starts a deal (the current state): at start, after a new deal and a restart."""
        raise NotImplementedError

    def _attach_tree(self) -> Any:
        """The game's accessible tree on ``self.view``."""
        raise NotImplementedError

    def _drop(self, c: C) -> bool:
        """Put the held cards on the focused pile; False when refused (the reason was said)."""
        raise NotImplementedError

    def _best_move(self) -> Any:
        """Enter: the move for the focused or held cards, or None (the reason said)."""
        card = self._acting_card()
        if card is None:
            self.narrator.no_card_here()
            return None
        if not self.cursor.is_holding:
            picked = self.ops.pick_up(self.state, self.cursor)
            if picked is not None and self.narrator.broken_run(picked.held, self.cursor.pile):
                return None  # the focused card and what lies on it are no run
        move = self._click_move(card)
        if move is None:
            self.narrator.no_place_for(card)
        return move

    def _click_move(self, card: Card) -> Any:
        """The game's best move for ``card`` (as a click on it)."""
        raise NotImplementedError

    def _foundation_move(self, card: Card) -> Any:
        raise NotImplementedError

    def _found(self, card: Card) -> C | None:
        """Where the cursor goes for a found card, or None when it cannot go there."""
        raise NotImplementedError

    def _is_stock(self, pile: Any) -> bool:
        """Space or Enter on this pile deals (``draw``)."""
        return False

    def _edge_of(self, cursor: C) -> bool:
        """Up or Down that stays here is an edge worth saying."""
        return True

    def _held_mark(self) -> Any:
        """What the board marks as held."""
        return tuple(self.cursor.held)

    def _touched(self, change: Any) -> tuple[Any, ...]:
        return tuple(change.touched)

    def _clicked(self, pile: Any, index: int | None) -> C:
        """The cursor on a clicked place."""
        return replace(self.cursor, pile=pile, index=index)

    def tab_pressed(self) -> None:
        """Tab on the board (its only stop): how to move."""
        self.narrator.tab_pressed()

    def draw(self) -> None:
        """N: turn or deal cards; nothing in a game without a stock (not offered there)."""

    # -- the cursor -------------------------------------------------------------------
    def _brief(self) -> bool:
        return bool(self.narrator.brief())

    def run(self, command: Callable[[], object]) -> None:
        """Run a keyboard command; while cards rise at the finish, any command
        only stops them."""
        if self.session.finishing:
            self.session.stop_finishing()
            return
        command()

    def _focus(self) -> tuple[Any, int | None]:
        return self.cursor.pile, self.ops.focused_index(self.state, self.cursor)

    def focus_name(self) -> str:
        return str(self.tree.current_name())

    def step(self, step: Step) -> None:
        """Move the cursor one step; an arrow that stays at an edge says so (and only that):
        Up or Down in every game, Left or Right where a row ends rather than wraps (Pyramid's)."""
        ops = self.ops
        function = {Step.LEFT: ops.left, Step.RIGHT: ops.right, Step.UP: ops.up, Step.DOWN: ops.down,
                    Step.FIRST: ops.home, Step.LAST: ops.end}[step]
        before = ops.clamp(self.state, self.cursor)
        after = function(self.state, self.cursor)
        stays = ops.clamp(self.state, after) == before and self._edge_of(before)
        if stays and step in (Step.UP, Step.DOWN):
            self.narrator.at_edge(before.pile, up=step is Step.UP)
            return
        if stays and step in (Step.LEFT, Step.RIGHT) and self.narrator.at_side_edge(before.pile, left=step is Step.LEFT):
            return
        self.set_cursor(after)

    def focus_column(self, number: int) -> None:
        self.set_cursor(self.ops.to_column(self.state, self.cursor, number))

    def set_cursor(self, cursor: C, announce_focus: bool = True) -> None:
        self.cursor = self.ops.clamp(self.state, cursor)
        if not self.view.hasFocus():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_markers()
        if announce_focus:
            self.narrator.focus_moved(force=True)

    def _update_markers(self) -> None:
        pile, index = self._focus()
        self.board.set_focus_marker(pile, index)
        self.board.set_held(self._held_mark())
        self.tree.notify_held()

    def _on_changed(self, change: Any) -> None:
        self.board.show_hint(None)
        held, held_from = self.cursor.held, self.cursor.held_from
        # A new deal or a restart starts where the game starts a fresh deal, whatever the focus was.
        self.cursor = self._first_cursor() if change.initiator is Initiator.NEW_GAME \
            else self.ops.after_change(change.after, self.cursor)
        if held and not self.cursor.held and held_from is not None and any(
                item.face_up and item.card == held[0] for item in self.view.items_on(held_from)):
            # An undo, a draw or a deal let go of cards it left where they were held from
            # (face up: Spider's other decks may hold the same card face down there).
            self.narrator.let_go(held[0])
        self.tree.notify_changed(self._touched(change))
        self._update_markers()

    # -- keys and clicks on the board -----------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._viewport and isinstance(event, QMouseEvent) \
                and event.type() == QEvent.Type.MouseButtonPress:
            self._follow_mouse(event)
            return False
        if obj is self.view:
            if event.type() == QEvent.Type.FocusIn:
                self.narrator.board_focused()
                if self._pending_answer is not None:
                    QTimer.singleShot(ANSWER_AFTER_FOCUS_MS, self, self._answer)
                self._focus_back.start()
                QTimer.singleShot(ANSWER_AFTER_FOCUS_MS, self, self._say_unsaid)
            elif isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
                if self.session.finishing:
                    self.session.stop_finishing()
                    return True
                return self._greyed_out_key(event) or self._unbound_key(event)
        return False

    def _greyed_out_key(self, event: QKeyEvent) -> bool:
        """Ctrl+Z with nothing to undo: the greyed-out action takes no key, so
        the press reaches the board; it is still answered. So is another game's
        key (X in Spider): it says why it does nothing here."""
        pressed = QKeySequence(event.keyCombination())
        for action_id, command in (("undo", self.undo), ("redo", self.redo)):
            action = self._actions.get(action_id)
            if action is not None and not action.isEnabled() and pressed in action.shortcuts():
                command()
                return True
        for action in self._actions.values():
            if not action.isVisible() and pressed in action.shortcuts():  # hidden: not this game's command
                key = pressed.toString(QKeySequence.SequenceFormat.NativeText)
                self.narrator.say(msg.key_of_another_game(key, action.text().replace("&", "")))
                return True
        return False

    def _unbound_key(self, event: QKeyEvent) -> bool:
        """Keys that would otherwise say nothing on the board: Tab (the board is
        the only stop) says how to move; F10 opens the menu bar, as on GNOME."""
        key, mods = event.key(), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and mods in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            self.tab_pressed()
            return True
        if key == Qt.Key.Key_F10 and mods == Qt.KeyboardModifier.NoModifier:
            return open_menu_bar(self.view)
        return False

    def _follow_mouse(self, event: QMouseEvent) -> None:
        """A click puts the keyboard cursor where it lands (before the click's
        own move runs), so keys and mouse can be mixed."""
        if event.button() != Qt.MouseButton.LeftButton:
            return
        where = self.board.hit(event.position())
        if where is None:
            return
        self.cursor = self.ops.clamp(self.state, self._clicked(*where))
        self._update_markers()
        self.narrator.focus_moved(force=False)

    # -- playing ---------------------------------------------------------------------------
    def undo(self) -> None:
        self.narrator.undone(self.session.undo())

    def redo(self) -> None:
        self.narrator.redone(self.session.redo())

    def pick_or_drop(self) -> None:
        c = self.cursor
        if c.is_holding:
            if c.at_source:
                self.cancel()
            elif not self._drop(c):
                self.cursor = c  # refused: still holding, the reason was said
            return
        if self._is_stock(c.pile):
            self.draw()
            return
        picked = self.ops.pick_up(self.state, c)
        if picked is None:
            self.narrator.nothing_to_pick_up(c.pile)
            return
        if self.narrator.broken_run(picked.held, c.pile):
            return
        self.cursor = picked
        self._update_markers()
        self.narrator.holding(picked.held)
        self.picked_up.emit()

    def cancel(self) -> None:
        """Escape: put the held cards back. Where the game's cursor goes with
        them, the screen reader's focus goes too."""
        if not self.cursor.is_holding:
            self.narrator.nothing_held()
            return
        card = self.cursor.held[0]
        self.cursor = self.ops.put_down(self.cursor)
        self._update_markers()
        self.narrator.put_back(card)  # with "Now on: …" when the focus went with the cards

    def _acting_card(self) -> Card | None:
        if self.cursor.is_holding:
            return self.cursor.held[0]
        return self.ops.focused_card(self.state, self.cursor)

    def send_best(self) -> None:
        if self.session.status is GameStatus.READY_TO_FINISH:
            self.session.finish()
            return
        if self._is_stock(self.cursor.pile) and not self.cursor.is_holding:
            self.draw()
            return
        move = self._best_move()
        if move is not None:
            self.session.play(move)

    def to_foundation(self) -> None:
        card = self._acting_card()
        if card is None:
            self.narrator.no_card_here()
            return
        self.session.play(self._foundation_move(card))

    def hint(self) -> None:
        move, from_solver = self.session.next_hint()
        if not isinstance(move, self.MOVE_TYPE):
            move = None
        if move is not None:
            self.board.show_hint(move)
        self.narrator.hint(move, from_solver)

    # -- what a screen-reader player asks ----------------------------------------------------
    def say_reserve(self) -> None:
        """U: the cards in reserve (Klondike's waste and stock, FreeCell's cells, Spider's stock)."""
        self.narrator.say_waste_stock()

    def say_foundations(self) -> None:
        self.narrator.say_foundations()

    def say_columns(self) -> None:
        self.narrator.say_columns()

    def say_info(self) -> None:
        self.narrator.say_info()

    def say_moves(self) -> None:
        self.narrator.say_moves()

    def say_last_move(self) -> None:
        self.narrator.say_last_move()

    def say_again(self) -> None:
        self.narrator.say_again()

    # -- find, history -----------------------------------------------------------------------
    def find_card(self) -> None:
        from .find_dialog import ask_card

        text = ask_card(self.view.window())
        if text is not None:
            self.after_focus_back(lambda: self.find(text))

    def after_focus_back(self, answer: Callable[[], object]) -> None:
        """Run ``answer`` (a dialog's answer) a moment after the board has the focus
        back (or at the latest after a few seconds)."""
        self._pending_answer = answer
        if self.view.hasFocus() and self.view.window().isActiveWindow():
            QTimer.singleShot(ANSWER_AFTER_FOCUS_MS, self, self._answer)
        else:
            QTimer.singleShot(ANSWER_AT_LATEST_MS, self, self._answer)

    def _answer(self) -> None:
        answer, self._pending_answer = self._pending_answer, None
        if answer is not None:
            answer()

    def _through_focus(self, text: str) -> bool:
        """The announcer's way to Orca 43: ``text`` spoken by the focused card. Made while
        the window is not active (a dialog open), or as the board gets the focus back (the
        new deal after "Leave this game?"), the words would be lost: the screen reader's
        focus is not the card yet, or the focus report that follows cuts them off. They
        are said once the board has had the focus for a moment, after its name (or as a
        notification, at the latest after a few seconds)."""
        settled = not self._focus_back.isValid() or self._focus_back.elapsed() >= ANSWER_AFTER_FOCUS_MS
        if self.view.window().isActiveWindow() and settled:
            return bool(self.tree.say_through_focus(text))
        self._unsaid.append(text)
        if len(self._unsaid) == 1:
            QTimer.singleShot(ANSWER_AT_LATEST_MS, self, self._say_unsaid)
        return True

    def _say_unsaid(self) -> None:
        text, self._unsaid = " ".join(self._unsaid), []
        if text and not self.tree.say_through_focus(text) and isinstance(self.announcer, QtAnnouncer):
            self.announcer.notify(text)

    def find(self, text: str) -> Card | None:
        """Focus the typed card when it can be focused, then say where it is (the
        focus first: an answer is not cut off by a later focus report)."""
        card = parse_card_text(text)
        where = self._found(card) if card is not None else None
        if where is not None:
            self.set_cursor(where, announce_focus=self.FIND_SAYS_FOCUS)
        self.narrator.find(text)
        return card

    def show_history(self) -> None:
        from .history_panel import show_history

        self._history_panel = show_history(self.view.window(), self.announcer, self._history_panel)

    @property
    def history_panel(self) -> HistoryPanel | None:
        return self._history_panel


def open_menu_bar(view: QWidget) -> bool:
    """F10 on a board opens the window's menu bar at its first menu, as on GNOME;
    False when there is no menu bar to open."""
    window = view.window()
    bar = window.menuBar() if isinstance(window, QMainWindow) else None
    menus = [a for a in bar.actions() if a.menu() is not None and a.isVisible()] if bar else []
    if not menus or bar is None:
        return False
    bar.setActiveAction(menus[0])
    return True
