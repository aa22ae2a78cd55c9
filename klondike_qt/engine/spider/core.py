"""The compiled core of the Spider solver (``_spcore.c``), when it is built.

``setup.py`` builds it with ``optional=True``, beside the other games' cores:
where nothing can be compiled, :data:`CORE` is None and the portfolio of
:mod:`.solver` runs its Python beam search instead (far slower, and with a
narrower move set: ``bench/spider-results.md``).

What the core does (its source and ``NOTES.md``, "The compiled beam search",
say more): an iterative beam search, level by level the ``width`` best new
children by a ranking, at most ``per_layout`` of them with the same layout
(rows dealt, sequences completed, face-down cards of each column), the width
doubling after each pass that dies out; from ``fill_from`` on, a level that
bound leaves short is filled with the best children it left out. Its moves: any card of a column's
movable run onto any column whose top is one rank higher, whatever its suit
(a split of a same-suit run only onto its own suit, and only where it makes
a longer run), a run that is not a whole column into the first empty column
(a split of a run there only while a row is left), the row while no column
is empty. It says solved (with a line) or unknown, never lost: its moves are
pruned. The caller replays every line through the rules before it answers
solved (:meth:`.solver.SpiderSolver.native`).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from ..solving import Verdict
from .positions import Step  # a line's step, as the Python searches give it

CORE: ModuleType | None
try:
    from . import _spcore as CORE
except ImportError:  # not built: the Python beam search runs
    CORE = None

#: The core's answers: 0 solved, 2 unknown, 3 the pass cut nothing and died out.
DRY = 3
_VERDICTS = {0: Verdict.SOLVED, 2: Verdict.UNKNOWN, DRY: Verdict.UNKNOWN}



def enabled() -> bool:
    """Whether the compiled core is there."""
    return CORE is not None


def beam(columns: list[bytes], stock: bytes, done: int, weights: tuple[int, ...], *, width: int, max_width: int,
         per_layout: int, fill_from: int, max_nodes: int | None, seconds: float | None, cancel: Callable[[], bool] | None,
         max_stored: int) -> tuple[Verdict, list[Step], int, int, bool]:
    """Search the position with the beam search from ``width`` on: the
    verdict, the line's steps, the positions expanded, the width to start
    from next time (0: the widest pass died out) and whether a pass saw every
    position its moves reach (the search is then over, proving nothing)."""
    assert CORE is not None
    verdict, steps, nodes, reached = CORE.beam(columns, stock, done, weights, width, max_width, per_layout,
                                               fill_from, max_nodes, seconds, cancel, max_stored)
    return _VERDICTS[verdict], steps or [], nodes, reached, verdict == DRY
