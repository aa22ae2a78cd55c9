"""The Pyramid position, its moves and their legality (the rule book,
``rules-pyramid.md``), with the reason for every refusal as data.

- The **pyramid** is 28 slots, row by row from the apex, left to right
  (:func:`slot` turns row *r*, card *i* into the slot's index); a removed
  card leaves ``None``. Row *r*, card *i* is covered while row *r* + 1 still
  holds card *i* or card *i* + 1.
- The **stock** is its cards, the top (usable, face up) first; the **waste**
  its cards bottom first (its top, the only usable one, last). Recycling
  turns the waste back into the stock in the order the cards were drawn.
- A **move** (:class:`PyramidMove`) is a pair (``Qh+Ad``: the higher card
  written first, either order read), a King alone (``Kc``) or ``draw`` (a
  recycle when the stock is empty). A refusal is an :class:`IllegalMove`
  whose :class:`Reason` and cards say what the rule book's sentence needs.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum

from ..cards import CARDS, KING, Card, parse_cards
from ..rules import RuleRefusal
from .deal import PYRAMID_SIZE, ROW_COUNT, STOCK_SIZE, pyramid_layout

GAME = "pyramid"
#: Points per pair and per King removed.
REMOVAL_POINTS = 5
#: The bonus for emptying each row, by row number (index 0 unused).
ROW_BONUS = (0, 500, 250, 150, 100, 75, 50, 25)
#: Passes through the stock in all (two recycles).
PASSES = 3
#: 24 pairs and 4 Kings at 5 points, and every row's bonus.
MAX_SCORE = 28 * REMOVAL_POINTS + sum(ROW_BONUS)
#: What two cards of a pair add up to.
PAIR_TOTAL = 13


def slot(row: int, index: int) -> int:
    """The pyramid slot of row ``row`` (1–7), card ``index`` (1 … ``row``)."""
    if not 1 <= row <= ROW_COUNT or not 1 <= index <= row:
        raise ValueError(f"row {row} has no card {index}")
    return row * (row - 1) // 2 + index - 1


#: (row, card) of each slot, both from 1.
PLACES: tuple[tuple[int, int], ...] = tuple((row, index) for row in range(1, ROW_COUNT + 1)
                                            for index in range(1, row + 1))
#: The two slots that cover each slot (none in row 7).
COVERS: tuple[tuple[int, ...], ...] = tuple(
    () if row == ROW_COUNT else (slot(row + 1, index), slot(row + 1, index + 1)) for row, index in PLACES)
#: The slots of each row, by row number (index 0 unused).
ROW_SLOTS: tuple[range, ...] = (range(0),) + tuple(range(slot(row, 1), slot(row, row) + 1)
                                                   for row in range(1, ROW_COUNT + 1))


class Reason(Enum):
    """Why a move is refused (words for players live in ``a11y/messages``)."""

    NOT_THIRTEEN = "not-thirteen"  # cards: the pair ("8 and 6 make 14, not 13")
    KING_ALONE = "king-alone"  # card: a King in a pair ("A King is removed alone")
    NEEDS_A_PAIR = "needs-a-pair"  # card: not a King, named alone
    COVERED = "covered"  # card, covers: the cards covering it (the partner among them, maybe)
    UNDER_WASTE_TOP = "under-waste-top"  # card: under the waste's top ("Only the top card …")
    NOT_VISIBLE = "not-visible"  # card: in the stock under its top, not seen yet
    REMOVED = "removed"  # card: already out of play
    SAME_CARD = "same-card"  # card: named twice in one pair
    NO_PASSES_LEFT = "no-passes-left"  # "the stock has been through 3 times"
    NOTHING_TO_DRAW = "nothing-to-draw"  # stock and waste both empty
    GAME_OVER = "game-over"  # the pyramid is empty


class IllegalMove(RuleRefusal[Reason, "PyramidMove"]):
    """A Pyramid refusal; also the ``cards`` of a pair that does not make 13,
    the ``covers`` of a covered card."""

    def __init__(self, reason: Reason, move: PyramidMove, card: Card | None = None,
                 covers: tuple[Card, ...] = ()) -> None:
        self.cards = move.cards
        self.covers = covers
        super().__init__(reason, move, card)

    def detail(self) -> str:
        card = self.card
        if self.reason is Reason.NOT_THIRTEEN:
            first, second = self.cards
            return f"{first.rank} and {second.rank} make {first.rank + second.rank}, not {PAIR_TOTAL}"
        texts = {
            Reason.KING_ALONE: "a King is removed alone",
            Reason.NEEDS_A_PAIR: f"{card} is not a King: it is removed with a card that makes 13",
            Reason.COVERED: f"{card} is covered by {' and '.join(map(str, self.covers))}",
            Reason.UNDER_WASTE_TOP: f"{card} is under the waste's top: only the top card of the waste can be used",
            Reason.NOT_VISIBLE: f"{card} is in the stock under its top: not visible yet",
            Reason.REMOVED: f"{card} has been removed",
            Reason.SAME_CARD: f"{card} is named twice",
            Reason.NO_PASSES_LEFT: f"no passes left: the stock has been through {PASSES} times",
            Reason.NOTHING_TO_DRAW: "the stock and the waste are empty",
            Reason.GAME_OVER: "the game is won",
        }
        return texts[self.reason]


@dataclass(frozen=True, slots=True)
class PyramidMove:
    """A pair (two cards), a King alone (one card) or a draw (no card). The
    higher card of a pair comes first, whichever order it was given in."""

    cards: tuple[Card, ...] = field(default=())

    def __post_init__(self) -> None:
        if len(self.cards) > 2:
            raise ValueError("a move names at most two cards")
        if len(self.cards) == 2 and (self.cards[1].rank, self.cards[1].index) > (self.cards[0].rank,
                                                                                 self.cards[0].index):
            object.__setattr__(self, "cards", (self.cards[1], self.cards[0]))

    @staticmethod
    def pair(first: Card, second: Card) -> PyramidMove:
        return PyramidMove((first, second))

    @staticmethod
    def king(card: Card) -> PyramidMove:
        return PyramidMove((card,))

    @property
    def is_draw(self) -> bool:
        """A draw, or a recycle when the stock is empty."""
        return not self.cards

    @staticmethod
    def parse(text: str) -> PyramidMove:
        """``Qh+Ad`` (either order), ``Kc``, ``draw``.

        :raises ValueError: for anything else.
        """
        stripped = text.strip()
        if stripped.lower() == "draw":
            return DRAW
        parts = stripped.split("+")
        try:
            if len(parts) > 2:
                raise ValueError
            cards = parse_cards([part.strip() for part in parts])
        except ValueError:
            raise ValueError(f"not a Pyramid move (Qh+Ad, Kc or draw): {text!r}") from None
        if len(cards) == 2 and cards[0] is cards[1]:
            raise ValueError(f"a pair names two different cards: {text!r}")
        return PyramidMove(cards)

    def __str__(self) -> str:
        return "+".join(map(str, self.cards)) if self.cards else "draw"


DRAW = PyramidMove()


def parse_move(text: str) -> PyramidMove:
    """A move in the rule book's notation (:meth:`PyramidMove.parse`)."""
    return PyramidMove.parse(text)


