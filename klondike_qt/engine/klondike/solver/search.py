"""The search: a restricted best-first phase, the exhaustive depth-first search,
randomised restarts, and the relaxed proof with every card in reach.

:func:`run_phases` is the search on this thread with the phases chosen by the
caller (:class:`Phases`); the public :func:`~klondike_qt.engine.klondike.solver.solve`
and the two-core pool (:mod:`.pool`) are built on it.
"""

from __future__ import annotations

import heapq
import random
import threading
import time
from dataclasses import replace
from enum import Enum
from typing import Any

from ...solving import Budget, Cancel, SolveResult, Verdict, as_budget, as_cancel
from ..moves import Move
from ..rules import Rules
from ..state import GameState
from . import fast, tuning
from .classes import ClassMoves, arranged
from .deadlock import stuck as deadlocked
from .moves import MoveGenerator, Step
from .obligations import canonical, reaches_more, subsets
from .position import Key, Pending, Position, SearchMove
from .tuning import CHECK_MASK, NODES_CHECK_MASK

#: A line of the search from its root: each move with the obligations after it.
Line = list[Step]
#: A position as the visited set holds it: its key and its pending obligations,
#: each naming its column by the column's bottom card
#: (:func:`~.obligations.canonical`), not by its index.
Visit = tuple[Key, Pending]
#: What a phase answers: the verdict, the winning line (if solved), and the
#: root after its safe automatic moves.
PhaseResult = tuple[Verdict, Line | None, Position]
#: What identifies the positions a carried set of lost ones belongs to: the
#: draw count, the pass limit and the root's visit (see :func:`take_carried`).
CarryKey = tuple[int, int | None, Visit]

# The positions proven lost by the last undecided search of each kind in this
# process, by root (NOTES.md, "Carrying what was proven lost"): at most
# tuning.CARRY_ROOTS roots, each at most tuning.CARRY_MAX_POSITIONS positions.
_carried: dict[CarryKey, set[Visit]] = {}
_carried_lock = threading.Lock()


def take_carried(key: CarryKey) -> set[Visit]:
    """The positions proven lost that an earlier undecided search from the
    same root left (removed from the store: one search uses a set at a time),
    or a new empty set."""
    if not tuning.CARRY_LOST:
        return set()
    with _carried_lock:
        return _carried.pop(key, None) or set()


def keep_carried(key: CarryKey, dead: set[Visit]) -> None:
    """Keep ``dead`` (positions proven lost below the root of ``key``) for the
    next search from that root: the game's next, longer deepening step."""
    if not tuning.CARRY_LOST or len(dead) > tuning.CARRY_MAX_POSITIONS:
        return
    with _carried_lock:
        _carried.pop(key, None)
        while len(_carried) >= tuning.CARRY_ROOTS:
            del _carried[next(iter(_carried))]
        _carried[key] = dead


def forget_carried() -> None:
    """Drop every carried set (tests, benchmarks)."""
    with _carried_lock:
        _carried.clear()


class Phases(Enum):
    """Which phases a search runs (NOTES.md, "How it is fast", idea 8)."""

    #: The restricted best-first phase for a share of the budget, then the
    #: exhaustive depth-first search with the rest (one core).
    BOTH = "both"
    #: The best-first phase for the whole budget; the exhaustive search only if
    #: the best-first one runs out of positions or hits its position cap early.
    FIRST = "first"
    #: The exhaustive depth-first search alone, for the whole budget.
    EXHAUSTIVE = "exhaustive"
    #: The two-core pool's calling thread: the best-first phase for a quarter
    #: of the budget, then short depth-first searches that order the moves of
    #: every position with random noise, sharing the rest. A depth-first
    #: search that goes wrong early can spend its whole budget below that
    #: move; each restart goes elsewhere, skipping the positions the earlier
    #: ones proved lost.
    COMPLEMENT = "complement"
    #: The two-core pool's helper process, beside a COMPLEMENT search (which
    #: does the best-first phase): in draw 3 or with a pass limit, the proof
    #: with every card in reach for a larger share than there; then randomised
    #: depth-first restarts for the rest of the budget, with other seeds than
    #: COMPLEMENT's.
    RESTARTS = "restarts"


