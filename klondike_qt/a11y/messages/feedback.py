"""Words for leaving a game, restarts, dead ends, runs of cards and the
settings' spoken feedback (whole templates, like the other modules)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ._text import _plural, fill
from .names import card_name

__all__ = [
    "abandon_confirm_button",
    "abandon_question",
    "abandon_stay_button",
    "abandon_title",
    "column_run",
    "counted_as_lost",
    "deal_lost_from_start",
    "hint_after_win",
    "hint_no_help",
    "info_last_pass",
    "kept_playing",
    "key_of_another_game",
    "left_game_saved",
    "no_moves_with_talon",
    "no_screen_reader_found",
    "orca_kept_on",
    "orca_now_off",
    "orca_now_on",
    "ready_to_finish_columns",
    "restarted",
    "restored",
    "settings_direct_speech_box",
    "settings_sound_boxes",
    "settings_sound_group",
    "settings_sound_missing",
    "settings_value",
    "still_no_moves",
    "stock_last_pass",
    "welcome_restored",
]


# -- leaving a started game -------------------------------------------------------------
def abandon_title(restart: bool) -> str:
    if restart:
        #: Title of the question box before a restart (Ctrl+R) of a started game.
        return QCoreApplication.translate("Messages", "Restart this deal?")
    #: Title of the question box before a new deal (F2, Ctrl+G, another game) leaves a started game.
    return QCoreApplication.translate("Messages", "Leave this game?")


def abandon_question(restart: bool, new_number: int | None = None) -> str:
    """The question before a started game is left; ``new_number``: the deal chosen by number."""
    if restart:
        #: The question box before a restart (Ctrl+R) of a started game.
        return QCoreApplication.translate(
            "Messages", "The game so far counts as lost. Press Enter to restart the deal, or Escape to keep playing.")
    if new_number is not None:
        #: The question box before a deal chosen by number (Ctrl+G) leaves a started game.
        #: %1 the deal number the player chose.
        return fill(QCoreApplication.translate(
            "Messages", "This game counts as lost. Press Enter to play deal %1, or Escape to keep playing."), new_number)
    #: The question box before a new random deal (F2) leaves a started game.
    return QCoreApplication.translate(
        "Messages", "This game counts as lost. Press Enter for a new deal, or Escape to keep playing.")


def abandon_confirm_button(restart: bool) -> str:
    if restart:
        #: Button of the box "Restart this deal?" that restarts. & marks the Alt access letter.
        return QCoreApplication.translate("Messages", "&Restart")
    #: Button of the box "Leave this game?" that leaves the game. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Leave Game")


def abandon_stay_button() -> str:
    #: Button of the boxes "Restart this deal?" / "Leave this game?" that keeps the game. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Keep Playing")


def kept_playing() -> str:
    #: Said when the player pressed Escape at "Leave this game?".
    return QCoreApplication.translate("Messages", "You keep playing this game.")


def counted_as_lost(restart: bool = False) -> str:
    if restart:
        #: Said after a restart (Ctrl+R) of a started game, in the words of its question box
        #: ("The game so far counts as lost. Press Enter to restart the deal, …").
        return QCoreApplication.translate("Messages", "The game so far counts as lost.")
    #: Said after a new deal that left a started game (F2, Ctrl+G, another game).
    return QCoreApplication.translate("Messages", "The game you left counts as lost.")


def restarted(number: int | None, draw: int, brief: bool) -> str:
    if number is None:
        if brief:
            #: After a restart (Ctrl+R) of a random deal, speech setting Brief.
            return QCoreApplication.translate("Messages", "Restarted.")
        #: After a restart (Ctrl+R) of a random deal. %1 cards turned per draw (1 or 3).
        return fill(QCoreApplication.translate("Messages", "Restarted this deal, draw %1."), draw)
    if brief:
        #: After a restart (Ctrl+R) of a numbered deal, speech setting Brief. %1 the deal number.
        return fill(QCoreApplication.translate("Messages", "Restarted deal %1."), number)
    #: After a restart (Ctrl+R) of a numbered deal.
    #: %1 deal number, %2 cards turned per draw.
    return fill(QCoreApplication.translate("Messages", "Restarted Klondike, deal %1, draw %2."), number, draw)



# -- dead ends and the last pass ----------------------------------------------------------
def no_moves_with_talon() -> str:
    #: The dead end while cards are left in the stock or the waste (turning them is still allowed).
    return QCoreApplication.translate(
        "Messages", "No move helps any more: turning the stock brings up nothing that can be played. "
        "Undo to try another way, or press F2 for a new deal.")


def still_no_moves() -> str:
    #: Said after each later move in a dead end (the whole sentence was said once).
    return QCoreApplication.translate("Messages", "Still no move that helps.")


def key_of_another_game(key: str, command: str) -> str:
    #: A key pressed in a game that has no such command (X, FreeCell's "To Free Cell", in Spider).
    #: %1 the key ("X"), %2 the other game's command it runs there ("To Free Cell").
    return fill(QCoreApplication.translate("Messages", "%1 does nothing in this game: it is %2 in another game."),
                key, command)


def left_game_saved(game: str) -> str:
    #: Said first after switching games (Game menu): the game left behind is kept.
    #: %1 its name ("FreeCell", "Spider, two suits").
    return fill(QCoreApplication.translate(
        "Messages", "Your %1 game is saved: choose it in the Game menu to go back to it."), game)


def deal_lost_from_start() -> str:
    #: Said once when the solver proves that the deal cannot be won even from its opening position
    #: (so no undo can help; e.g. FreeCell deal 11982).
    return QCoreApplication.translate("Messages", "This deal cannot be won from the start; press F2 for a new deal.")


def hint_after_win() -> str:
    #: H (hint) once the deal is won.
    return QCoreApplication.translate("Messages", "The deal is won. Press F2 for a new deal.")


def hint_no_help() -> str:
    #: Added to a hint in a dead end: the move is legal but leads nowhere.
    return QCoreApplication.translate("Messages", "It will not help: no move can improve the game now.")


def stock_last_pass(count: int) -> str:
    #: The U key and the stock's summary when no turn of the waste is left: %n cards in the stock.
    return _plural(QCoreApplication.translate("Messages", "Stock: %n card(s), last pass.", None, count), count)


def info_last_pass() -> str:
    #: The I key when the stock is on its last pass (the waste cannot be turned over again).
    return QCoreApplication.translate("Messages", "Last pass through the stock.")


# -- a restored game ----------------------------------------------------------------------
def welcome_restored(deal_number: int | None, draw: int) -> str:
    """The welcome when the saved game was restored: its deal number too."""
    if deal_number is None:
        #: Klondike's greeting when the window first gets the focus and the last game (a random deal) was restored.
        #: %1 cards turned per draw.
        return fill(QCoreApplication.translate(
            "Messages", "Klondike, draw %1. Your game is back where you left it. Press F1 for the list of keys."), draw)
    #: Klondike's greeting when the window first gets the focus and the last game was restored.
    #: %1 deal number, %2 cards turned per draw.
    return fill(QCoreApplication.translate(
        "Messages", "Klondike, deal %1, draw %2. Your game is back where you left it. Press F1 for the list of keys."),
        deal_number, draw)


def restored(deal_number: int | None) -> str:
    """A saved game loaded while the window is up."""
    if deal_number is None:
        #: A saved game was loaded while the window is open (a random deal).
        return QCoreApplication.translate("Messages", "Your game is back where you left it.")
    #: A saved game was loaded while the window is open. %1 the deal number.
    return fill(QCoreApplication.translate("Messages", "Deal %1 is back where you left it."), deal_number)


def ready_to_finish_columns() -> str:
    #: Every card of the columns is face up, cards are left in the stock or the waste: the finish turns them as needed.
    return QCoreApplication.translate("Messages", "Every card in the columns is face up. Press Enter to finish.")


# -- a column's run, as a range ------------------------------------------------------------
def column_run(column: int, face_down: int, first: Card, last: Card, count: int) -> str:
    """D: a column whose face-up cards are one run, named by its ends."""
    if face_down:
        #: D (Say Columns), a column whose face-up cards are one run.
        #: %1 column, %2 face-down cards, %n cards in the run, %3 its deepest card, %4 its top card.
        return fill(_plural(QCoreApplication.translate(
            "Messages", "Column %1: %2 face down, then %n card(s) from the %3 to the %4.", None, count), count),
            column, face_down, card_name(first), card_name(last))
    #: D (Say Columns), a column of one run and no face-down card.
    #: %1 column, %n cards in the run, %2 its deepest card, %3 its top card.
    return fill(_plural(QCoreApplication.translate(
        "Messages", "Column %1: %n card(s) from the %2 to the %3.", None, count), count),
        column, card_name(first), card_name(last))


# -- the dialogs' boxes ---------------------------------------------------------------------
def settings_value(value: str) -> str:
    #: A combo box's new value, said when the arrow keys change it: %1 the value ("Draw 3").
    return fill(QCoreApplication.translate("Messages", "%1."), value)


# -- the Orca fallback ----------------------------------------------------------------------
def orca_kept_on() -> str:
    #: The player said No to turning the Orca notifications off.
    return QCoreApplication.translate("Messages", "Orca notifications stay on: the game goes on speaking.")


def orca_now_off() -> str:
    #: Said once the player confirmed turning the Orca notifications off.
    return QCoreApplication.translate(
        "Messages", "Orca notifications are off. With Orca 43 or older the game is now silent; "
        "turn them on again in this box.")


#: Settings, Orca notifications box: said once it was turned on.
def orca_now_on() -> str:
    return QCoreApplication.translate("Messages", "Orca notifications are on: every move is spoken.")


def settings_direct_speech_box() -> str:
    #: Settings, "Speech and language" group: a check box, off by default. On: the game's sentences go straight to the running screen reader (NVDA, JAWS, VoiceOver, Orca) or speech-dispatcher, with braille where it has it, instead of as accessibility events. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "Speak through the screen reader &directly")


def no_screen_reader_found() -> str:
    #: Said once when "Speak through the screen reader directly" is on but no screen reader (nor speech-dispatcher) answers; the game goes on as before, through accessibility events.
    return QCoreApplication.translate("Messages", "No screen reader answered: the game speaks through accessibility events.")


# -- sound cues -------------------------------------------------------------------------------
def settings_sound_group() -> str:
    #: Settings dialog: title of the group of sound switches.
    return QCoreApplication.translate("Messages", "Sounds")


def settings_sound_boxes() -> tuple[str, str, str, str, str, str]:
    """The switches, in the order of the settings' SOUND_CUES: pick up, drop, illegal, reveal, turn, win."""
    #: Settings, Sounds group: a check box.
    return (QCoreApplication.translate("Messages", "Sound when cards are picked up"),
            #: Settings, Sounds group: a check box.
            QCoreApplication.translate("Messages", "Sound when cards are put down"),
            #: Settings, Sounds group: a check box.
            QCoreApplication.translate("Messages", "Sound when a move is not allowed"),
            #: Settings, Sounds group: a check box.
            QCoreApplication.translate("Messages", "Sound when a card turns face up"),
            #: Settings, Sounds group: a check box (Klondike's stock turned, Spider's row dealt).
            QCoreApplication.translate("Messages", "Sound when the stock is turned"),
            #: Settings, Sounds group: a check box.
            QCoreApplication.translate("Messages", "Sound when the game is won"))


def settings_sound_missing() -> str:
    #: Settings, Sounds group: a note under the switches when this copy of the game cannot play
    #: sound (its optional sound package is not installed; the README says how to add it).
    return QCoreApplication.translate(
        "Messages", "No sound can play here: the game was installed without its optional sound "
        "package (the README says how to add it). The switches are kept for when it is there.")
