"""TriPeaks' rule book (rules-tripeaks.md), statement by statement, its deals,
saves, advice and solver."""

from __future__ import annotations

import json
import random
import threading
from functools import cache

import pytest
from engine_helpers import agrees_with_exhaustive_search, run_cli
from hypothesis import given, settings
from hypothesis import strategies as st

from klondike_qt.engine.cards import CARDS, Card
from klondike_qt.engine.deal import shuffle, shuffled_deck
from klondike_qt.engine.savefile import SaveError, SaveProblem
from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.engine.status import GameStatus
from klondike_qt.engine.tripeaks import (
    COVERERS,
    DRAW,
    MAX_SCORE,
    ROW_SIZES,
    TriPeaksIllegal,
    TriPeaksReason,
    TriPeaksSave,
    TriPeaksState,
    WasteMove,
    apply,
    change,
    click_move,
    hint,
    hint_order,
    legal_moves,
    loads_tripeaks,
    new_tripeaks,
    parse_move,
    peak_of,
    place,
    row_and_number,
    solve,
    state_from_json,
    state_to_json,
    tripeaks_deck,
    tripeaks_layout,
    tripeaks_status,
)
from klondike_qt.engine.waste import fits, neighbour_ranks, play_possible
from klondike_qt.engine.yukon import yukon_deck

EMPTY_ROWS = (" ".join("." * 3), " ".join("." * 6), " ".join("." * 9), " ".join("." * 10))


def position(row1: str = EMPTY_ROWS[0], row2: str = EMPTY_ROWS[1], row3: str = EMPTY_ROWS[2],
             row4: str = EMPTY_ROWS[3], waste: str = "As", stock: str = "", streak: int = 0) -> TriPeaksState:
    """A table for one rule: each row's cards left to right, ``.`` for a card
    already played; the waste bottom first; the stock next card first.
    Cards not named are simply not in play."""
    tableau: list[Card | None] = []
    for text, size in zip((row1, row2, row3, row4), ROW_SIZES):
        codes = text.split()
        assert len(codes) == size
        tableau.extend(None if code == "." else Card.parse(code) for code in codes)
    return TriPeaksState(tuple(tableau), tuple(Card.parse(c) for c in stock.split()),
                         tuple(Card.parse(c) for c in waste.split()), streak=streak)


def row4(*cards: str) -> str:
    """Row 4 with these cards on its left, the rest played."""
    return " ".join(list(cards) + ["."] * (10 - len(cards)))


def m(text: str) -> WasteMove:
    return parse_move(text)


def c(text: str) -> Card:
    return Card.parse(text)


def refusal(state: TriPeaksState, text: str) -> TriPeaksIllegal:
    with pytest.raises(TriPeaksIllegal) as info:
        apply(state, m(text))
    return info.value


def play(state: TriPeaksState, *texts: str) -> TriPeaksState:
    for text in texts:
        state = apply(state, m(text))
    return state


def all_cards(state: TriPeaksState) -> list[Card]:
    return [card for card in state.tableau if card is not None] + list(state.waste) + list(state.stock)


# -- components ----------------------------------------------------------------------------------------
def test_one_52_card_deck_a_tableau_of_28_in_rows_of_3_6_9_10_a_stock_and_a_waste():
    state = new_tripeaks(1)
    assert [len(row) for row in state.rows()] == [3, 6, 9, 10]
    assert sorted(all_cards(state)) == sorted(CARDS) and len(state.stock) == 23 and len(state.waste) == 1


def test_suits_never_matter_ranks_are_a_circle_king_next_to_ace():
    for top, fitting in (("7c", ("6h", "8s", "6c", "8d")), ("Kd", ("Qs", "Ah")), ("Ah", ("2c", "Ks"))):
        state = position(row4=row4("5h"), waste=top)
        for card in fitting:
            assert state.fits(c(card))
    assert not position(waste="7c").fits(c("7h")) and not position(waste="Kc").fits(c("Jh"))


def test_covering_row_1_card_p_lies_under_row_2_cards_2p_minus_1_and_2p():
    for p in (1, 2, 3):
        assert COVERERS[place(1, p)] == (place(2, 2 * p - 1), place(2, 2 * p))


