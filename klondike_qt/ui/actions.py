"""Every command of the game, declared once.

This table builds the menus, the keyboard shortcuts, the F1 list of keys and
the shortcut settings. Handlers are looked up by id when the window is wired
(:func:`klondike_qt.ui.main_window` for game/menu commands, the keyboard
controller for play commands), so the table holds no code.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

_CONTEXT = "Actions"


class Menu(Enum):
    GAME = "game"
    EDIT = "edit"
    PLAY = "play"
    QUERY = "query"  # "say" commands for screen-reader players
    VIEW = "view"
    HELP = "help"


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """One command: a stable id (settings keys use it), its menu text, its
    default key sequences (portable text form, e.g. "Ctrl+Z") and what it does."""

    id: str
    text: str
    shortcuts: tuple[str, ...]
    menu: Menu
    description: str

    def translated_text(self) -> str:
        return QCoreApplication.translate(_CONTEXT, self.text)

    def translated_description(self) -> str:
        return QCoreApplication.translate(_CONTEXT, self.description)


def _spec(id: str, text: str, shortcuts: tuple[str, ...], menu: Menu, description: str) -> ActionSpec:
    return ActionSpec(id, text, shortcuts, menu, description)


# QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts (it
# follows neither aliases nor variables); they are translated when shown.

ACTIONS: tuple[ActionSpec, ...] = (
    # Game
    _spec("new_game", QT_TRANSLATE_NOOP("Actions", "&New Deal"), ("F2", "Ctrl+N"), Menu.GAME,
          QT_TRANSLATE_NOOP("Actions", "Deal a new game.")),
    _spec("restart", QT_TRANSLATE_NOOP("Actions", "&Restart Deal"), ("Ctrl+R",), Menu.GAME,
          QT_TRANSLATE_NOOP("Actions", "Start this deal again from the beginning.")),
    _spec("choose_deal", QT_TRANSLATE_NOOP("Actions", "Choose Deal &Number…"), ("Ctrl+G",), Menu.GAME,
          QT_TRANSLATE_NOOP("Actions", "Play a deal by its number.")),
    _spec("statistics", QT_TRANSLATE_NOOP("Actions", "S&tatistics…"), ("Ctrl+Shift+S",), Menu.GAME,
          QT_TRANSLATE_NOOP("Actions", "Show games played, won, streaks and records.")),
    _spec("settings", QT_TRANSLATE_NOOP("Actions", "&Settings…"), ("Ctrl+,",), Menu.GAME,
          QT_TRANSLATE_NOOP("Actions", "Change the rules, the cards, sound and speech, and the keys.")),
    _spec("quit", QT_TRANSLATE_NOOP("Actions", "&Quit"), ("Ctrl+Q",), Menu.GAME,
          QT_TRANSLATE_NOOP("Actions", "Save the game and quit.")),
    # Edit
    _spec("undo", QT_TRANSLATE_NOOP("Actions", "&Undo"), ("Ctrl+Z",), Menu.EDIT,
          QT_TRANSLATE_NOOP("Actions", "Take back the last action.")),
    _spec("redo", QT_TRANSLATE_NOOP("Actions", "&Redo"), ("Ctrl+Y", "Ctrl+Shift+Z"), Menu.EDIT,
          QT_TRANSLATE_NOOP("Actions", "Do again what was undone.")),
    # Play: the keyboard model
    _spec("focus_previous", QT_TRANSLATE_NOOP("Actions", "Previous Pile"), ("Left",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the previous pile.")),
    _spec("focus_next", QT_TRANSLATE_NOOP("Actions", "Next Pile"), ("Right",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the next pile.")),
    _spec("focus_up", QT_TRANSLATE_NOOP("Actions", "Card Above"), ("Up",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "In a column, take more of the run; from the first face-up card, go to the pile above.")),
    _spec("focus_down", QT_TRANSLATE_NOOP("Actions", "Card Below"), ("Down",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "In a column, take less of the run; from the top row, go to the column beneath.")),
    _spec("focus_first", QT_TRANSLATE_NOOP("Actions", "First Pile"), ("Home",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the stock.")),
    _spec("focus_last", QT_TRANSLATE_NOOP("Actions", "Last Pile"), ("End",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to column 7.")),
    *(
        _spec(f"focus_column_{n}", text, (str(n),), Menu.PLAY, QT_TRANSLATE_NOOP("Actions", "Move the focus to this column."))
        for n, text in enumerate((
            QT_TRANSLATE_NOOP("Actions", "Column 1"), QT_TRANSLATE_NOOP("Actions", "Column 2"), QT_TRANSLATE_NOOP("Actions", "Column 3"),
            QT_TRANSLATE_NOOP("Actions", "Column 4"), QT_TRANSLATE_NOOP("Actions", "Column 5"), QT_TRANSLATE_NOOP("Actions", "Column 6"),
            QT_TRANSLATE_NOOP("Actions", "Column 7")), start=1)
    ),
    _spec("focus_waste", QT_TRANSLATE_NOOP("Actions", "Go to the Waste"), ("P",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the playable waste card.")),
    _spec("pick_or_drop", QT_TRANSLATE_NOOP("Actions", "Pick Up / Put Down"), ("Space",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Pick up the focused card with the cards on it, or put the held cards on the focused pile. On the stock: turn cards.")),
    _spec("send_best", QT_TRANSLATE_NOOP("Actions", "Play Card"), ("Return", "Enter"), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Send the focused card, or what you hold, to the best legal place.")),
    _spec("draw", QT_TRANSLATE_NOOP("Actions", "Turn Cards"), ("N",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Turn cards from the stock, or turn the waste over when the stock is empty.")),
    _spec("to_foundation", QT_TRANSLATE_NOOP("Actions", "To Foundation"), ("F",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Send the focused card to its foundation.")),
    _spec("auto_move", QT_TRANSLATE_NOOP("Actions", "Move Safe Cards Up"), ("A",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move every card that can safely go to the foundations.")),
    _spec("cancel", QT_TRANSLATE_NOOP("Actions", "Put Back"), ("Escape",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Put back the held cards.")),
    _spec("hint", QT_TRANSLATE_NOOP("Actions", "&Hint"), ("H",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Say and show one available move; press again for the next.")),
    _spec("find_card", QT_TRANSLATE_NOOP("Actions", "&Find Card…"), ("Ctrl+F",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Type a card to hear where it is and move the focus to it.")),
    # Query: what a screen-reader player asks
    _spec("say_moves", QT_TRANSLATE_NOOP("Actions", "Say Available Moves"), ("M",), Menu.QUERY,
          QT_TRANSLATE_NOOP("Actions", "Say every available move.")),
    _spec("say_foundations", QT_TRANSLATE_NOOP("Actions", "Say Foundations"), ("T",), Menu.QUERY,
          QT_TRANSLATE_NOOP("Actions", "Say the top card of each foundation.")),
    _spec("say_waste_stock", QT_TRANSLATE_NOOP("Actions", "Say Waste and Stock"), ("U",), Menu.QUERY,
          QT_TRANSLATE_NOOP("Actions", "Say the waste card and how many cards are in the stock.")),
    _spec("say_columns", QT_TRANSLATE_NOOP("Actions", "Say Columns"), ("D",), Menu.QUERY,
          QT_TRANSLATE_NOOP("Actions", "Say every column: face-down counts and face-up cards.")),
    _spec("say_info", QT_TRANSLATE_NOOP("Actions", "Say Game Info"), ("I",), Menu.QUERY,
          QT_TRANSLATE_NOOP("Actions", "Say score, time, moves, cards in stock, passes left and whether the deal is still winnable.")),
    _spec("say_again", QT_TRANSLATE_NOOP("Actions", "Repeat Last Announcement"), ("Ctrl+L",), Menu.QUERY,
          QT_TRANSLATE_NOOP("Actions", "Say the last announcement again.")),
    _spec("announcement_history", QT_TRANSLATE_NOOP("Actions", "Announcement &History"), ("Ctrl+Shift+H",), Menu.QUERY,
          QT_TRANSLATE_NOOP("Actions", "Show and focus the list of recent announcements.")),
    # View
    _spec("zoom_in", QT_TRANSLATE_NOOP("Actions", "Zoom &In"), ("Ctrl+=", "Ctrl++"), Menu.VIEW,
          QT_TRANSLATE_NOOP("Actions", "Make the cards larger.")),
    _spec("zoom_out", QT_TRANSLATE_NOOP("Actions", "Zoom &Out"), ("Ctrl+-",), Menu.VIEW,
          QT_TRANSLATE_NOOP("Actions", "Make the cards smaller.")),
    _spec("zoom_reset", QT_TRANSLATE_NOOP("Actions", "&Fit to Window"), ("Ctrl+0",), Menu.VIEW,
          QT_TRANSLATE_NOOP("Actions", "Make the cards fill the window.")),
    # Help
    _spec("help", QT_TRANSLATE_NOOP("Actions", "&Keys and Rules"), ("F1",), Menu.HELP,
          QT_TRANSLATE_NOOP("Actions", "List every command with its keys, and the rules.")),
    _spec("about", QT_TRANSLATE_NOOP("Actions", "&About Klondike"), (), Menu.HELP,
          QT_TRANSLATE_NOOP("Actions", "About this program.")),
)

ACTIONS_BY_ID: dict[str, ActionSpec] = {spec.id: spec for spec in ACTIONS}
