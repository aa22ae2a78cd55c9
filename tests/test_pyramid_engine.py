"""Pyramid's rule book (rules-pyramid.md), statement by statement, its deals,
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
from klondike_qt.engine.pyramid import (
    DRAW,
    MAX_SCORE,
    Area,
    IllegalMove,
    PyramidMove,
    PyramidSave,
    PyramidState,
    Reason,
    Spot,
    apply,
    click_move,
    describe,
    hint_order,
    is_recycle,
    legal_moves,
    loads_pyramid,
    new_pyramid,
    no_moves_left,
    parse_move,
    pyramid_deck,
    pyramid_layout,
    pyramid_status,
    slot,
    solve,
    state_from_json,
    state_to_json,
)
from klondike_qt.engine.savefile import SaveError, SaveProblem
from klondike_qt.engine.solving import Budget, Verdict, replay
from klondike_qt.engine.status import GameStatus
from klondike_qt.engine.yukon import yukon_deck


def c(code: str) -> Card:
    return Card.parse(code)


def position(*rows: str, stock: str = "", waste: str = "", recycles: int = 0) -> PyramidState:
    """A table for one rule: rows from the apex (missing rows: empty), ``.``
    for a removed card; ``stock`` top first, ``waste`` bottom first. Cards
    not named are out of play."""
    texts = [*rows, *[" ".join("." * n) for n in range(len(rows) + 1, 8)]]
    pyramid: list[Card | None] = []
    for number, text in enumerate(texts, start=1):
        codes = text.split()
        assert len(codes) == number, f"row {number} needs {number} places"
        pyramid.extend(None if code == "." else c(code) for code in codes)
    return PyramidState(tuple(pyramid), tuple(map(c, stock.split())), tuple(map(c, waste.split())), recycles)


EMPTY6 = (".", ". .", ". . .", ". . . .", ". . . . .", ". . . . . .")


def bottom(row7: str, stock: str = "", waste: str = "", recycles: int = 0) -> PyramidState:
    """Only row 7 (and maybe stock and waste) left."""
    return position(*EMPTY6, row7, stock=stock, waste=waste, recycles=recycles)


def m(text: str) -> PyramidMove:
    return parse_move(text)


def refusal(state: PyramidState, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        apply(state, m(text))
    return info.value


def all_cards(state: PyramidState) -> list[Card]:
    return sorted([card for card in state.pyramid if card is not None] + list(state.stock) + list(state.waste)
                  + list(state.removed()))


# -- components --------------------------------------------------------------------------------------
def test_components_one_deck_pyramid_of_28_in_7_rows_stock_waste_removed():
    state = new_pyramid(1)
    assert [len(state.row(r)) for r in range(1, 8)] == [1, 2, 3, 4, 5, 6, 7]
    assert len(state.stock) == 24 and state.waste == () and state.removed() == frozenset()
    assert all_cards(state) == sorted(CARDS)


def test_values_ace_1_to_king_13_suits_never_matter():
    assert apply(bottom(". . . . . Qh Ad"), m("Qh+Ad")).is_won  # A = 1, Q = 12
    assert apply(bottom(". . . . . Jc 2c"), m("Jc+2c")).is_won  # the same suit pairs too
    assert apply(bottom(". . . . . . Ks"), m("Ks")).is_won  # K = 13


def test_covered_while_the_row_below_holds_card_i_or_i_plus_1_row_7_never():
    state = position("2h", "Ad 3s", ". . .", ". . . .", ". . . . .", ". . . . . .", ". . . . . . .")
    assert state.covered_by(c("2h")) == (c("Ad"), c("3s"))
    left_gone = position("2h", ". 3s")
    assert left_gone.covered_by(c("2h")) == (c("3s"),) and not left_gone.is_free(c("2h"))
    assert position(".", ". 3s").is_free(c("3s"))
    assert all(new_pyramid(3).is_free(card) for card in new_pyramid(3).row(7) if card)  # row 7 never covered


def test_covered_cards_are_seen_but_cannot_be_used():
    state = position("Qs", "Ad 3s")
    assert state.card_at(1, 1) == c("Qs")  # seen
    error = refusal(state, "Qs+Ad")
    assert error.reason is Reason.COVERED and error.card == c("Qs")


# -- the deal -----------------------------------------------------------------------------------------
def test_deal_cards_1_to_28_fill_the_pyramid_row_by_row_the_other_24_the_stock_card_29_on_top():
    deck = pyramid_deck(7)
    state = new_pyramid(7)
    assert list(state.pyramid) == deck[:28] and state.card_at(2, 1) == deck[1] and state.card_at(7, 7) == deck[27]
    assert list(state.stock) == deck[28:] and state.stock_top == deck[28]


def test_stock_top_face_up_and_usable_the_waste_starts_empty():
    state = new_pyramid(1)  # stock top 4h; 9d (row 7) is free
    assert state.waste == () and state.stock_top == c("4h") and c("4h") in state.available()
    assert apply(state, m("9d+4h")).stock_top == c("3c")


def test_deal_numbers_1_to_4294967295():
    new_pyramid(1)
    new_pyramid(4294967295)
    for bad in (0, -1, 4294967296):
        with pytest.raises(ValueError):
            new_pyramid(bad)


def test_deal_is_splitmix64_fisher_yates_over_klondikes_order_seeded_with_number_times_8_plus_5():
    for number in (1, 99):
        assert pyramid_deck(number) == shuffle(list(CARDS), number * 8 + 5)
    assert pyramid_deck(5) != shuffled_deck(5) and pyramid_deck(5) != yukon_deck(5)


GOLDEN = {
    1: (["2h", "Ad 3s", "7s 6h Jc", "8h 4s Qs Ks", "2c 9h Td 9s 5s", "Qc Kh 4d Th 5h 5d",
         "9c Kd 9d 8c 6d 7h 3d"],
        "4h 3c Ah 6s Kc Qh 2s 5c 7d Jh Qd As 8d 3h Js 6c 2d Tc 8s 4c Ts 7c Ac Jd"),
    4294967295: (["Kd", "9h Qh", "4h 9c 3d", "3c 5h 7c Kh", "Ac 2s Jh Qs 4d", "Th 6d 7d 8s Ah Tc",
                  "Jc 8c 7s 5s Kc 2h 8h"],
                 "Ad Ts 2c Jd 4c As 9d Qd 5c Td 6c 9s 3s Js 3h 2d 7h 6h Ks 5d Qc 6s 8d 4s"),
}


@pytest.mark.parametrize("number", sorted(GOLDEN))
def test_golden_deals_stable_forever(number):
    rows, stock = pyramid_layout(number)
    assert ([" ".join(map(str, row)) for row in rows], " ".join(map(str, stock))) == GOLDEN[number]


# -- 1. pairs ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("low, high", [("Ah", "Qc"), ("2h", "Jc"), ("3h", "Tc"), ("4h", "9c"), ("5h", "8c"),
                                       ("6h", "7c")])
def test_pairs_make_13(low, high):
    assert apply(bottom(f". . . . . {low} {high}"), m(f"{low}+{high}")).is_won


def test_pairs_from_any_two_places():
    both = bottom(". . . . . 8c 5d")
    assert apply(both, m("8c+5d")).is_won  # two pyramid cards
    with_stock = bottom(". . . . . . 8c", stock="5h 2c")
    assert apply(with_stock, m("8c+5h")).stock == (c("2c"),)  # pyramid and stock
    with_waste = bottom(". . . . . . 8c", waste="2c 5h")
    assert apply(with_waste, m("8c+5h")).is_won  # pyramid and waste: free 8 of clubs with waste 5 of hearts
    talon = bottom(". . . . . . 8c", stock="9d", waste="4c")
    after = apply(talon, m("9d+4c"))  # stock 9 of diamonds with waste 4 of clubs
    assert after.stock == () and after.waste == () and after.score == 5


def test_pair_refused_8_and_6_make_14_not_13():
    error = refusal(bottom(". . . . . 8c 6h"), "8c+6h")
    assert error.reason is Reason.NOT_THIRTEEN and error.cards == (c("8c"), c("6h"))
    assert "8 and 6 make 14, not 13" in str(error)


def test_pair_refused_the_queen_of_spades_is_covered_by_the_4_of_hearts():
    state = position(*EMPTY6[:5], ". . Qs . . .", ". . . 4h . . Ad")
    error = refusal(state, "Qs+Ad")
    assert error.reason is Reason.COVERED and error.card == c("Qs") and error.covers == (c("4h"),)
    assert "Qs is covered by 4h" in str(error)


def test_pair_refused_only_the_top_card_of_the_waste_can_be_used():
    error = refusal(bottom(". . . . . . 8c", waste="5h 2c"), "8c+5h")
    assert error.reason is Reason.UNDER_WASTE_TOP and error.card == c("5h")
    assert "only the top card of the waste can be used" in str(error)


def test_a_card_never_pairs_with_a_card_covering_it():
    state = position(*EMPTY6[:5], ". . 8s . . .", ". . . 5h . . .")  # the 5 alone covers the 8
    assert m("8s+5h") not in set(legal_moves(state))
    error = refusal(state, "8s+5h")
    assert error.reason is Reason.COVERED and error.covers == (c("5h"),)
    assert state.partners(c("8s")) == () and state.partners(c("5h")) == ()


def test_stock_cards_under_the_top_are_not_visible_and_removed_cards_are_out_of_play():
    state = bottom(". . . . . . 8c", stock="2c 5h")
    assert refusal(state, "8c+5h").reason is Reason.NOT_VISIBLE
    assert refusal(bottom(". . . . . . 8c"), "8c+5h").reason is Reason.REMOVED


# -- 2. Kings alone ------------------------------------------------------------------------------------------
def test_kings_alone_from_pyramid_stock_or_waste():
    state = bottom(". . . . . Ks 3c", stock="Kh", waste="Kd")
    for king in ("Ks", "Kh", "Kd"):
        assert m(king) in set(legal_moves(state))
        assert apply(state, m(king)).score == 5


def test_a_king_is_removed_alone():
    error = refusal(bottom(". . . . . Ks Ah"), "Ks+Ah")
    assert error.reason is Reason.KING_ALONE and "a King is removed alone" in str(error)
    assert refusal(bottom(". . . . . . 8c"), "8c").reason is Reason.NEEDS_A_PAIR


# -- 3. draw ------------------------------------------------------------------------------------------------------
def test_draw_puts_the_stock_top_on_the_waste_the_next_stock_card_turns_face_up():
    state = bottom(". . . . . . 8c", stock="9d 2c Ah")
    after = apply(state, DRAW)
    assert after.waste_top == c("9d") and after.stock_top == c("2c") and after.moves == 1 and after.score == 0


# -- 4. recycle ------------------------------------------------------------------------------------------------------
def test_recycle_turns_the_waste_back_order_kept_the_first_card_drawn_first_again():
    state = bottom(". . . . . . 8c", stock="9d 2c Ah")
    for _ in range(3):
        state = apply(state, DRAW)
    assert state.stock == () and is_recycle(state, DRAW)
    after = apply(state, DRAW)
    assert after.stock == (c("9d"), c("2c"), c("Ah")) and after.waste == ()  # draws nothing
    assert after.pass_number == 2 and after.passes_left == 1 and after.moves == 4


def test_three_passes_two_recycles_then_no_passes_left():
    state = bottom(". . . . . . 8c", stock="9d")
    passes = []
    for _ in range(5):
        passes.append(state.pass_number)
        state = apply(state, DRAW)
    assert passes == [1, 1, 2, 2, 3] and state.recycles == 2 and state.waste == (c("9d"),)
    error = refusal(state, "draw")
    assert error.reason is Reason.NO_PASSES_LEFT
    assert "no passes left: the stock has been through 3 times" in str(error)
    assert DRAW not in set(legal_moves(state))


def test_draw_with_stock_and_waste_empty_is_refused_and_uses_no_pass():
    state = bottom(". . . . . 8c 8d")
    assert refusal(state, "draw").reason is Reason.NOTHING_TO_DRAW
    emptied = apply(bottom(". . . . . . 8c", stock="9d", waste="4c"), m("9d+4c"))
    assert refusal(emptied, "draw").reason is Reason.NOTHING_TO_DRAW and emptied.pass_number == 1


# -- 5. win ----------------------------------------------------------------------------------------------------------
def test_won_when_all_28_pyramid_cards_are_removed_stock_and_waste_may_hold_cards():
    state = bottom(". . . . . . Ks", stock="2c 3c", waste="4c")
    won = apply(state, m("Ks"))
    assert won.is_won and pyramid_status(won) is GameStatus.WON and len(won.stock) == 2
    assert refusal(won, "draw").reason is Reason.GAME_OVER and list(legal_moves(won)) == []


def test_nothing_else_is_a_win():
    state = bottom(". . . . . Ks 3c")
    assert not apply(state, m("Ks")).is_won


# -- scoring -----------------------------------------------------------------------------------------------------------
def test_scoring_5_per_pair_and_per_king_wherever_they_come_from():
    state = bottom(". . . . . 3c 5c", stock="Kh", waste="Td")
    assert apply(state, m("Kh")).score == 5 and apply(state, m("Td+3c")).score == 5


@pytest.mark.parametrize("row, bonus", [(7, 25), (6, 50), (5, 75), (4, 100), (3, 150), (2, 250), (1, 500)])
def test_emptying_a_row_earns_its_bonus(row, bonus):
    rows = [" ".join("." * n) for n in range(1, 8)]
    rows[row - 1] = " ".join(["Qh", "Ad"] + ["."] * (row - 2)) if row > 1 else "Kc"
    state = position(*rows)
    move = m("Kc") if row == 1 else m("Qh+Ad")
    assert apply(state, move).score == 5 + bonus


def test_drawing_and_recycling_cost_nothing_maximum_1290():
    state = bottom(". . . . . . 8c", stock="9d")
    assert apply(apply(state, DRAW), DRAW).score == 0
    assert MAX_SCORE == 1290


def test_undo_restores_the_score_exactly():
    state = new_pyramid(1)
    line = solve(state, Budget(seconds=None)).moves
    states = PyramidSave(1, state, line, len(line)).states_from(0)
    for step, move in enumerate(line):
        assert apply(states[step], move) == states[step + 1]  # positions are values: undo is the one before
    assert states[-1].is_won and states[-1].score >= 5 * 14 + 1150


# -- no moves left -------------------------------------------------------------------------------------------------------
def test_no_moves_left_when_no_removal_now_nor_along_the_draws_still_allowed():
    assert pyramid_status(bottom(". . . . . 8c 8d", stock="2c", waste="3c")) is GameStatus.NO_MOVES
    later = bottom(". . . . . 8c 8d", stock="2c 3c 5h")  # the 5 of hearts comes after two draws
    assert pyramid_status(later) is GameStatus.IN_PROGRESS


def test_no_moves_left_counts_the_recycles_still_allowed():
    spent = bottom(". . . . . 8c 8d", waste="5h 2c")  # the 5 of hearts under the waste top
    assert pyramid_status(spent) is GameStatus.IN_PROGRESS  # a recycle brings it round again
    last = bottom(". . . . . 8c 8d", waste="5h 2c", recycles=2)
    assert no_moves_left(last) and pyramid_status(last) is GameStatus.NO_MOVES


def test_no_moves_left_counts_only_removals_never_draws():
    state = bottom(". . . . . 8c 8d", stock="2c 3c")
    assert list(legal_moves(state)) == [DRAW] and pyramid_status(state) is GameStatus.NO_MOVES


# -- interchange -------------------------------------------------------------------------------------------------------------
def test_deal_json_round_trip():
    state = new_pyramid(42)
    data = state_to_json(state)
    assert data["game"] == "pyramid" and len(data["pyramid"]) == 7 and len(data["stock"]) == 24
    assert state_from_json(json.loads(json.dumps(data))) == state


@pytest.mark.parametrize("data", [
    {"game": "yukon", "pyramid": [], "stock": []},
    {"game": "pyramid", "pyramid": [["Ah"]] * 7, "stock": []},
    {"game": "pyramid", "pyramid": GOLDEN[1][0], "stock": GOLDEN[1][1].split()},
    {"game": "pyramid"},
    [],
])
def test_deal_json_refused(data):
    with pytest.raises(ValueError):
        state_from_json(data)


def test_moves_notation_the_higher_card_first_either_order_read():
    assert m("Qh+Ad") == m("Ad+Qh") == PyramidMove((c("Qh"), c("Ad")))
    assert str(m("Ad+Qh")) == "Qh+Ad" and str(m("Kc")) == "Kc" and str(m("draw")) == "draw"
    assert m("draw") == DRAW and DRAW.is_draw
    for bad in ("", "8h>t6", "Qh+", "Qh+Ad+2c", "Zz", "Qh+Qh"):
        with pytest.raises(ValueError):
            parse_move(bad)


# -- by ear: what the engine can tell -------------------------------------------------------------------------------------------
def test_what_covers_a_card_what_it_pairs_with_free_cards_in_reading_order():
    state = position(*EMPTY6[:5], ". . Qs . . .", ". . 4h Jd . . 5h", stock="Ad 8c", waste="3c")
    assert state.covered_by(c("Qs")) == (c("4h"), c("Jd")) and state.place(c("Qs")) == (6, 3)
    assert state.free_cards() == (c("4h"), c("Jd"), c("5h"))
    assert state.partners(c("5h")) == ()
    assert state.partners(c("Jd")) == ()
    assert state.partners(c("Qs")) == (c("Ad"),)  # what it would pair with once free
    assert (len(state.stock), len(state.waste), state.stock_top, state.waste_top) == (2, 1, c("Ad"), c("3c"))
    assert state.passes_left == 2
    assert state.locate(c("Qs")) == Spot(Area.PYRAMID, 6, 3)
    assert state.locate(c("8c")) == Spot(Area.STOCK, depth=1)  # under the top: not visible yet
    assert state.locate(c("3c")) == Spot(Area.WASTE, depth=0) and state.locate(c("Kh")).area is Area.REMOVED
    assert apply(state, DRAW).locate(c("3c")) == Spot(Area.WASTE, depth=1)  # in the waste under 1 card


def test_a_removal_says_what_it_freed_and_which_rows_emptied():
    state = position(*EMPTY6[:5], ". . . . . 9s", ". . . . . 8c 5h")
    after = apply(state, m("8c+5h"))
    change = describe(state, m("8c+5h"), after)
    assert change.removed == (c("8c"), c("5h")) and change.points == 5
    assert change.rows_emptied == (7,) and change.bonus == 25 and change.freed == (c("9s"),)
    assert change.score_delta == 30
    drew = describe(bottom(". . . . . . 8c", stock="9d 2c"), DRAW, apply(bottom(". . . . . . 8c", stock="9d 2c"), DRAW))
    assert drew.drawn == c("9d") and not drew.recycled
    spent = bottom(". . . . . . 8c", waste="9d")
    assert describe(spent, DRAW, apply(spent, DRAW)).recycled


# -- advice ---------------------------------------------------------------------------------------------------------------------------
def test_hints_kings_and_pyramid_pairs_first_the_draw_last():
    state = bottom(". . . Ks 8c 5d 9c", stock="4h", waste="Kd")
    assert hint_order(state) == [m("Ks"), m("8c+5d"), m("9c+4h"), m("Kd"), m("draw")]


def test_click_removes_a_king_or_pairs_with_the_held_card():
    state = bottom(". . . . Ks 8c 5d")
    assert click_move(state, c("Ks")) == m("Ks")
    assert click_move(state, c("8c")) is None  # picked up by the caller
    assert click_move(state, c("5d"), held=c("8c")) == m("8c+5d")
    assert click_move(state, c("8c"), held=c("8c")) is None


# -- properties ---------------------------------------------------------------------------------------------------------------------------
MOVES = [PyramidMove((a, b)) for i, a in enumerate(CARDS) for b in CARDS[i + 1:]] + [
    PyramidMove((card,)) for card in CARDS] + [DRAW]


@settings(max_examples=10, deadline=None)
@given(st.integers(1, 2**32 - 1), st.integers(0, 2**32))
def test_random_play_conserves_cards_apply_accepts_exactly_legal_moves_score_bounded(number, seed):
    rng = random.Random(seed)
    state = new_pyramid(number)
    for step in range(60):
        moves = list(legal_moves(state))
        if step % 30 == 0:
            assert {move for move in MOVES if _accepts(state, move)} == set(moves)
        if not moves:
            break
        state = apply(state, rng.choice(moves))
        assert all_cards(state) == sorted(CARDS)
        assert 0 <= state.score <= MAX_SCORE and state.score >= 5 * (len(state.removed()) // 2)


def _accepts(state: PyramidState, move: PyramidMove) -> bool:
    try:
        apply(state, move)
    except IllegalMove:
        return False
    return True


# -- solver -----------------------------------------------------------------------------------------------------------------------------------
def _replays_to_a_win(state: PyramidState, moves) -> bool:
    return replay(state, moves).is_won


def _brute_force_won(state: PyramidState) -> bool:
    """Whether any position the engine's own moves reach is won (small positions only)."""
    seen: set[object] = set()

    def won(current: PyramidState) -> bool:
        if current.is_won:
            return True
        if current.key() in seen:
            return False
        seen.add(current.key())
        return any(won(apply(current, move)) for move in legal_moves(current))

    return won(state)


