"""Settings: the Orca fallback is explained and not turned off by accident; the
Card size box offers only what the window can show."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QLabel
from ui_helpers import make_window

from klondike_qt.ui import dialogs
from klondike_qt.ui.dialogs import SettingsDialog


@pytest.fixture
def window(qtbot, profile_dir):
    return make_window(qtbot, profile_dir, deal=1)


def open_dialog(qtbot, window, **kwargs):
    dialog = SettingsDialog(window.settings, window, **kwargs)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Orca box is shown on Linux only")
def test_the_orca_box_says_what_it_is_for(qtbot, window):
    dialog = open_dialog(qtbot, window)
    assert "say nothing when a card moves" in dialog.orca.accessibleDescription()
    assert "say nothing when a card moves" in dialog.orca.toolTip()
    # Not a paragraph every player reads (issue 28, item 6): the screen reader says it with the box.
    assert not any("say nothing when a card moves" in label.text() for label in dialog.findChildren(QLabel))


def test_turning_it_off_while_a_screen_reader_listens_asks_first(qtbot, window, monkeypatch):
    window.settings.orca_fallback = True
    dialog = open_dialog(qtbot, window)
    asked = []
    monkeypatch.setattr(dialogs, "screen_reader_active", lambda: True)
    monkeypatch.setattr(SettingsDialog, "_confirm_orca_off", lambda self: asked.append(1) or False)
    dialog.orca.setChecked(False)  # the player says No
    assert asked == [1] and dialog.orca.isChecked() and window.settings.orca_fallback
    monkeypatch.setattr(SettingsDialog, "_confirm_orca_off", lambda self: asked.append(2) or True)
    dialog.orca.setChecked(False)  # …and then Yes
    assert asked == [1, 2] and not window.settings.orca_fallback


def test_with_no_screen_reader_it_turns_off_at_once(qtbot, window, monkeypatch):
    window.settings.orca_fallback = True
    dialog = open_dialog(qtbot, window)
    monkeypatch.setattr(dialogs, "screen_reader_active", lambda: False)
    monkeypatch.setattr(SettingsDialog, "_confirm_orca_off", lambda self: pytest.fail("asked for nothing"))
    dialog.orca.setChecked(False)
    assert not window.settings.orca_fallback


def test_the_card_size_box_offers_only_what_the_window_can_show(qtbot, window):
    window.settings.zoom = 1.8
    dialog = open_dialog(qtbot, window, largest_zoom=1.18)
    assert dialog.zoom.maximum() == 118 and dialog.zoom.value() == 118
    assert window.settings.zoom == 1.8  # opening the dialog changes nothing by itself
    assert open_dialog(qtbot, window).zoom.maximum() == 200


def test_what_happened_is_said_through_the_dialogs_own_channel(qtbot, window, monkeypatch):
    window.settings.orca_fallback = True
    dialog = open_dialog(qtbot, window)
    monkeypatch.setattr(dialogs, "screen_reader_active", lambda: True)
    monkeypatch.setattr(SettingsDialog, "_confirm_orca_off", lambda self: False)
    dialog.orca.setChecked(False)
    assert dialog.speaker.announcer.texts[-1] == "Orca notifications stay on: the game goes on speaking."
    monkeypatch.setattr(SettingsDialog, "_confirm_orca_off", lambda self: True)
    dialog.orca.setChecked(False)
    assert dialog.speaker.announcer.texts[-1].startswith("Orca notifications are off. With Orca 43 or older")
    assert dialog.speaker.announcer.legacy_notify  # heard on Orca 43 all the same
    dialog.orca.setChecked(True)
    assert dialog.speaker.announcer.texts[-1] == "Orca notifications are on: every move is spoken."
