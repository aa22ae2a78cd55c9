"""A Yukon game with its whole history (the format: :class:`..savefile.GameSave`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..klondike.moves import Move
from ..klondike.reasons import IllegalMove
from ..savefile import GameSave, SaveRules
from .state import GAME, YukonState, apply, new_yukon, parse_move, state_from_json, state_to_json

__all__ = ["YukonSave", "loads_yukon"]


@dataclass(frozen=True, slots=True)
class YukonSave(GameSave[YukonState, Move]):
    rules = SaveRules(GAME, "Yukon", IllegalMove, apply, parse_move, new_yukon, state_to_json, state_from_json)


loads_yukon = YukonSave.loads