def test_covering_row_2_cards_lie_under_row_3_pairs_in_that_order():
    pairs = [(1, 2), (2, 3), (4, 5), (5, 6), (7, 8), (8, 9)]
    for number, (a, b) in enumerate(pairs, start=1):
        assert COVERERS[place(2, number)] == (place(3, a), place(3, b))


def test_covering_row_3_card_k_lies_under_row_4_cards_k_and_k_plus_1():
    for k in range(1, 10):
        assert COVERERS[place(3, k)] == (place(4, k), place(4, k + 1))


def test_a_card_is_free_when_none_of_its_coverers_remain_row_4_always_free():
    state = new_tripeaks(1)
    assert state.free_places() == tuple(range(18, 28))
    state = position(row3="7d 2h . . . . . . .", row4=row4("Jh"))
    assert not state.is_free(place(3, 1)) and state.covered_by(place(3, 1)) == (c("Jh"),)
    assert state.is_free(place(3, 2)) and state.is_free(place(4, 1))


def test_peak_p_is_row_1_card_p_with_rows_2_and_3_over_it_row_4_the_shared_base():
    for p in (1, 2, 3):
        assert peak_of(place(1, p)) == p
        assert [peak_of(place(2, n)) for n in (2 * p - 1, 2 * p)] == [p, p]
        assert [peak_of(place(3, k)) for k in range(3 * p - 2, 3 * p + 1)] == [p, p, p]
    assert all(peak_of(place(4, k)) is None for k in range(1, 11))
    assert row_and_number(place(3, 5)) == (3, 5)


# -- the deal ----------------------------------------------------------------------------------------------
def test_deal_cards_1_to_28_fill_the_tableau_row_by_row_card_29_on_the_waste_then_the_stock():
    for number in (3, 617):
        deck = tripeaks_deck(number)
        state = new_tripeaks(number)
        assert list(state.tableau) == deck[:28]
        assert state.rows()[0] == tuple(deck[:3]) and state.rows()[3] == tuple(deck[18:28])
        assert state.waste == (deck[28],) and list(state.stock) == deck[29:] and len(state.stock) == 23


def test_deal_rows_1_to_3_face_down_row_4_face_up():
    state = new_tripeaks(9)
    assert state.face_down_count == 18
    assert [state.is_free(i) for i in range(28)] == [False] * 18 + [True] * 10


def test_deal_numbers_1_to_4294967295():
    new_tripeaks(1)
    new_tripeaks(4294967295)
    for bad in (0, -1, 4294967296):
        with pytest.raises(ValueError):
            new_tripeaks(bad)


def test_deal_is_splitmix64_fisher_yates_over_klondikes_order_seeded_with_number_times_8_plus_6():
    for number in (1, 99):
        assert tripeaks_deck(number) == shuffle(list(CARDS), number * 8 + 6)
    assert tripeaks_deck(5) != yukon_deck(5) and tripeaks_deck(5) != shuffled_deck(5)


GOLDEN = {  # checked by hand against the deck order: cards 1-3 row 1 … 19-28 row 4, 29 the waste
    1: {"tableau": ["8h 9d 6s", "Qd 3d 5c 3h 9s 5d", "7d 2h Jc Td 8c Kh 6c 8d Kc", "Jh Kd Js 7h 4s 4c 7c 2c 6h Ts"],
        "waste": "As", "stock": "Ks 3c 5s Qs Ah 3s Ad Tc Qh 7s 9h 2d 9c 5h 2s Qc 8s Th Jd Ac 4d 6d 4h"},
    4294967295: {"tableau": ["Td 8s Qh", "5c 3c 9c 3h 7s Js", "As 6h 4c Ts Ks 3s Kc Kh Jd",
                             "7c 9s Ad 6d 5s Qd 9h 7d 8d Jc"],
                 "waste": "2c", "stock": "7h Jh 2h 6c 5d Qc Ah Qs 8c Th 3d 4d Tc 4s Kd 2d 6s 9d 5h Ac 2s 4h 8h"},
}


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deals_stable_forever(number):
    _, waste, stock = tripeaks_layout(number)
    rows = [" ".join(map(str, row)) for row in new_tripeaks(number).rows()]
    assert rows == GOLDEN[number]["tableau"]
    assert str(waste) == GOLDEN[number]["waste"] and " ".join(map(str, stock)) == GOLDEN[number]["stock"]
    assert " ".join(map(str, tripeaks_deck(number)[:28])) == " ".join(GOLDEN[number]["tableau"])


