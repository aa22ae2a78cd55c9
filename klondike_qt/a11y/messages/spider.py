"""The sentences of Spider in play (Spanish: Araña): its title per number of
suits, the focus on a column of two decks (where each of two same-named cards
is), the stock and the completed sequences, a dealt row, a completed
sequence, the queries (rows left, sequences, runs that can move, game info),
the welcome and the rules (F1), how a column reads and the refusals in
Spider's own rules (at the end); where a sentence is Klondike's or FreeCell's,
the same template is used."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Suit
from ._text import _plural, fill, named, semicolon_list, sentence_start, separated_list
from .freecell import fc_focus_card
from .names import card_name, holding, rank_name, suit_name
from .play import moved_onto, moved_to_empty
from .queries import winnable_text
from .screen import card_sign

__all__ = [
    "cant_no_row_empty_columns",
    "cant_no_rows_left",
    "cant_not_descending",
    "cant_not_in_column",
    "cant_not_one_higher",
    "cant_suit_changes",
    "plain_rank",
    "sp_action_deal",
    "sp_action_move",
    "sp_any_run_to_empty",
    "sp_board_description",
    "sp_can_go_here_twins",
    "sp_cant_onto_completed",
    "sp_completed_name",
    "sp_completed_status",
    "sp_dealt",
    "sp_do_deal",
    "sp_edge_above",
    "sp_face_down_card",
    "sp_find",
    "sp_focus_card",
    "sp_focus_completed",
    "sp_focus_empty_column",
    "sp_focus_stock",
    "sp_holding",
    "sp_info",
    "sp_moved",
    "sp_new_deal",
    "sp_no_moves_rows_left",
    "sp_restarted",
    "sp_row_back",
    "sp_run_targets",
    "sp_runs_can_move",
    "sp_sequence_back",
    "sp_sequence_completed",
    "sp_stock_name",
    "sp_stock_status",
    "sp_suits_name",
    "sp_tab_hint",
    "sp_undo_deal_step",
    "sp_undo_step",
    "sp_unlisted_deal",
    "sp_unlisted_status",
    "sp_welcome",
    "spider_column",
    "spider_keys_html",
    "spider_name",
    "spider_rules_html",
    "spider_run",
    "spider_title",
]


def spider_name() -> str:
    #: The game's name on its own (the window title, the Game menu). Spanish: Araña.
    return QCoreApplication.translate("Messages", "Spider")


def sp_suits_name(suits: int) -> str:
    """ "one suit", "two suits", "four suits"."""
    if suits == 1:
        #: Spider's variant inside a sentence ("Spider, one suit"): one suit, spades only.
        return QCoreApplication.translate("Messages", "one suit")
    if suits == 2:
        #: Spider's variant inside a sentence ("Spider, two suits"): spades and hearts.
        return QCoreApplication.translate("Messages", "two suits")
    #: Spider's variant inside a sentence ("Spider, four suits").
    return QCoreApplication.translate("Messages", "four suits")


def spider_title(suits: int) -> str:
    #: The window title and status bar: %1 "one suit", "two suits" or "four suits".
    return fill(QCoreApplication.translate("Messages", "Spider, %1"), sp_suits_name(suits))


def sp_board_description() -> str:
    #: Spider: the card table's accessible description, read by a screen reader with its name "Card table".
    return QCoreApplication.translate("Messages", "Spider solitaire. Left and Right move between the ten columns and "
              "the stock, Up and Down along a column choose how much of a run to take, Space picks up and puts down, "
              "Enter plays a run, N deals a row, R says which runs can move, H gives a hint, F1 lists every key.")


def sp_stock_name(title: bool) -> str:
    if title:
        #: Spider's stock, as an accessible name.
        return QCoreApplication.translate("Messages", "Stock", "Spider's stock, a name on its own")
    #: Spider's stock inside a sentence, with its article ("Nothing to pick up in the stock."). Forms allowed.
    return named(QCoreApplication.translate("Messages", "the stock", "Spider's stock, inside a sentence"))


def sp_completed_name(title: bool) -> str:
    if title:
        #: Spider: accessible name of the place where completed King-to-Ace sequences lie (the focus can rest there).
        return QCoreApplication.translate("Messages", "Completed sequences")
    #: Spider: the completed sequences inside a sentence, with their article. Forms allowed.
    return named(QCoreApplication.translate("Messages", "the completed sequences"))


def sp_face_down_card(column: int, position: int, count: int) -> str:
    #: A face-down card of a Spider column (its accessible name): %1 column, %2 its place from the bottom, %3 cards there.
    return fill(QCoreApplication.translate("Messages", "Face-down card, column %1, card %2 of %3."), column, position, count)


# -- the focus ----------------------------------------------------------------------------
def sp_focus_card(card: Card, column: int, position: int, count: int, run: int, brief: bool) -> str:
    """A face-up card of a column: where it is and whether the cards on it move with it
    (``run``: how many cards from it up are one same-suit run)."""
    above = count - position
    if brief or run > above:  # on top, or heading a run: FreeCell's words
        return fc_focus_card(card, column, position, count, run, brief)
    #: Spider: the cards on it are not one same-suit run with it, so it can't be taken with them. %1 card,
    #: %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "%1, column %2, card %3 of %4, under %n card(s) that can't move with it.", None, above), above),
        card_name(card), column, position, count)


def sp_can_go_here_twins(card: Card, target: Card, columns: list[int]) -> str:
    """Held cards that can go on the focused card and on its twins (two decks: other
    cards of the same name, on top of other columns): the choice between them."""
    if len(columns) == 1:
        #: Spider, while cards are held: %1 the first held card, %2 the focused card it can go on,
        #: %3 the column of another card of that name which takes it too.
        return fill(QCoreApplication.translate("Messages", "The %1 can go here, or on the other %2, in column %3."),
                    card_name(card), card_name(target), columns[0])
    where = fill(QCoreApplication.translate("Messages", "%1 or %2"), ", ".join(str(n) for n in columns[:-1]), columns[-1])
    #: Spider, while cards are held, on a card whose twins on other columns take them too.
    #: %1 the first held card, %2 the card it can go on, %3 the columns ("4 or 9") of the other cards of that name.
    return fill(QCoreApplication.translate("Messages", "The %1 can go here, or on another %2, in columns %3."),
                card_name(card), card_name(target), where)


def sp_edge_above(column: int, face_down: int) -> str:
    """Up on the first face-up card of a column: the focus stays (only face-down cards, or
    nothing, under it: it lies on them, as a card "on top" lies on the others)."""
    if face_down:
        #: Spider: Up on a column's first face-up card; %n the face-down cards it lies on, %1 the column.
        return fill(_plural(QCoreApplication.translate(
            "Messages", "Column %1: %n face-down card(s) under it.", None, face_down), face_down), column)
    #: Spider: Up on a column's first face-up card, which lies on no other card. %1 the column.
    return fill(QCoreApplication.translate("Messages", "Column %1: no card under it."), column)


def sp_tab_hint() -> str:
    """Tab on the Spider board: the columns are reached with the arrow keys and the digits."""
    #: Spider: Tab pressed on the board (the columns are reached with the arrow keys and the digits).
    return QCoreApplication.translate(
        "Messages", "The arrow keys move between the columns, the stock and the completed sequences, "
                    "1 to 9 and 0 go to a column, End to the stock. F1 lists the keys.")


def sp_focus_empty_column(column: int, brief: bool) -> str:
    if brief:
        return fill(QCoreApplication.translate("Messages", "Column %1, empty."), column)
    #: Spider: an empty column takes any card or same-suit run, and no row can be dealt while it is empty.
    #: %1 the column number.
    return fill(QCoreApplication.translate(
        "Messages", "Column %1, empty. Any card or same-suit run can go here; fill it before dealing a row."), column)


def sp_focus_stock(rows: int, brief: bool) -> str:
    if rows == 0:
        return QCoreApplication.translate("Messages", "Stock, empty.")
    if brief:
        #: Spider, focus on the stock, speech setting Brief. %n rows of ten cards left to deal.
        return _plural(QCoreApplication.translate("Messages", "Stock, %n row(s).", None, rows), rows)
    #: Spider's stock: %n rows of ten cards left to deal.
    return _plural(QCoreApplication.translate(
        "Messages", "Stock, %n row(s) left. Space deals a row, one card on each column.", None, rows), rows)


def sp_focus_completed(suits: tuple[Suit, ...]) -> str:
    """The completed sequences' place (the keyboard focus can rest there), with their suits in order."""
    if not suits:
        #: Spider: the completed King-to-Ace sequences; %1 how many of the 8.
        return fill(QCoreApplication.translate("Messages", "Completed sequences, %1 of 8."), 0)
    #: Spider: the completed King-to-Ace sequences, where the focus rests; %1 how many of the 8,
    #: %2 their suits in the order they were completed ("spades and hearts").
    return fill(QCoreApplication.translate("Messages", "Completed sequences, %1 of 8: %2."), len(suits),
                separated_list([suit_name(suit) for suit in suits]))


