"""Advice without search (engine/klondike/advice.py): the hint order and where a click
sends a card. Pure engine: no Qt."""

from __future__ import annotations

from engine_helpers import position

from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import COLUMNS, GameState, Move, Rules
from klondike_qt.engine.klondike.advice import click_move, hint_order

C = Card.parse


def test_hint_order_puts_useful_moves_first_and_shuffles_last():
    # column 1: 9d 8c 7h (a built run); column 2: 8s; column 3: Ah; column 4: 2s; stock: 2c
    s = GameState(Rules(), (C("2c"),), (), (0, 0, 0, 0),
                  ((C("9d"), C("8c"), C("7h")), (C("8s"),), (C("Kd"), C("Ah")), (C("2s"),), (), (), ()),
                  (0, 0, 1, 0, 0, 0, 0))
    order = [str(m) for m in hint_order(s)]
    assert order[0] == "Ah>f"              # to a foundation (and it reveals)
    assert order.index("draw") < order.index("7h>t2")  # a shuffle comes after the draw
    # The ace could reveal the Kd by going onto the 2s too, but its
    # foundation does the same: that comes last.
    assert order.index("draw") < order.index("Ah>t4")


def test_hint_order_leaves_out_a_king_from_one_empty_column_to_another():
    s = position("Kc", "", "Qd")
    order = [str(m) for m in hint_order(s)]
    assert "Kc>t2" not in order
    assert order[0] == "Qd>t1"  # empties column 3
    assert "draw" in order


def test_a_click_sends_a_safe_card_to_its_foundation():
    s = position("Ah", "2s")
    assert str(click_move(s, C("Ah"))) == "Ah>f"


def test_a_click_prefers_a_non_empty_column_then_the_nearest():
    # The 6h (column 4, on a face-down card) fits the 7s of column 1 and the
    # 7c of column 6; column 6 is nearer. Column 7 is empty: never preferred.
    s = position("7s", "Qd", "Qc", "#Jd 6h", "Qh", "7c")
    move = click_move(s, C("6h"))
    assert move == Move.to(C("6h"), COLUMNS[5])


def test_a_click_moves_a_king_to_an_empty_column_only_when_it_leaves_another_pile():
    heading = position("Kc", "", "Qd")
    assert click_move(heading, C("Kc")) is None  # it already heads a column
    covering = position("#5d Kc", "", "Qd")
    assert click_move(covering, C("Kc")) == Move.to(C("Kc"), COLUMNS[1])


def test_a_click_falls_back_to_an_unsafe_foundation_move_and_else_to_nothing():
    # The 3h may go up (hearts are on 2) but the black twos are not: unsafe;
    # there is no column for it, so the foundation it is.
    s = position("3h", "9s", foundations="2h")
    assert click_move(s, C("3h")) == Move.to_foundation(C("3h"))
    assert click_move(s, C("9s")) is None
