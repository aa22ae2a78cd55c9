"""Klondike's save: a game with its whole history, as JSON.

::

    {"format": "klondike-qt-save", "version": 1, "game": "klondike",
     "rules": {"draw": 1, "passes": null, "scoring": "standard", "thoughtful": false},
     "deal": {"number": 42}            or  {"layout": <neutral deal>},
     "start_score": 0,                 (Vegas cumulative: the balance carried in)
     "moves": ["draw", "7h>t6", …],    (every move made, undone ones at the end)
     "position": 17,                   (how many of them stand; the rest can be redone)
     "elapsed_ms": 61000}

A save names its game (``"game"``; a save without one, from before FreeCell,
is Klondike's); what every game's save shares is :mod:`klondike_qt.engine.savefile`.

Loading checks everything — format, version, rules, 52 distinct cards, each move
legal in turn — and refuses a bad file with a :class:`SaveError` that says why.
It never executes anything from the file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ..savefile import FORMAT, VERSION, SaveError, SaveProblem, decode_save, int_field, parse_moves, read_deal, states_after
from .deal import deal_layout
from .moves import Move
from .notation import Layout, layout_from_json, layout_to_json, state_from_layout
from .rules import Rules
from .state import GameState, IllegalMove, apply


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game as saved: how it was dealt and every move, with the current position."""

    rules: Rules
    layout: Layout
    deal_number: int | None
    moves: tuple[Move, ...]
    position: int
    start_score: int = 0
    elapsed_ms: int = 0

    def initial_state(self) -> GameState:
        return state_from_layout(self.layout, self.rules, self.start_score)

    def states(self) -> list[GameState]:
        """The position after each move: ``states()[0]`` is the deal,
        ``states()[position]`` the current position.

        :raises SaveError: if a move is illegal.
        """
        return self.states_from(0)

    def states_from(self, first: int) -> list[GameState]:
        """``states()[first:]``, without keeping the positions before ``first`` (a long
        game's restore keeps only what its undo can reach).

        :raises SaveError: if a move is illegal.
        """
        return states_after(self.initial_state(), self.moves, first, apply, IllegalMove)

    def to_json(self) -> dict[str, Any]:
        data = self.to_json_without_moves()
        return {**{k: v for k, v in data.items() if k != "position" and k != "elapsed_ms"},
                "moves": [str(move) for move in self.moves],
                "position": data["position"], "elapsed_ms": data["elapsed_ms"]}

    def to_json_without_moves(self) -> dict[str, Any]:
        deal: dict[str, Any]
        if self.deal_number is not None:
            deal = {"number": self.deal_number}
        else:
            deal = {"layout": layout_to_json(*self.layout)}
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": "klondike",
            "rules": self.rules.to_json(),
            "deal": deal,
            "start_score": self.start_score,
            "position": self.position,
            "elapsed_ms": self.elapsed_ms,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))


class SaveEncoder:
    """``SavedGame.dumps()`` for one game saved over and over: the text of the moves
    already encoded is kept, so a save of a game of 100,000 moves costs a few
    milliseconds instead of re-encoding every move. The text is the same as ``dumps()``."""

    def __init__(self) -> None:
        self._moves: tuple[Move, ...] = ()
        self._texts: list[str] = []
        self._joined = ""  # ",".join of the quoted texts of ``_moves``

    def dumps(self, game: SavedGame) -> str:
        moves = game.moves
        common = min(len(moves), len(self._moves))
        if moves[:common] != self._moves[:common]:  # another game, a restart, or a redo branch
            common = next(i for i, (a, b) in enumerate(zip(moves, self._moves, strict=False)) if a != b)
        if common < len(self._moves):
            del self._texts[common:]
            self._joined = ",".join(self._texts)
        added = [json.dumps(str(move)) for move in moves[common:]]
        if added:
            self._texts.extend(added)
            self._joined = f"{self._joined},{','.join(added)}" if self._joined else ",".join(added)
        self._moves = moves
        data = game.to_json_without_moves()
        head = json.dumps(data, separators=(",", ":"))
        # "moves" goes where to_json() puts it (after "start_score"), for the same text.
        cut = head.index(',"position":')
        return f'{head[:cut]},"moves":[{self._joined}]{head[cut:]}'


def saved_game(rules: Rules, deal_number: int | None, layout: Layout, moves: list[Move] | tuple[Move, ...],
               position: int, start_score: int = 0, elapsed_ms: int = 0) -> SavedGame:
    """A :class:`SavedGame` for a game in progress."""
    return SavedGame(rules, layout, deal_number, tuple(moves), position, start_score, elapsed_ms)


def loads(text: str | bytes) -> SavedGame:
    """Parse and fully validate a save.

    :raises SaveError: saying what is wrong; the game is never partly loaded.
    """
    data = decode_save(text)
    if data.get("game", "klondike") != "klondike":
        raise SaveError(SaveProblem.NOT_A_SAVE, f"a save of {data.get('game')!r}, not Klondike")
    version = data.get("version")
    if type(version) is not int:
        raise SaveError(SaveProblem.NOT_A_SAVE, '"version" must be a whole number')
    if version > VERSION:
        raise SaveError(SaveProblem.FUTURE_VERSION, f"version {version}, this program reads {VERSION}")
    if version < 1:
        raise SaveError(SaveProblem.NOT_A_SAVE, f"unknown version {version}")
    try:
        rules = Rules.from_json(data.get("rules"))
    except ValueError as error:
        raise SaveError(SaveProblem.BAD_RULES, str(error)) from None
    deal_number, layout = read_deal(data, deal_layout, layout_from_json)
    moves, position = parse_moves(data, Move.parse)
    start_score = int_field(data, "start_score", 0)
    elapsed_ms = int_field(data, "elapsed_ms", 0)  # in range, as every number of every save
    game = SavedGame(rules, layout, deal_number, tuple(moves), position, start_score, elapsed_ms)
    game.states_from(len(moves))  # every move must be legal in turn (keeping only the last position)
    return game

