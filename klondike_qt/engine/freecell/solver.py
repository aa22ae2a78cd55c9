"""A FreeCell solver that decides a deal: a winning line, or a proof that none exists.

FreeCell hides nothing, so one search over the positions does both jobs:

- **Positions** are encoded as small ints (card index = suit × 13 + rank − 1):
  eight column tuples and the occupied cells. The *canonical key* sorts the
  columns and the cells, since neither their order nor which cell holds a card
  changes what can happen next (the foundations follow from the rest).
- **Moves** are the one-card moves (to a foundation, to a cell, from a cell,
  column to column) plus *supermoves*: a run moves as a unit to a column it
  fits on, or to an empty column, within the rule book's capacity
  (free cells + 1) × 2^(empty columns). Supermoves stand for one-card moves
  through the free space, so they add shortcuts, never new positions; the
  one-card moves keep the search complete.
- **Safe cards go up by themselves** after every move (rank ≤ 2, or rank − 1
  already on both foundations of the other colour): such a card can never be
  needed in the tableau again, so this only removes positions that are no
  better than their successors. They are part of the line, as the rule book asks.
- **Best-first** order: a priority that counts cards still to go up, cards
  lying on a lower card of their own suit (each will need to move), and the
  free space; ties by depth. A position is expanded once (its canonical key is
  remembered), so when the frontier runs dry every reachable position has been
  seen and the deal is proven lost.

The result is :class:`FreeCellResult`: ``outcome`` (solved / unsolvable / unknown
when the budget ran out or the caller cancelled), the winning ``moves`` in the
notation of :mod:`.state`, and the number of positions expanded.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass, field

from ..cards import CARDS
from ..search_budget import LineResult, SearchBudget, replay
from ..solver.values import Verdict
from .state import FOUNDATION, FreeCellMove, FreeCellState, Target

Columns = tuple[tuple[int, ...], ...]
Cells = tuple[int, ...]

_RANK = tuple(card.rank for card in CARDS)
_SUIT = tuple(int(card.suit) for card in CARDS)
_RED = tuple(card.is_red for card in CARDS)
#: _FITS[a][b]: card a may lie on card b in the tableau.
_FITS = tuple(tuple(_RANK[a] + 1 == _RANK[b] and _RED[a] != _RED[b] for b in range(52)) for a in range(52))


#: The answer (for annotations: build results as ``LineResult(...)``, since a
#: subscripted frozen dataclass cannot be called): solved with a line, proven unsolvable, or unknown.
FreeCellResult = LineResult[FreeCellMove]


#: One step of a line: (card index, target kind "t" / "c" / "f", column number or 0).
Step = tuple[int, str, int]


@dataclass(slots=True)
class _Node:
    columns: Columns
    cells: Cells
    found: tuple[int, int, int, int]
    parent: _Node | None = None
    steps: tuple[Step, ...] = field(default=())
    depth: int = 0


def _safe(card: int, found: tuple[int, int, int, int]) -> bool:
    rank = _RANK[card]
    if rank <= 2:
        return True
    red = _RED[card]
    return all(found[suit] >= rank - 1 for suit in range(4) if _RED[suit * 13] != red)


def _auto(columns: list[tuple[int, ...]], cells: list[int], found: list[int], steps: list[Step]) -> None:
    """Send every safe card up, repeatedly, recording each as a step."""
    moved = True
    while moved:
        moved = False
        for i, card in enumerate(cells):
            if _RANK[card] == found[_SUIT[card]] + 1 and _safe(card, (found[0], found[1], found[2], found[3])):
                found[_SUIT[card]] += 1
                del cells[i]
                steps.append((card, "f", 0))
                moved = True
                break
        if moved:
            continue
        for n, column in enumerate(columns):
            if column:
                card = column[-1]
                if _RANK[card] == found[_SUIT[card]] + 1 and _safe(card, (found[0], found[1], found[2], found[3])):
                    found[_SUIT[card]] += 1
                    columns[n] = column[:-1]
                    steps.append((card, "f", 0))
                    moved = True
                    break


@dataclass(frozen=True, slots=True)
class Weights:
    """How the best-first search ranks a position (lower is more promising):
    ``found`` per card still to go up, ``blocked`` per card lying on a lower
    card of its own suit (each must move again), ``buried`` per card lying on
    the next card a foundation needs, ``cell`` per occupied cell, ``empty`` (a
    bonus) per empty column, ``unsorted`` per card under a column's top run."""

    found: int = 3
    blocked: int = 1
    buried: int = 1
    cell: int = 1
    empty: int = 3
    unsorted: int = 0


#: The searches a hard deal is tried with in turn, each with a budget that
#: grows round by round: deals that are hard for one ranking are mostly easy
#: for another (measured on deals 1–1000: ``bench/freecell_bench.py``).
PORTFOLIO: tuple[Weights, ...] = (
    Weights(),
    Weights(unsorted=2),
    Weights(blocked=0, unsorted=1),
    Weights(found=4, empty=2),
)
#: Positions for each search in the first round; each later round doubles them.
FIRST_ROUND = 4_000


