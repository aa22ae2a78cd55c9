"""The TriPeaks solver, with full information: a winning line, a proof that
none exists, or "unknown" when its budget runs out.

Like the other games' solvers it sees every card, the face-down ones and the
stock's order ("winnable" is about the cards as they really lie; a hint
never names a hidden card). The search is the waste games'
(:mod:`klondike_qt.engine.waste_search`, where its completeness is argued):
the two bottom rows (19 places, each a chain of one card) are the bitset
part, so a set of positions is, for each state of the peaks' upper rows and
each waste rank, one bitset over the 2¹⁹ states of the bottom rows; every
position reachable with *k* cards drawn is reached before the next card is
drawn, and "unsolvable" means every reachable position was reached. Ranks
wrap (the King and the Ace are next to each other).

The line it returns replays through :func:`~.state.apply`. Figures:
``bench/waste_bench.py`` and ``bench/tripeaks-results.md``.
"""

from __future__ import annotations

from ..solving import Budget, Cancel, SolveResult
from ..waste import DRAW, WasteMove
from ..waste_search import DRAW_STEP, Layout, search
from .deal import COVERERS, ROW_STARTS, TABLEAU_SIZE
from .state import WRAP, TriPeaksState

__all__ = ["layout", "solve"]

#: The places searched as bitsets: rows 3 and 4 (rows 1 and 2, the peaks' tops, are the upper places).
_BITSET_ROWS_FROM = ROW_STARTS[2]


def layout(state: TriPeaksState) -> Layout:
    """The position as the waste games' search sees it (a played place keeps rank 0: it is not present)."""
    return Layout(ranks=tuple(0 if card is None else card.rank - 1 for card in state.tableau), covers=COVERERS,
                  chains=tuple((place,) for place in range(_BITSET_ROWS_FROM, TABLEAU_SIZE)),
                  present=frozenset(i for i, card in enumerate(state.tableau) if card is not None),
                  top=None if state.top is None else state.top.rank - 1,
                  stock=tuple(card.rank - 1 for card in state.stock), wrap=WRAP)


def solve(state: TriPeaksState, budget: Budget | float | None = None, cancel: Cancel = None
          ) -> SolveResult[WasteMove]:
    """Search for a win from ``state`` with full information. ``budget`` and ``cancel`` as every game's
    (:mod:`klondike_qt.engine.solving`; default 2 s, polled at every step of the search); a
    winning line replays through :func:`~.state.apply`."""
    result = search(layout(state), budget, cancel)
    moves = []
    for step in result.moves:
        card = None if step == DRAW_STEP else state.tableau[step]
        moves.append(DRAW if card is None else WasteMove(card))
    return SolveResult(result.outcome, tuple(moves), result.nodes, result.seconds)