# -- 1. play to the waste ---------------------------------------------------------------------------------------
def test_play_a_free_card_one_above_or_below_the_waste_suit_ignored():
    state = position(row4=row4("6h", "8s", "9c"), waste="7c")
    assert [str(move) for move in legal_moves(state)] == ["6h>w"] + ["8s>w"]
    after = apply(state, m("8s>w"))
    assert after.top == c("8s") and after.tableau[place(4, 2)] is None and after.moves == 1
    assert [str(move) for move in legal_moves(after)] == ["9c>w"]


def test_play_on_a_king_a_queen_or_an_ace_on_an_ace_a_2_or_a_king():
    assert play(position(row4=row4("Ah"), waste="Kc"), "Ah>w").top == c("Ah")
    assert play(position(row4=row4("Qh"), waste="Kc"), "Qh>w").top == c("Qh")
    assert play(position(row4=row4("Kh"), waste="Ac"), "Kh>w").top == c("Kh")
    assert play(position(row4=row4("2h"), waste="Ac"), "2h>w").top == c("2h")


def test_play_refused_the_5_of_hearts_does_not_fit_the_8_of_clubs_it_needs_a_7_or_a_9():
    error = refusal(position(row4=row4("5h"), waste="8c"), "5h>w")
    assert error.reason is TriPeaksReason.DOESNT_FIT and error.card == c("5h")
    assert error.other == c("8c") and error.needs == (7, 9)
    assert "needs 7 or 9" in str(error)


def test_play_refused_a_card_still_covered_is_face_down_under_the_9_of_clubs():
    state = position(row3="5h . . . . . . . .", row4=row4("9c"), waste="4c")
    error = refusal(state, "5h>w")
    assert error.reason is TriPeaksReason.FACE_DOWN and error.covered_by == (c("9c"),)
    both = position(row3="5h . . . . . . . .", row4=row4("9c", "4d"), waste="4c")
    assert refusal(both, "5h>w").covered_by == (c("9c"), c("4d"))


def test_play_refused_a_card_not_on_the_tableau():
    state = position(row4=row4("5h"), waste="4c", stock="6d")
    assert refusal(state, "6d>w").reason is TriPeaksReason.NOT_ON_TABLEAU
    assert refusal(state, "4c>w").reason is TriPeaksReason.NOT_ON_TABLEAU


# -- 2. auto-flip -------------------------------------------------------------------------------------------------
def test_auto_flip_a_face_down_card_turns_up_as_part_of_the_move_that_freed_it():
    state = position(row3="Jc . . . . . . . .", row4=row4("9c", "4d"), waste="3c")
    assert state.face_down_count == 1
    after = play(state, "4d>w")
    assert not after.is_free(place(3, 1))
    after = apply(position(row3="Jc . . . . . . . .", row4=row4("9c"), waste="8c"), m("9c>w"))
    assert after.is_free(place(3, 1)) and after.face_down_count == 0 and after.moves == 1


# -- 3. draw --------------------------------------------------------------------------------------------------------
def test_draw_the_stocks_top_card_goes_onto_the_waste_even_when_a_play_exists():
    state = position(row4=row4("2h"), waste="Ac", stock="9s 5d")
    assert m("2h>w") in list(legal_moves(state))
    after = apply(state, DRAW)
    assert after.waste == (c("Ac"), c("9s")) and after.stock == (c("5d"),)


def test_draw_one_pass_no_recycling_refused_when_empty():
    state = play(position(row4=row4("2h"), waste="Ac", stock="9s"), "draw")
    assert DRAW not in list(legal_moves(state))
    error = refusal(state, "draw")
    assert error.reason is TriPeaksReason.STOCK_EMPTY and "stock is empty" in str(error)


