"""A profile folder the game cannot keep files in (issue 31, items 5 and 11), with real starts.

``HOME``, ``XDG_DATA_HOME``, ``XDG_CONFIG_HOME``, ``XDG_CACHE_HOME``, ``XDG_RUNTIME_DIR``
or ``--profile`` pointing at a file, ``/dev/null``, a broken link, a folder that cannot be
read or written: the window opens, the game plays, one sentence says where progress
cannot be kept (none for the card pictures' or the runtime folder), never a traceback;
a folder that can be read is played from a copy, so the game goes on where it was and
nothing in it changes. The children import the code under test from this checkout.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from klondike_qt.model.storage import FolderProblem, Profile, Unusable, check_folder, open_profile

ROOT = Path(__file__).resolve().parent.parent
CHILD = ROOT / "tests" / "hostile_start_app.py"
AS_A_PLAYER = (["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"]
               if hasattr(os, "geteuid") and os.geteuid() == 0 else [])
XDG = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR")
BOTH = ("Progress and settings cannot be saved in {}: {}. You can play, but nothing of this session "
        "will be kept.")
PROGRESS = ("Progress cannot be saved in {}: {}. You can play, but the games and statistics of this "
            "session will not be kept.")
SETTINGS = "Settings cannot be saved in {}: {}. You can play, but changes to them will not be kept."
NOT_A_FOLDER = "it is not a folder"
BROKEN_LINK = "it is a link to something that does not exist"


def start(tmp_path: Path, env: dict[str, str], *args: str, as_player: bool = False) -> tuple[dict, str]:
    """One real start that turns a card and quits: its report and its stderr."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    base = {key: value for key, value in os.environ.items() if key not in XDG}
    base.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), TMPDIR=str(tmp_path / "tmp"),
                PYTHONPATH=os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH")))))
    (tmp_path / "tmp").mkdir(exist_ok=True)
    base.update(env)
    result = subprocess.run([*(AS_A_PLAYER if as_player else []), sys.executable, str(CHILD), "--draw-and-quit",
                             "--", *args], capture_output=True, text=True, timeout=60, env=base, cwd=tmp_path)
    assert "Traceback" not in result.stderr, result.stderr[-3000:]
    reports = [line[7:] for line in result.stdout.splitlines() if line.startswith("REPORT ")]
    assert reports, result.stderr[-3000:]
    return json.loads(reports[-1]), result.stderr


def _place(tmp_path: Path, kind: str) -> Path:
    if kind == "a file":
        path = tmp_path / "a-file"
        path.write_text("keep me")
        return path
    if kind == "/dev/null":
        return Path("/dev/null")
    path = tmp_path / "broken-link"
    path.symlink_to(tmp_path / "nowhere" / "at-all")
    return path


# (what points at the place, what cannot be kept, what stands there)
CASES = [
    ("HOME", "both", "a file"), ("HOME", "both", "/dev/null"), ("HOME", "both", "a broken link"),
    ("XDG_DATA_HOME", "progress", "a file"), ("XDG_CONFIG_HOME", "settings", "a broken link"),
    ("--profile", "both", "a file"), ("--profile", "both", "/dev/null"),
]


@pytest.mark.parametrize("variable, said, kind", CASES)
def test_a_profile_place_that_is_no_folder_opens_the_game_with_one_sentence(tmp_path, variable, said, kind):
    place = _place(tmp_path, kind)
    env, args = ({}, ["--profile", str(place)]) if variable == "--profile" else ({variable: str(place)}, [])
    report, _ = start(tmp_path, env, *args)
    assert report["status"] == 0 and report["moves"] == 1  # the window opened, a card was turned, it quit
    why = BROKEN_LINK if kind == "a broken link" else NOT_A_FOLDER
    template = {"both": BOTH, "progress": PROGRESS, "settings": SETTINGS}[said]
    assert report["said"] == [template.format(place, why)]
    if kind == "a file":
        assert place.read_text() == "keep me"
    if kind == "a broken link":
        assert not (tmp_path / "nowhere").exists()  # nothing made at the other end of the link
    assert list((tmp_path / "tmp").iterdir()) == []  # the stand-in is gone at quit


