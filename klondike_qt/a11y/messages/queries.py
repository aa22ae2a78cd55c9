"""Hints, the list of moves, the "say" queries, find and the history."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Suit
from ...engine.klondike import Pile
from ._text import _plural, fill, sentence_start, separated_list, tr
from .feedback import info_last_pass, stock_last_pass
from .names import _FOUNDATION_NAMES, card_name, pile_name

__all__ = [
    "about_licence",
    "about_licence_button",
    "about_licence_link",
    "about_name_version",
    "about_summary",
    "about_title",
    "about_toolkit",
    "column_status",
    "do_draw",
    "do_move_onto",
    "do_move_to_empty",
    "do_move_to_foundation",
    "do_recycle",
    "find_hidden",
    "find_in_column",
    "find_in_waste",
    "find_not_a_card",
    "find_on_foundation",
    "find_prompt",
    "find_title",
    "find_waste_top",
    "foundation_status",
    "hint",
    "hint_from_solver",
    "hint_none",
    "hint_text",
    "history_empty",
    "history_title",
    "info",
    "last_move",
    "moves_list",
    "no_last_move",
    "nothing_to_repeat",
    "stock_status",
    "waste_status",
    "winnable_text",
    "zoom_largest",
]



# -- hints and moves ---------------------------------------------------------------
def hint(move_text: str) -> str:
    #: H (Hint) in every game.
    #: %1 a move as an instruction ("move the 5 of clubs from column 4 onto …").
    return fill(QCoreApplication.translate("Messages", "Hint: %1."), move_text)


def do_move_onto(card: Card, source: Pile, onto: Card, column: int) -> str:
    #: Instruction. %1 card, %2 where it is ("column 4", "the waste"), %3 the card it goes on, %4 column.
    return fill(QCoreApplication.translate("Messages", "move the %1 from %2 onto the %3 in column %4"), card_name(card),
                pile_name(source), card_name(onto), column)


def do_move_to_empty(card: Card, source: Pile, column: int) -> str:
    #: A move as an instruction, in a hint (H, "Hint: %1.") and in the M list. %1 card, %2 where it is ("column 4", "the waste"), %3 column.
    return fill(QCoreApplication.translate("Messages", "move the %1 from %2 to empty column %3"), card_name(card), pile_name(source), column)


def do_move_to_foundation(card: Card, source: Pile) -> str:
    #: A move as an instruction, in a hint (H) and in the M list. %1 card, %2 where it is ("column 4", "the waste").
    return fill(QCoreApplication.translate("Messages", "move the %1 from %2 to its foundation"), card_name(card), pile_name(source))


def do_draw() -> str:
    #: A move as an instruction, in a hint (H) and in the M list: turning cards from the stock.
    return QCoreApplication.translate("Messages", "turn cards from the stock")


def do_recycle() -> str:
    #: A move as an instruction, in a hint (H) and in the M list: turning the waste back into the stock.
    return QCoreApplication.translate("Messages", "turn the waste over")


def hint_none() -> str:
    #: H (hint) when no legal move is left.
    return QCoreApplication.translate("Messages", "No hint: no move is available. Undo, or press F2 for a new deal.")


def hint_from_solver() -> str:
    #: Added to a hint that comes from a winning line found by the solver.
    return QCoreApplication.translate("Messages", "This keeps the deal winnable.")


def hint_text(instruction: str | None, from_solver: bool) -> str:
    """The H key in every game: the move as an instruction (None: there is none),
    and whether it comes from the solver's winning line."""
    if instruction is None:
        return hint_none()
    text = hint(instruction)
    return f"{text} {hint_from_solver()}" if from_solver else text


def moves_list(moves: list[str], count: int | None = None) -> str:
    """M: the moves as instructions; ``count`` how many moves they are (some may be said as a group)."""
    if not moves:
        #: M (Say Available Moves) when no legal move is left.
        return QCoreApplication.translate("Messages", "No moves available.")
    count = len(moves) if count is None else count
    #: M (Say Available Moves).
    #: "M": %n how many moves, %1 the moves as a list of instructions.
    return fill(_plural(QCoreApplication.translate("Messages", "%n move(s): %1.", None, count), count), separated_list(moves))


# -- queries -------------------------------------------------------------------------
def foundation_status(suit: Suit, top: Card | None) -> str:
    title = sentence_start(tr(_FOUNDATION_NAMES[suit]))
    if top is None:
        #: T (Say Foundations), one foundation: %1 its name ("Hearts foundation").
        return fill(QCoreApplication.translate("Messages", "%1: empty."), title)
    if top.rank == 13:
        #: T (Say Foundations), a foundation up to its king: %1 its name ("Hearts foundation").
        return fill(QCoreApplication.translate("Messages", "%1: complete."), title)
    #: T (Say Foundations), one foundation.
    #: %1 "Hearts foundation", %2 its top card.
    return fill(QCoreApplication.translate("Messages", "%1: up to the %2."), title, card_name(top))


