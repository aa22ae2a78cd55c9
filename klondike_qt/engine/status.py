"""Where a game stands: the status every game's engine reports, and the bounded search
behind "no moves left" (:func:`reaches`)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable
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


def reaches[S](start: S, successors: Callable[[S], Iterable[S]], goal: Callable[[S], bool],
               key: Callable[[S], Hashable], limit: int) -> bool | None:
    """A bounded breadth-first search from ``start``: True as soon as a position
    (``start`` included) meets ``goal``; False when every position reachable
    through ``successors`` was seen and none does; None when ``limit`` positions
    were seen first (the answer is not known). The "no moves left" tests of the
    games that have one ask it whether any progress can still be made."""
    seen = {key(start)}
    queue = deque([start])
    while queue:
        current = queue.popleft()
        if goal(current):
            return True
        for after in successors(current):
            mark = key(after)
            if mark not in seen:
                if len(seen) >= limit:
                    return None
                seen.add(mark)
                queue.append(after)
    return False
