"""The sentences of Pyramid in play (the rule book's "By ear"): its name, the
welcome and a deal, the focus on a pyramid card (where it is, free or what
covers it, what it pairs with), the stock and the waste, a card held, a
removal with its points and what it freed, a draw and a recycle, the
refusals with their rule, M, D, T, U, I, Ctrl+F, the Tab hint and the rules
(F1).

Imported as a module (``from .messages import pyramid``), not through the
package's ``*``: its names are Pyramid's own."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ._text import _plural, fill, separated_list
from .names import card_name


def pyramid_title() -> str:
    #: The game's name (the window title, the Game menu, the statistics, the status bar). Spanish: Pirámide.
    return QCoreApplication.translate("Messages", "Pyramid")


def py_welcome(number: int | None, restored: bool) -> str:
    if restored and number is not None:
        #: Pyramid's greeting when the window first gets the focus and the last game was restored. %1 the deal number.
        return fill(QCoreApplication.translate(
            "Messages", "Pyramid, deal %1. Your game is back where you left it. Press F1 for the list of keys."), number)
    if restored:
        #: Pyramid's greeting when the window first gets the focus and the last game, a deal without a number, was restored.
        return QCoreApplication.translate(
            "Messages", "Pyramid. Your game is back where you left it. Press F1 for the list of keys.")
    if number is None:
        #: Pyramid's greeting when the window first gets the focus, a deal set up by hand.
        return QCoreApplication.translate("Messages", "Pyramid. Press F1 for the list of keys.")
    #: Pyramid's greeting when the window first gets the focus. %1 the deal number.
    return fill(QCoreApplication.translate("Messages", "Pyramid, deal %1. Press F1 for the list of keys."), number)


def py_new_deal(number: int | None, restart: bool, brief: bool) -> str:
    if number is None:
        #: Pyramid, after a new deal or a restart of a deal set up by hand.
        return QCoreApplication.translate("Messages", "New Pyramid deal.")
    if restart:
        #: Pyramid, after a restart (Ctrl+R). %1 the deal number.
        return fill(QCoreApplication.translate("Messages", "Restarted Pyramid, deal %1."), number)
    if brief:
        #: Pyramid, after a new deal (F2, Ctrl+G), speech setting Brief. %1 the deal number.
        return fill(QCoreApplication.translate("Messages", "Pyramid, deal %1."), number)
    #: Pyramid, after a new deal (F2, Ctrl+G). %1 the deal number.
    return fill(QCoreApplication.translate(
        "Messages", "Pyramid, deal %1. Remove two free cards that make 13, or a king alone."), number)


def py_pile_title(kind: str, number: int) -> str:
    """A pile's name on its own: "Row 3", "Stock", "Waste"."""
    if kind == "stock":
        #: Pyramid's stock, a name on its own (the accessible list's name).
        return QCoreApplication.translate("Messages", "Stock", "Pyramid's stock, a name on its own")
    if kind == "waste":
        #: Pyramid's waste, a name on its own (the accessible list's name).
        return QCoreApplication.translate("Messages", "Waste", "Pyramid's waste, a name on its own")
    #: A row of Pyramid's pyramid, a name on its own (the accessible list's name). %1 the row, 1 (the apex) to 7.
    return fill(QCoreApplication.translate("Messages", "Row %1"), number)


# -- the focus --------------------------------------------------------------------------
def py_row_card(card: Card, row: int, index: int, covers: list[Card]) -> str:
    if not covers:
        #: Pyramid, the focus on a free card of the pyramid. %1 the card, %2 its row (1 to 7, from the
        #: apex), %3 its place in the row from the left, %4 how many places the row has (its number).
        return fill(QCoreApplication.translate("Messages", "%1, row %2, card %3 of %4, free."),
                    card_name(card), row, index, row)
    #: Pyramid, the focus on a covered card of the pyramid. %1 the card, %2 its row, %3 its place in the row
    #: from the left, %4 how many places the row has (its number), %5 the one or two cards covering it, with
    #: their articles ("the 4 of hearts and the jack of diamonds").
    return fill(QCoreApplication.translate("Messages", "%1, row %2, card %3 of %4, covered by %5."),
                card_name(card), row, index, row, py_covering(covers))


