"""Keyboard-only and screen-reader play of Yukon: Klondike's keyboard
(:class:`~.klondike_keyboard.KlondikeKeyboard`: Klondike's moves, piles and
drops) with Yukon's cursor (:mod:`..model.yukon_cursor`: no stock, no waste;
Up and Down over a column's face-up cards), tree, narrator and best move.
No stock: no N, no P, no U."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, cast

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..a11y import yukon_accessible
from ..a11y.yukon_narrator import YukonNarrator
from ..engine.cards import Card
from ..engine.klondike import COLUMNS, Move
from ..engine.yukon import YukonState, click_move
from ..model import yukon_cursor
from ..model.klondike_cursor import Cursor
from .commands import CommandWords, words
from .keyboard_base import CursorOps, KeyboardBase
from .klondike_keyboard import KlondikeKeyboard


class YukonKeyboard(KlondikeKeyboard):
    """The Yukon keyboard cursor and the commands a keyboard player gives."""

    COMMANDS = frozenset({"focus_column_7", "to_foundation", "auto_move"})
    # Yukon's table, not Klondike's: columns 1 to 7 and the four foundations stacked in a column at their
    # right (yukon_cursor); no stock, no waste, no top row.
    WORDS: ClassVar[Mapping[str, CommandWords]] = {
        # QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
        #: Yukon's status-bar tip and F1 key-list line for "Previous Pile" (Left). Yukon's four foundations
        #: stand one under the other in a column at the right of column 7.
        "focus_previous": words("", QT_TRANSLATE_NOOP(
            "Actions", "Move the focus to the previous column; from column 1, to the last foundation; from a "
            "foundation, to column 7.")),
        #: Yukon's status-bar tip and F1 key-list line for "Next Pile" (Right). Yukon's four foundations
        #: stand one under the other in a column at the right of column 7.
        "focus_next": words("", QT_TRANSLATE_NOOP(
            "Actions", "Move the focus to the next column; from column 7, to the first foundation; from a "
            "foundation, to column 1.")),
        #: Yukon's status-bar tip and F1 key-list line for "Card Above" (Up). Yukon's four foundations
        #: stand one under the other in a column at the right of column 7.
        "focus_up": words("", QT_TRANSLATE_NOOP(
            "Actions", "In a column, take one more face-up card; on the foundations, go to the foundation above.")),
        #: Yukon's status-bar tip and F1 key-list line for "Card Below" (Down). Yukon's four foundations
        #: stand one under the other in a column at the right of column 7.
        "focus_down": words("", QT_TRANSLATE_NOOP(
            "Actions", "In a column, take one card less; on the foundations, go to the foundation below.")),
        #: Yukon's status-bar tip and F1 key-list line for "First Pile" (Home).
        "focus_first": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to column 1.")),
        #: Yukon's status-bar tip and F1 key-list line for "Last Pile" (End): the lowest of the four
        #: foundations, which stand one under the other at the right of column 7.
        "focus_last": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to the last foundation, the lowest.")),
    }
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
