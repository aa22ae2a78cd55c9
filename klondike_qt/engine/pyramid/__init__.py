"""Pyramid (the rule book, ``rules-pyramid.md``): stable numbered deals, the
pyramid of 28 cards with its stock and waste, pairs that make 13 and Kings
alone, refusals as data, status and advice, what a move did, saves and a
full-information solver (pure Python, no Qt, like the rest of the engine).

A move is a :class:`PyramidMove` (``Qh+Ad``, ``Kc``, ``draw``); a refusal an
:class:`IllegalMove` with its :class:`Reason`.
"""

from __future__ import annotations

from .advice import click_move, hint_order, no_moves_left, pyramid_status
from .change import PyramidChange, describe
from .deal import MAX_PYRAMID_DEAL, PYRAMID_SIZE, ROW_COUNT, STOCK_SIZE, pyramid_deck, pyramid_layout
from .savefile import PyramidSave, loads_pyramid
from .solver import solve
from .state import (
    COVERS,
    DRAW,
    GAME,
    MAX_SCORE,
    PAIR_TOTAL,
    PASSES,
    PLACES,
    REMOVAL_POINTS,
    ROW_BONUS,
    ROW_SLOTS,
    Area,
    IllegalMove,
    PyramidMove,
    PyramidState,
    Reason,
    Spot,
    apply,
    can_draw,
    is_legal,
    is_recycle,
    legal_moves,
    needed_rank,
    new_pyramid,
    opening,
    parse_move,
    removals,
    slot,
    state_from_json,
    state_to_json,
)

__all__ = [
    "COVERS", "DRAW", "GAME", "MAX_PYRAMID_DEAL", "MAX_SCORE", "PAIR_TOTAL", "PASSES", "PLACES", "PYRAMID_SIZE",
    "REMOVAL_POINTS", "ROW_BONUS", "ROW_COUNT", "ROW_SLOTS", "STOCK_SIZE", "Area", "IllegalMove", "PyramidChange",
    "PyramidMove", "PyramidSave", "PyramidState", "Reason", "Spot", "apply", "can_draw", "click_move", "describe",
    "hint_order", "is_legal", "is_recycle", "legal_moves", "loads_pyramid", "needed_rank", "new_pyramid",
    "no_moves_left", "opening", "parse_move", "pyramid_deck", "pyramid_layout", "pyramid_status", "removals",
    "slot", "solve", "state_from_json", "state_to_json",
]
