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


@pytest.mark.parametrize("args, words", [
    (["--deal", "abc"], "a deal number is a whole number from 1 to 4294967295, not 'abc'"),
    (["--deal", "-1"], "deal numbers run from 1 to 4294967295, not -1"),
    (["--deal", "4.2"], "not '4.2'"),
    (["--deal", "9" * 5000], "whole number"),  # past Python's int-parsing digit limit
    (["--draw", "5"], "draw is 1 or 3, not '5'"),
    (["--draw", "three"], "draw is 1 or 3"),
    (["--deal"], "expected one argument"),
    (["--profile", ""], "a profile folder needs a name"),
    (["--profile", "  "], "a profile folder needs a name"),
])
def test_every_bad_argument_exits_2_from_the_real_command_without_a_traceback(args, words):
    result = run(*args)
    assert result.returncode == 2, result.stderr
    assert words in result.stderr
    assert result.stderr.startswith("usage: klondike-qt")
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_a_profile_path_that_is_a_file_is_refused_with_a_clear_message(tmp_path):
    a_file = tmp_path / "profile"
    a_file.write_text("not a folder")
    result = run("--profile", str(a_file))
    assert result.returncode == 2
    assert result.stderr.strip() == f"klondike-qt: cannot use the profile folder {str(a_file)!r}: " \
                                    "it is a file, not a folder"
    assert a_file.read_text() == "not a folder"


def test_a_profile_folder_that_cannot_be_made_is_refused_with_a_clear_message(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("x")
    result = run("--profile", str(blocked / "profile"))  # below a file: cannot exist
    assert result.returncode == 2
    assert "cannot use the profile folder" in result.stderr and "Traceback" not in result.stderr
    assert "Not a directory" in result.stderr
