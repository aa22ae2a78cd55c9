"""A Yukon game with its whole history, in the save format of the game
(:mod:`klondike_qt.engine.savefile`), naming its game::

    {"format": "klondike-qt-save", "version": 1, "game": "yukon",
     "deal": {"number": 617}         or  {"layout": <the rule book's deal JSON>},
     "moves": ["8h>t6", "Ah>f", …],  (every move made, undone ones at the end)
     "position": 17, "elapsed_ms": 61000}

Loading checks everything (format, version, game, the 52 cards, each move
legal in turn) and refuses a bad file with a :class:`SaveError` that says why.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..moves import Move
from ..reasons import IllegalMove
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
from .state import GAME, YukonState, apply, new_yukon, parse_move, state_from_json, state_to_json

__all__ = ["YukonSave", "loads_yukon"]


@dataclass(frozen=True, slots=True)
class YukonSave:
    """A Yukon game as saved: its deal (a number, or the opening position)
    and every move, with the current position."""

    deal_number: int | None
    opening: YukonState
    moves: tuple[Move, ...]
    position: int
    elapsed_ms: int = 0

    game = GAME

    def initial_state(self) -> YukonState:
        return self.opening

    def states_from(self, first: int) -> list[YukonState]:
        """The position after each move from ``first`` on (``[0]`` is the deal when first is 0).

        :raises SaveError: if a move is illegal.
        """
        return states_after(self.opening, self.moves, first, apply, IllegalMove)

    def to_json(self) -> dict[str, Any]:
        deal: dict[str, Any] = ({"number": self.deal_number} if self.deal_number is not None
                                else {"layout": state_to_json(self.opening)})
        return {"format": FORMAT, "version": VERSION, "game": GAME, "deal": deal,
                "moves": [str(move) for move in self.moves], "position": self.position,
                "elapsed_ms": self.elapsed_ms}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))


def loads_yukon(text: str | bytes) -> YukonSave:
    """Parse and fully validate a Yukon save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    data = decode_save(text)
    check_variant_header(data, GAME, "Yukon")
    number, opening = read_deal(data, new_yukon, state_from_json)
    moves, position = parse_moves(data, parse_move)
    elapsed_ms = int_field(data, "elapsed_ms", 0)
    if elapsed_ms < 0:
        raise SaveError(SaveProblem.NOT_A_SAVE, '"elapsed_ms" must not be negative')
    game = YukonSave(number, opening, tuple(moves), position, elapsed_ms)
    game.states_from(len(moves))  # every move legal in turn
    return game
