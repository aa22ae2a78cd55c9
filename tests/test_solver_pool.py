"""The solver on two cores: the helper process, the race, cancel and fallbacks."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from klondike_qt.engine.klondike import Move, Rules, apply, deal
from klondike_qt.engine.klondike.solver import Budget, SolveResult, SolverPool, Verdict, solve
from klondike_qt.engine.klondike.solver import pool as pool_module
from klondike_qt.engine.klondike.solver.protocol import state_from_json, state_to_json
from klondike_qt.engine.klondike.solver.search import Phases, run_phases

EASY = deal(1, Rules(draw=1))
# Not decided in many seconds by the Python search (one of the benchmark's
# undecided deals: still unknown after 8 s on two cores; the tests run with the
# compiled core off, tests/conftest.py).
HARD = deal(1591382745, Rules(draw=1))
# Lost, and only the depth-first search proves it: the best-first phase
# alone never says UNSOLVABLE for it within a short budget.
# (The best-first phase is still looking after 200,000 positions; the helper's
# restarts prove it in about a second.)
PROVEN_BY_DEPTH_FIRST = deal(1737120420, Rules(draw=3))


@pytest.fixture(scope="module")
def pool():
    solver_pool = SolverPool()
    assert solver_pool.start()
    yield solver_pool
    solver_pool.close()


class _FakeHelper:
    """Stands in for the helper process in the race."""

    def __init__(self, result: SolveResult | None, alive: bool = True) -> None:
        self.result = result
        self.alive = alive

    def answer(self, generation: int) -> SolveResult | None:
        return self.result

    def wait(self, generation: int, timeout: float) -> SolveResult | None:
        time.sleep(timeout)
        return self.result


def test_a_solved_line_replays_to_a_win(pool):
    for number in (2, 7, 11):
        for draw in (1, 3):
            state = deal(number, Rules(draw=draw))
            result = pool.solve(state, Budget(seconds=10))
            if result.outcome is not Verdict.SOLVED:
                continue
            for move in result.moves:
                state = apply(state, move)
            assert state.is_won, (number, draw)


def test_the_helper_answers_what_this_thread_cannot(pool):
    """The depth-first search in the helper proves a deal lost while the
    best-first phase here is still looking (it is stopped once the helper
    has answered)."""
    assert run_phases(PROVEN_BY_DEPTH_FIRST, Budget(seconds=1), phases=Phases.FIRST).outcome is Verdict.UNKNOWN
    result = pool.solve(PROVEN_BY_DEPTH_FIRST, Budget(seconds=60))
    assert result.outcome is Verdict.UNSOLVABLE
    assert result.seconds < 30


def test_the_race_takes_a_decided_helper_answer_and_stops_this_search():
    helper = _FakeHelper(SolveResult(Verdict.UNSOLVABLE, (), 7, 0.1))
    started = time.monotonic()
    result = SolverPool()._race(HARD, Budget(seconds=30), lambda: False, helper, 1, started)
    assert result.outcome is Verdict.UNSOLVABLE and result.nodes >= 7
    assert time.monotonic() - started < 2


def test_a_dead_helper_does_not_stop_this_search():
    helper = _FakeHelper(None, alive=False)
    result = SolverPool()._race(EASY, Budget(seconds=30), lambda: False, helper, 1, time.monotonic())
    assert result.outcome is Verdict.SOLVED


def test_an_unknown_helper_answer_does_not_stop_this_search():
    helper = _FakeHelper(SolveResult(Verdict.UNKNOWN, (), 5, 0.1))
    result = SolverPool()._race(EASY, Budget(seconds=30), lambda: False, helper, 1, time.monotonic())
    assert result.outcome is Verdict.SOLVED


def test_both_searches_spend_the_budget_then_answer_unknown(pool):
    started = time.monotonic()
    result = pool.solve(HARD, Budget(seconds=1.0))
    elapsed = time.monotonic() - started
    assert result.outcome is Verdict.UNKNOWN
    assert 0.9 < elapsed < 1.0 + pool_module._GRACE_SECONDS + 1.5


def test_the_positions_of_both_searches_are_counted(pool):
    result = pool.solve(HARD, Budget(seconds=None, nodes=3000))
    assert result.outcome is Verdict.UNKNOWN
    # This thread searched its 3000 (best-first), the helper its 3000 (depth-first).
    assert result.nodes >= 2 * 3000


def test_cancel_stops_both_searches_promptly(pool):
    cancel = threading.Event()
    timer = threading.Timer(0.3, cancel.set)
    timer.start()
    started = time.monotonic()
    result = pool.solve(HARD, Budget(seconds=60), cancel)
    assert result.outcome is Verdict.UNKNOWN
    assert time.monotonic() - started < 1.5
    # The helper stopped too: the next search gets it at once.
    started = time.monotonic()
    assert pool.solve(EASY, Budget(seconds=60)).outcome is Verdict.SOLVED
    assert time.monotonic() - started < 2


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_helper_is_replaced():
    solver_pool = SolverPool()
    try:
        assert solver_pool.start()
        pid = solver_pool.helper_pid
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
        time.sleep(0.5)
        # The dead helper is noticed; this search still answers correctly.
        assert solver_pool.solve(deal(2, Rules(draw=1)), Budget(seconds=10)).outcome is Verdict.SOLVED
        # ... and a new helper serves the next one.
        assert solver_pool.helper_pid not in (None, pid)
        assert solver_pool.solve(PROVEN_BY_DEPTH_FIRST, Budget(seconds=60)).outcome is Verdict.UNSOLVABLE
    finally:
        solver_pool.close()


def test_the_helper_ends_when_the_program_that_started_it_ends():
    # A program starts a pool, searches, and is killed: its helper must not linger.
    code = ("import os, signal, sys\n"
            "from klondike_qt.engine.klondike import Rules, deal\n"
            "from klondike_qt.engine.klondike.solver import SolverPool\n"
            "pool = SolverPool()\n"
            "pool.start()\n"
            "pool.solve(deal(1591382745, Rules()), 0.5)\n"
            "print(pool.helper_pid, flush=True)\n"
            "os.kill(os.getpid(), signal.SIGKILL)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    pid = int(out.stdout.split()[0])
    assert out.stderr == ""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        with contextlib.suppress(ChildProcessError):  # reap it if it is our zombie (it is not:
            os.waitpid(pid, os.WNOHANG)  # its parent was the killed program)
        time.sleep(0.1)
    else:
        raise AssertionError(f"helper {pid} still runs")


def test_the_helper_protocol_answers_searches_and_skips_bad_lines():
    helper = subprocess.Popen([sys.executable, "-m", "klondike_qt.engine.klondike.solver.helper"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, bufsize=1)

    def ask(line: str) -> dict:
        helper.stdin.write(line + "\n")
        helper.stdin.flush()
        return json.loads(helper.stdout.readline())

    try:
        helper.stdin.write("not json\n" + json.dumps([1, 2]) + "\n")  # skipped, no answer
        answer = ask(json.dumps({"solve": 1, "state": state_to_json(EASY), "seconds": 10, "nodes": None}))
        assert answer["solved"] == 1 and answer["result"] == "solved" and answer["moves"]
        won = EASY
        for text in answer["moves"]:
            won = apply(won, Move.parse(text))
        assert won.is_won
        answer = ask(json.dumps({"solve": 2, "state": {"rules": "nonsense"}, "seconds": 10, "nodes": None}))
        assert answer["solved"] == 2 and answer["result"] == "unknown"
        # A search cancelled while it runs answers unknown at once.
        helper.stdin.write(json.dumps({"solve": 3, "state": state_to_json(HARD), "seconds": 60,
                                       "nodes": None}) + "\n")
        helper.stdin.flush()
        time.sleep(0.3)
        started = time.monotonic()
        answer = ask(json.dumps({"cancel": 3}))
        assert answer["solved"] == 3 and answer["result"] == "unknown"
        assert time.monotonic() - started < 1
    finally:
        helper.stdin.close()
        assert helper.wait(timeout=10) == 0  # its input closed: it ends, quietly
        assert helper.stderr.read() == ""


def test_a_position_survives_the_trip_to_the_helper():
    state = deal(9, Rules(draw=3, pass_limit=3))
    for move in solve(state, Budget(seconds=10)).moves[:25]:
        state = apply(state, move)
    back = state_from_json(json.loads(json.dumps(state_to_json(state))))
    assert (back.rules, back.stock, back.waste, back.foundations, back.tableau, back.hidden, back.passes) == (
        state.rules, state.stock, state.waste, state.foundations, state.tableau, state.hidden, state.passes)


def test_the_helper_starts_only_for_a_search_that_lasts():
    solver_pool = SolverPool()
    try:
        assert solver_pool.solve(EASY, Budget(seconds=10)).outcome is Verdict.SOLVED
        assert solver_pool.helper_pid is None  # won in a moment: no process started
        started = time.monotonic()
        result = solver_pool.solve(PROVEN_BY_DEPTH_FIRST, Budget(seconds=60))
        assert result.outcome is Verdict.UNSOLVABLE and time.monotonic() - started < 30
        assert solver_pool.helper_pid is not None
    finally:
        solver_pool.close()


def test_after_close_it_solves_on_the_calling_thread():
    solver_pool = SolverPool()
    solver_pool.close()
    result = solver_pool.solve(EASY, Budget(seconds=10))
    assert result.outcome is Verdict.SOLVED


def test_one_core_means_no_helper(monkeypatch):
    monkeypatch.setattr(pool_module.os, "cpu_count", lambda: 1)
    assert pool_module.default_pool() is None
    assert solve(EASY, Budget(seconds=10, cores=2)).outcome is Verdict.SOLVED


def test_a_won_state_needs_no_search(pool):
    state = EASY
    for move in solve(EASY, Budget(seconds=10)).moves:
        state = apply(state, move)
    result = pool.solve(state)
    assert result.outcome is Verdict.SOLVED and result.moves == ()


def _stopped_helper_requests(solver_pool: SolverPool, count: int,
                             enough: threading.Event | None = None) -> threading.Thread:
    """A thread that asks ``count`` searches (or until ``enough`` is set) of a
    helper that never reads them (each one cancelled at once, as a move
    cancels the game's search): they fill its input pipe long before the end."""
    def ask() -> None:
        cancel = threading.Event()
        cancel.set()
        state = deal(3, Rules(draw=3))
        for _ in range(count):
            if enough is not None and enough.is_set():
                return
            solver_pool.solve(state, Budget(seconds=2), cancel)

    thread = threading.Thread(target=ask, daemon=True)
    thread.start()
    return thread


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_a_stopped_helper_never_blocks_a_search_or_the_shutdown():
    """Issue 16, item 8: with the helper stopped (SIGSTOP), the game played
    ~540 moves, the helper's input pipe filled, and quitting hung for ever.
    Searches and ``close`` must end whatever the helper does."""
    solver_pool = SolverPool()
    assert solver_pool.start()
    pid = solver_pool.helper_pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)
    try:
        requests = _stopped_helper_requests(solver_pool, 2000)
        requests.join(timeout=30)
        assert not requests.is_alive(), "a search blocked on the stopped helper's input"
        closing = threading.Thread(target=solver_pool.close, daemon=True)
        started = time.monotonic()
        closing.start()
        closing.join(timeout=2)
        assert not closing.is_alive(), "close() blocked on the stopped helper"
        assert time.monotonic() - started < 2
        # The stopped helper was ended, not left behind.
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            try:
                os.waitpid(pid, os.WNOHANG)
                os.kill(pid, 0)
            except (ProcessLookupError, ChildProcessError):
                break
            time.sleep(0.05)
        else:
            raise AssertionError(f"helper {pid} still runs")
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)  # unblocks whatever is left


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_close_ends_a_search_blocked_on_a_stopped_helper_within_two_seconds():
    """Quitting while the game's search is still talking to a stopped helper
    (a search in progress on another thread) ends within two seconds."""
    solver_pool = SolverPool()
    assert solver_pool.start()
    pid = solver_pool.helper_pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)
    try:
        enough = threading.Event()
        requests = _stopped_helper_requests(solver_pool, 100000, enough)
        time.sleep(1.0)  # the pipe is full well before this
        closing = threading.Thread(target=solver_pool.close, daemon=True)
        closing.start()
        closing.join(timeout=2)  # the quit: within two seconds
        assert not closing.is_alive(), "close() blocked on the stopped helper"
        # The search thread is not the quit's to wait for, but it must end too (each search
        # now runs here, cancelled at once). Not added to the quit's two seconds: on a loaded
        # 2-core CI machine the two together once took 2.66 s, each within its own bound.
        enough.set()
        requests.join(timeout=2)
        assert not requests.is_alive(), "the searches go on after close()"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


