"""Keyboard-only and screen-reader play of Pyramid: what its keyboard has of
its own on :class:`~.keyboard_base.KeyboardBase` -- its cursor
(:mod:`..model.pyramid_cursor`: rows, the stock and the waste), tree and
narrator, and how a pair is made: Space picks a card and Space (or Enter)
on a second one removes the pair; Space or Enter on a king removes it; Enter
on a free card pairs it with the first free card that makes 13; N draws
(or turns the waste over); P goes to the waste; the digits 1 to 7 go to a row."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..a11y import pyramid_accessible
from ..a11y.pyramid_narrator import PyramidNarrator
from ..engine.cards import KING, Card
from ..engine.pyramid import DRAW, PyramidMove, PyramidState
from ..model import pyramid_cursor as cur
from ..model.pyramid_cursor import PyramidCursor
from ..model.pyramid_model import PYRAMID_ROWS, STOCK
from .commands import CommandWords, words
from .waste_keyboard import WasteCursorOps, WasteKeyboard

# QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
#: Pyramid's name for "Column 1" (key 1): a Play menu item, a row in the F1 key list and in the key settings.
ROW_NAMES = (QT_TRANSLATE_NOOP("Actions", "Row 1"),
             #: Pyramid's name for "Column 2" (key 2): a Play menu item, a row in the F1 key list and in the key settings.
             QT_TRANSLATE_NOOP("Actions", "Row 2"),
             #: Pyramid's name for "Column 3" (key 3): a Play menu item, a row in the F1 key list and in the key settings.
             QT_TRANSLATE_NOOP("Actions", "Row 3"),
             #: Pyramid's name for "Column 4" (key 4): a Play menu item, a row in the F1 key list and in the key settings.
             QT_TRANSLATE_NOOP("Actions", "Row 4"),
             #: Pyramid's name for "Column 5" (key 5): a Play menu item, a row in the F1 key list and in the key settings.
             QT_TRANSLATE_NOOP("Actions", "Row 5"),
             #: Pyramid's name for "Column 6" (key 6): a Play menu item, a row in the F1 key list and in the key settings.
             QT_TRANSLATE_NOOP("Actions", "Row 6"),
             #: Pyramid's name for "Column 7" (key 7): a Play menu item, a row in the F1 key list and in the key settings.
             QT_TRANSLATE_NOOP("Actions", "Row 7"))
#: What Pyramid's "Row 1" … "Row 7" (keys 1 to 7) do: status-bar tip, F1 key-list line.
ROW_TIP = QT_TRANSLATE_NOOP("Actions", "Move the focus to this row's first free card.")


class PyramidKeyboard(WasteKeyboard[PyramidState, PyramidCursor]):
    """The Pyramid keyboard cursor and the commands a keyboard player gives."""

    WORDS: ClassVar[Mapping[str, CommandWords]] = {
        # QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
        # Keys 1 to 7: "Row 1" … "Row 7" (ROW_NAMES), each with ROW_TIP.
        **{f"focus_column_{number}": words(name, ROW_TIP) for number, name in enumerate(ROW_NAMES, 1)},
        #: Pyramid's name for "Previous Pile" (key Left): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_previous": words(QT_TRANSLATE_NOOP("Actions", "Previous Card"),
                                #: What Pyramid's "Previous Card" (Left) does: status-bar tip, F1 key-list line.
                                QT_TRANSLATE_NOOP("Actions", "Move the focus to the card on the left in the row; "
                                                             "from the waste, to the stock.")),
        #: Pyramid's name for "Next Pile" (key Right): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_next": words(QT_TRANSLATE_NOOP("Actions", "Next Card"),
                            #: What Pyramid's "Next Card" (Right) does: status-bar tip, F1 key-list line.
                            QT_TRANSLATE_NOOP("Actions", "Move the focus to the card on the right in the row; "
                                                         "from the stock, to the waste.")),
        #: Pyramid's name for "Card Above" (key Up): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_up": words(QT_TRANSLATE_NOOP("Actions", "Row Above"),
                          #: What Pyramid's "Row Above" (Up) does: status-bar tip, F1 key-list line.
                          QT_TRANSLATE_NOOP("Actions", "Move the focus to the nearest card of the row above; "
                                                       "from the apex, to the stock.")),
        #: Pyramid's name for "Card Below" (key Down): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_down": words(QT_TRANSLATE_NOOP("Actions", "Row Below"),
                            #: What Pyramid's "Row Below" (Down) does: status-bar tip, F1 key-list line.
                            QT_TRANSLATE_NOOP("Actions", "Move the focus to the nearest card of the row below; "
                                                         "from the stock or the waste, to the apex.")),
        #: Pyramid's name for "First Pile" (key Home): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_first": words(QT_TRANSLATE_NOOP("Actions", "Start of Row"),
                             #: What Pyramid's "Start of Row" (Home) does: status-bar tip, F1 key-list line.
                             QT_TRANSLATE_NOOP("Actions", "Move the focus to the first card of the row.")),
        #: Pyramid's name for "Last Pile" (key End): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_last": words(QT_TRANSLATE_NOOP("Actions", "End of Row"),
                            #: What Pyramid's "End of Row" (End) does: status-bar tip, F1 key-list line.
                            QT_TRANSLATE_NOOP("Actions", "Move the focus to the last card of the row.")),
        #: Pyramid's status-bar tip and F1 key-list line for "Pick Up / Put Down" (Space).
        "pick_or_drop": words("", QT_TRANSLATE_NOOP(
            "Actions", "Pick the focused card, or remove it with the card you hold when they make 13. "
            "A king is removed at once.")),
        #: Pyramid's status-bar tip and F1 key-list line for "Play Card" (Enter).
        "send_best": words("", QT_TRANSLATE_NOOP(
            "Actions", "Remove the focused card with a free card that makes 13, or a king alone.")),
        #: Pyramid's name for "Turn Cards" (key N): a Play menu item and toolbar button, a row in the F1 key list.
        "draw": words(QT_TRANSLATE_NOOP("Actions", "Draw a Card"),
                      #: What Pyramid's "Draw a Card" (N) does: status-bar tip, toolbar tooltip, F1 key-list line.
                      QT_TRANSLATE_NOOP("Actions", "Turn the stock's top card onto the waste, or turn the waste "
                                                   "over when the stock is empty (three passes in all).")),
        #: Pyramid's name for "Say Columns" (key D): a Say menu item, a row in the F1 key list and in the key settings.
        "say_columns": words(QT_TRANSLATE_NOOP("Actions", "Say the Pyramid"),
                             #: What Pyramid's "Say the Pyramid" (D) does: status-bar tip, F1 key-list line.
                             QT_TRANSLATE_NOOP("Actions", "Say every row of the pyramid, its free cards marked.")),
        #: Pyramid's name for "Say Foundations" (key T): a Say menu item, a row in the F1 key list and in the key settings.
        "say_foundations": words(QT_TRANSLATE_NOOP("Actions", "Say Removed Cards"),
                                 #: What Pyramid's "Say Removed Cards" (T) does: status-bar tip, F1 key-list line.
                                 QT_TRANSLATE_NOOP("Actions", "Say how many cards are removed and left in the pyramid.")),
        #: Pyramid's status-bar tip and F1 key-list line for "Say Waste and Stock" (U).
        "say_waste_stock": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say the stock's top card and count, the waste's top card and the passes left.")),
        #: Pyramid's status-bar tip and F1 key-list line for "Say Game Info" (I).
        "say_info": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say score, time, moves, the stock, passes left and whether the deal can still be won.")),
    }
    NARRATOR = PyramidNarrator
    MOVE_TYPE = PyramidMove
    DRAW = DRAW
    ops: WasteCursorOps[PyramidState, PyramidCursor] = cur
    narrator: PyramidNarrator
    tree: pyramid_accessible.PyramidTree

    def _first_cursor(self) -> PyramidCursor:
        return cur.to_column(self.state, PyramidCursor(PYRAMID_ROWS[-1], 0), len(PYRAMID_ROWS))

    def _attach_tree(self) -> pyramid_accessible.PyramidTree:
        return pyramid_accessible.attach(self.view, lambda: self.state, self._focus, lambda: self.cursor.held,
                                         self._brief)

    def _found(self, card: Card) -> PyramidCursor | None:
        return cur.on_card(self.state, self.cursor, card)

    def _drop(self, c: PyramidCursor) -> bool:
        card = cur.focused_card(self.state, c)
        if card is None:
            self.narrator.no_card_here()
            return False
        return bool(self.session.play(PyramidMove.pair(c.held[0], card)))

    def pick_or_drop(self) -> None:
        """Space: pick the focused card; on a second card, remove the pair; on
        the card held, put it down; on a free king, remove it."""
        c = self.cursor
        card = cur.focused_card(self.state, c)
        if c.is_holding:
            if card is c.held[0]:
                self.cancel()
            elif not self._drop(c):
                self.cursor = c  # refused: still holding, the reason was said
            return
        if card is None:
            self.narrator.nothing_to_pick_up(c.pile)
        elif card.rank == KING and card in self.state.available():
            self.session.play(PyramidMove.king(card))  # a free king goes at once
        else:
            super().pick_or_drop()  # (a covered card is refused, as Enter refuses it: the narrator's broken_run)

    def _best_move(self) -> PyramidMove | None:
        """Enter: the pair with the focused card (holding), a king alone, a free
        card with its first partner; on the empty stock, turn the waste over."""
        state = self.state
        focused = cur.focused_card(state, self.cursor)
        if self.cursor.is_holding:
            held = self.cursor.held[0]
            if focused is not None and focused is not held:
                return PyramidMove.pair(held, focused)
            return self._click_move(held)
        if focused is None:
            if self.cursor.pile == STOCK:
                return DRAW
            self.narrator.no_card_here()
            return None
        return self._click_move(focused)

    def _click_move(self, card: Card) -> PyramidMove | None:
        state = self.state
        if card.rank == KING or card not in state.available():
            return PyramidMove.king(card)  # a king goes; a covered card: the refusal says what covers it
        partners = state.partners(card)
        if partners:
            return PyramidMove.pair(card, partners[0])
        self.narrator.no_place_for(card)
        return None