def waste_status(top: Card | None, count: int) -> str:
    if top is None:
        #: U (Say Waste and Stock) with the waste empty.
        return QCoreApplication.translate("Messages", "Waste: empty.")
    #: U (Say Waste and Stock): %1 the waste's top card, %n cards in the waste.
    return fill(_plural(QCoreApplication.translate("Messages", "Waste: %1 on top, %n card(s).", None, count), count), card_name(top))


def stock_status(count: int, passes_left: int | None) -> str:
    if passes_left is None:
        #: U (Say Waste and Stock), unlimited passes: %n cards in the stock.
        return _plural(QCoreApplication.translate("Messages", "Stock: %n card(s), unlimited passes.", None, count), count)
    if passes_left == 0 and count:
        return stock_last_pass(count)  # this pass is the last: "passes left: 0" sounded like none
    #: U (Say Waste and Stock), limited passes.
    #: %n cards in the stock, %1 recycles still allowed.
    return fill(_plural(QCoreApplication.translate("Messages", "Stock: %n card(s), passes left: %1.", None, count), count), passes_left)


def column_status(column: int, face_down: int, face_up: list[Card]) -> str:
    if not face_up and not face_down:
        #: D (Say Columns), one empty column: %1 its number.
        return fill(QCoreApplication.translate("Messages", "Column %1: empty."), column)
    names = separated_list([card_name(c) for c in face_up])
    if face_down:
        #: D (Say Columns), one column.
        #: %1 column, %n face-down cards, %2 the face-up cards from the deepest to the top.
        return fill(_plural(QCoreApplication.translate("Messages", "Column %1: %n face down, then %2.", None, face_down), face_down), column, names)
    #: D (Say Columns), a column with no face-down card: %1 its number, %2 its cards from the deepest to the top, as a list.
    return fill(QCoreApplication.translate("Messages", "Column %1: %2."), column, names)


def info(score: int | None, time_text: str, moves: int, stock: int, passes_left: int | None,
         winnable: bool | None, won: bool = False, at_start: bool = False,
         thinking: bool | None = None) -> str:
    """The I key. ``winnable`` None (not decided): ``thinking`` True while the
    solver is still at it, False once it gave up, None without a solver."""
    parts = []
    if score is not None:
        #: I (Say Game Info), first part: %1 the score.
        parts.append(fill(QCoreApplication.translate("Messages", "Score %1."), score))
    #: I (Say Game Info): %1 the time played ("4 minutes 12 seconds").
    parts.append(fill(QCoreApplication.translate("Messages", "Time %1."), time_text))
    #: I (Say Game Info): %n moves made. Also under the win banner.
    parts.append(_plural(QCoreApplication.translate("Messages", "%n move(s).", None, moves), moves))
    #: I (Say Game Info), Klondike: %n cards in the stock.
    parts.append(_plural(QCoreApplication.translate("Messages", "%n card(s) in the stock.", None, stock), stock))
    if passes_left is None:
        #: I (Say Game Info), Klondike: the waste may be turned over any number of times.
        parts.append(QCoreApplication.translate("Messages", "Unlimited passes."))
    elif passes_left == 0 and stock:
        parts.append(info_last_pass())
    else:
        #: I (Say Game Info), Klondike: %n times the waste may still be turned over.
        parts.append(_plural(QCoreApplication.translate("Messages", "%n pass(es) left.", None, passes_left), passes_left))
    parts.append(winnable_text(winnable, thinking, won, at_start))
    return " ".join(parts)


def winnable_text(winnable: bool | None, thinking: bool | None, won: bool, at_start: bool) -> str:
    """The end of the I key's answer in every game: won, still winnable, lost
    (at the opening position: the deal cannot be won), or the solver's state."""
    if won:
        #: End of the I key's answer (every game), once the game is won.
        return QCoreApplication.translate("Messages", "The deal is won.")
    if winnable is True:
        #: End of the I key's answer (every game): the solver found a win from here.
        return QCoreApplication.translate("Messages", "The deal is still winnable.")
    if winnable is False and at_start:
        #: Said at the opening position of a deal the solver proved lost.
        return QCoreApplication.translate("Messages", "This deal cannot be won.")
    if winnable is False:
        #: End of the I key's answer (every game): the solver proved that no win is left.
        return QCoreApplication.translate("Messages", "The deal can no longer be won.")
    if thinking:
        #: End of the I key's answer (every game) while the solver is still searching.
        return QCoreApplication.translate("Messages", "Still working out whether the deal can still be won.")
    if thinking is False:
        #: The solver's longest search ended without an answer.
        return QCoreApplication.translate("Messages", "The solver could not work out whether the deal can still be won.")
    #: End of the I key's answer (every game) when no solver runs (yet).
    return QCoreApplication.translate("Messages", "Not yet known whether the deal can still be won.")


