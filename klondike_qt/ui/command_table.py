"""Every command of the window: the command table (:data:`.actions.ACTIONS`)
with, in the Game menu after "Choose Deal Number…", each game's "Play …"
entries, made from the games' table (:data:`.games.GAMES`: a game's
definition lists its entries). The menus, the toolbar, F1, the key settings
and the dispatch read :data:`COMMANDS`; a new game's entries come with it."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QAction

from .actions import ACTIONS, ActionSpec, Host, Menu
from .games import GAMES
from .games.definition import MenuEntry

#: The Game menu's "Play …" entries follow this command.
_PLAY_AFTER = "choose_deal"


def _play(game: str, entry: MenuEntry) -> ActionSpec:
    return ActionSpec(entry.action_id, entry.text, (), Menu.GAME, entry.description,
                      lambda host: host.play_game(game, entry.variant))


def _commands() -> tuple[ActionSpec, ...]:
    plays = tuple(_play(game.id, entry) for game in GAMES for entry in game.menu)
    at = next(index for index, spec in enumerate(ACTIONS) if spec.id == _PLAY_AFTER) + 1
    return (*ACTIONS[:at], *plays, *ACTIONS[at:])


COMMANDS: tuple[ActionSpec, ...] = _commands()
COMMANDS_BY_ID: dict[str, ActionSpec] = {spec.id: spec for spec in COMMANDS}


def connect_commands(actions: Mapping[str, QAction], host: Host) -> None:
    """Make every QAction of ``actions`` (by command id) run its handler on ``host``."""
    for action_id, action in actions.items():
        handler = COMMANDS_BY_ID[action_id].handler
        action.triggered.connect(lambda *_, h=handler: h(host))


def run_command(host: Host, action_id: str) -> None:
    """Run a command by id, as its menu item would (tests use this)."""
    COMMANDS_BY_ID[action_id].handler(host)
