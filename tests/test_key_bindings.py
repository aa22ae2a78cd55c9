"""Key bindings from the settings file: a key given to two commands is not
accepted silently (issue 16, item 9). The loader uses the keys dialog's clash
check (:mod:`klondike_qt.model.key_bindings`), keeps Quit and F1 reachable and
says what it dropped."""

from __future__ import annotations

import json

import pytest
from a11y_helpers import make_window, press, show_focused
from PySide6.QtGui import QKeySequence

from klondike_qt.a11y.messages import separated_list
from klondike_qt.model.key_bindings import DroppedBinding, clash, normalise, resolve
from klondike_qt.model.settings import Settings
from klondike_qt.ui.command_table import COMMANDS
from klondike_qt.ui.keys_dialog import apply_keys
from klondike_qt.ui.shortcuts import dropped_keys_report

DEFAULTS = {spec.id: spec.shortcuts for spec in COMMANDS}


def write_bindings(path, bindings: dict[str, list[str]]) -> None:
    # As QSettings writes a JSON string value: quoted, inner quotes escaped.
    text = json.dumps(json.dumps(bindings, sort_keys=True))
    path.write_text(f"[General]\nkey_bindings={text}\n", encoding="utf-8")


def test_normalise_agrees_with_qt_on_the_spellings_players_write(qapp):
    spellings = [key for spec in COMMANDS for key in spec.shortcuts] + [
        "ctrl+z", "Shift+Ctrl+Z", "CTRL+SHIFT+S", "escape", "Delete", "Insert", "Page Up", "space", "f1",
        "Alt+Shift+Meta+Ctrl+X", "Ctrl+K, Ctrl+S", "+", "Ctrl++", "return", "Ctrl + Q"]
    for a in spellings:
        for b in spellings:
            same_in_qt = QKeySequence(a).toString() == QKeySequence(b).toString()
            assert (normalise(a) == normalise(b)) == same_in_qt, (a, b)


def test_the_default_table_has_no_clash():
    assert resolve(DEFAULTS, {}).dropped == ()
    for action_id, keys in DEFAULTS.items():
        assert clash(DEFAULTS, action_id, keys) is None


def test_an_override_on_another_commands_key_is_dropped_and_the_default_wins():
    resolved = resolve(DEFAULTS, {"undo": ["N"], "hint": ["G"]})
    assert resolved.kept == {"hint": ["G"]}
    assert resolved.dropped == (DroppedBinding("undo", ("N",), "draw"),)


def test_every_command_on_space_leaves_every_default_working():
    resolved = resolve(DEFAULTS, {action_id: ["Space"] for action_id in DEFAULTS})
    assert resolved.kept == {}
    dropped = {d.action_id for d in resolved.dropped}
    assert "quit" in dropped and "help" in dropped
    assert "pick_or_drop" not in dropped  # Space is its own key: nothing to tell


def test_a_swap_of_two_keys_is_kept():
    swap = {"undo": ["N"], "draw": ["Ctrl+Z"]}
    assert resolve(DEFAULTS, swap) == resolve(DEFAULTS, swap).__class__(swap, ())


def test_quit_and_help_keep_a_key():
    resolved = resolve(DEFAULTS, {"quit": [], "help": [""], "undo": ["Ctrl+Q"], "redo": ["F1"]})
    assert resolved.kept == {}
    assert [(d.action_id, d.clash_with) for d in resolved.dropped] == [
        ("quit", None), ("undo", "quit"), ("redo", "help"), ("help", None)]


def test_settings_loader_drops_clashing_bindings_and_reports_them(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    write_bindings(path, {"undo": ["N"], "say_info": ["Ctrl+I"]})
    before = path.read_bytes()
    settings = Settings(path, DEFAULTS)
    assert settings.shortcuts_for("undo") == ["Ctrl+Z"]
    assert settings.shortcuts_for("draw") == ["N"]
    assert settings.shortcuts_for("say_info") == ["Ctrl+I"]
    assert settings.dropped_bindings == (DroppedBinding("undo", ("N",), "draw"),)
    assert dropped_keys_report(settings) == (
        "The settings gave N to both Undo and Turn Cards, so Undo has its usual keys again.")
    assert path.read_bytes() == before  # nothing is lost until the player changes a key
    settings.set_shortcuts("hint", ["G"])  # then the file holds what is in use
    assert Settings(path, DEFAULTS).dropped_bindings == ()


def test_defaults_given_after_loading_are_checked_too(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    write_bindings(path, {"hint": ["Ctrl+Q"]})
    settings = Settings(path)
    assert settings.dropped_bindings == ()
    settings.default_shortcuts = DEFAULTS
    assert settings.shortcuts_for("hint") == ["H"]
    assert dropped_keys_report(settings) == (
        "The settings gave Ctrl+Q to both Hint and Quit, so Hint has its usual keys again.")


def test_a_report_for_many_commands_is_one_sentence(qapp, tmp_path):
    path = tmp_path / "settings.ini"
    write_bindings(path, {"undo": ["Space"], "redo": ["Space"], "hint": ["G"]})
    settings = Settings(path, DEFAULTS)
    assert dropped_keys_report(settings) == (
        "The keys of 2 commands in the settings clashed, so they have their usual keys again: "
        f"{separated_list(['Undo', 'Redo'])}.")
    assert dropped_keys_report(Settings(tmp_path / "other.ini", DEFAULTS)) is None


@pytest.fixture
def spaced_window(qtbot, tmp_path):
    write_bindings(tmp_path / "settings.ini", {action_id: ["Space"] for action_id in DEFAULTS})
    return show_focused(qtbot, make_window(tmp_path, deal=1))


def test_a_window_over_an_all_space_file_still_plays_and_quits(spaced_window):
    window = spaced_window
    assert [s.toString() for s in window.actions["quit"].shortcuts()] == ["Ctrl+Q"]
    assert [s.toString() for s in window.actions["help"].shortcuts()] == ["F1"]
    moves = window.model.state.moves
    press(window, "n")
    assert window.model.state.moves == moves + 1  # N turns cards again


def test_the_dialog_and_the_loader_refuse_the_same_keys(qtbot, tmp_path):
    window = show_focused(qtbot, make_window(tmp_path, deal=1))
    assert apply_keys(window, "hint", ["shift+ctrl+s"]) == "statistics"
    assert apply_keys(window, "hint", ["escape"]) == "cancel"
    assert resolve(DEFAULTS, {"hint": ["escape"]}).dropped == (DroppedBinding("hint", ("escape",), "cancel"),)
