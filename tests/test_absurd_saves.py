"""A save of any game holding a number the game never writes (10³⁰ ms of play,
10³⁰ undos, a negative count, NaN, a float where a whole number belongs) is
refused by the one validation every game's save shares
(``engine.savefile.int_field`` and its ``FIELD_RANGES``), set aside with one
sentence, and never becomes an impossible statistics record. Every game of
``ui.games.GAMES``."""

from __future__ import annotations

import json

import pytest
from ui_helpers import make_window

from klondike_qt.engine.savefile import FIELD_RANGES, SaveError
from klondike_qt.engine.statistics import MAX_ELAPSED_MS
from klondike_qt.ui.games import GAMES
from klondike_qt.ui.main_window import MainWindow

#: What a hand-edited or damaged save may hold, as JSON text.
ABSURD = {"10^30": str(10**30), "-10^30": str(-10**30), "NaN": "NaN", "Infinity": "Infinity", "a float": "1.5",
          "1e30": "1e30", "true": "true", "text": '"12"', "null": "null"}
GAME_IDS = [definition.id for definition in GAMES]


def play_some(window: MainWindow, moves: int = 2) -> None:
    for _ in range(moves):
        window.session.play(window.session.hint_moves()[0][0])


def with_value(text: str, field: str, raw: str) -> str:
    """``text`` (a save) with ``field`` holding the JSON text ``raw``."""
    data = json.loads(text)
    data[field] = "@@"
    return json.dumps(data).replace('"@@"', raw)


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_number_a_games_save_holds_is_refused_out_of_range(qtbot, profile_dir, game):
    window = make_window(qtbot, profile_dir, game, deal=3, solver=False)
    play_some(window)
    text = window.model.save_text()
    read = window.model.read_save
    fields = [name for name in FIELD_RANGES if name in json.loads(text)]
    assert "elapsed_ms" in fields and "position" in fields
    for field in fields:
        low, high = FIELD_RANGES[field]
        for name, raw in {**ABSURD, "below": str(low - 1), "above": str(high + 1)}.items():
            with pytest.raises(SaveError):
                read(with_value(text, field, raw))
                pytest.fail(f"{game}'s save read with {field} {name}")
        if field != "position":  # (a position is also within the moves)
            for edge in (low, high):
                read(with_value(text, field, str(edge)))  # the ends of the range are the game's own
    assert read(text).moves == window.model.to_saved().moves


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_save_with_an_absurd_time_is_set_aside_with_one_sentence_and_no_impossible_record(
        qtbot, tmp_path, game):
    first = tmp_path / "first"
    first.mkdir()
    window = make_window(qtbot, first, game, deal=3, solver=False)
    play_some(window)
    name = window.session.autosave.path.name
    text = with_value(window.model.save_text(), "elapsed_ms", str(10**30))
    window.close()
    profile = tmp_path / "profile"
    profile.mkdir()
    (profile / name).write_text(text, encoding="utf-8")
    again = make_window(qtbot, profile, game, deal=None, solver=False)
    qtbot.waitUntil(lambda: any("saved game could not be read" in said for said in again.announcer.texts))
    told = [said for said in again.announcer.texts if "could not be read" in said]
    assert len(told) == 1 and f"{name}.bad-" in told[0]
    assert (profile / name).exists() is False or (profile / name).read_text(encoding="utf-8") != text
    assert [path.read_text(encoding="utf-8") for path in profile.glob(f"{name}.bad-*")] == [text]
    assert not again.model.has_started and again.model.elapsed_ms() < MAX_ELAPSED_MS
    play_some(again)
    assert all(0 <= record.elapsed_ms <= MAX_ELAPSED_MS for record in again.statistics.records)
