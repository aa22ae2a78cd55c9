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
    #: The game's name (the window title, the Game menu, the greeting): Klondike solitaire.
    return QCoreApplication.translate("Messages", "Klondike")


def window_title_deal(game: str, number: int) -> str:
    #: The window title (and its name for a screen reader): %1 the game ("FreeCell", "Spider, two suits"), %2 the deal number. The program's name follows it.
    return fill(QCoreApplication.translate("Messages", "%1 — Deal %2", "window title"), game, number)


def window_title_custom(game: str) -> str:
    #: The window title for a deal typed in or loaded (no deal number): %1 the game.
    return fill(QCoreApplication.translate("Messages", "%1 — Custom deal", "window title"), game)


def menu_titles() -> tuple[str, str, str, str, str, str]:
    """The menu bar: Game, Edit, Play, Say, View, Help (with their accelerators)."""
    #: The menu bar's Game menu (new deal, choose a game, statistics, settings, quit). & marks the Alt access letter.
    return (QCoreApplication.translate("Messages", "&Game"),
            #: The menu bar's Edit menu (undo, redo). & marks the Alt access letter.
            QCoreApplication.translate("Messages", "&Edit"),
            #: The menu bar's Play menu (the keyboard commands that move the focus and the cards). & marks the Alt access letter.
            QCoreApplication.translate("Messages", "&Play"),
            #: The menu bar's Say menu (commands that speak the state of the game: M, T, U, D, I…). & marks the Alt access letter.
            QCoreApplication.translate("Messages", "&Say"),
            #: The menu bar's View menu (card size). & marks the Alt access letter.
            QCoreApplication.translate("Messages", "&View"),
            #: The menu bar's Help menu (Keys and Rules, About). & marks the Alt access letter.
            QCoreApplication.translate("Messages", "&Help"))


def toolbar_name() -> str:
    #: Accessible name of the main window's toolbar (New Deal, Restart, Undo, Redo, Hint).
    return QCoreApplication.translate("Messages", "Toolbar")


# -- Choose Deal Number -------------------------------------------------------------------
def deal_title() -> str:
    #: Game menu, Choose Deal Number (Ctrl+G): the dialog's title.
    return QCoreApplication.translate("Messages", "Choose Deal Number")


def deal_label() -> str:
    #: Choose Deal Number dialog: the label of the number field. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Deal number:")


def deal_hint(largest: int) -> str:
    #: Choose Deal Number dialog: the hint under the number field. %1 the largest deal number (4294967295).
    return fill(QCoreApplication.translate("Messages", "A whole number from 1 to %1."), largest)


def deal_play_button() -> str:
    #: Choose Deal Number dialog: the button that deals the number typed. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Play This Deal")


# -- Settings -----------------------------------------------------------------------------
def settings_title() -> str:
    #: Game menu, Settings (Ctrl+,): the dialog's title.
    return QCoreApplication.translate("Messages", "Settings")


def settings_rules_note() -> str:
    #: Settings, Rules group: a note under its title.
    return QCoreApplication.translate("Messages", "Rule changes apply from the next deal; the game in progress keeps its rules.")


def settings_draw_choices() -> tuple[str, str]:
    #: Settings, Rules group, the "Turn from the stock" box: Klondike turns one card at a time.
    return (QCoreApplication.translate("Messages", "Draw 1"),
            #: Settings, Rules group, the "Turn from the stock" box: Klondike turns three cards at a time.
            QCoreApplication.translate("Messages", "Draw 3"))


def settings_draw_label() -> str:
    #: Settings, Rules group: label of the box with "Draw 1" / "Draw 3". & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Turn from the stock:")


def settings_passes_choices() -> tuple[str, str, str]:
    #: Settings, Rules group, the "Passes through the stock" box: the waste may be turned over any number of times.
    return (QCoreApplication.translate("Messages", "Unlimited"),
            #: Settings, Rules group, the "Passes through the stock" box: three passes through the stock.
            QCoreApplication.translate("Messages", "3 passes"),
            #: Settings, Rules group, the "Passes through the stock" box: one pass only (the waste is never turned over).
            QCoreApplication.translate("Messages", "1 pass"))


def settings_passes_label() -> str:
    #: Settings, Rules group: label of the box with "Unlimited" / "3 passes" / "1 pass". & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Passes through the stock:")


def settings_scoring_choices() -> tuple[str, str, str, str]:
    """Standard, Vegas, Vegas cumulative, none."""
    #: Settings, Rules group, the "Scoring" box: Windows-style standard scoring (points for moves).
    return (QCoreApplication.translate("Messages", "Standard"),
            #: Settings, Rules group, the "Scoring" box: Vegas scoring (each deal costs 52; money won back card by card). Also the Statistics dialog's Games box.
            QCoreApplication.translate("Messages", "Vegas"),
            #: Settings, Rules group, the "Scoring" box: Vegas scoring whose balance carries over from deal to deal. Also the Statistics dialog's Games box.
            QCoreApplication.translate("Messages", "Vegas cumulative"),
            #: No scoring (a choice of the Scoring box).
            QCoreApplication.translate("Messages", "None", "scoring"))


