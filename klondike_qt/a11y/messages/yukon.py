"""The sentences of Yukon in play (the rule book's "By ear"): its name, the
welcome and a deal, the focus on a face-up card with the cards riding on it,
a group picked up, moved, or named in a hint and M's list, D's columns read by
stretches, M's targets of a focused card, Ctrl+F, I, the ends of the foundations'
column, the Tab hint, the board's description and the rules (F1). Where a sentence
is Klondike's (a card to its foundation, a face-down card, the foundations, the
refusals), Klondike's template is used.

Imported as a module (``from .messages import yukon``), not through the
package's ``*``: its names are Yukon's own."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ...engine.klondike import Pile
from ._text import _plural, fill, semicolon_list, sentence_start, separated_list
from .names import card_name, pile_name


def yukon_title() -> str:
    #: The game's name (the window title, the Game menu, the statistics, the status bar). Spanish: Yukón.
    return QCoreApplication.translate("Messages", "Yukon")


def yk_welcome(number: int | None, restored: bool) -> str:
    if restored and number is not None:
        #: Yukon's greeting when the window first gets the focus and the last game was restored. %1 the deal number.
        return fill(QCoreApplication.translate(
            "Messages", "Yukon, deal %1. Your game is back where you left it. Press F1 for the list of keys."), number)
    if restored:
        #: Yukon's greeting when the window first gets the focus and the last game, a deal without a number, was restored.
        return QCoreApplication.translate(
            "Messages", "Yukon. Your game is back where you left it. Press F1 for the list of keys.")
    if number is None:
        #: Yukon's greeting when the window first gets the focus, a deal set up by hand.
        return QCoreApplication.translate("Messages", "Yukon. Press F1 for the list of keys.")
    #: Yukon's greeting when the window first gets the focus. %1 the deal number.
    return fill(QCoreApplication.translate("Messages", "Yukon, deal %1. Press F1 for the list of keys."), number)


def yk_new_deal(number: int | None, restart: bool, brief: bool) -> str:
    if number is None:
        #: Yukon, after a new deal or a restart of a deal set up by hand.
        return QCoreApplication.translate("Messages", "New Yukon deal.")
    if restart:
        #: Yukon, after a restart (Ctrl+R). %1 the deal number.
        return fill(QCoreApplication.translate("Messages", "Restarted Yukon, deal %1."), number)
    if brief:
        #: Yukon, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.
        return fill(QCoreApplication.translate("Messages", "Yukon, deal %1."), number)
    #: Yukon, after a new deal (F2, Ctrl+G). %1 the deal number.
    return fill(QCoreApplication.translate(
        "Messages", "Yukon, deal %1. Any face-up card moves with the cards on it."), number)


def yk_moves_with(riding: int, stretches: list[str]) -> str:
    #: Yukon, after the focus on a face-up card that has cards on it (they move with it).
    #: %n how many cards lie on it, %1 those cards from the nearest to the top, as a list; cards that
    #: already alternate downwards are said as one stretch by their ends ("jack of clubs down to 6 of hearts").
    return fill(_plural(QCoreApplication.translate("Messages", "Moves with %n card(s): %1.", None, riding),
                        riding), separated_list(stretches))


def yk_holding(card: Card, riding: int) -> str:
    #: Yukon, after Space picked up a card with cards on it.
    #: %1 the card picked up, %n the cards lying on it (they come along).
    return fill(_plural(QCoreApplication.translate("Messages", "Holding %1 and %n card(s) on it.", None, riding),
                        riding), card_name(card))


def yk_moved_onto(card: Card, riding: int, column: int, onto: Card) -> str:
    #: Yukon, after a card moved with the cards on it onto a column.
    #: %1 the card moved, %n the cards that came with it, %2 the column number, %3 the card it now lies on.
    return fill(_plural(QCoreApplication.translate("Messages", "Moved %1 and %n card(s) to column %2, on %3.",
                                                   None, riding), riding), card_name(card), column, card_name(onto))


def yk_moved_to_empty(card: Card, riding: int, column: int) -> str:
    #: Yukon, after a king moved with the cards on it to an empty column.
    #: %1 the king, %n the cards that came with it, %2 the column number.
    return fill(_plural(QCoreApplication.translate("Messages", "Moved %1 and %n card(s) to empty column %2.",
                                                   None, riding), riding), card_name(card), column)


def yk_action_move(card: Card, riding: int, column: int) -> str:
    #: Yukon, inside "Undone: %1." / "Redone: %1." (lower case): a card moved with the cards on it, as the
    #: move was said ("Moved %1 and %n card(s) to column %2, …"). %1 the card, %n the cards that came with it,
    #: %2 the column number.
    return fill(_plural(QCoreApplication.translate("Messages", "moved %1 and %n card(s) to column %2",
                                                   None, riding), riding), card_name(card), column)


def yk_do_move_onto(card: Card, riding: int, source: Pile, onto: Card, column: int) -> str:
    #: Yukon, a move of a card with the cards on it as an instruction, in a hint (H, "Hint: %1.") and in the M list.
    #: %1 the card, %n the cards lying on it (they come along), %2 where it is ("column 4"), %3 the card it goes on,
    #: %4 that card's column. A card alone is said as in Klondike ("move the %1 from %2 onto the %3 in column %4").
    return fill(_plural(QCoreApplication.translate(
        "Messages", "move the %1 with %n card(s) on it from %2 onto the %3 in column %4", None, riding), riding),
        card_name(card), pile_name(source), card_name(onto), column)


def yk_do_move_to_empty(card: Card, riding: int, source: Pile, column: int) -> str:
    #: Yukon, a move of a king with the cards on it to an empty column as an instruction, in a hint (H) and in the
    #: M list. %1 the king, %n the cards lying on it (they come along), %2 where it is ("column 4"), %3 the column.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "move the %1 with %n card(s) on it from %2 to empty column %3", None, riding), riding),
        card_name(card), pile_name(source), column)


def yk_revealed(column: int, card: Card, points: int) -> str:
    #: Yukon, after a move turned a face-down card up (it scores). %1 the column, %2 the card now face up,
    #: %3 the points the whole move gained: 5 for the card turned up, 15 when the move also put a card on its foundation.
    return fill(QCoreApplication.translate("Messages", "Column %1 reveals the %2, plus %3."),
                column, card_name(card), points)


def yk_column(column: int, face_down: int, stretches: list[str]) -> str:
    """D, one column: its face-down count and its face-up stretches (``;`` between them)."""
    text = semicolon_list(stretches)
    if face_down:
        #: Yukon, D (Say Columns), one column. %1 the column, %n its face-down cards,
        #: %2 its face-up cards from the deepest, stretches that already alternate downwards read as one,
        #: separated by semicolons ("9 of clubs down to 8 of hearts; queen of spades").
        return fill(_plural(QCoreApplication.translate("Messages", "Column %1: %n face down; %2.", None, face_down),
                            face_down), column, text)
    #: Yukon, D (Say Columns), a column with no face-down card. %1 the column, %2 its stretches (as above).
    return fill(QCoreApplication.translate("Messages", "Column %1: %2.", "Yukon"), column, text)


def yk_stretch(first: Card, last: Card) -> str:
    #: Yukon, D (Say Columns): face-up cards that already alternate downwards, said by their ends.
    #: %1 the deepest card, %2 the card on top of them.
    return fill(QCoreApplication.translate("Messages", "%1 down to %2"), card_name(first), card_name(last))


def yk_fits_on(card: Card, onto: Card, column: int) -> str:
    #: Yukon, M (Say Moves) on a face-up card: one place it can go. %1 the card, %2 the card it fits on, %3 its column.
    return fill(QCoreApplication.translate("Messages", "The %1 fits on the %2 in column %3."),
                card_name(card), card_name(onto), column)


def yk_fits_empty(card: Card, column: int) -> str:
    #: Yukon, M (Say Moves) on a king: an empty column it can go to. %1 the king, %2 the column number.
    return fill(QCoreApplication.translate("Messages", "The %1 can go to empty column %2."), card_name(card), column)


def yk_fits_foundation(card: Card) -> str:
    #: Yukon, M (Say Moves) on a column's top card that can go to its foundation. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 can go to its foundation."), card_name(card))


def yk_find(card: Card, column: int, under: Card | None, over: Card | None) -> str:
    """Ctrl+F: a face-up card in a column, with its neighbours."""
    name = sentence_start(card_name(card))
    if under is not None and over is not None:
        #: Yukon, Ctrl+F (Find a Card). %1 the card, %2 its column, %3 the card it lies on, %4 the card lying on it.
        return fill(QCoreApplication.translate("Messages", "%1: column %2, on the %3, under the %4."),
                    name, column, card_name(under), card_name(over))
    if under is not None:
        #: Yukon, Ctrl+F: a column's top card. %1 the card, %2 its column, %3 the card it lies on.
        return fill(QCoreApplication.translate("Messages", "%1: column %2, on the %3, at the top."),
                    name, column, card_name(under))
    if over is not None:
        #: Yukon, Ctrl+F: a card at the bottom of its column. %1 the card, %2 its column, %3 the card lying on it.
        return fill(QCoreApplication.translate("Messages", "%1: column %2, at the bottom, under the %3."),
                    name, column, card_name(over))
    #: Yukon, Ctrl+F: a card alone in its column. %1 the card, %2 its column.
    return fill(QCoreApplication.translate("Messages", "%1: column %2, alone."), name, column)


def yk_info(score: int, time_text: str, moves: int) -> str:
    #: Yukon, I (Say Game Info), before whether the deal can still be won.
    #: %1 the score, %2 the time played ("4 minutes 12 seconds"), %n the moves made.
    return fill(_plural(QCoreApplication.translate("Messages", "Score %1, time %2, %n move(s).", None, moves), moves),
                score, time_text)


def yk_foundations_end(pile: Pile, up: bool) -> str:
    """Up on the first foundation or Down on the last (the foundations stand in a column): the focus stays."""
    if up:
        #: Yukon: Up on the first foundation (the foundations stand in a column at the right): the focus stays.
        #: %1 = "the clubs foundation" (a pile's name inside a sentence).
        return sentence_start(fill(QCoreApplication.translate("Messages", "Nothing above %1."), pile_name(pile)))
    #: Yukon: Down on the last foundation (the foundations stand in a column at the right): the focus stays.
    #: %1 = "the hearts foundation" (a pile's name inside a sentence).
    return sentence_start(fill(QCoreApplication.translate("Messages", "Nothing below %1."), pile_name(pile)))


def yk_tab_hint() -> str:
    #: Yukon: Tab pressed on the board (the piles are reached with the arrow keys and the digits).
    return QCoreApplication.translate(
        "Messages", "Left and Right move between the columns and the foundations, 1 to 7 go to a column, "
        "Up and Down along a column's face-up cards and along the foundations. F1 lists the keys.")


def yk_board_description() -> str:
    #: Yukon: the card table's accessible description, read by a screen reader with its name "Card table".
    return QCoreApplication.translate(
        "Messages", "Yukon solitaire. Left and Right move between piles, Up and Down along a column or the "
        "foundations, "
        "Space picks up a card with the cards on it and puts it down, Enter plays a card, H gives a hint, "
        "F1 lists every key.")


def yukon_rules_html() -> str:
    """The rules of Yukon as this game plays them, short."""
    #: F1, the rules tab in Yukon: the rules as this game plays them (HTML; keep the tags, translate the text).
    return QCoreApplication.translate("Messages",
        "<h2>Yukon</h2>"
        "<p>All 52 cards are dealt into seven columns: column 1 holds one card; columns 2 to 7 hold 1 to 6 "
        "face-down cards under five face-up cards. There is no stock. Build the four foundations up by suit, "
        "from the ace to the king; the game is won when all 52 cards are on them.</p>"
        "<ul>"
        "<li>Any face-up card moves, with every card lying on it, whatever their order.</li>"
        "<li>It goes on a column's top card one rank higher and of the other colour: a black 8 on a red 9.</li>"
        "<li>Only a king, with the cards on it, goes into an empty column.</li>"
        "<li>Only a column's top card goes to a foundation, one card at a time, and cards on the foundations "
        "stay there.</li>"
        "<li>A face-down card at the top of a column turns face up by itself.</li>"
        "<li>Score: 10 points per card on a foundation, 5 per card turned up.</li>"
        "</ul>")


def yukon_keys_html() -> str:
    """Yukon's own keys and the mouse, short (shown after the rules)."""
    #: F1, the rules tab in Yukon: Yukon's keys and the mouse, after the rules (HTML; keep the tags; key names in <b> are the keys' labels).
    return QCoreApplication.translate("Messages",
        "<h2>Keys of Yukon</h2>"
        "<ul>"
        "<li><b>Left</b> and <b>Right</b> go through the seven columns, then, from column 7, to the four "
        "foundations, which stand one under the other at the right; there <b>Up</b> and <b>Down</b> go along "
        "them. <b>Home</b> goes to column 1, <b>End</b> to the last foundation, <b>1</b> to <b>7</b> to a "
        "column.</li>"
        "<li>In a column, <b>Up</b> and <b>Down</b> go over its face-up cards: the card you are on moves with "
        "every card lying on it.</li>"
        "<li><b>Space</b> picks up and puts down, <b>Enter</b> sends a card to the best place, <b>F</b> to its "
        "foundation, <b>A</b> sends every safe card up.</li>"
        "<li><b>D</b> reads the columns, <b>T</b> the foundations, <b>M</b> where the card you are on can go, "
        "<b>I</b> the score, moves, time and whether the deal can still be won.</li>"
        "</ul>"
        "<h2>With the mouse</h2>"
        "<ul>"
        "<li><b>Drag</b> any face-up card onto another pile: the cards on it come along.</li>"
        "<li><b>Click</b> a card to send it to the best place, <b>double-click</b> to send it to its foundation.</li>"
        "</ul>")

