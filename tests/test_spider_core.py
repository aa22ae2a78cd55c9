"""The Spider solver's compiled core (engine/spider/_spcore.c, core.py): its
lines replay through the rules and are made of the hints' moves, it never
says lost, its budget and cancel hold, a line that does not win is not
taken, and without it the Python portfolio runs as before."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_spider_lost import LOST, ONLY_BY_A_PRUNED_MOVE
from test_spider_solver import table

from klondike_qt.engine.solving import Budget
from klondike_qt.engine.spider import SpiderState, core, new_spider
from klondike_qt.engine.spider import solver as spider_solver
from klondike_qt.engine.spider.advice import hint_order, useful_moves
from klondike_qt.engine.spider.solver import CORE_PORTFOLIO, PORTFOLIO, SpiderSolver, Verdict, replay, solve

needs_core = pytest.mark.skipif(not core.enabled(), reason="the compiled core is not built")

#: The compiled beam search alone.
NATIVE = (next(weights for weights in CORE_PORTFOLIO if weights.native),)


def _hint_moves_all_along(state: SpiderState, moves) -> None:
    """Each move is one of the hints' in the position it is played from (so
    the worker's first move can head the hints: Session.hint_moves)."""
    for move in moves:
        assert move in hint_order(state), (move, state)
        state = state.apply(move)
    assert state.is_won


@needs_core
@pytest.mark.parametrize(("number", "suits"), [(1, 1), (25, 2), (7, 2), (1, 4), (2, 4), (43, 4)])
def test_the_core_wins_deals_and_its_lines_are_hint_moves(number: int, suits: int) -> None:
    # Two-suit deal 25 was the one the Python portfolio left at 250,000 positions;
    # no four-suit deal was won by it.
    state = new_spider(number, suits)
    result = solve(state, Budget(seconds=None, nodes=1_500_000), portfolio=NATIVE)
    assert result.outcome is Verdict.SOLVED, result
    assert replay(state, result.moves).is_won
    _hint_moves_all_along(state, result.moves)


@needs_core
def test_the_default_portfolio_uses_the_core_and_wins_four_suits() -> None:
    state = new_spider(3, 4)
    solver = SpiderSolver(state, Budget(seconds=None, nodes=2_000_000))
    assert solver.portfolio == CORE_PORTFOLIO
    result = solver.solve()
    assert result.outcome is Verdict.SOLVED and replay(state, result.moves).is_won


@needs_core
@pytest.mark.parametrize("state", [LOST, table(["Ks", "Kh"], suits=2), ONLY_BY_A_PRUNED_MOVE],
                         ids=["lost", "no-move", "only-by-a-pruned-move"])
def test_the_core_alone_never_says_lost(state: SpiderState) -> None:
    alone = solve(state, Budget(seconds=None, nodes=50_000), portfolio=NATIVE)
    assert alone.outcome is not Verdict.UNSOLVABLE
    everything = solve(state, Budget(seconds=None, nodes=50_000))
    if state is ONLY_BY_A_PRUNED_MOVE:
        assert everything.outcome is Verdict.SOLVED and replay(state, everything.moves).is_won
    else:
        assert alone.outcome is Verdict.UNKNOWN
        assert everything.outcome is Verdict.UNSOLVABLE  # the complete search, beside it


@needs_core
def test_the_core_keeps_to_its_position_budget() -> None:
    result = solve(new_spider(100, 4), Budget(seconds=None, nodes=5_000), portfolio=NATIVE)
    assert result.outcome is Verdict.UNKNOWN and 0 < result.nodes <= 5_000


@needs_core
def test_the_core_asks_the_cancel_and_stops() -> None:
    calls = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 2

    result = solve(new_spider(100, 4), Budget(seconds=None), cancelled, portfolio=NATIVE)
    # The core asks every 1,024 positions (the solver around it asks too):
    # it stops at the third question at the latest, not at the default budget.
    assert result.outcome is Verdict.UNKNOWN and len(calls) >= 3
    assert 0 < result.nodes <= 3 * 1024


@needs_core
def test_the_core_refuses_what_is_not_a_position() -> None:
    assert core.CORE is not None
    weights = (30, 12, 2, 2, 3, 8, 0, 0, 0)
    good = [bytes((12,))] * 10
    with pytest.raises(ValueError):
        core.CORE.beam(good[:9], b"", 0, weights, 10, 10, 0, 0, None, None, None, 1000)
    with pytest.raises(ValueError):
        core.CORE.beam([bytes((60,))] + good[1:], b"", 0, weights, 10, 10, 0, 0, None, None, None, 1000)
    with pytest.raises(ValueError):
        core.CORE.beam(good, bytes(7), 0, weights, 10, 10, 0, 0, None, None, None, 1000)
    with pytest.raises(ValueError):
        core.CORE.beam(good, b"", 0, weights[:8], 10, 10, 0, 0, None, None, None, 1000)


