"""The sentences of FreeCell in play: its piles' names, moves, the focus on a
free cell or a column of eight, the queries (free cells, room to move, game
info), the finish and the dead end, the welcome and the rules (F1).
Where a sentence is the same as Klondike's, its template is the same text, so
it shares its translation. Why a move is refused in FreeCell's own rules is at
the end (the refusal itself: :func:`..freecell_describe.illegal`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Suit
from ._text import _plural, fill, sentence_start, separated_list, tr
from .names import _FOUNDATION_NAMES, card_name
from .play import action_moved_run
from .queries import winnable_text
from .screen import card_sign

__all__ = [
    "cant_cell_full",
    "cant_cell_takes_one",
    "cant_cell_to_cell",
    "cant_foundation_to_cell",
    "cant_no_free_cell",
    "cant_too_long",
    "fc_action_move",
    "fc_auto_safe_state",
    "fc_banner_finish_body",
    "fc_bottom_of_column",
    "fc_cells_status",
    "fc_column_status",
    "fc_dead_end",
    "fc_do_any_to_cell",
    "fc_do_move",
    "fc_focus_card",
    "fc_focus_cell",
    "fc_focus_empty_column",
    "fc_foundation_name",
    "fc_info",
    "fc_moved_to_cell",
    "fc_new_deal",
    "fc_nothing_above",
    "fc_nothing_to_pick_up",
    "fc_pile_name",
    "fc_pile_title",
    "fc_ready_to_finish",
    "fc_restarted",
    "fc_tab_hint",
    "fc_undo_step",
    "fc_welcome",
    "free_cell_name",
    "freecell_board_description",
    "freecell_keys_html",
    "freecell_rules_html",
    "freecell_title",
    "room_to_move",
]


def freecell_title() -> str:
    #: The game's name (the window title, the Game menu).
    return QCoreApplication.translate("Messages", "FreeCell")


def freecell_board_description() -> str:
    #: FreeCell: the card table's accessible description, read by a screen reader with its name "Card table".
    return QCoreApplication.translate("Messages", "FreeCell solitaire. Left and Right move between the free cells, the "
              "foundations and the eight columns, Up and Down along a column, Space picks up and puts down, Enter plays "
              "a card, R says how many cards can move, H gives a hint, F1 lists every key.")


def fc_foundation_name(suit: Suit) -> str:
    return fill(QCoreApplication.translate("Messages", "the %1"), tr(_FOUNDATION_NAMES[suit]))


def fc_pile_name(place: str, number: int) -> str:
    """A FreeCell pile inside a sentence: ``column 8``, ``free cell 2``, ``the hearts foundation``
    (``place``: "t", "c" or "f"; a foundation's number is its suit's index + 1)."""
    if place == "t":
        return fill(QCoreApplication.translate("Messages", "column %1"), number)
    if place == "c":
        return free_cell_name(number)
    return fc_foundation_name(Suit(number - 1))


def fc_pile_title(place: str, number: int) -> str:
    """A pile's name on its own: "Column 8", "Free cell 2", "Hearts foundation"."""
    if place == "f":
        return sentence_start(tr(_FOUNDATION_NAMES[Suit(number - 1)]))
    return sentence_start(fc_pile_name(place, number))


# -- moves ------------------------------------------------------------------------------
def fc_moved_to_cell(card: Card, number: int, brief: bool) -> str:
    if brief:
        #: FreeCell, after a move of a card to a free cell, speech setting Brief. %1 the card (capitalised), %2 the free cell's number (1–4).
        return fill(QCoreApplication.translate("Messages", "%1 to free cell %2."), sentence_start(card_name(card)), number)
    #: FreeCell: %1 the card, %2 the free cell's number (1–4).
    return fill(QCoreApplication.translate("Messages", "Moved %1 to free cell %2."), card_name(card), number)


