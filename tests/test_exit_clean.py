"""A window test run on its own, in one process (no xdist), ends with pytest's own exit
status: Qt's accessibility cache, destroyed with the application at exit after Python's
side of the interfaces made by the board's factory was gone, crashed the process on its
way out (SIGSEGV, exit 139) although every test had passed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_a_window_test_run_alone_exits_with_pytests_status(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTEST_XDIST_WORKER", None)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "--basetemp",
         str(tmp_path / "run"), "tests/test_dialog_values.py::test_a_change_by_the_program_says_nothing"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert "1 passed" in done.stdout, done.stdout[-2000:] + done.stderr[-2000:]
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