def _small_position(seed: int) -> PyramidState:
    """Rows 5–7 (18 cards) of pairs that make 13 and Kings, shuffled, with a
    stock of 6 other cards: some are won, some lost."""
    rng = random.Random(seed)
    deck = list(CARDS)
    rng.shuffle(deck)
    chosen: list[Card] = []
    while len(chosen) < 18:
        card = deck.pop()
        partner = [] if card.rank == 13 else [next(x for x in deck if x.rank + card.rank == 13)]
        chosen += [card, *partner]
        deck = [x for x in deck if x not in partner]
    deck += chosen[18:]
    rng.shuffle(chosen := chosen[:18])
    pyramid: list[Card | None] = [None] * 10 + chosen
    return PyramidState(tuple(pyramid), tuple(deck[-6:]), recycles=rng.randint(0, 2))


def _agrees_with_exhaustive_search(state: PyramidState) -> Verdict:
    return agrees_with_exhaustive_search(state, solve, _brute_force_won, apply)


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32))
def test_solver_agrees_with_an_exhaustive_search_on_small_positions(seed):
    _agrees_with_exhaustive_search(_small_position(seed))


def test_solver_proves_small_positions_lost_and_won():
    verdicts = {_agrees_with_exhaustive_search(_small_position(seed)) for seed in range(6)}
    assert verdicts == {Verdict.SOLVED, Verdict.UNSOLVABLE}


