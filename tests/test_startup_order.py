"""What a start does before the window's first paint (issue 30): it imports the
game in play's modules alone, its first frame shows the dealt table, and what
can wait (Qt Multimedia for the sounds, the statistics' lines) waits until after that frame."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from ui_helpers import make_settings

from klondike_qt.engine.statistics import GameRecord
from klondike_qt.model.settings import SOUND_CUES
from klondike_qt.model.storage import Profile
from klondike_qt.ui import sounds
from klondike_qt.ui.games import GAMES
from klondike_qt.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
GAME_IDS = [definition.id for definition in GAMES]


def _modules_after(code: str) -> set[str]:
    """The klondike_qt modules a fresh interpreter has imported after running ``code``."""
    script = f"{code}\nimport sys\nprint('\\n'.join(m for m in sys.modules if m.startswith('klondike_qt')))"
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT, check=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=120)
    return set(result.stdout.split())


def _games_modules(modules: set[str], game: str) -> set[str]:
    """Those of ``modules`` that are ``game``'s own board, keyboard, model or play part."""
    return {m for m in modules if m in (f"klondike_qt.ui.{game}_board", f"klondike_qt.ui.{game}_keyboard",
                                        f"klondike_qt.model.{game}_model", f"klondike_qt.ui.games.{game}_play")}


def test_the_table_of_games_imports_no_games_board_keyboard_or_model():
    modules = _modules_after("import klondike_qt.ui.games as games; [d.menu for d in games.GAMES]")
    assert not {m for game in GAME_IDS for m in _games_modules(modules, game)}


def test_a_window_imports_the_game_in_play_alone(tmp_path):
    modules = _modules_after(
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from pathlib import Path\n"
        "from klondike_qt.model.storage import Profile\n"
        "from klondike_qt.ui.main_window import MainWindow\n"
        f"window = MainWindow(Profile(Path({str(tmp_path)!r})), game='freecell', deal_number=1)\n"
        "window.show()\n"
        "app.processEvents()")
    assert _games_modules(modules, "freecell") == {f"klondike_qt.{m}" for m in (
        "ui.freecell_board", "ui.freecell_keyboard", "model.freecell_model", "ui.games.freecell_play")}
    assert not {m for game in GAME_IDS if game != "freecell" for m in _games_modules(modules, game)}
    # Nor what can wait: the dialogs, the statistics dialog's totals and the history panel.
    # (The solver's worker waits for the session's own first-search delay, which a loaded
    # machine may outlast here.)
    waiting = {f"klondike_qt.{m}" for m in ("ui.settings_form", "ui.dialogs", "ui.help_dialog", "ui.about_dialog",
                                            "ui.history_panel", "engine.statistics_totals")}
    assert modules & waiting == set()


