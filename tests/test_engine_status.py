"""Where a game stands: won, ready to finish, no moves left; safe foundation moves; transitions."""

from __future__ import annotations

from unittest import mock

import pytest
from engine_helpers import cards, play, position
from hypothesis import given, settings
from hypothesis import strategies as st

from klondike_qt.engine.cards import CARDS, Card
from klondike_qt.engine.klondike import (
    COLUMNS,
    DRAW,
    STOCK,
    WASTE,
    ChangeKind,
    GameState,
    Move,
    Rules,
    apply,
    deal,
    finish_move,
    game_status,
    is_safe_to_foundation,
    is_stuck,
    legal_moves,
    safe_foundation_moves,
    transition,
)
from klondike_qt.engine.klondike import status as status_module
from klondike_qt.engine.status import GameStatus

C = Card.parse

# Clubs and spades are all up, only red cards are left: red never builds on red,
# so nothing can move but the stock. Every column is occupied, so no King can
# move either; 5d and 5h, which the foundations need, are face down.
STUCK_COLUMNS = ("#5d 9h", "#5h 9d", "Td", "Th", "Jd", "Jh", "Qd")
STUCK = position(*STUCK_COLUMNS, stock="6d 7d 8d Kd Qh Kh 6h 7h 8h",
                 foundations="Kc 4d Ks 4h", rest="check")

# The same idea with 5d up and the 6 of diamonds somewhere in the stock or waste.
DEEP_COLUMNS = ("#Kd 9h", "#5h 9d", "Td", "Th", "Jd", "Jh", "Qd")
DEEP = dict(foundations="Kc 5d Ks 4h", rest="check")


def deep(stock: str, waste: str = "", rules: Rules | None = None) -> GameState:
    return position(*DEEP_COLUMNS, stock=stock, waste=waste, rules=rules, **DEEP)  # type: ignore[arg-type]


OPEN_TABLEAU = position("Kh Qs Jh Ts 9h 8s 7h 6s 5h 4s 3h 2s Ah",
                        "Ks Qh Js Th 9s 8h 7s 6h 5s 4h 3s 2h As",
                        "Kd Qc Jd Tc 9d 8c 7d 6c 5d 4c 3d 2c Ad",
                        "Kc Qd Jc Td 9c 8d 7c 6d 5c 4d 3c 2d Ac", rest="check")


# -- game_status ------------------------------------------------------------------
def test_status_of_a_fresh_deal_is_in_progress() -> None:
    assert game_status(deal(1)) is GameStatus.IN_PROGRESS


def test_status_won_only_with_52_on_foundations() -> None:
    won = play(position("Kh", foundations="Kc Kd Ks Qh", rest="check"), "Kh>f")
    assert game_status(won) is GameStatus.WON
    assert not is_stuck(won)


def test_status_ready_to_finish_when_all_face_up_and_stock_and_waste_empty() -> None:
    assert game_status(OPEN_TABLEAU) is GameStatus.READY_TO_FINISH
    partly_up = position("Kh Qs Jh", "Ks Qh Js", "Kd Qc Jd", "Kc Qd Jc",
                         foundations="Tc Td Ts Th", rest="check")
    assert game_status(partly_up) is GameStatus.READY_TO_FINISH


def test_not_ready_to_finish_with_a_face_down_card() -> None:
    face_down = position("#Kh Qs Jh", "Ks Qh Js", "Kd Qc Jd", "Kc Qd Jc",
                         foundations="Tc Td Ts Th", rest="check")
    assert game_status(face_down) is GameStatus.IN_PROGRESS


def test_ready_to_finish_as_soon_as_every_column_card_is_up_with_cards_left_in_stock_or_waste() -> None:
    # The offer comes when every card of the columns is face up, not only once
    # the stock and the waste are empty: the finish turns the stock as it needs to.
    in_stock = position("Kh Qs Jh", "Ks Qh Js", "Kd Qc Jd", "Kc Qd",
                        stock="Jc", foundations="Tc Td Ts Th", rest="check")
    assert game_status(in_stock) is GameStatus.READY_TO_FINISH
    in_waste = position("Kh Qs Jh", "Ks Qh Js", "Kd Qc Jd", "Kc Qd",
                        waste="Jc", foundations="Tc Td Ts Th", rest="check")
    assert game_status(in_waste) is GameStatus.READY_TO_FINISH
    assert finish(in_stock).is_won and finish(in_waste).is_won


