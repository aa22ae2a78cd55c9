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
            _wait_for_no_orca()
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


#: How long a turn waits for the Orca of the turn before to be gone.
ORCA_GONE_S = 10.0


def _wait_for_no_orca() -> None:
    """Wait (at most ORCA_GONE_S) until no Orca of this user runs: the run before stops its
    Orca (TERM, then KILL) as it ends, and an Orca being killed as the next one starts made
    the next one refuse ("Another screen reader process is already running"), once in a
    full run on two busy cores. Orca itself looks with ``pgrep -u UID -x orca``; so does this."""
    import shutil
    import subprocess
    import time

    if shutil.which("pgrep") is None:
        return
    deadline = time.monotonic() + ORCA_GONE_S
    while time.monotonic() < deadline:
        found = subprocess.run(["pgrep", "-u", str(os.getuid()), "-x", "orca"], capture_output=True)
        if found.returncode != 0:  # none
            return
        time.sleep(0.1)
