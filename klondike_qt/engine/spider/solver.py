"""A full-information Spider solver: a winning line, a proof that none
exists, or "unknown" when its budget runs out.

It knows the face-down cards and the order of the stock (hints and "still
winnable?" are about the deal as dealt):

- **Positions** (:mod:`.positions`): ten ``bytes`` and the rows dealt; once
  the stock is empty the key sorts the columns (they are interchangeable).
- **Moves** are the rule book's: a column's movable same-suit run (or its
  upper part) to a column whose top is one rank higher, or to an empty column
  (one empty column stands for all; a whole column never moves to an empty
  one, which would change nothing), and the row from the stock while no
  column is empty. Completed sequences leave and new tops turn up as in the
  engine.
- **Pruning** (moves that rarely matter, left out): a card lying on its own
  suit's next card is taken off it only onto its own suit's next card, and
  only where that completes a sequence (``Weights.splits``: splitting runs
  more freely measured worse for the depth-first search) or, in the beam
  search, makes a longer run; a card lying on another suit's next card
  moves, in the depth-first search, only onto one of its own suit's (never
  to an empty column), in the beam search anywhere (``Weights.loose``:
  without it no four-suit deal is won). These moves might matter, so a
  pruned search that runs dry proves nothing.
- **The complete search** (``Weights.complete``) prunes no move a win may
  need: every run onto every column one higher, every run to the first empty
  column and, while the stock lasts, a whole column to each (which reaches
  a run into any empty column), with the exact key (the columns sorted, each
  with the cards the stock will still deal it). When it runs dry it has seen every position reachable and
  the answer is "lost" (``Verdict.UNSOLVABLE``); the argument is in
  ``NOTES.md`` beside this module. It is ordered like the greedy depth-first
  search, so it finds wins too.
- **Ranking** (lower is better): :class:`~.positions.Weights`.
- **Searches:** greedy depth first (the best new child first, back up when
  none is left), which solves nearly every one-suit deal within a few hundred
  positions; an iterative beam search (level by level the best children go
  on, at most ``per_layout`` of them with the same face-down cards, so the
  beam is not filled with rearrangements of one position; a pass that runs
  dry starts again twice as wide; in the compiled core, :mod:`.core`, when
  it is built: :data:`CORE_PORTFOLIO`); the complete search. They take turns
  (:data:`PORTFOLIO`) with a budget that doubles round by round, as the
  FreeCell solver does. Figures: ``bench/spider-results.md``.

:func:`solve` takes a :class:`~klondike_qt.engine.solving.Budget` (positions,
seconds) and a cancel flag, like every game's solver.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import replace

from ..cards import CARDS
from ..solving import Budget, Cancel, Limits, SolveResult, Verdict, as_budget, replay
from . import core
from .deal import COLUMN_COUNT
from .positions import (
    _COLUMN_SEP,
    _DEAL_STEP,
    _DOWN,
    _DOWN_BYTES,
    _FUTURE,
    _RANK,
    _UP,
    Columns,
    Step,
    Weights,
    _complete,
    _flip,
    _Node,
    _run_start,
)
from .state import DEAL, SEQUENCES, SpiderIllegal, SpiderMove, SpiderState

#: The answer: solved with a line, unsolvable, or unknown.
SpiderResult = SolveResult[SpiderMove]




#: The searches a deal is tried with in turn: greedy depth first (solves
#: nearly every one-suit deal within a few hundred positions), the iterative
#: beam search with at most four children of one layout of face-down cards a
#: level (two suits: 39 of deals 1-40 within 250,000 positions, where the
#: best-first searches it replaces solved some two thirds), and the complete
#: search, the only one whose running dry proves the deal lost, with a
#: quarter share (in a stuck position the others soon run dry and it goes on
#: alone).
PORTFOLIO: tuple[Weights, ...] = (Weights(down=12, dfs=True, share=0.25),
                                  Weights(down=12, beam=100, per_layout=4, loose=True, splits=2, share=2),
                                  Weights(down=12, dfs=True, complete=True, fill=24, share=0.25))
#: The portfolio when the compiled core is built (:mod:`.core`): its beam
#: search instead of the Python one, with a share that gives it most of the
#: time (it expands some ten times as many positions a second; figures in
#: ``bench/spider-results.md``).
CORE_PORTFOLIO: tuple[Weights, ...] = (PORTFOLIO[0], replace(PORTFOLIO[1], native=True, share=8), PORTFOLIO[2])
#: The compiled beam search's widest pass, and the most positions a pass
#: remembers (16 bytes each at most, with its history: some 100 MB; a pass
#: that reaches them ends the search, "unknown").
NATIVE_MAX_WIDTH = 16_384
#: From this width on, a level of the compiled beam search that the layout
#: bound leaves short is filled with the best children the bound left out
#: (four-suit deals 159, 228, 386 and 388: passes of 6,400 and 16,384 with the
#: bound alone expanded the very same positions and died out; filled, each is
#: won at 1,600 or 6,400). Narrower passes keep the bound alone: filled, they
#: cost more on other deals (four-suit deal 43: 176,000 positions, 3.5 million).
NATIVE_FILL_FROM = 1_600
NATIVE_MAX_STORED = 4_000_000
#: Positions for each search in the first round; each later round doubles them.
FIRST_ROUND = 2_000
#: The most positions the complete search remembers (its visited set; about
#: 350 bytes each with its node on the stack: some 200 MB): when it reaches
#: them it stops with "unknown".
MAX_STORED = 500_000
#: The budget of :func:`solve` when none is given.
DEFAULT_BUDGET = Budget(seconds=None, nodes=300_000)




class _Search:
    """One best-first search with one ranking."""

    def __init__(self, solver: SpiderSolver, weights: Weights) -> None:
        self.solver = solver
        self.weights = weights
        self.scores: dict[bytes, int] = {}
        self.key: Callable[[Columns, int], object] = solver.exact_key if weights.complete else solver.key
        self.children: Callable[[_Node, _Search], list[_Node]] = (
            solver.all_children if weights.complete else solver.children)
        #: Whether the search ran dry (it saw every position it could reach).
        self.dry = False
        #: The complete search's visited set is bounded (the pruned ones' as before, not).
        self.max_stored = solver.max_stored if weights.complete else 1 << 62

    def column_score(self, column: bytes) -> int:
        score = self.scores.get(column)
        if score is None:
            w = self.weights
            if not column:
                score = -w.empty
            else:
                down = len(column) - len(column.lstrip(_DOWN_BYTES))
                score = down * w.down
                for i in range(down + 1, len(column)):
                    card = column[i]
                    below = column[i - 1]
                    if below != _UP[card]:
                        score += w.soft if _RANK[below] == _RANK[card] + 1 else w.hard
            self.scores[column] = score
        return score

    def priority(self, node: _Node) -> int:
        w = self.weights
        rows = self.solver.rows - node.dealt
        priority = node.score + (SEQUENCES - node.done) * w.done + rows * w.rows
        if rows and w.fill:
            priority += w.fill * node.columns.count(b"")
        return priority

    def run(self) -> Generator[SpiderResult | None, int | None]:
        """The search as a coroutine: each ``send(limit)`` runs it until it has
        expanded ``limit`` positions in all (None: no limit), then it answers
        None to be resumed later, or its result (solved, or unknown when the
        whole budget ran out or the search ran dry)."""
        limit = yield None
        solver = self.solver
        columns = solver.root
        root = _Node(columns, 0, solver.done, sum(self.column_score(c) for c in columns), None, None, 0)
        if self.weights.native:
            yield from self.native(limit)
            return
        seen = {self.key(root.columns, 0)}
        if self.weights.dfs:
            yield from self.depth_first(root, seen, limit)
            return
        if self.weights.beam:
            yield from self.beam(root, limit)
            return
        heap: list[tuple[int, int, int, _Node]] = [(0, 0, 0, root)]
        counter = 0
        expanded = 0
        sign = -1 if self.weights.deep else 1
        while heap:
            node = heapq.heappop(heap)[3]
            solver.positions += 1
            expanded += 1
            if expanded & 31 == 0:
                if solver.limits.spent(solver.positions) or len(seen) > self.max_stored:
                    yield solver.unknown()
                    return
                while limit is not None and expanded >= limit:
                    limit = yield None
            for child in self.children(node, self):
                key = self.key(child.columns, child.dealt)
                if key in seen:
                    continue
                seen.add(key)
                if child.done == SEQUENCES:
                    yield solver.result(child)
                    return
                counter += 1
                heapq.heappush(heap, (self.priority(child), sign * child.depth, counter, child))
        self.dry = True
        yield solver.unknown()

    def native(self, limit: int | None) -> Generator[SpiderResult | None, int | None]:
        """The compiled core's beam search (:mod:`.core`), resumed pass by
        pass: when a turn's positions run out, the pass it stopped in starts
        again in the next turn. Its line is replayed through the rules before
        it is taken; it never proves a loss (its moves are pruned)."""
        solver = self.solver
        limits = solver.limits
        w = self.weights
        weights = (w.done, w.down, w.soft, w.hard, w.rows, w.empty, w.fill, w.run, w.king)
        columns = list(solver.root)
        width = w.beam
        spent = 0
        while True:
            quota = None if limit is None else limit - spent
            if limits.nodes is not None:
                left = limits.nodes - solver.positions
                quota = left if quota is None else min(quota, left)
            if quota is None or quota > 0:
                seconds = None if limits.deadline is None else max(0.0, limits.deadline - time.monotonic())
                verdict, steps, nodes, width, dry = core.beam(
                    columns, solver.stock, solver.done, weights, width=width, max_width=NATIVE_MAX_WIDTH,
                    per_layout=w.per_layout, fill_from=NATIVE_FILL_FROM, max_nodes=quota, seconds=seconds,
                    cancel=limits.cancelled, max_stored=NATIVE_MAX_STORED)
                solver.positions += nodes
                spent += nodes
                if verdict is Verdict.SOLVED:
                    moves = solver.checked(steps)
                    if moves is not None:
                        yield limits.result(Verdict.SOLVED, moves, solver.positions)
                        return
                    width = 0  # never: the tests replay the core's lines (dropped, as a dry search)
                if dry or not width:
                    self.dry = dry
                    yield solver.unknown()
                    return
                if limits.spent(solver.positions):
                    yield solver.unknown()
                    return
            limit = yield None

    def beam(self, root: _Node, limit: int | None) -> Generator[SpiderResult | None, int | None]:
        """Iterative beam search: level by level, only the ``beam`` best new
        children go on; a pass that runs dry starts again twice as wide."""
        solver = self.solver
        key = self.key
        expanded = 0
        width = self.weights.beam
        while True:
            seen = {key(root.columns, root.dealt)}
            level = [root]
            cut = False  # whether the pass left out a child (else it saw all it could reach)
            while level:
                ranked: dict[object, tuple[int, int, _Node]] = {}
                for node in level:
                    solver.positions += 1
                    expanded += 1
                    if expanded & 31 == 0:
                        if solver.limits.spent(solver.positions):
                            yield solver.unknown()
                            return
                        while limit is not None and expanded >= limit:
                            limit = yield None
                    for child in self.children(node, self):
                        child_key = key(child.columns, child.dealt)
                        if child_key in seen or child_key in ranked:
                            continue
                        if child.done == SEQUENCES:
                            yield solver.result(child)
                            return
                        ranked[child_key] = (self.priority(child), len(ranked), child)
                if self.weights.per_layout:
                    best = self.diverse(ranked, width)
                else:
                    best = heapq.nsmallest(width, ranked.items(), key=lambda item: item[1][:2])
                cut = cut or len(best) < len(ranked)
                seen.update(child_key for child_key, _ in best)
                level = [entry[2] for _, entry in best]
            if not cut:
                self.dry = True
                yield solver.unknown()
                return
            width *= 2

    def diverse(self, ranked: dict[object, tuple[int, int, _Node]],
                width: int) -> list[tuple[object, tuple[int, int, _Node]]]:
        """The ``width`` best children, at most ``per_layout`` of them with the
        same face-down cards (the same progress, the face-up cards rearranged)."""
        most = self.weights.per_layout
        counts: dict[object, int] = {}
        best = []
        for item in sorted(ranked.items(), key=lambda item: item[1][:2]):
            node = item[1][2]
            layout = (node.dealt, node.done, tuple(column[:len(column) - len(column.lstrip(_DOWN_BYTES))]
                                                   for column in node.columns))
            count = counts.get(layout, 0)
            if count < most:
                counts[layout] = count + 1
                best.append(item)
                if len(best) == width:
                    break
        return best

    def depth_first(self, root: _Node, seen: set[object],
                    limit: int | None) -> Generator[SpiderResult | None, int | None]:
        """Greedy depth first: the best new child first, back up when none is left."""
        solver = self.solver
        stack: list[list[_Node]] = [[root]]
        expanded = 0
        while stack:
            frame = stack[-1]
            if not frame:
                stack.pop()
                continue
            node = frame.pop()
            solver.positions += 1
            expanded += 1
            if expanded & 31 == 0:
                if solver.limits.spent(solver.positions) or len(seen) > self.max_stored:
                    yield solver.unknown()
                    return
                while limit is not None and expanded >= limit:
                    limit = yield None
            fresh: list[tuple[int, int, _Node]] = []
            for child in self.children(node, self):
                key = self.key(child.columns, child.dealt)
                if key in seen:
                    continue
                seen.add(key)
                if child.done == SEQUENCES:
                    yield solver.result(child)
                    return
                fresh.append((self.priority(child), len(fresh), child))
            fresh.sort(reverse=True)
            stack.append([child for _, _, child in fresh])
        self.dry = True
        yield solver.unknown()


class SpiderSolver:
    """The searches for one position; :meth:`solve` may be called once."""

    def __init__(self, state: SpiderState, budget: Budget | float | None = None, cancel: Cancel = None,
                 portfolio: Sequence[Weights] | None = None, first_round: int = FIRST_ROUND,
                 max_stored: int = MAX_STORED, compiled: bool | None = None) -> None:
        self.state = state
        self.limits = Limits(as_budget(budget, DEFAULT_BUDGET), cancel)
        self.max_stored = max_stored
        if compiled is None:
            compiled = core.enabled()
        if portfolio is None:
            portfolio = CORE_PORTFOLIO if compiled else PORTFOLIO
        # Without the core a compiled search has nothing to run on: left out.
        self.portfolio = tuple(weights for weights in portfolio if compiled or not weights.native)
        self.first_round = first_round
        self.positions = 0
        self.stock = bytes(card.index for card in state.stock)
        self.rows = len(self.stock) // COLUMN_COUNT
        self.done = len(state.completed)
        self.starts: dict[bytes, int] = {}  # column -> where its movable run starts
        self.root: Columns = tuple(
            bytes(card.index + (_DOWN if i < down else 0) for i, card in enumerate(column))
            for column, down in zip(state.columns, state.hidden))
        #: _futures[dealt][n]: a separator, then the cards the rows still in
        #: the stock will give column n, once ``dealt`` rows are dealt.
        self._futures = tuple(
            tuple(_FUTURE + self.stock[dealt * COLUMN_COUNT + n::COLUMN_COUNT] for n in range(COLUMN_COUNT))
            for dealt in range(self.rows + 1))

    def key(self, columns: Columns, dealt: int) -> object:
        """The pruned searches' key: the columns in order and the rows dealt,
        the columns sorted once the stock is empty."""
        if dealt == self.rows:
            return tuple(sorted(columns))
        return (columns, dealt)

    def exact_key(self, columns: Columns, dealt: int) -> bytes:
        """The position up to the order of the columns: each column (face-down
        cards as index + 64) followed by the cards the stock will still deal
        it, sorted and joined. The rules treat columns alike but for the deal,
        which gives column n the n-th card of each row; a column that carries
        its own future cards along is therefore interchangeable with any other
        (NOTES.md, "The exact key"). Once the stock is empty this is the sorted
        columns; no byte of a card or a face-down card (0–115) is a separator."""
        futures = self._futures[dealt]
        return _COLUMN_SEP.join(sorted([column + future for column, future in zip(columns, futures)]))

    def solve(self) -> SpiderResult:
        if self.state.is_won:
            return SolveResult(Verdict.SOLVED)
        searches = [_Search(self, weights) for weights in self.portfolio]
        runs = {search: search.run() for search in searches}
        for run in runs.values():
            next(run)
        budget = self.first_round
        while searches:
            for search in list(searches):
                result = runs[search].send(max(int(budget * search.weights.share), 32)
                                           if len(self.portfolio) > 1 else None)
                if result is None:
                    continue
                if result.outcome is Verdict.SOLVED:
                    return result
                if search.dry and search.weights.complete:
                    # Every position reachable by the rule book's moves was seen: lost.
                    return self.limits.result(Verdict.UNSOLVABLE, (), self.positions)
                if self.limits.spent(self.positions):
                    return result
                searches.remove(search)  # ran dry (or out of room): the others go on
            budget *= 2
        return self.unknown()

    def checked(self, steps: list[Step]) -> tuple[SpiderMove, ...] | None:
        """The core's line as moves, if it wins when played through the rules (else None)."""
        moves = tuple(DEAL if step[0] == 0 else SpiderMove(step[0], CARDS[step[1]], step[2]) for step in steps)
        state = self.state
        try:
            for move in moves:
                state = state.apply(move)
        except SpiderIllegal:
            return None
        return moves if state.is_won else None

    def unknown(self) -> SpiderResult:
        return self.limits.result(Verdict.UNKNOWN, (), self.positions)

    def result(self, node: _Node) -> SpiderResult:
        steps: list[Step] = []
        walk: _Node | None = node
        while walk is not None and walk.step is not None:
            steps.append(walk.step)
            walk = walk.parent
        moves = tuple(DEAL if step == _DEAL_STEP else SpiderMove(step[0], CARDS[step[1]], step[2])
                      for step in reversed(steps))
        return self.limits.result(Verdict.SOLVED, moves, self.positions)

    def children(self, node: _Node, search: _Search) -> list[_Node]:
        columns = node.columns
        score = search.column_score
        splits = search.weights.splits
        loose = search.weights.loose
        out: list[_Node] = []
        first_empty = -1
        tops: dict[int, list[int]] = {}  # rank of the top card -> columns
        starts = []
        known = self.starts
        for m, column in enumerate(columns):
            begin = known.get(column)
            if begin is None:
                begin = known[column] = _run_start(column)
            starts.append(begin)
            if column:
                tops.setdefault(_RANK[column[-1]], []).append(m)
            elif first_empty < 0:
                first_empty = m
        for n, column in enumerate(columns):
            height = len(column)
            if not height:
                continue
            run = starts[n]
            for i in range(run, height):
                card = column[i]
                below = column[i - 1] if i else -1
                rank = _RANK[card]
                fits = tops.get(rank + 1, ())
                if i > run:
                    # A split: only onto the same suit's next card, to a longer
                    # run (splits=2) or to complete a sequence (splits=1).
                    if not splits:
                        continue
                    longest = height - run if splits == 2 else 12
                    targets = [m for m in fits if columns[m][-1] == _UP[card]
                               and len(columns[m]) - starts[m] + height - i > longest]
                    if loose and first_empty >= 0 and node.dealt < self.rows:
                        targets.append(first_empty)
                elif below >= 0 and _RANK[below] == rank + 1 and not loose:
                    targets = [m for m in fits if columns[m][-1] == _UP[card]]
                else:
                    targets = [m for m in fits if m != n]
                    if first_empty >= 0 and i > 0:
                        targets.append(first_empty)
                for m in targets:
                    source = _flip(column[:i])
                    target = columns[m] + column[i:]
                    done = node.done
                    completed = _complete(target)
                    if completed is not None:
                        target = _flip(completed)
                        done += 1
                    new_columns = list(columns)
                    new_columns[n] = source
                    new_columns[m] = target
                    change = score(source) + score(target) - score(column) - score(columns[m])
                    out.append(_Node(tuple(new_columns), node.dealt, done, node.score + change,
                                     node, (n + 1, card, m + 1), node.depth + 1))
        if node.dealt < self.rows and first_empty < 0:
            out.append(self.dealt_row(node, score))
        return out

    def all_children(self, node: _Node, search: _Search) -> list[_Node]:
        """The moves of the complete search from ``node``: each card of each
        column's movable run, with the run on it, onto every column whose top
        is one rank higher, and to the first empty column; a whole column
        (while a row is left in the stock) to every empty column; the row from
        the stock while no column is empty. The other moves of the rule book
        are not needed (NOTES.md, "The moves"): a run into another empty
        column is the run into the first one, then that whole column moved
        on; once the stock is empty, empty columns are alike and a whole
        column into an empty one changes nothing."""
        columns = node.columns
        score = search.column_score
        out: list[_Node] = []
        empties: list[int] = []
        tops: dict[int, list[int]] = {}  # rank of the top card -> columns
        starts = []
        known = self.starts
        for m, column in enumerate(columns):
            begin = known.get(column)
            if begin is None:
                begin = known[column] = _run_start(column)
            starts.append(begin)
            if column:
                tops.setdefault(_RANK[column[-1]], []).append(m)
            else:
                empties.append(m)
        stock_left = node.dealt < self.rows
        first_empty = empties[:1]
        for n, column in enumerate(columns):
            height = len(column)
            if not height:
                continue
            for i in range(starts[n], height):
                card = column[i]
                targets = list(tops.get(_RANK[card] + 1, ()))
                if i:
                    targets += first_empty
                elif stock_left:
                    targets += empties  # a whole column: to each empty column
                for m in targets:
                    source = _flip(column[:i])
                    target = columns[m] + column[i:]
                    done = node.done
                    completed = _complete(target)
                    if completed is not None:
                        target = _flip(completed)
                        done += 1
                    if source and (completed := _complete(source)) is not None:
                        # Never in play (a sequence leaves as it forms), but the
                        # engine settles both columns a move touches: so do we.
                        source = _flip(completed)
                        done += 1
                    new_columns = list(columns)
                    new_columns[n] = source
                    new_columns[m] = target
                    change = score(source) + score(target) - score(column) - score(columns[m])
                    out.append(_Node(tuple(new_columns), node.dealt, done, node.score + change,
                                     node, (n + 1, card, m + 1), node.depth + 1))
        if stock_left and not empties:
            out.append(self.dealt_row(node, score))
        return out

    def dealt_row(self, node: _Node, score: Callable[[bytes], int]) -> _Node:
        """The child of ``node`` with the next row dealt (sequences completed by it removed)."""
        row = self.stock[node.dealt * COLUMN_COUNT:(node.dealt + 1) * COLUMN_COUNT]
        done = node.done
        new_columns = []
        for column, card in zip(node.columns, row):
            column += bytes((card,))
            completed = _complete(column)
            if completed is not None:
                column = _flip(completed)
                done += 1
            new_columns.append(column)
        return _Node(tuple(new_columns), node.dealt + 1, done, sum(score(c) for c in new_columns),
                     node, _DEAL_STEP, node.depth + 1)


def solve(state: SpiderState, budget: Budget | float | None = None, cancel: Cancel = None, *,
          portfolio: Sequence[Weights] | None = None, first_round: int = FIRST_ROUND,
          compiled: bool | None = None) -> SpiderResult:
    """Search ``state`` within ``budget`` (positions, seconds; by default
    :data:`DEFAULT_BUDGET`) or until ``cancel`` says stop: solved with a
    winning line, unsolvable (the complete search saw every reachable
    position), or unknown. ``portfolio``: by default :data:`CORE_PORTFOLIO`
    when the compiled core is there (``compiled``: None for whichever is
    there, False for Python alone), else :data:`PORTFOLIO`."""
    return SpiderSolver(state, budget, cancel, portfolio, first_round, compiled=compiled).solve()


__all__ = ["CORE_PORTFOLIO", "DEFAULT_BUDGET", "PORTFOLIO", "SpiderResult", "SpiderSolver", "Verdict", "Weights", "replay",
           "solve"]
