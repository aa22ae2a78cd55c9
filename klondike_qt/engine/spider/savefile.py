"""A Spider game with its whole history, in the save format of the game
(:mod:`klondike_qt.engine.savefile`), naming its game and its suits::

    {"format": "klondike-qt-save", "version": 1, "game": "spider", "suits": 2,
     "deal": {"number": 617}         or  {"layout": <the rule book's deal JSON>},
     "moves": ["t3:7h>t6", "deal", …],  (every move made, undone ones at the end)
     "position": 17, "undos": 2, "elapsed_ms": 61000}

``undos`` is how many times a move was taken back (each costs a point, as a
move does). Loading checks everything (format, version, game, suits, the 104
cards, each move legal in turn) and refuses a bad file with a
:class:`SaveError` that says why.
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
from .deal import check_suits
from .state import SpiderIllegal, SpiderMove, SpiderState, new_spider, state_from_json, state_to_json

GAME = "spider"


@dataclass(frozen=True, slots=True)
class SpiderSave:
    """A Spider game as saved: its deal (a number and the suits, or the
    opening position) and every move, with the current position."""

    deal_number: int | None
    opening: SpiderState
    moves: tuple[SpiderMove, ...]
    position: int
    elapsed_ms: int = 0
    undos: int = 0

    game = GAME

    @property
    def suits(self) -> int:
        return self.opening.suits

    def initial_state(self) -> SpiderState:
        return self.opening

    def states_from(self, first: int) -> list[SpiderState]:
        """The position after each move from ``first`` on (``[0]`` is the deal when first is 0).

        :raises SaveError: if a move is illegal.
        """
        return states_after(self.opening, self.moves, first, SpiderState.apply, SpiderIllegal)

    def to_json(self) -> dict[str, Any]:
        deal: dict[str, Any] = ({"number": self.deal_number} if self.deal_number is not None
                                else {"layout": state_to_json(self.opening)})
        return {"format": FORMAT, "version": VERSION, "game": GAME, "suits": self.suits, "deal": deal,
                "moves": [str(move) for move in self.moves], "position": self.position,
                "undos": self.undos, "elapsed_ms": self.elapsed_ms}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))



def loads_spider(text: str | bytes) -> SpiderSave:
    """Parse and fully validate a Spider save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    data = decode_save(text)
    check_variant_header(data, GAME, "Spider")
    suits = data.get("suits")
    try:
        if type(suits) is not int:
            raise ValueError(f"Spider is played with 1, 2 or 4 suits, not {suits!r}")
        check_suits(suits)
    except ValueError as error:
        raise SaveError(SaveProblem.BAD_DEAL, str(error)) from None
    number, opening = read_deal(data, lambda n: new_spider(n, suits), lambda layout: _layout(layout, suits))
    moves, position = parse_moves(data, SpiderMove.parse)
    elapsed_ms = int_field(data, "elapsed_ms", 0)
    undos = int_field(data, "undos", 0)  # in range, as every number of every save
    game = SpiderSave(number, opening, tuple(moves), position, elapsed_ms, undos)
    game.states_from(len(moves))  # every move legal in turn
    return game


def _layout(data: object, suits: int) -> SpiderState:
    """The opening position of a save's layout, which must have the save's suits."""
    opening = state_from_json(data)
    if opening.suits != suits:
        raise ValueError(f"the layout has {opening.suits} suits, the save says {suits}")
    return opening
