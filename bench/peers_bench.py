"""FreeCell and Spider beside the peers: start-up times in one run, and screenshots.

    Xvfb :50 -screen 0 1280x800x24 & DISPLAY=:50 openbox &
    DISPLAY=:50 dbus-run-session -- python bench/peers_bench.py [--runs 5] [--shots DIR]

For each game, klondike-qt, GNOME Aisleriot (``sol --variation``) and KDE
KPatience (``kpat --gametype``) are started in turn, interleaved run by run so
that all three see the same machine load: seconds from the process start to a
visible window of that process (xdotool, as ``startup_bench.py`` measures
Klondike), the CPU seconds the process had used by then (less swayed by the
machine's load than the wall clock), and the peak RSS one second after.
Prints the medians, and each run's times.

With ``--shots DIR``, each program is started once more per game, its window
is moved to the top left corner and resized to 800×600 (the small screen the
board must fit), and the screen is saved as ``DIR/<game>-<program>-800x600.png``
(``import -window root``), plus one at the window's own first size.
KPatience quits at once without a D-Bus session bus: run under dbus-run-session.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from startup_bench import SETTLE_SECONDS, startup_once  # noqa: E402

ROOT = HERE.parent
#: Cached bytecode outside the checkout, as startup_bench.py keeps it (an installed copy has its .pyc files).
PYCACHE = Path(tempfile.gettempdir()) / "klondike-bench-pycache"

#: Each game as each program is told to start it (klondike-qt's arguments after ``-m klondike_qt``).
GAMES = {
    "freecell": {"klondike-qt": ["--game", "freecell", "--deal", "617"],
                 "GNOME Aisleriot": ["/usr/games/sol", "--variation", "freecell"],
                 "KDE KPatience": ["/usr/games/kpat", "--gametype", "freecell"]},
    "spider": {"klondike-qt": ["--game", "spider", "--suits", "4", "--deal", "3"],
               "GNOME Aisleriot": ["/usr/games/sol", "--variation", "spider"],
               "KDE KPatience": ["/usr/games/kpat", "--gametype", "spider"]},
}


def command_for(game: str, program: str, profile: str) -> list[str]:
    arguments = GAMES[game][program]
    if program == "klondike-qt":
        return [sys.executable, "-m", "klondike_qt", "--profile", profile, *arguments]
    return arguments


def our_env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", PYTHONPYCACHEPREFIX=str(PYCACHE))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("KLONDIKE_BENCH_EXIT_AFTER_SHOW", None)
    return env


def _cpu_seconds(pid: int) -> float | None:
    """CPU time (user + system) the process has used so far: less swayed by the
    machine's load than the wall clock."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _peak_rss_mib(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return None


def visible_once(command: list[str], env: dict[str, str] | None) -> tuple[float, float | None, float | None] | None:
    """Seconds from the start to a visible window of the process, the CPU
    seconds it had used by then, and its peak RSS (MiB) SETTLE_SECONDS later
    (as startup_bench.visible_window_once measures, plus the CPU time)."""
    with tempfile.TemporaryDirectory() as home:
        started = time.monotonic()
        process = subprocess.Popen(command, env=dict(env or os.environ, HOME=home),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            while time.monotonic() - started < 20:
                if _windows_of(process.pid):
                    seconds = time.monotonic() - started
                    cpu = _cpu_seconds(process.pid)
                    time.sleep(SETTLE_SECONDS)
                    return seconds, cpu, _peak_rss_mib(process.pid)
                time.sleep(0.003)
            return None
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _windows_of(pid: int) -> list[str]:
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True, text=True)
    return found.stdout.split()


def _largest(windows: list[str]) -> str:
    def area(window: str) -> int:
        geometry = subprocess.run(["xdotool", "getwindowgeometry", window], capture_output=True, text=True).stdout
        for line in geometry.splitlines():
            if "Geometry:" in line:
                w, h = line.split()[-1].split("x")
                return int(w) * int(h)
        return 0
    return max(windows, key=area)


