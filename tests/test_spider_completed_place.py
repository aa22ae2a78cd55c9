"""Spider's completed sequences are a place of the keyboard model, as the
stock is: Left from column 1 and Right from the stock reach them, the focus
there reads how many of the eight are complete and their suits (in English and
Spanish), Space and Enter there say why nothing happens, and in the accessible
tree their place is the pile's one focusable list item."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from ui_helpers import make_window

from klondike_qt import i18n
from klondike_qt.a11y import spider_describe as describe
from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.spider import SpiderState
from klondike_qt.engine.spider.piles import COLUMNS, COMPLETED, STOCK
from klondike_qt.model import spider_cursor as cur
from klondike_qt.model.spider_cursor import SpiderCursor
from klondike_qt.model.spider_model import SpiderModel
from klondike_qt.ui.command_table import run_command

C = Card.parse
Name = QAccessible.Text.Name


@pytest.fixture
def spanish(qapp):
    assert i18n.install_translators(qapp, "es") == "es"
    yield qapp
    i18n.install_translators(qapp, "en")
    QLocale.setDefault(QLocale("en_US"))


def _two_complete() -> SpiderState:
    columns = (("Ks", "Qh"), ("9d",), ("Th",), ("8c",), ("7d",), ("6c",), ("5d",), ("4c",), ("3d",), ("2c",))
    return SpiderState(tuple(tuple(C(t) for t in column) for column in columns), (1,) + (0,) * 9,
                       (C("As"),) * 10, (Suit.SPADES, Suit.HEARTS), 2)


def _load(window, state: SpiderState) -> None:
    model = window.model
    assert isinstance(model, SpiderModel)
    model.new_game(None, opening=state)


def test_left_and_right_go_through_the_completed_sequences():
    state = _two_complete()
    on_column_1 = cur.to_column(state, SpiderCursor(COLUMNS[0]), 1)
    assert cur.left(state, on_column_1).pile is COMPLETED
    assert cur.right(state, SpiderCursor(STOCK)).pile is COMPLETED
    assert cur.right(state, SpiderCursor(COMPLETED)).pile is COLUMNS[0]
    assert cur.left(state, SpiderCursor(COMPLETED)).pile is STOCK
    assert cur.focused_index(state, SpiderCursor(COMPLETED)) is None and cur.pick_up(state, SpiderCursor(COMPLETED)) is None
    assert cur.end(state, on_column_1).pile is STOCK and cur.home(state, SpiderCursor(COMPLETED)).pile is COLUMNS[0]


def test_the_focus_words_name_the_count_and_the_suits(qapp):
    QLocale.setDefault(QLocale("en_US"))  # the list's "and"
    state = _two_complete()
    assert describe.focus_text(state, COMPLETED, None, False) == "Completed sequences, 2 of 8: spades and hearts."
    assert describe.focus_text(state, COMPLETED, None, True) == "Completed sequences, 2 of 8: spades and hearts."
    empty = SpiderState(state.columns, state.hidden, state.stock, (), 2)
    assert describe.focus_text(empty, COMPLETED, None, False) == "Completed sequences, 0 of 8."


def test_the_keys_reach_the_completed_sequences_and_say_them(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=2, solver=False)
    _load(window, _two_complete())
    keys = window.keyboard
    run_command(window, "focus_column_1")
    window.announcer.clear_log()
    run_command(window, "focus_previous")  # Left from column 1
    assert keys.cursor.pile is COMPLETED
    assert window.announcer.log == [("focus", "Completed sequences, 2 of 8: spades and hearts.")]
    run_command(window, "focus_next")
    assert keys.cursor.pile is COLUMNS[0]
    run_command(window, "focus_last")
    run_command(window, "focus_next")  # Right from the stock
    assert keys.cursor.pile is COMPLETED and keys.focus_name() == "Completed sequences, 2 of 8: spades and hearts."
    view = window.view
    assert view._focus == (COMPLETED, None)  # the focus ring is drawn around the completed sequences
    assert view._focus_rect(COMPLETED, None) == view.pile_scene_rect(COMPLETED) and not view.pile_scene_rect(COMPLETED).isEmpty()
    # Nothing is taken from there (Space, Enter), and nothing put there, with the reason.
    run_command(window, "pick_or_drop")
    assert window.announcer.texts[-1] == "There is no card to pick up in the completed sequences."
    run_command(window, "send_best")
    assert window.announcer.texts[-1] == "There is no card to pick up in the completed sequences."
    before = window.model.state
    run_command(window, "focus_column_2")
    run_command(window, "pick_or_drop")
    assert window.announcer.texts[-1] == "Holding 9 of diamonds."
    run_command(window, "focus_previous")  # column 1
    run_command(window, "focus_previous")  # the completed sequences, still holding
    assert keys.cursor.pile is COMPLETED and keys.cursor.is_holding
    run_command(window, "pick_or_drop")
    assert window.announcer.texts[-1] == ("Can't put the 9 of diamonds on the completed sequences: a sequence goes "
                                          "there by itself, once a column holds it from king to ace in one suit.")
    assert keys.cursor.is_holding and window.model.state == before
    run_command(window, "cancel")
    # Back to column 2, and the focus with the cards, in the same sentence.
    assert window.announcer.texts[-1] == ("Put back the 9 of diamonds. "
                                          "Now on: 9 of diamonds, column 2, card 1 of 1, on top.")
    window.close()


def test_the_completed_sequences_place_is_the_focus_in_the_accessible_tree(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=2, solver=False)
    _load(window, _two_complete())
    board = QAccessible.queryAccessibleInterface(window.view)
    completed = board.child(11)
    assert completed.text(Name) == "Completed sequences"
    assert completed.childCount() == 1
    place = completed.child(0)
    assert place.role() == QAccessible.Role.ListItem and place.parent() is completed
    assert place.text(Name) == "Completed sequences, 2 of 8: spades and hearts."
    assert place.state().focusable and completed.indexOfChild(place) == 0
    window.view.setFocus()
    QApplication.processEvents()
    window.keyboard.focus_column(1)
    run_command(window, "focus_previous")
    assert board.focusChild() is place and completed.focusChild() is place and place.state().focused
    assert window.keyboard.tree.current() is place
    window.close()


def test_the_completed_sequences_read_in_spanish(spanish, qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, "spider", variant=2, solver=False)
    QLocale.setDefault(QLocale("es_ES"))  # the list's "y" (the window's helper chose English)
    _load(window, _two_complete())
    window.keyboard.focus_column(1)
    run_command(window, "focus_previous")
    assert window.keyboard.focus_name() == "Secuencias completas, 2 de 8: picas y corazones."
    run_command(window, "focus_column_2")
    run_command(window, "pick_or_drop")
    run_command(window, "focus_previous")
    run_command(window, "focus_previous")
    run_command(window, "pick_or_drop")
    assert window.announcer.texts[-1] == ("No se puede poner el 9 de diamantes en las secuencias completas: una "
                                          "secuencia va ahí sola, cuando una columna la tiene del rey al as de un "
                                          "mismo palo.")
    window.close()
