"""A FreeCell game with its whole history, in the save format of the game
(:mod:`klondike_qt.engine.savefile`), naming its game::

    {"format": "klondike-qt-save", "version": 1, "game": "freecell",
     "deal": {"number": 617}         or  {"layout": <the rule book's deal JSON>},
     "moves": ["7h>t6", "Ah>f", …],  (every move made, undone ones at the end)
     "position": 17, "elapsed_ms": 61000}

Loading checks everything (format, version, game, the 52 cards, each move
legal in turn) and refuses a bad file with a :class:`SaveError` that says why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..savefile import (
    FORMAT,
    VERSION,
    SaveError,
    SaveProblem,
    check_variant_header,
    decode_save,
    int_field,
    parse_moves,
    read_deal,
    states_after,
)
from .deal import check_freecell_deal
from .state import FreeCellIllegal, FreeCellMove, FreeCellState, new_freecell, state_from_json, state_to_json

GAME = "freecell"


@dataclass(frozen=True, slots=True)
class FreeCellSave:
    """A FreeCell game as saved: its deal (a number, or the opening position)
    and every move, with the current position."""

    deal_number: int | None
    opening: FreeCellState
    moves: tuple[FreeCellMove, ...]
    position: int
    elapsed_ms: int = 0

    game = GAME

    def initial_state(self) -> FreeCellState:
        return self.opening

    def states_from(self, first: int) -> list[FreeCellState]:
        """The position after each move from ``first`` on (``[0]`` is the deal when first is 0).

        :raises SaveError: if a move is illegal.
        """
        return states_after(self.opening, self.moves, first, FreeCellState.apply, FreeCellIllegal)

    def to_json(self) -> dict[str, Any]:
        deal: dict[str, Any] = ({"number": self.deal_number} if self.deal_number is not None
                                else {"layout": state_to_json(self.opening)})
        return {"format": FORMAT, "version": VERSION, "game": GAME, "deal": deal,
                "moves": [str(move) for move in self.moves], "position": self.position,
                "elapsed_ms": self.elapsed_ms}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))



def loads_freecell(text: str | bytes) -> FreeCellSave:
    """Parse and fully validate a FreeCell save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    data = decode_save(text)
    check_variant_header(data, GAME, "FreeCell")
    number, opening = read_deal(data, lambda n: new_freecell(check_freecell_deal(n)), state_from_json)
    moves, position = parse_moves(data, FreeCellMove.parse)
    elapsed_ms = int_field(data, "elapsed_ms", 0)
    if elapsed_ms < 0:
        raise SaveError(SaveProblem.NOT_A_SAVE, '"elapsed_ms" must not be negative')
    game = FreeCellSave(number, opening, tuple(moves), position, elapsed_ms)
    game.states_from(len(moves))  # every move legal in turn
    return game
