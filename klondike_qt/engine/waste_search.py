"""The solver of the games played onto one waste (TriPeaks, Golf): a
breadth-first search over every position, whole sets of positions at a time
as bitsets. Imports no game: a game hands it its table as a :class:`Layout`.

**The positions.** A position is the cards still on the table, the rank on
the waste's top and the number of cards drawn. Suits never matter, nor the
score, nor the waste below its top card. The table is split in two:

- *chains*: piles played from the top down (Golf's seven columns; in
  TriPeaks a card of rows 2–4, the first card lying on it and the first
  lying on that), whose cards may also lie under cards of other chains. A
  chain's state is its height, so the chains' states together are one
  number, ``x = Σ height[n] × stride[n]`` (mixed radix), and a set of chain
  states is one integer with bit ``x`` set: a *bitset*;
- the *upper* places, the rest (TriPeaks' three peak tops), as a mask of
  the places still holding a card, ``u``.

A set of positions is, for each upper mask ``u`` and each waste rank, the
bitset of the chains' states. Playing a chain card of rank *r* from
height *h* of chain *n* is, for a whole set at once, one mask (the states
where chain *n* has height *h* and the card's coverers in other chains are
gone) and one shift right by ``stride[n]``; playing an upper card is a mask
(its coverers in the chains gone) and a move to the mask ``u`` without it.
Either takes the states whose waste rank is one from *r* (with or without
the King–Ace wrap) to waste rank *r*.

**The search.** Layer *k* holds the positions reachable with exactly *k*
cards drawn. It starts from every table reached in layers 0 … *k* − 1 with
the *k*-th drawn card on the waste (a draw is allowed from any position
while the stock lasts, and it leaves the table as it was), and adds the
plays again and again (each "wave" plays one more card) until a wave adds
nothing new; then the next card is drawn. The deal is won as soon as the
empty table is reached. It is lost when the last layer (the stock drawn
out) has added its last wave without reaching it.

**A quick look first.** Most deals that can be won are won by the first
lines a depth-first search tries (plays before draws, the card lying on the
most cards first, positions that bounds prove lost passed over);
:func:`_first_line` looks at :data:`QUICK_POSITIONS` positions for one. It
can only say "won", with a line (its bounds only steer it); when it finds
none, the breadth-first search decides.

**Why "cannot be won" is a proof.** Nothing is pruned: every position with
*k* draws is in layer *k* (by induction over the moves: a play keeps *k*
and is a wave's step, a draw starts layer *k* + 1 from the table it leaves)
and every member of layer *k* is a legal position (each step is a legal
move). So when no layer holds the empty table, no line of legal moves
empties it. ``tests/test_waste_solvers.py`` checks the verdicts against a
plain depth-first search over the games' own rules on small random tables.

**The winning line** is found backwards from the empty table through the
stored layers: a position of layer *k* was reached either by a play from a
position of the same layer holding that card (one more card on the table),
or, with the *k*-th drawn card on the waste, by drawing from its table in an
earlier layer. Each step goes to a position the search reached, so the walk
ends at the start; the line replays through the game's rules.

Figures: ``bench/waste_bench.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .solving import Budget, Cancel, Limits, SolveResult, Verdict, as_budget

__all__ = ["DRAW_STEP", "Layout", "search"]

#: The line's step for a draw (any other step is the place of the card played).
DRAW_STEP = -1
#: Positions the quick depth-first look for a line (:func:`_first_line`) may visit.
QUICK_POSITIONS = 300
#: Ranks 0–12 (Ace … King); 13 stands for an empty waste, which nothing fits.
_RANKS = 13
_NO_TOP = _RANKS


@dataclass(frozen=True, slots=True)
class Layout:
    """A waste game's table for :func:`search`.

    - ``ranks``: each place's card's rank, 0 (Ace) … 12 (King);
    - ``covers``: for each place, the places that lie on it (a card is free
      once they are all gone), a chain's own cards above it left out;
    - ``chains``: places played from the top down, bottom first: a chain's
      card is covered by the chain's card right above it (and by
      ``covers``), so, while the chain is whole, by all its cards above it;
      where a card is gone from under others, the cards above the gap lie
      on the gone card, not on those below it (TriPeaks' rule);
    - ``present``: the places still holding a card;
    - ``top``: the waste's top rank (None: an empty waste);
    - ``stock``: the ranks still to be drawn, the next first;
    - ``wrap``: whether the King and the Ace are next to each other.
    """

    ranks: tuple[int, ...]
    covers: tuple[tuple[int, ...], ...]
    chains: tuple[tuple[int, ...], ...]
    present: frozenset[int]
    top: int | None
    stock: tuple[int, ...]
    wrap: bool


def _height_mask(radices: tuple[int, ...], n: int, h: int) -> int:
    """The bitset of the chain states (mixed radix ``radices``) where chain ``n`` has height ``h``."""
    stride = 1
    for radix in radices[:n]:
        stride *= radix
    size = stride
    for radix in radices[n:]:
        size *= radix
    mask, length = ((1 << stride) - 1) << (h * stride), stride * radices[n]
    while length < size:  # the period repeated, doubling
        mask |= mask << length
        length *= 2
    return mask & ((1 << size) - 1)


#: A move for a whole set: (the rank played, the upper mask after it, the
#: chain states it applies to, the shift of the chain state, the place).
_Move = tuple[int, int, int, int, int]
#: A layer: upper mask → for each waste rank (and the empty waste) the bitset of chain states.
_Layer = dict[int, list[int]]


class _Table:
    """The moves of a :class:`Layout` as operations on sets of positions."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        ranks, covers = layout.ranks, layout.covers
        self.radices = tuple(len(chain) + 1 for chain in layout.chains)
        self.strides: list[int] = []
        stride = 1
        for radix in self.radices:
            self.strides.append(stride)
            stride *= radix
        self.everything = (1 << stride) - 1
        self.chain_of = {place: (n, height) for n, chain in enumerate(layout.chains)
                         for height, place in enumerate(chain)}
        self.upper = tuple(place for place in range(len(ranks)) if place not in self.chain_of)
        self.upper_bit = {place: 1 << i for i, place in enumerate(self.upper)}
        self.neighbours = tuple(self._neighbours(rank, layout.wrap) for rank in range(_RANKS + 1))
        # The table's masks, made once each; they go with the table. (A cache
        # shared by every search kept masks of up to 6^7 bits, 35 KB, of tables
        # long left: nearly every position has chains of other heights.)
        self._masks: dict[tuple[int, int], int] = {}
        # The chain moves: (rank, mask, shift, place), whatever the upper mask.
        self.chain_moves = []
        for n, chain in enumerate(layout.chains):
            for height, place in enumerate(chain, start=1):
                mask = self.height_mask(n, height) & self._gone(covers[place], n)
                self.chain_moves.append((ranks[place], mask, self.strides[n], place))
        self.moves_of: dict[int, list[tuple[int, list[tuple[int, int, int, int]]]]] = {}

    def height_mask(self, n: int, h: int) -> int:
        """The chain states where chain ``n`` has height ``h`` (made once per table)."""
        mask = self._masks.get((n, h))
        if mask is None:
            mask = self._masks[n, h] = _height_mask(self.radices, n, h)
        return mask

    @staticmethod
    def _neighbours(rank: int, wrap: bool) -> tuple[int, ...]:
        if rank == _NO_TOP:
            return ()
        if wrap:
            return ((rank - 1) % _RANKS, (rank + 1) % _RANKS)
        return tuple(r for r in (rank - 1, rank + 1) if 0 <= r < _RANKS)

    def _gone(self, coverers: tuple[int, ...], own: int = -1) -> int:
        """The chain states where the chain places among ``coverers`` (other than chain ``own``'s) are empty."""
        mask = self.everything
        for place in coverers:
            where = self.chain_of.get(place)
            if where is not None and where[0] != own:
                n, height = where
                mask &= sum(self.height_mask(n, h) for h in range(height + 1))
        return mask

    def moves(self, u: int) -> list[tuple[int, list[tuple[int, int, int, int]]]]:
        """The moves from upper mask ``u``, by the rank played: (rank, [(upper after, mask, shift, place)])."""
        known = self.moves_of.get(u)
        if known is not None:
            return known
        by_rank: dict[int, list[tuple[int, int, int, int]]] = {}
        for rank, mask, shift, place in self.chain_moves:
            if not any(u & self.upper_bit.get(c, 0) for c in self.layout.covers[place]):
                by_rank.setdefault(rank, []).append((u, mask, shift, place))
        for place in self.upper:
            bit = self.upper_bit[place]
            if u & bit and not any(u & self.upper_bit.get(c, 0) for c in self.layout.covers[place]):
                by_rank.setdefault(self.layout.ranks[place], []).append(
                    (u & ~bit, self._gone(self.layout.covers[place]), 0, place))
        self.moves_of[u] = known = sorted(by_rank.items())
        return known

    def start(self) -> tuple[int, int]:
        """The upper mask and the chain state of the layout's position."""
        present = self.layout.present
        u = sum(self.upper_bit[place] for place in self.upper if place in present)
        x = sum(len(chain) * stride for chain, stride in zip(self.layout.chains, self.strides))
        return u, x


def _whole_chains(layout: Layout) -> Layout:
    """The layout with its chains cut where a card is gone from under cards
    still there (a position no play reaches, but one a deal file may give):
    each piece is a chain of its own, the gone cards in none; every chain is
    then whole, its state its length."""
    chains: list[tuple[int, ...]] = []
    for chain in layout.chains:
        piece: list[int] = []
        for place in chain:
            if place in layout.present:
                piece.append(place)
            elif piece:
                chains.append(tuple(piece))
                piece = []
        if piece:
            chains.append(tuple(piece))
    return Layout(layout.ranks, layout.covers, tuple(chains), layout.present, layout.top, layout.stock,
                  layout.wrap)


def search(layout: Layout, budget: Budget | float | None = None,
           cancel: Cancel = None, *, quick: int = QUICK_POSITIONS) -> SolveResult[int]:
    """Whether the layout's table can be emptied: ``SOLVED`` with the line
    (each step the place of the card played, :data:`DRAW_STEP` for a draw),
    ``UNSOLVABLE`` when every position was reached and none is empty,
    ``UNKNOWN`` when ``budget`` ran out or ``cancel`` said stop (polled at
    every wave). ``quick``: the positions the quick look may visit first (0:
    none). ``nodes`` counts the tables reached, summed over the layers."""
    limits = Limits(as_budget(budget), cancel)
    layout = _whole_chains(layout)
    table = _Table(layout)
    u0, x0 = table.start()
    top0 = _NO_TOP if layout.top is None else layout.top
    if not u0 and not x0:
        return limits.result(Verdict.SOLVED, (), 0)
    if limits.spent(0):
        return limits.result(Verdict.UNKNOWN, (), 0)
    line, nodes = _first_line(layout, table.neighbours, quick)
    if line is not None:
        return limits.result(Verdict.SOLVED, line, nodes)
    neighbours = table.neighbours
    layers: list[_Layer] = []
    reached: dict[int, int] = {}  # upper mask → the chain states reached in any layer so far
    for k in range(len(layout.stock) + 1):
        top = top0 if k == 0 else layout.stock[k - 1]
        start = {u0: 1 << x0} if k == 0 else reached
        layer: _Layer = {}
        for u, states in start.items():
            layer[u] = sets = [0] * (_RANKS + 1)
            sets[top] = states
        fresh: _Layer = {u: list(sets) for u, sets in layer.items()}
        while fresh:
            if limits.spent(nodes):
                return limits.result(Verdict.UNKNOWN, (), nodes)
            added: _Layer = {}
            for u, sets in fresh.items():
                for rank, moves in table.moves(u):
                    source = 0
                    for below in neighbours[rank]:
                        source |= sets[below]
                    if not source:
                        continue
                    for after, mask, shift, _place in moves:
                        part = source & mask
                        if part:
                            target = added.get(after)
                            if target is None:
                                added[after] = target = [0] * (_RANKS + 1)
                            target[rank] |= part >> shift
            fresh = {}
            for u, sets in added.items():
                have = layer.get(u)
                if have is None:
                    layer[u] = have = [0] * (_RANKS + 1)
                new = [0] * (_RANKS + 1)
                any_new = False
                for rank, part in enumerate(sets):
                    if part:
                        merged = have[rank] | part
                        if merged != have[rank]:
                            new[rank] = merged ^ have[rank]
                            have[rank] = merged
                            any_new = True
                if any_new:
                    fresh[u] = new
            empty = layer.get(0)
            if empty is not None and any(part & 1 for part in empty):
                layers.append(layer)
                return limits.result(Verdict.SOLVED, _line(table, layers, u0, x0, top0), nodes)
        layers.append(layer)
        for u, sets in layer.items():
            union = 0
            for part in sets:
                union |= part
            nodes += union.bit_count()
            reached[u] = reached.get(u, 0) | union
    return limits.result(Verdict.UNSOLVABLE, (), nodes)


def _line(table: _Table, layers: list[_Layer], u0: int, x0: int, top0: int) -> tuple[int, ...]:
    """The steps from the start to the empty table, found backwards (see the module)."""
    layout = table.layout
    k = len(layers) - 1
    u, x = 0, 0
    rank = next(r for r, part in enumerate(layers[k][0]) if part & 1)
    steps: list[int] = []

    def held(layer: int, upper: int, state: int, r: int) -> bool:
        sets = layers[layer].get(upper)
        return sets is not None and bool(sets[r] >> state & 1)

    while not (k == 0 and u == u0 and x == x0 and rank == top0):
        if k and rank == layout.stock[k - 1]:  # drawn onto this table, reached in an earlier layer?
            earlier = next((j for j in range(k) if any(held(j, u, x, r) for r in range(_RANKS + 1))), None)
            if earlier is not None:
                steps.extend([DRAW_STEP] * (k - earlier))
                k = earlier
                rank = next(r for r in range(_RANKS + 1) if held(k, u, x, r))
                continue
        back = _play_before(table, layers[k], u, x, rank)
        assert back is not None, "a position of a layer comes from a play or a draw"
        u, x, rank, place = back
        steps.append(place)
    return tuple(reversed(steps))


def _play_before(table: _Table, layer: _Layer, u: int, x: int, rank: int) -> tuple[int, int, int, int] | None:
    """A position of ``layer`` from which playing a card of ``rank`` leads to
    (``u``, ``x``): its upper mask, chain state, waste rank and the place played."""
    uppers = [u] + [u | table.upper_bit[place] for place in table.upper
                    if not u & table.upper_bit[place] and table.layout.ranks[place] == rank]
    for before in uppers:
        sets = layer.get(before)
        if sets is None:
            continue
        for played, moves in table.moves(before):
            if played != rank:
                continue
            for after, mask, shift, place in moves:
                state = x + shift
                if after == u and mask >> state & 1:
                    for below in table.neighbours[rank]:
                        if sets[below] >> state & 1:
                            return before, state, below, place
    return None


@lru_cache(maxsize=1 << 16)
def _streaks_needed(counts: int, wrap: bool) -> int:
    """A lower bound on the streaks (plays between two draws) that can clear
    cards of these ranks (``counts``: 3 bits a rank, rank 0 lowest), what
    covers what left aside. A streak's cards step one rank up or down each,
    so it stays inside one run of ranks all present; along a run that does
    not wrap all the way round the ranks alternate between the run's even and
    odd places, so a streak takes as many of one as of the other, give or take one."""
    have = [counts >> (3 * rank) & 7 for rank in range(_RANKS)]
    if wrap:
        if all(have):
            return 1
        start = have.index(0)
        ring = [have[(start + step) % _RANKS] for step in range(1, _RANKS + 1)]
    else:
        ring = [*have, 0]
    needed = balance = length = 0
    for count in ring:
        if count:
            balance += count if length % 2 == 0 else -count
            length += 1
        elif length:
            needed += max(1, abs(balance))
            balance = length = 0
    return needed


def _first_line(layout: Layout, neighbours: tuple[tuple[int, ...], ...],
                limit: int) -> tuple[tuple[int, ...] | None, int]:
    """A quick look for a line, before the full search: depth first, plays
    before the draw (the card lying on the most cards first), draws that
    turn a card nothing fits drawn through; a position is passed over when
    it was left without a win with as few cards drawn and the same plays, or
    when a bound says it is lost (no free card fits the waste nor any card
    left in the stock; a card no card left can go on fits neither; more
    streaks needed than draws left). None after ``limit`` positions: it
    proves nothing then (the full search decides). Also the positions visited."""
    ranks, stock, count_places = layout.ranks, layout.stock, len(layout.ranks)
    fits = [sum(1 << r for r in neighbours[top]) for top in range(_RANKS + 1)]
    blockers = [sum(1 << c for c in layout.covers[place]) for place in range(count_places)]
    for chain in layout.chains:
        for i, place in enumerate(chain):
            blockers[place] |= sum(1 << above for above in chain[i + 1:])
    beneath = [sum(1 << other for other in range(count_places) if blockers[other] >> place & 1)
               for place in range(count_places)]
    present = sum(1 << place for place in layout.present)
    # The places a card could be played on: one rank off, present, not under it (it could go first).
    sources = [sum(1 << other for other in layout.present if fits[ranks[place]] >> ranks[other] & 1
                   and not beneath[place] >> other & 1) for place in range(count_places)]
    stock_fits = [0] * (len(stock) + 1)  # the ranks that fit some card of stock[k:]
    for k in range(len(stock) - 1, -1, -1):
        stock_fits[k] = stock_fits[k + 1] | fits[stock[k]]
    order = sorted(layout.present, key=lambda place: (-beneath[place].bit_count(), -place))
    tables: dict[int, tuple[list[list[tuple[int, int]]], int, int, int]] = {}
    lost_on: dict[tuple[int, int], int] = {}  # (cards left, plays that fit): fewest draws it was lost with
    line: list[int] = []
    count = 0

    def table(mask: int) -> tuple[list[list[tuple[int, int]]], int, int, int]:
        """The free cards by rank, their ranks, the ranks no card left can go on, the most draws left to win."""
        free: list[list[tuple[int, int]]] = [[] for _ in range(_RANKS)]
        free_ranks = orphans = counts = 0
        for place in order:
            if mask >> place & 1:
                rank = ranks[place]
                counts += 1 << 3 * rank
                if not sources[place] & mask:
                    orphans |= 1 << rank
                if not mask & blockers[place]:
                    free_ranks |= 1 << rank
                    free[rank].append((mask & ~(1 << place), place))
        return free, free_ranks, orphans, len(stock) + 1 - _streaks_needed(counts, layout.wrap)

    def look(mask: int, drawn: int, top: int) -> bool:
        nonlocal count
        info = tables.get(mask)
        if info is None:
            info = tables[mask] = table(mask)
        free, free_ranks, orphans, most_draws = info
        playable = fits[top] & free_ranks
        if lost_on.get((mask, playable), len(stock) + 1) <= drawn or count >= limit:
            return False
        count += 1
        reach = fits[top] | stock_fits[drawn]
        if drawn <= most_draws and free_ranks & reach and not orphans & ~reach:
            for rank in range(_RANKS):
                if playable >> rank & 1:
                    for after, place in free[rank]:
                        line.append(place)
                        if not after or look(after, drawn, rank):
                            return True
                        line.pop()
            turned = drawn  # draw on to the first card a free card fits (only draws till then)
            while turned < len(stock) and not fits[stock[turned]] & free_ranks:
                turned += 1
            if turned < len(stock):
                line.extend([DRAW_STEP] * (turned + 1 - drawn))
                if look(mask, turned + 1, stock[turned]):
                    return True
                del line[drawn - turned - 1:]
        if count < limit:  # searched to the end: lost with these cards, plays and draws
            lost_on[mask, playable] = drawn
        return False

    found = look(present, 0, _NO_TOP if layout.top is None else layout.top)
    return (tuple(line) if found else None), count
