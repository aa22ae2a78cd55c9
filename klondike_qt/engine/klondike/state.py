"""The immutable game position, the legality check and ``apply``.

``apply(state, move)`` returns the next :class:`GameState` — with the auto-flip
of a newly uncovered card and the score change already in it — or raises
:class:`IllegalMove` whose :class:`Reason` says why, as data.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from ..cards import ACE, CARDS, KING, Card, Suit
from ..rules import Scoring
from .moves import DRAW, Move
from .piles import COLUMNS, FOUNDATIONS, STOCK, WASTE, ColumnsAndFoundations, Pile, PileKind
from .reasons import IllegalMove, Reason, check_target
from .rules import Rules


@dataclass(frozen=True, slots=True)
class GameState(ColumnsAndFoundations):
    """A position, immutable.

    - ``stock``: face-down cards, the next card to turn first;
    - ``waste``: bottom first, the playable card last;
    - ``foundations``: the top rank on each suit's foundation (0 = empty), by suit;
    - ``tableau``: seven columns, bottom card first;
    - ``hidden``: how many cards at the bottom of each column are face down;
    - ``passes``: the current pass through the stock, from 1;
    - ``score`` and ``moves``: the running score and the count of actions.
    """

    rules: Rules
    stock: tuple[Card, ...]
    waste: tuple[Card, ...]
    foundations: tuple[int, int, int, int]
    tableau: tuple[tuple[Card, ...], ...]
    hidden: tuple[int, ...]
    passes: int = 1
    score: int = 0
    moves: int = 0

    # -- queries ---------------------------------------------------------
    def pile_cards(self, pile: Pile) -> tuple[Card, ...]:
        """The cards of a pile, bottom first (the stock: last-to-turn first)."""
        kind = pile.kind
        if kind is PileKind.TABLEAU:
            return self.tableau[pile.index - 1]
        if kind is PileKind.WASTE:
            return self.waste
        if kind is PileKind.STOCK:
            return self.stock[::-1]
        suit = Suit(pile.index)
        return tuple(Card.of(rank, suit) for rank in range(1, self.foundations[pile.index] + 1))

    def face_down_count(self, pile: Pile) -> int:
        """Face-down cards in a pile (the whole stock; a column's hidden part)."""
        if pile.kind is PileKind.TABLEAU:
            return self.hidden[pile.index - 1]
        if pile.kind is PileKind.STOCK:
            return len(self.stock)
        return 0

    def top(self, pile: Pile) -> Card | None:
        """The top card of a pile, or ``None`` if it is empty (the stock's top
        is the next card to turn)."""
        kind = pile.kind
        if kind is PileKind.TABLEAU:
            col = self.tableau[pile.index - 1]
            return col[-1] if col else None
        if kind is PileKind.WASTE:
            return self.waste[-1] if self.waste else None
        if kind is PileKind.STOCK:
            return self.stock[0] if self.stock else None
        rank = self.foundations[pile.index]
        return Card.of(rank, Suit(pile.index)) if rank else None

    def locate(self, card: Card) -> tuple[Pile, int]:
        """Where a card is: its pile and its index in :meth:`pile_cards` order."""
        rank_on_foundation = self.foundations[card.suit]
        if card.rank <= rank_on_foundation:
            return FOUNDATIONS[card.suit], card.rank - 1
        for number, col in enumerate(self.tableau):
            if card in col:
                return COLUMNS[number], col.index(card)
        if card in self.waste:
            return WASTE, self.waste.index(card)
        return STOCK, len(self.stock) - 1 - self.stock.index(card)

    def is_face_up(self, card: Card) -> bool:
        pile, index = self.locate(card)
        if pile.kind is PileKind.TABLEAU:
            return index >= self.hidden[pile.index - 1]
        return pile.kind is not PileKind.STOCK

    @property
    def passes_left(self) -> int | None:
        """Recycles still allowed, ``None`` when unlimited."""
        limit = self.rules.max_passes
        return None if limit is None else max(0, limit - self.passes)

    @property
    def can_recycle(self) -> bool:
        limit = self.rules.max_passes
        return limit is None or self.passes < limit

    def key(self) -> tuple[object, ...]:
        """The position without score and move count (for repetition checks)."""
        passes = self.passes if self.rules.max_passes is not None else 0
        return (self.stock, self.waste, self.foundations, self.tableau, self.hidden, passes)


# -- scoring -------------------------------------------------------------
def _score(rules: Rules, score: int, to_foundation: int, from_waste_to_tableau: int,
           revealed: int, from_foundation: int) -> int:
    scoring = rules.scoring
    if scoring is Scoring.STANDARD:
        score += 10 * to_foundation + 5 * from_waste_to_tableau + 5 * revealed - 15 * from_foundation
        return score if score > 0 else 0
    if scoring is Scoring.NONE:
        return score
    return score + 5 * to_foundation - 5 * from_foundation


# -- apply ---------------------------------------------------------------
def apply(state: GameState, move: Move) -> GameState:
    """The position after ``move``: auto-flip and score included.

    :raises IllegalMove: with the reason, if the rules do not allow ``move``.
    """
    if state.is_won:
        raise IllegalMove(Reason.GAME_OVER, move, move.card)
    if move.card is None:
        return _draw(state, move)
    card = move.card
    target = move.target
    assert target is not None
    source, index = state.locate(card)
    _check_source(state, move, card, source, index)
    if target is source:
        raise IllegalMove(Reason.SAME_PILE, move, card)
    if source.kind is PileKind.TABLEAU:
        run = state.tableau[source.index - 1][index:]
    else:
        run = (card,)
    check_target(state.tableau, state.foundations, move, card, run, target)
    return _apply_unchecked(state, card, source, index, run, target)


def _check_source(state: GameState, move: Move, card: Card, source: Pile, index: int) -> None:
    kind = source.kind
    if kind is PileKind.STOCK:
        raise IllegalMove(Reason.IN_STOCK, move, card)
    if kind is PileKind.WASTE:
        if index != len(state.waste) - 1:
            raise IllegalMove(Reason.COVERED, move, card)
    elif kind is PileKind.FOUNDATION:
        if card.rank != state.foundations[card.suit]:
            raise IllegalMove(Reason.COVERED, move, card)
    else:
        col = state.tableau[source.index - 1]
        if index < state.hidden[source.index - 1]:
            raise IllegalMove(Reason.FACE_DOWN, move, card)
        for lower, upper in zip(col[index:], col[index + 1:]):
            if not upper.fits_on(lower):
                raise IllegalMove(Reason.BROKEN_RUN, move, card, upper)


def _draw(state: GameState, move: Move) -> GameState:
    if state.stock:
        count = state.rules.draw
        turned = state.stock[:count]
        return replace(state, stock=state.stock[count:], waste=state.waste + turned,
                       moves=state.moves + 1)
    if not state.waste:
        raise IllegalMove(Reason.NOTHING_TO_DRAW, move)
    if not state.can_recycle:
        raise IllegalMove(Reason.NO_PASSES_LEFT, move)
    return replace(state, stock=state.waste, waste=(), passes=state.passes + 1,
                   moves=state.moves + 1)


def _apply_unchecked(state: GameState, card: Card, source: Pile, index: int,
                     run: tuple[Card, ...], target: Pile) -> GameState:
    """Carry out a move already known to be legal."""
    tableau = list(state.tableau)
    hidden = state.hidden
    foundations = state.foundations
    waste = state.waste
    to_foundation = from_foundation = from_waste = revealed = 0

    skind = source.kind
    if skind is PileKind.TABLEAU:
        number = source.index - 1
        remaining = tableau[number][:index]
        tableau[number] = remaining
        if remaining and hidden[number] == len(remaining):
            hidden = hidden[:number] + (hidden[number] - 1,) + hidden[number + 1:]
            revealed = 1
    elif skind is PileKind.WASTE:
        waste = waste[:-1]
        from_waste = 1
    else:
        suit = card.suit
        foundations = foundations[:suit] + (card.rank - 1,) + foundations[suit + 1:]  # type: ignore[assignment]
        from_foundation = 1

    if target.kind is PileKind.FOUNDATION:
        suit = card.suit
        foundations = foundations[:suit] + (card.rank,) + foundations[suit + 1:]  # type: ignore[assignment]
        to_foundation = 1
        from_waste_to_tableau = 0
    else:
        number = target.index - 1
        tableau[number] = tableau[number] + run
        from_waste_to_tableau = from_waste

    score = _score(state.rules, state.score, to_foundation, from_waste_to_tableau, revealed,
                   from_foundation)
    return GameState(state.rules, state.stock, waste, foundations, tuple(tableau), hidden,
                     state.passes, score, state.moves + 1)


# -- move generation -----------------------------------------------------
# Tables for the generator: the cards that fit on each card (one rank lower,
# the other colour), the Kings, and one Move per card and target.
_FITS_ON: tuple[tuple[Card, ...], ...] = tuple(
    tuple(lower for lower in CARDS if lower.fits_on(card)) for card in CARDS)
_KINGS: tuple[Card, ...] = tuple(card for card in CARDS if card.rank == KING)
_TO_COLUMN: tuple[tuple[Move, ...], ...] = tuple(
    tuple(Move(card, pile) for pile in COLUMNS) for card in CARDS)
_TO_FOUNDATION: tuple[Move, ...] = tuple(Move(card, FOUNDATIONS[card.suit]) for card in CARDS)


def run_start(col: tuple[Card, ...], face_down: int) -> int:
    """Where the movable run of a column begins: the index of its deepest
    face-up card from which every card fits on the one below, up to the top
    (0 for an empty column)."""
    start = len(col) - 1
    if start < 0:
        return 0
    while start > face_down:
        upper, lower = col[start], col[start - 1]
        if upper.rank + 1 != lower.rank or upper.is_red == lower.is_red:
            break
        start -= 1
    return start


def legal_moves(state: GameState) -> Iterator[Move]:
    """Every legal move, lazily: foundation moves first, then tableau moves,
    then the draw. ``apply`` accepts exactly these."""
    if state.is_won:
        return
    foundations = state.foundations
    tableau = state.tableau
    hidden = state.hidden
    waste_top = state.waste[-1] if state.waste else None
    # The columns each card could go to, in column order.
    targets: dict[Card, list[int]] = {}
    for number, col in enumerate(tableau):
        for card in (_FITS_ON[col[-1].index] if col else _KINGS):
            if card in targets:
                targets[card].append(number)
            else:
                targets[card] = [number]

    # To the foundations: waste top and column tops.
    if waste_top is not None and foundations[waste_top.suit] + 1 == waste_top.rank:
        yield _TO_FOUNDATION[waste_top.index]
    for col in tableau:
        if col:
            top = col[-1]
            if foundations[top.suit] + 1 == top.rank:
                yield _TO_FOUNDATION[top.index]
    # Runs between columns, from every face-up card whose run is intact.
    for number, col in enumerate(tableau):
        if not col:
            continue
        for index in range(run_start(col, hidden[number]), len(col)):
            card = col[index]
            columns = targets.get(card)
            if columns:
                moves = _TO_COLUMN[card.index]
                for target in columns:
                    if target != number:
                        yield moves[target]
    # Waste to columns, foundation tops back to columns.
    if waste_top is not None and waste_top in targets:
        moves = _TO_COLUMN[waste_top.index]
        for target in targets[waste_top]:
            yield moves[target]
    for suit, rank in enumerate(foundations):
        if rank:
            card = CARDS[suit * 13 + rank - 1]
            if card in targets:
                moves = _TO_COLUMN[card.index]
                for target in targets[card]:
                    yield moves[target]
    if state.stock or (state.waste and state.can_recycle):
        yield DRAW


def is_legal(state: GameState, move: Move) -> bool:
    """Whether ``apply`` would accept ``move``."""
    try:
        apply(state, move)
    except IllegalMove:
        return False
    return True


def new_state(rules: Rules, tableau: tuple[tuple[Card, ...], ...], stock: tuple[Card, ...],
              start_score: int = 0) -> GameState:
    """The opening position for a dealt layout: each column's top card face up
    (every card, in the thoughtful variant). Vegas scoring charges 52 for the deal."""
    if rules.thoughtful:
        hidden = tuple(0 for _ in tableau)
    else:
        hidden = tuple(max(0, len(col) - 1) for col in tableau)
    score = start_score - 52 if rules.scoring.is_vegas else 0
    return GameState(rules, tuple(stock), (), (0, 0, 0, 0), tuple(tuple(c) for c in tableau),
                     hidden, 1, score, 0)


__all__ = [
    "ACE",
    "STOCK",
    "WASTE",
    "GameState",
    "IllegalMove",
    "Reason",
    "apply",
    "is_legal",
    "legal_moves",
    "new_state",
]