# -- 4. win ----------------------------------------------------------------------------------------------------------
def test_win_all_28_tableau_cards_on_the_waste_cards_left_in_the_stock_do_not_matter():
    state = position(row4=row4("2h"), waste="Ac", stock="9s 5d")
    won = play(state, "2h>w")
    assert won.is_won and tripeaks_status(won) is GameStatus.WON and won.stock
    assert list(legal_moves(won)) == []
    assert refusal(won, "draw").reason is TriPeaksReason.GAME_OVER


def test_nothing_else_is_a_win():
    state = position(row4=row4("2h", "9d"), waste="Ac")
    assert not play(state, "2h>w").is_won


# -- scoring --------------------------------------------------------------------------------------------------------
def test_scoring_each_card_100_plus_200_times_the_streak_before_it():
    state = position(row4=row4("2h", "3h", "4h", "5h", "Kd"), waste="Ac", stock="Qc")
    scores = [s.score for s in _states(state, "2h>w", "3h>w", "4h>w", "5h>w")]
    assert scores == [100, 400, 900, 1600] and apply(state, m("2h>w")).next_points == 300


def test_scoring_a_draw_ends_the_streak_and_costs_nothing():
    state = play(position(row4=row4("2h", "3h", "Kd"), waste="Ac", stock="Qc"), "2h>w", "3h>w")
    after = apply(state, DRAW)
    assert after.score == state.score == 400 and after.streak == 0 and state.streak == 2
    assert apply(after, m("Kd>w")).score == 500


def test_scoring_peak_bonuses_500_then_1000_then_5000():
    state = position("5c 6c 7c", row4=row4("9h"), waste="4d", stock="8d")
    first = play(state, "5c>w")
    assert first.score == 100 + 500 and first.peaks_cleared == 1
    second = play(first, "6c>w")
    assert second.score == first.score + 300 + 1000
    third = play(second, "7c>w")
    assert third.score == second.score + 500 + 5000 and third.peaks_cleared == 3


def test_scoring_maximum_84900_all_28_in_one_streak():
    assert MAX_SCORE == 84_900


def test_undo_restores_score_and_streak_exactly():
    state = new_tripeaks(1)
    moves = solve(state, Budget(seconds=None)).moves
    states = TriPeaksSave(1, state, moves, len(moves)).states_from(0)
    for step, earlier in enumerate(states[:20]):
        assert (earlier.score, earlier.streak) == (_replay(state, moves[:step]).score, _replay(state, moves[:step]).streak)


def _states(state: TriPeaksState, *texts: str) -> list[TriPeaksState]:
    out = []
    for text in texts:
        state = apply(state, m(text))
        out.append(state)
    return out


def _replay(state: TriPeaksState, moves) -> TriPeaksState:
    for move in moves:
        state = apply(state, move)
    return state


# -- no moves left, dead ends -------------------------------------------------------------------------------------------
def test_no_moves_left_when_no_free_card_fits_the_waste_nor_any_card_in_the_stock():
    stuck = position(row4=row4("9h", "Jc"), waste="5c", stock="2d 3s Ks")
    assert list(legal_moves(stuck)) == [DRAW]  # a draw is legal, but can never help
    assert tripeaks_status(stuck) is GameStatus.NO_MOVES and hint(stuck) is None


def test_not_stuck_while_a_card_in_the_stock_fits_a_free_card():
    state = position(row4=row4("9h", "Jc"), waste="5c", stock="2d Ts")
    assert tripeaks_status(state) is GameStatus.IN_PROGRESS


def test_no_moves_left_with_an_empty_stock_no_free_card_fits():
    assert tripeaks_status(position(row4=row4("9h"), waste="5c")) is GameStatus.NO_MOVES
    assert tripeaks_status(position(row4=row4("9h"), waste="8c")) is GameStatus.IN_PROGRESS


def test_no_moves_left_said_right_after_the_deal():
    for number in range(1, 400):
        state = new_tripeaks(number)
        expected = any(card.rank in {(s.rank % 13) + 1, (s.rank - 2) % 13 + 1}
                       for card in state.free_cards() for s in (*state.waste, *state.stock))
        assert (tripeaks_status(state) is GameStatus.IN_PROGRESS) == expected


