"""Golf's rule book (rules-golf.md), statement by statement, its deals,
saves, advice and solver."""

from __future__ import annotations

import json
import random
import threading

import pytest
from engine_helpers import agrees_with_exhaustive_search, run_cli
from hypothesis import given, settings
from hypothesis import strategies as st

from klondike_qt.engine.cards import CARDS, Card
from klondike_qt.engine.deal import shuffle, shuffled_deck
from klondike_qt.engine.golf import (
    DRAW,
    MAX_SCORE,
    MIN_SCORE,
    Area,
    GolfIllegalMove,
    GolfReason,
    GolfSave,
    GolfState,
    WasteMove,
    apply,
    click_move,
    golf_deck,
    golf_layout,
    golf_status,
    hint_order,
    is_stuck,
    legal_moves,
    loads_golf,
    new_golf,
    parse_move,
    run_length,
    solve,
    state_from_json,
    state_to_json,
    transition,
)
from klondike_qt.engine.savefile import SaveError, SaveProblem
from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.engine.status import GameStatus
from klondike_qt.engine.waste import neighbour_ranks
from klondike_qt.engine.yukon import yukon_deck


def c(code: str) -> Card:
    return Card.parse(code)


def position(*columns: str, waste: str, stock: str = "") -> GolfState:
    """A table for one rule: one string per column (bottom card first), the
    waste (its top card last) and the stock (the next card first). The
    cards not named lie under the waste, so that all 52 are on the table."""
    tableau = tuple(tuple(c(code) for code in text.split()) for text in columns + ("",) * (7 - len(columns)))
    named_waste = tuple(c(code) for code in waste.split())
    stock_cards = tuple(c(code) for code in stock.split())
    named = {card for col in tableau for card in col} | set(named_waste) | set(stock_cards)
    under = tuple(card for card in CARDS if card not in named)
    return GolfState(tableau, under + named_waste, stock_cards)


def m(text: str) -> WasteMove:
    return parse_move(text)


def refusal(state: GolfState, text: str) -> GolfIllegalMove:
    with pytest.raises(GolfIllegalMove) as info:
        apply(state, m(text))
    return info.value


def all_cards(state: GolfState) -> list[Card]:
    return sorted([card for col in state.tableau for card in col] + list(state.waste) + list(state.stock))


# -- components ----------------------------------------------------------------------------
def test_one_deck_seven_columns_of_five_face_up_a_stock_and_a_waste():
    state = new_golf(1)
    assert [len(col) for col in state.tableau] == [5] * 7
    assert len(state.waste) == 1 and state.stock_count == 16 and all_cards(state) == sorted(CARDS)


def test_suits_never_matter_no_wrapping():
    assert neighbour_ranks(7, wrap=False) == (6, 8)
    assert neighbour_ranks(1, wrap=False) == (2,) and neighbour_ranks(13, wrap=False) == (12,)
    state = position("9h", waste="8c")
    assert apply(state, m("9h>w")).waste_top == c("9h")


def test_nothing_is_ever_built_on_a_column():
    with pytest.raises(ValueError):
        parse_move("7h>t3")


