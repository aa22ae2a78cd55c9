"""The accessible tree every game shares (a11y/tree_base.py), checked in each
game's window: the board and its piles are Groupings in reading order, a
pile's children are list items (its cards, else its place), each labelled by
its pile, the same objects every time; the focus is always a list item, the
focus child of its pile and of the board, and the only focused object; names
come from the game's hooks; the interfaces are reused across deals and
retired with the view."""

from __future__ import annotations

import gc
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from ui_helpers import hold_a_card, make_window

from klondike_qt.a11y import tree_base
from klondike_qt.a11y.tree_base import AccessibleTree, ItemIface, PlaceIface
from klondike_qt.ui.command_table import run_command
from klondike_qt.ui.main_window import MainWindow

Role = QAccessible.Role
Text = QAccessible.Text
Rel = QAccessible.RelationFlag

#: game -> (piles, its board's description begins with)
GAMES = {"klondike": (13, "Klondike solitaire."), "freecell": (16, "FreeCell solitaire."),
         "spider": (12, "Spider solitaire."), "yukon": (11, "Yukon solitaire."), "golf": (9, "Golf solitaire."),
         "tripeaks": (6, "TriPeaks solitaire."), "pyramid": (9, "Pyramid solitaire.")}


def game_window(qtbot, profile_dir, game: str) -> MainWindow:
    """``game``'s window, deal 1, the board with the keyboard focus."""
    window = make_window(qtbot, profile_dir, game, solver=False)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    return window


@pytest.fixture(params=list(GAMES))
def window(request, qtbot, profile_dir):
    w = game_window(qtbot, profile_dir, request.param)
    yield w
    w.close()


def check_shape(window: MainWindow) -> None:
    tree: AccessibleTree = window.keyboard.tree
    board = QAccessible.queryAccessibleInterface(window.view)
    count, description = GAMES[window.game]
    assert board.role() == Role.Grouping and board.text(Text.Name) == "Card table"
    assert board.text(Text.Description).startswith(description)
    assert board.childCount() == count == len(tree.piles)
    focused = tree.current()
    assert isinstance(focused, ItemIface | PlaceIface) and focused.role() == Role.ListItem
    assert board.focusChild() is focused and focused.state().focused
    assert focused.text(Text.Name) == tree.current_name() == window.keyboard.focus_name()
    seen_focused = 0
    for i in range(count):
        pile = board.child(i)
        assert pile is tree.piles[i] and pile.role() == Role.Grouping
        assert pile.parent() is board and board.indexOfChild(pile) == i
        assert pile.text(Text.Name) == tree.pile_name(pile.pile)
        assert pile.text(Text.Description) == tree.pile_description(pile.pile)
        assert not pile.state().focused
        flows_to = [other for other, rel in pile.relations(Rel.FlowsFrom)]
        assert flows_to == ([board.child(i + 1)] if i + 1 < count else [])
        flows_from = [other for other, rel in pile.relations(Rel.FlowsTo)]
        assert flows_from == ([board.child(i - 1)] if i else [])
        assert pile.childCount() >= 1
        for j in range(pile.childCount()):
            item = pile.child(j)
            assert item is pile.child(j)  # the same object every time
            assert item.role() == Role.ListItem and item.parent() is pile and pile.indexOfChild(item) == j
            assert item.childCount() == 0 and item.child(0) is None
            assert item.relations(Rel.Label) == [(pile, Rel.Label)]
            st = item.state()
            assert not st.checked and not st.checkable and not st.invalid
            assert st.disabled == (not st.focusable)
            assert item.text(Text.Name)
            if isinstance(item, PlaceIface):
                assert pile.childCount() == 1 and st.focusable
            seen_focused += st.focused
        assert pile.child(pile.childCount()) is None
        assert (pile.focusChild() is focused) == (focused.parent() is pile)
    assert seen_focused == 1


def test_the_shape_and_the_focus_on_every_pile(window):
    check_shape(window)
    for _ in range(len(window.keyboard.tree.piles)):
        run_command(window, "focus_next")
        check_shape(window)


def test_a_held_item_is_selected_not_checked(window):
    tree = window.keyboard.tree
    hold_a_card(window, first=2)
    item = tree.current()
    assert item.state().selected and not item.state().checked
    run_command(window, "cancel")
    assert not item.state().selected
    check_shape(window)


def test_the_interfaces_are_made_once_and_reused_across_deals(window):
    tree = window.keyboard.tree
    before = {id(iface): QAccessible.uniqueId(iface) for iface in (*tree.piles, *tree.places, *tree.items.values())}
    board = QAccessible.queryAccessibleInterface(window.view)
    for number in (2, 3):
        window.session.new_deal(number)
        check_shape(window)
    for iface in (*tree.piles, *tree.places, *tree.items.values()):
        if id(iface) in before:
            assert QAccessible.uniqueId(iface) == before[id(iface)]
    assert board is QAccessible.queryAccessibleInterface(window.view)


def test_say_through_focus_needs_the_focus(window):
    tree = window.keyboard.tree
    assert window.announcer.focus_channel == window.keyboard._through_focus  # the tree's, while the window is active
    window.view.clearFocus()
    assert tree.last_focus is None and tree.say_through_focus("Hello.") is False


@pytest.mark.parametrize("game", list(GAMES))
def test_the_tree_retires_with_its_view(qtbot, profile_dir, game):
    w = game_window(qtbot, profile_dir, game)
    tree = w.keyboard.tree
    item = tree.current()
    assert id(w.view) in tree_base._TREES
    w.deleteLater()
    qtbot.waitUntil(lambda: not tree.alive)
    gc.collect()
    assert not tree.items and not tree.piles and not tree.places
    assert tree not in tree_base._TREES.values()
    assert tree.current() is None and tree.current_name() == ""
    assert item.text(Text.Name) == "" and item.state().invalid and item.parent() is None
    QApplication.processEvents()