def sp_cant_onto_completed(card: Card) -> str:
    #: Spider: held cards put down on the completed sequences. %1 the first held card.
    return fill(QCoreApplication.translate(
        "Messages", "Can't put the %1 on the completed sequences: a sequence goes there by itself, "
                    "once a column holds it from king to ace in one suit."), card_name(card))


# -- moves --------------------------------------------------------------------------------
def sp_sequence_completed(suit: Suit, count: int, brief: bool) -> str:
    if brief:
        #: Spider, after a move completed a sequence, speech setting Brief. %1 its suit ("hearts"), %2 how many of the 8 are complete.
        return fill(QCoreApplication.translate("Messages", "Sequence of %1 complete, %2 of 8."), suit_name(suit), count)
    #: Spider: a King-to-Ace run of %1 (a suit) left the table by itself; %2 how many of the 8 are complete.
    return fill(QCoreApplication.translate(
        "Messages", "Completed a sequence of %1, king to ace, and it leaves the table: %2 of 8."), suit_name(suit), count)


def sp_dealt(cards: list[Card], rows_left: int, brief: bool) -> str:
    """A row dealt: how many rows are left and, in full, the ten new top cards."""
    if brief:
        #: Spider, after a row was dealt (N), speech setting Brief. %n rows left in the stock.
        return _plural(QCoreApplication.translate("Messages", "Row dealt, %n left.", None, rows_left), rows_left)
    #: Spider, a dealt row: one card with its column. %1 the column's number, %2 the card ("6 of spades"),
    #: or only its rank ("6") when the whole row is of one suit.
    on_column = QCoreApplication.translate("Messages", "column %1, %2")
    if cards and all(card.suit is cards[0].suit for card in cards):
        #: Spider: a row of one suit was dealt (always so with one suit); %n rows left in the stock,
        #: %1 the ten ranks on their own with their columns ("column 1, 6; column 2, king; …"), %2 the suit.
        return fill(_plural(QCoreApplication.translate(
            "Messages", "Dealt a row of %2, %n row(s) left: %1.", None, rows_left), rows_left),
            semicolon_list(fill(on_column, n, plain_rank(card.rank)) for n, card in enumerate(cards, start=1)),
            suit_name(cards[0].suit))
    #: Spider: a row was dealt; %n rows left in the stock, %1 the ten cards with their columns
    #: ("column 1, 6 of spades; column 2, 3 of hearts; …").
    return fill(_plural(QCoreApplication.translate(
        "Messages", "Dealt a row, %n row(s) left: %1.", None, rows_left), rows_left),
        semicolon_list(fill(on_column, n, card_name(card)) for n, card in enumerate(cards, start=1)))


