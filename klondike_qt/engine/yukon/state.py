"""The Yukon position, its moves and their legality (the rule book,
``rules-yukon.md``), with the reason for every refusal as data.

Yukon is played on Klondike's piles without the stock and the waste: seven
columns (:func:`~klondike_qt.engine.klondike.piles.column`) and four foundations
(:func:`~klondike_qt.engine.klondike.piles.foundation`). A move is Klondike's
:class:`~klondike_qt.engine.klondike.moves.Move`, by card identity: ``8h>t6`` takes the
8♥ and every card lying on it, in whatever order, to column 6; ``Ah>f`` sends
the ace of hearts to its foundation. A refusal is Klondike's
:class:`~klondike_qt.engine.klondike.reasons.IllegalMove` with its
:class:`~klondike_qt.engine.klondike.reasons.Reason`. A face-down card that becomes a
column's top turns up by itself, as part of the move that uncovered it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..cards import CARDS, KING, Card, Suit, card_list
from ..klondike.moves import Move
from ..klondike.piles import COLUMNS, FOUNDATIONS, ColumnsAndFoundations, Pile, PileKind
from ..klondike.reasons import IllegalMove, Reason, check_target
from .deal import COLUMN_COUNT, face_down_at_start, yukon_layout

GAME = "yukon"
#: Points per card put on a foundation and per card turned up (the maximum is 52 × 10 + 21 × 5 = 625).
FOUNDATION_POINTS = 10
FLIP_POINTS = 5
MAX_SCORE = 52 * FOUNDATION_POINTS + 21 * FLIP_POINTS


@dataclass(frozen=True, slots=True)
class YukonState(ColumnsAndFoundations):
    """A Yukon position, immutable.

    - ``tableau``: seven columns, bottom card first;
    - ``hidden``: how many cards at the bottom of each column are face down;
    - ``foundations``: the top rank on each suit's foundation (0 = empty), by suit;
    - ``score`` and ``moves``: the running score and the count of moves.

    The queries are Klondike's (:class:`~klondike_qt.engine.klondike.state.GameState`)
    with the stock and the waste always empty, so that what reads a Klondike
    table reads this one.
    """

    tableau: tuple[tuple[Card, ...], ...]
    hidden: tuple[int, ...]
    foundations: tuple[int, int, int, int] = (0, 0, 0, 0)
    score: int = 0
    moves: int = 0

    # -- queries ---------------------------------------------------------
    @property
    def stock(self) -> tuple[Card, ...]:
        """Yukon has no stock: always empty."""
        return ()

    @property
    def waste(self) -> tuple[Card, ...]:
        """Yukon has no waste: always empty."""
        return ()

    def pile_cards(self, pile: Pile) -> tuple[Card, ...]:
        """The cards of a pile, bottom first (the stock and the waste: none)."""
        if pile.kind is PileKind.TABLEAU:
            return self.tableau[pile.index - 1]
        if pile.kind is PileKind.FOUNDATION:
            suit = Suit(pile.index)
            return tuple(Card.of(rank, suit) for rank in range(1, self.foundations[pile.index] + 1))
        return ()

    def face_down_count(self, pile: Pile) -> int:
        """Face-down cards in a pile (a column's hidden part; none elsewhere)."""
        return self.hidden[pile.index - 1] if pile.kind is PileKind.TABLEAU else 0

    def top(self, pile: Pile) -> Card | None:
        """The top card of a pile, or ``None`` if it is empty."""
        cards = self.pile_cards(pile)
        return cards[-1] if cards else None

    def locate(self, card: Card) -> tuple[Pile, int]:
        """Where a card is: its pile and its index in :meth:`pile_cards` order."""
        if card.rank <= self.foundations[card.suit]:
            return FOUNDATIONS[card.suit], card.rank - 1
        for number, col in enumerate(self.tableau):
            if card in col:
                return COLUMNS[number], col.index(card)
        raise ValueError(f"{card} is not on the table")

    def is_face_up(self, card: Card) -> bool:
        pile, index = self.locate(card)
        return pile.kind is not PileKind.TABLEAU or index >= self.hidden[pile.index - 1]

    def key(self) -> tuple[object, ...]:
        """The position without score and move count (the foundations follow
        from the cards left on the table)."""
        return (self.tableau, self.hidden)


# -- apply ---------------------------------------------------------------
def apply(state: YukonState, move: Move) -> YukonState:
    """The position after ``move``: auto-flip and score included.

    :raises IllegalMove: with the reason, if the rule book does not allow ``move``.
    """
    card, target = move.card, move.target
    if state.is_won:
        raise IllegalMove(Reason.GAME_OVER, move, card)
    if card is None or target is None:
        raise IllegalMove(Reason.NOTHING_TO_DRAW, move)
    source, index = state.locate(card)
    if source.kind is PileKind.FOUNDATION:
        raise IllegalMove(Reason.STAYS_ON_FOUNDATION, move, card)
    number = source.index - 1
    if index < state.hidden[number]:
        raise IllegalMove(Reason.FACE_DOWN, move, card)
    if target is source:
        raise IllegalMove(Reason.SAME_PILE, move, card)
    run = state.tableau[number][index:]
    check_target(state.tableau, state.foundations, move, card, run, target, upward=Reason.BUILDS_DOWN)
    return _moved(state, number, index, target)


def _moved(state: YukonState, number: int, index: int, target: Pile) -> YukonState:
    """Carry out a move already known to be legal: the cards from ``index`` of
    column ``number`` (0-based) to ``target``, the new top turned up."""
    tableau = list(state.tableau)
    column = tableau[number]
    run = column[index:]
    tableau[number] = remaining = column[:index]
    hidden = state.hidden
    score = state.score
    if remaining and hidden[number] == len(remaining):
        hidden = hidden[:number] + (hidden[number] - 1,) + hidden[number + 1:]
        score += FLIP_POINTS
    foundations = state.foundations
    if target.kind is PileKind.FOUNDATION:
        suit = run[0].suit
        ranks = list(foundations)
        ranks[suit] = run[0].rank
        foundations = (ranks[0], ranks[1], ranks[2], ranks[3])
        score += FOUNDATION_POINTS
    else:
        tableau[target.index - 1] += run
    return YukonState(tuple(tableau), hidden, foundations, score, state.moves + 1)


# -- move generation -----------------------------------------------------
#: The two cards each card may go on (one rank higher, the other colour); none for a King.
_PARENTS: tuple[tuple[Card, ...], ...] = tuple(
    tuple(other for other in CARDS if card.fits_on(other)) for card in CARDS)


def legal_moves(state: YukonState) -> Iterator[Move]:
    """Every legal move, lazily: to the foundations first (column tops, left
    to right), then each face-up card of each column, bottom first, to each
    column it may go to. ``apply`` accepts exactly these."""
    if state.is_won:
        return
    tableau, foundations = state.tableau, state.foundations
    tops = {col[-1]: number for number, col in enumerate(tableau) if col}
    empty = [number for number, col in enumerate(tableau) if not col]
    for col in tableau:
        if col and foundations[col[-1].suit] + 1 == col[-1].rank:
            yield Move(col[-1], FOUNDATIONS[col[-1].suit])
    for number, col in enumerate(tableau):
        for index in range(state.hidden[number], len(col)):
            card = col[index]
            if card.rank == KING:
                targets = [m for m in empty if m != number]
            else:
                targets = sorted(m for m in (tops.get(parent) for parent in _PARENTS[card.index])
                                 if m is not None and m != number)
            for m in targets:
                yield Move(card, COLUMNS[m])


def is_legal(state: YukonState, move: Move) -> bool:
    """Whether ``apply`` would accept ``move``."""
    try:
        apply(state, move)
    except IllegalMove:
        return False
    return True


def parse_move(text: str) -> Move:
    """A move in the rule book's notation: ``8h>t6``, ``Kc>t3``, ``Ah>f``.

    :raises ValueError: for anything else (there is no ``draw`` in Yukon).
    """
    move = Move.parse(text)
    if move.card is None:
        raise ValueError(f"not a Yukon move (Yukon has no stock): {text!r}")
    return move


# -- the deal and its JSON ------------------------------------------------
def opening(tableau: tuple[tuple[Card, ...], ...]) -> YukonState:
    """The opening position of a layout: column *n* with its bottom *n* − 1
    cards face down (never its top card)."""
    hidden = tuple(min(face_down_at_start(n), max(len(col) - 1, 0)) for n, col in enumerate(tableau, start=1))
    return YukonState(tableau, hidden)


def new_yukon(number: int) -> YukonState:
    """The opening position of deal ``number`` (1 … 4294967295)."""
    return opening(yukon_layout(number))


def state_to_json(state: YukonState) -> dict[str, object]:
    """The rule book's deal JSON of a position's columns (a deal: its opening position)."""
    return {"game": GAME, "tableau": [[str(card) for card in col] for col in state.tableau]}


def state_from_json(data: object) -> YukonState:
    """The opening position of the rule book's deal JSON.

    :raises ValueError: saying what is wrong (shape, the 52 cards).
    """
    if not isinstance(data, dict) or data.get("game") != GAME:
        raise ValueError('a Yukon deal is a JSON object with "game": "yukon"')
    tableau = data.get("tableau")
    if not isinstance(tableau, list) or len(tableau) != COLUMN_COUNT:
        raise ValueError('a Yukon deal has "tableau": seven columns')
    columns = [card_list(col, f"column {number}") for number, col in enumerate(tableau, start=1)]
    cards = [card for col in columns for card in col]
    if len(cards) != 52 or len(set(cards)) != 52:
        raise ValueError(f"a Yukon deal holds the 52 cards once each, not {len(cards)} cards "
                         f"of which {len(set(cards))} differ")
    return opening(tuple(columns))


__all__ = [
    "FLIP_POINTS", "FOUNDATION_POINTS", "GAME", "MAX_SCORE", "YukonState", "apply", "is_legal",
    "legal_moves", "new_yukon", "opening", "parse_move", "state_from_json", "state_to_json",
]
