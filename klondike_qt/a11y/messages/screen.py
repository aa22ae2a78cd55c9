"""The words on screen outside announcements: the status bar, the banners over
the table and the undo and redo steps named in the Edit menu."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ...engine.klondike import ChangeKind, Transition
from ._text import _plural, fill

__all__ = [
    "banner_dead_end_body",
    "banner_dead_end_title",
    "banner_finish_body",
    "banner_finish_columns_body",
    "banner_finish_title",
    "banner_lost_from_start_body",
    "banner_new_deal",
    "banner_no_help_body",
    "banner_no_help_title",
    "banner_spider_stuck_body",
    "banner_stuck_body",
    "banner_stuck_title",
    "banner_won_moves",
    "banner_won_title",
    "card_sign",
    "redo_menu_text",
    "status_custom_deal",
    "status_deal",
    "status_draw",
    "status_label_deal",
    "status_label_moves",
    "status_label_score",
    "status_label_time",
    "status_moves",
    "status_pass",
    "status_score",
    "status_time",
    "undo_menu_text",
    "undo_step",
]

# The rank as printed in a card's corner and the suit's sign, for short texts
# such as the Edit menu's ("Undo Move 7♥ to column 6").
_RANK_SIGNS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_SUIT_SIGNS = "♣♦♠♥"


def card_sign(card: Card) -> str:
    """"7♥", "K♠": a card as printed in its corner."""
    return _RANK_SIGNS[card.rank - 1] + _SUIT_SIGNS[card.suit]


# -- the Edit menu ------------------------------------------------------------
def undo_step(move: Transition) -> str:
    """One step of the undo history: "Move 7♥ to column 6"."""
    if move.kind is ChangeKind.DRAW:
        #: An undo step: turning cards from the stock. Shown in the Edit menu ("Undo Turn cards") and in its tip.
        return QCoreApplication.translate("Messages", "Turn cards", "undo step")
    if move.kind is ChangeKind.RECYCLE:
        #: An undo step: turning the waste back into the stock. Shown in the Edit menu ("Undo Turn the waste over").
        return QCoreApplication.translate("Messages", "Turn the waste over", "undo step")
    card = card_sign(move.cards[0])
    if move.target.is_foundation:
        #: An undo step; %1 a card as printed in its corner ("7♥").
        return fill(QCoreApplication.translate("Messages", "Move %1 to its foundation"), card)
    #: An undo step; %1 a card as printed in its corner ("7♥"), %2 a column number.
    return fill(QCoreApplication.translate("Messages", "Move %1 to column %2"), card, move.target.index)


def undo_menu_text(step: str) -> str:
    """The Edit menu's Undo item; ``step`` the undo step ("" when there is none)."""
    if not step:
        #: The Edit menu's Undo item when there is nothing to undo. & marks the Alt access letter.
        return QCoreApplication.translate("Messages", "&Undo")
    #: The Edit menu; %1 the step it takes back ("Move 7♥ to column 6").
    return fill(QCoreApplication.translate("Messages", "&Undo %1"), step)


def redo_menu_text(step: str) -> str:
    if not step:
        #: The Edit menu's Redo item when there is nothing to redo. & marks the Alt access letter.
        return QCoreApplication.translate("Messages", "&Redo")
    #: The Edit menu; %1 the step it does again.
    return fill(QCoreApplication.translate("Messages", "&Redo %1"), step)


# -- the status bar ------------------------------------------------------------
def status_label_deal() -> str:
    """The accessible names of the status bar's four fields."""
    #: Accessible name of the status bar's deal field (read by a screen reader).
    return QCoreApplication.translate("Messages", "Deal", "status bar field")


def status_label_moves() -> str:
    #: Accessible name of the status bar's moves field.
    return QCoreApplication.translate("Messages", "Moves", "status bar field")


def status_label_score() -> str:
    #: Accessible name of the status bar's score field.
    return QCoreApplication.translate("Messages", "Score", "status bar field")


def status_label_time() -> str:
    #: Accessible name of the status bar's time field.
    return QCoreApplication.translate("Messages", "Time", "status bar field")


def status_deal(number: int) -> str:
    #: The status bar's deal field. %1 the deal number.
    return fill(QCoreApplication.translate("Messages", "Deal %1", "status bar"), number)


