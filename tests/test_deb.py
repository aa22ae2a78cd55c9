"""The .deb (packaging/linux/build_deb.py, from the frozen bundle): built, installed with
``apt-get install ./….deb``, started from its menu entry's command (offscreen, the smoke
start), and removed without leaving its files behind.

Slow: the bundle is built first with bench/build_linux_bundle.py (a scratch venv,
PyInstaller), unless ``KLONDIKE_TEST_BUNDLE`` names a bundle folder already built from
this checkout's spec. Needs root, dpkg and apt-get (Debian/Ubuntu); skipped elsewhere,
a failure in CI.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.klondike_qt.KlondikeQt"
APT = ["apt-get", "-o", "DPkg::Lock::Timeout=600", "-y", "-q"]

pytestmark = pytest.mark.slow


def need_debian() -> None:
    missing = next((tool for tool in ("dpkg-deb", "apt-get", "dpkg") if shutil.which(tool) is None), None)
    reason = (f"{missing} is not installed (a Debian system)" if missing
              else None if os.geteuid() == 0 else "installing a .deb needs root")
    if reason is None and installed():
        pytest.skip("klondike-qt is already installed as a Debian package: not touched")
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)


def installed() -> bool:
    status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", "klondike-qt"], capture_output=True, text=True)
    return "install ok installed" in status.stdout


def bundle(tmp_path: Path) -> Path:
    given = os.environ.get("KLONDIKE_TEST_BUNDLE")
    if given:
        return Path(given)
    work = tmp_path / "bundle"
    subprocess.run([sys.executable, str(ROOT / "bench" / "build_linux_bundle.py"), "--keep", "--work", str(work)],
                   check=True, capture_output=True, text=True, timeout=1500)
    return work / "dist" / "klondike-qt"


def test_the_deb_installs_starts_from_its_menu_entry_and_uninstalls(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("a Debian package: Linux only")
    need_debian()
    built = subprocess.run([sys.executable, str(ROOT / "packaging" / "linux" / "build_deb.py"),
                            "--bundle", str(bundle(tmp_path)), "--out", str(tmp_path)],
                           capture_output=True, text=True, timeout=900)
    assert built.returncode == 0, built.stderr
    package = Path(built.stdout.strip().splitlines()[-1])
    assert package.name.startswith("klondike-qt_0.") and package.suffix == ".deb"

    result = subprocess.run([*APT, "install", str(package)], capture_output=True, text=True, timeout=900,
                            env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    assert result.returncode == 0, result.stdout + result.stderr
    try:
        assert installed()
        desktop = Path("/usr/share/applications") / f"{APP_ID}.desktop"
        metainfo = Path("/usr/share/metainfo") / f"{APP_ID}.metainfo.xml"
        assert desktop.is_file() and metainfo.is_file()
        assert Path("/usr/share/icons/hicolor/256x256/apps/klondike-qt.png").is_file()
        entry = configparser.ConfigParser(interpolation=None)
        entry.read(desktop, encoding="utf-8")
        command = entry["Desktop Entry"]["Exec"].split()
        assert shutil.which(command[0]) == "/usr/bin/klondike-qt"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KLONDIKE_BENCH_EXIT_AFTER_SHOW="1")
        env.pop("PYTHONPATH", None)
        started = subprocess.run([*command, "--profile", str(tmp_path / "profile")], capture_output=True,
                                 text=True, timeout=120, env=env, cwd=tmp_path)
        assert started.returncode == 0, started.stdout + started.stderr
        assert started.stdout.startswith("shown ")
    finally:
        removed = subprocess.run([*APT, "purge", "klondike-qt"], capture_output=True, text=True, timeout=600,
                                 env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert not installed()
    for leftover in ("/opt/klondike-qt", "/usr/bin/klondike-qt", f"/usr/share/applications/{APP_ID}.desktop",
                     f"/usr/share/metainfo/{APP_ID}.metainfo.xml"):
        assert not os.path.lexists(leftover), leftover
