"""The save format: a game with its whole history, as JSON.

::

    {"format": "klondike-qt-save", "version": 1, "game": "klondike",
     "rules": {"draw": 1, "passes": null, "scoring": "standard", "thoughtful": false},
     "deal": {"number": 42}            or  {"layout": <neutral deal>},
     "start_score": 0,                 (Vegas cumulative: the balance carried in)
     "moves": ["draw", "7h>t6", …],    (every move made, undone ones at the end)
     "position": 17,                   (how many of them stand; the rest can be redone)
     "elapsed_ms": 61000}

A save names its game (``"game"``; a save without one, from before FreeCell,
is Klondike's); FreeCell's is :mod:`.freecell.savefile`.

Loading checks everything — format, version, rules, 52 distinct cards, each move
legal in turn — and refuses a bad file with a :class:`SaveError` that says why.
It never executes anything from the file.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from .deal import deal_layout
from .moves import Move
from .notation import Layout, layout_from_json, layout_to_json, state_from_layout
from .rules import Rules
from .state import GameState, IllegalMove, apply

FORMAT = "klondike-qt-save"
VERSION = 1
#: Saves larger than this are refused unread. A game is a few kilobytes; a stock turned
#: over and over for days (N held down) is about 7 bytes a move, so this holds some
#: 2.3 million moves. The autosave never writes a save larger than this (it could not be
#: read back): see :func:`fits`.
MAX_SAVE_BYTES = 16 * 1024 * 1024


class SaveProblem(Enum):
    """Why a save was refused (words for players live in ``a11y/messages.py``)."""

    NOT_JSON = "not-json"
    TOO_LARGE = "too-large"
    NOT_A_SAVE = "not-a-save"  # valid JSON of the wrong shape
    FUTURE_VERSION = "future-version"
    BAD_RULES = "bad-rules"
    BAD_DEAL = "bad-deal"  # not 52 distinct cards, bad deal number
    BAD_MOVE = "bad-move"  # a move that is not notation
    ILLEGAL_MOVE = "illegal-move"  # a move the rules refuse, at step ``step``


class SaveError(ValueError):
    """A save that cannot be loaded; ``problem`` says why, ``step`` is the
    1-based move number for move problems."""

    def __init__(self, problem: SaveProblem, detail: str, step: int | None = None) -> None:
        self.problem = problem
        self.detail = detail
        self.step = step
        super().__init__(f"{problem.value}: {detail}")


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


def fits(text: str) -> bool:
    """Whether a save of this text can be read back (:data:`MAX_SAVE_BYTES`)."""
    return len(text) <= MAX_SAVE_BYTES and len(text.encode("utf-8")) <= MAX_SAVE_BYTES


def saved_game(rules: Rules, deal_number: int | None, layout: Layout, moves: list[Move] | tuple[Move, ...],
               position: int, start_score: int = 0, elapsed_ms: int = 0) -> SavedGame:
    """A :class:`SavedGame` for a game in progress."""
    return SavedGame(rules, layout, deal_number, tuple(moves), position, start_score, elapsed_ms)


def int_field(data: dict[str, Any], name: str, default: int) -> int:
    """``data[name]`` (``default`` when absent), which must be a whole number."""
    value = data.get(name, default)
    if type(value) is not int:
        raise SaveError(SaveProblem.NOT_A_SAVE, f'"{name}" must be a whole number')
    return value


def decode_save(text: str | bytes) -> dict[str, Any]:
    """The JSON object of a save of any game, its size and format checked."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(SaveProblem.TOO_LARGE, f"{len(text)} bytes")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:  # also 5000-digit numbers (int conversion limit)
        raise SaveError(SaveProblem.NOT_JSON, str(error)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(SaveProblem.NOT_A_SAVE, "not a klondike-qt save")
    return data


def check_variant_header(data: dict[str, Any], game: str, title: str) -> None:
    """A FreeCell or Spider save names its ``game`` (``title`` in the message) and a readable version."""
    if data.get("game") != game:
        raise SaveError(SaveProblem.NOT_A_SAVE, f"a save of {data.get('game', 'klondike')!r}, not {title}")
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(SaveProblem.NOT_A_SAVE, '"version" must be a whole number from 1')
    if version > VERSION:
        raise SaveError(SaveProblem.FUTURE_VERSION, f"version {version}, this program reads {VERSION}")


def parse_moves[M](data: dict[str, Any], parse: Callable[[str], M]) -> tuple[list[M], int]:
    """The save's moves, each read by ``parse``, and its position among them."""
    move_texts = data.get("moves")
    if not isinstance(move_texts, list):
        raise SaveError(SaveProblem.NOT_A_SAVE, '"moves" must be a list')
    moves = []
    for step, move_text in enumerate(move_texts, start=1):
        if not isinstance(move_text, str):
            raise SaveError(SaveProblem.BAD_MOVE, f"move {step} is not text", step)
        try:
            moves.append(parse(move_text))
        except ValueError as error:
            raise SaveError(SaveProblem.BAD_MOVE, str(error), step) from None
    position = int_field(data, "position", len(moves))
    if not 0 <= position <= len(moves):
        raise SaveError(SaveProblem.NOT_A_SAVE, f'"position" {position} is outside 0..{len(moves)}')
    return moves, position


def read_deal[S](data: dict[str, Any], from_number: Callable[[int], S],
                 from_layout: Callable[[object], S]) -> tuple[int | None, S]:
    """A save's ``"deal"``: ``{"number": n}`` (``from_number`` makes it, or
    raises ValueError for a number that is not a deal) or ``{"layout": …}``
    (``from_layout`` reads it), as the deal number (None for a layout) and the
    opening position."""
    deal = data.get("deal")
    if not isinstance(deal, dict) or ("number" in deal) == ("layout" in deal):
        raise SaveError(SaveProblem.NOT_A_SAVE, '"deal" must hold a "number" or a "layout"')
    number: Any = deal.get("number")
    try:
        if "number" in deal:  # {"number": null} is a bad number, not a missing layout
            return number, from_number(number)
        return None, from_layout(deal["layout"])
    except ValueError as error:
        raise SaveError(SaveProblem.BAD_DEAL, str(error)) from None


def states_after[S, M](opening: S, moves: Sequence[M], first: int, play: Callable[[S, M], S],
                       illegal: type[Exception]) -> list[S]:
    """The position after each of ``moves`` played in turn from ``opening``
    by ``play``, from move ``first`` on (``[0]`` is ``opening`` when first is 0).

    :raises SaveError: at the first move ``play`` refuses with ``illegal``.
    """
    state = opening
    states = [state] if first == 0 else []
    for step, move in enumerate(moves, start=1):
        try:
            state = play(state, move)
        except illegal as error:
            raise SaveError(SaveProblem.ILLEGAL_MOVE, str(error), step) from None
        if step >= first:
            states.append(state)
    return states


@dataclass(frozen=True, slots=True)
class GameSave[S, M]:
    """A game other than Klondike as saved: its deal (a number, or the opening
    position) and every move, with the current position::

        {"format": "klondike-qt-save", "version": 1, "game": <game>,
         "deal": {"number": 617}  or  {"layout": <the rule book's deal JSON>},
         "moves": [...], "position": 17, "elapsed_ms": 61000}

    A game's save class names its ``game`` and says how a move is played
    (:meth:`play`, refused with ``illegal``) and how the deal is written
    (:meth:`layout_json`)."""

    deal_number: int | None
    opening: S
    moves: tuple[M, ...]
    position: int
    elapsed_ms: int = 0

    game: ClassVar[str] = ""
    illegal: ClassVar[type[Exception]] = ValueError

    def play(self, state: S, move: M) -> S:
        raise NotImplementedError

    def layout_json(self) -> dict[str, object]:
        raise NotImplementedError

    def initial_state(self) -> S:
        return self.opening

    def states_from(self, first: int) -> list[S]:
        """The position after each move from ``first`` on (``[0]`` is the deal when first is 0).

        :raises SaveError: if a move is illegal.
        """
        return states_after(self.opening, self.moves, first, self.play, self.illegal)

    def to_json(self) -> dict[str, Any]:
        deal: dict[str, Any] = ({"number": self.deal_number} if self.deal_number is not None
                                else {"layout": self.layout_json()})
        return {"format": FORMAT, "version": VERSION, "game": self.game, "deal": deal,
                "moves": [str(move) for move in self.moves], "position": self.position,
                "elapsed_ms": self.elapsed_ms}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))


