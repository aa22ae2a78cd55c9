"""Yukon's rule book (rules-yukon.md), statement by statement, its deals,
saves, advice and solver."""

from __future__ import annotations

import json
import random
import threading

import pytest
from engine_helpers import agrees_with_exhaustive_search, run_cli
from hypothesis import given, settings
from hypothesis import strategies as st

from klondike_qt.engine.cards import CARDS, Card, Suit
from klondike_qt.engine.deal import shuffle, shuffled_deck
from klondike_qt.engine.klondike.moves import Move
from klondike_qt.engine.klondike.piles import ALL_PILES, COLUMNS, STOCK, WASTE, column, foundation
from klondike_qt.engine.klondike.reasons import IllegalMove, Reason
from klondike_qt.engine.klondike.status import ChangeKind
from klondike_qt.engine.savefile import SaveError, SaveProblem
from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.engine.spider import spider_deck
from klondike_qt.engine.status import GameStatus
from klondike_qt.engine.yukon import (
    MAX_SCORE,
    YukonSave,
    YukonState,
    apply,
    click_move,
    finish_move,
    hint_order,
    is_safe_to_foundation,
    is_stuck,
    legal_moves,
    loads_yukon,
    new_yukon,
    parse_move,
    solve,
    state_from_json,
    state_to_json,
    transition,
    yukon_deck,
    yukon_layout,
    yukon_status,
)


def position(*columns: str, foundations: str = "") -> YukonState:
    """A table for one rule: one string per column (bottom card first), ``#``
    marks a face-down card; ``foundations`` names the top card of each
    foundation that is not empty. Cards not named are simply not in play."""
    tableau, hidden = [], []
    for text in columns + ("",) * (7 - len(columns)):
        codes = text.split()
        tableau.append(tuple(Card.parse(code.lstrip("#")) for code in codes))
        hidden.append(sum(1 for code in codes if code.startswith("#")))
    ranks = [0, 0, 0, 0]
    for code in foundations.split():
        card = Card.parse(code)
        ranks[card.suit] = card.rank
    return YukonState(tuple(tableau), tuple(hidden), (ranks[0], ranks[1], ranks[2], ranks[3]))


def whole(*columns: str) -> YukonState:
    """A position of all 52 cards: the cards not named are on their foundations."""
    state = position(*columns)
    named = {card for col in state.tableau for card in col}
    ranks = []
    for suit in Suit:
        missing = [rank for rank in range(1, 14) if Card.of(rank, suit) not in named]
        assert missing == list(range(1, len(missing) + 1)), f"{suit}: a foundation holds A up to a card"
        ranks.append(len(missing))
    return YukonState(state.tableau, state.hidden, (ranks[0], ranks[1], ranks[2], ranks[3]))


def m(text: str) -> Move:
    return parse_move(text)


