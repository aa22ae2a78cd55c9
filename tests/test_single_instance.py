"""One game per profile (issue 16, item 2; issue 31, items 4 and 10), with real processes.

A second start on a profile that a running game holds brings that game's window
to the front and ends with a sentence saying so, naming the game in play; what it
asked for (a game, a deal) the running window plays, asking first when a started
game would be lost; a lock left by a game killed with SIGKILL never blocks the
next start, nor does one that could not be removed (a folder become read-only);
another profile is not affected.

The children import the code under test from this checkout (``PYTHONPATH``), not
the installed one.
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
from klondike_qt.model.instance import LOCK_NAME, REQUEST_NAME, Claim, SingleInstance, lock_is_held

CHILD = Path(__file__).resolve().parent / "hostile_start_app.py"
ROOT = Path(__file__).resolve().parent.parent
ENV = dict(os.environ, QT_QPA_PLATFORM="offscreen",
           PYTHONPATH=os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH")))))
SENTENCE = ("Klondike is already open with the profile {}, so its window was brought to the front "
            "instead of starting a second copy.")


class Running:
    """A game started with ``--stay``: it has made one move and saved it when ready."""

    def __init__(self, profile: Path, as_player: bool = False) -> None:
        prefix = AS_A_PLAYER if as_player else []
        self.process = subprocess.Popen([*prefix, sys.executable, str(CHILD), "--stay", "--", "--profile", str(profile)],
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


#: Root writes into any folder; without these two capabilities it obeys permissions like a player.
AS_A_PLAYER = (["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"]
               if hasattr(os, "geteuid") and os.geteuid() == 0 else [])


def second_start(profile: Path, *extra: str, as_player: bool = False) -> subprocess.CompletedProcess[str]:
    prefix = AS_A_PLAYER if as_player else []
    return subprocess.run([*prefix, sys.executable, str(CHILD), "--draw-and-quit", "--", "--profile", str(profile),
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
        result = second_start(profile)
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


def test_a_second_start_asking_for_another_game_and_deal_is_followed_and_says_so(tmp_path):
    profile = tmp_path / "profile"
    first = Running(profile)  # Klondike, one card turned
    try:
        result = second_start(profile, "--game", "freecell", "--deal", "5")
        assert result.returncode == 0, result.stderr
        assert (f"Klondike is already open with the profile {profile.resolve()}, so its window was brought to the "
                "front and asked to play FreeCell deal 5; it asks first if a started game would be lost."
                ) in result.stderr
        first.wait_for('PLAYING ["freecell", 5]', timeout=10)
        again = second_start(profile)  # the sentence names the game in play now, not always Klondike
        assert SENTENCE.replace("Klondike", "FreeCell").format(profile.resolve()) in again.stderr, again.stderr
        assert not (profile / REQUEST_NAME).exists() and not list(profile.glob("klondike-qt.answer-*"))
    finally:
        first.end()


@pytest.mark.usefixtures("qapp")
def test_a_stale_lock_that_cannot_be_removed_does_not_block_the_start(tmp_path, monkeypatch):
    """Nothing holds the lock file (its game has ended) but it cannot be taken over:
    the game starts, unguarded; a lock a running game holds is still handed over to."""
    from PySide6.QtCore import QLockFile

    (tmp_path / LOCK_NAME).write_text("4242\nklondike-qt\nhost\n")  # left behind, nobody holds it
    monkeypatch.setattr(QLockFile, "tryLock", lambda self, timeout=0: False)
    monkeypatch.setattr(QLockFile, "error", lambda self: QLockFile.LockError.LockFailedError)
    assert not lock_is_held(tmp_path / LOCK_NAME)
    assert SingleInstance(tmp_path).claim(timeout_s=0.1) is Claim.UNGUARDED
    assert not (tmp_path / REQUEST_NAME).exists()  # no request left for a game that is not there


def test_the_running_game_holds_its_lock_until_it_ends_however_it_ends(tmp_path):
    profile = tmp_path / "profile"
    first = Running(profile)
    assert lock_is_held(profile / LOCK_NAME)
    first.end(signal.SIGKILL)
    assert (profile / LOCK_NAME).exists() and not lock_is_held(profile / LOCK_NAME)


def test_a_restart_after_quitting_on_a_profile_become_read_only_plays_on_and_loses_nothing(tmp_path):
    """The folder became read-only while the game ran: the lock stays behind when it ends.
    The next start plays (the game goes on where it was) and says once that progress
    cannot be saved; the files are as they were."""
    profile = tmp_path / "profile"
    first = Running(profile, as_player=True)
    saved = {path.name: path.read_bytes() for path in profile.iterdir() if path.is_file()}
    profile.chmod(0o555)
    try:
        first.end()
        assert (profile / LOCK_NAME).exists()  # it could not be removed
        result = second_start(profile, as_player=True)
    finally:
        profile.chmod(0o755)
    assert result.returncode == 0 and "already open" not in result.stderr, result.stderr
    report = report_of(result)
    assert report["moves"] == 2 and report["deal"] == first.ready["deal"]  # the saved move, then one more
    assert report["said"] == [f"Progress and settings cannot be saved in {profile.resolve()}: it cannot be "
                              "written to. You can play, but nothing of this session will be kept."]
    assert {path.name: path.read_bytes() for path in profile.iterdir()
            if path.is_file() and path.name != LOCK_NAME} == {k: v for k, v in saved.items() if k != LOCK_NAME}


def test_a_request_for_a_deal_asks_first_when_a_started_game_would_be_lost(qtbot, profile_dir, monkeypatch):
    from ui_helpers import make_window

    from klondike_qt import app
    from klondike_qt.model.instance import Request
    from klondike_qt.ui import dialogs

    window = make_window(qtbot, profile_dir, game="klondike", deal=1)
    window.model.draw()  # a started game
    asked: list[int | None] = []
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda parent, restart, number=None: asked.append(number) or False)
    app._follow(window, Request(deal=5))
    assert asked == [5] and (window.game, window.model.deal_number) == ("klondike", 1)  # the player stayed
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda parent, restart, number=None: asked.append(number) or True)
    app._follow(window, Request(game="freecell", deal=7))  # FreeCell has no started game: no question
    assert asked == [5] and (window.game, window.model.deal_number) == ("freecell", 7)
    app._follow(window, Request(game="klondike", deal=9))  # Klondike's started game comes back: asked
    assert asked == [5, 9] and (window.game, window.model.deal_number) == ("klondike", 9)


@pytest.mark.parametrize("data", [b"", b"\xff\xfe junk", b"[" * 100_000, b'{"game": "../x", "deal": -1}',
                                  b'{"game": 5, "deal": "5", "draw": 2, "suits": 3, "pid": 1e9}', b"7"])
def test_a_request_that_is_not_one_asks_only_for_the_window(data):
    from klondike_qt.model.instance import Request

    assert Request.decode(data) == Request() and not Request.decode(data).asks
    assert Request.decode(Request("spider", 5, None, 2, 42).encode()) == Request("spider", 5, None, 2, 42)
