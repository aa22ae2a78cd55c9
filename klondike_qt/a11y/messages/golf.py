"""The sentences of Golf in play (the rule book's "By ear"): its name, the
welcome and a deal, the focus on a column card (free or under others, whether
it fits the waste), the waste and the stock, a play and a draw with what the
waste needs next, undo, the refusals in the rule's words, M, D, U, I, the Tab
hint, the board's description and the rules (F1).

Imported as a module (``from .messages import golf``), not through the
package's ``*``: its names are Golf's own."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ._text import _plural, fill, semicolon_list, separated_list
from .names import card_name, rank_name


def golf_title() -> str:
    #: The game's name (the window title, the Game menu, the statistics, the status bar). Spanish: Golf.
    return QCoreApplication.translate("Messages", "Golf")


def gf_welcome(number: int | None, restored: bool) -> str:
    if restored and number is not None:
        #: Golf's greeting when the window first gets the focus and the last game was restored. %1 the deal number.
        return fill(QCoreApplication.translate(
            "Messages", "Golf, deal %1. Your game is back where you left it. Press F1 for the list of keys."), number)
    if restored:
        #: Golf's greeting when the window first gets the focus and the last game, a deal without a number, was restored.
        return QCoreApplication.translate(
            "Messages", "Golf. Your game is back where you left it. Press F1 for the list of keys.")
    if number is None:
        #: Golf's greeting when the window first gets the focus, a deal set up by hand.
        return QCoreApplication.translate("Messages", "Golf. Press F1 for the list of keys.")
    #: Golf's greeting when the window first gets the focus. %1 the deal number.
    return fill(QCoreApplication.translate("Messages", "Golf, deal %1. Press F1 for the list of keys."), number)


def gf_new_deal(number: int | None, restart: bool, brief: bool, waste: Card, needs: str) -> str:
    if number is None:
        #: Golf, after a new deal or a restart of a deal set up by hand.
        return QCoreApplication.translate("Messages", "New Golf deal.")
    if restart:
        #: Golf, after a restart (Ctrl+R). %1 the deal number.
        return fill(QCoreApplication.translate("Messages", "Restarted Golf, deal %1."), number)
    if brief:
        #: Golf, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.
        return fill(QCoreApplication.translate("Messages", "Golf, deal %1."), number)
    #: Golf, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the card on the waste,
    #: %3 the ranks that fit it ("a 4 or a 6", "only a 2").
    return fill(QCoreApplication.translate(
        "Messages", "Golf, deal %1. The waste shows the %2: %3 fits."), number, card_name(waste), needs)


def gf_a_rank(rank: int) -> str:
    """A rank with its article, inside a sentence: "a 4", "an 8", "an ace"."""
    if rank in (1, 8):
        #: Golf: an ace or an 8 with its article, inside a sentence ("an 8", "an ace"). %1 the rank's name.
        return fill(QCoreApplication.translate("Messages", "an %1"), rank_name(rank))
    #: Golf: any other rank with its article, inside a sentence ("a 4", "a queen"). %1 the rank's name.
    return fill(QCoreApplication.translate("Messages", "a %1"), rank_name(rank))


def gf_needs(ranks: tuple[int, ...]) -> str:
    """The ranks that fit the waste, inside a sentence."""
    if len(ranks) == 2:
        #: Golf: the two ranks that go on the waste's card, inside a sentence ("a 4 or a 6", "an 8 or a 10").
        #: %1 and %2 each a rank with its article.
        return fill(QCoreApplication.translate("Messages", "%1 or %2"), gf_a_rank(ranks[0]), gf_a_rank(ranks[1]))
    #: Golf: the one rank that goes on an ace or a king, inside a sentence ("only a 2", "only a queen").
    #: %1 a rank with its article.
    return fill(QCoreApplication.translate("Messages", "only %1"), gf_a_rank(ranks[0]))


# -- the focus -----------------------------------------------------------------------------
def gf_focus_top(card: Card, column: int, under: int, fits: bool) -> str:
    if not under:
        if fits:
            #: Golf, the focus on a column's last card (nothing under it) that can go on the waste now.
            #: %1 the card, %2 the column number.
            return fill(QCoreApplication.translate("Messages", "%1, column %2, last card, fits the waste"),
                        card_name(card), column)
        #: Golf, the focus on a column's last card (nothing under it) that does not fit the waste now.
        #: %1 the card, %2 the column number.
        return fill(QCoreApplication.translate("Messages", "%1, column %2, last card, does not fit the waste"),
                    card_name(card), column)
    if fits:
        #: Golf, the focus on a column's top card (free) that can go on the waste now.
        #: %1 the card, %2 the column number, %n how many cards lie under it.
        return fill(_plural(QCoreApplication.translate(
            "Messages", "%1, column %2, top card, %n under it, fits the waste", None, under), under),
            card_name(card), column)
    #: Golf, the focus on a column's top card (free) that does not fit the waste now.
    #: %1 the card, %2 the column number, %n how many cards lie under it.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "%1, column %2, top card, %n under it, does not fit the waste", None, under), under),
        card_name(card), column)


def gf_focus_covered(card: Card, column: int, place: int, covered_by: list[Card]) -> str:
    #: Golf, the focus on a column card with cards on it (not free). %1 the card, %2 the column number,
    #: %3 its place counted from the column's top card (2: the second from the top),
    #: %4 the cards lying on it, the one right on it first, as a list.
    return fill(QCoreApplication.translate("Messages", "%1, column %2, card %3 from the top, under %4"),
                card_name(card), column, place, separated_list([card_name(c) for c in covered_by]))


def gf_focus_empty_column(column: int) -> str:
    #: Golf, the focus on an empty column (it stays empty). %1 the column number.
    return fill(QCoreApplication.translate("Messages", "Column %1, empty"), column)


def gf_focus_waste(card: Card, needs: str) -> str:
    #: Golf, the focus on the waste. %1 its top card, %2 the ranks that fit it ("a 4 or a 6", "only a 2").
    return fill(QCoreApplication.translate("Messages", "%1, waste, %2 fits"), card_name(card), needs)


def gf_focus_stock(count: int) -> str:
    if not count:
        #: Golf, the focus on the empty stock (one pass: it stays empty).
        return QCoreApplication.translate("Messages", "Stock, empty")
    #: Golf, the focus on the stock. %n how many cards are left in it.
    return _plural(QCoreApplication.translate("Messages", "Stock, %n card(s) left", None, count), count)


def gf_pile_title(kind: str, number: int) -> str:
    """A pile's accessible name: "Column 3", "Waste", "Stock"."""
    if kind == "column":
        #: Golf: a column's accessible name. %1 its number.
        return fill(QCoreApplication.translate("Messages", "Column %1"), number)
    if kind == "waste":
        #: Golf: the waste's accessible name (the one foundation every card ends on).
        return QCoreApplication.translate("Messages", "Waste")
    #: Golf: the stock's accessible name.
    return QCoreApplication.translate("Messages", "Stock")


