"""Keyboard-only and screen-reader play of FreeCell: what its keyboard has of
its own on :class:`~.keyboard_base.KeyboardBase` -- its cursor
(:mod:`..model.freecell_cursor`), tree and
:class:`~..a11y.freecell_narrator.FreeCellNarrator`, where a drop goes, and
its commands C (the free cells), X (to a free cell) and R (room to move)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..a11y.freecell_accessible import FreeCellTree, attach_freecell
from ..a11y.freecell_narrator import FreeCellNarrator
from ..engine.cards import Card
from ..engine.freecell import FOUNDATION, FreeCellMove, FreeCellState, Target
from ..engine.freecell.advice import click_move
from ..engine.freecell.piles import CELLS, locate_pile, move_to
from ..model import freecell_cursor as cur
from ..model.freecell_cursor import FreeCellCursor
from .commands import CommandWords, words
from .keyboard_base import CursorOps, KeyboardBase


class FreeCellKeyboard(KeyboardBase[FreeCellState, FreeCellCursor]):
    """The FreeCell keyboard cursor and the commands a keyboard player gives."""

    COMMANDS = frozenset({"focus_column_7", "focus_column_8", "focus_cells", "to_foundation", "to_cell", "auto_move", "auto_safe",
                          "say_room", "say_waste_stock"})
    WORDS: ClassVar[Mapping[str, CommandWords]] = {
        # QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
        #: FreeCell's status-bar tip and F1 key-list line for "First Pile" (Home).
        "focus_first": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to the first free cell.")),
        #: FreeCell's status-bar tip and F1 key-list line for "Last Pile" (End).
        "focus_last": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to column 8.")),
        #: FreeCell's status-bar tip and F1 key-list line for "Card Above" (Up): FreeCell's top row holds the
        #: four free cells over columns 1 to 4 and the four foundations over columns 5 to 8.
        "focus_up": words("", QT_TRANSLATE_NOOP(
            "Actions", "In a column, take one more card; from its first card, go to the free cell or foundation "
            "above.")),
        #: FreeCell's status-bar tip and F1 key-list line for "Card Below" (Down): FreeCell's top row holds the
        #: free cells and the foundations.
        "focus_down": words("", QT_TRANSLATE_NOOP(
            "Actions", "In a column, take one card less; from the top row, go to the column beneath, on the run at "
            "its top.")),
        #: FreeCell's name for "Say Waste and Stock" (key U): a Say menu item, a row in the F1 key list
        #: and in the key settings.
        "say_waste_stock": words(QT_TRANSLATE_NOOP("Actions", "Say Free Cells"),
                                 #: What FreeCell's "Say Free Cells" (U) does: status-bar tip, F1 key-list line.
                                 QT_TRANSLATE_NOOP("Actions", "Say what is in each free cell.")),
        #: FreeCell's status-bar tip and F1 key-list line for "Say Columns" (D).
        "say_columns": words("", QT_TRANSLATE_NOOP("Actions", "Say every column, from its bottom card to its top one.")),
        #: FreeCell's status-bar tip and F1 key-list line for "Say Last Move" (L): safe cards go up to the
        #: foundations by themselves after a move.
        "say_last_move": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say what the last move did, with the cards that went up by themselves.")),
        #: FreeCell's status-bar tip and F1 key-list line for "Say Game Info" (I).
        "say_info": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say time, moves, free cells and empty columns, and whether the deal can still be won.")),
    }
    NARRATOR = FreeCellNarrator
    MOVE_TYPE = FreeCellMove
    ops: CursorOps[FreeCellState, FreeCellCursor] = cur
    narrator: FreeCellNarrator
    tree: FreeCellTree

    def _first_cursor(self) -> FreeCellCursor:
        return cur.to_column(self.state, FreeCellCursor(CELLS[0]), 1)

    def _attach_tree(self) -> FreeCellTree:
        return attach_freecell(self.view, lambda: self.state, self._focus, lambda: self.cursor.held, self._brief)

    def _drop(self, c: FreeCellCursor) -> bool:
        return bool(self.session.play(move_to(self.state, c.held[0], c.pile)))

    def _click_move(self, card: Card) -> FreeCellMove | None:
        return click_move(self.state, card)

    def _foundation_move(self, card: Card) -> FreeCellMove:
        return FreeCellMove(card, FOUNDATION)

    def _found(self, card: Card) -> FreeCellCursor:
        pile, index = locate_pile(self.state, card)
        return FreeCellCursor(pile, index if pile.is_column else None, self.cursor.held, self.cursor.held_from)

    def focus_cells(self) -> None:
        """C: the first free cell; again, the next one."""
        self.set_cursor(cur.to_cells(self.state, self.cursor))

    def to_cell(self) -> None:
        card = self._acting_card()
        if card is None:
            self.narrator.no_card_here()
            return
        if not self.cursor.is_holding and self.cursor.pile.is_column and card is not self.state.columns[
                self.cursor.pile.number - 1][-1]:
            self.narrator.cell_takes_one(card)  # cards lie on it: the rule that matters is the cell's
            return
        self.session.play(FreeCellMove(card, Target.cell()))

    def say_room(self) -> None:
        self.narrator.say_room()
