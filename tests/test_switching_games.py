"""Choosing another game in the Game menu leaves nothing of the game left alive:
its session, model, board, keyboard, accessible tree, narrator, solver worker and
autosave are gone, the threads are back to where they were, memory does not grow
per switch, and at quit the save holds the game in play, written before the
profile is released and never after. And from another game, a Spider variant
asks before a started game of Spider is lost, as inside Spider.

``bench/switch_games.py`` measures RSS and threads over hundreds of switches."""

from __future__ import annotations

import gc
import os
import threading
import time
import tracemalloc
import weakref
from itertools import pairwise
from typing import Any

import pytest
from long_session_driver import os_threads
from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool
from PySide6.QtTest import QTest
from ui_helpers import make_window

from klondike_qt.a11y.announcer import Notifier
from klondike_qt.engine.statistics import Outcome
from klondike_qt.model import session as session_module
from klondike_qt.ui import dialogs
from klondike_qt.ui.games import GAMES, find_game
from klondike_qt.ui.main_window import MainWindow

#: Every "Play …" entry of the Game menu: every game, every variant.
ENTRIES = [(definition.id, entry) for definition in GAMES for entry in definition.menu]
#: Rounds over every entry before measuring: each game's modules and pictures load once, and
#: PySide makes its Python types on first use, ~2.2 MB (about 150 Qt classes of QtCore, QtGui
#: and QtWidgets and 120 of their enums, all at once) that came only after the first round:
#: with one round of warm-up, two or four rounds measured grew by the same 2.2 MB (121 or
#: 63 KiB a switch); with two, 20 KiB a switch.
WARM_UP = 2
#: Rounds over every entry measured after the warm-up.
ROUNDS = 3


def thread_names() -> list[str]:
    names = []
    for task in os.listdir("/proc/self/task"):
        try:
            with open(f"/proc/self/task/{task}/comm", encoding="utf-8") as comm:
                names.append(comm.read().strip())
        except OSError:
            pass
    return sorted(names)


