"""Where a start's CPU goes, ours beside the floor's, phase by phase (issue 30).

    python bench/startup_budget.py [--runs 15]

Offscreen, each program in a fresh process, the two interleaved run by run; CPU
(``time.process_time``) at each phase's end, medians in ms. Our start runs
``klondike_qt.app.main`` itself (deal 1, a profile warmed by one start), with
what it would do anyway taken apart into phases by naming it first:

- **Python up**: the interpreter and ``site`` (the virtualenv's finders);
- **PySide imported**: QtCore, QtGui, QtWidgets, QtSvg, their signature support;
- **``Qt`` namespace**: ``PySide6.QtCore.Qt`` named, which makes its 94 enums.
  The floor never names it: its window calls no method that takes a ``Qt`` enum
  (a focus policy, an alignment, a pen style, a transformation mode …);
- **other Qt classes**: every other class of ``startup_floor.OUR_CLASSES``
  (QAccessible, QEvent, QIcon, QFont … with their enums);
- **our modules**: what ``app.main`` imports before its window (the settings,
  the window, the command table, the game's model, board, keyboard, narrator);
- **QApplication** to **painted** (the loop turn after the board's first
  paint, where the game's own start-up report stands): as the floor (for us:
  the profile, the settings, the window with the dealt table).

Then the budget: 1.2x the floor's total, less what the floor spends, is what
a start of ours may add; the line under it is what naming the Qt classes alone
adds.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Runs in the measured process: marks each phase's CPU and prints them on its first loop turn.
_MARKS = """
import sys, time
MARKS = [("Python up", time.process_time())]
def mark(name):
    MARKS.append((name, time.process_time()))
def report():
    print("PHASES", " ".join(f"{name.replace(' ', '_')}={seconds * 1000:.2f}" for name, seconds in MARKS))
"""

_FLOOR = _MARKS + """
sys.path.insert(0, "bench")
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
from PySide6.QtCore import QTimer
mark("PySide imported")
app = QApplication(sys.argv[:1])
mark("QApplication")
window = QMainWindow()
window.menuBar().addMenu("Game").addAction("New Game")
window.addToolBar("Tools").addAction("Undo")
window.statusBar().showMessage("Deal 1")
scene = QGraphicsScene()
renderer = QSvgRenderer("resources/cards/classic.svg")
card = QGraphicsSvgItem()
card.setSharedRenderer(renderer)
card.setElementId("card-Ac")
scene.addItem(card)
view = QGraphicsView(scene)
window.setCentralWidget(view)
window.resize(1100, 780)
mark("window built")
window.show()
mark("shown")
from PySide6.QtCore import QEvent, QObject
class FirstPaint(QObject):  # as klondike_qt.app's report: the loop turn after the view's first paint
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, painted)
        return False
def painted():
    mark("painted")
    report()
    app.quit()
first_paint = FirstPaint()
view.viewport().installEventFilter(first_paint)
app.exec()
"""

_OURS = _MARKS + """
sys.path.insert(0, "bench")
from klondike_qt import pyside_features
pyside_features.install()  # as app.main does first: PySide then reads no module's source
import PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets, PySide6.QtSvg
mark("PySide imported")
PySide6.QtCore.Qt
mark("Qt namespace")
import startup_floor
startup_floor.name_our_classes()
mark("other Qt classes")
from klondike_qt import app
from klondike_qt.model import settings, storage, instance
from klondike_qt.ui import command_table, main_window, games
from klondike_qt import i18n
games.find_game("klondike").play()
mark("our modules")
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QTimer
built = main_window.MainWindow.__init__
def init(self, *args, **kwargs):
    mark("QApplication")  # and the profile, the settings, the translators
    built(self, *args, **kwargs)
    mark("window built")
main_window.MainWindow.__init__ = init
shown = main_window.MainWindow.show
def show(self):
    shown(self)
    mark("shown")
main_window.MainWindow.show = show
reported = app._report_first_paint
def report_painted(window):  # the app's own report: the loop turn after the board's first paint
    reported(window)
    quit_after = QApplication.quit
    def painted():
        mark("painted")
        report()
        quit_after()
    QApplication.quit = painted
app._report_first_paint = report_painted
sys.exit(app.main(sys.argv[1:]))
"""

PHASES = ("Python up", "PySide imported", "Qt namespace", "other Qt classes", "our modules",
          "QApplication", "window built", "shown", "painted")


def run_once(source: str, args: list[str]) -> dict[str, float]:
    """One start: CPU ms at each phase's end."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", KLONDIKE_BENCH_EXIT_AFTER_SHOW="1",
               PYTHONPYCACHEPREFIX=str(Path(tempfile.gettempdir()) / "klondike-bench-pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    result = subprocess.run([sys.executable, "-c", source, *args], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=60)
    for line in result.stdout.splitlines():
        if line.startswith("PHASES "):
            pairs = (word.split("=") for word in line.split()[1:])
            return {name.replace("_", " "): float(value) for name, value in pairs}
    raise SystemExit(f"no phases reported: {result.stderr[-2000:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    profile = tempfile.mkdtemp(prefix="klondike-budget-")
    ours_args = ["--profile", profile, "--deal", "1"]
    run_once(_OURS, ours_args)  # warm: the card pictures cached, the bytecode compiled
    run_once(_FLOOR, [])
    measured: dict[str, list[dict[str, float]]] = {"ours": [], "floor": []}
    for run in range(runs):
        order = [("ours", _OURS, ours_args), ("floor", _FLOOR, [])]
        for name, source, args in order[run % 2:] + order[:run % 2]:
            measured[name].append(run_once(source, args))
    shutil.rmtree(profile, ignore_errors=True)
    print(f"CPU ms at each phase's end, offscreen, {runs} interleaved runs, medians (the phase's own cost):")
    print(f"  {'phase':<18} {'ours':>16} {'floor':>16}")
    totals = {}
    for name, starts in measured.items():
        totals[name] = statistics.median(start["painted"] for start in starts)
    for phase in PHASES:
        cells = []
        for name in ("ours", "floor"):
            starts = [start for start in measured[name] if phase in start]
            if not starts:
                cells.append(f"{'-':>16}")
                continue
            at = statistics.median(start[phase] for start in starts)
            own = statistics.median(start[phase] - _previous(start, phase) for start in starts)
            cells.append(f"{at:7.1f} ({own:+6.1f})")
        print(f"  {phase:<18} {cells[0]} {cells[1]}")
    floor, ours = totals["floor"], totals["ours"]
    qt = statistics.median(start["other Qt classes"] - start["PySide imported"] for start in measured["ours"])
    print(f"ours {ours:.0f} ms = {ours / floor:.2f}x the floor's {floor:.0f} ms")
    print(f"budget at 1.2x: {0.2 * floor:.0f} ms beyond the floor for everything of ours; "
          f"naming the Qt classes a start of ours names costs {qt:.0f} ms of it")


def _previous(start: dict[str, float], phase: str) -> float:
    earlier = [name for name in PHASES[:PHASES.index(phase)] if name in start]
    return start[earlier[-1]] if earlier else 0.0


if __name__ == "__main__":
    main()
