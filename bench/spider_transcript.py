"""Print everything a screen-reader player hears in one complete won Spider game.

    python bench/spider_transcript.py [--deal 3] [--suits 1] [--brief] [--out FILE]

The winning line comes from the Spider solver; it is played by pressing the
keys a keyboard player would press: the source column's digit (0 is column
10), Down until the focus is on the card to take (a column is entered on the
first card of its movable run), Space, the target column's digit, Space; N
deals a row. R, U and D are asked first and I at the end. Lines starting with
"> " are keys, "  [focus] " what the focus is named, "  [says] " the
announcements.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from klondike_qt.engine.solving import Budget
from klondike_qt.engine.spider import SpiderMove, new_spider
from klondike_qt.engine.spider.solver import Verdict, solve
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.settings import Animations, Settings, Verbosity
from klondike_qt.model.storage import Profile
from klondike_qt.ui.actions import ACTIONS
from klondike_qt.ui.main_window import MainWindow

_DIGITS = "1234567890"


def _digit(column: int) -> tuple[str, Qt.Key]:
    text = _DIGITS[column - 1]
    return text, Qt.Key(Qt.Key.Key_0.value + int(text))


def keys_for(window: MainWindow, move: SpiderMove) -> list[tuple[str, Qt.Key]]:
    if move.card is None:
        return [("n", Qt.Key.Key_N)]
    state = window.model.state
    column = state.columns[move.source - 1]
    index = next(i for i in range(len(column) - 1, -1, -1) if column[i] is move.card)
    downs = index - state.run_start(move.source)
    return [_digit(move.source), *[("down", Qt.Key.Key_Down)] * downs, ("space", Qt.Key.Key_Space),
            _digit(move.target), ("space", Qt.Key.Key_Space)]


def transcript(number: int, suits: int, brief: bool) -> list[str]:
    QLocale.setDefault(QLocale("en_US"))
    app = QApplication.instance() or QApplication([])
    result = solve(new_spider(number, suits), Budget(seconds=60.0, nodes=1_000_000))
    if result.outcome is not Verdict.SOLVED:
        raise SystemExit(f"deal {number}, {suits} suits: the solver found no win ({result.outcome.value})")
    folder = Path(tempfile.mkdtemp())
    settings = Settings(Profile(folder).settings_path, {spec.id: spec.shortcuts for spec in ACTIONS})
    settings.animations = Animations.OFF
    settings.set("verbosity", Verbosity.BRIEF if brief else Verbosity.FULL)
    window = MainWindow(Profile(folder), settings, deal_number=number, game="spider", suits=suits)
    window.narrator.welcome_delay_ms = None
    window.session.use_solver(False)
    window.resize(1000, 760)
    window.show()
    window.activateWindow()
    window.view.setFocus()
    app.processEvents()
    window.announcer.clear_log()
    lines: list[str] = []
    seen = 0

    def flush() -> None:
        nonlocal seen
        for kind, text in window.announcer.log[seen:]:
            lines.append(f"  [{'focus' if kind == 'focus' else 'says'}] {text}")
        seen = len(window.announcer.log)

    def press(name: str, key: Qt.Key) -> None:
        lines.append(f"> {name}")
        QTest.keyClick(window.view, key)
        flush()

    for name, key in (("d", Qt.Key.Key_D), ("r", Qt.Key.Key_R), ("u", Qt.Key.Key_U)):
        press(name, key)
    for move in result.moves:
        if window.model.status is GameStatus.WON:
            break
        for name, key in keys_for(window, move):
            press(name, key)
    press("i", Qt.Key.Key_I)
    window.close()
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", type=int, default=3)
    parser.add_argument("--suits", type=int, default=1, choices=(1, 2, 4))
    parser.add_argument("--brief", action="store_true")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    text = "\n".join(transcript(args.deal, args.suits, args.brief)) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
