"""Every command of the game, declared once, with what it does.

This table builds the menus, the toolbar, the keyboard shortcuts, the F1 list
of keys and the shortcut settings, and :func:`connect_commands` makes each
QAction run its entry's handler: there is no other list of commands to keep
in step. A handler takes the :class:`Host` (the window): its session, its
keyboard adapter and its dialogs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction

from .commands import CommandWords, Step

if TYPE_CHECKING:
    from ..model.session import GameSession
    from .keyboard_base import KeyboardBase

_CONTEXT = "Actions"


class Menu(Enum):
    GAME = "game"
    EDIT = "edit"
    PLAY = "play"
    QUERY = "query"  # "say" commands for screen-reader players
    VIEW = "view"
    HELP = "help"


class Submenu(Enum):
    """A submenu of a menu: the Play menu's "Go To" gathers the keys that only move the focus."""

    GO_TO = "go_to"


# Cards scale by this factor per zoom step.
ZOOM_STEP = 1.1


class Host(Protocol):
    """What the handlers reach: the window and what it holds."""

    @property
    def session(self) -> GameSession: ...
    @property
    def keyboard(self) -> KeyboardBase[Any, Any]: ...
    @property
    def game(self) -> str: ...
    def play_game(self, game: str, variant: int | None = None) -> None: ...
    def toggle_auto_safe(self) -> None: ...
    def new_deal(self, deal_number: int | None = None, ask: bool = True) -> None: ...
    def restart(self) -> None: ...
    def choose_deal(self) -> None: ...
    def show_statistics(self) -> None: ...
    def show_settings(self) -> None: ...
    def show_about(self) -> None: ...
    def show_help(self) -> None: ...
    def close(self) -> bool: ...
    def zoom(self, factor: float | None) -> None: ...


Handler = Callable[[Host], object]


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class ActionSpec:
    """One command: a stable id (settings keys use it), its menu text, its
    default key sequences (portable text form, e.g. "Ctrl+Z"), what it does
    (in words, and the ``handler`` that does it) and its macOS menu role."""

    id: str
    text: str
    shortcuts: tuple[str, ...]
    menu: Menu
    description: str
    handler: Handler = field(repr=False, compare=False)
    role: QAction.MenuRole = QAction.MenuRole.NoRole
    # Only in the games whose keyboard names it in its ``COMMANDS``; elsewhere greyed out and hidden.
    optional: bool = False
    # Shown in this submenu of its menu (None: in the menu itself); its keys work the same.
    submenu: Submenu | None = None

    def translated_text(self, own: Mapping[str, CommandWords] | None = None) -> str:
        """The menu text, in a game's own words (its keyboard's ``WORDS``) where it has them."""
        mine = own.get(self.id) if own else None
        return QCoreApplication.translate(_CONTEXT, mine.text if mine and mine.text else self.text)

    def translated_description(self, own: Mapping[str, CommandWords] | None = None) -> str:
        mine = own.get(self.id) if own else None
        return QCoreApplication.translate(_CONTEXT, mine.description if mine and mine.description
                                          else self.description)


def _spec(id: str, text: object, shortcuts: tuple[str, ...], menu: Menu, description: object,
          handler: Handler, role: QAction.MenuRole = QAction.MenuRole.NoRole, optional: bool = False,
          submenu: Submenu | None = None) -> ActionSpec:
    # QT_TRANSLATE_NOOP returns its text (typed "object" by the stubs).
    return ActionSpec(id, str(text), shortcuts, menu, str(description), handler, role, optional, submenu)


def _key(command: Callable[[Any], object]) -> Handler:
    """A keyboard command: while cards rise at the finish it only stops them."""
    return lambda host: host.keyboard.run(lambda: command(host.keyboard))


def _step(step: Step) -> Handler:
    return _key(lambda keys: keys.step(step))


def _column(number: int) -> Handler:
    return _key(lambda keys: keys.focus_column(number))


# QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts (it
# follows neither aliases nor variables); they are translated when shown.

