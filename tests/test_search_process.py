"""The pure-Python games' searches in a helper process: answers, cancel,
budget, supersede, a killed or stopped helper, quitting, and the GUI thread's
event loop kept running while they search (issue #28, item 12)."""

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
from engine_helpers import spider_never_decided

from klondike_qt.engine import search_process
from klondike_qt.engine.position_codec import decode, encode
from klondike_qt.engine.search_process import SearchProcess
from klondike_qt.engine.searches import SEARCHES, in_helper
from klondike_qt.engine.solving import Budget, SolveResult, Verdict, replay
from klondike_qt.engine.spider import new_spider

SPIDER = "spider"
SPIDER_CLASSES = SEARCHES[SPIDER].classes
EASY = new_spider(1, 1)   # won in a fraction of a second
HARD = spider_never_decided()  # undecided however long it is searched


def solve_in(process: SearchProcess, game: str, state, budget, cancel=None) -> SolveResult:
    """``game``'s search in ``process`` (what :func:`in_helper`'s solve does in the default one)."""
    search = SEARCHES[game]
    return process.solve(game, search.solve, search.classes, state, budget, cancel)


@pytest.fixture
def searches():
    process = SearchProcess()
    assert process.start()
    yield process
    process.close()


def _games():
    from klondike_qt.engine.golf.state import new_golf
    from klondike_qt.engine.pyramid.state import new_pyramid
    from klondike_qt.engine.tripeaks.state import new_tripeaks
    from klondike_qt.engine.yukon.state import new_yukon

    return [("spider", EASY), ("yukon", new_yukon(2)), ("pyramid", new_pyramid(1)),
            ("tripeaks", new_tripeaks(1)), ("golf", new_golf(1))]


def test_every_pure_python_game_gets_its_own_answer_from_the_helper(searches):
    import importlib

    for game, state in _games():
        mine = SEARCHES[game].solve(state, Budget(seconds=10))
        theirs = solve_in(searches, game, state, Budget(seconds=10))
        assert theirs.outcome is mine.outcome, game
        if theirs.outcome is Verdict.SOLVED:
            won = state
            for move in theirs.moves:  # (Yukon's moves are played by a function, the others' by a method)
                won = importlib.import_module(f"klondike_qt.engine.{game}.state").apply(won, move) \
                    if game == "yukon" else won.apply(move)
            assert won.is_won, game


def test_the_models_search_in_the_helper():
    from klondike_qt.model.golf_model import GolfModel
    from klondike_qt.model.spider_model import SpiderModel
    from klondike_qt.model.yukon_model import YukonModel

    for model in (SpiderModel(1), YukonModel(), GolfModel()):
        assert repr(model.solver()).startswith("in_helper("), type(model).__name__


def test_the_budget_ends_the_search(searches):
    started = time.monotonic()
    result = solve_in(searches, SPIDER, HARD, Budget(seconds=1.0))
    elapsed = time.monotonic() - started
    assert result.outcome is Verdict.UNKNOWN and result.nodes > 0
    assert 0.9 < elapsed < 1.0 + search_process._GRACE_SECONDS


def test_cancel_answers_at_once_and_frees_the_helper(searches):
    cancel = threading.Event()
    threading.Timer(0.5, cancel.set).start()
    started = time.monotonic()
    assert solve_in(searches, SPIDER, HARD, Budget(seconds=60), cancel).outcome is Verdict.UNKNOWN
    assert time.monotonic() - started < 0.8
    pid = searches.helper_pid
    # The helper dropped the cancelled search: the next one is answered at once, by it.
    started = time.monotonic()
    assert solve_in(searches, SPIDER, EASY, Budget(seconds=60)).outcome is Verdict.SOLVED
    assert time.monotonic() - started < 2 and searches.helper_pid == pid


def test_a_search_waiting_for_another_looks_at_its_cancel(searches):
    holder = threading.Thread(target=solve_in, args=(searches, SPIDER, HARD, Budget(seconds=3)), daemon=True)
    holder.start()
    time.sleep(0.3)
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    started = time.monotonic()
    assert solve_in(searches, SPIDER, EASY, Budget(seconds=60), cancel).outcome is Verdict.UNKNOWN
    assert time.monotonic() - started < 0.6
    holder.join(10)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_helper_killed_mid_search_fails_that_search_only(searches):
    pid = searches.helper_pid
    threading.Timer(0.5, os.kill, (pid, signal.SIGKILL)).start()
    started = time.monotonic()
    result = solve_in(searches, SPIDER, HARD, Budget(seconds=30))
    assert result.outcome is Verdict.UNKNOWN
    assert time.monotonic() - started < 1.5, "the dead helper was not noticed"
    result = solve_in(searches, SPIDER, EASY, Budget(seconds=30))
    assert result.outcome is Verdict.SOLVED and searches.helper_pid not in (None, pid)