def sp_holding(cards: tuple[Card, ...], brief: bool) -> str:
    """Cards picked up in Spider: always one same-suit run, said as one ("Holding queen to 8 of spades, 5 cards.")."""
    if brief or len(cards) == 1:
        return holding(list(cards), brief)
    count = len(cards)
    # Klondike's template, %1 the run ("queen to 8 of spades") instead of every card.
    return fill(_plural(QCoreApplication.translate("Messages", "Holding %1, %n card(s).", None, count), count),
                spider_run(cards))


def sp_moved(cards: tuple[Card, ...], column: int, onto: Card | None, brief: bool) -> str:
    """A run moved, said as one, as it was picked up ("Moved 10 to 4 of spades to column 4, on
    jack of spades."); a card, or brief, as Klondike's."""
    if brief or len(cards) == 1:
        if onto is None:
            return moved_to_empty(cards[0], len(cards), column, brief)
        return moved_onto(cards[0], len(cards), column, onto, brief)
    # Klondike's templates, %1 the run ("10 to 4 of spades") instead of one card.
    if onto is None:
        return fill(QCoreApplication.translate("Messages", "Moved %1 to empty column %2."), spider_run(cards), column)
    return fill(QCoreApplication.translate("Messages", "Moved %1 to column %2, on %3."), spider_run(cards), column,
                card_name(onto))


