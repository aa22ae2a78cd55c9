"""A Pyramid game with its whole history, in the save format of the game
(:class:`klondike_qt.engine.savefile.GameSave`), naming its game::

    {"format": "klondike-qt-save", "version": 1, "game": "pyramid",
     "deal": {"number": 617}         or  {"layout": <the rule book's deal JSON>},
     "moves": ["Qh+Ad", "Kc", "draw", …],  (every move made, undone ones at the end)
     "position": 17, "elapsed_ms": 61000}

Loading checks everything (format, version, game, the 52 cards, each move
legal in turn) and refuses a bad file with a :class:`SaveError` that says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..savefile import GameSave, load_game_save
from .state import GAME, IllegalMove, PyramidMove, PyramidState, apply, new_pyramid, parse_move
from .state import state_from_json as _from_json
from .state import state_to_json as _to_json

__all__ = ["PyramidSave", "loads_pyramid"]


@dataclass(frozen=True, slots=True)
class PyramidSave(GameSave[PyramidState, PyramidMove]):
    """A Pyramid game as saved: its deal (a number, or the opening position)
    and every move, with the current position."""

    game = GAME
    illegal = IllegalMove

    def play(self, state: PyramidState, move: PyramidMove) -> PyramidState:
        return apply(state, move)

    def layout_json(self) -> dict[str, object]:
        return _to_json(self.opening)


def loads_pyramid(text: str | bytes) -> PyramidSave:
    """Parse and fully validate a Pyramid save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    return load_game_save(text, PyramidSave, "Pyramid", new_pyramid, _from_json, parse_move)
