"""The win animation of FreeCell and Spider (Klondike's is in test_ui_mouse.py):
through the board base, with animations on the cards leave their piles and fan
out in rows of Ace to King above the win banner, checked once the animations
have ended; with animations off (the setting, or the system's reduced motion)
nothing moves; an undo after the win puts every card back on its pile."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessibilityHints
from test_freecell_window import scene_problems as freecell_problems
from test_spider_window import scene_problems as spider_problems
from ui_helpers import make_window

from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.freecell import FOUNDATION, FreeCellMove, FreeCellState
from klondike_qt.engine.spider import SpiderMove, SpiderState
from klondike_qt.engine.spider.piles import COLUMNS as SPIDER_COLUMNS
from klondike_qt.engine.spider.piles import COMPLETED
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.settings import Animations
from klondike_qt.ui.board_items import CardItem
from klondike_qt.ui.freecell_board import FreeCellBoard
from klondike_qt.ui.main_window import MainWindow
from klondike_qt.ui.spider_board import SpiderBoard

C = Card.parse


def _freecell_one_card_from_the_win(window: MainWindow) -> None:
    """Every card up but the king of hearts, alone in column 1."""
    columns = ((C("Kh"),),) + ((),) * 7
    window.model.new_game(None, opening=FreeCellState(columns, foundations=(13, 13, 13, 12)))


def _spider_one_move_from_the_win(window: MainWindow) -> None:
    """Seven sequences done; spades King to 2 in column 1, the ace in column 2."""
    run = tuple(Card.of(rank, Suit.SPADES) for rank in range(13, 1, -1))
    columns = (run, (C("As"),)) + ((),) * 8
    window.model.new_game(None, opening=SpiderState(columns, (0,) * 10, (), (Suit.SPADES,) * 7, 1))


def _fan_problems(window: MainWindow, items: list[CardItem], rows: int) -> list[str]:
    """What is wrong with the fan: every card inside the table's columns and above
    the banner, ``rows`` rows of 13 places, Ace to King from left to right."""
    view = window.view
    w, h = view.card_size()
    geometry = view.board_geometry
    margin = geometry.to_px(geometry.table.margin_x, 0)[0]
    width = view.viewport().width()
    problems = []
    if view.banner_kind != "won":
        problems.append(f"the banner is {view.banner_kind!r}")
    banner_top = view._banner.rect.top()
    for item in items:
        x, y = item.pos().x(), item.pos().y()
        if not (margin - 0.5 <= x and x + w <= width - margin + 0.5):
            problems.append(f"{item.card} at x {x:.0f}: out of the table")
        if not (y >= 0 and y + h <= banner_top + 0.5):
            problems.append(f"{item.card} at y {y:.0f}: under the banner (at {banner_top:.0f})")
    xs = sorted({round(item.pos().x(), 1) for item in items})
    ys = sorted({round(item.pos().y(), 1) for item in items})
    if len(xs) != 13 or len(ys) != rows:
        problems.append(f"{len(xs)} columns and {len(ys)} rows, not 13 and {rows}")
    for item in items:
        if round(item.pos().x(), 1) != xs[item.card.rank - 1]:
            problems.append(f"{item.card} not in its rank's place")
    return problems


def test_freecell_won_with_animations_on_fans_the_cards_out_above_the_banner(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "freecell", animations=True, size=(800, 600), solver=False)
    view = window.view
    assert isinstance(view, FreeCellBoard)
    _freecell_one_card_from_the_win(window)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the keyboard in use: the focus ring shows
    assert view.focus_ring_shown
    assert window.session.play(FreeCellMove(C("Kh"), FOUNDATION))
    assert window.model.status is GameStatus.WON
    assert view.animating
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    items = [view.card_item(Card.of(rank, suit)) for suit in Suit for rank in range(1, 14)]
    assert _fan_problems(window, items, 4) == []
    rows = {suit: {round(view.card_item(Card.of(rank, suit)).pos().y(), 1) for rank in range(1, 14)}
            for suit in Suit}
    assert all(len(row) == 1 for row in rows.values())  # a row per suit
    assert not view.focus_ring_shown  # no ring round nothing in the middle of the fan
    assert freecell_problems(window) != []  # the cards really left their piles
    window.session.undo()  # the king back in its column: every card back in its place
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert freecell_problems(window) == []
    window.close()


def test_spider_won_with_animations_on_fans_the_eight_sequences_out_above_the_banner(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", animations=True, size=(800, 600), variant=1, solver=False)
    view = window.view
    assert isinstance(view, SpiderBoard)
    _spider_one_move_from_the_win(window)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert window.session.play(SpiderMove(2, C("As"), 1))
    assert window.model.status is GameStatus.WON
    assert view.animating
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    items = view.pile_items(COMPLETED)
    assert len(items) == 104
    assert _fan_problems(window, items, 8) == []
    for start in range(0, 104, 13):  # a row per sequence
        assert len({round(item.pos().y(), 1) for item in items[start:start + 13]}) == 1
    assert not view.focus_ring_shown
    assert spider_problems(window) != []
    window.session.undo()
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert spider_problems(window) == []
    assert [item.card for item in view.pile_items(SPIDER_COLUMNS[1])] == [C("As")]
    window.close()


@pytest.mark.parametrize("game", ["freecell", "spider"])
@pytest.mark.parametrize("motion", ["off", "reduced"])
def test_no_fan_with_animations_off_or_reduced_motion(qtbot, profile_dir, monkeypatch, game, motion):
    """The setting off, or "follow the system" with the system asking for reduced
    motion (as Klondike's board): the cards stay on their piles."""
    if game == "freecell":
        window = make_window(qtbot, profile_dir, "freecell", animations=False, solver=False)
        _freecell_one_card_from_the_win(window)
        move, problems = FreeCellMove(C("Kh"), FOUNDATION), freecell_problems
    else:
        window = make_window(qtbot, profile_dir, "spider", animations=False, variant=1, solver=False)
        _spider_one_move_from_the_win(window)
        move, problems = SpiderMove(2, C("As"), 1), spider_problems
    if motion == "reduced":
        window.settings.set("animations", Animations.SYSTEM)
        monkeypatch.setattr(QAccessibilityHints, "motionPreference",
                            lambda self: Qt.MotionPreference.ReducedMotion)
        assert not window.settings.animations_enabled()
    assert window.session.play(move)
    assert window.model.status is GameStatus.WON
    assert not window.view.animating
    assert problems(window) == []
    window.close()
