"""Reading a file that may be hostile: only a regular file, never blocking, never unbounded.

A symlink to ``/dev/zero`` or ``/dev/urandom`` would read without end, a FIFO
would block the open (or the read) forever, a folder or a symlink loop fails
in its own way: :func:`read_regular_file` refuses all of these with an
:class:`UnusableFile` (an ``OSError``) before reading a byte, and stops at
``max_bytes``.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

#: Opening a FIFO without O_NONBLOCK waits for a writer; with it, the open returns at once.
_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
_CHUNK = 1 << 20


class UnusableFile(OSError):
    """Not a regular file (device, FIFO, socket, folder) or larger than the cap."""

    def __init__(self, path: Path | str, reason: str, code: int = errno.EINVAL) -> None:
        super().__init__(code, reason, str(path))


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_regular_file(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of ``path`` if it is (or links to) a regular file of at most ``max_bytes``.

    :raises FileNotFoundError: if there is nothing there (or a dangling symlink);
    :raises UnusableFile: for anything but a regular file, or one over the cap;
    :raises OSError: for any other failure (no permission, a symlink loop…).
    """
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            code = errno.EISDIR if stat.S_ISDIR(info.st_mode) else errno.EINVAL
            raise UnusableFile(path, f"it is {_kind(info.st_mode)}, not a regular file", code)
        if info.st_size > max_bytes:
            raise UnusableFile(path, f"{info.st_size} bytes, more than {max_bytes}", errno.EFBIG)
        chunks: list[bytes] = []
        size = 0
        while True:  # the file may grow while we read: never past the cap
            chunk = os.read(fd, min(_CHUNK, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
            if size > max_bytes:
                raise UnusableFile(path, f"more than {max_bytes} bytes", errno.EFBIG)
        return b"".join(chunks)
    finally:
        os.close(fd)


def is_regular_file(path: Path | str) -> bool:
    """Whether ``path`` is (or links to) a regular file; False if missing, looping or unreadable."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
