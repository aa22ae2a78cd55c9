"""Pyramid advice from the rules alone, no search: the game's status (the
rule book's "no moves left", played out along the draws), the order of hints
and what a click on a card does. Pure functions of a
:class:`~.state.PyramidState` (the first move of a winning line, and whether
the deal can still be won, are the solver's: :func:`~.solver.solve`)."""

from __future__ import annotations

from ..cards import KING, Card
from ..status import GameStatus, status_of
from .state import DRAW, PyramidMove, PyramidState, apply, can_draw, legal_moves, removals

__all__ = ["click_move", "hint_order", "no_moves_left", "pyramid_status"]


def pyramid_status(state: PyramidState) -> GameStatus:
    """Won (the pyramid is empty); no moves left (:func:`no_moves_left`); or in progress."""
    return status_of(state.is_won, lambda: no_moves_left(state))


def no_moves_left(state: PyramidState) -> bool:
    """True when no removal is possible now nor anywhere along the draws and
    recycles still allowed: the line of draws is played out (at most three
    passes of the stock), removals only are looked for."""
    if state.is_won:
        return False
    while True:
        if next(removals(state), None) is not None:
            return False
        if not can_draw(state):
            return True
        state = apply(state, DRAW)


def _rank(state: PyramidState, move: PyramidMove) -> tuple[int, int]:
    """Lower is better: (kind, how deep in the pyramid)."""
    if move.is_draw:
        return (5, 0)
    places = [state.place(card) for card in move.cards]
    in_pyramid = [place for place in places if place is not None]
    deepest = -max((row for row, _ in in_pyramid), default=0)
    if len(move.cards) == 1:
        return (0 if in_pyramid else 3, deepest)  # a King: always safe to remove
    if len(in_pyramid) == 2:
        return (1, deepest)
    return (2 if in_pyramid else 4, deepest)


def hint_order(state: PyramidState) -> list[PyramidMove]:
    """Every legal move, the most useful first: Kings in the pyramid, pairs
    of pyramid cards, a pyramid card with the stock or the waste, Kings of
    the stock or the waste, stock with waste, the draw (or recycle) last; in
    each kind the deeper rows first (they free more). (The hint key's first
    choice is the solver's: a move that keeps the deal winnable.)"""
    ranked = sorted(enumerate(legal_moves(state)), key=lambda item: (_rank(state, item[1]), item[0]))
    return [move for _, move in ranked]


def click_move(state: PyramidState, card: Card, held: Card | None = None) -> PyramidMove | None:
    """What a click (or Enter) on ``card`` does, ``held`` being the card
    picked before (None: nothing held):

    - nothing held: an available King is removed alone; any other card gives
      None (the caller picks it up if it is available);
    - a card held: the pair of the two (``apply`` accepts it or says why
      not); clicking the held card again gives None (put it down).
    """
    if held is None:
        return PyramidMove((card,)) if card.rank == KING and card in state.available() else None
    if held is card:
        return None
    return PyramidMove((held, card))
