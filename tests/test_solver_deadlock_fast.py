"""The deadlock test computed with a work list over per-card tables
(``deadlock._unmarked``) gives the verdicts of the rounds over the ways spelled
out that it replaced, kept here as ``_stuck_reference`` (the module as it was):
on positions met in play, on the small random positions of test_solver.py,
and on arbitrary card layouts, each with and without the twin conflicts and
with the talon's reach as the search computes it, random, or all of it."""

from __future__ import annotations

import random

import pytest
from test_solver import _crowded, _reduced, _talon_heavy, _tangled, _twin_locked

from klondike_qt.engine import GameState, Rules, deal
from klondike_qt.engine.solver import Budget
from klondike_qt.engine.solver import search as solver
from klondike_qt.engine.solver.deadlock import stuck
from klondike_qt.engine.solver.position import _FITS, _KING, _PARENTS, _RANK, _SUIT, _TWIN, Cards
from klondike_qt.engine.solver.search import Phases, run_phases

Args = tuple[tuple[Cards, ...], tuple[int, ...], Cards, "frozenset[int] | None"]
Way = tuple[int, tuple[int, ...], int]


# -- the test as it was --------------------------------------------------------
def _stuck_reference(cols: tuple[Cards, ...], hidden: tuple[int, ...], talon: Cards = (),
          reach: frozenset[int] | None = None, twins: bool = False) -> bool:
    """The deadlock test as it was (see deadlock.stuck)."""
    # For each tableau card, the card lying on it (-1 for a column top).
    cover: dict[int, int] = {}
    for col in cols:
        n = len(col)
        for x in range(n):
            cover[col[x]] = col[x + 1] if x + 1 < n else -1
    ways = _ways_reference(cols, hidden, cover, talon)
    free, avail = _free_reference(cover, ways, (), talon, reach)
    if free is None:
        return True
    if not twins:
        return False
    banned: tuple[tuple[int, int], ...] = ()
    for _round in range(3):
        more = _twin_conflicts_reference(cover, ways, free, avail, banned)
        if not more:
            return False
        banned += more
        free, avail = _free_reference(cover, ways, banned, talon, reach)
        if free is None:
            return True
    return False


def _ways_reference(cols: tuple[Cards, ...], hidden: tuple[int, ...], cover: dict[int, int],
          talon: Cards = ()) -> dict[int, list[Way]]:
    """Each card's ways to leave, spelled out (see deadlock._ways)."""
    bottoms = [col[0] if col else -1 for col in cols]
    ways: dict[int, list[Way]] = {}
    # The cards of each suit still out, lowest first: the foundation way of a
    # card waits for the ones below it.
    lower_of: dict[int, tuple[int, ...]] = {}
    present = sorted(list(cover) + list(talon))
    below: list[int] = []
    suit = -1
    for c in present:
        if c // 13 != suit:
            suit = c // 13
            below = []
        lower_of[c] = tuple(below)
        below.append(c)
    # (card, column, card on it, breaking card): tableau cards, then talon cards.
    entries: list[tuple[int, int, int, int]] = []
    for i in range(7):
        col = cols[i]
        n = len(col)
        h = hidden[i]
        # brk for face-up cards, from the top down: the first card above that
        # does not fit on the one under it.
        brk = -1
        up = []
        for x in range(n - 1, -1, -1):
            on = cover[col[x]]
            if x < h:
                up.append((col[x], i, on, on))
            else:
                if on >= 0 and not _FITS[on][col[x]]:
                    brk = on
                up.append((col[x], i, on, brk))
        entries.extend(up)
    for y in talon:
        entries.append((y, -1, -1, -1))
    for y, column, on_y, brk in entries:
        base = (brk,) if brk >= 0 else ()
        lower = lower_of[y]
        out = [(-1, ((on_y,) + lower) if on_y >= 0 else lower, -1)]
        if _RANK[y] == _KING:
            for c in range(7):
                if c != column:
                    b = bottoms[c]
                    out.append((100 + c, base + (b,) if b >= 0 else base, -1))
        else:
            for parent in _PARENTS[y]:
                on_parent = cover.get(parent)
                if on_parent is None:
                    out.append((parent, base, parent))
                elif on_parent < 0:
                    out.append((parent, base, -1))
                elif on_parent != y:  # (y lies on p: not a way to leave it)
                    out.append((parent, base + (on_parent,), -1))
        ways[y] = out
    return ways


