"""Where a game stands: the status every game's engine reports."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum


class GameStatus(Enum):
    IN_PROGRESS = "in-progress"
    READY_TO_FINISH = "ready-to-finish"  # every card face up and in order, stock and waste empty
    NO_MOVES = "no-moves"
    WON = "won"


def status_of(won: bool, stuck: Callable[[], bool], ready: Callable[[], bool] | None = None) -> GameStatus:
    """Won; ready to finish when ``ready()`` (a game with a finish step); no
    moves left when ``stuck()``; else in progress. Each question is asked only
    when the ones before it said no."""
    if won:
        return GameStatus.WON
    if ready is not None and ready():
        return GameStatus.READY_TO_FINISH
    if stuck():
        return GameStatus.NO_MOVES
    return GameStatus.IN_PROGRESS