def test_dead_end_is_not_announced_unasked_the_solver_answers_it():
    dead = position(row3="Jc . . . . . . . .", row4=row4("9c", "5d"), waste="8c", stock="Ks")
    # 9c fits, but then the jack of clubs and the 5 of diamonds can never both go
    assert tripeaks_status(dead) is GameStatus.IN_PROGRESS
    assert solve(dead, Budget(seconds=None)).outcome is Verdict.UNSOLVABLE


# -- interchange ----------------------------------------------------------------------------------------------------------
def test_deal_json_rows_left_to_right_waste_and_23_stock_cards():
    data = state_to_json(new_tripeaks(1))
    assert data == {"game": "tripeaks", "tableau": [row.split() for row in GOLDEN[1]["tableau"]],
                    "waste": ["As"], "stock": GOLDEN[1]["stock"].split()}
    assert state_from_json(json.loads(json.dumps(data))) == new_tripeaks(1)


@pytest.mark.parametrize("data", [
    {"game": "golf", "tableau": [], "waste": [], "stock": []},
    {"game": "tripeaks", "tableau": [["Ah"] * 3, ["Ah"] * 6, ["Ah"] * 9, ["Ah"] * 10], "waste": ["Ah"], "stock": []},
    {"game": "tripeaks", "tableau": [[], [], [], []], "waste": ["Ah"], "stock": []},
    {"game": "tripeaks"},
    {"game": "tripeaks", "tableau": [[1, 2, 3], [], [], []], "waste": [], "stock": []},
    [],
])
def test_deal_json_refused(data):
    with pytest.raises(ValueError):
        state_from_json(data)


def test_moves_notation_a_free_card_onto_the_waste_or_draw():
    assert m("7h>w") == WasteMove(c("7h")) and m("draw") == DRAW and m(" DRAW ") == DRAW
    assert [str(m(text)) for text in ("7h>w", "draw", "Td>w")] == ["7h>w", "draw", "Td>w"]
    for bad in ("7h", "7h>t1", "Zz>w", "deal", ""):
        with pytest.raises(ValueError):
            parse_move(bad)


# -- by ear ------------------------------------------------------------------------------------------------------------
def test_after_a_play_the_new_waste_card_streak_points_what_turned_up_and_what_it_needs():
    state = position(row3="Jc . . . . . . . .", row4=row4("8s", "4d"), waste="7h", streak=3)
    told = change(state, m("8s>w"))
    assert not told.is_draw and told.card == c("8s") and told.onto == c("7h")
    assert told.streak == 4 and told.points == 700 and told.needs == (7, 9)
    assert told.turned_up == () and told.peak is None
    freed = change(position(row3="Jc . . . . . . . .", row4=row4("8s"), waste="7h", streak=3), m("8s>w"))
    assert freed.turned_up == (c("Jc"),)


def test_after_a_draw_the_card_turned_the_streak_ended_and_the_stock_left():
    state = position(row4=row4("9h"), waste="Ac", stock="5c 2d", streak=4)
    told = change(state, DRAW)
    assert told.is_draw and told.card == c("5c") and told.ended_streak == 4 and told.stock_left == 1


def test_peak_cleared_is_told():
    state = position(". 6c .", row4=row4("9h"), waste="5d")
    assert change(state, m("6c>w")).peak == 2


def test_a_card_says_where_it_is_what_covers_it_and_whether_it_fits():
    state = new_tripeaks(1)  # the 2 of hearts: row 3, card 2, under the king of diamonds and the jack of spades
    index = state.index_of(c("2h"))
    assert index is not None and row_and_number(index) == (3, 2) and peak_of(index) == 1
    assert state.covered_by(index) == (c("Kd"), c("Js"))
    assert state.playable() == (c("Kd"), c("2c")) and state.needs() == (13, 2)
    assert state.free_cards()[:3] == (c("Jh"), c("Kd"), c("Js"))  # reading order


def test_information_score_streak_next_card_cards_left_stock():
    state = play(new_tripeaks(1), "2c>w")
    assert (state.score, state.streak, state.next_points, state.cards_left, len(state.stock)) == (100, 1, 300, 27, 23)


