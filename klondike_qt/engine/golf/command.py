"""Golf's entry in the engine's command line (``--game golf``)."""

from __future__ import annotations

from ..cli_game import CliGame
from ..waste import WasteMove
from .solver import solve
from .state import GolfIllegalMove, GolfState, apply, new_golf, parse_move, state_from_json, state_to_json

CLI: CliGame[GolfState, WasteMove] = CliGame(
    deal=lambda number, _args: new_golf(number), from_json=state_from_json, to_json=state_to_json,
    parse_move=parse_move, play=apply, illegal=GolfIllegalMove,
    is_won=lambda state: state.is_won, move_count=lambda state: state.moves,
    summary=lambda state: {"score": state.score, "left": state.left, "stock": state.stock_count}, solve=solve)
