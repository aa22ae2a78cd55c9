"""One game per profile: a second start hands over to the running one and ends.

Two copies writing the same profile lose data without a word (a win recorded by
one vanishes when the other moves; whichever quits last decides the saved game).
So the first start holds a lock file in the profile folder for as long as it
runs; a later start finds the lock taken, leaves a request file beside it and
waits for the running game to take it away, which it does (it watches the
folder) as it brings its window to the front; the later start then ends.

This needs nothing but QtCore and the profile folder (no local socket, so no
QtNetwork in the bundle, and nothing in a shared temporary folder).

A lock left by a game that was killed is stale: ``QLockFile`` records the
holder's process id and host and takes the lock over when that process is gone,
so a kill never blocks the next start. A profile folder where no lock can be
made at all (read-only, no permission) does not stop the game either: it plays
without the guard (it cannot save there anyway).
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QTimer, Signal

from .storage import set_aside

LOCK_NAME = "klondike-qt.lock"
REQUEST_NAME = "klondike-qt.show-window"
#: How long a later start waits for the running game, which may still be starting.
HANDOVER_TIMEOUT_S = 5.0
#: The running game also looks for a request this often, where the folder cannot be watched.
POLL_MS = 1000


class Claim(Enum):
    """What :meth:`SingleInstance.claim` found."""

    FIRST = "first"  # this start is the game for the profile
    HANDED_OVER = "handed-over"  # the running game took the request: its window is in front
    UNREACHABLE = "unreachable"  # a game holds the profile but did not answer
    UNGUARDED = "unguarded"  # no lock can be made in the folder: play without one


class SingleInstance(QObject):
    """The guard for one profile folder. Keep it alive for as long as the game runs."""

    #: A later start on the same profile asked this game to bring its window to the front.
    activated = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.request = folder / REQUEST_NAME
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however long it ran
        self._watcher: QFileSystemWatcher | None = None
        self._poll: QTimer | None = None

    def claim(self, timeout_s: float = HANDOVER_TIMEOUT_S) -> Claim:
        """Take the profile, or hand over to the game that has it."""
        self._clear_hostile_lock()
        if self._lock.tryLock(0):
            with contextlib.suppress(OSError):
                self.request.unlink(missing_ok=True)  # left by a later start that was killed
            self._watch()
            return Claim.FIRST
        if self._lock.error() is not QLockFile.LockError.LockFailedError:
            return Claim.UNGUARDED  # no permission, read-only folder…: nobody can hold it
        return Claim.HANDED_OVER if self._hand_over(timeout_s) else Claim.UNREACHABLE

    def _clear_hostile_lock(self) -> None:
        """A lock that is not a regular file (a FIFO would block Qt's read of it, a symlink
        could point anywhere) was not made by a game: set it aside, it is never read."""
        lock = self.folder / LOCK_NAME
        try:
            mode = lock.lstat().st_mode
        except OSError:
            return
        if not stat.S_ISREG(mode):
            with contextlib.suppress(OSError):
                set_aside(lock)

    def release(self) -> None:
        if self._poll is not None:
            self._poll.stop()
        self._lock.unlock()

    # -- the running game ------------------------------------------------------------------
    def _watch(self) -> None:
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._check)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check)
        self._poll.start()

    def _check(self, *_: object) -> None:
        try:
            self.request.unlink()  # never read: whatever is there, taking it away is the answer
        except OSError:
            return
        self.activated.emit()

    # -- a later start ---------------------------------------------------------------------
    def _hand_over(self, timeout_s: float) -> bool:
        try:  # never through whatever stands there already (a FIFO would block the open)
            fd = os.open(self.request, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NONBLOCK", 0))
        except FileExistsError:
            pass  # another start's request, not yet taken: wait for it as for ours
        except OSError:
            return False
        else:
            with contextlib.suppress(OSError):
                os.write(fd, f"{os.getpid()}\n".encode("ascii"))
            os.close(fd)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if not os.path.lexists(self.request):
                return True
            time.sleep(0.05)
        try:
            self.request.unlink()
        except FileNotFoundError:
            return True  # taken at the last moment
        except OSError:
            pass
        return False


def settings_language(path: Path) -> str:
    """The language setting, read without changing a thing (for a later start, whose
    running game owns the file): "system" when there is no usable file."""
    from PySide6.QtCore import QSettings

    from .settings import not_an_ini_file

    if not path.is_file() or not_an_ini_file(path):
        return "system"
    value = QSettings(str(path), QSettings.Format.IniFormat).value("language")
    return value if isinstance(value, str) else "system"
