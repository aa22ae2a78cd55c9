"""Yukon (the rule book, ``rules-yukon.md``): stable numbered deals, the
moves on Klondike's piles with Klondike's reasons as data, status and advice,
saves and a full-information solver (pure Python, no Qt, like the rest of the
engine).

A move is Klondike's :class:`~klondike_qt.engine.klondike.moves.Move` (``8h>t6``,
``Kc>t3``, ``Ah>f``); a refusal is Klondike's
:class:`~klondike_qt.engine.klondike.reasons.IllegalMove`; the piles are Klondike's
columns and foundations (:mod:`klondike_qt.engine.klondike.piles`), the stock and the
waste always empty.
"""

from __future__ import annotations

from .advice import (
    click_move,
    finish_move,
    hint_order,
    is_safe_to_foundation,
    is_stuck,
    ready_to_finish,
    safe_foundation_moves,
    yukon_status,
)
from .deal import COLUMN_COUNT, COLUMN_SIZES, MAX_YUKON_DEAL, yukon_deck, yukon_layout
from .piles import transition
from .savefile import YukonSave, loads_yukon
from .solver import solve
from .state import (
    FLIP_POINTS,
    FOUNDATION_POINTS,
    GAME,
    MAX_SCORE,
    YukonState,
    apply,
    is_legal,
    legal_moves,
    new_yukon,
    opening,
    parse_move,
    state_from_json,
    state_to_json,
)

__all__ = [
    "COLUMN_COUNT", "COLUMN_SIZES", "FLIP_POINTS", "FOUNDATION_POINTS", "GAME", "MAX_SCORE", "MAX_YUKON_DEAL",
    "YukonSave", "YukonState", "apply", "click_move", "finish_move", "hint_order", "is_legal",
    "is_safe_to_foundation", "is_stuck", "legal_moves", "loads_yukon", "new_yukon", "opening", "parse_move",
    "ready_to_finish", "safe_foundation_moves", "solve", "state_from_json", "state_to_json", "transition",
    "yukon_deck", "yukon_layout", "yukon_status",
]
