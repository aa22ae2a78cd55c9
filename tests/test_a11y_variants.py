"""What FreeCell and Spider refusals and columns say (English source text)."""

from __future__ import annotations

import pytest
from engine_helpers import cards

from klondike_qt.a11y import messages as msg
from klondike_qt.a11y.freecell_describe import illegal as freecell_illegal
from klondike_qt.a11y.freecell_describe import room as freecell_room
from klondike_qt.a11y.spider_describe import illegal as spider_illegal
from klondike_qt.engine.freecell import FreeCellIllegal, FreeCellMove, FreeCellState
from klondike_qt.engine.spider import SpiderIllegal, SpiderMove, SpiderState


def fc_refusal(state, text):
    with pytest.raises(FreeCellIllegal) as info:
        state.apply(FreeCellMove.parse(text))
    return freecell_illegal(info.value)


def sp_refusal(state, text):
    with pytest.raises(SpiderIllegal) as info:
        state.apply(SpiderMove.parse(text))
    return spider_illegal(info.value)


def fc(columns, cells=""):
    cols = [cards(c) for c in columns] + [()] * (8 - len(columns))
    held = list(cards(cells)) + [None] * (4 - len(cells.split()))
    return FreeCellState(tuple(cols), tuple(held), (1, 1, 1, 1))


def sp(columns, hidden=None, stock=""):
    cols = [cards(c) for c in columns] + [()] * (10 - len(columns))
    return SpiderState(tuple(cols), tuple((hidden or []) + [0] * (10 - len(hidden or []))), cards(stock), (), 4)


def test_a_run_too_long_for_the_room_says_both_numbers(qapp):
    state = fc(["Kc Qh Js Th", "Ks Qd", "8c", "8d", "8h", "8s", "9c", "Jc"], cells="2c 2d 2h 2s")
    assert fc_refusal(state, "Js>t2") == \
        "Can't move the jack of spades with the cards on it: 2 cards, but there is room to move 1."


def test_free_cell_refusals(qapp):
    assert fc_refusal(fc(["Kc Qh"]), "Kc>c") == \
        "Can't put the king of clubs in a free cell: a cell holds one card, and cards lie on it."
    full = fc(["Kc", "Qh"], cells="2c 2d 2h 2s")
    assert fc_refusal(full, "Kc>c") == "Can't put the king of clubs in a free cell: all four are full."
    assert fc_refusal(full, "Kc>c3") == \
        "Can't put the king of clubs in free cell 3: the 2 of hearts is there."
    assert fc_refusal(full, "2c>c") == "The 2 of clubs is already in a free cell."


def test_room_to_move(qapp):
    assert freecell_room(fc(["Kc", "Qh"], cells="2c")) == \
        "You can move 256 cards at once onto a card, 128 into an empty column: 3 free cells, 6 empty columns."


def test_spider_group_and_target_refusals(qapp):
    state = sp(["9s 8h 7h", "Tc", "9d", "8c"])
    assert sp_refusal(state, "t1:9s>t2") == \
        "Can't move the 9 of spades with the cards on it: the suit changes between the 9 of spades and the 8 of hearts."
    assert sp_refusal(state, "t4:8c>t2") == "Can't put the 8 of clubs on the 10 of clubs: only a 9 can go there."


def test_spider_row_refused_names_the_empty_columns(qapp):
    state = sp(["5h", "6h", "7h", "8h", "9h", "Th", "Jh", "Qh"], stock=" ".join(["As"] * 10))
    assert sp_refusal(state, "deal") == \
        f"Can't deal a row: columns {msg.separated_list(['9', '10'])} are empty; fill them first."
    one = sp(["5h", "6h", "7h", "8h", "9h", "Th", "Jh", "Qh", "Kh"], stock=" ".join(["As"] * 10))
    assert sp_refusal(one, "deal") == "Can't deal a row: column 10 is empty; fill it first."


def test_a_spider_column_reads_as_face_down_count_then_runs(qapp):
    state = sp(["4c 3c Kd Jc 9s 8h 7h 6h 5h"], hidden=[3])
    assert msg.spider_column(1, state.hidden[0], state.runs(1)) == \
        "Column 1: 3 face down, then jack of clubs, then 9 of spades, then 8 to 5 of hearts."
    assert msg.spider_column(2, 0, []) == "Column 2: empty."


def test_a_run_from_the_king_or_to_the_ace_names_them(qapp):
    assert msg.spider_run(cards("Ks Qs Js")) == "king to jack of spades"
    assert msg.spider_run(cards("3h 2h Ah")) == "3 to ace of hearts"
