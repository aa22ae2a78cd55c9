"""Statistics: the pure maths, the JSON store, and counting games from the model."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from ui_helpers import make_window

from klondike_qt.engine.klondike import Rules
from klondike_qt.engine.rules import Scoring
from klondike_qt.engine.statistics import GameRecord, Outcome, abandon, record_game
from klondike_qt.engine.statistics_totals import Summary, summarize
from klondike_qt.model.klondike_model import KlondikeModel
from klondike_qt.model.statistics_store import GameTracker, StatisticsStore


def rec(game_id, outcome, draw=1, scoring=Scoring.STANDARD, ms=1000, moves=100, score=500):
    return GameRecord(game_id, draw, scoring, outcome, ms, moves, score)


def test_a_game_counts_once_however_often_it_is_recorded():
    records = ()
    records = record_game(records, rec("a", Outcome.PLAYING))
    records = record_game(records, rec("a", Outcome.PLAYING))
    records = record_game(records, rec("a", Outcome.WON))
    records = record_game(records, rec("a", Outcome.WON))
    assert len(records) == 1 and records[0].outcome is Outcome.WON
    assert record_game(records, rec("a", Outcome.LOST)) == records  # a win stays a win


def test_totals_streaks_and_records_per_draw_and_scoring():
    records = ()
    for game_id, outcome, ms, moves, score in (
            ("1", Outcome.WON, 300_000, 120, 600), ("2", Outcome.WON, 200_000, 140, 700),
            ("3", Outcome.LOST, 0, 10, 0), ("4", Outcome.WON, 250_000, 110, 650),
            ("5", Outcome.WON, 400_000, 130, 500), ("6", Outcome.PLAYING, 0, 3, 0)):
        records = record_game(records, rec(game_id, outcome, ms=ms, moves=moves, score=score))
    records = record_game(records, rec("x", Outcome.WON, draw=3))
    summary = summarize(records, 1, Scoring.STANDARD)
    assert summary == Summary(played=6, won=4, current_streak=2, longest_streak=2,
                              best_time_ms=200_000, best_score=700, fewest_moves=110)
    assert summary.win_rate == 4 / 6
    assert summarize(records, 3, Scoring.STANDARD).played == 1
    assert summarize(records, 1, Scoring.VEGAS) == Summary()
    assert Summary().win_rate == 0.0


def test_abandoning_marks_only_a_game_in_progress_lost():
    records = (rec("a", Outcome.WON), rec("b", Outcome.PLAYING))
    assert [r.outcome for r in abandon(records, "b")] == [Outcome.WON, Outcome.LOST]
    assert abandon(records, "a") == records


def test_no_best_score_without_scoring():
    assert summarize((rec("a", Outcome.WON, scoring=Scoring.NONE),), 1, Scoring.NONE).best_score is None


def test_the_store_round_trips_and_sets_a_bad_file_aside(tmp_path):
    path = tmp_path / "statistics.json"
    store = StatisticsStore(path)
    store.record(rec("a", Outcome.WON))
    store.set_vegas_balance(-17)
    again = StatisticsStore(path)
    assert again.records == store.records and again.vegas_balance == -17
    path.write_text('{"format": "klondike-qt-statistics", "version": 1, "records": {"id": 3}}')
    fresh = StatisticsStore(path)
    assert fresh.records == () and fresh.set_aside_to is not None
    assert fresh.set_aside_to.name.startswith("statistics.json.bad-")
    assert not path.exists()
    fresh.reset()
    assert json.loads(path.read_text())["records"] == []


def play_some(model, count=3):
    for _ in range(count):
        model.draw()


def test_the_tracker_counts_from_the_first_move_and_counts_abandoned_games_lost(qtbot, tmp_path):
    model = KlondikeModel()
    store = StatisticsStore(tmp_path / "s.json")
    tracker = GameTracker(model, store)
    model.new_game(1, Rules())
    assert store.records == ()  # dealt, not played
    tracker.abandon()
    model.new_game(2, Rules())
    assert store.records == ()  # an untouched deal is not a lost game
    play_some(model)
    assert [r.outcome for r in store.records] == [Outcome.PLAYING]
    tracker.abandon()
    model.restart()  # a restart of a started game: lost
    assert [r.outcome for r in store.records] == [Outcome.LOST]
    play_some(model)
    assert [r.outcome for r in store.records] == [Outcome.LOST, Outcome.PLAYING]


def test_the_tracker_records_a_win_with_time_moves_and_score(qtbot, tmp_path):
    from ui_helpers import winning_line

    model = KlondikeModel()
    store = StatisticsStore(tmp_path / "s.json")
    tracker = GameTracker(model, store)  # noqa: F841 (kept alive)
    model.new_game(1, Rules())
    for move in winning_line():
        model.play(move)
    (record,) = store.records
    assert record.outcome is Outcome.WON and record.moves == model.state.moves
    assert record.score == model.state.score and record.deal_number == 1
    summary = store.summary(1, Scoring.STANDARD)
    assert (summary.played, summary.won, summary.current_streak) == (1, 1, 1)


def test_vegas_cumulative_carries_the_balance_to_the_next_deal(qtbot, tmp_path):
    model = KlondikeModel()
    store = StatisticsStore(tmp_path / "s.json")
    tracker = GameTracker(model, store)
    rules = Rules(scoring=Scoring.VEGAS_CUMULATIVE)
    model.new_game(1, rules, start_score=tracker.start_score(rules.scoring))
    assert model.state.score == -52
    play_some(model)
    tracker.abandon()
    assert store.vegas_balance == -52
    model.new_game(2, rules, start_score=tracker.start_score(rules.scoring))
    assert model.state.score == -104
    assert StatisticsStore(tmp_path / "s.json").vegas_balance == -52


def _record(**changes: object) -> dict:
    record = {"id": "good", "draw": 1, "scoring": "standard", "outcome": "won", "elapsed_ms": 95_000,
              "moves": 120, "score": 600, "deal": 7}
    record.update(changes)
    return record


ABSURD = {
    "negative time": {"elapsed_ms": -7_110_000},  # "Best time -1:58:30"
    "a century": {"elapsed_ms": 100 * 366 * 24 * 3600 * 1000},
    "negative moves": {"moves": -3},
    "a billion moves": {"moves": 10**12},
    "negative standard score": {"score": -50},
    "absurd Vegas score": {"scoring": "vegas", "score": -10**15},
    "deal 0": {"deal": 0},
    "deal past the last": {"deal": 2**32},
    "empty id": {"id": ""},
    "huge id": {"id": "x" * 10_000},
}


def test_records_out_of_range_are_left_out_with_a_copy_kept_and_the_rest_kept(tmp_path):
    path = tmp_path / "statistics.json"
    bad = [_record(id=f"bad-{n}", **change) if "id" not in change else _record(**change)
           for n, change in enumerate(ABSURD.values())]
    original = json.dumps({"format": "klondike-qt-statistics", "version": 1, "vegas_balance": 10**18,
                           "records": [_record(), *bad, _record(id="also good", outcome="lost")]})
    path.write_text(original)
    store = StatisticsStore(path)
    assert [r.game_id for r in store.records] == ["good", "also good"]
    assert store.vegas_balance == 0 and store.set_aside_to is None
    summary = store.summary(1, Scoring.STANDARD)
    assert (summary.played, summary.won, summary.best_time_ms, summary.fewest_moves) == (2, 1, 95_000, 120)
    kept = store.records_dropped_kept_as
    assert kept is not None and kept.read_text() == original  # nothing is lost
    again = StatisticsStore(path)  # said once: the file now holds what the game shows
    assert again.records_dropped_kept_as is None and again.records == store.records
    assert len(list(tmp_path.glob("statistics.json.bad-*"))) == 1


def test_every_record_the_game_writes_is_in_range():
    for record in (GameRecord("a" * 32, 3, Scoring.VEGAS_CUMULATIVE, Outcome.LOST, 0, 0, -52, None),
                   GameRecord("b", 1, Scoring.STANDARD, Outcome.WON, 1, 52, 0, 1),
                   GameRecord("c", 1, Scoring.NONE, Outcome.PLAYING, 0, 0, 0, 2**32 - 1)):
        assert GameRecord.from_json(json.loads(json.dumps(record.to_json()))) == record


#: Records this version cannot read: a later version's scoring or outcome, a variant past
#: any game's, not a record at all, no id, a second record of one game.
UNREAD = [_record(id="future scoring", scoring="golf-strokes"), _record(id="future outcome", outcome="abandoned"),
          _record(id="nine", draw=9), "a record of the year 2030", {"draw": 1}, _record(outcome="lost"),
          _record(id="scoring in a list", scoring=["standard"]), _record(id="outcome object", outcome={"won": 1}),
          _record(id="game in a list", game=["klondike"]), _record(id="game a number", game=7)]
#: Records it reads though it has no words for them: Spider with three suits, a game it lacks,
#: a field a later version added.
KEPT = [_record(id="spider three", game="spider", draw=3), _record(id="canfield", game="canfield"),
        _record(id="future field", hints_used=3, outcome="lost")]


def test_records_this_version_cannot_read_are_kept_as_they_are_and_the_rest_counted(tmp_path):
    path = tmp_path / "statistics.json"
    records = [_record(), *KEPT, *UNREAD]
    path.write_text(json.dumps({"format": "klondike-qt-statistics", "version": 1, "vegas_balance": 0,
                                "records": records, "league": {"season": 3}}))
    store = StatisticsStore(path)
    assert store.set_aside_to is None and store.records_dropped_kept_as is None
    assert [r.game_id for r in store.records] == ["good", "spider three", "canfield", "future field"]
    assert store.unread_to_tell == len(UNREAD)
    summary = store.summary(1, Scoring.STANDARD)
    assert (summary.played, summary.won) == (2, 1)  # "good" and "future field" (Klondike, draw 1)
    store.record(GameRecord("new", 1, Scoring.STANDARD, Outcome.PLAYING, deal_number=5))
    written = json.loads(path.read_text())
    assert [r for r in written["records"] if r not in [*records, store.records[-1].to_json()]] == []
    assert all(r in written["records"] for r in records)  # every record as it was, the future field too
    assert written["league"] == {"season": 3}
    again = StatisticsStore(path)
    assert again.unread_to_tell == 0, "told again at the next start"
    assert [r.game_id for r in again.records] == [r.game_id for r in store.records]
    abandoned = again.find("future field")
    assert abandoned is not None and abandoned.to_json()["hints_used"] == 3


def test_the_player_is_told_once_when_records_could_not_be_read(qtbot, profile_dir):
    from klondike_qt.a11y import messages as msg

    (profile_dir / "statistics.json").write_text(json.dumps(
        {"format": "klondike-qt-statistics", "version": 1, "vegas_balance": 0, "records": [_record(), *UNREAD]}))
    window = make_window(qtbot, profile_dir, deal=1, solver=False)
    sentence = msg.statistics_unread(len(UNREAD))
    qtbot.waitUntil(lambda: sentence in window.announcer.texts)
    assert str(len(UNREAD)) in sentence
    assert window.announcer.texts.count(sentence) == 1
    for game in ("play_freecell", "play_klondike"):  # each game has its own announcer: not again
        window.actions[game].trigger()
        qtbot.wait(20)
        assert sentence not in window.announcer.texts
    window.close()
    again = make_window(qtbot, profile_dir, deal=1, solver=False)
    qtbot.wait(20)
    assert sentence not in again.announcer.texts
    assert len(json.loads((profile_dir / "statistics.json").read_text())["records"]) == 1 + len(UNREAD)


#: What a player's games do to the statistics: a game started, won, lost (left), the Vegas
#: balance carried, the statistics reset; and the window's encoding of the records after its
#: first paint (each step names a game of six, so records are updated as well as added).
STORE_STEPS = st.lists(st.one_of(
    st.tuples(st.just("record"), st.integers(0, 5), st.sampled_from(list(Outcome)), st.integers(0, 10**6)),
    st.tuples(st.just("abandon"), st.integers(0, 5)),
    st.tuples(st.just("balance"), st.integers(-10**4, 10**4)),
    st.tuples(st.just("reset")),
    st.tuples(st.just("prepare")),
    st.tuples(st.just("held"), st.integers(0, 5), st.sampled_from(list(Outcome))),
), max_size=25)


@settings(max_examples=60, deadline=None)
@given(steps=STORE_STEPS)
def test_the_file_always_says_what_the_store_holds(qapp, tmp_path_factory, steps):
    """The store writes each record's line once and reuses it: whatever the player does,
    and whenever the lines of the records read at start are made (between writes, or
    while a write is held back), the file holds the records as they are now (never a line
    of a record since replaced), the records it cannot read as they were, and a new start
    reads the same."""
    path = tmp_path_factory.mktemp("stats") / "statistics.json"
    unread = [_record(id="future outcome", outcome="abandoned"), "not a record"]
    path.write_text(json.dumps({"format": "klondike-qt-statistics", "version": 1, "vegas_balance": 5,
                                "records": [_record(id="game 0", outcome="playing"), _record(id="game 1"),
                                            _record(id="kept", game="golf"), *unread],
                                "league": {"season": 3}, "unread": 2}))  # told already: no write at start
    store = StatisticsStore(path)
    assert store._lines == []  # nothing encoded until asked
    for step in steps:
        if step[0] == "record":
            _, game, outcome, ms = step
            store.record(GameRecord(f"game {game}", 1, Scoring.STANDARD, outcome, ms, 10, 0, game + 1))
        elif step[0] == "abandon":
            store.abandon(f"game {step[1]}")
        elif step[0] == "balance":
            store.set_vegas_balance(step[1])
        elif step[0] == "reset":
            store.reset()
            unread = []
        elif step[0] == "held":  # a game left: its next deal's save first, the write after
            _, game, outcome = step
            with store.held():
                store.prepare_writes(batch=1)  # a batch made, the next ones pending
                store.record(GameRecord(f"game {game}", 1, Scoring.STANDARD, outcome, 5, 10, 0, game + 1))
                qapp.processEvents()
        else:
            store.prepare_writes(batch=1)
            qapp.processEvents()
        written = json.loads(path.read_text())
        assert written["records"] == [r.to_json() for r in store.records] + unread
        assert written["vegas_balance"] == store.vegas_balance and written["league"] == {"season": 3}
        assert written.get("unread", 0) == len(unread)
    again = StatisticsStore(path)
    assert again.records == store.records and again.vegas_balance == store.vegas_balance
