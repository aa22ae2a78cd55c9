"""The sentences of TriPeaks in play (the rule book's "By ear"): its name, the
welcome and a deal, the focus on a card of the peaks (where it is, whether it
is free, what covers it, whether it fits the waste), the stock and the waste,
a play with what it scored and turned up, a draw, the refusals, M, H, I, D,
Ctrl+F, the Tab hint, the board's description and the rules (F1).

Imported as a module (``from .messages import tripeaks``), not through the
package's ``*``: its names are TriPeaks' own."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine.cards import Card
from ._text import _plural, fill, semicolon_list, separated_list, tr
from .names import card_name

#: A rank with its article, for what goes on the waste ("it needs a 7 or a 9"), ace to king.
_RANKS_WITH_ARTICLE = (
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1" ("an ace or a 3").
    QT_TRANSLATE_NOOP("Messages", "an ace"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a 2"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a 3"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a 4"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a 5"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a 6"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a 7"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "an 8"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a 9"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a 10"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a jack"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a queen"),
    #: TriPeaks: a rank with its article, inside "Next: %1." and "it needs %1".
    QT_TRANSLATE_NOOP("Messages", "a king"),
)


def tripeaks_title() -> str:
    #: The game's name (the window title, the Game menu, the statistics, the status bar).
    return QCoreApplication.translate("Messages", "TriPeaks")


def tp_needs(ranks: tuple[int, ...]) -> str:
    """The ranks that go on the waste: "a 7 or a 9"."""
    names = [tr(_RANKS_WITH_ARTICLE[rank - 1]) for rank in ranks]
    if len(names) == 1:
        return names[0]
    #: TriPeaks: the two ranks that go on the waste's card. %1 and %2 each a rank with its article ("a 7", "a 9").
    return fill(QCoreApplication.translate("Messages", "%1 or %2"), names[0], names[1])


def tp_the_card(card: Card) -> str:
    #: TriPeaks: a card named inside a list of the cards lying on another ("under the 9 of clubs and …"). %1 the card. Forms allowed.
    return fill(QCoreApplication.translate("Messages", "the %1", "a card lying on another"), card_name(card))


def tp_face_down_cards(count: int) -> str:
    if count == 1:
        #: TriPeaks: a face-down card inside a list of the cards lying on another ("under the 9 of clubs and a face-down card").
        return QCoreApplication.translate("Messages", "a face-down card")
    #: TriPeaks: face-down cards inside a list of the cards lying on another ("under 2 face-down cards"). %n how many.
    return _plural(QCoreApplication.translate("Messages", "%n face-down card(s)", None, count), count)


def tp_welcome(number: int | None, restored: bool) -> str:
    if restored and number is not None:
        #: TriPeaks' greeting when the window first gets the focus and the last game was restored. %1 the deal number.
        return fill(QCoreApplication.translate(
            "Messages", "TriPeaks, deal %1. Your game is back where you left it. Press F1 for the list of keys."), number)
    if restored:
        #: TriPeaks' greeting when the window first gets the focus and the last game, a deal without a number, was restored.
        return QCoreApplication.translate(
            "Messages", "TriPeaks. Your game is back where you left it. Press F1 for the list of keys.")
    if number is None:
        #: TriPeaks' greeting when the window first gets the focus, a deal set up by hand.
        return QCoreApplication.translate("Messages", "TriPeaks. Press F1 for the list of keys.")
    #: TriPeaks' greeting when the window first gets the focus. %1 the deal number.
    return fill(QCoreApplication.translate("Messages", "TriPeaks, deal %1. Press F1 for the list of keys."), number)


def tp_new_deal(number: int | None, restart: bool, waste: Card, needs: str) -> str:
    if number is None:
        #: TriPeaks, after a new deal of a deal set up by hand. %1 the waste's card, %2 the ranks that go on it ("a 7 or a 9").
        return fill(QCoreApplication.translate("Messages", "New TriPeaks deal. Waste: %1. Next: %2."),
                    card_name(waste), needs)
    if restart:
        #: TriPeaks, after a restart (Ctrl+R). %1 the deal number, %2 the waste's card, %3 the ranks that go on it.
        return fill(QCoreApplication.translate("Messages", "Restarted TriPeaks, deal %1. Waste: %2. Next: %3."),
                    number, card_name(waste), needs)
    #: TriPeaks, after a new deal (F2, Ctrl+G). %1 the deal number, %2 the waste's card, %3 the ranks that go on it.
    return fill(QCoreApplication.translate("Messages", "TriPeaks, deal %1. Waste: %2. Next: %3."),
                number, card_name(waste), needs)


# -- the focus -------------------------------------------------------------------------------
def tp_focus_free(card: Card, peak: int | None, row: int, number: int, size: int, fits: bool) -> str:
    """A free (face-up) card of the tableau."""
    name = card_name(card)
    if peak is None and fits:
        #: TriPeaks, the focus on a free card of row 4 (the base) that can go on the waste now.
        #: %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).
        return fill(QCoreApplication.translate("Messages", "%1, row %2, card %3 of %4, free, fits the waste."),
                    name, row, number, size)
    if peak is None:
        #: TriPeaks, the focus on a free card of row 4 that does not fit the waste now.
        #: %1 the card, %2 the row (4), %3 its place from the left, %4 the cards the row had (10).
        return fill(QCoreApplication.translate("Messages", "%1, row %2, card %3 of %4, free."), name, row, number, size)
    if fits:
        #: TriPeaks, the focus on a free card of a peak that can go on the waste now.
        #: %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.
        return fill(QCoreApplication.translate(
            "Messages", "%1, peak %2, row %3, card %4 of %5, free, fits the waste."), name, peak, row, number, size)
    #: TriPeaks, the focus on a free card of a peak that does not fit the waste now.
    #: %1 the card, %2 the peak (1–3), %3 the row (1–3), %4 its place from the left, %5 the cards the row had.
    return fill(QCoreApplication.translate("Messages", "%1, peak %2, row %3, card %4 of %5, free."),
                name, peak, row, number, size)


def tp_focus_face_down(peak: int, row: int, number: int, size: int, under: list[str]) -> str:
    #: TriPeaks, the focus on a face-down card (it is covered). %1 the peak (1–3), %2 the row (1–3),
    #: %3 its place from the left, %4 the cards the row had, %5 the cards lying on it, as a list
    #: ("the 9 of clubs and a face-down card").
    return fill(QCoreApplication.translate("Messages", "Face-down card, peak %1, row %2, card %3 of %4, under %5."),
                peak, row, number, size, _list(under))


def tp_focus_stock(count: int) -> str:
    if not count:
        #: TriPeaks, the focus on the stock when it is empty (there is one pass: it is not turned over).
        return QCoreApplication.translate("Messages", "Stock, empty.")
    #: TriPeaks, the focus on the stock. %n the cards left in it.
    return _plural(QCoreApplication.translate("Messages", "Stock, %n card(s). Space turns the next one.", None,
                                              count), count)


def tp_focus_waste(card: Card, count: int, needs: str) -> str:
    #: TriPeaks, the focus on the waste. %1 its top card, %n the cards on the waste, %2 the ranks that go on it.
    return fill(_plural(QCoreApplication.translate("Messages", "%1, waste, %n card(s). Next: %2.", None, count),
                        count), card_name(card), needs)


def tp_at_top() -> str:
    #: TriPeaks, Up on the highest row that has cards: the focus stays.
    return QCoreApplication.translate("Messages", "Top of the peaks.")


def tp_at_bottom() -> str:
    #: TriPeaks, Down on the stock or the waste: the focus stays.
    return QCoreApplication.translate("Messages", "Bottom of the table.")


# -- moves -------------------------------------------------------------------------------------
def tp_played(card: Card, onto: Card, streak: int, points: int) -> str:
    #: TriPeaks, after a card went onto the waste. %1 the card, %2 the card it went on,
    #: %3 the streak with it (cards played since the last draw), %4 the points it scored.
    return fill(QCoreApplication.translate("Messages", "Played %1 on the %2. Streak %3, plus %4."),
                card_name(card), card_name(onto), streak, points)


def tp_turned_up(cards: list[Card]) -> str:
    #: TriPeaks, after a play freed cards (they turned face up). %1 the cards, each with its article, as a list
    #: ("the jack of clubs and the 4 of hearts").
    return fill(QCoreApplication.translate("Messages", "Turned up %1."), _list([tp_the_card(c) for c in cards]))


def tp_peak_cleared(peak: int) -> str:
    #: TriPeaks, after a peak's top card was played. %1 the peak (1–3).
    return fill(QCoreApplication.translate("Messages", "Peak %1 cleared."), peak)


def tp_next(needs: str) -> str:
    #: TriPeaks, after a move: what goes on the waste now. %1 the ranks ("a 7 or a 9").
    return fill(QCoreApplication.translate("Messages", "Next: %1."), needs)


def tp_drew(card: Card, ended: int, left: int) -> str:
    if ended:
        #: TriPeaks, after a draw that ended a streak. %1 the card turned, %2 the streak it ended,
        #: %n the cards left in the stock.
        return fill(_plural(QCoreApplication.translate(
            "Messages", "Turned %1. Streak ended at %2. %n left in the stock.", None, left), left),
            card_name(card), ended)
    #: TriPeaks, after a draw. %1 the card turned, %n the cards left in the stock.
    return fill(_plural(QCoreApplication.translate("Messages", "Turned %1. %n left in the stock.", None, left), left),
                card_name(card))


def tp_action_played(card: Card) -> str:
    #: TriPeaks: inside "Undone: %1." / "Redone: %1." (lower case). %1 the card played onto the waste.
    return fill(QCoreApplication.translate("Messages", "played %1"), card_name(card))


def tp_action_drew(card: Card) -> str:
    #: TriPeaks: inside "Undone: %1." / "Redone: %1." (lower case). %1 the card turned from the stock.
    return fill(QCoreApplication.translate("Messages", "turned %1"), card_name(card))


def tp_undo_step(card: Card | None) -> str:
    if card is None:
        #: TriPeaks: an undo step, a card turned from the stock. Shown in the Edit menu ("Undo Draw").
        return QCoreApplication.translate("Messages", "Draw", "undo step")
    #: TriPeaks: an undo step, a card onto the waste. Shown in the Edit menu ("Undo Play 8 of spades"). %1 the card.
    return fill(QCoreApplication.translate("Messages", "Play %1", "undo step"), card_name(card))


def tp_no_moves() -> str:
    #: TriPeaks, after a move, when no free card fits the waste nor any card left in the stock.
    return QCoreApplication.translate(
        "Messages", "No moves left: no free card fits the waste or any card left in the stock. "
        "Undo, or press F2 for a new deal.")


# -- refusals ----------------------------------------------------------------------------------
def tp_doesnt_fit(card: Card, top: Card, needs: str) -> str:
    #: TriPeaks, a card refused on the waste. %1 the card, %2 the waste's card, %3 the ranks that fit ("a 7 or a 9").
    return fill(QCoreApplication.translate("Messages", "The %1 doesn't fit the %2: it needs %3."),
                card_name(card), card_name(top), needs)


def tp_face_down(under: list[str]) -> str:
    #: TriPeaks, a covered card played. %1 the cards lying on it, as a list ("the 9 of clubs and a face-down card").
    return fill(QCoreApplication.translate("Messages", "That card is face down, under %1."), _list(under))


def tp_not_on_tableau(card: Card) -> str:
    #: TriPeaks, the waste's card (or a stock card) played: only the table's free cards go on the waste. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 stays where it is: only free cards of the peaks "
                                                       "go on the waste."), card_name(card))


def tp_stock_empty() -> str:
    #: TriPeaks, a draw with an empty stock (one pass: it is not turned over).
    return QCoreApplication.translate("Messages", "The stock is empty.")


def tp_game_over() -> str:
    #: TriPeaks, a move after the win.
    return QCoreApplication.translate("Messages", "The game is over: press F2 for a new deal.")


def tp_waste_only_row(card: Card, row: int) -> str:
    #: TriPeaks, a card put down on a row of the peaks. %1 the card, %2 the row.
    return fill(QCoreApplication.translate("Messages", "Cards go only onto the waste: the %1 can't go on row %2."),
                card_name(card), row)


def tp_waste_only_stock(card: Card) -> str:
    #: TriPeaks, a card put down on the stock. %1 the card.
    return fill(QCoreApplication.translate("Messages", "Cards go only onto the waste: the %1 can't go on the stock."),
                card_name(card))


def tp_waste_stays() -> str:
    #: TriPeaks, Space on the waste: its card does not move.
    return QCoreApplication.translate("Messages", "The waste's card stays: play free cards onto it.")


# -- answers -----------------------------------------------------------------------------------
def tp_card_in_row(card: Card, row: int) -> str:
    #: TriPeaks, M: one free card that fits the waste, in a list. %1 the card, %2 its row.
    return fill(QCoreApplication.translate("Messages", "%1, row %2"), card_name(card), row)


def tp_moves(fitting: list[str], stock: int) -> str:
    if not fitting and stock:
        #: TriPeaks, M when no free card fits the waste. %n the cards left in the stock.
        return _plural(QCoreApplication.translate("Messages", "Nothing fits: draw, %n left in the stock.", None,
                                                  stock), stock)
    if not fitting:
        #: TriPeaks, M when no free card fits the waste and the stock is empty.
        return QCoreApplication.translate("Messages", "Nothing fits, and the stock is empty.")
    if not stock:
        #: TriPeaks, M: the free cards that fit the waste; the stock is empty. %1 the cards with their rows
        #: ("9 of clubs, row 4; 7 of diamonds, row 3").
        return fill(QCoreApplication.translate("Messages", "Fits the waste: %1."), semicolon_list(fitting))
    #: TriPeaks, M: the free cards that fit the waste, then the draw. %1 the cards with their rows
    #: ("9 of clubs, row 4; 7 of diamonds, row 3"), %n the cards left in the stock.
    return fill(_plural(QCoreApplication.translate("Messages", "Fits the waste: %1. Or draw, %n left in the stock.",
                                                   None, stock), stock), semicolon_list(fitting))


def tp_do_play(card: Card, row: int, onto: Card) -> str:
    #: TriPeaks, H: a play as an instruction (lower case). %1 the card, %2 its row, %3 the waste's card.
    return fill(QCoreApplication.translate("Messages", "play the %1 from row %2 onto the %3"),
                card_name(card), row, card_name(onto))


def tp_do_draw(left: int) -> str:
    #: TriPeaks, H: the draw as an instruction (lower case). %n the cards left in the stock.
    return _plural(QCoreApplication.translate("Messages", "draw from the stock (%n card(s) left)", None, left), left)


def tp_info(score: int, streak: int, next_points: int, tableau: int, stock: int, peaks: int) -> str:
    #: TriPeaks, I: the score and what the next card earns. %1 the score, %2 the streak (cards played since the
    #: last draw), %3 the points the next card of the streak would earn, %4 the cards left on the peaks,
    #: %5 the cards left in the stock, %n the peaks cleared.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "Score %1, streak %2; the next card earns %3. Cards left: %4 on the peaks, %5 in the stock. "
        "%n peak(s) cleared.", None, peaks), peaks), score, streak, next_points, tableau, stock)


def tp_waste_stock(top: Card, needs: str, stock: int) -> str:
    if not stock:
        #: TriPeaks, U and T: the waste's card and what goes on it; the stock is empty. %1 the card, %2 the ranks.
        return fill(QCoreApplication.translate("Messages", "Waste: %1, next %2. The stock is empty."),
                    card_name(top), needs)
    #: TriPeaks, U and T: the waste's card, what goes on it, the stock. %1 the card, %2 the ranks ("a 7 or a 9"),
    #: %n the cards left in the stock.
    return fill(_plural(QCoreApplication.translate("Messages", "Waste: %1, next %2. %n card(s) in the stock.", None,
                                                   stock), stock), card_name(top), needs)


def tp_row_cleared(row: int) -> str:
    #: TriPeaks, D: a row whose cards were all played. %1 the row (1–4).
    return fill(QCoreApplication.translate("Messages", "Row %1: cleared."), row)


def tp_row(row: int, face_down: int, free: list[Card]) -> str:
    names = _list([card_name(c) for c in free])
    if not free:
        #: TriPeaks, D: a row of face-down cards only. %1 the row, %n the face-down cards.
        return fill(_plural(QCoreApplication.translate("Messages", "Row %1: %n face down.", None, face_down),
                            face_down), row)
    if not face_down:
        #: TriPeaks, D: a row whose cards left are all free. %1 the row, %2 the cards, as a list.
        return fill(QCoreApplication.translate("Messages", "Row %1: free %2."), row, names)
    #: TriPeaks, D: a row. %1 the row, %n its face-down cards, %2 its free cards, as a list.
    return fill(_plural(QCoreApplication.translate("Messages", "Row %1: %n face down; free %2.", None, face_down),
                        face_down), row, names)


def tp_find_free(card: Card, row: int, number: int) -> str:
    #: TriPeaks, Ctrl+F: a free card. %1 the card, %2 its row, %3 its place from the left.
    return fill(QCoreApplication.translate("Messages", "The %1 is in row %2, card %3, free."), card_name(card), row,
                number)


def tp_find_waste(card: Card, top: bool) -> str:
    if top:
        #: TriPeaks, Ctrl+F: the card is the waste's top card. %1 the card.
        return fill(QCoreApplication.translate("Messages", "The %1 is the waste's card."), card_name(card))
    #: TriPeaks, Ctrl+F: the card was played, it lies on the waste under others. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is on the waste, under other cards."), card_name(card))


def tp_find_hidden(card: Card) -> str:
    #: TriPeaks, Ctrl+F: the card is face down on the peaks or in the stock (which is not said). %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is out of sight: face down or in the stock."),
                card_name(card))


def tp_tab_hint() -> str:
    #: TriPeaks: Tab on the card table (the only stop): how to move.
    return QCoreApplication.translate(
        "Messages", "Left and Right go through the cards, Up and Down between the rows of the peaks, "
        "1 to 4 go to a row, 5 to the stock, 6 to the waste. Enter plays a card; Space picks it up, to play it with "
        "Enter from anywhere, and Escape puts it back. N draws. F1 lists the keys.")


def tp_board_description() -> str:
    #: TriPeaks: the card table's accessible description, read by a screen reader with its name "Card table".
    return QCoreApplication.translate(
        "Messages", "TriPeaks solitaire. Up and Down move between the rows of the peaks, Left and Right along them, "
        "Enter plays a card onto the waste, N draws, H gives a hint, F1 lists every key.")


def tripeaks_rules_html() -> str:
    """The rules of TriPeaks as this game plays them, short."""
    #: F1, the rules tab in TriPeaks: the rules as this game plays them (HTML; keep the tags, translate the text).
    return QCoreApplication.translate("Messages",
        "<h2>TriPeaks</h2>"
        "<p>28 cards lie in four rows forming three peaks: row 1 holds the three peak tops, row 2 six cards, "
        "row 3 nine, row 4 ten. Each card lies on two cards of the row under it. A card is free when no card "
        "lies on it; free cards are face up. The other 24 cards are the stock; the deal turns its first card "
        "onto the waste. Clear the peaks: the game is won when all 28 cards are on the waste.</p>"
        "<ul>"
        "<li>A free card goes onto the waste if it is one rank above or below the waste's card, whatever the "
        "suit: on a 7 a 6 or an 8. The king and the ace are next to each other.</li>"
        "<li>A covered card turns face up by itself once both cards on it are gone.</li>"
        "<li>Draw: the stock's next card goes onto the waste, at any time. The stock is gone through once.</li>"
        "<li>Score: each card played earns 100, 300, 500 … more for each card of the streak (the cards played "
        "since the last draw); clearing a peak earns 500, then 1,000, then 5,000.</li>"
        "</ul>")


def tripeaks_keys_html() -> str:
    """TriPeaks' own keys and the mouse, short (shown after the rules)."""
    #: F1, the rules tab in TriPeaks: its keys and the mouse, after the rules (HTML; keep the tags; key names in <b> are the keys' labels).
    return QCoreApplication.translate("Messages",
        "<h2>Keys of TriPeaks</h2>"
        "<ul>"
        "<li><b>Up</b> and <b>Down</b> go between the rows of the peaks to the nearest card; <b>Down</b> from "
        "row 4 reaches the stock and the waste. <b>Left</b> and <b>Right</b> go through every card in reading "
        "order, then the stock and the waste.</li>"
        "<li><b>1</b> to <b>4</b> go to a row, on its best card to play (a row with no free card yet: the first "
        "row down that has one); <b>5</b> the stock, <b>6</b> and <b>P</b> the waste.</li>"
        "<li><b>Enter</b> plays the card you are on onto the waste; <b>Space</b> picks it up and, on the waste, "
        "puts it down. <b>N</b> draws from the stock.</li>"
        "<li><b>M</b> says which free cards fit the waste, <b>H</b> the best move, <b>D</b> reads the rows, "
        "<b>U</b> the waste and the stock, <b>I</b> the score, the streak and whether the deal can still be "
        "won.</li>"
        "</ul>"
        "<h2>With the mouse</h2>"
        "<ul>"
        "<li><b>Click</b> a free card to play it onto the waste, or <b>drag</b> it there. <b>Click</b> the stock "
        "to draw.</li>"
        "</ul>")


def _list(items: list[str]) -> str:
    return separated_list(items)


def tp_pile_name(kind: str, number: int) -> str:
    """A pile's accessible name: "Row 2", "Stock", "Waste"."""
    if kind == "stock":
        #: TriPeaks: the stock's accessible name.
        return QCoreApplication.translate("Messages", "Stock")
    if kind == "waste":
        #: TriPeaks: the waste's accessible name.
        return QCoreApplication.translate("Messages", "Waste")
    #: TriPeaks: a row of the peaks, its accessible name. %1 the row (1 the peak tops, 4 the base).
    return fill(QCoreApplication.translate("Messages", "Row %1"), number)
