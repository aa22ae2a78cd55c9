"""Build resources/winnable/<list>.txt: deal numbers a game's solver has won.

One tool for every game that ships a list (the format:
:mod:`klondike_qt.engine.winnable`). ``--game klondike`` makes ``draw1.txt``
and ``draw3.txt`` (the standard opening, unlimited passes, standard scoring);
``--game pyramid``, ``tripeaks`` or ``golf`` makes ``<game>.txt``;
``--game spider`` makes ``spider1.txt``, ``spider2.txt`` and ``spider4.txt``
(one, two and four suits; ``--only`` names some of them). A
holds the numbers, ascending from 1, whose deal the solver SOLVED within the
per-deal budget; every winning line is replayed with the game's rules before
the number is kept. A deal not solved in time (lost or undecided) is left out.

The list is rewritten after every block of deals, so a partial run is usable,
and a new run resumes after the last deal the list's header says was looked
at. Several lists of one game are worked on in alternating blocks so they grow
together. A run stops when each list holds ``--count`` numbers or its deals
reach ``--last``.

    nice python tools/make_winnable.py --game klondike [--count 10000] [--nodes 4000]
    nice python tools/make_winnable.py --game golf [--last 3500] [--seconds 2]
    nice python tools/make_winnable.py --game spider [--only spider2] [--minutes 45]
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from klondike_qt.engine import klondike  # noqa: E402
from klondike_qt.engine.klondike.solver import solve as solve_klondike  # noqa: E402
from klondike_qt.engine.solving import Budget, SolveResult, Verdict  # noqa: E402
from klondike_qt.engine.spider import SpiderMove, SpiderState, new_spider  # noqa: E402
from klondike_qt.engine.spider.solver import solve as solve_spider  # noqa: E402
from klondike_qt.engine.winnable import format_winnable, parse_winnable  # noqa: E402

OUT = ROOT / "resources" / "winnable"
#: The header's line that says how far the list goes; a run resumes after it.
LOOKED_AT = "Deals 1 to {last} looked at, each with {budget}."
LOOKED_AT_PATTERN = re.compile(r"^# Deals 1 to (\d+) looked at", re.MULTILINE)


@dataclass(frozen=True)
class WinnableList:
    """One list: its file's name, what it holds (for the header), a deal by
    number, the solver and the rules that replay its line."""

    name: str
    what: str
    deal: Callable[[int], Any]
    solve: Callable[[Any, Budget], SolveResult[Any]]
    apply: Callable[[Any, Any], Any]


@dataclass(frozen=True)
class Game:
    """A game's lists and its default budget and stopping point."""

    lists: tuple[WinnableList, ...]
    count: int | None = None
    last: int | None = None
    seconds: float | None = None
    nodes: int | None = None


def _klondike(draw: int) -> WinnableList:
    rules = klondike.Rules(draw=draw)
    return WinnableList(f"draw{draw}", f"Klondike's standard opening, draw {draw}, unlimited passes",
                        lambda number: klondike.deal(number, rules), solve_klondike, klondike.apply)


def _dealt(game: str, title: str) -> WinnableList:
    """A game whose engine package deals by number alone (``new_<game>``) and has ``apply`` and ``solve``."""
    package = import_module(f"klondike_qt.engine.{game}")
    return WinnableList(game, f"{title} deals", getattr(package, f"new_{game}"), package.solve, package.apply)


def _spider_apply(state: SpiderState, move: SpiderMove) -> SpiderState:
    return state.apply(move)


def _spider(suits: int) -> WinnableList:
    return WinnableList(f"spider{suits}", f"Spider's deals with {suits} suit{'s' if suits > 1 else ''}",
                        lambda number: new_spider(number, suits), solve_spider, _spider_apply)


#: The games whose lists this makes. Klondike's budget counts positions (the list does not
#: depend on the machine's load); the waste games' solvers decide nearly every deal in well
#: under a second, so their budget is a time that only a rare hard deal reaches. Each waste
#: list's last deal is what about four minutes make on the shared 2-core machine (load 10 to 13,
#: December 2026: Pyramid 1-14000 in 245 s, TriPeaks 1-8000 in 200 s, Golf 1-3500 in 243 s).
#: Spider's budget counts positions: 250,000, about 10 s of an idle core, within which the
#: pure-Python solver won 99 of two-suit deals 1-100 (bench/spider-results.md). The shipped
#: lists (December 2026, nice 10 on the shared 2 cores): with that solver, one suit all of
#: deals 1-3000 (about 195 s of CPU) and two suits 1,337 of 1-1350 (about 2,570 s, 1.9 s a
#: deal); then with the compiled core (engine/spider/core.py): one suit on to 9000 (94 s), two
#: suits 8,930 of 1-8950 (540 s for deals 1351-8950, 0.07 s a deal), four suits 2,000 of
#: 1-2096 (685 s, 0.33 s a deal).
GAMES: dict[str, Callable[[], Game]] = {
    "klondike": lambda: Game((_klondike(1), _klondike(3)), count=10_000, nodes=4000),
    "pyramid": lambda: Game((_dealt("pyramid", "Pyramid"),), last=14_000, seconds=2.0),
    "tripeaks": lambda: Game((_dealt("tripeaks", "TriPeaks"),), last=8000, seconds=2.0),
    "golf": lambda: Game((_dealt("golf", "Golf"),), last=3500, seconds=2.0),
    "spider": lambda: Game((_spider(1), _spider(2), _spider(4)), count=2000, nodes=250_000),
}


