"""Advice from the rules alone, no search: which moves to suggest first, and
where a click sends a card. Pure functions of a :class:`GameState`.

(The solver's :func:`klondike_qt.engine.klondike.solver.best_move` is something else:
the first move of a winning line, found by search.)
"""

from __future__ import annotations

from ..cards import ACE, Card
from .moves import Move
from .piles import WASTE
from .state import GameState, legal_moves
from .status import is_safe_to_foundation

__all__ = ["click_move", "hint_order"]


def hint_order(state: GameState) -> list[Move]:
    """Every legal move, the most useful first: to a foundation, moves that
    reveal a face-down card or empty a column, waste to a column, the other
    column moves, the draw; cards taken back from a foundation, then moves of
    a card from one built run onto another (shuffles) and an ace onto a two
    (its foundation is always open to it, and takes it just as well), last.
    Pointless moves (a King from one empty column to another, a whole column
    onto a same-rank card elsewhere) are left out."""
    ranked: list[tuple[int, int, Move]] = []
    for order, move in enumerate(legal_moves(state)):
        if move.card is None:
            ranked.append((5, order, move))
            continue
        assert move.target is not None
        source, index = state.locate(move.card)
        if move.target.is_foundation:
            rank = 0
        elif move.card.rank == ACE:
            rank = 7  # an ace onto a two: never better than its foundation
        elif source.is_tableau:
            hidden = state.face_down_count(source)
            if index == 0 and state.top(move.target) is None:
                continue  # a King from one empty column to another
            if index > 0 and index == hidden:
                rank = 1  # reveals a face-down card
            elif index == 0:
                rank = 2  # empties a column
            elif move.card.fits_on(state.pile_cards(source)[index - 1]):
                rank = 7  # from one built run to another: a shuffle, after the draw
            else:
                rank = 4
        elif source is WASTE:
            rank = 2
        else:
            rank = 6  # back from a foundation
        ranked.append((rank, order, move))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [move for _, _, move in ranked]


def click_move(state: GameState, card: Card) -> Move | None:
    """Where a click sends ``card`` (with the cards on it): its foundation when
    that is safe; else a column, preferring one that uncovers a face-down card,
    then a non-empty column, then the nearest; else its foundation; else nothing.
    A King already heading a column is never moved to another empty column."""
    moves = [move for move in legal_moves(state) if move.card is card]
    if not moves:
        return None
    to_foundation = [move for move in moves if move.target is not None and move.target.is_foundation]
    if to_foundation and is_safe_to_foundation(state, card):
        return to_foundation[0]
    source, index = state.locate(card)
    ranked: list[tuple[tuple[bool, bool, int, int], Move]] = []
    for move in moves:
        target = move.target
        if target is None or not target.is_tableau:
            continue
        empty = not state.tableau[target.index - 1]
        reveals = False
        distance = 0
        if source.is_tableau:
            if empty and index == 0:
                continue  # pointless: a King from one empty column to another
            reveals = index > 0 and index == state.hidden[source.index - 1]
            distance = abs(target.index - source.index)
        ranked.append(((not reveals, empty, distance, target.index), move))
    if ranked:
        return min(ranked, key=lambda pair: pair[0])[1]
    return to_foundation[0] if to_foundation else None
