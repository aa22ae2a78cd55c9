"""Card, pile and board names; what the focus says; picking up and putting down."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine import Card, Pile, PileKind, Suit
from ._text import _plural, fill, sentence_start, separated_list, tr

__all__ = [
    "FACE_DOWN_CARD",
    "board_description",
    "board_name",
    "bottom_of_column",
    "can_go_here",
    "card_name",
    "card_under",
    "english_card_name",
    "face_down_card",
    "focus_column_card",
    "focus_empty_column",
    "focus_empty_foundation",
    "focus_empty_stock",
    "focus_empty_waste",
    "focus_foundation",
    "focus_stock",
    "focus_waste",
    "focus_waste_fanned",
    "holding",
    "no_card_here",
    "no_place_for",
    "nothing_above",
    "nothing_held",
    "nothing_to_pick_up",
    "pile_name",
    "pile_title",
    "put_back",
    "rank_name",
    "suit_name",
    "tab_hint",
]


# -- names ------------------------------------------------------------------
#: Whole card names, index = Card.index (clubs, diamonds, spades, hearts; ace … king).
_CARD_NAMES = (
    QT_TRANSLATE_NOOP("Messages", "ace of clubs"), QT_TRANSLATE_NOOP("Messages", "2 of clubs"), QT_TRANSLATE_NOOP("Messages", "3 of clubs"), QT_TRANSLATE_NOOP("Messages", "4 of clubs"), QT_TRANSLATE_NOOP("Messages", "5 of clubs"),
    QT_TRANSLATE_NOOP("Messages", "6 of clubs"), QT_TRANSLATE_NOOP("Messages", "7 of clubs"), QT_TRANSLATE_NOOP("Messages", "8 of clubs"), QT_TRANSLATE_NOOP("Messages", "9 of clubs"), QT_TRANSLATE_NOOP("Messages", "10 of clubs"),
    QT_TRANSLATE_NOOP("Messages", "jack of clubs"), QT_TRANSLATE_NOOP("Messages", "queen of clubs"), QT_TRANSLATE_NOOP("Messages", "king of clubs"),
    QT_TRANSLATE_NOOP("Messages", "ace of diamonds"), QT_TRANSLATE_NOOP("Messages", "2 of diamonds"), QT_TRANSLATE_NOOP("Messages", "3 of diamonds"), QT_TRANSLATE_NOOP("Messages", "4 of diamonds"),
    QT_TRANSLATE_NOOP("Messages", "5 of diamonds"), QT_TRANSLATE_NOOP("Messages", "6 of diamonds"), QT_TRANSLATE_NOOP("Messages", "7 of diamonds"), QT_TRANSLATE_NOOP("Messages", "8 of diamonds"),
    QT_TRANSLATE_NOOP("Messages", "9 of diamonds"), QT_TRANSLATE_NOOP("Messages", "10 of diamonds"), QT_TRANSLATE_NOOP("Messages", "jack of diamonds"), QT_TRANSLATE_NOOP("Messages", "queen of diamonds"),
    QT_TRANSLATE_NOOP("Messages", "king of diamonds"),
    QT_TRANSLATE_NOOP("Messages", "ace of spades"), QT_TRANSLATE_NOOP("Messages", "2 of spades"), QT_TRANSLATE_NOOP("Messages", "3 of spades"), QT_TRANSLATE_NOOP("Messages", "4 of spades"), QT_TRANSLATE_NOOP("Messages", "5 of spades"),
    QT_TRANSLATE_NOOP("Messages", "6 of spades"), QT_TRANSLATE_NOOP("Messages", "7 of spades"), QT_TRANSLATE_NOOP("Messages", "8 of spades"), QT_TRANSLATE_NOOP("Messages", "9 of spades"), QT_TRANSLATE_NOOP("Messages", "10 of spades"),
    QT_TRANSLATE_NOOP("Messages", "jack of spades"), QT_TRANSLATE_NOOP("Messages", "queen of spades"), QT_TRANSLATE_NOOP("Messages", "king of spades"),
    QT_TRANSLATE_NOOP("Messages", "ace of hearts"), QT_TRANSLATE_NOOP("Messages", "2 of hearts"), QT_TRANSLATE_NOOP("Messages", "3 of hearts"), QT_TRANSLATE_NOOP("Messages", "4 of hearts"), QT_TRANSLATE_NOOP("Messages", "5 of hearts"),
    QT_TRANSLATE_NOOP("Messages", "6 of hearts"), QT_TRANSLATE_NOOP("Messages", "7 of hearts"), QT_TRANSLATE_NOOP("Messages", "8 of hearts"), QT_TRANSLATE_NOOP("Messages", "9 of hearts"), QT_TRANSLATE_NOOP("Messages", "10 of hearts"),
    QT_TRANSLATE_NOOP("Messages", "jack of hearts"), QT_TRANSLATE_NOOP("Messages", "queen of hearts"), QT_TRANSLATE_NOOP("Messages", "king of hearts"),
)

#: Rank words as used in "only a red 8 can go there" (index = rank).
_RANK_NAMES = ("", QT_TRANSLATE_NOOP("Messages", "ace"), QT_TRANSLATE_NOOP("Messages", "2"), QT_TRANSLATE_NOOP("Messages", "3"), QT_TRANSLATE_NOOP("Messages", "4"), QT_TRANSLATE_NOOP("Messages", "5"), QT_TRANSLATE_NOOP("Messages", "6"), QT_TRANSLATE_NOOP("Messages", "7"), QT_TRANSLATE_NOOP("Messages", "8"),
               QT_TRANSLATE_NOOP("Messages", "9"), QT_TRANSLATE_NOOP("Messages", "10"), QT_TRANSLATE_NOOP("Messages", "jack"), QT_TRANSLATE_NOOP("Messages", "queen"), QT_TRANSLATE_NOOP("Messages", "king"))

#: Suit names in the plural, as in "it takes only clubs".
_SUIT_NAMES = (QT_TRANSLATE_NOOP("Messages", "clubs"), QT_TRANSLATE_NOOP("Messages", "diamonds"), QT_TRANSLATE_NOOP("Messages", "spades"), QT_TRANSLATE_NOOP("Messages", "hearts"))

#: Foundation names inside a sentence (index = suit).
_FOUNDATION_NAMES = (QT_TRANSLATE_NOOP("Messages", "clubs foundation"), QT_TRANSLATE_NOOP("Messages", "diamonds foundation"),
                     QT_TRANSLATE_NOOP("Messages", "spades foundation"), QT_TRANSLATE_NOOP("Messages", "hearts foundation"))

FACE_DOWN_CARD = QT_TRANSLATE_NOOP("Messages", "face-down card")


def card_name(card: Card) -> str:
    """``7 of hearts``, ``queen of diamonds`` (lower case: for inside a sentence)."""
    return tr(_CARD_NAMES[card.index])


def english_card_name(card: Card) -> str:
    return str(_CARD_NAMES[card.index])


def rank_name(rank: int) -> str:
    return tr(_RANK_NAMES[rank])


def suit_name(suit: Suit) -> str:
    return tr(_SUIT_NAMES[suit])


def face_down_card() -> str:
    #: Accessible name of a card whose face the player cannot see.
    return tr(FACE_DOWN_CARD)


def pile_name(pile: Pile) -> str:
    """A pile's name inside a sentence: ``column 3``, ``the waste``, ``the hearts foundation``."""
    if pile.kind is PileKind.TABLEAU:
        #: A tableau column inside a sentence, %1 = 1..7.
        return fill(QCoreApplication.translate("Messages", "column %1"), pile.index)
    if pile.kind is PileKind.WASTE:
        return QCoreApplication.translate("Messages", "the waste")
    if pile.kind is PileKind.STOCK:
        return QCoreApplication.translate("Messages", "the stock")
    #: %1 = "hearts foundation" and so on.
    return fill(QCoreApplication.translate("Messages", "the %1"), tr(_FOUNDATION_NAMES[pile.index]))