# -- advice --------------------------------------------------------------------------------------------------------------
def test_hint_order_plays_that_turn_cards_up_first_the_draw_last():
    state = position(row3="Jc . . . . . . . .", row4=row4("9c", "Tc", "9d"), waste="8c", stock="2s")
    order = hint_order(state)
    assert order[-1] == DRAW and set(order) == set(legal_moves(state))
    assert order[0] == m("9c>w")  # turns the jack of clubs up


def test_hint_keeps_the_deal_winnable():
    line = ("2c>w draw draw 4c>w draw 4s>w draw Js>w Ts>w Jh>w draw Kd>w draw 2h>w draw draw draw draw "
            "6h>w 7c>w 8d>w 7h>w").split()
    state = play(new_tripeaks(1), *line)
    by_rules = hint_order(state)[0]  # the 6 of clubs turns a card up, but loses the deal
    assert solve(apply(state, by_rules), Budget(seconds=None)).outcome is Verdict.UNSOLVABLE
    move = hint(state, Budget(seconds=None))  # unbounded: the default budget may run out on a loaded machine
    assert move is not None and move != by_rules
    assert solve(apply(state, move), Budget(seconds=None)).outcome is Verdict.SOLVED


def test_click_plays_a_free_card_that_fits_or_draws_from_the_stock():
    state = new_tripeaks(1)
    assert click_move(state, c("Kd")) == m("Kd>w")
    assert click_move(state, c("Jh")) is None  # free but does not fit
    assert click_move(state, c("2h")) is None  # face down
    assert click_move(state, state.stock[0]) == DRAW
    assert click_move(state, c("As")) is None  # the waste


# -- properties ----------------------------------------------------------------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(st.integers(1, 2**32 - 1), st.integers(0, 2**32))
def test_random_play_conserves_cards_apply_accepts_exactly_the_legal_moves_score_bounded(number, seed):
    rng = random.Random(seed)
    state = new_tripeaks(number)
    expected = streak = 0
    for step in range(60):
        moves = list(legal_moves(state))
        if step % 6 == 0:
            candidates = [WasteMove(card) for card in CARDS] + [DRAW]
            assert {move for move in candidates if _accepts(state, move)} == set(moves)
        if not moves:
            break
        plays = [move for move in moves if not move.is_draw]
        move = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(moves)
        before = state
        state = apply(state, move)
        assert sorted(all_cards(state)) == sorted(CARDS)
        if move.is_draw:
            streak = 0
        else:
            expected += 100 + 200 * streak + (0 if before.peaks_cleared == state.peaks_cleared
                                              else (500, 1000, 5000)[state.peaks_cleared - 1])
            streak += 1
        assert state.score == expected and state.streak == streak and 0 <= state.score <= MAX_SCORE


def _accepts(state: TriPeaksState, move: WasteMove) -> bool:
    try:
        apply(state, move)
    except TriPeaksIllegal:
        return False
    return True


# -- solver ----------------------------------------------------------------------------------------------------------------
def _brute_force_won(state: TriPeaksState) -> bool:
    """Every position the engine's own moves reach (small positions only)."""

    @cache
    def won(tableau, stock, top) -> bool:
        current = TriPeaksState(tableau, stock, (top,))
        for move in legal_moves(current):
            after = apply(current, move)
            if after.is_won or won(after.tableau, after.stock, after.top):
                return True
        return False

    return state.is_won or won(state.tableau, state.stock, state.top)


def _small_position(seed: int) -> TriPeaksState:
    """A position near the end of a deal: the winning line (or a random
    game, for a lost deal) played but for its last 8–20 moves, the stock cut
    to a few cards (so some are won, some lost)."""
    rng = random.Random(seed)
    state = new_tripeaks(rng.randint(1, 2**32 - 1))
    line = list(solve(state, Budget(seconds=None, nodes=5000)).moves)
    if not line or rng.random() < 0.3:  # a random game now and then
        line = []
        for _ in range(rng.randint(12, 30)):
            moves = list(legal_moves(state))
            if not moves:
                break
            plays = [move for move in moves if not move.is_draw]
            state = apply(state, rng.choice(plays) if plays and rng.random() < 0.85 else rng.choice(moves))
    for move in line[:max(len(line) - rng.randint(8, 20), 0)]:
        state = apply(state, move)
    cut = state.stock[:rng.randint(0, 6)]
    return TriPeaksState(state.tableau, cut, state.waste[-1:])