# -- what a move did -------------------------------------------------------------------------
def gf_played(card: Card, onto: Card) -> str:
    #: Golf, after a card went from a column onto the waste. %1 the card played, %2 the waste card it went on.
    return fill(QCoreApplication.translate("Messages", "Played %1 on the %2."), card_name(card), card_name(onto))


def gf_redone_play(card: Card, onto: Card) -> str:
    #: Golf, after redoing a play (Ctrl+Y). %1 the card played again, %2 the waste card it went on.
    return fill(QCoreApplication.translate("Messages", "Redone: played %1 on the %2."), card_name(card),
                card_name(onto))


def gf_redone_draw(card: Card) -> str:
    #: Golf, after redoing a draw (Ctrl+Y). %1 the card turned again.
    return fill(QCoreApplication.translate("Messages", "Redone: turned the %1."), card_name(card))


def gf_shows(column: int, card: Card) -> str:
    #: Golf, after a play: the column's new top card (now free). %1 the column number, %2 the card.
    return fill(QCoreApplication.translate("Messages", "Column %1 shows the %2."), column, card_name(card))


def gf_column_emptied(column: int) -> str:
    #: Golf, after a play that took a column's last card. %1 the column number.
    return fill(QCoreApplication.translate("Messages", "Column %1 is empty."), column)


