""""Winnable deals only" by the game's solver, one piece of code for the
games whose searches are small (Pyramid, TriPeaks, Golf):
``model/dealt_model.py``'s ``pick_winnable`` through each model's ``pick_deal``."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools
import random

import pytest

from klondike_qt.engine.solving import Budget, SolveResult, Verdict
from klondike_qt.model import dealt_model
from klondike_qt.model.golf_model import GolfModel
from klondike_qt.model.pyramid_model import PyramidModel
from klondike_qt.model.settings import Settings
from klondike_qt.model.tripeaks_model import TriPeaksModel

#: Each game's model, a deal its solver proves lost and one it wins.
GAMES = {"pyramid": (PyramidModel, 8, 1), "tripeaks": (TriPeaksModel, 86, 1), "golf": (GolfModel, 1, 2)}


@pytest.fixture
def settings(qapp, tmp_path):
    chosen = Settings(tmp_path / "settings.ini")
    chosen.winnable_only = True
    return chosen


def _draws(monkeypatch, *numbers: int) -> None:
    """The random deal numbers the pick draws, in this order (then the last again and again)."""
    sequence = itertools.chain(numbers, itertools.repeat(numbers[-1]))
    monkeypatch.setattr(random, "randint", lambda low, high: next(sequence))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_winnable_only_passes_over_a_lost_deal_to_one_the_solver_wins(game, settings, monkeypatch):
    model_type, lost, won = GAMES[game]
    model = model_type()
    _draws(monkeypatch, lost, won)
    assert model.pick_deal(settings) == won
    assert model.solver()(model_type.dealer(won), Budget(seconds=None), None).outcome is Verdict.SOLVED


@pytest.mark.parametrize("game", sorted(GAMES))
def test_without_the_setting_any_deal_and_no_search(game, settings, monkeypatch):
    model_type, lost, _won = GAMES[game]
    settings.winnable_only = False
    monkeypatch.setattr(model_type, "solver", lambda self: pytest.fail("no search without the setting"))
    _draws(monkeypatch, lost)
    assert model_type().pick_deal(settings) == lost


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_picks_are_deals_the_solver_wins(game, settings):
    model_type = GAMES[game][0]
    model = model_type()
    for _ in range(3):
        number = model.pick_deal(settings)
        assert 1 <= number <= model_type.max_deal
        assert model.solver()(model_type.dealer(number), Budget(seconds=None), None).outcome is Verdict.SOLVED


def test_the_pick_gives_up_after_its_tries_with_the_last_deal_drawn(settings, monkeypatch):
    asked: list[int] = []

    def never(state, budget, cancel):
        asked.append(state.moves)
        return SolveResult(Verdict.UNSOLVABLE)

    monkeypatch.setattr(GolfModel, "solver", lambda self: never)
    _draws(monkeypatch, *range(1, 200))
    assert GolfModel().pick_deal(settings) == dealt_model.WINNABLE_TRIES + 1
    assert len(asked) == dealt_model.WINNABLE_TRIES


def test_the_pick_gives_up_when_its_time_is_spent(settings, monkeypatch):
    clock = iter(itertools.count(step=0.3))
    monkeypatch.setattr(dealt_model.time, "monotonic", lambda: next(clock))
    budgets: list[float | None] = []

    def undecided(state, budget, cancel):
        budgets.append(budget.seconds)
        return SolveResult(Verdict.UNKNOWN)

    monkeypatch.setattr(TriPeaksModel, "solver", lambda self: undecided)
    _draws(monkeypatch, *range(1, 200))
    TriPeaksModel().pick_deal(settings)
    # The clock says 0.3 s more at every look: 1 s in all, each try at most 0.5 s and
    # never more than what is left of the second (0.7 s, 0.4 s, 0.1 s left, then nothing).
    assert budgets == pytest.approx([0.5, 0.4, 0.1])
