"""The Golf solver: a winning line, a proof that none exists, or "unknown"
when its budget runs out.

Every column card is face up; only the stock's order is hidden from the
player, and the solver knows it (the rule book: "winnable" means a line of
plays and draws empties the seven columns). The search is the waste games'
(:mod:`klondike_qt.engine.waste_search`, where its completeness is argued):
the seven columns are its chains, played from the top down, so a set of
positions is, per waste rank, one bitset over the 6⁷ column heights, and
every position reachable with *k* cards drawn is reached before the next
card is drawn. "Unsolvable" means every reachable position was reached.
No wrap: on an ace only a 2, on a king only a queen.

The line it returns replays through :func:`~.state.apply`. Figures:
``bench/waste_bench.py`` and ``bench/golf-results.md``.
"""

from __future__ import annotations

from ..solving import Budget, Cancel, SolveResult, Verdict
from ..waste import DRAW, WasteMove
from ..waste_search import DRAW_STEP, Layout, search
from .state import WRAP, GolfState

__all__ = ["Budget", "Cancel", "SolveResult", "Verdict", "layout", "solve"]


def layout(state: GolfState) -> Layout:
    """The position as the waste games' search sees it: the columns, bottom
    card first, are its chains (places numbered column by column)."""
    cards = [card for col in state.tableau for card in col]
    chains, first = [], 0
    for col in state.tableau:
        chains.append(tuple(range(first, first + len(col))))
        first += len(col)
    return Layout(ranks=tuple(card.rank - 1 for card in cards), covers=((),) * len(cards), chains=tuple(chains),
                  present=frozenset(range(len(cards))), top=state.waste_top.rank - 1,
                  stock=tuple(card.rank - 1 for card in state.stock), wrap=WRAP)


def solve(state: GolfState, budget: Budget | float | None = None, cancel: Cancel = None
          ) -> SolveResult[WasteMove]:
    """Search for a win from ``state``. ``budget`` and ``cancel`` as every game's
    (:mod:`klondike_qt.engine.solving`; default 2 s, polled at every step of
    the search); a winning line replays through :func:`~.state.apply`."""
    cards = [card for col in state.tableau for card in col]
    result = search(layout(state), budget, cancel)
    moves = tuple(DRAW if step == DRAW_STEP else WasteMove(cards[step]) for step in result.moves)
    return SolveResult(result.outcome, moves, result.nodes, result.seconds)
