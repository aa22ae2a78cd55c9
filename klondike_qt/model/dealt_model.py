"""The model of a game whose deal is its number alone and whose save is the
kernel's :class:`~klondike_qt.engine.savefile.GameSave` (FreeCell, Yukon,
TriPeaks, Golf, Pyramid): dealing, going on from a save, saving and reading a
save, written once. Klondike (rules, layouts, the Vegas balance) and Spider
(suits, the undo count) are :class:`~.model_base.GameModelBase` directly."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from ..engine.savefile import GameSave
from .model_base import GameModelBase, StartScore

if TYPE_CHECKING:
    from .settings import Settings


class DealtGameModel[S, M, T, V: GameSave[Any, Any]](GameModelBase[S, M, T, V]):
    """A game dealt by number alone (no variant), saved as a ``GameSave``.
    A game sets :attr:`dealer` (its engine's deal by number) and :attr:`save_type`."""

    #: The game's deal by number (``staticmethod(new_yukon)``).
    dealer: ClassVar[staticmethod[[int], Any]]
    save_type: ClassVar[type[GameSave[Any, Any]]]

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

    def goes_on_from(self, saved: object, variant: int | None) -> bool:
        return isinstance(saved, self.save_type)  # no variant: a save of the game goes on

    @classmethod
    def read_save(cls, text: str | bytes) -> Any:
        return cls.save_type.loads(text)

    def to_saved(self) -> V:
        return cast(V, self.save_type(self._deal_number, self._initial, tuple(self._moves), self._position,
                                      self.elapsed_ms()))
