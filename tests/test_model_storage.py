"""Atomic files, bad files set aside, and the typed settings over QSettings."""

from __future__ import annotations

import os

import pytest

from klondike_qt.engine.klondike import Rules
from klondike_qt.engine.rules import Scoring
from klondike_qt.model.settings import Animations, Settings, Verbosity
from klondike_qt.model.storage import atomic_write_text, load, set_aside


def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path):
    path = tmp_path / "sub" / "file.json"
    atomic_write_text(path, "one")
    atomic_write_text(path, "two")
    assert path.read_text() == "two"
    assert os.listdir(path.parent) == ["file.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "file.json"
    atomic_write_text(path, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_text(path, "new")
    monkeypatch.undo()
    assert path.read_text() == "old"
    assert os.listdir(tmp_path) == ["file.json"]


def test_a_file_that_does_not_parse_is_set_aside_with_a_timestamp(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_bytes(b"\xff\xfe not json")
    loaded = load(path, lambda text: int(text))
    assert loaded.value is None and loaded.backup is not None
    assert loaded.backup.name.startswith("autosave.json.bad-")
    assert loaded.backup.read_bytes() == b"\xff\xfe not json"
    assert not path.exists()
    assert load(path, int).value is None and load(path, int).backup is None  # missing: just nothing
    path.write_text("x")
    second = set_aside(path)
    assert second != loaded.backup  # two bad files in one second both survive


def test_settings_persist_across_a_restart(tmp_path):
    path = tmp_path / "settings.ini"
    settings = Settings(path)
    seen = []
    settings.changed.connect(seen.append)
    settings.draw = 3
    settings.passes = 1
    settings.scoring = Scoring.VEGAS
    settings.deck = "high-contrast"
    settings.zoom = 1.3
    settings.animations = Animations.OFF
    settings.verbosity = Verbosity.BRIEF
    settings.orca_fallback = False
    settings.winnable_only = True
    settings.language = "es"
    settings.set_shortcuts("undo", ["Ctrl+U"])
    settings.draw = 3  # no change, no signal
    assert seen == ["draw", "passes", "scoring", "deck", "zoom", "animations", "verbosity",
                    "orca_fallback", "winnable_only", "language", "key_bindings"]
    del settings
    again = Settings(path, {"undo": ("Ctrl+Z",), "redo": ("Ctrl+Y", "Ctrl+Shift+Z")})
    assert again.rules() == Rules(draw=3, pass_limit=1, scoring=Scoring.VEGAS)
    assert (again.deck, again.zoom, again.animations) == ("high-contrast", 1.3, Animations.OFF)
    assert (again.verbosity, again.orca_fallback, again.winnable_only, again.language) == (
        Verbosity.BRIEF, False, True, "es")
    assert again.animations_enabled() is False
    assert again.shortcuts_for("undo") == ["Ctrl+U"]
    assert again.shortcuts_for("redo") == ["Ctrl+Y", "Ctrl+Shift+Z"]
    again.set_shortcuts("undo", None)
    assert again.shortcuts_for("undo") == ["Ctrl+Z"]


def test_bad_stored_values_read_as_defaults_and_bad_new_values_are_refused(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_text("[General]\ndraw=7\nzoom=banana\nscoring=poker\nkey_bindings=[1]\n")
    settings = Settings(path)
    assert settings.draw == 1 and settings.zoom == 1.0 and settings.scoring is Scoring.STANDARD
    assert settings.key_bindings == {}
    with pytest.raises(ValueError):
        settings.draw = 2
    with pytest.raises(ValueError):
        settings.deck = "tarot"


def test_an_unreadable_settings_file_is_set_aside(tmp_path):
    path = tmp_path / "settings.ini"
    path.write_bytes(b"[General\n\x00\x01=\xff")
    settings = Settings(path)
    if settings.set_aside_to is None:
        pytest.skip("this Qt reads the file without a format error")
    assert settings.set_aside_to.name.startswith("settings.ini.bad-")
    settings.draw = 3
    assert Settings(path).draw == 3


def test_a_settings_file_with_a_utf8_byte_order_mark_is_read(tmp_path):
    # Issue 16, item 7: Qt reads it; the pre-check used to set it aside and reset every setting.
    path = tmp_path / "settings.ini"
    path.write_bytes(b"\xef\xbb\xbf[General]\r\ndraw=3\r\ndeck=four-colour\r\n")
    settings = Settings(path)
    assert settings.set_aside_to is None and settings.values_kept_as is None
    assert (settings.draw, settings.deck) == (3, "four-colour")
    assert not list(tmp_path.glob("*.bad-*"))
    settings.zoom = 1.5  # written back as Qt writes it, and read again
    assert (Settings(path).draw, Settings(path).zoom) == (3, 1.5)
