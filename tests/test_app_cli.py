"""The command line: bad input is refused with a clear message and status 2;
good input starts the game (checked with the start-up benchmark switch)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from klondike_qt import app
from klondike_qt.engine import MAX_DEAL_NUMBER


def run(*args: str, env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **(env_extra or {}))
    return subprocess.run([sys.executable, "-m", "klondike_qt", *args], capture_output=True, text=True,
                          env=env, timeout=60)


@pytest.mark.parametrize("args, words", [
    (["--deal", "-1"], "deal numbers run from 1"),
    (["--deal", "abc"], "whole number"),
    (["--deal", "0"], "deal numbers run from 1"),
    (["--deal", str(MAX_DEAL_NUMBER + 1)], "deal numbers run from 1"),
    (["--draw", "5"], "draw is 1 or 3"),
    (["--colour", "red"], "unrecognized arguments"),
])
def test_bad_input_says_what_is_wrong_and_exits_2(args, words, capsys):
    with pytest.raises(SystemExit) as exit_info:
        app.parse_arguments(args)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "klondike-qt" in err


def test_bad_input_exits_2_from_the_real_command():
    result = run("--deal", "-1")
    assert result.returncode == 2
    assert "deal numbers run from 1" in result.stderr
    assert "Traceback" not in result.stderr


def test_good_input_is_parsed(tmp_path):
    args = app.parse_arguments(["--deal", "42", "--draw", "3", "--profile", str(tmp_path)])
    assert (args.deal, args.draw, args.profile) == (42, 3, tmp_path)


def test_the_maximum_deal_number_matches_the_engine():
    assert app.MAX_DEAL_NUMBER == MAX_DEAL_NUMBER


def test_a_missing_profile_folder_is_created_and_the_game_starts_there(tmp_path):
    profile = tmp_path / "new" / "profile"
    result = run("--deal", "42", "--draw", "3", "--profile", str(profile),
                 env_extra={app.BENCH_ENV: "1"})
    assert result.returncode == 0, result.stderr
    assert "shown" in result.stdout
    assert profile.is_dir() and (profile / "autosave.json").exists()
    from klondike_qt.engine import loads

    saved = loads((profile / "autosave.json").read_text())
    assert saved.deal_number == 42 and saved.rules.draw == 3
