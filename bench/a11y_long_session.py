"""The long session with the accessibility bus on and a client attached: hundreds
of deals in the real window under Xvfb (xcb), Qt's AT-SPI bridge forced on, and
the probe's pyatspi client listening to focus, name, description, selection and
announcement events (and asking each event's source for its name and role, as a
screen reader does) until the game ends.

    python bench/a11y_long_session.py [--deals 300] [--moves 40] [--switch-every N] [--orca] [--out DIR]

Runs itself (``--child``: the deals of ``bench/long_session.py``, with the event
loop turning between deals so that the AT-SPI bridge answers the client) inside
``tests/a11y/run_probe.sh`` and prints the memory samples (RSS, live accessible
interfaces, Python objects… every 50 deals) and the number of AT-SPI events the
client received. Memory must stay
flat: Qt keeps accessibility on once a client has touched the process, and
every move sends events and an announcement.

With ``--switch-every N`` the session goes through every game of
``ui.games.GAMES`` (each "Play …" entry of the Game menu, every variant, in
turn, as ``bench/switch_games.py`` does: the window's own switch path, a
question before leaving answered Enter), N deals in each; a deal is then up to
``--moves`` random legal moves through the session. Each sample then adds the
process's OS threads and the live game sessions, and the end gives the growth
of RSS and threads per 100 deals (from deal 50 and after the first round of
games).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's klondike_qt, not the editable install's


def os_threads() -> int:
    """The process's threads as the system counts them (Qt's and the solver's too)."""
    return len(os.listdir("/proc/self/task"))


def live(kind: type) -> int:
    import gc

    gc.collect()
    return sum(1 for obj in gc.get_objects() if isinstance(obj, kind))


class Switcher:
    """Every game in turn through the Game menu's entries, N deals in each,
    each deal up to ``moves`` random legal moves (undo/redo now and then)."""

    def __init__(self, window: Any, rng: Any, moves: int, every: int) -> None:
        from klondike_qt.ui import dialogs
        from klondike_qt.ui.games import GAMES

        dialogs.confirm_abandon = lambda *_args, **_kwargs: True  # Enter: leave the started game
        self.window, self.rng, self.move_cap, self.every = window, rng, moves, every
        self.entries = [entry.action_id for definition in GAMES for entry in definition.menu]
        self.games = len(GAMES)
        self.deals = self.moves = self.wins = self.switches = 0

    def play_deal(self) -> None:
        from PySide6.QtWidgets import QApplication

        from klondike_qt.engine.status import GameStatus

        window, rng = self.window, self.rng
        if self.deals % self.every == 0:
            window.actions[self.entries[self.switches % len(self.entries)]].trigger()
            window.narrator.welcome_delay_ms = None
            self.switches += 1
        else:
            window.session.new_deal(rng.randint(2, 32000))  # a deal number every game takes
        self.deals += 1
        for step in range(self.move_cap):
            legal = window.model.hint_order()
            if not legal or not window.session.play(rng.choice(legal)):
                break
            self.moves += 1
            QApplication.processEvents()
            if step % 15 == 14:
                window.model.undo()
                window.model.undo()
                window.model.redo()
        if window.model.status is GameStatus.WON:
            self.wins += 1
        window.view.finish_animations()
        window.autosave.flush()
        QApplication.processEvents()


def child(deals: int, moves: int, every: int) -> int:
    import random

    sys.path.insert(0, str(ROOT / "tests"))
    from long_session_driver import Session, sample
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from ui_helpers import make_settings

    from klondike_qt.model.session import GameSession
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
        session: Any = Switcher(window, random.Random(1), moves, every) if every else \
            Session(window, random.Random(1), moves, False)
        if every:
            print(f"code from {Path(sys.modules['klondike_qt'].__file__ or '').parent}", flush=True)
            print(f"switching game every {every} deals through {len(session.entries)} menu entries "
                  f"({session.games} games)", flush=True)
        start = time.monotonic()
        rows: list[tuple[int, float, int]] = []

        def measure(number: int) -> Any:
            taken = sample(window, number)
            rows.append((number, taken.rss_kib / 1024, os_threads()))
            game = getattr(getattr(window, "definition", None), "id", "?")
            print(f"{taken.line()}  threads {rows[-1][2]}  live sessions {live(GameSession)}  game {game}",
                  flush=True)
            return taken

        samples = [measure(0)]
        for number in range(1, deals + 1):
            session.play_deal()
            QTest.qWait(20)  # the event loop turns: the bridge answers the client's queries
            if number % 50 == 0 or number == deals:
                samples.append(measure(number))
        warmups = [("deal 50", 50)] + ([("the first round of games", every * len(session.entries))] if every else [])
        for label, warm_deals in warmups:
            base = next((row for row in rows if row[0] >= warm_deals), rows[-1])
            if rows[-1][0] > base[0]:
                per = 100 / (rows[-1][0] - base[0])
                print(f"growth per 100 deals after {label} ({base[0]} deals): "
                      f"{(rows[-1][1] - base[1]) * per:+.1f} MiB RSS, {(rows[-1][2] - base[2]) * per:+.1f} "
                      f"threads", flush=True)
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
    parser.add_argument("--switch-every", type=int, default=0, metavar="N",
                        help="switch to the next game of the Game menu every N deals (all games in turn)")
    parser.add_argument("--orca", action="store_true", help="Orca as the client too (with openbox)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.deals, args.moves, args.switch_every)
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
                "--moves", str(args.moves), "--switch-every", str(args.switch_every)]
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # run_probe.sh sets xcb
    start = time.monotonic()
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=out)
    elapsed = time.monotonic() - start
    app_log = (out / "probe" / "app.log").read_text(encoding="utf-8", errors="replace")
    samples = [line for line in app_log.splitlines()
               if line.startswith(("deals ", "switching ", "growth ", "code ")) or " deals, " in line]
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
