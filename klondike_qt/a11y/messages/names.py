"""Card, pile and board names; what the focus says; picking up and putting down."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine.cards import Card, Suit
from ...engine.klondike import Pile, PileKind
from ._text import _plural, fill, named, sentence_start, separated_list, tr

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
# Whole card names, index = Card.index (clubs, diamonds, spades, hearts; ace … king).
_CARD_NAMES = (
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "ace of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "2 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "3 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "4 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "5 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "6 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "7 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "8 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "9 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "10 of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "jack of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "queen of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "king of clubs"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "ace of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "2 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "3 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "4 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "5 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "6 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "7 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "8 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "9 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "10 of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "jack of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "queen of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "king of diamonds"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "ace of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "2 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "3 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "4 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "5 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "6 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "7 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "8 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "9 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "10 of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "jack of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "queen of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "king of spades"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "ace of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "2 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "3 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "4 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "5 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "6 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "7 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "8 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "9 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "10 of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "jack of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "queen of hearts"),
    #: A card's name, lower case, inside any sentence that names a card (focus, moves, hints);
    #: capitalised by the code at a sentence start. Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "king of hearts"),
)

# Rank words as used in "only a red 8 can go there" (index = rank).
_RANK_NAMES = (
    "",
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "ace"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "2"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "3"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "4"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "5"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "6"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "7"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "8"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "9"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "10"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "jack"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "queen"),
    #: A rank on its own, inside a sentence: "only a red 8 can go there" (a move that breaks the rules). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "king"),
)

# Suit names in the plural, as in "it takes only clubs". Forms allowed.
_SUIT_NAMES = (
    #: A suit in the plural, inside a sentence: "it takes only clubs". Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "clubs"),
    #: A suit in the plural, inside a sentence: "it takes only diamonds". Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "diamonds"),
    #: A suit in the plural, inside a sentence: "it takes only spades". Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "spades"),
    #: A suit in the plural, inside a sentence: "it takes only hearts". Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "hearts"),
)

# Foundation names inside a sentence (index = suit).
_FOUNDATION_NAMES = (
    #: A foundation's name inside a sentence ("on the clubs foundation"); capitalised as its
    #: accessible name ("Clubs foundation"). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "clubs foundation"),
    #: A foundation's name inside a sentence ("on the diamonds foundation"); capitalised as its
    #: accessible name ("Diamonds foundation"). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "diamonds foundation"),
    #: A foundation's name inside a sentence ("on the spades foundation"); capitalised as its
    #: accessible name ("Spades foundation"). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "spades foundation"),
    #: A foundation's name inside a sentence ("on the hearts foundation"); capitalised as its
    #: accessible name ("Hearts foundation"). Forms allowed.
    QT_TRANSLATE_NOOP("Messages", "hearts foundation"),
)

#: Accessible name of a card whose face the player cannot see; also said on focus. Forms allowed.
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
    return tr(FACE_DOWN_CARD)


def pile_name(pile: Pile) -> str:
    """A pile's name inside a sentence: ``column 3``, ``the waste``, ``the hearts foundation``."""
    if pile.kind is PileKind.TABLEAU:
        #: A tableau column inside a sentence, %1 = 1..7. Forms allowed.
        return fill(QCoreApplication.translate("Messages", "column %1"), pile.index)
    if pile.kind is PileKind.WASTE:
        #: A pile's name inside a sentence ("Nothing to pick up in the waste."), with its article. Forms allowed.
        return named(QCoreApplication.translate("Messages", "the waste"))
    if pile.kind is PileKind.STOCK:
        #: A pile's name inside a sentence ("Nothing to pick up in the stock."), with its article. Forms allowed.
        return named(QCoreApplication.translate("Messages", "the stock"))
    #: A foundation's name inside a sentence, with its article ("Nothing to pick up in the hearts foundation").
    #: %1 = "hearts foundation" and so on. Forms allowed.
    return fill(QCoreApplication.translate("Messages", "the %1"), tr(_FOUNDATION_NAMES[pile.index]))


