"""Klondike's rules engine: pure Python, no Qt (a test enforces it).

Everything a caller needs is re-exported here::

    from klondike_qt.engine.klondike import Rules, deal, legal_moves, apply, Move
    state = deal(42, Rules(draw=3))
    state = apply(state, Move.parse("draw"))
"""

from __future__ import annotations

from ..cards import ACE, CARDS, KING, Card, Suit, parse_cards
from ..deal import MAX_DEAL_NUMBER, check_deal_number, shuffled_deck
from ..rules import Scoring
from ..savefile import SaveError, SaveProblem
from ..status import GameStatus
from .deal import deal, deal_layout
from .moves import DRAW, Move
from .notation import Layout, layout_from_json, layout_to_json, parse_deal_text, state_from_layout
from .piles import ALL_PILES, COLUMNS, FOUNDATIONS, STOCK, WASTE, Pile, PileKind, column, foundation
from .rules import PASS_LIMITS, Rules
from .savefile import SavedGame, loads, saved_game
from .state import GameState, IllegalMove, Reason, apply, is_legal, legal_moves, new_state
from .status import (
    ChangeKind,
    Transition,
    finish_move,
    game_status,
    is_safe_to_foundation,
    is_stuck,
    playable_cards,
    safe_foundation_moves,
    transition,
)

__all__ = [
    "ACE", "ALL_PILES", "CARDS", "COLUMNS", "DRAW", "FOUNDATIONS", "KING", "MAX_DEAL_NUMBER",
    "PASS_LIMITS", "STOCK", "WASTE", "Card", "ChangeKind", "GameState", "GameStatus",
    "IllegalMove", "Layout", "Move", "Pile", "PileKind", "Reason", "Rules", "SaveError",
    "SaveProblem", "SavedGame", "Scoring", "Suit", "Transition", "apply", "check_deal_number",
    "column", "deal", "deal_layout", "finish_move", "foundation", "game_status",
    "is_legal", "is_safe_to_foundation", "is_stuck", "layout_from_json", "layout_to_json",
    "legal_moves", "loads", "new_state", "parse_cards", "parse_deal_text", "playable_cards",
    "safe_foundation_moves", "saved_game", "shuffled_deck", "state_from_layout", "transition",
]
