"""Keyboard-only and screen-reader play of Spider: the adapter from the
command table's PLAY and QUERY commands to the Spider cursor
(:mod:`..model.spider_cursor`), the session and the
:class:`~..a11y.spider_narrator.SpiderNarrator`. It has the method names of
Klondike's :class:`~.keyboard.KeyboardController` (and FreeCell's), so the
command table (:mod:`.actions`) drives any of them; the cursor steps it is
handed (Klondike's ``cursor.left`` …) are mapped to Spider's. ``draw`` (N)
deals a row; Space or Enter on the stock does too. The completed sequences are
a place to read (Left from column 1, Right from the stock): nothing is taken
from there, and nothing put there (a sequence goes by itself)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QMouseEvent

from ..a11y.announcer import QtAnnouncer, RecordingAnnouncer
from ..a11y.spider_accessible import Slot, attach_spider
from ..a11y.spider_describe import find_first
from ..a11y.spider_narrator import SpiderNarrator
from ..engine import Card
from ..engine.spider import DEAL, SpiderMove, SpiderState
from ..engine.spider.advice import click_move
from ..engine.spider.piles import COLUMNS, SpiderPile
from ..model import cursor as klondike_cursor
from ..model import spider_cursor as cur
from ..model.session import GameSession
from ..model.settings import Settings
from ..model.spider_cursor import SpiderCursor
from ..model.spider_model import SpiderChange, SpiderModel
from .keyboard import open_menu_bar

if TYPE_CHECKING:
    from .history_panel import HistoryPanel
    from .spider_board import SpiderBoard

#: Klondike's cursor steps (what the command table hands over) → Spider's.
_STEPS: dict[object, Callable[[SpiderState, SpiderCursor], SpiderCursor]] = {
    klondike_cursor.left: cur.left, klondike_cursor.right: cur.right, klondike_cursor.up: cur.up,
    klondike_cursor.down: cur.down, klondike_cursor.home: cur.home, klondike_cursor.end: cur.end,
}


class SpiderKeyboard(QObject):
    """The Spider keyboard cursor and the commands a keyboard player gives."""

    #: A run was picked up by Space (the sound cue listens).
    picked_up = Signal()

    def __init__(self, view: SpiderBoard, session: GameSession, announcer: RecordingAnnouncer,
                 settings: Settings | None = None, actions: Mapping[str, QAction] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        assert isinstance(session.model, SpiderModel)
        self.view = view
        self.board = view
        self.session = session
        self.model: SpiderModel = session.model
        self.announcer = announcer
        self.settings = settings
        self._actions: Mapping[str, QAction] = actions or {}
        self.cursor = cur.to_column(self.state, SpiderCursor(COLUMNS[0]), 1)
        self._history_panel: HistoryPanel | None = None
        self.tree = attach_spider(view, lambda: self.state, self._focus, self._held_slots, self._brief)
        session.changed.connect(self._on_changed)
        self.narrator = SpiderNarrator(session, announcer, self.tree, lambda: self.cursor, settings, self)
        if isinstance(announcer, QtAnnouncer):  # Orca 43: announcements through the focused card, as in Klondike
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
    def state(self) -> SpiderState:
        return self.model.state

    def run(self, command: Callable[[], object]) -> None:
        command()

    # -- the cursor -------------------------------------------------------------------
    def _focus(self) -> tuple[SpiderPile, int | None]:
        return self.cursor.pile, cur.focused_index(self.state, self.cursor)

    def _held_slots(self) -> frozenset[Slot]:
        c = self.cursor
        if not c.is_holding or c.held_from is None:
            return frozenset()
        column = self.state.columns[c.held_from.number - 1]
        start = len(column) - len(c.held)
        return frozenset((c.held_from, i) for i in range(start, len(column)))

    def focus_name(self) -> str:
        return self.tree.current_name()

    def move_cursor(self, step: Callable[..., Any]) -> None:
        sp_step = _STEPS.get(step)
        if sp_step is None:  # a Klondike-only place (the waste): nothing in Spider
            return
        before = cur.clamp(self.state, self.cursor)
        after = sp_step(self.state, self.cursor)
        if cur.clamp(self.state, after) == before and sp_step in (cur.up, cur.down) and before.pile.is_column \
                and self.state.columns[before.pile.number - 1]:
            # The focus stays: say why (and only that), or the key would say the same card again.
            self.narrator.at_edge(before.pile, up=sp_step is cur.up)
            return
        self.set_cursor(after)

    def focus_column(self, number: int) -> None:
        self.set_cursor(cur.to_column(self.state, self.cursor, number))

    def focus_stock(self) -> None:
        self.set_cursor(cur.to_stock(self.state, self.cursor))

    def set_cursor(self, cursor: SpiderCursor, announce_focus: bool = True) -> None:
        self.cursor = cur.clamp(self.state, cursor)
        if not self.view.hasFocus():
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_markers()
        if announce_focus:
            self.narrator.focus_moved(force=True)

    def _update_markers(self) -> None:
        pile, index = self._focus()
        self.board.set_focus_marker(pile, index)
        held = self._held_slots()
        self.board.set_held((self.cursor.held_from, min(i for _, i in held)) if held and self.cursor.held_from else None)
        self.tree.notify_held()

    def _on_changed(self, change: SpiderChange) -> None:
        self.board.show_hint(None)
        self.cursor = cur.after_change(change.after, self.cursor)
        self.tree.notify_changed(change.touched)
        self._update_markers()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._viewport and isinstance(event, QMouseEvent) \
                and event.type() == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            where = self.board.hit(event.position())
            if where is not None:  # a column, the stock or the completed sequences
                self.cursor = cur.clamp(self.state, SpiderCursor(where[0], where[1], self.cursor.held,
                                                                 self.cursor.held_from))
                self._update_markers()
                self.narrator.focus_moved(force=False)
            return False
        if obj is self.view:
            if event.type() == QEvent.Type.FocusIn:
                self.narrator.board_focused()
            elif isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
                key, mods = event.key(), event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
                if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and mods in (
                        Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
                    self.narrator.tab_pressed()  # the board is one stop: say how to move (as FreeCell's)
                    return True
                if key == Qt.Key.Key_F10 and mods == Qt.KeyboardModifier.NoModifier \
                        and open_menu_bar(self.view):
                    return True
                pressed = QKeySequence(event.keyCombination())
                for action_id, command in (("undo", self.undo), ("redo", self.redo)):
                    action = self._actions.get(action_id)
                    if action is not None and not action.isEnabled() and pressed in action.shortcuts():
                        command()
                        return True
        return False

    # -- playing ------------------------------------------------------------------------------
    def undo(self) -> None:
        self.narrator.undone(self.session.undo())

    def redo(self) -> None:
        self.narrator.redone(self.session.redo())

    def draw(self) -> None:
        """N: deal a row (refused with its reason while a column is empty)."""
        if self.cursor.is_holding:
            self.cursor = cur.put_down(self.cursor)
            self._update_markers()
        self.session.play(DEAL)

    def pick_or_drop(self) -> None:
        c = self.cursor
        if c.is_holding and c.held_from is not None:
            if c.pile == c.held_from:
                self.cancel()
                return
            if c.pile.is_stock:
                self.narrator.no_place_for(c.held[0])
                return
            if c.pile.is_completed:
                self.narrator.cant_onto_completed(c.held[0])
                return
            column = self.state.columns[c.held_from.number - 1]
            move = SpiderMove(c.held_from.number, c.held[0], c.pile.number)
            if len(column) < len(c.held) or not self.session.play(move):
                self.cursor = c  # refused: still holding, the reason was said
            return
        if c.pile.is_stock:
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

    def send_best(self) -> None:
        c = self.cursor
        if c.pile.is_stock and not c.is_holding:
            self.draw()
            return
        if c.pile.is_completed and not c.is_holding:
            self.narrator.nothing_to_pick_up(c.pile)  # the sequences stay there
            return
        source = c.held_from if c.is_holding and c.held_from is not None else c.pile
        column = self.state.columns[source.number - 1]
        index = len(column) - len(c.held) if c.is_holding else cur.focused_index(self.state, c)
        if index is None:
            self.narrator.no_card_here()
            return
        if not c.is_holding and self.narrator.broken_run(column[index:], source):
            return
        move = click_move(self.state, source.number, index)
        if move is None:
            self.narrator.no_place_for(column[index])
            return
        self.session.play(move)

    def to_foundation(self) -> None:
        """No foundations in Spider (the command is not offered): nothing."""

    def hint(self) -> None:
        move, from_solver = self.session.next_hint()
        sp_move = move if isinstance(move, SpiderMove) else None
        if sp_move is not None:
            self.board.show_hint(sp_move)
        self.narrator.hint(sp_move, from_solver)

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
            where = find_first(self.state, card)
            if where is not None:
                self.set_cursor(SpiderCursor(COLUMNS[where[0] - 1], where[1], self.cursor.held,
                                             self.cursor.held_from), announce_focus=False)
        return card

    def show_history(self) -> None:
        from .history_panel import show_history

        self._history_panel = show_history(self.view.window(), self.announcer, self._history_panel)

    @property
    def history_panel(self) -> HistoryPanel | None:
        return self._history_panel
