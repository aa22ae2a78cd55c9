"""A full-information Pyramid solver: a winning line, a proof that none
exists, or "unknown" when its budget runs out.

Like "thoughtful" Klondike it knows the stock's order beyond its top (the
rule book: "Winnable": a line within the passes left empties the pyramid).

- **Positions** are four small numbers: the pyramid cards left (a 28-bit
  mask, one bit a slot), the stock and waste cards left (a mask over the
  talon, the waste's cards then the stock's, in the order they are drawn:
  drawing and recycling never change that order, and only removals take
  cards out of it), the boundary between waste and stock in the talon, and
  the recycles made. With the same cards left, a position earlier along the
  draws (fewer recycles, then a lower boundary) reaches the later ones by
  drawing, so the cards left are the key and a position is searched again
  only when it is reached earlier along the draws than before.
- **Moves:** the draws are not positions of their own: a stock or waste card
  is paired where the draws first make it usable (the waste's top now; else
  as the stock's top, in this pass or, once behind the boundary, the next),
  since pairing it later reaches only less; the draws it takes are part of
  the step.
- **Forced moves:** an available King is removed at once. That loses no win:
  a King pairs with nothing, so removing it only uncovers or exposes cards.
- **Relaxed search:** a position is lost when its pyramid could not be
  cleared even if every stock and waste card left could be used at any time
  (a search over the pyramid alone, remembered: many positions share it).
  It proves most lost deals at once.
- **Search:** depth first, every move tried, the fewest draws first, then
  pairs of pyramid cards (the deeper rows first), a pyramid card with the
  stock or the waste, stock with waste.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import KING, Card
from ..solving import Budget, Cancel, Limits, SolveResult, Verdict, as_budget
from .deal import PYRAMID_SIZE
from .state import COVERS, PAIR_TOTAL, PASSES, PLACES, PyramidMove, PyramidState

__all__ = ["solve"]

_POLL = 256
_NEVER = PASSES << 5
#: Positions the relaxed search (:meth:`_Search.clears`) may remember.
_RELAXED_LIMIT = 200_000
_COVER_MASK = tuple(sum(1 << c for c in covers) for covers in COVERS)
#: Slots from the bottom row up, left to right: the order pyramid cards are tried in.
_SLOT_ORDER = tuple(sorted(range(PYRAMID_SIZE), key=lambda s: (-PLACES[s][0], PLACES[s][1])))

#: A step: the cards removed (none: a draw or a recycle).
Step = tuple[Card, ...]


class _Node(NamedTuple):
    pm: int  # the pyramid cards left, one bit a slot
    tm: int  # the talon cards left
    ptr: int  # the boundary: talon places below it are the waste, from it on the stock
    rec: int  # recycles made
    parent: _Node | None
    steps: tuple[Step, ...]  # the moves from the parent to here


class _Search:
    """One search: the cards of the position it started from, as ranks by slot and by talon place."""

    def __init__(self, state: PyramidState) -> None:
        self.pyramid = state.pyramid
        self.talon = state.waste + state.stock
        self.prank = [0 if card is None else card.rank for card in state.pyramid]
        self.trank = [card.rank for card in self.talon]
        self.tvalue = [0] * 14
        for j, rank in enumerate(self.trank):
            self.tvalue[rank] |= 1 << j
        self.relaxed: dict[tuple[int, tuple[int, ...]], bool] = {}
        #: The pyramid's Kings (slot, its bit, what covers it), bottom row first; the talon's Kings.
        self.kings = [(s, 1 << s, _COVER_MASK[s]) for s in _SLOT_ORDER if self.prank[s] == KING]
        self.talon_kings = self.tvalue[KING]
        #: The talon cards left, by rank (a talon mask → its counts), and the free slots of a pyramid mask.
        self.counts_of: dict[int, tuple[int, ...]] = {}
        self.free_of: dict[int, list[int]] = {}
        self.pairs_of: dict[int, list[tuple[int, int]]] = {}
        self.talon_pairs_of: dict[int, list[tuple[int, int]]] = {}

    def pairs(self, pm: int) -> list[tuple[int, int]]:
        """The pairs of uncovered pyramid slots that make 13, bottom row first."""
        found = self.pairs_of.get(pm)
        if found is None:
            free, prank = self.free(pm), self.prank
            found = self.pairs_of[pm] = [(a, b) for i, a in enumerate(free) for b in free[i + 1:]
                                         if prank[a] + prank[b] == PAIR_TOTAL]
        return found

    def talon_pairs(self, tm: int) -> list[tuple[int, int]]:
        """The talon cards left that are next to each other and make 13 (the lower place first)."""
        found = self.talon_pairs_of.get(tm)
        if found is None:
            found = []
            trank, j, rest = self.trank, -1, tm
            while rest:
                bit = rest & -rest
                rest ^= bit
                k = bit.bit_length() - 1
                if j >= 0 and trank[j] + trank[k] == PAIR_TOTAL:
                    found.append((j, k))
                j = k
            self.talon_pairs_of[tm] = found
        return found

    def free(self, pm: int) -> list[int]:
        """The uncovered slots of the pyramid ``pm``, bottom row first."""
        slots = self.free_of.get(pm)
        if slots is None:
            slots = self.free_of[pm] = [s for s in _SLOT_ORDER if pm >> s & 1 and not pm & _COVER_MASK[s]]
        return slots

    def card(self, s: int) -> Card:
        card = self.pyramid[s]
        assert card is not None
        return card

    def clears(self, pm: int, counts: tuple[int, ...]) -> bool:
        """Whether the pyramid ``pm`` could be cleared if every talon card
        left (``counts``: how many of each rank) could be used at any time,
        once: a search over the pyramid alone, remembered across calls. Its
        moves include every real one, so False proves the position lost.
        Past :data:`_RELAXED_LIMIT` positions it says True (nothing proved)."""
        key = (pm, counts)
        known = self.relaxed.get(key)
        if known is not None:
            return known
        if len(self.relaxed) >= _RELAXED_LIMIT:
            return True
        self.relaxed[key] = result = self._clears(pm, counts)
        return result

    def _clears(self, pm: int, counts: tuple[int, ...]) -> bool:
        if not pm:
            return True
        prank = self.prank
        free = self.free(pm)
        for s in free:
            if prank[s] == KING:  # removing a King never hurts
                return self.clears(pm & ~(1 << s), counts)
        for i, a in enumerate(free):
            for b in free[i + 1:]:
                if prank[a] + prank[b] == PAIR_TOTAL and self.clears(pm & ~(1 << a) & ~(1 << b), counts):
                    return True
            want = PAIR_TOTAL - prank[a]
            if counts[want]:
                fewer = counts[:want] + (counts[want] - 1,) + counts[want + 1:]
                if self.clears(pm & ~(1 << a), fewer):
                    return True
        return False

    def hopeless(self, pm: int, tm: int) -> bool:
        """Whether the position is lost even with a free talon (:meth:`clears`)."""
        counts = self.counts_of.get(tm)
        if counts is None:
            counts = self.counts_of[tm] = tuple((mask & tm).bit_count() for mask in self.tvalue)
        return not self.clears(pm, counts)

    def settle(self, pm: int, tm: int, ptr: int, steps: list[Step]) -> tuple[int, int]:
        """Remove every available King, again and again."""
        trank = self.trank
        changed = True
        while changed:
            changed = False
            for s, bit, covers in self.kings:
                if pm & bit and not pm & covers:
                    pm &= ~bit
                    steps.append((self.card(s),))
                    changed = True
            if not pm or not tm & self.talon_kings:
                break
            stock = tm >> ptr
            if stock:
                j = ptr + (stock & -stock).bit_length() - 1
                if trank[j] == KING:
                    tm &= ~(1 << j)
                    steps.append((self.talon[j],))
                    changed = True
            waste = tm & ((1 << ptr) - 1)
            if waste:
                j = waste.bit_length() - 1
                if trank[j] == KING:
                    tm &= ~(1 << j)
                    steps.append((self.talon[j],))
                    changed = True
        return pm, tm


def solve(state: PyramidState, budget: Budget | float | None = None,
          cancel: Cancel = None) -> SolveResult[PyramidMove]:
    """Search for a line that empties the pyramid from ``state``, knowing the stock.

    ``budget``: a :class:`Budget`, or seconds as a number (default 2 s);
    ``cancel``: a callable returning True or a ``threading.Event``, polled
    every 256 positions. ``SOLVED`` with a line (every move, the Kings and
    the draws too) that replays through :func:`~.state.apply`;
    ``UNSOLVABLE`` when every reachable position was seen; ``UNKNOWN`` when
    the budget ran out or the search was cancelled.
    """
    limits = Limits(as_budget(budget), cancel)
    search = _Search(state)
    prank, tvalue = search.prank, search.tvalue
    pm0 = sum(1 << s for s, card in enumerate(state.pyramid) if card is not None)
    first: list[Step] = []
    pm0, tm0 = search.settle(pm0, (1 << len(search.talon)) - 1, len(state.waste), first)
    # A node: (pyramid mask, talon mask, boundary, recycles, parent node, steps to it).
    root = _Node(pm0, tm0, len(state.waste), state.recycles, None, tuple(first))
    if not pm0:
        return limits.result(Verdict.SOLVED, _line(root), 0)
    seen: dict[int, int] = {}
    stack = [root]
    nodes = 0
    while stack:
        node = stack.pop()
        pm, tm, rec = node.pm, node.tm, node.rec
        key = pm | tm << PYRAMID_SIZE
        here = (tm & ((1 << node.ptr) - 1)).bit_length()  # the boundary just above the waste's top
        progress = rec << 5 | here if tm else 0
        before = seen.get(key, _NEVER)
        if before <= progress:
            continue
        seen[key] = progress
        nodes += 1
        if nodes % _POLL == 0 and limits.spent(nodes):
            return limits.result(Verdict.UNKNOWN, (), nodes)
        if search.hopeless(pm, tm):
            continue
        free = search.free(pm)
        found: list[tuple[int, int, int, int, int, Step]] = []  # (pm, tm, boundary, recycles, draws, step)
        for a, b in search.pairs(pm):
            found.append((pm & ~(1 << a) & ~(1 << b), tm, here, rec, 0, (search.card(a), search.card(b))))
        # A talon card is used where it is first available along the draws: as the
        # waste's top now, or as the stock's top (boundary just above the card
        # before it), in this pass or, once behind the boundary, in the next.
        waste_top = here - 1
        for a in free:
            want = tm & tvalue[PAIR_TOTAL - prank[a]] if prank[a] != KING else 0
            while want:
                bit = want & -want
                want ^= bit
                j = bit.bit_length() - 1
                origin = (tm & (bit - 1)).bit_length()
                place = _reach(tm, here, rec, j, origin, before, waste_top)
                if place is not None:
                    found.append((pm & ~(1 << a), tm & ~bit, origin, place[0], place[1],
                                  (search.card(a), search.talon[j])))
        for j, k in search.talon_pairs(tm):  # stock and waste: two cards next to each other in the talon
            place = _reach(tm, here, rec, j, j + 1, before, waste_top)
            if place is not None:
                found.append((pm, tm & ~(1 << j) & ~(1 << k), (tm & ((1 << j) - 1)).bit_length(), place[0],
                              place[1], (search.talon[k], search.talon[j])))
        found.sort(key=lambda item: item[4])  # the fewest draws first, then in the order found
        for cpm, ctm, ptr, crec, draws, step in reversed(found):  # the first found is tried first
            steps: list[Step] = [()] * draws + [step]
            cpm, ctm = search.settle(cpm, ctm, ptr, steps)
            if not cpm:
                return limits.result(Verdict.SOLVED, _line(_Node(cpm, ctm, ptr, crec, node, tuple(steps))), nodes)
            if seen.get(cpm | ctm << PYRAMID_SIZE, _NEVER) <= (crec << 5 | (ctm & ((1 << ptr) - 1)).bit_length()
                                                                if ctm else 0):
                continue  # reached before as early along the draws: it would be passed over
            stack.append(_Node(cpm, ctm, ptr, crec, node, tuple(steps)))
    return limits.result(Verdict.UNSOLVABLE, (), nodes)


def _reach(tm: int, here: int, rec: int, j: int, origin: int, before: int,
           waste_top: int) -> tuple[int, int] | None:
    """Where along the draws from boundary ``here`` in pass ``rec`` talon
    card ``j`` is first usable at boundary ``origin`` (its own: the waste's
    top now; else as the stock's top, or as the waste's top over the stock's
    top for a pair in the talon): the recycles then made and the draws
    (recycles included) it takes; None when that is not before ``before``,
    where an earlier visit of these cards began, or beyond the passes."""
    if j == waste_top:
        return rec, 0
    if j >= here:
        if (rec << 5 | origin) >= before:
            return None
        return rec, (tm & ((1 << origin) - 1) & ~((1 << here) - 1)).bit_count()
    if rec + 1 >= PASSES or ((rec + 1) << 5 | origin) >= before:
        return None
    return rec + 1, (tm >> here).bit_count() + 1 + (tm & ((1 << origin) - 1)).bit_count()


def _line(node: _Node | None) -> tuple[PyramidMove, ...]:
    steps: list[Step] = []
    while node is not None:
        steps.extend(reversed(node.steps))
        node = node.parent
    return tuple(PyramidMove(step) for step in reversed(steps))
