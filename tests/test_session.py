"""The game session without a window: start and restore, the analysis and
its answers, hints, auto-move and the finisher's guards."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from klondike_qt.engine.klondike import DRAW, Rules
from klondike_qt.engine.klondike.advice import hint_order
from klondike_qt.engine.klondike.solver import SolveResult, Verdict
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.klondike_model import Initiator, KlondikeModel
from klondike_qt.model.session import GameSession


@pytest.fixture
def session(qapp):  # pytest-qt's QApplication: a bare QCoreApplication would stop later widget tests
    model = KlondikeModel(Rules())
    s = GameSession(model)
    s.use_solver(False)
    model.new_game(1)
    return s


def test_start_restores_a_game_in_progress_and_deals_otherwise(session):
    session.play(DRAW)
    saved = session.model.to_saved()
    other = GameSession(KlondikeModel(Rules()))
    other.use_solver(False)
    seen = []
    other.changed.connect(lambda change: seen.append(change.initiator))
    other.start(saved)
    assert other.model.history == (DRAW,) and seen == [Initiator.RESTORE]
    other.start(saved, deal_number=5)  # a deal asked for wins over the save
    assert other.model.deal_number == 5 and not other.model.history
    other.start(None, variant=3)
    assert other.model.rules.draw == 3 and other.model.deal_number is not None


def test_winnable_answers_from_the_analysis_of_this_position_only(session):
    assert session.winnable() is None and session.thinking() is None  # analysis off
    session.take_analysis(SolveResult(Verdict.SOLVED, (DRAW,)))
    assert session.winnable() is True
    session.take_analysis(SolveResult(Verdict.UNSOLVABLE))
    assert session.winnable() is False
    session.play(DRAW)  # another position: the answer was for the one before
    assert session.analysis() is None and session.winnable() is None


def test_hints_put_the_winning_line_first_and_cycle(session):
    session.model.new_game(13, Rules(thoughtful=True))
    order = hint_order(session.model.state)
    assert len(order) >= 3
    last = order[-1]
    session.take_analysis(SolveResult(Verdict.SOLVED, (last,)))
    moves, first = session.hint_moves()
    assert first == last and moves[0] == last and sorted(map(str, moves)) == sorted(map(str, order))
    given = [session.next_hint() for _ in range(len(moves) + 1)]
    assert given[0] == (last, True) and given[1][1] is False
    assert given[-1] == given[0]  # round again
    assert session.current_hint == last
    session.play(DRAW)
    assert session.current_hint is None


def test_the_analysis_changed_signal_tells_of_an_answer(session):
    told = []
    session.analysis_changed.connect(lambda: told.append(True))
    session.take_analysis(SolveResult(Verdict.UNKNOWN))
    assert told == [True]


def test_finish_and_stop_do_nothing_when_there_is_nothing_to_finish(session):
    events = []
    session.finish_started.connect(lambda timed: events.append(("started", timed)))
    session.finish_stopped.connect(lambda: events.append("stopped"))
    session.finished.connect(lambda batch: events.append("finished"))
    assert session.status is GameStatus.IN_PROGRESS
    session.finish()
    session.stop_finishing()
    assert events == [] and not session.finishing


def test_auto_move_reports_its_batch_and_marks_its_changes_as_batched(session):
    batched = []
    session.changed.connect(lambda change: batched.append(session.batching))
    reported = []
    session.auto_moved.connect(reported.append)
    batch = session.auto_move()
    assert reported == [batch] and batched == [True] * len(batch)
    session.play(DRAW)
    assert batched[-1] is False


def test_undo_and_redo_say_whether_anything_changed(session):
    assert session.undo() is False and session.redo() is False
    session.play(DRAW)
    assert session.undo() is True and session.redo() is True