def fc_undo_step(card: Card, place: str, number: int) -> str:
    """One step of the undo history: "Move 7♥ to free cell 2" (as Klondike's ``undo_step``)."""
    sign = card_sign(card)
    if place == "f":
        return fill(QCoreApplication.translate("Messages", "Move %1 to its foundation"), sign)
    if place == "c":
        #: An undo step; %1 a card as printed in its corner ("7♥"), %2 a free cell's number.
        return fill(QCoreApplication.translate("Messages", "Move %1 to free cell %2"), sign, number)
    return fill(QCoreApplication.translate("Messages", "Move %1 to column %2"), sign, number)


def fc_action_move(card: Card, place: str, number: int, count: int = 1) -> str:
    """Lower-case past action for undo and redo: ``moved 7 of hearts to free cell 2``, a run
    with the cards on its first card, as the move was said (``moved 9 of spades with 1 card on it to column 2``)."""
    if place == "f":
        return fill(QCoreApplication.translate("Messages", "moved %1 to its foundation"), card_name(card))
    if place == "c":
        #: Inside "Undone: %1." / "Redone: %1." (lower case). %1 a card, %2 the free cell's number (1–4).
        return fill(QCoreApplication.translate("Messages", "moved %1 to free cell %2"), card_name(card), number)
    if count > 1:
        return action_moved_run(card, count - 1, number)
    return fill(QCoreApplication.translate("Messages", "moved %1 to column %2"), card_name(card), number)


def fc_do_any_to_cell(cards: list[tuple[Card, str]]) -> str:
    """The moves to a free cell as one instruction (M), each card with the pile it is in."""
    #: FreeCell, M (Say Available Moves): one card that may go to a free cell, an item of the
    #: list below ("the king of clubs from column 1"). %1 the card's name, %2 the pile it is in.
    template = QCoreApplication.translate("Messages", "the %1 from %2")
    #: FreeCell, M: the moves to a free cell said as one instruction; %1 the list of the
    #: cards that may go (each as the template above), in the locale's list form.
    return fill(QCoreApplication.translate("Messages", "move one of these to a free cell: %1"),
                separated_list([fill(template, card_name(card), source) for card, source in cards]))


def fc_do_move(card: Card, source: str, place: str, number: int, onto: Card | None) -> str:
    """A move as an instruction (hints, "M"): ``source`` the pile it is in, already named."""
    if place == "f":
        return fill(QCoreApplication.translate("Messages", "move the %1 from %2 to its foundation"), card_name(card), source)
    if place == "c":
        #: FreeCell instruction: %1 card, %2 where it is ("column 4").
        return fill(QCoreApplication.translate("Messages", "move the %1 from %2 to a free cell"), card_name(card), source)
    if onto is None:
        return fill(QCoreApplication.translate("Messages", "move the %1 from %2 to empty column %3"), card_name(card), source, number)
    return fill(QCoreApplication.translate("Messages", "move the %1 from %2 onto the %3 in column %4"), card_name(card),
                source, card_name(onto), number)


# -- the focus -----------------------------------------------------------------------------
def fc_focus_card(card: Card, column: int, position: int, count: int, run: int, brief: bool) -> str:
    """A card in a column: where it is and, when cards lie on it, whether they move with it."""
    if brief:
        return fill(QCoreApplication.translate("Messages", "%1, column %2"), card_name(card), column)
    if position == count:
        #: FreeCell focus on a column's top card: %1 card, %2 column, %3 its place from the bottom, %4 cards in the column.
        return fill(QCoreApplication.translate("Messages", "%1, column %2, card %3 of %4, on top."), card_name(card), column,
                    position, count)
    above = count - position
    if run > above:
        #: Focus on a card that heads a run. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column,
        #: %n the cards of the run it heads, itself included (what Space picks up; at least 2).
        return fill(_plural(QCoreApplication.translate(
            "Messages", "%1, column %2, card %3 of %4, heads a run of %n card(s).", None, above + 1), above + 1),
            card_name(card), column, position, count)
    #: FreeCell focus on a card with cards on it that are not a run it heads. %1 card, %2 column, %3 its place from the bottom, %4 cards in the column, %n the cards lying on it.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "%1, column %2, card %3 of %4, under %n card(s) out of order.", None, above), above),
        card_name(card), column, position, count)


