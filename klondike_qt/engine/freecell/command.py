"""FreeCell's entry in the engine's command line (``--game freecell``)."""

from __future__ import annotations

from ..cli_game import CliGame
from .solver import solve
from .state import FreeCellIllegal, FreeCellMove, FreeCellState, new_freecell, state_from_json, state_to_json

CLI: CliGame[FreeCellState, FreeCellMove] = CliGame(
    deal=lambda number, _args: new_freecell(number), from_json=state_from_json, to_json=state_to_json,
    parse_move=FreeCellMove.parse, play=FreeCellState.apply, illegal=FreeCellIllegal,
    is_won=lambda state: state.is_won, move_count=lambda state: state.moves, summary=lambda _state: {},
    solve=solve)