# -- the deal -----------------------------------------------------------------------------------
def test_deal_card_k_to_column_k_minus_1_mod_7_plus_1_first_row_at_the_bottom():
    deck = golf_deck(7)
    tableau, waste, stock = golf_layout(7)
    for k in range(1, 36):
        assert tableau[(k - 1) % 7][(k - 1) // 7] == deck[k - 1]
    assert [col[-1] for col in tableau] == deck[28:35]  # cards 29-35 are the top cards
    assert waste == deck[35] and stock == tuple(deck[36:]) and stock[0] == deck[36]  # 37 on top


def test_deal_numbers_1_to_4294967295():
    new_golf(1)
    new_golf(4294967295)
    for bad in (0, -1, 4294967296):
        with pytest.raises(ValueError):
            new_golf(bad)


def test_deal_is_splitmix64_fisher_yates_over_klondikes_order_seeded_with_number_times_8_plus_7():
    for number in (1, 99):
        assert golf_deck(number) == shuffle(list(CARDS), number * 8 + 7)
        assert golf_deck(number) not in (shuffled_deck(number), yukon_deck(number))


GOLDEN = {
    1: (["4c 3d Js Ks 8c", "Ac 9h As 2s 4h", "Jd 7h 2d Kh Qs", "6c Jh Jc 8d Ad", "Ts 6d 7d Kd 6h",
         "5s 8s 5d 3c Qc", "Qd 8h 5c 3s 4s"], "7s", "3h Th 2c 2h Kc Qh 4d 5h 7c Ah 9c 9s 9d 6s Td Tc"),
    4294967295: (["Qd 4s 4h Jd 7h", "Kc 5s Jc Ad 8h", "7d 7c Qc 3d Td", "6h 5d 4c 8c 6c", "Kd 9c 9s Js 8s",
                  "2s Tc Qh Ac 4d", "As Ah Th 3c 2c"], "Ks", "6d 3s Kh 8d Ts 9d 5c 5h Jh 6s 2d 7s 9h 3h Qs 2h"),
}


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deals_stable_forever(number):
    tableau, waste, stock = golf_layout(number)
    assert ([" ".join(map(str, col)) for col in tableau], str(waste), " ".join(map(str, stock))) == GOLDEN[number]


# -- 1. play to the waste ----------------------------------------------------------------------------
def test_play_on_a_7_a_6_or_an_8():
    state = position("6h", "8d", "9s", waste="7c")
    assert [str(move) for move in legal_moves(state)] == ["6h>w", "8d>w"]
    assert apply(state, m("8d>w")).waste_top == c("8d")


def test_play_on_an_ace_only_a_2_on_a_king_only_a_queen():
    assert list(legal_moves(position("2h", "Kd", "3s", waste="Ac"))) == [m("2h>w")]
    assert list(legal_moves(position("Qh", "Ad", "Js", waste="Kc"))) == [m("Qh>w")]


def test_refused_9_of_spades_on_the_5_of_clubs_it_needs_a_4_or_a_6():
    error = refusal(position("9s", waste="5c"), "9s>w")
    assert error.reason is GolfReason.NOT_ADJACENT and error.card == c("9s") and error.other == c("5c")
    assert error.needs == (4, 6) and "needs a 4 or a 6" in str(error)


def test_refused_king_on_an_ace_no_wrapping():
    error = refusal(position("Kh", waste="Ac"), "Kh>w")
    assert error.reason is GolfReason.NO_WRAP_ON_ACE and error.other == c("Ac") and error.needs == (2,)


def test_refused_ace_on_a_king_only_a_queen():
    error = refusal(position("Ad", waste="Kc"), "Ad>w")
    assert error.reason is GolfReason.ONLY_QUEEN_ON_KING and error.other == c("Kc") and error.needs == (12,)


def test_refused_a_card_with_cards_on_it_the_2_of_clubs_is_under_the_7_of_hearts():
    state = position("", "", "9d 2c 7h", waste="3s")
    error = refusal(state, "2c>w")
    assert error.reason is GolfReason.NOT_TOP and error.other == c("7h") and error.column == 3
    assert error.cards_on == 1 and "2c is under 7h" in str(error)
    assert refusal(state, "9d>w").cards_on == 2


def test_refused_cards_off_the_columns():
    state = position("5h", waste="4c", stock="6d")
    assert refusal(state, "4c>w").reason is GolfReason.ON_WASTE
    assert refusal(state, "6d>w").reason is GolfReason.IN_STOCK


# -- 2. draw -----------------------------------------------------------------------------------------------
def test_draw_the_stocks_top_card_onto_the_waste_at_any_time_even_when_a_play_exists():
    state = position("5h", waste="4c", stock="Kd 2s")
    assert m("5h>w") in list(legal_moves(state)) and DRAW in list(legal_moves(state))
    after = apply(state, DRAW)
    assert after.waste_top == c("Kd") and after.stock == (c("2s"),) and after.moves == 1


def test_draw_one_pass_no_recycling_refused_when_empty_the_stock_is_empty():
    state = apply(position("5h", waste="4c", stock="Kd"), DRAW)
    error = refusal(state, "draw")
    assert error.reason is GolfReason.STOCK_EMPTY and "stock is empty" in str(error)
    assert DRAW not in list(legal_moves(state))


# -- 3. empty columns ----------------------------------------------------------------------------------------
def test_empty_columns_stay_empty():
    after = apply(position("5h", "9c", waste="4c"), m("5h>w"))
    assert after.tableau[0] == () and after.top(1) is None and after.free_cards == (c("9c"),)


# -- 4. win -------------------------------------------------------------------------------------------------------
def test_win_all_35_column_cards_on_the_waste_cards_left_in_the_stock_not_played():
    state = position("5h", waste="4c", stock="Kd 2s")
    won = apply(state, m("5h>w"))
    assert won.is_won and golf_status(won) is GameStatus.WON and won.stock_count == 2
    assert refusal(won, "draw").reason is GolfReason.GAME_OVER
    assert list(legal_moves(won)) == [] and hint_order(won) == []


def test_won_by_the_play_that_empties_the_last_column_nothing_else():
    state = position("5h", "6s", waste="4c")
    after = apply(state, m("5h>w"))
    assert not after.is_won and apply(after, m("6s>w")).is_won


# -- scoring -------------------------------------------------------------------------------------------------------
def test_score_is_the_cards_left_in_the_columns_35_at_the_deal():
    state = new_golf(5)
    assert state.score == 35 == MAX_SCORE
    move = next(iter(legal_moves(state)))
    assert apply(state, move).score == (34 if move.card else 35)


def test_a_won_deal_scores_minus_the_cards_left_in_the_stock_0_to_minus_16():
    assert apply(position("5h", waste="4c", stock="Kd 2s"), m("5h>w")).score == -2
    assert apply(position("5h", waste="4c"), m("5h>w")).score == 0
    assert MIN_SCORE == -16


def test_undo_restores_the_score_exactly():
    state = position("5h", "Ts", waste="4c", stock="9d")
    after = apply(apply(state, m("5h>w")), DRAW)
    assert (state.score, after.score) == (2, 1)  # undo is going back to the earlier position


# -- win, no moves left, dead ends ------------------------------------------------------------------------------------
def test_no_moves_left_when_no_top_fits_the_waste_nor_any_card_in_the_stock():
    state = position("9h", "Kd", waste="4c", stock="2s 5d Ac")
    assert is_stuck(state) and golf_status(state) is GameStatus.NO_MOVES
    assert DRAW in list(legal_moves(state))  # the draw is legal, but can never help
    assert hint_order(state) == []  # H offers nothing but undo


def test_not_no_moves_left_while_a_draw_can_bring_a_card_that_fits():
    state = position("9h", "Kd", waste="4c", stock="2s Td")
    assert not is_stuck(state) and golf_status(state) is GameStatus.IN_PROGRESS
    assert hint_order(state) == [DRAW]


def test_no_moves_left_with_an_empty_stock_no_top_fits():
    assert is_stuck(position("9h", waste="4c"))
    assert not is_stuck(position("9h", "5s", waste="4c"))


def test_no_moves_left_said_right_after_the_deal():
    stuck = [n for n in range(1, 400) if golf_status(new_golf(n)) is GameStatus.NO_MOVES]
    for number in stuck:
        state = new_golf(number)
        assert not any(abs(top.rank - card.rank) == 1 for top in state.free_cards
                       for card in state.waste + state.stock)


# -- interchange ---------------------------------------------------------------------------------------------------
def test_deal_json_round_trip():
    state = new_golf(42)
    data = state_to_json(state)
    assert data["game"] == "golf" and len(data["tableau"]) == 7 and len(data["waste"]) == 1
    assert len(data["stock"]) == 16 and data["stock"][0] == str(state.stock[0])
    assert state_from_json(json.loads(json.dumps(data))) == state


@pytest.mark.parametrize("data", [
    {"game": "yukon", "tableau": []},
    {"game": "golf", "tableau": [["Ah"]] * 7, "waste": ["2h"], "stock": []},
    {"game": "golf", "tableau": [[]] * 7, "waste": [], "stock": [str(card) for card in CARDS]},
    {"game": "golf", "tableau": [[]] * 7, "waste": "Qs", "stock": []},
    {"game": "golf", "tableau": [[1]] * 7, "waste": ["Qs"], "stock": []},
    {"game": "golf"},
    [],
])
def test_deal_json_refused(data):
    with pytest.raises(ValueError):
        state_from_json(data)


def test_moves_7h_onto_the_waste_and_draw():
    assert m("7h>w") == WasteMove(c("7h")) and m("draw") == DRAW and m(" Th>W ") == WasteMove(c("Th"))
    assert [str(m(text)) for text in ("7h>w", "draw", "10d>w")] == ["7h>w", "draw", "Td>w"]
    for bad in ("7h", "7h>f", "Zz>w", "7h>t1", ""):
        with pytest.raises(ValueError):
            parse_move(bad)


# -- by ear: what the engine answers ---------------------------------------------------------------------------------------
def test_a_top_card_says_where_it_lies_how_many_under_it_and_that_it_fits():
    state = position("", "", "Ac 2d 3h 4s 7h", waste="6c", stock="Kd")
    place = state.locate(c("7h"))
    assert (place.area, place.column, place.index, place.cards_on) == (Area.COLUMN, 3, 4, 0)
    assert state.fits_waste(c("7h")) and state.playable == (c("7h"),)


def test_a_deeper_card_says_what_covers_it():
    state = position("", "", "9d 2c 7h", waste="6c")
    assert state.locate(c("2c")).cards_on == 1 and state.covered_by(c("2c")) == (c("7h"),)
    assert state.covered_by(c("9d")) == (c("2c"), c("7h")) and state.covered_by(c("7h")) == ()


def test_free_cards_in_reading_order_needs_and_counts():
    state = position("5h 8c", "", "9s", "Kd", waste="9c", stock="2s 3s")
    assert state.free_cards == (c("8c"), c("9s"), c("Kd")) and state.playable == (c("8c"),)
    assert state.needs == (8, 10) and state.left == 4 and state.stock_count == 2
    assert state.locate(c("3s")).area is Area.STOCK and state.locate(c("9c")).area is Area.WASTE


def test_after_a_play_the_waste_card_what_it_needs_what_the_column_shows():
    before = position("Ac", "9s 6h", waste="5c", stock="Kc")
    after = apply(before, m("6h>w"))
    change = transition(before, m("6h>w"), after)
    assert (change.card, change.onto, change.column, change.shows) == (c("6h"), c("5c"), 2, c("9s"))
    assert change.needs == (5, 7) and change.left == 2 and not change.is_draw
    drawn = apply(after, DRAW)
    change = transition(after, DRAW, drawn)
    assert change.is_draw and change.card == c("Kc") and change.needs == (12,) and change.stock == 0


# -- advice ----------------------------------------------------------------------------------------------------
def test_hints_play_the_longest_run_first_draw_last():
    state = position("8d", "7s 6h", "2c", waste="7c", stock="Qs")
    assert run_length(state, c("7s")) == 0 and run_length(state, c("8d")) == 1
    assert run_length(state, c("6h")) == 3  # then the 7 of spades, then the 8 of diamonds
    assert hint_order(state) == [m("6h>w"), m("8d>w"), DRAW]


def test_click_on_a_column_card_plays_it_or_says_why_on_the_stock_draws():
    state = position("9d 2c 7h", waste="6c", stock="Kd")
    assert click_move(state, c("7h")) == m("7h>w")
    assert click_move(state, c("2c")) == m("2c>w") and not any(m("2c>w") == x for x in legal_moves(state))
    assert click_move(state, c("Kd")) == DRAW and click_move(state, c("6c")) is None


# -- properties ------------------------------------------------------------------------------------------------
@settings(max_examples=25, deadline=None)
@given(st.integers(1, 2**32 - 1), st.integers(0, 2**32))
def test_random_play_conserves_cards_apply_accepts_exactly_legal_moves_score_bounded(number, seed):
    rng = random.Random(seed)
    state = new_golf(number)
    while True:
        moves = list(legal_moves(state))
        accepted = {move for move in [DRAW, *map(WasteMove, CARDS)] if _accepts(state, move)}
        assert accepted == set(moves)
        assert MIN_SCORE <= state.score <= MAX_SCORE
        assert state.score == (-state.stock_count if state.is_won else state.left)
        if not moves:
            break
        state = apply(state, rng.choice(moves))
        assert all_cards(state) == sorted(CARDS)


def _accepts(state: GolfState, move: WasteMove) -> bool:
    try:
        apply(state, move)
    except GolfIllegalMove:
        return False
    return True


# -- solver ------------------------------------------------------------------------------------------------------
def _replays_to_a_win(state: GolfState, moves) -> bool:
    for move in moves:
        state = apply(state, move)
    return state.is_won


def _brute_force_won(state: GolfState) -> bool:
    seen = {state.key()}
    stack = [state]
    while stack:
        current = stack.pop()
        for move in legal_moves(current):
            after = apply(current, move)
            if after.is_won:
                return True
            if after.key() not in seen:
                seen.add(after.key())
                stack.append(after)
    return False


def _small_position(seed: int) -> GolfState:
    """A deal thinned out: 7 to 19 cards left in the columns (the others
    under the waste), the stock less up to 8 of its first cards (about one
    in four of these is won)."""
    rng = random.Random(seed)
    state = new_golf(rng.randint(1, 10**6))
    tableau, waste = [list(col) for col in state.tableau], list(state.waste)
    for _ in range(rng.randint(16, 28)):
        column = rng.choice([col for col in tableau if col])
        waste.insert(0, column.pop(rng.randrange(len(column))))
    return GolfState(tuple(map(tuple, tableau)), tuple(waste), state.stock[rng.randint(0, 8):])


def _agrees_with_exhaustive_search(state: GolfState) -> Verdict:
    return agrees_with_exhaustive_search(state, solve, _brute_force_won, apply)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_solver_agrees_with_an_exhaustive_search_on_small_positions(seed):
    _agrees_with_exhaustive_search(_small_position(seed))


def test_solver_proves_small_positions_lost_and_won():
    verdicts = {_agrees_with_exhaustive_search(_small_position(seed)) for seed in range(24)}
    assert verdicts == {Verdict.SOLVED, Verdict.UNSOLVABLE}


def test_solver_wins_a_deal_and_the_line_replays_through_apply():
    state = new_golf(2)
    result = solve(state, Budget(seconds=None))
    assert result.outcome is Verdict.SOLVED and _replays_to_a_win(state, result.moves)


def test_solver_proves_a_deal_lost():
    assert solve(new_golf(1), Budget(seconds=None)).outcome is Verdict.UNSOLVABLE


def test_solver_already_won_and_one_card_to_go():
    won = apply(position("5h", waste="4c"), m("5h>w"))
    assert solve(won).outcome is Verdict.SOLVED and solve(won).moves == ()
    assert solve(position("5h", waste="4c")).moves == (m("5h>w"),)
    assert solve(position("9h", waste="4c", stock="Ks 8c")).moves == (DRAW, DRAW, m("9h>w"))


def test_solver_budget_and_cancel_give_unknown():
    hard = new_golf(1)
    assert solve(hard, Budget(seconds=None, nodes=1024)).outcome is Verdict.UNKNOWN
    event = threading.Event()
    event.set()
    assert solve(hard, Budget(seconds=None), cancel=event).outcome is Verdict.UNKNOWN
    assert solve(hard, Budget(seconds=None), cancel=lambda: True).outcome is Verdict.UNKNOWN


# -- saves ----------------------------------------------------------------------------------------------------------
def test_save_round_trip_names_its_game():
    state = new_golf(2)
    moves = solve(state, Budget(seconds=None)).moves[:10]
    for save in (GolfSave(2, state, moves, 7, 1234), GolfSave(None, state, moves, 10)):
        text = save.dumps()
        assert json.loads(text)["game"] == "golf"
        loaded = loads_golf(text)
        assert loaded == save
        after = state
        for move in moves[:7]:
            after = apply(after, move)
        assert loaded.states_from(0)[7] == after


@pytest.mark.parametrize("edit, problem", [
    (lambda t: t.replace('"golf"', '"yukon"'), SaveProblem.NOT_A_SAVE),
    (lambda t: t.replace('"number":1', '"number":0'), SaveProblem.BAD_DEAL),
    (lambda t: t.replace('"number":1', '"number":"x"'), SaveProblem.BAD_DEAL),
    (lambda t: t.replace('"draw"', '"draw>w"'), SaveProblem.BAD_MOVE),
    (lambda t: t.replace('"draw"', '7'), SaveProblem.BAD_MOVE),
    (lambda t: t.replace('"moves":[', '"moves":["Kh>w",'), SaveProblem.ILLEGAL_MOVE),
    (lambda t: t[:-3], SaveProblem.NOT_JSON),
    (lambda t: t.replace('"position":1', '"position":9'), SaveProblem.NOT_A_SAVE),
    (lambda t: t.replace('"version":1', '"version":99'), SaveProblem.FUTURE_VERSION),
    (lambda t: "[" + t + "]", SaveProblem.NOT_A_SAVE),
])
def test_hostile_saves_give_a_clear_error_never_a_crash(edit, problem):
    text = GolfSave(1, new_golf(1), (DRAW,), 1).dumps()
    with pytest.raises(SaveError) as info:
        loads_golf(edit(text))
    assert info.value.problem is problem


def test_save_of_a_layout_refuses_a_bad_layout():
    text = GolfSave(None, new_golf(1), (), 0).dumps()
    with pytest.raises(SaveError) as info:
        loads_golf(text.replace('"waste":["7s"]', '"waste":[]'))
    assert info.value.problem is SaveProblem.BAD_DEAL


# -- the command line ----------------------------------------------------------------------------------------------------
def test_cli_deal_prints_the_deal_json(capsys):
    status, out, _ = run_cli(capsys, "deal", "1", "--game", "golf")
    tableau, waste, stock = GOLDEN[1]
    assert status == 0 and json.loads(out) == {"game": "golf", "tableau": [col.split() for col in tableau],
                                               "waste": [waste], "stock": stock.split()}


def test_cli_solve_then_replay_wins(capsys, tmp_path):
    status, out, _ = run_cli(capsys, "solve", "2", "--game", "golf", "--time-limit", "60")
    result = json.loads(out)
    assert status == 0 and result["result"] == "solved"
    moves = tmp_path / "moves.txt"
    moves.write_text("\n".join(result["moves"]) + "\n")
    status, out, _ = run_cli(capsys, "replay", "2", str(moves), "--game", "golf")
    draws = result["moves"].count("draw")
    assert status == 0 and json.loads(out) == {"legal": True, "won": True, "moves": len(result["moves"]),
                                               "score": draws - 16, "left": 0, "stock": 16 - draws}


def test_cli_solve_says_a_lost_deal_is_unsolvable(capsys):
    status, out, _ = run_cli(capsys, "solve", "1", "--game", "golf", "--time-limit", "30")
    assert status == 0 and json.loads(out)["result"] == "unsolvable"


def test_cli_replay_exits_1_naming_the_first_illegal_move_and_its_rule(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("draw\n# a comment\nKs>w\n")  # deal 1: the king of spades is under the 8 of clubs
    status, out, err = run_cli(capsys, "replay", "1", str(moves), "--game", "golf")
    answer = json.loads(out)
    assert status == 1 and answer["line"] == 3 and answer["reason"] == "not-top"
    assert err.count("\n") == 1 and "line 3" in err and "Ks>w" in err and "under 8c" in err


def test_cli_replay_from_a_deal_file(capsys, tmp_path):
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(state_to_json(new_golf(1))))
    moves = tmp_path / "moves.txt"
    moves.write_text("draw\n4h>w\n")  # the 3 of hearts turned, the 4 of hearts on it
    status, out, _ = run_cli(capsys, "replay", str(deal), str(moves), "--game", "golf")
    assert status == 0 and json.loads(out) == {"legal": True, "won": False, "moves": 2, "score": 34,
                                               "left": 34, "stock": 15}


def test_cli_exits_2_for_input_it_cannot_read(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("7h>t3\n")
    status, _, err = run_cli(capsys, "replay", "1", str(moves), "--game", "golf")
    assert status == 2 and "not a move" in err
    status, _, _ = run_cli(capsys, "deal", "0", "--game", "golf")
    assert status == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    status, _, err = run_cli(capsys, "deal", str(bad), "--game", "golf")
    assert status == 2 and "not JSON" in err