def test_not_ready_when_the_talon_cannot_bring_the_card_up() -> None:
    # Draw 3 on the only pass: the 9c turns up under the jack of clubs, which cannot go first.
    stuck = position("Kh Qs Jh Td", "Ks Qh Js Th", "Kd Qc Jd Ts", "Kc Qd", stock="9c Tc Jc",
                     foundations="8c 9d 9s 9h", rules=Rules(draw=3, pass_limit=1), rest="check")
    assert game_status(stuck) is GameStatus.IN_PROGRESS
    assert not finish(stuck).is_won  # auto-finish never turns the stock where that cannot win


def test_thoughtful_all_face_up_is_not_ready_while_a_column_is_out_of_order() -> None:
    # In the thoughtful variant every card is face up from the deal, in deal
    # order: 3h above 2h blocks the hearts, so the outcome is not decided.
    jammed = position("2h 3h", "Kh Qh Jh Th 9h 8h 7h 6h 5h 4h", foundations="Kc Kd Ks Ah",
                      rules=Rules(thoughtful=True), rest="check")
    assert finish_move(jammed) is None
    assert game_status(jammed) is not GameStatus.READY_TO_FINISH
    in_order = position("3h 2h", "Kh Qh Jh Th 9h 8h 7h 6h 5h 4h", foundations="Kc Kd Ks Ah",
                        rules=Rules(thoughtful=True), rest="check")
    assert game_status(in_order) is GameStatus.READY_TO_FINISH


def test_status_no_moves_when_only_the_stock_can_cycle() -> None:
    assert game_status(STUCK) is GameStatus.NO_MOVES


# -- is_stuck -------------------------------------------------------------------------
def test_stuck_when_only_draws_and_recycles_remain() -> None:
    assert list(legal_moves(STUCK)) == [DRAW]
    assert is_stuck(STUCK)
    assert is_stuck(position(*STUCK_COLUMNS, stock="6d 7d 8d Kd Qh Kh 6h 7h 8h",
                             foundations="Kc 4d Ks 4h", rest="check", rules=Rules(draw=3)))
    # the same in the middle of a pass
    assert is_stuck(play(STUCK, "draw", "draw", "draw"))


def test_stuck_with_no_legal_move_at_all() -> None:
    exhausted = position(*STUCK_COLUMNS, waste="6d 7d 8d Kd Qh Kh 6h 7h 8h",
                         foundations="Kc 4d Ks 4h", rest="check", rules=Rules(pass_limit=1))
    assert list(legal_moves(exhausted)) == []
    assert is_stuck(exhausted)
    assert game_status(exhausted) is GameStatus.NO_MOVES


def test_not_stuck_when_a_waste_card_deep_in_the_cycle_would_play_draw_1() -> None:
    # The 6 of diamonds is the last card of the stock ...
    assert not is_stuck(deep(stock="7d 8d Qh Kh 6h 7h 8h 6d"))
    # ... or covered in the waste, reachable only after turning the waste over.
    buried = deep(stock="Qh Kh 6h 7h 8h", waste="6d 7d 8d")
    assert not is_stuck(buried)
    assert game_status(buried) is GameStatus.IN_PROGRESS


def test_stuck_when_the_deep_card_needs_a_pass_that_is_not_allowed() -> None:
    buried = deep(stock="Qh Kh 6h 7h 8h", waste="6d 7d 8d", rules=Rules(pass_limit=1))
    assert is_stuck(buried)
    assert not is_stuck(deep(stock="Qh Kh 6h 7h 8h", waste="6d 7d 8d", rules=Rules(pass_limit=3)))


def test_draw_3_a_card_never_on_top_of_the_waste_does_not_count() -> None:
    # 8 cards turn as (6d 7d 8d) (Qh Kh 6h) (7h 8h): the 6 is never on top.
    never_on_top = deep(stock="6d 7d 8d Qh Kh 6h 7h 8h", rules=Rules(draw=3))
    assert is_stuck(never_on_top)
    # In draw 1 the same stock is not stuck: every card comes on top.
    assert not is_stuck(deep(stock="6d 7d 8d Qh Kh 6h 7h 8h", rules=Rules(draw=1)))


def test_draw_3_a_card_on_top_in_some_pass_counts() -> None:
    # third of its three: on top at once
    assert not is_stuck(deep(stock="7d 8d 6d Qh Kh 6h 7h 8h", rules=Rules(draw=3)))
    # covered now, but the next pass turns (8d 7d 6d): on top after the recycle
    later = deep(stock="Kh 6h 7h 8h", waste="8d 7d 6d Qh", rules=Rules(draw=3))
    assert not is_stuck(later)
    assert is_stuck(deep(stock="Kh 6h 7h 8h", waste="8d 7d 6d Qh", rules=Rules(draw=3, pass_limit=1)))


