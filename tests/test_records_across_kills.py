"""One statistics record per deal, whatever is killed when and whatever the disk
does: a game left by F2 + Enter never comes back counted lost to be counted again,
whichever of its two writes (the statistics, the next deal's save) reached the
disk before a kill; statistics whose write failed (a full disk) reach it once
space is back; and a start never attaches the game restored to an earlier deal's
record. Every game of ``ui.games.GAMES``.

A kill is simulated by copying the profile's files as they are at the moment it
would come, and starting a new window on the copy."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path

import pytest
from ui_helpers import make_window

from klondike_qt.engine.statistics import Outcome
from klondike_qt.model import statistics_store
from klondike_qt.model.statistics_store import StatisticsStore
from klondike_qt.ui.games import GAMES
from klondike_qt.ui.main_window import MainWindow

DEAL = 3
STATISTICS = "statistics.json"


def play_some(window: MainWindow, moves: int = 2) -> None:
    for _ in range(moves):
        legal = window.session.hint_moves()[0]
        assert legal, "no move to make"
        window.session.play(legal[0])


def files(window: MainWindow) -> dict[str, bytes | None]:
    """The statistics and the game's save as the disk has them now (None: no file)."""
    names = (STATISTICS, window.session.autosave.path.name)
    return {name: (window.profile.folder / name).read_bytes() if (window.profile.folder / name).exists() else None
            for name in names}


def killed_profile(folder: Path, contents: dict[str, bytes | None]) -> Path:
    folder.mkdir()
    for name, data in contents.items():
        if data is not None:
            (folder / name).write_bytes(data)
    return folder


def records_of(folder: Path, game: str, deal: int) -> list[Outcome]:
    return [record.outcome for record in StatisticsStore(folder / STATISTICS).records
            if record.game == game and record.deal_number == deal]


@pytest.mark.parametrize("written", ["statistics", "save"], ids=["statistics-written-first", "save-written-first"])
@pytest.mark.parametrize("game", [definition.id for definition in GAMES])
def test_killed_between_the_two_writes_of_a_new_deal_the_game_left_is_counted_once(
        qtbot, tmp_path, game, written):
    first = tmp_path / "first"
    first.mkdir()
    window = make_window(qtbot, first, game, deal=DEAL, solver=False)
    play_some(window)
    window.session.autosave.flush()
    before = files(window)
    window.new_deal(DEAL + 1, ask=False)  # F2 + Enter: the game left counts as lost
    window.session.autosave.flush()
    after = files(window)
    save = window.session.autosave.path.name
    window.close()
    # The kill came after one write and before the other.
    mixed = {STATISTICS: after[STATISTICS], save: before[save]} if written == "statistics" \
        else {STATISTICS: before[STATISTICS], save: after[save]}
    folder = killed_profile(tmp_path / "killed", mixed)
    again = make_window(qtbot, folder, game, deal=None, solver=False)
    assert not (again.model.deal_number == DEAL and again.model.has_started), \
        "the game left came back as if it had not been left"
    assert records_of(folder, game, DEAL) == [Outcome.LOST]
    play_some(again)
    again.new_deal(DEAL + 2, ask=False)
    play_some(again)
    again.session.autosave.flush()
    assert records_of(folder, game, DEAL) == [Outcome.LOST], "the deal left has two records"


@pytest.fixture
def full_disk(monkeypatch):
    """The statistics' writer fails with ENOSPC while ``full[0]`` is True, then writes."""
    real = statistics_store.atomic_write_text
    full = [True]

    def write(path: Path, text: str) -> None:
        if full[0]:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(path, text)

    monkeypatch.setattr(statistics_store, "atomic_write_text", write)
    monkeypatch.setattr(statistics_store, "RETRY_S", 0.0)
    return full


def test_statistics_whose_write_failed_are_written_at_the_next_move_once_space_is_back(
        qtbot, profile_dir, full_disk):
    window = make_window(qtbot, profile_dir, deal=DEAL, solver=False)
    play_some(window)
    assert window.statistics.records and not (profile_dir / STATISTICS).exists()
    full_disk[0] = False
    play_some(window, 1)  # no record changes: the statistics are written again all the same
    assert StatisticsStore(profile_dir / STATISTICS).records == window.statistics.records


def test_statistics_whose_write_failed_are_written_at_quit_once_space_is_back(qtbot, profile_dir, full_disk):
    window = make_window(qtbot, profile_dir, deal=DEAL, solver=False)
    play_some(window)
    full_disk[0] = False
    window.session.end()  # quitting
    assert StatisticsStore(profile_dir / STATISTICS).records == window.statistics.records


@pytest.mark.parametrize("game", [definition.id for definition in GAMES])
def test_a_start_never_attaches_the_game_restored_to_an_earlier_deals_record(
        qtbot, tmp_path, monkeypatch, game):
    """The statistics on disk stop at deal 3 in progress (the disk filled up); the save,
    written later, holds deal 4 started: deal 3 counts as lost, deal 4 has its own record."""
    first = tmp_path / "first"
    first.mkdir()
    window = make_window(qtbot, first, game, deal=DEAL, solver=False)
    play_some(window)
    real = statistics_store.atomic_write_text
    monkeypatch.setattr(statistics_store, "atomic_write_text",
                        lambda path, text: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full", str(path))))
    window.new_deal(DEAL + 1, ask=False)
    play_some(window)
    window.session.autosave.flush()
    folder = tmp_path / "killed"
    shutil.copytree(first, folder)  # killed here: the statistics never reached the disk
    window.close()
    monkeypatch.setattr(statistics_store, "atomic_write_text", real)
    again = make_window(qtbot, folder, game, deal=None, solver=False)
    assert again.model.deal_number == DEAL + 1 and again.model.has_started
    assert records_of(folder, game, DEAL) == [Outcome.LOST]
    assert records_of(folder, game, DEAL + 1) == [Outcome.PLAYING]
    play_some(again)
    again.session.autosave.flush()
    assert records_of(folder, game, DEAL + 1) == [Outcome.PLAYING]


@pytest.mark.parametrize("game", [definition.id for definition in GAMES])
def test_the_next_deal_is_saved_before_the_game_left_is_counted_lost(qtbot, profile_dir, monkeypatch, game):
    """F2 and Ctrl+R write the next game's save first, then the statistics: a kill between
    the two finds the next game, and the game left still in progress is then counted lost."""
    window = make_window(qtbot, profile_dir, game, deal=DEAL, solver=False)
    play_some(window)
    save = window.session.autosave.path
    on_disk: list[tuple[int | None, int]] = []  # the save's deal and moves at each statistics write
    real = statistics_store.atomic_write_text

    def write(path: Path, text: str) -> None:
        saved = window.model.read_save(save.read_bytes())
        on_disk.append((saved.deal_number, len(saved.moves)))
        real(path, text)

    monkeypatch.setattr(statistics_store, "atomic_write_text", write)
    window.new_deal(DEAL + 1, ask=False)
    assert on_disk == [(DEAL + 1, 0)]
    play_some(window)
    on_disk.clear()
    window.session.restart()
    assert on_disk == [(DEAL + 1, 0)]
    assert records_of(profile_dir, game, DEAL + 1) == [Outcome.LOST]