def py_covering(covers: list[Card]) -> str:
    """The one or two cards covering a card, each with its article: "the 4 of hearts and the jack of diamonds"."""
    if len(covers) == 1:
        #: Pyramid: the card covering another, inside "covered by %1" ("covered by the 4 of hearts"). %1 the card. Forms allowed.
        return fill(QCoreApplication.translate("Messages", "the %1", "a card covering another"), card_name(covers[0]))
    #: Pyramid: the two cards covering another, inside "covered by %1" ("covered by the 4 of hearts and the jack
    #: of diamonds"). %1 and %2 the cards, left to right.
    return fill(QCoreApplication.translate("Messages", "the %1 and the %2"), card_name(covers[0]), card_name(covers[1]))


def py_stock(top: Card | None, count: int) -> str:
    if top is None:
        #: Pyramid, the focus on the empty stock.
        return QCoreApplication.translate("Messages", "Stock, empty.")
    #: Pyramid, the focus on the stock: its top card lies face up and can be used. %1 the top card,
    #: %n the cards in the stock.
    return fill(_plural(QCoreApplication.translate("Messages", "%1, stock, %n card(s).", None, count), count),
                card_name(top))


def py_waste(top: Card | None, count: int) -> str:
    if top is None:
        #: Pyramid, the focus on the empty waste.
        return QCoreApplication.translate("Messages", "Waste, empty.")
    #: Pyramid, the focus on the waste: only its top card can be used. %1 the top card, %n the cards in the waste.
    return fill(_plural(QCoreApplication.translate("Messages", "%1, waste, %n card(s).", None, count), count),
                card_name(top))


def py_king_alone() -> str:
    #: Pyramid, after a free king's focus words: what to do with it.
    return QCoreApplication.translate("Messages", "A king: removed alone.")


def py_pairs_with(partners: list[str]) -> str:
    #: Pyramid, after a free card's focus words: the free cards it makes 13 with now. %1 those cards, with
    #: where each is ("8 of clubs, row 7" or "waste 8 of clubs"), as a list.
    return fill(QCoreApplication.translate("Messages", "Pairs with %1."), separated_list(partners))


def py_needs(rank_name: str) -> str:
    #: Pyramid, after a card's focus words when no free card makes 13 with it now. %1 the rank it needs,
    #: with its article ("an 8", "a queen").
    return fill(QCoreApplication.translate("Messages", "Needs %1; none is free now."), rank_name)


def py_pairs_with_held(held: Card) -> str:
    #: Pyramid, after the focus words of a card that makes 13 with the card held. %1 the card held.
    return fill(QCoreApplication.translate("Messages", "Makes 13 with the %1 you hold."), card_name(held))


def py_in_row(card: Card, row: int) -> str:
    #: Pyramid, a card in a list of cards (pairs, moves): a card of the pyramid. %1 the card, %2 its row.
    return fill(QCoreApplication.translate("Messages", "%1 in row %2"), card_name(card), row)


def py_in_stock(card: Card) -> str:
    #: Pyramid, a card in a list of cards (pairs, moves): the stock's top card. %1 the card.
    return fill(QCoreApplication.translate("Messages", "stock %1"), card_name(card))


def py_in_waste(card: Card) -> str:
    #: Pyramid, a card in a list of cards (pairs, moves): the waste's top card. %1 the card.
    return fill(QCoreApplication.translate("Messages", "waste %1"), card_name(card))