def pile_title(pile: Pile) -> str:
    """A pile's name on its own (accessible name): ``Column 3``, ``Waste``, ``Hearts foundation``."""
    if pile.kind is PileKind.TABLEAU:
        #: Accessible name of a tableau column, %1 = 1..7.
        return fill(QCoreApplication.translate("Messages", "Column %1"), pile.index)
    if pile.kind is PileKind.WASTE:
        return QCoreApplication.translate("Messages", "Waste")
    if pile.kind is PileKind.STOCK:
        return QCoreApplication.translate("Messages", "Stock")
    return sentence_start(tr(_FOUNDATION_NAMES[pile.index]))


def board_name() -> str:
    #: Accessible name of the card table.
    return QCoreApplication.translate("Messages", "Card table")


def board_description() -> str:
    return QCoreApplication.translate("Messages", "Klondike solitaire. Left and Right move between piles, Up and Down along a column, "
              "Space picks up and puts down, Enter plays a card, H gives a hint, F1 lists every key.")


# -- focus ------------------------------------------------------------------
def focus_column_card(card: Card, column: int, position: int, face_up: int, face_down: int,
                      brief: bool) -> str:
    if brief:
        #: Focus on a face-up card in a column (brief). %1 card, %2 column number.
        return fill(QCoreApplication.translate("Messages", "%1, column %2"), card_name(card), column)
    if face_down:
        #: Focus on a card in a column. %1 card, %2 column, %3 its place among the face-up
        #: cards counted from the deepest, %4 face-up count, %n face-down cards under them.
        return fill(_plural(QCoreApplication.translate("Messages", "%1, column %2, card %3 of %4 face up, %n face down", None, face_down), face_down),
                    card_name(card), column, position, face_up)
    #: Focus on a card in a column with no face-down cards. %1 card, %2 column, %3 place, %4 count.
    return fill(QCoreApplication.translate("Messages", "%1, column %2, card %3 of %4 face up"), card_name(card), column, position, face_up)


