"""SpiderModel: the Spider game in progress, with the interface of Klondike's
:class:`~.klondike_model.KlondikeModel` (the game seam: see :mod:`.games`).

It is a :class:`~.model_base.GameModelBase` (the undo stack, the history, the
clock, the signals, the saves) over the engine's
:class:`~klondike_qt.engine.spider.SpiderState`; after every change it emits one
:class:`SpiderChange`. A move is one undo step with everything it did by
itself: a card turned up, a completed sequence removed; so is a dealt row.
The score is the rule book's (500, −1 per move, +100 per sequence) and an
undo costs a point too (:attr:`SpiderModel.undos`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine.rules import Scoring
from ..engine.spider import SpiderIllegal, SpiderMove, SpiderState, new_spider
from ..engine.spider.advice import hint_order, spider_status
from ..engine.spider.piles import PILES, SpiderPile, SpiderTransition, spider_transition
from ..engine.spider.savefile import SpiderSave, loads_spider
from ..engine.status import GameStatus
from .model_base import ChangeBase, GameModelBase, MoveCommand, StartScore, winnable_deals

if TYPE_CHECKING:
    from ..engine.solving import Solve
    from .settings import Settings


def winnable_list_of(suits: int) -> str:
    """The name of the list of ``suits``-suit deals the solver won
    (``resources/winnable/spider1.txt``, ``spider2.txt``, ``spider4.txt``)."""
    return f"spider{suits}"


def has_winnable_list(suits: int) -> bool:
    """Whether "winnable deals only" has deals to pick from with ``suits`` suits
    (a suit count whose list is missing or empty is dealt at random)."""
    return bool(winnable_deals(winnable_list_of(suits)))


@dataclass(frozen=True, slots=True, eq=False)
class SpiderChange(ChangeBase[SpiderState, SpiderTransition, SpiderPile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`):
    for an undo, ``transition`` is the move taken back and ``before`` the later position."""

    every_pile = PILES


class SpiderModel(GameModelBase[SpiderState, SpiderMove, SpiderTransition, SpiderSave]):
    """The Spider game in progress. Every player action goes through here."""

    game = "spider"
    #: A refused move raises this, naming the rule (:attr:`refused` carries it).
    illegal = SpiderIllegal
    change_type = SpiderChange
    move_type = SpiderMove
    save_type = SpiderSave

    def __init__(self, suits: int = 1, parent: QObject | None = None) -> None:
        self._undos = 0
        #: Whether this deal was picked with "winnable deals only" on while its number of suits
        #: has no list (so it is a random deal, maybe unwinnable): the status bar and the deal's
        #: announcement say so. A deal asked for by number is the player's own choice, and a
        #: restored game does not know: neither says anything.
        self.unlisted = False
        self._unlisted_pick: int | None = None  # the suits of the last pick that found no list
        super().__init__(new_spider(1, suits), 1, parent)

    def _apply(self, state: SpiderState, move: SpiderMove) -> SpiderState:
        return state.apply(move)

    def _status_of(self, state: SpiderState) -> GameStatus:
        return spider_status(state)

    def _transition(self, before: SpiderState, move: SpiderMove, after: SpiderState) -> SpiderTransition:
        return spider_transition(before, move, after)

    # -- what the views read ------------------------------------------------
    @property
    def suits(self) -> int:
        return self._state.suits

    @property
    def undos(self) -> int:
        """How many moves were taken back in this game (each costs a point)."""
        return self._undos

    @property
    def score(self) -> int:
        """The rule book's score, shown never below 0: 500, −1 per move and per undo, +100 per sequence."""
        return max(self._state.score - self._undos, 0)

    # -- games ------------------------------------------------------------------
    def new_game(self, deal_number: int | None = None, suits: int | None = None,
                 opening: SpiderState | None = None) -> None:
        """Deal deal ``deal_number`` with ``suits`` suits (the current number
        when None), or the given opening position."""
        if opening is None:
            if deal_number is None:
                raise ValueError("a new game needs a deal number or an opening position")
            opening = new_spider(deal_number, self.suits if suits is None else suits)
        self._deal(deal_number, opening)

    def deal_new(self, deal_number: int, variant: int | None, settings: Settings | None,
                 start_score: StartScore) -> None:
        if variant is None:  # the setting's suits (else the game's)
            variant = int(settings.spider_suits) if settings is not None else self.suits
        self.unlisted, self._unlisted_pick = self._unlisted_pick == variant, None
        self.new_game(deal_number, variant)

    def pick_deal(self, settings: Settings | None) -> int:
        number = super().pick_deal(settings)  # it reads the list of the setting's suits once
        self._unlisted_pick = int(settings.spider_suits) if settings is not None and self.picked_unlisted else None
        return number

    def winnable_list(self, settings: Settings) -> str | None:
        return winnable_list_of(int(settings.spider_suits))  # the next deal's suits (the menu sets them first)

    def goes_on_from(self, saved: object, variant: int | None) -> bool:
        return isinstance(saved, SpiderSave) and variant in (None, saved.suits)  # other suits: a new deal

    def hint_order(self) -> list[SpiderMove]:
        return list(hint_order(self._state))

    def solver(self) -> Solve:
        # Pure Python: it searches in the helper process, away from the GUI thread.
        from ..engine.searches import in_helper  # loaded after the window shows

        return in_helper("spider")

    def variant(self) -> int:
        return self.suits

    def scoring(self) -> Scoring:
        return Scoring.STANDARD

    def record_score(self) -> int:
        return self.score

    @staticmethod
    def read_save(text: str | bytes) -> SpiderSave:
        return loads_spider(text)

    def to_saved(self) -> SpiderSave:
        return SpiderSave(self._deal_number, self._initial, tuple(self._moves), self._position,
                          self.elapsed_ms(), self._undos)

    def _adopt(self, saved: SpiderSave) -> None:
        super()._adopt(saved)
        self._undos = saved.undos
        self.unlisted = False

    def _reset(self, state: SpiderState, moves: list[SpiderMove], position: int, elapsed_ms: int) -> None:
        super()._reset(state, moves, position, elapsed_ms)
        self._undos = 0

    # -- actions ------------------------------------------------------------------
    # (No foundations in Spider: no card goes up by "A", :meth:`move_safe_cards` is 0;
    # a completed sequence leaves by itself.)
    # (No finish in Spider, :meth:`finish_step` is always False: a completed sequence
    # leaves by itself.)

    def _on_undo(self, command: MoveCommand[SpiderState, SpiderMove, SpiderTransition]) -> None:
        if not self._quiet:
            self._undos += 1
        super()._on_undo(command)
