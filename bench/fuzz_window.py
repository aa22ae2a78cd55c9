"""Long fuzz of the real window: how many random actions it survives, and how fast.

    python bench/fuzz_window.py [--actions 20000] [--seed 1] [--check-every 1]

Random keys (every shortcut but Quit, plus random letters), clicks, double-
clicks, drags, resizes, undo/redo bursts, setting changes and new deals (see
``tests/fuzz_driver.py``); after each action the board must show the model, the
model must be its deal plus a legal history, and nothing may have raised.
Stops at the first problem and prints the last actions.
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
    parser.add_argument("--actions", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check-every", type=int, default=1, help="check the board every N actions")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])

    from fuzz_driver import DialogCloser, ErrorTrap, Fuzzer
    from long_session_driver import bench_window

    with tempfile.TemporaryDirectory(prefix="fuzz-") as folder:
        window = bench_window(Path(folder))
        closer = DialogCloser()
        fuzzer = Fuzzer(window, random.Random(args.seed), QTest.qWait)
        start = time.monotonic()
        survived = 0
        failure = None
        with ErrorTrap() as trap:
            for number in range(1, args.actions + 1):
                action = fuzzer.step()
                if trap.errors:
                    failure = f"action {number} ({action}) raised:\n" + "\n".join(trap.errors)
                    break
                if number % args.check_every == 0:
                    problems = fuzzer.problems()
                    if problems:
                        failure = f"action {number} ({action}): {problems[:5]}"
                        break
                survived = number
                if number % 5000 == 0:
                    print(f"  {number} actions, {number / (time.monotonic() - start):.0f}/s", flush=True)
        elapsed = time.monotonic() - start
        closer.timer.stop()
        print(f"survived {survived} of {args.actions} actions in {elapsed:.1f} s "
              f"({survived / elapsed:.0f} actions/s); dialogs closed: {closer.closed}; "
              f"Qt warnings: {len(trap.warnings)}")
        print("actions:", dict(sorted(fuzzer.counts.items())))
        distinct: dict[str, int] = {}
        for warning in trap.warnings:
            distinct[warning] = distinct.get(warning, 0) + 1
        for warning, count in sorted(distinct.items(), key=lambda item: -item[1])[:5]:
            print(f"  Qt warning ×{count}: {warning[:160]}")
        if failure:
            print("FAIL", failure)
            print("last actions:", fuzzer.log[-15:])
            return 1
        window.close()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