def focus_empty_column(column: int, brief: bool) -> str:
    if brief:
        return fill(QCoreApplication.translate("Messages", "Column %1, empty."), column)
    return fill(QCoreApplication.translate("Messages", "Column %1, empty. Only a King can go here."), column)


def focus_stock(count: int, pass_number: int, pass_limit: int | None, brief: bool) -> str:
    if count == 0:
        return QCoreApplication.translate("Messages", "Stock, empty.")
    if brief:
        return _plural(QCoreApplication.translate("Messages", "Stock, %n card(s).", None, count), count)
    if pass_limit is None:
        #: %n cards in the stock, %1 the current pass through the stock.
        return fill(_plural(QCoreApplication.translate("Messages", "Stock, %n card(s). Pass %1 of unlimited.", None, count), count), pass_number)
    #: %n cards in the stock, %1 the current pass, %2 how many passes are allowed.
    return fill(_plural(QCoreApplication.translate("Messages", "Stock, %n card(s). Pass %1 of %2.", None, count), count), pass_number, pass_limit)


def focus_empty_stock(waste: int, passes_left: int | None, brief: bool) -> str:
    if waste == 0:
        return QCoreApplication.translate("Messages", "Stock, empty. The waste is empty too.")
    if passes_left == 0:
        return QCoreApplication.translate("Messages", "Stock, empty. No passes left.")
    if brief:
        return QCoreApplication.translate("Messages", "Stock, empty.")
    #: %n cards in the waste that Space would turn back into the stock.
    return _plural(QCoreApplication.translate("Messages", "Stock, empty. Press Space to turn the waste over, %n card(s).", None, waste), waste)


def focus_waste(card: Card, count: int, brief: bool) -> str:
    if brief:
        return fill(QCoreApplication.translate("Messages", "%1, waste"), card_name(card))
    #: Focus on the playable waste card. %1 card, %n cards in the waste.
    return fill(_plural(QCoreApplication.translate("Messages", "%1, waste, %n card(s)", None, count), count), card_name(card))


def focus_waste_fanned(card: Card, count: int, under: list[Card]) -> str:
    """Draw 3: the playable card and the turned cards still showing beneath it."""
    #: Draw 3, focus on the waste. %1 the playable card, %n cards in the waste,
    #: %2 the cards showing beneath it (not playable yet).
    return fill(_plural(QCoreApplication.translate(
        "Messages", "%1, waste, %n card(s). Showing beneath it: %2.", None, count), count),
        card_name(card), separated_list([card_name(c) for c in under]))


