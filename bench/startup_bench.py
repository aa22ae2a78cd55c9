"""Start-up and per-move benchmarks for the desktop game.

    python bench/startup_bench.py [--runs 7] [--platform offscreen|xcb]

1. Start-up: process start → main window shown and the board painted once (the
   app prints and quits right then when KLONDIKE_BENCH_EXIT_AFTER_SHOW=1), with
   peak RSS; the median of several runs in a fresh profile, with cached bytecode
   as an installed copy has.
2. Per move: input → board updated (the model applies the move and the scene
   lays out the touched piles), median milliseconds over a whole won deal, in
   process, animations off so the layout is the full cost.

Goals: start < 0.33 s, peak RSS < 150 MiB, per move < 10 ms median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def startup_once(platform: str) -> tuple[float, int]:
    with tempfile.TemporaryDirectory() as profile:
        env = dict(os.environ, QT_QPA_PLATFORM=platform, KLONDIKE_BENCH_EXIT_AFTER_SHOW="1",
                   # Like an installed copy (pip compiles .pyc files): cached bytecode,
                   # kept outside the checkout.
                   PYTHONPYCACHEPREFIX=str(Path(tempfile.gettempdir()) / "klondike-bench-pycache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        started = time.monotonic()
        result = subprocess.run([sys.executable, "-m", "klondike_qt", "--profile", profile, "--deal", "1"],
                                capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
        if result.returncode != 0:
            raise SystemExit(f"start-up failed: {result.stderr}")
        for line in result.stdout.splitlines():
            if line.startswith("shown "):
                _, shown, _, rss = line.split()
                return float(shown) - started, int(rss)
    raise SystemExit("the app did not report its first show")


def per_move_ms() -> list[float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(ROOT / "tests"))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from ui_helpers import make_settings, winning_line  # the pinned winning line of deal 1

    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.main_window import MainWindow

    with tempfile.TemporaryDirectory() as profile:
        settings = make_settings(Path(profile), animations=False)
        window = MainWindow(Profile(Path(profile)), settings, deal_number=1)
        window.resize(1200, 800)
        window.show()
        app.processEvents()
        times = []
        for move in winning_line():
            begin = time.perf_counter()
            window.model.play(move)  # emits changed → the view lays out, synchronously
            times.append((time.perf_counter() - begin) * 1000)
            app.processEvents()
        window.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    args = parser.parse_args()
    startup_once(args.platform)  # warm the disk cache
    runs = [startup_once(args.platform) for _ in range(args.runs)]
    seconds = statistics.median(r[0] for r in runs)
    rss_mib = statistics.median(r[1] for r in runs) / 1024
    moves = per_move_ms()
    print(f"start-up to first show: median {seconds:.3f} s over {args.runs} runs "
          f"(min {min(r[0] for r in runs):.3f}, max {max(r[0] for r in runs):.3f}); goal < 0.33 s")
    print(f"peak RSS: median {rss_mib:.1f} MiB; goal < 150 MiB")
    print(f"input → board updated: median {statistics.median(moves):.2f} ms, "
          f"90th percentile {sorted(moves)[int(len(moves) * 0.9)]:.2f} ms, max {max(moves):.2f} ms "
          f"over {len(moves)} moves; goal < 10 ms median")


if __name__ == "__main__":
    main()
