"""A TriPeaks game with its whole history, in the save format of the game
(:class:`klondike_qt.engine.savefile.GameSave`), naming its game::

    {"format": "klondike-qt-save", "version": 1, "game": "tripeaks",
     "deal": {"number": 617}         or  {"layout": <the rule book's deal JSON>},
     "moves": ["7h>w", "draw", …],   (every move made, undone ones at the end)
     "position": 17, "elapsed_ms": 61000}

Loading checks everything (format, version, game, the 52 cards, each move
legal in turn) and refuses a bad file with a :class:`SaveError` that says why.
The score and the streak are replayed, so undo restores them exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..savefile import GameSave, load_game_save
from ..waste import WasteMove
from .state import GAME, TriPeaksIllegal, TriPeaksState, apply, new_tripeaks, parse_move, state_from_json, state_to_json

__all__ = ["TriPeaksSave", "loads_tripeaks"]


@dataclass(frozen=True, slots=True)
class TriPeaksSave(GameSave[TriPeaksState, WasteMove]):
    """A TriPeaks game as saved: its deal (a number, or the opening
    position) and every move, with the current position."""

    game = GAME
    illegal = TriPeaksIllegal

    def play(self, state: TriPeaksState, move: WasteMove) -> TriPeaksState:
        return apply(state, move)

    def layout_json(self) -> dict[str, object]:
        return state_to_json(self.opening)


def loads_tripeaks(text: str | bytes) -> TriPeaksSave:
    """Parse and fully validate a TriPeaks save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    return load_game_save(text, TriPeaksSave, "TriPeaks", new_tripeaks, state_from_json, parse_move)
