"""The keys that change nothing still answer. (The Orca-43 fallback through the
focused card's description is checked out of process, where accessibility is
active: tests/test_a11y_atspi.py, orca_nav.steps.)"""

from __future__ import annotations

import pytest
from a11y_helpers import make_window, press, show_focused
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenuBar


@pytest.fixture
def window(qtbot, tmp_path):
    return show_focused(qtbot, make_window(tmp_path, deal=2))


def test_down_on_the_top_card_of_a_column_says_where_the_focus_is(window):
    press(window, "3")
    press(window, "down")
    assert window.announcer.texts[-1] == "Bottom of column 3."
    assert window.keyboard.cursor.pile.index == 3


def test_up_in_the_top_row_says_there_is_nothing_above(window):
    press(window, "home")
    press(window, "up")
    assert window.announcer.texts[-1] == "Top row: nothing above the stock."
    press(window, "right")
    press(window, "up")
    assert window.announcer.texts[-1] == "Top row: nothing above the waste."


def test_moves_that_change_the_focus_say_no_edge(window):
    press(window, "3")
    before = list(window.announcer.texts)
    press(window, "up")  # to the waste above
    press(window, "down")  # back to column 2 (beneath the waste)
    assert window.announcer.texts == before


def test_tab_on_the_board_says_how_to_move(window):
    QTest.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.announcer.texts[-1].startswith("The arrow keys move between the piles")
    assert window.view.hasFocus()


def test_f10_opens_the_menu_bar(qtbot, window):
    bar = QMenuBar(window)
    menu = bar.addMenu("Game")
    menu.addAction("New deal")
    window.setMenuBar(bar)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    QTest.keyClick(window.view, Qt.Key.Key_F10)
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    menu.close()


def test_without_the_board_focus_the_channel_declines(window):
    tree = window.keyboard.tree
    window.view.clearFocus()
    assert tree.last_focus is None
    assert tree.say_through_focus("Hello.") is False
