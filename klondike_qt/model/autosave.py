"""The game in progress, saved after every change and restored on the next start."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from ..engine import SavedGame, loads
from .game_model import GameModel
from .storage import Loaded, atomic_write_text, load

#: Changes within this many milliseconds are saved together.
DELAY_MS = 150


def load_autosave(path: Path) -> Loaded[SavedGame]:
    """The saved game (validated by ``engine.loads``), or the reason it was set aside."""
    return load(path, loads)


class Autosave(QObject):
    """Writes ``model.to_saved()`` shortly after each change (and on :meth:`flush`)."""

    def __init__(self, model: GameModel, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self.path = path
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.flush)
        model.changed.connect(lambda _change: self._timer.start())

    def flush(self) -> None:
        self._timer.stop()
        try:
            atomic_write_text(self.path, self._model.to_saved().dumps())
        except OSError:
            pass  # a full or read-only disk must not stop the game
