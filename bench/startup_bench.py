"""Start-up and per-move benchmarks for the desktop game.

    dbus-run-session -- python bench/startup_bench.py [--runs 7] [--before CHECKOUT] [--mapped-only]

1. Start-up beside its anchors: exec → the first top-level window mapped, each
   program on a fresh Xvfb of its own per run (no window manager), interleaved
   run by run: our game, the floor (a bare PySide6 window with a menu, a tool
   bar, a status bar and one SVG card on a QGraphicsView: bench/startup_floor.py),
   the floor after naming the Qt classes our start names (their types and enums,
   the toolkit's own price for a window like ours), GNOME Aisleriot and KDE
   KPatience when installed, and with ``--before`` our game as an earlier
   checkout has it; medians, ratios to the floor, peak RSS.
   Goal: within 1.2x of the floor, memory no worse.
2. Start-up to the first paint: process start → main window shown and the board painted once (the
   app prints and quits right then when KLONDIKE_BENCH_EXIT_AFTER_SHOW=1), with
   peak RSS; the median of several runs in a fresh profile, with cached bytecode
   as an installed copy has.
3. Per move: input → board updated (the model applies the move and the scene
   lays out the touched piles), median milliseconds over a whole won deal, in
   process, animations off so the layout is the full cost.

Goals: start < 0.33 s (offscreen, idle machine), peak RSS < 150 MiB, per move < 10 ms median.
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import resource
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Set, the game prints its first paint's time and peak memory, and quits (klondike_qt.app).
BENCH_EXIT = "KLONDIKE_BENCH_EXIT_AFTER_SHOW"


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def startup_once(platform: str, profile: str | None = None, checkout: Path = ROOT,
                 display: str | None = None) -> tuple[float, int, float, float | None]:
    """Wall seconds to the first painted board, peak RSS (KiB), CPU seconds used (the
    whole process, its quit too), and CPU seconds used by the first paint (the app's
    ``cpu_s``; None from a checkout that does not print it); in ``profile`` (warm: card
    pictures cached from an earlier start) or a new one; the klondike_qt of ``checkout``;
    on the X server ``display`` when given."""
    cpu_before = _children_cpu()
    with tempfile.TemporaryDirectory() as fresh:
        profile = profile or fresh
        env = dict(os.environ, QT_QPA_PLATFORM=platform, **{BENCH_EXIT: "1"},
                   **({"DISPLAY": display} if display is not None else {}),
                   # Like an installed copy (pip compiles .pyc files): cached bytecode,
                   # kept outside the checkout.
                   PYTHONPYCACHEPREFIX=str(Path(tempfile.gettempdir()) / "klondike-bench-pycache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        started = time.monotonic()
        result = subprocess.run([sys.executable, "-m", "klondike_qt", "--profile", profile, "--deal", "1"],
                                capture_output=True, text=True, env=env, cwd=checkout, timeout=60)
        if result.returncode != 0:
            raise SystemExit(f"start-up failed: {result.stderr}")
        for line in result.stdout.splitlines():
            if line.startswith("shown "):
                words = line.split()
                rss = words[words.index("peak_rss_kib") + 1]
                at_paint = float(words[words.index("cpu_s") + 1]) if "cpu_s" in words else None
                return float(words[1]) - started, int(rss), _children_cpu() - cpu_before, at_paint
    raise SystemExit("the app did not report its first show")


#: After the window maps, how long a program may settle (finish drawing its table)
#: before its memory is read.
SETTLE_SECONDS = 1.0
#: X's MapNotify event type and SubstructureNotifyMask (X.h).
MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19


def _peak_rss_kib(pid: int) -> int | None:
    """The process's peak resident memory so far (Linux: VmHWM), in KiB."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def _cpu_seconds(pid: int) -> float | None:
    """CPU seconds (user and system, all threads) the process has used so far."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _xlib() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("X11")
    if name is None:
        return None
    xlib = ctypes.CDLL(name)
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XDefaultRootWindow.restype = ctypes.c_ulong
    xlib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    xlib.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
    xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xlib.XPending.argtypes = [ctypes.c_void_p]
    xlib.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    xlib.XConnectionNumber.argtypes = [ctypes.c_void_p]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    return xlib


def _fresh_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """A new Xvfb server (1280×800, no window manager), ready; and its display name."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24",
                               "-nolisten", "tcp"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    number = b""
    with os.fdopen(read_end, "rb") as pipe:  # Xvfb writes its display number once it accepts clients
        while not number.endswith(b"\n"):
            byte = pipe.read(1)
            if not byte:
                raise SystemExit("Xvfb did not start")
            number += byte
    return server, f":{number.decode().strip()}"


