"""Spider advice from the rules alone, no search: the game's status, the order
of hints and where a click (or Enter) sends a run. Pure functions of a
:class:`~.state.SpiderState` (the solver's first move is something else:
:func:`~.solver.solve`)."""

from __future__ import annotations

from ..status import GameStatus, status_of
from .state import DEAL, SpiderMove, SpiderState

__all__ = ["click_move", "hint_order", "spider_status", "useful_moves"]


def _index(state: SpiderState, move: SpiderMove) -> int:
    column = state.columns[move.source - 1]
    return next(i for i in range(len(column) - 1, -1, -1) if column[i] is move.card)


def useful_moves(state: SpiderState) -> list[SpiderMove]:
    """The legal moves less the ones that change nothing: a whole column into
    an empty one."""
    out = []
    for move in state.legal_moves():
        if not move.is_deal and _index(state, move) == 0 and not state.columns[move.target - 1]:
            continue
        out.append(move)
    return out


def spider_status(state: SpiderState) -> GameStatus:
    """Won; no move at all (nor a row to deal); or in progress. (Spider has no finish.)"""
    return status_of(state.is_won, lambda: not useful_moves(state))


def _rank(state: SpiderState, move: SpiderMove) -> int:
    """Lower is better: completes a sequence or turns a card up, onto its own
    suit, onto another suit, into an empty column, a shuffle off a card of its
    own run; the deal last."""
    card = move.card
    if card is None:
        return 9
    index = _index(state, move)
    column = state.columns[move.source - 1]
    onto = state.columns[move.target - 1]
    below = column[index - 1] if index > 0 else None
    on_own = below is not None and below.suit is card.suit and below.rank == card.rank + 1
    reveals = index > 0 and index == state.hidden[move.source - 1]
    if not onto:
        return 6 if not on_own else 8
    same_suit = onto[-1].suit is card.suit
    if same_suit and len(column) - index + _same_suit_under(state, move.target) >= 13:
        return 0
    if on_own:
        return 7 if not same_suit else 5  # from one run to an equal place: a shuffle
    if reveals or index == 0:
        return 1 if same_suit else 2
    return 3 if same_suit else 4


def _same_suit_under(state: SpiderState, number: int) -> int:
    return len(state.columns[number - 1]) - state.run_start(number) if state.columns[number - 1] else 0


def hint_order(state: SpiderState) -> list[SpiderMove]:
    """Every useful move, the most useful first (see :func:`_rank`); for
    each run the longest part that moves first."""
    ranked = [(_rank(state, move), order, move) for order, move in enumerate(useful_moves(state))]
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [move for _, _, move in ranked]


def click_move(state: SpiderState, source: int, index: int) -> SpiderMove | None:
    """Where a click (or Enter) sends the card at ``index`` of column
    ``source`` with the cards on it: onto a card of its own suit one higher;
    else onto any card one higher (the nearest); else into an empty column
    (unless it is the whole column); else nothing. (A row is dealt by a click
    on the stock.)"""
    column = state.columns[source - 1]
    if not 0 <= index < len(column):
        return None
    card = column[index]
    moves = [move for move in state.legal_moves()
             if not move.is_deal and move.source == source and move.card is card and _index(state, move) == index]
    onto = [move for move in moves if state.columns[move.target - 1]]
    if onto:
        def key(move: SpiderMove) -> tuple[int, int, int]:
            top = state.columns[move.target - 1][-1]
            return (0 if top.suit is card.suit else 1, abs(move.target - source), move.target)
        return min(onto, key=key)
    if index > 0:
        empty = [move for move in moves if not state.columns[move.target - 1]]
        if empty:
            return empty[0]
    return None


def deal_move() -> SpiderMove:
    return DEAL
