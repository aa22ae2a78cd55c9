"""A full-information TriPeaks solver: a winning line, a proof that none
exists, or "unknown" when its budget runs out.

Like the other games' solvers it sees every card, the face-down ones and the
stock's order ("winnable" is about the cards as they really lie; a hint
never names a hidden card).

- **Positions** are the tableau places already played (a 28-bit mask), how
  many cards have been drawn, and which ranks of the free cards fit the
  waste's top card. Suits never matter, nor the score, nor the cards under
  the waste's top: after a play the top is the card played whatever lay
  there, so two positions with the same mask and the same plays have the
  same future but for the stock.
- **Dominance:** draws are free, so a position with fewer cards drawn can
  reach, by drawing on, every draw of one with more. A position lost with
  ``d`` cards drawn makes lost every position with the same mask and plays
  and ``d`` or more drawn, and every position that can only come from it
  by drawing on (same mask, more drawn, the top a drawn card; or no play
  at all). Nothing else is cut, so the search stays complete:
  ``UNSOLVABLE`` means every position that could matter was seen.
- **Bounds** (per mask, cached): no free card fits the waste's top card nor
  any card left in the stock (drawing changes nothing else); a card that
  no card left can go on (one rank off and not lying under it, so it could
  be played first) fits neither; or the cards left need more streaks than
  there are draws left (:func:`_streaks_needed`). Each is a loss.
- **Moves** are the rule book's: a free card one rank above or below the
  waste's top card, Kings and Aces adjacent, then the draw. A draw that
  turns a card no free card fits leaves only another draw, so the search
  draws on at once to the next card something fits.
"""

from __future__ import annotations

from functools import lru_cache

from ..solving import Budget, Cancel, Limits, SearchStopped, SolveResult, Verdict, as_budget
from ..waste import DRAW, WasteMove
from .deal import COVERED, COVERERS, TABLEAU_SIZE
from .state import TriPeaksState

__all__ = ["solve"]

_POLL = 256
_NEVER = 99
_FULL = (1 << TABLEAU_SIZE) - 1
#: No card on the waste: nothing fits.
_NO_TOP = 13
#: For each waste rank (0–12, 13 none), the ranks that fit it as a 13-bit mask (ranks wrap).
_FITS = tuple(0 if top == _NO_TOP else (1 << (top + 1) % 13) | (1 << (top - 1) % 13) for top in range(14))
_COVER_MASKS = tuple(sum(1 << i for i in COVERERS[index]) for index in range(TABLEAU_SIZE))
def _beneath(index: int) -> int:
    """The places under ``index``, at any depth (they can only go after it)."""
    out = 0
    for under in COVERED[index]:
        out |= 1 << under | _beneath(under)
    return out


_BENEATH = tuple(_beneath(index) for index in range(TABLEAU_SIZE))
#: Places tried in this order: those that lie on the most cards first (row 4 frees row 3 …).
_ORDER = tuple(sorted(range(TABLEAU_SIZE), key=lambda index: (-len(COVERED[index]), -index)))


@lru_cache(maxsize=1 << 16)
def _streaks_needed(counts: int) -> int:
    """A lower bound on the streaks that can clear tableau cards of these
    ranks (``counts``: 3 bits a rank, rank 0 lowest), covering ignored. A
    streak's cards step one rank up or down each, so it stays inside one
    run of ranks all present; along a run without the King–Ace step the
    ranks alternate between the run's even and odd places, so a streak takes
    as many of one as of the other, give or take one."""
    have = [counts >> (3 * rank) & 7 for rank in range(13)]
    if all(have):
        return 1
    start = have.index(0)
    needed = balance = length = 0
    for step in range(1, 14):
        count = have[(start + step) % 13]
        if count:
            balance += count if length % 2 == 0 else -count
            length += 1
        elif length:
            needed += max(1, abs(balance))
            balance = length = 0
    return needed


#: A tableau's plays by the waste's top rank, its free ranks, the ranks no
#: card left can go on, the most draws it can still be won with.
_Table = tuple[list[list[tuple[int, int]]], int, int, int]


#: The ranks in each 13-bit mask of ranks.
_RANKS_OF = tuple(tuple(rank for rank in range(13) if bits >> rank & 1) for bits in range(1 << 13))