@pytest.mark.parametrize("steps", [[(1, 12, 2)], [], [(0, -1, 0)]], ids=["illegal", "short", "no-row"])
def test_a_line_of_the_core_that_does_not_win_is_not_taken(monkeypatch, steps) -> None:
    # The core's line is played through the rules before the solver answers
    # solved: one that is illegal or does not win is dropped like a dry search.
    monkeypatch.setattr(core, "beam", lambda *args, **kwargs: (Verdict.SOLVED, steps, 10, 100, False))
    state = new_spider(2, 2)
    result = solve(state, Budget(seconds=None, nodes=300), portfolio=NATIVE, compiled=True)
    assert result.outcome is Verdict.UNKNOWN


def test_without_the_core_the_python_portfolio_runs(monkeypatch) -> None:
    state = new_spider(9, 1)
    assert SpiderSolver(state, compiled=False).portfolio == PORTFOLIO
    assert not any(weights.native for weights in PORTFOLIO)
    # A compiled search asked for without the core is left out, the others run.
    assert SpiderSolver(state, portfolio=CORE_PORTFOLIO, compiled=False).portfolio == (
        CORE_PORTFOLIO[0], CORE_PORTFOLIO[2])
    monkeypatch.setattr(core, "CORE", None)
    assert not core.enabled()
    assert SpiderSolver(state).portfolio == PORTFOLIO
    result = spider_solver.solve(state, Budget(seconds=None, nodes=50_000))
    assert result.outcome is Verdict.SOLVED and replay(state, result.moves).is_won


@needs_core
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(1, 10**6), st.sampled_from([1, 2, 4]), st.integers(0, 150))
def test_the_core_from_anywhere_in_a_game(seed: int, deal: int, suits: int, played: int) -> None:
    # Random positions of random games (rows dealt or not, empty columns, runs
    # split): whatever the core answers, a line replays through the rules and
    # is made of hint moves, and it never says lost.
    state = new_spider(deal, suits)
    rng = random.Random(seed)
    for _ in range(played):
        moves = useful_moves(state)
        if not moves or state.is_won:
            break
        state = state.apply(rng.choice(moves))
    result = solve(state, Budget(seconds=None, nodes=20_000), portfolio=NATIVE)
    assert result.outcome is not Verdict.UNSOLVABLE
    if result.outcome is Verdict.SOLVED:
        _hint_moves_all_along(state, result.moves)


@needs_core
@pytest.mark.parametrize(("number", "suits"), [(2, 2), (3, 2), (2, 4)])
def test_the_core_and_the_python_beam_search_alike(number: int, suits: int) -> None:
    # The same method (the Python beam with Weights.loose has the core's moves
    # and ranking; ties and keys differ a little): both win, at position counts
    # within a factor of 1.5 of each other.
    state = new_spider(number, suits)
    python = solve(state, Budget(seconds=None, nodes=200_000), portfolio=PORTFOLIO[1:2], compiled=False)
    compiled = solve(state, Budget(seconds=None, nodes=200_000), portfolio=NATIVE)
    assert PORTFOLIO[1].loose and PORTFOLIO[1].beam and not PORTFOLIO[1].native
    for result in (python, compiled):
        assert result.outcome is Verdict.SOLVED and replay(state, result.moves).is_won
    assert 2 * compiled.nodes < 3 * python.nodes and 2 * python.nodes < 3 * compiled.nodes, (python, compiled)


@needs_core
def test_a_wide_level_the_layout_bound_leaves_short_is_filled() -> None:
    # Four-suit deal 159 at width 1,600: with the layout bound alone every level
    # is short and the pass dies out; filled with the best children the bound
    # left out, it wins.
    assert core.CORE is not None
    state = new_spider(159, 4)
    columns = [bytes(card.index + (64 if i < down else 0) for i, card in enumerate(column))
               for column, down in zip(state.columns, state.hidden)]
    stock = bytes(card.index for card in state.stock)
    weights = (30, 12, 2, 2, 3, 8, 0, 0, 0)
    bound_alone = core.CORE.beam(columns, stock, 0, weights, 1600, 1600, 4, -1, None, None, None, 4_000_000)
    assert bound_alone[0] == 2 and bound_alone[3] == 0  # died out, nothing wider to try
    filled = core.beam(columns, stock, 0, weights, width=1600, max_width=1600, per_layout=4, fill_from=1600,
                       max_nodes=None, seconds=None, cancel=None, max_stored=4_000_000)
    assert filled[0] is Verdict.SOLVED
    assert replay(state, SpiderSolver(state).checked(filled[1]) or ()).is_won