# Ts can come back from its foundation onto a red Jack; then a red 9 from the
# stock goes on it. Nothing else can move.
TAKE_BACK = position("#5d #Ks Jd", "#5h #Qs Td", "#Js Qd", "Kd", "Kh", "Qh", "Jh",
                     stock="6d 7d 8d 9d 6h 7h 8h 9h Th", foundations="Kc 4d Ts 4h", rest="check")


def test_not_stuck_when_a_foundation_card_taken_back_allows_progress() -> None:
    assert set(legal_moves(TAKE_BACK)) == {Move.parse("Ts>t1"), Move.parse("Ts>t7"), DRAW}
    assert not is_stuck(TAKE_BACK)
    assert game_status(TAKE_BACK) is GameStatus.IN_PROGRESS


def test_stuck_when_the_foundation_card_has_nowhere_to_go() -> None:
    # the red Jacks are in the stock, red 9s on the columns: Ts cannot come back.
    no_jack = position("#5d #Ks 9d", "#5h #Qs Td", "#Js Qd", "Kd", "Kh", "Qh", "9h",
                       stock="6d 7d 8d Jd 6h 7h 8h Jh Th", foundations="Kc 4d Ts 4h", rest="check")
    assert list(legal_moves(no_jack)) == [DRAW]
    assert is_stuck(no_jack)


# Nothing is up and the four twos are the column tops (nothing goes on a 2 but
# an ace, and the aces are face down); the black Queens and the other Kings are
# face down too. The King of diamonds may wander between the empty columns.
HOPPING = position("#Ac #Kc #Qc 2d", "#Ad #Ks #Qs 2h", "#As #Kh 2c", "#Ah 2s", "", "Kd", "")


def test_shuffling_cards_between_columns_is_not_progress() -> None:
    assert set(legal_moves(HOPPING)) == {Move.parse("Kd>t5"), Move.parse("Kd>t7"), DRAW}
    hopped = play(HOPPING, "Kd>t7")
    assert hopped.tableau != HOPPING.tableau
    assert is_stuck(HOPPING) and is_stuck(hopped)
    assert game_status(HOPPING) is GameStatus.NO_MOVES


def test_is_stuck_never_claims_a_dead_end_it_did_not_prove() -> None:
    assert is_stuck(HOPPING)
    assert not is_stuck(HOPPING, limit=1)


# -- safe foundation moves, finish ------------------------------------------------------
def test_aces_and_twos_are_always_safe() -> None:
    state = position("Ah", "#9s 2c", waste="Ad", foundations="Ac")
    assert safe_foundation_moves(state) == [Move.parse("Ad>f"), Move.parse("Ah>f"), Move.parse("2c>f")]


def test_a_card_is_safe_when_both_other_colour_foundations_hold_its_rank_minus_one() -> None:
    assert is_safe_to_foundation(position("3h", foundations="2c Ad 2s 2h"), C("3h"))
    assert not is_safe_to_foundation(position("3h", foundations="2c Ad As 2h"), C("3h"))
    assert is_safe_to_foundation(position("5s", foundations="Ac 4d 4s 4h"), C("5s"))
    assert not is_safe_to_foundation(position("5s", foundations="Ac 3d 4s 4h"), C("5s"))
    # same-colour foundations do not matter
    assert is_safe_to_foundation(position("5s", foundations="4d 4s 4h"), C("5s"))


def test_a_card_that_cannot_go_up_is_not_safe() -> None:
    state = position("5s", foundations="Kc Kd 3s Kh")
    assert not is_safe_to_foundation(state, C("5s"))
    assert safe_foundation_moves(state) == []


def test_unsafe_cards_stay_out_of_safe_foundation_moves() -> None:
    state = position("3h", "Kd", foundations="2c Ad As 2h")
    assert safe_foundation_moves(state) == []  # 3h is unsafe, Kd cannot go up
    state = position("3h", "2s", foundations="2c Ad As 2h")
    assert safe_foundation_moves(state) == [Move.parse("2s>f")]


def test_finish_move_sends_the_lowest_card_first_clubs_before_diamonds() -> None:
    assert finish_move(OPEN_TABLEAU) == Move.parse("Ac>f")
    state = position("5h", "3d", "3c", "Kh", foundations="2c 2d 4h")
    assert finish_move(state) == Move.parse("3c>f")
    assert finish_move(position("4s", foundations="2s")) == DRAW  # the 3s is in the stock: turn it


