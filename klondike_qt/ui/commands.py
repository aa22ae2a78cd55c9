"""The neutral command vocabulary the command table (:mod:`.actions`) hands a
game's keyboard (:mod:`.keyboard_base`): the cursor steps, a game's own words
for a command, and what a keyboard asks of a command to know whether its game
has it. It names no game."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple, Protocol


class Step(Enum):
    """Where a cursor key goes; each game's keyboard maps it to its own cursor step."""

    LEFT = "left"
    RIGHT = "right"
    UP = "up"
    DOWN = "down"
    FIRST = "first"
    LAST = "last"


class CommandWords(NamedTuple):
    """A game's own menu text and description of a command ("" where it keeps the table's)."""

    text: str = ""
    description: str = ""


def words(text: object, description: object) -> CommandWords:
    """A game's own words (QT_TRANSLATE_NOOP returns its text, typed "object" by the stubs)."""
    return CommandWords(str(text), str(description))


class Command(Protocol):
    """What a keyboard reads of a command (an :class:`~.actions.ActionSpec`)."""

    @property
    def id(self) -> str: ...
    @property
    def optional(self) -> bool: ...