def settings_scoring_label() -> str:
    #: Settings, Rules group: label of the box with "Standard" / "Vegas" / "Vegas cumulative" / "None". & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Scoring:")


def settings_thoughtful_box() -> str:
    #: Settings, Rules group: a check box, Klondike with every card dealt face up. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "T&houghtful: every card face up")


def settings_winnable_box() -> str:
    #: Settings, Rules group: a check box, only deals the solver has proved winnable. & marks the Alt access letter.
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
    #: Settings: the title of the group with the deck, card size and animations.
    return QCoreApplication.translate("Messages", "Cards and motion")


def settings_deck_choices() -> tuple[str, str, str, str]:
    #: Settings, "Cards and motion" group, the "Deck" box: the high-contrast deck when the system asks for it.
    return (QCoreApplication.translate("Messages", "Automatic (high contrast when the system asks)"),
            #: Settings, the "Deck" box: the usual red and black cards.
            QCoreApplication.translate("Messages", "Classic"),
            #: Settings, the "Deck" box: each suit its own colour.
            QCoreApplication.translate("Messages", "Four colours"),
            #: Settings, the "Deck" box: a deck drawn for low vision.
            QCoreApplication.translate("Messages", "High contrast"))


def settings_deck_label() -> str:
    #: Settings, "Cards and motion" group: label of the box that chooses the card faces. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Deck:")


def settings_zoom_label() -> str:
    #: Settings, "Cards and motion" group: label of the card size slider. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "Card si&ze:")


def settings_animations_choices() -> tuple[str, str, str]:
    #: Settings, the "Animations" box: animate as the system's setting says (reduced motion).
    return (QCoreApplication.translate("Messages", "Follow the system"),
            #: Animations on (a choice of the Animations box).
            QCoreApplication.translate("Messages", "On", "animations"),
            #: Animations off (a choice of the Animations box).
            QCoreApplication.translate("Messages", "Off", "animations"))


def settings_animations_label() -> str:
    #: Settings, "Cards and motion" group: label of the box "Follow the system" / "On" / "Off". & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Animations:")


def settings_speech_group() -> str:
    #: Settings: the title of the group with verbosity, Orca's notifications and the language.
    return QCoreApplication.translate("Messages", "Speech and language")


def settings_verbosity_choices() -> tuple[str, str]:
    #: Settings, "Speech and language" group, the "Verbosity" box: every announcement in full.
    return (QCoreApplication.translate("Messages", "Full"),
            #: Settings, the "Verbosity" box: short announcements (the comments "speech setting Brief" refer to it).
            QCoreApplication.translate("Messages", "Brief"))


def settings_verbosity_label() -> str:
    #: Settings, "Speech and language" group: label of the box "Full" / "Brief". & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Verbosity:")


def settings_orca_box() -> str:
    #: Settings, "Speech and language" group: a check box (Linux, Orca screen reader). & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "Speak the game's news through &Orca's notifications")


def settings_orca_note() -> str:
    #: Settings: a note under the Orca check box.
    return QCoreApplication.translate("Messages", "Orca 43 and older do not speak announcements any other way: with this off "
                                      "they say nothing when a card moves. Turn it off only if every move is "
                                      "spoken twice.")


def settings_orca_off_title() -> str:
    #: Title of the question box when the Orca check box is turned off.
    return QCoreApplication.translate("Messages", "Turn off Orca's notifications?")


def settings_orca_off_question() -> str:
    #: The question box when the Orca check box is turned off (Yes / No buttons).
    return QCoreApplication.translate("Messages", "With Orca 43 or older the game will then be silent: no moves, hints or results are "
                                      "spoken. Turn them off?")


def settings_language_system() -> str:
    #: The language of the system (a choice of the Language box; the others are English and Español).
    return QCoreApplication.translate("Messages", "System", "language")


def settings_language_label() -> str:
    #: Settings, "Speech and language" group: label of the box "System" / "English" / "Español". & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Language:")


def settings_language_note() -> str:
    #: Settings: a note under the Language box.
    return QCoreApplication.translate("Messages", "A new language is used from the next start.")


# -- Statistics ---------------------------------------------------------------------------
def statistics_title() -> str:
    """The dialog's title and the table's accessible name."""
    #: Game menu, Statistics (Ctrl+Shift+S): the dialog's title and its table's accessible name.
    return QCoreApplication.translate("Messages", "Statistics")


