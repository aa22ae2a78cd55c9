"""Every command of the game, declared once.

This table builds the menus, the keyboard shortcuts, the F1 list of keys and
the shortcut settings. Handlers are looked up by id when the window is wired
(:func:`klondike_qt.ui.main_window` for game/menu commands, the keyboard
controller for play commands), so the table holds no code.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

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


N = QT_TRANSLATE_NOOP

ACTIONS: tuple[ActionSpec, ...] = (
    # Game
    _spec("new_game", N(_CONTEXT, "&New Deal"), ("F2", "Ctrl+N"), Menu.GAME,
          N(_CONTEXT, "Deal a new game.")),
    _spec("restart", N(_CONTEXT, "&Restart Deal"), ("Ctrl+R",), Menu.GAME,
          N(_CONTEXT, "Start this deal again from the beginning.")),
    _spec("choose_deal", N(_CONTEXT, "Choose Deal &Number…"), ("Ctrl+G",), Menu.GAME,
          N(_CONTEXT, "Play a deal by its number.")),
    _spec("statistics", N(_CONTEXT, "S&tatistics…"), ("Ctrl+Shift+S",), Menu.GAME,
          N(_CONTEXT, "Show games played, won, streaks and records.")),
    _spec("settings", N(_CONTEXT, "&Settings…"), ("Ctrl+,",), Menu.GAME,
          N(_CONTEXT, "Change the rules, the cards, sound and speech, and the keys.")),
    _spec("quit", N(_CONTEXT, "&Quit"), ("Ctrl+Q",), Menu.GAME,
          N(_CONTEXT, "Save the game and quit.")),
    # Edit
    _spec("undo", N(_CONTEXT, "&Undo"), ("Ctrl+Z",), Menu.EDIT,
          N(_CONTEXT, "Take back the last action.")),
    _spec("redo", N(_CONTEXT, "&Redo"), ("Ctrl+Y", "Ctrl+Shift+Z"), Menu.EDIT,
          N(_CONTEXT, "Do again what was undone.")),
    # Play: the keyboard model
    _spec("focus_previous", N(_CONTEXT, "Previous Pile"), ("Left",), Menu.PLAY,
          N(_CONTEXT, "Move the focus to the previous pile.")),
    _spec("focus_next", N(_CONTEXT, "Next Pile"), ("Right",), Menu.PLAY,
          N(_CONTEXT, "Move the focus to the next pile.")),
    _spec("focus_up", N(_CONTEXT, "Card Above"), ("Up",), Menu.PLAY,
          N(_CONTEXT, "In a column, take more of the run; from the first face-up card, go to the pile above.")),
    _spec("focus_down", N(_CONTEXT, "Card Below"), ("Down",), Menu.PLAY,
          N(_CONTEXT, "In a column, take less of the run; from the top row, go to the column beneath.")),
    _spec("focus_first", N(_CONTEXT, "First Pile"), ("Home",), Menu.PLAY,
          N(_CONTEXT, "Move the focus to the stock.")),
    _spec("focus_last", N(_CONTEXT, "Last Pile"), ("End",), Menu.PLAY,
          N(_CONTEXT, "Move the focus to column 7.")),
    *(
        _spec(f"focus_column_{n}", text, (str(n),), Menu.PLAY, N(_CONTEXT, "Move the focus to this column."))
        for n, text in enumerate((
            N(_CONTEXT, "Column 1"), N(_CONTEXT, "Column 2"), N(_CONTEXT, "Column 3"),
            N(_CONTEXT, "Column 4"), N(_CONTEXT, "Column 5"), N(_CONTEXT, "Column 6"),
            N(_CONTEXT, "Column 7")), start=1)
    ),
    _spec("focus_waste", N(_CONTEXT, "Go to the Waste"), ("P",), Menu.PLAY,
          N(_CONTEXT, "Move the focus to the playable waste card.")),
    _spec("pick_or_drop", N(_CONTEXT, "Pick Up / Put Down"), ("Space",), Menu.PLAY,
          N(_CONTEXT, "Pick up the focused card with the cards on it, or put the held cards on the focused pile. On the stock: turn cards.")),
    _spec("send_best", N(_CONTEXT, "Play Card"), ("Return", "Enter"), Menu.PLAY,
          N(_CONTEXT, "Send the focused card, or what you hold, to the best legal place.")),
    _spec("draw", N(_CONTEXT, "Turn Cards"), ("N",), Menu.PLAY,
          N(_CONTEXT, "Turn cards from the stock, or turn the waste over when the stock is empty.")),
    _spec("to_foundation", N(_CONTEXT, "To Foundation"), ("F",), Menu.PLAY,
          N(_CONTEXT, "Send the focused card to its foundation.")),
    _spec("auto_move", N(_CONTEXT, "Move Safe Cards Up"), ("A",), Menu.PLAY,
          N(_CONTEXT, "Move every card that can safely go to the foundations.")),
    _spec("cancel", N(_CONTEXT, "Put Back"), ("Escape",), Menu.PLAY,
          N(_CONTEXT, "Put back the held cards.")),
    _spec("hint", N(_CONTEXT, "&Hint"), ("H",), Menu.PLAY,
          N(_CONTEXT, "Say and show one available move; press again for the next.")),
    _spec("find_card", N(_CONTEXT, "&Find Card…"), ("Ctrl+F",), Menu.PLAY,
          N(_CONTEXT, "Type a card to hear where it is and move the focus to it.")),
    # Query: what a screen-reader player asks
    _spec("say_moves", N(_CONTEXT, "Say Available Moves"), ("M",), Menu.QUERY,
          N(_CONTEXT, "Say every available move.")),
    _spec("say_foundations", N(_CONTEXT, "Say Foundations"), ("T",), Menu.QUERY,
          N(_CONTEXT, "Say the top card of each foundation.")),
    _spec("say_waste_stock", N(_CONTEXT, "Say Waste and Stock"), ("U",), Menu.QUERY,
          N(_CONTEXT, "Say the waste card and how many cards are in the stock.")),
    _spec("say_columns", N(_CONTEXT, "Say Columns"), ("D",), Menu.QUERY,
          N(_CONTEXT, "Say every column: face-down counts and face-up cards.")),
    _spec("say_info", N(_CONTEXT, "Say Game Info"), ("I",), Menu.QUERY,
          N(_CONTEXT, "Say score, time, moves, cards in stock, passes left and whether the deal is still winnable.")),
    _spec("say_again", N(_CONTEXT, "Repeat Last Announcement"), ("Ctrl+L",), Menu.QUERY,
          N(_CONTEXT, "Say the last announcement again.")),
    _spec("announcement_history", N(_CONTEXT, "Announcement &History"), ("Ctrl+Shift+H",), Menu.QUERY,
          N(_CONTEXT, "Show and focus the list of recent announcements.")),
    # View
    _spec("zoom_in", N(_CONTEXT, "Zoom &In"), ("Ctrl+=", "Ctrl++"), Menu.VIEW,
          N(_CONTEXT, "Make the cards larger.")),
    _spec("zoom_out", N(_CONTEXT, "Zoom &Out"), ("Ctrl+-",), Menu.VIEW,
          N(_CONTEXT, "Make the cards smaller.")),
    _spec("zoom_reset", N(_CONTEXT, "&Fit to Window"), ("Ctrl+0",), Menu.VIEW,
          N(_CONTEXT, "Make the cards fill the window.")),
    # Help
    _spec("help", N(_CONTEXT, "&Keys and Rules"), ("F1",), Menu.HELP,
          N(_CONTEXT, "List every command with its keys, and the rules.")),
    _spec("about", N(_CONTEXT, "&About Klondike"), (), Menu.HELP,
          N(_CONTEXT, "About this program.")),
)

ACTIONS_BY_ID: dict[str, ActionSpec] = {spec.id: spec for spec in ACTIONS}
