"""A FreeCell game with its whole history (the format: :class:`..savefile.GameSave`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..savefile import GameSave, SaveRules
from .deal import check_freecell_deal
from .state import FreeCellIllegal, FreeCellMove, FreeCellState, new_freecell, state_from_json, state_to_json

__all__ = ["FreeCellSave", "loads_freecell"]

GAME = "freecell"


@dataclass(frozen=True, slots=True)
class FreeCellSave(GameSave[FreeCellState, FreeCellMove]):
    rules = SaveRules(GAME, "FreeCell", FreeCellIllegal, FreeCellState.apply, FreeCellMove.parse,
                      lambda number: new_freecell(check_freecell_deal(number)), state_to_json, state_from_json)


loads_freecell = FreeCellSave.loads
