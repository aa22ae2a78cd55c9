"""The command line's FreeCell and Spider commands (``--game freecell|spider``):
the same ``deal``, ``replay`` and ``solve`` as Klondike's (:mod:`.cli`), in each
rule book's JSON and notation.

- ``deal N --game freecell`` prints Microsoft deal N; ``deal N --game spider
  --suits 1|2|4`` prints Spider deal N;
- ``replay DEAL MOVES.txt --game …`` (DEAL a number or a deal JSON file) prints
  ``{"legal": true, "won": …, "moves": …}`` (Spider adds ``score`` and
  ``sequences``), or exits 1 naming the first illegal move and its rule;
- ``solve DEAL --game … [--time-limit S]`` prints ``{"result":
  "solved|unsolvable|unknown", "moves": [...], "seconds": …, "positions": …}``,
  every move of the line (the automatic ones too) in the rule book's notation;
  ``solve --jsonl FILE --game …`` does it for every deal of a JSON-lines file
  (the rule book's deal objects, each with an ``"id"``), one line out per deal
  with its ``"id"``, after checking every line of the file.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from . import freecell, spider
from .freecell import solver as freecell_solver
from .solving import Budget, SolveResult
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


def _solve(state: freecell.FreeCellState | spider.SpiderState, seconds: float) -> dict[str, object]:
    budget = Budget(seconds=seconds)
    result: SolveResult[object] = (
        freecell_solver.solve(state, budget) if isinstance(state, freecell.FreeCellState)
        else spider_solver.solve(state, budget))
    return {"result": result.outcome.value, "moves": [str(m) for m in result.moves],
            "seconds": round(result.seconds, 3), "positions": result.nodes}


def _read_jsonl(args: argparse.Namespace, read_text: ReadText, error_type: type[Exception]
                ) -> list[tuple[object, freecell.FreeCellState | spider.SpiderState]]:
    """Every deal of a JSON-lines file (deal objects of the rule book with an
    ``"id"``), all read and checked before any is solved."""
    path = args.jsonl
    deals: list[tuple[object, freecell.FreeCellState | spider.SpiderState]] = []
    for line_number, line in enumerate(read_text(path, "deal file").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as error:
            raise error_type(f"{path}:{line_number}: not JSON: {error}") from None
        if not isinstance(data, dict) or "id" not in data:
            raise error_type(f'{path}:{line_number}: each line needs a deal object with an "id"')
        deal = {key: value for key, value in data.items() if key != "id"}
        try:
            state = (freecell.state_from_json(deal) if args.game == "freecell"
                     else spider.state_from_json(deal))
        except ValueError as error:
            raise error_type(f"{path}:{line_number}: {error}") from None
        deals.append((data["id"], state))
    return deals


def cmd_solve(args: argparse.Namespace, read_text: ReadText, error_type: type[Exception]) -> int:
    if args.time_limit is None or not args.time_limit > 0:
        raise error_type("--time-limit must be a positive number of seconds")
    if (args.deal is None) == (args.jsonl is None):
        raise error_type("give either a deal (file or number) or --jsonl FILE")
    if args.jsonl is not None:
        for deal_id, state in _read_jsonl(args, read_text, error_type):
            print(json.dumps({"id": deal_id, **_solve(state, args.time_limit)}), flush=True)
        return 0
    print(json.dumps(_solve(load(args, args.deal, read_text, error_type), args.time_limit)))
    return 0


HANDLERS = {"deal": cmd_deal, "replay": cmd_replay, "solve": cmd_solve}
