"""A Golf game with its whole history, in the save format of the game
(:class:`klondike_qt.engine.savefile.GameSave`), naming its game::

    {"format": "klondike-qt-save", "version": 1, "game": "golf",
     "deal": {"number": 617}        or  {"layout": <the rule book's deal JSON>},
     "moves": ["7h>w", "draw", …],  (every move made, undone ones at the end)
     "position": 17, "elapsed_ms": 61000}

Loading checks everything (format, version, game, the 52 cards, each move
legal in turn) and refuses a bad file with a :class:`SaveError` that says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..savefile import GameSave, load_game_save
from ..waste import WasteMove
from .state import GAME, GolfIllegalMove, GolfState, apply, new_golf, parse_move, state_from_json, state_to_json

__all__ = ["GolfSave", "loads_golf"]


@dataclass(frozen=True, slots=True)
class GolfSave(GameSave[GolfState, WasteMove]):
    """A Golf game as saved: its deal (a number, or the opening position)
    and every move, with the current position."""

    game = GAME
    illegal = GolfIllegalMove

    def play(self, state: GolfState, move: WasteMove) -> GolfState:
        return apply(state, move)

    def layout_json(self) -> dict[str, object]:
        return state_to_json(self.opening)


def loads_golf(text: str | bytes) -> GolfSave:
    """Parse and fully validate a Golf save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    return load_game_save(text, GolfSave, "Golf", new_golf, state_from_json, parse_move)
