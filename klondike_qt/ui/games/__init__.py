"""The games one can play: one :class:`~.definition.GameDefinition` per game, one table of games.

A game is one engine package, one model, one board, one keyboard (with its
narrator and accessible tree), its words, and its definition in this package
(``ui/games/<id>.py``) that ties them together. The definition imports none of the
game's model, board and keyboard modules: its ``play`` loads them (``ui/games/<id>_play.py``)
when the game is first played, so a start imports the game in play's alone. The window, the menus, the
statistics, F1, Settings, the sounds and the autosave read the definition; none of them
names a game. Adding a game: write its modules and its definition, and add its
line to :data:`GAMES` (see ``ARCHITECTURE.md``, "Where a new game plugs in").
"""

from __future__ import annotations

from . import freecell, golf, klondike, pyramid, spider, tripeaks, yukon
from .definition import GameDefinition

#: Every game, in the Game menu's order: a new game adds its line here.
GAMES: tuple[GameDefinition, ...] = (
    klondike.DEFINITION,
    freecell.DEFINITION,
    spider.DEFINITION,
    yukon.DEFINITION,
    golf.DEFINITION,
    tripeaks.DEFINITION,
    pyramid.DEFINITION,
)


def find_game(game_id: str) -> GameDefinition:
    """The game named ``game_id`` (any case).

    :raises ValueError: for a name no game has.
    """
    name = game_id.strip().lower()
    for definition in GAMES:
        if definition.id == name:
            return definition
    raise ValueError(f"no game {game_id!r}: {', '.join(d.id for d in GAMES)}")


def game_ids() -> tuple[str, ...]:
    """The games' names, in the Game menu's order."""
    return tuple(definition.id for definition in GAMES)
