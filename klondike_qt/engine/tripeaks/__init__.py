"""TriPeaks (the rule book, ``rules-tripeaks.md``): stable numbered deals,
the position with its moves and refusals as data, status and advice, saves
and a full-information solver (pure Python, no Qt, like the rest of the
engine).

The tableau is 28 places, row 1 (the three peak tops) first (:mod:`.deal`);
a move is the waste games' :class:`~klondike_qt.engine.waste.WasteMove`
(``7h>w``, ``draw``); a refusal is a :class:`TriPeaksIllegal` with its
:class:`TriPeaksReason`.
"""

from __future__ import annotations

from ..waste import DRAW, WasteMove
from .advice import HINT_BUDGET, TriPeaksChange, change, click_move, hint, hint_order, tripeaks_status
from .deal import (
    COVERED,
    COVERERS,
    MAX_TRIPEAKS_DEAL,
    PEAKS,
    ROW_SIZES,
    TABLEAU_SIZE,
    peak_of,
    place,
    row_and_number,
    tripeaks_deck,
    tripeaks_layout,
)
from .savefile import TriPeaksSave, loads_tripeaks
from .solver import solve
from .state import (
    GAME,
    MAX_SCORE,
    PEAK_BONUSES,
    PLAY_POINTS,
    STREAK_POINTS,
    WRAP,
    TriPeaksIllegal,
    TriPeaksReason,
    TriPeaksState,
    apply,
    is_legal,
    legal_moves,
    new_tripeaks,
    opening,
    parse_move,
    state_from_json,
    state_to_json,
)

__all__ = [
    "COVERED", "COVERERS", "DRAW", "GAME", "HINT_BUDGET", "MAX_SCORE", "MAX_TRIPEAKS_DEAL", "PEAKS",
    "PEAK_BONUSES", "PLAY_POINTS", "ROW_SIZES", "STREAK_POINTS", "TABLEAU_SIZE", "WRAP", "TriPeaksChange",
    "TriPeaksIllegal", "TriPeaksReason", "TriPeaksSave", "TriPeaksState", "WasteMove", "apply", "change",
    "click_move", "hint", "hint_order", "is_legal", "legal_moves", "loads_tripeaks", "new_tripeaks", "opening",
    "parse_move", "peak_of", "place", "row_and_number", "solve", "state_from_json", "state_to_json",
    "tripeaks_deck", "tripeaks_layout", "tripeaks_status",
]