def gf_next(needs: str) -> str:
    #: Golf, after a play: what fits the waste now. %1 the ranks ("a 5 or a 7", "only a queen").
    return fill(QCoreApplication.translate("Messages", "Next: %1."), needs)


def gf_left(left: int) -> str:
    #: Golf, after a play: %n how many cards are left in the seven columns.
    return _plural(QCoreApplication.translate("Messages", "%n card(s) left in the columns.", None, left), left)


def gf_turned(card: Card, needs: str) -> str:
    #: Golf, after a draw (N, or a click on the stock). %1 the card turned onto the waste,
    #: %2 the ranks that fit it ("a 4 or a 6", "only a queen").
    return fill(QCoreApplication.translate("Messages", "Turned the %1: %2 fits."), card_name(card), needs)


def gf_stock_left(count: int) -> str:
    #: Golf, after a draw, and in U and I: %n how many cards are left in the stock.
    return _plural(QCoreApplication.translate("Messages", "%n left in the stock.", None, count), count)


def gf_undo_play(card: Card, column: int, waste: Card) -> str:
    #: Golf, after undoing a play. %1 the card back on its column, %2 the column number, %3 the waste's card now.
    return fill(QCoreApplication.translate("Messages", "Undone: the %1 is back on column %2. The waste shows the %3."),
                card_name(card), column, card_name(waste))


def gf_undo_draw(card: Card, waste: Card) -> str:
    #: Golf, after undoing a draw. %1 the card back on the stock, %2 the waste's card now.
    return fill(QCoreApplication.translate("Messages", "Undone: the %1 is back on the stock. The waste shows the %2."),
                card_name(card), card_name(waste))


def gf_undo_step(card: Card, column: int) -> str:
    if column:
        #: Golf: a play in the Edit menu's undo history. %1 the card, %2 the column it came from.
        return fill(QCoreApplication.translate("Messages", "Play %1 from column %2"), card_name(card), column)
    #: Golf: a draw in the Edit menu's undo history. %1 the card turned.
    return fill(QCoreApplication.translate("Messages", "Turn %1"), card_name(card))


# -- status ---------------------------------------------------------------------------------
def gf_won(stock: int, time_text: str) -> str:
    #: Golf, the win (the last column emptied). %1 the time played, %n the cards left in the stock
    #: (the score is minus that number).
    return fill(_plural(QCoreApplication.translate(
        "Messages", "You won in %1! All the columns are cleared, %n card(s) left in the stock: score minus %n.",
        None, stock), stock), time_text)


def gf_no_moves(left: int) -> str:
    #: Golf, said after a move when no column card fits the waste or any card left in the stock.
    #: %1 the cards left in the columns (the score).
    return fill(QCoreApplication.translate(
        "Messages", "No moves left: no top card fits the waste, and no draw can help. Score %1. "
        "Undo, or press F2 for a new deal."), left)


# -- refusals ---------------------------------------------------------------------------------
def gf_not_adjacent(card: Card, onto: Card, needs: str) -> str:
    #: Golf, refused: a card one rank away from the waste's card goes on it. %1 the card, %2 the waste's card,
    #: %3 the ranks that fit ("a 4 or a 6").
    return fill(QCoreApplication.translate("Messages", "The %1 doesn't fit the %2: it needs %3."),
                card_name(card), card_name(onto), needs)


def gf_no_wrap() -> str:
    #: Golf, refused: a king on an ace (ranks do not wrap around).
    return QCoreApplication.translate("Messages", "No wrapping: only a 2 goes on an ace.")


def gf_only_queen() -> str:
    #: Golf, refused: an ace on a king.
    return QCoreApplication.translate("Messages", "Only a queen goes on a king.")


def gf_not_top(card: Card, on_it: Card) -> str:
    #: Golf, refused: a card with cards on it. %1 the card, %2 the card lying right on it.
    return fill(QCoreApplication.translate(
        "Messages", "Only the top card of a column can be played: the %1 is under the %2."),
        card_name(card), card_name(on_it))


