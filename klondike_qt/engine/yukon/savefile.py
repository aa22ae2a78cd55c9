"""A Yukon game with its whole history, in the save format of the game
(:class:`klondike_qt.engine.savefile.GameSave`), naming its game::

    {"format": "klondike-qt-save", "version": 1, "game": "yukon",
     "deal": {"number": 617}         or  {"layout": <the rule book's deal JSON>},
     "moves": ["8h>t6", "Ah>f", …],  (every move made, undone ones at the end)
     "position": 17, "elapsed_ms": 61000}

Loading checks everything (format, version, game, the 52 cards, each move
legal in turn) and refuses a bad file with a :class:`SaveError` that says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..klondike.moves import Move
from ..klondike.reasons import IllegalMove
from ..savefile import GameSave, load_game_save
from .state import GAME, YukonState, apply, new_yukon, parse_move, state_from_json, state_to_json

__all__ = ["YukonSave", "loads_yukon"]


@dataclass(frozen=True, slots=True)
class YukonSave(GameSave[YukonState, Move]):
    """A Yukon game as saved: its deal (a number, or the opening position)
    and every move, with the current position."""

    game = GAME
    illegal = IllegalMove

    def play(self, state: YukonState, move: Move) -> YukonState:
        return apply(state, move)

    def layout_json(self) -> dict[str, object]:
        return state_to_json(self.opening)


def loads_yukon(text: str | bytes) -> YukonSave:
    """Parse and fully validate a Yukon save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    return load_game_save(text, YukonSave, "Yukon", new_yukon, state_from_json, parse_move)