class _FirstFrame(QObject):
    """Where each card stood, face up or down, when the board painted for the first time."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.cards: list[tuple[str, float, float, bool, bool]] | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.cards is None:
            self.cards = _cards(self.window)
        return False


def _cards(window: MainWindow) -> list[tuple[str, float, float, bool, bool]]:
    return sorted((str(item.card), round(item.pos().x(), 1), round(item.pos().y(), 1), item.face_up,
                   item.isVisible()) for item in window.view.all_items())


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_first_frame_shows_the_dealt_table(qtbot, profile_dir, game):
    window = MainWindow(Profile(profile_dir), make_settings(profile_dir), deal_number=1, game=game)
    window.narrator.welcome_delay_ms = None
    qtbot.addWidget(window)
    window.resize(1000, 760)
    first = _FirstFrame(window)
    window.view.viewport().installEventFilter(first)
    window.show()
    qtbot.waitUntil(lambda: first.cards is not None)
    for _ in range(5):  # whatever the start left to do after the first frame
        QApplication.processEvents()
    settled = _cards(window)
    assert first.cards == settled  # the first frame is the dealt table, laid out as it stays
    shown = [card for card in settled if card[4]]
    assert len({(x, y) for _card, x, y, _up, _visible in shown}) > 1  # laid out, not heaped at one point
    assert any(up for *_rest, up, _visible in shown)
    window.view.viewport().removeEventFilter(first)


def test_qt_multimedia_waits_for_the_first_paint(qtbot, profile_dir, monkeypatch):
    looked_up: list[bool] = []
    monkeypatch.setattr(sounds, "_effect_class", lambda: looked_up.append(True))
    settings = make_settings(profile_dir)
    for cue in SOUND_CUES:
        settings.set(f"sound_{cue}", True)
    window = MainWindow(Profile(profile_dir), settings, deal_number=1)
    window.narrator.welcome_delay_ms = None
    qtbot.addWidget(window)
    assert not looked_up  # not while the window is built
    first = _FirstFrame(window)
    window.view.viewport().installEventFilter(first)
    window.show()
    qtbot.waitUntil(lambda: first.cards is not None)
    qtbot.waitUntil(lambda: bool(looked_up))  # right after the first frame: the first cue is not late
    assert looked_up == [True]
    window.view.viewport().removeEventFilter(first)


def test_the_statistics_lines_are_made_after_the_first_paint(qtbot, profile_dir):
    """A long history's records are read before the window shows (a restored game needs
    its record), but their lines in the file wait for the first frame; by the first game
    recorded they are made, so its write encodes that game alone."""
    records = [{"id": f"old {n}", "draw": 1, "scoring": "standard", "outcome": "won", "elapsed_ms": 60_000,
                "moves": 90, "score": 500, "deal": n + 1} for n in range(5000)]
    (profile_dir / "statistics.json").write_text(json.dumps(
        {"format": "klondike-qt-statistics", "version": 1, "vegas_balance": 0, "records": records}))
    window = MainWindow(Profile(profile_dir), make_settings(profile_dir), deal_number=1)
    window.narrator.welcome_delay_ms = None
    qtbot.addWidget(window)
    assert len(window.statistics.records) == 5000 and not window.statistics._lines  # nothing encoded yet
    first = _FirstFrame(window)
    window.view.viewport().installEventFilter(first)
    window.show()
    qtbot.waitUntil(lambda: first.cards is not None)
    qtbot.waitUntil(lambda: len(window.statistics._lines) == 5000)  # in batches, after the frame
    encoded: list[object] = []
    to_json = GameRecord.to_json
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(GameRecord, "to_json", lambda record: encoded.append(record) or to_json(record))
        legal = window.session.hint_moves()[0]
        window.session.play(legal[0])  # the first move: the game is recorded as started
    assert [record.game_id for record in encoded] == [window.session.tracker.game_id]
    written = json.loads((profile_dir / "statistics.json").read_text())["records"]
    assert written[:5000] == records and written[5000]["outcome"] == "playing"
    window.view.viewport().removeEventFilter(first)


def test_the_messages_package_knows_each_of_its_modules():
    """The messages package imports some of its modules on first use (``__getattr__``); its
    hand-kept list of modules (kept by hand so that a frozen build needs no folder listing)
    must name every one, or ``from .messages import x`` imports the deferred ones for nothing."""
    from pathlib import Path

    from klondike_qt.a11y import messages

    folder = Path(messages.__file__).parent
    assert {path.stem for path in folder.glob("*.py") if path.stem != "__init__"} == messages._MODULES


def test_a_starts_first_status_imports_no_solver():
    """Whether the dealt game is stuck (asked for the status bar before the first paint)
    is the bounded search in ``engine/status.py``; the solvers' shared module waits
    for the first search."""
    modules = _modules_after("from klondike_qt.engine.klondike import deal, game_status, is_stuck\n"
                             "game_status(deal(1)); is_stuck(deal(2))")
    assert "klondike_qt.engine.klondike.status" in modules
    assert "klondike_qt.engine.solving" not in modules


def test_a_start_collects_no_garbage_before_its_first_frame_and_after_it_does(tmp_path):
    """The garbage collector waits while the window is built (a start frees almost
    nothing it makes), and runs again once the event loop turns; a start that ends
    early (a bad command line, another copy playing this profile) leaves it running too."""
    code = ("import gc, sys\n"
            "from klondike_qt import app\n"
            "from klondike_qt.ui import main_window\n"
            "building = []\n"
            "made = main_window.MainWindow.__init__\n"
            "def spying(self, *args, **kwargs):\n"
            "    building.append(gc.isenabled())\n"
            "    made(self, *args, **kwargs)\n"
            "main_window.MainWindow.__init__ = spying\n"
            "shown = []\n"
            "report = app._report_first_paint\n"
            "app._report_first_paint = lambda window: (report(window),\n"
            "    window.after_first_paint(lambda: shown.append(gc.isenabled())))\n"
            "app.main(['--profile', sys.argv[1], '--deal', '3'])\n"
            "print(building, shown, gc.isenabled())\n"
            "try:\n"
            "    app.main(['--deal', 'x'])\n"
            "except SystemExit:\n"
            "    print(gc.isenabled())\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KLONDIKE_BENCH_EXIT_AFTER_SHOW="1")
    result = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, cwd=ROOT,
                            env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-2:] == ["[False] [True] True", "True"]