def pile_title(pile: Pile) -> str:
    """A pile's name on its own (accessible name): ``Column 3``, ``Waste``, ``Hearts foundation``."""
    if pile.kind is PileKind.TABLEAU:
        #: Accessible name of a tableau column, %1 = 1..7.
        return fill(QCoreApplication.translate("Messages", "Column %1"), pile.index)
    if pile.kind is PileKind.WASTE:
        #: Accessible name of the waste pile (cards turned from the stock).
        return QCoreApplication.translate("Messages", "Waste")
    if pile.kind is PileKind.STOCK:
        #: Accessible name of the stock pile (cards not yet dealt, turned with N).
        return QCoreApplication.translate("Messages", "Stock")
    return sentence_start(tr(_FOUNDATION_NAMES[pile.index]))


def board_name() -> str:
    #: Accessible name of the card table.
    return QCoreApplication.translate("Messages", "Card table")


def board_description() -> str:
    #: Klondike: the card table's accessible description, read by a screen reader with its name "Card table".
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
        #: Focus on an empty column (arrow keys, 1–7), speech setting Brief; also FreeCell and Spider. %1 the column number.
        return fill(QCoreApplication.translate("Messages", "Column %1, empty."), column)
    #: Klondike, focus on an empty column. %1 the column number.
    return fill(QCoreApplication.translate("Messages", "Column %1, empty. Only a King can go here."), column)


def focus_stock(count: int, pass_number: int, pass_limit: int | None, brief: bool) -> str:
    if count == 0:
        #: Focus on the stock when it holds no card (arrow keys, Home).
        return QCoreApplication.translate("Messages", "Stock, empty.")
    if brief:
        #: Focus on the stock, speech setting Brief. %n cards in the stock.
        return _plural(QCoreApplication.translate("Messages", "Stock, %n card(s).", None, count), count)
    if pass_limit is None:
        #: Focus on the stock (arrow keys, Home), unlimited passes.
        #: %n cards in the stock, %1 the current pass through the stock.
        return fill(_plural(QCoreApplication.translate("Messages", "Stock, %n card(s). Pass %1 of unlimited.", None, count), count), pass_number)
    #: Focus on the stock (arrow keys, Home).
    #: %n cards in the stock, %1 the current pass, %2 how many passes are allowed.
    return fill(_plural(QCoreApplication.translate("Messages", "Stock, %n card(s). Pass %1 of %2.", None, count), count), pass_number, pass_limit)


def focus_empty_stock(waste: int, passes_left: int | None, brief: bool) -> str:
    if waste == 0:
        #: Focus on the stock when the stock and the waste are both empty.
        return QCoreApplication.translate("Messages", "Stock, empty. The waste is empty too.")
    if passes_left == 0:
        #: Focus on the empty stock when the waste may not be turned over again.
        return QCoreApplication.translate("Messages", "Stock, empty. No passes left.")
    if brief:
        return QCoreApplication.translate("Messages", "Stock, empty.")
    #: Focus on the empty stock while the waste holds cards.
    #: %n cards in the waste that Space would turn back into the stock.
    return _plural(QCoreApplication.translate("Messages", "Stock, empty. Press Space to turn the waste over, %n card(s).", None, waste), waste)


def focus_waste(card: Card, count: int, brief: bool) -> str:
    if brief:
        #: Focus on the waste, speech setting Brief. %1 its playable card.
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
        #: Accessible name of a waste card that lies under the playable one. %1 the card.
        return fill(QCoreApplication.translate("Messages", "%1, in the waste"), card_name(card))
    #: Accessible name of a card under the top of a foundation.
    #: %1 card, %2 "the hearts foundation".
    return fill(QCoreApplication.translate("Messages", "%1, on %2"), card_name(card), pile_name(pile))


def focus_empty_waste() -> str:
    #: Focus on the waste when it holds no card.
    return QCoreApplication.translate("Messages", "Waste, empty.")