class Area(Enum):
    """Where a card is."""

    PYRAMID = "pyramid"
    STOCK = "stock"
    WASTE = "waste"
    REMOVED = "removed"


@dataclass(frozen=True, slots=True)
class Spot:
    """Where a card is (Ctrl+F): its ``area``; in the pyramid its ``row`` and
    ``index`` (both from 1); in the stock or the waste, ``depth``, the cards
    above it (0: the top, the only one usable; under the stock's top a card
    is not visible yet)."""

    area: Area
    row: int = 0
    index: int = 0
    depth: int = 0


@dataclass(frozen=True, slots=True)
class PyramidState:
    """A Pyramid position, immutable: the 28 ``pyramid`` slots (``None`` once
    removed), the ``stock`` (top first), the ``waste`` (top last), the
    ``recycles`` made (0–2), the running ``score`` and the count of ``moves``."""

    pyramid: tuple[Card | None, ...]
    stock: tuple[Card, ...]
    waste: tuple[Card, ...] = ()
    recycles: int = 0
    score: int = 0
    moves: int = 0

    # -- the pyramid -------------------------------------------------------
    def card_at(self, row: int, index: int) -> Card | None:
        """The card in row ``row``, card ``index`` (both from 1), None once removed."""
        return self.pyramid[slot(row, index)]

    def row(self, row: int) -> tuple[Card | None, ...]:
        """Row ``row``'s slots, left to right."""
        return tuple(self.pyramid[s] for s in ROW_SLOTS[row])

    def slot_of(self, card: Card) -> int | None:
        """The slot of a card still in the pyramid, else None."""
        try:
            return self.pyramid.index(card)
        except ValueError:
            return None

    def place(self, card: Card) -> tuple[int, int] | None:
        """(row, card) of a card still in the pyramid, both from 1, else None."""
        at = self.slot_of(card)
        return None if at is None else PLACES[at]

    def covers_of_slot(self, at: int) -> tuple[Card, ...]:
        """The cards still covering slot ``at``, left first."""
        return tuple(card for s in COVERS[at] if (card := self.pyramid[s]) is not None)

    def covered_by(self, card: Card) -> tuple[Card, ...]:
        """The cards covering a pyramid card, left first (none: it is free)."""
        at = self.slot_of(card)
        return () if at is None else self.covers_of_slot(at)

    def is_free(self, card: Card) -> bool:
        """A pyramid card that nothing covers."""
        at = self.slot_of(card)
        return at is not None and not self.covers_of_slot(at)

    def free_cards(self) -> tuple[Card, ...]:
        """The pyramid's free cards in reading order (row by row from the apex, left to right)."""
        return tuple(card for at, card in enumerate(self.pyramid)
                     if card is not None and not self.covers_of_slot(at))

    @property
    def pyramid_count(self) -> int:
        return sum(card is not None for card in self.pyramid)

    def row_is_empty(self, row: int) -> bool:
        return all(self.pyramid[s] is None for s in ROW_SLOTS[row])

    def locate(self, card: Card) -> Spot:
        """Where ``card`` is now."""
        at = self.slot_of(card)
        if at is not None:
            return Spot(Area.PYRAMID, *PLACES[at])
        if card in self.waste:
            return Spot(Area.WASTE, depth=len(self.waste) - 1 - self.waste.index(card))
        if card in self.stock:
            return Spot(Area.STOCK, depth=self.stock.index(card))
        return Spot(Area.REMOVED)

    # -- stock and waste ---------------------------------------------------
    @property
    def stock_top(self) -> Card | None:
        return self.stock[0] if self.stock else None

    @property
    def waste_top(self) -> Card | None:
        return self.waste[-1] if self.waste else None

    @property
    def pass_number(self) -> int:
        """The pass through the stock now under way: 1, 2 or 3."""
        return self.recycles + 1

    @property
    def passes_left(self) -> int:
        """Passes not yet begun (0 on the last)."""
        return PASSES - self.pass_number

    def available(self) -> tuple[Card, ...]:
        """The cards a move may use: the free pyramid cards in reading order,
        the stock's top, the waste's top."""
        tops = tuple(card for card in (self.stock_top, self.waste_top) if card is not None)
        return self.free_cards() + tops

    def removed(self) -> frozenset[Card]:
        """The cards out of play."""
        there = {card for card in self.pyramid if card is not None} | set(self.stock) | set(self.waste)
        return frozenset(card for card in CARDS if card not in there)

    @property
    def is_won(self) -> bool:
        """The pyramid is empty (the stock and the waste may still hold cards)."""
        return all(card is None for card in self.pyramid)

    def key(self) -> tuple[object, ...]:
        """The position without score and move count."""
        return (self.pyramid, self.stock, self.waste, self.recycles)

    # -- moves ---------------------------------------------------------------
    def apply(self, move: PyramidMove) -> PyramidState:
        return apply(self, move)

    def partners(self, card: Card) -> tuple[Card, ...]:
        """The available cards that ``card`` would pair with now (its 13,
        not covering it), in :meth:`available` order."""
        if card.rank == KING:
            return ()
        at = self.slot_of(card)
        covering = set(self.covers_of_slot(at)) if at is not None else set()
        return tuple(other for other in self.available()
                     if other.rank + card.rank == PAIR_TOTAL and other not in covering)


