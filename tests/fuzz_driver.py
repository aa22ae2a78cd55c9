"""A random player for the real main window: keys (every shortcut of the action
table plus random letters), clicks, double-clicks, drags, resizes, undo/redo
bursts, setting changes and new deals — and after every action a check that
the board shows exactly the model's state, that the model is a legal position
reached from its deal, and that nothing raised.

Used by ``tests/test_fuzz_window.py`` (short) and ``bench/fuzz_window.py`` (long).
Modal dialogs that keys open (settings, statistics, choose deal, find, help)
are closed by a timer, which counts them.
"""

from __future__ import annotations

import random
import string
import sys
import traceback
from collections.abc import Callable

from PySide6.QtCore import QPointF, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from ui_helpers import card_point, click, double_click, drag, pile_point, scene_problems

from klondike_qt.engine.klondike import ALL_PILES, IllegalMove, apply, deal_layout, state_from_layout
from klondike_qt.engine.rules import Scoring
from klondike_qt.model.settings import DECKS, Animations, Verbosity
from klondike_qt.ui.command_table import COMMANDS

#: Keys that end the session (Quit) are not pressed; everything else is.
SKIPPED_ACTIONS = {"quit"}
EXTRA_KEYS = ["Tab", "Shift+Tab", "Backspace", "Delete", "PgUp", "PgDown", "Shift+Right", "Shift+Up",
              "Ctrl+Right", "Space", "Return", "Escape", "Left", "Right", "Up", "Down", "Home", "End"]


