"""Many deals in one real window, for the long-session benchmark and test.

Each deal is played by random legal moves (up to a cap) through the model, as
the board's input handlers do, with undo/redo now and then, a click on the
board, a resize or a deck/zoom change now and then, and every tenth deal the
pinned winning line of deal 1 played to the win. Measures what could grow:
RSS, the live accessible interfaces (``a11y.tree_base._TREES``), the card
pixmap cache, the scene's items, the undo stack and Python objects.
"""

from __future__ import annotations

import gc
import os
import random
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication
from ui_helpers import card_point, click, winning_line

from klondike_qt.a11y import tree_base
from klondike_qt.engine.klondike import legal_moves
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.settings import DECKS


def rss_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def os_threads() -> int:
    """The process's threads as the system counts them (Qt's pool threads too)."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return threading.active_count()


def bench_window(profile: Path, animations: bool = False) -> Any:
    """The real window of a benchmark on ``profile``, deal 1, shown and exposed, the welcome off."""
    from PySide6.QtTest import QTest
    from ui_helpers import make_settings

    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.main_window import MainWindow

    window = MainWindow(Profile(profile), make_settings(profile, animations=animations), deal_number=1)
    window.narrator.welcome_delay_ms = None
    window.resize(1000, 760)
    window.show()
    QTest.qWaitForWindowExposed(window)
    return window


def _interfaces(tree) -> int:
    """The pile, place and card accessible interfaces Python keeps alive for one board."""
    return len(tree.piles) + len(tree.places) + len(tree.items)


def live_interfaces() -> int:
    """The pile, place and card accessible interfaces Python keeps alive for every live board."""
    return sum(map(_interfaces, tree_base._TREES.values()))


def own_interfaces(window) -> int:
    """Those of :func:`live_interfaces` that are the window's own board's (-1: it has no tree)."""
    tree = tree_base._TREES.get(id(window.view))
    return _interfaces(tree) if tree is not None else -1


def pixmap_cache_size(window) -> int:
    pixmaps = getattr(window.view, "_pixmaps", None)
    return len(getattr(pixmaps, "_cache", ())) if pixmaps is not None else -1


@dataclass
class Sample:
    deals: int
    rss_kib: int
    interfaces: int
    trees: int
    pixmaps: int
    scene_items: int
    undo_commands: int
    python_objects: int
    records: int
    solver_jobs: int
    #: The window's own board's interfaces (the others are earlier windows' still alive).
    own_interfaces: int = -1

    def line(self) -> str:
        return (f"deals {self.deals:4d}  RSS {self.rss_kib / 1024:7.1f} MiB  accessible interfaces "
                f"{self.interfaces} ({self.trees} board, {self.own_interfaces} this window's)  pixmaps {self.pixmaps}  scene items "
                f"{self.scene_items}  undo commands {self.undo_commands}  python objects "
                f"{self.python_objects}  statistics records {self.records}  solver jobs {self.solver_jobs}")


def solver_jobs(window) -> int:
    """Searches the session's background solver still holds (queued or running)."""
    solver = window.session._solver
    return len(getattr(solver, "_jobs", ())) if solver else 0


def _drop_toolkit_caches() -> None:
    """Empty Qt's global pixmap cache (bounded, 10 MiB by default: the pictures the style
    and the icons draw, at each size asked) and give the memory the C allocator holds
    free back to the system (glibc), so that RSS counts what is in use."""
    import ctypes
    import ctypes.util

    from PySide6.QtGui import QPixmapCache

    QPixmapCache.clear()
    name = ctypes.util.find_library("c")
    libc = ctypes.CDLL(name) if name else None
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)


def sample(window, deals: int, drain_s: float = 5.0, in_use: bool = False) -> Sample:
    """Measure, once the background solver has caught up (at most ``drain_s``); ``in_use``:
    RSS without what Qt's bounded pixmap cache and the allocator's free lists hold (they
    fill over a session's first deals at a pace no warm-up of a few deals settles)."""
    import time

    from PySide6.QtTest import QTest

    deadline = time.monotonic() + drain_s
    while solver_jobs(window) > 1 and time.monotonic() < deadline:
        QTest.qWait(20)
    QApplication.processEvents()
    gc.collect()
    if in_use:
        _drop_toolkit_caches()
    return Sample(deals, rss_kib(), live_interfaces(), len(tree_base._TREES), pixmap_cache_size(window),
                  len(window.view.scene().items()), window.model.undo_stack.count(), len(gc.get_objects()),
                  len(window.statistics.records), solver_jobs(window), own_interfaces(window))


class Session:
    def __init__(self, window, rng: random.Random, move_cap: int = 60, view_changes: bool = True) -> None:
        self.window = window
        self.view_changes = view_changes
        self.rng = rng
        self.move_cap = move_cap
        self.deals = 0
        self.moves = 0
        self.wins = 0

    def play_deal(self) -> None:
        window, model, rng = self.window, self.window.model, self.rng
        self.deals += 1
        if self.deals % 10 == 0:  # the session keeps the default rules: draw 1, standard
            window.session.new_deal(1)
            for move in winning_line():
                model.play(move)
                self.moves += 1
                QApplication.processEvents()
            if model.status is GameStatus.WON:
                self.wins += 1
        else:
            window.session.new_deal(rng.randint(2, 2**32 - 1))
            for step in range(self.move_cap):
                moves = list(legal_moves(model.state))
                if not moves:
                    break
                model.play(rng.choice(moves))
                self.moves += 1
                QApplication.processEvents()
                if step % 15 == 14:
                    model.undo()
                    model.undo()
                    model.redo()
        window.view.finish_animations()
        roll = rng.random() if self.view_changes else 1.0
        if roll < 0.2:
            cards = model.state.pile_cards(rng.choice(list(_columns())))
            if cards:
                click(window.view, card_point(window.view, cards[-1]))
        elif roll < 0.3:
            window.resize(rng.randint(600, 1400), rng.randint(450, 1000))
        elif roll < 0.35:
            window.settings.deck = rng.choice(DECKS)
        elif roll < 0.4:
            window.settings.zoom = rng.choice((0.8, 1.0, 1.2))
        window.autosave.flush()
        QApplication.processEvents()


def _columns():
    from klondike_qt.engine.klondike import COLUMNS

    return COLUMNS