class Search(MoveGenerator):
    """One search: the budget, the visited set and the stack."""

    def __init__(self, state: GameState, budget: Budget, cancel: Cancel) -> None:
        super().__init__(state)
        self.budget = budget
        self.cancelled = as_cancel(cancel)
        self.nodes = 0
        # Added to the seeds of the restarts (Phases.RESTARTS uses others).
        self.seed_base = 0
        # The restarts meet the same positions again (about half of their
        # deadlock tests): the verdicts by key (the key fixes everything the
        # test looks at), kept only while they run.
        self.stuck_memo: dict[Key, bool] | None = None
        # The positions proven lost, shared by the restarts (see search).
        self.dead: set[Visit] | None = None
        # Positions skipped by the talon dominance (for the tests).
        self.dominated = 0

    #: Whether the depth-first search runs the deadlock test on the positions
    #: it reaches without obligations (tuning.STUCK_IN_SEARCH must be on too).
    stuck_in_search = True

    def stuck(self, pos: Position, twins: bool = False) -> bool:
        """The deadlock test (:func:`~.deadlock.stuck`) for an internal position."""
        cols, hidden, _found, talon, pointer, passes = pos
        reach = None
        if talon and (self.draw != 1 or self.max_passes is not None):
            reach = frozenset(k for k, _d, _r in self.talon_reach(talon, pointer, passes))
        return deadlocked(cols, hidden, talon, reach, twins)

    def run(self, phases: Phases = Phases.BOTH) -> PhaseResult:
        """The phases asked for (see :class:`Phases`): by default the restricted
        one for a share of the budget, then the exhaustive one with what is left."""
        start_time = time.monotonic()
        seconds = self.budget.seconds
        deadline = None if seconds is None else start_time + seconds
        max_nodes = self.budget.nodes
        share = {Phases.FIRST: 1.0, Phases.EXHAUSTIVE: 0.0,
                 Phases.COMPLEMENT: tuning.COMPLEMENT_SHARE}.get(phases, tuning.FIRST_PHASE_SHARE)
        first_nodes = tuning.FIRST_PHASE_NODES if max_nodes is None else min(tuning.FIRST_PHASE_NODES, max_nodes // 4)
        if phases is Phases.FIRST and max_nodes is not None:
            first_nodes = min(tuning.FIRST_PHASE_NODES, max_nodes)
        first_deadline = None if seconds is None else start_time + seconds * share
        root = self.root
        if self.stuck(root, twins=True):
            return Verdict.UNSOLVABLE, None, root
        if phases is Phases.EXHAUSTIVE:
            return self.search(deadline, max_nodes)
        if phases is Phases.RESTARTS:
            self.seed_base = tuning.RESTARTS_SEED_BASE
            # The calling thread gives this proof a tenth of the budget; here
            # it gets more, before the restarts.
            lost, relaxed_nodes = self.relaxed_lost(tuning.RESTARTS_RELAXED_SHARE)
            if lost:
                self.nodes = relaxed_nodes
                return Verdict.UNSOLVABLE, None, root
            return self.restarts(deadline, max_nodes)
        self.restricted = True
        outcome, path, root = self.best_first(first_deadline, first_nodes)
        first = self.nodes
        self.restricted = False
        if outcome is Verdict.SOLVED or self.cancelled():
            return (outcome if outcome is Verdict.SOLVED else Verdict.UNKNOWN), path, root
        # (After the best-first phase: most won deals never pay for it.)
        lost, relaxed_nodes = self.relaxed_lost(tuning.RELAXED_SHARE)
        first += relaxed_nodes
        if lost:
            self.nodes = first
            return Verdict.UNSOLVABLE, None, root
        left = None if max_nodes is None else max(max_nodes - first, 1)
        if phases is Phases.COMPLEMENT:
            outcome, path, root = self.restarts(deadline, left)
        else:
            outcome, path, root = self.search(deadline, left)
        self.nodes += first
        return outcome, path, root

    def relaxed_lost(self, share: float) -> tuple[bool, int]:
        """:func:`lost_with_every_card_in_reach` for ``share`` of the budget,
        under rules stricter than draw 1 with unlimited passes (under those it
        would be this search again): (False, 0) otherwise."""
        if self.draw == 1 and self.max_passes is None:
            return False, 0
        return lost_with_every_card_in_reach(self.state, self.budget, self.cancelled, share)

    def out_of_budget(self, nodes: int, deadline: float | None, max_nodes: int | None) -> bool:
        """Whether a search that has visited ``nodes`` positions must stop:
        past the deadline, cancelled, or (looked at every 256 positions) over
        the position budget. Called every 16 positions (see tuning.CHECK_MASK)."""
        return ((deadline is not None and time.monotonic() > deadline) or self.cancelled()
                or (max_nodes is not None and nodes > max_nodes and not nodes & NODES_CHECK_MASK))

    def restarts(self, deadline: float | None, max_nodes: int | None
                 ) -> PhaseResult:
        """Depth-first searches from the root, each with its own random noise
        in the move order (seeded: the same each time), splitting what is
        left of the budget equally. Each is complete on its own: one that
        ends without a win proves the position lost."""
        count = tuning.RESTARTS if deadline is not None or max_nodes is not None else 1
        now = time.monotonic()
        total_nodes = 0
        outcome: Verdict = Verdict.UNKNOWN
        path = None
        root = self.root
        self.stuck_memo = {}
        carry: CarryKey = (self.draw, self.max_passes, (self.key(self.start()), ()))
        self.dead = take_carried(carry)
        for i in range(count):
            part_deadline = None if deadline is None else now + (deadline - now) * (i + 1) / count
            part_nodes = None if max_nodes is None else max(1, max_nodes // count)
            self.jitter = random.Random(self.seed_base + i + 1)
            try:
                outcome, path, root = self.search(part_deadline, part_nodes)
            finally:
                self.jitter = None
            total_nodes += self.nodes
            if outcome is not Verdict.UNKNOWN or self.cancelled():
                break
        if outcome is Verdict.UNKNOWN:
            keep_carried(carry, self.dead)
        self.stuck_memo = None
        self.dead = None
        self.nodes = total_nodes
        return outcome, path, root

    def best_first(self, deadline: float | None, max_nodes: int | None
                   ) -> PhaseResult:
        """A greedy best-first search: the position with the fewest face-down
        cards, then the most cards up, first. Not exhaustive (used with the
        restricted moves); a win it finds is a real win."""
        root_auto = self.start()
        if root_auto[2] == (13, 13, 13, 13):
            return Verdict.SOLVED, [], root_auto
        moves_of = self.moves
        apply = self.apply
        key = self.key
        root_key = (key(root_auto), ())
        parents: dict[Visit, tuple[Visit, SearchMove, Pending] | None] = {root_key: None}
        counter = 0
        heap: list[tuple[int, int, Visit, Position, Pending]] = [(0, 0, root_key, root_auto, ())]
        nodes = 0
        while heap:
            _, _, pkey, pos, pending = heapq.heappop(heap)
            for move, after in moves_of(pos, pending):
                child = apply(pos, move, None, not after)
                ckey = (key(child), canonical(child[0], after))
                if ckey in parents:
                    continue
                parents[ckey] = (pkey, move, after)
                if child[2] == (13, 13, 13, 13):
                    path: Line = []
                    link = parents[ckey]
                    while link is not None:
                        k, m, a = link
                        path.append((m, a))
                        link = parents[k]
                    path.reverse()
                    self.nodes = nodes
                    return Verdict.SOLVED, path, root_auto
                nodes += 1
                if not nodes & CHECK_MASK and self.out_of_budget(nodes, deadline, max_nodes):
                    self.nodes = nodes
                    return Verdict.UNKNOWN, None, root_auto
                counter += 1
                score = 40 * sum(child[1]) - 3 * sum(child[2]) + len(child[3]) + 2 * len(after)
                heapq.heappush(heap, (score, counter, ckey, child, after))
        self.nodes = nodes
        return Verdict.UNSOLVABLE, None, root_auto

    def search(self, deadline: float | None, max_nodes: int | None
               ) -> PhaseResult:
        """One depth-first search from the root within the limits.

        With ``self.dead`` (a set, during the restarts) it also records the
        positions it proves lost, and skips those recorded before: a
        position is lost once the strongly connected component of the
        search graph it belongs to is finished without a win (Tarjan's
        rule: every position reachable from it has then been searched).
        A position skipped as visited, as covered by fewer obligations or
        as dominated stands for an edge to the position that covers it.
        """
        root_auto = self.start()
        if root_auto[2] == (13, 13, 13, 13):
            return Verdict.SOLVED, [], root_auto
        root_v: Visit = (self.key(root_auto), ())
        track = self.dead is not None
        dead: set[Visit] = self.dead if self.dead is not None else set()
        if track and root_v in dead:
            self.nodes = 0
            return Verdict.UNSOLVABLE, None, root_auto
        # Positions proven lost are skipped like visited ones.
        visited: set[Visit] = set(dead) if track else set()
        visited.add(root_v)
        # Draw 3, unlimited passes: the pointers seen with each tableau and
        # talon, for the talon dominance below (NOTES.md, "Talon dominance").
        pointers: dict[tuple[bytes, bytes], list[tuple[int, Pending]]] | None = (
            {} if tuning.TALON_DOMINANCE and self.draw == 3 and self.max_passes is None else None)
        if track and pointers is not None:
            for ck, sub in dead:
                pointers.setdefault(ck[:2], []).append((ck[2], sub))
        # Tarjan's bookkeeping: the discovery number of each position of an
        # unfinished component, and those positions in discovery order.
        order = {root_v: 0}
        open_: list[Visit] = [root_v]
        count = 0
        stuck = self.stuck
        stuck_check = tuning.STUCK_IN_SEARCH and self.stuck_in_search
        memo = self.stuck_memo
        moves_of = self.moves
        apply = self.apply
        key = self.key
        # stack frames: [position, pending obligations, moves, next index,
        #                (key, obligations), discovery number, lowest number reached]
        stack: list[list[Any]] = [[root_auto, (), moves_of(root_auto, ()), 0, root_v, 0, 0]]
        nodes = 0
        w: Visit | None
        while stack:
            frame = stack[-1]
            moves = frame[2]
            i = frame[3]
            if i >= len(moves):
                stack.pop()
                if track:
                    low = frame[6]
                    if low == frame[5]:
                        # The root of a component: all of it is finished.
                        v = frame[4]
                        while True:
                            w = open_.pop()
                            dead.add(w)
                            if w is v:
                                break
                    elif low < stack[-1][6]:
                        stack[-1][6] = low
                continue
            frame[3] = i + 1
            pos = frame[0]
            move, after = moves[i]
            # Safe foundation moves only between blocks (see obligations.allowed).
            child = apply(pos, move, None, not after)
            if child[2] == (13, 13, 13, 13):
                self.nodes = nodes
                return Verdict.SOLVED, [f[2][f[3] - 1] for f in stack], root_auto
            ck = key(child)
            # The obligations as the visited set holds them: by the columns'
            # bottom cards, since the key sorts the columns (NOTES.md, "Keys").
            held = canonical(child[0], after) if after else after
            v = (ck, held)
            # The visited position that covers this one, if any.
            w = None
            if v in visited:
                w = v
            elif held:
                # Fewer obligations allow more: a position already searched
                # with a subset of them covers this one (obligations.subsets, spelt out
                # on this hot path).
                if (ck, ()) in visited:
                    w = (ck, ())
                elif len(held) == 2:
                    if (ck, held[:1]) in visited:
                        w = (ck, held[:1])
                    elif (ck, held[1:]) in visited:
                        w = (ck, held[1:])
            if w is None and pointers is not None:
                # A position whose draws reach a subset of what an already
                # visited one with the same tableau and talon (and no more
                # obligations) reaches: no win that one lacks.
                seen = pointers.setdefault(ck[:2], [])
                p = ck[2]
                covering = subsets(held)
                for p2, sub in seen:
                    if sub in covering and reaches_more(p2, p):
                        w = ((ck[0], ck[1], p2), sub)
                        self.dominated += 1
                        break
                else:
                    seen.append((p, held))
            if w is not None:
                # An edge to w: this component is not finished before w's.
                if track and w not in dead and order[w] < frame[6]:
                    frame[6] = order[w]
                continue
            visited.add(v)
            nodes += 1
            if not nodes & CHECK_MASK and self.out_of_budget(nodes, deadline, max_nodes):
                self.nodes = nodes
                return Verdict.UNKNOWN, None, root_auto
            if stuck_check and not after:
                lost: bool | None
                if memo is None:
                    lost = stuck(child)
                else:
                    lost = memo.get(ck)
                    if lost is None:
                        lost = memo[ck] = stuck(child)
                if lost:
                    # No win below (the deadlock test); it stays visited.
                    if track:
                        dead.add(v)
                    continue
            count += 1
            if track:
                order[v] = count
                open_.append(v)
            stack.append([child, after, moves_of(child, after), 0, v, count, count])
        self.nodes = nodes
        return Verdict.UNSOLVABLE, None, root_auto


class ClassSearch(ClassMoves, Search):
    """:class:`Search` over classes of positions (:mod:`.classes`): the class
    key and moves, the same phases."""

    stuck_in_search = tuning.CLASS_STUCK

    def run(self, phases: Phases = Phases.BOTH) -> PhaseResult:
        """:meth:`~.search.Search.run`, in the compiled core when it is built
        and ``tuning.FAST_CORE`` is on (:meth:`run_core`), except the pool's
        helper process (RESTARTS), which keeps the Python search: its
        deadlock test and restarts decide deals the core's plain depth-first
        search does not (NOTES.md, "The compiled core")."""
        if fast.enabled() and phases is not Phases.RESTARTS:
            try:
                return self.run_core(phases)
            except ValueError:
                pass  # a position built by hand beyond the core's room: the Python search
        return super().run(phases)

    def run_core(self, phases: Phases) -> PhaseResult:
        """The search in the compiled core (:mod:`.fast`): the deadlock test
        on the root; under draw 3 or a pass limit, unless ``phases`` is
        EXHAUSTIVE or RESTARTS, the proof with every card in reach (the core
        under draw 1) for ``tuning.FAST_RELAXED_SHARE`` of the budget; then
        one depth-first search for the rest, by priority, or for RESTARTS
        (the pool's helper process, beside a COMPLEMENT search that makes
        that proof) with seeded noise in the move order the whole time, so
        that the two cores search differently."""
        start_time = time.monotonic()
        seconds = self.budget.seconds
        deadline = None if seconds is None else start_time + seconds
        max_nodes = self.budget.nodes
        root = self.root
        if self.stuck(root, twins=True):
            return Verdict.UNSOLVABLE, None, root
        root_auto = self.start()
        cancel = self.cancelled
        spent = 0
        if (phases is not Phases.EXHAUSTIVE and phases is not Phases.RESTARTS
                and (self.draw != 1 or self.max_passes is not None)):
            share = tuning.FAST_RELAXED_SHARE
            relaxed_deadline = None if seconds is None else start_time + seconds * share
            relaxed_nodes = None if max_nodes is None else max(1, int(max_nodes * share))
            if relaxed_deadline is None and relaxed_nodes is None:
                relaxed_nodes = tuning.RELAXED_NODES
            outcome, _line, spent = fast.core_search(root, 1, None, relaxed_deadline, relaxed_nodes, 0, cancel)
            if outcome is Verdict.UNSOLVABLE:
                self.nodes = spent
                return Verdict.UNSOLVABLE, None, root_auto
            if cancel():
                self.nodes = spent
                return Verdict.UNKNOWN, None, root_auto
        left = None if max_nodes is None else max(max_nodes - spent, 1)
        seed = tuning.RESTARTS_SEED_BASE + 1 if phases is Phases.RESTARTS else 0
        outcome, line, nodes = fast.core_search(root, self.draw, self.max_passes, deadline, left, seed, cancel)
        self.nodes = spent + nodes
        return outcome, line, root_auto



def new_search(state: GameState, budget: Budget, cancel: Cancel) -> Search:
    """The search for ``state``: by classes of positions (:mod:`.classes`)
    when ``tuning.CLASS_SEARCH`` is on and the position is one play can
    reach (every column's face-up cards one run), else by positions."""
    if tuning.CLASS_SEARCH and arranged(state):
        return ClassSearch(state, budget, cancel)
    return Search(state, budget, cancel)


def lost_with_every_card_in_reach(state: GameState, budget: Budget, cancel: Cancel,
                                  share: float = tuning.RELAXED_SHARE) -> tuple[bool, int]:
    """Whether ``state`` is proven lost even in draw 1 with unlimited passes,
    by a short exhaustive search (a share of ``budget``); and its positions.
    Lost there means lost under the position's own rules (draw 3, or a pass
    limit): NOTES.md, "Every card in reach", which also says why it runs after
    the best-first phase.
    """
    seconds = None if budget.seconds is None else budget.seconds * share
    nodes = None if budget.nodes is None else max(1, int(budget.nodes * share))
    if seconds is None and nodes is None:
        nodes = tuning.RELAXED_NODES
    relaxed = replace(state, rules=Rules(draw=1))
    search = new_search(relaxed, Budget(seconds=seconds, nodes=nodes), cancel)
    # It records what it proves lost (the restarts' bookkeeping) and carries
    # it to the next search from the same root, like the restarts do.
    carry: CarryKey = (search.draw, search.max_passes, (search.key(search.start()), ()))
    search.dead = take_carried(carry)
    outcome, _path, _root = search.run(Phases.EXHAUSTIVE)
    if outcome is Verdict.UNKNOWN:
        keep_carried(carry, search.dead)
    return outcome is Verdict.UNSOLVABLE, search.nodes


def run_phases(state: GameState, budget: Budget | float | None = None, cancel: Cancel = None,
               phases: Phases = Phases.BOTH) -> SolveResult[Move]:
    """Search for a win from ``state`` on this thread with the given phases
    (see :class:`Phases`); the clock and ``cancel`` are looked at every 16
    positions (the search then returns ``UNKNOWN``)."""
    budget = as_budget(budget)
    started = time.monotonic()
    if state.is_won:
        return SolveResult(Verdict.SOLVED, (), 0, 0.0)
    search = new_search(state, budget, cancel)
    outcome, path, _root = search.run(phases)
    moves: tuple[Move, ...] = ()
    if outcome is Verdict.SOLVED and path is not None:
        moves = tuple(search.engine_moves(path))
    return SolveResult(outcome, moves, search.nodes, time.monotonic() - started)
