#!/usr/bin/env python3
"""Yukon solver benchmark: the share of deals decided within a budget.

    python bench/yukon_bench.py                        # deals 1-200, 2 s each
    python bench/yukon_bench.py --deals 1-50 --seconds 5
    python bench/yukon_bench.py --positions 20000      # a fixed position budget (load-free)

The sample is fixed: the opening positions of deal numbers ``--deals`` (the
project's stable Yukon deals); the figures are :mod:`game_bench`'s.
"""

from __future__ import annotations

from game_bench import bench

from klondike_qt.engine.yukon import apply, new_yukon, solve

if __name__ == "__main__":
    raise SystemExit(bench(__doc__.splitlines()[0], new_yukon, apply, solve, "1-200"))