def status_custom_deal() -> str:
    #: The status bar's deal field when the deal has no number (a deal set up by hand).
    return QCoreApplication.translate("Messages", "Custom deal", "status bar")


def status_draw(draw: int) -> str:
    #: The status bar; %1 the cards turned per draw (1 or 3).
    return fill(QCoreApplication.translate("Messages", "Draw %1", "status bar"), draw)


def status_pass(number: int, limit: int) -> str:
    #: The status bar; %1 the pass through the stock, %2 how many are allowed.
    return fill(QCoreApplication.translate("Messages", "Pass %1 of %2", "status bar"), number, limit)


def status_moves(moves: int) -> str:
    #: The status bar's moves field. %1 the number of moves.
    return fill(QCoreApplication.translate("Messages", "Moves: %1", "status bar"), moves)


def status_score(score: str) -> str:
    #: The status bar; %1 the score, or the Vegas balance ("-$52").
    return fill(QCoreApplication.translate("Messages", "Score: %1", "status bar"), score)


def status_time(time: str) -> str:
    #: The status bar; %1 the time played ("4:12").
    return fill(QCoreApplication.translate("Messages", "Time: %1", "status bar"), time)


# -- the banners over the table ------------------------------------------------
def banner_finish_title() -> str:
    #: Title of the banner over the table when every card is face up (Klondike).
    return QCoreApplication.translate("Messages", "Ready to finish")


def banner_finish_body() -> str:
    #: The banner a mouse player sees (the announcement says "Press Enter to finish").
    return QCoreApplication.translate("Messages", "Every card is face up. Press Enter or click to finish.")


def banner_stuck_title() -> str:
    #: Title of the banner over the table when no legal move is left.
    return QCoreApplication.translate("Messages", "No moves left")


def banner_stuck_body() -> str:
    #: The banner over the table when no legal move is left.
    #: Under the title "No moves left".
    return QCoreApplication.translate("Messages", "Undo to try another way, or press F2 for a new deal.")


def banner_finish_columns_body() -> str:
    #: Klondike: every card of the columns is face up, cards are left in the stock or the waste (the finish turns them).
    return QCoreApplication.translate("Messages", "Every card in the columns is face up. Press Enter or click to finish.")


def banner_no_help_title() -> str:
    #: Klondike: moves are left (turning the stock) but none of them helps.
    return QCoreApplication.translate("Messages", "No move helps")


def banner_no_help_body() -> str:
    #: The banner over the table (Klondike).
    #: Under the title "No move helps".
    return QCoreApplication.translate("Messages", "Turning the stock brings up nothing that can be played. "
                                      "Undo to try another way, or press F2 for a new deal.")


def banner_dead_end_title() -> str:
    #: FreeCell: moves are left, but the solver has proved that none of them wins.
    return QCoreApplication.translate("Messages", "Dead end")


def banner_dead_end_body() -> str:
    #: The banner over the table (FreeCell).
    #: Under the title "Dead end".
    return QCoreApplication.translate("Messages", "The solver has proved that this position cannot be won. "
                                      "Undo to try another way, or press F2 for a new deal.")


def banner_lost_from_start_body() -> str:
    #: The banner over the table (FreeCell), under the title "Dead end", when the solver has
    #: proved the deal lost from its opening position (no undo can help; e.g. deal 11982).
    return QCoreApplication.translate("Messages", "The solver has proved that this deal cannot be won from the "
                                      "start. Press F2 for a new deal.")


def banner_spider_stuck_body() -> str:
    #: Spider, under "No moves left", while rows are left in the stock: a row may not be dealt onto an empty column.
    return QCoreApplication.translate("Messages", "A row cannot be dealt while a column is empty, and too few cards "
                                      "are left to fill every column. Undo to try another way, or press F2 for a new deal.")


def banner_won_title() -> str:
    #: Title of the banner over the table after a win.
    return QCoreApplication.translate("Messages", "You won!")


def banner_won_moves(moves: int) -> str:
    # The win banner, under "You won in 4 minutes 12 seconds, score 645." (the
    # same words as in the game info).
    #: The win banner, under "You won in 4 minutes 12 seconds, score 645.": %n the moves made.
    return _plural(QCoreApplication.translate("Messages", "%n move(s).", None, moves), moves)


def banner_new_deal() -> str:
    #: The last line of the win banner; a click on the banner deals anew.
    return QCoreApplication.translate("Messages", "Click here or press F2 for a new deal.")
