"""What a move, an undo, a new deal and the game's status say; one sentence per
rule for an illegal move."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card, Suit
from ...engine.klondike import Pile, PileKind
from ._text import _plural, fill, sentence_middle, sentence_start, separated_list, tr
from .names import _FOUNDATION_NAMES, card_name, pile_name, rank_name, suit_name

__all__ = [
    "action_move",
    "action_moved_run",
    "action_recycled",
    "action_turned",
    "after_win",
    "auto_moved",
    "back_in",
    "back_in_named",
    "back_in_run",
    "cannot_save",
    "cant_broken_run",
    "cant_builds_down",
    "cant_covered",
    "cant_face_down",
    "cant_foundation_needs",
    "cant_game_over",
    "cant_in_stock",
    "cant_no_passes",
    "cant_not_a_king",
    "cant_not_one_lower",
    "cant_nothing_to_draw",
    "cant_only_top",
    "cant_onto_stock",
    "cant_onto_waste",
    "cant_same_colour",
    "cant_same_pile",
    "cant_stays_on_foundation",
    "cant_wrong_suit",
    "column_now_empty",
    "duration",
    "file_set_aside",
    "finish_stopped",
    "finishing",
    "game_restored",
    "hidden_again",
    "keys_dropped",
    "left_in_stock",
    "moved_onto",
    "moved_to_empty",
    "moved_to_foundation",
    "new_deal",
    "no_moves",
    "no_safe_moves",
    "nothing_to_redo",
    "nothing_to_undo",
    "now_on",
    "playable",
    "ready_to_finish",
    "recycled",
    "redone",
    "revealed",
    "score_change",
    "statistics_unread",
    "turned",
    "undone",
    "waste_now_empty",
    "waste_shows",
    "welcome",
    "won",
]



# -- results of moves ------------------------------------------------------------
def moved_onto(card: Card, count: int, column: int, onto: Card, brief: bool) -> str:
    if count == 1:
        if brief:
            #: After a move of one card onto a column, speech setting Brief. %1 the card (capitalised), %2 the column number.
            return fill(QCoreApplication.translate("Messages", "%1 to column %2."), sentence_start(card_name(card)), column)
        #: After a move of one card onto a column.
        #: %1 card, %2 column, %3 the card it now lies on.
        return fill(QCoreApplication.translate("Messages", "Moved %1 to column %2, on %3."), card_name(card), column, card_name(onto))
    if brief:
        #: After a move of a run onto a column, speech setting Brief. %1 the run's first card (capitalised), %n the cards on it, %2 the column number.
        return fill(_plural(QCoreApplication.translate("Messages", "%1 and %n card(s) on it to column %2.", None, count - 1), count - 1),
                    sentence_start(card_name(card)), column)
    #: A run moved: %1 its first card, %n the cards on it, %2 column, %3 the card it lies on.
    return fill(_plural(QCoreApplication.translate("Messages", "Moved %1 with %n card(s) on it to column %2, on %3.", None, count - 1), count - 1),
                card_name(card), column, card_name(onto))


def moved_to_empty(card: Card, count: int, column: int, brief: bool) -> str:
    if count == 1:
        if brief:
            return fill(QCoreApplication.translate("Messages", "%1 to column %2."), sentence_start(card_name(card)), column)
        #: After a move of one card to an empty column. %1 the card, %2 the column number.
        return fill(QCoreApplication.translate("Messages", "Moved %1 to empty column %2."), card_name(card), column)
    if brief:
        return fill(_plural(QCoreApplication.translate("Messages", "%1 and %n card(s) on it to column %2.", None, count - 1), count - 1),
                    sentence_start(card_name(card)), column)
    #: After a move of a run to an empty column. %1 the run's first card, %n the cards on it, %2 the column number.
    return fill(_plural(QCoreApplication.translate("Messages", "Moved %1 with %n card(s) on it to empty column %2.", None, count - 1), count - 1),
                card_name(card), column)


def moved_to_foundation(card: Card, brief: bool) -> str:
    if brief:
        #: After a card went to its foundation, speech setting Brief. %1 the card (capitalised).
        return fill(QCoreApplication.translate("Messages", "%1 to foundation."), sentence_start(card_name(card)))
    #: After a card went to its foundation. %1 the card.
    return fill(QCoreApplication.translate("Messages", "Moved %1 to its foundation."), card_name(card))


def revealed(column: int, card: Card, brief: bool) -> str:
    if brief:
        #: After a move uncovered a face-down card, speech setting Brief. %1 the card now face up.
        return fill(QCoreApplication.translate("Messages", "Revealed %1."), card_name(card))
    #: After a move uncovered a face-down card. %1 column, %2 the card now face up.
    return fill(QCoreApplication.translate("Messages", "Column %1 reveals the %2."), column, card_name(card))


def now_on(focus: str) -> str:
    #: After a move, what the keyboard focus rests on now. %1 its description
    #: ("jack of hearts, waste, 4 cards").
    # A place's words start a sentence of their own ("Column 1, empty."): here they are
    # inside one, lower-cased as a card's name is ("Now on: column 1, empty.").
    return fill(QCoreApplication.translate("Messages", "Now on: %1."), sentence_middle(focus.rstrip(".")))


def waste_shows(card: Card) -> str:
    #: After the top of the waste was played. %1 the card now playable there.
    return fill(QCoreApplication.translate("Messages", "The waste shows the %1."), card_name(card))


def waste_now_empty() -> str:
    #: After the waste's last card was played.
    return QCoreApplication.translate("Messages", "The waste is now empty.")


def column_now_empty(column: int) -> str:
    #: After a move emptied a column. %1 the column number.
    return fill(QCoreApplication.translate("Messages", "Column %1 is now empty."), column)


def score_change(delta: int, score: int) -> str:
    if delta > 0:
        #: After a move that gained points.
        #: %1 points gained, %2 the score now.
        return fill(QCoreApplication.translate("Messages", "Plus %1, score %2."), delta, score)
    #: After a move that cost points. %1 points lost, %2 the score now.
    return fill(QCoreApplication.translate("Messages", "Minus %1, score %2."), -delta, score)


def turned(cards: list[Card], brief: bool) -> str:
    if brief or len(cards) == 1:
        #: After turning cards from the stock (N or Space on the stock). %1 the card turned, or every card turned as a list ("2 of clubs, 9 of hearts and ace of spades").
        return fill(QCoreApplication.translate("Messages", "Turned %1."), card_name(cards[-1]))
    return fill(QCoreApplication.translate("Messages", "Turned %1."), separated_list([card_name(c) for c in cards]))


def playable(card: Card) -> str:
    #: After turning three cards: only the last one turned can be played. %1 that card (capitalised).
    return fill(QCoreApplication.translate("Messages", "%1 is playable."), sentence_start(card_name(card)))


def left_in_stock(count: int) -> str:
    if count == 0:
        #: After turning cards: the stock's last cards were turned.
        return QCoreApplication.translate("Messages", "The stock is now empty.")
    #: After turning cards: %n cards still in the stock.
    return _plural(QCoreApplication.translate("Messages", "%n left in stock.", None, count), count)


def recycled(count: int, pass_number: int, pass_limit: int | None, brief: bool) -> str:
    if brief:
        #: After the waste was turned back into the stock, speech setting Brief.
        return QCoreApplication.translate("Messages", "Waste turned over.")
    if pass_limit is None:
        #: The waste went back into the stock. %n cards, %1 the pass that starts now.
        return fill(_plural(QCoreApplication.translate(
            "Messages", "Turned the waste over: %n card(s) back in the stock. Pass %1 of unlimited.",
            None, count), count), pass_number)
    #: The waste went back into the stock. %n cards, %1 the pass that starts now, %2 how many passes are allowed.
    return fill(_plural(QCoreApplication.translate("Messages", "Turned the waste over: %n card(s) back in the stock. Pass %1 of %2.", None, count), count),
                pass_number, pass_limit)


def undone(what: str) -> str:
    #: After an undo (Ctrl+Z).
    #: %1 a description of the action that was taken back, e.g. "moved 7 of hearts to column 2".
    return fill(QCoreApplication.translate("Messages", "Undone: %1."), what)


def redone(what: str) -> str:
    #: After a redo (Ctrl+Y). %1 a description of the action done again, e.g. "moved 7 of hearts to column 2".
    return fill(QCoreApplication.translate("Messages", "Redone: %1."), what)


def action_move(card: Card, target: Pile, count: int = 1) -> str:
    """Lower-case past action for undo/redo: ``moved 7 of hearts to column 2``, a run
    with the cards on its first card (as the move was said)."""
    if target.kind is PileKind.FOUNDATION:
        #: Inside "Undone: %1." / "Redone: %1." (lower case). %1 a card.
        return fill(QCoreApplication.translate("Messages", "moved %1 to its foundation"), card_name(card))
    if count > 1:
        return action_moved_run(card, count - 1, target.index)
    #: Inside "Undone: %1." / "Redone: %1." (lower case). %1 a card, %2 the column number.
    return fill(QCoreApplication.translate("Messages", "moved %1 to column %2"), card_name(card), target.index)


def action_moved_run(card: Card, riding: int, column: int) -> str:
    """Lower-case past action for undo/redo of a run (Klondike's and FreeCell's):
    ``moved 7 of hearts with 1 card on it to column 2``."""
    #: Inside "Undone: %1." / "Redone: %1." (lower case): a run moved. %1 its first card,
    #: %n the cards on it (they moved with it), %2 the column number.
    return fill(_plural(QCoreApplication.translate("Messages", "moved %1 with %n card(s) on it to column %2",
                                                   None, riding), riding), card_name(card), column)


def action_turned(cards: list[Card]) -> str:
    #: Inside "Undone: %1." / "Redone: %1." (lower case). %1 the card or cards turned from the stock, as a list.
    return fill(QCoreApplication.translate("Messages", "turned %1"), separated_list([card_name(c) for c in cards]))


def action_recycled() -> str:
    #: Inside "Undone: %1." / "Redone: %1." (lower case).
    return QCoreApplication.translate("Messages", "turned the waste over")


def hidden_again(card: Card, column: int) -> str:
    #: After an undo: the card that had been revealed is face down again. %1 the card, %2 its column.
    return fill(QCoreApplication.translate("Messages", "The %1 in column %2 is face down again."), card_name(card), column)


def back_in(card: Card, pile: Pile, riding: int = 0) -> str:
    return back_in_named(card, pile_name(pile), riding)


def back_in_named(card: Card, pile: str, riding: int = 0) -> str:
    """After an undo: where the card (and the ``riding`` cards on it) is now, ``pile`` already named."""
    if riding:
        #: After an undo of a move of several cards: where they are now. %1 the first card moved,
        #: %n the cards on it (they moved with it), %2 pile ("column 3").
        return fill(_plural(QCoreApplication.translate("Messages", "The %1 and %n card(s) on it are back in %2.",
                                                       None, riding), riding), card_name(card), pile)
    #: After an undo: where the card is now. %1 card, %2 pile ("column 3", "the waste").
    return fill(QCoreApplication.translate("Messages", "The %1 is back in %2."), card_name(card), pile)


def back_in_run(run: str, pile: str) -> str:
    """After an undo of a run said as one (Spider's "10 to 8 of spades"): where it is now."""
    #: Spider, after an undo of a run's move: where the run is now. %1 the run, as the move said it
    #: ("10 to 8 of spades": the cards from the 10 down to the 8), %2 the pile ("column 2").
    return fill(QCoreApplication.translate("Messages", "The %1 are back in %2."), run, pile)


def nothing_to_undo() -> str:
    #: Ctrl+Z when there is nothing left to take back.
    return QCoreApplication.translate("Messages", "Nothing to undo.")


def nothing_to_redo() -> str:
    #: Ctrl+Y when there is nothing to do again.
    return QCoreApplication.translate("Messages", "Nothing to redo.")


def new_deal(number: int | None, draw: int, thoughtful: bool, brief: bool) -> str:
    if brief:
        if number is None:
            #: After a new deal (F2) of a random deal, speech setting Brief.
            return QCoreApplication.translate("Messages", "New deal.")
        #: After a new deal chosen by number (Ctrl+G) or a restart, speech setting Brief. %1 the deal number.
        return fill(QCoreApplication.translate("Messages", "Deal %1."), number)
    if number is None:
        if thoughtful:
            #: After a new random deal in the thoughtful variant (all cards dealt face up). %1 cards turned per draw (1 or 3).
            return fill(QCoreApplication.translate("Messages", "New deal, draw %1, every card face up."), draw)
        #: After a new random deal (F2). %1 cards turned per draw (1 or 3).
        return fill(QCoreApplication.translate("Messages", "New deal, draw %1."), draw)
    if thoughtful:
        #: Klondike, after a new deal (F2, Ctrl+G), thoughtful variant (every card face up), naming the deal as the welcome does.
        #: %1 deal number, %2 cards turned per draw (1 or 3).
        return fill(QCoreApplication.translate("Messages", "Klondike, deal %1, draw %2, every card face up."), number, draw)
    #: Klondike, after a new deal (F2, Ctrl+G), naming the deal as the welcome does. %1 deal number, %2 cards turned per draw (1 or 3).
    return fill(QCoreApplication.translate("Messages", "Klondike, deal %1, draw %2."), number, draw)


def game_restored() -> str:
    #: At start, when the game saved at the last quit is restored.
    return QCoreApplication.translate("Messages", "Your game is back where you left it.")


def auto_moved(cards: list[Card], brief: bool) -> str:
    if brief:
        #: After "A" (Move Safe Cards Up) or the automatic move of safe cards, speech setting Brief. %n the cards sent up.
        return _plural(QCoreApplication.translate("Messages", "%n card(s) to the foundations.", None, len(cards)), len(cards))
    #: After A (Move Safe Cards Up) or the automatic move of safe cards.
    #: "A": %1 the list of cards sent up.
    return fill(QCoreApplication.translate("Messages", "Moved to the foundations: %1."), separated_list([card_name(c) for c in cards]))


def no_safe_moves() -> str:
    #: "A" (Move Safe Cards Up) when no card can safely go up.
    return QCoreApplication.translate("Messages", "No card can safely go to the foundations now.")


# -- game status ----------------------------------------------------------------
def ready_to_finish() -> str:
    #: Klondike: every card is face up; Enter plays them all to the foundations.
    return QCoreApplication.translate("Messages", "Every card is face up. Press Enter to finish.")


#: While the cards rise to the foundations on their own at the end of the game.
def finishing() -> str:
    return QCoreApplication.translate("Messages", "Finishing. Press any key to stop.")


def finish_stopped() -> str:
    #: After a key press stopped the finishing cards.
    return QCoreApplication.translate("Messages", "Finishing stopped. Press Enter to go on.")


def duration(elapsed_ms: int) -> str:
    seconds = max(0, elapsed_ms // 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        #: A duration of an hour or more (game info, the win, statistics): %1 "2 hours", %2 "5 minutes".
        return fill(QCoreApplication.translate("Messages", "%1 %2", "hours and minutes"),
                    #: Hours of a duration, followed by its minutes ("2 hours 5 minutes"). %n the hours.
                    _plural(QCoreApplication.translate("Messages", "%n hour(s)", None, hours), hours),
                    #: Minutes of a duration, after its hours or before its seconds. %n the minutes.
                    _plural(QCoreApplication.translate("Messages", "%n minute(s)", None, minutes), minutes))
    if minutes:
        #: A duration under an hour (game info, the win, statistics): %1 "4 minutes", %2 "12 seconds".
        return fill(QCoreApplication.translate("Messages", "%1 %2", "minutes and seconds"),
                    _plural(QCoreApplication.translate("Messages", "%n minute(s)", None, minutes), minutes),
                    #: Seconds of a duration, alone or after its minutes. %n the seconds.
                    _plural(QCoreApplication.translate("Messages", "%n second(s)", None, secs), secs))
    return _plural(QCoreApplication.translate("Messages", "%n second(s)", None, secs), secs)


def won(time_text: str, score: int | None) -> str:
    if score is None:
        #: The win, when the game keeps no score. %1 the time taken ("4 minutes 12 seconds").
        return fill(QCoreApplication.translate("Messages", "You won in %1."), time_text)
    #: The win, when the game keeps a score.
    #: %1 the time taken ("4 minutes 12 seconds"), %2 the score.
    return fill(QCoreApplication.translate("Messages", "You won in %1, score %2."), time_text, score)


def after_win() -> str:
    #: Said after the win sentence.
    return QCoreApplication.translate("Messages", "Press F2 for a new deal.")


def welcome(deal_number: int | None, draw: int, restored: bool) -> str:
    """Said once when the window first gets the focus."""
    if restored:
        #: Klondike's greeting when the window first gets the focus and the last game was restored.
        return QCoreApplication.translate(
            "Messages", "Klondike. Your game is back where you left it. Press F1 for the list of keys.")
    if deal_number is None:
        #: Klondike's greeting when the window first gets the focus, random deal.
        #: %1 cards turned per draw.
        return fill(QCoreApplication.translate(
            "Messages", "Klondike, draw %1. Press F1 for the list of keys."), draw)
    #: Klondike's greeting when the window first gets the focus.
    #: %1 deal number, %2 cards turned per draw.
    return fill(QCoreApplication.translate(
        "Messages", "Klondike, deal %1, draw %2. Press F1 for the list of keys."), deal_number, draw)


def no_moves() -> str:
    #: After a move, when no legal move is left.
    return QCoreApplication.translate("Messages", "No moves left. Undo to try another way, or press F2 for a new deal.")


def file_set_aside(kind: str, backup_name: str, left_in_place: bool = False) -> str:
    """What the player is told once about a bad file: what it means for the game,
    then where the file is (renamed aside, or left where it was when it could not
    be renamed, e.g. in a folder the game may not write to)."""
    if kind == "save":
        #: At start, once: the saved game file was unreadable. Followed by where the file was kept.
        head = QCoreApplication.translate("Messages", "The saved game could not be read, so a new game has started.")
    elif kind == "statistics":
        #: At start, once: the statistics file was unreadable. Followed by where the file was kept.
        head = QCoreApplication.translate("Messages", "The statistics could not be read, so they start again from zero.")
    elif kind == "statistics-records":
        #: At start, once: some records of the statistics file were impossible. Followed by where the file was kept.
        head = QCoreApplication.translate("Messages", "Some game records in the statistics were impossible "
                                          "(such as a negative time), so they were left out; the others are kept.")
    elif kind == "settings-values":
        #: At start, once: some values of the settings file were unreadable. Followed by where the file was kept.
        head = QCoreApplication.translate("Messages", "Some settings could not be read, so they are back to "
                                          "their defaults.")
    else:
        #: At start, once: the settings file was unreadable. Followed by where the file was kept.
        head = QCoreApplication.translate("Messages", "The settings could not be read, so the defaults are used.")
    if left_in_place:
        #: At start, once, after the sentence about the unreadable file.
        #: %1 the name of the unreadable file, which could not be renamed and stays as it is.
        tail = fill(QCoreApplication.translate(
            "Messages", "The file could not be renamed, so it was left where it is, as %1."), backup_name)
    else:
        #: At start, once, after the sentence about the unreadable file.
        #: %1 the file name the unreadable file was renamed (or copied) to.
        tail = fill(QCoreApplication.translate("Messages", "The file was kept as %1."), backup_name)
    return f"{head} {tail}"


def statistics_unread(count: int) -> str:
    """Told once: records of the statistics this version cannot read (a later version's)."""
    #: At start, once: %n records of the statistics file were written by another (later) version of the game
    #: or are of a game this version does not have; they stay in the file as they are, but are not counted.
    return _plural(QCoreApplication.translate(
        "Messages", "%n game record(s) in the statistics could not be read by this version of the game: "
        "they are kept as they are, but not counted.", None, count), count)



def cannot_save(folder: str) -> str:
    #: Said once, when the game first fails to save.
    #: %1 the folder the game keeps its saved game in (it could not write there).
    return fill(QCoreApplication.translate("Messages", "The game cannot be saved: the folder %1 cannot be "
                   "written to. You can play on, but this game will not be kept when you quit."), folder)


def keys_dropped(dropped: list[tuple[str, str, str | None]]) -> str:
    """Told once at start when the settings file gave one key to two commands (or
    left Quit or Keys and Rules with no key): ``dropped`` holds (command, its keys
    in the file, the other command or None) for each command back to its usual keys."""
    if len(dropped) == 1:
        command, keys, other = dropped[0]
        if other is None:
            #: At start, once: the settings file's keys were wrong.
            #: %1 a command (Quit, Keys and Rules) the settings file left with no key.
            return fill(QCoreApplication.translate("Messages", "The settings left %1 without a key, "
                                                   "so it has its usual keys again."), command)
        #: At start, once: the settings file gave one key to two commands.
        #: %1 a command, %2 the keys the settings file gave it, %3 the command that has that key too.
        return fill(QCoreApplication.translate("Messages", "The settings gave %2 to both %1 and %3, "
                                               "so %1 has its usual keys again."), command, keys, other)
    #: At start, once: the settings file gave the same keys to several commands.
    #: %n how many commands, %1 their names as a list. Their keys in the settings file clashed.
    return fill(_plural(QCoreApplication.translate("Messages", "The keys of %n command(s) in the settings "
                                                   "clashed, so they have their usual keys again: %1.",
                                                   None, len(dropped)), len(dropped)),
                separated_list([command for command, _keys, _other in dropped]))

# -- illegal moves: one sentence per rule -------------------------------------------
def cant_same_colour(card: Card, other: Card) -> str:
    if card.is_red:
        #: Klondike/FreeCell, a move onto a card of the same colour.
        #: %1 the card that was to move, %2 the card it was put on.
        return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: both are red."), card_name(card), card_name(other))
    #: Klondike/FreeCell, a move onto a card of the same colour. %1 the card that was to move, %2 the card it was put on.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: both are black."), card_name(card), card_name(other))


def cant_not_one_lower(card: Card, other: Card) -> str:
    if other.rank == 1:
        #: A move onto an ace in a column. %1 the card that was to move, %2 the ace.
        return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: nothing can go on an ace in a column."),
                    card_name(card), card_name(other))
    wanted = rank_name(other.rank - 1)
    if other.is_red:
        #: A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on,
        #: %3 a rank ("8", "queen"): the only rank that may go on %2.
        return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: only a black %3 can go there."),
                    card_name(card), card_name(other), wanted)
    #: A move onto a card not one rank higher. %1 the card that was to move, %2 the card it was put on, %3 a rank ("8", "queen"): the only rank that may go on %2.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: only a red %3 can go there."),
                card_name(card), card_name(other), wanted)