def needed_rank(card: Card) -> int | None:
    """The rank that pairs with ``card`` (None for a King)."""
    return None if card.rank == KING else PAIR_TOTAL - card.rank


# -- apply -----------------------------------------------------------------
def _check_usable(state: PyramidState, move: PyramidMove, card: Card) -> None:
    at = state.slot_of(card)
    if at is not None:
        covers = state.covers_of_slot(at)
        if covers:
            raise IllegalMove(Reason.COVERED, move, card, covers)
    elif card in state.waste:
        if card is not state.waste[-1]:
            raise IllegalMove(Reason.UNDER_WASTE_TOP, move, card)
    elif card in state.stock:
        if card is not state.stock[0]:
            raise IllegalMove(Reason.NOT_VISIBLE, move, card)
    else:
        raise IllegalMove(Reason.REMOVED, move, card)


def apply(state: PyramidState, move: PyramidMove) -> PyramidState:
    """The position after ``move``, scored.

    :raises IllegalMove: with the reason, if the rule book does not allow ``move``.
    """
    if state.is_won:
        raise IllegalMove(Reason.GAME_OVER, move)
    cards = move.cards
    if not cards:
        return _drawn(state, move)
    if len(cards) == 2 and cards[0] is cards[1]:
        raise IllegalMove(Reason.SAME_CARD, move, cards[0])
    for card in cards:
        _check_usable(state, move, card)
    if len(cards) == 1:
        if cards[0].rank != KING:
            raise IllegalMove(Reason.NEEDS_A_PAIR, move, cards[0])
    elif cards[0].rank == KING:
        raise IllegalMove(Reason.KING_ALONE, move, cards[0])
    elif cards[0].rank + cards[1].rank != PAIR_TOTAL:
        raise IllegalMove(Reason.NOT_THIRTEEN, move)
    return _removed(state, cards)


