"""FreeCell: Microsoft's deals, the rule book's moves with reasons as data, and
a solver that decides a deal (pure Python, no Qt, like the rest of the engine)."""

from __future__ import annotations

from .deal import COLUMN_COUNT, MAX_FREECELL_DEAL, check_freecell_deal, freecell_columns, microsoft_deck
from .solver import FreeCellResult, Verdict, replay, solve
from .state import (
    CELL_COUNT,
    FOUNDATION,
    FreeCellIllegal,
    FreeCellMove,
    FreeCellReason,
    FreeCellState,
    Location,
    Place,
    Target,
    new_freecell,
    state_from_json,
    state_to_json,
)

__all__ = [
    "CELL_COUNT",
    "COLUMN_COUNT",
    "FOUNDATION",
    "MAX_FREECELL_DEAL",
    "FreeCellIllegal",
    "FreeCellMove",
    "FreeCellReason",
    "FreeCellResult",
    "FreeCellState",
    "Location",
    "Place",
    "Target",
    "Verdict",
    "check_freecell_deal",
    "freecell_columns",
    "microsoft_deck",
    "new_freecell",
    "replay",
    "solve",
    "state_from_json",
    "state_to_json",
]