def focus_foundation(card: Card, brief: bool) -> str:
    title = tr(_FOUNDATION_NAMES[card.suit])
    if brief or card.rank == 13:
        if card.rank == 13:
            #: Focus on a foundation that holds its king.
            #: %1 = king of …, %2 = "hearts foundation".
            return fill(QCoreApplication.translate("Messages", "%1, %2, complete"), card_name(card), title)
        #: Focus on a foundation, speech setting Brief. %1 its top card, %2 its name ("hearts foundation").
        return fill(QCoreApplication.translate("Messages", "%1, %2"), card_name(card), title)
    #: Focus on a foundation (arrow keys).
    #: %1 top card, %2 foundation, %3 the card it needs next.
    return fill(QCoreApplication.translate("Messages", "%1, %2. Next: %3."), card_name(card), title,
                card_name(Card.of(card.rank + 1, card.suit)))


def focus_empty_foundation(suit: Suit, brief: bool) -> str:
    title = sentence_start(tr(_FOUNDATION_NAMES[suit]))
    if brief:
        #: Focus on an empty foundation, speech setting Brief. %1 its name ("Hearts foundation").
        return fill(QCoreApplication.translate("Messages", "%1, empty."), title)
    #: Focus on an empty foundation (arrow keys).
    #: %1 "Hearts foundation", %2 "ace of hearts".
    return fill(QCoreApplication.translate("Messages", "%1, empty. Only the %2 can go here."), title, card_name(Card.of(1, suit)))


# -- picking up and putting down ----------------------------------------------
def holding(cards: list[Card], brief: bool) -> str:
    if len(cards) == 1:
        #: After Space picked up one card. %1 the card.
        return fill(QCoreApplication.translate("Messages", "Holding %1."), card_name(cards[0]))
    if brief:
        #: After Space picked up several cards, speech setting Brief.
        #: %1 the first (deepest) held card, %n how many are held.
        return fill(_plural(QCoreApplication.translate("Messages", "Holding %1, %n card(s).", None, len(cards)), len(cards)), card_name(cards[0]))
    #: After Space picked up several cards.
    #: %1 every held card as a list, %n how many.
    return fill(_plural(QCoreApplication.translate("Messages", "Holding %1, %n card(s).", None, len(cards)), len(cards)),
                separated_list([card_name(c) for c in cards]))


def can_go_here(card: Card) -> str:
    #: Added to the focus while cards are held and they may be put on the focused pile. %1 the first held card.
    return fill(QCoreApplication.translate("Messages", "The %1 can go here."), card_name(card))


def put_back(card: Card) -> str:
    #: After Escape put the held cards back. %1 the (first) card held.
    return fill(QCoreApplication.translate("Messages", "Put back the %1."), card_name(card))


def nothing_held() -> str:
    #: Escape (Put Back) when nothing is held.
    return QCoreApplication.translate("Messages", "Nothing is held.")


def nothing_to_pick_up(pile: Pile) -> str:
    #: Space on a pile with no card to pick up. %1 the pile ("the waste", "column 3").
    return fill(QCoreApplication.translate("Messages", "Nothing to pick up in %1."), pile_name(pile))


def no_place_for(card: Card) -> str:
    #: Enter (Play Card) on a card that has no legal move. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 has nowhere to go right now."), card_name(card))


def no_card_here() -> str:
    #: A key that acts on the focused card (Enter, F, X…) on a pile with no card.
    return QCoreApplication.translate("Messages", "No card here.")


def bottom_of_column(pile: Pile) -> str:
    """Down on the top card of a column (the last card down the screen): the focus stays."""
    #: Down on a column's top card (the last card down the screen): the focus stays.
    #: %1 = "column 3" (pile_name).
    return sentence_start(fill(QCoreApplication.translate("Messages", "Bottom of %1."), pile_name(pile)))


def nothing_above(pile: Pile) -> str:
    """Up on a pile of the top row: the focus stays."""
    #: Up on a pile of the top row: the focus stays.
    #: %1 = "the stock", "the waste", "the hearts foundation" (pile_name).
    return sentence_start(fill(QCoreApplication.translate("Messages", "Top row: nothing above %1."), pile_name(pile)))


def tab_hint() -> str:
    """Tab on the board: the piles are reached with the arrow keys."""
    #: Klondike: Tab pressed on the board (the piles are reached with the arrow keys and the digits).
    return QCoreApplication.translate(
        "Messages", "The arrow keys move between the piles, 1 to 7 go to a column. F1 lists the keys.")