def _removed(state: PyramidState, cards: tuple[Card, ...]) -> PyramidState:
    """Take legal ``cards`` out of play, with the points and row bonuses."""
    pyramid = list(state.pyramid)
    score = state.score + REMOVAL_POINTS
    stock, waste = state.stock, state.waste
    for card in cards:
        at = state.slot_of(card)
        if at is not None:
            pyramid[at] = None
            row = PLACES[at][0]
            if all(pyramid[s] is None for s in ROW_SLOTS[row]):
                score += ROW_BONUS[row]
        elif stock and card is stock[0]:
            stock = stock[1:]
        else:
            waste = waste[:-1]
    return PyramidState(tuple(pyramid), stock, waste, state.recycles, score, state.moves + 1)


def _drawn(state: PyramidState, move: PyramidMove) -> PyramidState:
    if state.stock:
        return PyramidState(state.pyramid, state.stock[1:], state.waste + state.stock[:1], state.recycles,
                            state.score, state.moves + 1)
    if not state.waste:
        raise IllegalMove(Reason.NOTHING_TO_DRAW, move)
    if state.pass_number >= PASSES:
        raise IllegalMove(Reason.NO_PASSES_LEFT, move)
    return PyramidState(state.pyramid, state.waste, (), state.recycles + 1, state.score, state.moves + 1)


def is_recycle(state: PyramidState, move: PyramidMove) -> bool:
    """Whether ``move`` is a draw that turns the waste back into the stock."""
    return move.is_draw and not state.stock and bool(state.waste)


def can_draw(state: PyramidState) -> bool:
    """Whether ``draw`` (or a recycle) is legal now."""
    return not state.is_won and (bool(state.stock) or (bool(state.waste) and state.pass_number < PASSES))


