"""Every sentence a player hears or reads about the game.

Each sentence is one whole translatable template (context ``"Messages"``):
``%1``, ``%2`` … are filled in with :func:`fill`, ``%n`` is a count with plural
forms. Translators see the ``#:`` comment above each template. Nothing here is
glued from fragments: where two sentences follow each other, each is whole.

English plurals are written ``card(s)``; without a translation loaded the
English singular or plural is chosen here (:func:`_plural`).

Brief and full variants: functions that take ``brief`` return the short form
when it is true. Card and pile names are whole translatable names too.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from ..engine import Card, Pile, PileKind, Suit

CONTEXT = "Messages"


def _N(text: str) -> str:  # marks a name for lupdate; translated at use
    return QT_TRANSLATE_NOOP(CONTEXT, text)


_ARG = re.compile(r"%(\d)")


def fill(template: str, *args: object) -> str:
    """Replace ``%1`` … ``%9`` in one pass (inserted text is never re-scanned)."""
    return _ARG.sub(lambda m: str(args[int(m.group(1)) - 1]) if int(m.group(1)) <= len(args)
                    else m.group(0), template)


def tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(CONTEXT, text, disambiguation)


_PLURAL = re.compile(r"(\w+)\((\w+)\)")


def _plural(out: str, n: int) -> str:
    """A translated ``%n`` text: untranslated English ``(s)`` markers are
    resolved (``card(s)`` → card / cards). The literal ``translate`` calls
    stay in the templates so that lupdate finds them with their context."""
    if "(" in out:
        out = _PLURAL.sub(lambda m: m.group(1) + ("" if n == 1 else m.group(2)), out)
    return out


def sentence_start(text: str) -> str:
    """Capitalise the first letter (a card name starting a sentence)."""
    return text[:1].upper() + text[1:] if text else text


def separated_list(items: list[str]) -> str:
    """``a, b and c`` in the language of the locale."""
    return QLocale().createSeparatedList(items)


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
    return _CARD_NAMES[card.index]


def rank_name(rank: int) -> str:
    return tr(_RANK_NAMES[rank])


def english_rank_name(rank: int) -> str:
    return _RANK_NAMES[rank]


def suit_name(suit: Suit) -> str:
    return tr(_SUIT_NAMES[suit])


def english_suit_name(suit: Suit) -> str:
    return _SUIT_NAMES[suit]


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


def focus_empty_waste(brief: bool) -> str:
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


# -- results of moves ------------------------------------------------------------
def moved_onto(card: Card, count: int, column: int, onto: Card, brief: bool) -> str:
    if count == 1:
        if brief:
            return fill(QCoreApplication.translate("Messages", "%1 to column %2."), sentence_start(card_name(card)), column)
        #: %1 card, %2 column, %3 the card it now lies on.
        return fill(QCoreApplication.translate("Messages", "Moved %1 to column %2, on %3."), card_name(card), column, card_name(onto))
    if brief:
        return fill(_plural(QCoreApplication.translate("Messages", "%1 and %n card(s) on it to column %2.", None, count - 1), count - 1),
                    sentence_start(card_name(card)), column)
    #: A run moved: %1 its first card, %n the cards on it, %2 column, %3 the card it lies on.
    return fill(_plural(QCoreApplication.translate("Messages", "Moved %1 with %n card(s) on it to column %2, on %3.", None, count - 1), count - 1),
                card_name(card), column, card_name(onto))


def moved_to_empty(card: Card, count: int, column: int, brief: bool) -> str:
    if count == 1:
        if brief:
            return fill(QCoreApplication.translate("Messages", "%1 to column %2."), sentence_start(card_name(card)), column)
        return fill(QCoreApplication.translate("Messages", "Moved %1 to empty column %2."), card_name(card), column)
    if brief:
        return fill(_plural(QCoreApplication.translate("Messages", "%1 and %n card(s) on it to column %2.", None, count - 1), count - 1),
                    sentence_start(card_name(card)), column)
    return fill(_plural(QCoreApplication.translate("Messages", "Moved %1 with %n card(s) on it to empty column %2.", None, count - 1), count - 1),
                card_name(card), column)


def moved_to_foundation(card: Card, brief: bool) -> str:
    if brief:
        return fill(QCoreApplication.translate("Messages", "%1 to foundation."), sentence_start(card_name(card)))
    return fill(QCoreApplication.translate("Messages", "Moved %1 to its foundation."), card_name(card))


def revealed(column: int, card: Card, brief: bool) -> str:
    if brief:
        return fill(QCoreApplication.translate("Messages", "Revealed %1."), card_name(card))
    #: After a move uncovered a face-down card. %1 column, %2 the card now face up.
    return fill(QCoreApplication.translate("Messages", "Column %1 reveals the %2."), column, card_name(card))


def now_on(focus: str) -> str:
    #: After a move, what the keyboard focus rests on now. %1 its description
    #: ("jack of hearts, waste, 4 cards").
    return fill(QCoreApplication.translate("Messages", "Now on: %1."), focus.rstrip("."))


def waste_shows(card: Card) -> str:
    #: After the top of the waste was played: the card now playable there.
    return fill(QCoreApplication.translate("Messages", "The waste shows the %1."), card_name(card))


def waste_now_empty() -> str:
    return QCoreApplication.translate("Messages", "The waste is now empty.")


def column_now_empty(column: int, brief: bool) -> str:
    return fill(QCoreApplication.translate("Messages", "Column %1 is now empty."), column)


def score_change(delta: int, score: int) -> str:
    if delta > 0:
        #: %1 points gained, %2 the score now.
        return fill(QCoreApplication.translate("Messages", "Plus %1, score %2."), delta, score)
    return fill(QCoreApplication.translate("Messages", "Minus %1, score %2."), -delta, score)


def turned(cards: list[Card], brief: bool) -> str:
    if brief or len(cards) == 1:
        return fill(QCoreApplication.translate("Messages", "Turned %1."), card_name(cards[-1]))
    return fill(QCoreApplication.translate("Messages", "Turned %1."), separated_list([card_name(c) for c in cards]))


def playable(card: Card) -> str:
    #: After turning three cards: only the last one turned can be played.
    return fill(QCoreApplication.translate("Messages", "%1 is playable."), sentence_start(card_name(card)))


def left_in_stock(count: int) -> str:
    if count == 0:
        return QCoreApplication.translate("Messages", "The stock is now empty.")
    return _plural(QCoreApplication.translate("Messages", "%n left in stock.", None, count), count)


def recycled(count: int, pass_number: int, pass_limit: int | None, brief: bool) -> str:
    if brief:
        return QCoreApplication.translate("Messages", "Waste turned over.")
    if pass_limit is None:
        #: The waste went back into the stock. %n cards, %1 the pass that starts now.
        return fill(_plural(QCoreApplication.translate(
            "Messages", "Turned the waste over: %n card(s) back in the stock. Pass %1 of unlimited.",
            None, count), count), pass_number)
    return fill(_plural(QCoreApplication.translate("Messages", "Turned the waste over: %n card(s) back in the stock. Pass %1 of %2.", None, count), count),
                pass_number, pass_limit)


def undone(what: str) -> str:
    #: %1 a description of the action that was taken back, e.g. "moved 7 of hearts to column 2".
    return fill(QCoreApplication.translate("Messages", "Undone: %1."), what)


def redone(what: str) -> str:
    return fill(QCoreApplication.translate("Messages", "Redone: %1."), what)


def action_move(card: Card, target: Pile) -> str:
    """Lower-case past action for undo/redo: ``moved 7 of hearts to column 2``."""
    if target.kind is PileKind.FOUNDATION:
        return fill(QCoreApplication.translate("Messages", "moved %1 to its foundation"), card_name(card))
    return fill(QCoreApplication.translate("Messages", "moved %1 to column %2"), card_name(card), target.index)


def action_turned(cards: list[Card]) -> str:
    return fill(QCoreApplication.translate("Messages", "turned %1"), separated_list([card_name(c) for c in cards]))


def action_recycled() -> str:
    return QCoreApplication.translate("Messages", "turned the waste over")


def hidden_again(card: Card, column: int) -> str:
    #: After an undo: the card that had been revealed is face down again.
    return fill(QCoreApplication.translate("Messages", "The %1 in column %2 is face down again."), card_name(card), column)


def back_in(card: Card, pile: Pile) -> str:
    #: After an undo: where the card is now. %1 card, %2 pile ("column 3", "the waste").
    return fill(QCoreApplication.translate("Messages", "The %1 is back in %2."), card_name(card), pile_name(pile))


def nothing_to_undo() -> str:
    return QCoreApplication.translate("Messages", "Nothing to undo.")


def nothing_to_redo() -> str:
    return QCoreApplication.translate("Messages", "Nothing to redo.")


def new_deal(number: int | None, draw: int, thoughtful: bool, brief: bool) -> str:
    if brief:
        if number is None:
            return QCoreApplication.translate("Messages", "New deal.")
        return fill(QCoreApplication.translate("Messages", "Deal %1."), number)
    if number is None:
        if thoughtful:
            return fill(QCoreApplication.translate("Messages", "New deal, draw %1, every card face up."), draw)
        return fill(QCoreApplication.translate("Messages", "New deal, draw %1."), draw)
    if thoughtful:
        #: %1 deal number, %2 cards turned per draw (1 or 3).
        return fill(QCoreApplication.translate("Messages", "Deal %1, draw %2, every card face up."), number, draw)
    return fill(QCoreApplication.translate("Messages", "Deal %1, draw %2."), number, draw)


def game_restored(brief: bool) -> str:
    return QCoreApplication.translate("Messages", "Your game is back where you left it.")


def auto_moved(cards: list[Card], brief: bool) -> str:
    if brief:
        return _plural(QCoreApplication.translate("Messages", "%n card(s) to the foundations.", None, len(cards)), len(cards))
    #: "A": %1 the list of cards sent up.
    return fill(QCoreApplication.translate("Messages", "Moved to the foundations: %1."), separated_list([card_name(c) for c in cards]))


def no_safe_moves() -> str:
    return QCoreApplication.translate("Messages", "No card can safely go to the foundations now.")


# -- game status ----------------------------------------------------------------
def ready_to_finish() -> str:
    return QCoreApplication.translate("Messages", "Every card is face up. Press Enter to finish.")


def finishing() -> str:
    return QCoreApplication.translate("Messages", "Finishing. Press any key to stop.")


def finish_stopped() -> str:
    return QCoreApplication.translate("Messages", "Finishing stopped. Press Enter to go on.")


def duration(elapsed_ms: int) -> str:
    seconds = max(0, elapsed_ms // 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        #: %1 hours, %2 minutes ("2 hours 5 minutes").
        return fill(QCoreApplication.translate("Messages", "%1 %2", "hours and minutes"), _plural(QCoreApplication.translate("Messages", "%n hour(s)", None, hours), hours),
                    _plural(QCoreApplication.translate("Messages", "%n minute(s)", None, minutes), minutes))
    if minutes:
        #: %1 minutes, %2 seconds ("4 minutes 12 seconds").
        return fill(QCoreApplication.translate("Messages", "%1 %2", "minutes and seconds"), _plural(QCoreApplication.translate("Messages", "%n minute(s)", None, minutes), minutes),
                    _plural(QCoreApplication.translate("Messages", "%n second(s)", None, secs), secs))
    return _plural(QCoreApplication.translate("Messages", "%n second(s)", None, secs), secs)


def won(time_text: str, score: int | None) -> str:
    if score is None:
        return fill(QCoreApplication.translate("Messages", "You won in %1."), time_text)
    #: %1 the time taken ("4 minutes 12 seconds"), %2 the score.
    return fill(QCoreApplication.translate("Messages", "You won in %1, score %2."), time_text, score)


def after_win() -> str:
    #: Said after the win sentence.
    return QCoreApplication.translate("Messages", "Press F2 for a new deal.")


def welcome(deal_number: int | None, draw: int, restored: bool) -> str:
    """Said once when the window first gets the focus."""
    if restored:
        return QCoreApplication.translate(
            "Messages", "Klondike. Your game is back where you left it. Press F1 for the list of keys.")
    if deal_number is None:
        #: %1 cards turned per draw.
        return fill(QCoreApplication.translate(
            "Messages", "Klondike, draw %1. Press F1 for the list of keys."), draw)
    #: %1 deal number, %2 cards turned per draw.
    return fill(QCoreApplication.translate(
        "Messages", "Klondike, deal %1, draw %2. Press F1 for the list of keys."), deal_number, draw)


def no_moves() -> str:
    return QCoreApplication.translate("Messages", "No moves left. Undo to try another way, or press F2 for a new deal.")


def file_set_aside(kind: str, backup_name: str) -> str:
    if kind == "save":
        #: %1 the file name the unreadable save was renamed to.
        return fill(QCoreApplication.translate("Messages", "The saved game could not be read, so a new game has started. "
                       "The file was kept as %1."), backup_name)
    if kind == "statistics":
        return fill(QCoreApplication.translate("Messages", "The statistics could not be read, so they start again from zero. "
                       "The file was kept as %1."), backup_name)
    if kind == "settings-values":
        #: %1 the name of the copy kept of the settings file that held values the game could not use.
        return fill(QCoreApplication.translate("Messages", "Some settings could not be read, so they are back to "
                       "their defaults. The file was kept as %1."), backup_name)
    return fill(QCoreApplication.translate("Messages", "The settings could not be read, so the defaults are used. "
                   "The file was kept as %1."), backup_name)



def cannot_save(folder: str) -> str:
    #: %1 the folder the game keeps its saved game in (it could not write there).
    return fill(QCoreApplication.translate("Messages", "The game cannot be saved: the folder %1 cannot be "
                   "written to. You can play on, but this game will not be kept when you quit."), folder)

# -- illegal moves: one sentence per rule -------------------------------------------
def cant_same_colour(card: Card, other: Card) -> str:
    if card.is_red:
        #: %1 the card that was to move, %2 the card it was put on.
        return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: both are red."), card_name(card), card_name(other))
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: both are black."), card_name(card), card_name(other))


def cant_not_one_lower(card: Card, other: Card) -> str:
    if other.rank == 1:
        return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: nothing can go on an ace in a column."),
                    card_name(card), card_name(other))
    wanted = rank_name(other.rank - 1)
    if other.is_red:
        #: %3 a rank ("8", "queen"): the only rank that may go on %2.
        return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: only a black %3 can go there."),
                    card_name(card), card_name(other), wanted)
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: only a red %3 can go there."),
                card_name(card), card_name(other), wanted)


def cant_not_a_king(card: Card, column: int) -> str:
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in empty column %2: only a King can go there."),
                card_name(card), column)


def cant_wrong_suit(card: Card, foundation_suit: Suit) -> str:
    #: %2 "clubs foundation", %3 "clubs".
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: it takes only %3."), card_name(card),
                tr(_FOUNDATION_NAMES[foundation_suit]), suit_name(foundation_suit))


def cant_foundation_needs(card: Card, needed: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on its foundation yet: it needs the %2 first."),
                card_name(card), card_name(needed))


def cant_only_top(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "Can't send the %1 to its foundation: other cards lie on it."), card_name(card))


def cant_covered(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "Can't move the %1: only the top card of that pile can move."), card_name(card))


def cant_face_down() -> str:
    return QCoreApplication.translate("Messages", "Can't move a face-down card.")


def cant_in_stock() -> str:
    return QCoreApplication.translate("Messages", "Can't take a card from the stock: press N to turn cards.")


def cant_broken_run(card: Card, breaker: Card) -> str:
    #: %2 the first card on %1 that does not follow in order and colour.
    return fill(QCoreApplication.translate("Messages", "Can't move the %1 with the cards on it: the run breaks at the %2."),
                card_name(card), card_name(breaker))


def cant_same_pile(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "The %1 is already there."), card_name(card))


def cant_onto_stock() -> str:
    return QCoreApplication.translate("Messages", "Cards can't be put on the stock.")


def cant_onto_waste() -> str:
    return QCoreApplication.translate("Messages", "Cards can't be put on the waste.")


def cant_no_passes() -> str:
    return QCoreApplication.translate("Messages", "The stock is empty and no passes are left.")


def cant_nothing_to_draw() -> str:
    return QCoreApplication.translate("Messages", "The stock and the waste are both empty.")


def cant_game_over() -> str:
    return QCoreApplication.translate("Messages", "The game is already won. Press F2 for a new deal.")


# -- hints and moves ---------------------------------------------------------------
def hint(move_text: str) -> str:
    #: %1 a move as an instruction ("move the 5 of clubs from column 4 onto …").
    return fill(QCoreApplication.translate("Messages", "Hint: %1."), move_text)


def do_move_onto(card: Card, source: Pile, onto: Card, column: int) -> str:
    #: Instruction. %1 card, %2 where it is ("column 4", "the waste"), %3 the card it goes on, %4 column.
    return fill(QCoreApplication.translate("Messages", "move the %1 from %2 onto the %3 in column %4"), card_name(card),
                pile_name(source), card_name(onto), column)


def do_move_to_empty(card: Card, source: Pile, column: int) -> str:
    return fill(QCoreApplication.translate("Messages", "move the %1 from %2 to empty column %3"), card_name(card), pile_name(source), column)


def do_move_to_foundation(card: Card, source: Pile) -> str:
    return fill(QCoreApplication.translate("Messages", "move the %1 from %2 to its foundation"), card_name(card), pile_name(source))


def do_draw() -> str:
    return QCoreApplication.translate("Messages", "turn cards from the stock")


def do_recycle() -> str:
    return QCoreApplication.translate("Messages", "turn the waste over")


def hint_none() -> str:
    return QCoreApplication.translate("Messages", "No hint: no move is available. Undo, or press F2 for a new deal.")


def hint_from_solver() -> str:
    #: Added to a hint that comes from a winning line found by the solver.
    return QCoreApplication.translate("Messages", "This keeps the deal winnable.")


def moves_list(moves: list[str], brief: bool) -> str:
    if not moves:
        return QCoreApplication.translate("Messages", "No moves available.")
    #: "M": %n how many moves, %1 the moves as a list of instructions.
    return fill(_plural(QCoreApplication.translate("Messages", "%n move(s): %1.", None, len(moves)), len(moves)), separated_list(moves))


# -- queries -------------------------------------------------------------------------
def foundation_status(suit: Suit, top: Card | None) -> str:
    title = sentence_start(tr(_FOUNDATION_NAMES[suit]))
    if top is None:
        return fill(QCoreApplication.translate("Messages", "%1: empty."), title)
    if top.rank == 13:
        return fill(QCoreApplication.translate("Messages", "%1: complete."), title)
    #: %1 "Hearts foundation", %2 its top card.
    return fill(QCoreApplication.translate("Messages", "%1: up to the %2."), title, card_name(top))


def waste_status(top: Card | None, count: int, brief: bool) -> str:
    if top is None:
        return QCoreApplication.translate("Messages", "Waste: empty.")
    return fill(_plural(QCoreApplication.translate("Messages", "Waste: %1 on top, %n card(s).", None, count), count), card_name(top))


def stock_status(count: int, passes_left: int | None, brief: bool) -> str:
    if passes_left is None:
        return _plural(QCoreApplication.translate("Messages", "Stock: %n card(s), unlimited passes.", None, count), count)
    #: %n cards in the stock, %1 recycles still allowed.
    return fill(_plural(QCoreApplication.translate("Messages", "Stock: %n card(s), passes left: %1.", None, count), count), passes_left)


def column_status(column: int, face_down: int, face_up: list[Card]) -> str:
    if not face_up and not face_down:
        return fill(QCoreApplication.translate("Messages", "Column %1: empty."), column)
    names = separated_list([card_name(c) for c in face_up])
    if face_down:
        #: %1 column, %n face-down cards, %2 the face-up cards from the deepest to the top.
        return fill(_plural(QCoreApplication.translate("Messages", "Column %1: %n face down, then %2.", None, face_down), face_down), column, names)
    return fill(QCoreApplication.translate("Messages", "Column %1: %2."), column, names)


def info(score: int | None, time_text: str, moves: int, stock: int, passes_left: int | None,
         winnable: bool | None, won: bool = False, at_start: bool = False,
         thinking: bool | None = None) -> str:
    """The I key. ``winnable`` None (not decided): ``thinking`` True while the
    solver is still at it, False once it gave up, None without a solver."""
    parts = []
    if score is not None:
        parts.append(fill(QCoreApplication.translate("Messages", "Score %1."), score))
    parts.append(fill(QCoreApplication.translate("Messages", "Time %1."), time_text))
    parts.append(_plural(QCoreApplication.translate("Messages", "%n move(s).", None, moves), moves))
    parts.append(_plural(QCoreApplication.translate("Messages", "%n card(s) in the stock.", None, stock), stock))
    if passes_left is None:
        parts.append(QCoreApplication.translate("Messages", "Unlimited passes."))
    else:
        parts.append(_plural(QCoreApplication.translate("Messages", "%n pass(es) left.", None, passes_left), passes_left))
    if won:
        parts.append(QCoreApplication.translate("Messages", "The deal is won."))
    elif winnable is True:
        parts.append(QCoreApplication.translate("Messages", "The deal is still winnable."))
    elif winnable is False and at_start:
        #: Said at the opening position of a deal the solver proved lost.
        parts.append(QCoreApplication.translate("Messages", "This deal cannot be won."))
    elif winnable is False:
        parts.append(QCoreApplication.translate("Messages", "The deal can no longer be won."))
    elif thinking:
        parts.append(QCoreApplication.translate("Messages", "Still working out whether the deal can still be won."))
    elif thinking is False:
        #: The solver's longest search ended without an answer.
        parts.append(QCoreApplication.translate("Messages", "The solver could not work out whether the deal can still be won."))
    else:
        parts.append(QCoreApplication.translate("Messages", "Not yet known whether the deal can still be won."))
    return " ".join(parts)


# -- find a card -----------------------------------------------------------------------
def find_not_a_card(text: str) -> str:
    return fill(QCoreApplication.translate("Messages", "\u201c%1\u201d is not a card. Type a card like 7h or 7 of hearts."), text)


def find_hidden(card: Card) -> str:
    #: Find: the card is face down or in the stock; never say where it lies.
    return fill(QCoreApplication.translate("Messages", "The %1 is not visible yet."), card_name(card))


def find_in_column(card: Card, column: int, position: int, face_up: int) -> str:
    #: %1 card, %2 column, %3 its place among %4 face-up cards (counted from the deepest).
    return fill(QCoreApplication.translate("Messages", "The %1 is in column %2, card %3 of %4 face up."), card_name(card), column,
                position, face_up)


def find_waste_top(card: Card) -> str:
    return fill(QCoreApplication.translate("Messages", "The %1 is on top of the waste."), card_name(card))


def find_in_waste(card: Card, above: int) -> str:
    #: %n cards lie on it in the waste.
    return fill(_plural(QCoreApplication.translate("Messages", "The %1 is in the waste under %n card(s).", None, above), above), card_name(card))


def find_on_foundation(card: Card, is_top: bool) -> str:
    if is_top:
        return fill(QCoreApplication.translate("Messages", "The %1 is on top of its foundation."), card_name(card))
    return fill(QCoreApplication.translate("Messages", "The %1 is on its foundation."), card_name(card))


def find_prompt() -> str:
    return QCoreApplication.translate("Messages", "Card to find, for example 7h or 7 of hearts:")


def find_title() -> str:
    return QCoreApplication.translate("Messages", "Find a Card")


def history_title() -> str:
    return QCoreApplication.translate("Messages", "Announcements")


def history_empty() -> str:
    return QCoreApplication.translate("Messages", "Nothing has been announced yet.")


def nothing_to_repeat() -> str:
    return QCoreApplication.translate("Messages", "Nothing to repeat yet.")
