"""The words of the dialogs and the main window: titles, labels (with their
``&`` accelerators), buttons, choices in the combo boxes, notes and questions.

A list of choices is one function returning its texts in the order the
dialog offers them (the dialog pairs them with the values)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ._text import fill

__all__ = [
    "deal_hint",
    "deal_label",
    "deal_play_button",
    "deal_title",
    "help_change_keys_button",
    "help_column_command",
    "help_column_keys",
    "help_column_what",
    "help_commands_name",
    "help_intro_keys",
    "help_intro_mouse",
    "help_keys_tab",
    "help_menu_titles",
    "help_mouse_html",
    "help_only_in",
    "help_rules_description",
    "help_rules_html",
    "help_rules_name",
    "help_rules_tab",
    "help_title",
    "keys_assign_button",
    "keys_choose_first",
    "keys_clash",
    "keys_commands_label",
    "keys_commands_name",
    "keys_default_button",
    "keys_edit_label",
    "keys_edit_name",
    "keys_now_default",
    "keys_now_uses",
    "keys_result_name",
    "keys_title",
    "menu_titles",
    "no_key",
    "settings_animations_choices",
    "settings_animations_label",
    "settings_auto_safe_box",
    "settings_auto_safe_description",
    "settings_deck_choices",
    "settings_deck_label",
    "settings_draw_choices",
    "settings_draw_label",
    "settings_language_label",
    "settings_language_note",
    "settings_language_system",
    "settings_looks_group",
    "settings_orca_box",
    "settings_orca_note",
    "settings_orca_off_question",
    "settings_orca_off_title",
    "settings_passes_choices",
    "settings_passes_label",
    "settings_rules_note",
    "settings_scoring_choices",
    "settings_scoring_label",
    "settings_speech_group",
    "settings_spider_suits_choices",
    "settings_spider_suits_label",
    "settings_thoughtful_box",
    "settings_title",
    "settings_verbosity_choices",
    "settings_verbosity_label",
    "settings_winnable_box",
    "settings_zoom_label",
    "statistics_column_name",
    "statistics_column_value",
    "statistics_games_label",
    "statistics_mode",
    "statistics_none",
    "statistics_reset_button",
    "statistics_reset_question",
    "statistics_reset_title",
    "statistics_row_names",
    "statistics_scoring_names",
    "statistics_title",
    "toolbar_name",
    "window_title",
    "window_title_custom",
    "window_title_deal",
]


# -- the main window ----------------------------------------------------------------------
def window_title() -> str:
    return QCoreApplication.translate("Messages", "Klondike")


def window_title_deal(game: str, number: int) -> str:
    #: The window title (and its name for a screen reader): %1 the game ("FreeCell", "Spider, two suits"),
    #: %2 the deal number. The program's name follows it.
    return fill(QCoreApplication.translate("Messages", "%1 — Deal %2", "window title"), game, number)


def window_title_custom(game: str) -> str:
    #: The window title for a deal typed in or loaded (no deal number): %1 the game.
    return fill(QCoreApplication.translate("Messages", "%1 — Custom deal", "window title"), game)


def menu_titles() -> tuple[str, str, str, str, str, str]:
    """The menu bar: Game, Edit, Play, Say, View, Help (with their accelerators)."""
    return (QCoreApplication.translate("Messages", "&Game"), QCoreApplication.translate("Messages", "&Edit"),
            QCoreApplication.translate("Messages", "&Play"), QCoreApplication.translate("Messages", "&Say"),
            QCoreApplication.translate("Messages", "&View"), QCoreApplication.translate("Messages", "&Help"))


def toolbar_name() -> str:
    return QCoreApplication.translate("Messages", "Toolbar")


# -- Choose Deal Number -------------------------------------------------------------------
def deal_title() -> str:
    return QCoreApplication.translate("Messages", "Choose Deal Number")


def deal_label() -> str:
    return QCoreApplication.translate("Messages", "&Deal number:")


def deal_hint(largest: int) -> str:
    #: %1 the largest deal number (4294967295).
    return fill(QCoreApplication.translate("Messages", "A whole number from 1 to %1."), largest)


def deal_play_button() -> str:
    return QCoreApplication.translate("Messages", "&Play This Deal")


# -- Settings -----------------------------------------------------------------------------
def settings_title() -> str:
    return QCoreApplication.translate("Messages", "Settings")


def settings_rules_note() -> str:
    return QCoreApplication.translate("Messages", "Rule changes apply from the next deal; the game in progress keeps its rules.")


def settings_draw_choices() -> tuple[str, str]:
    """Turn one card, turn three."""
    return QCoreApplication.translate("Messages", "Draw 1"), QCoreApplication.translate("Messages", "Draw 3")


def settings_draw_label() -> str:
    return QCoreApplication.translate("Messages", "&Turn from the stock:")


def settings_passes_choices() -> tuple[str, str, str]:
    """Unlimited, three passes, one pass."""
    return (QCoreApplication.translate("Messages", "Unlimited"), QCoreApplication.translate("Messages", "3 passes"),
            QCoreApplication.translate("Messages", "1 pass"))


def settings_passes_label() -> str:
    return QCoreApplication.translate("Messages", "&Passes through the stock:")


def settings_scoring_choices() -> tuple[str, str, str, str]:
    """Standard, Vegas, Vegas cumulative, none."""
    return (QCoreApplication.translate("Messages", "Standard"), QCoreApplication.translate("Messages", "Vegas"),
            QCoreApplication.translate("Messages", "Vegas cumulative"),
            #: No scoring (a choice of the Scoring box).
            QCoreApplication.translate("Messages", "None", "scoring"))


def settings_scoring_label() -> str:
    return QCoreApplication.translate("Messages", "&Scoring:")


def settings_thoughtful_box() -> str:
    return QCoreApplication.translate("Messages", "T&houghtful: every card face up")


def settings_winnable_box() -> str:
    return QCoreApplication.translate("Messages", "&Winnable deals only")


def settings_auto_safe_box() -> str:
    #: FreeCell's group in Settings: the safe cards going up after each move (the Play menu's "Auto-Move Safe Cards").
    return QCoreApplication.translate("Messages", "&Move safe cards to the foundations by themselves")


def settings_auto_safe_description() -> str:
    #: What a screen reader says of the box above.
    return QCoreApplication.translate("Messages", "After each move, every card that no other card can still need goes "
                                      "up to its foundation. Takes effect at once.")


def settings_spider_suits_label() -> str:
    #: Spider's section in Settings: the box choosing how many suits the next deal has
    #: (one, two or four); the game in progress keeps its own.
    return QCoreApplication.translate("Messages", "S&uits in the next deal:")


def settings_spider_suits_choices() -> tuple[str, str, str]:
    """One suit, two suits, four suits (Spider's next deal)."""
    #: Spider's suits box in Settings: the next deal with one suit (spades only).
    return (QCoreApplication.translate("Messages", "One suit"),
            #: Spider's suits box in Settings: the next deal with two suits (spades and hearts).
            QCoreApplication.translate("Messages", "Two suits"),
            #: Spider's suits box in Settings: the next deal with all four suits.
            QCoreApplication.translate("Messages", "Four suits"))


def settings_looks_group() -> str:
    return QCoreApplication.translate("Messages", "Cards and motion")


def settings_deck_choices() -> tuple[str, str, str, str]:
    """Automatic, classic, four colours, high contrast."""
    return (QCoreApplication.translate("Messages", "Automatic (high contrast when the system asks)"),
            QCoreApplication.translate("Messages", "Classic"), QCoreApplication.translate("Messages", "Four colours"),
            QCoreApplication.translate("Messages", "High contrast"))


def settings_deck_label() -> str:
    return QCoreApplication.translate("Messages", "&Deck:")


def settings_zoom_label() -> str:
    return QCoreApplication.translate("Messages", "Card si&ze:")


def settings_animations_choices() -> tuple[str, str, str]:
    """Follow the system, on, off (animations)."""
    return (QCoreApplication.translate("Messages", "Follow the system"),
            #: Animations on (a choice of the Animations box).
            QCoreApplication.translate("Messages", "On", "animations"),
            #: Animations off (a choice of the Animations box).
            QCoreApplication.translate("Messages", "Off", "animations"))


def settings_animations_label() -> str:
    return QCoreApplication.translate("Messages", "&Animations:")


def settings_speech_group() -> str:
    return QCoreApplication.translate("Messages", "Speech and language")


def settings_verbosity_choices() -> tuple[str, str]:
    """Full, brief (how much the game says)."""
    return QCoreApplication.translate("Messages", "Full"), QCoreApplication.translate("Messages", "Brief")


def settings_verbosity_label() -> str:
    return QCoreApplication.translate("Messages", "&Verbosity:")


def settings_orca_box() -> str:
    return QCoreApplication.translate("Messages", "Speak the game's news through &Orca's notifications")


def settings_orca_note() -> str:
    return QCoreApplication.translate("Messages", "Orca 43 and older do not speak announcements any other way: with this off "
                                      "they say nothing when a card moves. Turn it off only if every move is "
                                      "spoken twice.")


def settings_orca_off_title() -> str:
    return QCoreApplication.translate("Messages", "Turn off Orca's notifications?")


def settings_orca_off_question() -> str:
    return QCoreApplication.translate("Messages", "With Orca 43 or older the game will then be silent: no moves, hints or results are "
                                      "spoken. Turn them off?")


def settings_language_system() -> str:
    #: The language of the system (a choice of the Language box; the others are English and Español).
    return QCoreApplication.translate("Messages", "System", "language")


def settings_language_label() -> str:
    return QCoreApplication.translate("Messages", "&Language:")


def settings_language_note() -> str:
    return QCoreApplication.translate("Messages", "A new language is used from the next start.")


# -- Statistics ---------------------------------------------------------------------------
def statistics_title() -> str:
    """The dialog's title and the table's accessible name."""
    return QCoreApplication.translate("Messages", "Statistics")


def statistics_scoring_names() -> tuple[str, str, str, str]:
    """Standard scoring, Vegas, Vegas cumulative, no scoring: the %3 of :func:`statistics_mode`."""
    return (QCoreApplication.translate("Messages", "standard scoring"), QCoreApplication.translate("Messages", "Vegas"),
            QCoreApplication.translate("Messages", "Vegas cumulative"), QCoreApplication.translate("Messages", "no scoring"))


def statistics_mode(game: str, draw: int, scoring_name: str) -> str:
    #: A Klondike line of the statistics dialog's Games box (which lists every game's lines):
    #: %1 the game's name ("Klondike"), %2 cards turned at a time (1 or 3), %3 the scoring
    #: ("standard scoring", "Vegas" …). "Klondike, draw 3, Vegas".
    return fill(QCoreApplication.translate("Messages", "%1, draw %2, %3", "statistics"), game, draw, scoring_name)


def statistics_games_label() -> str:
    return QCoreApplication.translate("Messages", "&Games:")


def statistics_column_name() -> str:
    return QCoreApplication.translate("Messages", "Statistic")


def statistics_column_value() -> str:
    return QCoreApplication.translate("Messages", "Value")


def statistics_reset_button() -> str:
    return QCoreApplication.translate("Messages", "&Reset…")


def statistics_none() -> str:
    #: The value of a record not set yet (no game won).
    return QCoreApplication.translate("Messages", "—")


def statistics_row_names() -> tuple[str, str, str, str, str, str, str, str, str]:
    """Played, won, win rate, current and longest winning streak, best time,
    fewest moves, best score, Vegas balance (the last two only where they count)."""
    return (QCoreApplication.translate("Messages", "Played"), QCoreApplication.translate("Messages", "Won"),
            QCoreApplication.translate("Messages", "Win rate"),
            QCoreApplication.translate("Messages", "Current winning streak"),
            QCoreApplication.translate("Messages", "Longest winning streak"),
            QCoreApplication.translate("Messages", "Best time"), QCoreApplication.translate("Messages", "Fewest moves"),
            QCoreApplication.translate("Messages", "Best score"), QCoreApplication.translate("Messages", "Vegas balance"))


def statistics_reset_title() -> str:
    return QCoreApplication.translate("Messages", "Reset Statistics")


def statistics_reset_question() -> str:
    return QCoreApplication.translate("Messages", "Forget every game played, every record and the Vegas balance? This cannot be undone.")


# -- Keys and Rules (F1) ------------------------------------------------------------------
def help_title() -> str:
    """The dialog's title and accessible name."""
    return QCoreApplication.translate("Messages", "Keys and Rules")


def help_menu_titles() -> tuple[str, str, str, str, str, str]:
    """The groups of the command list, one per menu: Game, Edit, Play, Ask (the Say menu), View, Help."""
    return (QCoreApplication.translate("Messages", "Game"), QCoreApplication.translate("Messages", "Edit"),
            QCoreApplication.translate("Messages", "Play"), QCoreApplication.translate("Messages", "Ask"),
            QCoreApplication.translate("Messages", "View"), QCoreApplication.translate("Messages", "Help"))


def no_key() -> str:
    #: Shown when a command has no key.
    return QCoreApplication.translate("Messages", "no key")


def help_intro_keys() -> str:
    return QCoreApplication.translate("Messages", "Every command and its keys. Use Up and Down to read the list; "
                                      "Left and Right close and open a group.")


def help_intro_mouse() -> str:
    """Follows :func:`help_intro_keys` on the Keys page."""
    return QCoreApplication.translate("Messages", "Mouse play is explained on the Rules page.")


def help_commands_name() -> str:
    return QCoreApplication.translate("Messages", "Commands and keys")


def help_column_command() -> str:
    return QCoreApplication.translate("Messages", "Command")


def help_column_keys() -> str:
    return QCoreApplication.translate("Messages", "Keys")


def help_column_what() -> str:
    return QCoreApplication.translate("Messages", "What it does")


def help_rules_name() -> str:
    return QCoreApplication.translate("Messages", "Rules")


def help_rules_description() -> str:
    return QCoreApplication.translate(
        "Messages", "The rules of Klondike, then how to play with the mouse. Read it line by line.")


def help_keys_tab() -> str:
    return QCoreApplication.translate("Messages", "&Keys")


def help_rules_tab() -> str:
    return QCoreApplication.translate("Messages", "&Rules")


def help_change_keys_button() -> str:
    return QCoreApplication.translate("Messages", "&Change Keys…")


def help_rules_html() -> str:
    """The rules of Klondike as this game plays them, short."""
    return QCoreApplication.translate("Messages",
        "<h2>Klondike</h2>"
        "<p>Build the four foundations up by suit, from the ace to the king. "
        "The game is won when all 52 cards are on the foundations.</p>"
        "<ul>"
        "<li>In the seven columns, put a card on one that is one rank higher and of the other "
        "colour: a black 8 on a red 9. A run built like that moves as one.</li>"
        "<li>Only a king, or a run headed by a king, goes into an empty column.</li>"
        "<li>A face-down card at the top of a column turns face up by itself.</li>"
        "<li>Turn cards from the stock onto the waste; only the top card of the waste can be played. "
        "When the stock is empty, turn the waste over to go through it again "
        "(as often as the rules you chose allow).</li>"
        "<li>The top card of a foundation may come back to a column.</li>"
        "<li>When every card in the columns is face up, press Enter "
        "and the cards go up by themselves, turning the stock as they need to.</li>"
        "</ul>"
        "<p>Scoring (standard): 10 for each card to a foundation, 5 for a card from the waste to a "
        "column, 5 for each card turned face up, minus 15 for a card taken back from a foundation. "
        "Undo takes back any number of moves; the time never counts against you.</p>")


def help_mouse_html() -> str:
    """How to play with the mouse, short (shown after the rules)."""
    return QCoreApplication.translate("Messages",
        "<h2>With the mouse</h2>"
        "<ul>"
        "<li><b>Drag</b> a face-up card onto another pile to move it there, with the cards on it.</li>"
        "<li><b>Click</b> a card to send it, with the cards on it, to the best place it can go: "
        "its foundation when that is safe, else a column, preferring a move that turns up a face-down card.</li>"
        "<li><b>Double-click</b> a card to send it to its foundation.</li>"
        "<li><b>Click the stock</b> to turn cards; when it is empty, click it to turn the waste over.</li>"
        "<li>When every card is face up, click anywhere to finish.</li>"
        "<li>Hold Ctrl and turn the mouse wheel to make the cards larger or smaller.</li>"
        "</ul>")


# -- Change Keys --------------------------------------------------------------------------
def keys_title() -> str:
    return QCoreApplication.translate("Messages", "Change Keys")


def keys_commands_label() -> str:
    return QCoreApplication.translate("Messages", "&Commands:")


def keys_commands_name() -> str:
    return QCoreApplication.translate("Messages", "Commands")


def keys_edit_label() -> str:
    return QCoreApplication.translate("Messages", "New &key:")


def keys_edit_name() -> str:
    return QCoreApplication.translate("Messages", "New key: press the keys")


def keys_assign_button() -> str:
    return QCoreApplication.translate("Messages", "&Assign")


def keys_default_button() -> str:
    return QCoreApplication.translate("Messages", "&Default")


def keys_result_name() -> str:
    return QCoreApplication.translate("Messages", "Result")


def keys_choose_first() -> str:
    return QCoreApplication.translate("Messages", "Choose a command, then press the new key in the key field.")


def keys_clash(command: str) -> str:
    #: %1 the command that already has the key.
    return fill(QCoreApplication.translate("Messages", "That key is already used by %1."), command)


def keys_now_uses(command: str, keys: str) -> str:
    #: %1 a command, %2 its new key.
    return fill(QCoreApplication.translate("Messages", "%1 now uses %2."), command, keys)


def keys_now_default(command: str) -> str:
    return fill(QCoreApplication.translate("Messages", "%1 has its default keys again."), command)


def help_only_in(description: str, games: list[str]) -> str:
    """F1's description of a command the game in play does not have: the games that have it."""
    #: F1, a command of other games than the one in play: %1 the games' names as a list in the
    #: language's own way ("Klondike and FreeCell"), %2 what the command does.
    return fill(QCoreApplication.translate("Messages", "Only in %1: %2"), QLocale().createSeparatedList(games),
                description)
