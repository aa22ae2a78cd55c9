"""The keyboard cursor as plain data: pure transitions, no display needed."""

from __future__ import annotations

from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import ALL_PILES, COLUMNS, FOUNDATIONS, STOCK, WASTE, GameState, Rules
from klondike_qt.model import klondike_cursor as cur
from klondike_qt.model.klondike_cursor import Cursor

C = Card.parse


def state_with(col3=("Qd", "Kc", "8c", "7h", "6s"), hidden3=2) -> GameState:
    tableau = [(), (C("9d"),), tuple(C(c) for c in col3), (), (), (), ()]
    used = {c for col in tableau for c in col}
    stock = tuple(c for c in (C("2h"), C("3h")) if c not in used)
    return GameState(Rules(), stock, (C("4s"),), (0, 0, 0, 0), tuple(tableau),
                     (0, 0, hidden3, 0, 0, 0, 0))


def test_right_and_left_wrap_over_the_13_piles():
    s = state_with()
    c = Cursor(COLUMNS[6])
    c = cur.right(s, c)
    assert c.pile is STOCK
    c = cur.left(s, c)
    assert c.pile is COLUMNS[6]
    seen = []
    c = Cursor(STOCK)
    for _ in range(13):
        seen.append(c.pile)
        c = cur.right(s, c)
    assert seen == list(ALL_PILES) and c.pile is STOCK


def test_home_end_column_and_waste():
    s = state_with()
    assert cur.home(s, Cursor(COLUMNS[3])).pile is STOCK
    assert cur.end(s, Cursor(STOCK)).pile is COLUMNS[6]
    assert cur.to_column(s, Cursor(STOCK), 3).pile is COLUMNS[2]
    assert cur.waste(s, Cursor(STOCK)).pile is WASTE


def test_up_goes_deeper_over_face_up_cards_then_to_the_pile_above():
    s = state_with()
    c = Cursor(COLUMNS[2])
    assert cur.focused_card(s, c) == C("6s")
    c = cur.up(s, c)
    assert cur.focused_card(s, c) == C("7h")
    c = cur.up(s, c)
    assert cur.focused_card(s, c) == C("8c")
    c = cur.up(s, c)  # first face-up card: Up leaves the column
    assert c.pile is WASTE


def test_down_comes_back_towards_the_top_card_and_stays_there():
    s = state_with()
    c = Cursor(COLUMNS[2], 2)
    c = cur.down(s, c)
    assert cur.focused_card(s, c) == C("7h")
    c = cur.down(s, cur.down(s, c))
    assert cur.focused_card(s, c) == C("6s")


def test_down_from_the_top_row_goes_to_the_column_beneath():
    s = state_with()
    assert cur.down(s, Cursor(STOCK)).pile is COLUMNS[0]
    assert cur.down(s, Cursor(WASTE)).pile is COLUMNS[1]
    assert [cur.down(s, Cursor(f)).pile for f in FOUNDATIONS] == list(COLUMNS[3:])
    assert cur.up(s, Cursor(COLUMNS[0])).pile is STOCK  # empty column: up to the stock


def test_up_in_the_top_row_stays():
    s = state_with()
    assert cur.up(s, Cursor(FOUNDATIONS[2])).pile is FOUNDATIONS[2]


def test_pick_up_takes_the_run_from_the_focused_card():
    s = state_with()
    c = cur.pick_up(s, Cursor(COLUMNS[2], 3))
    assert c is not None and c.held == (C("7h"), C("6s")) and c.held_from is COLUMNS[2]
    assert cur.cancel(c).held == ()
    assert cur.pick_up(s, Cursor(WASTE)).held == (C("4s"),)


def test_nothing_to_pick_up_on_the_stock_or_an_empty_pile():
    s = state_with()
    assert cur.pick_up(s, Cursor(STOCK)) is None
    assert cur.pick_up(s, Cursor(COLUMNS[0])) is None
    assert cur.pick_up(s, Cursor(FOUNDATIONS[0])) is None


def test_after_a_change_the_cursor_stays_on_its_pile_clamped_to_the_top():
    c = Cursor(COLUMNS[2], 3, (C("7h"), C("6s")), COLUMNS[2])
    after = state_with(col3=("Qd", "Kc", "8c"), hidden3=2)
    c2 = cur.after_change(after, c)
    assert c2.pile is COLUMNS[2] and c2.held == ()
    assert cur.focused_card(after, c2) == C("8c")


def test_a_face_down_card_is_never_focused():
    s = state_with()
    c = cur.clamp(s, Cursor(COLUMNS[2], 0))
    assert cur.focused_card(s, c) == C("6s")
