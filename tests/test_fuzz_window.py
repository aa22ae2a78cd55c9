"""Fuzzed game: random keys (every shortcut plus random letters), clicks,
drags, resizes, undo/redo bursts, setting changes and new deals sent to the
real window; after each one the board shows exactly the model, the model is a
legal position reached from its deal, and nothing raised. The long version is
``bench/fuzz_window.py``."""

from __future__ import annotations

import random
import time

from fuzz_driver import DialogCloser, ErrorTrap, Fuzzer, board_problems, model_problems
from ui_helpers import make_window

ACTIONS = 1200
SEEDS = (1, 2, 3)


def test_random_play_never_breaks_the_board_the_model_or_the_program(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir, deal=1)
    closer = DialogCloser()
    done = 0
    start = time.monotonic()
    counts: dict[str, int] = {}
    with ErrorTrap() as trap:
        for seed in SEEDS:
            fuzzer = Fuzzer(window, random.Random(seed), qtbot.wait)
            for _ in range(ACTIONS // len(SEEDS)):
                action = fuzzer.step()
                done += 1
                problems = fuzzer.problems()
                assert not trap.errors, f"after {action!r} (seed {seed}, step {done}):\n" + "\n".join(trap.errors)
                assert problems == [], f"after {action!r} (seed {seed}): {problems[:5]}\nlast: {fuzzer.log[-10:]}"
                if time.monotonic() - start > 40:
                    break
            for kind, count in fuzzer.counts.items():
                counts[kind] = counts.get(kind, 0) + count
    closer.timer.stop()
    assert done >= 300
    # The keys reached the window's actions, dialogs included (each closed by the timer).
    assert {"SettingsDialog", "StatisticsDialog", "DealNumberDialog", "HelpDialog"} <= set(closer.closed), \
        closer.closed
    assert {"key", "letter", "click", "drag", "double", "resize", "undo", "redo", "setting",
            "new deal"} <= set(counts), counts
    assert window.isVisible()


def test_the_checks_catch_a_board_or_model_that_lies(qtbot, profile_dir):
    """The fuzz checks are not vacuous."""
    from klondike_qt.engine.klondike import DRAW, apply

    window = make_window(qtbot, profile_dir, deal=1)
    assert board_problems(window) == [] and model_problems(window) == []
    window.model._state = apply(window.model.state, DRAW)  # behind the view's and history's back
    assert board_problems(window) and model_problems(window)