def fc_focus_empty_column(column: int, brief: bool) -> str:
    if brief:
        return fill(QCoreApplication.translate("Messages", "Column %1, empty."), column)
    #: FreeCell, focus on an empty column: any card may go there. %1 the column number.
    return fill(QCoreApplication.translate("Messages", "Column %1, empty. Any card can go here."), column)


def fc_focus_cell(card: Card | None, number: int) -> str:
    if card is None:
        #: FreeCell focus on an empty free cell. %1 its number (1–4).
        return fill(QCoreApplication.translate("Messages", "Free cell %1, empty."), number)
    #: FreeCell, focus on a free cell that holds a card.
    #: %1 the card in the free cell, %2 the cell's number.
    return fill(QCoreApplication.translate("Messages", "%1, free cell %2."), card_name(card), number)


def fc_nothing_to_pick_up(pile: str) -> str:
    #: FreeCell: Space on a pile with no card to pick up.
    #: %1 the pile ("free cell 2", "column 5").
    return fill(QCoreApplication.translate("Messages", "There is no card to pick up in %1."), pile)


# -- queries --------------------------------------------------------------------------------
def fc_cells_status(cells: tuple[Card | None, ...]) -> str:
    """The free cells, in order: "Free cells: 6 of spades, empty, empty, 9 of clubs." """
    if all(card is None for card in cells):
        #: FreeCell, U (Say Free Cells) when no free cell holds a card.
        return QCoreApplication.translate("Messages", "Free cells: all four empty.")
    #: FreeCell, U (Say Free Cells): one empty cell in the list "Free cells: 6 of spades, empty, empty, 9 of clubs."
    empty = QCoreApplication.translate("Messages", "empty", "a free cell with no card")
    #: FreeCell, U (Say Free Cells).
    #: %1 the four free cells from the left, each a card or "empty".
    return fill(QCoreApplication.translate("Messages", "Free cells: %1."),
                separated_list([empty if card is None else card_name(card) for card in cells]))


def fc_column_status(column: int, cards: tuple[Card, ...]) -> str:
    """A column from the bottom card to the top one."""
    if not cards:
        return fill(QCoreApplication.translate("Messages", "Column %1: empty."), column)
    return fill(QCoreApplication.translate("Messages", "Column %1: %2."), column, separated_list([card_name(c) for c in cards]))


def fc_info(time_text: str, moves: int, free_cells: int, empty_columns: int, winnable: bool | None,
            thinking: bool | None, won: bool) -> str:
    """The I key in FreeCell."""
    parts = [fill(QCoreApplication.translate("Messages", "Time %1."), time_text),
             _plural(QCoreApplication.translate("Messages", "%n move(s).", None, moves), moves),
             #: FreeCell, I (Say Game Info): %n free cells that hold no card.
             _plural(QCoreApplication.translate("Messages", "%n free cell(s) empty.", None, free_cells), free_cells),
             #: FreeCell, I (Say Game Info): %n columns with no card.
             _plural(QCoreApplication.translate("Messages", "%n empty column(s).", None, empty_columns), empty_columns),
             winnable_text(winnable, thinking, won, at_start=moves == 0)]
    return " ".join(parts)


# -- the game's course -------------------------------------------------------------------------
def fc_new_deal(number: int | None, brief: bool) -> str:
    if number is None:
        return QCoreApplication.translate("Messages", "New deal.")
    if brief:
        return fill(QCoreApplication.translate("Messages", "Deal %1."), number)
    #: FreeCell, after a new deal (F2, Ctrl+G).
    #: FreeCell: %1 Microsoft's deal number.
    return fill(QCoreApplication.translate("Messages", "FreeCell, deal %1."), number)


def fc_restarted(number: int | None) -> str:
    """Ctrl+R in FreeCell: the same deal from its start."""
    if number is None:
        return QCoreApplication.translate("Messages", "Restarted.")
    #: FreeCell, after a restart (Ctrl+R).
    #: FreeCell: %1 Microsoft's deal number, dealt again from the start.
    return fill(QCoreApplication.translate("Messages", "Restarted FreeCell, deal %1."), number)


