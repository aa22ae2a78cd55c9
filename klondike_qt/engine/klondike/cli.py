"""The engine's command line, a stable interface for tools and tests.

- ``deal N [--draw 1|3]`` prints the neutral deal JSON of deal ``N``;
- ``replay DEAL MOVES.txt [--draw 1|3]`` (DEAL: a neutral deal JSON file or a
  deal number) applies one move per line and prints
  ``{"legal": true, "won": …, "moves": …, "score": …}``, or exits 1 naming the
  first illegal move, its line and the reason;
- ``solve DEAL [--draw 1|3] [--time-limit S] [--jobs 1|2]`` searches the standard
  opening position of DEAL with full information (``--jobs 2``, the default on a
  machine with two cores: both phases side by side, see
  :class:`~klondike_qt.engine.klondike.solver.SolverPool`) and prints
  ``{"result": "solved|unsolvable|unknown", "moves": [...], "seconds": …}``;
  ``solve --jsonl FILE`` solves every deal of a JSON-lines file (one neutral deal
  object with an ``"id"`` per line) and prints one result line per deal;
- ``--game freecell``, ``--game spider --suits 1|2|4``, ``--game yukon`` and ``--game golf`` give the same three
  commands for the other games, in their rule books' JSON and notation
  (:mod:`.variants_cli`).

Unreadable input gives a clear message on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .. import variants_cli
from ..deal import check_deal_number
from ..files import InputError, read_input_text, read_json_input, read_jsonl_deals
from .deal import deal_layout
from .moves import Move
from .notation import Layout, layout_from_json, layout_to_json, state_from_layout
from .rules import Rules
from .solver import Budget, solve
from .state import IllegalMove, apply

EXIT_ILLEGAL = 1
EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        raise InputError(message)


def load_deal(spec: str) -> tuple[Layout, int | None]:
    """A layout from a deal number or the path of a neutral deal JSON file."""
    # isdigit() would also pass "²", which int() refuses; a leading minus sign
    # ("-1") is a bad deal number, not a file name.
    if spec.strip().lstrip("+-").isdecimal():
        number = int(spec)
        try:
            check_deal_number(number)
        except ValueError as error:
            raise InputError(str(error)) from None
        return deal_layout(number), number
    return read_json_input(spec, "deal file", layout_from_json), None


def _game_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--draw", type=int, choices=(1, 3), default=1,
                        help="cards turned from the stock at a time (default 1)")
    parser.add_argument("--game", choices=("klondike", *variants_cli.GAMES), default="klondike",
                        help="the game (default klondike); FreeCell deals are Microsoft's")
    parser.add_argument("--suits", type=int, choices=(1, 2, 4), default=1,
                        help="Spider: the number of suits (default 1)")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="python -m klondike_qt.engine", description="Klondike engine tools.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    deal_cmd = commands.add_parser("deal", help="print the neutral deal JSON of a deal number")
    deal_cmd.add_argument("number", help="deal number")
    _game_options(deal_cmd)
    replay_cmd = commands.add_parser("replay", help="replay moves and report the result")
    replay_cmd.add_argument("deal", help="neutral deal JSON file, or a deal number")
    replay_cmd.add_argument("moves", help="text file, one move per line (draw, 7h>t6, Ah>f)")
    _game_options(replay_cmd)
    solve_cmd = commands.add_parser("solve", help="solve a deal with full information")
    solve_cmd.add_argument("deal", nargs="?", help="neutral deal JSON file, or a deal number")
    solve_cmd.add_argument("--jsonl", metavar="FILE",
                           help="solve every deal of a JSON-lines file (deal objects with an id)")
    solve_cmd.add_argument("--time-limit", type=float, default=10.0, metavar="S",
                           help="seconds per deal (default 10)")
    solve_cmd.add_argument("--jobs", type=int, choices=(1, 2), default=2,
                           help="2: the solver's two phases on two cores (default); 1: one core")
    _game_options(solve_cmd)
    return parser


def cmd_deal(args: argparse.Namespace) -> int:
    layout, _ = load_deal(args.number)
    print(json.dumps(layout_to_json(*layout)))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    layout, _ = load_deal(args.deal)
    lines = read_input_text(args.moves, "moves file").splitlines()
    state = state_from_layout(layout, Rules(draw=args.draw))
    for line_number, line in enumerate(lines, start=1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            move = Move.parse(text)
        except ValueError as error:
            raise InputError(f"{args.moves}:{line_number}: {error}") from None
        try:
            state = apply(state, move)
        except IllegalMove as error:
            print(json.dumps({"legal": False, "line": line_number, "move": text,
                              "reason": error.reason.value, "message": str(error)}))
            print(f"line {line_number}: {error}", file=sys.stderr)
            return EXIT_ILLEGAL
    print(json.dumps({"legal": True, "won": state.is_won, "moves": state.moves,
                      "score": state.score}))
    return 0


def _solve_layout(layout: Layout, draw: int, seconds: float, jobs: int) -> dict[str, object]:
    result = solve(state_from_layout(layout, Rules(draw=draw)), Budget(seconds=seconds, cores=jobs))
    return {"result": result.outcome.value, "moves": [str(move) for move in result.moves],
            "seconds": round(result.seconds, 3)}


def cmd_solve(args: argparse.Namespace) -> int:
    if args.time_limit is None or not args.time_limit > 0:
        raise InputError("--time-limit must be a positive number of seconds")
    if (args.deal is None) == (args.jsonl is None):
        raise InputError("give either a deal (file or number) or --jsonl FILE")
    if args.jsonl is not None:
        for deal_id, layout in read_jsonl_deals(args.jsonl, layout_from_json):
            line = {"id": deal_id}
            line.update(_solve_layout(layout, args.draw, args.time_limit, args.jobs))
            print(json.dumps(line), flush=True)
        return 0
    layout, _ = load_deal(args.deal)
    print(json.dumps(_solve_layout(layout, args.draw, args.time_limit, args.jobs)))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    handlers = {"deal": cmd_deal, "replay": cmd_replay, "solve": cmd_solve}
    try:
        args = build_parser().parse_args(argv)
        if args.game != "klondike":
            return variants_cli.HANDLERS[args.command](args)
        return handlers[args.command](args)
    except InputError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT

