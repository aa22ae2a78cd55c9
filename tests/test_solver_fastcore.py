"""The solver's compiled core (engine/klondike/solver/_classcore.c, fast.py) against the
Python search by classes it ports: the same moves, the same keys, the same
search (verdict, positions visited and line, with the deadlock test and the
talon dominance, which the core lacks, off on the Python side), every solved
line a win in the engine, and the verdicts of an exhaustive search over the
engine's own moves. Skipped where the core is not built."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from test_solver import _crowded, _exhaustive, _reduced
from test_solver_classes import _played, _small_with_runs

from klondike_qt.engine.klondike import GameState, Rules, apply, deal
from klondike_qt.engine.klondike.solver import Budget, Verdict, fast, tuning
from klondike_qt.engine.klondike.solver.classes import arranged
from klondike_qt.engine.klondike.solver.obligations import canonical
from klondike_qt.engine.klondike.solver.search import ClassSearch, Phases, run_phases

core = fast.CORE
pytestmark = pytest.mark.skipif(core is None, reason="the compiled core is not built")


@pytest.fixture
def plain_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python search as the core does it: no deadlock test, no talon dominance."""
    monkeypatch.setattr(tuning, "STUCK_IN_SEARCH", False)
    monkeypatch.setattr(tuning, "TALON_DOMINANCE", False)


def _positions(rng: random.Random, count: int) -> Iterator[GameState]:
    """Arranged, unwon positions: small ones (test_solver's, played on a few
    moves) and deal openings under every rule played on 0 to 60 moves."""
    made = 0
    while made < count:
        if made % 2:
            state = _small_with_runs(rng) if rng.random() < 0.7 else (_reduced(rng) if rng.random() < 0.5 else _crowded(rng))
        else:
            rules = Rules(draw=rng.choice((1, 3)), pass_limit=rng.choice((None, None, 3, 1)))
            state = _played(deal(rng.randrange(1, 1_000_000), rules), rng, rng.randint(0, 60))
        if state.is_won or not arranged(state):
            continue
        made += 1
        yield state


def _replays(state: GameState, search: ClassSearch, line: list) -> bool:
    for move in search.engine_moves(line):
        state = apply(state, move)
    return state.is_won


def test_the_moves_are_the_python_moves():
    """ClassSearch.moves and the core's, in the same order, from thousands of
    positions with and without a pending obligation (those the Python moves
    leave, played without the safe automatic moves, as the search does)."""
    rng = random.Random(5)
    compared = pending = 0
    for state in _positions(rng, 3000):
        search = ClassSearch(state, Budget(), None)
        pos = search.start()
        steps = search.moves(pos, ())
        assert core.moves(pos, (), search.draw, search.max_passes, fast.params()) == steps, state
        compared += 1
        for move, after in steps:
            if after:
                child = search.apply(pos, move, None, False)
                assert (core.moves(child, after, search.draw, search.max_passes, fast.params())
                        == search.moves(child, after)), (state, move, after)
                pending += 1
    assert compared == 3000 and pending >= 2000, pending


def test_the_keys_part_the_positions_as_the_python_keys_do():
    """Positions met on random walks of the search's own moves: two have one
    packed key in the core exactly when the Python search holds them as one
    visit (class key and canonical obligation)."""
    rng = random.Random(6)
    pairs = 0
    for state in _positions(rng, 150):
        search = ClassSearch(state, Budget(), None)
        root = search.root
        by_python: dict[object, bytes] = {}
        by_core: dict[bytes, object] = {}
        for _ in range(6):
            pos, after = search.start(), ()
            for _ in range(30):
                visit = (search.key(pos), canonical(pos[0], after))
                packed = core.key(root, pos, after, search.draw, search.max_passes)
                assert by_python.setdefault(visit, packed) == packed, state
                assert by_core.setdefault(packed, visit) == visit, state
                pairs += 1
                steps = search.moves(pos, after)
                if not steps:
                    break
                move, after = rng.choice(steps)
                pos = search.apply(pos, move, None, not after)
                if pos[2] == (13, 13, 13, 13):
                    break
        assert len(by_python) == len(by_core)
    assert pairs >= 5000, pairs


def test_the_search_is_the_python_search(plain_python: None):
    """Thousands of searches with a position cap: the same verdict, the same
    number of positions and the same line as Search.search of ClassSearch;
    every solved line wins in the engine."""
    rng = random.Random(7)
    seen = {verdict: 0 for verdict in Verdict}
    for index, state in enumerate(_positions(rng, 2000)):
        cap = 300 if index % 10 else 3000
        search = ClassSearch(state, Budget(), None)
        verdict, path, _root = search.search(None, cap)
        outcome, line, nodes = fast.core_search(search.root, search.draw, search.max_passes, None, cap)
        assert (outcome, nodes) == (verdict, search.nodes), state
        assert line == path, state
        if outcome is Verdict.SOLVED:
            assert line is not None and _replays(state, search, line), state
        seen[outcome] += 1
    assert seen[Verdict.SOLVED] >= 500 and seen[Verdict.UNSOLVABLE] >= 200 and seen[Verdict.UNKNOWN] >= 50, seen


