"""Win a FreeCell deal by keyboard alone under Orca 43 and a window manager, and
count what Orca said after each key (from Orca's own speech log).

    python bench/orca_freecell.py [--deal 617] [--out DIR] [--save FILE]
    python bench/orca_freecell.py --transcript FILE

The solver's winning line becomes the keys a keyboard player presses
(bench/freecell_transcript.keys_for: the card's column number and Up to the
run's first card, C for the free cells; F, X, or Space, the target column and
Space), found by playing the line in an offscreen window (so the safe
auto-moves are skipped as a player would); Enter finishes.
``tests/a11y/run_probe.sh --wm --orca`` plays them. Printed: keys, utterances,
utterances per navigation key and how many begin with the card or the pile's
content, "notification" and "selected"/"checked" counts (bench/orca_listen.py's
summary). ``--save`` copies Orca's transcript (e.g. bench/orca-freecell617.txt).
Needs xvfb, openbox, orca, speech-dispatcher, at-spi2-core, python3-pyatspi, xdotool.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "a11y"))

import orca_listen  # noqa: E402

#: FreeCell's navigation keys: column numbers, arrows, Home, End, C.
NAVIGATION = {str(n) for n in range(1, 9)} | {"Up", "Down", "Left", "Right", "Home", "End", "c"}
XDOTOOL = {"up": "Up", "down": "Down", "left": "Left", "right": "Right", "space": "space", "return": "Return"}


def keys_for_game(number: int) -> list[str]:
    """The keys that win ``number``, found by pressing them in an offscreen window."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from freecell_transcript import keys_for
    from PySide6.QtCore import QLocale
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from klondike_qt.engine.freecell import FOUNDATION, Verdict, new_freecell, solve
    from klondike_qt.engine.solving import Budget
    from klondike_qt.engine.status import GameStatus
    from klondike_qt.model.settings import Animations, Settings
    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.actions import ACTIONS
    from klondike_qt.ui.main_window import MainWindow

    QLocale.setDefault(QLocale("en_US"))
    app = QApplication.instance() or QApplication([])
    result = solve(new_freecell(number), Budget(seconds=None, nodes=2_000_000))
    if result.outcome is not Verdict.SOLVED:
        raise SystemExit(f"deal {number}: the solver found no win ({result.outcome.value})")
    folder = Path(tempfile.mkdtemp())
    settings = Settings(Profile(folder).settings_path, {spec.id: spec.shortcuts for spec in ACTIONS})
    settings.animations = Animations.OFF
    window = MainWindow(Profile(folder), settings, deal_number=number, game="freecell")
    window.narrator.welcome_delay_ms = None
    window.session.use_solver(False)
    window.show()
    window.view.setFocus()
    app.processEvents()
    keys: list[str] = []
    for move in result.moves:
        if window.model.status in (GameStatus.READY_TO_FINISH, GameStatus.WON):
            break
        state = window.model.state
        if move.target == FOUNDATION and state.foundations[move.card.suit] >= move.card.rank:
            continue  # it went up by itself
        for name, key in keys_for(window, move):
            keys.append(XDOTOOL.get(name, name))
            QTest.keyClick(window.view, key)
    if window.model.status is GameStatus.READY_TO_FINISH:
        keys.append("Return")
    won = window.model.status in (GameStatus.READY_TO_FINISH, GameStatus.WON)
    window.close()
    if not won:
        raise SystemExit(f"deal {number}: the keys did not win it offscreen")
    return keys


def summary(text: str) -> list[str]:
    """orca_listen's counts, with FreeCell's win: it ends the last auto-moves' sentence."""
    said = orca_listen.per_key(text)
    lines = [line for line in orca_listen.summary(said) if not line.startswith("won:")]
    everything = [line for _, heard in said for line in heard]
    late = sum(1 for _, heard in said[1:] if len(heard) > 1)
    return [*lines, f"keys followed by more than one utterance: {late}",
            f"won: {any('You won' in line for line in everything)}"]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deal", type=int, default=617)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--save", type=Path, help="copy Orca's transcript here")
    parser.add_argument("--pause", type=float, default=0.6, help="seconds after Orca's first words")
    parser.add_argument("--transcript", type=Path, help="only count an earlier run's transcript")
    args = parser.parse_args()
    orca_listen.NAVIGATION = NAVIGATION
    if args.transcript:
        text = args.transcript.read_text(encoding="utf-8", errors="replace")
        print("\n".join(summary(text)))
        return 0
    from profiles import make_profile  # type: ignore[import-not-found]

    keys = keys_for_game(args.deal)
    out = args.out or Path(tempfile.mkdtemp(prefix="orca-freecell-"))
    out.mkdir(parents=True, exist_ok=True)
    steps = out / "game.steps"
    lines = ["focus-window", "expect-speech -t 15 FreeCell, deal", "sleep 1"]
    for key in keys:
        lines += [f"key {key}", "expect-speech -t 4 .", f"sleep {args.pause}"]
    lines += ["sleep 3"]
    steps.write_text("\n".join(lines) + "\n", encoding="utf-8")
    profile = make_profile(out / "profile")
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    limit = int(120 + len(keys) * (args.pause + 2.0))
    probe = out / "probe"
    command = [str(ROOT / "tests" / "a11y" / "run_probe.sh"), "--wm", "--orca", "--timeout", str(limit),
               "--steps", str(steps), "--out", str(probe), "--",
               sys.executable, "-m", "klondike_qt", "--game", "freecell", "--profile", str(profile),
               "--deal", str(args.deal)]
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=ROOT)
    transcript = probe / "transcript.txt"
    text = transcript.read_text(encoding="utf-8", errors="replace")
    if args.save:
        shutil.copyfile(transcript, args.save)
    print(f"FreeCell deal {args.deal}  keys: {len(keys)}  probe rc={result.returncode}  transcript: {transcript}")
    print("\n".join(summary(text)))
    return 0 if result.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
