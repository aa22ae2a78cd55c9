"""Statistics maths: game records, kept and updated (the totals the statistics dialog
shows them as are :mod:`.statistics_totals`'s).

Pure Python, no Qt. A record is keyed by its game id, so recording the same
game again (its first move, then its win) updates it instead of counting it
twice. Records keep the order in which games were first recorded; streaks
follow that order.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from .deal import MAX_DEAL_NUMBER
from .rules import Scoring

#: The ranges a recorded game can have; a record outside them was not written by the
#: game (an edited or damaged file: "Best time -1:58:30") and is left out.
MAX_ELAPSED_MS = 10 * 366 * 24 * 3600 * 1000  # ten years of play
MAX_MOVES = 100_000_000
MAX_SCORE = 1_000_000_000  # also the largest Vegas balance either way
MAX_GAME_ID = 64
#: A record's game: a game's id, a short lower-case word. Which games there are is the
#: window's table's; a record of a game this version lacks is kept as it is.
GAME_ID = re.compile(r"[a-z][a-z0-9_]{0,31}")
#: The record of a game without variants has "draw" 1; Klondike's is its draw (1 or 3),
#: Spider's its suits (1, 2 or 4); no game has more than this many.
MAX_VARIANT = 8
#: The game of a record that names none: every record was Klondike's before FreeCell.
FIRST_GAME = "klondike"


class Outcome(Enum):
    PLAYING = "playing"  # started (first move made), not finished yet
    WON = "won"
    LOST = "lost"  # abandoned by a new deal or a restart


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game as the statistics see it."""

    game_id: str
    draw: int
    scoring: Scoring
    outcome: Outcome
    elapsed_ms: int = 0
    moves: int = 0
    score: int = 0
    deal_number: int | None = None
    #: Which game ("klondike", "freecell", "spider": its ``draw`` is its number of suits);
    #: records from before FreeCell have none and are Klondike's.
    game: str = FIRST_GAME
    #: The fields a later version wrote that this one does not know: written back as they are.
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"id": self.game_id, "draw": self.draw, "scoring": self.scoring.value,
                "outcome": self.outcome.value, "elapsed_ms": self.elapsed_ms,
                "moves": self.moves, "score": self.score, "deal": self.deal_number}
        if self.game != FIRST_GAME:  # as before FreeCell: a record naming no game is the first game's
            data["game"] = self.game
        data.update((name, value) for name, value in self.extra.items() if name not in RECORD_FIELDS)
        return data

    @staticmethod
    def from_json(data: object) -> GameRecord:
        """:raises ValueError: if ``data`` is not a record.

        Read for every record at each start (a long-time player has tens of thousands),
        so the checks are dictionary lookups: the enums by value, the game's name once
        per name, the unknown fields only when there are some (bench/statistics_cost.py)."""
        if not isinstance(data, dict):
            raise ValueError("a record must be an object")
        try:
            game_id = data["id"]
            draw = data["draw"]
            scoring = _SCORINGS.get(data["scoring"]) or Scoring(data["scoring"])
            outcome = _OUTCOMES.get(data["outcome"]) or Outcome(data["outcome"])
        except (KeyError, ValueError, TypeError) as error:
            raise ValueError(f"bad record: {error}") from None
        get = data.get
        elapsed_ms, moves, score, deal = get("elapsed_ms", 0), get("moves", 0), get("score", 0), get("deal")
        game = get("game", FIRST_GAME)
        if type(game) is not str or game not in _GAME_NAMES_SEEN:
            if not isinstance(game, str) or not GAME_ID.fullmatch(game):
                raise ValueError(f"bad record game: {game!r}")
            _GAME_NAMES_SEEN.add(game)
        if (not isinstance(game_id, str) or type(draw) is not int or not 1 <= draw <= MAX_VARIANT
                or type(elapsed_ms) is not int or type(moves) is not int or type(score) is not int
                or (deal is not None and type(deal) is not int)):
            raise ValueError("bad record fields")
        extra = {} if data.keys() <= RECORD_FIELDS else \
            {name: value for name, value in data.items() if name not in RECORD_FIELDS}
        record = GameRecord(game_id, draw, scoring, outcome, elapsed_ms, moves, score, deal, game, extra)
        problem = record.range_problem()
        if problem is not None:
            raise RecordOutOfRange(f"record {game_id[:MAX_GAME_ID]!r}: {problem}")
        return record

    def range_problem(self) -> str | None:
        """Why this record cannot be one the game wrote (a value out of range), or None."""
        if not 1 <= len(self.game_id) <= MAX_GAME_ID:
            return f"a game id of {len(self.game_id)} characters"
        if not 0 <= self.elapsed_ms <= MAX_ELAPSED_MS:
            return f"a time of {self.elapsed_ms} ms"
        if not 0 <= self.moves <= MAX_MOVES:
            return f"{self.moves} moves"
        lowest = 0 if self.scoring is Scoring.STANDARD else -MAX_SCORE  # standard never goes below 0
        if not lowest <= self.score <= MAX_SCORE:
            return f"a score of {self.score}"
        if self.deal_number is not None and not 1 <= self.deal_number <= MAX_DEAL_NUMBER:
            return f"deal number {self.deal_number}"
        return None


#: The fields of a record this version reads (the others are kept as they are).
RECORD_FIELDS = frozenset({"id", "draw", "scoring", "outcome", "elapsed_ms", "moves", "score", "deal", "game"})
#: :meth:`GameRecord.from_json`'s lookups: the enums by their values, the game names
#: already found well formed.
_SCORINGS: dict[object, Scoring] = {scoring.value: scoring for scoring in Scoring}
_OUTCOMES: dict[object, Outcome] = {outcome.value: outcome for outcome in Outcome}
_GAME_NAMES_SEEN: set[str] = set()


class RecordOutOfRange(ValueError):
    """A well-formed record with a value the game never writes (negative time, absurd score)."""


def record_game(records: tuple[GameRecord, ...], record: GameRecord) -> tuple[GameRecord, ...]:
    """``records`` with ``record`` added, or replacing the record of the same
    game in place (idempotent). A won game stays won."""
    for index, old in enumerate(records):
        if old.game_id == record.game_id:
            if old.outcome is Outcome.WON and record.outcome is not Outcome.WON:
                return records
            if old.extra and not record.extra:  # what a later version wrote stays
                record = replace(record, extra=old.extra)
            return records[:index] + (record,) + records[index + 1:]
    return records + (record,)


def abandon(records: tuple[GameRecord, ...], game_id: str) -> tuple[GameRecord, ...]:
    """Mark a game in progress as lost (new deal or restart)."""
    return tuple(replace(r, outcome=Outcome.LOST) if r.game_id == game_id and r.outcome is Outcome.PLAYING
                 else r for r in records)
