"""Engine benchmark: how fast the rules run, and where the time goes.

    /work/venv/bin/python bench/engine_bench.py [--quick] [--no-profile]

Prints legal-move generations, applies, random playouts and game_status calls
per second on a fixed sample of positions (random play from fixed deals, fixed
seeds), then the top costs of a cProfile run of random playouts + game_status.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from engine_helpers import random_playout

from klondike_qt.engine.klondike import GameState, Rules, apply, deal, game_status, legal_moves


def sample_positions(games: int, seed: int = 2024) -> list[GameState]:
    """Every 7th position of random games from fixed deals, both draw modes."""
    rng = random.Random(seed)
    positions: list[GameState] = []
    for number in range(games):
        state = deal(1 + number * 7919, Rules(draw=1 + 2 * (number % 2)))
        _, moves = random_playout(state, rng, max_moves=400)
        for step, move in enumerate(moves):
            if step % 7 == 0:
                positions.append(state)
            state = apply(state, move)
    return positions


def rate(label: str, count: int, seconds: float) -> None:
    print(f"{label:<34} {count / seconds:>12,.0f} /s   ({count:,} in {seconds:.2f} s)")


def timed(function, repeat: int) -> float:  # type: ignore[no-untyped-def]
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="smaller samples")
    parser.add_argument("--no-profile", action="store_true")
    args = parser.parse_args()
    scale = 1 if args.quick else 4

    positions = sample_positions(10 * scale)
    move_lists = [list(legal_moves(state)) for state in positions]
    pairs = [(state, move) for state, moves in zip(positions, move_lists) for move in moves]
    print(f"sample: {len(positions):,} positions, {len(pairs):,} legal moves "
          f"({len(pairs) / len(positions):.1f} per position)")

    rounds = 10
    seconds = timed(lambda: [list(legal_moves(state)) for _ in range(rounds) for state in positions], 3)
    rate("legal_moves (full list)", rounds * len(positions), seconds)
    seconds = timed(lambda: [apply(state, move) for _ in range(rounds) for state, move in pairs], 3)
    rate("apply (legal moves)", rounds * len(pairs), seconds)

    playouts = 20 * scale

    def run_playouts() -> None:
        rng = random.Random(7)
        for number in range(playouts):
            random_playout(deal(100 + number, Rules(draw=1 + 2 * (number % 2))), rng)

    seconds = timed(run_playouts, 2)
    rate("random playouts (to the end)", playouts, seconds)

    status_sample = positions[:: max(1, len(positions) // (100 * scale))]
    seconds = timed(lambda: [game_status(state) for state in status_sample], 2)
    rate("game_status", len(status_sample), seconds)
    slowest = 0.0
    for state in status_sample:
        start = time.perf_counter()
        game_status(state)
        slowest = max(slowest, time.perf_counter() - start)
    print(f"{'game_status, slowest call':<34} {slowest * 1000:>12.2f} ms")

    if args.no_profile:
        return
    profiler = cProfile.Profile()
    profiler.enable()
    run_playouts()
    for state in status_sample:
        game_status(state)
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(12)
    print("\nprofile (random playouts + game_status), top costs by own time:")
    print("\n".join(line for line in out.getvalue().splitlines()[6:] if line.strip()))


if __name__ == "__main__":
    main()
