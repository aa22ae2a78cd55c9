# The compiled core of the search by classes (_classcore.c); see fast.py.
from collections.abc import Callable
from typing import Any

# ((kind, a, b, c), obligations after it), as ClassSearch.moves gives them.
_Step = tuple[tuple[int, int, int, int], tuple[Any, ...]]

def search(pos: tuple[Any, ...], draw: int, max_passes: int | None, params: tuple[Any, ...],
           max_nodes: int | None, seconds: float | None, seed: int,
           cancel: Callable[[], bool] | None) -> tuple[int, list[_Step] | None, int]: ...
def moves(pos: tuple[Any, ...], pending: tuple[Any, ...], draw: int, max_passes: int | None,
          params: tuple[Any, ...]) -> list[_Step]: ...
def key(root: tuple[Any, ...], pos: tuple[Any, ...], pending: tuple[Any, ...], draw: int,
        max_passes: int | None) -> bytes: ...
