"""A Pyramid game with its whole history (the format: :class:`..savefile.GameSave`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..savefile import GameSave, SaveRules
from .state import GAME, IllegalMove, PyramidMove, PyramidState, apply, new_pyramid, parse_move, state_from_json, state_to_json

__all__ = ["PyramidSave", "loads_pyramid"]


@dataclass(frozen=True, slots=True)
class PyramidSave(GameSave[PyramidState, PyramidMove]):
    rules = SaveRules(GAME, "Pyramid", IllegalMove, apply, parse_move, new_pyramid, state_to_json, state_from_json)


loads_pyramid = PyramidSave.loads
