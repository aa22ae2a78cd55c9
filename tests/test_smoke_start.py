"""The smoke start that CI runs on Linux, Windows and macOS, and on each frozen build:
``KLONDIKE_BENCH_EXIT_AFTER_SHOW=1`` opens the window, waits for the board's first
paint and quits with status 0 (.github/workflows/*.yml, bench/build_linux_bundle.py).

Windows has no ``resource`` module (the peak memory the switch prints on Unix): the
start there is imitated by hiding the module, so a Unix-only import fails here too.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from klondike_qt import app

ROOT = Path(__file__).resolve().parent.parent


def smoke(profile: Path, prelude: str = "") -> subprocess.CompletedProcess[str]:
    code = f"import sys\n{prelude}\nfrom klondike_qt import app\nsys.exit(app.main(sys.argv[1:]))\n"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **{app.BENCH_ENV: "1"})
    return subprocess.run([sys.executable, "-c", code, "--profile", str(profile), "--deal", "7"],
                          capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)


def test_the_smoke_start_paints_and_quits_with_0(tmp_path: Path) -> None:
    result = smoke(tmp_path)
    assert result.returncode == 0, result.stderr
    words = result.stdout.split()
    assert words[0] == "shown" and float(words[1]) > 0
    if sys.platform != "win32":
        assert words[2] == "peak_rss_kib" and int(words[3]) > 10_000


def test_the_smoke_start_works_without_the_resource_module_as_on_windows(tmp_path: Path) -> None:
    result = smoke(tmp_path, "sys.modules['resource'] = None  # as on Windows: import resource fails")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[0] == "shown"
    assert "peak_rss_kib" not in result.stdout
    assert "Traceback" not in result.stderr

