"""Crash safety: the game, its undo history, statistics and settings survive a
kill at any moment (SIGKILL loop, see bench/kill_loop.py), and the two files
are written in the order that keeps a win counted exactly once."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from ui_helpers import make_window, winning_line

from klondike_qt.engine.klondike import Rules, deal_layout, loads, saved_game
from klondike_qt.engine.statistics import Outcome
from klondike_qt.engine.status import GameStatus

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import kill_loop  # noqa: E402

KILLS = 50


@pytest.mark.slow
def test_killing_the_game_at_random_moments_loses_nothing(tmp_path):
    # Each run killed while playing dies once its k-th action has begun (k from 2 to 40, by the
    # seed; about what the half second of the timed loop allowed) and a few milliseconds later:
    # the counts below are what was done, whatever the load.
    chains = kill_loop.kill_loop(KILLS, tmp_path, chains=2, seed=7, kill_after=(2, 40))
    problems = [p for chain in chains for p in chain.problems]
    assert problems == []
    assert sum(chain.runs - 1 for chain in chains) >= KILLS
    play_runs = sum(chain.play_runs for chain in chains)
    assert play_runs >= KILLS * 0.7  # most kills came during play (the others during start-up)
    assert sum(chain.restores for chain in chains) >= play_runs  # each of those after a restore
    due = sum(chain.actions_due for chain in chains)
    assert due >= KILLS * 3
    assert sum(chain.actions for chain in chains) >= due  # every action before the kill's was done
    for chain in chains:
        assert not list(chain.profile.glob("*.bad-*")), "a kill never makes a file unreadable"
        loads((chain.profile / "autosave.json").read_text())
        records = json.loads((chain.profile / "statistics.json").read_text())["records"]
        assert len({r["id"] for r in records}) == len(records)
        assert {r["id"] for r in records if r["outcome"] == "won"} == set(chain.reported_won)


def test_the_save_is_on_disk_before_the_statistics_record_the_win(qtbot, profile_dir, monkeypatch):
    window = make_window(qtbot, profile_dir, deal=1)
    line = winning_line()
    for move in line[:-1]:
        window.model.play(move)
    saves_seen = []
    real_save = window.statistics._save

    def save_and_look():
        saves_seen.append(loads((profile_dir / "autosave.json").read_text()).states()[-1].is_won)
        real_save()

    monkeypatch.setattr(window.statistics, "_save", save_and_look)
    window.model.play(line[-1])
    assert window.model.status is GameStatus.WON
    assert saves_seen and saves_seen[-1] is True


def test_a_win_saved_but_not_yet_recorded_is_recorded_once_at_the_next_start(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    line = winning_line()
    for move in line[:-1]:
        window.model.play(move)
    game_id = window.tracker.game_id
    window.autosave.flush()
    statistics = (profile_dir / "statistics.json").read_text()
    window.model.play(line[-1])
    window.close()
    # The kill came after the save was written and before the statistics were.
    (profile_dir / "statistics.json").write_text(statistics)
    assert loads((profile_dir / "autosave.json").read_text()).position == len(line)

    again = make_window(qtbot, profile_dir, deal=None)
    outcomes = {r.game_id: r.outcome for r in again.statistics.records}
    assert outcomes[game_id] is Outcome.WON
    assert list(outcomes.values()).count(Outcome.WON) == 1
    assert again.model.state.moves == 0  # a won game is not resumed: a new deal


def test_a_win_killed_before_its_save_is_counted_once_when_won_again(qtbot, profile_dir):
    # The save is written first, so a kill before it leaves both files from before the win.
    window = make_window(qtbot, profile_dir, deal=1)
    line = winning_line()
    for move in line[:-1]:
        window.model.play(move)
    window.autosave.flush()
    before = {name: (profile_dir / name).read_text() for name in ("autosave.json", "statistics.json")}
    window.model.play(line[-1])
    window.close()
    for name, text in before.items():
        (profile_dir / name).write_text(text)

    again = make_window(qtbot, profile_dir, deal=None)
    assert again.model.state.moves == len(line) - 1
    again.model.play(line[-1])
    assert [r.outcome for r in again.statistics.records] == [Outcome.WON]


def test_the_undo_history_survives_a_restart_with_redo_tail(qtbot, profile_dir):
    line = winning_line()
    saved = saved_game(Rules(), 1, deal_layout(1), line[:30], 25)
    (profile_dir / "autosave.json").write_text(saved.dumps())
    window = make_window(qtbot, profile_dir, deal=None)
    assert window.model.history == tuple(line[:25])
    for _ in range(5):
        assert window.model.redo()
    assert window.model.history == tuple(line[:30])



def test_temporaries_left_by_killed_writes_are_cleared_at_the_next_start(qtbot, profile_dir):
    import os
    import time

    old = [profile_dir / ".autosave.json.abc123.tmp", profile_dir / ".statistics.json.x_9.tmp"]
    fresh = profile_dir / ".autosave.json.new456.tmp"  # may be another copy's write in progress
    other = profile_dir / ".notes.abc.tmp"
    for path in (*old, fresh, other):
        path.write_text("{half a save")
    an_hour_ago = time.time() - 3600
    for path in (*old, other):
        os.utime(path, (an_hour_ago, an_hour_ago))
    make_window(qtbot, profile_dir, deal=None)
    assert not any(path.exists() for path in old)
    assert fresh.exists() and other.exists()
    assert not list(profile_dir.glob("*.bad-*"))


def easy_win():
    """A layout won by sending each card up in turn (no recycling: fine for Vegas), and its moves."""
    from klondike_qt.engine.klondike import Move, layout_from_json

    order = [f"{rank}{suit}" for rank in "A23456789TJQK" for suit in "cdhs"]
    columns, index = [], 0
    for size in range(1, 8):
        columns.append(list(reversed(order[index:index + size])))  # bottom … top
        index += size
    layout = layout_from_json({"tableau": columns, "stock": order[28:]})
    moves = [Move.parse(f"{card}>f") for card in order[:28]]
    for card in order[28:]:
        moves += [Move.parse("draw"), Move.parse(f"{card}>f")]
    return layout, moves


def test_a_vegas_win_and_the_balance_it_leaves_are_one_write(qtbot, profile_dir, monkeypatch):
    from klondike_qt.engine.rules import Scoring

    window = make_window(qtbot, profile_dir, deal=1)
    rules = Rules(scoring=Scoring.VEGAS_CUMULATIVE)
    layout, moves = easy_win()
    window.model.new_game(None, rules, layout=layout, start_score=window.tracker.start_score(rules.scoring))
    for move in moves[:-1]:
        assert window.model.play(move)
    written = []
    real_save = window.statistics._save

    def save():
        real_save()
        written.append(json.loads((profile_dir / "statistics.json").read_text()))

    monkeypatch.setattr(window.statistics, "_save", save)
    window.model.play(moves[-1])
    assert window.model.status is GameStatus.WON
    assert len(written) == 1
    assert written[0]["records"][-1]["outcome"] == "won"
    assert written[0]["vegas_balance"] == window.model.state.score != 0
    written.clear()
    window.model.new_game(None, rules, layout=layout, start_score=window.tracker.start_score(rules.scoring))
    window.model.play(moves[0])
    window.tracker.abandon()  # as a new deal does: lost, with the balance it leaves, in one write
    assert len(written) == 2  # the first move (playing), then the loss
    assert written[-1]["records"][-1]["outcome"] == "lost"
    assert written[-1]["vegas_balance"] == window.model.state.score == window.statistics.vegas_balance
