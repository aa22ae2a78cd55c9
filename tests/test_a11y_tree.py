"""The accessible tree (in-process): roles, names, states, child counts,
relations, lifetime; and after every step of a game won by keyboard."""

from __future__ import annotations

import gc

import pytest
from a11y_helpers import check_tree, keys_for_move, make_window, press, show_focused
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication

from klondike_qt.a11y.tree_base import ItemIface, PileIface, PlaceIface
from klondike_qt.engine.klondike import Rules, deal
from klondike_qt.engine.klondike.solver import solve
from klondike_qt.engine.status import GameStatus

Rel = QAccessible.RelationFlag


@pytest.fixture
def window(qtbot, tmp_path):
    w = show_focused(qtbot, make_window(tmp_path, deal=1))
    return w


def test_tree_at_the_start(window):
    check_tree(window)
    root = QAccessible.queryAccessibleInterface(window.view)
    names = [root.child(i).text(QAccessible.Text.Name) for i in range(13)]
    assert names[0] == "Stock"
    stock = root.child(0)
    assert stock.child(23).text(QAccessible.Text.Name) == "Stock, 24 cards. Pass 1 of unlimited."
    assert root.child(1).child(0).text(QAccessible.Text.Name) == "Waste, empty."
    assert names[6:] == [f"Column {n}" for n in range(1, 8)]
    col7 = root.child(12)
    assert [col7.child(i).text(QAccessible.Text.Name) for i in range(7)] == \
        ["Face-down card"] * 6 + ["8 of hearts, column 7, card 1 of 1 face up, 6 face down"]


def test_focus_child_and_states_follow_the_cursor(window):
    root = QAccessible.queryAccessibleInterface(window.view)
    press(window, "3")
    focus = root.focusChild()
    assert isinstance(focus, ItemIface)
    assert focus.text(QAccessible.Text.Name).startswith("2 of diamonds, column 3")
    assert focus.state().focused
    press(window, "home")  # the stock: its top card, named as the stock
    assert isinstance(root.focusChild(), ItemIface)
    assert root.focusChild().text(QAccessible.Text.Name).startswith("Stock, 24 cards")
    assert root.child(0).focusChild() is root.focusChild()
    press(window, "right")  # the empty waste: its place
    assert isinstance(root.focusChild(), PlaceIface)
    assert root.focusChild().text(QAccessible.Text.Name) == "Waste, empty."
    assert isinstance(root.focusChild().parent(), PileIface)
    check_tree(window)


def test_a_held_card_is_selected_not_checked(window):
    press(window, "3")
    press(window, "space")
    card = QAccessible.queryAccessibleInterface(window.view).focusChild()
    assert card.state().selected and not card.state().checked and not card.state().checkable


def test_held_cards_are_selected(window):
    press(window, "5")
    press(window, "space")
    check_tree(window)
    card = QAccessible.queryAccessibleInterface(window.view).child(10).child(4)
    assert card.state().selected
    press(window, "escape")
    assert not card.state().selected


def test_relations_flow_between_piles_and_cards_are_labelled_by_their_pile(window):
    root = QAccessible.queryAccessibleInterface(window.view)
    stock, waste = root.child(0), root.child(1)
    assert (waste, Rel.FlowsFrom) in [(o, r) for o, r in stock.relations(Rel.FlowsFrom)]
    card = root.child(6).child(0)
    assert card.relations(Rel.Label) == [(root.child(6), Rel.Label)]


def test_interfaces_are_created_once_and_reused_across_deals(window):
    root = QAccessible.queryAccessibleInterface(window.view)
    ids = {QAccessible.uniqueId(i) for i in window.keyboard.tree.items.values()}
    for number in (2, 3, 4):
        window.model.new_game(number)
        check_tree(window)
    assert {QAccessible.uniqueId(i) for i in window.keyboard.tree.items.values()} == ids
    assert root is QAccessible.queryAccessibleInterface(window.view)


def test_views_created_and_destroyed_do_not_crash(qtbot, tmp_path):
    for n in range(5):
        w = make_window(tmp_path / str(n), deal=n + 1)
        tree = w.keyboard.tree
        root = QAccessible.queryAccessibleInterface(w.view)
        assert root.child(12).childCount() == 7
        w.deleteLater()
        qtbot.waitUntil(lambda tree=tree: not tree.alive)
        gc.collect()
        assert not tree.items and not tree.piles and not tree.places
        QApplication.processEvents()


@pytest.mark.slow
def test_tree_after_every_step_of_a_won_game(qtbot, tmp_path):
    rules = Rules(thoughtful=True)
    w = make_window(tmp_path, rules=rules, deal=27)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: w.view.hasFocus())
    result = solve(deal(27, rules), 10.0)
    assert result.outcome.value == "solved"
    check_tree(w)
    for move in result.moves:
        if w.model.status is GameStatus.READY_TO_FINISH:
            break
        for key in keys_for_move(w.model.state, move):
            press(w, key)
            check_tree(w)
    press(w, "return")
    assert w.model.status is GameStatus.WON
    check_tree(w)
    root = QAccessible.queryAccessibleInterface(w.view)
    assert [root.child(i).childCount() for i in range(2, 6)] == [13, 13, 13, 13]


def test_a_plain_interface_made_before_install_is_replaced(qtbot):
    from PySide6.QtWidgets import QGraphicsView

    from klondike_qt.a11y import klondike_accessible as accessible
    from klondike_qt.a11y.board_accessible import BoardAccessible
    from klondike_qt.engine.klondike import COLUMNS, Rules, deal

    class EarlyView(QGraphicsView):
        pass

    view = EarlyView()
    qtbot.addWidget(view)
    assert not isinstance(QAccessible.queryAccessibleInterface(view), BoardAccessible)
    state = deal(1, Rules())
    tree = accessible.attach(view, lambda: state, lambda: (COLUMNS[0], 0), lambda: (), lambda: False)
    board = QAccessible.queryAccessibleInterface(view)
    assert isinstance(board, BoardAccessible) and board.childCount() == 13
    assert tree.current() is tree.items[state.top(COLUMNS[0])]