# -- move generation -----------------------------------------------------------
def removals(state: PyramidState) -> Iterator[PyramidMove]:
    """Every legal removal: the Kings alone, then the pairs, in :meth:`~PyramidState.available` order."""
    if state.is_won:
        return
    cards = state.available()
    for card in cards:
        if card.rank == KING:
            yield PyramidMove((card,))
    for i, first in enumerate(cards):
        covering = state.covered_by(first)
        for second in cards[i + 1:]:
            if first.rank + second.rank == PAIR_TOTAL and second not in covering:
                yield PyramidMove((first, second))


def legal_moves(state: PyramidState) -> Iterator[PyramidMove]:
    """Every legal move, lazily: the removals, then ``draw`` when allowed. ``apply`` accepts exactly these."""
    yield from removals(state)
    if can_draw(state):
        yield DRAW


def is_legal(state: PyramidState, move: PyramidMove) -> bool:
    """Whether ``apply`` would accept ``move``."""
    try:
        apply(state, move)
    except IllegalMove:
        return False
    return True


# -- the deal and its JSON --------------------------------------------------------
def opening(rows: tuple[tuple[Card, ...], ...], stock: tuple[Card, ...]) -> PyramidState:
    """The opening position: the rows (apex first) and the stock (top first), the waste empty."""
    return PyramidState(tuple(card for row in rows for card in row), tuple(stock))


def new_pyramid(number: int) -> PyramidState:
    """The opening position of deal ``number`` (1 … 4294967295)."""
    return opening(*pyramid_layout(number))


def state_to_json(state: PyramidState) -> dict[str, object]:
    """The rule book's deal JSON of a deal's opening position."""
    if state.waste or any(card is None for card in state.pyramid):
        raise ValueError("only an opening position (full pyramid, empty waste) is a deal")
    return {"game": GAME, "pyramid": [[str(state.pyramid[s]) for s in ROW_SLOTS[row]]
                                      for row in range(1, ROW_COUNT + 1)],
            "stock": [str(card) for card in state.stock]}


def state_from_json(data: object) -> PyramidState:
    """The opening position of the rule book's deal JSON.

    :raises ValueError: saying what is wrong (shape, the 52 cards).
    """
    if not isinstance(data, dict) or data.get("game") != GAME:
        raise ValueError('a Pyramid deal is a JSON object with "game": "pyramid"')
    rows = data.get("pyramid")
    stock = data.get("stock")
    if not isinstance(rows, list) or len(rows) != ROW_COUNT:
        raise ValueError('a Pyramid deal has "pyramid": seven rows')
    parsed = []
    for number, row in enumerate(rows, start=1):
        if not isinstance(row, list) or len(row) != number or not all(isinstance(code, str) for code in row):
            raise ValueError(f'row {number} must be a list of {number} cards like "7h"')
        parsed.append(parse_cards(row))
    if not isinstance(stock, list) or len(stock) != STOCK_SIZE or not all(isinstance(c, str) for c in stock):
        raise ValueError(f'a Pyramid deal has "stock": {STOCK_SIZE} cards like "7h"')
    cards = [card for row in parsed for card in row] + list(parse_cards(stock))
    if len(set(cards)) != PYRAMID_SIZE + STOCK_SIZE:
        raise ValueError(f"a Pyramid deal holds the 52 cards once each, not {len(set(cards))} different cards")
    return opening(tuple(parsed), parse_cards(stock))


__all__ = [
    "COVERS", "DRAW", "GAME", "MAX_SCORE", "PAIR_TOTAL", "PASSES", "PLACES", "REMOVAL_POINTS", "ROW_BONUS",
    "ROW_SLOTS", "Area", "IllegalMove", "PyramidMove", "PyramidState", "Reason", "Spot", "apply", "can_draw",
    "is_legal", "is_recycle", "legal_moves", "needed_rank", "new_pyramid", "opening", "parse_move", "removals",
    "slot", "state_from_json", "state_to_json",
]
