"""The rule book (README.md, "Rules in short", and the F1 Rules page), one rule or example per test."""

from __future__ import annotations

import pytest
from engine_helpers import cards, play, position, refused

from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.klondike import (
    DRAW,
    STOCK,
    WASTE,
    GameState,
    IllegalMove,
    Move,
    Reason,
    Rules,
    apply,
    deal,
    foundation,
    is_legal,
    legal_moves,
    transition,
)
from klondike_qt.engine.rules import Scoring

C = Card.parse


def column_cards(state: GameState, number: int) -> tuple[Card, ...]:
    return state.tableau[number - 1]


def face_up(state: GameState, number: int) -> tuple[Card, ...]:
    return state.tableau[number - 1][state.hidden[number - 1]:]


# -- 1. Tableau build ---------------------------------------------------------
def test_black_8_on_red_9() -> None:
    after = play(position("8s", "9h"), "8s>t2")
    assert column_cards(after, 2) == cards("9h 8s")
    assert column_cards(after, 1) == ()
    after = play(position("8c", "9d"), "8c>t2")
    assert column_cards(after, 2) == cards("9d 8c")


def test_red_queen_on_black_king() -> None:
    after = play(position("Qh", "Ks"), "Qh>t2")
    assert column_cards(after, 2) == cards("Ks Qh")


def test_suit_does_not_matter_only_colour() -> None:
    for mover, onto in [("8h", "9s"), ("8d", "9s"), ("8h", "9c"), ("8d", "9c")]:
        assert is_legal(position(mover, onto), Move.parse(f"{mover}>t2"))


def test_same_colour_is_illegal() -> None:
    for mover, onto in [("8s", "9c"), ("8c", "9c"), ("8h", "9d"), ("8h", "9h")]:
        error = refused(position(mover, onto), f"{mover}>t2")
        assert error.reason is Reason.SAME_COLOUR
        assert error.card is C(mover)
        assert error.other is C(onto)
        assert error.target is Move.parse(f"{mover}>t2").target


def test_gap_of_two_ranks_is_illegal() -> None:
    error = refused(position("7s", "9h"), "7s>t2")
    assert error.reason is Reason.NOT_ONE_LOWER
    assert (error.card, error.other) == (C("7s"), C("9h"))


def test_ascending_is_illegal() -> None:
    error = refused(position("Ts", "9h"), "Ts>t2")
    assert error.reason is Reason.NOT_ONE_LOWER
    assert (error.card, error.other) == (C("Ts"), C("9h"))


def test_same_rank_is_illegal() -> None:
    assert refused(position("9s", "9h"), "9s>t2").reason is Reason.NOT_ONE_LOWER


def test_nothing_goes_on_an_ace() -> None:
    # An ace on a column is a dead end: no card is one rank lower.
    state = position("Ah", "Kc")
    assert not any(m.target is not None and m.target.code == "t1" for m in legal_moves(state))


# -- 2. Sequences -------------------------------------------------------------
RUN = position("#3c Tc 9h 8s 7d", "Jh", "Ts", "9d", "8c", "Kh", "Qs")


@pytest.mark.parametrize("start, target, moved", [
    ("Tc", "t2", "Tc 9h 8s 7d"),
    ("9h", "t3", "9h 8s 7d"),
    ("8s", "t4", "8s 7d"),
    ("7d", "t5", "7d"),
])
def test_run_moves_from_any_of_its_cards(start: str, target: str, moved: str) -> None:
    after = play(RUN, f"{start}>{target}")
    number = int(target[1])
    assert column_cards(after, number)[-len(cards(moved)):] == cards(moved)
    assert column_cards(after, 1) == column_cards(RUN, 1)[: len(column_cards(RUN, 1)) - len(cards(moved))]


def test_run_moving_off_face_down_card_flips_it() -> None:
    after = play(RUN, "Tc>t2")
    assert column_cards(after, 1) == cards("3c") and after.hidden[0] == 0


