"""Golf (the rule book, ``rules-golf.md``): stable numbered deals, the
moves onto the one waste with the reason for every refusal as data, status
and advice, saves and a solver (pure Python, no Qt, like the rest of the
engine).

A move is a :class:`~klondike_qt.engine.waste.WasteMove` (``7h>w``,
``draw``); a refusal is a :class:`~.state.GolfIllegalMove` with its
:class:`~.state.GolfReason`. What a player asks of the table (what covers a
card, where it lies, the free cards in reading order, what fits the waste,
the stock and column counts) are the position's queries
(:class:`~.state.GolfState`); what a move did, :func:`~.change.transition`.
"""

from __future__ import annotations

from ..waste import DRAW, WasteMove
from .advice import click_move, golf_status, hint_order, is_stuck, run_length
from .change import GolfChange, transition
from .deal import COLUMN_COUNT, COLUMN_HEIGHT, MAX_GOLF_DEAL, STOCK_SIZE, golf_deck, golf_layout
from .savefile import GolfSave, loads_golf
from .solver import solve
from .state import (
    GAME,
    MAX_SCORE,
    MIN_SCORE,
    WRAP,
    Area,
    GolfIllegalMove,
    GolfReason,
    GolfState,
    Place,
    apply,
    is_legal,
    legal_moves,
    new_golf,
    parse_move,
    state_from_json,
    state_to_json,
)

__all__ = [
    "COLUMN_COUNT", "COLUMN_HEIGHT", "DRAW", "GAME", "MAX_GOLF_DEAL", "MAX_SCORE", "MIN_SCORE", "STOCK_SIZE",
    "WRAP", "Area", "GolfChange", "GolfIllegalMove", "GolfReason", "GolfSave", "GolfState", "Place", "WasteMove",
    "apply", "click_move", "golf_deck", "golf_layout", "golf_status", "hint_order", "is_legal", "is_stuck",
    "legal_moves", "loads_golf", "new_golf", "parse_move", "run_length", "solve", "state_from_json",
    "state_to_json", "transition",
]
