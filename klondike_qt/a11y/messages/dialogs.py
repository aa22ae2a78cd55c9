"""The words of the dialogs and the main window: titles, labels (with their
``&`` accelerators), buttons, choices in the combo boxes, notes and questions.

A list of choices is one function returning its texts in the order the
dialog offers them (the dialog pairs them with the values)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ._text import fill

__all__ = [
    "deal_hint",
    "deal_label",
    "deal_play_button",
    "deal_title",
    "go_to_menu_title",
    "menu_titles",
    "settings_animations_choices",
    "settings_animations_label",
    "settings_auto_safe_box",
    "settings_auto_safe_description",
    "settings_deck_choices",
    "settings_deck_label",
    "settings_dim_covered_box",
    "settings_dim_covered_description",
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
    "settings_spider_no_winnable_list",
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
    "statistics_figures",
    "statistics_games_label",
    "statistics_mode",
    "statistics_none",
    "statistics_reset_button",
    "statistics_reset_question",
    "statistics_reset_title",
    "statistics_row_names",
    "statistics_scoring_names",
    "statistics_stroke_row_names",
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


def go_to_menu_title() -> str:
    #: The Play menu's submenu of the keys that only move the focus (previous and next pile, card above
    #: and below, Column 1 … Column 10, the free cells, the waste). & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "&Go To")


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


def settings_dim_covered_box() -> str:
    #: Settings, Pyramid's and Golf's group: a check box, on by default; covered cards are drawn shaded
    #: (darker, still readable) so the free cards stand out. & marks the Alt access letter.
    return QCoreApplication.translate("Messages", "Dim &covered cards")


def settings_dim_covered_description() -> str:
    #: What a screen reader says of the "Dim covered cards" box.
    return QCoreApplication.translate("Messages", "Cards that other cards still cover are drawn darker, so the "
                                      "free ones stand out. Takes effect at once.")


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


def settings_spider_no_winnable_list(suits: str) -> str:
    #: Spider's section in Settings, under "Winnable deals only", shown while the number of suits
    #: chosen has no list of deals the solver has won (a list not made yet). %1 is the choice of the
    #: suits box ("Four suits"); whatever the box says, such a deal is any deal, maybe unwinnable.
    return fill(QCoreApplication.translate(
        "Messages", "%1: no list of winnable deals yet, so each deal is random and may be impossible "
        "to win."), suits)


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


def statistics_figures(rows: list[tuple[str, str]]) -> str:
    """The Statistics dialog's figures as one sentence, read with its game choice."""
    #: One figure of the Statistics dialog, read aloud when it opens and when its game choice
    #: changes. %1 the figure's name ("Games won"), %2 its value ("3").
    template = QCoreApplication.translate("Messages", "%1: %2.")
    return " ".join(fill(template, name, value) for name, value in rows)


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


def statistics_stroke_row_names() -> tuple[str, str]:
    """A game scored in strokes (Golf: lower is better, every deal scores): the best and the average."""
    #: Statistics dialog, a row of the table of a game scored in strokes (Golf, lower is better): the lowest
    #: score of a finished deal, won or not.
    return (QCoreApplication.translate("Messages", "Best score (fewest strokes)"),
            #: Statistics dialog, a row of the table of a game scored in strokes (Golf): the average score of
            #: the finished deals, won or not.
            QCoreApplication.translate("Messages", "Average score in strokes"))


def statistics_reset_title() -> str:
    #: Title of the question box of the Statistics dialog's Reset… button.
    return QCoreApplication.translate("Messages", "Reset Statistics")


def statistics_reset_question() -> str:
    #: The question box of the Statistics dialog's Reset… button.
    return QCoreApplication.translate("Messages", "Forget every game played, every record and the Vegas balance? This cannot be undone.")


# -- Keys and Rules (F1) ------------------------------------------------------------------