def test_run_fits_only_by_its_first_card() -> None:
    # 9h heads the run; it must fit the destination itself (9h on a red 10: no).
    error = refused(position("9h 8s", "Td"), "9h>t2")
    assert error.reason is Reason.SAME_COLOUR
    assert (error.card, error.other) == (C("9h"), C("Td"))


def test_broken_run_cannot_move() -> None:
    same_colour = position("#2c 9h 8h", "Ts")
    error = refused(same_colour, "9h>t2")
    assert error.reason is Reason.BROKEN_RUN
    assert (error.card, error.other) == (C("9h"), C("8h"))
    rank_gap = position("#2c 9h 7s", "Ts")
    error = refused(rank_gap, "9h>t2")
    assert error.reason is Reason.BROKEN_RUN
    assert (error.card, error.other) == (C("9h"), C("7s"))


def test_top_of_a_broken_run_still_moves_alone() -> None:
    after = play(position("#2c 9h 8h", "9s"), "8h>t2")
    assert column_cards(after, 2) == cards("9s 8h")


def test_face_down_cards_never_move() -> None:
    state = position("#5s #As 9d", "6h")
    for move in ("5s>t2", "As>f", "As>t3"):
        error = refused(state, move)
        assert error.reason is Reason.FACE_DOWN
        assert error.card is C(move[:2])
    assert all(m.card not in cards("5s As") for m in legal_moves(state))


# -- 3. Empty column ----------------------------------------------------------
def test_empty_column_accepts_only_a_king() -> None:
    non_kings = [c for c in cards("Qh Js Ah 2c 7d Tc")]
    for card in non_kings:
        state = position("Ks", waste=str(card))
        error = refused(state, f"{card}>t2")
        assert error.reason is Reason.NOT_A_KING
        assert error.card is card
    for king in cards("Kc Kd Ks Kh"):
        after = play(position("Qs", waste=str(king)), f"{king}>t2")
        assert column_cards(after, 2) == (king,)


def test_king_heading_a_legal_run_may_go_to_an_empty_column() -> None:
    after = play(position("#4c Kd Qs Jh"), "Kd>t2")
    assert column_cards(after, 2) == cards("Kd Qs Jh")
    assert column_cards(after, 1) == cards("4c") and after.hidden[0] == 0


def test_run_not_headed_by_a_king_cannot_go_to_an_empty_column() -> None:
    error = refused(position("#4c Kd Qs Jh"), "Qs>t2")
    assert error.reason is Reason.NOT_A_KING
    assert error.card is C("Qs")


def test_king_from_waste_or_foundation_may_go_to_an_empty_column() -> None:
    assert column_cards(play(position("Qs", waste="Kh"), "Kh>t3"), 3) == cards("Kh")
    assert column_cards(play(position("Qs", foundations="Kh"), "Kh>t3"), 3) == cards("Kh")


# -- 4. Foundations -----------------------------------------------------------
def test_foundation_starts_with_ace() -> None:
    error = refused(position("2h"), "2h>f")
    assert error.reason is Reason.FOUNDATION_NEEDS
    assert (error.card, error.other) == (C("2h"), C("Ah"))
    after = play(position("Ah"), "Ah>f")
    assert after.foundations[Suit.HEARTS] == 1


def test_foundation_builds_up_one_rank_at_a_time() -> None:
    state = position("5h", "4h", foundations="3h")
    error = refused(state, "5h>f")
    assert error.reason is Reason.FOUNDATION_NEEDS
    assert error.other is C("4h")
    after = play(state, "4h>f", "5h>f")
    assert after.foundations[Suit.HEARTS] == 5


def test_foundation_same_suit_only() -> None:
    state = position("2d", foundations="Ah Ad")
    error = refused(state, "2d>fh")
    assert error.reason is Reason.WRONG_SUIT
    assert error.card is C("2d") and error.target is foundation(Suit.HEARTS)
    assert play(state, "2d>fd").foundations[Suit.DIAMONDS] == 2