def test_the_seeded_search_is_complete_too():
    """With noise in the move order (the pool's helper process) the core
    gives the verdict of the search by priority where both decide, and its
    wins are wins."""
    rng = random.Random(8)
    decided = 0
    for state in _positions(rng, 400):
        search = ClassSearch(state, Budget(), None)
        plain, _line, _nodes = fast.core_search(search.root, search.draw, search.max_passes, None, 200_000)
        if plain is Verdict.UNKNOWN:
            continue
        seeded, line, _nodes = fast.core_search(search.root, search.draw, search.max_passes, None, 200_000, seed=1001)
        if seeded is Verdict.UNKNOWN:
            continue  # (another order may need more positions)
        assert seeded is plain, state
        if seeded is Verdict.SOLVED:
            assert line is not None and _replays(state, search, line), state
        decided += 1
    assert decided >= 300, decided


@pytest.mark.slow
def test_the_core_agrees_with_an_exhaustive_search_of_the_engine(monkeypatch: pytest.MonkeyPatch):
    """run_phases through the core (every phase kind) against a breadth-first
    search over the engine's own moves, where that decides."""
    monkeypatch.setattr(tuning, "FAST_CORE", True)
    assert fast.enabled()
    rng = random.Random(9)
    agree = {True: 0, False: 0}
    for _ in range(100):
        state = _small_with_runs(rng)
        if state.is_won or not arranged(state):
            continue
        exact = _exhaustive(state, 2500)
        if exact is None:
            continue
        for phases in (Phases.EXHAUSTIVE, Phases.RESTARTS, Phases.BOTH):
            result = run_phases(state, Budget(seconds=None, nodes=200_000), phases=phases)
            assert result.outcome is not Verdict.UNKNOWN, (phases, state)
            assert (result.outcome is Verdict.SOLVED) == exact, (phases, state)
            if exact:
                after = state
                for move in result.moves:
                    after = apply(after, move)
                assert after.is_won, (phases, state)
        agree[exact] += 1
    assert agree[True] >= 15 and agree[False] >= 5, agree


def test_deal_openings_decide_alike(plain_python: None):
    """Deal openings under draw 1 and 3 with a cap both searches reach: the
    same verdict and positions as the Python search."""
    rng = random.Random(10)
    for index in range(16):
        state = deal(rng.randrange(1, 1_000_000), Rules(draw=1 + 2 * (index % 2)))
        search = ClassSearch(state, Budget(), None)
        verdict, path, _root = search.search(None, 4000)
        outcome, line, nodes = fast.core_search(search.root, search.draw, search.max_passes, None, 4000)
        assert (outcome, nodes, line) == (verdict, search.nodes, path), state


def test_bad_positions_are_refused():
    search = ClassSearch(deal(1, Rules()), Budget(), None)
    cols, hidden, found, talon, pointer, passes = search.root
    with pytest.raises(ValueError):
        core.search((cols[:6], hidden, found, talon, pointer, passes), 1, None, fast.params(), 10, None, 0, None)
    with pytest.raises(ValueError):
        core.search((cols, hidden, (0, 0, 0, 14), talon, pointer, passes), 1, None, fast.params(), 10, None, 0, None)
    with pytest.raises(ValueError):
        core.moves(search.root, (("u", 0, 5),), 1, None, fast.params())


def test_cancel_stops_the_core_and_its_errors_come_through():
    state = deal(2, Rules(draw=3))  # (not decided in 100,000 positions)
    search = ClassSearch(state, Budget(), None)
    outcome, line, nodes = fast.core_search(search.root, 3, None, None, None, cancel=lambda: True)
    assert (outcome, line, nodes) == (Verdict.UNKNOWN, None, 8192)

    def broken() -> bool:
        raise RuntimeError("cancel broke")

    with pytest.raises(RuntimeError, match="cancel broke"):
        fast.core_search(search.root, 3, None, None, None, cancel=broken)


def test_a_position_beyond_the_cores_room_is_searched_in_python(monkeypatch: pytest.MonkeyPatch):
    """A column of 20 face-down cards (only a position built by hand has
    one) does not fit the core: it says so, and the Python search runs."""
    from klondike_qt.engine.cards import Card, Suit

    rng = random.Random(3)
    found = (13, 13, 5, 0)
    cards = [Card.of(rank, suit) for suit, top in zip(Suit, found) for rank in range(top + 1, 14)]
    rng.shuffle(cards)
    state = GameState(Rules(), (), (), found, (tuple(cards),) + ((),) * 6, (20, 0, 0, 0, 0, 0, 0), 1)
    search = ClassSearch(state, Budget(), None)
    with pytest.raises(ValueError, match="too many face-down cards"):
        fast.core_search(search.root, 1, None, None, 1000)
    monkeypatch.setattr(tuning, "FAST_CORE", True)
    through = run_phases(state, Budget(seconds=None, nodes=20_000), phases=Phases.EXHAUSTIVE)
    monkeypatch.setattr(tuning, "FAST_CORE", False)
    python = run_phases(state, Budget(seconds=None, nodes=20_000), phases=Phases.EXHAUSTIVE)
    assert through.outcome is python.outcome and through.nodes == python.nodes
