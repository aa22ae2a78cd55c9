"""The statistics dialog's totals: a game's records in, its totals per draw mode and
scoring (or its strokes) out. Pure Python, no Qt; imported when the totals are asked
for (a start reads the records alone: :mod:`.statistics`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .rules import Scoring
from .statistics import FIRST_GAME, GameRecord, Outcome


@dataclass(frozen=True, slots=True)
class Summary:
    """Totals for one draw mode and scoring. Records are ``None`` until a game is won."""

    played: int = 0
    won: int = 0
    current_streak: int = 0
    longest_streak: int = 0
    best_time_ms: int | None = None
    best_score: int | None = None
    fewest_moves: int | None = None

    @property
    def win_rate(self) -> float:
        """Won / played, 0.0 before any game."""
        return self.won / self.played if self.played else 0.0


def summarize(records: Iterable[GameRecord], draw: int, scoring: Scoring, game: str = FIRST_GAME) -> Summary:
    """The totals of the games of ``game`` played with ``draw`` and ``scoring``
    (FreeCell's records have draw 1 and no scoring)."""
    played = won = streak = longest = 0
    best_time: int | None = None
    best_score: int | None = None
    fewest: int | None = None
    for record in records:
        if record.draw != draw or record.scoring is not scoring or record.game != game:
            continue
        played += 1
        if record.outcome is Outcome.WON:
            won += 1
            streak += 1
            longest = max(longest, streak)
            best_time = record.elapsed_ms if best_time is None else min(best_time, record.elapsed_ms)
            fewest = record.moves if fewest is None else min(fewest, record.moves)
            if scoring is not Scoring.NONE:
                best_score = record.score if best_score is None else max(best_score, record.score)
        elif record.outcome is Outcome.LOST:
            streak = 0
        # A game still in progress neither extends nor breaks a streak.
    return Summary(played, won, streak, longest, best_time, best_score, fewest)


@dataclass(frozen=True, slots=True)
class StrokeTotals:
    """A game scored in strokes (Golf: lower is better, every deal scores, won
    or not): over its finished deals, the best (lowest) score and the average."""

    deals: int = 0
    best: int | None = None
    average: float | None = None


def stroke_totals(records: Iterable[GameRecord], game: str) -> StrokeTotals:
    """The strokes of ``game``'s finished deals (won or lost; a deal in progress has no score yet)."""
    scores = [r.score for r in records if r.game == game and r.outcome is not Outcome.PLAYING]
    if not scores:
        return StrokeTotals()
    return StrokeTotals(len(scores), min(scores), sum(scores) / len(scores))