def test_cards_reach_a_foundation_from_the_waste_top_and_column_tops() -> None:
    state = position("#9c 2s", waste="3d Ah", foundations="As")
    after = play(state, "Ah>f", "2s>f")
    assert after.foundations == (0, 0, 2, 1)
    assert after.waste == cards("3d")


def test_only_a_top_card_goes_to_a_foundation() -> None:
    error = refused(position("3s 2h", foundations="2s"), "3s>f")
    assert error.reason is Reason.ONLY_TOP_TO_FOUNDATION
    assert error.card is C("3s")


def test_foundation_card_may_come_back() -> None:
    state = position("6s", foundations="5h", score=50)
    after = play(state, "5h>t1")
    assert column_cards(after, 1) == cards("6s 5h")
    assert after.foundations[Suit.HEARTS] == 4
    assert after.score == 35
    # and up again: it is an ordinary move
    assert play(after, "5h>f").foundations[Suit.HEARTS] == 5


def test_only_the_top_foundation_card_may_come_back() -> None:
    error = refused(position("5s", foundations="5h"), "4h>t1")
    assert error.reason is Reason.COVERED
    assert error.card is C("4h")


def test_foundation_card_comes_back_only_by_the_build_rule() -> None:
    state = position("6h", "7s", "", foundations="5h")
    assert refused(state, "5h>t1").reason is Reason.SAME_COLOUR
    assert refused(state, "5h>t2").reason is Reason.NOT_ONE_LOWER
    assert refused(state, "5h>t3").reason is Reason.NOT_A_KING


def test_foundation_card_coming_back_is_one_undoable_step() -> None:
    before = position("6s", foundations="5h", score=50)
    after = play(before, "5h>t1")
    assert after.moves == before.moves + 1
    # Undo is keeping the previous state: it is untouched.
    assert before.foundations[Suit.HEARTS] == 5 and before.score == 50
    assert column_cards(before, 1) == cards("6s")


# -- 5/6. Waste -----------------------------------------------------------------
def test_only_top_of_waste_is_available() -> None:
    state = position("Ts", "9c", "8s", waste="9h 8d 7d", foundations="6d")
    for covered in ("9h", "8d"):
        for move in (f"{covered}>t1", f"{covered}>t2", f"{covered}>f"):
            error = refused(state, move)
            assert error.reason is Reason.COVERED
            assert error.card is C(covered)
    after = play(state, "7d>t3")
    assert after.waste == cards("9h 8d")
    assert is_legal(after, Move.parse("8d>t2"))


def test_cards_in_the_stock_cannot_move() -> None:
    error = refused(position("Ts", stock="9h"), "9h>t1")
    assert error.reason is Reason.IN_STOCK
    assert error.card is C("9h")


def test_cards_never_go_to_the_stock_or_the_waste() -> None:
    state = position("9h", waste="Ts")
    for card in cards("9h Ts"):
        for pile in (STOCK, WASTE):
            if state.locate(card)[0] is pile:
                continue
            with pytest.raises(IllegalMove) as caught:
                apply(state, Move(card, pile))
            assert caught.value.reason is Reason.NOT_A_TARGET
            assert caught.value.card is card and caught.value.target is pile


def test_a_card_cannot_move_to_its_own_pile() -> None:
    state = position("9h 8s", waste="Ts", foundations="2c")
    assert refused(state, "9h>t1").reason is Reason.SAME_PILE
    assert refused(state, "2c>f").reason is Reason.SAME_PILE


# -- 7. Auto-flip ---------------------------------------------------------------
def test_auto_flip_is_part_of_the_move() -> None:
    before = position("#5s #2h 9d", "Ts")
    after = apply(before, Move.parse("9d>t2"))
    # One move: the 9 moved and the 2 beneath turned face up.
    assert column_cards(after, 1) == cards("5s 2h") and after.hidden[0] == 1
    assert face_up(after, 1) == cards("2h")
    assert after.moves == before.moves + 1
    assert transition(before, Move.parse("9d>t2"), after).revealed is C("2h")
    # One undo step (the previous state) takes back both: the 2 is face down again.
    assert before.hidden[0] == 2 and column_cards(before, 1) == cards("5s 2h 9d")
    assert before.is_face_up(C("2h")) is False and after.is_face_up(C("2h")) is True


