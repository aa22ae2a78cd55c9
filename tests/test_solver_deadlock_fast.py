"""The deadlock test computed with a work list over per-card tables
(``deadlock._unmarked``) gives the verdicts of the rounds over the ways spelled
out that it replaced (``_stuck_reference``: the module's own ``_ways`` and
``_free``, which the twin conflicts still use):
on positions met in play, on the small random positions of test_solver.py,
and on arbitrary card layouts, each with and without the twin conflicts and
with the talon's reach as the search computes it, random, or all of it."""

from __future__ import annotations

import random

import pytest
from test_solver import _crowded, _reduced, _talon_heavy, _tangled, _twin_locked

from klondike_qt.engine.klondike import GameState, Rules, deal
from klondike_qt.engine.klondike.solver import Budget
from klondike_qt.engine.klondike.solver import search as solver
from klondike_qt.engine.klondike.solver.deadlock import _free, _twin_conflicts, _ways, stuck
from klondike_qt.engine.klondike.solver.position import _PARENTS, Cards
from klondike_qt.engine.klondike.solver.search import Phases, run_phases

Args = tuple[tuple[Cards, ...], tuple[int, ...], Cards, "frozenset[int] | None"]
Way = tuple[int, tuple[int, ...], int]


# -- the test as it was --------------------------------------------------------
def _stuck_reference(cols: tuple[Cards, ...], hidden: tuple[int, ...], talon: Cards = (),
                     reach: frozenset[int] | None = None, twins: bool = False) -> bool:
    """The deadlock test as it was: the rounds of ``deadlock._free`` over the
    ways spelled out by ``deadlock._ways`` (both unchanged: the twin conflicts
    still use them), then the twin conflicts."""
    # For each tableau card, the card lying on it (-1 for a column top).
    cover: dict[int, int] = {}
    for col in cols:
        n = len(col)
        for x in range(n):
            cover[col[x]] = col[x + 1] if x + 1 < n else -1
    ways = _ways(cols, hidden, cover, talon)
    free, avail = _free(cover, ways, (), talon, reach)
    if free is None:
        return True
    if not twins:
        return False
    banned: tuple[tuple[int, int], ...] = ()
    for _round in range(3):
        more = _twin_conflicts(cover, ways, free, avail, banned)
        if not more:
            return False
        banned += more
        free, avail = _free(cover, ways, banned, talon, reach)
        if free is None:
            return True
    return False


def _same(args: Args, tally: dict[str, int]) -> None:
    """Both tests agree on ``args``, with and without the twin conflicts."""
    plain = stuck(*args)
    assert plain is _stuck_reference(*args), args
    twins = stuck(*args, twins=True)
    assert twins is _stuck_reference(*args, twins=True), args
    tally["stuck" if plain else "twins only" if twins else "free"] += 1


def _reaches(args: Args, rng: random.Random) -> list[Args]:
    """``args`` with its reach, all of the talon in reach, and a random reach."""
    cols, hidden, talon, _reach = args
    out = [args, (cols, hidden, talon, None)]
    if talon:
        out.append((cols, hidden, talon, frozenset(rng.sample(range(1, len(talon) + 1), rng.randint(0, len(talon))))))
    return out


def _root_args(state: GameState) -> Args:
    """The arguments the search gives the deadlock test at the root of ``state``."""
    calls: list[Args] = []
    search = solver.Search(state, Budget(), None)
    real = solver.deadlocked

    def record(cols, hidden, talon, reach, twins):  # type: ignore[no-untyped-def]
        calls.append((cols, hidden, talon, reach))
        return real(cols, hidden, talon, reach, twins)

    solver.deadlocked = record
    try:
        search.stuck(search.root)
    finally:
        solver.deadlocked = real
    return calls[0]


def _met_in_play(numbers: range, draw: int, nodes: int) -> list[Args]:
    """The arguments of the deadlock tests the restarts run on these deals."""
    calls: list[Args] = []
    real = solver.deadlocked

    def record(cols, hidden, talon, reach, twins):  # type: ignore[no-untyped-def]
        calls.append((cols, hidden, talon, reach))
        return real(cols, hidden, talon, reach, twins)

    solver.deadlocked = record
    try:
        for number in numbers:
            run_phases(deal(number, Rules(draw=draw)), Budget(seconds=None, nodes=nodes), None, Phases.RESTARTS)
    finally:
        solver.deadlocked = real
    return calls


