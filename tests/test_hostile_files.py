"""Hostile files: every bad save, statistics or settings file gives the player
one clear sentence (status bar and screen reader), is kept aside under a
timestamped name, and the game starts cleanly and keeps working.

The table is file kind × case. "Settings" are QSettings INI; for them a bad
file is one that is not an INI file we could have written (garbage bytes, NUL,
a serialised ``@Variant`` object, lines that are not INI, more than 1 MB, a
folder, unreadable) — set aside whole — or an INI file with values of the
wrong type (``draw=banana``) — those read as defaults, a copy of the file is
kept and the values dropped. An empty settings file is simply no settings.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from hostile_start_app import ENTRY_KINDS, make_entry
from PySide6.QtWidgets import QApplication
from ui_helpers import winning_line

from klondike_qt.a11y import messages as msg
from klondike_qt.a11y.announcer import RecordingAnnouncer
from klondike_qt.engine.klondike import Rules, deal_layout, layout_to_json, loads, saved_game
from klondike_qt.model.settings import SCHEMA, Settings
from klondike_qt.model.storage import Profile
from klondike_qt.ui.main_window import MainWindow

FILES = {"save": "autosave.json", "statistics": "statistics.json", "settings": "settings.ini"}
SENTENCE = {
    "save": "The saved game could not be read, so a new game has started. The file was kept as {}.",
    "statistics": "The statistics could not be read, so they start again from zero. The file was kept as {}.",
    "settings": "The settings could not be read, so the defaults are used. The file was kept as {}.",
    "settings-values": "Some settings could not be read, so they are back to their defaults. "
                       "The file was kept as {}.",
}
BACKUP = re.compile(r"^(autosave\.json|statistics\.json|settings\.ini)\.bad-\d{8}-\d{6}(-\d+)?$")
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0
JUNK_50MB = b"\x8b\x00junk{[" * (50_000_000 // 8)


def good_save() -> str:
    return saved_game(Rules(), 1, deal_layout(1), winning_line()[:40], 40).dumps()


def good_statistics() -> str:
    record = {"id": "a", "draw": 1, "scoring": "standard", "outcome": "won", "elapsed_ms": 1,
              "moves": 5, "score": 5, "deal": 1}
    return json.dumps({"format": "klondike-qt-statistics", "version": 1, "vegas_balance": 0,
                       "records": [record]})


def duplicate_cards_save() -> str:
    tableau, stock = deal_layout(1)
    layout = layout_to_json(tableau, stock)
    layout["stock"][0] = layout["tableau"][0][0]  # one card twice, one missing
    data = json.loads(good_save())
    data["deal"] = {"layout": layout}
    data["moves"], data["position"] = [], 0
    return json.dumps(data)


def impossible_moves_save() -> str:
    data = json.loads(good_save())
    data["moves"] = ["Kh>f", "draw"]  # a King to an empty foundation
    data["position"] = 2
    return json.dumps(data)


# (kind, case) → bytes written, "DIR" (a folder in its place), or "CHMOD"/"EPERM" (unreadable)
CASES: dict[tuple[str, str], object] = {
    ("save", "empty"): b"",
    ("save", "truncated"): lambda: good_save()[: len(good_save()) // 2].encode(),
    ("save", "not JSON"): b"\xff\xfe\x00 not json at all {{{",
    ("save", "wrong shape"): b'[1, 2, 3]',
    ("save", "wrong shape object"): b'{"format": "klondike-qt-save", "version": 1, "moves": "draw"}',
    ("save", "future version"): lambda: good_save().replace('"version":1', '"version":99').encode(),
    ("save", "50 MB of junk"): JUNK_50MB,
    ("save", "duplicate cards"): lambda: duplicate_cards_save().encode(),
    ("save", "impossible moves"): lambda: impossible_moves_save().encode(),
    ("save", "deep nesting"): b"[" * 100_000,
    ("save", "folder"): "DIR",
    ("save", "chmod 000"): "CHMOD",
    ("save", "permission error"): "EPERM",
    ("statistics", "empty"): b"",
    ("statistics", "truncated"): lambda: good_statistics()[:40].encode(),
    ("statistics", "not JSON"): b"\x00\x01\x02 binary",
    ("statistics", "wrong shape"): b'{"records": {"a": 1}}',
    ("statistics", "future version"): lambda: good_statistics().replace('"version": 1', '"version": 2').encode(),
    ("statistics", "50 MB of junk"): JUNK_50MB,
    ("statistics", "folder"): "DIR",
    ("statistics", "chmod 000"): "CHMOD",
    ("statistics", "permission error"): "EPERM",
    ("settings", "truncated"): b"[General]\ndraw=3\ndeck=four-col\nzo",
    ("settings", "garbage bytes"): b"\xff\xfe\x00\x01garbage\x00\n=\n",
    ("settings", "JSON, not INI"): b'{"draw": 3}',
    ("settings", "serialised object"): b"[General]\ndraw=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObjectWrapper"
                                       b"\\0\\0\\0\\0\\x6\\x80\\x4K\\x3.)\n",
    ("settings", "50 MB of junk"): JUNK_50MB,
    ("settings", "folder"): "DIR",
    ("settings", "chmod 000"): "CHMOD",
    ("settings", "permission error"): "EPERM",
}


def content_of(case: object) -> object:
    return case() if callable(case) else case


def start(qtbot, profile_dir: Path) -> MainWindow:
    QApplication.instance() or QApplication([])
    window = MainWindow(Profile(profile_dir))
    window.narrator.welcome_delay_ms = None
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def told(window: MainWindow) -> list[str]:
    assert isinstance(window.announcer, RecordingAnnouncer)
    return [text for text in window.announcer.texts if "could not be read" in text]


#: Statistics with one record this version cannot read: the file is not set aside, the record
#: is kept as it is and not counted, the others are counted, and the player is told once.
UNREAD_RECORD = {
    "wrong record": lambda: good_statistics().replace(
        '"records": [', '"records": [' + json.dumps({**json.loads(good_statistics())["records"][0],
                                                      "id": "b", "outcome": "sort of"}) + ", "),
    "a game twice": lambda: good_statistics().replace(
        '"records": [', '"records": [' + json.dumps(json.loads(good_statistics())["records"][0]) + ", "),
}


@pytest.mark.parametrize("case", list(UNREAD_RECORD))
def test_a_statistics_record_that_cannot_be_read_is_kept_and_the_rest_counted(qtbot, profile_dir, case):
    original = UNREAD_RECORD[case]()
    (profile_dir / "statistics.json").write_text(original)
    window = start(qtbot, profile_dir)
    sentence = msg.statistics_unread(1)
    qtbot.waitUntil(lambda: sentence in window.announcer.texts, timeout=3000)
    assert not [p for p in profile_dir.iterdir() if ".bad-" in p.name]
    assert [r.game_id for r in window.statistics.records] == ["a"]
    unread = json.loads(original)["records"][0]
    window.model.draw()
    window.close()
    records = json.loads((profile_dir / "statistics.json").read_text())["records"]
    assert unread in records and len(records) == 3  # the good one, the unread one as it was, this game
    again = start(qtbot, profile_dir)  # told once
    qtbot.wait(20)
    assert sentence not in again.announcer.texts


@pytest.mark.parametrize("kind, case", list(CASES), ids=[f"{k}-{c}" for k, c in CASES])
def test_a_hostile_file_is_kept_aside_told_once_and_the_game_starts_clean(qtbot, profile_dir, monkeypatch,
                                                                           kind, case):
    path = profile_dir / FILES[kind]
    content = content_of(CASES[(kind, case)])
    original: bytes | None = None
    if content == "DIR":
        path.mkdir()
        (path / "inside").write_text("kept")
    elif content == "CHMOD":
        if AS_ROOT:
            pytest.skip("running as root: chmod 000 does not stop root reading "
                        "(the same code path is covered by the 'permission error' case)")
        original = b"whatever"
        path.write_bytes(original)
        path.chmod(0)
    elif content == "EPERM":
        original = b"unreadable"
        path.write_bytes(original)
        real_open = os.open

        def open_file(name: object, *args: object, **kwargs: object) -> int:
            if Path(str(name)) == path:
                raise PermissionError(13, "Permission denied", str(name))
            return real_open(name, *args, **kwargs)  # type: ignore[arg-type]

        monkeypatch.setattr(os, "open", open_file)
    else:
        assert isinstance(content, bytes)
        original = content
        path.write_bytes(original)

    window = start(qtbot, profile_dir)
    monkeypatch.undo()
    backups = [p for p in profile_dir.iterdir() if p.name.startswith(FILES[kind] + ".bad-")]
    assert len(backups) == 1, sorted(p.name for p in profile_dir.iterdir())
    backup = backups[0]
    assert BACKUP.match(backup.name)
    if content == "DIR":
        assert (backup / "inside").read_text() == "kept"
    else:
        backup.chmod(0o600)
        assert backup.read_bytes() == original  # kept as it was, byte for byte

    sentence = SENTENCE[kind].format(backup.name)
    qtbot.waitUntil(lambda: told(window) == [sentence], timeout=3000)
    assert window.statusBar().currentMessage() == sentence

    # A clean start: a new game, default settings, empty statistics.
    assert window.model.state.moves == 0 and window.model.deal_number is not None
    if kind == "settings":
        for name, field in SCHEMA.items():
            if name not in ("animations", "key_bindings"):
                assert window.settings.get(name) == field.default, name
    if kind == "statistics":
        assert window.statistics.records == ()
    # …which keeps working: a move is saved and recorded where the bad file was.
    window.model.draw()
    window.settings.deck = "four-colour"
    window.close()
    assert loads((profile_dir / "autosave.json").read_text()).moves
    assert len(json.loads((profile_dir / "statistics.json").read_text())["records"]) == 1
    assert Settings(profile_dir / "settings.ini").deck == "four-colour"

    again = start(qtbot, profile_dir)  # told once: nothing to tell the next time
    qtbot.wait(20)
    assert told(again) == []
    assert again.model.state.moves == 1


def test_settings_of_the_wrong_type_read_as_defaults_keep_a_copy_and_tell_once(qtbot, profile_dir):
    path = profile_dir / "settings.ini"
    original = (b"[General]\ndraw=banana\ndeck=four-colour\nzoom=[1]\npasses=7\nthoughtful=maybe\n"
                b"scoring=vegas\nkey_bindings=\"{\\\"undo\\\": 5}\"\n")
    path.write_bytes(original)
    window = start(qtbot, profile_dir)
    backups = list(profile_dir.glob("settings.ini.bad-*"))
    assert len(backups) == 1 and BACKUP.match(backups[0].name)
    assert backups[0].read_bytes() == original
    sentence = SENTENCE["settings-values"].format(backups[0].name)
    qtbot.waitUntil(lambda: told(window) == [sentence], timeout=3000)
    settings = window.settings
    assert (settings.draw, settings.zoom, settings.passes, settings.thoughtful) == (1, 1.0, None, False)
    assert settings.key_bindings == {}
    assert settings.deck == "four-colour" and settings.scoring.value == "vegas"  # the good values stay
    window.close()
    text = path.read_text()
    assert "banana" not in text and "maybe" not in text and "four-colour" in text
    again = start(qtbot, profile_dir)
    qtbot.wait(20)
    assert told(again) == [] and again.settings.deck == "four-colour"


def test_an_empty_settings_file_is_no_settings(qtbot, profile_dir):
    (profile_dir / "settings.ini").write_bytes(b"")
    window = start(qtbot, profile_dir)
    qtbot.wait(20)
    assert told(window) == [] and not list(profile_dir.glob("*.bad-*"))
    assert window.settings.rules() == Rules()


def test_three_bad_files_at_once_are_each_told(qtbot, profile_dir):
    for name in FILES.values():
        (profile_dir / name).write_bytes(b"\x00\xff")
    window = start(qtbot, profile_dir)
    qtbot.waitUntil(lambda: len(told(window)) == 3, timeout=3000)
    assert sorted(p.name.split(".bad-")[0] for p in profile_dir.glob("*.bad-*")) == sorted(FILES.values())
    assert window.model.state.moves == 0


def test_a_good_profile_is_read_without_a_word(qtbot, profile_dir):
    (profile_dir / "autosave.json").write_text(good_save())
    (profile_dir / "statistics.json").write_text(good_statistics())
    (profile_dir / "settings.ini").write_text("[General]\ndraw=3\ndeck=four-colour\n")
    window = start(qtbot, profile_dir)
    qtbot.wait(20)
    assert told(window) == [] and not list(profile_dir.glob("*.bad-*"))
    assert window.model.state.moves == 40 and len(window.statistics.records) == 1
    assert window.settings.draw == 3


def _png_claiming(width: int, height: int) -> bytes:
    """A PNG header that promises a huge picture (a decompression bomb's first bytes)."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0" * 64))
            + chunk(b"IEND", b""))


