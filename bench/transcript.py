"""Print everything a screen-reader player hears in one complete won game.

    python bench/transcript.py [--deal 2] [--brief] [--thoughtful] [--language fr] [--out FILE]

The winning line comes from the solver; it is played by pressing the keys a
keyboard player would press (tests/a11y_helpers.py: focus the card, Space,
focus the target, Space; F to a foundation; N to turn), then Enter to finish.
Lines starting with "> " are keys, "  [focus] " what the focus is named,
"  [says] " the announcements.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The winning line of the Python search (the compiled core finds other lines):
# the transcripts stay the same with or without the core built.
os.environ.setdefault("KLONDIKE_FAST_CORE", "0")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from a11y_helpers import keys_for_move, make_window, press
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from klondike_qt.engine.klondike import Rules, deal
from klondike_qt.engine.klondike.solver import Budget, Verdict, solve
from klondike_qt.engine.status import GameStatus
from klondike_qt.i18n import install_translators
from klondike_qt.model.settings import Verbosity


def transcript(number: int, brief: bool, thoughtful: bool, language: str = "en") -> list[str]:
    QLocale.setDefault(QLocale("en_US"))
    app = QApplication.instance() or QApplication([])
    install_translators(app, language)
    rules = Rules(thoughtful=thoughtful)
    # A budget of positions, not seconds: the line, and so the transcript, is the same on any machine.
    result = solve(deal(number, rules), Budget(seconds=None, nodes=3_000_000))
    if result.outcome is not Verdict.SOLVED:
        raise SystemExit(f"deal {number}: the solver found no win ({result.outcome.value})")
    window = make_window(Path(tempfile.mkdtemp()), rules=rules, deal=None)
    window.settings.set("verbosity", Verbosity.BRIEF if brief else Verbosity.FULL)
    window.show()
    window.activateWindow()
    window.view.setFocus()
    app.processEvents()
    window.announcer.clear_log()
    window.model.new_game(number, rules)
    lines: list[str] = []
    seen = 0

    def flush() -> None:
        nonlocal seen
        for kind, text in window.announcer.log[seen:]:
            lines.append(f"  [{'focus' if kind == 'focus' else 'says'}] {text}")
        seen = len(window.announcer.log)

    flush()
    for move in result.moves:
        if window.model.status is GameStatus.READY_TO_FINISH:
            break
        for key in keys_for_move(window.model.state, move):
            lines.append(f"> {key}")
            press(window, key)
            flush()
        if window.model.status is GameStatus.WON:
            break
    if window.model.status is not GameStatus.WON:
        lines.append("> return")
        press(window, "return")
        flush()
    for key in ("i",):
        lines.append(f"> {key}")
        press(window, key)
        flush()
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deal", type=int, default=2)
    parser.add_argument("--brief", action="store_true")
    parser.add_argument("--thoughtful", action="store_true")
    parser.add_argument("--language", default="en", help="a language code of klondike_qt/languages.py")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    text = "\n".join(transcript(args.deal, args.brief, args.thoughtful, args.language)) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
