"""The keyboard layer inside the real MainWindow (other engineer's window):
installed at the end of its __init__, keys through its QActions."""

from __future__ import annotations

import pytest
from a11y_helpers import press
from PySide6.QtGui import QAccessible
from ui_helpers import make_window

from klondike_qt.a11y.announcer import QtAnnouncer
from klondike_qt.engine.klondike import COLUMNS, STOCK
from klondike_qt.model.settings import Verbosity
from klondike_qt.model.storage import Profile
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.klondike_keyboard import KlondikeKeyboard
from klondike_qt.ui.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path / "profile", size=None, solver=False)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: w.view.hasFocus())
    return w


def test_installed_with_an_announcer(window):
    assert isinstance(window.keyboard, KlondikeKeyboard)
    assert isinstance(window.announcer, QtAnnouncer)
    root = QAccessible.queryAccessibleInterface(window.view)
    assert root.childCount() == 13


def test_keys_through_the_window_actions(window):
    press(window, "home")
    assert window.keyboard.cursor.pile is STOCK
    press(window, "space")
    assert window.announcer.last == "Turned queen of clubs. 23 left in stock."
    press(window, "ctrl+z")
    # The stock's top card is the focus: another card now, said after the result (one utterance).
    assert window.announcer.last == "Undone: turned queen of clubs. Now on: stock, 24 cards. Pass 1 of unlimited."
    press(window, "5")
    assert window.keyboard.cursor.pile is COLUMNS[4]
    press(window, "space")
    assert window.announcer.last == "Holding king of spades."
    press(window, "escape")
    assert window.announcer.last == "Put back the king of spades."
    assert window.isVisible() and not window.isMinimized()


def test_brief_verbosity(window):
    window.settings.set("verbosity", Verbosity.BRIEF)
    press(window, "5")
    assert window.announcer.focus_log[-1] == "King of spades, column 5"
    press(window, "n")
    assert window.announcer.last == "Turned queen of clubs."


def test_enter_finishes_and_wins(window, qtbot):
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent / "a11y"))
    from profiles import endgame_layout

    from klondike_qt.engine.klondike import Rules
    from klondike_qt.engine.status import GameStatus
    window.model.new_game(None, Rules(thoughtful=True), layout=endgame_layout())
    for key in ("5", "f"):  # every card is face up (2 in the stock): the offer comes now
        press(window, key)
    assert window.model.status is GameStatus.READY_TO_FINISH
    assert window.announcer.last.endswith("Every card is face up. Press Enter to finish.")
    press(window, "return")
    qtbot.waitUntil(lambda: window.model.status is GameStatus.WON, timeout=10000)
    qtbot.waitUntil(lambda: window.announcer.last.startswith("You won in "), timeout=3000)


def test_welcome_once_the_board_has_the_focus(qtbot, tmp_path):
    w = MainWindow(Profile(tmp_path / "p"), deal_number=7)
    qtbot.addWidget(w)
    w.narrator.welcome_delay_ms = 10
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: w.announcer.last == "Klondike, deal 7, draw 1. Press F1 for the list of keys.")


def test_hints_follow_the_solvers_winning_line(qtbot, tmp_path):
    w = MainWindow(Profile(tmp_path / "p"), deal_number=1)
    qtbot.addWidget(w)
    w.narrator.welcome_delay_ms = None
    qtbot.waitUntil(lambda: w.session.winnable() is True, timeout=10000)
    run_command(w, "hint")
    assert w.announcer.last.endswith("This keeps the deal winnable.")
    run_command(w, "say_info")
    assert w.announcer.last.endswith("The deal is still winnable.")
