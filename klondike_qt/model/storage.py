"""Files that survive crashes and bad data.

Writes are atomic (temp file in the same folder, flush, fsync, ``os.replace``),
so a file is always either the old version or the new one. A file that cannot
be read back is renamed aside with a timestamped name and the caller starts
fresh; it is never a traceback.
"""

from __future__ import annotations

import contextlib
import errno
import glob
import os
import re
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
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


def is_set_aside(path: Path) -> bool:
    """Whether ``path`` is a copy made by :func:`set_aside` / :func:`keep_copy`
    (``<name>.bad-YYYYmmdd-HHMMSS[-N]``) rather than a file left where it was."""
    return re.fullmatch(r".+\.bad-\d{8}-\d{6}(-\d+)?", path.name) is not None


def set_aside(path: Path) -> Path:
    """Rename a bad file to ``<name>.bad-YYYYmmdd-HHMMSS`` (UTC) and return the new path."""
    backup = _backup_name(path)
    os.replace(path, backup)
    return backup


@dataclass(frozen=True, slots=True, eq=False, repr=False)
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
    """Where a player's files live: statistics and the saved game in ``folder``,
    settings in ``config_folder`` and rendered card pictures under ``cache_folder``
    (both ``folder`` unless given: a ``--profile DIR`` keeps everything in DIR)."""

    folder: Path
    config_folder: Path | None = None
    cache_folder: Path | None = None

    @property
    def settings_path(self) -> Path:
        return (self.config_folder or self.folder) / "settings.ini"

    @property
    def statistics_path(self) -> Path:
        return self.folder / "statistics.json"

    @property
    def autosave_path(self) -> Path:
        return self.folder / "autosave.json"

    def autosave_path_for(self, file_name: str) -> Path:
        """The save of a game in progress, by its model's ``autosave_name``
        (``autosave-<game>.json``; Klondike's is ``autosave.json``, as before
        FreeCell), so each game goes on where it was left."""
        return self.folder / file_name

    @property
    def cache_dir(self) -> Path:
        """Rendered card pictures (safe to delete)."""
        return (self.cache_folder or self.folder / "cache") / "cards"

    @staticmethod
    def default() -> Profile:
        """The platform's places (``QStandardPaths``): the application data folder for
        statistics and the saved game, the configuration folder for settings, the cache
        folder (not roamed on Windows) for card pictures."""
        from PySide6.QtCore import QStandardPaths

        def place(kind: QStandardPaths.StandardLocation) -> Path | None:
            location = QStandardPaths.writableLocation(kind)
            return Path(location) if location else None

        Location = QStandardPaths.StandardLocation
        folder = place(Location.AppDataLocation) or Path.home() / ".klondike-qt"
        return Profile(folder, place(Location.AppConfigLocation) or folder,
                       place(Location.CacheLocation) or folder / "cache")

    def move_old_files(self) -> list[Path]:
        """Move what earlier versions kept in ``folder`` to where it belongs now, once:
        ``settings.ini`` (and the copies kept of bad ones) to the configuration folder,
        the card pictures to the cache folder. Nothing is lost: a file that is already
        there in the new place stays, and the old one is kept beside it as
        ``<name>.old``. Returns the files moved. Call it holding the profile (see
        :mod:`.instance`)."""
        moved: list[Path] = []
        for place in (self.config_folder, self.cache_folder):
            if place is not None:
                with contextlib.suppress(OSError):
                    place.mkdir(parents=True, exist_ok=True)
        config = self.config_folder
        if config is not None and config != self.folder:
            try:
                old_files = [p for p in self.folder.iterdir()
                             if p.name == "settings.ini" or p.name.startswith("settings.ini.bad-")]
            except OSError:
                old_files = []
            for old in old_files:
                target = config / old.name
                with contextlib.suppress(OSError):
                    config.mkdir(parents=True, exist_ok=True)
                    if os.path.lexists(target):
                        target = _free_name(config / f"{old.name}.old")
                    _move_file(old, target)
                    moved.append(target)
        old_cache = self.folder / "cache"
        new_cache = self.cache_folder
        with contextlib.suppress(OSError):
            if new_cache is not None and new_cache != old_cache and old_cache.is_dir():
                with contextlib.suppress(OSError):
                    if not (new_cache / "cards").exists():
                        new_cache.mkdir(parents=True, exist_ok=True)
                        os.replace(old_cache / "cards", new_cache / "cards")  # same disk: one rename
                shutil.rmtree(old_cache, ignore_errors=True)  # pictures: drawn again when needed
        return moved


def _free_name(path: Path) -> Path:
    candidate, counter = path, 1
    while os.path.lexists(candidate):
        counter += 1
        candidate = path.with_name(f"{path.name}-{counter}")
    return candidate


