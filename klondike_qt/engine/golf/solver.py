"""A Golf solver: a winning line, a proof that none exists, or "unknown"
when its budget runs out.

Every column card is face up; only the stock's order is hidden from the
player, and the solver knows it (the rule book: "winnable" means a line of
plays and draws empties the seven columns).

- **Positions:** suits never matter, so a position is the height of each
  column, how many cards have been drawn and the rank on the waste, packed
  into one integer.
- **Moves:** a column top one rank from the waste's rank, the taller
  columns first, then the draw.
- **Pruning (sound):** a column card of rank *r* can only ever go on a card
  of rank *r* − 1 or *r* + 1 that is on the waste's top now or will come
  there later, from a column or the stock, and each such card takes one
  card at most (the next one covers it). When the column cards cannot each
  be given a card of their own (a matching, found greedily: odd ranks go on
  even ones and even on odd, two chains of ranks), the position is lost
  and is not searched further. Likewise the cards played between two draws
  are a run of ranks one apart, all of ranks the columns still hold: a run
  stays inside one block of such ranks, and each block needs a run of its
  own, started by a card still to come from the stock (or the waste's top
  card) one rank from a card of the block.
- **Search:** depth first (at most 35 plays and 16 draws deep) with a
  record of the positions left without a win and the fewest cards drawn
  then (the same columns and waste card with more cards drawn can do no
  more: the draws in between can be made too). Every move only takes cards
  away, so the positions form no cycle. It says
  "unsolvable" only when it has seen every reachable position; when the
  budget (seconds, positions) runs out or it is cancelled, "unknown".
  Figures: ``bench/golf_bench.py``.

The line it returns replays through :func:`~.state.apply`.
"""

from __future__ import annotations

from ..cards import KING
from ..solving import Budget, Cancel, Limits, SearchStopped, SolveResult, Verdict, as_budget
from ..waste import DRAW, WasteMove
from .state import GolfState

__all__ = ["Budget", "Cancel", "SolveResult", "Verdict", "solve"]

#: Positions between two looks at the budget and the cancel flag.
_POLL = 1024


def solve(state: GolfState, budget: Budget | float | None = None, cancel: Cancel = None
          ) -> SolveResult[WasteMove]:
    """Search for a win from ``state``. ``budget`` and ``cancel`` as every game's
    (:mod:`klondike_qt.engine.solving`; default 2 s, polled every 1024 positions); a
    winning line replays through :func:`~.state.apply`."""
    limits = Limits(as_budget(budget), cancel)
    if state.is_won:
        return limits.result(Verdict.SOLVED, (), 0)
    columns = [tuple(card.rank for card in col) for col in state.tableau]
    stock = tuple(card.rank for card in state.stock)
    heights = [len(col) for col in columns]
    # Cards of each rank still to come to the waste, from the columns and the stock (ranks 0 and 14: none).
    to_come = [0] * (KING + 2)
    in_columns = [0] * (KING + 2)
    for rank in (r for col in columns for r in col):
        to_come[rank] += 1
        in_columns[rank] += 1
    for rank in stock:
        to_come[rank] += 1
    order = sorted(range(len(columns)), key=lambda n: -heights[n])
    steps = [1 << 3 * n for n in range(len(columns))]
    # The fewest cards drawn in a position (columns, waste rank) searched to the end without a win.
    failed: dict[int, int] = {}
    line: list[int] = []  # the columns played, -1 for a draw
    nodes = 0

    def matched(waste: int) -> bool:
        """Every column card can have a card of its own to go on (see the module)."""
        # Odd ranks go on even ones and even on odd: two chains, each matched greedily from the ace up.
        carry = [to_come[1] + (waste == 1), 0]  # aces for the 2s; nothing below an ace
        for rank in range(1, KING + 1):
            need = in_columns[rank] - carry[rank & 1]
            spare = to_come[rank + 1] + (rank + 1 == waste)
            if need > 0:
                spare -= need
                if spare < 0:
                    return False
            carry[rank & 1] = spare
        return True

    def started(waste: int) -> bool:
        """Every block of ranks the column cards hold can be started (see the module)."""
        taken = 0  # the rank of the start the block below took when that was the rank below this one
        rank = 1
        while rank <= KING:
            if not in_columns[rank]:
                rank += 1
                continue
            low = rank
            while rank < KING and in_columns[rank + 1]:
                rank += 1
            for start in ((low - 1, low + 1) if low == rank else range(low - 1, rank + 2)):
                if to_come[start] - in_columns[start] + (start == waste) - (start == taken) > 0:
                    taken = start
                    break
            else:
                return False
            rank += 1
        return True

    def search(tops: int, waste: int, drawn: int, left: int) -> bool:
        nonlocal nodes
        key = tops << 4 | waste
        if failed.get(key, 99) <= drawn or not matched(waste) or not started(waste):
            return False
        nodes += 1
        if nodes % _POLL == 0 and limits.spent(nodes):
            raise SearchStopped
        for n in order:
            height = heights[n]
            if not height:
                continue
            rank = columns[n][height - 1]
            if abs(rank - waste) != 1:
                continue
            heights[n] = height - 1
            to_come[rank] -= 1
            in_columns[rank] -= 1
            line.append(n)
            if left == 1 or search(tops - steps[n], rank, drawn, left - 1):
                return True
            line.pop()
            heights[n] = height
            to_come[rank] += 1
            in_columns[rank] += 1
        if drawn < len(stock):
            rank = stock[drawn]
            to_come[rank] -= 1
            line.append(-1)
            if search(tops, rank, drawn + 1, left):
                return True
            line.pop()
            to_come[rank] += 1
        failed[key] = min(failed.get(key, 99), drawn)
        return False

    try:
        won = search(sum(h * step for h, step in zip(heights, steps)), state.waste_top.rank, 0, state.left)
    except SearchStopped:
        return limits.result(Verdict.UNKNOWN, (), nodes)
    if not won:
        return limits.result(Verdict.UNSOLVABLE, (), nodes)
    return limits.result(Verdict.SOLVED, _moves(state, line), nodes)


def _moves(state: GolfState, line: list[int]) -> tuple[WasteMove, ...]:
    """The engine's moves of a line of columns played (-1: a draw)."""
    heights = [len(col) for col in state.tableau]
    moves = []
    for n in line:
        if n < 0:
            moves.append(DRAW)
        else:
            heights[n] -= 1
            moves.append(WasteMove(state.tableau[n][heights[n]]))
    return tuple(moves)