def refusal(state: YukonState, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        apply(state, m(text))
    return info.value


def cards_on_table(state: YukonState) -> int:
    return sum(len(col) for col in state.tableau) + state.foundation_count


# -- components --------------------------------------------------------------------------
def test_seven_columns_and_four_foundations_no_stock_no_waste():
    state = new_yukon(1)
    assert len(state.tableau) == 7 and state.foundations == (0, 0, 0, 0)
    assert state.stock == () and state.waste == ()
    assert state.pile_cards(STOCK) == () and state.top(WASTE) is None
    assert cards_on_table(state) == 52


# -- the deal ------------------------------------------------------------------------------
def test_deal_column_1_one_card_face_up_column_n_n_minus_1_face_down_under_5_face_up():
    for number in (1, 2, 617, 4294967295):
        state = new_yukon(number)
        assert [len(col) for col in state.tableau] == [1, 6, 7, 8, 9, 10, 11]
        assert state.hidden == (0, 1, 2, 3, 4, 5, 6)
        assert state.hidden_count == 21 and 52 - state.hidden_count == 31
        assert sorted(card for col in state.tableau for card in col) == sorted(CARDS)


def test_deal_numbers_1_to_4294967295():
    new_yukon(1)
    new_yukon(4294967295)
    for bad in (0, -1, 4294967296):
        with pytest.raises(ValueError):
            new_yukon(bad)


def test_deal_is_splitmix64_fisher_yates_over_klondikes_order_seeded_with_number_times_8_plus_3():
    for number in (1, 99):
        assert yukon_deck(number) == shuffle(list(CARDS), number * 8 + 3)
        assert yukon_deck(number) != shuffled_deck(number)


def test_deal_seed_differs_from_spiders_four_suits_and_klondikes():
    assert yukon_deck(5) != spider_deck(5, 4)[:52] and yukon_deck(5) != shuffled_deck(5)


def test_dealt_in_rows_like_a_person_deals():
    deck = yukon_deck(7)
    layout = yukon_layout(7)
    assert [col[0] for col in layout] == deck[:7]  # row 0: one card on each of columns 1-7
    assert [col[1] for col in layout[1:]] == deck[7:13]  # row 1: columns 2-7
    assert layout[6][10] == deck[-1]  # row 10: only column 7 still needs one


GOLDEN = {
    1: ["Ts",
        "8s 7h 7d 8c Kc Qd",
        "2h Qh As 3c Ad Jd 6s",
        "7s 3h 3d 9h 6d 2s Th Qs",
        "2d 5h Ks 5d 8h Tc Qc 7c 4s",
        "Jc Js Kd 9d 4h 9s 6h 9c 8d Ah",
        "4c 2c 5s Td Kh Jh 4d Ac 3s 5c 6c"],
    4294967295: ["7c",
                 "9c 4c Jc 6h 3d Jd",
                 "2c Qc Kc 6c Ah 5h 2d",
                 "7d 8d 6s 3c 7h Jh 9h 5d",
                 "4s 4d Th Qd 6d Td 9d Ac Ad",
                 "2s 3s 4h As 2h Ts 5s 5c 8c 8h",
                 "3h Tc Ks Kd 8s Kh 9s 7s Qs Js Qh"],
}


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deals_stable_forever(number):
    assert [" ".join(map(str, col)) for col in yukon_layout(number)] == GOLDEN[number]


# -- 1. any face-up card moves, with everything on it ----------------------------------------
def test_any_face_up_card_moves_with_everything_on_it():
    # Column 4 reading 9♣ 8♥ Q♠ 3♦: taking the 8♥ takes Q♠ and 3♦ too.
    state = position("Kd", "Kc", "Jh", "#5c 9c 8h Qs 3d", "", "9s")
    after = apply(state, m("8h>t6"))
    assert after.tableau[3] == (Card.parse("5c"), Card.parse("9c"))
    assert [str(c) for c in after.tableau[5]] == ["9s", "8h", "Qs", "3d"]


def test_face_down_cards_never_move():
    state = position("#5s 9c 8h", "6h")
    error = refusal(state, "5s>t2")
    assert error.reason is Reason.FACE_DOWN and error.card == Card.parse("5s")


# -- 2. build down in alternating colours ---------------------------------------------------------
def test_build_down_alternating_colours_cards_riding_on_it_not_checked():
    state = position("Jd 8h Qs 3d", "9c")
    after = apply(state, m("8h>t2"))
    assert [str(c) for c in after.tableau[1]] == ["9c", "8h", "Qs", "3d"]


def test_build_refused_both_are_red():
    error = refusal(position("Jc 8h Qs 3d", "9d"), "8h>t2")
    assert error.reason is Reason.SAME_COLOUR and error.other == Card.parse("9d")


def test_build_refused_an_8_goes_on_a_9_not_on_a_10():
    error = refusal(position("Jc 8h Qs 3d", "Tc"), "8h>t2")
    assert error.reason is Reason.NOT_ONE_LOWER and error.other == Card.parse("Tc")


def test_build_refused_columns_build_down_not_up():
    error = refusal(position("Th", "9c"), "Th>t2")
    assert error.reason is Reason.BUILDS_DOWN and "columns build down, not up" in str(error)


# -- 3. empty column ----------------------------------------------------------------------------------
def test_only_a_king_can_go_to_an_empty_column():
    state = position("Kd Qs 3h", "")
    assert refusal(state, "Qs>t2").reason is Reason.NOT_A_KING
    after = apply(state, m("Kd>t3"))
    assert [str(c) for c in after.tableau[2]] == ["Kd", "Qs", "3h"] and not after.tableau[0]


# -- 4. foundations ---------------------------------------------------------------------------------------
def test_foundations_ace_first_then_2_to_king_of_that_suit():
    state = position("2h Ah")
    assert refusal(position("Ah 2h"), "2h>f").reason is Reason.FOUNDATION_NEEDS
    after = apply(apply(state, m("Ah>f")), m("2h>f"))
    assert after.foundations[Suit.HEARTS] == 2


def test_foundation_refused_only_the_top_card_of_a_column():
    error = refusal(position("4h 9s"), "4h>f")
    assert error.reason is Reason.ONLY_TOP_TO_FOUNDATION


def test_foundation_refused_the_hearts_foundation_needs_the_4_of_hearts_next():
    error = refusal(position("5h", foundations="3h"), "5h>f")
    assert error.reason is Reason.FOUNDATION_NEEDS and error.other == Card.parse("4h")


def test_foundation_refused_another_suits_foundation():
    assert refusal(position("Ah"), "Ah>fs").reason is Reason.WRONG_SUIT


def test_cards_on_the_foundations_stay_there():
    error = refusal(position("", "Kc", foundations="5h"), "5h>t1")
    assert error.reason is Reason.STAYS_ON_FOUNDATION
    assert refusal(position("6s", foundations="5h"), "5h>t1").reason is Reason.STAYS_ON_FOUNDATION


# -- 5. auto-flip -----------------------------------------------------------------------------------------
def test_auto_flip_is_part_of_the_move_that_uncovered_it():
    state = position("#Qs #Jd 8h", "9c")
    after = apply(state, m("8h>t2"))
    assert after.hidden[0] == 1 and after.tableau[0][-1] == Card.parse("Jd") and after.moves == 1
    assert after.is_face_up(Card.parse("Jd")) and not after.is_face_up(Card.parse("Qs"))


# -- scoring ------------------------------------------------------------------------------------------------
def test_scoring_10_per_card_to_a_foundation_5_per_card_turned_up_no_penalties():
    state = position("#2h Ah", "#Kc 8h", "9c")
    after = apply(state, m("Ah>f"))  # +10, and the 2 of hearts turns up: +5
    assert after.score == 15
    after = apply(after, m("8h>t3"))  # the king of clubs turns up
    assert after.score == 20 and after.moves == 2
    assert apply(after, m("2h>f")).score == 30


def test_scoring_maximum_625():
    assert MAX_SCORE == 625


# -- win, no moves left ---------------------------------------------------------------------------------------
def test_a_move_to_the_column_the_card_already_lies_in_is_refused():
    error = refusal(position("", "", "", "9c 8h"), "8h>t4")
    assert error.reason is Reason.SAME_PILE and "already on t4" in str(error)


def test_won_by_the_move_that_puts_the_52nd_card_on_a_foundation():
    state = whole("Kh")
    assert not state.is_won and yukon_status(state) is GameStatus.READY_TO_FINISH
    won = apply(state, m("Kh>f"))
    assert won.is_won and yukon_status(won) is GameStatus.WON
    assert refusal(won, "Kh>t1").reason is Reason.GAME_OVER


def test_finish_offered_when_every_card_face_up_and_foundations_take_the_rest_one_top_at_a_time():
    ready = whole("Ks Qh", "Kh Qs")
    assert yukon_status(ready) is GameStatus.READY_TO_FINISH
    assert finish_move(ready) == m("Qs>f")
    state = ready
    while not state.is_won:
        move = finish_move(state)
        assert move is not None
        state = apply(state, move)


def test_finish_not_offered_with_a_card_face_down_or_a_column_move_needed():
    assert yukon_status(whole("#Qh Kh", "Ks", "Qs")) is not GameStatus.READY_TO_FINISH
    needs_a_move = whole("Qh Ks", "Qs Kh")  # each king covers the queen the other one needs
    assert yukon_status(needs_a_move) is GameStatus.IN_PROGRESS


def test_no_moves_left_when_nothing_can_ever_turn_up_or_go_up():
    assert yukon_status(position("#Ah 2h")) is GameStatus.NO_MOVES


def test_no_moves_left_shuffling_groups_between_columns_does_not_count():
    state = position("#Ah 9s 8h", "9c", foundations="")
    assert list(legal_moves(state))  # the 8 of hearts can go back and forth
    assert is_stuck(state) and yukon_status(state) is GameStatus.NO_MOVES


def test_no_moves_left_search_cut_off_says_nothing():
    state = position("#Ah 9s 8h", "9c", "9d 8s", "9h 8c")
    assert is_stuck(state) and not is_stuck(state, limit=1)
    assert yukon_status(state, limit=1) is GameStatus.IN_PROGRESS


def test_not_stuck_when_a_card_can_turn_up_after_some_moves():
    state = position("#Ah 9s 8h", "9c", "#2c Td")  # 9s onto the 10 of diamonds turns up the ace
    assert not is_stuck(state)


# -- interchange ---------------------------------------------------------------------------------------------------
def test_deal_json_round_trip_column_n_starts_with_n_minus_1_face_down():
    state = new_yukon(42)
    data = state_to_json(state)
    assert data["game"] == "yukon" and len(data["tableau"]) == 7
    assert state_from_json(json.loads(json.dumps(data))) == state


@pytest.mark.parametrize("data", [
    {"game": "spider", "tableau": []},
    {"game": "yukon", "tableau": [["Ah"]] * 7},
    {"game": "yukon"},
    [],
])
def test_deal_json_refused(data):
    with pytest.raises(ValueError):
        state_from_json(data)


def test_moves_by_card_identity():
    assert m("8h>t6") == Move(Card.parse("8h"), column(6))
    assert m("Kc>t3") == Move(Card.parse("Kc"), column(3))
    assert m("Ah>f") == Move(Card.parse("Ah"), foundation(Suit.HEARTS))
    assert [str(m(text)) for text in ("8h>t6", "Kc>t3", "Ah>f")] == ["8h>t6", "Kc>t3", "Ah>f"]
    for bad in ("draw", "8h", "8h>t8", "Zz>t1"):
        with pytest.raises(ValueError):
            parse_move(bad)


# -- advice ----------------------------------------------------------------------------------------------------------
def test_hints_turn_a_card_up_or_reach_a_foundation_first():
    state = position("#Qs #Jd 8h", "9c", "Ah", "Ts 9d 8s", "9h")
    # to a foundation, then turning a card up, then a shuffle (the 8 of spades already fits where it lies)
    assert hint_order(state) == [m("Ah>f"), m("8h>t2"), m("8s>t5")]


def test_hints_leave_out_a_king_from_one_empty_column_to_another():
    assert hint_order(position("Kd")) == []


def test_click_sends_a_card_where_it_does_most_good():
    state = position("#Qs 8h", "9c", "9s 3c", "Ah")
    assert click_move(state, Card.parse("8h")) == m("8h>t2")  # turns a card up
    assert click_move(state, Card.parse("Ah")) == m("Ah>f")  # an ace is always safe
    assert click_move(state, Card.parse("9c")) is None


def test_a_two_is_safe_only_when_both_aces_of_the_other_colour_are_up():
    # An ace under other cards may need the 2 to carry them away.
    assert not is_safe_to_foundation(position("2h", foundations="Ah"), Card.parse("2h"))
    assert is_safe_to_foundation(position("2h", foundations="Ah Ac As"), Card.parse("2h"))


def test_transition_says_what_moved_and_what_turned_up():
    before = position("#Qs 8h 3c", "9c")
    after = apply(before, m("8h>t2"))
    change = transition(before, m("8h>t2"), after)
    assert change.kind is ChangeKind.MOVE and change.cards == (Card.parse("8h"), Card.parse("3c"))
    assert change.onto == Card.parse("9c") and change.revealed == Card.parse("Qs")
    assert change.revealed_in is COLUMNS[0] and change.score_delta == 5


# -- properties -------------------------------------------------------------------------------------------------------
@settings(max_examples=20, deadline=None)
@given(st.integers(1, 2**32 - 1), st.integers(0, 2**32))
def test_random_play_keeps_52_cards_every_legal_move_applies_score_bounded(number, seed):
    rng = random.Random(seed)
    state = new_yukon(number)
    for step in range(40):
        moves = list(legal_moves(state))
        if step % 8 == 0:  # apply accepts exactly the legal moves
            accepted = {Move(card, pile) for card in CARDS for pile in ALL_PILES if _accepts(state, card, pile)}
            assert accepted == set(moves)
        if not moves:
            break
        state = apply(state, rng.choice(moves))
        assert cards_on_table(state) == 52
        assert sorted({c for col in state.tableau for c in col} | _up(state)) == sorted(CARDS)
        flips = 21 - state.hidden_count
        assert state.score == 10 * state.foundation_count + 5 * flips and 0 <= state.score <= MAX_SCORE


def _accepts(state: YukonState, card: Card, pile) -> bool:
    try:
        apply(state, Move(card, pile))
    except IllegalMove:
        return False
    return True


def _up(state: YukonState) -> set[Card]:
    return {Card.of(rank, suit) for suit in Suit for rank in range(1, state.foundations[suit] + 1)}


# -- solver -------------------------------------------------------------------------------------------------------------
def _replays_to_a_win(state: YukonState, moves) -> bool:
    for move in moves:
        state = apply(state, move)
    return state.is_won


def _brute_force_won(state: YukonState) -> bool:
    """Every position the engine's own moves reach, up to the order of the
    columns (small positions only)."""
    def key(state: YukonState) -> object:
        return tuple(sorted(zip(state.tableau, state.hidden)))

    seen = {key(state)}
    stack = [state]
    while stack:
        current = stack.pop()
        for move in legal_moves(current):
            after = apply(current, move)
            if after.is_won:
                return True
            if key(after) not in seen:
                seen.add(key(after))
                stack.append(after)
    return False


def test_solver_wins_a_deal_and_the_line_replays_through_apply():
    state = new_yukon(3)
    result = solve(state, Budget(seconds=None, nodes=20_000))
    assert result.outcome is Verdict.SOLVED and _replays_to_a_win(state, result.moves)


def test_solver_proves_a_deal_lost_only_after_seeing_every_position():
    state = new_yukon(1)  # 99 positions reachable, none won
    assert solve(state, Budget(seconds=None)).outcome is Verdict.UNSOLVABLE
    assert not _brute_force_won(state)


def test_solver_already_won_and_one_card_to_go():
    assert solve(whole()).outcome is Verdict.SOLVED
    result = solve(whole("Kh"))
    assert result.outcome is Verdict.SOLVED and result.moves == (m("Kh>f"),)


def _small_position(seed: int) -> YukonState:
    """The twenty cards from the 9s up, shuffled into seven columns, most of
    each face down (about one in eight of these is lost)."""
    rng = random.Random(seed)
    cards = [card for card in CARDS if card.rank >= 9]
    rng.shuffle(cards)
    cuts = sorted(rng.sample(range(1, len(cards)), 6))
    columns = []
    for a, b in zip([0, *cuts], [*cuts, len(cards)]):
        part = cards[a:b]
        down = len(part) - 1 if rng.random() < 0.7 else rng.randint(0, len(part) - 1)
        columns.append(" ".join(("#" if i < down else "") + str(card) for i, card in enumerate(part)))
    return whole(*columns)


def _agrees_with_exhaustive_search(state: YukonState) -> Verdict:
    return agrees_with_exhaustive_search(state, solve, _brute_force_won, apply)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32))