def statistics_scoring_names() -> tuple[str, str, str, str]:
    """Standard scoring, Vegas, Vegas cumulative, no scoring: the %3 of :func:`statistics_mode`."""
    #: Statistics, inside a Klondike line of the Games box ("Klondike, draw 1, standard scoring").
    return (QCoreApplication.translate("Messages", "standard scoring"),
            QCoreApplication.translate("Messages", "Vegas"),
            QCoreApplication.translate("Messages", "Vegas cumulative"),
            #: Statistics, inside a Klondike line of the Games box ("Klondike, draw 3, no scoring").
            QCoreApplication.translate("Messages", "no scoring"))


def statistics_mode(game: str, draw: int, scoring_name: str) -> str:
    #: A Klondike line of the statistics dialog's Games box (which lists every game's lines):
    #: %1 the game's name ("Klondike"), %2 cards turned at a time (1 or 3), %3 the scoring
    #: ("standard scoring", "Vegas" …). "Klondike, draw 3, Vegas".
    return fill(QCoreApplication.translate("Messages", "%1, draw %2, %3", "statistics"), game, draw, scoring_name)


def statistics_games_label() -> str:
    #: Statistics dialog: label of the box that chooses which games' statistics show ("Draw 1, standard scoring"). & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Games:")


def statistics_column_name() -> str:
    #: Statistics dialog: header of the table's first column (Played, Won…).
    return QCoreApplication.translate("Messages", "Statistic")


def statistics_column_value() -> str:
    #: Statistics dialog: header of the table's second column (the numbers).
    return QCoreApplication.translate("Messages", "Value")


def statistics_reset_button() -> str:
    #: Statistics dialog: the button that forgets every statistic (after a question). & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Reset…")


def statistics_none() -> str:
    #: The value of a record not set yet (no game won).
    return QCoreApplication.translate("Messages", "—")


def statistics_row_names() -> tuple[str, str, str, str, str, str, str, str, str]:
    """Played, won, win rate, current and longest winning streak, best time,
    fewest moves, best score, Vegas balance (the last two only where they count)."""
    #: Statistics dialog, a row of the table: games played.
    return (QCoreApplication.translate("Messages", "Played"),
            #: Statistics dialog, a row of the table: games won.
            QCoreApplication.translate("Messages", "Won"),
            #: Statistics dialog, a row of the table: won games as a percentage of those played.
            QCoreApplication.translate("Messages", "Win rate"),
            #: Statistics dialog, a row of the table: games won in a row up to now.
            QCoreApplication.translate("Messages", "Current winning streak"),
            #: Statistics dialog, a row of the table: the most games ever won in a row.
            QCoreApplication.translate("Messages", "Longest winning streak"),
            #: Statistics dialog, a row of the table: the shortest time of a won game.
            QCoreApplication.translate("Messages", "Best time"),
            #: Statistics dialog, a row of the table: the fewest moves of a won game.
            QCoreApplication.translate("Messages", "Fewest moves"),
            #: Statistics dialog, a row of the table: the highest score (only where the scoring counts).
            QCoreApplication.translate("Messages", "Best score"),
            #: Statistics dialog, a row of the table: the money won or lost with Vegas cumulative scoring.
            QCoreApplication.translate("Messages", "Vegas balance"))


def statistics_reset_title() -> str:
    #: Title of the question box of the Statistics dialog's Reset… button.
    return QCoreApplication.translate("Messages", "Reset Statistics")


def statistics_reset_question() -> str:
    #: The question box of the Statistics dialog's Reset… button.
    return QCoreApplication.translate("Messages", "Forget every game played, every record and the Vegas balance? This cannot be undone.")


# -- Keys and Rules (F1) ------------------------------------------------------------------
def help_title() -> str:
    """The dialog's title and accessible name."""
    #: Help menu, Keys and Rules (F1): the dialog's title and accessible name.
    return QCoreApplication.translate("Messages", "Keys and Rules")


def help_menu_titles() -> tuple[str, str, str, str, str, str]:
    """The groups of the command list, one per menu: Game, Edit, Play, Ask (the Say menu), View, Help."""
    #: F1, Keys tab: the heading of the Game menu's commands in the list (no access letter).
    return (QCoreApplication.translate("Messages", "Game"),
            #: F1, Keys tab: the heading of the Edit menu's commands in the list.
            QCoreApplication.translate("Messages", "Edit"),
            #: F1, Keys tab: the heading of the Play menu's commands in the list.
            QCoreApplication.translate("Messages", "Play"),
            #: F1, Keys tab: the heading of the Say menu's commands (those that speak the game's state).
            QCoreApplication.translate("Messages", "Ask"),
            #: F1, Keys tab: the heading of the View menu's commands in the list.
            QCoreApplication.translate("Messages", "View"),
            #: F1, Keys tab: the heading of the Help menu's commands in the list.
            QCoreApplication.translate("Messages", "Help"))


