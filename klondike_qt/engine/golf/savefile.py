"""A Golf game with its whole history (the format: :class:`..savefile.GameSave`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..savefile import GameSave, SaveRules
from ..waste import WasteMove
from .state import GAME, GolfIllegalMove, GolfState, apply, new_golf, parse_move, state_from_json, state_to_json

__all__ = ["GolfSave", "loads_golf"]


@dataclass(frozen=True, slots=True)
class GolfSave(GameSave[GolfState, WasteMove]):
    rules = SaveRules(GAME, "Golf", GolfIllegalMove, apply, parse_move, new_golf, state_to_json, state_from_json)


loads_golf = GolfSave.loads
