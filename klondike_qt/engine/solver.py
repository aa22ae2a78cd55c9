"""A full-information Klondike solver: bounded, cancellable, exhaustive when it says so.

The solver looks at every card (face-down cards and the stock order too) and
searches from any :class:`~klondike_qt.engine.state.GameState` under *our* rules
(draw 1 or 3, unlimited passes or the configured pass limit, cards may come back
from the foundations, any face-up run may be split). It answers with a
:class:`SolveResult`:

- ``SOLVED``: ``moves`` replay with :func:`~klondike_qt.engine.state.apply` from
  the given state to a won state;
- ``UNSOLVABLE``: the search visited every position reachable from the given one
  (up to the provably safe reductions documented below) and none is won;
- ``UNKNOWN``: the budget (time, nodes) ran out or the caller cancelled.

How it is fast (each idea is documented where it is used):

1. A compact internal position: cards are ints 0..51 (``Card.index``), columns
   are tuples, the stock and waste are one *talon* tuple ``waste + stock`` with a
   pointer (the number of cards turned up).
2. Talon macro-moves: draws never interact with the tableau, so any line can be
   reordered to draw only right before a waste card is played. A move is "play
   the talon card at position k", with the draws (and recycle) it needs.
3. Positions that are mutually reachable by drawing alone share one key in the
   transposition table (with unlimited passes the draw-1 pointer is irrelevant;
   draw 3 keeps only pointers that are off the recycle cycle). Columns are sorted
   in the key, so the same columns in another order collide. In draw 3 a
   position is also skipped when a visited one with the same tableau and talon
   reaches more of the talon by drawing (``_pointer_dominance``).
4. Provably safe automatic moves to the foundations (argument at
   :func:`_safe_rank`).
5. Move ordering: reveal face-down cards first, then foundation moves, then
   the talon, then the rest; cards back from the foundations last.
6. Obligations (see ``_allowed``): a move that only prepares (splits a run,
   empties a column, takes a card back from a foundation, puts a draw-1 talon
   card on the tableau) must be followed at once by a move that uses it. This
   cuts the tableau shuffling that dominates the proofs, and it is exact.
   Three refinements: a run just split off a card never goes straight back
   onto it (the undo rule, argument at ``_undo_argument``); a preparing move
   whose obligation no next move could use (an emptied column with no King to
   fill it, a split whose uncovered card can take only the moved card's twin
   when that twin is nowhere to be had) is not generated (it is a dead end);
   after a lone draw-1 talon card only moves onto it follow (``_only_onto``).
7. A necessary condition for a win, checked at the root and at every position
   without obligations of the exhaustive phase: every tableau card must be able
   to leave the card it lies on, and every talon card must be able to come
   within reach of the draws and leave the talon (``_stuck``: a fixpoint over
   what each card waits for; a card carried along in a run has not left).
   At the root it also looks for two twins that both can only ever go onto
   one parent, where the first one there can never leave it again
   (``_twin_conflicts``). It proves some deals unsolvable at once and cuts
   dead branches.
8. Two phases: a greedy best-first search over a restricted move set (no run
   splits unless the uncovered card goes up, no cards back from the
   foundations) for a share of the budget finds most wins quickly; then the
   exhaustive depth-first search.
9. Randomised restarts (on two cores, in both processes: see
   :mod:`~klondike_qt.engine.solver_pool`): the
   time a depth-first search needs to find a win varies wildly with the move
   order (heavy tails: a wrong early move can hide the win behind a subtree
   bigger than the budget). Several short searches, each with random noise in
   the order of every position's moves, find many of the wins that one long
   ordered search misses (see ``_JITTER``). The restarts share the
   positions they prove lost (see ``_Search.search``), so each one skips what
   the earlier ones finished, and together they also finish proofs that no
   single restart could.

The exhaustive phase is a depth-first search with a global visited set, which is
complete on a finite graph: if it ends without a win, no reachable position is
won. A position is skipped when it was searched with a subset of its obligations.
"""

from __future__ import annotations

import heapq
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum
from typing import Union

from .cards import CARDS
from .moves import DRAW, Move
from .piles import COLUMNS, FOUNDATIONS
from .rules import Rules
from .state import GameState

__all__ = ["Budget", "Outcome", "Phases", "SolveResult", "as_budget", "as_cancel", "best_move", "solve"]


