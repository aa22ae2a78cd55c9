"""Keyboard-only and screen-reader play: the adapter from keys to the game.

:class:`KeyboardController` keeps the keyboard
:class:`~klondike_qt.model.cursor.Cursor`, shows it on the board (focus ring,
held mark, hint), exposes the board, piles and cards to screen readers
(:mod:`..a11y.accessible`) and turns each PLAY and QUERY command of the
command table (:mod:`.actions`) into a call on the cursor, the
:class:`~klondike_qt.model.session.GameSession` or the
:class:`~klondike_qt.a11y.narrator.Narrator`, which decides what is said.
The window builds it and hands it what it needs; it writes nothing back.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol, cast

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent
from PySide6.QtWidgets import QAbstractScrollArea, QMainWindow, QWidget

from ..a11y import accessible
from ..a11y import messages as msg
from ..a11y.announcer import FOCUS, QtAnnouncer, RecordingAnnouncer
from ..a11y.narrator import Narrator
from ..engine import COLUMNS, DRAW, STOCK, Card, GameState, GameStatus, Move, Pile
from ..engine.advice import click_move
from ..model import cursor as cur
from ..model.cursor import Cursor
from ..model.game_model import StateChange
from ..model.session import GameSession
from ..model.settings import Settings

if TYPE_CHECKING:
    from .history_panel import HistoryPanel

#: Set to 1 to run gc.collect() every 50 ms: the lifetime stress test of the
#: accessible objects (tests/a11y/scenarios/stress.steps) uses it.
GC_STRESS_ENV = "KLONDIKE_A11Y_GC_STRESS"


class Board(Protocol):
    """What the adapter asks of the board view (beyond being its focus widget)."""

    @property
    def layout_changed(self) -> SignalInstance: ...
    def set_focus_marker(self, pile: Pile | None, index: int | None) -> None: ...
    def set_held(self, cards: tuple[Card, ...]) -> None: ...
    def show_hint(self, move: Move | None) -> None: ...
    def hit(self, pos: QPointF) -> tuple[Pile, int | None] | None: ...


class KeyboardController(QObject):
    """The keyboard cursor and the commands a keyboard player gives.

    ``view`` is the board widget (it has the keyboard focus and is the
    accessible board), ``board`` its drawing API (the same object for the
    :class:`~klondike_qt.ui.board_view.BoardView`), ``actions`` the window's
    QActions by command id (for the keys of a greyed-out Undo or Redo)."""

    #: Cards were picked up with the keyboard (the pick-up sound).
    picked_up = Signal()

    def __init__(self, view: QAbstractScrollArea, board: Board, session: GameSession, announcer: RecordingAnnouncer,
                 settings: Settings | None = None, actions: Mapping[str, QAction] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.board = board
        self.session: GameSession = session
        self.announcer = announcer
        self.settings = settings
        self._actions: Mapping[str, QAction] = actions or {}
        self.cursor = Cursor(COLUMNS[0])
        self._history_panel: HistoryPanel | None = None
        self.tree = accessible.attach(view, lambda: self.state, self._focus,
                                      lambda: self.cursor.held, self._brief)
        # Connected before the narrator's: the cursor has landed when it speaks.
        session.changed.connect(self._on_changed)
        self.narrator: Narrator = Narrator(session, announcer, self.tree, lambda: self.cursor, settings, self)
        if isinstance(announcer, QtAnnouncer):
            announcer.focus_channel = self.tree.say_through_focus
        board.layout_changed.connect(self._update_markers)
        view.installEventFilter(self)
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        self._update_markers()
        if os.environ.get(GC_STRESS_ENV) == "1":
            import gc

            timer = QTimer(self)
            timer.timeout.connect(gc.collect)
            timer.start(50)

    def _brief(self) -> bool:
        return self.narrator.brief()

    @property
    def state(self) -> GameState:
        return cast(GameState, self.session.model.state)  # this adapter plays Klondike

    def run(self, command: Callable[[], object]) -> None:
        """Run a keyboard command; while cards rise at the finish, any command
        only stops them."""
        if self.session.finishing:
            self.session.stop_finishing()
            return
        command()

    # -- the cursor -------------------------------------------------------------------
    def _focus(self) -> tuple[Pile, int | None]:
        return self.cursor.pile, cur.focused_index(self.state, self.cursor)

    def focus_name(self) -> str:
        return self.tree.current_name()

    def move_cursor(self, step: Callable[[GameState, Cursor], Cursor]) -> None:
        before = cur.clamp(self.state, self.cursor)
        self.set_cursor(step(self.state, self.cursor))
        if self.cursor == before and step in (cur.up, cur.down):
            # The focus stays: say why, or the key would be silent.
            self.narrator.at_edge(self.cursor.pile, up=step is cur.up)

    def focus_column(self, number: int) -> None:
        self.move_cursor(lambda state, c: cur.to_column(state, c, number))

    def set_cursor(self, cursor: Cursor, announce_focus: bool = True) -> None:
        self.cursor = cur.clamp(self.state, cursor)
        if not self.view.hasFocus():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_markers()
        if announce_focus:
            self.narrator.focus_moved(force=True)

    def _update_markers(self) -> None:
        pile, index = self._focus()
        self.board.set_focus_marker(pile, index)
        self.board.set_held(tuple(self.cursor.held))
        self.tree.notify_held()

    def _on_changed(self, change: StateChange) -> None:
        self.board.show_hint(None)
        self.cursor = cur.after_change(change.after, self.cursor)
        touched = change.touched
        if change.transition is not None and change.transition.revealed_in is not None:
            touched = (*touched, change.transition.revealed_in)
        self.tree.notify_changed(touched)
        self._update_markers()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._viewport and isinstance(event, QMouseEvent) \
                and event.type() == QEvent.Type.MouseButtonPress:
            self._follow_mouse(event)
            return False
        if obj is self.view:
            if event.type() == QEvent.Type.FocusIn:
                self.narrator.board_focused()
            elif isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
                if self.session.finishing:
                    self.session.stop_finishing()
                    return True
                return self._greyed_out_key(event) or self._unbound_key(event)
        return False

    def _greyed_out_key(self, event: QKeyEvent) -> bool:
        """Ctrl+Z with nothing to undo: the greyed-out action takes no key, so
        the press reaches the board; it is still answered."""
        pressed = QKeySequence(event.keyCombination())
        for action_id, command in (("undo", self.undo), ("redo", self.redo)):
            action = self._actions.get(action_id)
            if action is not None and not action.isEnabled() and pressed in action.shortcuts():
                command()
                return True
        return False

    def _unbound_key(self, event: QKeyEvent) -> bool:
        """Keys that would otherwise say nothing on the board: Tab (the board is
        the only stop) says how to move; F10 opens the menu bar, as on GNOME."""
        key, mods = event.key(), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and mods in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            self.narrator.say(msg.tab_hint(), kind=FOCUS)
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
        pile, index = where
        if index is not None and (not pile.is_tableau or not self.state.is_face_up(
                self.state.pile_cards(pile)[index])):
            index = None
        self.cursor = cur.clamp(self.state, Cursor(pile, index, self.cursor.held, self.cursor.held_from))
        self._update_markers()
        self.narrator.focus_moved(force=False)

    # -- playing ---------------------------------------------------------------------------
    def undo(self) -> None:
        self.narrator.undone(self.session.undo())

    def redo(self) -> None:
        self.narrator.redone(self.session.redo())

    def draw(self) -> None:
        self.session.play(DRAW)

    def pick_or_drop(self) -> None:
        c = self.cursor
        if c.is_holding:
            if c.pile is c.held_from:
                self.cancel()
            elif not self.session.play(Move.to(c.held[0], c.pile)):
                self.cursor = c  # refused: still holding, the reason was said
            return
        if c.pile is STOCK:
            self.draw()
            return
        picked = cur.pick_up(self.state, c)
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
        if not self.cursor.is_holding:
            self.narrator.nothing_held()
            return
        card = self.cursor.held[0]
        self.cursor = cur.put_down(self.cursor)
        self._update_markers()
        self.narrator.put_back(card)

    def _acting_card(self) -> Card | None:
        if self.cursor.is_holding:
            return self.cursor.held[0]
        return cur.focused_card(self.state, self.cursor)

    def send_best(self) -> None:
        if self.session.status is GameStatus.READY_TO_FINISH:
            self.session.finish()
            return
        if self.cursor.pile is STOCK and not self.cursor.is_holding:
            self.draw()
            return
        card = self._acting_card()
        if card is None:
            self.narrator.no_card_here()
            return
        move = click_move(self.state, card)
        if move is None:
            self.narrator.no_place_for(card)
            return
        self.session.play(move)

    def to_foundation(self) -> None:
        card = self._acting_card()
        if card is None:
            self.narrator.no_card_here()
            return
        self.session.play(Move.to_foundation(card))

    def hint(self) -> None:
        move, from_solver = self.session.next_hint()
        if not isinstance(move, Move):
            move = None
        if move is not None:
            self.board.show_hint(move)
        self.narrator.hint(move, from_solver)

    # -- find, history, help ---------------------------------------------------------------
    def find_card(self) -> None:
        from .find_dialog import ask_card

        text = ask_card(self.view.window())
        if text is not None:
            self.find(text)

    def find(self, text: str) -> Card | None:
        """Say where the typed card is, and focus it when it can be focused."""
        card = self.narrator.find(text)
        if card is not None and self.state.is_face_up(card):
            pile, index = self.state.locate(card)
            top = index == len(self.state.pile_cards(pile)) - 1
            if pile.is_tableau or top:
                self.set_cursor(Cursor(pile, index if pile.is_tableau else None,
                                       self.cursor.held, self.cursor.held_from))
        return card

    def show_history(self) -> None:
        from .history_panel import show_history

        self._history_panel = show_history(self.view.window(), self.announcer, self._history_panel)

    @property
    def history_panel(self) -> HistoryPanel | None:
        return self._history_panel


def open_menu_bar(view: QWidget) -> bool:
    """F10 on a board opens the window's menu bar at its first menu, as on GNOME
    (every game's keyboard uses it); False when there is no menu bar to open."""
    window = view.window()
    bar = window.menuBar() if isinstance(window, QMainWindow) else None
    menus = [a for a in bar.actions() if a.menu() is not None and a.isVisible()] if bar else []
    if not menus or bar is None:
        return False
    bar.setActiveAction(menus[0])
    return True
