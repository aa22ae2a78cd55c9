"""On Windows and macOS the AT-SPI and Orca tests are skipped with a reason that names
why (tests/conftest.py, A11Y_LINUX_ONLY), and their module still collects there (no
Unix-only import at its top). Imitated here: conftest told it is not on Linux and the
``fcntl`` module hidden, as on Windows, in a pytest run of tests/test_a11y_atspi.py."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from conftest import A11Y_LINUX_ONLY

ROOT = Path(__file__).resolve().parent.parent

AS_ON_WINDOWS = (
    "import sys\n"
    "sys.modules['fcntl'] = None  # Windows has none\n"
    "import pytest\n"
    "class AsOnWindows:  # once tests/conftest.py is loaded: not on Linux\n"
    "    @pytest.hookimpl(tryfirst=True)\n"
    "    def pytest_collection(self, session):\n"
    "        sys.modules['conftest'].ON_LINUX = False\n"
    "sys.exit(pytest.main(['-q', '-rs', '-n', '0', '-p', 'no:cacheprovider', 'tests/test_a11y_atspi.py'],\n"
    "                     plugins=[AsOnWindows()]))\n"
)


def test_the_a11y_tests_are_skipped_off_linux_saying_why() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("CI", None)
    result = subprocess.run([sys.executable, "-c", AS_ON_WINDOWS], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=120)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "error" not in output.lower(), output
    assert " passed" not in output and " failed" not in output, output
    skipped = [line for line in output.splitlines() if line.startswith("SKIPPED")]
    assert skipped and all(A11Y_LINUX_ONLY in line for line in skipped), output
    assert A11Y_LINUX_ONLY.startswith("AT-SPI and Orca exist on Linux desktops only")
