"""Spider's rule book (rules-spider.md), statement by statement, and its deals."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from engine_helpers import cards
from hypothesis import given, settings
from hypothesis import strategies as st

from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.spider import (
    DEAL,
    SpiderIllegal,
    SpiderMove,
    SpiderReason,
    SpiderState,
    check_suits,
    new_spider,
    spider_deck,
    state_from_json,
    state_to_json,
)


def table(columns: list[str], hidden: list[int] | None = None, stock: str = "", completed: int = 0) -> SpiderState:
    """A table for one rule: columns (bottom first), face-down counts, stock."""
    cols = [cards(text) for text in columns] + [()] * (10 - len(columns))
    down = (hidden or []) + [0] * (10 - len(hidden or []))
    return SpiderState(tuple(cols), tuple(down), cards(stock), (Suit.SPADES,) * completed, 4)


def move(text: str) -> SpiderMove:
    return SpiderMove.parse(text)


def refusal(state: SpiderState, text: str) -> SpiderIllegal:
    with pytest.raises(SpiderIllegal) as info:
        state.apply(move(text))
    return info.value


# -- components and the deal ------------------------------------------------------------
@pytest.mark.parametrize(("suits", "expected"), [
    (1, {Suit.SPADES: 104}),
    (2, {Suit.SPADES: 52, Suit.HEARTS: 52}),
    (4, {Suit.CLUBS: 26, Suit.DIAMONDS: 26, Suit.SPADES: 26, Suit.HEARTS: 26}),
])
def test_two_decks_of_the_right_suits(suits, expected):
    deck = spider_deck(7, suits)
    assert len(deck) == 104
    assert Counter(card.suit for card in deck) == expected
    assert set(Counter((card.suit, card.rank) for card in deck).values()) == {8 // len(expected)}


@pytest.mark.parametrize("suits", [1, 2, 4])
def test_the_deal_gives_54_to_the_tableau_and_50_to_the_stock(suits):
    state = new_spider(12345, suits)
    assert [len(column) for column in state.columns] == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]
    assert state.hidden == (5, 5, 5, 5, 4, 4, 4, 4, 4, 4)  # only the top card face up
    assert len(state.stock) == 50 and state.rows_left == 5
    assert state.score == 500 and state.completed == ()


@pytest.mark.parametrize(("number", "suits", "first_column", "stock_start"), [
    # Pinned forever: change the generator and these fail.
    (1, 1, "9s 9s 7s As Qs As", "Qs 8s 2s"),
    (1, 2, "4s 3s 3s Qh 5s 4h", "6h Js 6s"),
    (1, 4, "4h Qs 3d 8d 6h Tc", "Kd Kh 8s"),
])
def test_golden_deals(number, suits, first_column, stock_start):
    state = new_spider(number, suits)
    assert " ".join(map(str, state.columns[0])) == first_column
    assert " ".join(map(str, state.stock[:3])) == stock_start


def test_each_number_of_suits_is_its_own_deal_and_numbers_are_stable():
    assert new_spider(5, 4).columns == new_spider(5, 4).columns
    assert new_spider(5, 4).columns != new_spider(6, 4).columns


@pytest.mark.parametrize("suits", [0, 3, 5, True])
def test_only_one_two_or_four_suits(suits):
    with pytest.raises(ValueError):
        check_suits(suits)


# -- 1. build by rank, regardless of suit -----------------------------------------------------
def test_any_card_goes_on_one_rank_higher_whatever_its_suit():
    state = table(["Tc", "9h", "9c", "8c"])
    assert state.apply(move("t2:9h>t1")).columns[0] == cards("Tc 9h")
    assert state.apply(move("t3:9c>t1")).columns[0] == cards("Tc 9c")
    error = refusal(state, "t4:8c>t1")
    assert error.reason is SpiderReason.NOT_ONE_HIGHER and error.other == Card.parse("Tc")


# -- 2. move groups only of one suit ------------------------------------------------------------
def test_a_mixed_run_moves_only_from_where_the_suit_holds():
    state = table(["9s 8h 7h", "Tc", "9d", "8c"])
    assert state.apply(move("t1:7h>t4")).columns[3] == cards("8c 7h")  # the 7♥ alone
    after = state.apply(move("t1:8h>t3"))  # 8♥–7♥ together
    assert after.columns[2] == cards("9d 8h 7h") and after.columns[0] == cards("9s")
    error = refusal(state, "t1:9s>t2")  # 9♠–8♥–7♥: the suit changes
    assert error.reason is SpiderReason.SUIT_CHANGES
    assert (error.other, error.lower) == (Card.parse("9s"), Card.parse("8h"))


def test_a_same_suit_run_moves_as_a_unit_onto_any_next_higher_card():
    state = table(["8d 7d 6d", "9c"])
    after = state.apply(move("t1:8d>t2"))
    assert after.columns[1] == cards("9c 8d 7d 6d") and after.columns[0] == ()


def test_a_run_that_stops_descending_does_not_move():
    state = table(["8d 3d", "9c"])
    error = refusal(state, "t1:8d>t2")
    assert error.reason is SpiderReason.NOT_DESCENDING


# -- 3. empty columns -------------------------------------------------------------------------------
def test_an_empty_column_takes_any_card_or_movable_run():
    state = table(["Kc 5h 4h 3h", "2c"])
    assert state.apply(move("t1:5h>t3")).columns[2] == cards("5h 4h 3h")
    assert state.apply(move("t2:2c>t3")).columns[2] == cards("2c")


# -- 4. auto-flip ---------------------------------------------------------------------------------------
def test_a_face_down_card_that_becomes_the_top_turns_up():
    state = table(["3c 9h 8h", "Tc"], hidden=[1])
    after = state.apply(move("t1:9h>t2"))
    assert after.columns[0] == cards("3c") and after.hidden[0] == 0
    assert refusal(state, "t1:3c>t2").reason is SpiderReason.FACE_DOWN


# -- 5. dealing a row ---------------------------------------------------------------------------------
def test_a_row_puts_one_card_face_up_on_every_column():
    state = new_spider(3, 2)
    after = state.apply(DEAL)
    assert all(len(a) == len(b) + 1 for a, b in zip(after.columns, state.columns))
    assert after.hidden == state.hidden and after.rows_left == 4
    assert tuple(column[-1] for column in after.columns) == state.stock[:10]


def test_no_row_while_a_column_is_empty_and_the_reason_says_which():
    state = table(["5h", "6h", "7h", "8h", "9h", "Th", "Jh", "Qh", "Kh"], stock=" ".join(["As"] * 10))
    error = refusal(state, "deal")
    assert error.reason is SpiderReason.EMPTY_COLUMN and error.columns == (10,)


def test_no_row_from_an_empty_stock():
    state = table(["5h"] * 10)
    assert refusal(state, "deal").reason is SpiderReason.STOCK_EMPTY


# -- 6. completed sequences ------------------------------------------------------------------------------
def test_a_king_to_ace_run_of_one_suit_leaves_by_itself():
    state = table(["3c Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s", "As"], hidden=[1])
    after = state.apply(move("t2:As>t1"))
    assert after.columns[0] == cards("3c") and after.hidden[0] == 0
    assert after.completed == (Suit.SPADES,) and after.score == 500 - 1 + 100


def test_a_mixed_king_to_ace_column_is_not_complete():
    state = table(["Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2h", "Ah"])
    after = state.apply(move("t2:Ah>t1"))
    assert len(after.columns[0]) == 13 and after.completed == ()


def test_a_dealt_row_can_complete_a_sequence():
    columns = ["Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s"] + ["5h"] * 9
    state = table(columns, stock="As 2h 2h 2h 2h 2h 2h 2h 2h 2h")
    after = state.apply(DEAL)
    assert after.columns[0] == () and len(after.completed) == 1


# -- 7. win and scoring -----------------------------------------------------------------------------------------
def test_eight_sequences_win():
    state = table(["Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s", "As"], completed=7)
    after = state.apply(move("t2:As>t1"))
    assert after.is_won
    assert refusal(after, "deal").reason is SpiderReason.GAME_OVER


def test_score_starts_at_500_loses_one_a_move_and_never_shows_below_zero():
    state = table(["5h", "6c"])
    after = state.apply(move("t1:5h>t2"))
    assert after.score == 499 and after.moves == 1
    poor = SpiderState(state.columns, state.hidden, (), (), 4, 600, -100)
    assert poor.shown_score == 0


# -- words for a column: its runs ----------------------------------------------------------------------------------
def test_a_column_reads_as_its_runs():
    state = table(["4c 9s 8h 7h 6h 5h"], hidden=[1])
    assert state.runs(1) == [cards("9s"), cards("8h 7h 6h 5h")]
    assert state.run_start(1) == 2


# -- interchange --------------------------------------------------------------------------------------------------------
def test_deal_json_round_trip():
    state = new_spider(99, 2)
    data = json.loads(json.dumps(state_to_json(state)))
    assert data["game"] == "spider" and data["suits"] == 2 and len(data["stock"]) == 50
    assert state_from_json(data) == state


@pytest.mark.parametrize("data", [
    {}, {"game": "spider", "suits": 3, "tableau": [], "stock": []},
    {"game": "spider", "suits": 1, "tableau": [[]] * 10, "stock": []},
])
def test_bad_deal_json_is_refused(data):
    with pytest.raises(ValueError):
        state_from_json(data)


@pytest.mark.parametrize("text", ["t3:7h>t6", "t10:Ks>t1", "deal"])
def test_notation_round_trip(text):
    assert str(move(text)) == text


@pytest.mark.parametrize("text", ["7h>t6", "t11:7h>t6", "t3:7h>t0", "t3:zz>t1", "t3:7h"])
def test_bad_notation_is_refused(text):
    with pytest.raises(ValueError):
        move(text)


# -- properties -------------------------------------------------------------------------------------------------------------
@settings(max_examples=60, deadline=None)
@given(st.integers(1, 2**32 - 1), st.sampled_from([1, 2, 4]), st.lists(st.integers(0, 10_000), max_size=150))
def test_random_play_keeps_the_104_cards(number, suits, picks):
    state = new_spider(number, suits)
    deck = Counter(spider_deck(number, suits))
    for pick in picks:
        moves = state.legal_moves()
        if not moves:
            break
        state = state.apply(moves[pick % len(moves)])
        on_table = Counter(card for column in state.columns for card in column) + Counter(state.stock)
        for suit in state.completed:
            on_table += Counter(Card.of(rank, suit) for rank in range(1, 14))
        assert on_table == deck
        assert all(state.hidden[n] < len(column) or not column for n, column in enumerate(state.columns))


# -- the solver --------------------------------------------------------------------------------------------------------------
def test_solver_lines_replay_to_a_win():
    from klondike_qt.engine.solving import Budget
    from klondike_qt.engine.spider.solver import Verdict, replay, solve

    state = new_spider(9, 1)
    result = solve(state, Budget(seconds=None, nodes=20_000))
    assert result.outcome is Verdict.SOLVED
    assert replay(state, result.moves).is_won and result.first_move == result.moves[0]


def test_solver_says_unknown_when_its_budget_runs_out():
    from klondike_qt.engine.solving import Budget
    from klondike_qt.engine.spider.solver import Verdict, solve

    result = solve(new_spider(2, 4), Budget(seconds=None, nodes=100))
    assert result.outcome is Verdict.UNKNOWN and result.moves == ()
