"""The README's key table and commands stay true to the code."""

from __future__ import annotations

from pathlib import Path

from klondike_qt.ui.actions import ACTIONS

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_default_key_is_in_the_readme():
    missing = [f"{spec.id}: {key}" for spec in ACTIONS for key in spec.shortcuts
               if key not in README and key not in ("Ctrl++", "Enter")]
    assert missing == []


def test_the_two_setup_commands_exist():
    assert "bash tools/play.sh" in README and (ROOT / "tools" / "play.sh").exists()
    assert "bash tools/test.sh" in README and (ROOT / "tools" / "test.sh").exists()


def test_ci_runs_the_readme_test_command():
    assert "bash tools/test.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
