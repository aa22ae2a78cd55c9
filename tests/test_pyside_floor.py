"""The game runs on the oldest PySide6 that pyproject.toml declares.

The floor version goes into a venv of its own (kept between runs in
``~/.cache/klondike-qt-tests``, or ``$KLONDIKE_TEST_CACHE``, so the wheel is downloaded
once); this checkout's wheel is installed beside it (in a folder of the run's own, put on
PYTHONPATH: the cached venv may be in use by another worker), and the game is started:
``python -m klondike_qt`` to its first painted board, then ``tests/pyside_floor_driver.py`` (animations
on, deal 1 played to the win, every dialog opened and closed). The test is skipped only
when pip cannot reach the package index at all; any other failure to install fails it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.version import Version  # a dependency of pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
SOURCE_ITEMS = ("pyproject.toml", "README.md", "LICENSE", "klondike_qt", "resources")
EXIT_AFTER_SHOW = "KLONDIKE_BENCH_EXIT_AFTER_SHOW"  # klondike_qt/app.py


def declared_floor() -> str:
    """The version in ``PySide6-Essentials>=X`` of the project's dependencies."""
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["dependencies"]
    for dependency in dependencies:
        found = re.fullmatch(r"PySide6-Essentials\s*>=\s*([0-9.]+)\s*(,.*)?", dependency)
        if found:
            return found.group(1)
    raise AssertionError(f"no PySide6-Essentials>= floor in {dependencies}")


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env["PYTHONNOUSERSITE"] = "1"
    env.update(extra)
    return env


def pip(*args: str, cwd: Path, timeout: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pip", *args], capture_output=True, text=True,
                          cwd=cwd, env=clean_env(), timeout=timeout)


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def pyside_version(python: Path, cwd: Path) -> str | None:
    if not python.exists():
        return None
    result = subprocess.run([str(python), "-c", "import PySide6; print(PySide6.__version__)"],
                            capture_output=True, text=True, cwd=cwd, env=clean_env(), timeout=60)
    return result.stdout.strip() if result.returncode == 0 else None


def same_version(found: str | None, wanted: str) -> bool:
    return found is not None and Version(found) == Version(wanted)  # 6.10 is 6.10.0


def floor_venv(version: str, work: Path) -> Path:
    """A venv holding PySide6-Essentials==version: the cached one, or made now (under a
    lock: with pytest-xdist two workers may want it at once)."""
    cache = Path(os.environ.get("KLONDIKE_TEST_CACHE") or Path.home() / ".cache" / "klondike-qt-tests")
    venv = cache / f"pyside6-essentials-{version}-py{sys.version_info.major}{sys.version_info.minor}"
    cache.mkdir(parents=True, exist_ok=True)
    with open(cache / ".lock", "w") as lock:
        try:
            import fcntl

            fcntl.flock(lock, fcntl.LOCK_EX)
        except ImportError:  # Windows: one run at a time is the caller's business
            pass
        if same_version(pyside_version(venv_python(venv), work), version):
            return venv
        shutil.rmtree(venv, ignore_errors=True)  # missing, broken or another version
        base = getattr(sys, "_base_executable", sys.executable)
        subprocess.run([base, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
        installed = pip("--python", str(venv_python(venv)), "install", "-q", f"PySide6-Essentials=={version}",
                        cwd=work, timeout=900)
        if installed.returncode == 0:
            return venv
        shutil.rmtree(venv, ignore_errors=True)
    reachable = pip("index", "versions", "PySide6-Essentials", cwd=work, timeout=120)
    if reachable.returncode != 0:
        said = (reachable.stderr.strip().splitlines() or ["no answer"])[-1]
        pytest.skip(f"the package index is unreachable, so PySide6-Essentials {version} cannot be "
                    f"installed (pip index versions: {said})")
    pytest.fail(f"PySide6-Essentials=={version} did not install although the index answers:\n"
                f"{installed.stdout}\n{installed.stderr}")


@pytest.fixture(scope="module")
def floor_python(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    work = tmp_path_factory.mktemp("floor")
    version = declared_floor()
    venv = floor_venv(version, work)
    # This checkout's wheel, built from a copy (a concurrent build can't clash), goes in
    # without dependencies: the floor PySide6 must be the one it runs on.
    source = work / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build", "dist")
    for item in SOURCE_ITEMS:
        if (ROOT / item).is_dir():
            shutil.copytree(ROOT / item, source / item, ignore=ignore)
        else:
            source.mkdir(exist_ok=True)
            shutil.copy2(ROOT / item, source / item)
    built = pip("wheel", "--no-deps", "-q", "-w", str(work / "wheels"), str(source), cwd=work, timeout=300)
    assert built.returncode == 0, built.stderr
    (wheel,) = (work / "wheels").glob("klondike_qt-*.whl")
    # Into a folder of this run's own, put first on the path: the cached venv is shared
    # (another worker may be running the game from it) and keeps only PySide6.
    site = work / "site"
    installed = pip("install", "-q", "--no-deps", "--target", str(site), str(wheel), cwd=work, timeout=300)
    assert installed.returncode == 0, installed.stderr
    python = venv_python(venv)
    installed_version = pyside_version(python, work)
    assert same_version(installed_version, version), installed_version
    return python, work, installed_version or version


def game_env(work: Path, **extra: str) -> dict[str, str]:
    return clean_env(PYTHONPATH=str(work / "site"), QT_QPA_PLATFORM="offscreen", **extra)


def test_the_floor_is_at_least_the_first_pyside6_with_the_accessibility_hints():
    # QStyleHints.accessibility() (ui/klondike_board.py, model/settings.py) came with Qt 6.10.
    assert tuple(int(part) for part in declared_floor().split(".")[:2]) >= (6, 10)


def test_the_game_starts_on_the_floor_version(floor_python: tuple[Path, Path, str]) -> None:
    python, work, _version = floor_python
    profile = work / "profile-start"
    env = game_env(work, **{EXIT_AFTER_SHOW: "1"})
    result = subprocess.run([str(python), "-m", "klondike_qt", "--profile", str(profile), "--deal", "42"],
                            capture_output=True, text=True, cwd=work, env=env, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "shown " in result.stdout
    assert "Traceback" not in result.stderr, result.stderr
    where = subprocess.run([str(python), "-c", "import klondike_qt, PySide6; print(klondike_qt.__file__); "
                            "print(PySide6.__file__)"], capture_output=True, text=True, cwd=work, env=env, timeout=60)
    ours, theirs = (Path(line) for line in where.stdout.split())
    assert ours.is_relative_to(work / "site") and not ours.is_relative_to(ROOT)
    assert theirs.is_relative_to(python.parent.parent)  # the floor venv's PySide6


def test_a_whole_game_and_every_dialog_on_the_floor_version(floor_python: tuple[Path, Path, str]) -> None:
    python, work, version = floor_python
    profile = work / "profile-play"
    profile.mkdir()
    result = subprocess.run([str(python), str(ROOT / "tests" / "pyside_floor_driver.py"), str(profile)],
                            capture_output=True, text=True, cwd=work,
                            env=game_env(work), timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr[-6000:]
    assert result.stdout.strip().splitlines()[-1] == f"won {version}"