@pytest.mark.parametrize(("draw", "numbers", "nodes"), [(1, range(1, 41), 3000), (3, range(1, 5), 1000)])
def test_positions_met_in_play_get_the_same_verdicts(draw, numbers, nodes):
    rng = random.Random(draw)
    calls = _met_in_play(numbers, draw, nodes)
    assert len(calls) > 1500
    tally = {"stuck": 0, "twins only": 0, "free": 0}
    for index, args in enumerate(calls):
        for each in _reaches(args, rng) if index % 4 == 0 else [args]:
            _same(each, tally)
    assert tally["stuck"] > 300 and tally["free"] > 300, tally


@pytest.mark.parametrize(("maker", "least"), [(_reduced, "stuck"), (_crowded, "free"), (_tangled, "stuck"),
                                              (_twin_locked, "twins only"), (_talon_heavy, "stuck")])
def test_small_random_positions_get_the_same_verdicts(maker, least):
    # ``least``: the verdict these positions get least often (it must come up).
    rng = random.Random(7)
    tally = {"stuck": 0, "twins only": 0, "free": 0}
    for _ in range(1500):
        for args in _reaches(_root_args(maker(rng)), rng):
            _same(args, tally)
    assert tally[least] > 5 and sum(tally.values()) >= 4000, tally


def _scrambled(rng: random.Random) -> Args:
    """Any cards out (not only the highest of each suit), in up to seven
    columns with any number face down (all of them too) and face-up cards in
    any order, the rest in the talon; a random reach or none."""
    out = rng.sample(range(52), rng.randint(0, 52))
    talon = tuple(out[:rng.randint(0, min(len(out), 24))])
    rest = out[len(talon):]
    width = rng.randint(1, 7)
    cols = [tuple(rest[i::width]) for i in range(width)] + [()] * (7 - width)
    rng.shuffle(cols)
    hidden = tuple(rng.randint(0, len(col)) if rng.random() < 0.3 else max(0, len(col) - rng.randint(1, 3))
                   for col in cols)
    reach = None if rng.random() < 0.3 else frozenset(k for k in range(1, len(talon) + 1) if rng.random() < 0.4)
    return tuple(cols), hidden, talon, reach


def _built(rng: random.Random) -> Args:
    """Like :func:`_scrambled` but with only the highest cards of each suit
    out and the face-up cards built in runs as in play, often long ones."""
    tops = [rng.randint(0, 13) for _ in range(4)]
    out = [s * 13 + r for s in range(4) for r in range(tops[s], 13)]
    rng.shuffle(out)
    talon = tuple(out[:rng.randint(0, min(len(out), 24))])
    pool = set(out[len(talon):])
    cols: list[Cards] = []
    hidden: list[int] = []
    for _ in range(7):
        col = [pool.pop() for _ in range(min(len(pool), rng.randint(0, 4)))]
        h = len(col)
        while pool and rng.random() < 0.8:
            fits = [c for c in pool if not col or col[-1] in _PARENTS[c]]
            if not fits:
                break
            col.append(rng.choice(fits))
            pool.discard(col[-1])
        if h == len(col) and h:
            h -= 1
        cols.append(tuple(col))
        hidden.append(h)
    talon += tuple(pool)
    reach = None if rng.random() < 0.3 else frozenset(k for k in range(1, len(talon) + 1) if rng.random() < 0.4)
    return tuple(cols), tuple(hidden), talon, reach


@pytest.mark.parametrize("maker", [_scrambled, _built])
def test_arbitrary_card_layouts_get_the_same_verdicts(maker):
    rng = random.Random(3)
    tally = {"stuck": 0, "twins only": 0, "free": 0}
    for _ in range(4000):
        _same(maker(rng), tally)
    assert tally["stuck"] > 30 and tally["free"] > 1000, tally
