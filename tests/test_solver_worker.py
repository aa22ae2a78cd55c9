"""The Qt solver worker: off the GUI thread, results on it, stale ones dropped."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import threading  # noqa: E402

import pytest  # noqa: E402

from klondike_qt.engine import Rules, deal  # noqa: E402
from klondike_qt.engine.solver import Outcome  # noqa: E402
from klondike_qt.model.solver_worker import SolverWorker  # noqa: E402

EASY = deal(1, Rules(draw=1))
HARD = deal(3280070800, Rules(draw=1))  # not decided within seconds


@pytest.fixture
def worker(qtbot):
    solver = SolverWorker(seconds=10.0)
    yield solver
    solver.shutdown()


def test_result_arrives_on_the_gui_thread(qtbot, worker):
    seen = []
    worker.finished.connect(lambda gen, result: seen.append((gen, result, threading.current_thread())))
    with qtbot.waitSignal(worker.finished, timeout=20000) as blocker:
        worker.request(EASY, 1)
    generation, result = blocker.args
    assert generation == 1 and result.outcome is Outcome.SOLVED and result.first_move is not None
    assert seen and seen[0][2] is threading.main_thread()


def test_a_new_request_cancels_the_old_one_and_drops_its_result(qtbot, worker):
    received = []
    worker.finished.connect(lambda gen, result: received.append(gen))
    worker.request(HARD, 1)
    with qtbot.waitSignal(worker.finished, timeout=20000) as blocker:
        worker.request(EASY, 2)
    assert blocker.args[0] == 2
    qtbot.wait(300)
    assert received == [2]


def test_searches_never_run_on_the_gui_thread(qtbot, monkeypatch, worker):
    import klondike_qt.model.solver_worker as module
    threads = []
    real = module.solve_parallel

    def spy(*args, **kwargs):
        threads.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "solve_parallel", spy)
    with qtbot.waitSignal(worker.finished, timeout=20000):
        worker.request(EASY, 5)
    assert threads and threads[0] is not threading.main_thread()


def test_shutdown_cancels_and_joins_promptly(qtbot):
    solver = SolverWorker(seconds=60.0)
    received = []
    solver.finished.connect(lambda gen, result: received.append(gen))
    solver.request(HARD, 1)
    qtbot.wait(100)
    import time
    started = time.monotonic()
    solver.shutdown()
    assert time.monotonic() - started < 2.0
    qtbot.wait(100)
    assert received == []


def test_the_budget_is_configurable(qtbot):
    solver = SolverWorker()
    assert solver.seconds == 2.0
    solver.set_seconds(0.2)
    with qtbot.waitSignal(solver.finished, timeout=10000) as blocker:
        solver.request(HARD, 9)
    assert blocker.args[1].outcome is Outcome.UNKNOWN
    with pytest.raises(ValueError):
        solver.set_seconds(0)
    solver.shutdown()
