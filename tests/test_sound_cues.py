"""Sound cues: off by default, one switch each that persists, the right cue for
each event, and silence (no error) without Qt Multimedia."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest
from test_a11y_narrator import _layout

from klondike_qt.engine.cards import Card
from klondike_qt.engine.klondike import COLUMNS, DRAW, Move, Rules
from klondike_qt.model.klondike_model import KlondikeModel
from klondike_qt.model.session import GameSession
from klondike_qt.model.settings import SOUND_CUES, Settings
from klondike_qt.ui import sounds
from klondike_qt.ui.games import find_game

ROOT = Path(__file__).resolve().parent.parent
C = Card.parse


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


class FakeEffect:
    """Stands in for QSoundEffect: records what it is asked to play."""

    plays: ClassVar[list[str]] = []

    def __init__(self, parent) -> None:
        self.source = ""

    def setSource(self, url) -> None:
        self.source = Path(url.toLocalFile()).stem

    def setVolume(self, volume: float) -> None:
        assert 0 < volume <= 1

    def play(self) -> None:
        FakeEffect.plays.append(self.source)


def rig(tmp_path, layout=None, on=SOUND_CUES):
    settings = Settings(tmp_path / "settings.ini", {})
    for cue in on:
        settings.set(f"sound_{cue}", True)
    model = KlondikeModel(Rules())
    session = GameSession(model)
    session.use_solver(False)
    session.finish_interval_ms = 0
    FakeEffect.plays = []
    cues = sounds.SoundCues(session, settings, effect_class=FakeEffect, cue_of=find_game("klondike").sound)
    if layout is not None:
        model.new_game(None, Rules(), layout=layout)
    else:
        model.new_game(1, Rules())
    return settings, session, cues


def test_the_committed_sounds_are_what_the_script_makes():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    for cue in SOUND_CUES:
        assert sounds.sound_file(cue) is not None


def test_every_switch_is_off_by_default_and_persists(tmp_path):
    settings = Settings(tmp_path / "settings.ini", {})
    assert not any(settings.get(f"sound_{cue}") for cue in SOUND_CUES)
    settings.set("sound_reveal", True)
    settings.set("sound_win", True)
    settings.sync()
    again = Settings(tmp_path / "settings.ini", {})
    assert [cue for cue in SOUND_CUES if again.get(f"sound_{cue}")] == ["reveal", "win"]


def test_each_event_plays_its_own_cue(tmp_path):
    layout = _layout([("8c",), ("Qd", "7h"), ("5c", "Ks"), ("Kd",), ("Kh",), ("Kc",), ("Qs",)])
    _settings, session, cues = rig(tmp_path, layout)
    session.play(DRAW)
    session.play(Move.to(C("7h"), COLUMNS[0]))  # uncovers the queen of diamonds
    session.play(Move.to_foundation(C("Ks")))  # refused
    session.undo()  # an undo makes no sound
    assert FakeEffect.plays == ["turn", "reveal", "illegal"]
    cues.play("pick_up")
    assert FakeEffect.plays[-1] == "pick_up" and cues.played == ["turn", "reveal", "illegal", "pick_up"]


def test_a_switch_that_is_off_is_silent(tmp_path):
    _settings, session, _cues = rig(tmp_path, on=("illegal",))
    session.play(DRAW)
    session.play(Move.to_foundation(C("Ks")))
    assert FakeEffect.plays == ["illegal"]


def test_the_win_plays_once(tmp_path):
    from ui_helpers import winning_line

    _settings, session, _cues = rig(tmp_path, on=("win",))
    for move in winning_line():
        session.play(move)
    assert FakeEffect.plays == ["win"]


def test_without_qt_multimedia_the_game_plays_the_same_in_silence(qtbot, profile_dir, monkeypatch):
    from ui_helpers import make_window

    monkeypatch.setattr(sounds, "_effect_class", lambda: None)
    window = make_window(qtbot, profile_dir, deal=1)
    for cue in SOUND_CUES:
        window.settings.set(f"sound_{cue}", True)
    window.session.play(DRAW)
    window.session.play(Move.to_foundation(C("Ks")))
    window.keyboard.pick_or_drop()
    assert window.sounds.played == ["turn", "illegal", "pick_up"]  # asked for, and skipped in silence
    assert not sounds.backend_available()
    from klondike_qt.ui.dialogs import SettingsDialog

    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert all(box.isChecked() for box in dialog.sounds.values())
    from PySide6.QtWidgets import QLabel

    notes = [label.text() for label in dialog.findChildren(QLabel)]
    assert any("optional sound package" in text for text in notes), notes  # in a player's words:
    assert not any("pip" in text for text in notes), notes  # no developer's command
    dialog.sounds["win"].setChecked(False)
    assert not window.settings.get("sound_win")
    dialog.reject()  # Cancel puts the switch back
    assert window.settings.get("sound_win")


def test_with_qt_multimedia_a_cue_loads_its_file(tmp_path):
    pytest.importorskip("PySide6.QtMultimedia", reason="the optional klondike-qt[sound] is not installed")
    _settings, session, cues = rig(tmp_path, on=("turn",))
    cues._effect_class = sounds._effect_class()
    cues._effects.clear()
    session.play(DRAW)  # plays on the shared output, or nothing without an audio device: no error
    effect = cues._effects["turn"]
    assert effect is None or effect.source().toLocalFile().endswith("turn.wav")