def test_a_search_waiting_for_a_frozen_one_gives_up_after_its_budget_or_its_cancel():
    """Concurrent searches run one after the other, but one that waits for
    another looks at its clock and its cancel: a search frozen while it holds the
    pool (the suite's hang: its thread stuck deleting a window) never blocks the
    next ones for longer than their budget. (A watchdog lets the frozen search go
    after 10 s, so that a regression fails instead of hanging.)"""
    solver_pool = SolverPool()
    frozen, entered = threading.Event(), threading.Event()

    def freeze() -> bool:  # the first search's cancel, looked at inside the pool
        entered.set()
        frozen.wait()
        return True

    watchdog = threading.Timer(10.0, frozen.set)
    watchdog.start()
    holder = threading.Thread(target=solver_pool.solve, args=(HARD, Budget(seconds=60), freeze), daemon=True)
    try:
        holder.start()
        assert entered.wait(10)
        started = time.monotonic()
        result = solver_pool.solve(EASY, Budget(seconds=0.5))
        elapsed = time.monotonic() - started
        assert result.outcome is Verdict.UNKNOWN and elapsed < 2.0, f"waited {elapsed:.1f} s"
        cancel = threading.Event()
        threading.Timer(0.2, cancel.set).start()
        started = time.monotonic()
        assert solver_pool.solve(EASY, Budget(seconds=60), cancel).outcome is Verdict.UNKNOWN
        elapsed = time.monotonic() - started
        assert elapsed < 2.0, f"waited {elapsed:.1f} s after the cancel"
    finally:
        frozen.set()
        watchdog.cancel()
        holder.join(10)
        solver_pool.close()
    # Once the pool is free again, searches go on as before.
    assert solver_pool.solve(EASY, Budget(seconds=10)).outcome is Verdict.SOLVED