def cant_builds_down(card: Card, other: Card) -> str:
    #: A card onto a lower card in a column (Yukon). %1 the card that was to move, %2 the card it was put on.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: columns build down, not up."),
                card_name(card), card_name(other))


def cant_stays_on_foundation() -> str:
    #: A card on a foundation that was to move (Yukon: cards never leave the foundations).
    return QCoreApplication.translate("Messages", "Cards on the foundations stay there.")


def cant_not_a_king(card: Card, column: int) -> str:
    #: Klondike, a move of a card other than a king to an empty column. %1 the card, %2 the column number.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 in empty column %2: only a King can go there."),
                card_name(card), column)


def cant_wrong_suit(card: Card, foundation_suit: Suit) -> str:
    #: A card sent to a foundation of another suit. %1 the card, %2 "clubs foundation", %3 "clubs".
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on the %2: it takes only %3."), card_name(card),
                tr(_FOUNDATION_NAMES[foundation_suit]), suit_name(foundation_suit))


def cant_foundation_needs(card: Card, needed: Card) -> str:
    #: A card sent to its foundation too early. %1 the card, %2 the card its foundation needs first.
    return fill(QCoreApplication.translate("Messages", "Can't put the %1 on its foundation yet: it needs the %2 first."),
                card_name(card), card_name(needed))


