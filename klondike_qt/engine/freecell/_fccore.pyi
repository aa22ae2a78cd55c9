# The compiled core of the FreeCell solver (_fccore.c); see core.py.
from collections.abc import Callable

def search(columns: list[bytes], cells: bytes, found: bytes, red: bytes, autoplay: bool, returns: bool,
           orders: bytes, first_quota: int, max_nodes: int | None, seconds: float | None,
           cancel: Callable[[], bool] | None, max_stored: int) -> tuple[int, list[tuple[int, str, int]] | None, int]: ...