def gf_on_waste(card: Card) -> str:
    #: Golf, refused: the card is already on the waste. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is already on the waste."), card_name(card))


def gf_in_stock(card: Card) -> str:
    #: Golf, refused: a card still in the stock. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is still in the stock: N turns the next card."),
                card_name(card))


def gf_only_onto_waste(card: Card) -> str:
    #: Golf, refused: a held card put down on a column (nothing is ever placed on a column). %1 the card.
    return fill(QCoreApplication.translate("Messages", "Nothing goes on a column: the %1 can only go onto the waste."),
                card_name(card))


def gf_not_on_stock(card: Card) -> str:
    #: Golf, refused: a held card put down on the stock (cards only leave it). %1 the card.
    return fill(QCoreApplication.translate("Messages", "The stock takes no card: the %1 can only go onto the waste."),
                card_name(card))


def gf_waste_stays() -> str:
    #: Golf, Space on the waste: its card is the target of every play, it is never picked up.
    return QCoreApplication.translate("Messages", "The waste's card stays: play a column's top card onto it.")


def gf_stock_empty() -> str:
    #: Golf, refused: a draw from the empty stock (one pass, no recycling).
    return QCoreApplication.translate("Messages", "The stock is empty.")


def gf_game_over() -> str:
    #: Golf, refused: a move after the win.
    return QCoreApplication.translate("Messages", "The deal is won: no move after a win.")


# -- answers ------------------------------------------------------------------------------------
def gf_bottom_card(column: int) -> str:
    #: Golf, Up on a column's bottom card (the focus stays). %1 the column number.
    return fill(QCoreApplication.translate("Messages", "Bottom of column %1."), column)


def gf_nothing_below() -> str:
    #: Golf, Down on the waste or the stock (the focus stays).
    return QCoreApplication.translate("Messages", "Nothing below the waste and the stock.")


def gf_play_instruction(card: Card, column: int) -> str:
    #: Golf, a move in M's list and H's hint: a column's top card that fits the waste.
    #: %1 the card, %2 the column number.
    return fill(QCoreApplication.translate("Messages", "%1, column %2"), card_name(card), column)


def gf_draw_instruction(count: int) -> str:
    #: Golf, H's hint or M's list: draw a card. %n the cards left in the stock.
    return _plural(QCoreApplication.translate("Messages", "draw, %n left in the stock", None, count), count)


def gf_nothing_fits(count: int) -> str:
    if not count:
        #: Golf, M when no top card fits the waste and the stock is empty.
        return QCoreApplication.translate("Messages", "Nothing fits, and the stock is empty.")
    #: Golf, M when no top card fits the waste. %n the cards left in the stock.
    return _plural(QCoreApplication.translate("Messages", "Nothing fits: draw, %n left in the stock.", None, count),
                   count)


def gf_fits_list(moves: list[str]) -> str:
    #: Golf, M: the top cards that fit the waste now. %1 the list ("7 of hearts, column 3; 5 of diamonds, column 6").
    return fill(QCoreApplication.translate("Messages", "Fits the waste: %1."), semicolon_list(moves))


def gf_column_read(column: int, cards: list[Card]) -> str:
    if not cards:
        #: Golf, D (Say Columns): an empty column. %1 the column number.
        return fill(QCoreApplication.translate("Messages", "Column %1: empty."), column)
    #: Golf, D (Say Columns): one column, from its top card down. %1 the column number, %2 its cards as a list.
    return fill(QCoreApplication.translate("Messages", "Column %1, from the top: %2."), column,
                separated_list([card_name(c) for c in cards]))


def gf_waste_stock(waste: Card, needs: str, stock: int) -> str:
    #: Golf, U (Say Waste and Stock). %1 the waste's card, %2 the ranks that fit it, %n the cards left in the stock.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "Waste: the %1, %2 fits. %n card(s) left in the stock.", None, stock), stock),
        card_name(waste), needs)