def sp_row_back() -> str:
    #: Spider, after undoing a dealt row.
    return QCoreApplication.translate("Messages", "The row is back in the stock.")


def sp_sequence_back(suit: Suit, column: int) -> str:
    #: After an undo: the completed sequence of %1 (a suit) lies in column %2 again.
    return fill(QCoreApplication.translate("Messages", "The sequence of %1 is back in column %2."), suit_name(suit), column)


def sp_undo_step(card: Card, source: int, target: int) -> str:
    """One step of the undo history: "Move 7♥ from column 3 to column 6"."""
    #: An undo step in Spider; %1 a card as printed in its corner ("7♥"), %2 and %3 columns.
    return fill(QCoreApplication.translate("Messages", "Move %1 from column %2 to column %3"), card_sign(card), source, target)


def sp_undo_deal_step() -> str:
    #: An undo step in Spider: a row dealt from the stock.
    return QCoreApplication.translate("Messages", "Deal a Row")


def sp_action_move(cards: tuple[Card, ...], source: int, target: int) -> str:
    """Lower-case past action for undo and redo: ``moved 10 to 8 of spades from column 2 to column 1`` (a run as one)."""
    #: Spider: inside "Undone: %1." / "Redone: %1." (lower case). %1 a card, or a run ("10 to 8 of spades"),
    #: %2 the column it left, %3 the column it went to.
    return fill(QCoreApplication.translate("Messages", "moved %1 from column %2 to column %3"), spider_run(cards),
                source, target)


def sp_action_deal() -> str:
    #: Spider: inside "Undone: %1." / "Redone: %1." (lower case): a row dealt from the stock.
    return QCoreApplication.translate("Messages", "dealt a row")


def sp_do_deal() -> str:
    """A row as an instruction (hints, "M")."""
    #: Spider: a move as an instruction, in a hint (H) and in the M list: dealing a row.
    return QCoreApplication.translate("Messages", "deal a row from the stock")


# -- queries --------------------------------------------------------------------------------
def sp_stock_status(rows: int) -> str:
    if rows == 0:
        #: Spider, U (Say Stock) and I (Say Game Info) when no row is left to deal; also after R.
        return QCoreApplication.translate("Messages", "The stock is empty.")
    #: Spider: %n rows of ten cards in the stock.
    return _plural(QCoreApplication.translate("Messages", "%n row(s) left in the stock.", None, rows), rows)


def sp_completed_status(suits: tuple[Suit, ...]) -> str:
    if not suits:
        #: Spider, T (Say Completed Sequences) before any sequence is complete.
        return QCoreApplication.translate("Messages", "No sequence is complete yet, 8 to go.")
    #: Spider: %1 how many of the 8 sequences are complete, %2 their suits in order.
    return fill(QCoreApplication.translate("Messages", "%1 of 8 sequences complete: %2."), len(suits),
                separated_list([suit_name(suit) for suit in suits]))


def sp_any_run_to_empty(columns: list[int]) -> str:
    """R in Spider: what may go to the empty columns, said once for every run."""
    if len(columns) == 1:
        #: Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to the
        #: empty column. %1 its number.
        return fill(QCoreApplication.translate("Messages", "any run can go to the empty column %1"), columns[0])
    #: Spider, R (Say Runs That Can Move): any run, or the upper part of one, can go to an empty
    #: column. %1 the empty columns' numbers ("2 and 7").
    return fill(QCoreApplication.translate("Messages", "any run can go to the empty columns %1"),
                separated_list([str(n) for n in columns]))


def sp_runs_can_move(parts: list[str], can_deal: bool, rows: int) -> str:
    """R in Spider: each run that can move now and where; then the stock."""
    if can_deal:
        #: Spider, end of R (Say Runs That Can Move): the stock may be dealt now.
        tail = QCoreApplication.translate("Messages", "A row can be dealt.")
    elif rows:
        #: Spider, end of R (Say Runs That Can Move): rows are left but a column is empty.
        tail = QCoreApplication.translate("Messages", "No row can be dealt while a column is empty.")
    else:
        tail = QCoreApplication.translate("Messages", "The stock is empty.")
    if not parts:
        #: Spider, R (Say Runs That Can Move) when no run can move. %1 what R says about the stock ("A row can be dealt.").
        return fill(QCoreApplication.translate("Messages", "No run can move now. %1"), tail)
    #: Spider: %1 the runs that can move ("8 to 5 of hearts from column 3 to column 6 or 9"), %2 about the stock.
    return fill(QCoreApplication.translate("Messages", "Can move now: %1. %2"), semicolon_list(parts), tail)