def test_auto_flip_also_when_a_card_goes_to_a_foundation() -> None:
    after = play(position("#5s Ah"), "Ah>f")
    assert face_up(after, 1) == cards("5s")


def test_an_emptied_column_stays_empty() -> None:
    after = play(position("9d", "Ts"), "9d>t2")
    assert column_cards(after, 1) == () and after.hidden[0] == 0


def test_no_flip_while_a_face_up_card_remains() -> None:
    after = play(position("#5s Tc 9h", "Ts"), "9h>t2")
    assert after.hidden[0] == 1 and face_up(after, 1) == cards("Tc")


# -- Stock and waste: draw 1 / draw 3 -------------------------------------------
# Foundations hold all but the last cards, so the stock is exactly what is named.
SMALL = dict(foundations="Kc Kd Ks 7h", rest="check")


def test_draw_1_turns_one_card() -> None:
    state = position("8h", "9h", stock="Th Jh Qh Kh", **SMALL)
    after = apply(state, DRAW)
    assert after.waste == cards("Th") and after.stock == cards("Jh Qh Kh")


def test_draw_3_turns_up_to_three() -> None:
    state = position("8h", "9h", stock="Th Jh Qh Kh", rules=Rules(draw=3), **SMALL)
    after = apply(state, DRAW)
    assert after.waste == cards("Th Jh Qh")
    assert after.stock == cards("Kh")


def test_draw_3_turns_fewer_when_fewer_remain() -> None:
    state = position("8h", "9h", stock="Th Jh Qh Kh", rules=Rules(draw=3), **SMALL)
    after = play(state, "draw", "draw")
    assert after.waste == cards("Th Jh Qh Kh") and after.stock == ()
    two_left = position("8h", "9h", "Th", "Jh", stock="Qh Kh", rules=Rules(draw=3), **SMALL)
    assert apply(two_left, DRAW).waste == cards("Qh Kh")


def test_draw_3_only_the_last_turned_is_playable() -> None:
    state = position("8h", "9h", "Ks", stock="Th Jh Qh Kh", rules=Rules(draw=3),
                     foundations="Kc Kd Qs 7h", rest="check")
    after = apply(state, DRAW)
    assert after.top(WASTE) is C("Qh")
    for covered in ("Th", "Jh"):
        assert refused(after, f"{covered}>t3").reason is Reason.COVERED
    assert is_legal(after, Move.parse("Qh>t3"))


def test_draw_3_playing_the_top_exposes_the_one_beneath() -> None:
    state = position("8h", "9h", "Ks", stock="Th Jh Qh Kh", rules=Rules(draw=3),
                     foundations="Kc Kd Qs 7h", rest="check")
    after = play(state, "draw", "Qh>t3")
    assert after.waste == cards("Th Jh")
    assert after.top(WASTE) is C("Jh")
    assert Move.parse("Jh>t3") not in set(legal_moves(after))  # Jh on Qh: same colour
    assert refused(after, "Jh>t3").reason is Reason.SAME_COLOUR  # but it is available


def test_recycle_preserves_order_so_the_next_pass_turns_the_same_cards() -> None:
    for draw in (1, 3):
        state = deal(7, Rules(draw=draw))
        first_pass = []
        current = state
        while current.stock:
            current = apply(current, DRAW)
            first_pass.append(current.waste[-1])
        recycled = apply(current, DRAW)
        assert recycled.stock == state.stock
        assert recycled.waste == () and recycled.passes == 2
        second_pass = []
        current = recycled
        while current.stock:
            current = apply(current, DRAW)
            second_pass.append(current.waste[-1])
        assert second_pass == first_pass


