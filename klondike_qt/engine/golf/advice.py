"""Golf advice from the rules alone, no search of the stock: the game's
status (the rule book's "no moves left"), the order of hints and what a
click on a card does. Pure functions of a :class:`~.state.GolfState` (the
first move of a winning line, and whether the deal can still be won, are
the solver's: :func:`~.solver.solve`)."""

from __future__ import annotations

from ..cards import Card
from ..status import GameStatus, status_of
from ..waste import DRAW, WasteMove, neighbour_ranks, play_possible
from .state import WRAP, Area, GolfState

__all__ = ["click_move", "golf_status", "hint_order", "is_stuck", "run_length"]

#: Positions :func:`run_length` looks at before it settles for what it has.
RUN_SEARCH_LIMIT = 4000


def is_stuck(state: GolfState) -> bool:
    """The rule book's "no moves left": not won, and no column's top card
    fits the waste's top card nor any card still in the stock, so no draw
    can ever make a play possible (with an empty stock: no top card fits).
    Draws may still be legal; they cannot help."""
    return not state.is_won and not play_possible(state.free_cards, state.waste_top, state.stock, WRAP)


def golf_status(state: GolfState) -> GameStatus:
    """Won, no moves left (:func:`is_stuck`), or in progress (Golf has no finish step)."""
    return status_of(state.is_won, lambda: is_stuck(state))


def run_length(state: GolfState, card: Card) -> int:
    """How many cards the longest run of plays that starts with playing the
    free ``card`` takes to the waste, with no draw (0: ``card`` does not fit
    now). Looks at :data:`RUN_SEARCH_LIMIT` positions at most."""
    if card not in state.playable:
        return 0
    ranks = [tuple(c.rank for c in col) for col in state.tableau]
    heights = [len(col) for col in ranks]
    heights[state.locate(card).column - 1] -= 1
    memo: dict[tuple[tuple[int, ...], int], int] = {}

    def longest(waste: int) -> int:
        key = (tuple(heights), waste)
        if key in memo:
            return memo[key]
        best = 0
        if len(memo) < RUN_SEARCH_LIMIT:
            fitting = neighbour_ranks(waste, WRAP)
            for n, col in enumerate(ranks):
                h = heights[n]
                if h and col[h - 1] in fitting:
                    heights[n] = h - 1
                    best = max(best, 1 + longest(col[h - 1]))
                    heights[n] = h
        memo[key] = best
        return best

    return 1 + longest(card.rank)


def hint_order(state: GolfState) -> list[WasteMove]:
    """Every useful legal move, the most useful first: the plays, the one
    that starts the longest run of plays first (then the one from the
    column with more cards left, then reading order), the draw last.
    Nothing when there are no moves left: then only undo helps."""
    if is_stuck(state) or state.is_won:
        return []
    plays = sorted(state.playable, key=lambda card: (-run_length(state, card),
                                                     -len(state.tableau[state.locate(card).column - 1]),
                                                     state.locate(card).column))
    moves = [WasteMove(card) for card in plays]
    if state.stock:
        moves.append(DRAW)
    return moves


def click_move(state: GolfState, card: Card) -> WasteMove | None:
    """What a click (or Enter) on ``card`` does: a column card goes onto the
    waste (when it is covered or does not fit, :func:`~.state.apply`
    refuses with the rule's reason, which is what the player needs to
    hear); a card of the stock draws the next card; a card on the waste
    does nothing (None)."""
    area = state.locate(card).area
    if area is Area.COLUMN:
        return WasteMove(card)
    if area is Area.STOCK:
        return DRAW
    return None