def sp_run_targets(run: str, source: int, targets: list[int]) -> str:
    """One run that can move and where: "8 to 5 of hearts from column 3 to column 6 or 9"."""
    where = str(targets[-1])
    if len(targets) > 1:
        #: Two or more columns a run may go to: %1 the first ones ("2, 6"), %2 the last ("9").
        where = fill(QCoreApplication.translate("Messages", "%1 or %2"), ", ".join(str(n) for n in targets[:-1]), targets[-1])
    #: Spider: %1 a run ("8 to 5 of hearts"), %2 its column, %3 the columns it may go to ("6 or 9").
    return fill(QCoreApplication.translate("Messages", "%1 from column %2 to column %3"), run, source, where)


def sp_find(card: Card, places: list[tuple[int, int, int]]) -> str:
    """Where the face-up cards of a name are: (column, position, count) each."""
    if not places:
        #: Spider, Find a Card (Ctrl+F): no card of that name lies face up (it may be face down or in the stock). %1 the card.
        return fill(QCoreApplication.translate("Messages", "No %1 is face up."), card_name(card))
    #: Spider, Find a Card (Ctrl+F): one place of a face-up card of that name (two decks: there may be two). %1 column, %2 the card's place from the bottom, %3 cards in the column.
    texts = [fill(QCoreApplication.translate("Messages", "column %1, card %2 of %3"), column, position, count)
             for column, position, count in places]
    #: Spider: %1 the card, %2 where each face-up card of that name is.
    return fill(QCoreApplication.translate("Messages", "%1: %2."), sentence_start(card_name(card)), separated_list(texts))


def sp_info(score: int, time_text: str, moves: int, rows: int, completed: int, empty_columns: int,
            winnable: bool | None, thinking: bool | None, won: bool) -> str:
    """The I key in Spider."""
    parts = [fill(QCoreApplication.translate("Messages", "Score %1."), score),
             fill(QCoreApplication.translate("Messages", "Time %1."), time_text),
             _plural(QCoreApplication.translate("Messages", "%n move(s).", None, moves), moves),
             sp_stock_status(rows),
             #: Spider, I (Say Game Info): %1 how many of the 8 sequences are complete.
             fill(QCoreApplication.translate("Messages", "%1 of 8 sequences complete."), completed),
             _plural(QCoreApplication.translate("Messages", "%n empty column(s).", None, empty_columns), empty_columns),
             winnable_text(winnable, thinking, won, at_start=moves == 0)]
    return " ".join(parts)


# -- the game's course -------------------------------------------------------------------------
def sp_new_deal(number: int | None, suits: int, brief: bool) -> str:
    if number is None:
        return QCoreApplication.translate("Messages", "New deal.")
    if brief:
        return fill(QCoreApplication.translate("Messages", "Deal %1."), number)
    #: Spider: %1 "one suit" / "two suits" / "four suits", %2 the deal number.
    return fill(QCoreApplication.translate("Messages", "Spider, %1, deal %2."), sp_suits_name(suits), number)


def sp_unlisted_deal(suits: int) -> str:
    #: Spider, said after the new deal's announcement when "Winnable deals only" is on but the
    #: number of suits has no list of deals the solver has won yet (a list not made yet).
    #: %1 "one suit" / "two suits" / "four suits".
    return fill(QCoreApplication.translate(
        "Messages", "No list of winnable deals with %1 yet: this deal is random and may be impossible "
        "to win."), sp_suits_name(suits))


def sp_unlisted_status() -> str:
    #: Spider's status bar, beside "Deal 123", when "Winnable deals only" is on but the number of
    #: suits has no list of deals the solver has won yet: the deal is any deal.
    return QCoreApplication.translate("Messages", "Random: no winnable list")


def sp_restarted(number: int | None, suits: int) -> str:
    if number is None:
        return QCoreApplication.translate("Messages", "Restarted.")
    #: Spider, after a restart (Ctrl+R), naming the deal as the welcome does.
    #: %1 the suits in play ("one suit", "two suits", "four suits"), %2 the deal number.
    return fill(QCoreApplication.translate("Messages", "Restarted Spider, %1, deal %2."), sp_suits_name(suits), number)


