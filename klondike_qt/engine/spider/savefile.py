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

from ..deal import check_deal_number
from ..savefile import FORMAT, MAX_SAVE_BYTES, VERSION, SaveError, SaveProblem
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
        state = self.opening
        states = [state] if first == 0 else []
        for step, move in enumerate(self.moves, start=1):
            try:
                state = state.apply(move)
            except SpiderIllegal as error:
                raise SaveError(SaveProblem.ILLEGAL_MOVE, str(error), step) from None
            if step >= first:
                states.append(state)
        return states

    def to_json(self) -> dict[str, Any]:
        deal: dict[str, Any] = ({"number": self.deal_number} if self.deal_number is not None
                                else {"layout": state_to_json(self.opening)})
        return {"format": FORMAT, "version": VERSION, "game": GAME, "suits": self.suits, "deal": deal,
                "moves": [str(move) for move in self.moves], "position": self.position,
                "undos": self.undos, "elapsed_ms": self.elapsed_ms}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))


def _int_field(data: dict[str, Any], name: str, default: int) -> int:
    value = data.get(name, default)
    if type(value) is not int:
        raise SaveError(SaveProblem.NOT_A_SAVE, f'"{name}" must be a whole number')
    return value


def loads_spider(text: str | bytes) -> SpiderSave:
    """Parse and fully validate a Spider save.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(SaveProblem.TOO_LARGE, f"{len(text)} bytes")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise SaveError(SaveProblem.NOT_JSON, str(error)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(SaveProblem.NOT_A_SAVE, "not a klondike-qt save")
    if data.get("game") != GAME:
        raise SaveError(SaveProblem.NOT_A_SAVE, f"a save of {data.get('game', 'klondike')!r}, not Spider")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(SaveProblem.NOT_A_SAVE, '"version" must be a whole number from 1')
    if version > VERSION:
        raise SaveError(SaveProblem.FUTURE_VERSION, f"version {version}, this program reads {VERSION}")
    suits = data.get("suits")
    try:
        if type(suits) is not int:
            raise ValueError(f"Spider is played with 1, 2 or 4 suits, not {suits!r}")
        check_suits(suits)
    except ValueError as error:
        raise SaveError(SaveProblem.BAD_DEAL, str(error)) from None
    deal = data.get("deal")
    if not isinstance(deal, dict) or ("number" in deal) == ("layout" in deal):
        raise SaveError(SaveProblem.NOT_A_SAVE, '"deal" must hold a "number" or a "layout"')
    number: Any = deal.get("number")
    try:
        if "number" in deal:
            check_deal_number(number)
            opening = new_spider(number, suits)
        else:
            opening = state_from_json(deal["layout"])
            if opening.suits != suits:
                raise ValueError(f"the layout has {opening.suits} suits, the save says {suits}")
    except ValueError as error:
        raise SaveError(SaveProblem.BAD_DEAL, str(error)) from None
    texts = data.get("moves")
    if not isinstance(texts, list):
        raise SaveError(SaveProblem.NOT_A_SAVE, '"moves" must be a list')
    moves = []
    for step, move_text in enumerate(texts, start=1):
        if not isinstance(move_text, str):
            raise SaveError(SaveProblem.BAD_MOVE, f"move {step} is not text", step)
        try:
            moves.append(SpiderMove.parse(move_text))
        except ValueError as error:
            raise SaveError(SaveProblem.BAD_MOVE, str(error), step) from None
    position = _int_field(data, "position", len(moves))
    if not 0 <= position <= len(moves):
        raise SaveError(SaveProblem.NOT_A_SAVE, f'"position" {position} is outside 0..{len(moves)}')
    elapsed_ms = _int_field(data, "elapsed_ms", 0)
    undos = _int_field(data, "undos", 0)
    if elapsed_ms < 0 or undos < 0:
        raise SaveError(SaveProblem.NOT_A_SAVE, '"elapsed_ms" and "undos" must not be negative')
    game = SpiderSave(number if "number" in deal else None, opening, tuple(moves), position, elapsed_ms, undos)
    game.states_from(len(moves))  # every move legal in turn
    return game