def screenshot(command: list[str], env: dict[str, str] | None, out: Path, name: str) -> str | None:
    """Start ``command``, shoot its first size and 800×600; the window's title."""
    with tempfile.TemporaryDirectory() as home:
        process = subprocess.Popen(command, env=dict(env or os.environ, HOME=home),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            started = time.monotonic()
            windows: list[str] = []
            while time.monotonic() - started < 20 and not windows:
                time.sleep(0.05)
                windows = _windows_of(process.pid)
            if not windows:
                return None
            time.sleep(2.5)  # the table drawn, the solver's first words
            window = _largest(_windows_of(process.pid) or windows)
            title = subprocess.run(["xdotool", "getwindowname", window], capture_output=True, text=True).stdout.strip()
            subprocess.run(["import", "-window", "root", str(out / f"{name}-first.png")], check=False)
            subprocess.run(["xdotool", "windowmove", "--sync", window, "0", "0"], check=False, timeout=5)
            subprocess.run(["xdotool", "windowsize", "--sync", window, "800", "600"], check=False, timeout=5)
            time.sleep(1.5)
            subprocess.run(["import", "-window", "root", "-crop", "820x640+0+0", str(out / f"{name}-800x600.png")],
                           check=False)
            return title
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--shots", type=Path, help="save screenshots in this folder")
    args = parser.parse_args()
    if not (os.environ.get("DISPLAY") and shutil.which("xdotool")):
        print("needs an X display (DISPLAY) and xdotool")
        return 2
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        print("no D-Bus session bus: KDE KPatience quits at once without one (run under dbus-run-session)")
    profile = tempfile.mkdtemp(prefix="klondike-peers-")
    startup_once("offscreen", profile)  # the bytecode cache and the card pictures, as after a first start
    env = our_env()
    times: dict[tuple[str, str], list[float]] = {}
    cpu: dict[tuple[str, str], list[float]] = {}
    memory: dict[tuple[str, str], list[float]] = {}
    for _ in range(args.runs):
        for game, programs in GAMES.items():
            for program in programs:
                python = program == "klondike-qt"
                measured = visible_once(command_for(game, program, profile), env if python else None)
                if measured is None:
                    continue
                times.setdefault((game, program), []).append(measured[0])
                if measured[1] is not None:
                    cpu.setdefault((game, program), []).append(measured[1])
                if measured[2] is not None:
                    memory.setdefault((game, program), []).append(measured[2])
    load = os.getloadavg()[0]
    print(f"start to a visible window, median of {args.runs} interleaved runs; CPU seconds used by then; "
          f"peak RSS 1 s later (load average {load:.1f} on {os.cpu_count()} cores):")
    for game, programs in GAMES.items():
        ours = times.get((game, "klondike-qt"))
        for program in programs:
            seconds = times.get((game, program))
            if not seconds:
                print(f"  {game:9} {program:16} not measured (not installed, or no window in 20 s)")
                continue
            median = statistics.median(seconds)
            ratio = f", ours is {statistics.median(ours) / median:.2f}x" if ours and program != "klondike-qt" else ""
            rss = memory.get((game, program))
            rss_text = f", {statistics.median(rss):.0f} MiB" if rss else ""
            used = cpu.get((game, program))
            cpu_text = f", CPU {statistics.median(used):.2f} s" if used else ""
            runs = " ".join(f"{s:.2f}" for s in seconds)
            print(f"  {game:9} {program:16} {median:.3f} s{cpu_text}{rss_text}{ratio}  (runs: {runs})")
    if args.shots is not None:
        args.shots.mkdir(parents=True, exist_ok=True)
        for game, programs in GAMES.items():
            for program in programs:
                name = f"{game}-{program.split()[-1].lower()}"
                title = screenshot(command_for(game, program, profile), env if program == "klondike-qt" else None,
                                   args.shots, name)
                print(f"  shot {name}: title {title!r}")
    shutil.rmtree(profile, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
