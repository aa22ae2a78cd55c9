"""Keyboard-only and screen-reader play of FreeCell: the adapter from the
command table's PLAY and QUERY commands to the FreeCell cursor
(:mod:`..model.freecell_cursor`), the session and the
:class:`~..a11y.freecell_narrator.FreeCellNarrator`. It has the method names
of Klondike's :class:`~.keyboard.KeyboardController`, so the command table
(:mod:`.actions`) drives either; the cursor steps it is handed (Klondike's
``cursor.left`` …) are mapped to FreeCell's."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent

from ..a11y.announcer import QtAnnouncer, RecordingAnnouncer
from ..a11y.freecell_accessible import attach_freecell
from ..a11y.freecell_narrator import FreeCellNarrator
from ..engine import Card, GameStatus
from ..engine.freecell import FOUNDATION, FreeCellMove, FreeCellState, Target
from ..engine.freecell.advice import click_move
from ..engine.freecell.piles import CELLS, FreeCellPile, move_to
from ..model import cursor as klondike_cursor
from ..model import freecell_cursor as cur
from ..model.freecell_cursor import FreeCellCursor
from ..model.freecell_model import FreeCellChange, FreeCellModel
from ..model.session import GameSession
from ..model.settings import Settings
from .keyboard import open_menu_bar

if TYPE_CHECKING:
    from .freecell_board import FreeCellBoard
    from .history_panel import HistoryPanel

#: Klondike's cursor steps (what the command table hands over) → FreeCell's.
_STEPS: dict[object, Callable[[FreeCellState, FreeCellCursor], FreeCellCursor]] = {
    klondike_cursor.left: cur.left, klondike_cursor.right: cur.right, klondike_cursor.up: cur.up,
    klondike_cursor.down: cur.down, klondike_cursor.home: cur.home, klondike_cursor.end: cur.end,
}


class FreeCellKeyboard(QObject):
    """The FreeCell keyboard cursor and the commands a keyboard player gives."""

    #: A card or run was picked up by Space (the sound cue listens).
    picked_up = Signal()

    def __init__(self, view: FreeCellBoard, session: GameSession, announcer: RecordingAnnouncer,
                 settings: Settings | None = None, actions: Mapping[str, QAction] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        assert isinstance(session.model, FreeCellModel)
        self.view = view
        self.board = view
        self.session = session
        self.model: FreeCellModel = session.model
        self.announcer = announcer
        self.settings = settings
        self._actions: Mapping[str, QAction] = actions or {}
        self.cursor = FreeCellCursor(CELLS[0])
        self.cursor = cur.to_column(self.state, self.cursor, 1)
        self._history_panel: HistoryPanel | None = None
        self.tree = attach_freecell(view, lambda: self.state, self._focus, lambda: self.cursor.held, self._brief)
        session.changed.connect(self._on_changed)
        self.narrator = FreeCellNarrator(session, announcer, self.tree, lambda: self.cursor, settings, self)
        if isinstance(announcer, QtAnnouncer):
            announcer.focus_channel = self.tree.say_through_focus
        view.layout_changed.connect(self._update_markers)
        view.nowhere.connect(self.narrator.no_place_for)
        view.installEventFilter(self)
        self._viewport = view.viewport()
        self._viewport.installEventFilter(self)
        self._update_markers()

    def _brief(self) -> bool:
        return self.narrator.brief()

    @property
    def state(self) -> FreeCellState:
        return self.model.state

    def run(self, command: Callable[[], object]) -> None:
        if self.session.finishing:
            self.session.stop_finishing()
            return
        command()

    # -- the cursor -------------------------------------------------------------------
    def _focus(self) -> tuple[FreeCellPile, int | None]:
        return self.cursor.pile, cur.focused_index(self.state, self.cursor)

    def focus_name(self) -> str:
        return self.tree.current_name()

    def move_cursor(self, step: Callable[..., Any]) -> None:
        fc_step = _STEPS.get(step)
        if fc_step is None:  # a Klondike-only place (the waste): nothing in FreeCell
            return
        before = cur.clamp(self.state, self.cursor)
        self.set_cursor(fc_step(self.state, self.cursor))
        if self.cursor == before and fc_step in (cur.up, cur.down):
            # The focus stays: say why, or the key would be silent (as Klondike's).
            self.narrator.at_edge(self.cursor.pile, up=fc_step is cur.up)

    def focus_column(self, number: int) -> None:
        self.set_cursor(cur.to_column(self.state, self.cursor, number))

    def focus_cells(self) -> None:
        self.set_cursor(cur.to_cells(self.state, self.cursor))

    def set_cursor(self, cursor: FreeCellCursor, announce_focus: bool = True) -> None:
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

    def _on_changed(self, change: FreeCellChange) -> None:
        self.board.show_hint(None)
        self.cursor = cur.after_change(change.after, self.cursor)
        self.tree.notify_changed(change.touched)
        self._update_markers()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._viewport and isinstance(event, QMouseEvent) \
                and event.type() == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            where = self.board.hit(event.position())
            if where is not None:
                self.cursor = cur.clamp(self.state, FreeCellCursor(where[0], where[1], self.cursor.held,
                                                                   self.cursor.held_from))
                self._update_markers()
                self.narrator.focus_moved(force=False)
            return False
        if obj is self.view:
            if event.type() == QEvent.Type.FocusIn:
                self.narrator.board_focused()
            elif isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
                if self.session.finishing:
                    self.session.stop_finishing()
                    return True
                if self._unbound_key(event):
                    return True
                pressed = QKeySequence(event.keyCombination())
                for action_id, command in (("undo", self.undo), ("redo", self.redo)):
                    action = self._actions.get(action_id)
                    if action is not None and not action.isEnabled() and pressed in action.shortcuts():
                        command()
                        return True
        return False

    def _unbound_key(self, event: QKeyEvent) -> bool:
        """Keys that would otherwise say nothing on the board (as Klondike's):
        Tab says how to move; F10 opens the menu bar, as on GNOME."""
        key, mods = event.key(), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and mods in (
                Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            self.narrator.tab_pressed()
            return True
        if key == Qt.Key.Key_F10 and mods == Qt.KeyboardModifier.NoModifier:
            return open_menu_bar(self.view)
        return False

    # -- playing ------------------------------------------------------------------------------
    def undo(self) -> None:
        self.narrator.undone(self.session.undo())

    def redo(self) -> None:
        self.narrator.redone(self.session.redo())

    def draw(self) -> None:
        """No stock in FreeCell (the command is not offered): nothing."""

    def pick_or_drop(self) -> None:
        c = self.cursor
        if c.is_holding:
            if c.pile == c.held_from:
                self.cancel()
            elif not self.session.play(move_to(self.state, c.held[0], c.pile)):
                self.cursor = c  # refused: still holding, the reason was said
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
        card = self._acting_card()
        if card is None:
            self.narrator.no_card_here()
            return
        if not self.cursor.is_holding:
            picked = cur.pick_up(self.state, self.cursor)
            if picked is not None and self.narrator.broken_run(picked.held, self.cursor.pile):
                return  # the focused card and what lies on it are no run
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
        self.session.play(FreeCellMove(card, FOUNDATION))

    def to_cell(self) -> None:
        card = self._acting_card()
        if card is None:
            self.narrator.no_card_here()
            return
        if not self.cursor.is_holding and self.cursor.pile.is_column and card is not self.state.columns[
                self.cursor.pile.number - 1][-1]:
            self.narrator.cell_takes_one(card)  # cards lie on it: the rule that matters is the cell's
            return
        self.session.play(FreeCellMove(card, Target.cell()))

    def hint(self) -> None:
        move, from_solver = self.session.next_hint()
        fc_move = move if isinstance(move, FreeCellMove) else None
        if fc_move is not None:
            self.board.show_hint(fc_move)
        self.narrator.hint(fc_move, from_solver)

    def say_room(self) -> None:
        self.narrator.say_room()

    # -- find, history -------------------------------------------------------------------------
    def find_card(self) -> None:
        from .find_dialog import ask_card

        text = ask_card(self.view.window())
        if text is not None:
            self.find(text)

    def find(self, text: str) -> Card | None:
        card = self.narrator.find(text)
        if card is not None:
            from ..engine.freecell.piles import locate_pile

            pile, index = locate_pile(self.state, card)
            self.set_cursor(FreeCellCursor(pile, index if pile.is_column else None, self.cursor.held,
                                           self.cursor.held_from))
        return card

    def show_history(self) -> None:
        from .history_panel import show_history

        self._history_panel = show_history(self.view.window(), self.announcer, self._history_panel)

    @property
    def history_panel(self) -> HistoryPanel | None:
        return self._history_panel
