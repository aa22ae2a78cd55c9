"""The FreeCell position, its moves and their legality (the rule book,
``rules-freecell.md``), with the reason for every refusal as data.

A position is immutable: eight columns (bottom … top), four free cells and the
height of each suit's foundation. ``apply(state, move)`` returns the next
position or raises :class:`FreeCellIllegal` naming the rule that fails.

Moves go by card identity, as in Klondike's notation: ``7h>t6`` (the 7 of
hearts and the run on it to column 6), ``7h>c`` (to the first empty free cell;
``7h>c2`` names the cell), ``Ah>f`` (to its foundation).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from enum import Enum
from itertools import pairwise

from ..cards import CARDS, KING, Card, Suit
from ..rules import RuleRefusal
from .deal import COLUMN_COUNT, freecell_columns

CELL_COUNT = 4


class Place(Enum):
    """The three kinds of place a FreeCell card can go."""

    COLUMN = "t"
    CELL = "c"
    FOUNDATION = "f"


@dataclass(frozen=True, slots=True)
class Target:
    """Where a move sends its card: column 1–8, free cell 1–4 (0: the first
    empty one), or the card's own foundation (index unused)."""

    place: Place
    index: int = 0

    def __str__(self) -> str:
        if self.place is Place.FOUNDATION:
            return "f"
        if self.place is Place.CELL and self.index == 0:
            return "c"
        return f"{self.place.value}{self.index}"

    @staticmethod
    def column(number: int) -> Target:
        if not 1 <= number <= COLUMN_COUNT:
            raise ValueError(f"no column {number}")
        return Target(Place.COLUMN, number)

    @staticmethod
    def cell(number: int = 0) -> Target:
        if not 0 <= number <= CELL_COUNT:
            raise ValueError(f"no free cell {number}")
        return Target(Place.CELL, number)


FOUNDATION = Target(Place.FOUNDATION)


@dataclass(frozen=True, slots=True)
class FreeCellMove:
    """Move ``card`` (with the run lying on it) to ``target``."""

    card: Card
    target: Target

    @staticmethod
    def parse(text: str) -> FreeCellMove:
        """``7h>t6``, ``7h>c``, ``7h>c2``, ``Ah>f``.

        :raises ValueError: if the text is not a FreeCell move.
        """
        card_text, sep, target_text = text.strip().partition(">")
        if not sep:
            raise ValueError(f"not a move: {text!r}")
        card = Card.parse(card_text)
        key = target_text.strip().lower()
        if key == "f":
            return FreeCellMove(card, FOUNDATION)
        if key == "c":
            return FreeCellMove(card, Target.cell())
        if key[:1] in ("t", "c") and key[1:].isdigit():
            number = int(key[1:])
            if key[0] == "t" and 1 <= number <= COLUMN_COUNT:
                return FreeCellMove(card, Target.column(number))
            if key[0] == "c" and 1 <= number <= CELL_COUNT:
                return FreeCellMove(card, Target.cell(number))
        raise ValueError(f"not a move target: {text!r}")

    def __str__(self) -> str:
        return f"{self.card}>{self.target}"


class FreeCellReason(Enum):
    """Why a FreeCell move is refused (players hear it from ``a11y/messages``)."""

    SAME_COLOUR = "same-colour"  # card, other = the card it was put on
    NOT_ONE_LOWER = "not-one-lower"  # card, other
    BROKEN_RUN = "broken-run"  # card, other = the first card that breaks the run
    TOO_LONG = "too-long"  # count cards, room for capacity
    CELL_TAKES_ONE = "cell-takes-one"  # card has cards on it
    CELL_FULL = "cell-full"  # the named cell holds a card
    NO_FREE_CELL = "no-free-cell"
    CELL_TO_CELL = "cell-to-cell"  # already in a free cell
    FOUNDATION_TO_CELL = "foundation-to-cell"
    FOUNDATION_NEEDS = "foundation-needs"  # other = the card the foundation needs
    ONLY_TOP_TO_FOUNDATION = "only-top-to-foundation"  # card has cards on it
    COVERED = "covered"  # card under the top of its foundation
    SAME_PLACE = "same-place"
    GAME_OVER = "game-over"


