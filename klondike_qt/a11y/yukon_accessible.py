"""Yukon's board as accessible objects: Klondike's tree (:class:`.klondike_accessible.KlondikeTree`)
on Yukon's piles (the columns, then the foundations: no stock, no waste), in
Yukon's words (:mod:`.yukon_narrator`: a face-up card is said with the cards
riding on it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from PySide6.QtWidgets import QWidget

from ..engine.cards import Card
from ..engine.klondike import Pile
from ..engine.yukon import YukonState
from ..model.yukon_model import YUKON_PILES
from . import messages
from .board_accessible import install
from .klondike_accessible import KlondikeTree
from .messages import yukon as ymsg
from .yukon_narrator import focus_text, pile_summary


class YukonTree(KlondikeTree):
    """Klondike's tree with Yukon's piles and words (YukonState has Klondike's queries)."""

    def __init__(self, view: QWidget, state: Callable[[], YukonState],
                 focus: Callable[[], tuple[Pile, int | None]],
                 held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> None:
        self.yukon = state
        super().__init__(view, cast(Any, state), focus, held, brief, piles=YUKON_PILES,
                         description=ymsg.yk_board_description)

    def pile_description(self, pile: Pile) -> str:
        return pile_summary(self.yukon(), pile)

    def item_name(self, key: Card, pile: Pile, index: int) -> str:
        state = self.yukon()
        if not state.is_face_up(key):
            return messages.face_down_card()
        return focus_text(state, pile, index, self.brief(), self.held())

    def place_name(self, pile: Pile) -> str:
        return focus_text(self.yukon(), pile, None, self.brief(), self.held())


def attach(view: QWidget, state: Callable[[], YukonState],
           focus: Callable[[], tuple[Pile, int | None]],
           held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> YukonTree:
    """Expose ``view`` as the accessible Yukon board and return its tree."""
    return install(YukonTree(view, state, focus, held, brief))
