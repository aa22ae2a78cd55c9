"""The board by mouse: a whole deal won with drags, clicks and double-clicks,
the scene matching the model after every step, undo and redo all the way."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication
from ui_helpers import (
    card_point,
    click,
    drag,
    make_window,
    pile_point,
    play_by_mouse,
    scene_problems,
    winning_line,
)

from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import ALL_PILES, COLUMNS, DRAW, FOUNDATIONS, STOCK, WASTE, Move, Rules, apply, deal
from klondike_qt.engine.status import GameStatus


@pytest.fixture
def window(qtbot, profile_dir):
    return make_window(qtbot, profile_dir, deal=1)


def test_a_whole_deal_won_by_mouse_with_the_scene_matching_every_step(window, qtbot):
    line = winning_line()
    used = set()
    expected = window.model.state
    for step, move in enumerate(line):
        if window.model.status is GameStatus.READY_TO_FINISH:
            break
        how = play_by_mouse(window, move, step)
        used.add(how)
        expected = apply(expected, move)
        assert window.model.state == expected, f"step {step} {move} by {how}"
        assert scene_problems(window.view, expected) == [], f"step {step} {move} by {how}"
    assert used == {"click stock", "click", "double-click", "drag"}
    # Every card is face up: the board offers to finish, and a click does it.
    assert window.view.banner_kind == "finish"
    click(window.view, QPointF(5, 5))
    qtbot.waitUntil(lambda: window.model.status is GameStatus.WON, timeout=5000)
    expected = window.model.state
    assert scene_problems(window.view, expected) == []
    assert window.view.banner_kind == "won"

    # Undo everything back to the deal, checking the scene on the way, then redo it all.
    for _ in line:
        assert window.model.undo()
        assert scene_problems(window.view, window.model.state) == []
    assert window.model.state == deal(1, Rules())
    for _ in line:
        assert window.model.redo()
    assert window.model.state == expected
    assert scene_problems(window.view, expected) == []


def test_a_click_stops_the_auto_finish_and_undo_takes_it_back_card_by_card(window, qtbot):
    model = window.model
    for move in winning_line():
        if model.status is GameStatus.READY_TO_FINISH:
            break
        model.play(move)
    ready = model.state
    window.session.finish_interval_ms = 250  # slow enough to stop half way
    click(window.view, QPointF(5, 5))
    qtbot.waitUntil(lambda: model.state.foundation_count >= ready.foundation_count + 1, timeout=5000)
    click(window.view, QPointF(5, 5))  # stops it
    stopped = model.state
    qtbot.wait(400)
    assert model.state == stopped and model.status is GameStatus.READY_TO_FINISH
    risen = stopped.foundation_count - ready.foundation_count
    for _ in range(risen):
        assert model.undo()
        assert scene_problems(window.view, model.state) == []
    assert model.state == ready


def test_an_illegal_drop_glides_back_and_says_why(window, qtbot):
    view, state = window.view, window.model.state
    # Deal 1: find a face-up column top that fits on no other column top.
    reasons = []
    window.model.refused.connect(reasons.append)
    card = state.tableau[0][-1]
    target = next(c for c in COLUMNS[1:] if Move(card, c) not in set(_legal(state)))
    drag(view, card_point(view, card), pile_point(view, state, target))
    assert window.model.state == state
    assert len(reasons) == 1 and reasons[0].card is card
    assert scene_problems(view, state) == []
    assert window.statusBar().currentMessage()


def _legal(state):
    from klondike_qt.engine.klondike import legal_moves

    return list(legal_moves(state))


def test_dropping_on_nothing_puts_the_card_back_without_a_refusal(window):
    view, state = window.view, window.model.state
    reasons = []
    window.model.refused.connect(reasons.append)
    card = state.tableau[6][-1]
    start = card_point(view, card)
    drag(view, start, QPointF(start.x(), view.height() - 5))
    assert window.model.state == state and reasons == []
    assert scene_problems(view, state) == []


def test_clicking_the_stock_turns_and_recycles(window):
    view = window.view
    for _ in range(24):
        click(view, pile_point(view, window.model.state, STOCK))
    assert not window.model.state.stock and len(window.model.state.waste) == 24
    click(view, pile_point(view, window.model.state, STOCK))
    assert len(window.model.state.stock) == 24
    assert scene_problems(view, window.model.state) == []


def test_four_hundred_undo_steps(window):
    model = window.model
    for _ in range(420):
        model.draw()
    for _ in range(400):
        assert model.undo()
    assert model.state.moves == 20
    assert scene_problems(window.view, model.state) == []


def test_animations_finish_instantly_when_the_next_input_comes(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1, animations=True)
    view = window.view
    click(view, pile_point(view, window.model.state, STOCK))
    assert view.animating
    click(view, pile_point(view, window.model.state, STOCK))  # the next input: no lag
    assert scene_problems(view, window.model.state) == []
    qtbot.waitUntil(lambda: not view.animating, timeout=2000)


def test_the_board_fills_any_window_size_without_scrollbars(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1, size=(640, 480))
    view = window.view
    for size in ((640, 480), (1600, 1000), (900, 1400), (1400, 500)):
        window.resize(*size)
        qtbot.wait(10)
        assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()
        w = view.viewport().width()
        h = view.viewport().height()
        for pile in ALL_PILES:
            rect = view.pile_rect(pile)
            assert rect.left() >= 0 and rect.right() <= w + 0.5, (size, pile)
            assert rect.bottom() <= h + 0.5, (size, pile)
        assert scene_problems(view, window.model.state) == []


def test_a_long_column_squeezes_to_fit(qtbot, profile_dir):
    from klondike_qt.engine.cards import CARDS, Suit

    # A layout whose column 7 holds a King-to-Ace run under 6 face-down cards (thoughtful off).
    run = [Card.of(13 - i, Suit.SPADES if i % 2 == 0 else Suit.HEARTS) for i in range(13)]
    used = set(run)
    rest = [c for c in CARDS if c not in used]
    columns = [tuple(rest[i * 1:(i + 1) * 1]) for i in range(6)]
    rest = rest[6:]
    col7 = tuple(rest[:6]) + tuple(run)
    stock = tuple(rest[6:])
    window = make_window(qtbot, profile_dir, deal=None, size=(800, 600))
    window.model.new_game(None, Rules(), layout=(tuple(columns) + (col7,), stock))
    rect = window.view.pile_rect(COLUMNS[6])
    assert rect.bottom() <= window.view.viewport().height() + 0.5
    assert scene_problems(window.view, window.model.state) == []


def test_zoom_keys_change_the_card_size_and_ctrl_0_fits(window, qtbot):
    window.resize(1000, 1000)
    qtbot.wait(10)
    width = window.view.card_size()[0]
    window.actions["zoom_out"].trigger()
    assert window.view.card_size()[0] < width
    window.actions["zoom_reset"].trigger()
    assert window.view.card_size()[0] == pytest.approx(width)
    assert window.settings.zoom == 1.0


def press_key(view, key) -> None:
    QApplication.sendEvent(view, QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))


def test_markers_for_the_keyboard_layer(window):
    view = window.view
    state = window.model.state
    press_key(view, Qt.Key.Key_Shift)  # a modifier alone is not keyboard use
    view.set_focus_marker(COLUMNS[3], 3)
    assert not view._focus_ring.isVisible()  # a mouse player sees no ring...
    view.event(QKeyEvent(QKeyEvent.Type.ShortcutOverride, Qt.Key.Key_Right, Qt.KeyboardModifier.NoModifier))
    assert view._focus_ring.isVisible()  # ...until a key is used (see test_ui_focus_ring.py)
    assert view._focus_ring.isVisible()
    ring = view._focus_ring.boundingRect()
    assert ring.contains(view.card_rect(state.tableau[3][3]))
    view.set_held(state.tableau[6][-1:])
    item = view.card_item(state.tableau[6][-1])
    rest = view.board_geometry.positions(state, COLUMNS[6])[-1]
    assert item.pos().x() < rest[0] and item.pos().y() == rest[1]  # held: aside, not higher
    view.set_held(())
    assert scene_problems(view, state) == []
    view.show_hint(Move(state.tableau[0][-1], FOUNDATIONS[0]))
    assert view._hint.isVisible()
    view.show_hint(None)
    assert not view._hint.isVisible()
    view.set_focus_marker(None, None)
    assert not view._focus_ring.isVisible()
    assert view.pile_rect(WASTE).width() > 0


def test_the_board_takes_no_navigation_keys(window, qtbot):
    view = window.view
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Down, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_7):
        event = QKeyEvent(QKeyEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
        view.keyPressEvent(event)
        assert not event.isAccepted()
    assert window.isVisible()
    assert DRAW.card is None


def test_while_dragging_the_pile_that_will_take_the_cards_is_ringed(window):
    from ui_helpers import LEFT, NONE, _send

    view, model = window.view, window.model
    line = winning_line()
    for move in line[:line.index(Move.parse("6c>t1"))]:
        model.play(move)
    state = model.state
    card = Move.parse("6c>t1").card
    start, end = card_point(view, card), pile_point(view, state, COLUMNS[0])
    _send(view, QMouseEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    _send(view, QMouseEvent.Type.MouseMove, (start + end) / 2, NONE, LEFT)
    _send(view, QMouseEvent.Type.MouseMove, end, NONE, LEFT)
    assert view._drop_marker.isVisible()
    _send(view, QMouseEvent.Type.MouseButtonRelease, end, LEFT, NONE)
    assert not view._drop_marker.isVisible()
    assert model.state == apply(state, Move.parse("6c>t1"))