def _agrees_with_exhaustive_search(state: TriPeaksState) -> Verdict:
    return agrees_with_exhaustive_search(state, solve, _brute_force_won, apply)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32))
def test_solver_agrees_with_an_exhaustive_search_on_small_positions(seed):
    _agrees_with_exhaustive_search(_small_position(seed))


def test_solver_proves_small_positions_lost_and_won():
    verdicts = {_agrees_with_exhaustive_search(_small_position(seed)) for seed in range(30)}
    assert verdicts == {Verdict.SOLVED, Verdict.UNSOLVABLE}


def test_solver_wins_a_deal_and_the_line_replays_through_apply():
    state = new_tripeaks(1)
    result = solve(state, Budget(seconds=None))
    assert result.outcome is Verdict.SOLVED and _replay(state, result.moves).is_won


def test_solver_already_won_and_one_card_to_go():
    assert solve(position()).outcome is Verdict.SOLVED
    result = solve(position(row4=row4("2h"), waste="Ac"))
    assert result.outcome is Verdict.SOLVED and result.moves == (m("2h>w"),)


def test_solver_budget_and_cancel_give_unknown():
    hard = new_tripeaks(LOST_DEAL)
    assert solve(hard, Budget(seconds=None, nodes=300)).outcome is Verdict.UNKNOWN
    event = threading.Event()
    event.set()
    assert solve(hard, Budget(seconds=None), cancel=event).outcome is Verdict.UNKNOWN
    assert solve(hard, Budget(seconds=None), cancel=lambda: True).outcome is Verdict.UNKNOWN


LOST_DEAL = 29


# -- saves ------------------------------------------------------------------------------------------------------------------
def test_save_round_trip_names_its_game():
    state = new_tripeaks(3)
    moves = solve(state, Budget(seconds=None)).moves[:12]
    for save in (TriPeaksSave(3, state, moves, 7, 1234), TriPeaksSave(None, state, moves, 12)):
        text = save.dumps()
        assert json.loads(text)["game"] == "tripeaks"
        loaded = loads_tripeaks(text)
        assert loaded == save
        assert loaded.states_from(0)[7] == _replay(state, moves[:7])


@pytest.mark.parametrize("text, problem", [
    ("{", SaveProblem.NOT_JSON),
    ("[]", SaveProblem.NOT_A_SAVE),
    ('{"format": "klondike-qt-save", "version": 1, "game": "tripeaks", "deal": {"number": "x"}, "moves": []}',
     SaveProblem.BAD_DEAL),
    ('{"format": "klondike-qt-save", "version": 1, "game": "tripeaks", "deal": {"number": 1}, "moves": [7]}',
     SaveProblem.BAD_MOVE),
    ('{"format": "klondike-qt-save", "version": 1, "game": "tripeaks", "deal": {"number": 1}, "moves": ["7h>t"]}',
     SaveProblem.BAD_MOVE),
    ('{"format": "klondike-qt-save", "version": 1, "game": "tripeaks", "deal": {"layout": {"game": "tripeaks"}},'
     ' "moves": []}', SaveProblem.BAD_DEAL),
    ('{"format": "klondike-qt-save", "version": 9, "game": "tripeaks", "deal": {"number": 1}, "moves": []}',
     SaveProblem.FUTURE_VERSION),
])
def test_save_hostile_input_gives_a_clear_error(text, problem):
    with pytest.raises(SaveError) as info:
        loads_tripeaks(text)
    assert info.value.problem is problem


