"""The game in progress, saved after every change and restored on the next start.

When the GUI thread has handled an input (changes made together, such as a
new deal followed by a restore, are taken together) the game is serialised and
handed to a writer thread, which puts it on disk straight away (atomic write
with fsync). The game never waits for the disk — fsync alone costs 3–6 ms here,
far more on a slow drive — yet a kill loses at most the write in flight, never
a move made a moment earlier.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import SavedGame, loads
from ..engine.savefile import MAX_SAVE_BYTES
from .game_model import GameModel
from .storage import Loaded, atomic_write_text, load


def load_autosave(path: Path) -> Loaded[SavedGame]:
    """The saved game (validated by ``engine.loads``), or the reason it was set aside."""
    return load(path, loads, MAX_SAVE_BYTES)


class _Relay(QObject):
    error = Signal(object)


class _LatestWriter:
    """Writes the newest text it was given to ``path``; older texts that were
    never written are skipped, and a write never lands after a newer one."""

    def __init__(self, path: Path, on_failure: Callable[[OSError], None]) -> None:
        self.path = path
        self._on_failure = on_failure
        self._wake = threading.Condition()
        self._pending: tuple[int, str] | None = None
        self._written = 0  # sequence number of the text on disk
        self._disk = threading.Lock()
        self._thread: threading.Thread | None = None

    def submit(self, sequence: int, text: str) -> None:
        with self._wake:
            self._pending = (sequence, text)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._wake.notify()

    def write_now(self, sequence: int, text: str) -> None:
        """Write on the calling thread and return once it is on disk."""
        with self._wake:
            if self._pending is not None and self._pending[0] <= sequence:
                self._pending = None
        self._write(sequence, text)

    def _run(self) -> None:
        while True:
            with self._wake:
                while self._pending is None:
                    self._wake.wait()
                sequence, text = self._pending
                self._pending = None
            self._write(sequence, text)

    def _write(self, sequence: int, text: str) -> None:
        with self._disk:
            if sequence <= self._written:
                return
            try:
                atomic_write_text(self.path, text)
            except OSError as error:  # a full or read-only disk must not stop the game
                self._on_failure(error)
                return
            self._written = sequence


class Autosave(QObject):
    """Saves ``model.to_saved()`` after every change (and on :meth:`flush`)."""

    #: Emitted (on the GUI thread) with the error the first time a save cannot
    #: be written; once per run, so a full disk is not announced after every move.
    failed = Signal(object)

    def __init__(self, model: GameModel, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.path = path
        self._sequence = 0
        self._failing = False
        # Emitted from the writer thread: Qt queues it to this object's (GUI) thread.
        self._failure = _Relay(self)
        self._failure.error.connect(self._on_failure)
        self._writer = _LatestWriter(path, self._failure.error.emit)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)  # as soon as control returns to the event loop
        self._timer.timeout.connect(self._submit)
        model.changed.connect(lambda _change: self._timer.start())

    def _snapshot(self) -> tuple[int, str]:
        self._sequence += 1
        return self._sequence, self._model.to_saved().dumps()

    def _on_failure(self, error: OSError) -> None:
        if not self._failing:
            self._failing = True
            self.failed.emit(error)

    def _submit(self) -> None:
        self._writer.submit(*self._snapshot())

    def flush(self) -> None:
        """Write the game now and return once it is on disk (quitting, statistics)."""
        self._timer.stop()
        self._writer.write_now(*self._snapshot())