def test_solver_agrees_with_an_exhaustive_search_on_small_positions(seed):
    _agrees_with_exhaustive_search(_small_position(seed))


def test_solver_proves_small_positions_lost_and_won():
    verdicts = {_agrees_with_exhaustive_search(_small_position(seed)) for seed in range(12)}
    assert verdicts == {Verdict.SOLVED, Verdict.UNSOLVABLE}


def test_solver_stuck_card_lost_without_search_and_won_while_a_parent_is_free():
    # The J of hearts lies on the 9 of hearts (so it cannot go up) and the Q of clubs,
    # face down; the other card it may go on, the Q of spades, is on its foundation.
    rest = ("Kh Qh Th", "Kd Qd Jd Td 9d", "Kc Jc Tc 9c")
    lost = whole("#Qc #9h Jh", *rest)
    result = solve(lost, Budget(seconds=None))
    assert result.outcome is Verdict.UNSOLVABLE and result.nodes == 0
    assert not _brute_force_won(lost)
    # With the Q of spades on the table the J of hearts can leave: the rule must not lose it.
    won = whole("#Qc #9h Jh", "Ks Qs", *rest)
    assert _agrees_with_exhaustive_search(won) is Verdict.SOLVED


def test_solver_budget_and_cancel_give_unknown():
    hard = new_yukon(9)
    assert solve(hard, Budget(seconds=None, nodes=64)).outcome is Verdict.UNKNOWN
    event = threading.Event()
    event.set()
    assert solve(hard, Budget(seconds=None), cancel=event).outcome is Verdict.UNKNOWN
    assert solve(hard, Budget(seconds=None), cancel=lambda: True).outcome is Verdict.UNKNOWN