def test_save_refused_with_an_illegal_move_or_another_game():
    text = TriPeaksSave(1, new_tripeaks(1), (m("2h>w"),), 1).dumps()
    with pytest.raises(SaveError) as info:
        loads_tripeaks(text)
    assert info.value.problem is SaveProblem.ILLEGAL_MOVE and info.value.step == 1
    with pytest.raises(SaveError) as info:
        loads_tripeaks(text.replace('"tripeaks"', '"golf"'))
    assert info.value.problem is SaveProblem.NOT_A_SAVE
    with pytest.raises(SaveError) as info:
        loads_tripeaks(text.replace('"number":1', '"number":0'))
    assert info.value.problem is SaveProblem.BAD_DEAL


# -- the command line ---------------------------------------------------------------------------------------------------------
def test_cli_deal_prints_the_deal_json(capsys):
    status, out, _ = run_cli(capsys, "deal", "1", "--game", "tripeaks")
    assert status == 0 and json.loads(out) == state_to_json(new_tripeaks(1))


def test_cli_solve_then_replay_wins(capsys, tmp_path):
    status, out, _ = run_cli(capsys, "solve", "1", "--game", "tripeaks", "--time-limit", "60")
    result = json.loads(out)
    assert status == 0 and result["result"] == "solved"
    moves = tmp_path / "moves.txt"
    moves.write_text("\n".join(result["moves"]) + "\n")
    status, out, _ = run_cli(capsys, "replay", "1", str(moves), "--game", "tripeaks")
    answer = json.loads(out)
    assert status == 0 and answer["legal"] and answer["won"] and answer["moves"] == len(result["moves"])
    assert answer["tableau"] == 0 and answer["score"] == _replay(new_tripeaks(1), result["moves"] and
                                                                 [m(t) for t in result["moves"]]).score


def test_cli_solve_says_a_lost_deal_is_unsolvable(capsys):
    status, out, _ = run_cli(capsys, "solve", str(LOST_DEAL), "--game", "tripeaks", "--time-limit", "60")
    assert status == 0 and json.loads(out)["result"] == "unsolvable"


def test_cli_replay_exits_1_naming_the_first_illegal_move_and_its_rule(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("2c>w\n# a comment\ndraw\n2h>w\n")  # deal 1: the 2 of hearts is face down
    status, out, err = run_cli(capsys, "replay", "1", str(moves), "--game", "tripeaks")
    answer = json.loads(out)
    assert status == 1 and answer["line"] == 4 and answer["reason"] == "face-down"
    assert err.count("\n") == 1 and "line 4" in err and "2h>w" in err and "face down" in err


def test_cli_replay_from_a_deal_file(capsys, tmp_path):
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(state_to_json(new_tripeaks(1))))
    moves = tmp_path / "moves.txt"
    moves.write_text("Kd>w\n")
    status, out, _ = run_cli(capsys, "replay", str(deal), str(moves), "--game", "tripeaks")
    assert status == 0 and json.loads(out) == {"legal": True, "won": False, "moves": 1, "score": 100, "streak": 1,
                                               "stock": 23, "tableau": 27}


def test_cli_exits_2_for_input_it_cannot_read(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("7h>t3\n")
    status, _, err = run_cli(capsys, "replay", "1", str(moves), "--game", "tripeaks")
    assert status == 2 and "7h>t3" in err
    status, _, _ = run_cli(capsys, "deal", "0", "--game", "tripeaks")
    assert status == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    status, _, err = run_cli(capsys, "deal", str(bad), "--game", "tripeaks")
    assert status == 2 and "not JSON" in err


# -- the waste games' kernel (engine/waste.py, shared with Golf) -------------------------------------------------------------
def test_waste_kernel_neighbour_ranks_with_and_without_the_wrap():
    assert neighbour_ranks(7, True) == neighbour_ranks(7, False) == (6, 8)
    assert neighbour_ranks(13, True) == (12, 1) and neighbour_ranks(1, True) == (13, 2)
    assert neighbour_ranks(13, False) == (12,) and neighbour_ranks(1, False) == (2,)
    assert fits(c("Ah"), c("Kc"), True) and not fits(c("Ah"), c("Kc"), False) and not fits(c("2h"), None, True)
    assert play_possible([c("9h")], c("5c"), [c("2d"), c("Ts")], False)
    assert not play_possible([c("9h")], c("5c"), [c("2d")], False)
