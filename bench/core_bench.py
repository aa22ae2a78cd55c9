"""The solver's compiled core against the Python search it ports: the same
search, side by side, on the same deals.

Each deal's opening (fixed-seed deal numbers, unlimited passes) is searched by
the Python :meth:`~klondike_qt.engine.klondike.solver.search.Search.search` of
``ClassSearch`` with its deadlock test and talon dominance off (the search the
core ports) and by the core, both with the same position cap; it checks that
they agree (verdict and positions visited) and prints, per draw mode, the
positions per second of processor time of each and the ratio.

    nice python bench/core_bench.py [--deals 20] [--nodes 10000] [--draws 1,3] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from klondike_qt.engine.deal import MAX_DEAL_NUMBER
from klondike_qt.engine.klondike import Rules, deal
from klondike_qt.engine.klondike.solver import Budget, fast, tuning
from klondike_qt.engine.klondike.solver.search import ClassSearch


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--nodes", type=int, default=10000)
    parser.add_argument("--draws", default="1,3")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if fast.CORE is None:
        raise SystemExit("the compiled core is not built (pip install -e . with a C compiler)")
    tuning.STUCK_IN_SEARCH = False
    tuning.TALON_DOMINANCE = False
    rng = random.Random(args.seed)
    numbers = [rng.randint(1, MAX_DEAL_NUMBER) for _ in range(args.deals)]
    for draw in (int(d) for d in args.draws.split(",")):
        python_nodes = core_nodes = 0
        python_seconds = core_seconds = 0.0
        for number in numbers:
            search = ClassSearch(deal(number, Rules(draw=draw)), Budget(seconds=None), None)
            started = time.process_time()
            verdict, _path, _root = search.search(None, args.nodes)
            middle = time.process_time()
            outcome, _line, nodes = fast.core_search(search.root, draw, None, None, args.nodes)
            python_seconds += middle - started
            core_seconds += time.process_time() - middle
            if (outcome, nodes) != (verdict, search.nodes):
                raise SystemExit(f"deal {number}: Python {verdict.value} {search.nodes}, core {outcome.value} {nodes}")
            python_nodes += search.nodes
            core_nodes += nodes
        python_rate = python_nodes / max(python_seconds, 1e-9)
        core_rate = core_nodes / max(core_seconds, 1e-9)
        print(json.dumps({"draw": draw, "deals": len(numbers), "nodes_per_search": args.nodes,
                          "positions": core_nodes, "python_positions_per_s": round(python_rate),
                          "core_positions_per_s": round(core_rate), "ratio": round(core_rate / python_rate, 1)}))


if __name__ == "__main__":
    main()
