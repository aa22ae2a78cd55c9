"""Game switching in one window: RSS, threads and live games over many switches.

    python bench/switch_games.py [--switches 200] [--every 20] [--moves 3]

Chooses every "Play …" entry of the Game menu in turn (every game of
``ui.games.GAMES``, each variant), makes a few moves in each game, and prints,
every ``--every`` switches: the process's RSS, its operating-system threads
(``/proc/self/task``: the solver's pool, the autosave writer, Qt's), the live
game sessions, models and boards (Python objects still reachable), and the
growth per 100 switches after the first round of games (the warm-up: each
game's card pictures and modules load once). A leaving game must leave nothing
behind: the numbers stay flat. A question before leaving a started game is
answered Enter (the game left counts as lost).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def live(kind: type) -> int:
    gc.collect()
    return sum(1 for obj in gc.get_objects() if isinstance(obj, kind))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--switches", type=int, default=200)
    parser.add_argument("--every", type=int, default=20)
    parser.add_argument("--moves", type=int, default=3, help="moves made in each game before leaving it")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])

    from long_session_driver import bench_window, os_threads, rss_kib

    from klondike_qt.model.model_base import GameModelBase
    from klondike_qt.model.session import GameSession
    from klondike_qt.ui import dialogs
    from klondike_qt.ui.board_base import BoardBase
    from klondike_qt.ui.games import GAMES

    dialogs.confirm_abandon = lambda *_args, **_kwargs: True  # Enter: leave the started game
    rng = random.Random(args.seed)
    entries = [entry.action_id for definition in GAMES for entry in definition.menu]
    print(f"{len(entries)} menu entries over {len(GAMES)} games; python {sys.version.split()[0]}", flush=True)
    with tempfile.TemporaryDirectory(prefix="switch-games-") as folder:
        window = bench_window(Path(folder))
        rows: list[tuple[int, float, int]] = []

        def report(switches: int) -> None:
            QTest.qWait(50)
            sessions, models, boards = live(GameSession), live(GameModelBase), live(BoardBase)
            rss, threads = rss_kib() / 1024, os_threads()
            rows.append((switches, rss, threads))
            print(f"switches {switches:4d}  RSS {rss:7.1f} MiB  threads {threads:3d}  live sessions {sessions}  "
                  f"models {models}  boards {boards}  records {len(window.statistics.records)}", flush=True)

        report(0)
        for switch in range(1, args.switches + 1):
            window.actions[entries[switch % len(entries)]].trigger()
            window.narrator.welcome_delay_ms = None
            for _ in range(args.moves):
                moves = window.session.hint_moves()[0]
                if moves:
                    window.session.play(rng.choice(moves))
            QTest.qWait(10)
            if switch % args.every == 0:
                report(switch)
        window.close()
        app.processEvents()
        warm = next((row for row in rows if row[0] >= len(entries)), rows[0])
        end = rows[-1]
        if end[0] > warm[0]:
            per = 100 / (end[0] - warm[0])
            print(f"after warm-up ({warm[0]} switches): {(end[1] - warm[1]) * per:+.1f} MiB and "
                  f"{(end[2] - warm[2]) * per:+.1f} threads per 100 switches")
    return 0


if __name__ == "__main__":
    sys.exit(main())
