"""The game's deepening steps go on from what the earlier ones proved lost
(engine/klondike/solver/NOTES.md, "Carrying what was proven lost")."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_solver import LOST_DRAW_3, _crowded, _exhaustive, _reduced, replay

from klondike_qt.engine.cards import Card, Suit
from klondike_qt.engine.klondike import GameState, Rules, deal
from klondike_qt.engine.klondike.solver import Budget, Verdict, tuning
from klondike_qt.engine.klondike.solver import search as solver
from klondike_qt.engine.klondike.solver.obligations import canonical
from klondike_qt.engine.klondike.solver.search import Phases, forget_carried, run_phases

# A draw-3 deal the restarts prove lost in some 7,000 to 11,000 positions
# (deal 2444712011 was one before the r - 2 / r - 3 safe moves; it is now
# proven within the first step).
LOST_DRAW_3_LONGER = 131


def _deepen(state, first: int, steps: int, phases: Phases) -> tuple[Verdict, int, list[int]]:
    """The worker's deepening, with position budgets: ``first``, twice that,
    and so on, until decided. The verdict, the positions spent, and the size
    of the carried set each step started from."""
    spent = 0
    sizes: list[int] = []
    real_take = solver.take_carried

    def take(key):
        dead = real_take(key)
        sizes.append(len(dead))
        return dead

    solver.take_carried = take
    try:
        for step in range(steps):
            result = run_phases(state, Budget(seconds=None, nodes=first << step), phases=phases)
            spent += result.nodes
            if result.outcome is not Verdict.UNKNOWN:
                if result.outcome is Verdict.SOLVED:
                    assert replay(state, result.moves).is_won
                return result.outcome, spent, sizes
    finally:
        solver.take_carried = real_take
    return Verdict.UNKNOWN, spent, sizes


def test_a_longer_step_goes_on_from_what_the_last_one_proved_lost(monkeypatch):
    """A draw-3 deal the restarts prove lost in about 7,000 to 11,000
    positions: deepening steps from 1,000 positions up reach the proof in
    fewer positions when each goes on from the last one's lost positions,
    and each step after the first starts with a non-empty set."""
    # The search by positions: these deals show its phases at work (the search
    # by classes decides them at once; tests/test_solver_classes.py).
    monkeypatch.setattr(tuning, "CLASS_SEARCH", False)
    state = deal(LOST_DRAW_3_LONGER, Rules(draw=3))
    for phases in (Phases.COMPLEMENT, Phases.RESTARTS):
        forget_carried()
        outcome, carried, sizes = _deepen(state, 1000, 10, phases)
        assert outcome is Verdict.UNSOLVABLE
        # (Each step takes the restarts' set; RESTARTS also the relaxed proof's.)
        assert len(sizes) > 2 and all(sizes[-1:]), sizes
        monkeypatch.setattr(tuning, "CARRY_LOST", False)
        forget_carried()
        outcome, fresh, sizes = _deepen(state, 1000, 10, phases)
        monkeypatch.setattr(tuning, "CARRY_LOST", True)
        assert outcome is Verdict.UNSOLVABLE
        assert not any(sizes)
        assert carried < fresh, (phases, carried, fresh)


def test_a_set_serves_only_its_own_root(monkeypatch):
    """What one position's search proved lost is not handed to a search of
    another position (nor of the same one under other rules), and a decided
    search keeps nothing."""
    # The search by positions: these deals show its phases at work (the search
    # by classes decides them at once; tests/test_solver_classes.py).
    monkeypatch.setattr(tuning, "CLASS_SEARCH", False)
    state = deal(LOST_DRAW_3_LONGER, Rules(draw=3))
    assert run_phases(state, Budget(seconds=None, nodes=1000), phases=Phases.COMPLEMENT).outcome is Verdict.UNKNOWN
    mine = solver.Search(state, Budget(), None)
    key = (3, None, (mine.key(mine.start()), ()))
    other = solver.Search(deal(LOST_DRAW_3, Rules(draw=3)), Budget(), None)
    assert not solver.take_carried((3, None, (other.key(other.start()), ())))
    assert not solver.take_carried((3, 3, key[2]))
    dead = solver.take_carried(key)
    assert dead
    solver.keep_carried(key, dead)
    assert run_phases(state, Budget(seconds=None, nodes=100000),
                      phases=Phases.COMPLEMENT).outcome is Verdict.UNSOLVABLE
    assert not solver.take_carried(key)


def test_carried_sets_stay_within_their_bounds(monkeypatch):
    monkeypatch.setattr(tuning, "CARRY_ROOTS", 2)
    monkeypatch.setattr(tuning, "CARRY_MAX_POSITIONS", 5)
    solver.keep_carried((1, None, ((b"a", b"", -1), ())), {((b"x", b"", -1), ())})
    solver.keep_carried((1, None, ((b"b", b"", -1), ())), {((b"y", b"", -1), ())})
    solver.keep_carried((1, None, ((b"c", b"", -1), ())), {((b"z", b"", -1), ())})
    solver.keep_carried((1, None, ((b"d", b"", -1), ())), {((bytes([n]), b"", -1), ()) for n in range(6)})
    assert not solver.take_carried((1, None, ((b"a", b"", -1), ())))
    assert not solver.take_carried((1, None, ((b"d", b"", -1), ())))
    assert solver.take_carried((1, None, ((b"b", b"", -1), ())))
    assert solver.take_carried((1, None, ((b"c", b"", -1), ())))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.sampled_from([Phases.COMPLEMENT, Phases.RESTARTS]))
def test_deepening_with_carried_sets_agrees_with_the_engine(seed, phases):
    """Small random positions (most cards up, any draw and pass limit): the
    verdict of deepening steps from 20 positions up, each going on from the
    last one's lost positions, is the one an exhaustive search over the
    engine's own moves gives."""
    rng = random.Random(seed)
    state = _crowded(rng) if seed % 3 else _reduced(rng)
    exact = _exhaustive(state, 4000)
    if exact is None:
        return
    forget_carried()
    outcome, _spent, _sizes = _deepen(state, 20, 12, phases)
    assert outcome is not Verdict.UNKNOWN
    assert (outcome is Verdict.SOLVED) == exact


