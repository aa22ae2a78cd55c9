"""The model the games whose cards leave the table share (Pyramid, TriPeaks,
Golf): a :class:`~.dealt_model.DealtGameModel` whose rules, status, hint
order and solver are its engine package's functions, named once as class
attributes, and whose score is the position's. A game's model keeps only its
piles, its change and transition types and what is truly its own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, cast

from PySide6.QtCore import QObject

from ..engine.rules import Scoring
from ..engine.savefile import GameSave
from ..engine.status import GameStatus
from .dealt_model import DealtGameModel

if TYPE_CHECKING:
    from ..engine.solving import Solve
    from .settings import Settings


@dataclass(frozen=True, slots=True)
class WastePile:
    """A pile of a waste game's table, as the views name it: ``kind`` "row"
    (Pyramid's and TriPeaks' rows, ``number`` from the top), "column" (Golf's,
    from the left), "stock" or "waste". Each game's piles are its own subclass
    (a Golf pile never equals a TriPeaks pile)."""

    kind: str
    number: int = 0

    @property
    def is_row(self) -> bool:
        return self.kind == "row"

    @property
    def is_column(self) -> bool:
        return self.kind == "column"

    @property
    def is_stock(self) -> bool:
        return self.kind == "stock"

    @property
    def is_waste(self) -> bool:
        return self.kind == "waste"


class Scored(Protocol):
    """A position that carries its score."""

    @property
    def score(self) -> int: ...


class WasteGameModel[S: Scored, M, T, V: GameSave[Any, Any]](DealtGameModel[S, M, T, V]):
    """A game of the waste family in progress. Every player action goes through here."""

    #: The engine's ``apply(state, move)`` (raises the game's :attr:`illegal`).
    rules: ClassVar[staticmethod[[Any, Any], Any]]
    #: The engine's status of a position (won, no moves left, …).
    status_rule: ClassVar[staticmethod[[Any], GameStatus]]
    #: The engine's hint order of a position.
    hints: ClassVar[staticmethod[[Any], list[Any]]]
    #: How the score counts in the statistics (Golf: strokes, no points scoring).
    points: ClassVar[Scoring] = Scoring.STANDARD
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(type(self).dealer(1), 1, parent)

    def _apply(self, state: S, move: M) -> S:
        return cast(S, type(self).rules(state, move))

    def _status_of(self, state: S) -> GameStatus:
        return type(self).status_rule(state)

    def hint_order(self) -> list[M]:
        return type(self).hints(self._state)

    def winnable_list(self, settings: Settings) -> str | None:
        return self.game  # resources/winnable/pyramid.txt, tripeaks.txt, golf.txt

    def solver(self) -> Solve:
        """The engine package's solver (``engine/<game>/solver.py``), loaded after the window
        shows; pure Python, it searches in the helper process, away from the GUI thread."""
        from ..engine.searches import in_helper

        return in_helper(self.game)

    def scoring(self) -> Scoring:
        return type(self).points

    def record_score(self) -> int:
        """The position's score (Golf's strokes: the cards left in the columns, or minus the stock left once won)."""
        return self._state.score


__all__ = ["WasteGameModel", "WastePile"]
