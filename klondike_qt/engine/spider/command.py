"""Spider's entry in the engine's command line (``--game spider --suits 1|2|4``)."""

from __future__ import annotations

from ..cli_game import CliGame
from .solver import solve
from .state import SpiderIllegal, SpiderMove, SpiderState, new_spider, state_from_json, state_to_json

CLI: CliGame[SpiderState, SpiderMove] = CliGame(
    deal=lambda number, args: new_spider(number, args.suits), from_json=state_from_json, to_json=state_to_json,
    parse_move=SpiderMove.parse, play=SpiderState.apply, illegal=SpiderIllegal,
    is_won=lambda state: state.is_won, move_count=lambda state: state.moves,
    summary=lambda state: {"score": state.shown_score, "sequences": len(state.completed)}, solve=solve)
