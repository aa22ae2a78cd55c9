""""Now on: …" after a move, in the three games and in Spanish: a place's words
(an empty column, a free cell, a foundation) are inside the sentence, so they
start lower-case as a card's name does ("Now on: column 1, empty.")."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QLocale
from test_a11y_narrator import Rig, _layout
from test_spider_window import load
from ui_helpers import make_window

from klondike_qt import i18n
from klondike_qt.a11y import messages as msg
from klondike_qt.engine.cards import Card
from klondike_qt.engine.freecell import FreeCellMove, FreeCellState, Target, new_freecell
from klondike_qt.engine.klondike import FOUNDATIONS, Move
from klondike_qt.engine.spider import SpiderMove
from klondike_qt.model.klondike_cursor import Cursor

C = Card.parse


@pytest.fixture
def spanish(qapp):
    assert i18n.install_translators(qapp, "es") == "es"
    yield qapp
    i18n.install_translators(qapp, "en")
    QLocale.setDefault(QLocale("en_US"))


def test_the_template_lowers_a_place_and_keeps_a_card():
    assert msg.now_on("Column 1, empty.") == "Now on: column 1, empty."
    assert msg.now_on("jack of hearts, waste, 4 cards") == "Now on: jack of hearts, waste, 4 cards."
    assert msg.sentence_middle("Stock, empty.") == "stock, empty." and msg.sentence_middle("") == ""


def _klondike_foundation_emptied() -> Rig:
    """The ace of hearts goes up, then comes down onto the 2 of spades while
    the focus is on its foundation: the focus rests on the empty foundation."""
    rig = Rig(deal=None, layout=_layout([("2s",), ("Ah",), ("5c", "Ks"), ("Kd",), ("Kh",), ("Kc",), ("Qs",)]))
    rig.session.play(Move.parse("Ah>f"))
    foundation = next(pile for pile in FOUNDATIONS if rig.model.state.pile_cards(pile))
    rig.cursor = Cursor(foundation)
    rig.narrator.focus_moved()
    rig.announcer.clear_log()
    assert rig.session.play(Move.parse("Ah>t1"))
    return rig


def test_klondike_an_empty_foundation_is_lower_case_after_now_on(qapp):
    rig = _klondike_foundation_emptied()
    assert rig.said == ["Moved ace of hearts to column 1, on 2 of spades. "
                        "Now on: hearts foundation, empty. Only the ace of hearts can go here."]


def test_klondike_now_on_in_spanish(spanish):
    rig = _klondike_foundation_emptied()
    assert rig.said[-1].endswith(" Ahora en: base de corazones, vacía. Aquí solo puede ir el as de corazones.")


def _freecell_cell_emptied(qtbot, profile_dir):
    """A card in free cell 1 goes onto a column while the focus is on the cell."""
    window = make_window(qtbot, profile_dir, "freecell", deal=None, solver=False)
    columns = [list(column) for column in new_freecell(1).columns]
    tops = {column[-1]: n for n, column in enumerate(columns, start=1)}
    card, target = next((card, tops[top]) for column in columns for card in column[:-1]
                        for top in tops if card.fits_on(top))
    for column in columns:
        if card in column:
            column.remove(card)
    state = FreeCellState(tuple(tuple(column) for column in columns), (card, None, None, None))
    assert state.safe_foundation_move() is None  # no auto-move after the move
    window.model.new_game(None, opening=state)
    window.keyboard.focus_cells()
    window.session.play(FreeCellMove(card, Target.column(target)))
    return window, card, target


def test_freecell_an_empty_free_cell_is_lower_case_after_now_on(qtbot, profile_dir):
    window, card, target = _freecell_cell_emptied(qtbot, profile_dir)
    assert window.announcer.texts[-1].startswith(f"Moved {msg.card_name(card)} to column {target}, on ")
    assert window.announcer.texts[-1].endswith(" Now on: free cell 1, empty.")
    window.close()


def test_freecell_now_on_in_spanish(spanish, qtbot, profile_dir):
    window, _, _ = _freecell_cell_emptied(qtbot, profile_dir)
    assert window.announcer.texts[-1].endswith(" Ahora en: celda libre 1, vacía.")
    window.close()


def _spider_sequence_completed_on_focus(qtbot, profile_dir):
    """The ace of spades completes column 1's sequence while the focus is on
    column 1: the sequence leaves, and the focus rests on the empty column."""
    window = make_window(qtbot, profile_dir, "spider", variant=1, solver=False)
    run = " ".join(f"{r}s" for r in "K Q J T 9 8 7 6 5 4 3 2".split())
    load(window, [run, "Qh As", "Th", "9d", "8c", "7d", "6c", "5d", "4c", "3d"], [0, 1], stock=10)
    window.keyboard.focus_column(1)
    window.session.play(SpiderMove(2, C("As"), 1))
    return window


def test_spider_an_empty_column_is_lower_case_after_now_on(qtbot, profile_dir):
    window = _spider_sequence_completed_on_focus(qtbot, profile_dir)
    assert window.announcer.texts[-1].endswith(
        " Now on: column 1, empty. Any card or same-suit run can go here; fill it before dealing a row.")
    assert "Now on: Column" not in window.announcer.texts[-1]
    window.close()


def test_spider_now_on_in_spanish(spanish, qtbot, profile_dir):
    window = _spider_sequence_completed_on_focus(qtbot, profile_dir)
    text = window.announcer.texts[-1]
    assert " Ahora en: columna 1, vacía." in text and "Ahora en: Columna" not in text
    window.close()
