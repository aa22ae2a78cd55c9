"""Print everything a screen-reader player hears in one whole FreeCell deal won by keys alone.

    python bench/freecell_transcript.py [--deal 617] [--brief] [--out FILE]

The winning line comes from the solver (``freecell.solve``); it is played by
pressing the keys a keyboard player would press: the card's column number and
Up to the run's first card (C for the free cells), then F (to its foundation),
X (to a free cell) or Space, the target column's number and Space; Enter
finishes. Lines starting with "> " are keys, "  [focus] " what the focus is
named, "  [says] " the announcements.
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

from klondike_qt.engine.freecell import FOUNDATION, FreeCellMove, Verdict, new_freecell, solve
from klondike_qt.engine.freecell.piles import locate_pile
from klondike_qt.engine.solving import Budget
from klondike_qt.engine.status import GameStatus
from klondike_qt.model.settings import Animations, Settings, Verbosity
from klondike_qt.model.storage import Profile
from klondike_qt.ui.actions import ACTIONS
from klondike_qt.ui.main_window import MainWindow


def keys_for(window: MainWindow, move: FreeCellMove) -> list[tuple[str, Qt.Key]]:
    state = window.model.state
    pile, index = locate_pile(state, move.card)
    keys: list[tuple[str, Qt.Key]] = []
    if pile.is_column:
        keys.append((str(pile.number), Qt.Key(Qt.Key.Key_0.value + pile.number)))
        keys += [("up", Qt.Key.Key_Up)] * (len(state.columns[pile.number - 1]) - 1 - index)
    elif pile.is_cell:
        keys += [("c", Qt.Key.Key_C)] * pile.number
    else:
        keys += [("c", Qt.Key.Key_C)] + [("right", Qt.Key.Key_Right)] * (3 + pile.number)
    place = move.target.place.value
    if place == "f":
        return [*keys, ("f", Qt.Key.Key_F)]
    if place == "c":
        return [*keys, ("x", Qt.Key.Key_X)]
    column = move.target.index
    return [*keys, ("space", Qt.Key.Key_Space), (str(column), Qt.Key(Qt.Key.Key_0.value + column)),
            ("space", Qt.Key.Key_Space)]


def transcript(number: int, brief: bool) -> list[str]:
    QLocale.setDefault(QLocale("en_US"))
    app = QApplication.instance() or QApplication([])
    result = solve(new_freecell(number), Budget(seconds=None, nodes=2_000_000))
    if result.outcome is not Verdict.SOLVED:
        raise SystemExit(f"deal {number}: the solver found no win ({result.outcome.value})")
    folder = Path(tempfile.mkdtemp())
    settings = Settings(Profile(folder).settings_path, {spec.id: spec.shortcuts for spec in ACTIONS})
    settings.animations = Animations.OFF
    settings.set("verbosity", Verbosity.BRIEF if brief else Verbosity.FULL)
    window = MainWindow(Profile(folder), settings, deal_number=number, game="freecell")
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

    press("r", Qt.Key.Key_R)
    for move in result.moves:
        if window.model.status in (GameStatus.READY_TO_FINISH, GameStatus.WON):
            break
        state = window.model.state
        if move.target == FOUNDATION and state.foundations[move.card.suit] >= move.card.rank:
            continue  # it went up by itself
        for name, key in keys_for(window, move):
            press(name, key)
    if window.model.status is GameStatus.READY_TO_FINISH:
        window.session.finish_interval_ms = 0
        press("return", Qt.Key.Key_Return)
    press("i", Qt.Key.Key_I)
    window.close()
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", type=int, default=617)
    parser.add_argument("--brief", action="store_true")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    text = "\n".join(transcript(args.deal, args.brief)) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
