"""Where a game stands: the status every game's engine reports."""

from __future__ import annotations

from enum import Enum


class GameStatus(Enum):
    IN_PROGRESS = "in-progress"
    READY_TO_FINISH = "ready-to-finish"  # every card face up and in order, stock and waste empty
    NO_MOVES = "no-moves"
    WON = "won"