def settle() -> None:
    """Let deleted objects go (``deleteLater``), collect what is unreachable, and
    let Qt's own idle pool threads (image scaling) and the cancelled searches'
    threads end: the threads left are the games'."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
    gc.collect()
    QThreadPool.globalInstance().waitForDone()
    for thread in threading.enumerate():  # cancelled searches end in milliseconds, later on a loaded machine
        if thread.name == "solver-worker":
            thread.join(2.0)
    QTest.qWait(50)  # past the global pool's expiry (see the fixture)


def wait_for_threads(qtbot, threads: int) -> None:
    """Wait (30 s at most) for the threads to be back to ``threads`` and one: the current
    game's own search (up to 16 s) and a helper's reader may still be ending on a loaded
    machine."""
    deadline = time.monotonic() + 30
    while os_threads() > threads + 1 and time.monotonic() < deadline:
        qtbot.wait(100)


def parts(window: MainWindow) -> dict[str, Any]:
    """The pieces one game is made of, by name."""
    session = window.session
    return {"session": session, "model": session.model, "board": window.view, "keyboard": window.keyboard,
            "tree": window.keyboard.tree, "narrator": window.narrator, "autosave": session.autosave,
            "tracker": session.tracker, "solver": session._solver, "announcer": window.announcer}


def play_some(window: MainWindow, moves: int = 2) -> None:
    for _ in range(moves):
        legal = window.session.hint_moves()[0]
        if legal:
            window.session.play(legal[0])


@pytest.fixture
def window(qtbot, profile_dir, monkeypatch):
    monkeypatch.setattr(session_module, "FIRST_SEARCH_DELAY_MS", 0)  # every game's solver thread starts
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda *_args, **_kwargs: True)  # Enter: leave
    pool = QThreadPool.globalInstance()
    expiry = pool.expiryTimeout()
    pool.setExpiryTimeout(10)
    w = make_window(qtbot, profile_dir, "klondike", deal=1)
    yield w
    pool.setExpiryTimeout(expiry)


def switch(qtbot, window: MainWindow, action_id: str) -> None:
    window.actions[action_id].trigger()
    window.narrator.welcome_delay_ms = None
    qtbot.wait(5)  # the first search starts (its thread)
    play_some(window)


def test_every_switch_leaves_nothing_of_the_game_left_alive(qtbot, window):
    left: list[tuple[str, str, weakref.ref[Any]]] = []

    def round_of_switches() -> None:
        for _, entry in ENTRIES:
            # Named by the game being left (not the one chosen).
            left.extend((window.game, name, weakref.ref(obj)) for name, obj in parts(window).items() if obj is not None)
            switch(qtbot, window, entry.action_id)

    play_some(window)
    for _ in range(WARM_UP):
        round_of_switches()
    settle()
    threads, objects, names = os_threads(), len(gc.get_objects()), thread_names()
    notifiers = len(window.findChildren(Notifier))
    tracemalloc.start()
    try:
        # A snapshot after each round: a leak grows in every round; PySide making
        # its Python types for Qt classes first met (about 2.2 MB, once a process,
        # at a moment that depends on the timers) grows one round at most.
        snapshots = [tracemalloc.take_snapshot()]
        for _ in range(ROUNDS):
            round_of_switches()
            settle()
            snapshots.append(tracemalloc.take_snapshot())
    finally:
        tracemalloc.stop()
    switches = ROUNDS * len(ENTRIES)
    current = {id(obj) for obj in parts(window).values()}

    def still_alive() -> list[str]:
        return sorted({f"{game}'s {name}" for game, name, ref in left
                       if ref() is not None and id(ref()) not in current})

    # On a loaded machine a game left may go only at the next turn of the event loop
    # (caught under load: the last round's Pyramid game, its tree retired, gone 100 ms
    # after the check, held until then from the C++ side); a leak holds it for good.
    deadline = time.monotonic() + 10
    while (alive := still_alive()) and time.monotonic() < deadline:
        qtbot.wait(100)
        gc.collect()
    assert not alive, f"still alive after the game was left: {alive}"
    assert window.findChildren(session_module.GameSession) == [window.session]  # one live session
    assert len(window.findChildren(Notifier)) == notifiers, "the Orca fallback's notifiers of games left are still there"
    # A leaked thread stays; the searches ending are waited for.
    wait_for_threads(qtbot, threads)
    assert os_threads() <= threads + 1, (f"{os_threads() - threads} threads more after {switches} switches: {names} → "
                                         f"{thread_names()} (Python's: {[t.name for t in threading.enumerate()]})")
    grown = [sum(stat.size_diff for stat in later.compare_to(earlier, "filename"))
             for earlier, later in pairwise(snapshots)]
    del snapshots
    least = min(grown) / len(ENTRIES)
    assert least < 64 * 1024, f"{least / 1024:.0f} KiB more per switch in every round ({grown} bytes by round)"
    gc.collect()
    per_switch = (len(gc.get_objects()) - objects) / switches
    if per_switch >= 100:
        # PySide's once-a-process types (above: some 8,500 objects) may have come in the
        # rounds measured: a leak grows in one more round too.
        objects = len(gc.get_objects())
        round_of_switches()
        settle()
        wait_for_threads(qtbot, threads)
        gc.collect()
        per_switch = (len(gc.get_objects()) - objects) / len(ENTRIES)
    assert per_switch < 100, f"{per_switch:.0f} Python objects more per switch"  # a game is ~10,000


def test_at_quit_the_save_holds_the_game_in_play_written_before_the_profile_is_released(qtbot, window):
    """As ``app.py`` does, the profile is released by a slot connected to ``aboutToQuit``
    after the window was made; a game left earlier (of the same game, too) never writes."""
    path = window.session.autosave.path
    at_release: list[str] = []
    app = QCoreApplication.instance()
    release = lambda: at_release.append(path.read_text(encoding="utf-8"))  # noqa: E731
    app.aboutToQuit.connect(release)  # as app.py: just after the window is made
    try:
        play_some(window, 3)
        for _game, entry in ENTRIES:
            switch(qtbot, window, entry.action_id)
        window.actions[find_game("klondike").menu[0].action_id].trigger()
        window.session.use_solver(False)
        play_some(window, 4)  # Klondike again, a later position than the one left at first
        app.aboutToQuit.emit()
    finally:
        app.aboutToQuit.disconnect(release)
    settle()
    saved = window.model.read_save(path.read_text(encoding="utf-8"))
    assert saved.moves == window.model.to_saved().moves, "the save at quit is not the game in play"
    assert at_release == [path.read_text(encoding="utf-8")], "written after the profile was released"
    window.session.play(window.session.hint_moves()[0][0])  # after quitting, nothing is written
    settle()
    assert path.read_text(encoding="utf-8") == at_release[0]


def variant_entries() -> list[Any]:
    """(game, the entry a started game is played in, another entry of the same game)."""
    out = []
    for definition in GAMES:
        variants = [entry for entry in definition.menu if entry.variant is not None]
        for first, second in zip(variants, variants[1:] + variants[:1], strict=True):
            if first is not second:
                out.append(pytest.param(definition.id, first, second, id=f"{first.action_id}-{second.action_id}"))
    return out


@pytest.mark.parametrize(("game", "started", "chosen"), variant_entries())
@pytest.mark.parametrize("leave", [False, True], ids=["escape", "enter"])
def test_a_variant_chosen_from_another_game_asks_before_a_started_game_is_lost(
        qtbot, profile_dir, monkeypatch, game, started, chosen, leave):
    window = make_window(qtbot, profile_dir, game, deal=3, variant=started.variant, solver=False)
    play_some(window, 2)
    state, record = window.model.state, window.statistics.records[-1]
    other = next(definition for definition in GAMES if definition.id != game)
    window.actions[other.menu[0].action_id].trigger()
    asked: list[bool] = []
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda *_args, **_kwargs: asked.append(True) or leave)
    window.actions[chosen.action_id].trigger()
    assert asked == [True], "the started game was left without a question"
    assert window.game == game
    outcome = {r.game_id: r.outcome for r in window.statistics.records}[record.game_id]
    if leave:
        assert window.model.variant() == chosen.variant and not window.model.has_started
        assert outcome is Outcome.LOST
        assert window.announcer.texts[-1].endswith("The game you left counts as lost.")
    else:
        assert window.model.variant() == started.variant and window.model.state == state
        assert outcome is Outcome.PLAYING
        assert window.announcer.texts[-1] == "You keep playing this game."
        assert window.actions[started.action_id].isChecked() and not window.actions[chosen.action_id].isChecked()


def test_a_variant_chosen_from_another_game_deals_it_when_nothing_was_started(qtbot, profile_dir, monkeypatch):
    spider = find_game("spider")
    entries = [entry for entry in spider.menu if entry.variant is not None]
    window = make_window(qtbot, profile_dir, "klondike", deal=1, solver=False)
    monkeypatch.setattr(dialogs, "confirm_abandon", lambda *_args, **_kwargs: pytest.fail("asked"))
    window.actions[entries[-1].action_id].trigger()
    assert window.game == "spider" and window.model.variant() == entries[-1].variant
    window.actions[find_game("klondike").menu[0].action_id].trigger()
    window.actions[entries[0].action_id].trigger()  # its game had no move: no question
    assert window.model.variant() == entries[0].variant
    assert not window.statistics.records
