"""The compiled core of the search by classes (``_classcore.c``), when it is built.

``setup.py`` builds the C extension with ``optional=True``: where nothing can
be compiled, ``pip install`` goes on without it, :data:`CORE` is None and the
pure-Python search runs. The core is an exact port of
:class:`~.search.ClassSearch`'s key, moves and safe automatic moves and of
the plain depth-first search of :meth:`~.search.Search.search` (a visited set
of whole keys; no deadlock test, no talon dominance, no carried sets), 50 to
100 times faster: ``tests/test_solver_fastcore.py`` cross-checks the two.

:func:`run` is what :meth:`ClassSearch.run <.classes.ClassSearch.run>` does
with it (``tuning.FAST_CORE``): under draw 3 or a pass limit first the proof
with every card in reach (the core under draw 1, for the same share of the
budget as the Python phases give it), then one depth-first search for the
rest of the budget: in move order by priority, or (the two-core pool's helper
process, :attr:`~.search.Phases.RESTARTS`) with seeded random noise in it, so
that the two cores search differently.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from ...solving import Verdict
from . import tuning
from .position import Position

CORE: ModuleType | None
try:
    from . import _classcore as CORE
except ImportError:  # not built: the Python search runs
    CORE = None

_VERDICTS = (Verdict.SOLVED, Verdict.UNSOLVABLE, Verdict.UNKNOWN)


def enabled() -> bool:
    """Whether the class searches run in the compiled core."""
    return CORE is not None and tuning.FAST_CORE


def params(jitter: float = tuning.JITTER) -> tuple[int | float | bool, ...]:
    """The tuning the core follows (it is compiled without any)."""
    return (tuning.P_REVEAL, tuning.P_FOUNDATION, tuning.P_EMPTY, tuning.P_TALON, tuning.P_BACK,
            tuning.SAFE_MARGIN, tuning.PRUNE_SAFE_BACK, jitter)


def core_search(root: Position, draw: int, max_passes: int | None, deadline: float | None,
                max_nodes: int | None, seed: int = 0, cancel: Callable[[], bool] | None = None,
                ) -> tuple[Verdict, list[tuple[tuple[int, int, int, int], tuple[Any, ...]]] | None, int]:
    """One depth-first search of the core from ``root`` (before its safe
    automatic moves, as :attr:`~.position.Positions.root`): the verdict, the
    winning line (steps as :meth:`~.classes.ClassMoves.moves` gives them)
    and the positions visited. At most ``tuning.FAST_CORE_MAX_NODES``
    positions (its memory), then ``UNKNOWN``."""
    assert CORE is not None
    seconds = None if deadline is None else max(0.0, deadline - time.monotonic())
    cap = tuning.FAST_CORE_MAX_NODES
    nodes = cap if max_nodes is None else min(max_nodes, cap)
    verdict, line, count = CORE.search(root, draw, max_passes, params(), nodes, seconds, seed, cancel)
    return _VERDICTS[verdict], line, count