def test_solver_wins_a_deal_and_the_line_replays_through_apply():
    state = new_pyramid(1)
    result = solve(state, Budget(seconds=None))
    assert result.outcome is Verdict.SOLVED and _replays_to_a_win(state, result.moves)


def test_solver_proves_a_deal_lost():
    assert solve(new_pyramid(11), Budget(seconds=None)).outcome is Verdict.UNSOLVABLE  # at once: the pyramid alone is lost
    assert solve(new_pyramid(200), Budget(seconds=None)).nodes == 1  # at once: the pyramid alone is lost
    searched = solve(new_pyramid(187), Budget(seconds=None))  # after some 9,000 positions
    assert searched.outcome is Verdict.UNSOLVABLE and searched.nodes > 1000


def test_solver_already_won_and_one_king_to_go():
    won = apply(bottom(". . . . . . Ks"), m("Ks"))
    assert solve(won).outcome is Verdict.SOLVED and solve(won).moves == ()
    assert solve(bottom(". . . . . . Ks")).moves == (m("Ks"),)


def test_solver_budget_and_cancel_give_unknown():
    hard = new_pyramid(187)  # lost, proved after some 9,000 positions
    assert solve(hard, Budget(seconds=None, nodes=256)).outcome is Verdict.UNKNOWN
    event = threading.Event()
    event.set()
    assert solve(hard, Budget(seconds=None), cancel=event).outcome is Verdict.UNKNOWN


