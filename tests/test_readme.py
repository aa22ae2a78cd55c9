"""The README's key table and commands stay true to the code."""

from __future__ import annotations

from pathlib import Path

from klondike_qt.ui.command_table import COMMANDS, COMMANDS_BY_ID

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_default_key_is_in_the_readme():
    missing = [f"{spec.id}: {key}" for spec in COMMANDS for key in spec.shortcuts
               if key not in README and key not in ("Ctrl++", "Enter")]
    assert missing == []


def test_the_two_setup_commands_exist():
    assert "bash tools/play.sh" in README and (ROOT / "tools" / "play.sh").exists()
    assert "bash tools/test.sh" in README and (ROOT / "tools" / "test.sh").exists()


def test_ci_runs_the_readme_test_command():
    assert "bash tools/test.sh" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_the_way_to_change_keys_is_the_one_the_game_has():
    # Help → Keys and Rules (F1) → Change Keys…; the settings dialog has no keys page.
    assert "Settings → Keys" not in README
    help_name = COMMANDS_BY_ID["help"].text.replace("&", "")
    assert COMMANDS_BY_ID["help"].shortcuts[0] == "F1"
    # The button's words live with the other words of the dialogs; the F1 dialog shows them.
    words = (ROOT / "klondike_qt" / "a11y" / "messages" / "help.py").read_text(encoding="utf-8")
    assert '"&Change Keys…"' in words
    help_dialog = (ROOT / "klondike_qt" / "ui" / "help_dialog.py").read_text(encoding="utf-8")
    assert "QPushButton(msg.help_change_keys_button()" in help_dialog
    assert f"Help → {help_name} (F1) → Change Keys…" in README


def test_the_readme_states_limits_not_claims():
    assert "## Known limits" in README
    limits = README.split("## Known limits", 1)[1].split("\n## ", 1)[0]
    for name in ("NVDA", "JAWS", "Narrator", "VoiceOver", "Windows", "macOS"):
        assert name in limits, name
    before = README.split("## Known limits", 1)[0]
    for name in ("NVDA", "JAWS", "Narrator", "VoiceOver"):  # named only as untried
        assert name not in before, name


def test_the_macos_advice_works_on_macos_15():
    packaging = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    assert "System Settings → Privacy & Security" in packaging and "Open Anyway" in packaging
    assert "opens the first time with right-click → Open" not in packaging
