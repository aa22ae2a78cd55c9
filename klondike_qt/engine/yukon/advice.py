"""Yukon advice from the rules alone, no search: the game's status (with the
rule book's bounded "no moves left" search), the finish step, which cards may
safely go up, the order of hints and where a click sends a card. Pure
functions of a :class:`~.state.YukonState` (the solver's first move is
something else: :func:`~.solver.solve`)."""

from __future__ import annotations

from ..cards import Card
from ..klondike.moves import Move
from ..klondike.piles import FOUNDATIONS
from ..klondike.status import STUCK_SEARCH_LIMIT
from ..status import GameStatus, reaches, status_of
from .state import YukonState, apply, legal_moves

__all__ = ["click_move", "finish_move", "hint_order", "is_safe_to_foundation", "is_stuck",
           "ready_to_finish", "safe_foundation_moves", "yukon_status"]


def yukon_status(state: YukonState, limit: int = STUCK_SEARCH_LIMIT) -> GameStatus:
    """Won; ready to finish (:func:`ready_to_finish`); no moves left
    (:func:`is_stuck`, a bounded search: cut off, it says nothing); or in progress."""
    return status_of(state.is_won, lambda: is_stuck(state, limit), lambda: ready_to_finish(state))


def _lowest_up(state: YukonState) -> Move | None:
    ready = [col[-1] for col in state.tableau if col and state.foundations[col[-1].suit] + 1 == col[-1].rank]
    if not ready:
        return None
    card = min(ready, key=lambda card: (card.rank, card.suit))
    return Move(card, FOUNDATIONS[card.suit])


def finish_move(state: YukonState) -> Move | None:
    """The finish's next move: the lowest column top that can go to its
    foundation (None: none can)."""
    return _lowest_up(state)


def ready_to_finish(state: YukonState) -> bool:
    """The rule book's finish: every card face up and the foundations can
    take all the rest one column top at a time with no column move. (Cards
    going up only ever free more, so taking any top that goes decides it.)"""
    if state.hidden_count or state.is_won:
        return False
    while not state.is_won:
        move = _lowest_up(state)
        if move is None:
            return False
        state = apply(state, move)
    return True


def is_stuck(state: YukonState, limit: int = STUCK_SEARCH_LIMIT) -> bool:
    """True when no sequence of legal moves can turn a card face up or put a
    card on a foundation (moving groups between columns does not count by
    itself). A breadth-first search over the moves between columns; when it
    reaches ``limit`` positions it stops and answers False (nothing is said)."""
    if state.is_won:
        return False
    return reaches(state, lambda current: (apply(current, move) for move in legal_moves(current)),
                   lambda current: current.hidden_count < state.hidden_count
                   or current.foundation_count > state.foundation_count,
                   YukonState.key, limit) is False


def is_safe_to_foundation(state: YukonState, card: Card) -> bool:
    """Whether sending ``card`` up now can never cost the game: it is next on
    its foundation and both cards it could carry (one rank lower, the other
    colour) are already up. Unlike Klondike, a 2 is not safe by itself: an
    ace under other cards may need it to carry them away."""
    if state.foundations[card.suit] + 1 != card.rank:
        return False
    return all(rank >= card.rank - 1 for suit, rank in enumerate(state.foundations)
               if FOUNDATIONS[suit].suit.is_red != card.is_red)


def safe_foundation_moves(state: YukonState) -> list[Move]:
    """Column tops that may go up safely, right now (the "A" key)."""
    return [Move(col[-1], FOUNDATIONS[col[-1].suit]) for col in state.tableau
            if col and is_safe_to_foundation(state, col[-1])]


def _rank(state: YukonState, move: Move) -> int | None:
    """Lower is better; None leaves the move out."""
    assert move.card is not None and move.target is not None
    if move.target.is_foundation:
        return 0
    source, index = state.locate(move.card)
    column = state.tableau[source.index - 1]
    if index == 0:
        return None if not state.tableau[move.target.index - 1] else 2  # a King from one empty column to another
    if index == state.hidden[source.index - 1]:
        return 1  # turns a card up
    if move.card.fits_on(column[index - 1]):
        return 5  # off a card it already fits on: a shuffle
    return 3 if state.tableau[move.target.index - 1] else 4


def hint_order(state: YukonState) -> list[Move]:
    """Every useful legal move, the most useful first: to a foundation, moves
    that turn a card up, moves that empty a column, onto a card, a King into
    an empty column, moves off a card the moved card already fits on (a
    shuffle) last. A King from one empty column to another is left out. Only
    face-up cards move, so a hint never names a hidden card."""
    ranked = []
    for order, move in enumerate(legal_moves(state)):
        rank = _rank(state, move)
        if rank is not None:
            ranked.append((rank, order, move))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [move for _, _, move in ranked]


def click_move(state: YukonState, card: Card) -> Move | None:
    """Where a click (or Enter) sends ``card`` with the cards on it: its
    foundation when that is safe; else the column where it does most good
    (:func:`hint_order`'s ranking, then the nearest column); else its
    foundation; else nothing."""
    moves = [move for move in legal_moves(state) if move.card is card]
    up = [move for move in moves if move.target is not None and move.target.is_foundation]
    if up and is_safe_to_foundation(state, card):
        return up[0]
    source, _ = state.locate(card)
    ranked = []
    for move in moves:
        assert move.target is not None
        rank = _rank(state, move)
        if rank is not None and not move.target.is_foundation:
            ranked.append(((rank, abs(move.target.index - source.index), move.target.index), move))
    if ranked:
        return min(ranked, key=lambda pair: pair[0])[1]
    return up[0] if up else None