@pytest.mark.parametrize("variable", ["XDG_CACHE_HOME", "XDG_RUNTIME_DIR"])
def test_a_cache_or_runtime_place_that_is_no_folder_is_not_even_mentioned(tmp_path, variable):
    report, _ = start(tmp_path, {variable: "/dev/null"})
    assert report["status"] == 0 and report["moves"] == 1 and report["said"] == []


def test_an_unreadable_profile_folder_is_one_sentence_not_one_per_file(tmp_path):
    profile = tmp_path / "profile"
    profile.mkdir()
    profile.chmod(0)
    try:
        report, _ = start(tmp_path, {}, "--profile", str(profile), as_player=True)
    finally:
        profile.chmod(0o700)
    assert report["status"] == 0 and report["moves"] == 1
    assert report["said"] == [BOTH.format(profile, "it cannot be read")]
    assert list(profile.iterdir()) == []


@pytest.mark.parametrize("mode, why", [(0o555, "it cannot be written to"), (0, "it cannot be read")])
def test_a_home_folder_without_permission_opens_the_game_with_one_sentence(tmp_path, mode, why):
    home = tmp_path / "locked-home"
    home.mkdir()
    home.chmod(mode)
    try:
        report, _ = start(tmp_path, {"HOME": str(home)}, as_player=True)
    finally:
        home.chmod(0o755)
    assert report["status"] == 0 and report["moves"] == 1
    assert report["said"] == [BOTH.format(home, why)] and list(home.iterdir()) == []


def test_a_read_only_profile_folder_goes_on_where_it_was_and_changes_nothing(tmp_path):
    profile = tmp_path / "profile"
    first, _ = start(tmp_path, {}, "--profile", str(profile))
    files = {path.name: path.read_bytes() for path in profile.iterdir() if path.is_file()}
    assert "autosave.json" in files
    profile.chmod(0o555)
    try:
        report, _ = start(tmp_path, {}, "--profile", str(profile), as_player=True)
    finally:
        profile.chmod(0o755)
    assert report["said"] == [BOTH.format(profile, "it cannot be written to")]
    assert (report["deal"], report["moves"]) == (first["deal"], 2)  # its game, one card more
    assert {path.name: path.read_bytes() for path in profile.iterdir() if path.is_file()} == files


# -- in process: the check itself ---------------------------------------------------------------
def test_check_folder_names_what_stands_in_the_way(tmp_path):
    assert check_folder(tmp_path / "new" / "folder") is None and (tmp_path / "new" / "folder").is_dir()
    a_file = tmp_path / "a-file"
    a_file.write_text("")
    assert check_folder(a_file / "below" / "it") == Unusable(a_file, FolderProblem.NOT_A_FOLDER)
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "gone")
    assert check_folder(link / "x") == Unusable(link, FolderProblem.BROKEN_LINK)
    assert not (tmp_path / "gone").exists()
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert check_folder(fifo) == Unusable(fifo, FolderProblem.NOT_A_FOLDER)


def test_open_profile_copies_only_what_the_game_reads_and_never_a_fifo(tmp_path, monkeypatch):
    folder = tmp_path / "profile"
    folder.mkdir()
    (folder / "statistics.json").write_text("{}")
    (folder / "autosave-freecell.json").write_text("[]")
    (folder / "notes.txt").write_text("mine")
    os.mkfifo(folder / "autosave.json")
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    monkeypatch.setattr("klondike_qt.model.storage.check_folder",
                        lambda path: Unusable(path, FolderProblem.READ_ONLY) if path == folder else None)
    opened = open_profile(Profile(folder))
    try:
        assert opened.progress == opened.settings == Unusable(folder, FolderProblem.READ_ONLY)
        assert opened.stand_in is not None and opened.profile.folder.is_relative_to(opened.stand_in)
        assert sorted(p.name for p in opened.profile.folder.iterdir()) == ["autosave-freecell.json",
                                                                          "statistics.json"]
    finally:
        opened.remove_stand_in()
    assert not opened.stand_in.exists()
