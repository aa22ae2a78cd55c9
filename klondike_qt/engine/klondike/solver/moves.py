"""Move generation: the moves the search tries in a position, best first, each
with the obligations it leaves (see :mod:`.obligations`)."""

from __future__ import annotations

import random

from ..state import GameState
from .obligations import allowed, can_discharge
from .position import (
    _BACK,
    _FITS,
    _FOUND,
    _KING,
    _PARENTS,
    _RANK,
    _RUN,
    _SUIT,
    _TALON,
    _TWIN,
    Obligation,
    Pending,
    Position,
    Positions,
    SearchMove,
    _safe_rank,
)
from .tuning import JITTER, P_BACK, P_EMPTY, P_FOUNDATION, P_PARTIAL, P_PARTIAL_TO_FOUNDATION, P_REVEAL, P_TALON, PRUNE_SAFE_BACK

#: A move the search may play, with the obligations pending after it.
Step = tuple[SearchMove, Pending]


def _first(item: tuple[int, SearchMove, Pending]) -> int:
    return item[0]


class MoveGenerator(Positions):
    """The moves of a position, under the restrictions of the search's phase."""

    def __init__(self, state: GameState) -> None:
        super().__init__(state)
        # The first phase plays without splitting runs (unless the card
        # uncovered goes up) and without cards back from the foundations: it is
        # not exhaustive, but finds most wins quickly.
        self.restricted = False
        # Random noise in the move order (the randomised restarts).
        self.jitter: random.Random | None = None

    def moves(self, pos: Position, pending: Pending) -> list[Step]:
        """The moves allowed in a position with ``pending`` obligations, best
        first, each with the obligations after it (see :func:`~.obligations.allowed`)."""
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
        # After a talon card alone, only moves onto it (NOTES.md, "Only onto it").
        only = pending[0][1] if len(pending) == 1 and pending[0][0] == "T" else -1
        if only >= 0:
            tops = {cols[only][-1]: only}
            empty = -1
        scored: list[tuple[int, SearchMove, Pending]] = []
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
        heads: set[int] | None = None  # the run heads, computed when first needed
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
        # (Declared for the type checker only: plain tuples at run time.)
        res: Obligation | None
        after: Pending | None
        targets: tuple[int, ...] | list[int]
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
                    prio = P_REVEAL + P_FOUNDATION + h
                else:
                    prio = P_FOUNDATION - _RANK[top]
                if not pending or allowed(pending, None, i, -1, _FOUND, False) is not None:
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
                        prio = P_REVEAL + h
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
                        prio = P_EMPTY
                        res = ("E", i)
                else:
                    # A split of an intact run: moving the lower part later
                    # could have carried the upper part along ("y" below).
                    # "y" remembers the card moved and the run length (for the
                    # undo rule below).
                    res = ("y", i, card, n - j) if j > start else ("Y", i)
                    below = col[j - 1]
                    if found[_SUIT[below]] + 1 == _RANK[below]:
                        prio = P_PARTIAL_TO_FOUNDATION
                    elif restricted:
                        continue
                    else:
                        prio = P_PARTIAL
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
                                # NOTES.md, "The undo rule".
                                continue
                            after = allowed(pending, res, i, -1, t, False)
                            if after is None:
                                continue
                        else:
                            after = (res,) if res else ()
                        add((prio, (_RUN, i, j, t), after))
                else:
                    if pending:
                        after = allowed(pending, res, i, -1, empty, True)
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
            prio = P_TALON - draws
            steps = 2 * draws + recycled
            if up and (not pending or allowed(pending, None, -2, -1, _FOUND, False) is not None):
                add((prio + 50, (_TALON, k, _FOUND, steps), ()))
            for t in targets:
                res = ("T", t) if talon_np else None
                if pending:
                    after = allowed(pending, res, -2, -1, t, t == empty)
                    if after is None:
                        continue
                else:
                    after = (res,) if res else ()
                add((prio, (_TALON, k, t, steps), after))
        for suit in range(4):
            rank = found[suit]
            if rank and not restricted:
                card = suit * 13 + rank - 1
                if PRUNE_SAFE_BACK and _safe_rank(found, card):
                    # Back on the tableau it would go straight up again:
                    # never needed (NOTES.md, "No safe card comes back").
                    # (The rule does not look at the card's own suit.)
                    continue
                targets = [tops[parent] for parent in _PARENTS[card] if parent in tops]
                if empty >= 0 and rank == _KING:
                    targets.append(empty)
                for t in targets:
                    res = ("B", t, suit)
                    if pending:
                        after = allowed(pending, res, -2, suit, t, t == empty)
                        if after is None:
                            continue
                    else:
                        after = (res,)
                    add((P_BACK, (_BACK, suit, t, 0), after))
        if len(pending) == 1:
            # A second obligation is only worth taking if one move can then use both.
            apply = self.apply
            scored = [item for item in scored if len(item[2]) < 2
                      or can_discharge(apply(pos, item[1], None, False), item[2])]
        jitter = self.jitter
        if jitter is None:
            scored.sort(key=_first, reverse=True)
        else:
            noise = jitter.random
            scored.sort(key=lambda item: item[0] + noise() * JITTER, reverse=True)
        return [(m, after) for _, m, after in scored]