def cant_only_top(card: Card) -> str:
    #: A card sent to its foundation while cards lie on it. %1 the card.
    return fill(QCoreApplication.translate("Messages", "Can't send the %1 to its foundation: other cards lie on it."), card_name(card))


def cant_covered(card: Card) -> str:
    #: A move of a card that is not on top of its pile (waste, foundation, cell). %1 the card.
    return fill(QCoreApplication.translate("Messages", "Can't move the %1: only the top card of that pile can move."), card_name(card))


def cant_face_down() -> str:
    #: A move of a face-down card.
    return QCoreApplication.translate("Messages", "Can't move a face-down card.")


def cant_in_stock() -> str:
    #: A move from the stock with the mouse or the keyboard: the stock is turned, not taken from.
    return QCoreApplication.translate("Messages", "Can't take a card from the stock: press N to turn cards.")


def cant_broken_run(card: Card, breaker: Card) -> str:
    #: A run moved that is not in order (Klondike, FreeCell): %1 the run's first card.
    #: %2 the first card on %1 that does not follow in order and colour.
    return fill(QCoreApplication.translate("Messages", "Can't move the %1 with the cards on it: the run breaks at the %2."),
                card_name(card), card_name(breaker))


def cant_same_pile(card: Card) -> str:
    #: A move of a card to the pile it is already on. %1 the card.
    return fill(QCoreApplication.translate("Messages", "The %1 is already there."), card_name(card))


def cant_onto_stock() -> str:
    #: A move onto the stock.
    return QCoreApplication.translate("Messages", "Cards can't be put on the stock.")


def cant_onto_waste() -> str:
    #: A move onto the waste.
    return QCoreApplication.translate("Messages", "Cards can't be put on the waste.")


def cant_no_passes() -> str:
    #: N (Turn Cards) with the stock empty and no passes left to turn the waste over.
    return QCoreApplication.translate("Messages", "The stock is empty and no passes are left.")


def cant_nothing_to_draw() -> str:
    #: N (Turn Cards) with the stock and the waste both empty.
    return QCoreApplication.translate("Messages", "The stock and the waste are both empty.")


def cant_game_over() -> str:
    #: A move after the game is won.
    return QCoreApplication.translate("Messages", "The game is already won. Press F2 for a new deal.")


