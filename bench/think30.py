"""How often the game's solver worker is still undecided after its 30 s (issue 20).

Positions are sampled the way a player meets them: each deal of
``bench/solver_bench.py`` (its fixed-seed deal numbers, unlimited passes) is
played forward from the opening along the solver's winning line, with a random
legal move instead of the line's next move now and then (``--random``, per
move; once off the line, the moves up to the next sampled position are all
random), and every ``--every``-th position is taken. Each sampled position is
searched by the game's own :class:`~klondike_qt.model.solver_worker.SolverWorker`
(its defaults: 2 s, then 4, 8 and 16 s while undecided, each step from what the
earlier ones proved lost, two cores through the solver pool), run in a Qt event
loop exactly as in the game. A position the worker decides at 2 s is not
searched further; only the undecided ones go on to the longer steps. The
winning line of a solved position is the one the walk follows next; a
position proven lost (or left undecided) ends its deal, as the game then says
the deal can no longer be won.

Prints per draw mode: positions and deals, decided at 2 s, decided within the
worker's 30 s, undecided after it per 1,000 positions, median and 95th
percentile of the time to the worker's last answer, and the load average
before and after (``os.getloadavg``).

    nice python bench/think30.py [--positions 200] [--draws 1,3] [--every 5] [--random 0.1]
        [--seed 1] [--walk-seed 7] [--max-moves 300] [--minutes 60] [--detail]

``--minutes`` ends a draw mode's sampling early (at a position's end); the
line then says how many positions were searched.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication, QEventLoop

from klondike_qt.engine.deal import MAX_DEAL_NUMBER
from klondike_qt.engine.klondike import GameState, Rules, apply, deal, legal_moves
from klondike_qt.engine.klondike.solver import SolveResult, Verdict, solve
from klondike_qt.model.solver_worker import DEFAULT_MAX_SECONDS, DEFAULT_SECONDS, SolverWorker


class WorkerProbe:
    """The game's worker, asked about one position at a time."""

    def __init__(self) -> None:
        self.worker = SolverWorker(solve, seconds=DEFAULT_SECONDS, max_seconds=DEFAULT_MAX_SECONDS)
        self.worker.finished.connect(self._on_finished)
        self._loop = QEventLoop()
        self._generation = 0
        self._steps: list[SolveResult] = []
        self._started = 0.0
        self._elapsed = 0.0

    def _on_finished(self, generation: int, result: SolveResult) -> None:
        if generation != self._generation:
            return
        self._steps.append(result)
        if not self.worker.thinking:  # the worker's last answer for this position
            self._elapsed = time.monotonic() - self._started
            self._loop.quit()

    def ask(self, state: GameState) -> tuple[list[SolveResult], float]:
        """Every answer the worker gives for ``state`` (one per deepening step
        it ran) and the seconds until its last one."""
        self._generation += 1
        self._steps = []
        self._started = time.monotonic()
        self.worker.request(state, self._generation)
        self._loop.exec()
        return self._steps, self._elapsed

    def close(self) -> None:
        self.worker.shutdown()