def test_deepening_on_deals_agrees_with_one_long_search():
    """Opening deals, draw 1 and 3: short deepening steps with carried sets
    never contradict one long search from scratch."""
    compared = 0
    for draw in (1, 3):
        for number in range(1, 13):
            state = deal(number, Rules(draw=draw))
            forget_carried()
            stepped, _spent, _sizes = _deepen(state, 200, 6, Phases.COMPLEMENT)
            forget_carried()
            whole = run_phases(state, Budget(seconds=None, nodes=40000), phases=Phases.COMPLEMENT).outcome
            if Verdict.UNKNOWN not in (stepped, whole):
                assert stepped is whole, (draw, number)
                compared += 1
    assert compared >= 12


# -- obligations in the visited sets (NOTES.md, "Keys": "Obligations in the key") --
def _kings_and_gaps(rng: random.Random) -> GameState:
    """A small random position with empty columns and several Kings among the
    few cards left (in the talon, on the tableau, some face down): Kings
    fill empty columns in different orders, so the search meets the same
    columns in different orders, with obligations pending."""
    while True:
        found = [rng.randint(6, 13) for _ in range(4)]
        if 6 <= sum(13 - f for f in found) <= 10 and sum(f < 13 for f in found) >= 2:
            break
    cards = [Card.of(rank, suit) for suit, top in zip(Suit, found) for rank in range(top + 1, 14)]
    rng.shuffle(cards)
    talon_size = rng.randint(0, len(cards) // 2)
    talon, rest = cards[:talon_size], cards[talon_size:]
    width = rng.randint(2, 5)
    columns = [rest[i::width] for i in range(width)] + [[] for _ in range(7 - width)]
    rng.shuffle(columns)
    hidden = [rng.randint(0, max(0, len(col) - 1)) for col in columns]
    cut = rng.randint(0, len(talon))
    rules = Rules(draw=rng.choice((1, 3)), pass_limit=rng.choice((None, None, 3)))
    return GameState(rules, tuple(talon[cut:]), tuple(talon[:cut]), tuple(found),
                     tuple(tuple(col) for col in columns), tuple(hidden), 1)


def test_obligations_name_columns_by_their_cards_in_the_visited_sets():
    """Two positions that are the same columns in another order share a key;
    an obligation on column 0 then means a different column in each, and an
    obligation on the moved column means the same one."""
    search = solver.Search(deal(1, Rules(draw=1)), Budget(), None)
    pos = search.start()
    cols = list(pos[0])
    swapped = tuple([cols[1], cols[0]] + cols[2:])
    other = (swapped, (pos[1][1], pos[1][0]) + pos[1][2:]) + pos[2:]
    assert search.key(pos) == search.key(other)
    assert canonical(pos[0], (("T", 0),)) != canonical(other[0], (("T", 0),))
    assert canonical(pos[0], (("T", 0),)) == canonical(other[0], (("T", 1),))
    pair = (("B", 0, 2), ("y", 1, 5, 1))
    assert canonical(pos[0], pair) == canonical(other[0], (("B", 1, 2), ("y", 0, 5, 1)))
    # Empty columns are all alike, and an "E" names none.
    assert canonical(((),) * 7, (("E", 3),)) == canonical(((),) * 7, (("E", 5),))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_positions_with_kings_and_empty_columns_agree_with_the_engine(seed):
    """Small positions whose Kings can fill empty columns in any order (the
    same columns in another order, with obligations pending): the exhaustive
    search, deepening steps with carried sets, and the search of the same
    position with its columns in another order all give the verdict of an
    exhaustive search over the engine's own moves."""
    rng = random.Random(seed)
    state = _kings_and_gaps(rng)
    exact = _exhaustive(state, 15000)
    if exact is None:
        return
    whole = run_phases(state, Budget(seconds=None, nodes=200000), phases=Phases.EXHAUSTIVE)
    assert whole.outcome is not Verdict.UNKNOWN
    assert (whole.outcome is Verdict.SOLVED) == exact
    order = list(range(7))
    rng.shuffle(order)
    shuffled = replace(state, tableau=tuple(state.tableau[i] for i in order),
                       hidden=tuple(state.hidden[i] for i in order))
    again = run_phases(shuffled, Budget(seconds=None, nodes=200000), phases=Phases.EXHAUSTIVE)
    assert again.outcome is whole.outcome
    forget_carried()
    outcome, _spent, _sizes = _deepen(state, 20, 12, Phases.COMPLEMENT)
    assert outcome is not Verdict.UNKNOWN
    assert (outcome is Verdict.SOLVED) == exact
