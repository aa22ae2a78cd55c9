"""The scorings a game may be played with (Klondike's rules: :mod:`.klondike.rules`)."""

from __future__ import annotations

from enum import Enum


class Scoring(Enum):
    STANDARD = "standard"
    VEGAS = "vegas"
    VEGAS_CUMULATIVE = "vegas-cumulative"
    NONE = "none"

    @property
    def is_vegas(self) -> bool:
        return self in (Scoring.VEGAS, Scoring.VEGAS_CUMULATIVE)


#: The scorings in the order they are offered (Settings, Statistics).
SCORING_ORDER = (Scoring.STANDARD, Scoring.VEGAS, Scoring.VEGAS_CUMULATIVE, Scoring.NONE)
