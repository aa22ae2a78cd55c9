"""The game in progress, saved after every change and restored on the next start.

Every change is on its way to the disk before the next input is handled: once
the GUI thread has handled an input (changes made together, such as a new deal
followed by a restore, are taken together), or as soon as the next key press,
click or shortcut arrives if that is sooner (a burst of queued key presses is
handled without the event loop turning), it writes the save into a temporary
file of its own in the profile folder, numbered
(``.autosave.json.<pid>-<n>.tmp``) — one ``write`` into the kernel, a fraction
of a millisecond, so a kill (SIGKILL, a crash) right after it loses nothing —
and hands it to a writer thread, which
makes it durable (``fsync``) and renames it over ``autosave.json`` (atomic:
the file is always a whole save). A temporary overtaken by a newer one before
the writer reached it is deleted unsynced, so a burst of key presses costs one
``fsync`` at a time, never one per press. The game never waits for the disk.

If the game is killed, the next start finds the newest complete temporary that
is newer than ``autosave.json`` and puts it in place before reading (a
temporary cut short by the kill does not parse and is ignored): a kill loses at
most the move in flight. The profile is held by one game at a time (see
:mod:`.instance`), so every temporary found at start was left by a dead game.

A save is encoded incrementally (:class:`~klondike_qt.engine.klondike.savefile.SaveEncoder`),
so saving a game of 100,000 moves costs milliseconds, and a game too long to be
read back (:data:`~klondike_qt.engine.savefile.MAX_SAVE_BYTES`) is never written:
the player is told once that it cannot be saved, as for a full disk.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import os
import re
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from ..engine.files import read_regular_file
from ..engine.savefile import MAX_SAVE_BYTES, fits, record_of, with_record
from .model_base import AnyModel
from .storage import Loaded, atomic_write_text, load

_STAGED = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)-(?P<sequence>\d+)\.tmp$")
_run = itertools.count(1)  # distinguishes two Autosave objects of one process (tests)


def _staged_name(path: Path, sequence: int, run: int) -> Path:
    return path.with_name(f".{path.name}.{os.getpid()}{run:02d}-{sequence:012d}.tmp")


def stage_text(path: Path, sequence: int, text: str, run: int = 0) -> tuple[Path, int]:
    """Write ``text`` into a new numbered temporary beside ``path``; return it and its
    open descriptor (for the ``fsync``). Raises ``OSError`` (full disk…)."""
    temp = _staged_name(path, sequence, run)
    data = text.encode("utf-8")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
                 | getattr(os, "O_BINARY", 0), 0o666)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return temp, fd


def _discard(temp: Path, fd: int) -> None:
    with contextlib.suppress(OSError):
        os.close(fd)
    with contextlib.suppress(OSError):
        os.unlink(temp)


def recover_staged(path: Path, check: Callable[[bytes], object]) -> Path | None:
    """Put the newest complete save a killed game left in a temporary over ``path``
    (if it is newer); delete every such temporary. Returns the one used, if any."""
    try:
        entries = list(path.parent.iterdir())
    except OSError:
        return None
    staged: list[tuple[int, int, Path]] = []
    for entry in entries:
        match = _STAGED.match(entry.name)
        if match and match["name"] == path.name:
            with contextlib.suppress(OSError):
                staged.append((entry.lstat().st_mtime_ns, int(match["sequence"]), entry))
    if not staged:
        return None
    try:
        current_mtime = path.stat().st_mtime_ns
    except OSError:
        current_mtime = -1
    used: Path | None = None
    for mtime, _sequence, temp in sorted(staged, reverse=True):
        if mtime < current_mtime:
            break  # older than the save in place (a clock step): keep what is there
        try:
            check(read_regular_file(temp, MAX_SAVE_BYTES))
            fd = os.open(temp, os.O_RDONLY | getattr(os, "O_BINARY", 0))
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(temp, path)
        except (OSError, ValueError):
            continue  # cut short by the kill, or not a save: the next older one
        used = temp
        break
    for _mtime, _sequence, temp in staged:
        if temp != used:
            with contextlib.suppress(OSError):
                temp.unlink()
    return used


def load_autosave[V](path: Path, read: Callable[[str | bytes], V]) -> Loaded[V]:
    """The saved game (validated by the game's ``read``, its model's
    :attr:`~.model_base.GameModelBase.read_save`), or the reason it was set
    aside; first recovering a save a killed game left in a temporary."""
    recover_staged(path, read)
    return load(path, read, MAX_SAVE_BYTES)


def saved_record(path: Path) -> str | None:
    """The statistics record the save at ``path`` names (its last key; None: none)."""
    try:
        with path.open("rb") as handle:
            size = handle.seek(0, os.SEEK_END)
            handle.seek(max(0, size - 160))
            return record_of(handle.read())
    except OSError:
        return None


#: Input that may change the game: a save still waiting for the event loop is staged first.
_INPUT = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.Shortcut,
                    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                    QEvent.Type.MouseButtonRelease, QEvent.Type.Wheel, QEvent.Type.TouchBegin,
                    QEvent.Type.TabletPress})


class _Relay(QObject):
    error = Signal(object)


class _StagedWriter:
    """Makes the newest staged temporary durable and renames it over ``path``;
    older ones that were never reached are deleted, and a rename never lands
    after a newer one."""

    def __init__(self, path: Path, on_failure: Callable[[OSError], None]) -> None:
        self.path = path
        self._on_failure = on_failure
        self._wake = threading.Condition()
        self._pending: tuple[int, Path, int] | None = None
        self._written = 0  # sequence number of the save in place
        self._disk = threading.Lock()
        self._thread: threading.Thread | None = None
        self._closed = False
        self._run = next(_run)

    def submit(self, sequence: int, text: str) -> None:
        """Stage ``text`` now (on the calling thread) and have the writer finish it."""
        try:
            staged = stage_text(self.path, sequence, text, self._run)
        except OSError as error:  # a full or read-only disk must not stop the game
            self._on_failure(error)
            return
        with self._wake:
            if self._closed:  # a game left for good writes nothing more
                _discard(*staged)
                return
            older, self._pending = self._pending, (sequence, *staged)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run_loop, name="autosave", daemon=True)
                self._thread.start()
            self._wake.notify()
        if older is not None:
            _discard(older[1], older[2])  # overtaken: the newer one is complete already

    def write_now(self, sequence: int, text: str) -> None:
        """Write on the calling thread and return once it is on disk."""
        if self._closed:
            return
        try:
            staged = stage_text(self.path, sequence, text, self._run)
        except OSError as error:
            self._on_failure(error)
            return
        with self._wake:
            older, self._pending = self._pending, None
        if older is not None:
            _discard(older[1], older[2])
        self._finish(sequence, *staged)

    def close(self) -> None:
        """Finish the save waiting for the thread, then end the thread (it is joined):
        nothing is written after this returns."""
        with self._wake:
            self._closed = True
            self._wake.notify()
            thread = self._thread
        if thread is not None:
            thread.join()

    def _run_loop(self) -> None:
        while True:
            with self._wake:
                while self._pending is None and not self._closed:
                    self._wake.wait()
                if self._pending is None:
                    return  # closed, and nothing left to write
                sequence, temp, fd = self._pending
                self._pending = None
            self._finish(sequence, temp, fd)

    def _finish(self, sequence: int, temp: Path, fd: int) -> None:
        with self._disk:
            if sequence <= self._written:
                _discard(temp, fd)
                return
            try:
                try:
                    os.fsync(fd)
                finally:
                    os.close(fd)
                os.replace(temp, self.path)
            except OSError as error:
                with contextlib.suppress(OSError):
                    os.unlink(temp)
                self._on_failure(error)
                return
            self._written = sequence


class Autosave(QObject):
    """Saves ``model.to_saved()`` after every change (and on :meth:`flush`)."""

    #: Emitted (on the GUI thread) with the error the first time a save cannot
    #: be written; once per run, so a full disk is not announced after every move.
    failed = Signal(object)

    def __init__(self, model: AnyModel, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.path = path
        self._sequence = 0
        self._failing = False
        # Emitted from the writer thread: Qt queues it to this object's (GUI) thread.
        self._failure = _Relay(self)
        self._failure.error.connect(self._on_failure)
        self._writer = _StagedWriter(path, self._failure.error.emit)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)  # as soon as control returns to the event loop
        self._timer.timeout.connect(self._submit)
        self._watching = False  # the application's input, while a save waits for the timer
        self._closed = False
        #: The statistics record the game is counted under, written into each save (None: none).
        self.record: Callable[[], str | None] | None = None
        model.changed.connect(self._on_change)

    def _on_change(self, _change: object) -> None:
        self._timer.start()
        app = QCoreApplication.instance()
        if not self._watching and app is not None:
            app.installEventFilter(self)  # only until the save is staged: no cost in between
            self._watching = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _INPUT and self._timer.isActive():
            self._submit()  # the next input may be a move: this change goes to disk first
        return False

    def _stop_watching(self) -> None:
        self._timer.stop()
        if self._watching:
            app = QCoreApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self._watching = False

    def _snapshot(self) -> tuple[int, str] | None:
        self._sequence += 1
        text = with_record(self._model.save_text(), self.record() if self.record is not None else None)
        if not fits(text):  # it could not be read back: keep the last save that can
            self._failure.error.emit(OSError(errno.EFBIG, "the game is too long to be saved", str(self.path)))
            return None
        return self._sequence, text

    def _on_failure(self, error: OSError) -> None:
        if not self._failing:
            self._failing = True
            self.failed.emit(error)

    def _submit(self) -> None:
        self._stop_watching()
        if self._closed:
            return
        snapshot = self._snapshot()
        if snapshot is not None:
            self._writer.submit(*snapshot)

    def flush(self) -> None:
        """Write the game now and return once it is on disk (quitting, statistics)."""
        if self._closed:
            return
        self._stop_watching()
        snapshot = self._snapshot()
        if snapshot is not None:
            self._writer.write_now(*snapshot)

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` ran: this game is no longer saved."""
        return self._closed

    def close(self) -> None:
        """The game is left for good (another game chosen, quitting): write it now,
        then stop: no more saves, no listener, the writer thread ended. Nothing of
        this game is written after this returns (not over a newer save of the
        same game, not after the profile is released)."""
        if self._closed:
            return
        self.flush()
        self._closed = True
        self._stop_watching()
        self._model.changed.disconnect(self._on_change)
        self._writer.close()


__all__ = ["Autosave", "atomic_write_text", "load_autosave", "recover_staged", "saved_record", "stage_text"]