def sp_welcome(number: int | None, suits: int, restored: bool) -> str:
    if restored and number is not None:
        #: Spider's greeting when the window first gets the focus and the last game was restored.
        #: %1 "one suit" / "two suits" / "four suits", %2 the deal number.
        return fill(QCoreApplication.translate(
            "Messages", "Spider, %1, deal %2. Your game is back where you left it. Press F1 for the list of keys."),
            sp_suits_name(suits), number)
    if restored:
        #: Spider's greeting when the window first gets the focus and the last game, a deal without a number,
        #: was restored. %1 "one suit" / "two suits" / "four suits".
        return fill(QCoreApplication.translate(
            "Messages", "Spider, %1. Your game is back where you left it. Press F1 for the list of keys."),
            sp_suits_name(suits))
    if number is None:
        #: Spider's greeting when the window first gets the focus, on a deal without a number. %1 "one suit" / "two suits" / "four suits".
        return fill(QCoreApplication.translate("Messages", "Spider, %1. Press F1 for the list of keys."),
                    sp_suits_name(suits))
    #: Spider's greeting when the window first gets the focus. %1 "one suit" / "two suits" / "four suits", %2 the deal number.
    return fill(QCoreApplication.translate("Messages", "Spider, %1, deal %2. Press F1 for the list of keys."),
                sp_suits_name(suits), number)


# -- F1 ------------------------------------------------------------------------------------------
def spider_rules_html() -> str:
    """The rules of Spider as this game plays them, short."""
    #: F1, the rules tab in Spider: the rules as this game plays them (HTML; keep the tags, translate the text).
    return QCoreApplication.translate("Messages",
        "<h2>Spider</h2>"
        "<p>Two decks, 104 cards: with one suit, eight sets of spades; with two, spades and hearts; with four, "
        "two full decks (Game menu). 54 cards are dealt into ten columns, only the top card of each face up; "
        "the other 50 are the stock, five rows of ten. Build eight sequences from king down to ace in one suit; "
        "each leaves the table by itself, and the game is won when all eight have.</p>"
        "<ul>"
        "<li>Any card can go on a card one rank higher, whatever its suit (a 9 of hearts on a 10 of clubs).</li>"
        "<li>Only a run of one suit moves as one: in 9♠ 8♥ 7♥ you can take the 7, or the 8 and the 7, "
        "but not the 9 with them.</li>"
        "<li>An empty column takes any card or same-suit run.</li>"
        "<li>A face-down card that comes to the top turns up by itself.</li>"
        "<li>Dealing a row puts one card on each column; it is not allowed while a column is empty.</li>"
        "<li>Score: 500 to start, 1 point less for each move and each undo, 100 more for each sequence.</li>"
        "</ul>"
        "<p>Undo takes back any move, a dealt row or a completed sequence included.</p>")


def spider_keys_html() -> str:
    """Spider's own keys and the mouse, short (shown after the rules)."""
    #: F1, the rules tab in Spider: Spider's keys and the mouse, after the rules (HTML; keep the tags; key names in <b> are the keys' labels).
    return QCoreApplication.translate("Messages",
        "<h2>Keys of Spider</h2>"
        "<ul>"
        "<li><b>Left</b> and <b>Right</b> go through the ten columns, the stock and the completed sequences; "
        "<b>1</b> to <b>9</b> and <b>0</b> go to a column, <b>Home</b> to column 1, <b>End</b> to the stock.</li>"
        "<li>In a column, <b>Up</b> and <b>Down</b> choose how much of the run to take; only a run of one suit "
        "can be taken.</li>"
        "<li><b>Space</b> picks up and puts down (on the stock: deals a row), <b>Enter</b> sends a run to the best "
        "place, <b>N</b> deals a row.</li>"
        "<li><b>R</b>: which runs can move now. <b>U</b>: rows left in the stock. <b>T</b>: the completed "
        "sequences. <b>D</b>: every column, face-down count and runs. <b>I</b>: score, time, moves. "
        "<b>H</b>: a hint, the first move of a winning line when the solver has found one.</li>"
        "</ul>"
        "<h2>With the mouse</h2>"
        "<ul>"
        "<li><b>Drag</b> a card with the same-suit run on it onto another column.</li>"
        "<li><b>Click</b> a card to send it with its run to the best place; <b>click the stock</b> to deal a row.</li>"
        "</ul>")


