"""One game per profile (issue 16, item 2), with real processes.

A second start on a profile that a running game holds brings that game's window
to the front and ends with a sentence saying so, changing no file; a lock left by
a game killed with SIGKILL never blocks the next start; another profile is not
affected.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from klondike_qt.engine.klondike import loads
from klondike_qt.model.instance import LOCK_NAME, REQUEST_NAME, Claim, SingleInstance

CHILD = Path(__file__).resolve().parent / "hostile_start_app.py"
ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen")
SENTENCE = ("Klondike is already open with the profile {}, so its window was brought to the front "
            "instead of starting a second copy.")


class Running:
    """A game started with ``--stay``: it has made one move and saved it when ready."""

    def __init__(self, profile: Path) -> None:
        self.process = subprocess.Popen([sys.executable, str(CHILD), "--stay", "--", "--profile", str(profile)],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
        self.lines: list[str] = []
        self.ready = json.loads(self.wait_for("READY ")[6:])

    def wait_for(self, prefix: str, timeout: float = 30) -> str:
        assert self.process.stdout is not None
        os.set_blocking(self.process.stdout.fileno(), False)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if line:
                self.lines.append(line.rstrip("\n"))
                if line.startswith(prefix):
                    return line.rstrip("\n")
            elif self.process.poll() is not None:
                break
            else:
                time.sleep(0.02)
        raise AssertionError(f"no {prefix!r} line; got {self.lines}, stderr: {self.stderr_now()}")

    def stderr_now(self) -> str:
        if self.process.poll() is None:
            return "(running)"
        assert self.process.stderr is not None
        return self.process.stderr.read()

    def end(self, sig: int = signal.SIGTERM) -> None:
        if self.process.poll() is None:
            self.process.send_signal(sig)
        self.process.wait(timeout=10)


def second_start(profile: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(CHILD), "--draw-and-quit", "--", "--profile", str(profile),
                           *extra], capture_output=True, text=True, timeout=60, env=ENV)


def report_of(result: subprocess.CompletedProcess[str]) -> dict:
    lines = [line[7:] for line in result.stdout.splitlines() if line.startswith("REPORT ")]
    assert lines, result.stderr
    return json.loads(lines[-1])


def test_a_second_start_brings_the_running_game_to_the_front_and_ends(tmp_path):
    profile = tmp_path / "profile"
    first = Running(profile)
    try:
        saved = (profile / "autosave.json").read_bytes()
        started = time.monotonic()
        result = second_start(profile, "--deal", "7")
        assert time.monotonic() - started < 15
        assert result.returncode == 0, result.stderr
        assert SENTENCE.format(profile.resolve()) in result.stderr
        assert report_of(result) == {"status": 0}  # no window of its own, nothing played
        first.wait_for("RAISED", timeout=10)
        assert first.process.poll() is None  # still playing
        assert (profile / "autosave.json").read_bytes() == saved  # the second start wrote nothing
        assert not (profile / REQUEST_NAME).exists()
        assert not list(profile.glob("*.bad-*"))
    finally:
        first.end()


def test_a_lock_left_by_a_killed_game_never_blocks_the_next_start(tmp_path):
    profile = tmp_path / "profile"
    first = Running(profile)
    first.end(signal.SIGKILL)
    assert (profile / LOCK_NAME).exists()  # left behind by the kill
    result = second_start(profile)
    assert result.returncode == 0, result.stderr
    assert "already open" not in result.stderr
    report = report_of(result)
    assert report["moves"] == 2 and report["status"] == 0  # the saved move, then one more
    assert loads((profile / "autosave.json").read_text()).position == 2


def test_another_profile_starts_beside_a_running_game(tmp_path):
    first = Running(tmp_path / "one")
    try:
        result = second_start(tmp_path / "two")
        assert result.returncode == 0 and "already open" not in result.stderr
        assert report_of(result)["moves"] == 1
    finally:
        first.end()


def test_a_running_game_that_does_not_answer_is_reported_and_left_alone(tmp_path):
    profile = tmp_path / "profile"
    first = Running(profile)
    first.process.send_signal(signal.SIGSTOP)  # it holds the lock but cannot answer
    try:
        result = second_start(profile)
        assert result.returncode == 1
        assert "does not answer" in result.stderr and "Traceback" not in result.stderr
        assert not (profile / REQUEST_NAME).exists()  # its request taken back
    finally:
        first.process.send_signal(signal.SIGCONT)
        first.end()


@pytest.mark.usefixtures("qapp")
def test_a_folder_where_no_lock_can_be_made_plays_unguarded(tmp_path, monkeypatch):
    from PySide6.QtCore import QLockFile

    monkeypatch.setattr(QLockFile, "tryLock", lambda self, timeout=0: False)
    monkeypatch.setattr(QLockFile, "error", lambda self: QLockFile.LockError.PermissionError)
    assert SingleInstance(tmp_path).claim(timeout_s=0.1) is Claim.UNGUARDED


@pytest.mark.parametrize("entry", ["FIFO", "symlink to /dev/zero"])
def test_a_lock_that_is_not_a_regular_file_is_set_aside_and_never_read(tmp_path, entry):
    profile = tmp_path / "profile"
    profile.mkdir()
    lock = profile / LOCK_NAME
    if entry == "FIFO":
        os.mkfifo(lock)
    else:
        lock.symlink_to("/dev/zero")
    result = second_start(profile)
    assert result.returncode == 0 and report_of(result)["moves"] == 1, result.stderr
    assert len(list(profile.glob(LOCK_NAME + ".bad-*"))) == 1
