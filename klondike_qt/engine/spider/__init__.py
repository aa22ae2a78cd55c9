"""Spider in one, two and four suits: stable numbered deals, the rule book's
moves with reasons as data (pure Python, no Qt, like the rest of the engine)."""

from __future__ import annotations

from .deal import COLUMN_COUNT, SUIT_COUNTS, check_suits, spider_deck, spider_layout
from .state import (
    DEAL,
    SEQUENCES,
    SpiderIllegal,
    SpiderMove,
    SpiderReason,
    SpiderState,
    new_spider,
    state_from_json,
    state_to_json,
)

__all__ = [
    "COLUMN_COUNT", "DEAL", "SEQUENCES", "SUIT_COUNTS", "SpiderIllegal", "SpiderMove", "SpiderReason",
    "SpiderState", "check_suits", "new_spider", "spider_deck", "spider_layout", "state_from_json",
    "state_to_json",
]
