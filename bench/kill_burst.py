"""Moves lost to SIGKILL during fast key bursts (issue 16, item 5).

    python bench/kill_burst.py [--kills 72] [--burst 12] [--gap-ms 25] [--seed 1] [--long 0]

Each run starts the real window over one profile folder (``--child``), which presses N
(turn cards) ``--burst`` times in a row every ``--gap-ms`` milliseconds with
``QTest.keyClick`` (the presses of one burst are handled one after the other before the
event loop turns, as a queue of key events from a fast typist or a held key is) and
prints ``MOVED <n>`` as each move is made, before anything is saved. The parent kills
it with SIGKILL at a random moment; the next run prints what the game restored. Lost
moves of a kill = the last move reported − the moves restored. "The move in flight"
(reported, not yet on disk) is at most 1.

``--long N`` first plays N moves (a long game) so the cost of saving a long game shows.
Prints one line per kill with a loss and a summary: kills, kills losing more than one
move, lost moves per kill (mean) and the maximum.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def child(profile: Path, burst: int, gap_ms: int, long_moves: int) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(Profile(profile), deal_number=None)
    window.show()
    model = window.model

    def say(text: str) -> None:
        os.write(1, (text + "\n").encode())  # unbuffered: a kill loses no report

    say(f"RESTORED {len(model.history)}")
    if long_moves and len(model.history) < long_moves:
        while len(model.history) < long_moves:
            model.draw()
        window.autosave.flush()
        say(f"RESTORED {len(model.history)}")
    model.changed.connect(lambda _change: say(f"MOVED {len(model.history)}"))

    def press() -> None:
        for _ in range(burst):
            QTest.keyClick(window.view, Qt.Key.Key_N)

    timer = QTimer()
    timer.setInterval(gap_ms)
    timer.timeout.connect(press)
    timer.start()
    say("READY")
    return app.exec()


def run_once(profile: Path, args: argparse.Namespace, kill_after: float | None) -> list[str]:
    command = [sys.executable, __file__, "--child", str(profile), "--burst", str(args.burst),
               "--gap-ms", str(args.gap_ms), "--long", str(args.long)]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    assert process.stdout is not None
    lines: list[str] = []
    ready_at = None
    os.set_blocking(process.stdout.fileno(), False)
    buffer = b""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        chunk = process.stdout.read()
        if chunk:
            buffer += chunk
            *complete, buffer = buffer.split(b"\n")
            for line in complete:
                text = line.decode()
                lines.append(text)
                if text == "READY":
                    ready_at = time.monotonic()
                    if kill_after is None:
                        process.kill()
        if ready_at is not None and kill_after is not None and time.monotonic() - ready_at >= kill_after:
            process.send_signal(signal.SIGKILL)
            break
        if process.poll() is not None:
            break
        time.sleep(0.001)
    process.wait()
    rest = process.stdout.read() or b""
    lines += [line.decode() for line in (buffer + rest).split(b"\n") if line]
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--child", metavar="PROFILE")
    parser.add_argument("--kills", type=int, default=72)
    parser.add_argument("--burst", type=int, default=12)
    parser.add_argument("--gap-ms", type=int, default=25)
    parser.add_argument("--long", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.child:
        return child(Path(args.child), args.burst, args.gap_ms, args.long)
    rng = random.Random(args.seed)
    losses: list[int] = []
    with tempfile.TemporaryDirectory() as temp:
        profile = Path(temp) / "profile"
        last_reported: int | None = None
        for run in range(args.kills + 1):
            final = run == args.kills
            lines = run_once(profile, args, None if final else rng.uniform(0.2, 1.2))
            restored = [int(line.split()[1]) for line in lines if line.startswith("RESTORED ")]
            if last_reported is not None and restored:
                lost = max(0, last_reported - restored[0])
                losses.append(lost)
                if lost > 1:
                    print(f"kill {run}: {lost} moves lost (reported {last_reported}, restored {restored[0]})",
                          flush=True)
            moved = [int(line.split()[1]) for line in lines if line.startswith("MOVED ")]
            last_reported = moved[-1] if moved else (restored[-1] if restored else last_reported)
    over = sum(1 for lost in losses if lost > 1)
    mean = sum(losses) / len(losses) if losses else 0.0
    print(f"kills {len(losses)}  burst {args.burst} every {args.gap_ms} ms  long {args.long}  "
          f"losing >1 move: {over}  lost per kill: mean {mean:.2f}, max {max(losses, default=0)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