def _gone(pid: int, within: float) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            os.waitpid(pid, os.WNOHANG)
            os.kill(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            return True
        time.sleep(0.05)
    return False


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_a_stopped_helper_fails_its_search_after_the_deadline_and_is_replaced(searches):
    pid = searches.helper_pid
    os.kill(pid, signal.SIGSTOP)
    try:
        started = time.monotonic()
        result = solve_in(searches, SPIDER, EASY, Budget(seconds=1.0))
        elapsed = time.monotonic() - started
        assert result.outcome is Verdict.UNKNOWN
        # Its deadline, the grace, then the stopped helper killed (at most a second).
        assert elapsed < 1.0 + search_process._GRACE_SECONDS + 1.2, f"waited {elapsed:.1f} s"
        assert _gone(pid, 5), f"the stopped helper {pid} still runs"
        result = solve_in(searches, SPIDER, EASY, Budget(seconds=30))
        assert result.outcome is Verdict.SOLVED and searches.helper_pid not in (None, pid)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_quitting_with_a_stopped_helper_mid_search_takes_about_a_second():
    process = SearchProcess()
    assert process.start()
    pid = process.helper_pid
    answers: list[SolveResult] = []
    search = threading.Thread(target=lambda: answers.append(solve_in(process, SPIDER, HARD, Budget(seconds=60))),
                              daemon=True)
    search.start()
    time.sleep(0.5)
    os.kill(pid, signal.SIGSTOP)
    try:
        started = time.monotonic()
        process.close()
        search.join(1.0)
        elapsed = time.monotonic() - started
        assert not search.is_alive() and answers[0].outcome is Verdict.UNKNOWN
        assert elapsed < 1.5, f"quitting took {elapsed:.1f} s"
        assert _gone(pid, 2)
        # Closed: a later search runs here, on the calling thread.
        assert solve_in(process, SPIDER, EASY, Budget(seconds=30)).outcome is Verdict.SOLVED
        assert process.helper_pid is None
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_a_game_played_on_with_the_helper_stopped_quits_within_two_seconds(qtbot, monkeypatch):
    """The worker's view: the helper stopped, 600 moves played (each a request
    that cancels the last), then quitting: the worker's shutdown and the helper's
    close (what the program's exit does) within two seconds. (A watchdog kills
    the helper after 20 s so that a regression fails instead of hanging.)"""
    from klondike_qt.model.solver_worker import SolverWorker

    process = SearchProcess()
    monkeypatch.setattr(search_process, "_default", process)
    assert process.start()
    pid = process.helper_pid
    os.kill(pid, signal.SIGSTOP)
    watchdog = threading.Timer(20.0, lambda: _kill(pid))
    watchdog.start()
    try:
        worker = SolverWorker(in_helper(SPIDER), seconds=2.0)
        for generation in range(1, 601):
            worker.request(HARD, generation)
            if generation % 50 == 0:
                qtbot.wait(20)
        qtbot.wait(500)
        started = time.monotonic()
        worker.shutdown()
        process.close()
        elapsed = time.monotonic() - started
        assert elapsed < 2.0, f"quitting took {elapsed:.1f} s"
    finally:
        watchdog.cancel()
        _kill(pid)
        process.close()


def _kill(pid: int) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)


def test_without_a_helper_the_search_runs_here(monkeypatch):
    monkeypatch.setattr(search_process, "helper_command", lambda module, flag: ["/nonexistent/klondike-qt"])
    process = SearchProcess()
    assert not process.start()
    result = solve_in(process, SPIDER, EASY, Budget(seconds=30))
    assert result.outcome is Verdict.SOLVED and replay(EASY, result.moves).is_won
    process.close()


def test_helpers_that_keep_dying_give_way_to_the_search_here(monkeypatch):
    # A helper that starts and ends at once (a broken frozen build, say).
    monkeypatch.setattr(search_process, "helper_command",
                        lambda module, flag: [sys.executable, "-c", "pass"])
    process = SearchProcess()
    outcomes = [solve_in(process, SPIDER, EASY, Budget(seconds=5)).outcome
                for _ in range(search_process._GIVE_UP_AFTER + 1)]
    assert outcomes[:-1] == [Verdict.UNKNOWN] * search_process._GIVE_UP_AFTER
    assert outcomes[-1] is Verdict.SOLVED and process.helper_pid is None
    process.close()


def test_positions_cross_the_pipe_as_plain_json_and_only_the_games_classes_come_back():
    text = json.dumps(encode(EASY))  # plain JSON: no serialiser that runs code
    back = decode(json.loads(text), SPIDER_CLASSES)
    assert back == EASY and back.columns[0][0] is EASY.columns[0][0]  # cards interned as ever
    for name in ("Popen", "SearchProcess", "Path"):  # a class outside the game's table
        with pytest.raises(ValueError):
            decode({"class": name, "fields": {}}, SPIDER_CLASSES)
    with pytest.raises(ValueError):
        decode({"interned": "Card", "text": "not a card"}, SPIDER_CLASSES)
    with pytest.raises(ValueError):
        decode({"tuple": 5}, SPIDER_CLASSES)
    for game, state in _games():  # every game's position, and its moves
        classes = SEARCHES[game].classes
        assert decode(json.loads(json.dumps(encode(state))), classes) == state, game
        moves = list(SEARCHES[game].solve(state, Budget(seconds=5)).moves)
        assert decode(json.loads(json.dumps(encode(moves))), classes) == moves, game


