"""A full-information Klondike solver: bounded, cancellable, exhaustive when it says so.

The solver looks at every card (face-down cards and the stock order too) and
searches from any :class:`~klondike_qt.engine.state.GameState` under *our* rules
(draw 1 or 3, unlimited passes or the configured pass limit, cards may come back
from the foundations, any face-up run may be split). :func:`solve` answers with
a :class:`SolveResult` whose :class:`Verdict` is

- ``SOLVED``: ``moves`` replay with :func:`~klondike_qt.engine.state.apply` from
  the given state to a won state;
- ``UNSOLVABLE``: the search visited every position reachable from the given one
  (up to provably safe reductions) and none is won;
- ``UNKNOWN``: the budget (time, positions) ran out or the caller cancelled.

With ``jobs=2`` a second search runs at the same time in a helper process on
the other core (:class:`SolverPool`); the first decided answer wins.

The modules: :mod:`.values` (what a search is asked and answers),
:mod:`.position` (the compact position, its key, applying moves),
:mod:`.obligations` and :mod:`.moves` (move generation), :mod:`.deadlock` (a
necessary condition for a win), :mod:`.search` (the phases), :mod:`.tuning`
(constants), :mod:`.pool`, :mod:`.helper` and :mod:`.protocol` (two cores).
``NOTES.md`` beside them explains how the search is fast, why each reduction
loses no win, and how the constants were measured.
"""

from __future__ import annotations

from ..moves import Move
from ..state import GameState
from .pool import SolverPool, default_pool
from .search import Phases, run_phases
from .values import Budget, Cancel, SolveResult, Verdict, as_budget, as_cancel

__all__ = ["Budget", "Cancel", "SolveResult", "SolverPool", "Verdict", "as_budget", "as_cancel",
           "default_pool", "solve", "winning_move"]


def solve(state: GameState, budget: Budget | float | None = None, cancel: Cancel = None,
          jobs: int = 1) -> SolveResult:
    """Search for a win from ``state`` with full information.

    ``budget``: a :class:`Budget`, or seconds as a number (default 2 s);
    ``cancel``: a callable returning True or a ``threading.Event``, polled every
    16 positions — the search then returns ``UNKNOWN``; ``jobs``: 1 searches on
    this thread alone, 2 also in the helper process on a second core when the
    machine has one (:func:`default_pool`; ``nodes`` then counts the positions of
    both searches).
    """
    if jobs not in (1, 2):
        raise ValueError(f"jobs must be 1 or 2, not {jobs!r}")
    pool = default_pool() if jobs == 2 else None
    if pool is not None:
        return pool.solve(state, budget, cancel)
    return run_phases(state, budget, cancel, Phases.BOTH)


def winning_move(state: GameState, budget: Budget | float | None = None,
                 cancel: Cancel = None) -> tuple[Move | None, Verdict]:
    """The first move of a winning line and ``SOLVED``; ``None`` and the verdict
    (``UNSOLVABLE`` or ``UNKNOWN``) otherwise. ``None, SOLVED`` when already won."""
    result = solve(state, budget, cancel)
    return result.first_move, result.outcome
