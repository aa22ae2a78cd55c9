"""The cost of saving one move of a long game (issue 16, item 5): ms per save at 1k, 10k, 100k moves.

    python bench/save_cost.py [--saves 50] [--sizes 1000,10000,100000]

For each game length: a model restored to a game of that many moves makes ``--saves``
moves more, each saved as the game saves it. Printed per length: the GUI thread's part
(snapshot, incremental encoding and the write into the temporary, what a player waits
for), the whole ``flush`` (that plus fsync and rename, the writer thread's part), and,
for comparison, ``SavedGame.dumps()`` (the encoding of every move, as before).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--saves", type=int, default=50)
    parser.add_argument("--sizes", default="1000,10000,100000")
    args = parser.parse_args()
    from PySide6.QtCore import QCoreApplication

    from klondike_qt.engine.klondike import DRAW, Rules, deal_layout, saved_game
    from klondike_qt.model.autosave import Autosave
    from klondike_qt.model.klondike_model import KlondikeModel

    app = QCoreApplication.instance() or QCoreApplication([])
    assert app is not None
    for size in (int(text) for text in args.sizes.split(",")):
        with tempfile.TemporaryDirectory() as temp:
            path = Path(temp) / "autosave.json"
            model = KlondikeModel()
            model.restore(saved_game(Rules(), 3, deal_layout(3), [DRAW] * size, size))
            autosave = Autosave(model, path)
            autosave.flush()  # the first save encodes every move once
            staged, flushed, full = [], [], []
            for _ in range(args.saves):
                model.draw()
                start = time.perf_counter()
                autosave._submit()  # what the GUI thread does for a change
                staged.append(time.perf_counter() - start)
                model.draw()
                start = time.perf_counter()
                autosave.flush()
                flushed.append(time.perf_counter() - start)
                start = time.perf_counter()
                model.to_saved().dumps()
                full.append(time.perf_counter() - start)
            size_kb = path.stat().st_size / 1024
        print(f"{size:>7} moves ({size_kb:7.0f} KB): GUI thread per save {1000 * statistics.median(staged):6.2f} ms"
              f"  flush with fsync {1000 * statistics.median(flushed):6.2f} ms"
              f"  (dumps() of every move {1000 * statistics.median(full):6.2f} ms)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