class FreeCellIllegal(RuleRefusal[FreeCellReason, FreeCellMove]):
    """A FreeCell refusal; ``count`` cards to move, with room for ``capacity``."""

    card: Card  # always the move's

    def __init__(self, reason: FreeCellReason, move: FreeCellMove, other: Card | None = None,
                 count: int = 0, capacity: int = 0) -> None:
        self.count = count
        self.capacity = capacity
        super().__init__(reason, move, move.card, other)

    def detail(self) -> str:
        if self.reason is FreeCellReason.TOO_LONG:
            return f"{self.reason.value} ({self.count} cards, room for {self.capacity})"
        return super().detail()


@dataclass(frozen=True, slots=True)
class Location:
    """Where a card lies: its place, the pile's number (1-based; the suit for a
    foundation) and, in a column, its index from the bottom."""

    place: Place
    number: int
    index: int = 0


@dataclass(frozen=True, slots=True)
class FreeCellState:
    """A FreeCell position. ``foundations[suit]`` is the rank on top (0: empty)."""

    columns: tuple[tuple[Card, ...], ...]
    cells: tuple[Card | None, ...] = (None,) * CELL_COUNT
    foundations: tuple[int, ...] = (0, 0, 0, 0)
    moves: int = 0

    # -- reading the table -------------------------------------------------------
    @property
    def is_won(self) -> bool:
        return all(height == KING for height in self.foundations)

    @property
    def free_cells(self) -> int:
        return sum(1 for card in self.cells if card is None)

    @property
    def empty_columns(self) -> int:
        return sum(1 for column in self.columns if not column)

    def foundation_top(self, suit: Suit) -> Card | None:
        height = self.foundations[suit]
        return Card.of(height, suit) if height else None

    def locate(self, card: Card) -> Location:
        """Where ``card`` is (every card is somewhere)."""
        if self.foundations[card.suit] >= card.rank:
            return Location(Place.FOUNDATION, int(card.suit))
        for number, held in enumerate(self.cells, start=1):
            if held is card:
                return Location(Place.CELL, number)
        for number, column in enumerate(self.columns, start=1):
            for index, lying in enumerate(column):
                if lying is card:
                    return Location(Place.COLUMN, number, index)
        raise ValueError(f"{card} is nowhere in this position")

    def run_start(self, number: int) -> int:
        """The index of the first card of column ``number``'s movable-looking
        run: the longest alternating descending run ending at its top (the
        column's length when it is empty)."""
        column = self.columns[number - 1]
        start = len(column) - 1
        if start < 0:
            return 0
        while start > 0 and column[start].fits_on(column[start - 1]):
            start -= 1
        return start

    def capacity(self, to_empty_column: bool) -> int:
        """How many cards a run may have to move at once: (free cells + 1) ×
        2^(empty columns), not counting an empty column that is the target."""
        empty = self.empty_columns - (1 if to_empty_column else 0)
        return (self.free_cells + 1) << max(empty, 0)

    def key(self) -> tuple[object, ...]:
        """Identifies the position (the move count aside)."""
        return (self.columns, self.cells, self.foundations)

    # -- changing it ---------------------------------------------------------------
    def _refuse(self, reason: FreeCellReason, move: FreeCellMove, other: Card | None = None,
                count: int = 0, capacity: int = 0) -> FreeCellIllegal:
        return FreeCellIllegal(reason, move, other, count, capacity)

    def apply(self, move: FreeCellMove) -> FreeCellState:
        """The position after ``move``.

        :raises FreeCellIllegal: naming the rule the move breaks.
        """
        if self.is_won:
            raise self._refuse(FreeCellReason.GAME_OVER, move)
        card, target = move.card, move.target
        where = self.locate(card)
        if where.place is Place.FOUNDATION:
            if card.rank != self.foundations[card.suit]:
                raise self._refuse(FreeCellReason.COVERED, move, self.foundation_top(card.suit))
            if target.place is Place.CELL:
                raise self._refuse(FreeCellReason.FOUNDATION_TO_CELL, move)
            if target.place is Place.FOUNDATION:
                raise self._refuse(FreeCellReason.SAME_PLACE, move)
            self._check_onto_column(move, 1)
            foundations = list(self.foundations)
            foundations[card.suit] -= 1
            return self._with(move, foundations=tuple(foundations),
                              columns=self._add(self.columns, target.index, (card,)))
        cards: tuple[Card, ...]
        if where.place is Place.CELL:
            cards = (card,)
        else:
            column = self.columns[where.number - 1]
            cards = column[where.index:]
            for lower, upper in pairwise(cards):
                if not upper.fits_on(lower):
                    raise self._refuse(FreeCellReason.BROKEN_RUN, move, upper)
        if target.place is Place.FOUNDATION:
            if len(cards) > 1:
                raise self._refuse(FreeCellReason.ONLY_TOP_TO_FOUNDATION, move)
            if card.rank != self.foundations[card.suit] + 1:
                raise self._refuse(FreeCellReason.FOUNDATION_NEEDS, move,
                                   Card.of(self.foundations[card.suit] + 1, card.suit))
            foundations = list(self.foundations)
            foundations[card.suit] = card.rank
            return self._without(where, len(cards), move, foundations=tuple(foundations))
        if target.place is Place.CELL:
            if where.place is Place.CELL:
                raise self._refuse(FreeCellReason.CELL_TO_CELL, move)
            if len(cards) > 1:
                raise self._refuse(FreeCellReason.CELL_TAKES_ONE, move)
            number = target.index or self._first_free_cell()
            if number == 0:
                raise self._refuse(FreeCellReason.NO_FREE_CELL, move)
            if self.cells[number - 1] is not None:
                raise self._refuse(FreeCellReason.CELL_FULL, move, self.cells[number - 1])
            after = self._without(where, 1, move)
            cells = list(after.cells)
            cells[number - 1] = card
            return replace(after, cells=tuple(cells))
        if where.place is Place.COLUMN and where.number == target.index:
            raise self._refuse(FreeCellReason.SAME_PLACE, move)
        self._check_onto_column(move, len(cards))
        after = self._without(where, len(cards), move)
        return replace(after, columns=self._add(after.columns, target.index, cards))

    def _check_onto_column(self, move: FreeCellMove, count: int) -> None:
        column = self.columns[move.target.index - 1]
        if column:
            top = column[-1]
            if not move.card.fits_on(top):
                reason = (FreeCellReason.SAME_COLOUR if move.card.is_red == top.is_red
                          else FreeCellReason.NOT_ONE_LOWER)
                raise self._refuse(reason, move, top)
        capacity = self.capacity(to_empty_column=not column)
        if count > capacity:
            raise self._refuse(FreeCellReason.TOO_LONG, move, count=count, capacity=capacity)

    def _first_free_cell(self) -> int:
        for number, held in enumerate(self.cells, start=1):
            if held is None:
                return number
        return 0

    def _with(self, move: FreeCellMove, **changes: object) -> FreeCellState:
        return replace(self, moves=self.moves + 1, **changes)  # type: ignore[arg-type]

    def _without(self, where: Location, count: int, move: FreeCellMove, **changes: object) -> FreeCellState:
        """This position with ``count`` cards taken from ``where`` and one move counted."""
        if where.place is Place.CELL:
            cells = list(self.cells)
            cells[where.number - 1] = None
            return self._with(move, cells=tuple(cells), **changes)
        columns = list(self.columns)
        columns[where.number - 1] = columns[where.number - 1][:-count]
        return self._with(move, columns=tuple(columns), **changes)

    @staticmethod
    def _add(columns: tuple[tuple[Card, ...], ...], number: int,
             cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        out = list(columns)
        out[number - 1] = out[number - 1] + cards
        return tuple(out)

    # -- what can be done -------------------------------------------------------------
    def is_legal(self, move: FreeCellMove) -> bool:
        try:
            self.apply(move)
        except FreeCellIllegal:
            return False
        return True

    def legal_moves(self) -> list[FreeCellMove]:
        """Every legal move (a run only by its longest movable form and each
        shorter one; cells as "the first empty cell"), foundations first."""
        return [move for move in self._candidates() if self.is_legal(move)]

    def _candidates(self) -> Iterator[FreeCellMove]:
        tops: list[Card] = [card for card in self.cells if card is not None]
        tops += [column[-1] for column in self.columns if column]
        for card in tops:
            yield FreeCellMove(card, FOUNDATION)
        for number, column in enumerate(self.columns, start=1):
            if not column:
                continue
            for index in range(self.run_start(number), len(column)):
                for target in range(1, COLUMN_COUNT + 1):
                    if target != number:
                        yield FreeCellMove(column[index], Target.column(target))
            if self.free_cells:
                yield FreeCellMove(column[-1], Target.cell())
        for held in self.cells:
            if held is not None:
                for target in range(1, COLUMN_COUNT + 1):
                    yield FreeCellMove(held, Target.column(target))
        for suit in Suit:
            top = self.foundation_top(suit)
            if top is not None:
                for target in range(1, COLUMN_COUNT + 1):
                    yield FreeCellMove(top, Target.column(target))

    # -- safe moves to the foundations ---------------------------------------------------
    def is_safe_to_foundation(self, card: Card) -> bool:
        """The rule book's safe card: rank at most 2, or rank − 1 already on both
        foundations of the other colour (no card can ever need it)."""
        if card.rank <= 2:
            return True
        others = [height for suit, height in enumerate(self.foundations) if Suit(suit).is_red != card.is_red]
        return all(height >= card.rank - 1 for height in others)

    def safe_foundation_move(self) -> FreeCellMove | None:
        """One safe card that may go up now (cells first, then columns left to right)."""
        tops = [card for card in self.cells if card is not None]
        tops += [column[-1] for column in self.columns if column]
        for card in tops:
            if card.rank == self.foundations[card.suit] + 1 and self.is_safe_to_foundation(card):
                return FreeCellMove(card, FOUNDATION)
        return None


def new_freecell(number: int) -> FreeCellState:
    """The opening position of Microsoft deal ``number``."""
    return FreeCellState(freecell_columns(number))


def state_from_json(data: object) -> FreeCellState:
    """A position from the rule book's deal JSON ``{"game": "freecell",
    "tableau": [[bottom … top] × 8]}`` (optionally ``"cells"``, up to four codes
    or nulls, and ``"foundations"``, ``{"h": 3, …}``), every card exactly once.

    :raises ValueError: saying what is wrong.
    """
    if not isinstance(data, dict):
        raise ValueError("a FreeCell deal is a JSON object")
    if data.get("game", "freecell") != "freecell":
        raise ValueError(f"not a FreeCell deal: game {data.get('game')!r}")
    tableau = data.get("tableau")
    if not isinstance(tableau, list) or len(tableau) != COLUMN_COUNT:
        raise ValueError("a FreeCell deal has eight columns")
    columns = tuple(tuple(Card.parse(_code(c)) for c in _list(column)) for column in tableau)
    raw_cells = _list(data.get("cells", []))
    if len(raw_cells) > CELL_COUNT:
        raise ValueError("a FreeCell table has four free cells")
    cells = tuple(None if c is None else Card.parse(_code(c)) for c in raw_cells)
    cells += (None,) * (CELL_COUNT - len(cells))
    raw_found = data.get("foundations", {})
    if not isinstance(raw_found, dict):
        raise ValueError("foundations are an object of suit letters and heights")
    heights = [0, 0, 0, 0]
    for letter, height in raw_found.items():
        suit = Suit.parse(str(letter))
        if isinstance(height, bool) or not isinstance(height, int) or not 0 <= height <= KING:
            raise ValueError(f"foundation height out of range: {height!r}")
        heights[suit] = height
    seen = [card for column in columns for card in column] + [c for c in cells if c is not None]
    seen += [Card.of(rank, Suit(suit)) for suit, height in enumerate(heights) for rank in range(1, height + 1)]
    if len(seen) != 52 or set(seen) != set(CARDS):
        missing = sorted(set(CARDS) - set(seen))
        raise ValueError("every card exactly once: " + (f"missing {' '.join(map(str, missing))}"
                                                         if missing else "some card appears twice"))
    return FreeCellState(columns, cells, tuple(heights))


def state_to_json(state: FreeCellState) -> dict[str, object]:
    """The rule book's deal JSON of ``state`` (cells and foundations when used)."""
    out: dict[str, object] = {"game": "freecell",
                              "tableau": [[str(card) for card in column] for column in state.columns]}
    if any(card is not None for card in state.cells):
        out["cells"] = [None if card is None else str(card) for card in state.cells]
    if any(state.foundations):
        out["foundations"] = {Suit(suit).letter: height for suit, height in enumerate(state.foundations) if height}
    return out


def _list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError(f"expected a list, not {value!r}")
    return value


def _code(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(f"a card is a code like \"7h\", not {value!r}")
    return value