def sp_no_moves_rows_left() -> str:
    #: Spider's dead end while rows are left in the stock: no card can move, and a row may not be dealt onto an empty column.
    return QCoreApplication.translate(
        "Messages", "No moves left: a row cannot be dealt while a column is empty, and too few cards are left to "
        "fill every column. Undo to try another way, or press F2 for a new deal.")


# -- refusals, runs and columns ------------------------------------------------------------
def cant_suit_changes(card: Card, upper: Card, lower: Card) -> str:
    #: Spider group rule. %1 the card that was to move; the suit changes between the cards %2 and %3.
    return fill(QCoreApplication.translate(
        "Messages", "Can't move the %1 with the cards on it: the suit changes between the %2 and the %3."),
        card_name(card), card_name(upper), card_name(lower))


def cant_not_descending(card: Card, upper: Card, lower: Card) -> str:
    #: Spider: a run taken that is not in descending order. %1 the card that was to move; %3 does not come one rank below %2.
    return fill(QCoreApplication.translate(
        "Messages", "Can't move the %1 with the cards on it: the %3 does not follow the %2."),
        card_name(card), card_name(upper), card_name(lower))


def cant_not_one_higher(card: Card, other: Card) -> str:
    if other.rank == 1:
        #: Spider: a card put on an ace. %1 the card that was to move, %2 the ace.
        return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: nothing can go on an ace."),
                    card_name(card), card_name(other))
    #: Spider target rule: %1 the card that was to move, %2 the card it was put on, %3 the only rank that
    #: may go on %2 ("8", "queen"), any suit.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: only a %3 can go there."),
                card_name(card), card_name(other), rank_name(other.rank - 1))


def cant_not_in_column(card: Card, column: int) -> str:
    #: Spider: a move whose card is not face up in the column it was to come from (e.g. a stale hint or save). %1 the card, %2 the column.
    return fill(QCoreApplication.translate("Messages", "There is no face-up %1 in column %2."), card_name(card), column)


def cant_no_row_empty_columns(columns: list[int]) -> str:
    if len(columns) == 1:
        #: Spider: a row can't be dealt while a column is empty; %1 its number.
        return fill(QCoreApplication.translate("Messages", "Can't deal a row: column %1 is empty; fill it first."), columns[0])
    #: Spider: %1 the empty columns ("4 and 7").
    return fill(QCoreApplication.translate("Messages", "Can't deal a row: columns %1 are empty; fill them first."),
                separated_list([str(n) for n in columns]))


def cant_no_rows_left() -> str:
    #: Spider: N (Deal a Row) when the stock is empty.
    return QCoreApplication.translate("Messages", "Can't deal a row: the stock is empty.")


def plain_rank(rank: int) -> str:
    """A rank on its own, with no article: "king", "8" (as in "king to 8 of hearts")."""
    names = (
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "ace", "a rank on its own, as in: ace to 5"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "2", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "3", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "4", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "5", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "6", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "7", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "8", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "9", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "10", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "jack", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "queen", "a rank on its own"),
        #: Spider: a rank with no article, in a run ("king to 8 of hearts") and a dealt row of one suit ("Dealt a row of spades: 6, king, 8…"). Forms allowed.
        QCoreApplication.translate("Messages", "king", "a rank on its own"),
    )
    return named(names[rank - 1])


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
            #: Spider, D (Say Columns): a column with only face-down cards. %1 the column, %n the face-down cards.
            return fill(_plural(QCoreApplication.translate("Messages", "Column %1: %n face down.", None, face_down), face_down), number)
        return fill(QCoreApplication.translate("Messages", "Column %1: empty."), number)
    #: Joins the runs of a Spider column (D): "9 of spades, then 8 to 5 of hearts". %1 the runs so far, %2 the next one.
    joined = parts[0]
    for part in parts[1:]:
        joined = fill(QCoreApplication.translate("Messages", "%1, then %2"), joined, part)
    if face_down:
        return fill(_plural(QCoreApplication.translate("Messages", "Column %1: %n face down, then %2.", None, face_down), face_down),
                    number, joined)
    return fill(QCoreApplication.translate("Messages", "Column %1: %2."), number, joined)
