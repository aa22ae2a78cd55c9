"""A full-information Spider solver: a winning line, a proof that none exists,
or "unknown" when its budget runs out.

It knows the face-down cards and the order of the stock (hints and "still
winnable?" are about the deal as dealt), and searches best-first:

- **Positions** are small ints: ten column tuples (card index = suit × 13 +
  rank − 1; the two decks' twins are the same int), the face-down counts,
  how many rows are dealt and how many sequences are complete. The key sorts
  nothing: face-down cards make columns unlike one another.
- **Moves** are every legal move of the rule book: any card of a column's
  movable same-suit run to a column whose top is one rank higher, or to an
  empty column (one empty column stands for all; a whole column never moves
  to an empty one, which would change nothing), and the row from the stock
  while no column is empty. Completed sequences leave and new tops turn up as
  in the engine.
- **Pruning:** a card already lying on its own suit's next card is never
  taken off it, and a card lying on another suit's next card moves only onto
  one of its own suit's (never to an empty column). These moves rarely
  matter, but they might, so a search that runs dry proves nothing: the
  answer is then "unknown", never a false "lost".
- **Ranking** (lower is better): sequences still to complete (× 30), face-down
  cards (× 8), the breaks between face-up cards that are not a same-suit run
  (× 2), rows still in the stock (× 3), and a bonus per empty column (× 8);
  chosen on one-suit deals 1–10 by deals solved within 6,000 positions.

Budgeted by positions, seconds and a cancel callback, like the other solvers.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..cards import CARDS
from ..search_budget import LineResult, SearchBudget, replay
from ..solver.values import Verdict
from .deal import COLUMN_COUNT
from .state import DEAL, SEQUENCES, SpiderMove, SpiderState

_RANK = tuple(card.rank for card in CARDS)
_SUIT = tuple(int(card.suit) for card in CARDS)

Columns = tuple[tuple[int, ...], ...]
#: One step of a line: (source column, card index, target column); (0, -1, 0) is the deal.
Step = tuple[int, int, int]
_DEAL_STEP: Step = (0, -1, 0)


#: The answer (for annotations: build results as ``LineResult(...)``, since a
#: subscripted frozen dataclass cannot be called): solved with a line, or unknown.
SpiderResult = LineResult[SpiderMove]


@dataclass(slots=True)
class _Node:
    columns: Columns
    hidden: tuple[int, ...]
    dealt: int  # rows dealt from the stock
    done: int  # sequences completed
    parent: _Node | None
    step: Step | None
    depth: int


def _follows(card: int, below: int) -> bool:
    return _SUIT[card] == _SUIT[below] and _RANK[card] + 1 == _RANK[below]


def _settle(columns: list[tuple[int, ...]], hidden: list[int], touched: tuple[int, ...]) -> int:
    """Remove completed sequences from the touched columns (returns how many)
    and turn up new tops, as the engine does."""
    completed = 0
    for n in touched:
        column = columns[n]
        if len(column) - hidden[n] >= 13 and _RANK[column[-13]] == 13:
            top = column[-13:]
            if all(_follows(top[i + 1], top[i]) for i in range(12)):
                columns[n] = column[:-13]
                completed += 1
    for n in touched:
        if hidden[n] >= len(columns[n]):
            hidden[n] = max(len(columns[n]) - 1, 0)
    return completed


def _rank_position(node: _Node, rows: int) -> int:
    down = sum(node.hidden)
    breaks = 0
    empty = 0
    for n, column in enumerate(node.columns):
        if not column:
            empty += 1
            continue
        for i in range(node.hidden[n] + 1, len(column)):
            if not _follows(column[i], column[i - 1]):
                breaks += 1
    return (SEQUENCES - node.done) * 30 + down * 8 + breaks * 2 + (rows - node.dealt) * 3 - empty * 8


class SpiderSolver:
    """One best-first search from ``state``."""

    def __init__(self, state: SpiderState, max_positions: int = 300_000, deadline: float | None = None,
                 cancelled: Callable[[], bool] | None = None) -> None:
        self.state = state
        self.budget = SearchBudget(max_positions, deadline, cancelled)
        self.positions = 0
        self.stock = tuple(card.index for card in state.stock)
        self.rows = len(self.stock) // COLUMN_COUNT

    def solve(self) -> SpiderResult:
        start = time.monotonic()
        state = self.state
        if state.is_won:
            return LineResult(Verdict.SOLVED)
        root = _Node(tuple(tuple(card.index for card in column) for column in state.columns),
                     state.hidden, 0, len(state.completed), None, None, 0)
        seen = {(root.columns, root.hidden, 0)}
        heap: list[tuple[int, int, int, _Node]] = [(0, 0, 0, root)]
        counter = 0
        while heap:
            _, _, _, node = heapq.heappop(heap)
            self.positions += 1
            if self.positions & 31 == 0 and self._out_of_budget():
                return LineResult(Verdict.UNKNOWN, (), self.positions, time.monotonic() - start)
            for child in self._children(node):
                key = (child.columns, child.hidden, child.dealt)
                if key in seen:
                    continue
                seen.add(key)
                if child.done == SEQUENCES:
                    return self._result(child, start)
                counter += 1
                heapq.heappush(heap, (_rank_position(child, self.rows), child.depth, counter, child))
        # The moves left out (below) may matter in principle, so a search that
        # runs dry proves nothing: say unknown, never a false "lost".
        return LineResult(Verdict.UNKNOWN, (), self.positions, time.monotonic() - start)

    def _out_of_budget(self) -> bool:
        return self.budget.spent(self.positions)

    def _result(self, node: _Node, start: float) -> SpiderResult:
        steps: list[Step] = []
        walk: _Node | None = node
        while walk is not None and walk.step is not None:
            steps.append(walk.step)
            walk = walk.parent
        moves = tuple(DEAL if step == _DEAL_STEP else SpiderMove(step[0], CARDS[step[1]], step[2])
                      for step in reversed(steps))
        return LineResult(Verdict.SOLVED, moves, self.positions, time.monotonic() - start)

    def _children(self, node: _Node) -> list[_Node]:
        columns, hidden = node.columns, node.hidden
        out: list[_Node] = []
        first_empty = next((n for n, column in enumerate(columns) if not column), -1)
        tops: dict[int, list[int]] = {}
        for m, column in enumerate(columns):
            if column:
                tops.setdefault(_RANK[column[-1]], []).append(m)
        for n, column in enumerate(columns):
            height = len(column)
            if not height:
                continue
            start = height - 1
            while start > hidden[n] and _follows(column[start], column[start - 1]):
                start -= 1
            for i in range(start, height):
                card = column[i]
                below = column[i - 1] if i > hidden[n] else -1  # -1: nothing face up below
                if below >= 0 and _follows(card, below):
                    continue  # already on its own suit's next card: never taken off
                fits_below = below >= 0 and _RANK[below] == _RANK[card] + 1
                targets = list(tops.get(_RANK[card] + 1, ()))
                if first_empty >= 0 and i > 0 and not fits_below:
                    targets.append(first_empty)
                for m in targets:
                    if m == n:
                        continue
                    if fits_below and _SUIT[columns[m][-1]] != _SUIT[card]:
                        continue  # from one other-suit next card to another: no gain
                    new_columns = list(columns)
                    new_hidden = list(hidden)
                    new_columns[n] = column[:i]
                    new_columns[m] = columns[m] + column[i:]
                    done = _settle(new_columns, new_hidden, (n, m))
                    out.append(_Node(tuple(new_columns), tuple(new_hidden), node.dealt, node.done + done,
                                     node, (n + 1, card, m + 1), node.depth + 1))
        if node.dealt < self.rows and first_empty < 0:
            row = self.stock[node.dealt * COLUMN_COUNT:(node.dealt + 1) * COLUMN_COUNT]
            new_columns = [column + (card,) for column, card in zip(columns, row)]
            new_hidden = list(hidden)
            done = _settle(new_columns, new_hidden, tuple(range(COLUMN_COUNT)))
            out.append(_Node(tuple(new_columns), tuple(new_hidden), node.dealt + 1, node.done + done,
                             node, _DEAL_STEP, node.depth + 1))
        return out


def solve_spider(state: SpiderState, max_positions: int = 300_000, seconds: float | None = None,
                 cancelled: Callable[[], bool] | None = None) -> SpiderResult:
    """Decide ``state`` within ``max_positions`` / ``seconds``: solved with a line,
    proven unsolvable, or unknown."""
    deadline = None if seconds is None else time.monotonic() + seconds
    return SpiderSolver(state, max_positions, deadline, cancelled).solve()



__all__ = ["SpiderResult", "SpiderSolver", "Verdict", "replay", "solve_spider"]
