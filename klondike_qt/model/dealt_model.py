"""The model of a game whose deal is its number alone and whose save is the
kernel's :class:`~klondike_qt.engine.savefile.GameSave` (FreeCell, Yukon,
TriPeaks, Golf, Pyramid): dealing, going on from a save, saving and reading a
save, written once. Klondike (rules, layouts, the Vegas balance) and Spider
(suits, the undo count) are :class:`~.model_base.GameModelBase` directly."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..engine.savefile import GameSave
from ..engine.solving import Budget, Verdict
from .model_base import GameModelBase, StartScore

if TYPE_CHECKING:
    from ..engine.solving import Solve
    from .settings import Settings

#: "Winnable deals only" by the solver runs on the GUI thread as a new deal is
#: dealt: it tries at most this many deals, for at most this many seconds in
#: all, each for at most WINNABLE_TRY_SECONDS (``bench/waste_bench.py`` measures it).
WINNABLE_TRIES = 40
WINNABLE_SECONDS = 1.0
WINNABLE_TRY_SECONDS = 0.5


def pick_winnable(deal: Callable[[int], Any], solve: Solve, draw: Callable[[], int]) -> int:
    """A deal number from ``draw()`` whose opening ``deal(number)`` the solver
    wins; past :data:`WINNABLE_TRIES` deals or :data:`WINNABLE_SECONDS`, the
    last one drawn (a deal the solver could not decide in
    :data:`WINNABLE_TRY_SECONDS` is passed over). The number is the deal's own."""
    deadline = time.monotonic() + WINNABLE_SECONDS
    number = draw()
    for _ in range(WINNABLE_TRIES):
        left = deadline - time.monotonic()
        if left <= 0:
            break
        if solve(deal(number), Budget(seconds=min(left, WINNABLE_TRY_SECONDS)), None).outcome is Verdict.SOLVED:
            return number
        number = draw()
    return number


class DealtGameModel[S, M, T, V: GameSave[Any, Any]](GameModelBase[S, M, T, V]):
    """A game dealt by number alone (no variant), saved as a ``GameSave``.
    A game sets :attr:`dealer` (its engine's deal by number) and :attr:`save_type`."""

    #: The game's deal by number (``staticmethod(new_yukon)``).
    dealer: ClassVar[staticmethod[[int], Any]]
    save_type: ClassVar[type[GameSave[Any, Any]]]
    #: Whether "winnable deals only" deals what the game's solver wins
    #: (:func:`pick_winnable`: its searches are small; Pyramid, TriPeaks, Golf).
    winnable_by_solver: ClassVar[bool] = False

    def new_game(self, deal_number: int | None = None, opening: S | None = None) -> None:
        """Deal ``deal_number``, or the given opening position."""
        if opening is None:
            if deal_number is None:
                raise ValueError("a new game needs a deal number or an opening position")
            opening = type(self).dealer(deal_number)
        self._deal(deal_number, opening)

    def deal_new(self, deal_number: int, variant: int | None, settings: Settings | None,
                 start_score: StartScore) -> None:
        self.new_game(deal_number)

    def pick_deal(self, settings: Settings | None) -> int:
        """A random deal; with "winnable deals only" and :attr:`winnable_by_solver`, one the solver wins."""
        if settings is None or not settings.winnable_only or not self.winnable_by_solver:
            return super().pick_deal(settings)
        return pick_winnable(type(self).dealer, self.solver(), lambda: super(DealtGameModel, self).pick_deal(settings))

    def goes_on_from(self, saved: object, variant: int | None) -> bool:
        return isinstance(saved, self.save_type)  # no variant: a save of the game goes on

    @classmethod
    def read_save(cls, text: str | bytes) -> Any:
        return cls.save_type.loads(text)

    def to_saved(self) -> V:
        return cast(V, self.save_type(self._deal_number, self._initial, tuple(self._moves), self._position,
                                      self.elapsed_ms()))