# -- saves ----------------------------------------------------------------------------------------------------------------
def test_save_round_trip_names_its_game():
    state = new_yukon(3)
    moves = solve(state, Budget(seconds=None, nodes=20_000)).moves[:10]
    for save in (YukonSave(3, state, moves, 7, 1234), YukonSave(None, state, moves, 10)):
        text = save.dumps()
        assert json.loads(text)["game"] == "yukon"
        loaded = loads_yukon(text)
        assert loaded == save
        assert loaded.states_from(0)[7] == _play(state, moves[:7])


def _play(state: YukonState, moves) -> YukonState:
    for move in moves:
        state = apply(state, move)
    return state


def test_save_refused_with_an_illegal_move_or_another_game():
    text = YukonSave(1, new_yukon(1), (m("Ts>t2"),), 1).dumps()
    with pytest.raises(SaveError) as info:
        loads_yukon(text)
    assert info.value.problem is SaveProblem.ILLEGAL_MOVE and info.value.step == 1
    with pytest.raises(SaveError) as info:
        loads_yukon(text.replace('"yukon"', '"spider"'))
    assert info.value.problem is SaveProblem.NOT_A_SAVE
    with pytest.raises(SaveError) as info:
        loads_yukon(text.replace('"number":1', '"number":0'))
    assert info.value.problem is SaveProblem.BAD_DEAL