def test_recycle_when_the_stock_is_empty_is_one_move() -> None:
    state = position("8h", "9h", "Qh", "Kh", waste="Th Jh", **SMALL)
    after = apply(state, DRAW)
    assert after.stock == cards("Th Jh") and after.waste == ()
    assert after.moves == state.moves + 1 and after.passes == 2


def test_nothing_to_draw_when_stock_and_waste_are_empty() -> None:
    state = position("8h", "9h", "Th", "Jh", "Qh", "Kh", **SMALL)
    assert refused(state, "draw").reason is Reason.NOTHING_TO_DRAW
    assert DRAW not in set(legal_moves(state))


def _through_the_stock(state: GameState) -> GameState:
    while state.stock:
        state = apply(state, DRAW)
    return state


@pytest.mark.parametrize("draw", [1, 3])
def test_unlimited_passes(draw: int) -> None:
    state = deal(3, Rules(draw=draw))
    for _ in range(10):
        state = apply(_through_the_stock(state), DRAW)
    assert state.passes == 11 and state.passes_left is None and len(state.stock) == 24


@pytest.mark.parametrize("draw, limit", [(1, 3), (3, 3), (1, 1), (3, 1)])
def test_pass_limit_and_stock_stays_empty_when_exhausted(draw: int, limit: int) -> None:
    state = deal(3, Rules(draw=draw, pass_limit=limit))
    for _ in range(limit - 1):
        state = apply(_through_the_stock(state), DRAW)
    assert state.passes == limit and state.passes_left == 0
    exhausted = _through_the_stock(state)
    error = refused(exhausted, "draw")
    assert error.reason is Reason.NO_PASSES_LEFT
    assert DRAW not in set(legal_moves(exhausted))
    assert exhausted.stock == () and len(exhausted.waste) == 24


OPEN_TABLEAU = position("Kh Qs Jh Ts 9h 8s 7h 6s 5h 4s 3h 2s Ah",
                        "Ks Qh Js Th 9s 8h 7s 6h 5s 4h 3s 2h As",
                        "Kd Qc Jd Tc 9d 8c 7d 6c 5d 4c 3d 2c Ad",
                        "Kc Qd Jc Td 9c 8d 7c 6d 5c 4d 3c 2d Ac", rest="check")


# -- Winning ---------------------------------------------------------------------
def test_win_only_with_52_on_foundations() -> None:
    # An open tableau (every card face up, stock and waste empty) is not a win.
    assert not OPEN_TABLEAU.is_won
    assert not position("Kh", foundations="Kc Kd Ks Qh", rest="check").is_won
    won = play(position("Kh", foundations="Kc Kd Ks Qh", rest="check"), "Kh>f")
    assert won.is_won and won.foundation_count == 52


def test_nothing_moves_after_a_win() -> None:
    won = play(position("Kh", foundations="Kc Kd Ks Qh", rest="check"), "Kh>f")
    assert list(legal_moves(won)) == []
    error = refused(won, "Kh>t1")
    assert error.reason is Reason.GAME_OVER
    assert refused(won, "draw").reason is Reason.GAME_OVER


# -- Scoring: standard -------------------------------------------------------------
def test_standard_card_to_foundation_scores_10() -> None:
    assert play(position("Ah", "Kc"), "Ah>f").score == 10


def test_standard_waste_to_foundation_earns_only_the_10() -> None:
    assert play(position("Kc", waste="Ah"), "Ah>f").score == 10


def test_standard_waste_to_tableau_scores_5() -> None:
    assert play(position("Kc", waste="Qh"), "Qh>t1").score == 5


def test_standard_revealing_a_face_down_card_scores_5() -> None:
    assert play(position("#2c Qh", "Kc"), "Qh>t2").score == 5
    # to a foundation and revealing: 10 + 5
    assert play(position("#2c Ah"), "Ah>f").score == 15


def test_standard_tableau_to_tableau_without_reveal_scores_nothing() -> None:
    assert play(position("Qh", "Kc"), "Qh>t2").score == 0


def test_standard_card_back_from_foundation_costs_15() -> None:
    assert play(position("6s", foundations="5h", score=40), "5h>t1").score == 25


