"""The mouse layer's feedback: the focus ring only for the keyboard (focus-visible),
the drop ring under the dragged cards, a click on a card that cannot move, the win fan."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAccessible, QMouseEvent
from ui_helpers import (
    DEAL_42_WIN,
    LEFT,
    NONE,
    _send,
    card_point,
    click,
    drag,
    make_window,
    pile_point,
    scene_problems,
    settled_scene_problems,
    winning_line,
)

from klondike_qt.a11y import messages as msg
from klondike_qt.engine.cards import CARDS
from klondike_qt.engine.klondike import COLUMNS, Move
from klondike_qt.engine.klondike.advice import click_move
from klondike_qt.engine.status import GameStatus
from klondike_qt.ui.actions import Menu
from klondike_qt.ui.klondike_board import NO_MOVE_MS


def stuck_card(state):
    """A face-up column card a click cannot move (deal 1 has some at the start)."""
    for column in state.tableau:
        card = column[-1]
        if click_move(state, card) is None:
            return card
    raise AssertionError("no stuck card")


# -- the focus ring: shown once the keyboard is used, hidden on mouse use ------------------
def test_a_mouse_player_never_sees_the_focus_ring_until_a_key_is_used(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    view = window.view
    view.setFocus()
    qtbot.wait(20)
    assert not view.focus_ring_shown  # start-up: column 1 is focused, but no ring
    click(view, card_point(view, window.model.state.tableau[3][-1]))
    assert not view.focus_ring_shown  # nor after a click
    qtbot.keyClick(view, Qt.Key.Key_Control)  # a modifier alone (Ctrl+wheel) is not keyboard use
    assert not view.focus_ring_shown
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the keyboard's action takes it: the ring shows
    assert view.focus_ring_shown
    click(view, card_point(view, window.model.state.tableau[5][-1]))
    assert not view.focus_ring_shown  # the mouse again: hidden
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.focus_ring_shown


def test_the_ring_is_not_left_at_a_dragged_cards_place_and_lies_under_moving_cards(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1, animations=True)
    view, model = window.view, window.model
    for move in winning_line()[:winning_line().index(Move.parse("6c>t1"))]:
        model.play(move)
    qtbot.waitUntil(lambda: not view.animating, timeout=3000)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focus_ring_shown
    state = model.state
    card = Move.parse("6c>t1").card
    start, end = card_point(view, card), pile_point(view, state, COLUMNS[0])
    _send(view, QMouseEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    _send(view, QMouseEvent.Type.MouseMove, (start + end) / 2, NONE, LEFT)
    _send(view, QMouseEvent.Type.MouseMove, end, NONE, LEFT)
    assert not view.focus_ring_shown  # not at the card's old place
    dragged = view.card_item(card)
    # The green ring goes round the target, under the card being dragged.
    assert view._drop_marker.isVisible()
    assert view._drop_marker.zValue() < dragged.zValue()
    assert view._drop_marker.zValue() > max(view.card_item(c).zValue() for c in state.tableau[0])
    # Dropped nowhere: the card glides home over the rings, not under them.
    _send(view, QMouseEvent.Type.MouseMove, QPointF(start.x(), view.height() - 5), NONE, LEFT)
    _send(view, QMouseEvent.Type.MouseButtonRelease, QPointF(start.x(), view.height() - 5), LEFT, NONE)
    assert view.animating
    assert dragged.zValue() > view._focus_ring.zValue()
    assert dragged.zValue() > view._drop_marker.zValue()
    assert settled_scene_problems(qtbot, view, state) == []


def test_after_a_drag_that_moved_its_card_a_key_shows_the_ring_again(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    view, model = window.view, window.model
    for move in winning_line()[:winning_line().index(Move.parse("6c>t1"))]:
        model.play(move)
    card = Move.parse("6c>t1").card
    drag(view, card_point(view, card), pile_point(view, model.state, COLUMNS[0]))
    assert model.state.tableau[0][-1] == card  # the drop moved it
    assert not view.focus_ring_shown
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the drag is over: the keyboard shows the ring
    assert view.focus_ring_shown


# -- a click on a card with no legal move ---------------------------------------------------------
@pytest.mark.parametrize("animations", [True, False], ids=["animations-on", "animations-off"])
def test_a_click_on_a_card_that_cannot_move_shows_and_says_why(qtbot, profile_dir, animations):
    window = make_window(qtbot, profile_dir, deal=1, animations=animations)
    view, model = window.view, window.model
    state = model.state
    card = stuck_card(state)
    item = view.card_item(card)
    home = item.pos()
    said = len(window.announcer.history)
    click(view, card_point(view, card))
    assert model.state == state
    text = msg.no_place_for(card)
    assert window.statusBar().currentMessage() == text
    assert window.announcer.texts[said:] == [text]
    if animations:
        assert view.animating and not view._no_move.isVisible()
        moved = []
        qtbot.waitUntil(lambda: moved.append(item.pos().x() - home.x()) or not view.animating, timeout=2000)
        assert max(abs(dx) for dx in moved) > 1  # it shook...
        assert item.pos() == home  # ...and came back
    else:
        assert not view.animating  # nothing moves with animations off: an outline instead
        assert view._no_move.isVisible()
        assert view._no_move.boundingRect().contains(view.card_rect(card))
        qtbot.wait(NO_MOVE_MS + 100)
        assert not view._no_move.isVisible()
    assert scene_problems(view, state) == []


# -- the win screen ------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_win_fan_stays_inside_the_table_above_the_banner_with_no_focus_ring(qtbot, profile_dir, size):
    window = make_window(qtbot, profile_dir, deal=42, animations=True, size=size)
    view, model = window.view, window.model
    for move in winning_line(DEAL_42_WIN):
        if model.status is GameStatus.READY_TO_FINISH:
            break
        assert model.play(move)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.focus_ring_shown
    while model.status is not GameStatus.WON:
        assert model.finish_step()
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    assert view.banner_kind == "won"
    w, h = view.card_size()
    width = view.viewport().width()
    margin = view.board_geometry.slot_px(COLUMNS[0])[0]
    assert margin > 0
    xs = [view.card_item(card).pos().x() for card in CARDS]
    ys = [view.card_item(card).pos().y() for card in CARDS]
    assert min(xs) >= margin - 0.5 and max(xs) + w <= width - margin + 0.5  # not into the edges
    assert min(ys) >= 0 and max(ys) + h <= view._banner.rect.top()  # nothing under the banner
    assert not view.focus_ring_shown  # no ring left round nothing in the middle of the fan


# -- zoom: no dead zone ----------------------------------------------------------------------------------
def test_zoom_in_stops_where_the_cards_stop_growing_and_says_so(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1, size=(1280, 800))
    view, settings = window.view, window.settings
    largest = view.max_zoom()
    assert 1.05 < largest < 1.5  # the width binds soon at 1280x800
    said = len(window.announcer.history)
    sizes = []
    for _ in range(8):
        window.actions["zoom_in"].trigger()
        sizes.append(view.card_size()[0])
    assert settings.zoom <= largest
    assert sizes[-1] == sizes[-2]  # as large as it gets...
    assert window.statusBar().currentMessage() == msg.zoom_largest()
    assert msg.zoom_largest() in window.announcer.texts[said:]
    window.actions["zoom_out"].trigger()
    assert view.card_size()[0] < sizes[-1]  # ...and the first step back shows at once


def test_a_saved_zoom_the_window_cannot_show_steps_down_visibly(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1, size=(1280, 800))
    window.settings.zoom = 1.77
    qtbot.wait(10)
    before = window.view.card_size()[0]
    window.actions["zoom_out"].trigger()
    assert window.view.card_size()[0] < before


def test_the_ring_stays_hidden_in_mouse_play_when_accessibility_wakes_up(qtbot, profile_dir):
    """Issue 28 item 9: a thick focus frame appeared during mouse play after a menu: a
    desktop may activate Qt's accessibility then, and the ring followed that, not the input."""
    window = make_window(qtbot, profile_dir, deal=1)  # the ring is BoardBase's: every game's
    view = window.view
    view.setFocus()
    click(view, card_point(view, window.model.state.tableau[3][-1]))
    assert not view.focus_ring_shown
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    try:
        view._update_markers()  # what any change of the board redraws
        window.menus[Menu.GAME].popup(view.mapToGlobal(view.rect().center()))
        window.menus[Menu.GAME].close()
        view.setFocus()
        qtbot.wait(20)
        assert not view.focus_ring_shown
        qtbot.keyClick(view, Qt.Key.Key_Right)  # the keyboard still brings it
        assert view.focus_ring_shown
    finally:
        QAccessible.setActive(was)
