"""A full-information Pyramid solver: a winning line, a proof that none
exists, or "unknown" when its budget runs out.

Like "thoughtful" Klondike it knows the stock's order beyond its top (the
rule book: "Winnable": a line within the passes left empties the pyramid).

- **Positions** are four small numbers: the pyramid cards left (a 28-bit
  mask, one bit a slot), the stock and waste cards left (a mask over the
  talon, the waste's cards then the stock's, in the order they are drawn:
  drawing and recycling never change that order, and only removals take
  cards out of it), the boundary between waste and stock in the talon, and
  the recycles made. A position seen with fewer recycles is at least as
  good (everything it can do, the other can), so each is searched once.
- **Forced moves:** an available King is removed at once. That loses no win:
  a King pairs with nothing, so removing it only uncovers or exposes cards.
- **Bound:** each pyramid card needs a partner of the other value among the
  cards left; when a value has more cards in the pyramid than its partner
  value has left anywhere, the position is lost.
- **Search:** depth first, every move tried: pairs of pyramid cards first
  (the deeper rows first), then a pyramid card with the stock or the waste,
  then stock with waste, the draw last.
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
_COVER_MASK = tuple(sum(1 << c for c in covers) for covers in COVERS)
#: Slots from the bottom row up, left to right: the order pyramid cards are tried in.
_SLOT_ORDER = tuple(sorted(range(PYRAMID_SIZE), key=lambda s: (-PLACES[s][0], PLACES[s][1])))


def _cone(s: int) -> int:
    """The slot, the slots covering it and the slots it covers, each transitively."""
    mask = 1 << s
    for t in range(PYRAMID_SIZE):
        if t != s and (_reaches(t, s) or _reaches(s, t)):
            mask |= 1 << t
    return mask


def _reaches(upper: int, lower: int) -> bool:
    """Whether slot ``lower`` covers slot ``upper``, perhaps through other cards."""
    return any(c == lower or _reaches(c, lower) for c in COVERS[upper])


#: The cards a pyramid card can never pair with: those it must wait for and those that wait for it.
_CONE = tuple(_cone(s) for s in range(PYRAMID_SIZE))

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
        self.pvalue = [0] * 14  # by rank: the mask of pyramid slots of that rank
        self.tvalue = [0] * 14
        for s, rank in enumerate(self.prank):
            if rank:
                self.pvalue[rank] |= 1 << s
        for j, rank in enumerate(self.trank):
            self.tvalue[rank] |= 1 << j

    def card(self, s: int) -> Card:
        card = self.pyramid[s]
        assert card is not None
        return card

    def hopeless(self, pm: int, tm: int) -> bool:
        pvalue, tvalue = self.pvalue, self.tvalue
        for low in range(1, 7):
            high = PAIR_TOTAL - low
            in_low = (pvalue[low] & pm).bit_count()
            in_high = (pvalue[high] & pm).bit_count()
            if in_low > in_high + (tvalue[high] & tm).bit_count():
                return True
            if in_high > in_low + (tvalue[low] & tm).bit_count():
                return True
        prank = self.prank
        rest = pm
        while rest:
            bit = rest & -rest
            rest ^= bit
            s = bit.bit_length() - 1
            want = PAIR_TOTAL - prank[s]
            if want and not (pvalue[want] & pm & ~_CONE[s] or tvalue[want] & tm):
                return True
        return False

    def settle(self, pm: int, tm: int, ptr: int, steps: list[Step]) -> tuple[int, int]:
        """Remove every available King, again and again."""
        prank, trank = self.prank, self.trank
        changed = True
        while changed:
            changed = False
            for s in _SLOT_ORDER:
                if pm >> s & 1 and prank[s] == KING and not pm & _COVER_MASK[s]:
                    pm &= ~(1 << s)
                    steps.append((self.card(s),))
                    changed = True
            if not pm:
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
    prank, trank = search.prank, search.trank
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
        pm, tm = node.pm, node.tm
        key = pm | tm << PYRAMID_SIZE
        progress = _progress(node)
        before = seen.get(key, _NEVER)
        if before <= progress:
            continue
        seen[key] = progress
        nodes += 1
        if nodes % _POLL == 0 and limits.spent(nodes):
            return limits.result(Verdict.UNKNOWN, (), nodes)
        if search.hopeless(pm, tm):
            continue
        free = [s for s in _SLOT_ORDER if pm >> s & 1 and not pm & _COVER_MASK[s]]
        frees = [(a, b) for i, a in enumerate(free) for b in free[i + 1:] if prank[a] + prank[b] == PAIR_TOTAL]
        found: list[tuple[int, int, int, int, _Node, Step]] = []
        while True:  # along the draws and recycles from here, up to where an earlier visit began
            ptr, rec = node.ptr, node.rec
            stock = tm >> ptr
            st = ptr + (stock & -stock).bit_length() - 1 if stock else -1
            waste = tm & ((1 << ptr) - 1)
            wt = waste.bit_length() - 1 if waste else -1
            if frees:  # pairs in the pyramid: from the first place on the draws only (the rest reach less)
                for a, b in frees:
                    found.append((pm & ~(1 << a) & ~(1 << b), tm, ptr, rec, node, (search.card(a), search.card(b))))
            for j in (st, wt):
                if j >= 0:
                    for s in free:
                        if prank[s] + trank[j] == PAIR_TOTAL:
                            found.append((pm & ~(1 << s), tm & ~(1 << j), ptr, rec, node,
                                          (search.card(s), search.talon[j])))
            if st >= 0 and wt >= 0 and trank[st] + trank[wt] == PAIR_TOTAL:
                found.append((pm, tm & ~(1 << st) & ~(1 << wt), ptr, rec, node, (search.talon[st], search.talon[wt])))
            frees = []
            if st >= 0:
                node = _Node(pm, tm, st + 1, rec, node, ((),))
            elif wt >= 0 and rec + 1 < PASSES:
                node = _Node(pm, tm, 0, rec + 1, node, ((),))
            else:
                break
            if _progress(node) >= before:
                break
        for cpm, ctm, ptr, rec, parent, step in reversed(found):  # the first found is tried first
            steps: list[Step] = [step]
            cpm, ctm = search.settle(cpm, ctm, ptr, steps)
            child = _Node(cpm, ctm, ptr, rec, parent, tuple(steps))
            if not cpm:
                return limits.result(Verdict.SOLVED, _line(child), nodes)
            stack.append(child)
    return limits.result(Verdict.UNSOLVABLE, (), nodes)


def _progress(node: _Node) -> int:
    """How far along the draws a position is: a position with less progress
    (and the same cards left) reaches it by drawing."""
    waste = node.tm & ((1 << node.ptr) - 1)
    return node.rec << 5 | waste.bit_length() if node.tm else 0


def _line(node: _Node | None) -> tuple[PyramidMove, ...]:
    steps: list[Step] = []
    while node is not None:
        steps.extend(reversed(node.steps))
        node = node.parent
    return tuple(PyramidMove(step) for step in reversed(steps))