# -- saves ----------------------------------------------------------------------------------------------------------------------------------------
def test_save_round_trip_names_its_game():
    state = new_pyramid(1)
    moves = solve(state, Budget(seconds=None)).moves[:10]
    for save in (PyramidSave(1, state, moves, 7, 1234), PyramidSave(None, state, moves, 10)):
        text = save.dumps()
        assert json.loads(text)["game"] == "pyramid"
        loaded = loads_pyramid(text)
        assert loaded == save and loaded.states_from(0)[10].score == _play(state, moves).score


def _play(state: PyramidState, moves) -> PyramidState:
    for move in moves:
        state = apply(state, move)
    return state


@pytest.mark.parametrize("text, problem", [
    ("{", SaveProblem.NOT_JSON),
    ("[]", SaveProblem.NOT_A_SAVE),
    ('{"format": "klondike-qt-save", "version": 1, "game": "pyramid", "deal": {"number": 0}, "moves": []}',
     SaveProblem.BAD_DEAL),
    ('{"format": "klondike-qt-save", "version": 1, "game": "pyramid", "deal": {"layout": {"game": "pyramid"}},'
     ' "moves": []}', SaveProblem.BAD_DEAL),
    ('{"format": "klondike-qt-save", "version": 1, "game": "pyramid", "deal": {"number": 1}, "moves": [3]}',
     SaveProblem.BAD_MOVE),
    ('{"format": "klondike-qt-save", "version": 1, "game": "pyramid", "deal": {"number": 1}, "moves": ["Q+"]}',
     SaveProblem.BAD_MOVE),
    ('{"format": "klondike-qt-save", "version": 1, "game": "pyramid", "deal": {"number": 1}, "moves": ["2h+Jc"]}',
     SaveProblem.ILLEGAL_MOVE),
    ('{"format": "klondike-qt-save", "version": 9, "game": "pyramid", "deal": {"number": 1}, "moves": []}',
     SaveProblem.FUTURE_VERSION),
    ('{"format": "klondike-qt-save", "version": 1, "game": "yukon", "deal": {"number": 1}, "moves": []}',
     SaveProblem.NOT_A_SAVE),
])
def test_hostile_saves_give_a_clear_error(text, problem):
    with pytest.raises(SaveError) as info:
        loads_pyramid(text)
    assert info.value.problem is problem


