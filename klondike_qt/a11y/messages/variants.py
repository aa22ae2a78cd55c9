"""The sentences of FreeCell and Spider: their places (free cells, completed
sequences), why a move is refused, and how a Spider column reads."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Card
from ._text import _plural, fill, separated_list
from .names import card_name, rank_name, suit_name

__all__ = [
    "cant_cell_full",
    "cant_cell_takes_one",
    "cant_cell_to_cell",
    "cant_foundation_to_cell",
    "cant_no_free_cell",
    "cant_no_row_empty_columns",
    "cant_no_rows_left",
    "cant_not_descending",
    "cant_not_in_column",
    "cant_not_one_higher",
    "cant_suit_changes",
    "cant_too_long",
    "free_cell_name",
    "plain_rank",
    "room_to_move",
    "spider_column",
    "spider_run",
]


def free_cell_name(number: int) -> str:
    #: A FreeCell free cell, numbered 1–4 from the left.
    return fill(QCoreApplication.translate("Messages", "free cell %1"), number)


# -- FreeCell ---------------------------------------------------------------------------
def cant_too_long(card: Card, count: int, capacity: int) -> str:
    #: FreeCell supermove refused. %1 the run's first card; %n the cards in the run; %2 how many may move at once now.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "Can't move the %1 with the cards on it: %n card(s), but there is room to move %2.", None, count),
        count), card_name(card), capacity)


def room_to_move(capacity: int, capacity_to_empty: int, free_cells: int, empty_columns: int) -> str:
    #: FreeCell "how many cards can I move?". %n cards onto a card; %1 cards into an empty column; %2 free cells, %3 empty columns.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "You can move %n card(s) at once onto a card, %1 into an empty column: %2 free cells, %3 empty columns.",
        None, capacity), capacity), capacity_to_empty, free_cells, empty_columns)


def cant_cell_takes_one(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in a free cell: a cell holds one card, and cards lie on it."),
                card_name(card))


def cant_cell_full(card: Card, number: int, occupant: Card) -> str:
    #: %2 the cell's number, %3 the card already in it.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in free cell %2: the %3 is there."),
                card_name(card), number, card_name(occupant))


def cant_no_free_cell(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in a free cell: all four are full."), card_name(card))


def cant_cell_to_cell(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "The %1 is already in a free cell."), card_name(card))


def cant_foundation_to_cell(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in a free cell: a foundation card may only go back to a column."),
                card_name(card))


# -- Spider -------------------------------------------------------------------------------
def cant_suit_changes(card: Card, upper: Card, lower: Card) -> str:
    #: Spider group rule. %1 the card that was to move; the suit changes between the cards %2 and %3.
    return fill(QCoreApplication.translate(
        "Messages", "Can't move the %1 with the cards on it: the suit changes between the %2 and the %3."),
        card_name(card), card_name(upper), card_name(lower))


def cant_not_descending(card: Card, upper: Card, lower: Card) -> str:
    return fill(QCoreApplication.translate(
        "Messages", "Can't move the %1 with the cards on it: the %3 does not follow the %2."),
        card_name(card), card_name(upper), card_name(lower))


def cant_not_one_higher(card: Card, other: Card) -> str:
    #: Spider target rule: %3 the only rank that may go on %2, any suit.
    if other.rank == 1:
        return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: nothing can go on an ace."),
                    card_name(card), card_name(other))
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: only a %3 can go there."),
                card_name(card), card_name(other), rank_name(other.rank - 1))


def cant_not_in_column(card: Card, column: int) -> str:
    return fill(QCoreApplication.translate("Messages", "There is no face-up %1 in column %2."), card_name(card), column)


def cant_no_row_empty_columns(columns: list[int]) -> str:
    if len(columns) == 1:
        #: Spider: a row can't be dealt while a column is empty; %1 its number.
        return fill(QCoreApplication.translate("Messages", "Can't deal a row: column %1 is empty; fill it first."), columns[0])
    #: Spider: %1 the empty columns ("4 and 7").
    return fill(QCoreApplication.translate("Messages", "Can't deal a row: columns %1 are empty; fill them first."),
                separated_list([str(n) for n in columns]))


def cant_no_rows_left() -> str:
    return QCoreApplication.translate("Messages", "Can't deal a row: the stock is empty.")


def plain_rank(rank: int) -> str:
    """A rank on its own, with no article: "king", "8" (as in "king to 8 of hearts")."""
    names = (
        QCoreApplication.translate("Messages", "ace", "a rank on its own, as in: ace to 5"),
        QCoreApplication.translate("Messages", "2", "a rank on its own"),
        QCoreApplication.translate("Messages", "3", "a rank on its own"),
        QCoreApplication.translate("Messages", "4", "a rank on its own"),
        QCoreApplication.translate("Messages", "5", "a rank on its own"),
        QCoreApplication.translate("Messages", "6", "a rank on its own"),
        QCoreApplication.translate("Messages", "7", "a rank on its own"),
        QCoreApplication.translate("Messages", "8", "a rank on its own"),
        QCoreApplication.translate("Messages", "9", "a rank on its own"),
        QCoreApplication.translate("Messages", "10", "a rank on its own"),
        QCoreApplication.translate("Messages", "jack", "a rank on its own"),
        QCoreApplication.translate("Messages", "queen", "a rank on its own"),
        QCoreApplication.translate("Messages", "king", "a rank on its own"),
    )
    return names[rank - 1]


def spider_run(cards: tuple[Card, ...]) -> str:
    """One run of a Spider column: "9 of spades", or "8 to 5 of hearts"."""
    if len(cards) == 1:
        return card_name(cards[0])
    #: A same-suit run in Spider, highest first: %1 and %2 ranks on their own, %3 the suit ("8 to 5 of hearts").
    return fill(QCoreApplication.translate("Messages", "%1 to %2 of %3"),
                plain_rank(cards[0].rank), plain_rank(cards[-1].rank), suit_name(cards[0].suit))


def spider_column(number: int, face_down: int, runs: list[tuple[Card, ...]]) -> str:
    """ "Column 3: 4 face down, then 9 of spades, then 8 to 5 of hearts." """
    parts = [spider_run(run) for run in runs]
    if not parts:
        if face_down:
            return fill(_plural(QCoreApplication.translate("Messages", "Column %1: %n face down.", None, face_down), face_down), number)
        return fill(QCoreApplication.translate("Messages", "Column %1: empty."), number)
    #: Joins the runs of a Spider column: "9 of spades, then 8 to 5 of hearts".
    joined = parts[0]
    for part in parts[1:]:
        joined = fill(QCoreApplication.translate("Messages", "%1, then %2"), joined, part)
    if face_down:
        return fill(_plural(QCoreApplication.translate("Messages", "Column %1: %n face down, then %2.", None, face_down), face_down),
                    number, joined)
    return fill(QCoreApplication.translate("Messages", "Column %1: %2."), number, joined)
