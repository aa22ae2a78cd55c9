"""The FreeCell solver: canonical keys, the memory bound, lines replayed
through the rules engine (golden deals and hypothesis positions in play)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from klondike_qt.engine.freecell import FreeCellMove, Verdict, new_freecell, replay, solve
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


def test_the_memory_bound_gives_unknown_not_a_guess():
    result = solve(new_freecell(617), max_stored=2_000)
    assert result.outcome is Verdict.UNKNOWN and result.moves == ()


def test_the_memory_bound_drops_searches_and_still_solves():
    # Enough room for one search: the portfolio gives up its others and goes on.
    result = solve(new_freecell(617), max_stored=300_000)
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
    result = solve(state)
    assert result.outcome is Verdict.SOLVED and replay(state, result.moves).is_won


def test_a_depth_first_scan_that_runs_dry_still_leaves_the_proof_to_the_last_search(monkeypatch):
    # A small position in play where the one scan (no foundation returns) is
    # cut short: the verdict still comes from the complete search.
    monkeypatch.setattr(fc_solver, "PORTFOLIO", (fc_solver.Weights(depth_first=True),))
    result = solve(new_freecell(11982), Budget(seconds=None, nodes=5_000))
    assert result.outcome is Verdict.UNKNOWN
