"""The FreeCell solver: canonical keys, the memory bound, lines replayed
through the rules engine (golden deals and hypothesis positions in play)."""

from __future__ import annotations

import random
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from klondike_qt.engine.freecell import FreeCellMove, Verdict, new_freecell, replay, solve
from klondike_qt.engine.freecell import core as fc_core
from klondike_qt.engine.freecell import solver as fc_solver
from klondike_qt.engine.freecell.state import FreeCellState
from klondike_qt.engine.solving import Budget


def _solver_view(state: FreeCellState) -> tuple[list[bytes], list[int], list[int]]:
    return ([bytes(card.index for card in column) for column in state.columns],
            [card.index for card in state.cells if card is not None], list(state.foundations))


def _played(number: int, picks: list[int]) -> FreeCellState:
    """Deal ``number`` after a few legal moves chosen by ``picks``."""
    state = new_freecell(number)
    for pick in picks:
        moves = state.legal_moves()
        if not moves or state.is_won:
            break
        state = state.apply(moves[pick % len(moves)])
    return state


def test_the_key_does_not_depend_on_the_order_of_columns_or_cells():
    state = _played(5, [3, 1, 4, 1, 5, 9, 2, 6])
    columns, cells, found = _solver_view(state)
    key = fc_solver._encode(columns, cells, found)
    shuffled = random.Random(7)
    for _ in range(5):
        shuffled.shuffle(columns)
        shuffled.shuffle(cells)
        assert fc_solver._encode(columns, cells, found) == key


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 32000), st.lists(st.integers(0, 99), max_size=30))
def test_decode_gives_back_what_was_encoded(number, picks):
    columns, cells, found = _solver_view(_played(number, picks))
    decoded_columns, decoded_cells, decoded_found = fc_solver._decode(fc_solver._encode(columns, cells, found))
    assert sorted(decoded_columns) == sorted(columns)
    assert decoded_cells == sorted(cells) and decoded_found == found


@pytest.mark.parametrize("number", [1, 2, 169, 617, 1941, 1000000])
def test_lines_replay_to_a_win_in_the_notation(number):
    state = new_freecell(number)
    result = solve(state)
    assert result.outcome is Verdict.SOLVED
    assert replay(state, result.moves).is_won
    # Every move written as the rule book writes it reads back as itself.
    assert [FreeCellMove.parse(str(move)) for move in result.moves] == list(result.moves)
    assert result.first_move == result.moves[0]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 32000), st.lists(st.integers(0, 99), max_size=12))
def test_positions_in_play_are_decided_or_unknown_never_wrong(number, picks):
    state = _played(number, picks)
    result = solve(state, Budget(seconds=None, nodes=20_000))
    if result.outcome is Verdict.SOLVED:
        assert replay(state, result.moves).is_won
    else:
        assert result.moves == ()


@pytest.mark.parametrize("compiled", [False, pytest.param(True, marks=pytest.mark.skipif(
    not fc_core.enabled(), reason="the compiled core is not built"))])
def test_the_memory_bound_gives_unknown_not_a_guess(compiled):
    result = solve(new_freecell(617), max_stored=2_000, compiled=compiled)
    assert result.outcome is Verdict.UNKNOWN and result.moves == ()


def test_the_memory_bound_drops_searches_and_still_solves():
    # Enough room for one search: the portfolio gives up its others and goes on.
    result = solve(new_freecell(617), max_stored=300_000, compiled=False)
    assert result.outcome is Verdict.SOLVED


def test_a_won_position_is_solved_with_no_moves():
    state = new_freecell(1)
    state = replay(state, solve(state).moves)
    result = solve(state)
    assert result.outcome is Verdict.SOLVED and result.moves == ()


@pytest.mark.parametrize("number", [1, 3393, 25665])
def test_a_depth_first_scan_alone_finds_lines_that_replay(monkeypatch, number):
    monkeypatch.setattr(fc_solver, "PORTFOLIO", (fc_solver.Weights(depth_first=True),))
    state = new_freecell(number)
    result = solve(state, compiled=False)
    assert result.outcome is Verdict.SOLVED and replay(state, result.moves).is_won


def test_a_depth_first_scan_that_runs_dry_still_leaves_the_proof_to_the_last_search(monkeypatch):
    # A small position in play where the one scan (no foundation returns) is
    # cut short: the verdict still comes from the complete search.
    monkeypatch.setattr(fc_solver, "PORTFOLIO", (fc_solver.Weights(depth_first=True),))
    result = solve(new_freecell(11982), Budget(seconds=None, nodes=5_000), compiled=False)
    assert result.outcome is Verdict.UNKNOWN


needs_core = pytest.mark.skipif(not fc_core.enabled(), reason="the compiled core is not built")


@needs_core
@pytest.mark.parametrize(("number", "outcome"), [(11982, Verdict.UNSOLVABLE), (4374, Verdict.SOLVED),
                                                 (2139, Verdict.SOLVED), (3681, Verdict.SOLVED)])
def test_the_compiled_core_decides_the_hardest_known_deals(number, outcome):
    # The pure-Python search needed 219,286 positions to prove 11982 lost,
    # 808,077 and 1,115,341 to solve 2139 and 4374.
    state = new_freecell(number)
    result = solve(state, Budget(seconds=None, nodes=400_000))
    assert result.outcome is outcome
    if outcome is Verdict.SOLVED:
        assert replay(state, result.moves).is_won
    else:
        assert result.moves == ()


@needs_core
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(1, 32000), st.lists(st.integers(0, 99), max_size=40))
def test_the_compiled_core_and_the_python_search_agree(number, picks):
    state = _played(number, picks)
    # Positions in play can take more than a deal from the start (one drawn here once
    # needed more than 400,000): a bound ten times that still ends in seconds.
    fast = solve(state, Budget(seconds=None, nodes=4_000_000))
    assert fast.outcome is not Verdict.UNKNOWN
    if fast.outcome is Verdict.SOLVED:
        assert replay(state, fast.moves).is_won
    slow = solve(state, Budget(seconds=None, nodes=20_000), compiled=False)
    assert slow.outcome in (fast.outcome, Verdict.UNKNOWN)


@needs_core
def test_the_compiled_core_stops_when_cancelled():
    result = solve(new_freecell(11982), Budget(seconds=None), cancel=lambda: True)
    assert result.outcome is Verdict.UNKNOWN and result.moves == ()


@needs_core
def test_the_compiled_core_lets_the_window_run_while_it_searches():
    """Hints and "still winnable?" search on a worker thread: the window's thread
    must go on meanwhile (the core lets the interpreter lock go, and takes it back
    only to ask its cancel). Counted, not timed: a thread that wakes every
    millisecond would wake only a few times in the Python around three searches
    (some 0.3 s each) if the core held the lock throughout."""
    ticks = 0
    stop = threading.Event()

    def tick() -> None:
        nonlocal ticks
        while not stop.is_set():
            time.sleep(0.001)
            ticks += 1

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        while ticks == 0:
            time.sleep(0.001)
        before = ticks
        for _ in range(3):
            assert solve(new_freecell(11982), Budget(seconds=None)).outcome is Verdict.UNSOLVABLE
        during = ticks - before
    finally:
        stop.set()
        ticker.join()
    assert during > 40, during


@needs_core
@pytest.mark.parametrize("number", [1, 617])
def test_the_python_search_still_runs_without_the_core(number):
    state = new_freecell(number)
    result = solve(state, compiled=False)
    assert result.outcome is Verdict.SOLVED and replay(state, result.moves).is_won
