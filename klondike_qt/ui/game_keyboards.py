"""Each game's keyboard, by game id: the window builds the one of the game in
play, and the command table's optional commands and own words are read from it
(:meth:`~.keyboard_base.KeyboardBase.offers`, ``WORDS``). A new game adds its
line here (until the game registry holds it)."""

from __future__ import annotations

from typing import Any

from .actions import ActionSpec
from .freecell_keyboard import FreeCellKeyboard
from .keyboard_base import KeyboardBase
from .klondike_keyboard import KlondikeKeyboard
from .spider_keyboard import SpiderKeyboard

KEYBOARDS: dict[str, type[KeyboardBase[Any, Any]]] = {
    "klondike": KlondikeKeyboard,
    "freecell": FreeCellKeyboard,
    "spider": SpiderKeyboard,
}


def games_offering(spec: ActionSpec) -> frozenset[str]:
    """The games that have the command."""
    return frozenset(game for game, keys in KEYBOARDS.items() if keys.offers(spec))
