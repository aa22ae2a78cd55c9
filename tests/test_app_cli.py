"""The command line: bad input is refused with a clear message and status 2;
good input starts the game (checked with the start-up benchmark switch)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from klondike_qt import app
from klondike_qt.engine.deal import MAX_DEAL_NUMBER


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
    from klondike_qt.engine.klondike import loads

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



ROOT = Path(__file__).resolve().parent.parent


def pyproject_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def test_the_package_version_is_the_one_in_pyproject():
    from importlib.metadata import version

    import klondike_qt

    assert klondike_qt.__version__ == pyproject_version() == version("klondike-qt")


def test_version_prints_the_version_and_exits_0_without_a_display():
    # No display and the xcb platform: building a QApplication would abort the process.
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["QT_QPA_PLATFORM"] = "xcb"
    result = subprocess.run([sys.executable, "-m", "klondike_qt", "--version"], capture_output=True,
                            text=True, env=env, timeout=60)
    assert (result.returncode, result.stdout, result.stderr) == (0, f"klondike-qt {pyproject_version()}\n", "")


def test_help_names_the_version_option_and_qt_options(capsys):
    with pytest.raises(SystemExit) as exit_info:
        app.parse_arguments(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert "--version" in out and "-platform" in out and "-style" in out


@pytest.mark.parametrize("argv, ours, qt", [
    (["-platform", "offscreen", "--deal", "3"], ["--deal", "3"], ["-platform", "offscreen"]),
    (["--deal", "3", "-reverse", "-style", "fusion"], ["--deal", "3"], ["-reverse", "-style", "fusion"]),
    (["-style=fusion", "--style", "windows", "--draw", "1"], ["--draw", "1"], ["-style=fusion", "--style", "windows"]),
    (["-qwindowgeometry", "800x600+0+0", "-stylesheet=a.qss", "-widgetcount"], [],
     ["-qwindowgeometry", "800x600+0+0", "-stylesheet=a.qss", "-widgetcount"]),
    (["-platform=offscreen"], ["-platform=offscreen"], []),  # Qt takes the value only after a space
    (["-reverse=1", "---style", "x"], ["-reverse=1", "---style", "x"], []),
])
def test_qt_options_are_told_apart_from_ours(argv, ours, qt):
    assert app.split_qt_arguments(argv)[:2] == (ours, qt)


def test_qt_options_go_to_qt_and_ours_to_us():
    args = app.parse_arguments(["-platform", "offscreen", "--deal", "7", "-reverse", "-style", "fusion"])
    assert (args.deal, args.qt_arguments) == (7, ["-platform", "offscreen", "-reverse", "-style", "fusion"])


@pytest.mark.parametrize("argv, words", [
    (["-style"], "Qt's option -style needs a value"),
    (["--deal", "3", "-platform"], "Qt's option -platform needs a value"),
    (["-reverse=1"], "unrecognized arguments: -reverse=1"),
    (["-colour", "red"], "unrecognized arguments"),
])
def test_a_bad_qt_option_is_refused_with_status_2(argv, words, capsys):
    with pytest.raises(SystemExit) as exit_info:
        app.parse_arguments(argv)
    assert exit_info.value.code == 2
    assert words in capsys.readouterr().err


def test_the_game_starts_with_qt_options_and_qt_applies_them(tmp_path):
    code = ("import sys\n"
            "from klondike_qt import app\n"
            "status = app.main(sys.argv[1:])\n"
            "from PySide6.QtWidgets import QApplication\n"
            "qt = QApplication.instance()\n"
            "print(status, qt.layoutDirection().name, qt.style().name(), qt.applicationVersion(), qt.platformName())\n")
    env = dict(os.environ, **{app.BENCH_ENV: "1"})
    env.pop("QT_QPA_PLATFORM", None)  # -platform chooses it
    result = subprocess.run([sys.executable, "-c", code, "-platform", "offscreen", "--profile", str(tmp_path),
                             "--deal", "5", "-reverse", "-style", "fusion"],
                            capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr
    shown, summary = result.stdout.strip().splitlines()
    assert shown.startswith("shown ")
    assert summary == f"0 RightToLeft fusion {pyproject_version()} offscreen"


#: Words a command line is made of here: our options spelt out, shortened and with "=",
#: good values and bad ones, Qt's and unknown options.
_WORDS = ["--game", "--deal", "--draw", "--suits", "--profile", "--dea", "--deal=3", "--game=spider", "--", "-1",
          "klondike", "spider", "freecell", " golf", "Spider", "canfield", "1", "2", "3", "4", "0", "07", "x", "",
          "2000000", str(MAX_DEAL_NUMBER), "some dir", "-platform", "offscreen", "-reverse"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=7))
def test_a_command_line_read_without_the_parser_reads_as_the_parser_reads_it(argv):
    """A start reads a command line of our options, each with its value, without
    building the parser (it costs milliseconds); what it reads so is what the parser reads."""
    ours = app.split_qt_arguments(argv)[0]
    plain = app._read_plainly(ours)
    if plain is None:
        return  # the parser reads it
    problem = app._problem(plain)
    parsed = app._parser().parse_args(ours)  # the plain reading took it: the parser must too
    assert app._problem(parsed) == problem
    assert vars(plain) == vars(parsed)


@pytest.mark.parametrize("argv", [["--deal", "5"], ["--game", "spider", "--suits", "2", "--profile", "p"],
                                  ["--deal", "1", "--deal", "2"], []])
def test_a_plain_command_line_is_read_without_the_parser(argv, monkeypatch):
    monkeypatch.setattr(app, "_parser", lambda: pytest.fail("the parser was built"))
    app.parse_arguments(argv)


@pytest.mark.parametrize("argv", [["--dea", "5"], ["--deal=5"], ["--deal", "-1"], ["--deal", "x"], ["--version"],
                                  ["--game", "freecell", "--suits", "2"], ["--deal"]])
def test_any_other_command_line_goes_to_the_parser(argv, monkeypatch):
    built: list[bool] = []
    parser = app._parser

    def spying() -> object:
        built.append(True)
        return parser()

    monkeypatch.setattr(app, "_parser", spying)
    with contextlib.suppress(SystemExit):
        app.parse_arguments(argv)
    assert built == [True]
