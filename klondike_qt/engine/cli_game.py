"""What the engine's command line needs of a game other than Klondike (its
``--game`` entry, :class:`CliGame`): each game's package provides one in its
``command`` module, and :mod:`.variants_cli` reads them from one table."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from dataclasses import dataclass

from .solving import Budget, SolveResult

__all__ = ["CliGame"]


@dataclass(frozen=True, slots=True)
class CliGame[S, M]:
    """One game's command-line entry.

    - ``deal(number, args)``: the opening position of a deal number (the
      options, such as Spider's ``--suits``, in ``args``), raising ValueError
      for a number that is not a deal;
    - ``from_json`` / ``to_json``: the rule book's deal JSON, in and out;
    - ``parse_move``: a move in the rule book's notation (ValueError if not);
    - ``play``: the position after a move, raising ``illegal`` (whose
      ``reason`` is an Enum) for a move the rules refuse;
    - ``summary``: the answer of ``replay`` after the last move, beyond
      ``legal``, ``won`` and ``moves``;
    - ``solve``: the game's solver (the one interface, :mod:`.solving`).
    """

    deal: Callable[[int, argparse.Namespace], S]
    from_json: Callable[[object], S]
    to_json: Callable[[S], dict[str, object]]
    parse_move: Callable[[str], M]
    play: Callable[[S, M], S]
    illegal: type[Exception]
    is_won: Callable[[S], bool]
    move_count: Callable[[S], int]
    summary: Callable[[S], dict[str, object]]
    solve: Callable[[S, Budget], SolveResult[M]]
