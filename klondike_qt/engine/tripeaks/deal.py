"""TriPeaks deal numbers, stable forever, and the shape of the table (the
rule book, ``rules-tripeaks.md``).

The deck is the project's own shuffle seeded with ``deal number × 8 + 6``
(:func:`klondike_qt.engine.deal.game_deck`, a promise pinned by golden tests).
Cards 1–28 fill the tableau row by row from row 1 (the three peak tops),
left to right: 3, 6, 9 and 10 cards. Card 29 is turned onto the waste as
part of the deal; cards 30–52 are the stock, card 30 on top.

The 28 places of the tableau are numbered 0–27 in that order (row 1 is
0–2, row 2 3–8, row 3 9–17, row 4 18–27).
"""

from __future__ import annotations

from ..cards import Card
from ..deal import MAX_DEAL_NUMBER, game_deck

SEED_OFFSET = 6
MAX_TRIPEAKS_DEAL = MAX_DEAL_NUMBER
#: Cards in rows 1–4, from the peak tops down to the shared base.
ROW_SIZES = (3, 6, 9, 10)
TABLEAU_SIZE = sum(ROW_SIZES)
PEAKS = 3
#: The first place of each row.
ROW_STARTS = (0, 3, 9, 18)


def place(row: int, number: int) -> int:
    """The place (0–27) of card ``number`` (1-based, from the left) of ``row`` (1–4)."""
    if not 1 <= row <= len(ROW_SIZES) or not 1 <= number <= ROW_SIZES[row - 1]:
        raise ValueError(f"row {row} has no card {number}")
    return ROW_STARTS[row - 1] + number - 1


def row_and_number(index: int) -> tuple[int, int]:
    """The row (1–4) and the number in it from the left (1-based) of place ``index``."""
    for row in range(len(ROW_SIZES), 0, -1):
        if index >= ROW_STARTS[row - 1]:
            return row, index - ROW_STARTS[row - 1] + 1
    raise ValueError(f"not a tableau place: {index}")


def _coverers(index: int) -> tuple[int, ...]:
    row, number = row_and_number(index)
    if row == 1:  # row 1 card p lies under row 2 cards 2p − 1 and 2p
        return (place(2, 2 * number - 1), place(2, 2 * number))
    if row == 2:  # row 2 cards 1 … 6 under row 3 pairs (1,2) (2,3) (4,5) (5,6) (7,8) (8,9)
        first = 3 * ((number - 1) // 2) + (number - 1) % 2 + 1
        return (place(3, first), place(3, first + 1))
    if row == 3:  # row 3 card k under row 4 cards k and k + 1
        return (place(4, number), place(4, number + 1))
    return ()


#: The places that lie on each place (none for row 4: always free).
COVERERS: tuple[tuple[int, ...], ...] = tuple(_coverers(index) for index in range(TABLEAU_SIZE))
#: The places each place lies on (the reverse of :data:`COVERERS`).
COVERED: tuple[tuple[int, ...], ...] = tuple(
    tuple(other for other in range(TABLEAU_SIZE) if index in COVERERS[other]) for index in range(TABLEAU_SIZE))


def peak_of(index: int) -> int | None:
    """The peak (1–3) a place belongs to; None for row 4, the shared base."""
    row, number = row_and_number(index)
    if row == 4:
        return None
    return (number - 1) // row + 1


def tripeaks_deck(number: int) -> list[Card]:
    """The 52 cards in the order deal ``number`` deals them."""
    return game_deck(number, SEED_OFFSET)


def tripeaks_layout(number: int) -> tuple[tuple[Card, ...], Card, tuple[Card, ...]]:
    """Deal ``number``: the 28 tableau cards in place order, the waste's
    card, the 23 stock cards (the next to draw first)."""
    deck = tripeaks_deck(number)
    return tuple(deck[:TABLEAU_SIZE]), deck[TABLEAU_SIZE], tuple(deck[TABLEAU_SIZE + 1:])


def rows[T](cards: tuple[T, ...]) -> tuple[tuple[T, ...], ...]:
    """28 things in place order, cut into the four rows."""
    return tuple(cards[start:start + size] for start, size in zip(ROW_STARTS, ROW_SIZES))