def gf_find_column(card: Card, column: int, place: int) -> str:
    #: Golf, Find a Card (Ctrl+F), a card in a column. %1 the card, %2 the column, %3 its place from the top (1: the top card).
    return fill(QCoreApplication.translate("Messages", "The %1 is in column %2, card %3 from the top."),
                card_name(card), column, place)


def gf_find_waste(card: Card, cards_on: int) -> str:
    #: Golf, Find a Card (Ctrl+F), a card on the waste. %1 the card, %n how many cards lie on it.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "The %1 is on the waste, under %n card(s).", None, cards_on), cards_on), card_name(card))


def gf_find_stock(card: Card) -> str:
    #: Golf, Find a Card (Ctrl+F), a card still in the stock (where in the stock is not said: its order is hidden).
    #: %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is in the stock."), card_name(card))


def gf_info(strokes: int, stock: int, time_text: str) -> str:
    #: Golf, I (Say Game Info), before whether the deal can still be won. %1 the score in strokes
    #: (the cards left in the columns; minus the stock left once won), %2 the time played, %n the cards in the stock.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "Score %1 strokes, %n card(s) left in the stock, time %2.", None, stock), stock),
        strokes, time_text)


def gf_tab_hint() -> str:
    #: Golf: Tab pressed on the board (the piles are reached with the arrow keys and the digits).
    return QCoreApplication.translate(
        "Messages", "Left and Right move between the seven columns, the waste and the stock, 1 to 7 go to a "
        "column's top card, Up and Down along a column. Enter plays the card onto the waste; Space picks it up, to "
        "play it with Enter from anywhere, and Escape puts it back. N draws, M says what fits. F1 lists the keys.")


def gf_board_description() -> str:
    #: Golf: the card table's accessible description, read by a screen reader with its name "Card table".
    return QCoreApplication.translate(
        "Messages", "Golf solitaire. Left and Right move between the columns, the waste and the stock, Up and "
        "Down along a column, Enter plays a card onto the waste, N draws, H gives a hint, "
        "F1 lists every key.")


def golf_rules_html() -> str:
    """The rules of Golf as this game plays them, short, and its keys."""
    #: F1, the rules tab in Golf: the rules and the keys (HTML; keep the tags, translate the text;
    #: key names in <b> are the keys' labels).
    return QCoreApplication.translate("Messages",
        "<h2>Golf</h2>"
        "<p>Seven columns of five face-up cards, a stock of 16 and a waste. Clear the columns: every card "
        "goes onto the waste.</p>"
        "<ul>"
        "<li>A column's top card goes onto the waste when it is one rank above or below the waste's card, "
        "whatever the suit: on a 7, a 6 or an 8. No wrapping: on an ace only a 2, on a king only a queen.</li>"
        "<li>Draw the stock's next card onto the waste at any time; one pass, no recycling.</li>"
        "<li>Nothing is ever put on a column; an empty column stays empty.</li>"
        "<li>The score is in strokes, lower is better: the cards left in the columns; a won deal scores minus "
        "the cards left in the stock.</li>"
        "</ul>"
        "<h2>Keys of Golf</h2>"
        "<ul>"
        "<li><b>Left</b> and <b>Right</b> go through the seven columns, the waste and the stock; <b>1</b> to "
        "<b>7</b> go to a column's top card, <b>P</b> to the waste.</li>"
        "<li>In a column you start on the top card, the one that can be played: <b>Up</b> goes to the cards "
        "under it, <b>Down</b> back to the top, and from the top card to the waste.</li>"
        "<li><b>Enter</b> plays the card you are on onto the waste (on the stock: draws); <b>Space</b> picks a "
        "top card up and, on the waste (<b>P</b>), puts it down; "
        "<b>N</b> draws. With the mouse, click a card or drag it onto the waste; click the stock to draw.</li>"
        "<li><b>M</b> says the top cards that fit the waste, <b>H</b> gives a hint, <b>D</b> reads the columns "
        "from the top card down, <b>U</b> the waste and the stock, <b>I</b> the score, the stock and whether "
        "the deal can still be won.</li>"
        "</ul>")
