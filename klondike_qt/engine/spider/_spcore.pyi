# The compiled core of the Spider solver (_spcore.c); see core.py.
from collections.abc import Callable

def beam(columns: list[bytes], stock: bytes, done: int, weights: tuple[int, ...], width: int, max_width: int,
         per_layout: int, fill_from: int, max_nodes: int | None, seconds: float | None, cancel: Callable[[], bool] | None,
         max_stored: int) -> tuple[int, list[tuple[int, int, int]] | None, int, int]: ...
