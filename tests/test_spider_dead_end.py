"""A proven-lost Spider position, end to end in the window (offscreen): the
solver worker proves it lost, the narrator says "Dead end" once per
position, "still winnable?" (the I key) says it can no longer be won; a
winnable position is never said to be one."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from test_spider_lost import LOST
from ui_helpers import make_window

from klondike_qt.a11y import messages as msg
from klondike_qt.engine.klondike.solver import Verdict
from klondike_qt.engine.spider import SpiderMove, new_spider
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.spider_model import SpiderModel
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.main_window import MainWindow

DEAD_END = "Dead end: the solver has proved that this position cannot be won."


def window_with_solver(qtbot, profile_dir) -> MainWindow:
    window = make_window(qtbot, profile_dir, "spider", variant=2, size=None, solver=True)
    window.session._start_first_search()  # not after the start-up delay
    return window


def said(window: MainWindow) -> list[str]:
    return window.announcer.texts


def test_a_lost_position_is_said_a_dead_end_once_and_the_i_key_says_so(qtbot, profile_dir):
    window = window_with_solver(qtbot, profile_dir)
    model = window.model
    assert isinstance(model, SpiderModel)
    model.new_game(None, opening=LOST)
    assert model.status is GameStatus.IN_PROGRESS  # it has moves: not "no moves left"
    qtbot.waitUntil(lambda: window.session.winnable() is False, timeout=20_000)
    # Lost from its opening position: said so once, with no undo advised (issue 28).
    lost = msg.deal_lost_from_start()
    qtbot.waitUntil(lambda: lost in said(window), timeout=5_000)
    result = window.session.analysis()
    assert result is not None and result.outcome is Verdict.UNSOLVABLE
    run_command(window, "say_info")
    assert said(window)[-1].endswith("This deal cannot be won.")  # no move made yet: as in every game
    window.session.take_analysis(result)  # the same answer for the same position: told once
    # A move in a deal lost from the start: the new position is lost too, and nothing new to say.
    assert window.session.play(SpiderMove.parse("t10:7h>t9"))
    qtbot.waitUntil(lambda: window.session.winnable() is False, timeout=20_000)
    assert said(window).count(lost) == 1 and not any(text.startswith(DEAD_END) for text in said(window))
    window.close()


def test_a_winnable_deal_is_never_said_a_dead_end(qtbot, profile_dir):
    window = window_with_solver(qtbot, profile_dir)
    model = window.model
    assert isinstance(model, SpiderModel)
    model.new_game(3, 1)
    assert model.state == new_spider(3, 1)
    qtbot.waitUntil(lambda: window.session.winnable() is True, timeout=20_000)
    run_command(window, "say_info")
    assert said(window)[-1].endswith("The deal is still winnable.")
    assert not any(text.startswith(DEAD_END) for text in said(window))
    window.close()
