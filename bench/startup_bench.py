"""Start-up and per-move benchmarks for the desktop game.

    python bench/startup_bench.py [--runs 7] [--platform offscreen|xcb]
    DISPLAY=:N dbus-run-session -- python bench/startup_bench.py --platform xcb  # with the peers

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
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def startup_once(platform: str, profile: str | None = None) -> tuple[float, int, float]:
    """Wall seconds to the first painted board, peak RSS (KiB), CPU seconds used;
    in ``profile`` (warm: card pictures cached from an earlier start) or a new one."""
    cpu_before = _children_cpu()
    with tempfile.TemporaryDirectory() as fresh:
        profile = profile or fresh
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
                return float(shown) - started, int(rss), _children_cpu() - cpu_before
    raise SystemExit("the app did not report its first show")


#: After the window shows, how long a program may settle (finish drawing its table)
#: before its memory is read.
SETTLE_SECONDS = 1.0


def _peak_rss_kib(pid: int) -> int | None:
    """The process's peak resident memory so far (Linux: VmHWM), in KiB."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def visible_window_once(command: list[str], env: dict[str, str] | None = None) -> tuple[float, int | None] | None:
    """Seconds from starting ``command`` to a visible window of its process (needs
    DISPLAY and xdotool), and its peak RSS (KiB) once it has settled for
    SETTLE_SECONDS after that: the same measures for our game and the peers, in the
    same runs, so all see the same machine load. None when it cannot be measured."""
    if not (os.environ.get("DISPLAY") and shutil.which("xdotool") and Path(command[0]).exists()):
        return None
    with tempfile.TemporaryDirectory() as home:
        env = dict(env or os.environ, HOME=home)
        started = time.monotonic()
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while time.monotonic() - started < 20:
                found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                                       capture_output=True, text=True)
                if found.stdout.strip():
                    seconds = time.monotonic() - started
                    time.sleep(SETTLE_SECONDS)
                    return seconds, _peak_rss_kib(process.pid)
                time.sleep(0.003)
            return None
        finally:
            process.terminate()
            process.wait(timeout=10)


#: The peers, as a player would start them (Debian packages aisleriot and kpat).
PEERS = {"GNOME Aisleriot": ["/usr/games/sol", "--variation", "klondike"],
         "KDE KPatience": ["/usr/games/kpat"]}

#: The floor of our toolkit: the least a PySide6 window like ours costs (a main
#: window with a menu bar and a graphics view, nothing of the game), to tell our
#: own start-up work from Python's and Qt's.
BARE_PYSIDE = """
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication([])
window = QMainWindow()
window.menuBar().addMenu("Game")
window.setCentralWidget(QGraphicsView(QGraphicsScene()))
window.resize(1100, 780)
window.show()
app.exec()
"""


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
    if args.platform == "xcb" and not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        print("no D-Bus session bus: KDE KPatience quits at once without one (run under dbus-run-session)")
    warm_profile = tempfile.mkdtemp(prefix="klondike-bench-")
    startup_once(args.platform, warm_profile)  # the bytecode cache, and the card pictures
    runs = []
    cold = []
    visible: dict[str, list[float]] = {"klondike-qt": [], "bare PySide6 window": [],
                                        **{name: [] for name in PEERS}}
    visible_rss: dict[str, list[float]] = {name: [] for name in visible}
    bare = [sys.executable, "-c", BARE_PYSIDE]
    ours = [sys.executable, "-m", "klondike_qt", "--profile", warm_profile, "--deal", "1"]
    ours_env = dict(os.environ, QT_QPA_PLATFORM=args.platform,
                    PYTHONPYCACHEPREFIX=str(Path(tempfile.gettempdir()) / "klondike-bench-pycache"))
    ours_env.pop("PYTHONDONTWRITEBYTECODE", None)
    for _ in range(args.runs):  # interleaved, so all see the same machine load
        runs.append(startup_once(args.platform, warm_profile))
        cold.append(startup_once(args.platform))
        if args.platform == "xcb":
            for name, command in (("klondike-qt", ours), ("bare PySide6 window", bare), *PEERS.items()):
                python = name in ("klondike-qt", "bare PySide6 window")
                measured = visible_window_once(command, ours_env if python else None)
                if measured is not None:
                    visible[name].append(measured[0])
                    if measured[1] is not None:
                        visible_rss[name].append(measured[1] / 1024)
    shutil.rmtree(warm_profile, ignore_errors=True)
    seconds = statistics.median(r[0] for r in runs)
    rss_mib = statistics.median(r[1] for r in runs) / 1024
    moves = per_move_ms()
    print(f"start-up to first painted board: median {seconds:.3f} s over {args.runs} runs "
          f"(min {min(r[0] for r in runs):.3f}, max {max(r[0] for r in runs):.3f}), "
          f"CPU {statistics.median(r[2] for r in runs):.3f} s; goal < 0.33 s")
    print(f"  first start in a new profile (cards rendered from the SVG): median "
          f"{statistics.median(r[0] for r in cold):.3f} s, CPU {statistics.median(r[2] for r in cold):.3f} s")
    if visible["klondike-qt"]:
        mine = statistics.median(visible["klondike-qt"])
        print(f"start to a visible window, same runs ({args.runs} each), median: klondike-qt {mine:.3f} s")
        for name in ("bare PySide6 window", *PEERS):
            if visible[name]:
                theirs = statistics.median(visible[name])
                print(f"  {name}: {theirs:.3f} s (ours is {mine / theirs:.2f}x)")
        print("  goals: faster than KDE KPatience, within 1.5x of GNOME Aisleriot")
        print(f"peak RSS {SETTLE_SECONDS:.0f} s after the window shows, same runs, median:")
        for name, sizes in visible_rss.items():
            if sizes:
                print(f"  {name}: {statistics.median(sizes):.1f} MiB")
    print(f"peak RSS: median {rss_mib:.1f} MiB; goal < 150 MiB")
    print(f"input → board updated: median {statistics.median(moves):.2f} ms, "
          f"90th percentile {sorted(moves)[int(len(moves) * 0.9)]:.2f} ms, max {max(moves):.2f} ms "
          f"over {len(moves)} moves; goal < 10 ms median")


if __name__ == "__main__":
    main()
