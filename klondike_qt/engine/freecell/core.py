"""The compiled core of the FreeCell solver (``_fccore.c``), when it is built.

``setup.py`` builds it with ``optional=True``, beside Klondike's core: where
nothing can be compiled, ``pip install`` goes on without it, :data:`CORE` is
None and :func:`~.solver.solve` runs the pure-Python search of
:mod:`.solver` instead (same verdicts, 50–100 times slower; the module's
NOTES). ``tests/test_freecell_solver.py`` checks the core's verdicts against
the Python search's on positions in play and replays its lines.

What the core does (its source says the same):

- **Moves**: every single-card move of the rule book (column or cell to a
  foundation, column to a free cell, cell or column top to a column it fits
  on or to an empty column, a foundation's top card back to a column), plus
  runs moved as a unit (supermoves) within the capacity (free cells + 1) ×
  2^(empty columns), halved when the target is empty. A supermove is a
  sequence of single-card moves through the free space, so it adds a
  shortcut, never a position the single-card moves could not reach.
- **Canonical positions**: for each card, what lies under it (another card,
  nothing, a free cell, its foundation). Cards are distinct, so two positions
  share a key exactly when they are equal up to the order of their columns
  and of their cells; a move changes one card's entry, so the key's Zobrist
  hash is kept up to date move by move. Each scan's transposition table holds
  whole keys (no hash collision can hide a position).
- **Safe cards go up** after every move (:data:`~.solver` NOTES, rule 2).
- **Scans**: several depth-first scans take turns, each with its own table,
  its own order of the children and a share of positions that doubles every
  round (Freecell Solver's soft-DFS and random-DFS scans). :data:`ORDERS`:
  0 ranks the children by the position each leads to (cards still to go up,
  cards on a lower card of their own suit, cards over the next card a
  foundation needs, occupied cells, empty columns as a bonus), 1 the same
  with other weights, 2 keeps the order the moves are made in (foundation,
  column to column, cell to column, returns, column to cell), 3 to 31 a
  shuffle seeded by the number (Freecell Solver's random-dfs), 32 to 63 the
  ranking of 0 with seeded noise (up to 8 points of priority); 128 added to
  an order restarts that scan afresh, with a new seed and an empty table,
  at each of its turns (the costs of a shuffled or noisy scan are
  heavy-tailed: a restart cuts the long runs short). Kept: 0 and 1 (to the
  end) and five restarting noisy rankings (48–52), the first turns 1,500
  positions each (``bench/freecell-results.md``).
  A shuffled scan marks a position
  in its table when it enters it, not when it makes it: children left
  untried when a line is found cost no key (the ranked scans make every
  child to rank it, so it marks them then and ranks only the new ones). The
  first scan that wins gives the line, straightened (from each position of
  its path, the move that reaches furthest along it).
- **The proof**: every scan allows every move, so the first one whose stack
  runs dry has expanded every position reachable from the root (up to the
  reductions of the NOTES): the deal is lost. A restarting scan can give
  that proof only within one turn; the two ranked scans keep their tables
  to the end, so one of them gives it on a lost deal.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from ..cards import CARDS
from ..solving import Verdict
from .state import FOUNDATION, FreeCellMove, Target

CORE: ModuleType | None
try:
    from . import _fccore as CORE
except ImportError:  # not built: the Python search runs
    CORE = None

#: The scans, in turn (see above); measured in ``bench/freecell-results.md``.
ORDERS = bytes((0, 1, 128 + 48, 128 + 49, 128 + 50, 128 + 51, 128 + 52))
#: Positions each scan expands in the first round; the share doubles each round.
FIRST_QUOTA = 1_500
_RED = bytes(int(CARDS[suit * 13].is_red) for suit in range(4))
_VERDICTS = (Verdict.SOLVED, Verdict.UNSOLVABLE, Verdict.UNKNOWN)

#: The targets of a step's code (card × 16 + target): a foundation, a free cell, columns 1–8.
_TARGETS = (FOUNDATION, Target.cell(), *(Target.column(number) for number in range(1, 9)))
#: The moves are frozen values, made once and shared, indexed by their code.
_MOVES = {card * 16 + number: FreeCellMove(CARDS[card], target)
          for card in range(52) for number, target in enumerate(_TARGETS)}


def moves(steps: bytes) -> tuple[FreeCellMove, ...]:
    """The core's steps (native 16-bit codes, card × 16 + target: 0 a
    foundation, 1 a free cell, 2 + n column n counted from 0) as moves of the
    notation. The core plays only moves the rule book allows, on the columns
    in the order it was given them, so they are not played through the rules
    again here (the tests and the benchmark replay every line they get)."""
    return tuple(map(_MOVES.__getitem__, memoryview(steps).cast("H")))


def enabled() -> bool:
    """Whether the compiled core is there."""
    return CORE is not None


def search(columns: list[bytes], cells: list[int], found: list[int], *, max_nodes: int | None,
           seconds: float | None, cancel: Callable[[], bool] | None, max_stored: int,
           orders: bytes = ORDERS, returns: bool = True) -> tuple[Verdict, bytes, int]:
    """Decide the position (before its safe cards go up): the verdict, the
    winning line's steps (safe cards included) and the positions expanded.
    ``returns=False`` leaves foundation cards where they are (the tests
    compare that with an exhaustive search of the same moves)."""
    assert CORE is not None
    verdict, steps, nodes = CORE.search(columns, bytes(cells), bytes(found), _RED, True, returns, orders, FIRST_QUOTA,
                                        max_nodes, seconds, cancel, max_stored)
    return _VERDICTS[verdict], steps or b"", nodes