def fc_welcome(number: int | None, restored: bool) -> str:
    if restored and number is not None:
        #: FreeCell's greeting when the window first gets the focus and the last game was restored. %1 Microsoft's deal number.
        return fill(QCoreApplication.translate(
            "Messages", "FreeCell, deal %1. Your game is back where you left it. Press F1 for the list of keys."), number)
    if restored:
        #: FreeCell's greeting when the window first gets the focus and the last game, a deal without a number, was restored.
        return QCoreApplication.translate(
            "Messages", "FreeCell. Your game is back where you left it. Press F1 for the list of keys.")
    if number is None:
        #: FreeCell's greeting when the window first gets the focus, on a deal without a number.
        return QCoreApplication.translate("Messages", "FreeCell. Press F1 for the list of keys.")
    #: FreeCell's greeting when the window first gets the focus. %1 Microsoft's deal number.
    return fill(QCoreApplication.translate("Messages", "FreeCell, deal %1. Press F1 for the list of keys."), number)


def fc_ready_to_finish() -> str:
    #: FreeCell: every column is in order (each card on a higher one); Enter sends every card up.
    return QCoreApplication.translate("Messages", "Every column is in order. Press Enter to finish.")


def fc_banner_finish_body() -> str:
    #: FreeCell: the banner a mouse player sees when every column is in order.
    return QCoreApplication.translate("Messages", "Every column is in order. Press Enter or click to finish.")


def fc_dead_end() -> str:
    #: FreeCell: the solver searched every position reachable from here and none wins.
    return QCoreApplication.translate(
        "Messages", "Dead end: the solver has proved that this position cannot be won. Undo to try another way, "
        "or press F2 for a new deal.")


def fc_auto_safe_state(on: bool) -> str:
    if on:
        #: FreeCell, after Auto-Move Safe Cards (Play menu) was turned on.
        return QCoreApplication.translate("Messages", "Safe cards now go up to the foundations by themselves.")
    #: FreeCell, after Auto-Move Safe Cards (Play menu) was turned off. A is the key of "Move Safe Cards Up".
    return QCoreApplication.translate("Messages", "Safe cards no longer go up by themselves; press A to send them up.")


# -- F1 ------------------------------------------------------------------------------------------
def freecell_rules_html() -> str:
    """The rules of FreeCell as this game plays them, short."""
    #: F1, the rules tab in FreeCell: the rules as this game plays them (HTML; keep the tags, translate the text).
    return QCoreApplication.translate("Messages",
        "<h2>FreeCell</h2>"
        "<p>Every card is dealt face up into eight columns. Build the four foundations up by suit, "
        "from the ace to the king; the game is won when all 52 cards are on them.</p>"
        "<ul>"
        "<li>Only the top card of a column, or a card in a free cell, can move.</li>"
        "<li>In the columns, put a card on one that is one rank higher and of the other colour: "
        "a black 8 on a red 9. Any card can go into an empty column.</li>"
        "<li>Each of the four free cells holds one card.</li>"
        "<li>A run built down in alternating colours moves as one when there is room to move it "
        "card by card: (empty free cells + 1) × 2 for each empty column (an empty column you move to "
        "does not count). The R key tells you how many cards you can move now.</li>"
        "<li>The top card of a foundation may come back to a column, not to a free cell.</li>"
        "<li>A card no other card can need any more goes up to its foundation by itself "
        "(Play menu: Auto-Move Safe Cards, on by default); each is its own undo step.</li>"
        "<li>When every column is in order, press Enter and the cards go up by themselves.</li>"
        "</ul>"
        "<p>Deal numbers are Microsoft's (1 to 1,000,000): of the first 32,000 only deal 11982 cannot be won. "
        "Undo takes back any number of moves; the time never counts against you.</p>")