def test_a_hostile_card_picture_cache_is_drawn_again(qtbot, profile_dir):
    from ui_helpers import make_window, scene_problems

    first = make_window(qtbot, profile_dir, deal=1)
    first.view._pixmaps.save_pending()
    first.close()
    pictures = sorted(Profile(profile_dir).cache_dir.rglob("*.png"))
    assert len(pictures) >= 10
    hostile = [b"", b"\x00junk" * 100, _png_claiming(40000, 40000), JUNK_50MB[:5_000_000]]
    for index, picture in enumerate(pictures):
        if index % 5 == 4:
            picture.unlink()
            picture.mkdir()  # a folder in its place
        else:
            picture.write_bytes(hostile[index % 4])
    again = make_window(qtbot, profile_dir, deal=1)
    assert scene_problems(again.view, again.model.state) == []
    width, _height = again.view.card_size()
    from klondike_qt.engine.klondike import COLUMNS, WASTE

    for card in (*again.model.state.pile_cards(COLUMNS[6]), *again.model.state.pile_cards(WASTE)):
        pixmap = again.view.card_item(card).pixmap()
        assert not pixmap.isNull()
        assert abs(pixmap.width() / pixmap.devicePixelRatio() - width) <= 1
    assert told(again) == []


# -- entries that are not files: run out of process (they hung or exhausted memory) ----------
HOSTILE_START = Path(__file__).resolve().parent / "hostile_start_app.py"