# -- the command line ------------------------------------------------------------------------------------------------------------------------------
def test_cli_deal_prints_the_deal_json(capsys):
    status, out, _ = run_cli(capsys, "deal", "1", "--game", "pyramid")
    rows, stock = GOLDEN[1]
    assert status == 0 and json.loads(out) == {"game": "pyramid", "pyramid": [r.split() for r in rows],
                                               "stock": stock.split()}


def test_cli_solve_then_replay_wins(capsys, tmp_path):
    status, out, _ = run_cli(capsys, "solve", "1", "--game", "pyramid", "--time-limit", "60")
    result = json.loads(out)
    assert status == 0 and result["result"] == "solved"
    moves = tmp_path / "moves.txt"
    moves.write_text("\n".join(result["moves"]) + "\n")
    status, out, _ = run_cli(capsys, "replay", "1", str(moves), "--game", "pyramid")
    answer = json.loads(out)
    assert status == 0 and answer["legal"] and answer["won"] and answer["moves"] == len(result["moves"])


def test_cli_solve_says_a_lost_deal_is_unsolvable(capsys):
    status, out, _ = run_cli(capsys, "solve", "11", "--game", "pyramid", "--time-limit", "60")
    assert status == 0 and json.loads(out)["result"] == "unsolvable"


def test_cli_replay_exits_1_naming_the_first_illegal_move_and_its_rule(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("draw\n# a comment\n9d+4h\n2h+Jc\n")  # deal 1: the jack of clubs is covered
    status, out, err = run_cli(capsys, "replay", "1", str(moves), "--game", "pyramid")
    answer = json.loads(out)
    assert status == 1 and answer["line"] == 4 and answer["reason"] == "covered"
    assert err.count("\n") == 1 and "line 4" in err and "Jc is covered by Qs and Ks" in err


def test_cli_replay_from_a_deal_file(capsys, tmp_path):
    deal = tmp_path / "deal.json"
    deal.write_text(json.dumps(state_to_json(new_pyramid(1))))
    moves = tmp_path / "moves.txt"
    moves.write_text("9d+4h\nKd\n")
    status, out, _ = run_cli(capsys, "replay", str(deal), str(moves), "--game", "pyramid")
    assert status == 0 and json.loads(out) == {"legal": True, "won": False, "moves": 2, "score": 10}


def test_cli_exits_2_for_input_it_cannot_read(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("8h>t6\n")
    status, _, err = run_cli(capsys, "replay", "1", str(moves), "--game", "pyramid")
    assert status == 2 and "not a Pyramid move" in err
    status, _, _ = run_cli(capsys, "deal", "0", "--game", "pyramid")
    assert status == 2
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    status, _, err = run_cli(capsys, "deal", str(bad), "--game", "pyramid")
    assert status == 2 and "not JSON" in err


def test_slot_numbers_row_and_card_from_1():
    assert slot(1, 1) == 0 and slot(7, 7) == 27
    with pytest.raises(ValueError):
        slot(3, 4)
