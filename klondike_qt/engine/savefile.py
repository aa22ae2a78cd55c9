"""What every game's save shares: the format header, the size limit, the problems a
load reports, the readers of the common fields, and :class:`GameSave` for the
games other than Klondike.

A save is one JSON object::

    {"format": "klondike-qt-save", "version": 1, "game": "klondike", …}

naming its game (``"game"``; a save without one, from before FreeCell, is
Klondike's). Each game reads the rest: :mod:`.klondike.savefile` and
:mod:`.spider.savefile` their own way, the other games through :class:`GameSave`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar, Self

from .statistics import MAX_ELAPSED_MS, MAX_MOVES, MAX_SCORE

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


#: The statistics record a saved game is counted under (the id of its record), the last
#: key of an autosave: a start attaches the game restored to that record and no other,
#: whatever was killed between the two files' writes. Every game's reader ignores it.
RECORD_KEY = "record"
_RECORD_TAIL = re.compile(r',"record":"([0-9A-Za-z_-]{1,64})"\}\s*\Z')


def with_record(text: str, record: str | None) -> str:
    """The save ``text`` (a JSON object) naming the statistics ``record`` it is counted under."""
    if record is None or not text.endswith("}") or not _RECORD_TAIL.search(f',"record":"{record}"}}'):
        return text
    return f'{text[:-1]},"{RECORD_KEY}":"{record}"}}'


def record_of(text: str | bytes) -> str | None:
    """The statistics record a save names (see :func:`with_record`); None if it names none."""
    tail = text[-160:]
    if isinstance(tail, bytes):
        tail = tail.decode("utf-8", "replace")
    match = _RECORD_TAIL.search(tail)
    return match[1] if match else None


def fits(text: str) -> bool:
    """Whether a save of this text can be read back (:data:`MAX_SAVE_BYTES`)."""
    return len(text) <= MAX_SAVE_BYTES and len(text.encode("utf-8")) <= MAX_SAVE_BYTES


#: The numbers a save of any game can hold, by name: a save outside them was not written
#: by the game (10³⁰ ms of play, a negative undo count), is refused and set aside, and
#: never becomes a statistics record the statistics would refuse (see :mod:`.statistics`).
FIELD_RANGES: dict[str, tuple[int, int]] = {
    "elapsed_ms": (0, MAX_ELAPSED_MS),
    "undos": (0, MAX_MOVES),
    "start_score": (-MAX_SCORE, MAX_SCORE),
    "position": (0, MAX_MOVES),
}


def int_field(data: dict[str, Any], name: str, default: int) -> int:
    """``data[name]`` (``default`` when absent), which must be a whole number (not a
    float, NaN or true) within the field's :data:`FIELD_RANGES`, if it has one."""
    value = data.get(name, default)
    if type(value) is not int:
        raise SaveError(SaveProblem.NOT_A_SAVE, f'"{name}" must be a whole number')
    low, high = FIELD_RANGES.get(name, (value, value))
    if not low <= value <= high:
        raise SaveError(SaveProblem.NOT_A_SAVE, f'"{name}" must be from {low} to {high}, not {str(value)[:40]}')
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
class SaveRules[S, M]:
    """What a game's save needs to know of the game: its ``game`` id and
    ``title`` (in messages), how a move is played (``play``, refused with
    ``illegal``) and read (``parse_move``), how a numbered deal is made
    (``deal``: ValueError for a number that is not a deal) and how a deal's
    layout is written and read (``write_layout``, ``read_layout``)."""

    game: str
    title: str
    illegal: type[Exception]
    play: Callable[[S, M], S]
    parse_move: Callable[[str], M]
    deal: Callable[[int], S]
    write_layout: Callable[[S], dict[str, object]]
    read_layout: Callable[[object], S]


@dataclass(frozen=True, slots=True)
class GameSave[S, M]:
    """A game other than Klondike as saved: its deal (a number, or the opening
    position) and every move (undone ones at the end), with the current position::

        {"format": "klondike-qt-save", "version": 1, "game": <game>,
         "deal": {"number": 617}  or  {"layout": <the rule book's deal JSON>},
         "moves": ["7h>t6", "Ah>f", …], "position": 17, "elapsed_ms": 61000}

    A game's save class is this with its :class:`SaveRules` as ``rules``.
    Loading (:meth:`loads`) checks everything (format, version, game, the
    cards, each move legal in turn) and refuses a bad file with a
    :class:`SaveError` that says why."""

    deal_number: int | None
    opening: S
    moves: tuple[M, ...]
    position: int
    elapsed_ms: int = 0

    rules: ClassVar[SaveRules[Any, Any]]

    def initial_state(self) -> S:
        return self.opening

    def states_from(self, first: int) -> list[S]:
        """The position after each move from ``first`` on (``[0]`` is the deal when first is 0).

        :raises SaveError: if a move is illegal.
        """
        return states_after(self.opening, self.moves, first, self.rules.play, self.rules.illegal)

    def to_json(self) -> dict[str, Any]:
        deal: dict[str, Any] = ({"number": self.deal_number} if self.deal_number is not None
                                else {"layout": self.rules.write_layout(self.opening)})
        return {"format": FORMAT, "version": VERSION, "game": self.rules.game, "deal": deal,
                "moves": [str(move) for move in self.moves], "position": self.position,
                "elapsed_ms": self.elapsed_ms}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def loads(cls, text: str | bytes) -> Self:
        """Parse and fully validate a save of this game: its header, deal (see
        :func:`read_deal`), moves, each legal in turn.

        :raises SaveError: saying what is wrong; nothing is partly loaded.
        """
        rules = cls.rules
        data = decode_save(text)
        check_variant_header(data, rules.game, rules.title)
        number, opening = read_deal(data, rules.deal, rules.read_layout)
        moves, position = parse_moves(data, rules.parse_move)
        elapsed_ms = int_field(data, "elapsed_ms", 0)
        game = cls(number, opening, tuple(moves), position, elapsed_ms)
        game.states_from(len(moves))  # every move legal in turn
        return game