def py_rank(rank: int) -> str:
    """The rank a card needs, with its article ("an 8", "a queen"), for "Needs …"."""
    names = (
        #: Pyramid, the rank a card needs, with its article, in "Needs %1" and "Holding …: needs %2".
        QCoreApplication.translate("Messages", "an ace"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a 2"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a 3"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a 4"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a 5"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a 6"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a 7"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "an 8"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a 9"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a 10"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a jack"),
        #: Pyramid, the rank a card needs, with its article (as "an ace").
        QCoreApplication.translate("Messages", "a queen"))
    return names[rank - 1]


def py_holding(card: Card, rank_name: str, partners: list[str]) -> str:
    if not partners:
        #: Pyramid, after Space picked up a card when no free card makes 13 with it. %1 the card, %2 the rank it
        #: needs, with its article ("a 5", "a queen").
        return fill(QCoreApplication.translate("Messages", "Holding %1: needs %2; none is free now."),
                    card_name(card), rank_name)
    #: Pyramid, after Space picked up a card. %1 the card, %2 the rank it needs, with its article ("a 5"),
    #: %3 the free cards of that rank, with where each is, as a list.
    return fill(QCoreApplication.translate("Messages", "Holding %1: needs %2. Free now: %3."),
                card_name(card), rank_name, separated_list(partners))


# -- moves ------------------------------------------------------------------------------
def py_removed(cards: list[Card], points: int) -> str:
    if len(cards) == 1:
        #: Pyramid, after a king was removed. %1 the king, %2 the points (5).
        return fill(QCoreApplication.translate("Messages", "Removed %1, plus %2."), card_name(cards[0]), points)
    #: Pyramid, after a pair was removed. %1 and %2 the two cards, %3 the points (5).
    return fill(QCoreApplication.translate("Messages", "Removed %1 and %2, plus %3."),
                card_name(cards[0]), card_name(cards[1]), points)


def py_row_empty(row: int, bonus: int) -> str:
    #: Pyramid, after a removal that emptied a row. %1 the row (1 to 7), %2 its bonus points.
    return fill(QCoreApplication.translate("Messages", "Row %1 is empty, plus %2."), row, bonus)


def py_freed(cards: list[Card]) -> str:
    #: Pyramid, after a removal: the cards it left free. %1 those cards, as a list.
    return fill(QCoreApplication.translate("Messages", "Freed: %1."), separated_list([card_name(c) for c in cards]))


def py_drawn(card: Card, stock_top: Card | None, stock_count: int) -> str:
    if stock_top is None:
        #: Pyramid, after N drew the stock's last card onto the waste. %1 that card.
        return fill(QCoreApplication.translate("Messages", "Waste %1. Stock empty."), card_name(card))
    #: Pyramid, after N drew a card onto the waste. %1 that card, %2 the cards left in the stock, %3 its new top.
    return fill(QCoreApplication.translate("Messages", "Waste %1. Stock %2, top %3."), card_name(card), stock_count,
                card_name(stock_top))


def py_recycled(pass_number: int, passes: int) -> str:
    #: Pyramid, after N turned the waste back into the stock. %1 the pass now under way, %2 the passes in all (3).
    return fill(QCoreApplication.translate("Messages", "Pass %1 of %2."), pass_number, passes)


def py_action_removed(cards: list[Card]) -> str:
    if len(cards) == 1:
        #: Pyramid: inside "Undone: %1." / "Redone: %1." (lower case). %1 the king removed alone.
        return fill(QCoreApplication.translate("Messages", "removed %1"), card_name(cards[0]))
    #: Pyramid: inside "Undone: %1." / "Redone: %1." (lower case). %1 and %2 the pair removed.
    return fill(QCoreApplication.translate("Messages", "removed %1 and %2"), card_name(cards[0]), card_name(cards[1]))


def py_back_in_row(cards: list[Card], row: int) -> str:
    if len(cards) == 1:
        #: Pyramid, after an undo: a card is back in its row. %1 the card, %2 the row (1 to 7).
        return fill(QCoreApplication.translate("Messages", "The %1 is back in row %2."), card_name(cards[0]), row)
    #: Pyramid, after an undo: the pair is back in its row. %1 and %2 the cards, %3 the row (1 to 7).
    return fill(QCoreApplication.translate("Messages", "The %1 and the %2 are back in row %3."),
                card_name(cards[0]), card_name(cards[1]), row)


def py_back_on_stock(card: Card) -> str:
    #: Pyramid, after an undo: a card is back on top of the stock. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is back on the stock."), card_name(card))


def py_back_on_waste(card: Card) -> str:
    #: Pyramid, after an undo: a card is back on top of the waste. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is back on the waste."), card_name(card))


def py_pair_move(first: str, second: str) -> str:
    #: Pyramid, a pair as a move (M, H, undo). %1 and %2 the cards with where they are ("8 of clubs in row 7").
    return fill(QCoreApplication.translate("Messages", "%1 with %2"), first, second)


def py_king_move(king: str) -> str:
    #: Pyramid, a king removed alone as a move (M, H, undo). %1 the king with where it is.
    return fill(QCoreApplication.translate("Messages", "%1 alone"), king)


def py_on_waste(card: Card) -> str:
    #: Pyramid, a card in a hint (H): the waste's top card, after "the" ("remove the 8 of clubs in row 7 with the 5 of
    #: hearts on the waste"). %1 the card.
    return fill(QCoreApplication.translate("Messages", "%1 on the waste"), card_name(card))


def py_on_stock(card: Card) -> str:
    #: Pyramid, a card in a hint (H): the stock's top card, after "the". %1 the card.
    return fill(QCoreApplication.translate("Messages", "%1 on the stock"), card_name(card))


def py_pair_hint(first: str, second: str) -> str:
    #: Pyramid, a pair as an instruction (H, after "Hint: "), as other games' "move the …". %1 and %2 the cards with
    #: where they are ("8 of clubs in row 7", "5 of hearts on the waste"); M lists it as "%1 with %2" instead.
    return fill(QCoreApplication.translate("Messages", "remove the %1 with the %2"), first, second)


def py_king_hint(king: str) -> str:
    #: Pyramid, a king removed alone as an instruction (H, after "Hint: "). %1 the king with where it is
    #: ("king of hearts in row 7").
    return fill(QCoreApplication.translate("Messages", "remove the %1 alone"), king)


def py_draw_move() -> str:
    #: Pyramid, drawing a card as a move (M, H, undo).
    return QCoreApplication.translate("Messages", "draw a card")


def py_recycle_move() -> str:
    #: Pyramid, turning the waste back into the stock as a move (M, H, undo).
    return QCoreApplication.translate("Messages", "turn the waste over")


# -- refusals ---------------------------------------------------------------------------
def py_not_thirteen(first: Card, second: Card, total: int) -> str:
    #: Pyramid, a pair refused. %1 and %2 the cards, %3 what their values add up to.
    return fill(QCoreApplication.translate("Messages", "%1 and %2 make %3, not 13."),
                card_name(first), card_name(second), total)


def py_king_alone_refusal() -> str:
    #: Pyramid, a king named in a pair.
    return QCoreApplication.translate("Messages", "A king is removed alone.")


def py_needs_a_pair(card: Card) -> str:
    #: Pyramid, a card that is not a king played alone. %1 the card.
    return fill(QCoreApplication.translate(
        "Messages", "The %1 is not a king: pick it up with Space and pick a card that makes 13 with it."),
        card_name(card))


def py_covered(card: Card, covers: list[Card]) -> str:
    #: Pyramid, a covered card played. %1 the card, %2 the cards covering it, with their articles
    #: ("the 4 of hearts and the jack of diamonds").
    return fill(QCoreApplication.translate("Messages", "The %1 is covered by %2."), card_name(card), py_covering(covers))


def py_under_waste_top() -> str:
    #: Pyramid, a card under the waste's top played.
    return QCoreApplication.translate("Messages", "Only the top card of the waste can be used.")


def py_not_visible(card: Card) -> str:
    #: Pyramid, a stock card under its top played. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is in the stock, not visible yet."), card_name(card))


def py_removed_already(card: Card) -> str:
    #: Pyramid, a card already out of play named. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 has been removed."), card_name(card))


def py_same_card() -> str:
    #: Pyramid, the card held chosen again as its own partner.
    return QCoreApplication.translate("Messages", "Pick another card that makes 13.")


def py_no_passes_left(passes: int) -> str:
    #: Pyramid, N with the stock empty after the last pass. %1 the passes in all (3).
    return fill(QCoreApplication.translate("Messages", "No passes left: the stock has been through %1 times."), passes)


def py_nothing_to_draw() -> str:
    #: Pyramid, N with the stock and the waste both empty.
    return QCoreApplication.translate("Messages", "The stock and the waste are empty.")


def py_game_over() -> str:
    #: Pyramid, a move after the win.
    return QCoreApplication.translate("Messages", "The pyramid is empty: the game is won.")


def py_nothing_here() -> str:
    #: Pyramid, Space or Enter on an empty stock or waste.
    return QCoreApplication.translate("Messages", "No card here.")


# -- the keys' edges and help -------------------------------------------------------------
def py_edge(up: bool) -> str:
    if up:
        #: Pyramid, Up on the stock or the waste (nothing above them).
        return QCoreApplication.translate("Messages", "Nothing above the stock and the waste. Down goes to the apex.")
    #: Pyramid, Down on the pyramid's lowest row.
    return QCoreApplication.translate("Messages", "Lowest row. Up goes to the row above.")


def py_row_side(row: int, left: bool) -> str:
    if left:
        #: Pyramid, Left on a row's first card (the focus stays). %1 the row (1 to 7).
        return fill(QCoreApplication.translate("Messages", "Start of row %1."), row)
    #: Pyramid, Right on a row's last card (the focus stays). %1 the row (1 to 7).
    return fill(QCoreApplication.translate("Messages", "End of row %1."), row)


def py_stock_waste_side(left: bool) -> str:
    if left:
        #: Pyramid, Left on the stock (the focus stays).
        return QCoreApplication.translate("Messages", "Nothing left of the stock. Right goes to the waste.")
    #: Pyramid, Right on the waste (the focus stays).
    return QCoreApplication.translate("Messages", "Nothing right of the waste. Left goes to the stock.")


def py_tab_hint() -> str:
    #: Pyramid: Tab pressed on the board (the cards are reached with the arrow keys and the digits).
    return QCoreApplication.translate(
        "Messages", "Up and Down go between the rows of the pyramid, Left and Right along a row, 1 to 7 to a row; "
        "up from the apex are the stock and the waste, P goes to the waste. Space picks a card; Space or Enter on a "
        "second card that makes 13 with it removes the pair; Enter on a free card removes it with the first free card "
        "that makes 13, and a king alone. N draws. F1 lists the keys.")


def py_board_description() -> str:
    #: Pyramid: the card table's accessible description, read by a screen reader with its name "Card table".
    return QCoreApplication.translate(
        "Messages", "Pyramid solitaire. Remove free cards in pairs that make 13, kings alone. Arrow keys move over "
        "the rows, Space picks a card and pairs it, N draws, H gives a hint, F1 lists every key.")


# -- answers --------------------------------------------------------------------------------
def py_row_reading(row: int, cards: list[str]) -> str:
    if not cards:
        #: Pyramid, D (Say the Pyramid): an empty row. %1 the row.
        return fill(QCoreApplication.translate("Messages", "Row %1: empty."), row)
    #: Pyramid, D (Say the Pyramid): one row, left to right. %1 the row, %2 its cards as a list.
    return fill(QCoreApplication.translate("Messages", "Row %1: %2."), row, separated_list(cards))


def py_free_mark(card: Card) -> str:
    #: Pyramid, D (Say the Pyramid): a free card in a row's list. %1 the card.
    return fill(QCoreApplication.translate("Messages", "%1 free"), card_name(card))


def py_reserve(stock_top: Card | None, stock_count: int, waste_top: Card | None, passes_left: int) -> str:
    if stock_top is None:
        #: Pyramid, U (Say Stock and Waste): the stock is empty.
        stock = QCoreApplication.translate("Messages", "Stock: empty.")
    else:
        #: Pyramid, U (Say Stock and Waste): the stock. %n its cards, %1 its top card (usable).
        stock = fill(_plural(QCoreApplication.translate("Messages", "Stock: %n card(s), top %1.", None, stock_count),
                             stock_count), card_name(stock_top))
    if waste_top is None:
        #: Pyramid, U (Say Stock and Waste): the waste is empty.
        waste = QCoreApplication.translate("Messages", "Waste: empty.")
    else:
        #: Pyramid, U (Say Stock and Waste): the waste's top card. %1 the card.
        waste = fill(QCoreApplication.translate("Messages", "Waste: %1."), card_name(waste_top))
    #: Pyramid, U and I: the passes through the stock not yet begun. %n how many (0 to 2).
    passes = _plural(QCoreApplication.translate("Messages", "%n pass(es) left.", None, passes_left), passes_left)
    return f"{stock} {waste} {passes}"


def py_removed_count(removed: int, left: int) -> str:
    #: Pyramid, T (Say Removed Cards): %n the cards out of play, %1 the cards still in the pyramid.
    return fill(_plural(QCoreApplication.translate("Messages", "%n card(s) removed; %1 left in the pyramid.", None,
                                                   removed), removed), left)


def py_info(score: int, time_text: str, moves: int) -> str:
    #: Pyramid, I (Say Game Info), before the stock, the passes and whether the deal can still be won.
    #: %1 the score, %2 the time played ("4 minutes 12 seconds"), %n the moves made.
    return fill(_plural(QCoreApplication.translate("Messages", "Score %1, time %2, %n move(s).", None, moves), moves),
                score, time_text)


def py_find_waste(card: Card, above: int) -> str:
    if above == 0:
        #: Pyramid, Ctrl+F: the card is the waste's top card. %1 the card.
        return fill(QCoreApplication.translate("Messages", "The %1 is on top of the waste."), card_name(card))
    #: Pyramid, Ctrl+F: the card lies in the waste under others. %1 the card, %n the cards on it.
    return fill(_plural(QCoreApplication.translate("Messages", "The %1 is in the waste under %n card(s).", None, above),
                        above), card_name(card))


def py_find_stock_top(card: Card) -> str:
    #: Pyramid, Ctrl+F: the card is the stock's top card (face up, usable). %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is on top of the stock."), card_name(card))


def pyramid_rules_html() -> str:
    """The rules of Pyramid as this game plays them, short."""
    #: F1, the rules tab in Pyramid: the rules as this game plays them (HTML; keep the tags, translate the text).
    return QCoreApplication.translate("Messages",
        "<h2>Pyramid</h2>"
        "<p>28 cards are dealt face up in a pyramid of seven rows, the apex first; the other 24 are the stock, "
        "its top card face up. A card is free when no card of the row below overlaps it. The game is won when "
        "the pyramid is empty; the stock and the waste may keep cards.</p>"
        "<ul>"
        "<li>Remove two free cards whose values make 13: ace and queen, 2 and jack, 3 and 10, 4 and 9, 5 and 8, "
        "6 and 7. The stock's top card and the waste's top card are free too.</li>"
        "<li>A king is removed alone.</li>"
        "<li>Draw: the stock's top card goes onto the waste. With the stock empty, the waste turns back into "
        "the stock: three passes in all.</li>"
        "<li>Score: 5 for each pair or king removed; emptying a row earns a bonus, from 25 for row 7 to 500 "
        "for the apex.</li>"
        "</ul>")


def pyramid_keys_html() -> str:
    """Pyramid's own keys and the mouse, short (shown after the rules)."""
    #: F1, the rules tab in Pyramid: Pyramid's keys and the mouse, after the rules (HTML; keep the tags; key names in <b> are the keys' labels).
    return QCoreApplication.translate("Messages",
        "<h2>Keys of Pyramid</h2>"
        "<ul>"
        "<li><b>Up</b> and <b>Down</b> go between the rows to the nearest card, <b>Left</b> and <b>Right</b> "
        "along a row, <b>Home</b> and <b>End</b> to a row's ends; <b>1</b> to <b>7</b> go to a row's first "
        "free card. Up from the apex are the stock and the waste; <b>P</b> goes to the waste.</li>"
        "<li>Each card says where it is, whether it is free or what covers it, and which free cards it pairs "
        "with.</li>"
        "<li><b>Space</b> picks a card; <b>Space</b> or <b>Enter</b> on a second card removes the pair. "
        "<b>Enter</b> removes a king. <b>N</b> draws a card, or turns the waste over.</li>"
        "<li><b>M</b> lists the pairs and kings you can remove, <b>H</b> gives a hint, <b>D</b> reads the "
        "pyramid row by row, <b>U</b> the stock and the waste, <b>T</b> the cards removed, <b>I</b> the score, "
        "the passes left and whether the deal can still be won.</li>"
        "<li>Mouse: click two cards that make 13, or a king; drag a card onto its partner; click the stock "
        "to draw.</li>"
        "</ul>")