def is_entry(path: Path, entry: str) -> bool:
    import stat

    mode = path.lstat().st_mode
    if entry.startswith("symlink"):
        return stat.S_ISLNK(mode)
    return stat.S_ISFIFO(mode) if entry == "FIFO" else stat.S_ISSOCK(mode)


#: Root reads any folder; without these two capabilities it obeys permissions like a player.
AS_A_PLAYER = ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"] if AS_ROOT else []


def start_out_of_process(profile_dir: Path, *, as_player: bool = False, timeout: float = 60) -> dict:
    """One real start (``klondike_qt.app.main``) that turns a card and quits; its report."""
    import resource
    import subprocess
    import sys

    def limits() -> None:
        size = 3 * 1024 ** 3  # reading /dev/zero without end hits this, not the machine
        resource.setrlimit(resource.RLIMIT_AS, (size, size))

    root = str(Path(__file__).resolve().parent.parent)  # the code under test, not an installed copy
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(profile_dir.parent),
               PYTHONPATH=os.pathsep.join(filter(None, (root, os.environ.get("PYTHONPATH")))))
    prefix = AS_A_PLAYER if as_player else []
    try:
        result = subprocess.run([*prefix, sys.executable, str(HOSTILE_START), "--draw-and-quit", "--",
                                 "--profile", str(profile_dir)], capture_output=True, text=True,
                                timeout=timeout, preexec_fn=limits, env=env, cwd=profile_dir.parent)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the start hung for {timeout} s")
    reports = [line[7:] for line in result.stdout.splitlines() if line.startswith("REPORT ")]
    assert reports, result.stderr[-2000:]
    return json.loads(reports[-1])


