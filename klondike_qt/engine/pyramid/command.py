"""Pyramid's entry in the engine's command line (``--game pyramid``)."""

from __future__ import annotations

from ..cli_game import CliGame
from .solver import solve
from .state import IllegalMove, PyramidMove, PyramidState, apply, new_pyramid, parse_move, state_from_json, state_to_json

CLI: CliGame[PyramidState, PyramidMove] = CliGame(
    deal=lambda number, _args: new_pyramid(number), from_json=state_from_json, to_json=state_to_json,
    parse_move=parse_move, play=apply, illegal=IllegalMove,
    is_won=lambda state: state.is_won, move_count=lambda state: state.moves,
    summary=lambda state: {"score": state.score}, solve=solve)