def _priority(weights: Weights, columns: Columns, cells: Cells, found: tuple[int, int, int, int]) -> int:
    blocked = 0
    buried = 0
    unsorted = 0
    for column in columns:
        lowest = [99, 99, 99, 99]
        height = len(column)
        for i, card in enumerate(column):
            suit = _SUIT[card]
            rank = _RANK[card]
            if rank > lowest[suit]:
                blocked += 1
            elif rank < lowest[suit]:
                lowest[suit] = rank
            if rank == found[suit] + 1:
                buried += height - 1 - i
        if weights.unsorted and height:
            start = height - 1
            while start > 0 and _FITS[column[start]][column[start - 1]]:
                start -= 1
            unsorted += start
    empty = sum(1 for column in columns if not column)
    return ((52 - sum(found)) * weights.found + blocked * weights.blocked + buried * weights.buried
            + len(cells) * weights.cell - empty * weights.empty + unsorted * weights.unsorted)


def _key(columns: Columns, cells: Cells) -> tuple[Columns, Cells]:
    return tuple(sorted(columns)), tuple(sorted(cells))


class FreeCellSolver:
    """The searches for one position; :meth:`solve` may be called once."""

    def __init__(self, state: FreeCellState, max_positions: int = 2_000_000,
                 deadline: float | None = None, cancelled: Callable[[], bool] | None = None) -> None:
        self.state = state
        self.budget = SearchBudget(max_positions, deadline, cancelled)
        self.positions = 0

    def solve(self) -> FreeCellResult:
        """Each ranking of :data:`PORTFOLIO` searches in turn, round after
        round, resuming where it stopped with a budget that doubles from
        :data:`FIRST_ROUND`, without taking cards back from the foundations:
        that finds most lines soonest. A search that runs dry has seen every
        position reachable that way; then one last search with foundation
        cards allowed back decides."""
        start = time.monotonic()
        if self.state.is_won:
            return LineResult(Verdict.SOLVED, (), 0, 0.0)
        searches = [self._search(start, weights, returns=False) for weights in PORTFOLIO]
        for search in searches:
            next(search)  # to its first yield, where it waits for a budget
        budget = FIRST_ROUND
        while True:
            for search in searches:
                result = search.send(budget)
                if result is None:
                    continue  # this round's budget spent: the next ranking
                if result.outcome is not Verdict.UNSOLVABLE:
                    return result
                searches.clear()  # free their positions before the last search
                final = self._search(start, PORTFOLIO[0], returns=True)
                next(final)
                return final.send(None) or self._unknown(start)
            budget *= 2

    def _unknown(self, start: float) -> FreeCellResult:
        return LineResult(Verdict.UNKNOWN, (), self.positions, time.monotonic() - start)

    def _search(self, start: float, weights: Weights, returns: bool) -> Generator[FreeCellResult | None, int | None]:
        """One best-first search as a coroutine: each ``send(limit)`` runs it
        until it has expanded ``limit`` positions in all (None: no limit), then
        it answers None to be resumed later, or its result: solved, proven
        lost, or unknown when the solver's whole budget ran out."""
        limit = yield None
        state = self.state
        columns = [tuple(card.index for card in column) for column in state.columns]
        cells = sorted(card.index for card in state.cells if card is not None)
        found = list(state.foundations)
        steps: list[Step] = []
        _auto(columns, cells, found, steps)
        root = _Node(tuple(columns), tuple(cells), (found[0], found[1], found[2], found[3]), None, tuple(steps))
        if sum(root.found) == 52:
            yield self._result(Verdict.SOLVED, root, start)
            return
        seen = {_key(root.columns, root.cells)}
        counter = 0
        expanded = 0
        heap: list[tuple[int, int, int, _Node]] = [(0, 0, 0, root)]
        while heap:
            _, _, _, node = heapq.heappop(heap)
            self.positions += 1
            expanded += 1
            if expanded & 63 == 0:
                if self._out_of_budget():
                    yield self._unknown(start)
                    return
                while limit is not None and expanded >= limit:
                    limit = yield None
            for child in self._children(node, returns):
                key = _key(child.columns, child.cells)
                if key in seen:
                    continue
                seen.add(key)
                if sum(child.found) == 52:
                    yield self._result(Verdict.SOLVED, child, start)
                    return
                counter += 1
                heapq.heappush(heap, (_priority(weights, child.columns, child.cells, child.found),
                                      child.depth, counter, child))
        yield LineResult(Verdict.UNSOLVABLE, (), self.positions, time.monotonic() - start)

    def _out_of_budget(self) -> bool:
        return self.budget.spent(self.positions)

    def _result(self, outcome: Verdict, node: _Node, start: float) -> FreeCellResult:
        lines: list[tuple[Step, ...]] = []
        walk: _Node | None = node
        while walk is not None:
            lines.append(walk.steps)
            walk = walk.parent
        moves = tuple(_to_move(step) for steps in reversed(lines) for step in steps)
        return LineResult(outcome, moves, self.positions, time.monotonic() - start)

    def _children(self, node: _Node, returns: bool) -> list[_Node]:
        columns, cells, found = node.columns, node.cells, node.found
        out: list[_Node] = []
        free = 4 - len(cells)
        empties = [n for n, column in enumerate(columns) if not column]

        def child(new_columns: list[tuple[int, ...]], new_cells: list[int], new_found: list[int],
                  step: Step) -> None:
            steps = [step]
            _auto(new_columns, new_cells, new_found, steps)
            new_cells.sort()
            out.append(_Node(tuple(new_columns), tuple(new_cells),
                             (new_found[0], new_found[1], new_found[2], new_found[3]),
                             node, tuple(steps), node.depth + 1))

        # To a foundation (cards the automatic rule left behind).
        for i, card in enumerate(cells):
            if _RANK[card] == found[_SUIT[card]] + 1:
                new_found = list(found)
                new_found[_SUIT[card]] += 1
                child(list(columns), [*cells[:i], *cells[i + 1:]], new_found, (card, "f", 0))
        for n, column in enumerate(columns):
            if column and _RANK[column[-1]] == found[_SUIT[column[-1]]] + 1:
                card = column[-1]
                new_columns = list(columns)
                new_columns[n] = column[:-1]
                new_found = list(found)
                new_found[_SUIT[card]] += 1
                child(new_columns, list(cells), new_found, (card, "f", 0))
        # Runs (and single cards) from column to column.
        tops = [(m, target[-1]) for m, target in enumerate(columns) if target]
        first_empty = empties[0] if empties else -1
        room = (free + 1) << len(empties)  # to a column that has cards
        room_empty = room >> 1  # to an empty column, which does not count
        for n, column in enumerate(columns):
            height = len(column)
            if not height:
                continue
            start = height - 1
            while start > 0 and _FITS[column[start]][column[start - 1]]:
                start -= 1
            run = height - start
            longest = run if run < room else room
            top_rank = _RANK[column[-1]]
            for m, top in tops:
                # The one run length whose head could fit on this top.
                length = _RANK[top] - top_rank
                if 1 <= length <= longest and m != n and _FITS[column[-length]][top]:
                    new_columns = list(columns)
                    new_columns[n] = column[:-length]
                    new_columns[m] = columns[m] + column[-length:]
                    child(new_columns, list(cells), list(found), (column[-length], "t", m + 1))
            if first_empty >= 0:
                # Empty columns are alike: try the first one only. A whole
                # column moved to an empty one changes nothing.
                for length in range(1, (run if run < room_empty else room_empty) + 1):
                    if length == height:
                        continue
                    new_columns = list(columns)
                    new_columns[n] = column[:-length]
                    new_columns[first_empty] = column[-length:]
                    child(new_columns, list(cells), list(found), (column[-length], "t", first_empty + 1))
        # From a cell to a column.
        for i, card in enumerate(cells):
            rest = [*cells[:i], *cells[i + 1:]]
            for m, target in enumerate(columns):
                if (target and _FITS[card][target[-1]]) or (m == first_empty):
                    new_columns = list(columns)
                    new_columns[m] = target + (card,)
                    child(new_columns, list(rest), list(found), (card, "t", m + 1))
        # A foundation's top card back to a column (the rule book allows it),
        # unless it is safe there: then no card is left that could lie on it.
        for suit in range(4 if returns else 0):
            height = found[suit]
            if not height:
                continue
            card = suit * 13 + height - 1
            lowered = list(found)
            lowered[suit] -= 1
            if _safe(card, (lowered[0], lowered[1], lowered[2], lowered[3])):
                continue
            for m, target in enumerate(columns):
                if (target and _FITS[card][target[-1]]) or (m == first_empty):
                    new_columns = list(columns)
                    new_columns[m] = target + (card,)
                    out.append(_Node(tuple(new_columns), cells, (lowered[0], lowered[1], lowered[2], lowered[3]),
                                     node, ((card, "t", m + 1),), node.depth + 1))
        # From a column to a cell.
        if free:
            for n, column in enumerate(columns):
                if column:
                    new_columns = list(columns)
                    new_columns[n] = column[:-1]
                    child(new_columns, [*cells, column[-1]], list(found), (column[-1], "c", 0))
        return out


def _to_move(step: Step) -> FreeCellMove:
    card, kind, number = step
    if kind == "f":
        return FreeCellMove(CARDS[card], FOUNDATION)
    if kind == "c":
        return FreeCellMove(CARDS[card], Target.cell())
    return FreeCellMove(CARDS[card], Target.column(number))


def solve_freecell(state: FreeCellState, max_positions: int = 2_000_000, seconds: float | None = None,
                   cancelled: Callable[[], bool] | None = None) -> FreeCellResult:
    """Decide ``state``: a winning line, a proof that there is none, or unknown
    when ``max_positions`` or ``seconds`` ran out or ``cancelled()`` said so."""
    deadline = None if seconds is None else time.monotonic() + seconds
    return FreeCellSolver(state, max_positions, deadline, cancelled).solve()




__all__ = ["FreeCellResult", "FreeCellSolver", "Verdict", "replay", "solve_freecell"]
