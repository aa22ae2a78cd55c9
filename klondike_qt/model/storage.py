"""Files that survive crashes and bad data.

Writes are atomic (temp file in the same folder, flush, fsync, ``os.replace``),
so a file is always either the old version or the new one. A file that cannot
be read back is renamed aside with a timestamped name and the caller starts
fresh; it is never a traceback.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..engine.files import read_regular_file

#: The largest statistics or other profile file read by default: far above what the game writes.
DEFAULT_MAX_BYTES = 64 * 1024 * 1024


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise


#: A temporary file of :func:`atomic_write_text` older than this was left by a
#: write that never finished (the program was killed); younger ones may belong to
#: a write in progress in another copy of the game.
STALE_TEMPORARY_S = 60.0


def remove_stale_temporaries(path: Path) -> int:
    """Delete the temporaries that killed writes of ``path`` left behind; return how many."""
    removed = 0
    now = time.time()
    try:
        candidates = list(path.parent.glob(f".{glob.escape(path.name)}.*.tmp"))
    except OSError:
        return 0
    for temp in candidates:
        try:
            if now - temp.stat().st_mtime > STALE_TEMPORARY_S:
                temp.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def keep_copy(path: Path) -> Path:
    """Copy ``path`` to ``<name>.bad-YYYYmmdd-HHMMSS`` (UTC), the original staying; return the copy."""
    backup = _backup_name(path)
    shutil.copyfile(path, backup)
    return backup


def _backup_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    backup = path.with_name(f"{path.name}.bad-{stamp}")
    counter = 1
    while backup.exists():
        counter += 1
        backup = path.with_name(f"{path.name}.bad-{stamp}-{counter}")
    return backup


def set_aside(path: Path) -> Path:
    """Rename a bad file to ``<name>.bad-YYYYmmdd-HHMMSS`` (UTC) and return the new path."""
    backup = _backup_name(path)
    os.replace(path, backup)
    return backup


@dataclass(frozen=True, slots=True)
class Loaded[T]:
    """What :func:`load` found: the value (``None`` if there was no usable
    file) and, if the file was bad, where it was set aside and why."""

    value: T | None
    backup: Path | None = None
    problem: str | None = None


def load[T](path: Path, parse: Callable[[str], T], max_bytes: int = DEFAULT_MAX_BYTES) -> Loaded[T]:
    """Read ``path`` with ``parse`` (which raises ``ValueError`` on bad data).

    A missing file gives ``Loaded(None)``; a file that cannot be decoded or
    parsed, one larger than ``max_bytes``, and anything but a regular file (a
    device, a FIFO, a folder, a symlink loop: see :mod:`..engine.files`) is set
    aside, never read without end or waited on."""
    remove_stale_temporaries(path)
    try:
        data = read_regular_file(path, max_bytes)
        return Loaded(parse(data.decode("utf-8")))
    except FileNotFoundError:
        return Loaded(None)
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as error:
        # Unreadable (no permission, a folder in its place…) or not parseable: set
        # aside, so the next write can put a good file there and the player is told.
        try:
            backup = set_aside(path)
        except OSError:
            backup = path
        return Loaded(None, backup, str(error))


@dataclass(frozen=True, slots=True)
class Profile:
    """The folder that keeps a player's settings, statistics and saved game."""

    folder: Path

    @property
    def settings_path(self) -> Path:
        return self.folder / "settings.ini"

    @property
    def statistics_path(self) -> Path:
        return self.folder / "statistics.json"

    @property
    def autosave_path(self) -> Path:
        return self.folder / "autosave.json"

    @property
    def cache_dir(self) -> Path:
        """Rendered card pictures (safe to delete)."""
        return self.folder / "cache" / "cards"

    @staticmethod
    def default() -> Profile:
        """The user's application data folder (``QStandardPaths``)."""
        from PySide6.QtCore import QStandardPaths

        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        return Profile(Path(location or Path.home() / ".klondike-qt"))