def load_game_save[G: GameSave[Any, Any]](text: str | bytes, kind: type[G], title: str,
                                          from_number: Callable[[int], Any], from_layout: Callable[[object], Any],
                                          parse_move: Callable[[str], Any]) -> G:
    """Parse and fully validate a save of the game of ``kind`` (``title`` in
    messages): its header, deal (see :func:`read_deal`), moves, each legal in turn.

    :raises SaveError: saying what is wrong; nothing is partly loaded.
    """
    data = decode_save(text)
    check_variant_header(data, kind.game, title)
    number, opening = read_deal(data, from_number, from_layout)
    moves, position = parse_moves(data, parse_move)
    elapsed_ms = int_field(data, "elapsed_ms", 0)
    if elapsed_ms < 0:
        raise SaveError(SaveProblem.NOT_A_SAVE, '"elapsed_ms" must not be negative')
    game = kind(number, opening, tuple(moves), position, elapsed_ms)
    game.states_from(len(moves))  # every move legal in turn
    return game


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
    elapsed_ms = int_field(data, "elapsed_ms", 0)
    if elapsed_ms < 0:
        raise SaveError(SaveProblem.NOT_A_SAVE, '"elapsed_ms" must not be negative')
    game = SavedGame(rules, layout, deal_number, tuple(moves), position, start_score, elapsed_ms)
    game.states_from(len(moves))  # every move must be legal in turn (keeping only the last position)
    return game

