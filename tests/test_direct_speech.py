"""Settings → "Speak through the screen reader directly" (a11y/direct_speech.py): the
sentences go to the running reader through prismatoid, a newer one of the same kind
interrupting the stale one (the narrator's policy), with a fallback to accessibility
events said once. Heard here through a private speech-dispatcher whose output module
writes each sentence it speaks to a file, slowly, so that an interrupted one never gets
there; NVDA, JAWS and VoiceOver are not reachable here."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from ui_helpers import make_window

from klondike_qt.a11y import direct_speech, messages
from klondike_qt.a11y.announcer import ANSWER, FOCUS, RESULT, Announcement, QtAnnouncer
from klondike_qt.a11y.direct_speech import DirectSpeech
from klondike_qt.ui.dialogs import SettingsDialog


class FakeReader:
    name = "fake"

    def __init__(self) -> None:
        self.said: list[tuple[str, bool]] = []

    def output(self, text: str, interrupt: bool) -> None:
        self.said.append((text, interrupt))


def test_a_newer_sentence_of_the_same_kind_interrupts_another_kind_waits() -> None:
    reader = FakeReader()
    speech = DirectSpeech(reader)
    for text, kind, assertive in [("Holding 7 of diamonds.", RESULT, False), ("Moved 7 of diamonds.", RESULT, False),
                                  ("8 of spades, column 7.", FOCUS, False), ("Clubs foundation.", FOCUS, False),
                                  ("Score 5.", ANSWER, False), ("Deal 2.", RESULT, True)]:
        speech.say(Announcement(text, assertive, kind))
    assert reader.said == [("Holding 7 of diamonds.", False), ("Moved 7 of diamonds.", True),
                           ("8 of spades, column 7.", False), ("Clubs foundation.", True),
                           ("Score 5.", False), ("Deal 2.", True)]


def test_the_announcer_hands_everything_to_the_direct_line_and_back(qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = QtAnnouncer(widget, legacy_notify=False)
    paced = announcer.pacer
    got: list[Announcement] = []
    announcer.set_direct(got.append)
    assert announcer.pacer is None  # the reader interrupts stale sentences itself
    announcer.announce("Holding 7 of diamonds.")
    announcer.announce("Moved 7 of diamonds.", kind=RESULT)
    assert [a.text for a in got] == ["Holding 7 of diamonds.", "Moved 7 of diamonds."]
    assert announcer.texts == ["Holding 7 of diamonds.", "Moved 7 of diamonds."]  # the history keeps them
    announcer.set_direct(None)
    announcer.announce("Deal 2.")
    assert len(got) == 2 and announcer.pacer is paced


@pytest.fixture
def window(qtbot, profile_dir):
    return make_window(qtbot, profile_dir, deal=2)


def test_the_setting_turns_the_direct_line_on_and_off(qtbot, window, monkeypatch) -> None:
    reader = FakeReader()
    monkeypatch.setattr(direct_speech, "find_reader", lambda preferred=None: reader)
    assert not window.settings.direct_speech  # off by default
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.direct_speech.setChecked(True)
    window.announcer.announce("Holding 7 of diamonds.")
    assert reader.said == [("Holding 7 of diamonds.", False)]
    dialog.direct_speech.setChecked(False)
    window.announcer.announce("Deal 2.")
    assert len(reader.said) == 1


def test_with_no_reader_the_game_says_so_once_and_falls_back(qtbot, window, monkeypatch) -> None:
    monkeypatch.setattr(direct_speech, "find_reader", lambda preferred=None: None)
    for _ in range(2):
        window.settings.direct_speech = True
        window.settings.direct_speech = False
    assert window.announcer.direct is None
    assert window.announcer.texts.count(messages.no_screen_reader_found()) == 1


# --- through speech-dispatcher ------------------------------------------------------------

@pytest.fixture
def speech_dispatcher(tmp_path: Path) -> Iterator[Path]:
    """A private speech-dispatcher (its own socket) whose only output module appends each
    sentence it speaks to spoken.log after half a second; yields the log's path."""
    if not sys.platform.startswith("linux"):
        pytest.skip("speech-dispatcher is Linux's speech server")
    if shutil.which("speech-dispatcher") is None or not Path("/etc/speech-dispatcher").is_dir():
        message = "speech-dispatcher is not installed (apt-get install speech-dispatcher)"
        if os.environ.get("CI"):  # .ci/run installs it: it must run there
            pytest.fail(message)
        pytest.skip(message)
    conf = tmp_path / "conf"
    shutil.copytree("/etc/speech-dispatcher", conf)
    spoken = tmp_path / "spoken.log"
    (conf / "modules" / "textlog.conf").write_text(
        f"GenericExecuteSynth \"sleep 0.5; printf '%s\\\\n' \\'$DATA\\' >> {spoken}\"\n"
        'GenericStripPunctChars ""\nAddVoice "en" "MALE1" "en"\n')
    with open(conf / "speechd.conf", "a") as handle:
        handle.write('AddModule "textlog" "sd_generic" "textlog.conf"\nDefaultModule textlog\nAudioOutputMethod "libao"\n')
    socket = tmp_path / "speechd.sock"
    daemon = subprocess.Popen(["speech-dispatcher", "-s", "-t", "0", "-c", "unix_socket", "-S", str(socket),
                               "-C", str(conf), "-L", str(tmp_path), "-P", str(tmp_path / "pid")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not socket.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        logs = "".join(log.read_text(errors="replace")[-2000:] for log in tmp_path.glob("*.log"))
        assert socket.exists(), f"speech-dispatcher did not start: {logs}"
        os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{socket}"
        yield spoken
    finally:
        os.environ.pop("SPEECHD_ADDRESS", None)
        daemon.terminate()
        daemon.wait(10)


def heard(spoken: Path, count: int) -> list[str]:
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        lines = spoken.read_text().splitlines() if spoken.exists() else []
        if len(lines) >= count:
            time.sleep(1.0)  # and nothing more comes
            return spoken.read_text().splitlines()
        time.sleep(0.05)
    return spoken.read_text().splitlines() if spoken.exists() else []


def test_speech_dispatcher_hears_the_sentences_in_order_the_stale_one_interrupted(qtbot, speech_dispatcher) -> None:
    pytest.importorskip("prism", reason="prismatoid is not installed (pip install 'klondike-qt[speech]')")
    reader = direct_speech.find_reader("Speech Dispatcher")
    assert reader is not None and reader.name == "Speech Dispatcher"
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = QtAnnouncer(widget, legacy_notify=False)
    announcer.set_direct(DirectSpeech(reader).say)
    announcer.announce("Holding 7 of diamonds.")
    assert heard(speech_dispatcher, 1) == ["Holding 7 of diamonds."]
    announcer.announce("Moved 7 of diamonds to column 7, on 8 of spades.")  # spoken for 0.5 s…
    time.sleep(0.1)
    announcer.announce("Can't put the queen of spades on the 8 of spades.")  # …a newer result cuts it off
    announcer.announce("Clubs foundation, empty.", kind=FOCUS)  # another kind: waits its turn
    assert heard(speech_dispatcher, 3) == ["Holding 7 of diamonds.",
                                           "Can't put the queen of spades on the 8 of spades.",
                                           "Clubs foundation, empty."]