def no_key() -> str:
    #: F1, Keys tab, and Change Keys: the keys of a command that has none. Shown when a command has no key.
    return QCoreApplication.translate("Messages", "no key")


def help_intro_keys() -> str:
    #: F1, Keys tab: the line above the list of commands (a tree: groups by menu).
    return QCoreApplication.translate("Messages", "Every command and its keys. Use Up and Down to read the list; "
                                      "Left and Right close and open a group.")


def help_intro_mouse() -> str:
    """Follows :func:`help_intro_keys` on the Keys page."""
    #: F1, Keys tab: after the line above the list of commands.
    return QCoreApplication.translate("Messages", "Mouse play is explained on the Rules page.")


def help_commands_name() -> str:
    #: F1, Keys tab: accessible name of the list of commands.
    return QCoreApplication.translate("Messages", "Commands and keys")


def help_column_command() -> str:
    #: F1, Keys tab: header of the list's first column (the command's name).
    return QCoreApplication.translate("Messages", "Command")


def help_column_keys() -> str:
    #: F1, Keys tab: header of the list's second column (the command's keys).
    return QCoreApplication.translate("Messages", "Keys")


def help_column_what() -> str:
    #: F1, Keys tab: header of the list's third column (what the command does).
    return QCoreApplication.translate("Messages", "What it does")


def help_rules_name() -> str:
    #: F1, the Rules tab: the accessible name of the rules text (read by a screen reader on entering it).
    return QCoreApplication.translate("Messages", "Rules")


def help_rules_description() -> str:
    #: F1, Rules tab in Klondike: accessible description of the rules text.
    return QCoreApplication.translate(
        "Messages", "The rules of Klondike, then how to play with the mouse. Read it line by line.")


def help_keys_tab() -> str:
    #: F1: the tab with the list of commands and keys. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Keys")


def help_rules_tab() -> str:
    #: F1: the tab with the game's rules. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Rules")


def help_change_keys_button() -> str:
    #: F1, Keys tab: the button that opens the Change Keys dialog. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Change Keys…")


def help_rules_html() -> str:
    """The rules of Klondike as this game plays them, short."""
    #: F1, the rules tab in Klondike: the rules as this game plays them (HTML; keep the tags, translate the text).
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
    #: F1, the rules tab in Klondike: playing with the mouse, after the rules (HTML; keep the tags).
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
    #: F1, Change Keys…: the dialog's title.
    return QCoreApplication.translate("Messages", "Change Keys")


def keys_commands_label() -> str:
    #: Change Keys dialog: label of the list of commands. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Commands:")


def keys_commands_name() -> str:
    #: Change Keys dialog: accessible name of the list of commands.
    return QCoreApplication.translate("Messages", "Commands")


def keys_edit_label() -> str:
    #: Change Keys dialog: label of the field where the new key is pressed. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "New &key:")


def keys_edit_name() -> str:
    #: Change Keys dialog: accessible name of the field where the new key is pressed.
    return QCoreApplication.translate("Messages", "New key: press the keys")


def keys_assign_button() -> str:
    #: Change Keys dialog: the button that gives the pressed key to the chosen command. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Assign")


def keys_default_button() -> str:
    #: Change Keys dialog: the button that gives the chosen command its usual keys again. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Default")


def keys_result_name() -> str:
    #: Change Keys dialog: accessible name of the line that reports what a button did.
    return QCoreApplication.translate("Messages", "Result")


def keys_choose_first() -> str:
    #: Change Keys dialog: Assign pressed with no command chosen or no key pressed.
    return QCoreApplication.translate("Messages", "Choose a command, then press the new key in the key field.")


def keys_clash(command: str) -> str:
    #: Change Keys dialog, after Assign with a key another command has. %1 the command that already has the key.
    return fill(QCoreApplication.translate("Messages", "That key is already used by %1."), command)


def keys_now_uses(command: str, keys: str) -> str:
    #: Change Keys dialog, after Assign. %1 a command, %2 its new key.
    return fill(QCoreApplication.translate("Messages", "%1 now uses %2."), command, keys)


def keys_now_default(command: str) -> str:
    #: Change Keys dialog, after Default: %1 the command ("Undo").
    return fill(QCoreApplication.translate("Messages", "%1 has its default keys again."), command)


def help_only_in(description: str, games: list[str]) -> str:
    """F1's description of a command the game in play does not have: the games that have it."""
    #: F1, a command of other games than the one in play: %1 the games' names as a list in the language's own way ("Klondike and FreeCell"), %2 what the command does.
    return fill(QCoreApplication.translate("Messages", "Only in %1: %2"), QLocale().createSeparatedList(games),
                description)
