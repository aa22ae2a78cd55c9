"""One Orca at a time: Orca refuses to start while another Orca of the same user
runs (even in another session), so the Orca scenarios (tests/test_a11y_atspi.py)
and the Orca benches (bench/orca_listen.py) take turns, also across xdist workers."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def one_orca_at_a_time(orca: bool = True) -> Iterator[None]:
    """Hold the user's Orca lock while the block runs (nothing when ``orca`` is false)."""
    if not orca:
        yield
        return
    import fcntl  # Unix only: imported here, so that the a11y tests collect (and skip) on Windows

    with open(Path(tempfile.gettempdir()) / f"klondike-qt-orca-{os.getuid()}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