def test_score_clamped_at_zero_at_5_points_taking_a_card_back_leaves_0_not_minus_10() -> None:
    state = position("6s", foundations="5h", score=5)
    back = play(state, "5h>t1")
    assert back.score == 0
    # clamped after every move, not at the end: up again is +10 from 0
    assert play(back, "5h>f").score == 10


def test_standard_no_penalty_for_recycling_or_drawing() -> None:
    state = deal(5, Rules())
    after = apply(_through_the_stock(state), DRAW)
    assert after.score == 0
    state = position("Kc", waste="Qh", score=20)
    assert apply(apply(state, DRAW), DRAW).score == 20


# -- Scoring: Vegas ------------------------------------------------------------------
VEGAS = Rules(scoring=Scoring.VEGAS)


def test_vegas_deal_costs_52() -> None:
    assert deal(1, VEGAS).score == -52
    assert deal(1, Rules(draw=3, scoring=Scoring.VEGAS)).score == -52


def test_vegas_plus_5_per_card_to_foundation_minus_5_back() -> None:
    state = position("Ah", "2s", waste="2h", rules=VEGAS, score=-52)
    after = play(state, "Ah>f")
    assert after.score == -47
    after = play(after, "2h>f")  # from the waste: also +5
    assert after.score == -42
    back = play(position("6s", foundations="5h", rules=VEGAS, score=-42), "5h>t1")
    assert back.score == -47


def test_vegas_balance_may_go_negative() -> None:
    back = play(position("6s", foundations="5h", rules=VEGAS, score=0), "5h>t1")
    assert back.score == -5


def test_vegas_reveals_and_waste_to_tableau_score_nothing() -> None:
    assert play(position("#2c Qh", "Kc", rules=VEGAS, score=-52), "Qh>t2").score == -52
    assert play(position("Kc", waste="Qh", rules=VEGAS, score=-52), "Qh>t1").score == -52


@pytest.mark.parametrize("scoring", [Scoring.VEGAS, Scoring.VEGAS_CUMULATIVE])
@pytest.mark.parametrize("chosen", [None, 3, 1])
def test_vegas_forces_its_pass_limit(scoring: Scoring, chosen: int | None) -> None:
    assert Rules(draw=1, pass_limit=chosen, scoring=scoring).max_passes == 1
    assert Rules(draw=3, pass_limit=chosen, scoring=scoring).max_passes == 3
    one_pass = _through_the_stock(deal(9, Rules(draw=1, pass_limit=chosen, scoring=scoring)))
    assert refused(one_pass, "draw").reason is Reason.NO_PASSES_LEFT
    three = deal(9, Rules(draw=3, pass_limit=chosen, scoring=scoring))
    for _ in range(2):
        three = apply(_through_the_stock(three), DRAW)
    assert refused(_through_the_stock(three), "draw").reason is Reason.NO_PASSES_LEFT


def test_vegas_cumulative_carries_a_start_balance() -> None:
    rules = Rules(scoring=Scoring.VEGAS_CUMULATIVE)
    assert deal(1, rules, start_score=100).score == 48
    assert deal(1, rules, start_score=-30).score == -82
    state = position("Ah", rules=rules, score=48)
    assert play(state, "Ah>f").score == 53


# -- Scoring: none, moves counter -------------------------------------------------------
def test_no_scoring_keeps_the_score_at_zero() -> None:
    rules = Rules(scoring=Scoring.NONE)
    assert deal(1, rules).score == 0
    state = position("#2c Ah", "Kc", waste="Qh", rules=rules)
    assert play(state, "Ah>f", "Qh>t2", "draw").score == 0
    assert play(position("6s", foundations="5h", rules=rules), "5h>t1").score == 0


def test_moves_counter_counts_draws_recycles_and_card_moves() -> None:
    state = position("#Qc Th", "Kc", waste="Jh Qh", stock="Kh", foundations="Jc Kd Ks 9h",
                     rest="check")
    assert state.moves == 0
    after = play(state, "Th>f", "Qh>t2", "draw")
    assert after.moves == 3 and after.waste == cards("Jh Kh")
    recycled = apply(after, DRAW)
    assert recycled.moves == 4 and recycled.stock == cards("Jh Kh")
    assert apply(recycled, DRAW).moves == 5


