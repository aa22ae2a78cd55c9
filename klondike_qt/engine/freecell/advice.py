"""FreeCell advice from the rules alone, no search: the game's status, the
auto-finish step, the order of hints and where a click sends a card. Pure
functions of a :class:`~.state.FreeCellState` (the solver's first move is
something else: :func:`~.solver.solve`)."""

from __future__ import annotations

from ..cards import Card
from ..status import GameStatus, status_of
from .state import FOUNDATION, FreeCellMove, FreeCellState, Place, Target

__all__ = ["click_move", "finish_move", "freecell_status", "hint_order", "in_order"]


def in_order(state: FreeCellState) -> bool:
    """Whether every column goes down in rank from its bottom card to its top
    one: then the cards can go up one by one with no other move (the lowest
    card left is always on top of its pile and next on its foundation)."""
    return all(column[i].rank >= column[i + 1].rank for column in state.columns for i in range(len(column) - 1))


def freecell_status(state: FreeCellState) -> GameStatus:
    """Won; ready to finish (every column in order); no legal move at all; or in progress."""
    return status_of(state.is_won, lambda: not state.legal_moves(), lambda: in_order(state))


def finish_move(state: FreeCellState) -> FreeCellMove | None:
    """The auto-finish's next card: the lowest card that can go up now."""
    tops = [card for card in state.cells if card is not None] + [c[-1] for c in state.columns if c]
    ready = [card for card in tops if card.rank == state.foundations[card.suit] + 1]
    if not ready:
        return None
    return FreeCellMove(min(ready, key=lambda card: (card.rank, card.suit)), FOUNDATION)


def _run_length(state: FreeCellState, card: Card) -> int:
    where = state.locate(card)
    if where.place is not Place.COLUMN:
        return 1
    return len(state.columns[where.number - 1]) - where.index


def hint_order(state: FreeCellState) -> list[FreeCellMove]:
    """Every legal move, the most useful first: to a foundation; a run onto a
    card; a card from a free cell onto a card; a move that empties a column;
    into an empty column; into a free cell; back from a foundation last.
    Pointless moves (a whole column into an empty one) are left out."""
    ranked: list[tuple[int, int, FreeCellMove]] = []
    for order, move in enumerate(state.legal_moves()):
        where = state.locate(move.card)
        target = move.target
        if target.place is Place.FOUNDATION:
            rank = 0
        elif where.place is Place.FOUNDATION:
            rank = 8
        elif target.place is Place.CELL:
            rank = 6
        else:
            empty = not state.columns[target.index - 1]
            whole = where.place is Place.COLUMN and where.index == 0
            if empty and whole:
                continue  # a whole column into an empty one changes nothing
            if empty:
                rank = 5
            elif whole:
                rank = 2
            elif where.place is Place.CELL:
                rank = 1
            else:
                below = state.columns[where.number - 1][where.index - 1] if where.place is Place.COLUMN else None
                # From one built run onto another: a shuffle.
                rank = 7 if below is not None and move.card.fits_on(below) else 3
        ranked.append((rank, order, move))
    ranked.sort(key=lambda item: (item[0], item[1]))
    return [move for _, _, move in ranked]


def click_move(state: FreeCellState, card: Card) -> FreeCellMove | None:
    """Where a click (or Enter) sends ``card`` with the cards on it: its
    foundation when that is safe; else onto a card in a column (the nearest);
    else its foundation; else a free cell for a single card, an empty column
    for a run (or a card from a cell); else nothing."""
    moves = [move for move in state.legal_moves() if move.card is card]
    if not moves:
        return None
    up = [move for move in moves if move.target.place is Place.FOUNDATION]
    if up and state.is_safe_to_foundation(card):
        return up[0]
    where = state.locate(card)
    origin = where.number if where.place is Place.COLUMN else 0
    onto = [move for move in moves if move.target.place is Place.COLUMN and state.columns[move.target.index - 1]]
    if onto:
        return min(onto, key=lambda move: (abs(move.target.index - origin) if origin else 0, move.target.index))
    if up:
        return up[0]
    whole = where.place is Place.COLUMN and where.index == 0
    empty = [move for move in moves if move.target.place is Place.COLUMN and not whole]
    cell = [move for move in moves if move.target.place is Place.CELL]
    # One card keeps the empty columns (worth more) and takes a cell; a run needs a column.
    if cell and _run_length(state, card) == 1:
        return cell[0]
    return empty[0] if empty else None


def to_cell(card: Card) -> FreeCellMove:
    """``card`` to the first empty free cell."""
    return FreeCellMove(card, Target.cell())
