"""TriPeaks advice: the game's status, what a move did (for the words a
player hears), the order of hints, the hint that keeps the deal winnable
and what a click does. Pure functions of a :class:`~.state.TriPeaksState`."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..solving import Budget, Verdict
from ..status import GameStatus, status_of
from ..waste import DRAW, WasteMove
from .deal import COVERED, PEAKS, peak_of
from .solver import solve
from .state import TriPeaksState, apply, legal_moves

__all__ = ["HINT_BUDGET", "TriPeaksChange", "change", "click_move", "hint", "hint_order", "tripeaks_status"]

#: What a hint may spend finding a line that keeps the deal winnable.
HINT_BUDGET = Budget(seconds=1.0)


def tripeaks_status(state: TriPeaksState) -> GameStatus:
    """Won (the tableau is empty); no moves left (no free card fits the
    waste's top card nor any card still in the stock, so no draw can ever
    make a play possible); else in progress. A dead end with plays left is
    in progress: it is never said unasked."""
    return status_of(state.is_won, lambda: not state.can_ever_play())


@dataclass(frozen=True, slots=True)
class TriPeaksChange:
    """What one legal move did.

    - a play: ``card`` went on ``onto``; ``streak`` is the streak with it,
      ``points`` what it scored (peak bonus included), ``turned_up`` the cards
      it freed (left first), ``peak`` the peak it cleared (1–3) or None;
    - a draw: ``card`` is the card turned, ``onto`` the card it covers,
      ``ended_streak`` the streak it ended (0: none), ``points`` 0.

    ``stock_left`` is the stock after the move; ``needs`` the ranks that go
    on the new waste card.
    """

    move: WasteMove
    card: Card
    onto: Card | None
    points: int
    streak: int
    turned_up: tuple[Card, ...]
    peak: int | None
    ended_streak: int
    stock_left: int
    needs: tuple[int, ...]

    @property
    def is_draw(self) -> bool:
        return self.move.is_draw


def change(before: TriPeaksState, move: WasteMove) -> TriPeaksChange:
    """What the legal ``move`` does to ``before`` (raises the refusal if it is not legal)."""
    after = apply(before, move)
    card = after.waste[-1]
    if move.is_draw:
        return TriPeaksChange(move, card, before.top, 0, 0, (), None, before.streak, len(after.stock), after.needs())
    index = before.index_of(card)
    assert index is not None
    turned = tuple(c for c in (after.tableau[i] for i in COVERED[index] if after.is_free(i)) if c is not None)
    peak = peak_of(index) if index < PEAKS else None
    return TriPeaksChange(move, card, before.top, after.score - before.score, after.streak, turned, peak, 0,
                          len(after.stock), after.needs())


def _rank(state: TriPeaksState, move: WasteMove) -> tuple[int, ...]:
    """Lower is better: plays that turn the most cards up, then the ones
    whose card leaves another play behind it, then peak tops; the draw last."""
    if move.card is None:
        return (1,)
    index = state.index_of(move.card)
    assert index is not None
    after = apply(state, move)
    turned = sum(1 for i in COVERED[index] if after.is_free(i))
    follow = any(True for m in legal_moves(after) if not m.is_draw)
    return (0, -turned, not follow, index >= PEAKS, index)


def hint_order(state: TriPeaksState) -> list[WasteMove]:
    """Every legal move, the most useful first by the rules alone: plays
    before the draw; among plays, those that turn cards up, then those that
    leave a play after them. (:func:`hint` puts a winning line's move first.)"""
    return sorted(legal_moves(state), key=lambda move: _rank(state, move))


def hint(state: TriPeaksState, budget: Budget | float | None = None) -> WasteMove | None:
    """The move H offers: the first move of a winning line when the solver
    finds one within ``budget`` (default :data:`HINT_BUDGET`), which keeps
    the deal winnable; else the first of :func:`hint_order`. None when no
    moves are left (H then offers nothing but undo) or the game is won."""
    if tripeaks_status(state) is not GameStatus.IN_PROGRESS:
        return None
    result = solve(state, HINT_BUDGET if budget is None else budget)
    if result.outcome is Verdict.SOLVED and result.first_move is not None:
        return result.first_move
    order = hint_order(state)
    return order[0] if order else None


def click_move(state: TriPeaksState, card: Card) -> WasteMove | None:
    """What a click on ``card`` does: a free tableau card that fits goes onto
    the waste; a card of the stock (the stock is clicked) draws; anything
    else does nothing."""
    if state.is_won:
        return None
    if card in state.stock:
        return DRAW
    index = state.index_of(card)
    if index is not None and state.is_free(index) and state.fits(card):
        return WasteMove(card)
    return None
