"""The games whose search runs in the helper process (:mod:`.search_process`), by
name: each one's ``solve`` and the classes its positions and moves are made of
(what :func:`.position_codec.decode` may rebuild). A table, imported by the
helper (:mod:`.search_helper`) and by the models that search there; like the
command line's table (:mod:`.variants_cli`), it puts games together, so it is
not part of the engine's kernel.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from . import waste
from .golf import solver as golf_solver
from .golf import state as golf_state
from .klondike import moves as klondike_moves
from .klondike import piles as klondike_piles
from .position_codec import classes_of
from .pyramid import solver as pyramid_solver
from .pyramid import state as pyramid_state
from .search_process import InHelper
from .solving import Solve, SolveResult
from .spider import solver as spider_solver
from .spider import state as spider_state
from .tripeaks import solver as tripeaks_solver
from .tripeaks import state as tripeaks_state
from .yukon import solver as yukon_solver
from .yukon import state as yukon_state

__all__ = ["SEARCHES", "Search", "in_helper"]


@dataclass(frozen=True, slots=True)
class Search:
    solve: Callable[..., SolveResult[Any]]
    classes: Mapping[str, type]


SEARCHES: dict[str, Search] = {
    "spider": Search(spider_solver.solve, classes_of(vars(spider_state))),
    "yukon": Search(yukon_solver.solve, classes_of(vars(yukon_state), vars(klondike_moves), vars(klondike_piles))),
    "pyramid": Search(pyramid_solver.solve, classes_of(vars(pyramid_state))),
    "tripeaks": Search(tripeaks_solver.solve, classes_of(vars(tripeaks_state), vars(waste))),
    "golf": Search(golf_solver.solve, classes_of(vars(golf_state), vars(waste))),
}


def in_helper(game: str) -> Solve:
    """``game``'s ``solve``, run in the helper process: same signature, same answers."""
    search = SEARCHES[game]
    return InHelper(game, search.solve, search.classes)