def test_finish_move_takes_the_waste_top_too() -> None:
    assert finish_move(position("9s", waste="2h", foundations="Ah")) == Move.parse("2h>f")


def finish(state: GameState) -> GameState:
    while (move := finish_move(state)) is not None:
        state = apply(state, move)
    return state


def test_auto_finish_from_an_open_tableau_wins_card_by_card() -> None:
    done = finish(OPEN_TABLEAU)
    assert done.is_won
    assert done.moves == 52 and done.score == 520


# Random all-face-up positions: foundations at random heights, the other cards
# in random columns, some of them put in descending order.
@st.composite
def open_positions(draw: st.DrawFn) -> tuple[GameState, bool]:
    heights = draw(st.lists(st.integers(0, 13), min_size=4, max_size=4))
    rest = [c for c in CARDS if c.rank > heights[c.suit]]
    rest = draw(st.permutations(rest))
    cuts = sorted(draw(st.lists(st.integers(0, len(rest)), min_size=6, max_size=6)))
    columns = [rest[a:b] for a, b in zip([0, *cuts], [*cuts, len(rest)])]
    ordered = draw(st.booleans())
    if ordered:
        columns = [sorted(col, key=lambda c: -c.rank) for col in columns]
    state = GameState(Rules(thoughtful=True), (), (), tuple(heights), tuple(tuple(c) for c in columns),  # type: ignore[arg-type]
                      (0,) * 7)
    return state, ordered


@settings(max_examples=300, deadline=None)
@given(open_positions())
def test_repeated_finish_move_from_any_ready_position_always_wins(example: tuple[GameState, bool]) -> None:
    state, ordered = example
    # is_stuck's search is not what this test is about: keep it out of the way
    with mock.patch.object(status_module, "is_stuck", return_value=False):
        status = game_status(state)
    if state.is_won:
        assert status is GameStatus.WON
        return
    if ordered:
        assert status is GameStatus.READY_TO_FINISH
    if status is GameStatus.READY_TO_FINISH:
        done = finish(state)
        assert done.is_won
        assert done.moves == 52 - state.foundation_count


# -- transition -----------------------------------------------------------------------------
def test_transition_of_a_draw_and_a_recycle() -> None:
    state = position("Kc", stock="Qh Jh Kh", rules=Rules(draw=3), foundations="Qc Kd Ks Th", rest="check")
    drawn = apply(state, DRAW)
    change = transition(state, DRAW, drawn)
    assert change.kind is ChangeKind.DRAW
    assert change.cards == cards("Qh Jh Kh")
    assert (change.source, change.target) == (STOCK, WASTE) and change.touched == (STOCK, WASTE)
    assert change.score_delta == 0 and change.revealed is None
    recycled = apply(drawn, DRAW)
    change = transition(drawn, DRAW, recycled)
    assert change.kind is ChangeKind.RECYCLE
    assert change.cards == cards("Qh Jh Kh") and (change.source, change.target) == (WASTE, STOCK)


def test_transition_of_a_run_with_a_reveal() -> None:
    state = position("#4c Kd Qs Jh", "", "#2s Ah")
    move = Move.parse("Kd>t2")
    change = transition(state, move, apply(state, move))
    assert change.kind is ChangeKind.MOVE
    assert change.cards == cards("Kd Qs Jh")
    assert (change.source, change.target) == (COLUMNS[0], COLUMNS[1])
    assert change.onto is None
    assert (change.revealed, change.revealed_in) == (C("4c"), COLUMNS[0])
    assert change.score_delta == 5


def test_transition_onto_a_card_and_to_a_foundation() -> None:
    state = position("Qh", "Kc", waste="Ah", score=7)
    after = apply(state, Move.parse("Qh>t2"))
    change = transition(state, Move.parse("Qh>t2"), after)
    assert change.onto is C("Kc") and change.revealed is None and change.score_delta == 0
    up = apply(after, Move.parse("Ah>f"))
    change = transition(after, Move.parse("Ah>f"), up)
    assert change.source is WASTE and change.target.is_foundation and change.onto is None
    assert change.score_delta == 10


@pytest.mark.parametrize("number", [1, 2, 3])
def test_status_of_positions_from_play_is_not_a_false_dead_end(number: int) -> None:
    state = deal(number)
    moves = list(legal_moves(state))
    assert moves and game_status(state) is GameStatus.IN_PROGRESS
