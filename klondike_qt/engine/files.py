"""Reading a file that may be hostile: only a regular file, never blocking, never unbounded.

A symlink to ``/dev/zero`` or ``/dev/urandom`` would read without end, a FIFO
would block the open (or the read) forever, a folder or a symlink loop fails
in its own way: :func:`read_regular_file` refuses all of these with an
:class:`UnusableFile` (an ``OSError``) before reading a byte, and stops at
``max_bytes``.

The engine's command line reads every game's deal, moves and JSON-lines files
through :func:`read_input_text`, :func:`read_json_input` and
:func:`read_jsonl_deals`: whatever is wrong (not a file, too large, not UTF-8,
not JSON, nested 100,000 deep, not a deal) is one :class:`InputError` naming the
file (and line), which the command line prints as one line, exit status 2.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Callable
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


# -- the engine's command line: every game's input files read by one set of functions ----------

#: Input files larger than this are refused unread (a deal is 200 bytes, a long game's moves a few MB).
MAX_INPUT_BYTES = 64 * 1024 * 1024


class InputError(Exception):
    """Input the command line cannot use; the message is shown as is (one line, exit status 2)."""


def parse_json(text: str) -> object:
    """The value of a JSON text.

    :raises ValueError: ``"not JSON: …"`` for bad syntax, but also for what ``json``
        itself does not call a syntax error: nesting deeper than the interpreter's
        recursion (100,000 ``[``), a number of more than 4,300 digits.
    """
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise ValueError(f"not JSON: {error}") from None


def read_input_text(path: str, what: str) -> str:
    """The text of an input file (``what`` it is, for the message): a regular UTF-8 file
    of at most :data:`MAX_INPUT_BYTES` (never a device, FIFO or folder, which would read
    without end or block).

    :raises InputError: ``"cannot read <what> <path>: <why>"``.
    """
    try:
        return read_regular_file(path, MAX_INPUT_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(f"cannot read {what} {path}: {error}") from None


def read_json_input[T](path: str, what: str, parse: Callable[[object], T]) -> T:
    """An input file holding one JSON value, turned into what ``parse`` makes of it
    (``parse`` raises ``ValueError`` saying what is wrong).

    :raises InputError: ``"<path>: <why>"`` for anything but a file ``parse`` accepts.
    """
    text = read_input_text(path, what)
    try:
        return parse(parse_json(text))
    except ValueError as error:
        raise InputError(f"{path}: {error}") from None


def read_jsonl_deals[T](path: str, parse: Callable[[object], T]) -> list[tuple[object, T]]:
    """Every deal of a JSON-lines file (one deal object with an ``"id"`` per line; blank
    lines are skipped), each turned into what ``parse`` makes of the object without its
    ``"id"``: all read and checked before the caller starts on any.

    :raises InputError: ``"<path>:<line>: <why>"`` for the first line that is not a deal.
    """
    deals: list[tuple[object, T]] = []
    for number, line in enumerate(read_input_text(path, "deal file").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = parse_json(line)
            if not isinstance(data, dict) or "id" not in data:
                raise ValueError('each line needs a deal object with an "id"')
            deals.append((data["id"], parse({key: value for key, value in data.items() if key != "id"})))
        except ValueError as error:
            raise InputError(f"{path}:{number}: {error}") from None
    return deals