def sample_mode(probe: WorkerProbe, draw: int, numbers: list[int], args: argparse.Namespace,
                rng: random.Random) -> dict[str, object]:
    """Walk the deals of one draw mode until ``args.positions`` positions were searched."""
    first_step: dict[Verdict, int] = {verdict: 0 for verdict in Verdict}
    last_step: dict[Verdict, int] = {verdict: 0 for verdict in Verdict}
    times: list[float] = []
    off_line = 0  # sampled positions reached by at least one random move since the last line
    deals = 0
    undecided_positions: list[str] = []
    load_before = os.getloadavg()
    started = time.monotonic()
    for number in numbers:
        if len(times) >= args.positions or time.monotonic() - started > 60 * args.minutes:
            break
        deals += 1
        state = deal(number, Rules(draw=draw))
        line: list = []
        on_line = False
        deviated = False
        for played in range(args.max_moves + 1):
            if state.is_won or len(times) >= args.positions or time.monotonic() - started > 60 * args.minutes:
                break
            if played % args.every == 0:
                steps, seconds = probe.ask(state)
                times.append(seconds)
                first_step[steps[0].outcome] += 1
                last = steps[-1]
                last_step[last.outcome] += 1
                off_line += deviated
                if args.detail:
                    print(f"draw {draw} deal {number} move {played} steps {len(steps)} "
                          f"{last.outcome.value} {seconds:.3f}s", file=sys.stderr, flush=True)
                if last.outcome is Verdict.UNKNOWN:
                    undecided_positions.append(f"{number}@{played}")
                if last.outcome is not Verdict.SOLVED:
                    break  # lost (or unknown): the game says so, the player deals again
                line = list(last.moves)
                on_line = bool(line)
                deviated = False
            if on_line and rng.random() >= args.random:
                move = line.pop(0)
            else:
                on_line = False
                deviated = True
                moves = list(legal_moves(state))
                if not moves:
                    break
                move = rng.choice(moves)
            state = apply(state, move)
    total = len(times)
    times.sort()
    decided_2s = first_step[Verdict.SOLVED] + first_step[Verdict.UNSOLVABLE]
    decided_30s = last_step[Verdict.SOLVED] + last_step[Verdict.UNSOLVABLE]
    return {
        "draw": draw, "positions": total, "deals": deals, "every": args.every, "random_move_p": args.random,
        "off_line_positions": off_line,
        "decided_2s": decided_2s, "decided_30s": decided_30s,
        "solved_30s": last_step[Verdict.SOLVED], "lost_30s": last_step[Verdict.UNSOLVABLE],
        "undecided_2s_per_1000": round(1000 * (total - decided_2s) / max(total, 1), 1),
        "undecided_30s_per_1000": round(1000 * (total - decided_30s) / max(total, 1), 1),
        "undecided": undecided_positions,
        "median_s": round(statistics.median(times), 3) if times else None,
        "p95_s": round(times[min(total - 1, int(0.95 * total))], 3) if times else None,
        "load_before": [round(x, 2) for x in load_before],
        "load_after": [round(x, 2) for x in os.getloadavg()],
        "wall_s": round(time.monotonic() - started, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description="Positions the game's solver worker leaves undecided after 30 s")
    parser.add_argument("--positions", type=int, default=200, help="positions per draw mode")
    parser.add_argument("--draws", default="1,3")
    parser.add_argument("--seed", type=int, default=1, help="the deal numbers' seed (as bench/solver_bench.py)")
    parser.add_argument("--deals", type=int, default=500, help="deal numbers drawn from the seed (used in order)")
    parser.add_argument("--walk-seed", type=int, default=7, help="the seed of the random moves")
    parser.add_argument("--every", type=int, default=5, help="take every N-th position of a game")
    parser.add_argument("--random", type=float, default=0.1,
                        help="chance per move of a random legal move instead of the line's")
    parser.add_argument("--max-moves", type=int, default=300, help="moves per game at most")
    parser.add_argument("--minutes", type=float, default=60.0,
                        help="stop sampling a draw mode after this long (the positions searched so far count)")
    parser.add_argument("--detail", action="store_true", help="one line per position (on stderr)")
    args = parser.parse_args()
    if args.positions < 1 or args.every < 1 or not 0 <= args.random <= 1:
        parser.error("--positions and --every must be positive, --random between 0 and 1")
    deal_rng = random.Random(args.seed)
    numbers = [deal_rng.randint(1, MAX_DEAL_NUMBER) for _ in range(args.deals)]
    app = QCoreApplication.instance() or QCoreApplication([])
    probe = WorkerProbe()
    try:
        for draw in (int(d) for d in args.draws.split(",")):
            rng = random.Random(args.walk_seed * 10 + draw)
            print(json.dumps(sample_mode(probe, draw, numbers, args, rng)), flush=True)
    finally:
        probe.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
