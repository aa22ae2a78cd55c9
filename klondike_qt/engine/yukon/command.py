"""Yukon's entry in the engine's command line (``--game yukon``)."""

from __future__ import annotations

from ..cli_game import CliGame
from ..klondike.moves import Move
from ..klondike.reasons import IllegalMove
from .solver import solve
from .state import YukonState, apply, new_yukon, parse_move, state_from_json, state_to_json

CLI: CliGame[YukonState, Move] = CliGame(
    deal=lambda number, _args: new_yukon(number), from_json=state_from_json, to_json=state_to_json,
    parse_move=parse_move, play=apply, illegal=IllegalMove,
    is_won=lambda state: state.is_won, move_count=lambda state: state.moves,
    summary=lambda state: {"score": state.score}, solve=solve)
