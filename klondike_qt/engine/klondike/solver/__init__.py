"""A full-information Klondike solver: bounded, cancellable, exhaustive when it says so.

The solver looks at every card (face-down cards and the stock order too) and
searches from any :class:`~klondike_qt.engine.klondike.state.GameState` under *our* rules
(draw 1 or 3, unlimited passes or the configured pass limit, cards may come back
from the foundations, any face-up run may be split). :func:`solve` answers with
a :class:`SolveResult` whose :class:`Verdict` is

- ``SOLVED``: ``moves`` replay with :func:`~klondike_qt.engine.klondike.state.apply` from
  the given state to a won state;
- ``UNSOLVABLE``: the search visited every position reachable from the given one
  (up to provably safe reductions) and none is won;
- ``UNKNOWN``: the budget (time, positions) ran out or the caller cancelled.

With ``Budget(cores=2)`` a second search runs at the same time in a helper
process on the other core (:class:`SolverPool`); the first decided answer wins.

What a search is asked and answers (:class:`Budget`, :class:`SolveResult`,
:class:`Verdict`) is every game's: :mod:`klondike_qt.engine.solving`.
The modules: :mod:`.position` (the compact position, its key, applying moves),
:mod:`.obligations` and :mod:`.moves` (move generation), :mod:`.deadlock` (a
necessary condition for a win), :mod:`.search` (the phases), :mod:`.tuning`
(constants), :mod:`.pool`, :mod:`.helper` and :mod:`.protocol` (two cores).
``NOTES.md`` beside them explains how the search is fast, why each reduction
loses no win, and how the constants were measured.
"""

from __future__ import annotations

from ...solving import Budget, Cancel, SolveResult, Verdict, as_budget, as_cancel
from ..moves import Move
from ..state import GameState
from .pool import SolverPool, default_pool
from .search import Phases, run_phases

__all__ = ["Budget", "Cancel", "SolveResult", "SolverPool", "Verdict", "as_budget", "as_cancel",
           "default_pool", "solve"]


def solve(state: GameState, budget: Budget | float | None = None, cancel: Cancel = None) -> SolveResult[Move]:
    """Search for a win from ``state`` with full information.

    ``budget``: a :class:`Budget`, or seconds as a number (default 2 s); with
    ``cores`` 2 or more the search runs also in the helper process on a second
    core when the machine has one (:func:`default_pool`; ``nodes`` then counts
    the positions of both searches), else on this thread alone;
    ``cancel``: a callable returning True or a ``threading.Event``, polled every
    16 positions — the search then returns ``UNKNOWN``.
    """
    budget = as_budget(budget)
    pool = default_pool() if budget.cores >= 2 else None
    if pool is not None:
        return pool.solve(state, budget, cancel)
    return run_phases(state, budget, cancel, Phases.BOTH)
