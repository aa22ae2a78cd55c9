"""The game seam of the model floor: which games there are, and what the
session, the statistics and the autosave ask of a game's model.

A game's model (Klondike's :class:`~.game_model.GameModel`, FreeCell's
:class:`~.freecell_model.FreeCellModel`) has ``play``/``undo``/``redo``, a
``state`` with ``key()``, a ``changed`` signal carrying one change per change
(``before``, ``after``, ``transition``, ``initiator``, ``status``,
``touched``), ``refused``, and the game flow the session drives
(``new_game``, ``restart``, ``restore``, ``to_saved``, ``move_safe_cards``,
``finish_step``). Spider plugs in the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoStack

from ..engine.status import GameStatus

if TYPE_CHECKING:
    from .game_model import Initiator


class Game(Enum):
    """The games one can play. The value is the name saves, statistics,
    settings and the command line use."""

    KLONDIKE = "klondike"
    FREECELL = "freecell"
    SPIDER = "spider"

    @staticmethod
    def parse(text: str) -> Game:
        """``klondike``, ``freecell`` or ``spider`` (any case).

        :raises ValueError: for another name.
        """
        try:
            return Game(text.strip().lower())
        except ValueError:
            raise ValueError(f"no game {text!r}: klondike, freecell or spider") from None


class Change(Protocol):
    """What a model's ``changed`` carries (Klondike's ``StateChange`` and
    FreeCell's ``FreeCellChange``)."""

    @property
    def before(self) -> Any: ...
    @property
    def after(self) -> Any: ...
    @property
    def transition(self) -> Any: ...
    @property
    def initiator(self) -> Initiator: ...
    @property
    def status(self) -> GameStatus: ...
    @property
    def touched(self) -> Sequence[object]: ...


class PlayModel(Protocol):
    """What the session, the tracker and the autosave need of a game's model."""

    game: str

    @property
    def changed(self) -> SignalInstance: ...
    @property
    def refused(self) -> SignalInstance: ...
    @property
    def undo_stack(self) -> QUndoStack: ...
    @property
    def state(self) -> Any: ...
    @property
    def status(self) -> GameStatus: ...
    @property
    def deal_number(self) -> int | None: ...
    @property
    def has_started(self) -> bool: ...
    @property
    def history(self) -> tuple[Any, ...]: ...
    describe_move: Callable[[Any], str] | None

    def elapsed_ms(self) -> int: ...
    def set_paused(self, paused: bool) -> None: ...
    def play(self, move: Any) -> bool: ...
    def undo(self) -> bool: ...
    def redo(self) -> bool: ...
    def restart(self) -> None: ...
    def to_saved(self) -> Any: ...
    def move_safe_cards(self) -> int: ...
    def finish_step(self) -> bool: ...
