"""Keyboard-only and screen-reader play of Yukon: Klondike's keyboard
(:class:`~.klondike_keyboard.KlondikeKeyboard`: Klondike's moves, piles and
drops) with Yukon's cursor (:mod:`..model.yukon_cursor`: no stock, no waste;
Up and Down over a column's face-up cards), tree, narrator and best move.
No stock: no N, no P, no U."""

from __future__ import annotations

from typing import Any, cast

from ..a11y import yukon_accessible
from ..a11y.yukon_narrator import YukonNarrator
from ..engine.cards import Card
from ..engine.klondike import COLUMNS, Move
from ..engine.yukon import YukonState, click_move
from ..model import yukon_cursor
from ..model.klondike_cursor import Cursor
from .keyboard_base import CursorOps, KeyboardBase
from .klondike_keyboard import KlondikeKeyboard


class YukonKeyboard(KlondikeKeyboard):
    """The Yukon keyboard cursor and the commands a keyboard player gives."""

    COMMANDS = frozenset({"to_foundation", "auto_move"})
    NARRATOR = YukonNarrator
    ops: CursorOps[Any, Cursor] = cast(CursorOps[Any, Cursor], yukon_cursor)
    tree: yukon_accessible.YukonTree

    @property
    def yukon(self) -> YukonState:
        return cast(YukonState, self.session.model.state)

    def _first_cursor(self) -> Cursor:
        return Cursor(COLUMNS[0])

    def _attach_tree(self) -> yukon_accessible.YukonTree:
        return yukon_accessible.attach(self.view, lambda: self.yukon, self._focus, lambda: self.cursor.held,
                                       self._brief)

    def tab_pressed(self) -> None:
        KeyboardBase.tab_pressed(self)  # the narrator's (Yukon's) words, not Klondike's

    def _click_move(self, card: Card) -> Move | None:
        return click_move(self.yukon, card)
