"""TriPeaks' entry in the engine's command line (``--game tripeaks``)."""

from __future__ import annotations

from ..cli_game import CliGame
from ..waste import WasteMove
from .solver import solve
from .state import TriPeaksIllegal, TriPeaksState, apply, new_tripeaks, parse_move, state_from_json, state_to_json

CLI: CliGame[TriPeaksState, WasteMove] = CliGame(
    deal=lambda number, _args: new_tripeaks(number), from_json=state_from_json, to_json=state_to_json,
    parse_move=parse_move, play=apply, illegal=TriPeaksIllegal,
    is_won=lambda state: state.is_won, move_count=lambda state: state.moves,
    summary=lambda state: {"score": state.score, "streak": state.streak, "stock": len(state.stock),
                           "tableau": state.cards_left},
    solve=solve)
