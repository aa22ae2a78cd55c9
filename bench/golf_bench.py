#!/usr/bin/env python3
"""Golf solver benchmark: the share of deals won, lost and undecided, and the time per deal.

    python bench/golf_bench.py                         # deals 1-1000, 2 s each
    python bench/golf_bench.py --deals 1-50 --seconds 5
    python bench/golf_bench.py --positions 200000      # a fixed position budget (load-free)

The sample is fixed: the opening positions of deal numbers ``--deals`` (the
project's stable Golf deals); the figures are :mod:`game_bench`'s.
"""

from __future__ import annotations

from game_bench import bench

from klondike_qt.engine.golf import apply, new_golf, solve

if __name__ == "__main__":
    raise SystemExit(bench(__doc__.splitlines()[0], new_golf, apply, solve, "1-1000"))