# -- the command line ------------------------------------------------------------------------------------------------------
def test_cli_deal_prints_the_deal_json(capsys):
    status, out, _ = run_cli(capsys, "deal", "1", "--game", "yukon")
    assert status == 0 and json.loads(out) == {"game": "yukon", "tableau": [g.split() for g in GOLDEN[1]]}


def test_cli_solve_then_replay_wins(capsys, tmp_path):
    status, out, _ = run_cli(capsys, "solve", "3", "--game", "yukon", "--time-limit", "60")
    result = json.loads(out)
    assert status == 0 and result["result"] == "solved"
    moves = tmp_path / "moves.txt"
    moves.write_text("\n".join(result["moves"]) + "\n")
    status, out, _ = run_cli(capsys, "replay", "3", str(moves), "--game", "yukon")
    assert status == 0 and json.loads(out) == {"legal": True, "won": True, "moves": len(result["moves"]),
                                               "score": 625}


def test_cli_solve_says_a_lost_deal_is_unsolvable(capsys):
    status, out, _ = run_cli(capsys, "solve", "1", "--game", "yukon", "--time-limit", "10")
    assert status == 0 and json.loads(out)["result"] == "unsolvable"


def test_cli_replay_exits_1_naming_the_first_illegal_move_and_its_rule(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("Ah>f\n# a comment\nJd>t4\n8s>t2\n")  # deal 1: the 8 of spades is face down
    status, out, err = run_cli(capsys, "replay", "1", str(moves), "--game", "yukon")
    answer = json.loads(out)
    assert status == 1 and answer["line"] == 4 and answer["reason"] == "face-down"
    assert err.count("\n") == 1 and "line 4" in err and "8s>t2" in err and "face down" in err


def test_cli_replay_from_a_deal_file(capsys, tmp_path):
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(state_to_json(new_yukon(1))))
    moves = tmp_path / "moves.txt"
    moves.write_text("Ah>f\n")
    status, out, _ = run_cli(capsys, "replay", str(deal), str(moves), "--game", "yukon")
    assert status == 0 and json.loads(out) == {"legal": True, "won": False, "moves": 1, "score": 10}


def test_cli_exits_2_for_input_it_cannot_read(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("draw\n")
    status, _, err = run_cli(capsys, "replay", "1", str(moves), "--game", "yukon")
    assert status == 2 and "no stock" in err
    status, _, _ = run_cli(capsys, "deal", "0", "--game", "yukon")
    assert status == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    status, _, err = run_cli(capsys, "deal", str(bad), "--game", "yukon")
    assert status == 2 and "not JSON" in err
