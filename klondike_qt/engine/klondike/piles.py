"""Pile identities: the stock, the waste, four foundations and seven columns.

Thirteen interned :class:`Pile` objects, in the order the keyboard visits them
(:data:`ALL_PILES`). Foundations belong to one suit each.
"""

from __future__ import annotations

from enum import Enum

from ..cards import Suit
from ..interned import Interned


class PileKind(Enum):
    STOCK = "stock"
    WASTE = "waste"
    FOUNDATION = "foundation"
    TABLEAU = "tableau"


class Pile(Interned):
    """One of the 13 piles. ``index`` is the suit for a foundation and the
    column number 1..7 for a tableau column; ``order`` is its place in
    :data:`ALL_PILES`."""

    __slots__ = ("code", "index", "kind", "order")

    kind: PileKind
    index: int
    order: int
    code: str

    def __init__(self, kind: PileKind, index: int, order: int, code: str) -> None:
        self._fill(kind=kind, index=index, order=order, code=code)

    def _place(self) -> int:
        return self.order

    @property
    def is_tableau(self) -> bool:
        return self.kind is PileKind.TABLEAU

    @property
    def is_foundation(self) -> bool:
        return self.kind is PileKind.FOUNDATION

    @property
    def suit(self) -> Suit:
        """The suit of a foundation.

        :raises ValueError: for any other pile.
        """
        if self.kind is not PileKind.FOUNDATION:
            raise ValueError(f"{self.code} is not a foundation")
        return Suit(self.index)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Pile.parse({self.code!r})"

    @staticmethod
    def parse(text: str) -> Pile:
        """``stock``, ``waste``, ``fc`` ``fd`` ``fs`` ``fh``, ``t1`` … ``t7``.

        :raises ValueError: for anything else.
        """
        key = text.strip().lower()
        for pile in ALL_PILES:
            if pile.code == key:
                return pile
        raise ValueError(f"not a pile: {text!r}")


def _pile_at(order: int) -> Pile:
    return ALL_PILES[order]


STOCK = Pile(PileKind.STOCK, 0, 0, "stock")
WASTE = Pile(PileKind.WASTE, 0, 1, "waste")
#: Foundations indexed by suit.
FOUNDATIONS: tuple[Pile, ...] = tuple(
    Pile(PileKind.FOUNDATION, int(suit), 2 + int(suit), "f" + suit.letter) for suit in Suit
)
#: Columns; ``COLUMNS[0]`` is column 1.
COLUMNS: tuple[Pile, ...] = tuple(Pile(PileKind.TABLEAU, n, 5 + n, f"t{n}") for n in range(1, 8))
#: Keyboard order: stock, waste, the four foundations, columns 1–7.
ALL_PILES: tuple[Pile, ...] = (STOCK, WASTE, *FOUNDATIONS, *COLUMNS)
Pile._entry = _pile_at


def column(number: int) -> Pile:
    """Column ``number`` (1..7)."""
    if not 1 <= number <= 7:
        raise ValueError(f"no column {number}")
    return COLUMNS[number - 1]


def foundation(suit: Suit) -> Pile:
    """The foundation of ``suit``."""
    return FOUNDATIONS[int(suit)]


class ColumnsAndFoundations:
    """The queries of a position of columns, the bottom ``hidden`` cards of
    each face down, and four ``foundations`` (the top rank by suit, 0 =
    empty): Klondike's :class:`~.state.GameState` and Yukon's state."""

    __slots__ = ()
    foundations: tuple[int, int, int, int]
    hidden: tuple[int, ...]

    @property
    def foundation_count(self) -> int:
        return sum(self.foundations)

    @property
    def hidden_count(self) -> int:
        return sum(self.hidden)

    @property
    def is_won(self) -> bool:
        """All 52 cards on the foundations: nothing else is a win."""
        return self.foundations == (13, 13, 13, 13)