# -- find a card -----------------------------------------------------------------------
def find_not_a_card(text: str) -> str:
    #: Find a Card (Ctrl+F): the typed text is not a card. %1 what was typed. "7h" is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.
    return fill(QCoreApplication.translate("Messages", "\u201c%1\u201d is not a card. Type a card like 7h or 7 of hearts."), text)


def find_hidden(card: Card) -> str:
    #: Find a Card (Ctrl+F): the card is face down or in the stock; never say where it lies. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is not visible yet."), card_name(card))


def find_in_column(card: Card, column: int, position: int, face_up: int) -> str:
    #: Find a Card (Ctrl+F), the card is face up in a column.
    #: %1 card, %2 column, %3 its place among %4 face-up cards (counted from the deepest).
    return fill(QCoreApplication.translate("Messages", "The %1 is in column %2, card %3 of %4 face up."), card_name(card), column,
                position, face_up)


def find_waste_top(card: Card) -> str:
    #: Find a Card (Ctrl+F): %1 the card found.
    return fill(QCoreApplication.translate("Messages", "The %1 is on top of the waste."), card_name(card))


def find_in_waste(card: Card, above: int) -> str:
    #: Find a Card (Ctrl+F): %1 the card found, %n cards lie on it in the waste.
    return fill(_plural(QCoreApplication.translate("Messages", "The %1 is in the waste under %n card(s).", None, above), above), card_name(card))


def find_on_foundation(card: Card, is_top: bool) -> str:
    if is_top:
        #: Find a Card (Ctrl+F): %1 the card found, the last card on its foundation.
        return fill(QCoreApplication.translate("Messages", "The %1 is on top of its foundation."), card_name(card))
    #: Find a Card (Ctrl+F): %1 the card found, under other cards on its foundation.
    return fill(QCoreApplication.translate("Messages", "The %1 is on its foundation."), card_name(card))


def find_prompt() -> str:
    #: Find a Card (Ctrl+F): the prompt of its input box. "7h" is rank and English suit letter (c d h s), which is always understood; a card name in your language is too.
    return QCoreApplication.translate("Messages", "Card to find, for example 7h or 7 of hearts:")


def find_title() -> str:
    #: Find a Card (Ctrl+F): title of its input box.
    return QCoreApplication.translate("Messages", "Find a Card")


def history_title() -> str:
    #: Title of the announcement history (Ctrl+Shift+H): a panel listing recent announcements.
    return QCoreApplication.translate("Messages", "Announcements")


def history_empty() -> str:
    #: The announcement history (Ctrl+Shift+H) before anything was said.
    return QCoreApplication.translate("Messages", "Nothing has been announced yet.")


def last_move(words: str) -> str:
    #: L (Say Last Move): what the last move, undo or redo did, in full, with the cards that
    #: went up to the foundations by themselves after it (a win does not list them).
    #: %1 the move's own sentences ("Moved the 8 of diamonds to free cell 1. Moved to the foundations: …").
    return fill(QCoreApplication.translate("Messages", "Last move: %1"), words)


def no_last_move() -> str:
    #: L (Say Last Move) before any move of this deal.
    return QCoreApplication.translate("Messages", "No move yet in this deal.")


def nothing_to_repeat() -> str:
    #: Ctrl+L (Repeat Last Announcement) before anything was said.
    return QCoreApplication.translate("Messages", "Nothing to repeat yet.")


def zoom_largest() -> str:
    #: Ctrl+= (zoom in) when the cards already fill the window's width.
    return QCoreApplication.translate("Messages", "The cards are as large as this window can show them.")


def about_title() -> str:
    #: Help menu, About: the box's window title.
    return QCoreApplication.translate("Messages", "About klondike-qt")


def about_name_version(version: str) -> str:
    #: The About box's heading; %1 is the version number, e.g. 0.1.0.
    return fill(QCoreApplication.translate("Messages", "klondike-qt %1"), version)


def about_summary() -> str:
    #: Help menu, About: the line under its heading.
    return QCoreApplication.translate("Messages", "Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for everyone: mouse, keyboard and "
                                      "screen-reader players.")


def about_licence() -> str:
    #: Help menu, About: the licence paragraph.
    return QCoreApplication.translate(
        "Messages", "klondike-qt is free software: you may share and change it under the GNU General Public "
                    "License, version 3 or any later version. It comes with no warranty.")


def about_toolkit(qt_version: str, pyside_version: str) -> str:
    #: Help menu, About: the line on the toolkit.
    #: %1 and %2 are version numbers, e.g. 6.12.0.
    return fill(QCoreApplication.translate(
        "Messages", "Made with Qt %1 and PySide6 %2, used under the GNU Lesser General Public License, version 3."),
        qt_version, pyside_version)


def about_licence_link() -> str:
    #: The text of a link to the licence on gnu.org.
    return QCoreApplication.translate("Messages", "The GNU General Public License on gnu.org")


def about_licence_button() -> str:
    #: A button that shows the whole licence text; & marks its access key.
    return QCoreApplication.translate("Messages", "&License")
