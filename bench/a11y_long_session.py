"""The long session with the accessibility bus on and a client attached: hundreds
of deals in the real window under Xvfb (xcb), Qt's AT-SPI bridge forced on, and
the probe's pyatspi client listening to focus, name, description, selection and
announcement events (and asking each event's source for its name and role, as a
screen reader does) until the game ends.

    python bench/a11y_long_session.py [--deals 300] [--moves 40] [--orca] [--out DIR]

Runs itself (``--child``: the deals of ``bench/long_session.py``, with the event
loop turning between deals so that the AT-SPI bridge answers the client) inside
``tests/a11y/run_probe.sh`` and prints the memory samples (RSS, live accessible
interfaces, Python objects… every 50 deals) and the number of AT-SPI events the
client received. Memory must stay
flat: Qt keeps accessibility on once a client has touched the process, and
every move sends events and an announcement.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def child(deals: int, moves: int) -> int:
    import random

    sys.path.insert(0, str(ROOT / "tests"))
    from long_session_driver import Session, sample
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from ui_helpers import make_settings

    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory(prefix="a11y-long-session-") as folder:
        profile = Path(folder)
        window = MainWindow(Profile(profile), make_settings(profile, animations=False), deal_number=1)
        window.narrator.welcome_delay_ms = None
        window.resize(1000, 760)
        window.show()
        QTest.qWaitForWindowExposed(window)
        QTest.qWait(3000)  # the client finds the app and subscribes
        session = Session(window, random.Random(1), moves, False)
        start = time.monotonic()
        samples = [sample(window, 0)]
        print(samples[0].line(), flush=True)
        for number in range(1, deals + 1):
            session.play_deal()
            QTest.qWait(20)  # the event loop turns: the bridge answers the client's queries
            if number % 50 == 0 or number == deals:
                samples.append(sample(window, number))
                print(samples[-1].line(), flush=True)
        first, warm, last = samples[0], samples[min(2, len(samples) - 1)], samples[-1]
        print(f"{session.deals} deals, {session.moves} moves, {session.wins} wins in "
              f"{time.monotonic() - start:.1f} s; RSS {first.rss_kib / 1024:.1f} → {last.rss_kib / 1024:.1f} MiB "
              f"({(last.rss_kib - warm.rss_kib) / 1024:+.1f} MiB after the first {warm.deals} deals); "
              f"accessible interfaces {first.interfaces} → {last.interfaces}", flush=True)
        window.close()
        app.processEvents()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--orca", action="store_true", help="Orca as the client too (with openbox)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.deals, args.moves)
    out = args.out or Path(tempfile.mkdtemp(prefix="a11y-long-session-"))
    out.mkdir(parents=True, exist_ok=True)
    steps = out / "attach.steps"
    limit = 120 + args.deals * 6
    steps.write_text(f"expect-app-exit -t {limit - 30}\n", encoding="utf-8")
    command = [str(ROOT / "tests" / "a11y" / "run_probe.sh"), "--timeout", str(limit), "--steps", str(steps),
               "--out", str(out / "probe")]
    if args.orca:
        command += ["--wm", "--orca"]
    command += ["--", sys.executable, str(Path(__file__).resolve()), "--child", "--deals", str(args.deals),
                "--moves", str(args.moves)]
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # run_probe.sh sets xcb
    start = time.monotonic()
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=out)
    elapsed = time.monotonic() - start
    app_log = (out / "probe" / "app.log").read_text(encoding="utf-8", errors="replace")
    samples = [line for line in app_log.splitlines() if line.startswith("deals ") or " deals, " in line]
    events = out / "probe" / "events.tsv"
    count = sum(1 for _ in events.open(encoding="utf-8", errors="replace")) if events.exists() else 0
    print(f"AT-SPI bus on, pyatspi client attached{' and Orca' if args.orca else ''}; "
          f"{args.deals} deals in {elapsed:.0f} s (probe rc={result.returncode})")
    for line in samples:
        print(line)
    print(f"AT-SPI events the client received: {count}")
    if not samples:
        print(app_log[-3000:])
    return 0 if result.returncode == 0 and samples else 1


if __name__ == "__main__":
    sys.exit(main())
