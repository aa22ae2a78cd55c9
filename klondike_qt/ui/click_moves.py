"""What a click on a card does: the best legal place for it."""

from __future__ import annotations

from ..engine import Card, GameState, Move, is_safe_to_foundation, legal_moves


def best_move(state: GameState, card: Card) -> Move | None:
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
    ranked = []
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