def solve(state: TriPeaksState, budget: Budget | float | None = None, cancel: Cancel = None
          ) -> SolveResult[WasteMove]:
    """Search for a win from ``state`` with full information. ``budget`` and ``cancel`` as every game's
    (:mod:`klondike_qt.engine.solving`; default 2 s, polled every 256 positions); a
    winning line replays through :func:`~.state.apply`."""
    limits = Limits(as_budget(budget), cancel)
    if state.is_won:
        return SolveResult(Verdict.SOLVED, (), 0, 0.0)
    cards = state.tableau
    ranks = [0 if card is None else card.rank - 1 for card in cards]
    stock = [card.rank - 1 for card in state.stock]
    stock_fits = [0] * (len(stock) + 1)  # the ranks that fit some card of stock[k:]
    for k in range(len(stock) - 1, -1, -1):
        stock_fits[k] = stock_fits[k + 1] | _FITS[stock[k]]
    # The places a card could be played on: one rank off, not under it.
    sources = [sum(1 << other for other in range(TABLEAU_SIZE)
                   if cards[other] is not None and _FITS[ranks[index]] >> ranks[other] & 1
                   and not _BENEATH[index] >> other & 1)
               for index in range(TABLEAU_SIZE)]
    order = [(1 << index, _COVER_MASKS[index], 1 << ranks[index], ranks[index], index) for index in _ORDER]
    tables: dict[int, _Table] = {}
    lost_on: dict[int, int] = {}  # mask | top rank << 28: the fewest draws with which it was lost
    lost: dict[int, int] = {}  # mask: the fewest draws with which some position of it was lost
    line: list[int] = []  # places played (−1: a draw), last move first
    nodes = 0

    def search(mask: int, drawn: int, top: int) -> bool:
        nonlocal nodes
        info = tables.get(mask)
        if info is None:
            info = tables[mask] = table(mask)
        free, free_ranks, orphans, most_draws = info
        playable = _FITS[top] & free_ranks  # the ranks of the free cards that fit
        key = mask | playable << TABLEAU_SIZE
        if lost_on.get(key, _NEVER) <= drawn:
            return False  # lost with the same plays and as many cards in the stock or more
        first_lost = lost.get(mask, _NEVER)
        if first_lost <= drawn and (not playable or (first_lost < drawn and top == stock[drawn - 1])):
            return False  # drawing on from a lost position comes here (with no play, only draws are left)
        nodes += 1
        if nodes % _POLL == 0 and limits.spent(nodes):
            raise SearchStopped
        reach = _FITS[top] | stock_fits[drawn]
        if drawn <= most_draws and free_ranks & reach and not orphans & ~reach:
            for rank in _RANKS_OF[playable]:
                for after, index in free[rank]:
                    if after == _FULL or search(after, drawn, rank):
                        line.append(index)
                        return True
            turned = drawn  # draw on to the first card a free card fits (drawing is all there is till then)
            while turned < len(stock) and not _FITS[stock[turned]] & free_ranks:
                turned += 1
            if turned < len(stock) and search(mask, turned + 1, stock[turned]):
                line.extend([-1] * (turned + 1 - drawn))
                return True
        if lost_on.get(key, _NEVER) > drawn:
            lost_on[key] = drawn
        if lost.get(mask, _NEVER) > drawn:
            lost[mask] = drawn
        return False

    def table(mask: int) -> _Table:
        """What a tableau allows whatever the waste: the free cards by rank,
        the ranks of the free cards, and the most draws it can be won with."""
        free: list[list[tuple[int, int]]] = [[] for _ in range(13)]
        free_ranks = orphans = counts = 0
        for bit, covers, rank_bit, rank, index in order:
            if not mask & bit:
                if not sources[index] & ~mask:
                    orphans |= rank_bit
                counts += 1 << 3 * rank
                if mask & covers == covers:
                    free_ranks |= rank_bit
                    free[rank].append((mask | bit, index))
        # An orphan must be played on the waste's top card or a stock card;
        # every streak but the first needs a draw.
        return free, free_ranks, orphans, len(stock) + 1 - _streaks_needed(counts)

    mask = sum(1 << index for index, card in enumerate(cards) if card is None)
    top = state.top.rank - 1 if state.top is not None else _NO_TOP
    try:
        won = search(mask, 0, top)
    except SearchStopped:
        return limits.result(Verdict.UNKNOWN, (), nodes)
    if not won:
        return limits.result(Verdict.UNSOLVABLE, (), nodes)
    moves = tuple(DRAW if index < 0 else WasteMove(cards[index]) for index in reversed(line))
    return limits.result(Verdict.SOLVED, moves, nodes)
