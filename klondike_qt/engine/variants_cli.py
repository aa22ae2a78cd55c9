"""The command line's commands for the other games (``--game freecell|spider|yukon|golf``):
the same ``deal``, ``replay`` and ``solve`` as Klondike's (:mod:`.cli`), in each
rule book's JSON and notation.

- ``deal N --game freecell`` prints Microsoft deal N; ``deal N --game spider
  --suits 1|2|4`` prints Spider deal N; ``deal N --game yukon``, Yukon deal N;
- ``replay DEAL MOVES.txt --game …`` (DEAL a number or a deal JSON file) prints
  ``{"legal": true, "won": …, "moves": …}`` (Spider adds ``score`` and
  ``sequences``, Yukon ``score``), or exits 1 naming the first illegal move and its rule;
- ``solve DEAL --game … [--time-limit S]`` prints ``{"result":
  "solved|unsolvable|unknown", "moves": [...], "seconds": …, "positions": …}``,
  every move of the line (the automatic ones too) in the rule book's notation;
  ``solve --jsonl FILE --game …`` does it for every deal of a JSON-lines file
  (the rule book's deal objects, each with an ``"id"``), one line out per deal
  with its ``"id"``, after checking every line of the file.

Each game's package gives its entry (a :class:`~.cli_game.CliGame`, in its
``command`` module); :data:`GAMES` is the table of them.
"""

from __future__ import annotations

import argparse
import json
import sys
from enum import Enum
from typing import Any

from .cli_game import CliGame
from .files import InputError, read_input_text, read_json_input, read_jsonl_deals
from .freecell.command import CLI as FREECELL
from .golf.command import CLI as GOLF
from .pyramid.command import CLI as PYRAMID
from .solving import Budget
from .spider.command import CLI as SPIDER
from .tripeaks.command import CLI as TRIPEAKS
from .yukon.command import CLI as YUKON

EXIT_ILLEGAL = 1

#: The games of ``--game`` besides Klondike, by name.
GAMES: dict[str, CliGame[Any, Any]] = {"freecell": FREECELL, "spider": SPIDER, "yukon": YUKON, "pyramid": PYRAMID,
                                       "tripeaks": TRIPEAKS, "golf": GOLF}


def load(args: argparse.Namespace, spec: str) -> object:
    """The opening position named by ``spec``: a deal number or a deal JSON file."""
    game = GAMES[args.game]
    if not spec.strip().lstrip("+-").isdecimal():
        return read_json_input(spec, "deal file", game.from_json)
    try:
        return game.deal(int(spec), args)
    except ValueError as error:
        raise InputError(f"{spec}: {error}") from None


def cmd_deal(args: argparse.Namespace) -> int:
    state = load(args, args.number)
    print(json.dumps(GAMES[args.game].to_json(state)))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    game = GAMES[args.game]
    state = load(args, args.deal)
    for line_number, line in enumerate(read_input_text(args.moves, "moves file").splitlines(), start=1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            move = game.parse_move(text)
        except ValueError as error:
            raise InputError(f"{args.moves}:{line_number}: {error}") from None
        try:
            state = game.play(state, move)
        except game.illegal as error:
            reason = getattr(error, "reason", None)
            print(json.dumps({"legal": False, "line": line_number, "move": text,
                              "reason": reason.value if isinstance(reason, Enum) else None,
                              "message": str(error)}))
            print(f"line {line_number}: {error}", file=sys.stderr)
            return EXIT_ILLEGAL
    out: dict[str, object] = {"legal": True, "won": game.is_won(state), "moves": game.move_count(state)}
    out.update(game.summary(state))
    print(json.dumps(out))
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    if args.time_limit is None or not args.time_limit > 0:
        raise InputError("--time-limit must be a positive number of seconds")
    if (args.deal is None) == (args.jsonl is None):
        raise InputError("give either a deal (file or number) or --jsonl FILE")
    game = GAMES[args.game]

    def solve(state: Any, seconds: float) -> dict[str, object]:
        result = game.solve(state, Budget(seconds=seconds))
        return {"result": result.outcome.value, "moves": [str(m) for m in result.moves],
                "seconds": round(result.seconds, 3), "positions": result.nodes}

    if args.jsonl is not None:
        for deal_id, state in read_jsonl_deals(args.jsonl, game.from_json):
            print(json.dumps({"id": deal_id, **solve(state, args.time_limit)}), flush=True)
        return 0
    print(json.dumps(solve(load(args, args.deal), args.time_limit)))
    return 0


HANDLERS = {"deal": cmd_deal, "replay": cmd_replay, "solve": cmd_solve}
