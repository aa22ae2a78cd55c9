"""The JSON the pool and its helper process speak (see :mod:`.helper` for the
messages): a position and a search's answer as plain JSON data."""

from __future__ import annotations

from typing import Any

from ...cards import Card
from ...solving import SolveResult, Verdict
from ..moves import Move
from ..rules import Rules
from ..state import GameState

__all__ = ["result_from_json", "result_to_json", "state_from_json", "state_to_json"]


def state_to_json(state: GameState) -> dict[str, Any]:
    """Everything the solver needs of a position, as JSON data."""
    return {
        "rules": state.rules.to_json(),
        "stock": [str(card) for card in state.stock],
        "waste": [str(card) for card in state.waste],
        "foundations": list(state.foundations),
        "tableau": [[str(card) for card in column] for column in state.tableau],
        "hidden": list(state.hidden),
        "passes": state.passes,
    }


def state_from_json(data: dict[str, Any]) -> GameState:
    """The position of :func:`state_to_json` (score and move count are not kept)."""
    clubs, diamonds, spades, hearts = (int(rank) for rank in data["foundations"])
    return GameState(
        rules=Rules.from_json(data["rules"]),
        stock=tuple(Card.parse(text) for text in data["stock"]),
        waste=tuple(Card.parse(text) for text in data["waste"]),
        foundations=(clubs, diamonds, spades, hearts),
        tableau=tuple(tuple(Card.parse(text) for text in column) for column in data["tableau"]),
        hidden=tuple(int(count) for count in data["hidden"]),
        passes=int(data["passes"]),
    )


def result_to_json(generation: int, result: SolveResult[Move]) -> dict[str, Any]:
    """The answer line of search ``generation``."""
    return {"solved": generation, "result": result.outcome.value,
            "moves": [str(move) for move in result.moves],
            "nodes": result.nodes, "seconds": result.seconds}


def result_from_json(data: dict[str, Any]) -> SolveResult[Move]:
    """The :class:`SolveResult` of an answer line (``ValueError``, ``KeyError``
    or ``TypeError`` if it is not one)."""
    return SolveResult(Verdict(data["result"]), tuple(Move.parse(text) for text in data["moves"]),
                       int(data["nodes"]), float(data["seconds"]))
