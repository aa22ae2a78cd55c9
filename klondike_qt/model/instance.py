"""One game per profile: a second start hands its request over to the running one and ends.

Two copies writing the same profile lose data without a word (a win recorded by
one vanishes when the other moves; whichever quits last decides the saved game).
So the first start holds a lock file in the profile folder for as long as it
runs; a later start finds the lock taken, leaves a request file beside it (what
it was asked to play: a game, a deal, a variant; written whole, then linked into
place) and waits for the running game to take it away, which it does (it watches
the folder): it writes its answer (the game it is playing) for that start, and
follows the request, bringing its window to the front; the later start then says
so and ends.

This needs nothing but QtCore and the profile folder (no local socket, so no
QtNetwork in the bundle, and nothing in a shared temporary folder).

A lock left by a game that was killed is stale: ``QLockFile`` records the
holder's process id and host and takes the lock over when that process is gone,
so a kill never blocks the next start. A stale lock that cannot be taken over
(the folder became read-only after the game quit) does not block it either: the
running game holds an operating-system lock (``flock``) on the lock file, which
the system drops whatever way the game ends, so a lock file nobody holds is
known to be stale, not a game that does not answer. A profile folder where no
lock can be made at all (read-only, no permission) does not stop the game
either: it plays without the guard (it cannot save there anyway).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from enum import Enum
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QTimer, Signal

from ..engine.files import read_regular_file
from .storage import atomic_write_text, set_aside

fcntl: ModuleType | None
try:
    import fcntl as _posix_locks
    fcntl = _posix_locks
except ImportError:  # Windows: QLockFile's own check of the holder decides alone
    fcntl = None

LOCK_NAME = "klondike-qt.lock"
REQUEST_NAME = "klondike-qt.show-window"
#: The running game's answer to the later start with this process id: ``<prefix><pid>``.
ANSWER_PREFIX = "klondike-qt.answer-"
#: How long a later start waits for the running game, which may still be starting.
HANDOVER_TIMEOUT_S = 5.0
#: The running game also looks for a request this often, where the folder cannot be watched.
POLL_MS = 1000
#: A request or an answer is a few dozen bytes; anything larger is not one.
MAX_MESSAGE_BYTES = 4096
#: A lock file nobody holds may be one a game has just made and is about to lock: looked at twice.
_SETTLE_S = 0.2
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)


class Claim(Enum):
    """What :meth:`SingleInstance.claim` found."""

    FIRST = "first"  # this start is the game for the profile
    HANDED_OVER = "handed-over"  # the running game took the request: its window is in front
    UNREACHABLE = "unreachable"  # a game holds the profile but did not answer
    UNGUARDED = "unguarded"  # no lock can be made or taken over in the folder: play without one


def _whole_number(value: object, allowed: range | tuple[int, ...]) -> int | None:
    return value if type(value) is int and value in allowed else None


@dataclass(frozen=True, slots=True)
class Request:
    """What a later start asks the running game to play (None: not asked), and its process id."""

    game: str | None = None
    deal: int | None = None
    draw: int | None = None
    suits: int | None = None
    pid: int | None = None

    @property
    def asks(self) -> bool:
        """Whether it asks for more than the window coming to the front."""
        return any(value is not None for value in (self.game, self.deal, self.draw, self.suits))

    def encode(self) -> bytes:
        return json.dumps(asdict(self)).encode("utf-8")

    @staticmethod
    def decode(data: bytes) -> Request:
        """The request in ``data``; whatever is not one (junk, wrong types) asks for nothing."""
        try:
            value = json.loads(data.decode("utf-8"))
        except (ValueError, RecursionError):
            return Request()
        if not isinstance(value, dict):
            return Request()
        game = value.get("game")
        return Request(game if isinstance(game, str) and game.isascii() and game.isidentifier() else None,
                       _whole_number(value.get("deal"), range(1, 2**32)),
                       _whole_number(value.get("draw"), (1, 3)),
                       _whole_number(value.get("suits"), (1, 2, 4)),
                       _whole_number(value.get("pid"), range(1, 2**31)))


def lock_is_held(path: Path) -> bool:
    """Whether a running process holds the lock file at ``path``: the running game keeps
    an operating-system lock on it, which the system drops however the game ends (quit,
    crash, kill). True where that cannot be told (no ``fcntl``, not a regular file…)."""
    if fcntl is None:
        return True
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return True
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:  # held (EWOULDBLOCK), or locks not supported here: cannot tell
        return True
    finally:
        os.close(fd)
    return False


class SingleInstance(QObject):
    """The guard for one profile folder. Keep it alive for as long as the game runs."""

    #: A later start on the same profile asked this game to come to the front, and
    #: maybe to play something (the :class:`Request`).
    activated = Signal(object)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.request = folder / REQUEST_NAME
        self._lock = QLockFile(str(folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however long it ran
        self._held: int | None = None
        self._watcher: QFileSystemWatcher | None = None
        self._poll: QTimer | None = None
        #: The running game: the id of the game it plays, for the answer to a later start.
        self.playing: Callable[[], str] = lambda: ""
        #: A later start: the game the running one said it plays (None: no answer came).
        self.answer: str | None = None

    def claim(self, timeout_s: float = HANDOVER_TIMEOUT_S, request: Request | None = None) -> Claim:
        """Take the profile, or hand ``request`` over to the game that has it (or take
        it after all, if that game ends while this start waits for it)."""
        deadline = time.monotonic() + timeout_s
        while True:
            claim = self._claim_once(deadline, request or Request())
            if claim is not None:
                return claim

    def _claim_once(self, deadline: float, request: Request) -> Claim | None:
        self._clear_hostile_lock()
        if self._lock.tryLock(0):
            self._hold()
            self._remove_stale_request()
            self._remove_answers()
            self._watch()
            QTimer.singleShot(0, self._check)  # a start that came while this one took the lock
            return Claim.FIRST
        if self._lock.error() is not QLockFile.LockError.LockFailedError:
            return Claim.UNGUARDED  # no permission, read-only folder…: nobody can hold it
        if not self._held_by_another():
            return Claim.UNGUARDED  # stale, yet it could not be taken over (a read-only folder)
        handed = self._hand_over(deadline, request)
        if handed is None:
            return None  # the game ended meanwhile: the profile is free
        return Claim.HANDED_OVER if handed else Claim.UNREACHABLE

    def _held_by_another(self) -> bool:
        lock = self.folder / LOCK_NAME
        if lock_is_held(lock):
            return True
        time.sleep(_SETTLE_S)  # a game that has just made it locks it at once
        return lock_is_held(lock)

    def _hold(self) -> None:
        """Keep the operating-system lock :func:`lock_is_held` looks for (Qt may hold one already)."""
        if fcntl is None:
            return
        try:
            fd = os.open(self.folder / LOCK_NAME, _OPEN_FLAGS)
        except OSError:
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:  # QLockFile's own exclusive lock already: that one is held
            os.close(fd)
            return
        self._held = fd

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

    def _remove_stale_request(self) -> None:
        """A request left by a later start that was killed (one older than its wait)."""
        with contextlib.suppress(OSError):
            if time.time() - self.request.lstat().st_mtime > 2 * HANDOVER_TIMEOUT_S:
                self.request.unlink()

    def _remove_answers(self) -> None:
        """Answers no later start came back for (it was killed while waiting)."""
        with contextlib.suppress(OSError):
            for answer in self.folder.glob(f"{ANSWER_PREFIX}*"):
                with contextlib.suppress(OSError):
                    answer.unlink()

    def release(self) -> None:
        if self._poll is not None:
            self._poll.stop()
        if self._watcher is not None:  # a request from now on is for the next game to start
            self._watcher.directoryChanged.disconnect(self._check)
            self._watcher = None
        self._lock.unlock()
        if self._held is not None:
            os.close(self._held)
            self._held = None

    # -- the running game ------------------------------------------------------------------
    def _watch(self) -> None:
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._check)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check)
        self._poll.start()

    def _check(self, *_: object) -> None:
        try:  # never blocks, never reads more than a request: whatever is there is one
            data = read_regular_file(self.request, MAX_MESSAGE_BYTES)
        except FileNotFoundError:
            return
        except OSError:
            data = b""
        request = Request.decode(data)
        if request.pid is not None:  # answered before the request goes: the later start reads it then
            with contextlib.suppress(OSError):
                atomic_write_text(self.folder / f"{ANSWER_PREFIX}{request.pid}", json.dumps({"game": self.playing()}))
        try:
            self.request.unlink()  # taking it away is the answer
        except OSError:
            return
        self.activated.emit(request)

    # -- a later start ---------------------------------------------------------------------
    def _hand_over(self, deadline: float, request: Request) -> bool | None:
        """Whether the running game took the request; None if it ended instead (its
        lock no longer held: the request is taken back, the profile can be claimed)."""
        request = Request(request.game, request.deal, request.draw, request.suits, os.getpid())
        mine = self._place_request(request, deadline)
        if mine is None:
            return False
        answer = self.folder / f"{ANSWER_PREFIX}{request.pid}"
        checked = time.monotonic()
        while time.monotonic() < deadline:
            if not self._still_there(mine):
                self.answer = self._read_answer(answer)
                return True
            if time.monotonic() - checked > 0.25:
                checked = time.monotonic()
                if not lock_is_held(self.folder / LOCK_NAME) and self._take_back(mine):
                    return None
            time.sleep(0.05)
        if self._take_back(mine):  # the running game does not answer
            return False
        self.answer = self._read_answer(answer)  # taken at the last moment
        return True

    def _take_back(self, mine: os.stat_result) -> bool:
        """Remove the request if it is still there, not taken; whether it was."""
        if not self._still_there(mine):
            return False
        try:
            self.request.unlink()
        except FileNotFoundError:
            return False
        except OSError:
            pass
        return True

    def _place_request(self, request: Request, deadline: float) -> os.stat_result | None:
        """Put the request in place whole (written beside it, then linked: never through
        whatever stands there, never half written); wait while another start's request is
        there. Its file's identity, or None if it could not be placed."""
        temp = self.folder / f".{REQUEST_NAME}.{request.pid}.tmp"
        try:
            with contextlib.suppress(FileNotFoundError):
                temp.unlink()
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
            try:
                os.write(fd, request.encode())
            finally:
                os.close(fd)
            mine = temp.stat()
        except OSError:
            return None
        try:
            while True:
                try:
                    os.link(temp, self.request)
                    return mine
                except FileExistsError:  # another start's request, not yet taken: wait for it
                    if time.monotonic() >= deadline:
                        return None
                    time.sleep(0.05)
                except OSError:  # no hard links here: the request file itself, made anew
                    with contextlib.suppress(OSError):
                        os.replace(temp, self.request)
                        return mine
                    return None
        finally:
            with contextlib.suppress(OSError):
                temp.unlink()

    def _still_there(self, mine: os.stat_result) -> bool:
        try:
            there = self.request.lstat()
        except FileNotFoundError:
            return False
        except OSError:
            return True
        return (there.st_dev, there.st_ino) == (mine.st_dev, mine.st_ino)

    @staticmethod
    def _read_answer(path: Path) -> str | None:
        try:
            data = read_regular_file(path, MAX_MESSAGE_BYTES)
        except OSError:
            return None
        finally:
            with contextlib.suppress(OSError):
                path.unlink()
        try:
            value = json.loads(data.decode("utf-8"))
        except (ValueError, RecursionError):
            return None
        game = value.get("game") if isinstance(value, dict) else None
        return game if isinstance(game, str) and game else None


def read_setting(path: Path, name: str, default: str) -> str:
    """A setting, read without changing a thing (for a later start, whose running game
    owns the file): ``default`` when there is no usable file or value."""
    from PySide6.QtCore import QSettings

    from .settings import not_an_ini_file

    if not path.is_file() or not_an_ini_file(path):
        return default
    value = QSettings(str(path), QSettings.Format.IniFormat).value(name)
    return value if isinstance(value, str) else default
