"""Win a one-suit Spider deal by keyboard alone under Orca 43 and a window
manager, and count what Orca said after each key (from Orca's own speech log).

    python bench/orca_spider.py [--deal 3] [--suits 1] [--out DIR] [--save FILE]
    python bench/orca_spider.py --transcript FILE

The solver's winning line becomes the keys a keyboard player presses
(bench/spider_transcript.keys_for: the source column's digit, 0 for column
10, Down to the card to take, Space, the target column's digit, Space; N
deals a row), found by playing the line in an offscreen window;
``tests/a11y/run_probe.sh --wm --orca`` plays them, after R, U and D, and I
at the end. Printed: keys, utterances, utterances per navigation key and how
many begin with the card or the pile's content, "notification" and
"selected"/"checked" counts (bench/orca_listen.py's summary), the keys
followed by more than one utterance or by none, and whether the game was
won. ``--save`` copies Orca's transcript (e.g. bench/orca-spider3.txt).
Needs xvfb, openbox, orca, speech-dispatcher, at-spi2-core, python3-pyatspi, xdotool.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests" / "a11y"))

import orca_listen  # noqa: E402

#: Spider's navigation keys: column digits (0 is column 10), arrows, Home, End.
NAVIGATION = {str(n) for n in range(10)} | {"Up", "Down", "Left", "Right", "Home", "End"}
XDOTOOL = {"up": "Up", "down": "Down", "left": "Left", "right": "Right", "space": "space", "return": "Return"}


def keys_for_game(number: int, suits: int) -> list[str]:
    """The keys that win ``number``, found by pressing them in an offscreen window."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QLocale
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from spider_transcript import keys_for

    from klondike_qt.engine.solving import Budget
    from klondike_qt.engine.spider import new_spider
    from klondike_qt.engine.spider.solver import Verdict, solve
    from klondike_qt.engine.status import GameStatus
    from klondike_qt.model.settings import Animations, Settings
    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.actions import ACTIONS
    from klondike_qt.ui.main_window import MainWindow

    QLocale.setDefault(QLocale("en_US"))
    app = QApplication.instance() or QApplication([])
    result = solve(new_spider(number, suits), Budget(seconds=60.0, nodes=1_000_000))
    if result.outcome is not Verdict.SOLVED:
        raise SystemExit(f"deal {number}, {suits} suits: the solver found no win ({result.outcome.value})")
    folder = Path(tempfile.mkdtemp())
    settings = Settings(Profile(folder).settings_path, {spec.id: spec.shortcuts for spec in ACTIONS})
    settings.animations = Animations.OFF
    window = MainWindow(Profile(folder), settings, deal_number=number, game="spider", suits=suits)
    window.narrator.welcome_delay_ms = None
    window.session.use_solver(False)
    window.show()
    window.view.setFocus()
    app.processEvents()
    keys: list[str] = ["r", "u", "d"]
    for move in result.moves:
        if window.model.status is GameStatus.WON:
            break
        for name, key in keys_for(window, move):
            keys.append(XDOTOOL.get(name, name))
            QTest.keyClick(window.view, key)
    won = window.model.status is GameStatus.WON
    window.close()
    if not won:
        raise SystemExit(f"deal {number}: the keys did not win it offscreen")
    return [*keys, "i"]


def summary(text: str) -> list[str]:
    """orca_listen's counts, with Spider's win (at the end of the last move's
    sentence) and the keys followed by more than one utterance, or by none."""
    said = orca_listen.per_key(text)
    lines = [line for line in orca_listen.summary(said) if not line.startswith("won:")]
    everything = [line for _, heard in said for line in heard]
    keys = said[1:]
    by_key: dict[str, Counter[int]] = {}
    for key, heard in keys:
        by_key.setdefault(key, Counter())[len(heard)] += 1
    per = "; ".join(f"{key}: " + ", ".join(f"{n} utterance(s) x{c}" for n, c in sorted(counts.items()))
                    for key, counts in sorted(by_key.items()))
    late = sum(1 for _, heard in keys if len(heard) > 1)
    silent = sum(1 for _, heard in keys if not heard)
    return [*lines, f"by key: {per}", f"keys followed by more than one utterance: {late}",
            f"keys followed by none: {silent}", f"won: {any('You won' in line for line in everything)}"]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deal", type=int, default=3)
    parser.add_argument("--suits", type=int, default=1, choices=(1, 2, 4))
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

    keys = keys_for_game(args.deal, args.suits)
    out = args.out or Path(tempfile.mkdtemp(prefix="orca-spider-"))
    out.mkdir(parents=True, exist_ok=True)
    steps = out / "game.steps"
    lines = ["focus-window", "expect-speech -t 15 Spider, ", "sleep 1"]
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
               sys.executable, "-m", "klondike_qt", "--game", "spider", "--suits", str(args.suits),
               "--profile", str(profile), "--deal", str(args.deal)]
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=ROOT)
    transcript = probe / "transcript.txt"
    text = transcript.read_text(encoding="utf-8", errors="replace")
    if args.save:
        shutil.copyfile(transcript, args.save)
    print(f"Spider deal {args.deal}, {args.suits} suit(s)  keys: {len(keys)}  probe rc={result.returncode}  "
          f"transcript: {transcript}")
    print("\n".join(summary(text)))
    return 0 if result.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
