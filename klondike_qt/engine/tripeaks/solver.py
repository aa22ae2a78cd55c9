"""The TriPeaks solver, with full information: a winning line, a proof that
none exists, or "unknown" when its budget runs out.

Like the other games' solvers it sees every card, the face-down ones and the
stock's order ("winnable" is about the cards as they really lie; a hint
never names a hidden card). The search is the waste games'
(:mod:`klondike_qt.engine.waste_search`, where its completeness is argued).
Rows 2–4 are its chains: a card of row 2 or 3, the first card lying on it,
the first lying on that (:func:`_chains`: six chains of three, three of
two, one card of row 4 alone), so the states of a chain are its heights and
the cards that must go before a card of another chain are a mask; a set of
positions is, for each state of the three peak tops and each waste rank,
one bitset over the 4⁶ × 3³ × 2 states of the chains. Every position
reachable with *k* cards drawn is reached before the next card is drawn,
and "unsolvable" means every reachable position was reached. Ranks wrap
(the King and the Ace are next to each other).

The line it returns replays through :func:`~.state.apply`. Figures:
``bench/waste_bench.py`` and ``bench/tripeaks-results.md``.
"""

from __future__ import annotations

from ..solving import Budget, Cancel, SolveResult
from ..waste import DRAW, WasteMove
from ..waste_search import DRAW_STEP, Layout, search
from .deal import COVERERS, ROW_STARTS, TABLEAU_SIZE
from .state import WRAP, TriPeaksState

__all__ = ["CHAINS", "layout", "solve"]

def _chains() -> tuple[tuple[int, ...], ...]:
    """Rows 2–4 as chains, bottom first: from each place of rows 2 to 4 not
    yet in a chain, up through the first card lying on it (each place in one chain)."""
    taken: set[int] = set()
    chains = []
    for place in range(ROW_STARTS[1], TABLEAU_SIZE):
        if place in taken:
            continue
        chain = [place]
        while COVERERS[chain[-1]] and COVERERS[chain[-1]][0] not in taken:
            chain.append(COVERERS[chain[-1]][0])
        taken.update(chain)
        chains.append(tuple(chain))
    return tuple(chains)


#: The chains of :func:`_chains` (row 1, the peak tops, are the search's upper places).
CHAINS = _chains()


def layout(state: TriPeaksState) -> Layout:
    """The position as the waste games' search sees it (a played place keeps rank 0: it is not present)."""
    return Layout(ranks=tuple(0 if card is None else card.rank - 1 for card in state.tableau), covers=COVERERS,
                  chains=CHAINS,
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