@pytest.mark.parametrize("kind", list(FILES))
@pytest.mark.parametrize("entry", ENTRY_KINDS)
def test_an_entry_that_is_not_a_regular_file_is_set_aside_told_once_and_never_read(profile_dir, kind, entry):
    path = profile_dir / FILES[kind]
    make_entry(path, entry)
    report = start_out_of_process(profile_dir)
    assert report["status"] == 0 and report["moves"] == 1  # it started, played and quit
    backups = [p for p in profile_dir.iterdir() if p.name.startswith(FILES[kind] + ".bad-")]
    assert len(backups) == 1, sorted(p.name for p in profile_dir.iterdir())
    assert BACKUP.match(backups[0].name) and is_entry(backups[0], entry)  # kept as it was
    assert [s for s in report["said"] if "could not be read" in s] == [SENTENCE[kind].format(backups[0].name)]
    assert path.is_file() and not path.is_symlink()  # a real file is written in its place
    again = start_out_of_process(profile_dir)
    assert [s for s in again["said"] if "could not be read" in s] == [] and again["moves"] == 2


def test_an_unreadable_profile_folder_starts_a_game_and_says_so_once(tmp_path):
    profile = tmp_path / "profile"
    profile.mkdir()
    (profile / "autosave.json").write_text(good_save())
    profile.chmod(0)  # the player's own folder, without any permission
    try:
        report = start_out_of_process(profile, as_player=True)
    finally:
        profile.chmod(0o700)
    assert report["status"] == 0 and report["moves"] == 1
    # One sentence (issue 31, item 11): none about files it could not even look at.
    assert report["said"] == [f"Progress and settings cannot be saved in {profile}: it cannot be read. "
                              "You can play, but nothing of this session will be kept."]
    assert (profile / "autosave.json").read_text() == good_save()  # nothing lost
