"""Where a Klondike game stands (its :class:`~klondike_qt.engine.status.GameStatus`),
what changed in a move, and which cards may safely rise.

"No moves left" is defined precisely (see :func:`is_stuck`): no sequence of
legal moves — stock turns and recycles, shuffles between columns, cards taken
back from the foundations — leads to a position that is *better*: a face-down
card revealed, a card out of the stock and waste, or more cards on the
foundations than now. Stock cycling alone never counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from itertools import pairwise

from ..cards import Card
from ..status import GameStatus, reaches, status_of
from .moves import DRAW, Move
from .piles import COLUMNS, FOUNDATIONS, STOCK, WASTE, Pile, PileKind
from .state import GameState, apply, legal_moves

#: Positions the "no moves left" search may visit before it gives up (and
#: then says the game is still in progress: it never claims a false dead end).
STUCK_SEARCH_LIMIT = 4000


def game_status(state: GameState) -> GameStatus:
    """The status of a position."""
    return status_of(state.is_won, lambda: is_stuck(state), lambda: state.hidden_count == 0 and _finishable(state) and (
        (not state.stock and not state.waste) or _finish_wins(state)))


def _finishable(state: GameState) -> bool:
    # Ranks never rise from bottom to top in any column: then the lowest card
    # left is always a top card and can go up, so auto-finish wins. Always true
    # in play from a normal deal; the thoughtful variant deals columns face up
    # in any order, and those are not decided yet.
    return all(upper.rank <= lower.rank for col in state.tableau for lower, upper in pairwise(col))


def _better(start: GameState, state: GameState) -> bool:
    return (state.hidden_count < start.hidden_count
            or len(state.stock) + len(state.waste) < len(start.stock) + len(start.waste)
            or state.foundation_count > start.foundation_count)


def reachable_talon_cards(state: GameState) -> set[Card]:
    """Cards that can come to the top of the waste by turning the stock (and
    turning the waste over, while passes remain), with no other move made.

    Recycling keeps the order, so every pass turns the same groups: in draw 3 a
    card that is never the last of its group never becomes playable this way.
    """
    draw = state.rules.draw
    reachable = {state.waste[-1]} if state.waste else set()
    stock = state.stock
    for end in range(draw, len(stock) + draw, draw):
        reachable.add(stock[min(end, len(stock)) - 1])
    if state.can_recycle:
        cycle = state.waste + stock
        for end in range(draw, len(cycle) + draw, draw):
            reachable.add(cycle[min(end, len(cycle)) - 1])
    return reachable


def _fits_somewhere(state: GameState, card: Card) -> bool:
    if state.foundations[card.suit] + 1 == card.rank:
        return True
    for col in state.tableau:
        if col:
            if card.fits_on(col[-1]):
                return True
        elif card.rank == 13:
            return True
    return False


def is_stuck(state: GameState, limit: int = STUCK_SEARCH_LIMIT) -> bool:
    """True when no sequence of legal moves can improve the position (see the
    module docstring). Returns False when the search reaches ``limit``.

    Turning the stock never changes the tableau, and a card played from the
    talon is already an improvement, so the search explores tableau and
    foundation moves only and, in each position it reaches, asks whether any
    card the talon can bring up would play there.
    """
    if state.is_won:
        return False
    talon = reachable_talon_cards(state)
    return reaches(state, lambda current: (apply(current, move) for move in legal_moves(current) if move.card is not None),
                   lambda current: _better(state, current) or any(_fits_somewhere(current, card) for card in talon),
                   GameState.key, limit) is False


# -- foundations -----------------------------------------------------------
def playable_cards(state: GameState) -> list[Card]:
    """Cards that could go to a foundation from where they are: the waste top and column tops."""
    cards = [col[-1] for col in state.tableau if col]
    if state.waste:
        cards.insert(0, state.waste[-1])
    return cards


def is_safe_to_foundation(state: GameState, card: Card) -> bool:
    """Whether sending ``card`` up can never cost the game: it is an ace or a 2,
    or both foundations of the other colour already hold its rank minus one,
    so no card that could ever go on it still needs it."""
    if state.foundations[card.suit] + 1 != card.rank:
        return False
    if card.rank <= 2:
        return True
    other = [rank for suit, rank in enumerate(state.foundations)
             if FOUNDATIONS[suit].suit.is_red != card.is_red]
    return min(other) >= card.rank - 1


def safe_foundation_moves(state: GameState) -> list[Move]:
    """Moves that send a card to its foundation safely, right now (the "A" key)."""
    return [Move.to_foundation(card) for card in playable_cards(state)
            if is_safe_to_foundation(state, card)]


def _lowest_up(state: GameState) -> Move | None:
    ready = [card for card in playable_cards(state) if state.foundations[card.suit] + 1 == card.rank]
    if not ready:
        return None
    return Move.to_foundation(min(ready, key=lambda card: (card.rank, card.suit)))


def _finish_step(state: GameState) -> Move | None:
    """Auto-finish's next move: the lowest card that can go up, else turn the
    stock (or the waste over, while passes remain)."""
    move = _lowest_up(state)
    if move is None and (state.stock or (state.waste and state.can_recycle)):
        return DRAW
    return move


def _finish_wins(state: GameState) -> bool:
    """Whether auto-finish wins from ``state`` (every column card face up and
    in order), turning the stock as it needs to: with cards left in the stock
    and the waste that depends on the draw and the passes left, so it is
    played out (at most 52 cards up, each after at most one round of the talon)."""
    talon = len(state.stock) + len(state.waste)
    idle = 0
    while not state.is_won:
        move = _finish_step(state)
        if move is None:
            return False
        idle = idle + 1 if move is DRAW else 0
        if idle > talon + 2:  # a whole round of the talon brought up nothing that goes
            return False
        state = apply(state, move)
    return True


def finish_move(state: GameState) -> Move | None:
    """The next move of auto-finish: the lowest card that can go up; while
    cards are left in the stock and the waste, turning the stock when no card
    can go, as long as that still wins (None: nothing to do)."""
    move = _lowest_up(state)
    if move is not None:
        return move
    if state.hidden_count == 0 and (state.stock or state.waste) and _finishable(state) and _finish_wins(state):
        return DRAW
    return None


# -- what a move changed -----------------------------------------------------
class ChangeKind(Enum):
    DRAW = "draw"
    RECYCLE = "recycle"
    MOVE = "move"


@dataclass(frozen=True, slots=True)
class Transition:
    """What one move did, derived from the positions before and after it.

    ``cards`` are the cards that moved (turned cards for a draw), ``source`` and
    ``target`` the piles, ``onto`` the card they now lie on (``None`` on an empty
    column or a foundation), ``revealed`` the card the auto-flip turned up.
    """

    kind: ChangeKind
    move: Move
    cards: tuple[Card, ...]
    source: Pile
    target: Pile
    onto: Card | None
    revealed: Card | None
    revealed_in: Pile | None
    score_delta: int

    @property
    def touched(self) -> tuple[Pile, ...]:
        return (self.source, self.target)


def transition(before: GameState, move: Move, after: GameState) -> Transition:
    """Describe the legal ``move`` that took ``before`` to ``after``."""
    delta = after.score - before.score
    if move.card is None:
        if before.stock:
            turned = before.stock[: len(before.stock) - len(after.stock)]
            return Transition(ChangeKind.DRAW, move, turned, STOCK, WASTE, None, None, None, delta)
        return Transition(ChangeKind.RECYCLE, move, before.waste, WASTE, STOCK, None, None, None, delta)
    source, index = before.locate(move.card)
    assert move.target is not None
    if source.kind is PileKind.TABLEAU:
        cards = before.tableau[source.index - 1][index:]
    else:
        cards = (move.card,)
    onto = before.top(move.target) if move.target.is_tableau else None
    revealed = revealed_in = None
    if source.kind is PileKind.TABLEAU:
        number = source.index - 1
        if after.hidden[number] < before.hidden[number]:
            revealed = after.tableau[number][-1]
            revealed_in = COLUMNS[number]
    return Transition(ChangeKind.MOVE, move, cards, source, move.target, onto, revealed,
                      revealed_in, delta)