def _move_file(old: Path, new: Path) -> None:
    """``old`` to ``new`` (maybe on another disk): copied and made durable before the old goes."""
    try:
        os.replace(old, new)
        return
    except OSError as error:
        if error.errno != errno.EXDEV:
            raise
    temp = new.with_name(f".{new.name}.moving.tmp")
    shutil.copyfile(old, temp)
    fd = os.open(temp, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(temp, new)
    old.unlink()


# -- a profile folder the game cannot use --------------------------------------------------------

class FolderProblem(Enum):
    """Why the game cannot keep files in a folder."""

    NOT_A_FOLDER = "not-a-folder"  # a file, a device (/dev/null) stands where a folder should
    BROKEN_LINK = "broken-link"  # a symbolic link to nothing stands there
    UNREADABLE = "unreadable"  # no permission to read it
    READ_ONLY = "read-only"  # it can be read but not written (permissions, a read-only disk)
    FAILED = "failed"  # anything else the system said (``detail``)


@dataclass(frozen=True, slots=True)
class Unusable:
    """A folder the game cannot keep files in: ``place`` is the one at fault (the folder,
    or the file or link standing in the way of making it), ``detail`` the system's words."""

    place: Path
    problem: FolderProblem
    detail: str = ""


_NO_PERMISSION = frozenset({errno.EACCES, errno.EPERM, errno.EROFS})
#: A full disk is not a folder the game cannot use: the saves say so, and go on once there is room.
_NO_ROOM = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})


def check_folder(folder: Path) -> Unusable | None:
    """Make ``folder`` if it is missing; None if the game can read and write files in it,
    else why not. Never raises; never reads or blocks on anything in it."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _in_the_way(folder, error)
    try:
        os.listdir(folder)
    except OSError as error:
        problem = FolderProblem.UNREADABLE if error.errno in _NO_PERMISSION else FolderProblem.FAILED
        return Unusable(folder, problem, error.strerror or str(error))
    try:
        fd, probe = tempfile.mkstemp(prefix=".klondike-qt-probe.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as error:
        if error.errno in _NO_ROOM:
            return None
        problem = FolderProblem.READ_ONLY if error.errno in _NO_PERMISSION else FolderProblem.FAILED
        return Unusable(folder, problem, error.strerror or str(error))
    return None


def _in_the_way(folder: Path, error: OSError) -> Unusable:
    """Why ``folder`` could not be made: the nearest entry on its path that exists, and what it is."""
    place = folder
    while not os.path.lexists(place) and place.parent != place:
        place = place.parent
    if os.path.islink(place) and not os.path.exists(place):
        return Unusable(place, FolderProblem.BROKEN_LINK)
    if os.path.lexists(place) and not os.path.isdir(place):
        return Unusable(place, FolderProblem.NOT_A_FOLDER)
    if error.errno in _NO_PERMISSION:
        readable = os.access(place, os.R_OK | os.X_OK)
        return Unusable(place, FolderProblem.READ_ONLY if readable else FolderProblem.UNREADABLE,
                        error.strerror or str(error))
    return Unusable(place, FolderProblem.FAILED, error.strerror or str(error))


#: What the game reads from a profile: copied to the stand-in of a folder it can read but not write.
_PROFILE_FILES = re.compile(r"(settings\.ini|statistics\.json|autosave(-[a-z0-9_]+)?\.json)")


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class OpenedProfile:
    """The profile to play with (:func:`open_profile`): ``profile`` itself where its
    folders can be used, else a temporary stand-in (``stand_in``, removed at quit) for
    each folder that cannot; ``progress`` and ``settings`` say why the saved games and
    statistics, or the settings, cannot be kept (None: they can)."""

    profile: Profile
    progress: Unusable | None = None
    settings: Unusable | None = None
    stand_in: Path | None = None

    def remove_stand_in(self) -> None:
        if self.stand_in is not None:
            shutil.rmtree(self.stand_in, ignore_errors=True)


def open_profile(profile: Profile) -> OpenedProfile:
    """``profile``, checked: each of its folders the game cannot keep files in (a file or a
    broken link in the way, no permission, a read-only disk) is replaced by a temporary
    folder holding a copy of what the game reads from it, if it could be read, so the game
    starts, plays and goes on where it was left, and loses nothing it had; nothing is
    written to such a folder. The card pictures' folder is replaced the same way, in
    silence (they are drawn again)."""
    progress = check_folder(profile.folder)
    config = profile.config_folder
    settings = progress if config is None or config == profile.folder else check_folder(config)
    cache = profile.cache_folder
    cache_bad = cache is not None and cache not in (profile.folder, config) and check_folder(cache) is not None
    if progress is None and settings is None and not cache_bad:
        return OpenedProfile(profile)
    try:
        stand_in = Path(tempfile.mkdtemp(prefix="klondike-qt-"))
    except OSError:  # no temporary folder either: play in place, each failed save is told
        return OpenedProfile(profile, progress, settings)
    folder = _stand_in_for(profile.folder, stand_in / "data") if progress is not None else profile.folder
    if config is None or config == profile.folder:
        config_folder = None if config is None else folder
    else:
        config_folder = _stand_in_for(config, stand_in / "config") if settings is not None else config
    cache_folder = stand_in / "cache" if cache_bad else cache
    return OpenedProfile(Profile(folder, config_folder, cache_folder), progress, settings, stand_in)


def _stand_in_for(folder: Path, stand_in: Path) -> Path:
    """``stand_in``, made, with a copy of the profile files that can be read in ``folder``."""
    stand_in.mkdir(parents=True, exist_ok=True)
    try:
        names = [name for name in os.listdir(folder) if _PROFILE_FILES.fullmatch(name)]
    except OSError:
        return stand_in
    for name in names:
        with contextlib.suppress(OSError):
            data = read_regular_file(folder / name, DEFAULT_MAX_BYTES)
            (stand_in / name).write_bytes(data)
    return stand_in
