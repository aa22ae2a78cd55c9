"""Where the files live (issue 16, item 22): settings in the configuration folder, card
pictures in the cache folder (not the roaming data folder), statistics and the saved
game in the data folder; files of earlier versions are moved over once, losing nothing;
``--profile DIR`` keeps everything in DIR."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from klondike_qt.engine.klondike import loads

CHILD = Path(__file__).resolve().parent / "hostile_start_app.py"


def start(home: Path, *args: str) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"))
    result = subprocess.run([sys.executable, str(CHILD), "--draw-and-quit", "--", *args], capture_output=True,
                            text=True, timeout=60, env=env, cwd=home)
    lines = [line[7:] for line in result.stdout.splitlines() if line.startswith("REPORT ")]
    assert lines, result.stderr
    return json.loads(lines[-1])


def places(home: Path) -> tuple[Path, Path, Path]:
    return (home / "data" / "klondike-qt" / "Klondike", home / "config" / "klondike-qt" / "Klondike",
            home / "cache" / "klondike-qt" / "Klondike")


def test_a_new_player_gets_settings_in_config_and_pictures_in_the_cache(tmp_path):
    data, config, cache = places(tmp_path)
    report = start(tmp_path)
    assert report["status"] == 0 and report["moves"] == 1
    assert (config / "settings.ini").is_file() and not (data / "settings.ini").exists()
    assert (data / "autosave.json").is_file() and (data / "statistics.json").is_file()
    assert Path(report["settings_file"]) == config / "settings.ini"
    assert Path(report["cache_dir"]) == cache / "cards" and not (data / "cache").exists()


def test_files_of_an_earlier_version_are_moved_over_once_and_nothing_is_lost(tmp_path):
    data, config, cache = places(tmp_path)
    (data / "cache" / "cards" / "classic-1-10x10@1").mkdir(parents=True)
    (data / "cache" / "cards" / "classic-1-10x10@1" / "back.png").write_bytes(b"old picture")
    (data / "settings.ini").write_text("[General]\ndraw=3\ndeck=four-colour\n")
    (data / "settings.ini.bad-20260101-000000").write_text("a kept bad file")
    first = start(tmp_path)
    assert first["status"] == 0
    assert not (data / "settings.ini").exists() and not (data / "cache").exists()
    text = (config / "settings.ini").read_text()
    assert "draw=3" in text and "deck=four-colour" in text  # the player's settings came along
    assert (config / "settings.ini.bad-20260101-000000").read_text() == "a kept bad file"
    assert (cache / "cards" / "classic-1-10x10@1" / "back.png").read_bytes() == b"old picture"
    assert loads((data / "autosave.json").read_text()).rules.draw == 3  # and were used
    again = start(tmp_path)
    assert again["moves"] == 2 and "draw=3" in (config / "settings.ini").read_text()


def test_settings_in_both_places_keep_the_new_one_and_the_old_one_beside_it(tmp_path):
    data, config, _cache = places(tmp_path)
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    (data / "settings.ini").write_text("[General]\ndeck=four-colour\n")
    (config / "settings.ini").write_text("[General]\ndeck=high-contrast\n")
    start(tmp_path)
    assert "deck=high-contrast" in (config / "settings.ini").read_text()
    assert (config / "settings.ini.old").read_text() == "[General]\ndeck=four-colour\n"
    assert not (data / "settings.ini").exists()


def test_a_profile_folder_keeps_everything_in_it(tmp_path):
    profile = tmp_path / "mine"
    report = start(tmp_path, "--profile", str(profile))
    assert (profile / "settings.ini").is_file() and (profile / "autosave.json").is_file()
    assert Path(report["cache_dir"]) == profile.resolve() / "cache" / "cards"
    assert not (tmp_path / "config").exists() and not (tmp_path / "cache").exists()
