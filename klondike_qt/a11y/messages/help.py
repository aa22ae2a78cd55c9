"""The words of the F1 dialog (keys and rules) and of the key settings."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ._text import fill

__all__ = [
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
    "no_key",
]

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
