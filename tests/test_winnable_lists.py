"""The shipped "winnable deals only" lists: large, well formed, and really winnable."""

from __future__ import annotations

import random

import pytest

from klondike_qt.engine.klondike import Rules, apply, deal
from klondike_qt.engine.klondike.solver import Budget, Verdict, solve
from klondike_qt.engine.klondike.winnable import parse_winnable
from klondike_qt.resource_files import resource

#: Numbers checked per list on every run (a fixed sample spread over the whole list).
SAMPLE = 25


def shipped(draw: int) -> tuple[int, ...]:
    return parse_winnable(resource("winnable", f"draw{draw}.txt").read_text(encoding="utf-8"))


@pytest.mark.parametrize("draw", [1, 3])
def test_each_list_holds_at_least_ten_thousand_deals(draw):
    numbers = shipped(draw)
    assert len(numbers) >= 10_000
    assert list(numbers) == sorted(set(numbers))


@pytest.mark.parametrize("draw", [1, 3])
def test_a_sample_of_each_list_is_won_by_the_solvers_line(draw):
    numbers = shipped(draw)
    sample = random.Random(draw).sample(numbers, SAMPLE)
    for number in sample:
        state = deal(number, Rules(draw=draw))
        result = solve(state, Budget(seconds=20))
        assert result.outcome is Verdict.SOLVED, f"deal {number} draw {draw}: {result.outcome}"
        for move in result.moves:
            state = apply(state, move)
        assert state.is_won, f"deal {number} draw {draw}: the line does not win"
