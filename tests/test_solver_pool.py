"""The solver on two cores: the helper process, the race, cancel and fallbacks."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import Future

import pytest

from klondike_qt.engine import Rules, apply, deal
from klondike_qt.engine import solver_pool as pool_module
from klondike_qt.engine.solver import Budget, Outcome, Phases, SolveResult, solve
from klondike_qt.engine.solver_pool import SolverPool

EASY = deal(1, Rules(draw=1))
# Not decided in many seconds by either phase (one of the benchmark's undecided deals).
HARD = deal(3387541015, Rules(draw=1))
# Lost, and only the depth-first search proves it: the best-first phase
# alone never says UNSOLVABLE for it within a short budget.
PROVEN_BY_DEPTH_FIRST = deal(2529745434, Rules(draw=3))


@pytest.fixture(scope="module")
def pool():
    solver_pool = SolverPool()
    solver_pool.solve(EASY, Budget(seconds=5))  # start the helper once
    yield solver_pool
    solver_pool.close()


def _helpers() -> list:
    return [child for child in multiprocessing.active_children() if child.is_alive()]


def test_a_solved_line_replays_to_a_win(pool):
    for number in (2, 7, 11):
        for draw in (1, 3):
            state = deal(number, Rules(draw=draw))
            result = pool.solve(state, Budget(seconds=10))
            if result.outcome is not Outcome.SOLVED:
                continue
            for move in result.moves:
                state = apply(state, move)
            assert state.is_won, (number, draw)


def test_the_helper_answers_what_this_thread_cannot(pool):
    """The depth-first search in the helper proves a deal lost while the
    best-first phase here is still looking (it is stopped once the helper
    has answered)."""
    assert solve(PROVEN_BY_DEPTH_FIRST, Budget(seconds=1), phases=Phases.FIRST).outcome is Outcome.UNKNOWN
    result = pool.solve(PROVEN_BY_DEPTH_FIRST, Budget(seconds=60))
    assert result.outcome is Outcome.UNSOLVABLE
    assert result.seconds < 30


def test_the_race_takes_a_decided_helper_answer_and_stops_this_search():
    done: Future = Future()
    done.set_result(SolveResult(Outcome.UNSOLVABLE, (), 7, 0.1))
    started = time.monotonic()
    result = SolverPool()._race(HARD, Budget(seconds=30), lambda: False, done, started)
    assert result.outcome is Outcome.UNSOLVABLE
    assert time.monotonic() - started < 2


def test_a_failed_helper_does_not_stop_this_search():
    failed: Future = Future()
    failed.set_exception(RuntimeError("the helper died"))
    result = SolverPool()._race(EASY, Budget(seconds=30), lambda: False, failed, time.monotonic())
    assert result.outcome is Outcome.SOLVED


def test_both_searches_spend_the_budget_then_answer_unknown(pool):
    started = time.monotonic()
    result = pool.solve(HARD, Budget(seconds=1.0))
    elapsed = time.monotonic() - started
    assert result.outcome is Outcome.UNKNOWN
    assert 0.9 < elapsed < 1.0 + pool_module._GRACE_SECONDS + 0.5
    # Positions of both searches are counted: more than this thread alone
    # searches in the same time.
    alone = solve(HARD, Budget(seconds=1.0), phases=Phases.FIRST)
    assert result.nodes > alone.nodes


def test_cancel_stops_both_searches_promptly(pool):
    cancel = threading.Event()
    timer = threading.Timer(0.3, cancel.set)
    timer.start()
    started = time.monotonic()
    result = pool.solve(HARD, Budget(seconds=60), cancel)
    assert result.outcome is Outcome.UNKNOWN
    assert time.monotonic() - started < 1.5
    # The helper stopped too: the next search gets it at once.
    started = time.monotonic()
    assert pool.solve(EASY, Budget(seconds=60)).outcome is Outcome.SOLVED
    assert time.monotonic() - started < 2


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_helper_is_replaced():
    solver_pool = SolverPool()
    try:
        assert solver_pool.solve(EASY, Budget(seconds=10)).outcome is Outcome.SOLVED
        helpers = _helpers()
        assert helpers
        for helper in helpers:
            os.kill(helper.pid, signal.SIGKILL)
        time.sleep(0.5)
        # The broken helper is noticed; this search still answers correctly.
        state = deal(2, Rules(draw=1))
        first = solver_pool.solve(state, Budget(seconds=10))
        assert first.outcome is Outcome.SOLVED
        # ... and a new helper serves the next one.
        assert solver_pool.solve(PROVEN_BY_DEPTH_FIRST, Budget(seconds=60)).outcome is Outcome.UNSOLVABLE
    finally:
        solver_pool.close()


def test_after_close_it_solves_on_the_calling_thread():
    solver_pool = SolverPool()
    solver_pool.close()
    result = solver_pool.solve(EASY, Budget(seconds=10))
    assert result.outcome is Outcome.SOLVED


def test_one_core_means_no_helper(monkeypatch):
    monkeypatch.setattr(pool_module.os, "cpu_count", lambda: 1)
    assert pool_module.default_pool() is None
    assert pool_module.solve_parallel(EASY, Budget(seconds=10)).outcome is Outcome.SOLVED


def test_a_won_state_needs_no_search(pool):
    state = EASY
    for move in solve(EASY, Budget(seconds=10)).moves:
        state = apply(state, move)
    result = pool.solve(state)
    assert result.outcome is Outcome.SOLVED and result.moves == ()
