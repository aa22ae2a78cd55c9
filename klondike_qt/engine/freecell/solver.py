"""A FreeCell solver that decides a deal: a winning line, or a proof that none exists.

:func:`solve` runs the compiled core (:mod:`.core`, ``_fccore.c``: depth-first
scans in C, built at install time like Klondike's) when it is built, and
otherwise the pure-Python search below; both follow the moves and the
reductions of the NOTES, so their verdicts are the same.

FreeCell hides nothing, so one search over the positions does both jobs:

- **Positions** are kept as one ``bytes`` each, the *canonical key*: the four
  foundation heights, the occupied cells sorted, then the eight columns sorted
  and joined by ``0xff`` (card index = suit × 13 + rank − 1). Neither the
  order of the columns nor which cell holds a card changes what can happen
  next, so positions that differ only there are one. A position costs about
  200 bytes in the search (the key, its entry in the table of parents, its
  place in the frontier), a third of the tuples and nodes it used to; the
  moves of a line are not stored but found again from each position to the
  next once the line is known.
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
  free space; ties by depth, then first come. One scan of the portfolio is
  **depth first** instead (each position's children tried best first), and
  its line is straightened afterwards (at each position of the line, the move
  that reaches furthest along it). A position is expanded once (its canonical key is
  remembered), so when the frontier runs dry every reachable position has been
  seen and the deal is proven lost.
- **A memory bound**: the searches together keep at most ``max_stored``
  positions (:data:`MAX_STORED`, about 300 MB); when they reach it the
  portfolio drops its largest search, and the last one or the proof stops
  with *unknown* rather than grow.

NOTES: what the proof of a lost deal assumes
---------------------------------------------
"Unsolvable" is only said after a search that allows every move of the rule
book has run dry: one-card moves between every pair of places, supermoves,
and a foundation's top card back to a tableau column (rule 6; never to a free
cell). Three reductions keep it complete:

1. Positions are identified up to the order of columns and cells (the rules
   treat every column and every cell alike).
2. Safe cards go up at once: a safe card (rank ≤ 2, or both other-colour
   foundations at rank − 1 or more) can never be needed in the tableau, since
   no card that could lie on it is left there. For the same reason a safe
   foundation card is never brought back.
3. Only the first empty column is tried as a target (empty columns are alike),
   and a whole column is never moved to an empty one (nothing changes).

Why these lose no win: (1) is a symmetry of the rules, and the keys hold
every card (no hash stands for a position), so two positions share a key only
when one is the other with columns or cells swapped. (3) likewise: two empty
columns are the same place. Supermoves are sequences of one-card moves through
the free space within the rule book's capacity, so they add no position the
one-card moves miss. (2): a card c of rank r with both other-colour
foundations at r − 1 or more can serve only as the base of an other-colour
r − 1, and both of those are on their foundations; any winning line from the
position where c is still down becomes one from the position where c is up by
dropping c's own moves (c then takes no cell or column, so every other move
stays legal; a supermove only gains capacity). That argument does NOT cover a
line that brings an other-colour r − 1 back from its foundation onto c (the
rule book allows it, to make a place for an r − 2): there the verdict rests
on the rule as Freecell Solver's and the rule book's "safe card" do, not on a
proof written here. The tests check the
verdicts against the Python search, and bench/freecell_vs_fcsolve.py against
Freecell Solver's verdicts over all 32,000 deals (only 11982 lost, as it says).

The portfolio's searches leave foundation cards where they are (that finds
lines sooner); a ranking that runs dry there proves nothing on its own, so the
proof is always the last search, with returns, from the position given. The
compiled core's scans all allow returns, each keeps its own table, and the
first whose stack runs dry has expanded every position reachable from the
root: that is its proof (a scan marks a position when it enters it, or
when it makes it and keeps it among its parent's moves until entered, and
takes it off its stack only after trying every child: an empty stack
means every marked position was expanded and every child of one marked).
The core keys a position by what lies under each card (a card, nothing, a
cell, the foundation), which is reduction (1) again, and compares whole
keys. Its restarting scans start afresh with an empty table at each turn
and prove a loss only if they run dry within one turn; its two ranked scans
never restart, so a lost deal is proven by one of them at the latest.

The result is :class:`FreeCellResult`: ``outcome`` (solved / unsolvable / unknown
when the budget ran out or the caller cancelled), the winning ``moves`` in the
notation of :mod:`.state`, every automatic move included, and the number of
positions expanded.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass

from ..cards import CARDS
from ..solving import Budget, Cancel, Limits, SolveResult, Verdict, as_budget, replay
from . import core
from .state import FOUNDATION, FreeCellMove, FreeCellState, Target

Found = list[int]

_RANK = tuple(card.rank for card in CARDS)
_SUIT = tuple(int(card.suit) for card in CARDS)
_RED = tuple(card.is_red for card in CARDS)
#: _FITS[a][b]: card a may lie on card b in the tableau.
_FITS = tuple(tuple(_RANK[a] + 1 == _RANK[b] and _RED[a] != _RED[b] for b in range(52)) for a in range(52))
_SEPARATOR = b"\xff"


#: The answer: solved with a line, proven unsolvable, or unknown.
FreeCellResult = SolveResult[FreeCellMove]


#: One step of a line, by card identity so that it holds whatever the order of
#: the columns: (card index, target kind "t" / "c" / "f", for "t" the card
#: index of the target column's top card or −1 for an empty column).
Step = tuple[int, str, int]
Key = bytes


def _encode(columns: list[bytes], cells: list[int], found: Found) -> Key:
    """The canonical key (see the module's notes): foundations, sorted cells, sorted columns."""
    cells = sorted(cells)
    return bytes((found[0], found[1], found[2], found[3], len(cells), *cells)) + _SEPARATOR.join(sorted(columns))


def _decode(key: Key) -> tuple[list[bytes], list[int], Found]:
    count = key[4]
    return key[5 + count:].split(_SEPARATOR), list(key[5:5 + count]), [key[0], key[1], key[2], key[3]]


def _safe(card: int, found: Found) -> bool:
    rank = _RANK[card]
    if rank <= 2:
        return True
    red = _RED[card]
    return all(found[suit] >= rank - 1 for suit in range(4) if _RED[suit * 13] != red)


def _auto(columns: list[bytes], cells: list[int], found: Found, steps: list[Step]) -> None:
    """Send every safe card up, repeatedly, recording each as a step."""
    moved = True
    while moved:
        moved = False
        for i, card in enumerate(cells):
            if _RANK[card] == found[_SUIT[card]] + 1 and _safe(card, found):
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
                if _RANK[card] == found[_SUIT[card]] + 1 and _safe(card, found):
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
    #: Search depth first, trying each position's children best first
    #: (Freecell Solver's "soft-DFS" with an ordered move list), instead of
    #: best first over the whole frontier.
    depth_first: bool = False
    #: This search's budget in each round, in multiples of the round's.
    share: int = 1


#: The searches a hard deal is tried with in turn, each with a budget that
#: grows round by round: deals that are hard for one ranking are mostly easy
#: for another. Best first finds most lines soonest and shortest; the
#: depth-first scan gets out of the traps best first falls into on the hard
#: deals (Freecell Solver's lesson: a portfolio of different scans); the
#: other rankings take the deals those two miss (without the last two, deal
#: 286 needs over 40,000 positions instead of 8,117). Measured by
#: positions with ``bench/freecell_ideas.py`` (``bench/freecell-results.md``).
PORTFOLIO: tuple[Weights, ...] = (
    Weights(),
    Weights(depth_first=True),
    Weights(unsorted=2),
    Weights(blocked=0, unsorted=1),
    Weights(found=4, empty=2),
)
#: Positions for each search in the first round; each later round doubles them.
FIRST_ROUND = 4_000
#: Positions the searches may keep in all (about 200 bytes each).
MAX_STORED = 1_500_000
#: The budget of :func:`solve` when none is given.
DEFAULT_BUDGET = Budget(seconds=None, nodes=2_000_000)


def _priority(weights: Weights, columns: list[bytes], cells: list[int], found: Found) -> int:
    blocked = 0
    buried = 0
    unsorted = 0
    empty = 0
    for column in columns:
        height = len(column)
        if not height:
            empty += 1
            continue
        lowest = [99, 99, 99, 99]
        for i, card in enumerate(column):
            suit = _SUIT[card]
            rank = _RANK[card]
            if rank > lowest[suit]:
                blocked += 1
            elif rank < lowest[suit]:
                lowest[suit] = rank
            if rank == found[suit] + 1:
                buried += height - 1 - i
        if weights.unsorted:
            start = height - 1
            while start > 0 and _FITS[column[start]][column[start - 1]]:
                start -= 1
            unsorted += start
    return ((52 - found[0] - found[1] - found[2] - found[3]) * weights.found + blocked * weights.blocked
            + buried * weights.buried + len(cells) * weights.cell - empty * weights.empty
            + unsorted * weights.unsorted)


#: A child position: its key, its cards home, and the steps that lead there.
Child = tuple[Key, int, list[bytes], list[int], Found, list[Step]]


def _children(columns: list[bytes], cells: list[int], found: Found, returns: bool) -> Iterator[Child]:
    """Every position one move (and the safe cards that follow it) away."""
    free = 4 - len(cells)
    empties = [n for n, column in enumerate(columns) if not column]

    def child(new_columns: list[bytes], new_cells: list[int], new_found: Found, step: Step) -> Child:
        steps = [step]
        _auto(new_columns, new_cells, new_found, steps)
        return (_encode(new_columns, new_cells, new_found), sum(new_found), new_columns, new_cells, new_found, steps)

    # To a foundation (cards the automatic rule left behind).
    for i, card in enumerate(cells):
        if _RANK[card] == found[_SUIT[card]] + 1:
            new_found = list(found)
            new_found[_SUIT[card]] += 1
            yield child(list(columns), [*cells[:i], *cells[i + 1:]], new_found, (card, "f", 0))
    for n, column in enumerate(columns):
        if column and _RANK[column[-1]] == found[_SUIT[column[-1]]] + 1:
            card = column[-1]
            new_columns = list(columns)
            new_columns[n] = column[:-1]
            new_found = list(found)
            new_found[_SUIT[card]] += 1
            yield child(new_columns, list(cells), new_found, (card, "f", 0))
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
                yield child(new_columns, list(cells), list(found), (column[-length], "t", top))
        if first_empty >= 0:
            # Empty columns are alike: try the first one only. A whole
            # column moved to an empty one changes nothing.
            for length in range(1, (run if run < room_empty else room_empty) + 1):
                if length == height:
                    continue
                new_columns = list(columns)
                new_columns[n] = column[:-length]
                new_columns[first_empty] = column[-length:]
                yield child(new_columns, list(cells), list(found), (column[-length], "t", -1))
    # From a cell to a column.
    for i, card in enumerate(cells):
        rest = [*cells[:i], *cells[i + 1:]]
        for m, target in enumerate(columns):
            if (target and _FITS[card][target[-1]]) or (m == first_empty):
                new_columns = list(columns)
                new_columns[m] = target + bytes((card,))
                yield child(new_columns, list(rest), list(found), (card, "t", target[-1] if target else -1))
    # A foundation's top card back to a column (the rule book allows it),
    # unless it is safe there: then no card is left that could lie on it.
    for suit in range(4 if returns else 0):
        height = found[suit]
        if not height:
            continue
        card = suit * 13 + height - 1
        lowered = list(found)
        lowered[suit] -= 1
        if _safe(card, lowered):
            continue
        for m, target in enumerate(columns):
            if (target and _FITS[card][target[-1]]) or (m == first_empty):
                new_columns = list(columns)
                new_columns[m] = target + bytes((card,))
                step = (card, "t", target[-1] if target else -1)
                yield (_encode(new_columns, cells, lowered), sum(lowered), new_columns, list(cells), list(lowered),
                       [step])
    # From a column to a cell.
    if free:
        for n, column in enumerate(columns):
            if column:
                new_columns = list(columns)
                new_columns[n] = column[:-1]
                yield child(new_columns, [*cells, column[-1]], list(found), (column[-1], "c", 0))


_DEPTH_SHIFT = 36
_PRIORITY_SHIFT = 48

#: What a search answers when the positions kept reached the memory bound.
_FULL = "full"
#: A search's answer to each budget: None (spent, resume me), _FULL, or its result.
Answer = FreeCellResult | str | None


class _Search:
    """One best-first search as a coroutine (:meth:`run`), its positions
    in :attr:`parents` (key → the key it was first reached from)."""

    def __init__(self, solver: FreeCellSolver, root: Key, weights: Weights, returns: bool) -> None:
        self.solver = solver
        self.root = root
        self.weights = weights
        self.returns = returns
        self.parents: dict[Key, Key | None] = {root: None}
        self.run = self._run()
        next(self.run)  # to its first yield, where it waits for a budget

    def _run(self) -> Generator[Answer, int | None]:
        """Each ``send(limit)`` runs the search until it has expanded
        ``limit`` positions in all (None: no limit), then it answers None to be
        resumed later, :data:`_FULL` when the solver keeps too many positions,
        or its result: solved, proven lost, or unknown when the solver's
        whole budget ran out."""
        limit = yield None
        if self.weights.depth_first:
            yield from self._depth_first(limit)
            return
        solver = self.solver
        weights, returns, parents = self.weights, self.returns, self.parents
        # Ordered by priority, then depth, then first come (one int: the
        # order matters a lot, FIFO among equals finds lines far sooner).
        heap: list[tuple[int, Key]] = [(0, self.root)]
        expanded = 0
        counter = 0
        push, pop = heapq.heappush, heapq.heappop
        while heap:
            order, key = pop(heap)
            depth = (order >> _DEPTH_SHIFT) & 0xFFF
            solver.positions += 1
            expanded += 1
            if expanded & 63 == 0:
                if solver.limits.spent(solver.positions):
                    yield solver.unknown()
                    return
                while solver.stored >= solver.max_stored:
                    yield _FULL
                while limit is not None and expanded >= limit:
                    limit = yield None
            columns, cells, found = _decode(key)
            depth += 1
            for child_key, home, child_columns, child_cells, child_found, _ in _children(columns, cells, found,
                                                                                         returns):
                if child_key in parents:
                    continue
                parents[child_key] = key
                solver.stored += 1
                if home == 52:
                    yield solver.line(self, child_key)
                    return
                counter += 1
                push(heap, (((_priority(weights, child_columns, child_cells, child_found) + 1024) << _PRIORITY_SHIFT)
                            | (depth << _DEPTH_SHIFT) | counter, child_key))
        yield solver.limits.result(Verdict.UNSOLVABLE, (), solver.positions)


    def _depth_first(self, limit: int | None) -> Generator[Answer, int | None]:
        """The same contract as :meth:`_run`, searching depth first."""
        solver = self.solver
        weights, returns, parents = self.weights, self.returns, self.parents
        stack: list[Iterator[Key]] = [iter((self.root,))]
        expanded = 0
        while stack:
            key = next(stack[-1], None)
            if key is None:
                stack.pop()
                continue
            solver.positions += 1
            expanded += 1
            if expanded & 63 == 0:
                if solver.limits.spent(solver.positions):
                    yield solver.unknown()
                    return
                while solver.stored >= solver.max_stored:
                    yield _FULL
                while limit is not None and expanded >= limit:
                    limit = yield None
            columns, cells, found = _decode(key)
            ranked: list[tuple[int, int, Key]] = []
            for child_key, home, child_columns, child_cells, child_found, _ in _children(columns, cells, found,
                                                                                         returns):
                if child_key in parents:
                    continue
                parents[child_key] = key
                solver.stored += 1
                if home == 52:
                    yield solver.line(self, child_key)
                    return
                ranked.append((_priority(weights, child_columns, child_cells, child_found), len(ranked), child_key))
            if ranked:
                ranked.sort()
                stack.append(iter([child for _, _, child in ranked]))
        yield solver.limits.result(Verdict.UNSOLVABLE, (), solver.positions)


class FreeCellSolver:
    """The searches for one position; :meth:`solve` may be called once."""

    def __init__(self, state: FreeCellState, budget: Budget | float | None = None, cancel: Cancel = None,
                 max_stored: int = MAX_STORED) -> None:
        self.state = state
        self.limits = Limits(as_budget(budget, DEFAULT_BUDGET), cancel)
        self.max_stored = max_stored
        self.positions = 0
        self.stored = 0
        columns = [bytes(card.index for card in column) for column in state.columns]
        cells = [card.index for card in state.cells if card is not None]
        found = list(state.foundations)
        self.opening: list[Step] = []
        _auto(columns, cells, found, self.opening)
        self.root = _encode(columns, cells, found)

    def unknown(self) -> FreeCellResult:
        return self.limits.result(Verdict.UNKNOWN, (), self.positions)

    def solve(self) -> FreeCellResult:
        """Each ranking of :data:`PORTFOLIO` searches in turn, round after
        round, resuming where it stopped with a budget that doubles from
        :data:`FIRST_ROUND`, without taking cards back from the foundations:
        that finds most lines soonest. When the positions kept reach the
        memory bound the largest search is dropped. A search that runs dry has
        seen every position reachable that way; then one last search with
        foundation cards allowed back decides (see the module's NOTES)."""
        if sum(_decode(self.root)[2]) == 52:
            return self.limits.result(Verdict.SOLVED, self._moves([]), 0)
        searches = [_Search(self, self.root, weights, returns=False) for weights in PORTFOLIO]
        budget = FIRST_ROUND
        while True:
            for search in list(searches):
                if search not in searches:
                    continue  # dropped this round to make room
                answer = self._resume(searches, search, budget * search.weights.share)
                if answer is None:
                    continue  # this round's budget spent: the next ranking
                if answer.outcome is not Verdict.UNSOLVABLE:
                    return answer
                for other in list(searches):  # free their positions before the proof
                    self._drop(searches, other)
                final = _Search(self, self.root, PORTFOLIO[0], returns=True)
                last = final.run.send(None)
                return last if isinstance(last, SolveResult) else self.unknown()
            budget *= 2

    def _resume(self, searches: list[_Search], search: _Search, budget: int) -> FreeCellResult | None:
        """Run ``search`` up to ``budget`` positions: None when it is spent
        (or the search was dropped for room), else its result."""
        answer = search.run.send(budget)
        while answer == _FULL:
            if len(searches) == 1:
                return self.unknown()
            largest = max(searches, key=lambda s: len(s.parents))
            self._drop(searches, largest)
            if largest is search:
                return None
            answer = search.run.send(budget)
        return answer if isinstance(answer, SolveResult) else None

    def _drop(self, searches: list[_Search], search: _Search) -> None:
        searches.remove(search)
        self.stored -= len(search.parents)
        search.run.close()
        search.parents.clear()

    def line(self, search: _Search, won: Key) -> FreeCellResult:
        """The winning line to ``won``: the keys back to the root, then the
        steps from each position onwards found again by generating its
        children (they are not stored), taking at each position the child
        that lies furthest along the path (a depth-first search wanders: this
        cuts its detours), then the moves resolved and played through the rules."""
        keys = [won]
        parent = search.parents[won]
        while parent is not None:
            keys.append(parent)
            parent = search.parents[parent]
        keys.reverse()
        along = {key: index for index, key in enumerate(keys)}
        steps = list(self.opening)
        here = 0
        while here < len(keys) - 1:
            columns, cells, found = _decode(keys[here])
            best, best_steps = here, []
            for child in _children(columns, cells, found, search.returns):
                index = along.get(child[0], -1)
                if index > best:
                    best, best_steps = index, child[5]
            steps += best_steps
            here = best
        return self.limits.result(Verdict.SOLVED, self._moves(steps), self.positions)

    def _moves(self, steps: list[Step]) -> tuple[FreeCellMove, ...]:
        """The steps as moves of the notation, column numbers taken from the
        real position (the keys sort the columns), each played through
        :meth:`FreeCellState.apply` so that a wrong line cannot get out."""
        state = self.state
        moves: list[FreeCellMove] = []
        for card, kind, onto in steps:
            if kind == "f":
                target = FOUNDATION
            elif kind == "c":
                target = Target.cell()
            else:
                target = Target.column(next(
                    number for number, column in enumerate(state.columns, start=1)
                    if (column[-1].index == onto if column else onto == -1)))
            move = FreeCellMove(CARDS[card], target)
            state = state.apply(move)
            moves.append(move)
        if not state.is_won:
            raise AssertionError("the solver's line does not win")
        return tuple(moves)


def solve(state: FreeCellState, budget: Budget | float | None = None, cancel: Cancel = None, *,
          max_stored: int = MAX_STORED, compiled: bool | None = None) -> FreeCellResult:
    """Decide ``state``: a winning line, a proof that there is none, or unknown
    when the ``budget`` (positions, seconds; by default :data:`DEFAULT_BUDGET`)
    ran out, ``cancel`` said stop, or the searches kept ``max_stored``
    positions (the memory bound). The search runs in the compiled core
    (:mod:`.core`) when it is built, else in Python (``compiled``: None for
    whichever is there, False for Python, True to insist on the core)."""
    if compiled is None:
        compiled = core.enabled()
    if not compiled:
        return FreeCellSolver(state, budget, cancel, max_stored).solve()
    limits = Limits(as_budget(budget, DEFAULT_BUDGET), cancel)
    seconds = None if limits.deadline is None else max(0.0, limits.deadline - time.monotonic())
    verdict, steps, nodes = core.search(
        [bytes([card.index for card in column]) for column in state.columns],
        [card.index for card in state.cells if card is not None], list(state.foundations),
        max_nodes=limits.nodes, seconds=seconds, cancel=limits.cancelled, max_stored=max_stored)
    return limits.result(verdict, core.moves(steps) if verdict is Verdict.SOLVED else (), nodes)


__all__ = ["DEFAULT_BUDGET", "FreeCellResult", "FreeCellSolver", "Verdict", "replay", "solve"]