def test_the_helper_protocol_answers_every_request_and_ends_with_its_input():
    helper = subprocess.Popen([sys.executable, "-m", "klondike_qt.engine.search_helper"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, bufsize=1)

    def ask(request: dict) -> dict:
        helper.stdin.write(json.dumps(request) + "\n")
        helper.stdin.flush()
        return json.loads(helper.stdout.readline())

    try:
        helper.stdin.write("not json\n[1, 2]\n")  # skipped, no answer
        answer = ask({"solve": 1, "game": SPIDER, "state": encode(EASY), "seconds": 10, "nodes": None})
        assert answer["solved"] == 1 and answer["result"] == "solved"
        assert replay(EASY, decode(answer["moves"], SPIDER_CLASSES)).is_won
        answer = ask({"solve": 2, "game": "os", "state": encode(EASY), "seconds": 10, "nodes": None})
        assert answer["solved"] == 2 and answer["result"] == "unknown"
        answer = ask({"solve": 3, "game": SPIDER, "state": "bm9uc2Vuc2U=", "seconds": 10, "nodes": None})
        assert answer["solved"] == 3 and answer["result"] == "unknown"
        # A search cancelled while it runs answers unknown at once.
        helper.stdin.write(json.dumps({"solve": 4, "game": SPIDER, "state": encode(HARD), "seconds": 60,
                                       "nodes": None}) + "\n")
        helper.stdin.flush()
        time.sleep(0.3)
        started = time.monotonic()
        answer = ask({"cancel": 4})
        assert answer["solved"] == 4 and answer["result"] == "unknown"
        assert time.monotonic() - started < 1
    finally:
        helper.stdin.close()
        assert helper.wait(timeout=10) == 0  # its input closed: it ends, quietly
        assert helper.stderr.read() == ""


def test_in_helper_names_a_game_of_the_table_and_keeps_the_signature():
    solve = in_helper(SPIDER)
    assert solve(EASY, 30).outcome is Verdict.SOLVED
    assert solve(EASY, Budget(seconds=None, nodes=100_000)).outcome is Verdict.SOLVED  # (searched here)
    with pytest.raises(KeyError):
        in_helper("klondike_qt.model.session")


def _event_loop_gaps(qtbot, solve, seconds: float) -> list[float]:
    """The gaps between the ticks of a 10 ms timer on the GUI thread while the
    worker searches ``HARD`` with ``solve`` for ``seconds``, sorted. Each tick
    hands the interpreter lock back and forth ten times, as a GUI event does
    that runs several Python slots and overrides (a menu opening: its event
    filters, the accessibility, the paint); against a thread that holds the
    lock, each of those waits up to the switch interval."""
    from PySide6.QtCore import QTimer

    from klondike_qt.model.solver_worker import SolverWorker

    worker = SolverWorker(solve, seconds=seconds, max_seconds=seconds)
    gaps: list[float] = []
    last = [0.0]

    def tick() -> None:
        for _ in range(10):
            time.sleep(0)  # releases the lock and takes it again
        now = time.monotonic()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    try:
        with qtbot.waitSignal(worker.finished, timeout=int((seconds + 10) * 1000)) as blocker:
            last[0] = time.monotonic()
            timer.start()
            worker.request(HARD, 1)
        assert blocker.args[1].outcome is Verdict.UNKNOWN  # it searched the whole time
    finally:
        timer.stop()
        worker.shutdown()
    return sorted(gaps)


def test_the_gui_thread_keeps_its_event_loop_while_spider_searches(qtbot):
    """Issue #28, item 12: while Spider's solver searched on the worker's thread
    the GUI thread starved (the Game menu closed by itself). The search the
    model hands the worker must leave the event loop ticking as if nothing
    searched: measured against the same search on the worker's thread."""
    from klondike_qt.engine.spider.solver import solve
    from klondike_qt.model.spider_model import SpiderModel

    def in_thread(state, budget=None, cancel=None):
        # The Python searches: the compiled core's lets the interpreter lock go.
        return solve(state, budget, cancel, compiled=False)

    seconds = 3.0
    before = _event_loop_gaps(qtbot, in_thread, seconds)
    after = _event_loop_gaps(qtbot, SpiderModel(4).solver(), seconds)

    def p90(gaps: list[float]) -> float:
        return gaps[int(len(gaps) * 0.9)]

    report = (f"on the worker's thread: p90 {p90(before) * 1000:.0f} ms, worst {before[-1] * 1000:.0f} ms; "
              f"the model's search: p90 {p90(after) * 1000:.0f} ms, worst {after[-1] * 1000:.0f} ms")
    assert 3 * p90(after) < p90(before), report
    assert after[-1] < before[-1], report