def test_an_illegal_move_changes_nothing() -> None:
    state = position("8s", "9c")
    refused(state, "8s>t2")
    assert state.moves == 0 and column_cards(state, 1) == cards("8s")


# -- Thoughtful variant -------------------------------------------------------------------
def test_thoughtful_deals_every_card_face_up() -> None:
    open_deal = deal(11, Rules(thoughtful=True))
    closed = deal(11, Rules())
    assert open_deal.hidden == (0,) * 7
    assert open_deal.tableau == closed.tableau and open_deal.stock == closed.stock
    assert all(open_deal.is_face_up(card) for col in open_deal.tableau for card in col)
    assert closed.hidden == (0, 1, 2, 3, 4, 5, 6)


def test_thoughtful_has_no_reveal_score() -> None:
    state = position("2c Qh", "Kc", rules=Rules(thoughtful=True))
    after = play(state, "Qh>t2")
    assert after.score == 0 and after.hidden[0] == 0


# -- Legal move list ------------------------------------------------------------------------
def test_legal_moves_lists_foundation_moves_first_and_the_draw_last() -> None:
    state = position("#3d Ah", "#9s Kc", waste="Qh")
    moves = list(legal_moves(state))
    assert moves[0] == Move.parse("Ah>f")
    assert moves[-1] == DRAW
    kings = {Move.parse(f"Kc>t{n}") for n in range(3, 8)}  # a King may go to any empty column
    assert set(moves) == {Move.parse("Ah>f"), Move.parse("Qh>t2"), DRAW} | kings
    assert len(moves) == len(set(moves))


def test_is_legal_agrees_with_apply() -> None:
    state = position("8s", "9h", "9c")
    assert is_legal(state, Move.parse("8s>t2"))
    assert not is_legal(state, Move.parse("8s>t3"))


# -- Rule options ----------------------------------------------------------------------------
def test_rules_default_to_draw_1_unlimited_passes_standard_scoring() -> None:
    rules = Rules()
    assert (rules.draw, rules.pass_limit, rules.scoring, rules.thoughtful) == (1, None, Scoring.STANDARD, False)
    assert rules.max_passes is None


@pytest.mark.parametrize("options", [
    {"draw": 2}, {"draw": 0}, {"draw": True}, {"draw": 1.0}, {"draw": "1"},
    {"pass_limit": 0}, {"pass_limit": 2}, {"pass_limit": True}, {"pass_limit": 3.0},
    {"scoring": "vegas"}, {"thoughtful": 1}, {"thoughtful": None},
])
def test_rule_options_are_checked(options: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(ValueError):
        Rules(**options)


@pytest.mark.parametrize("draw", [1, 3])
@pytest.mark.parametrize("passes", [None, 3, 1])
@pytest.mark.parametrize("scoring", list(Scoring))
@pytest.mark.parametrize("thoughtful", [False, True])
def test_rules_json_round_trip(draw: int, passes: int | None, scoring: Scoring, thoughtful: bool) -> None:
    rules = Rules(draw=draw, pass_limit=passes, scoring=scoring, thoughtful=thoughtful)
    assert Rules.from_json(rules.to_json()) == rules


def test_run_start_finds_where_a_columns_movable_run_begins() -> None:
    from klondike_qt.engine.klondike.state import run_start

    assert run_start((), 0) == 0
    assert run_start(cards("Ks"), 0) == 0
    assert run_start(cards("9h Ks Qh Jc"), 0) == 1  # the 9 does not hold the king
    assert run_start(cards("Qh Jc Th"), 2) == 2  # face-down cards never join the run
    assert run_start(cards("Qh Jc Th"), 0) == 0
    assert run_start(cards("Qh Jh"), 0) == 1  # same colour: a break
