""""Winnable deals only" picks from the game's list of deals the solver won, one
piece of code for every game that has one (``model/model_base.py``'s
``pick_deal`` and ``winnable_deals``; each model names its list with
``winnable_list``): Klondike's per draw, Pyramid's, TriPeaks', Golf's, Spider's
per number of suits."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random

import pytest

from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.model import model_base
from klondike_qt.model.golf_model import GolfModel
from klondike_qt.model.klondike_model import KlondikeModel
from klondike_qt.model.pyramid_model import PyramidModel
from klondike_qt.model.settings import Settings
from klondike_qt.model.spider_model import SpiderModel
from klondike_qt.model.tripeaks_model import TriPeaksModel

#: Each game's model, its settings for the next deal (Klondike's draw, Spider's suits) and the list it picks from.
GAMES = {"pyramid": (PyramidModel, {}, "pyramid"), "tripeaks": (TriPeaksModel, {}, "tripeaks"),
         "golf": (GolfModel, {}, "golf"), "klondike-draw1": (KlondikeModel, {"draw": 1}, "draw1"),
         "klondike-draw3": (KlondikeModel, {"draw": 3}, "draw3"),
         "spider1": (SpiderModel, {"spider_suits": 1}, "spider1"),
         "spider2": (SpiderModel, {"spider_suits": 2}, "spider2"),
         "spider4": (SpiderModel, {"spider_suits": 4}, "spider4")}
WASTE = ["pyramid", "tripeaks", "golf"]


@pytest.fixture
def settings(qapp, tmp_path):
    chosen = Settings(tmp_path / "settings.ini")
    chosen.winnable_only = True
    return chosen


def model_for(game: str, settings: Settings):
    model_type, chosen, _name = GAMES[game]
    for name, value in chosen.items():
        settings.set(name, value)
    return model_type()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_winnable_only_picks_listed_deals_only(game, settings):
    model = model_for(game, settings)
    listed = set(model_base.winnable_deals(GAMES[game][2]))
    assert listed
    picks = [model.pick_deal(settings) for _ in range(20)]
    assert set(picks) <= listed, sorted(set(picks) - listed)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_pick_is_a_choice_over_the_whole_list_and_no_search(game, settings, monkeypatch):
    model = model_for(game, settings)
    monkeypatch.setattr(model_base, "winnable_deals",
                        lambda name, highest: (11, 12, 40) if name == GAMES[game][2] else ())
    monkeypatch.setattr(type(model), "solver", lambda self: pytest.fail("no search for a pick"))
    offered: list[tuple[int, ...]] = []
    monkeypatch.setattr(random, "choice", lambda numbers: offered.append(numbers) or numbers[-1])
    assert model.pick_deal(settings) == 40
    assert offered == [(11, 12, 40)]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_without_the_setting_or_a_list_any_deal(game, settings, monkeypatch):
    model = model_for(game, settings)
    monkeypatch.setattr(random, "randint", lambda low, high: high)
    monkeypatch.setattr(model_base, "winnable_deals", lambda name, highest: ())  # no list shipped
    assert model.pick_deal(settings) == model.max_deal
    settings.winnable_only = False
    monkeypatch.setattr(model_base, "winnable_deals", lambda name, highest: pytest.fail("no list read"))
    assert model.pick_deal(settings) == model.max_deal


@pytest.mark.parametrize("game", WASTE)
def test_random_picks_are_deals_the_solver_wins(game, settings):
    model = model_for(game, settings)
    for _ in range(3):
        number = model.pick_deal(settings)
        assert 1 <= number <= model.max_deal
        assert model.solver()(type(model).dealer(number), Budget(seconds=None), None).outcome is Verdict.SOLVED


def test_a_list_that_is_not_a_list_of_the_games_deals_is_no_list(monkeypatch):
    from klondike_qt import resource_files

    monkeypatch.setattr(resource_files, "read_resource", lambda *parts: b"5\n3\n")
    assert model_base.winnable_deals("golf") == ()
    monkeypatch.setattr(resource_files, "read_resource", lambda *parts: b"3\n5\n")
    assert model_base.winnable_deals("golf") == (3, 5)
    assert model_base.winnable_deals("golf", highest=4) == ()


def test_spider_deals_at_random_with_a_number_of_suits_that_has_no_list(settings, monkeypatch):
    # A number of suits with no list (here four: missing, or not made yet): the pick is any
    # deal, and the model says there is no list to pick from (Settings says so under the box).
    from klondike_qt.model import spider_model

    listed = {"spider1": (3, 9), "spider2": (5,)}
    for module in (model_base, spider_model):
        monkeypatch.setattr(module, "winnable_deals", lambda name, highest=0: listed.get(name, ()))
    monkeypatch.setattr(random, "choice", lambda numbers: numbers[-1])
    monkeypatch.setattr(random, "randint", lambda low, high: 77)
    model = SpiderModel()
    seen = {}
    for suits in (1, 2, 4):
        settings.spider_suits = suits
        seen[suits] = (model.winnable_list(settings), spider_model.has_winnable_list(suits), model.pick_deal(settings))
    assert seen == {1: ("spider1", True, 9), 2: ("spider2", True, 5), 4: ("spider4", False, 77)}
