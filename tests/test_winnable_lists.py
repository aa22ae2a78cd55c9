"""The shipped "winnable deals only" lists (``resources/winnable/*.txt``, one format
for every game, :mod:`klondike_qt.engine.winnable`): large, well formed, really
winnable, and what ``tools/make_winnable.py`` makes."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path

import pytest

from klondike_qt.engine.deal import MAX_DEAL_NUMBER
from klondike_qt.engine.solving import Budget, Verdict
from klondike_qt.engine.spider import core as spider_core
from klondike_qt.engine.winnable import format_winnable, parse_winnable
from klondike_qt.resource_files import resource

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT / "tools" / "make_winnable.py"

#: Numbers checked per list on every run (a fixed sample spread over the whole list);
#: fewer of two- and four-suit Spider's, whose deals take the solver longer.
SAMPLE = 20
SAMPLES = {"spider2": 6, "spider4": 6}
#: Each list, its game in the tool, and the fewest numbers it must hold.
LISTS = {"draw1": ("klondike", 10_000), "draw3": ("klondike", 10_000),
         "pyramid": ("pyramid", 1000), "tripeaks": ("tripeaks", 1000), "golf": ("golf", 1000),
         "spider1": ("spider", 9000), "spider2": ("spider", 8900), "spider4": ("spider", 2000)}
#: Lists made with a compiled solver core, which the Python search stands in for too slowly.
NEEDS_CORE = {"spider4": spider_core.enabled}


def _tool():
    spec = importlib.util.spec_from_file_location("make_winnable", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def shipped(name: str) -> tuple[int, ...]:
    return parse_winnable(resource("winnable", f"{name}.txt").read_text(encoding="utf-8"))


def entry(name: str):
    """The tool's own list: the deal by number, the solver and the rules that replay its line."""
    game = _tool().GAMES[LISTS[name][0]]()
    return next(each for each in game.lists if each.name == name)


def test_parse_winnable_reads_ascending_numbers_and_comments():
    assert parse_winnable("# made by a tool\n1\n\n5  # fine\n9\n") == (1, 5, 9)
    for bad in ("3\n2\n", "1\n1\n", "x\n", "0\n", "-4\n", f"{MAX_DEAL_NUMBER + 1}\n", "1.5\n"):
        with pytest.raises(ValueError, match="line"):
            parse_winnable(bad)
    with pytest.raises(ValueError, match="line 2: deal numbers run from 1 to 8"):
        parse_winnable("3\n9\n", highest=8)


def test_a_formatted_list_reads_back():
    text = format_winnable((2, 10, 12), "made here\nsecond line")
    assert text.startswith("# made here\n# second line\n")
    assert parse_winnable(text) == (2, 10, 12)


@pytest.mark.parametrize("name", sorted(LISTS))
def test_each_list_is_large_ascending_and_in_range(name):
    numbers = shipped(name)
    assert len(numbers) >= LISTS[name][1]
    assert list(numbers) == sorted(set(numbers))
    assert numbers[0] >= 1 and numbers[-1] <= MAX_DEAL_NUMBER


@pytest.mark.parametrize("name", sorted(LISTS))
def test_a_sample_of_each_list_is_won_by_the_solvers_line(name):
    if name in NEEDS_CORE and not NEEDS_CORE[name]():
        pytest.skip(f"{name}: its deals are the compiled core's to solve, and it is not built")
    numbers = shipped(name)
    made = entry(name)
    for number in random.Random(name).sample(numbers, SAMPLES.get(name, SAMPLE)):
        state = made.deal(number)
        result = made.solve(state, Budget(seconds=60))
        assert result.outcome is Verdict.SOLVED, f"{name} deal {number}: {result.outcome}"
        for move in result.moves:
            state = made.apply(state, move)
        assert state.is_won, f"{name} deal {number}: the line does not win"


@pytest.mark.parametrize(("name", "budget", "said"), [
    *((name, ["--game", name, "--seconds", "60"], "60 s") for name in ("pyramid", "tripeaks", "golf")),
    ("spider1", ["--game", "spider", "--only", "spider1", "--nodes", "250000"], "250000 positions"),
])
def test_the_tool_makes_the_start_of_the_shipped_list(name, budget, said, tmp_path):
    # The first 30 deals again, each with the list's budget or far more time than any of them
    # needs: the same numbers as the shipped list's, and a header that says how far the list goes.
    subprocess.run([sys.executable, str(TOOL), *budget, "--last", "30", "--out", str(tmp_path)],
                   check=True, capture_output=True)
    text = (tmp_path / f"{name}.txt").read_text(encoding="utf-8")
    assert f"# made by tools/make_winnable.py. Deals 1 to 30 looked at, each with {said}." in text
    assert parse_winnable(text) == tuple(number for number in shipped(name) if number <= 30)


def test_spiders_lists_are_made_together_or_by_name_and_may_hold_no_deal(tmp_path):
    # A budget far too small for most four-suit deals: the list may hold none, and still says
    # which deals were looked at (the game deals at random then, and says so); --only makes
    # one list, and a later run goes on after the deals looked at.
    def run(*extra: str) -> None:
        subprocess.run([sys.executable, str(TOOL), "--game", "spider", "--nodes", "500", *extra,
                        "--out", str(tmp_path)], check=True, capture_output=True)

    run("--only", "spider4", "--last", "2")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["spider4.txt"]
    text = (tmp_path / "spider4.txt").read_text(encoding="utf-8")
    assert "Deals 1 to 2 looked at, each with 500 positions." in text and set(parse_winnable(text)) <= {1, 2}
    run("--only", "spider4", "--last", "3")
    assert "Deals 1 to 3 looked at" in (tmp_path / "spider4.txt").read_text(encoding="utf-8")
    run("--last", "1")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["spider1.txt", "spider2.txt", "spider4.txt"]
