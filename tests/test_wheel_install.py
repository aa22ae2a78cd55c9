"""The built wheel installs into a fresh venv, finds its resources and starts the game.

How the venv gets PySide6 without a 100 MB download
----------------------------------------------------
The venv is made with the *base* interpreter (``sys._base_executable``), so it starts
empty: ``--system-site-packages`` would not help, since it exposes the base
interpreter's site-packages, not the test environment's where PySide6 is installed.
The wheel goes in with ``pip install --no-deps``, and a ``.pth`` file in the new venv's
site-packages appends the test environment's site-packages (the folder holding PySide6)
to ``sys.path``. Lines of a ``.pth`` file are plain path entries: ``.pth`` files inside
that folder are not processed, so an editable install of klondike-qt living there (its
finder hook is a ``.pth``) stays inactive, and entries are appended after the venv's own
site-packages, so the freshly installed ``klondike_qt`` is the one imported. The test
asserts that, and runs everything with the working directory outside the checkout.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
SOURCE_ITEMS = ("pyproject.toml", "README.md", "LICENSE", "klondike_qt", "resources")
# Set by klondike_qt/app.py: quit right after the main window has been shown.
EXIT_AFTER_SHOW = "KLONDIKE_BENCH_EXIT_AFTER_SHOW"


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["PYTHONNOUSERSITE"] = "1"
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    tmp = tmp_path_factory.mktemp("wheel")
    # Build from a copy, so a concurrent build in the checkout's build/ folder can't clash.
    source = tmp / "src"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build", "dist")
    for item in SOURCE_ITEMS:
        if (ROOT / item).is_dir():
            shutil.copytree(ROOT / item, source / item, ignore=ignore)
        else:
            shutil.copy2(ROOT / item, source / item)
    wheels = tmp / "wheels"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                            str(source)], capture_output=True, text=True, cwd=tmp, env=clean_env(), timeout=120)
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = wheels.glob("klondike_qt-*.whl")

    venv = tmp / "venv"
    base = getattr(sys, "_base_executable", sys.executable)
    subprocess.run([base, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=60)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    # This environment's pip installs into the new venv (no ensurepip: faster).
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q",
                    "--no-deps", str(wheel)], check=True, cwd=tmp, env=clean_env(), timeout=120)
    purelib = subprocess.check_output(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        text=True, cwd=tmp, env=clean_env()).strip()
    pyside_site = Path(__import__("PySide6").__file__).resolve().parent.parent
    (Path(purelib) / "zz_reuse_pyside6.pth").write_text(f"{pyside_site}\n", encoding="utf-8")
    script = bindir / ("klondike-qt.exe" if os.name == "nt" else "klondike-qt")
    return {"tmp": tmp, "wheel": wheel, "venv": venv, "python": python, "script": script,
            "build_output": built.stdout + built.stderr}


def test_wheel_holds_the_resources(installed: dict[str, Path]) -> None:
    names = set(zipfile.ZipFile(installed["wheel"]).namelist())
    for deck in ("classic", "four-colour", "high-contrast"):
        assert f"klondike_qt/resources/cards/{deck}.svg" in names
    assert "klondike_qt/resources/icons/klondike-qt.svg" in names
    assert "klondike_qt/resources/icons/hicolor/48x48/apps/klondike-qt.png" in names
    assert "klondike_qt/app.py" in names


def test_the_build_says_nothing_from_setuptools(installed: dict[str, Path]) -> None:
    # It used to print ~200 lines: data folders Python can import but `packages` did not name.
    output = str(installed["build_output"])
    for words in ("BuildBackendWarning", "SetuptoolsDeprecationWarning", "would be ignored", "is absent from"):
        assert words not in output, output


def test_wheel_carries_the_licence_the_floor_and_a_gui_script(installed: dict[str, Path]) -> None:
    wheel = zipfile.ZipFile(installed["wheel"])
    (info,) = {name.split("/")[0] for name in wheel.namelist() if ".dist-info/" in name}
    assert wheel.read(f"{info}/licenses/LICENSE") == (ROOT / "LICENSE").read_bytes()
    metadata = wheel.read(f"{info}/METADATA").decode()
    assert "License-Expression: GPL-3.0-or-later" in metadata.splitlines()
    assert "License-File: LICENSE" in metadata.splitlines()
    assert "Requires-Dist: PySide6-Essentials<7,>=6.10" in metadata.splitlines()
    entry_points = wheel.read(f"{info}/entry_points.txt").decode()
    # A GUI script: on Windows no console window opens behind the game.
    assert entry_points.split() == ["[gui_scripts]", "klondike-qt", "=", "klondike_qt.app:main"]


def test_the_installed_command_prints_its_version(installed: dict[str, Path]) -> None:
    result = subprocess.run([str(installed["script"]), "--version"], capture_output=True, text=True,
                            cwd=installed["tmp"], env=clean_env(), timeout=60)
    assert (result.returncode, result.stdout) == (0, f"klondike-qt {klondike_version()}\n"), result.stderr


def klondike_version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def test_installed_package_reads_its_resources(installed: dict[str, Path]) -> None:
    code = (
        "import klondike_qt, PySide6\n"
        "from klondike_qt.resource_files import read_resource\n"
        "svg = read_resource('cards', 'classic.svg')\n"
        "png = read_resource('icons', 'hicolor', '16x16', 'apps', 'klondike-qt.png')\n"
        "assert b'<svg' in svg[:2000], svg[:200]\n"
        "assert png[:8] == b'\\x89PNG\\r\\n\\x1a\\n'\n"
        "print(klondike_qt.__file__)\n"
    )
    result = subprocess.run([str(installed["python"]), "-c", code], capture_output=True,
                            text=True, cwd=installed["tmp"], env=clean_env(), timeout=60)
    assert result.returncode == 0, result.stderr
    imported_from = Path(result.stdout.strip()).resolve()
    assert imported_from.is_relative_to(installed["venv"].resolve()), imported_from
    assert not imported_from.is_relative_to(ROOT)


def test_installed_console_script_starts_the_game(installed: dict[str, Path]) -> None:
    assert installed["script"].exists(), "the klondike-qt console script was not installed"
    profile = installed["tmp"] / "profile"
    env = clean_env(QT_QPA_PLATFORM="offscreen", **{EXIT_AFTER_SHOW: "1"})
    result = subprocess.run([str(installed["script"]), "--profile", str(profile)],
                            capture_output=True, text=True, cwd=installed["tmp"], env=env,
                            timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr
