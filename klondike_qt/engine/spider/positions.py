"""How Spider's solver (:mod:`.solver`) holds a position and ranks it; the
searches themselves and the portfolio are the solver's.

- **Positions** are ten ``bytes``, one a column, bottom first: a face-up card
  is its index (suit × 13 + rank − 1; the two decks' twins are the same byte),
  a face-down card its index + 64, plus how many rows are dealt. A ``bytes``
  caches its hash, so a key costs little to build and to look up. Once the
  stock is empty the columns are interchangeable (only a dealt row tells them
  apart), and the key sorts them: positions that differ only by the order of
  the columns are searched once.
- **Ranking** (lower is better, :class:`Weights`): sequences still to
  complete, face-down cards, the breaks between face-up cards (a change of
  suit that still descends, or no descent at all), rows still in the stock,
  and a bonus per empty column. Dealing a row adds breaks, so a row is dealt
  when the moves on the table look no better.
- The search's node and the column helpers every search uses are here too.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import CARDS

#: A face-down card is stored as its index + _DOWN.
_DOWN = 64
_DOWN_BYTES = bytes(range(_DOWN, 2 * _DOWN))
#: Rank of a byte (0 for a face-down card, which nothing fits).
_RANK = tuple(CARDS[b].rank if b < 52 else 0 for b in range(2 * _DOWN))
#: _UP[b]: the card ``b`` continues a same-suit run on (-1: none, or face down).
_UP = tuple(b + 1 if b < 52 and CARDS[b].rank < 13 else -1 for b in range(2 * _DOWN))
#: A completed sequence of suit s, King first, as it lies in a column.
_SEQUENCE = tuple(bytes(range(s * 13 + 12, s * 13 - 1, -1)) for s in range(4))

Columns = tuple[bytes, ...]
#: The exact key's separators (no card byte reaches them).
_FUTURE = b"\xfe"
_COLUMN_SEP = b"\xff"
#: One step of a line: (source column, card index, target column), 1-based; (0, -1, 0) is the deal.
Step = tuple[int, int, int]
_DEAL_STEP: Step = (0, -1, 0)


@dataclass(frozen=True, slots=True)
class Weights:
    """How a search ranks a position (lower is more promising): ``done`` per
    sequence still to complete, ``down`` per face-down card, ``soft`` per
    face-up card on a card one higher of another suit, ``hard`` per face-up
    card on a card that is not one higher, ``rows`` per row in the stock,
    ``empty`` (a bonus) per empty column; ``deep`` breaks ties towards the
    deeper position. ``splits``: a same-suit run may be split only to
    complete a sequence (1), also to make a longer run (2), or never (0).
    ``dfs``: search greedy depth first (the best new child first, back up
    when none is left) instead of best first over the whole frontier.
    ``share``: the part of each round's budget the search gets in the portfolio.
    ``fill``: a cost per empty column while a row is left in the stock (a
    row is dealt only when every column holds a card).
    ``complete``: no move a win may need is pruned (:meth:`SpiderSolver.all_children`)
    and the key is the exact one that identifies
    positions up to the order of the columns, their future stock cards going
    with them (:meth:`SpiderSolver.exact_key`): such a search that runs dry
    has seen every position reachable and proves the deal lost (NOTES.md).
    ``beam``: the first width of an iterative beam search, ``per_layout``
    the most children a level with one layout of face-down cards.
    ``loose``: a card lying on another suit's next card moves onto any card
    one higher and into the first empty column (else only onto its own
    suit's next card), and with ``splits=2`` a run is split into the first
    empty column too while a row is left: the move set of KPatience's
    Spider solver, which four suits need (``NOTES.md``, "The compiled beam
    search"). ``native``: the beam search runs in the compiled core
    (:mod:`.core`, which has that move set built in); ``run`` is then a cost per same-suit run on the
    table (the first face-up card of a column and every break) and ``king`` a
    bonus per column with a face-up King at the bottom."""

    done: int = 30
    down: int = 8
    soft: int = 2
    hard: int = 2
    rows: int = 3
    empty: int = 8
    deep: bool = False
    splits: int = 1
    dfs: bool = False
    complete: bool = False
    fill: int = 0
    share: float = 1.0
    beam: int = 0
    per_layout: int = 0
    native: bool = False
    loose: bool = False
    run: int = 0
    king: int = 0


@dataclass(slots=True)
class _Node:
    columns: Columns
    dealt: int  # rows dealt from the stock
    done: int  # sequences completed
    score: int  # the sum of the columns' scores (see _Search.column_score)
    parent: _Node | None
    step: Step | None
    depth: int


def _flip(column: bytes) -> bytes:
    """The column with its top turned up if it was face down."""
    if column and column[-1] >= _DOWN:
        return column[:-1] + bytes((column[-1] - _DOWN,))
    return column


def _complete(column: bytes) -> bytes | None:
    """The column without its top 13 cards if they are a completed sequence, else None."""
    top = column[-1]
    if top < 52 and _RANK[top] == 1 and len(column) >= 13 and column.endswith(_SEQUENCE[top // 13]):
        return column[:-13]
    return None


def _run_start(column: bytes) -> int:
    """The index of the first card of the column's movable run (0 when empty)."""
    start = len(column) - 1
    while start > 0 and column[start - 1] == _UP[column[start]]:
        start -= 1
    return max(start, 0)
