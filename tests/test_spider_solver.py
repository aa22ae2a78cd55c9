"""The Spider solver: its lines replay through the engine, its budget and
cancel hold, and its pruning keeps the moves a win needs."""

from __future__ import annotations

import pytest
from engine_helpers import cards, spider_never_decided

from klondike_qt.engine.cards import Suit
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.spider import SpiderMove, SpiderState, new_spider
from klondike_qt.engine.spider.solver import PORTFOLIO, Verdict, Weights, replay, solve


def table(columns: list[str], hidden: list[int] | None = None, stock: str = "", completed: int = 0,
          suits: int = 1) -> SpiderState:
    cols = [cards(text) for text in columns] + [()] * (10 - len(columns))
    down = (hidden or []) + [0] * (10 - len(hidden or []))
    return SpiderState(tuple(cols), tuple(down), cards(stock), (Suit.SPADES,) * completed, suits)


@pytest.mark.parametrize(("number", "suits"), [(1, 1), (5, 1), (9, 1), (68, 1), (3, 2)])
def test_solved_lines_replay_to_a_win(number: int, suits: int) -> None:
    state = new_spider(number, suits)
    result = solve(state, Budget(seconds=None, nodes=200_000))
    assert result.outcome is Verdict.SOLVED, result
    assert replay(state, result.moves).is_won
    assert sum(move.is_deal for move in result.moves) == 5  # every row is dealt on the way


def test_a_line_from_the_middle_of_a_game_replays() -> None:
    state = new_spider(9, 1)
    first = solve(state, Budget(seconds=None, nodes=200_000))
    middle = replay(state, first.moves[:len(first.moves) // 2])
    assert middle.hidden != state.hidden
    again = solve(middle, Budget(seconds=None, nodes=200_000))
    assert again.outcome is Verdict.SOLVED and replay(middle, again.moves).is_won


def test_a_run_is_split_when_that_completes_a_sequence() -> None:
    # Column 2's 4-3-2-A must leave its 5 for column 1's 5 to complete K..A.
    state = table(["Ks Qs Js Ts 9s 8s 7s 6s 5s", "7s 6s 5s 4s 3s 2s As"], completed=7)
    result = solve(state, Budget(seconds=None, nodes=1_000))
    assert result.outcome is Verdict.SOLVED
    assert result.moves == (SpiderMove.parse("t2:4s>t1"),)


def test_a_completed_sequence_turns_up_the_card_under_it() -> None:
    # The A of column 2 completes column 1, whose face-down A then completes column 3.
    state = table(["As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s", "Th As", "Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s"],
                  hidden=[1], completed=6, suits=2)
    result = solve(state, Budget(seconds=None, nodes=1_000))
    assert result.outcome is Verdict.SOLVED and replay(state, result.moves).is_won
    assert [str(move) for move in result.moves] == ["t2:As>t1", "t1:As>t3"]


def test_an_already_won_position_needs_no_moves() -> None:
    result = solve(table([], completed=8), Budget(seconds=None, nodes=10))
    assert result.outcome is Verdict.SOLVED and result.moves == ()


def test_unknown_when_the_positions_run_out() -> None:
    result = solve(new_spider(2, 4), Budget(seconds=None, nodes=100))
    assert result.outcome is Verdict.UNKNOWN and result.moves == ()
    assert result.nodes <= 100 + 32


def test_unknown_when_the_time_runs_out() -> None:
    result = solve(spider_never_decided(), Budget(seconds=0.2))
    assert result.outcome is Verdict.UNKNOWN and result.seconds < 2


def test_cancel_stops_the_search() -> None:
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 3

    result = solve(new_spider(2, 4), Budget(seconds=None), cancelled)
    assert result.outcome is Verdict.UNKNOWN and result.nodes < 1_000


def test_a_dry_pruned_search_says_unknown_not_lost() -> None:
    # No move at all: a King alone can go nowhere, the stock is empty. The
    # pruned searches alone prove nothing; the complete one proves it lost
    # (tests/test_spider_lost.py).
    state = table(["Ks", "Kh"], suits=2)
    result = solve(state, Budget(seconds=None, nodes=1_000), portfolio=PORTFOLIO[:-1])
    assert not any(weights.complete for weights in PORTFOLIO[:-1])
    assert result.outcome is Verdict.UNKNOWN
    assert solve(state, Budget(seconds=None, nodes=1_000)).outcome is Verdict.UNSOLVABLE


@pytest.mark.parametrize("weights", PORTFOLIO)
def test_every_ranking_of_the_portfolio_solves_alone(weights: Weights) -> None:
    state = new_spider(9, 1)
    result = solve(state, Budget(seconds=None, nodes=200_000), portfolio=(weights,))
    assert result.outcome is Verdict.SOLVED and replay(state, result.moves).is_won
