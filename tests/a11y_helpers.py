"""Shared set-up for the keyboard and accessibility tests: a small main window
(model, board view, settings, one QAction per command) with the keyboard
controller installed and a RecordingAnnouncer."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

from PySide6.QtGui import QAccessible, QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow

from klondike_qt.a11y.announcer import RecordingAnnouncer
from klondike_qt.engine.klondike import Rules
from klondike_qt.model.klondike_model import KlondikeModel
from klondike_qt.model.session import GameSession
from klondike_qt.model.settings import Settings
from klondike_qt.ui.command_table import COMMANDS, connect_commands
from klondike_qt.ui.games import find_game
from klondike_qt.ui.klondike_board import KlondikeBoard
from klondike_qt.ui.klondike_keyboard import KlondikeKeyboard


class HarnessWindow(QMainWindow):
    """What the keyboard controller needs of the real MainWindow, and no more:
    a session over a model, a board view, one QAction per command wired
    through the command table, the keyboard adapter and a RecordingAnnouncer."""

    def __init__(self, settings_path: Path, rules: Rules | None = None, solver: bool = False) -> None:
        super().__init__()
        self.game = "klondike"
        self.definition = find_game(self.game)
        self.settings = Settings(settings_path, {spec.id: spec.shortcuts for spec in COMMANDS})
        self.settings.set("animations", self.settings.get("animations").__class__("off"))
        self.model = KlondikeModel(rules or Rules(), self)
        self.view = KlondikeBoard(self.model, self.settings, self)
        self.session = GameSession(self.model, self.settings, parent=self)
        self.setCentralWidget(self.view)
        self.actions: dict[str, QAction] = {}
        for spec in COMMANDS:
            action = QAction(spec.translated_text(), self)
            action.setShortcuts([QKeySequence(s) for s in self.settings.shortcuts_for(spec.id)])
            self.addAction(action)
            self.actions[spec.id] = action
        self.announcer = RecordingAnnouncer(self)
        self.keyboard = KlondikeKeyboard(self.view, self.session, self.announcer,
                                           self.settings, self.actions, self)
        self.narrator = self.keyboard.narrator
        connect_commands(self.actions, self)
        self.session.finish_interval_ms = 0
        self.narrator.welcome_delay_ms = None
        self.session.use_solver(solver)  # off: hint words do not depend on timing
        self.resize(900, 700)

    def show_help(self) -> None:
        """F1, as in MainWindow: the command table asks the window for it."""
        from klondike_qt.ui.help_dialog import HelpDialog

        HelpDialog(self).exec()


def make_window(tmp_path: Path, rules: Rules | None = None, deal: int | None = 1,
                layout=None, solver: bool = False) -> HarnessWindow:
    QApplication.instance() or QApplication([])
    window = HarnessWindow(tmp_path / "settings.ini", rules, solver)
    if layout is not None:
        window.model.new_game(None, rules, layout=layout)
    elif deal is not None:
        window.model.new_game(deal, rules)
    window.announcer.clear_log()
    return window


def show_focused(qtbot, window):
    """Show ``window`` and wait until its board has the keyboard focus."""
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: window.view.hasFocus())
    return window


def tree_of(window: HarnessWindow) -> list[tuple[str, str, int]]:
    """(role, name, child count) for the board and every pile and card, depth first."""
    out = []

    def walk(iface, depth):
        out.append((depth, iface.role().name, iface.text(QAccessible.Text.Name), iface.childCount()))
        for i in range(iface.childCount()):
            walk(iface.child(i), depth + 1)

    walk(QAccessible.queryAccessibleInterface(window.view), 0)
    return out


# -- playing by keys ------------------------------------------------------------
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from klondike_qt.engine.klondike import GameState, Move, PileKind  # noqa: E402

KEYS = {
    "left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right, "up": Qt.Key.Key_Up, "down": Qt.Key.Key_Down,
    "home": Qt.Key.Key_Home, "end": Qt.Key.Key_End, "space": Qt.Key.Key_Space,
    "return": Qt.Key.Key_Return, "escape": Qt.Key.Key_Escape, "f1": Qt.Key.Key_F1,
    "f2": Qt.Key.Key_F2, "f10": Qt.Key.Key_F10, "tab": Qt.Key.Key_Tab,
}


def press(window: HarnessWindow, key: str) -> None:
    """Press a key (``"right"``, ``"7"``, ``"h"``, ``"ctrl+l"``, ``"ctrl+shift+h"``) on
    the widget that has the keyboard focus, as a player would."""
    parts = key.lower().split("+")
    modifiers = Qt.KeyboardModifier.NoModifier
    for part in parts[:-1]:
        modifiers |= {"ctrl": Qt.KeyboardModifier.ControlModifier,
                      "shift": Qt.KeyboardModifier.ShiftModifier,
                      "alt": Qt.KeyboardModifier.AltModifier}[part]
    name = parts[-1]
    code = KEYS.get(name)
    if code is None:
        code = Qt.Key(ord(name.upper()))
    target = QApplication.focusWidget() or window.view
    QTest.keyClick(target, code, modifiers)


def keys_for_move(state: GameState, move: Move) -> list[str]:
    """The keys a keyboard player presses for ``move``: focus the card, pick it
    up, focus the target, put it down (F for a foundation, N for a draw)."""
    if move.card is None:
        return ["n"]
    assert move.target is not None
    source, index = state.locate(move.card)
    if source.kind is PileKind.TABLEAU:
        focus = [str(source.index)] + ["up"] * (len(state.pile_cards(source)) - 1 - index)
    elif source.kind is PileKind.WASTE:
        focus = ["p"]
    else:
        focus = ["home"] + ["right"] * source.order
    if move.target.kind is PileKind.FOUNDATION:
        return focus + ["f"]
    return focus + ["space", str(move.target.index), "space"]


def check_tree(window: HarnessWindow) -> None:
    """The accessible tree matches the game: 13 piles (Grouping) in keyboard
    order, their cards (ListItem) bottom first — or, for an empty pile, its
    place (ListItem) — names from describe, a face-down card never named (but
    the stock's top card, named as the stock), the focus always on a list
    item, the focused and held states where the cursor says."""
    from klondike_qt.a11y import klondike_describe as describe
    from klondike_qt.engine.klondike import ALL_PILES, STOCK
    from klondike_qt.model import klondike_cursor as cur

    Role = QAccessible.Role
    Text = QAccessible.Text
    state = window.model.state
    keyboard = window.keyboard
    brief, held = window.narrator.brief(), keyboard.cursor.held
    root = QAccessible.queryAccessibleInterface(window.view)
    assert root.role() == Role.Grouping and root.text(Text.Name) == "Card table"
    assert root.childCount() == 13
    focus_pile, focus_index = keyboard.cursor.pile, cur.focused_index(state, keyboard.cursor)
    has_focus = window.view.hasFocus()
    for i, pile in enumerate(ALL_PILES):
        p = root.child(i)
        assert p.role() == Role.Grouping and p.parent() is root and root.indexOfChild(p) == i
        assert p.text(Text.Name) == describe.pile_title(pile)
        assert p.text(Text.Description) == describe.pile_summary(state, pile)
        assert not p.state().focused
        cards_ = state.pile_cards(pile)
        if not cards_:
            assert p.childCount() == 1
            place = p.child(0)
            assert place.role() == Role.ListItem and place.parent() is p and p.indexOfChild(place) == 0
            assert place.text(Text.Name) == describe.focus_text(state, pile, None, brief, held)
            assert place.state().focused == (has_focus and pile is focus_pile)
            assert (p.focusChild() is place) == (has_focus and pile is focus_pile)
            continue
        assert p.childCount() == len(cards_)
        for j, card in enumerate(cards_):
            c = p.child(j)
            assert c is p.child(j)  # the same object every time
            assert c.role() == Role.ListItem and c.parent() is p and p.indexOfChild(c) == j
            name = c.text(Text.Name)
            top_of_stock = pile is STOCK and j == len(cards_) - 1
            if top_of_stock:
                assert name == describe.focus_text(state, pile, None, brief, held)
            elif state.is_face_up(card):
                assert name == describe.focus_text(state, pile, j, brief, held)
            else:
                assert name == "Face-down card"  # every accessible name starts with a capital
            st = c.state()
            assert st.selected == (card in keyboard.cursor.held)
            assert not st.checked and not st.checkable
            focused = has_focus and pile is focus_pile and (top_of_stock if pile is STOCK else j == focus_index)
            assert st.focused == focused
            if focused:
                assert p.focusChild() is c and root.focusChild() is c
