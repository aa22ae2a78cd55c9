"""A TriPeaks game with its whole history (the format: :class:`..savefile.GameSave`);
the score and the streak are replayed, so undo restores them exactly."""

from __future__ import annotations

from dataclasses import dataclass

from ..savefile import GameSave, SaveRules
from ..waste import WasteMove
from .state import GAME, TriPeaksIllegal, TriPeaksState, apply, new_tripeaks, parse_move, state_from_json, state_to_json

__all__ = ["TriPeaksSave", "loads_tripeaks"]


@dataclass(frozen=True, slots=True)
class TriPeaksSave(GameSave[TriPeaksState, WasteMove]):
    rules = SaveRules(GAME, "TriPeaks", TriPeaksIllegal, apply, parse_move, new_tripeaks, state_to_json,
                      state_from_json)


loads_tripeaks = TriPeaksSave.loads
