"""A long session: 500 deals in one process, in the real window (offscreen).

    python bench/long_session.py [--deals 500] [--moves 60] [--animations on|off]

Prints RSS, the live accessible interfaces, the card pixmap cache, scene
items, undo commands and Python objects at the start, every 100 deals and at
the end (see ``tests/long_session_driver.py``). Memory must stay flat.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--moves", type=int, default=60, help="random moves per deal at most")
    parser.add_argument("--animations", choices=("on", "off"), default="on")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-view-changes", action="store_true",
                        help="no clicks, resizes, deck or zoom changes between deals")
    parser.add_argument("--no-solver", action="store_true",
                        help="turn the keyboard layer's background solver off (to tell its memory apart)")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])

    from long_session_driver import Session, sample
    from ui_helpers import make_settings

    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.main_window import MainWindow

    with tempfile.TemporaryDirectory(prefix="long-session-") as folder:
        profile = Path(folder)
        window = MainWindow(Profile(profile), make_settings(profile, animations=args.animations == "on"),
                            deal_number=1)
        window.narrator.welcome_delay_ms = None
        if args.no_solver:
            window.session.use_solver(False)
        window.resize(1000, 760)
        window.show()
        QTest.qWaitForWindowExposed(window)
        session = Session(window, random.Random(args.seed), args.moves, not args.no_view_changes)
        start = time.monotonic()
        samples = [sample(window, 0)]
        print(samples[0].line(), flush=True)
        for number in range(1, args.deals + 1):
            session.play_deal()
            if number % 100 == 0 or number == args.deals:
                samples.append(sample(window, number))
                print(samples[-1].line(), flush=True)
        elapsed = time.monotonic() - start
        first, warm, last = samples[0], samples[1] if len(samples) > 2 else samples[0], samples[-1]
        print(f"{session.deals} deals, {session.moves} moves, {session.wins} wins in {elapsed:.1f} s; "
              f"RSS {first.rss_kib / 1024:.1f} → {last.rss_kib / 1024:.1f} MiB "
              f"({(last.rss_kib - warm.rss_kib) / 1024:+.1f} MiB after the first {warm.deals} deals); "
              f"accessible interfaces {first.interfaces} → {last.interfaces}")
        window.close()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