def card_under(card: Card, pile: Pile) -> str:
    """A card under the top of the waste or a foundation (it cannot be focused)."""
    if pile.kind is PileKind.WASTE:
        #: Accessible name of a waste card that lies under the playable one.
        return fill(QCoreApplication.translate("Messages", "%1, in the waste"), card_name(card))
    #: %1 card, %2 "the hearts foundation".
    return fill(QCoreApplication.translate("Messages", "%1, on %2"), card_name(card), pile_name(pile))


def focus_empty_waste() -> str:
    return QCoreApplication.translate("Messages", "Waste, empty.")


def focus_foundation(card: Card, brief: bool) -> str:
    title = tr(_FOUNDATION_NAMES[card.suit])
    if brief or card.rank == 13:
        if card.rank == 13:
            #: %1 = king of …, %2 = "hearts foundation".
            return fill(QCoreApplication.translate("Messages", "%1, %2, complete"), card_name(card), title)
        return fill(QCoreApplication.translate("Messages", "%1, %2"), card_name(card), title)
    #: %1 top card, %2 foundation, %3 the card it needs next.
    return fill(QCoreApplication.translate("Messages", "%1, %2. Next: %3."), card_name(card), title,
                card_name(Card.of(card.rank + 1, card.suit)))


def focus_empty_foundation(suit: Suit, brief: bool) -> str:
    title = sentence_start(tr(_FOUNDATION_NAMES[suit]))
    if brief:
        return fill(QCoreApplication.translate("Messages", "%1, empty."), title)
    #: %1 "Hearts foundation", %2 "ace of hearts".
    return fill(QCoreApplication.translate("Messages", "%1, empty. Only the %2 can go here."), title, card_name(Card.of(1, suit)))


# -- picking up and putting down ----------------------------------------------
def holding(cards: list[Card], brief: bool) -> str:
    if len(cards) == 1:
        return fill(QCoreApplication.translate("Messages", "Holding %1."), card_name(cards[0]))
    if brief:
        #: %1 the first (deepest) held card, %n how many are held.
        return fill(_plural(QCoreApplication.translate("Messages", "Holding %1, %n card(s).", None, len(cards)), len(cards)), card_name(cards[0]))
    #: %1 every held card as a list, %n how many.
    return fill(_plural(QCoreApplication.translate("Messages", "Holding %1, %n card(s).", None, len(cards)), len(cards)),
                separated_list([card_name(c) for c in cards]))


def can_go_here(card: Card) -> str:
    #: Added to the focus while cards are held and they may be put on the focused pile.
    return fill(QCoreApplication.translate("Messages", "The %1 can go here."), card_name(card))


def put_back(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "Put back the %1."), card_name(card))


def nothing_held() -> str:
    return QCoreApplication.translate("Messages", "Nothing is held.")


def nothing_to_pick_up(pile: Pile) -> str:
    return fill(QCoreApplication.translate("Messages", "Nothing to pick up in %1."), pile_name(pile))


def no_place_for(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "The %1 has nowhere to go right now."), card_name(card))


def no_card_here() -> str:
    return QCoreApplication.translate("Messages", "No card here.")


def bottom_of_column(pile: Pile) -> str:
    """Down on the top card of a column (the last card down the screen): the focus stays."""
    #: %1 = "column 3" (pile_name).
    return sentence_start(fill(QCoreApplication.translate("Messages", "Bottom of %1."), pile_name(pile)))


def nothing_above(pile: Pile) -> str:
    """Up on a pile of the top row: the focus stays."""
    #: %1 = "the stock", "the waste", "the hearts foundation" (pile_name).
    return sentence_start(fill(QCoreApplication.translate("Messages", "Top row: nothing above %1."), pile_name(pile)))


def tab_hint() -> str:
    """Tab on the board: the piles are reached with the arrow keys."""
    return QCoreApplication.translate(
        "Messages", "The arrow keys move between the piles, 1 to 7 go to a column. F1 lists the keys.")