class Outcome(Enum):
    """What the search found out."""

    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class SolveResult:
    """The answer of :func:`solve`. ``moves`` is the winning line (engine moves,
    draws included) when ``outcome`` is ``SOLVED``, else empty."""

    outcome: Outcome
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0

    @property
    def first_move(self) -> Move | None:
        """The first move of the winning line (``None`` if not solved or already won)."""
        return self.moves[0] if self.moves else None


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a search may run: wall-clock ``seconds`` and/or visited ``nodes``
    (``None`` = no limit on that measure)."""

    seconds: float | None = 2.0
    nodes: int | None = None


class Phases(Enum):
    """Which phases a search runs (see the module docstring, idea 8)."""

    #: The restricted best-first phase for a share of the budget, then the
    #: exhaustive depth-first search with the rest (one core).
    BOTH = "both"
    #: The best-first phase for the whole budget; the exhaustive search only if
    #: the best-first one runs out of positions or hits its position cap early.
    FIRST = "first"
    #: The exhaustive depth-first search alone, for the whole budget.
    EXHAUSTIVE = "exhaustive"
    #: Beside an EXHAUSTIVE search on another core: the best-first phase for
    #: a quarter of the budget, then short depth-first searches that order
    #: the moves of every position with random noise, sharing the rest. A
    #: depth-first search that goes wrong early can spend its whole budget
    #: below that move; each restart goes elsewhere, skipping the positions
    #: the earlier ones proved lost.
    COMPLEMENT = "complement"
    #: Beside a COMPLEMENT search on another core (which does the best-first
    #: phase): in draw 3 or with a pass limit, the proof with every card in
    #: reach for a larger share than there; then randomised depth-first
    #: restarts for the rest of the budget, with other seeds than COMPLEMENT's.
    RESTARTS = "restarts"


#: Something the search polls to learn it should stop: a callable returning
#: True, or a ``threading.Event`` that is set.
Cancel = Union[Callable[[], bool], threading.Event, None]

# -- card tables -------------------------------------------------------------
# A card is its index: suit * 13 + rank - 1 (suits C D S H; C and S black).
_RANK = tuple(c % 13 + 1 for c in range(52))
_SUIT = tuple(c // 13 for c in range(52))
_RED = tuple((c // 13) in (1, 3) for c in range(52))
_KING = 13
# The two cards a card may be built on (one rank higher, other colour).
_PARENTS: tuple[tuple[int, ...], ...] = tuple(
    () if _RANK[c] == 13 else
    tuple(s * 13 + _RANK[c] for s in ((0, 2) if _RED[c] else (1, 3)))
    for c in range(52)
)
# The other card of the same colour and rank.
_TWIN = tuple((c + 26) % 52 for c in range(52))
# fits[a][b]: card a may lie on card b.
_FITS = tuple(tuple(b in _PARENTS[a] for b in range(52)) for a in range(52))
_FOUND = -1  # target code for "to its foundation"

# Priorities for move ordering (higher first).
_P_REVEAL = 1000
_P_FOUNDATION = 600
_P_EMPTY = 500
_P_TALON = 400
_P_PARTIAL_TO_FOUNDATION = 300
_P_PARTIAL = 100
_P_BACK = 0

# The searches look at the clock and the cancel flag every 16 positions (when
# the count has none of these bits): the 16 restarts of a search each search
# at least that many, so a 0.05 s budget ended after 0.9 s when this was every
# 256. The position budget is still checked every 256 positions (the tests'
# outcomes rest on it; see _Search.out_of_budget).
_CHECK_MASK = 15

# Run the _stuck test on every position the exhaustive phase reaches without
# pending obligations.
_STUCK_IN_SEARCH = True
# Skip draw-3 positions dominated by a visited one (_pointer_dominance).
# Measured on the 500 benchmark deals, 2 s each: the exhaustive search alone
# decided 389 instead of 386 draw-3 deals.
_TALON_DOMINANCE = True

# The restricted first phase gets this many positions or this share of the time
# (0.6 rather than 0.3 solved 72 instead of 70 of 100 draw-3 deals in 2 s and
# changed nothing in draw 1; 0.8 did no better).
_FIRST_PHASE_NODES = 60000
_FIRST_PHASE_SHARE = 0.6
# Phases.COMPLEMENT: the best-first share, how many randomised depth-first
# searches share the rest, and the noise added to each move's priority there
# (uniform in 0.._JITTER: a reveal still comes first nine times in ten, the
# other kinds mix). Measured on the 500 benchmark deals beside the helper's
# exhaustive search, 2 s each: draw 3 decided 90.0% with four restarts that
# only reorder the root's moves, 92.2-92.4% with 4 or 8 of these (share 0.25
# or 0.5, noise 300 or 1000 all within one deal), 92.8-93.0% with 12, 16 or
# 32; draw 1 unchanged (95.2-95.4%). One randomised search alone does worse
# than the ordered one (366 against 386 draw-3 deals): the gain is in the
# restarts. Sharing the positions proved lost between the restarts took the
# calling thread alone from 457 to 462 draw-3 deals (70 to 75 proven lost).
_COMPLEMENT_SHARE = 0.25
_RESTARTS = 16
_JITTER = 1000.0
_RESTARTS_SEED_BASE = 1000
# Draw 3 or a pass limit: the share of the budget (or the positions, without
# a budget) spent after the best-first phase on the proof with every card in
# reach (_lost_with_every_card_in_reach).
_RELAXED_SHARE = 0.1
_RELAXED_NODES = 20000
# Phases.RESTARTS (the helper process), draw 3 or a pass limit: the share of
# the budget spent first on that proof. Deals decided by the helper or the
# calling thread (2 s each, run apart): 361 instead of 356 of 400 draw-3 deals
# (seed 2), 467 instead of 468 of the 500 benchmark deals; 0.5: 362 and 467.
_RESTARTS_RELAXED_SHARE = 0.3


def _safe_rank(foundations: tuple[int, ...], card: int) -> bool:
    """Whether sending ``card`` (playable now, its foundation at rank - 1) up can
    never lose a won game.

    Rule: an ace always; a card of rank r >= 2 when both foundations of the other
    colour are at r - 1 or more and the other foundation of its own colour is at
    r - 2 or more.

    Why it is safe even though foundation cards may come back: let D be the cards
    of rank <= r - 2, the two r - 1 of the other colour, the r - 1 of the card's
    own suit and the card itself. After the move all of D is on the foundations.
    No card outside D can ever be placed on a card of D (only D cards fit on D
    cards: rank r - 1 of the other colour onto the card, and ranks <= r - 2
    below). So in any winning line L from the position before the move, every
    column stays "non-D cards, then D cards on top", and deleting from L every
    move of a D card (and keeping each run move of a non-D card, which then moves
    only the non-D part of its run) gives a legal line from the position after
    the move that ends with every non-D card on the foundations, exactly where L
    puts them, and the D cards were there all along. Face-down cards are never in
    D, and they turn up no later than in L. The talon is not touched when the
    card comes from the tableau. From the talon the argument holds for draw 1
    (deleting the card shifts nothing: every talon card stays reachable in the
    same pass); with draw 3 removing a talon card changes the groups of three,
    so talon cards are never auto-played in draw 3.
    """
    rank = _RANK[card]
    if rank == 1:
        return True
    suit = _SUIT[card]
    return (foundations[(suit + 1) & 3] >= rank - 1 and foundations[(suit + 3) & 3] >= rank - 1
            and foundations[(suit + 2) & 3] >= rank - 2)


# -- the internal position ---------------------------------------------------
# A position is a tuple (cols, hidden, found, talon, pointer, passes):
#   cols: 7 tuples of card ints, bottom first; hidden: face-down count per column;
#   found: top rank per suit; talon: waste (bottom first) + stock (next first);
#   pointer: how many talon cards are turned up (the waste length);
#   passes: the engine's pass number.
# A move is (kind, a, b, c):
#   (0, col, index, target)      run from column col starting at index;
#   (1, k, target, steps)        talon card at position k (card talon[k - 1]),
#                                steps = 2 * draws + (1 if a recycle is among them);
#   (2, suit, target, 0)         foundation top back to a column.
# target is a column number 0..6 or _FOUND.
_RUN, _TALON, _BACK = 0, 1, 2


class _Search:
    """One search. Holds the rules and the budget, the visited set and the stack."""

    def __init__(self, state: GameState, budget: Budget, cancel: Cancel) -> None:
        rules = state.rules
        self.state = state
        self.draw = rules.draw
        self.max_passes = rules.max_passes
        self.budget = budget
        self.cancelled = as_cancel(cancel)
        self.root = (
            tuple(tuple(card.index for card in col) for col in state.tableau),
            tuple(state.hidden),
            tuple(state.foundations),
            tuple(card.index for card in state.waste + state.stock),
            len(state.waste),
            state.passes,
        )
        self.nodes = 0
        self.reach_memo: dict = {}
        self.info_memo: dict = {}
        # The first phase plays without splitting runs (unless the card
        # uncovered goes up) and without cards back from the foundations: it is
        # not exhaustive, but finds most wins quickly.
        self.restricted = False
        # Random noise in the move order (the restarts of Phases.COMPLEMENT).
        self.jitter: random.Random | None = None
        # Added to the seeds of the restarts (Phases.RESTARTS uses others).
        self.seed_base = 0
        # The restarts meet the same positions again (about half of their
        # _stuck tests): the verdicts by key (the key fixes everything _stuck
        # looks at), kept only while they run.
        self.stuck_memo: dict | None = None
        # The positions proven lost, shared by the restarts (see search).
        self.dead: set | None = None
        # Positions skipped by the talon dominance (for the tests).
        self.dominated = 0

    # -- keys ---------------------------------------------------------------
    def key(self, pos: tuple) -> object:
        cols, hidden, _found, talon, pointer, passes = pos
        # Columns in sorted order: column identity does not matter to the rules.
        # The foundations follow from the cards still out, so they are not in the key.
        colkey = sorted([bytes((hidden[i],)) + bytes(cols[i]) for i in range(7)])
        if self.max_passes is None:
            # Positions that drawing alone makes mutually reachable are one.
            if self.draw == 1 or pointer % 3 == 0 or pointer == len(talon):
                pkey = -1
            else:
                pkey = pointer
            return (b"\xff".join(colkey), bytes(talon), pkey)
        return (b"\xff".join(colkey), bytes(talon), pointer, passes)

    def stuck(self, pos: tuple, twins: bool = False) -> bool:
        """:func:`_stuck` for an internal position."""
        cols, hidden, _found, talon, pointer, passes = pos
        reach = None
        if talon and (self.draw != 1 or self.max_passes is not None):
            reach = frozenset(k for k, _d, _r in self.talon_reach(talon, pointer, passes))
        return _stuck(cols, hidden, talon, reach, twins)

    # -- talon reach ----------------------------------------------------------
    def talon_reach(self, talon: tuple[int, ...], pointer: int, passes: int) -> list[tuple[int, int, int]]:
        """(position k, draws needed, recycled 0/1) for every talon card playable
        after some draws, each position once, the cheapest way (memoised)."""
        memo_key = (talon, pointer, passes)
        out = self.reach_memo.get(memo_key)
        if out is None:
            out = self.reach_memo[memo_key] = self._talon_reach(talon, pointer, passes)
        return out

    def talon_info(self, talon: tuple[int, ...], pointer: int, passes: int) -> tuple[frozenset, bool]:
        """The talon cards playable after some draws, and whether a King is
        among them (memoised)."""
        memo_key = (talon, pointer, passes)
        out = self.info_memo.get(memo_key)
        if out is None:
            cards = frozenset(talon[k - 1] for k, _d, _r in self.talon_reach(talon, pointer, passes))
            out = self.info_memo[memo_key] = (cards, any(_RANK[c] == _KING for c in cards))
        return out

    def _talon_reach(self, talon: tuple[int, ...], pointer: int, passes: int) -> list[tuple[int, int, int]]:
        n = len(talon)
        if not n:
            return []
        draw = self.draw
        out = []
        seen = set()
        if pointer:
            out.append((pointer, 0, 0))
            seen.add(pointer)
        k = pointer
        draws = 0
        while k < n:
            k = min(k + draw, n)
            draws += 1
            out.append((k, draws, 0))
            seen.add(k)
        if self.max_passes is None or passes < self.max_passes:
            if pointer:  # a recycle needs a non-empty waste
                base = draws + 1
                k = 0
                d = 0
                while k < n:
                    k = min(k + draw, n)
                    d += 1
                    if k not in seen:
                        out.append((k, base + d, 1))
        return out

    # -- moves ------------------------------------------------------------------
    def moves(self, pos: tuple, pending: tuple) -> list[tuple[tuple[int, int, int, int], tuple]]:
        """The moves allowed in a position with ``pending`` obligations, best
        first, each with the obligations after it (see :func:`_allowed`)."""
        cols, hidden, found, talon, pointer, passes = pos
        tops: dict[int, int] = {}
        empty = -1
        for i in range(7):
            col = cols[i]
            if col:
                tops[col[-1]] = i
            elif empty < 0:
                empty = i
        talon_np = self.draw == 1 and self.max_passes is None
        restricted = self.restricted
        # After a talon card alone, only moves onto it (see _only_onto).
        only = pending[0][1] if len(pending) == 1 and pending[0][0] == "T" else -1
        if only >= 0:
            tops = {cols[only][-1]: only}
            empty = -1
        scored: list[tuple[int, tuple[int, int, int, int], tuple]] = []
        add = scored.append
        reach = self.talon_reach(talon, pointer, passes)
        # Dead-end lookahead: a preparing move whose obligation no move could
        # use next leads to a position with no allowed move (whatever else is
        # pending: the next move must use every pending obligation), which is
        # not won (a preparing move leaves cards on the tableau). Such moves
        # are not generated. The moves that could use the obligation depend
        # only on what the preparing move leaves unchanged (see the two checks
        # below).
        starts = []
        heads: set | None = None  # the run heads, computed when first needed
        for i in range(7):
            col = cols[i]
            n = len(col)
            start = n - 1
            if n:
                h = hidden[i]
                while start > h and _FITS[col[start]][col[start - 1]]:
                    start -= 1
            starts.append(start)
        kings_ready: bool | None = None
        for i in range(7):
            col = cols[i]
            n = len(col)
            if not n:
                continue
            h = hidden[i]
            top = col[-1]
            start = starts[i]  # the lowest index of the intact face-up run
            if found[_SUIT[top]] + 1 == _RANK[top] and only < 0:
                if n - 1 == h and h:
                    prio = _P_REVEAL + _P_FOUNDATION + h
                else:
                    prio = _P_FOUNDATION - _RANK[top]
                if not pending or _allowed(pending, None, i, -1, _FOUND, False) is not None:
                    add((prio, (_RUN, i, n - 1, _FOUND), ()))
            for j in range(start, n):
                card = col[j]
                # Where it could go, before anything else: most run cards
                # have no target.
                parents = _PARENTS[card]
                if parents:
                    t0 = tops.get(parents[0])
                    t1 = tops.get(parents[1])
                    if t0 is None and t1 is None:
                        continue
                elif empty < 0 or not j:
                    # A King to an empty column: pointless from the bottom of
                    # a column (the same columns in another order).
                    continue
                if j == h:
                    if h:
                        prio = _P_REVEAL + h
                        res = None
                    else:
                        if kings_ready is None:
                            # Kings that could move into an empty column next: a
                            # King heading a run above some card (a King at the
                            # bottom of a column is excluded by the move
                            # generator), a talon King, a King on a foundation.
                            # An emptying move takes a run that starts at the
                            # bottom of its column (so it holds no such King)
                            # onto another column's top, and changes neither
                            # the talon nor the foundations.
                            # (A King can only head the intact run of a column.)
                            kings_ready = (13 in found or self.talon_info(talon, pointer, passes)[1]
                                           or any(starts[x] >= 1 and _RANK[cols[x][starts[x]]] == _KING
                                                  for x in range(7)))
                        if not kings_ready:
                            continue  # dead end: no King could fill the column
                        prio = _P_EMPTY
                        res = ("E", i)
                else:
                    # A split of an intact run: moving the lower part later
                    # could have carried the upper part along ("y" below).
                    # "y" remembers the card moved and the run length (for the
                    # undo rule below).
                    res = ("y", i, card, n - j) if j > start else ("Y", i)
                    below = col[j - 1]
                    if found[_SUIT[below]] + 1 == _RANK[below]:
                        prio = _P_PARTIAL_TO_FOUNDATION
                    elif restricted:
                        continue
                    else:
                        prio = _P_PARTIAL
                        if j > start:
                            # ("y", i, card, L): used next only by `below`
                            # going up (not possible here), by the card's twin
                            # landing on `below` (the card itself going back is
                            # the undo rule's case), and the twin must then head
                            # a run, be reachable in the talon or top a
                            # foundation; the split changes none of these (it
                            # moves the card's run onto another column's top:
                            # the twin is not in that run, and a run head
                            # stays a run head).
                            twin = _TWIN[card]
                            if heads is None:
                                heads = {cols[x][y] for x in range(7) for y in range(max(starts[x], 0), len(cols[x]))}
                            if not (twin in heads or twin in self.talon_info(talon, pointer, passes)[0]
                                    or found[_SUIT[twin]] == _RANK[twin]):
                                continue
                if parents:
                    for t in (t0, t1):
                        if t is None:
                            continue
                        if pending:
                            if ("y", t, card, n - j) in pending:
                                # Undo rule: this run was just split off the
                                # top of column t and would go straight back.
                                # See _undo_argument.
                                continue
                            after = _allowed(pending, res, i, -1, t, False)
                            if after is None:
                                continue
                        else:
                            after = (res,) if res else ()
                        add((prio, (_RUN, i, j, t), after))
                else:
                    if pending:
                        after = _allowed(pending, res, i, -1, empty, True)
                        if after is None:
                            continue
                    else:
                        after = (res,) if res else ()
                    add((prio, (_RUN, i, j, empty), after))
        for k, draws, recycled in reach:
            card = talon[k - 1]
            up = found[_SUIT[card]] + 1 == _RANK[card] and only < 0
            parents = _PARENTS[card]
            if parents:
                t0 = tops.get(parents[0])
                t1 = tops.get(parents[1])
                if t0 is None:
                    targets = () if t1 is None else (t1,)
                else:
                    targets = (t0,) if t1 is None else (t0, t1)
            else:
                targets = (empty,) if empty >= 0 else ()
            if not targets and not up:
                continue  # (most talon cards: nowhere to go)
            prio = _P_TALON - draws
            steps = 2 * draws + recycled
            if up:
                if not pending or _allowed(pending, None, -2, -1, _FOUND, False) is not None:
                    add((prio + 50, (_TALON, k, _FOUND, steps), ()))
            for t in targets:
                res = ("T", t) if talon_np else None
                if pending:
                    after = _allowed(pending, res, -2, -1, t, t == empty)
                    if after is None:
                        continue
                else:
                    after = (res,) if res else ()
                add((prio, (_TALON, k, t, steps), after))
        for suit in range(4):
            rank = found[suit]
            if rank and not restricted:
                card = suit * 13 + rank - 1
                targets = [tops[parent] for parent in _PARENTS[card] if parent in tops]
                if empty >= 0 and rank == _KING:
                    targets.append(empty)
                for t in targets:
                    res = ("B", t, suit)
                    if pending:
                        after = _allowed(pending, res, -2, suit, t, t == empty)
                        if after is None:
                            continue
                    else:
                        after = (res,)
                    add((_P_BACK, (_BACK, suit, t, 0), after))
        if len(pending) == 1:
            # A second obligation is only worth taking if one move can then use both.
            apply = self.apply
            scored = [item for item in scored if len(item[2]) < 2
                      or _can_discharge(apply(pos, item[1], None, False), item[2])]
        jitter = self.jitter
        if jitter is None:
            scored.sort(key=_first, reverse=True)
        else:
            noise = jitter.random
            scored.sort(key=lambda item: item[0] + noise() * _JITTER, reverse=True)
        return [(m, after) for _, m, after in scored]

    # -- applying -------------------------------------------------------------------
    def apply(self, pos: tuple, move: tuple[int, int, int, int],
              record: list[Move] | None = None, auto: bool = True) -> tuple:
        """The position after ``move`` and (if ``auto``) the safe automatic
        foundation moves. With ``record``, the engine moves are appended to it."""
        cols, hidden, found, talon, pointer, passes = pos
        kind, a, b, c = move
        cols_l = list(cols)
        hidden_l = list(hidden)
        found_l = list(found)
        if kind == _RUN:
            col = cols[a]
            run = col[b:]
            rest = col[:b]
            cols_l[a] = rest
            if rest and hidden[a] == len(rest):
                hidden_l[a] -= 1
            card = col[b]
            if c == _FOUND:
                found_l[_SUIT[card]] += 1
            else:
                cols_l[c] = cols[c] + run
        elif kind == _TALON:
            card = talon[a - 1]
            if record is not None:
                record.extend([DRAW] * (c >> 1))
            if c & 1:
                passes += 1
            talon = talon[:a - 1] + talon[a:]
            pointer = a - 1
            if b == _FOUND:
                found_l[_SUIT[card]] += 1
            else:
                cols_l[b] = cols[b] + (card,)
        else:
            card = a * 13 + found[a] - 1
            found_l[a] -= 1
            cols_l[b] = cols[b] + (card,)
            c = b
            b = 0
        if record is not None:
            if kind == _TALON:
                target = b
            elif kind == _RUN:
                target = c
            else:
                target = c
            record.append(Move(CARDS[card], FOUNDATIONS[_SUIT[card]] if target == _FOUND
                               else COLUMNS[target]))
        if auto:
            pointer, talon = self.auto(cols_l, hidden_l, found_l, talon, pointer, record)
        return (tuple(cols_l), tuple(hidden_l), tuple(found_l), talon, pointer, passes)

    def auto(self, cols: list, hidden: list, found: list, talon: tuple, pointer: int,
             record: list[Move] | None) -> tuple[int, tuple]:
        """Play the provably safe foundation moves (see :func:`_safe_rank`), in place."""
        progress = True
        while progress:
            progress = False
            for i in range(7):
                col = cols[i]
                if col:
                    card = col[-1]
                    if found[_SUIT[card]] + 1 == _RANK[card] and _safe_rank(found, card):
                        found[_SUIT[card]] += 1
                        rest = col[:-1]
                        cols[i] = rest
                        if rest and hidden[i] == len(rest):
                            hidden[i] -= 1
                        if record is not None:
                            record.append(Move(CARDS[card], FOUNDATIONS[_SUIT[card]]))
                        progress = True
            if self.draw == 1 and talon:
                # Draw 1: any talon card with unlimited passes (the pointer does
                # not matter then); with a pass limit only the waste top or the
                # next card (playing them leaves the pointer where it was or one back).
                if self.max_passes is None:
                    candidates = range(len(talon))
                else:
                    candidates = [x for x in (pointer - 1, pointer) if 0 <= x < len(talon)]
                for x in candidates:
                    card = talon[x]
                    if found[_SUIT[card]] + 1 == _RANK[card] and _safe_rank(found, card):
                        if record is not None:
                            record.extend(self.talon_draws(talon, pointer, x + 1))
                            record.append(Move(CARDS[card], FOUNDATIONS[_SUIT[card]]))
                        found[_SUIT[card]] += 1
                        talon = talon[:x] + talon[x + 1:]
                        pointer = x
                        progress = True
                        break
        return pointer, talon

    def talon_draws(self, talon: tuple, pointer: int, k: int) -> list[Move]:
        """Draw 1 only: the draws that bring position k to the waste top."""
        n = len(talon)
        if k >= pointer:
            return [DRAW] * (k - pointer)
        return [DRAW] * (n - pointer + 1 + k)

    # -- search ---------------------------------------------------------------
    def run(self, phases: Phases = Phases.BOTH) -> tuple[Outcome, list[tuple[int, int, int, int]] | None, tuple]:
        """The phases asked for (see :class:`Phases`): by default the restricted
        one for a share of the budget, then the exhaustive one with what is left."""
        start_time = time.monotonic()
        seconds = self.budget.seconds
        deadline = None if seconds is None else start_time + seconds
        max_nodes = self.budget.nodes
        share = {Phases.FIRST: 1.0, Phases.EXHAUSTIVE: 0.0,
                 Phases.COMPLEMENT: _COMPLEMENT_SHARE}.get(phases, _FIRST_PHASE_SHARE)
        first_nodes = _FIRST_PHASE_NODES if max_nodes is None else min(_FIRST_PHASE_NODES, max_nodes // 4)
        if phases is Phases.FIRST and max_nodes is not None:
            first_nodes = min(_FIRST_PHASE_NODES, max_nodes)
        first_deadline = None if seconds is None else start_time + seconds * share
        root = self.root
        if self.stuck(root, twins=True):
            return Outcome.UNSOLVABLE, None, root
        if phases is Phases.EXHAUSTIVE:
            return self.search(deadline, max_nodes)
        if phases is Phases.RESTARTS:
            self.seed_base = _RESTARTS_SEED_BASE
            # The calling thread gives this proof a tenth of the budget; here
            # it gets more, before the restarts.
            lost, relaxed_nodes = self.relaxed_lost(_RESTARTS_RELAXED_SHARE)
            if lost:
                self.nodes = relaxed_nodes
                return Outcome.UNSOLVABLE, None, root
            return self.restarts(deadline, max_nodes)
        self.restricted = True
        outcome, path, root = self.best_first(first_deadline, first_nodes)
        first = self.nodes
        self.restricted = False
        if outcome is Outcome.SOLVED or self.cancelled():
            return (outcome if outcome is Outcome.SOLVED else Outcome.UNKNOWN), path, root
        # (After the best-first phase: most won deals never pay for it.)
        lost, relaxed_nodes = self.relaxed_lost(_RELAXED_SHARE)
        first += relaxed_nodes
        if lost:
            self.nodes = first
            return Outcome.UNSOLVABLE, None, root
        left = None if max_nodes is None else max(max_nodes - first, 1)
        if phases is Phases.COMPLEMENT:
            outcome, path, root = self.restarts(deadline, left)
        else:
            outcome, path, root = self.search(deadline, left)
        self.nodes += first
        return outcome, path, root

    def relaxed_lost(self, share: float) -> tuple[bool, int]:
        """:func:`_lost_with_every_card_in_reach` for ``share`` of the budget,
        under rules stricter than draw 1 with unlimited passes (under those it
        would be this search again): (False, 0) otherwise."""
        if self.draw == 1 and self.max_passes is None:
            return False, 0
        return _lost_with_every_card_in_reach(self.state, self.budget, self.cancelled, share)

    def out_of_budget(self, nodes: int, deadline: float | None, max_nodes: int | None) -> bool:
        """Whether a search that has visited ``nodes`` positions must stop:
        past the deadline, cancelled, or (looked at every 256 positions) over
        the position budget. Called every 16 positions (see _CHECK_MASK)."""
        return ((deadline is not None and time.monotonic() > deadline) or self.cancelled()
                or (max_nodes is not None and nodes > max_nodes and not nodes & 255))

    def restarts(self, deadline: float | None, max_nodes: int | None
                 ) -> tuple[Outcome, list[tuple[int, int, int, int]] | None, tuple]:
        """Depth-first searches from the root, each with its own random noise
        in the move order (seeded: the same each time), splitting what is
        left of the budget equally. Each is complete on its own: one that
        ends without a win proves the position lost."""
        count = _RESTARTS if deadline is not None or max_nodes is not None else 1
        now = time.monotonic()
        total_nodes = 0
        outcome: Outcome = Outcome.UNKNOWN
        path = None
        root = self.root
        self.stuck_memo = {}
        self.dead = set()
        for i in range(count):
            part_deadline = None if deadline is None else now + (deadline - now) * (i + 1) / count
            part_nodes = None if max_nodes is None else max(1, max_nodes // count)
            self.jitter = random.Random(self.seed_base + i + 1)
            try:
                outcome, path, root = self.search(part_deadline, part_nodes)
            finally:
                self.jitter = None
            total_nodes += self.nodes
            if outcome is not Outcome.UNKNOWN or self.cancelled():
                break
        self.stuck_memo = None
        self.dead = None
        self.nodes = total_nodes
        return outcome, path, root

    def best_first(self, deadline: float | None, max_nodes: int | None
                   ) -> tuple[Outcome, list[tuple[int, int, int, int]] | None, tuple]:
        """A greedy best-first search: the position with the fewest face-down
        cards, then the most cards up, first. Not exhaustive (used with the
        restricted moves); a win it finds is a real win."""
        root_auto = self.start()
        if root_auto[2] == (13, 13, 13, 13):
            return Outcome.SOLVED, [], root_auto
        moves_of = self.moves
        apply = self.apply
        key = self.key
        root_key = (key(root_auto), ())
        parents: dict = {root_key: None}
        counter = 0
        heap = [(0, 0, root_key, root_auto, ())]
        nodes = 0
        while heap:
            _, _, pkey, pos, pending = heapq.heappop(heap)
            for move, after in moves_of(pos, pending):
                child = apply(pos, move, None, not after)
                ckey = (key(child), after)
                if ckey in parents:
                    continue
                parents[ckey] = (pkey, move, after)
                if child[2] == (13, 13, 13, 13):
                    path = []
                    k = ckey
                    while parents[k] is not None:
                        k, m, a = parents[k]
                        path.append((m, a))
                    path.reverse()
                    self.nodes = nodes
                    return Outcome.SOLVED, path, root_auto
                nodes += 1
                if not nodes & _CHECK_MASK and self.out_of_budget(nodes, deadline, max_nodes):
                    self.nodes = nodes
                    return Outcome.UNKNOWN, None, root_auto
                counter += 1
                score = 40 * sum(child[1]) - 3 * sum(child[2]) + len(child[3]) + 2 * len(after)
                heapq.heappush(heap, (score, counter, ckey, child, after))
        self.nodes = nodes
        return Outcome.UNSOLVABLE, None, root_auto

    def search(self, deadline: float | None, max_nodes: int | None
               ) -> tuple[Outcome, list[tuple[int, int, int, int]] | None, tuple]:
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
            return Outcome.SOLVED, [], root_auto
        root_v = (self.key(root_auto), ())
        dead = self.dead
        track = dead is not None
        if track and root_v in dead:
            self.nodes = 0
            return Outcome.UNSOLVABLE, None, root_auto
        # Positions proven lost are skipped like visited ones.
        visited = set(dead) if track else set()
        visited.add(root_v)
        # Draw 3, unlimited passes: the pointers seen with each tableau and
        # talon, for the talon dominance below (see _pointer_dominance).
        pointers: dict | None = (
            {} if _TALON_DOMINANCE and self.draw == 3 and self.max_passes is None else None)
        if track and pointers is not None:
            for ck, sub in dead:
                pointers.setdefault(ck[:2], []).append((ck[2], sub))
        # Tarjan's bookkeeping: the discovery number of each position of an
        # unfinished component, and those positions in discovery order.
        order = {root_v: 0}
        open_: list = [root_v]
        count = 0
        stuck = self.stuck
        stuck_check = _STUCK_IN_SEARCH
        memo = self.stuck_memo
        moves_of = self.moves
        apply = self.apply
        key = self.key
        # stack frames: [position, pending obligations, moves, next index,
        #                (key, obligations), discovery number, lowest number reached]
        stack: list[list] = [[root_auto, (), moves_of(root_auto, ()), 0, root_v, 0, 0]]
        nodes = 0
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
            # Safe foundation moves only between blocks (see _allowed).
            child = apply(pos, move, None, not after)
            if child[2] == (13, 13, 13, 13):
                self.nodes = nodes
                return Outcome.SOLVED, [f[2][f[3] - 1] for f in stack], root_auto
            ck = key(child)
            v = (ck, after)
            # The visited position that covers this one, if any.
            w = None
            if v in visited:
                w = v
            elif after:
                # Fewer obligations allow more: a position already searched
                # with a subset of them covers this one (_subsets, spelt out
                # on this hot path).
                if (ck, ()) in visited:
                    w = (ck, ())
                elif len(after) == 2:
                    if (ck, after[:1]) in visited:
                        w = (ck, after[:1])
                    elif (ck, after[1:]) in visited:
                        w = (ck, after[1:])
            if w is None and pointers is not None:
                # A position whose draws reach a subset of what an already
                # visited one with the same tableau and talon (and no more
                # obligations) reaches: no win that one lacks.
                seen = pointers.setdefault(ck[:2], [])
                p = ck[2]
                covering = _subsets(after)
                for p2, sub in seen:
                    if sub in covering and _reaches_more(p2, p):
                        w = ((ck[0], ck[1], p2), sub)
                        self.dominated += 1
                        break
                else:
                    seen.append((p, after))
            if w is not None:
                # An edge to w: this component is not finished before w's.
                if track and w not in dead and order[w] < frame[6]:
                    frame[6] = order[w]
                continue
            visited.add(v)
            nodes += 1
            if not nodes & _CHECK_MASK and self.out_of_budget(nodes, deadline, max_nodes):
                self.nodes = nodes
                return Outcome.UNKNOWN, None, root_auto
            if stuck_check and not after:
                if memo is None:
                    lost = stuck(child)
                else:
                    lost = memo.get(ck)
                    if lost is None:
                        lost = memo[ck] = stuck(child)
                if lost:
                    # No win below (see _stuck); it stays visited.
                    if track:
                        dead.add(v)
                    continue
            count += 1
            if track:
                order[v] = count
                open_.append(v)
            stack.append([child, after, moves_of(child, after), 0, v, count, count])
        self.nodes = nodes
        return Outcome.UNSOLVABLE, None, root_auto

    def engine_moves(self, path: list[tuple[int, int, int, int]]) -> list[Move]:
        """The engine moves of an internal line from the root (autos included)."""
        record: list[Move] = []
        pos = self.start(record)
        for move, after in path:
            pos = self.apply(pos, move, record, not after)
        return record

    def start(self, record: list[Move] | None = None) -> tuple:
        """The root after its safe automatic moves: every search starts
        there (the root gets them like every other position)."""
        root = self.root
        cols_l, hidden_l, found_l = list(root[0]), list(root[1]), list(root[2])
        pointer, talon = self.auto(cols_l, hidden_l, found_l, root[3], root[4], record)
        return (tuple(cols_l), tuple(hidden_l), tuple(found_l), talon, pointer, root[5])


def _first(item: tuple) -> int:
    return item[0]


# -- obligations ---------------------------------------------------------------
# Some moves only prepare: they change nothing that matters until a later move
# makes use of what they did. Each such move leaves an obligation, and the search
# only plays it right before a move that discharges it:
#
#   ("Y", a)     a run left column a and uncovered a face-up card Y there.
#                Used by: any move out of column a, any move onto column a.
#   ("y", a)     the same, when the run was split where it was intact (the
#                moved card fits on Y). Used by: Y going to its foundation,
#                any move onto column a. Not by a run from column a carrying Y
#                away: the earlier split and that move give the same position as
#                moving that run with the upper part first and splitting after.
#   ("E", a)     a whole column a (no face-down card) moved away: a is empty.
#                Used by: any move into an empty column.
#   ("T", c)     draw 1 with unlimited passes: a talon card went to column c.
#                Used by: any move onto column c.
#   ("B", c, s)  the top card of foundation s came back to column c.
#                Used by: any move onto column c, any move back from foundation s.
#
# Why this loses no win: take a winning line and move each such preparing move
# later, to just before the first move that uses what it did (or drop it when
# nothing ever does). The moves in between stay legal: they never touch what the
# preparing move changed (else they would use it), a run that sat on the new
# parent moves from its old place instead (same card, same target), a parent's
# run moves without the cards that would have been on it, a talon card that
# would have gone up from the tableau goes up from the talon (draw 1, unlimited
# passes: every talon card is always reachable), a foundation card that went
# back and up again never left. So some winning line consists of blocks
# "preparing moves, then one move using all of them" (one move uses at most two:
# one by its source, one by its target). :func:`_allowed` enforces exactly that.


# Only onto it. With a single pending ("T", t) (draw 1, unlimited passes), only
# moves onto column t are generated, not a second preparing move elsewhere. No
# win is lost: such a block is "T, P, then a move U using both", where P is a
# preparing move that does not land on t. P cannot take cards from t (they
# would include the talon card on top: a move from t carrying it, in the
# rewriting behind the obligations, is a use of what T did, and that
# rewriting puts the talon card straight onto the run's new place instead).
# So P touches neither column t nor, in draw 1 with unlimited passes, what the
# talon offers, and T touches nothing P needs: "P, T, U" gives the same
# position, and the search generates it (T is allowed after P as a second
# preparing move whenever one move can use both, which U does).
_only_onto = None


# The undo rule. A pending ("y", a, c, L) says: the last or next-to-last move
# split the run of L cards headed by c off the top card Y of column a (c fits
# on Y). The search never moves that same run (c at the head, L cards, so
# nothing was added to it or taken from it) straight back onto column a.
#
# Why no win is lost: take a winning line with the fewest card moves (draws not
# counted). Every rewriting the search relies on (obligations: moving preparing
# moves later or dropping them; safe automatic moves: deleting moves of D cards;
# talon macro-moves: reordering draws) never adds card moves, so some fewest-
# moves winning line has the block form the search explores. Suppose it had the
# split s (c's run from Y in column a onto column b) and, as the move using the
# obligation, u moving the same L cards from b back onto a. At most one
# preparing move q lies between them, and q uses neither obligation nor touches
# the two places: the run is the same L cards at the top of b (q added nothing
# on it and took nothing off), and the top of a is still Y (in one move it can
# only change to Y's parent or to a card on Y, and c fits neither Y's parent nor
# a card of rank c's own). So q is legal without s as well, and after s, q, u the
# position is the one q alone gives: dropping s and u is a winning line with two
# card moves fewer — a contradiction. A split ("Y") uncovers a card the run does
# not fit, so it has no such undo.
_undo_argument = None


# Talon dominance (draw 3, unlimited passes). The key keeps the pointer p
# only off the recycle cycle (p not a multiple of 3 and not the talon's
# end); on the cycle it is -1. The talon positions draws alone can bring to
# the waste top are R(-1) = {3, 6, ..., n} plus n, and for an off-cycle p,
# R(p) = {p, p + 3, ...} plus n plus R(-1) (after a recycle). So R(p) holds
# R(-1) for every off-cycle p, and R(p) holds R(q) when q = p + 3j.
#
# Why a position Q whose pointer q is dominated that way by the pointer p of
# an already visited position P (same tableau, same talon, P's obligations a
# subset of Q's) can be skipped: the moves that do not touch the talon keep
# the pointer and are the same from both; playing talon position k (in R(q),
# so in R(p)) leaves pointer k - 1 from either, so both reach the very same
# position. Every line from Q is thus a line from P of the same length, and
# fewer obligations allow more (see _allowed). The completeness argument of
# the visited set then still holds: were a win reachable from a visited
# position, take the visited position V closest to a win; the next position
# on V's shortest winning line is visited, or dominated by a visited one no
# farther from the win, or is the win.
_pointer_dominance = None


def _reaches_more(p: int, q: int) -> bool:
    """Whether draw-3 pointer key p (-1: on the recycle cycle) reaches by
    drawing every talon position q reaches (see _pointer_dominance)."""
    return p == q or (p >= 0 and (q < 0 or (p < q and (q - p) % 3 == 0)))


def _subsets(after: tuple) -> tuple:
    """The obligation sets (sorted tuples, at most two items) that hold
    no obligation ``after`` lacks: a position searched with one of them
    covers the same position with ``after``."""
    if not after:
        return ((),)
    if len(after) == 1:
        return (after, ())
    return (after, (), after[:1], after[1:])


def _uses(resource: tuple, source_col: int, back_suit: int, target: int,
          target_empty: bool) -> bool:
    kind = resource[0]
    if kind == "Y":
        return source_col == resource[1] or target == resource[1]
    if kind == "y":
        return target == resource[1] or (source_col == resource[1] and target == _FOUND)
    if kind == "E":
        return target_empty
    if kind == "T":
        return target == resource[1]
    return target == resource[1] or back_suit == resource[2]


def _allowed(pending: tuple, resource: tuple | None, source_col: int, back_suit: int,
             target: int, target_empty: bool) -> tuple | None:
    """The obligations after a move, or ``None`` if the move is not allowed now:
    a move must use all pending obligations or none; using none, it must itself
    be a preparing move (at most two obligations can be pending)."""
    used = 0
    for item in pending:
        if _uses(item, source_col, back_suit, target, target_empty):
            used += 1
    if used == len(pending):
        return (resource,) if resource else ()
    if used or resource is None or len(pending) >= 2:
        return None
    return tuple(sorted(pending + (resource,)))


def _run_cards(col: tuple, hidden: int) -> list[tuple[int, int]]:
    """(index, card) for every card that heads a movable run of a column."""
    n = len(col)
    if not n:
        return []
    start = n - 1
    while start > hidden and _FITS[col[start]][col[start - 1]]:
        start -= 1
    return [(j, col[j]) for j in range(start, n)]


def _can_discharge(pos: tuple, pending: tuple) -> bool:
    """Whether one move could use both pending obligations (False only when
    certainly not: then the position is a dead end of the search)."""
    cols, hidden, found = pos[0], pos[1], pos[2]
    first, second = pending
    for src, tgt in ((first, second), (second, first)):
        kind = src[0]
        if kind == "Y":
            movers = [(j, card) for j, card in _run_cards(cols[src[1]], hidden[src[1]])]
        elif kind == "B":
            rank = found[src[2]]
            movers = [(1, src[2] * 13 + rank - 1)] if rank else []
        else:
            continue
        tkind = tgt[0]
        if tkind == "E":
            if any(_RANK[card] == _KING and j for j, card in movers):
                return True
            continue
        col = cols[tgt[1]]
        if not col:
            return True  # cannot happen; be permissive
        top = col[-1]
        if kind == "Y" and tgt[1] == src[1]:
            continue
        if any(_FITS[card][top] for _, card in movers):
            return True
    kinds = (first[0], second[0])
    if kinds == ("E", "E"):
        return True
    # Both used by the target: the same column.
    if "E" not in kinds and first[1] == second[1]:
        return True
    return False


def _stuck(cols: tuple, hidden: tuple, talon: tuple = (), reach: frozenset | None = None,
           twins: bool = False) -> bool:
    """Whether some tableau card can provably never leave the card it lies on,
    or some talon card can never leave the talon (then no line wins: every
    card ends on its foundation, so each tableau card leaves what it lies on
    now — the card under it, or the bottom of its column — and each talon card
    leaves the talon). ``talon`` is waste + stock (see the internal position)
    and ``reach`` the talon positions (1 = first card) that draws alone bring
    to the waste top now (``None``: all of them). With ``twins``, also the
    conflicts of two twins over one parent (:func:`_twin_conflicts`, slower:
    used at the root).

    A card y *leaves* when it moves without the card under it: as the head of a
    moving run, or to its foundation. Moving along inside a run headed by a
    lower card is not leaving: y still lies on the same card afterwards. A least
    fixpoint over "y can leave" (``free`` below); foundation cards are given
    the benefit of the doubt except as ``avail`` says. Each card out of the
    foundations has *ways* to leave (``_ways``), each with the cards that must
    have left before (its prerequisites):

    - to its foundation: the card now on y (if any), and every lower card of
      y's suit still on the tableau or in the talon;
    - heading a run onto a parent p: the first card above y that breaks the run
      from y (for a face-down y the card on it), and the card now on p if p is
      on the tableau; a parent off the tableau must be able to come onto it
      (``avail``);
    - a King into another column: the breaking card, and that column's bottom
      card unless it is empty now.

    A talon card has the same ways (with nothing on it), and must first be
    *reachable*: in ``reach``, or some card before it in the talon, or the card
    right after it, has left the talon.

    Why it is sound: take a winning line and order by time the moments when
    cards first leave where they are now; by induction each such card is
    marked. Until y first leaves, y lies on the same card and the cards under
    it stay where they are relative to it (a face-down card under y cannot turn
    up). To go up, y must be a top card (the card on it left y before: a card on
    y moves off it only by leaving it) with every lower card of its suit up
    (each one left its place before). To head a run, the cards on y must form
    an unbroken run: the first card breaking it does not fit on the card under
    it, so it is no longer there, which only leaving does. The parent p must be
    a column top: the card on p now left it (a card never moves onto the card
    it already lies on, so p is not the card under y). A King needs an empty
    column other than its own: that column is empty now or its bottom card left
    the bottom. A talon card t is played from the waste top. While no talon
    card has left, only draws and recycles change the talon, so t is in
    ``reach``. If no card before t left, t keeps its position; a removal puts
    the waste top on the card under the removed one, so t is on top right after
    a removal only if the removed card lay right on t — the card now after t,
    or a later one once that card left; otherwise, after the last removal,
    draws go away from t, and after a recycle they reach the positions that
    are multiples of the draw count (in ``reach`` already: a recycle allowed
    then is allowed now) and the last card (t is last only once every card
    after it left). So a card left unmarked never leaves, and the position is
    lost. (Draw 3 positions where no card within reach can ever be played are
    common among lost deals: then the rest of the talon never comes out.)

    (An earlier version asked only whether each tableau card ever *moves*,
    counting a card carried in a run, and trusted every talon card to come out;
    that misses locks like a 9 of hearts on the 10 of clubs that can leave only
    for the 10 of spades, buried under the 9 of diamonds that waits for the 10
    of clubs.)
    """
    # For each tableau card, the card lying on it (-1 for a column top).
    cover = {}
    for col in cols:
        n = len(col)
        for x in range(n):
            cover[col[x]] = col[x + 1] if x + 1 < n else -1
    ways = _ways(cols, hidden, cover, talon)
    free, avail = _free(cover, ways, (), talon, reach)
    if free is None:
        return True
    if not twins:
        return False
    banned: tuple = ()
    for _round in range(3):
        more = _twin_conflicts(cover, ways, free, avail, banned)
        if not more:
            return False
        banned += more
        free, avail = _free(cover, ways, banned, talon, reach)
        if free is None:
            return True
    return False


def _ways(cols: tuple, hidden: tuple, cover: dict, talon: tuple = ()) -> dict:
    """For each tableau and talon card, its ways to leave (see :func:`_stuck`):
    tuples (target, prerequisites, off) with target -1 (foundation), a parent
    card, or 100 + column (a King into that column); ``off`` is the parent when
    it is off the tableau, else -1. ``cover``: the card on each tableau card."""
    bottoms = [col[0] if col else -1 for col in cols]
    ways = {}
    # The cards of each suit still out, lowest first: the foundation way of a
    # card waits for the ones below it.
    lower_of = {}
    present = sorted(list(cover) + list(talon))
    below: list = []
    suit = -1
    for c in present:
        if c // 13 != suit:
            suit = c // 13
            below = []
        lower_of[c] = tuple(below)
        below.append(c)
    # (card, column, card on it, breaking card): tableau cards, then talon cards.
    entries = []
    for i in range(7):
        col = cols[i]
        n = len(col)
        h = hidden[i]
        # brk for face-up cards, from the top down: the first card above that
        # does not fit on the one under it.
        brk = -1
        up = []
        for x in range(n - 1, -1, -1):
            on = cover[col[x]]
            if x < h:
                up.append((col[x], i, on, on))
            else:
                if on >= 0 and not _FITS[on][col[x]]:
                    brk = on
                up.append((col[x], i, on, brk))
        entries.extend(up)
    for y in talon:
        entries.append((y, -1, -1, -1))
    for y, column, on_y, brk in entries:
        base = (brk,) if brk >= 0 else ()
        lower = lower_of[y]
        out = [(-1, ((on_y,) + lower) if on_y >= 0 else lower, -1)]
        if _RANK[y] == _KING:
            for c in range(7):
                if c != column:
                    b = bottoms[c]
                    out.append((100 + c, base + (b,) if b >= 0 else base, -1))
        else:
            for parent in _PARENTS[y]:
                on = cover.get(parent)
                if on is None:
                    out.append((parent, base, parent))
                elif on < 0:
                    out.append((parent, base, -1))
                elif on != y:  # (y lies on p: not a way to leave it)
                    out.append((parent, base + (on,), -1))
        ways[y] = out
    return ways


def _free(cover: dict, ways: dict, banned: tuple, talon: tuple = (),
          reach: frozenset | None = None) -> tuple[list | None, list]:
    """The least fixpoint of :func:`_stuck`: (free, avail), free ``None`` when
    some card is left unmarked. ``banned``: (card, parent) ways that do not
    count."""
    free = [True] * 52
    for card in ways:
        free[card] = False
    # avail[c] for a card off the tableau: it may come onto the tableau (from
    # the talon or back from its foundation), which needs a King's empty column
    # or a parent at the top of a column: a parent off the tableau that came
    # onto it first, or a tableau card whose cover left (as for y's parents).
    # A talon card must be reachable too. Tableau cards are True here (they
    # are judged through `free`).
    avail = [_RANK[c] == _KING for c in range(52)]
    for card in cover:
        avail[card] = True
    # Talon cards out of reach now: (the cards before it, the card after it).
    hold = {}
    if reach is not None:
        n = len(talon)
        for k in range(n - 1):
            if k + 1 not in reach:
                hold[talon[k]] = (talon[:k], talon[k + 1])
    for card in hold:
        avail[card] = False
    todo = list(ways.items())
    waiting = [c for c in range(52) if not avail[c]]
    progress = True
    while progress and todo:
        progress = False
        rest = []
        for item in todo:
            y, out = item
            gate = hold.get(y)
            if gate is not None:
                if not free[gate[1]]:
                    for c in gate[0]:
                        if free[c]:
                            break
                    else:
                        rest.append(item)
                        continue
                del hold[y]
            for target, pre, off in out:
                if off >= 0 and not avail[off]:
                    continue
                for q in pre:
                    if not free[q]:
                        break
                else:
                    if banned and (y, target) in banned:
                        continue
                    free[y] = True
                    progress = True
                    break
            else:
                rest.append(item)
        todo = rest
        still = []
        for c in waiting:
            if c in hold:
                still.append(c)
                continue
            if _RANK[c] != _KING:
                for parent in _PARENTS[c]:
                    on = cover.get(parent)
                    if on is None:
                        if avail[parent]:
                            break
                    elif on < 0 or free[on]:
                        break
                else:
                    still.append(c)
                    continue
            avail[c] = True
            progress = True
        waiting = still
    return (None if todo else free), avail


def _twin_conflicts(cover: dict, ways: dict, free: list, avail: list, banned: tuple) -> tuple:
    """Ways to leave (twin z, parent p) that no winning line can use, beyond
    ``banned``: p is the only way its twin y can first leave, and y must leave
    before z, and y cannot leave p again before z leaves.

    First the *landmarks*: ``before[y]``, a set (bit mask) of tableau cards
    that leave, in every winning line, no later than y first leaves (y
    included). It is the greatest fixpoint of: y, plus what every way of y
    needs (the union of ``before`` of its prerequisites), intersected over
    y's ways — a way used in a winning line has its prerequisites leave first.
    A way of y is *viable* when no prerequisite q has y in ``before[q]`` (else
    y would leave before itself). The greatest fixpoint is sound here because
    the first pass found an order in which every card leaves (as for landmarks
    of AND/OR graphs, Keyder, Richter and Helmert 2010): by induction over the
    time order of a winning line, every card in ``before[y]`` has left by then.

    Talon cards take part like tableau cards (their reachability is left out
    of the landmarks, which only makes ``before`` smaller).

    Why a ban is sound: suppose a winning line and y, a non-King, whose only
    viable way is onto the parent p: there y first leaves onto p and then lies
    on p until it leaves p again (p can go up or be uncovered only without y on
    it). If y is in ``before[z]`` for its twin z, then z first leaves after y
    landed on p, so z can land on p only after y left p again. To leave p, y
    goes to its foundation (every lower card of its suit on the tableau or in
    the talon left before, so none of them may have z in its ``before``, nor be
    z) or onto its other parent p' (on the tableau: the card now on p' left
    before; that card may be neither z nor have z in its ``before``; off the
    tableau: it must be able to come onto it). When neither is possible, z's
    way onto p is never used.
    """
    full = (1 << 52) - 1
    before = {y: full for y in ways}
    changed = True
    while changed:
        changed = False
        for y, out in ways.items():
            acc = full
            for target, pre, off in out:
                if off >= 0 and not avail[off]:
                    continue
                if banned and (y, target) in banned:
                    continue
                need = 0
                for q in pre:
                    need |= before[q]
                acc &= need
            acc = (acc | (1 << y)) & before[y]
            if acc != before[y]:
                before[y] = acc
                changed = True
    found = []
    for y, out in ways.items():
        if _RANK[y] == _KING:
            continue
        z = _TWIN[y]
        if z not in ways or not (before[z] >> y) & 1:
            continue
        bit = 1 << y
        viable = [target for target, pre, off in out
                  if not (off >= 0 and not avail[off])
                  and not (banned and (y, target) in banned)
                  and not any(before[q] & bit for q in pre)]
        if len(viable) != 1 or viable[0] < 0:
            continue
        p = viable[0]
        if (z, p) in banned or (z, p) in found:
            continue
        zbit = 1 << z
        # y goes up from p before z first leaves?
        if not any(c == z or before[c] & zbit for c in range(_SUIT[y] * 13, y) if c in ways):
            continue
        # or onto its other parent?
        other = _PARENTS[y][0] if _PARENTS[y][1] == p else _PARENTS[y][1]
        on = cover.get(other)
        if on is None:
            if avail[other]:
                continue
        elif on < 0 or on == y or (on != z and not before[on] & zbit):
            continue  # (y lying on p' now: p' is free again once y left it)
        found.append((z, p))
    return tuple(found)


def as_cancel(cancel: Cancel) -> Callable[[], bool]:
    """The :data:`Cancel` as a callable returning True once the search should stop."""
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    if cancel is None:
        return lambda: False
    return cancel


def as_budget(budget: Budget | float | None) -> Budget:
    """A :class:`Budget` from a budget, a number of seconds, or ``None`` (the default)."""
    if budget is None:
        return Budget()
    if isinstance(budget, Budget):
        return budget
    return Budget(seconds=float(budget))


def _lost_with_every_card_in_reach(state: GameState, budget: Budget, cancel: Cancel,
                                   share: float = _RELAXED_SHARE) -> tuple[bool, int]:
    """Whether ``state`` is proven lost even in draw 1 with unlimited passes,
    by a short exhaustive search (a share of ``budget``); and its positions.

    Why that proves it lost under its own rules (draw 3, or a pass limit): in
    draw 1 with unlimited passes every stock and waste card can be brought to
    the waste top at any time, in the same order, so every line under the
    stricter rules is a line there too, with draws added (the tableau and
    foundation moves are the same). No win there, no win here. Measured on
    the benchmark's draw-3 deals: 4 of the 54 left undecided in 2 s are
    proven lost this way, 2 of them in 0.1 s. It runs after the best-first
    phase (every setting but EXHAUSTIVE), so that the deals that phase wins at
    once do not pay for it (run first, it doubled the median draw-3 time).
    """
    seconds = None if budget.seconds is None else budget.seconds * share
    nodes = None if budget.nodes is None else max(1, int(budget.nodes * share))
    if seconds is None and nodes is None:
        nodes = _RELAXED_NODES
    relaxed = replace(state, rules=Rules(draw=1))
    search = _Search(relaxed, Budget(seconds=seconds, nodes=nodes), cancel)
    outcome, _path, _root = search.run(Phases.EXHAUSTIVE)
    return outcome is Outcome.UNSOLVABLE, search.nodes


def solve(state: GameState, budget: Budget | float | None = None, cancel: Cancel = None,
          phases: Phases = Phases.BOTH) -> SolveResult:
    """Search for a win from ``state`` with full information, on this thread.

    ``budget``: a :class:`Budget`, or seconds as a number (default 2 s);
    ``cancel``: a callable returning True or a ``threading.Event``, polled every
    few hundred positions — the search then returns ``UNKNOWN``; ``phases``:
    see :class:`Phases` (:mod:`~klondike_qt.engine.solver_pool` runs the
    phases side by side on two cores).
    """
    budget = as_budget(budget)
    started = time.monotonic()
    if state.is_won:
        return SolveResult(Outcome.SOLVED, (), 0, 0.0)
    search = _Search(state, budget, cancel)
    outcome, path, _root = search.run(phases)
    moves: tuple[Move, ...] = ()
    if outcome is Outcome.SOLVED and path is not None:
        moves = tuple(search.engine_moves(path))
    return SolveResult(outcome, moves, search.nodes, time.monotonic() - started)


def best_move(state: GameState, budget: Budget | float | None = None,
              cancel: Cancel = None) -> tuple[Move | None, Outcome]:
    """The first move of a winning line and ``SOLVED``; ``None`` and the outcome
    (``UNSOLVABLE`` or ``UNKNOWN``) otherwise. ``None, SOLVED`` when already won."""
    result = solve(state, budget, cancel)
    return result.first_move, result.outcome