def mapped_once(command: list[str], env: dict[str, str],
                cwd: Path | None = None) -> tuple[float, float | None, int | None] | None:
    """Seconds from exec of ``command`` to its first top-level window mapped, on a fresh
    Xvfb of its own (told by the X server's MapNotify, so no polling costs the
    machine), the CPU seconds it had used by then, and its peak RSS (KiB) once it has settled for SETTLE_SECONDS after
    that: the same measure for our game, the floor and the peers. None when it
    cannot be measured (no Xvfb or libX11, the program missing or never mapping)."""
    xlib = _xlib()
    if xlib is None or not shutil.which("Xvfb") or not Path(command[0]).exists():
        return None
    server, display_name = _fresh_xvfb()
    display = xlib.XOpenDisplay(display_name.encode())
    try:
        if not display:
            return None
        root = xlib.XDefaultRootWindow(display)
        xlib.XSelectInput(display, root, SUBSTRUCTURE_NOTIFY_MASK)
        xlib.XSync(display, 0)
        # An XEvent; as an XMapEvent: type, serial, send_event, display, event, window, override_redirect.
        event = (ctypes.c_long * 24)()
        with tempfile.TemporaryDirectory() as home:
            run_env = dict(env, DISPLAY=display_name, QT_QPA_PLATFORM="xcb", HOME=home)
            started = time.monotonic()
            process = subprocess.Popen(command, env=run_env, cwd=cwd,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                while time.monotonic() - started < 30:
                    while xlib.XPending(display):
                        xlib.XNextEvent(display, event)
                        if event[0] & 0xFFFFFFFF == MAP_NOTIFY and event[4] == root and not event[6] & 0xFFFFFFFF:
                            seconds = time.monotonic() - started
                            cpu = _cpu_seconds(process.pid)
                            time.sleep(SETTLE_SECONDS)
                            return seconds, cpu, _peak_rss_kib(process.pid)
                    if process.poll() is not None:
                        return None
                    select.select([xlib.XConnectionNumber(display)], [], [], 0.05)
                return None
            finally:  # measured: nothing of its state is kept
                process.kill()
                process.wait()
    finally:
        if display:
            xlib.XCloseDisplay(display)
        server.terminate()
        server.wait(timeout=10)


def warm_up(platform: str, profile: str, checkout: Path = ROOT) -> None:
    """Start the game once in ``profile`` as each measure will: the bytecode cache, and
    the card pictures of the window's size on ``platform`` and on the Xvfb of the
    window-mapped measure (a player's cache holds their own window's size; one made
    offscreen has cards of another size, and every start would draw them anew)."""
    startup_once(platform, profile, checkout)
    if _xlib() is None or not shutil.which("Xvfb"):
        return
    server, display_name = _fresh_xvfb()
    try:
        startup_once("xcb", profile, checkout, display_name)
    finally:
        server.terminate()
        server.wait(timeout=10)


#: The peers, as a player would start them (Debian packages aisleriot and kpat).
PEERS = {"GNOME Aisleriot": ["/usr/games/sol", "--variation", "klondike"],
         "KDE KPatience": ["/usr/games/kpat"]}

#: The floor of our toolkit: a bare PySide6 main window with a menu, a tool bar, a
#: status bar and one SVG card on a QGraphicsView (bench/startup_floor.py).
FLOOR = Path(__file__).resolve().parent / "startup_floor.py"


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


def _median_line(name: str, seconds: list[float], floor: float | None) -> str:
    middle = statistics.median(seconds)
    ratio = f", {middle / floor:.2f}x the floor" if floor else ""
    runs = " ".join(f"{value:.2f}" for value in seconds)
    return f"  {name}: median {middle:.3f} s{ratio} (runs: {runs})"


def mapped_comparison(runs: int, programs: dict[str, tuple[list[str], dict[str, str], Path | None]]) -> None:
    """Exec → first window mapped and peak RSS, each program on a fresh Xvfb per run,
    the programs interleaved run by run (their order turning), so all see the same load."""
    mapped: dict[str, list[float]] = {name: [] for name in programs}
    rss: dict[str, list[float]] = {name: [] for name in programs}
    cpu: dict[str, list[float]] = {name: [] for name in programs}
    names = list(programs)
    for run in range(runs):
        turn = run % len(names)
        for name in names[turn:] + names[:turn]:
            command, env, cwd = programs[name]
            measured = mapped_once(command, env, cwd)
            if measured is not None:
                mapped[name].append(measured[0])
                if measured[1] is not None:
                    cpu[name].append(measured[1])
                if measured[2] is not None:
                    rss[name].append(measured[2] / 1024)
    floor_runs = mapped.get("floor (bare PySide6 window)")
    floor = statistics.median(floor_runs) if floor_runs else None
    print(f"exec → main window mapped, fresh Xvfb per run, {runs} interleaved runs each:")
    for name in names:
        if mapped[name]:
            print(_median_line(name, mapped[name], floor))
        else:
            print(f"  {name}: not measured (not installed, or it never mapped a window)")
    floor_cpu = cpu.get("floor (bare PySide6 window)")
    print("CPU seconds used by then (user and system; steadier than the wall time on a loaded machine):")
    for name in names:
        if cpu[name]:
            print(_median_line(name, cpu[name], statistics.median(floor_cpu) if floor_cpu else None))
    print(f"peak RSS {SETTLE_SECONDS:.0f} s after the window maps, same runs, median:")
    for name in names:
        if rss[name]:
            print(f"  {name}: {statistics.median(rss[name]):.1f} MiB")
    print("  goals: klondike-qt within 1.2x of the floor; memory no worse than before")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                        help="for the first-paint measure (the window-mapped one is always on Xvfb)")
    parser.add_argument("--before", type=Path, metavar="CHECKOUT",
                        help="also start the klondike_qt of this checkout (an earlier commit), beside ours")
    parser.add_argument("--mapped-only", action="store_true", help="only the window-mapped comparison")
    args = parser.parse_args()
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        print("no D-Bus session bus: KDE KPatience quits at once without one (run under dbus-run-session)")
    warm_profile = tempfile.mkdtemp(prefix="klondike-bench-")
    warm_up(args.platform, warm_profile)
    python_env = dict(os.environ, PYTHONPYCACHEPREFIX=str(Path(tempfile.gettempdir()) / "klondike-bench-pycache"))
    python_env.pop("PYTHONDONTWRITEBYTECODE", None)
    python_env.pop(BENCH_EXIT, None)
    game = ["-m", "klondike_qt", "--profile", warm_profile, "--deal", "1"]
    programs: dict[str, tuple[list[str], dict[str, str], Path | None]] = {
        "klondike-qt": ([sys.executable, *game], python_env, ROOT)}
    if args.before is not None:
        before_profile = tempfile.mkdtemp(prefix="klondike-bench-before-")
        warm_up(args.platform, before_profile, args.before.resolve())
        programs["klondike-qt before"] = ([sys.executable, "-m", "klondike_qt", "--profile", before_profile,
                                           "--deal", "1"], python_env, args.before.resolve())
    programs["floor (bare PySide6 window)"] = ([sys.executable, str(FLOOR)], python_env, ROOT)
    # The same window, having first named each Qt class our start names: the toolkit's
    # own price for those classes (their Python types and enums), none of our code.
    programs["floor + our Qt classes"] = ([sys.executable, str(FLOOR), "--our-classes"], python_env, ROOT)
    for name, command in PEERS.items():
        programs[name] = (command, dict(os.environ), None)
    mapped_comparison(args.runs, programs)
    if args.mapped_only:
        return
    runs = []
    cold = []
    for _ in range(args.runs):  # interleaved, so both see the same machine load
        runs.append(startup_once(args.platform, warm_profile))
        cold.append(startup_once(args.platform))
    shutil.rmtree(warm_profile, ignore_errors=True)
    seconds = statistics.median(r[0] for r in runs)
    rss_mib = statistics.median(r[1] for r in runs) / 1024
    moves = per_move_ms()
    print(f"start-up to first painted board ({args.platform}): median {seconds:.3f} s over {args.runs} runs "
          f"(min {min(r[0] for r in runs):.3f}, max {max(r[0] for r in runs):.3f}), "
          f"CPU {statistics.median(r[2] for r in runs):.3f} s; goal < 0.33 s")
    print(f"  first start in a new profile (cards rendered from the SVG): median "
          f"{statistics.median(r[0] for r in cold):.3f} s, CPU {statistics.median(r[2] for r in cold):.3f} s")
    print(f"peak RSS at the first paint: median {rss_mib:.1f} MiB; goal < 150 MiB")
    print(f"input → board updated: median {statistics.median(moves):.2f} ms, "
          f"90th percentile {sorted(moves)[int(len(moves) * 0.9)]:.2f} ms, max {max(moves):.2f} ms "
          f"over {len(moves)} moves; goal < 10 ms median")


if __name__ == "__main__":
    main()
