"""A FreeCell game with its whole history, in the save format of the game
(:class:`klondike_qt.engine.savefile.GameSave`), naming its game::

    {"format": "klondike-qt-save", "version": 1, "game": "freecell",
     "deal": {"number": 617}         or  {"layout": <the rule book's deal JSON>},
     "moves": ["7h>t6", "Ah>f", …],  (every move made, undone ones at the end)
     "position": 17, "elapsed_ms": 61000}

Loading checks everything (format, version, game, the 52 cards, each move
legal in turn) and refuses a bad file with a :class:`SaveError` that says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..savefile import GameSave, load_game_save
from .deal import check_freecell_deal
from .state import FreeCellIllegal, FreeCellMove, FreeCellState, new_freecell, state_from_json, state_to_json

GAME = "freecell"


@dataclass(frozen=True, slots=True)
class FreeCellSave(GameSave[FreeCellState, FreeCellMove]):
    """A FreeCell game as saved: its deal (a number, or the opening position)
    and every move, with the current position."""

    game = GAME
    illegal = FreeCellIllegal

    def play(self, state: FreeCellState, move: FreeCellMove) -> FreeCellState:
        return state.apply(move)

    def layout_json(self) -> dict[str, object]:
        return state_to_json(self.opening)


def loads_freecell(text: str | bytes) -> FreeCellSave:
    """Parse and fully validate a FreeCell save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    return load_game_save(text, FreeCellSave, "FreeCell", lambda n: new_freecell(check_freecell_deal(n)),
                          state_from_json, FreeCellMove.parse)