def freecell_keys_html() -> str:
    """FreeCell's own keys and the mouse, short (shown after the rules)."""
    #: F1, the rules tab in FreeCell: FreeCell's keys and the mouse, after the rules (HTML; keep the tags; key names in <b> are the keys' labels).
    return QCoreApplication.translate("Messages",
        "<h2>Keys of FreeCell</h2>"
        "<ul>"
        "<li><b>Left</b> and <b>Right</b> go through the free cells, the foundations and the eight columns; "
        "<b>1</b> to <b>8</b> go to a column, <b>C</b> to the free cells (again: the next one).</li>"
        "<li>In a column, <b>Up</b> and <b>Down</b> choose how much of the run to take.</li>"
        "<li><b>Space</b> picks up and puts down, <b>Enter</b> sends a card to the best place, "
        "<b>X</b> to a free cell, <b>F</b> to its foundation.</li>"
        "<li><b>R</b>: how many cards you can move now. <b>U</b>: the free cells. <b>T</b>: the foundations. "
        "<b>D</b>: the columns. <b>I</b>: time, moves and whether the deal can still be won. "
        "<b>H</b>: a hint, the first move of a winning line when the solver has found one.</li>"
        "</ul>"
        "<h2>With the mouse</h2>"
        "<ul>"
        "<li><b>Drag</b> a card, or a run, onto another pile.</li>"
        "<li><b>Click</b> a card to send it to the best place: its foundation when that is safe, else onto "
        "a card, else a free cell (a run: an empty column).</li>"
        "<li><b>Double-click</b> a card to send it to its foundation.</li>"
        "</ul>")


# -- keys that leave the focus where it was (every key answers, as in Klondike) -------------
def fc_nothing_above(place: str, number: int) -> str:
    """Up on a free cell or a foundation: the focus stays."""
    #: FreeCell: Up on a free cell or a foundation (the top row): the focus stays.
    #: %1 = "free cell 2", "the hearts foundation" (a FreeCell pile inside a sentence).
    return sentence_start(fill(QCoreApplication.translate("Messages", "Top row: nothing above %1."),
                               fc_pile_name(place, number)))


def fc_bottom_of_column(number: int) -> str:
    """Down on the top card of a column (the last card down the screen): the focus stays.
    FreeCell and Spider call that card "on top" (it lies on the others): so does this."""
    #: FreeCell and Spider: Down on a column's top card (the one said "on top"); the focus stays.
    #: %1 the column ("column 3").
    return sentence_start(fill(QCoreApplication.translate("Messages", "%1 ends here: this card is on top."),
                               fc_pile_name("t", number)))


def fc_tab_hint() -> str:
    """Tab on the FreeCell board: the piles are reached with the arrow keys, the digits and C."""
    #: FreeCell: Tab pressed on the board (the piles are reached with the arrow keys, the digits and C).
    return QCoreApplication.translate(
        "Messages", "The arrow keys move between the piles, 1 to 8 go to a column, C to the free cells. "
                    "F1 lists the keys.")


# -- the free cells, a run too long, refusals ------------------------------------------------
def free_cell_name(number: int) -> str:
    #: A FreeCell free cell inside a sentence. %1 its number, 1–4 from the left. Forms allowed.
    return fill(QCoreApplication.translate("Messages", "free cell %1"), number)


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
    #: FreeCell: X (To Free Cell) on a card with cards on it. %1 the card.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in a free cell: a cell holds one card, and cards lie on it."),
                card_name(card))


def cant_cell_full(card: Card, number: int, occupant: Card) -> str:
    #: FreeCell: a move to a taken free cell. %1 the card, %2 the cell's number, %3 the card already in it.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in free cell %2: the %3 is there."),
                card_name(card), number, card_name(occupant))


def cant_no_free_cell(card: Card) -> str:
    #: FreeCell: a move to a free cell when all four hold a card. %1 the card.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in a free cell: all four are full."), card_name(card))


def cant_cell_to_cell(card: Card) -> str:
    #: FreeCell: a move of a card from a free cell to another free cell. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is already in a free cell."), card_name(card))


def cant_foundation_to_cell(card: Card) -> str:
    #: FreeCell: a foundation card sent to a free cell. %1 the card.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in a free cell: a foundation card may only go back to a column."),
                card_name(card))