ACTIONS: tuple[ActionSpec, ...] = (
    # Game
    #: Menu item in the Game menu and a toolbar button (key F2 or Ctrl+N); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("new_game", QT_TRANSLATE_NOOP("Actions", "&New Deal"), ("F2", "Ctrl+N"), Menu.GAME,
          #: What the Game menu command "New Deal" does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Deal a new game."),
          lambda host: host.new_deal()),
    #: Menu item in the Game menu and a toolbar button (key Ctrl+R); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("restart", QT_TRANSLATE_NOOP("Actions", "&Restart Deal"), ("Ctrl+R",), Menu.GAME,
          #: What the Game menu command "Restart Deal" does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Start this deal again from the beginning."),
          lambda host: host.restart()),
    #: Menu item in the Game menu (key Ctrl+G); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("choose_deal", QT_TRANSLATE_NOOP("Actions", "Choose Deal &Number…"), ("Ctrl+G",), Menu.GAME,
          #: What the Game menu command "Choose Deal Number…" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Play a deal by its number."),
          lambda host: host.choose_deal()),
    #: Menu item in the Game menu (key Ctrl+Shift+S); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("statistics", QT_TRANSLATE_NOOP("Actions", "S&tatistics…"), ("Ctrl+Shift+S",), Menu.GAME,
          #: What the Game menu command "Statistics…" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Show games played, won, streaks and records."),
          lambda host: host.show_statistics()),
    #: Menu item in the Game menu (key Ctrl+ or ); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("settings", QT_TRANSLATE_NOOP("Actions", "&Settings…"), ("Ctrl+,",), Menu.GAME,
          #: What the Game menu command "Settings…" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Change the rules, the cards, sound and speech, and the keys."),
          lambda host: host.show_settings(), QAction.MenuRole.PreferencesRole),
    #: Menu item in the Game menu (key Ctrl+Q); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("quit", QT_TRANSLATE_NOOP("Actions", "&Quit"), ("Ctrl+Q",), Menu.GAME,
          #: What the Game menu command "Quit" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Save the game and quit."),
          lambda host: host.close(), QAction.MenuRole.QuitRole),
    # Edit
    #: Menu item in the Edit menu and a toolbar button (key Ctrl+Z); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("undo", QT_TRANSLATE_NOOP("Actions", "&Undo"), ("Ctrl+Z",), Menu.EDIT,
          #: What the Edit menu command "Undo" does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Take back the last action."),
          lambda host: host.keyboard.undo()),
    #: Menu item in the Edit menu and a toolbar button (key Ctrl+Y or Ctrl+Shift+Z); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("redo", QT_TRANSLATE_NOOP("Actions", "&Redo"), ("Ctrl+Y", "Ctrl+Shift+Z"), Menu.EDIT,
          #: What the Edit menu command "Redo" does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Do again what was undone."),
          lambda host: host.keyboard.redo()),
    # Play: the keyboard model
    #: Menu item in the Play menu (key Left); also its row in the F1 key list and in the key settings.
    _spec("focus_previous", QT_TRANSLATE_NOOP("Actions", "Previous Pile"), ("Left",), Menu.PLAY,
          #: What the Play menu command "Previous Pile" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the previous pile."),
          _step(Step.LEFT), submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key Right); also its row in the F1 key list and in the key settings.
    _spec("focus_next", QT_TRANSLATE_NOOP("Actions", "Next Pile"), ("Right",), Menu.PLAY,
          #: What the Play menu command "Next Pile" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the next pile."),
          _step(Step.RIGHT), submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key Up); also its row in the F1 key list and in the key settings.
    _spec("focus_up", QT_TRANSLATE_NOOP("Actions", "Card Above"), ("Up",), Menu.PLAY,
          #: What the Play menu command "Card Above" does, in a game that gives no words of its own (each game says
          #: where Up goes on its table, its keyboard's WORDS): its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move the focus up."),
          _step(Step.UP), submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key Down); also its row in the F1 key list and in the key settings.
    _spec("focus_down", QT_TRANSLATE_NOOP("Actions", "Card Below"), ("Down",), Menu.PLAY,
          #: What the Play menu command "Card Below" does, in a game that gives no words of its own (each game says
          #: where Down goes on its table, its keyboard's WORDS): its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move the focus down."),
          _step(Step.DOWN), submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key Home); also its row in the F1 key list and in the key settings.
    _spec("focus_first", QT_TRANSLATE_NOOP("Actions", "First Pile"), ("Home",), Menu.PLAY,
          #: What the Play menu command "First Pile" does, in a game that gives no words of its own (each game names
          #: its first pile, its keyboard's WORDS): its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the first pile."),
          _step(Step.FIRST), submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key End); also its row in the F1 key list and in the key settings.
    _spec("focus_last", QT_TRANSLATE_NOOP("Actions", "Last Pile"), ("End",), Menu.PLAY,
          #: What the Play menu command "Last Pile" does, in a game that gives no words of its own (each game names
          #: its last pile, its keyboard's WORDS): its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the last pile."),
          _step(Step.LAST), submenu=Submenu.GO_TO),
    *(
        #: What the Play menu commands "Column 1" … "Column 10" do (keys 1 … 9, 0): their status-bar
        #: tip and their line in the F1 key list.
        _spec(f"focus_column_{n}", text, (str(n),), Menu.PLAY, QT_TRANSLATE_NOOP("Actions", "Move the focus to this column."),
              _column(n), submenu=Submenu.GO_TO)
        for n, text in enumerate((
            #: Menu item in the Play menu (key 1); also its row in the F1 key list and in the key settings.
            QT_TRANSLATE_NOOP("Actions", "Column 1"),
            #: Menu item in the Play menu (key 2); also its row in the F1 key list and in the key settings.
            QT_TRANSLATE_NOOP("Actions", "Column 2"),
            #: Menu item in the Play menu (key 3); also its row in the F1 key list and in the key settings.
            QT_TRANSLATE_NOOP("Actions", "Column 3"),
            #: Menu item in the Play menu (key 4); also its row in the F1 key list and in the key settings.
            QT_TRANSLATE_NOOP("Actions", "Column 4"),
            #: Menu item in the Play menu (key 5); also its row in the F1 key list and in the key settings.
            QT_TRANSLATE_NOOP("Actions", "Column 5"),
            #: Menu item in the Play menu (key 6); also its row in the F1 key list and in the key settings.
            QT_TRANSLATE_NOOP("Actions", "Column 6")), start=1)
    ),
    #: Menu item in the Play menu (key 7); also its row in the F1 key list and in the key settings.
    _spec("focus_column_7", QT_TRANSLATE_NOOP("Actions", "Column 7"), ("7",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to this column."), _column(7), optional=True,
          submenu=Submenu.GO_TO),  # (TriPeaks' table has four rows, the stock and the waste: keys 1 to 6)
    #: Menu item in the Play menu (key 8); also its row in the F1 key list and in the key settings.
    _spec("focus_column_8", QT_TRANSLATE_NOOP("Actions", "Column 8"), ("8",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to this column."), _column(8), optional=True,
          submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key 9); also its row in the F1 key list and in the key settings.
    _spec("focus_column_9", QT_TRANSLATE_NOOP("Actions", "Column 9"), ("9",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to this column."), _column(9), optional=True,
          submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key 0); also its row in the F1 key list and in the key settings.
    _spec("focus_column_10", QT_TRANSLATE_NOOP("Actions", "Column 10"), ("0",), Menu.PLAY,
          QT_TRANSLATE_NOOP("Actions", "Move the focus to this column."), _column(10), optional=True,
          submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key C); also its row in the F1 key list and in the key settings.
    _spec("focus_cells", QT_TRANSLATE_NOOP("Actions", "Go to the Free Cells"), ("C",), Menu.PLAY,
          #: What the Play menu command "Go to the Free Cells" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the first free cell; press again for the next one."),
          _key(lambda keys: keys.focus_cells()), optional=True, submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key P); also its row in the F1 key list and in the key settings.
    _spec("focus_waste", QT_TRANSLATE_NOOP("Actions", "Go to the Waste"), ("P",), Menu.PLAY,
          #: What the Play menu command "Go to the Waste" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move the focus to the playable waste card."),
          _key(lambda keys: keys.focus_waste()), optional=True, submenu=Submenu.GO_TO),
    #: Menu item in the Play menu (key Space); also its row in the F1 key list and in the key settings.
    _spec("pick_or_drop", QT_TRANSLATE_NOOP("Actions", "Pick Up / Put Down"), ("Space",), Menu.PLAY,
          #: What the Play menu command "Pick Up / Put Down" does (in FreeCell and Yukon; a game with a stock says what
          #: Space does there, its keyboard's WORDS): its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Pick up the focused card with the cards on it, or put the held cards on the focused pile."),
          _key(lambda keys: keys.pick_or_drop())),
    #: Menu item in the Play menu (key Return or Enter); also its row in the F1 key list and in the key settings.
    _spec("send_best", QT_TRANSLATE_NOOP("Actions", "Play Card"), ("Return", "Enter"), Menu.PLAY,
          #: What the Play menu command "Play Card" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Send the focused card, or what you hold, to the best legal place."),
          _key(lambda keys: keys.send_best())),
    #: Menu item in the Play menu and a toolbar button (key N); also its row in the F1 key list and in the key settings.
    _spec("draw", QT_TRANSLATE_NOOP("Actions", "Turn Cards"), ("N",), Menu.PLAY,
          #: What the Play menu command "Turn Cards" does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Turn cards from the stock, or turn the waste over when the stock is empty."),
          _key(lambda keys: keys.draw()), optional=True),
    #: Menu item in the Play menu (key F); also its row in the F1 key list and in the key settings.
    _spec("to_foundation", QT_TRANSLATE_NOOP("Actions", "To Foundation"), ("F",), Menu.PLAY,
          #: What the Play menu command "To Foundation" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Send the focused card to its foundation."),
          _key(lambda keys: keys.to_foundation()), optional=True),
    #: Menu item in the Play menu (key X); also its row in the F1 key list and in the key settings.
    _spec("to_cell", QT_TRANSLATE_NOOP("Actions", "To Free Cell"), ("X",), Menu.PLAY,
          #: What the Play menu command "To Free Cell" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Put the focused card, or the one you hold, in a free cell."),
          _key(lambda keys: keys.to_cell()), optional=True),
    #: Menu item in the Play menu (key A); also its row in the F1 key list and in the key settings.
    _spec("auto_move", QT_TRANSLATE_NOOP("Actions", "Move Safe Cards Up"), ("A",), Menu.PLAY,
          #: What the Play menu command "Move Safe Cards Up" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Move every card that can safely go to the foundations."),
          _key(lambda keys: keys.session.auto_move()), optional=True),
    #: Menu item in the Play menu (no key by default); also its row in the F1 key list and in the key settings.
    _spec("auto_safe", QT_TRANSLATE_NOOP("Actions", "Auto-Move Safe Cards"), (), Menu.PLAY,
          #: What the Play menu command "Auto-Move Safe Cards" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "After each move, send every card no other card can need to its foundation (on by default)."),
          lambda host: host.toggle_auto_safe(), optional=True),
    #: Menu item in the Play menu (key Escape); also its row in the F1 key list and in the key settings.
    _spec("cancel", QT_TRANSLATE_NOOP("Actions", "Put Back"), ("Escape",), Menu.PLAY,
          #: What the Play menu command "Put Back" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Put back the held cards."),
          _key(lambda keys: keys.cancel())),
    #: Menu item in the Play menu and a toolbar button (key H); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("hint", QT_TRANSLATE_NOOP("Actions", "&Hint"), ("H",), Menu.PLAY,
          #: What the Play menu command "Hint" does: its status-bar tip and toolbar tooltip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say and show one available move; press again for the next."),
          _key(lambda keys: keys.hint())),
    #: Menu item in the Play menu (key Ctrl+F); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("find_card", QT_TRANSLATE_NOOP("Actions", "&Find Card…"), ("Ctrl+F",), Menu.PLAY,
          #: What the Play menu command "Find Card…" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Type a card to hear where it is and move the focus to it."),
          _key(lambda keys: keys.find_card())),
    # Query: what a screen-reader player asks
    #: Menu item in the Say menu (key M); also its row in the F1 key list and in the key settings.
    _spec("say_moves", QT_TRANSLATE_NOOP("Actions", "Say Available Moves"), ("M",), Menu.QUERY,
          #: What the Say menu command "Say Available Moves" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say every available move."),
          _key(lambda keys: keys.say_moves())),
    #: Menu item in the Say menu (key T); also its row in the F1 key list and in the key settings.
    _spec("say_foundations", QT_TRANSLATE_NOOP("Actions", "Say Foundations"), ("T",), Menu.QUERY,
          #: What the Say menu command "Say Foundations" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say the top card of each foundation."),
          _key(lambda keys: keys.say_foundations())),
    #: Menu item in the Say menu (key U); also its row in the F1 key list and in the key settings.
    _spec("say_waste_stock", QT_TRANSLATE_NOOP("Actions", "Say Waste and Stock"), ("U",), Menu.QUERY,
          #: What the Say menu command "Say Waste and Stock" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say the waste card and how many cards are in the stock."),
          _key(lambda keys: keys.say_reserve()), optional=True),
    #: Menu item in the Say menu (key R); also its row in the F1 key list and in the key settings.
    _spec("say_room", QT_TRANSLATE_NOOP("Actions", "Say Room to Move"), ("R",), Menu.QUERY,
          #: What the Say menu command "Say Room to Move" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say how many cards you can move at once now, and why."),
          _key(lambda keys: keys.say_room()), optional=True),
    #: Menu item in the Say menu (key D); also its row in the F1 key list and in the key settings.
    _spec("say_columns", QT_TRANSLATE_NOOP("Actions", "Say Columns"), ("D",), Menu.QUERY,
          #: What the Say menu command "Say Columns" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say every column: face-down counts and face-up cards."),
          _key(lambda keys: keys.say_columns())),
    #: Menu item in the Say menu (key I); also its row in the F1 key list and in the key settings.
    _spec("say_info", QT_TRANSLATE_NOOP("Actions", "Say Game Info"), ("I",), Menu.QUERY,
          #: What the Say menu command "Say Game Info" does (in Yukon; the other games name what they add, their
          #: keyboard's WORDS): its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say score, time, moves and whether the deal is still winnable."),
          _key(lambda keys: keys.say_info())),
    #: Menu item in the Say menu (key L); also its row in the F1 key list and in the key settings.
    _spec("say_last_move", QT_TRANSLATE_NOOP("Actions", "Say Last Move"), ("L",), Menu.QUERY,
          #: What the Say menu command "Say Last Move" does (FreeCell, where safe cards go up by themselves, says
          #: so in its own words): its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say what the last move did, in full."),
          _key(lambda keys: keys.say_last_move())),
    #: Menu item in the Say menu (key Ctrl+L); also its row in the F1 key list and in the key settings.
    _spec("say_again", QT_TRANSLATE_NOOP("Actions", "Repeat Last Announcement"), ("Ctrl+L",), Menu.QUERY,
          #: What the Say menu command "Repeat Last Announcement" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Say the last announcement again."),
          _key(lambda keys: keys.say_again())),
    #: Menu item in the Say menu (key Ctrl+Shift+H); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("announcement_history", QT_TRANSLATE_NOOP("Actions", "Announcement &History"), ("Ctrl+Shift+H",), Menu.QUERY,
          #: What the Say menu command "Announcement History" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Show and focus the list of recent announcements."),
          _key(lambda keys: keys.show_history())),
    # View
    #: Menu item in the View menu (key Ctrl+= or Ctrl++); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("zoom_in", QT_TRANSLATE_NOOP("Actions", "Zoom &In"), ("Ctrl+=", "Ctrl++"), Menu.VIEW,
          #: What the View menu command "Zoom In" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Make the cards larger."),
          lambda host: host.zoom(ZOOM_STEP)),
    #: Menu item in the View menu (key Ctrl+-); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("zoom_out", QT_TRANSLATE_NOOP("Actions", "Zoom &Out"), ("Ctrl+-",), Menu.VIEW,
          #: What the View menu command "Zoom Out" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Make the cards smaller."),
          lambda host: host.zoom(1 / ZOOM_STEP)),
    #: Menu item in the View menu (key Ctrl+0); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("zoom_reset", QT_TRANSLATE_NOOP("Actions", "&Fit to Window"), ("Ctrl+0",), Menu.VIEW,
          #: What the View menu command "Fit to Window" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "Make the cards fill the window."),
          lambda host: host.zoom(None)),
    # Help
    #: Menu item in the Help menu (key F1); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("help", QT_TRANSLATE_NOOP("Actions", "&Keys and Rules"), ("F1",), Menu.HELP,
          #: What the Help menu command "Keys and Rules" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "List every command with its keys, and the rules."),
          lambda host: host.keyboard.run(host.show_help)),  # like _key: at the finish it only stops the cards
    #: Menu item in the Help menu (no key by default); also its row in the F1 key list and in the key settings. & marks the Alt access letter.
    _spec("about", QT_TRANSLATE_NOOP("Actions", "&About klondike-qt"), (), Menu.HELP,
          #: What the Help menu command "About klondike-qt" does: its status-bar tip, and its line in the F1 key list.
          QT_TRANSLATE_NOOP("Actions", "About this program."),
          lambda host: host.show_about(), QAction.MenuRole.AboutRole),
)

ACTIONS_BY_ID: dict[str, ActionSpec] = {spec.id: spec for spec in ACTIONS}
