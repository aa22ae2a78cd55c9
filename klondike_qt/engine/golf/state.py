"""The Golf position, its moves and their legality (the rule book,
``rules-golf.md``), with the reason for every refusal as data.

Seven columns of face-up cards, a stock and a waste; the waste is the only
foundation. A move is a :class:`~klondike_qt.engine.waste.WasteMove`: a
column's top card onto the waste (``7h>w``) when its rank is one above or
one below the waste's top card, suits ignored and no wrapping (on an ace
only a 2, on a king only a queen); or ``draw``, the stock's top card onto
the waste, at any time, one pass. The columns are never built on.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum

from ..cards import ACE, KING, RANK_CODES, Card, card_list
from ..rules import RuleRefusal
from ..waste import DRAW, WasteMove, fits, neighbour_ranks
from .deal import COLUMN_COUNT, COLUMN_HEIGHT, STOCK_SIZE, golf_layout

__all__ = [
    "GAME", "MAX_SCORE", "MIN_SCORE", "WRAP", "Area", "GolfIllegalMove", "GolfReason", "GolfState", "Place",
    "apply", "is_legal", "legal_moves", "new_golf", "parse_move", "state_from_json", "state_to_json",
]

GAME = "golf"
#: Golf never puts a King and an Ace next to each other.
WRAP = False
#: The score while playing is the cards left in the columns: 35 at the deal;
#: a won deal scores minus the cards left in the stock, down to −16.
MAX_SCORE = COLUMN_COUNT * COLUMN_HEIGHT
MIN_SCORE = -STOCK_SIZE


class GolfReason(Enum):
    """Why a move is refused; what the refusal names is on the error."""

    NOT_ADJACENT = "not-adjacent"  # card, other = the waste's top card, needs = the ranks that fit it
    NO_WRAP_ON_ACE = "no-wrap-on-ace"  # a King onto an ace: only a 2 goes on an ace
    ONLY_QUEEN_ON_KING = "only-queen-on-king"  # an ace onto a King: only a queen goes on a king
    NOT_TOP = "not-top"  # card, other = the card lying on it, column; cards_on = how many
    ON_WASTE = "on-waste"  # card is already on the waste
    IN_STOCK = "in-stock"  # card is still in the stock (draw turns the next one)
    STOCK_EMPTY = "stock-empty"  # draw with nothing left in the stock (one pass, no recycling)
    GAME_OVER = "game-over"  # the deal is won: no move after a win
    ONLY_ONTO_WASTE = "only-onto-waste"  # card put on a column (``column``) or the stock (0): only the waste takes one


def _rank_names(ranks: tuple[int, ...]) -> str:
    return " or ".join(f"a {RANK_CODES[rank]}" for rank in ranks)


class GolfIllegalMove(RuleRefusal[GolfReason, WasteMove]):
    """A Golf refusal (``other``: the waste's top card it does not fit, the
    card lying on it); also ``needs``, the ranks that fit the waste's top
    card; ``column`` (1–7) where a covered card lies and ``cards_on`` how
    many cards lie on it."""

    def __init__(self, reason: GolfReason, move: WasteMove, card: Card | None = None, other: Card | None = None,
                 needs: tuple[int, ...] = (), column: int = 0, cards_on: int = 0) -> None:
        self.needs = needs
        self.column = column
        self.cards_on = cards_on
        super().__init__(reason, move, card, other)

    def detail(self) -> str:
        card, other = self.card, self.other
        texts = {
            GolfReason.NOT_ADJACENT: f"{card} doesn't fit {other}: it needs {_rank_names(self.needs)}",
            GolfReason.NO_WRAP_ON_ACE: f"{card} on {other}: no wrapping, only a 2 goes on an ace",
            GolfReason.ONLY_QUEEN_ON_KING: f"{card} on {other}: only a queen goes on a king",
            GolfReason.NOT_TOP: (f"only the top card of a column can be played: {card} is under {other} "
                                 f"in column {self.column}"),
            GolfReason.ON_WASTE: f"{card} is already on the waste",
            GolfReason.IN_STOCK: f"{card} is still in the stock: draw turns the next card",
            GolfReason.STOCK_EMPTY: "the stock is empty",
            GolfReason.GAME_OVER: "the deal is won: no move after a win",
            GolfReason.ONLY_ONTO_WASTE: f"{card} can only go onto the waste: nothing is placed on a column or the stock",
        }
        return texts[self.reason]


class Area(Enum):
    """Where a card lies."""

    COLUMN = "column"
    WASTE = "waste"
    STOCK = "stock"


@dataclass(frozen=True, slots=True)
class Place:
    """Where a card is: its ``area``; ``column`` 1–7 (0 off the columns);
    ``index`` from the bottom of its column or of the waste, or from the
    stock's top (0: the next to be drawn); ``cards_on`` how many cards lie
    on it (0: a column's top card, the waste's top card, the stock's next)."""

    area: Area
    column: int
    index: int
    cards_on: int


@dataclass(frozen=True, slots=True)
class GolfState:
    """A Golf position, immutable.

    - ``tableau``: seven columns, bottom card first, every card face up;
    - ``waste``: bottom card first, never empty (the deal turns one card);
    - ``stock``: the next card to be drawn first;
    - ``moves``: the count of moves (plays and draws).
    """

    tableau: tuple[tuple[Card, ...], ...]
    waste: tuple[Card, ...]
    stock: tuple[Card, ...]
    moves: int = 0

    # -- what the table shows ---------------------------------------------------
    @property
    def waste_top(self) -> Card:
        """The waste's top card: what the next play must fit."""
        return self.waste[-1]

    @property
    def needs(self) -> tuple[int, ...]:
        """The ranks that go on the waste now, lower first (on a 7: 6 and 8; on an ace: 2)."""
        return neighbour_ranks(self.waste_top.rank, WRAP)

    def fits_waste(self, card: Card) -> bool:
        """Whether ``card``'s rank fits the waste's top card (wherever ``card`` lies)."""
        return fits(card, self.waste_top, WRAP)

    def top(self, column: int) -> Card | None:
        """The top card of column ``column`` (1–7), or None when it is empty."""
        cards = self.tableau[column - 1]
        return cards[-1] if cards else None

    @property
    def free_cards(self) -> tuple[Card, ...]:
        """The columns' top cards (the only cards that can be played), in
        reading order: column 1 to 7, empty columns left out."""
        return tuple(col[-1] for col in self.tableau if col)

    @property
    def playable(self) -> tuple[Card, ...]:
        """The free cards that fit the waste now, in reading order."""
        return tuple(card for card in self.free_cards if self.fits_waste(card))

    def locate(self, card: Card) -> Place:
        """Where ``card`` is.

        :raises ValueError: if it is nowhere (a position of fewer than 52 cards).
        """
        for number, col in enumerate(self.tableau, start=1):
            if card in col:
                index = col.index(card)
                return Place(Area.COLUMN, number, index, len(col) - 1 - index)
        if card in self.waste:
            index = self.waste.index(card)
            return Place(Area.WASTE, 0, index, len(self.waste) - 1 - index)
        if card in self.stock:
            index = self.stock.index(card)
            return Place(Area.STOCK, 0, index, index)
        raise ValueError(f"{card} is not on the table")

    def covered_by(self, card: Card) -> tuple[Card, ...]:
        """The cards lying on a column card, the one right on it first (none
        for a top card or a card off the columns)."""
        place = self.locate(card)
        if place.area is not Area.COLUMN:
            return ()
        return self.tableau[place.column - 1][place.index + 1:]

    @property
    def left(self) -> int:
        """Cards left in the columns."""
        return sum(len(col) for col in self.tableau)

    @property
    def stock_count(self) -> int:
        return len(self.stock)

    @property
    def is_won(self) -> bool:
        """All the column cards on the waste: nothing else is a win."""
        return not any(self.tableau)

    @property
    def score(self) -> int:
        """Strokes, lower is better: the cards left in the columns while
        playing (35 at the deal), minus the cards left in the stock once won."""
        return -len(self.stock) if self.is_won else self.left

    def key(self) -> tuple[object, ...]:
        """The position as far as the play goes on: the columns, the waste's
        top card and the stock (the waste below its top, the move count left out)."""
        return (self.tableau, self.waste[-1], len(self.stock))


# -- apply ---------------------------------------------------------------------------
def apply(state: GolfState, move: WasteMove) -> GolfState:
    """The position after ``move``.

    :raises GolfIllegalMove: with the reason, if the rule book does not allow ``move``.
    """
    card = move.card
    if state.is_won:
        raise GolfIllegalMove(GolfReason.GAME_OVER, move, card)
    if card is None:
        if not state.stock:
            raise GolfIllegalMove(GolfReason.STOCK_EMPTY, move)
        return GolfState(state.tableau, state.waste + state.stock[:1], state.stock[1:], state.moves + 1)
    place = state.locate(card)
    if place.area is Area.WASTE:
        raise GolfIllegalMove(GolfReason.ON_WASTE, move, card)
    if place.area is Area.STOCK:
        raise GolfIllegalMove(GolfReason.IN_STOCK, move, card)
    column = state.tableau[place.column - 1]
    if place.cards_on:
        raise GolfIllegalMove(GolfReason.NOT_TOP, move, card, column[place.index + 1], column=place.column,
                              cards_on=place.cards_on)
    onto = state.waste_top
    if not fits(card, onto, WRAP):
        reason = (GolfReason.NO_WRAP_ON_ACE if onto.rank == ACE and card.rank == KING
                  else GolfReason.ONLY_QUEEN_ON_KING if onto.rank == KING and card.rank == ACE
                  else GolfReason.NOT_ADJACENT)
        raise GolfIllegalMove(reason, move, card, onto, needs=state.needs)
    tableau = list(state.tableau)
    tableau[place.column - 1] = column[:-1]
    return GolfState(tuple(tableau), state.waste + (card,), state.stock, state.moves + 1)


def legal_moves(state: GolfState) -> Iterator[WasteMove]:
    """Every legal move, lazily: the top cards that fit the waste, column 1
    to 7, then the draw while the stock holds a card. ``apply`` accepts exactly these."""
    if state.is_won:
        return
    for card in state.playable:
        yield WasteMove(card)
    if state.stock:
        yield DRAW


def is_legal(state: GolfState, move: WasteMove) -> bool:
    """Whether ``apply`` would accept ``move``."""
    try:
        apply(state, move)
    except GolfIllegalMove:
        return False
    return True


def parse_move(text: str) -> WasteMove:
    """A move in the rule book's notation: ``7h>w`` or ``draw``.

    :raises ValueError: for anything else.
    """
    return WasteMove.parse(text)


# -- the deal and its JSON -------------------------------------------------------------
def new_golf(number: int) -> GolfState:
    """The opening position of deal ``number`` (1 … 4294967295)."""
    tableau, waste, stock = golf_layout(number)
    return GolfState(tableau, (waste,), stock)


def state_to_json(state: GolfState) -> dict[str, object]:
    """The rule book's deal JSON of a position (a deal: its opening position):
    the columns bottom first, the waste bottom first, the stock next card first."""
    return {"game": GAME, "tableau": [[str(card) for card in col] for col in state.tableau],
            "waste": [str(card) for card in state.waste], "stock": [str(card) for card in state.stock]}


def state_from_json(data: object) -> GolfState:
    """The position of the rule book's deal JSON (the deal's: 7 columns of 5,
    one card on the waste, 16 in the stock; a position later in a game reads too).

    :raises ValueError: saying what is wrong (shape, the 52 cards, an empty waste).
    """
    if not isinstance(data, dict) or data.get("game") != GAME:
        raise ValueError('a Golf deal is a JSON object with "game": "golf"')
    tableau = data.get("tableau")
    if not isinstance(tableau, list) or len(tableau) != COLUMN_COUNT:
        raise ValueError('a Golf deal has "tableau": seven columns')
    columns = tuple(card_list(col, f"column {number}") for number, col in enumerate(tableau, start=1))
    waste = card_list(data.get("waste"), '"waste"')
    stock = card_list(data.get("stock"), '"stock"')
    if not waste:
        raise ValueError('a Golf deal has a card on the "waste"')
    cards = [card for col in columns for card in col] + list(waste) + list(stock)
    if len(cards) != 52 or len(set(cards)) != 52:
        raise ValueError(f"a Golf deal holds the 52 cards once each, not {len(cards)} cards "
                         f"of which {len(set(cards))} differ")
    return GolfState(columns, waste, stock)
