"""The command line's FreeCell and Spider commands (``--game freecell|spider``):
the same ``deal``, ``replay`` and ``solve`` as Klondike's (:mod:`.cli`), in each
rule book's JSON and notation.

- ``deal N --game freecell`` prints Microsoft deal N; ``deal N --game spider
  --suits 1|2|4`` prints Spider deal N;
- ``replay DEAL MOVES.txt --game …`` (DEAL a number or a deal JSON file) prints
  ``{"legal": true, "won": …, "moves": …}`` (Spider adds ``score`` and
  ``sequences``), or exits 1 naming the first illegal move and its rule;
- ``solve DEAL --game … [--time-limit S]`` prints ``{"result":
  "solved|unsolvable|unknown", "moves": [...], "seconds": …, "positions": …}``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from . import freecell, spider
from .freecell import solver as freecell_solver
from .spider import solver as spider_solver

#: Reads an input file as text (``path``, what it is for the message), raising
#: the command line's own error for anything unreadable.
ReadText = Callable[[str, str], str]

EXIT_ILLEGAL = 1


def load(args: argparse.Namespace, spec: str, read_text: ReadText, error_type: type[Exception]
         ) -> freecell.FreeCellState | spider.SpiderState:
    """The opening position named by ``spec``: a deal number or a deal JSON file."""
    try:
        if spec.strip().lstrip("+-").isdecimal():
            number = int(spec)
            if args.game == "freecell":
                return freecell.new_freecell(number)
            return spider.new_spider(number, args.suits)
        data = json.loads(read_text(spec, "deal file"))
        if args.game == "freecell":
            return freecell.state_from_json(data)
        return spider.state_from_json(data)
    except json.JSONDecodeError as error:
        raise error_type(f"{spec}: not JSON: {error}") from None
    except ValueError as error:
        raise error_type(f"{spec}: {error}") from None


def cmd_deal(args: argparse.Namespace, read_text: ReadText, error_type: type[Exception]) -> int:
    state = load(args, args.number, read_text, error_type)
    data = freecell.state_to_json(state) if isinstance(state, freecell.FreeCellState) else spider.state_to_json(state)
    print(json.dumps(data))
    return 0


def cmd_replay(args: argparse.Namespace, read_text: ReadText, error_type: type[Exception]) -> int:
    state = load(args, args.deal, read_text, error_type)
    parse: Callable[[str], object] = (freecell.FreeCellMove.parse if isinstance(state, freecell.FreeCellState)
                                      else spider.SpiderMove.parse)
    for line_number, line in enumerate(read_text(args.moves, "moves file").splitlines(), start=1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        try:
            move = parse(text)
        except ValueError as error:
            raise error_type(f"{args.moves}:{line_number}: {error}") from None
        try:
            state = state.apply(move)  # type: ignore[arg-type]
        except (freecell.FreeCellIllegal, spider.SpiderIllegal) as error:
            print(json.dumps({"legal": False, "line": line_number, "move": text,
                              "reason": error.reason.value, "message": str(error)}))
            print(f"line {line_number}: {error}", file=sys.stderr)
            return EXIT_ILLEGAL
    out: dict[str, object] = {"legal": True, "won": state.is_won, "moves": state.moves}
    if isinstance(state, spider.SpiderState):
        out.update(score=state.shown_score, sequences=len(state.completed))
    print(json.dumps(out))
    return 0


def cmd_solve(args: argparse.Namespace, read_text: ReadText, error_type: type[Exception]) -> int:
    if args.jsonl is not None or args.deal is None:
        raise error_type(f"--game {args.game} solves one deal (a number or a deal file)")
    state = load(args, args.deal, read_text, error_type)
    if isinstance(state, freecell.FreeCellState):
        fc = freecell_solver.solve_freecell(state, seconds=args.time_limit)
        out = {"result": fc.outcome.value, "moves": [str(m) for m in fc.moves],
               "seconds": round(fc.seconds, 3), "positions": fc.positions}
    else:
        sp = spider_solver.solve_spider(state, max_positions=10**9, seconds=args.time_limit)
        out = {"result": sp.outcome.value, "moves": [str(m) for m in sp.moves],
               "seconds": round(sp.seconds, 3), "positions": sp.positions}
    print(json.dumps(out))
    return 0


HANDLERS = {"deal": cmd_deal, "replay": cmd_replay, "solve": cmd_solve}