def _free_reference(cover: dict[int, int], ways: dict[int, list[Way]], banned: tuple[tuple[int, int], ...],
          talon: Cards = (), reach: frozenset[int] | None = None) -> tuple[list[bool] | None, list[bool]]:
    """The least fixpoint by rounds: (free or None, avail) (see deadlock._free)."""
    free = [True] * 52
    for card in ways:
        free[card] = False
    # avail[c] for a card off the tableau: it may come onto the tableau (from
    # the talon or back from its foundation), which needs a King's empty column
    # or a parent at the top of a column: a parent off the tableau that came
    # onto it first, or a tableau card whose cover left (as for y's parents).
    # A talon card must be reachable too. Tableau cards are True here (they
    # are judged through `free`).
    avail = [_RANK[c] == _KING for c in range(52)]
    for card in cover:
        avail[card] = True
    # Talon cards out of reach now: (the cards before it, the card after it).
    hold = {}
    if reach is not None:
        n = len(talon)
        for k in range(n - 1):
            if k + 1 not in reach:
                hold[talon[k]] = (talon[:k], talon[k + 1])
    for card in hold:
        avail[card] = False
    todo = list(ways.items())
    waiting = [c for c in range(52) if not avail[c]]
    progress = True
    while progress and todo:
        progress = False
        rest = []
        for item in todo:
            y, out = item
            gate = hold.get(y)
            if gate is not None:
                if not free[gate[1]]:
                    for c in gate[0]:
                        if free[c]:
                            break
                    else:
                        rest.append(item)
                        continue
                del hold[y]
            for target, pre, off in out:
                if off >= 0 and not avail[off]:
                    continue
                for q in pre:
                    if not free[q]:
                        break
                else:
                    if banned and (y, target) in banned:
                        continue
                    free[y] = True
                    progress = True
                    break
            else:
                rest.append(item)
        todo = rest
        still = []
        for c in waiting:
            if c in hold:
                still.append(c)
                continue
            if _RANK[c] != _KING:
                for parent in _PARENTS[c]:
                    on = cover.get(parent)
                    if on is None:
                        if avail[parent]:
                            break
                    elif on < 0 or free[on]:
                        break
                else:
                    still.append(c)
                    continue
            avail[c] = True
            progress = True
        waiting = still
    return (None if todo else free), avail


def _twin_conflicts_reference(cover: dict[int, int], ways: dict[int, list[Way]], free: list[bool], avail: list[bool],
                    banned: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """The bans of two twins over one parent (see deadlock._twin_conflicts)."""
    full = (1 << 52) - 1
    before = {y: full for y in ways}
    changed = True
    while changed:
        changed = False
        for y, out in ways.items():
            acc = full
            for target, pre, off in out:
                if off >= 0 and not avail[off]:
                    continue
                if banned and (y, target) in banned:
                    continue
                need = 0
                for q in pre:
                    need |= before[q]
                acc &= need
            acc = (acc | (1 << y)) & before[y]
            if acc != before[y]:
                before[y] = acc
                changed = True
    found = []
    for y, out in ways.items():
        if _RANK[y] == _KING:
            continue
        z = _TWIN[y]
        if z not in ways or not (before[z] >> y) & 1:
            continue
        bit = 1 << y
        viable = [target for target, pre, off in out
                  if not (off >= 0 and not avail[off])
                  and not (banned and (y, target) in banned)
                  and not any(before[q] & bit for q in pre)]
        if len(viable) != 1 or viable[0] < 0:
            continue
        p = viable[0]
        if (z, p) in banned or (z, p) in found:
            continue
        zbit = 1 << z
        # y goes up from p before z first leaves?
        if not any(c == z or before[c] & zbit for c in range(_SUIT[y] * 13, y) if c in ways):
            continue
        # or onto its other parent?
        other = _PARENTS[y][0] if _PARENTS[y][1] == p else _PARENTS[y][1]
        on = cover.get(other)
        if on is None:
            if avail[other]:
                continue
        elif on < 0 or on == y or (on != z and not before[on] & zbit):
            continue  # (y lying on p' now: p' is free again once y left it)
        found.append((z, p))
    return tuple(found)



# -- comparing ---------------------------------------------------------------------
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
