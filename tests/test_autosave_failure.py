"""A profile folder the game cannot write to: the player is told once and plays on."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from klondike_qt.model import autosave as autosave_module
from klondike_qt.model.storage import Profile
from klondike_qt.ui.main_window import MainWindow


def test_a_save_that_cannot_be_written_is_told_once_and_play_goes_on(qtbot, tmp_path, monkeypatch):
    window = MainWindow(Profile(tmp_path), deal_number=3)
    qtbot.addWidget(window)
    told = []
    window.autosave.failed.connect(told.append)

    def no_space(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave_module, "atomic_write_text", no_space)
    monkeypatch.setattr(autosave_module, "stage_text", no_space)  # each change's write
    for _ in range(3):
        assert window.model.draw()
        qtbot.wait(50)
    qtbot.waitUntil(lambda: len(told) > 0, timeout=3000)
    qtbot.wait(100)
    assert len(told) == 1
    assert window.model.state.moves == 3
    message = window.statusBar().currentMessage()
    assert message.startswith("The game cannot be saved: the folder ")
    assert str(tmp_path) in message