def won(entry: WinnableList, number: int, budget: Budget) -> bool:
    """Whether the solver wins deal ``number`` within ``budget``; its line is replayed to be sure."""
    state = entry.deal(number)
    result = entry.solve(state, budget)
    if result.outcome is not Verdict.SOLVED:
        return False
    for move in result.moves:
        state = entry.apply(state, move)
    if not state.is_won:  # never expected: the solver's lines are replayed to be sure
        raise AssertionError(f"{entry.name} deal {number}: the solver's line does not win")
    return True


def budget_text(budget: Budget) -> str:
    parts = ([f"{budget.nodes} positions"] if budget.nodes is not None else []) + (
        [f"{budget.seconds:g} s"] if budget.seconds is not None else [])
    return " and ".join(parts) or "no limit"


def header(entry: WinnableList, last: int, budget: Budget) -> str:
    return (f"Deal numbers ({entry.what}) the klondike_qt solver won, ascending;\n"
            f"made by tools/make_winnable.py. {LOOKED_AT.format(last=last, budget=budget_text(budget))}")


def existing(path: Path) -> tuple[list[int], int]:
    """The list's numbers and the last deal it looked at (0: none)."""
    if not path.exists():
        return [], 0
    text = path.read_text(encoding="utf-8")
    numbers = list(parse_winnable(text))
    said = LOOKED_AT_PATTERN.search(text)
    return numbers, int(said.group(1)) if said else (numbers[-1] if numbers else 0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--count", type=int, default=None, help="numbers wanted per list (klondike: 10000)")
    parser.add_argument("--last", type=int, default=None, help="the last deal number to look at")
    parser.add_argument("--seconds", type=float, default=None, help="time budget per deal")
    parser.add_argument("--nodes", type=int, default=None,
                        help="positions per deal (a budget that does not depend on the load)")
    parser.add_argument("--block", type=int, default=200, help="deals per turn of each list")
    parser.add_argument("--only", action="append", default=None, metavar="LIST",
                        help="make this list alone (repeatable; default: all the game's lists)")
    parser.add_argument("--minutes", type=float, default=None,
                        help="start no new block after this many minutes (the lists stay resumable)")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder of the lists")
    args = parser.parse_args()
    game = GAMES[args.game]()
    count = args.count if args.count is not None else game.count
    last = args.last if args.last is not None else game.last
    if args.seconds is None and args.nodes is None:
        budget = Budget(seconds=game.seconds, nodes=game.nodes)
    else:
        budget = Budget(seconds=args.seconds, nodes=args.nodes)
    names = args.only or [entry.name for entry in game.lists]
    unknown = set(names) - {entry.name for entry in game.lists}
    if unknown:
        parser.error(f"--game {args.game} has no list {', '.join(sorted(unknown))}")
    chosen = tuple(entry for entry in game.lists if entry.name in names)
    args.out.mkdir(parents=True, exist_ok=True)
    paths = {entry.name: args.out / f"{entry.name}.txt" for entry in chosen}
    lists, looked = {}, {}
    for entry in chosen:
        lists[entry.name], looked[entry.name] = existing(paths[entry.name])

    def wanted(entry: WinnableList) -> bool:
        return ((count is None or len(lists[entry.name]) < count)
                and (last is None or looked[entry.name] < last))

    started = time.monotonic()

    def in_time() -> bool:
        return args.minutes is None or time.monotonic() - started < 60 * args.minutes

    while in_time() and any(wanted(entry) for entry in chosen):
        for entry in filter(wanted, chosen):
            if not in_time():
                break
            name = entry.name
            first = looked[name] + 1
            for number in range(first, first + args.block):
                if not wanted(entry):
                    break
                if won(entry, number, budget):
                    lists[name].append(number)
                looked[name] = number
            text = format_winnable(lists[name], header(entry, looked[name], budget))
            paths[name].with_suffix(".tmp").write_text(text, encoding="utf-8")
            paths[name].with_suffix(".tmp").replace(paths[name])
            print(f"{name}: {len(lists[name])} won of deals 1..{looked[name]} "
                  f"({time.monotonic() - started:.0f} s, {time.process_time():.0f} s of CPU)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