class ErrorTrap:
    """Records Python exceptions (``sys.excepthook``, which PySide calls for
    exceptions raised in slots and event handlers) and Qt critical/fatal messages."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.warnings: list[str] = []
        self._old_hook = None

    def __enter__(self) -> ErrorTrap:
        self._old_hook = sys.excepthook

        def hook(kind, value, tb):
            self.errors.append("".join(traceback.format_exception(kind, value, tb)))

        sys.excepthook = hook
        self._old_handler = qInstallMessageHandler(self._qt_message)
        return self

    def _qt_message(self, kind, context, message) -> None:
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            self.errors.append(f"Qt: {message}")
        elif kind is QtMsgType.QtWarningMsg:
            self.warnings.append(message)

    def __exit__(self, *exc) -> None:
        sys.excepthook = self._old_hook
        qInstallMessageHandler(self._old_handler)


class DialogCloser:
    """Closes any modal dialog shortly after it opens (keys like Ctrl+, open them)."""

    def __init__(self, interval_ms: int = 15) -> None:
        self.closed: dict[str, int] = {}
        self.timer = QTimer()
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.close_one)
        self.timer.start()

    def close_one(self) -> None:
        widget = QApplication.activeModalWidget() or QApplication.activePopupWidget()
        if widget is None:
            return
        name = type(widget).__name__
        self.closed[name] = self.closed.get(name, 0) + 1
        if isinstance(widget, QDialog):
            widget.reject()
        else:
            widget.close()


def key_list(window) -> list[str]:
    keys = []
    for spec in COMMANDS:
        if spec.id not in SKIPPED_ACTIONS:
            keys += window.settings.shortcuts_for(spec.id)
    return keys


def press(window, text: str) -> None:
    sequence = QKeySequence(text)
    if sequence.isEmpty():
        return
    combination = sequence[0]
    target = QApplication.focusWidget() or window.view
    QTest.keyClick(target, combination.key(), combination.keyboardModifiers())


def board_problems(window) -> list[str]:
    """Every card item whose place, face or stacking differs from the model (the UI
    tests' ``scene_problems``, which expects cards held by the keyboard lifted)."""
    return scene_problems(window.view, window.model.state)


def model_problems(window) -> list[str]:
    """The model's position must be its deal with its history applied, move by move."""
    model = window.model
    initial = model.initial_state
    problems = []
    if model.deal_number is not None:
        expected = state_from_layout(deal_layout(model.deal_number), model.rules, model.to_saved().start_score)
        if expected != initial:
            fields = [name for name in initial.__slots__ if getattr(expected, name) != getattr(initial, name)] \
                if hasattr(initial, "__slots__") else []
            problems.append(f"initial state is not deal {model.deal_number} ({model.rules}): differs in {fields}")
    state = initial
    for step, move in enumerate(model.history, start=1):
        try:
            state = apply(state, move)
        except IllegalMove as error:
            return problems + [f"history move {step} {move} is illegal: {error}"]
    if state != model.state:
        problems.append("the history does not lead to the shown position")
    return problems


class Fuzzer:
    def __init__(self, window, rng: random.Random, wait: Callable[[int], None]) -> None:
        self.window = window
        self.rng = rng
        self.wait = wait
        self.keys = key_list(window)
        self.counts: dict[str, int] = {}
        self.log: list[str] = []

    def step(self) -> str:
        """One random action; returns its description."""
        rng, window, view = self.rng, self.window, self.window.view
        QApplication.processEvents()
        if QApplication.activeWindow() is not window:
            # What the window manager does when a dialog closes (the offscreen platform does not).
            window.activateWindow()
            QApplication.processEvents()
        state = window.model.state
        roll = rng.random()
        if roll < 0.40:
            key = rng.choice(self.keys)
            press(window, key)
            kind, what = "key", key
        elif roll < 0.50:
            key = rng.choice([*string.ascii_uppercase, *string.digits, *EXTRA_KEYS,
                              *(f"Shift+{c}" for c in "ABCXYZ")])
            press(window, key)
            kind, what = "letter", key
        elif roll < 0.72:
            cards = [c for pile in ALL_PILES for c in state.pile_cards(pile)]
            card = rng.choice(cards)
            point = card_point(view, card)
            gesture = rng.choice(("click", "double", "drag", "drag"))
            if gesture == "click":
                click(view, point)
            elif gesture == "double":
                double_click(view, point)
            else:
                target = rng.choice(ALL_PILES)
                drag(view, point, pile_point(view, state, target), steps=rng.randint(1, 5))
            kind, what = gesture, str(card)
        elif roll < 0.76:
            size = view.viewport().size()
            point = QPointF(rng.uniform(0, size.width()), rng.uniform(0, size.height()))
            click(view, point)
            kind, what = "click", "anywhere"
        elif roll < 0.80:
            width, height = rng.randint(480, 1500), rng.randint(380, 1100)
            window.resize(width, height)
            kind, what = "resize", f"{width}x{height}"
        elif roll < 0.87:
            count = rng.randint(1, 12)
            action = rng.choice(("undo", "redo"))
            for _ in range(count):
                window.actions[action].trigger()
            kind, what = action, str(count)
        elif roll < 0.94:
            name, value = self.random_setting()
            window.settings.set(name, value)
            kind, what = "setting", f"{name}={value}"
        elif roll < 0.97:
            window.session.new_deal(rng.randint(1, 2**32 - 1))
            kind, what = "new deal", str(window.model.deal_number)
        else:
            self.wait(rng.choice((1, 5, 30)))  # let timers run: auto-finish, autosave, hints
            kind, what = "wait", ""
        self.counts[kind] = self.counts.get(kind, 0) + 1
        text = f"{kind} {what}".strip()
        self.log.append(text)
        return text

    def random_setting(self):
        rng = self.rng
        name = rng.choice(("deck", "zoom", "verbosity", "animations", "draw", "passes", "scoring",
                           "thoughtful", "orca_fallback", "winnable_only"))
        value = {
            "deck": lambda: rng.choice(DECKS),
            "zoom": lambda: round(rng.uniform(0.5, 2.0), 2),
            "verbosity": lambda: rng.choice(list(Verbosity)),
            "animations": lambda: rng.choice((Animations.OFF, Animations.OFF, Animations.ON)),
            "draw": lambda: rng.choice((1, 3)),
            "passes": lambda: rng.choice((None, 1, 3)),
            "scoring": lambda: rng.choice(list(Scoring)),
            "thoughtful": lambda: rng.random() < 0.5,
            "orca_fallback": lambda: rng.random() < 0.5,
            "winnable_only": lambda: rng.random() < 0.5,
        }[name]()
        return name, value

    def problems(self) -> list[str]:
        return board_problems(self.window) + model_problems(self.window)
