"""Keyboard-only and screen-reader play of TriPeaks: what its keyboard has of
its own on :class:`~.keyboard_base.KeyboardBase` -- its cursor
(:mod:`..model.tripeaks_cursor`: the rows of the peaks, the stock and the
waste), tree and :class:`~..a11y.tripeaks_narrator.TriPeaksNarrator`, where a
drop goes (only the waste takes a card), N (draw), P (the waste) and its own
words for the shared commands (Enter, the held card else the focused one onto
the waste, is :class:`~.waste_keyboard.OntoWasteKeyboard`'s)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..a11y import tripeaks_accessible
from ..a11y.tripeaks_narrator import TriPeaksNarrator
from ..engine.cards import Card
from ..engine.tripeaks import DRAW, TriPeaksState, WasteMove, click_move
from ..model import tripeaks_cursor as cur
from ..model.tripeaks_cursor import TriPeaksCursor
from ..model.tripeaks_model import ROWS, TriPeaksPile, WasteOnly
from .commands import CommandWords, words
from .waste_keyboard import OntoWasteKeyboard, WasteCursorOps


class TriPeaksKeyboard(OntoWasteKeyboard[TriPeaksState, TriPeaksCursor]):
    """The TriPeaks keyboard cursor and the commands a keyboard player gives."""

    # Keys 1 to 6: the four rows, the stock and the waste; no seventh place.
    COMMANDS = OntoWasteKeyboard.COMMANDS - {"focus_column_7"}
    WORDS: ClassVar[Mapping[str, CommandWords]] = {
        **OntoWasteKeyboard.WORDS,
        # QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
        #: TriPeaks' name for "Column 1" … "Column 4" (keys 1 to 4): a Play menu item, a row in the F1 key list.
        **{f"focus_column_{n}": words(name,
                                      #: What TriPeaks' "Row 1" … "Row 4" (keys 1 to 4) do: status-bar tip, F1 key-list line.
                                      QT_TRANSLATE_NOOP("Actions", "Move the focus to this row's best card to play, "
                                                                   "else its first free card; from a row with none, "
                                                                   "to the nearest row below (else above) that has "
                                                                   "one."))
           for n, name in enumerate((QT_TRANSLATE_NOOP("Actions", "Row 1"), QT_TRANSLATE_NOOP("Actions", "Row 2"),
                                     QT_TRANSLATE_NOOP("Actions", "Row 3"), QT_TRANSLATE_NOOP("Actions", "Row 4")),
                                    start=1)},
        #: TriPeaks' name for "Column 5" (key 5): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_column_5": words(QT_TRANSLATE_NOOP("Actions", "Go to the Stock"),
                                QT_TRANSLATE_NOOP("Actions", "Move the focus to the stock.")),
        #: TriPeaks' name for "Column 6" (key 6), as P: a Play menu item, a row in the F1 key list.
        "focus_column_6": words(QT_TRANSLATE_NOOP("Actions", "Go to the Waste"),
                                QT_TRANSLATE_NOOP("Actions", "Move the focus to the waste.")),
        #: TriPeaks' name for "Previous Pile" (Left): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_previous": words(QT_TRANSLATE_NOOP("Actions", "Previous Card"),
                                #: What TriPeaks' "Previous Card" (Left) does: status-bar tip, F1 key-list line.
                                QT_TRANSLATE_NOOP("Actions", "Move the focus to the previous card, row by row from "
                                                             "the peaks' tops, then the stock and the waste.")),
        #: TriPeaks' name for "Next Pile" (Right): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_next": words(QT_TRANSLATE_NOOP("Actions", "Next Card"),
                            #: What TriPeaks' "Next Card" (Right) does: status-bar tip, F1 key-list line.
                            QT_TRANSLATE_NOOP("Actions", "Move the focus to the next card, row by row from the "
                                                         "peaks' tops, then the stock and the waste.")),
        #: TriPeaks' name for "Card Above" (Up): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_up": words(QT_TRANSLATE_NOOP("Actions", "Row Above"),
                          #: What TriPeaks' "Row Above" (Up) does: status-bar tip, F1 key-list line.
                          QT_TRANSLATE_NOOP("Actions", "Move the focus to the nearest card of the row above; from "
                                                       "the stock or the waste, to the lowest row left.")),
        #: TriPeaks' name for "Card Below" (Down): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_down": words(QT_TRANSLATE_NOOP("Actions", "Row Below"),
                            #: What TriPeaks' "Row Below" (Down) does: status-bar tip, F1 key-list line.
                            QT_TRANSLATE_NOOP("Actions", "Move the focus to the nearest card of the row below; from "
                                                         "row 4, to the stock or the waste.")),
        #: TriPeaks' name for "First Pile" (key Home): a Play menu item, a row in the F1 key list and in the key settings.
        "focus_first": words(QT_TRANSLATE_NOOP("Actions", "Highest Card"),
                             #: What TriPeaks' "Highest Card" (Home) does: status-bar tip, F1 key-list line.
                             QT_TRANSLATE_NOOP("Actions", "Move the focus to the highest card left.")),
        #: TriPeaks' status-bar tip and F1 key-list line for "Last Pile" (End).
        "focus_last": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to the waste.")),
        #: TriPeaks' status-bar tip and F1 key-list line for "Pick Up / Put Down" (Space).
        "pick_or_drop": words("", QT_TRANSLATE_NOOP(
            "Actions", "Pick up the focused free card, or put the held card on the waste. On the stock: draw.")),
        #: TriPeaks' status-bar tip and F1 key-list line for "Turn Cards" (N).
        "draw": words("", QT_TRANSLATE_NOOP("Actions", "Turn the stock's next card onto the waste.")),
        #: TriPeaks' status-bar tip and F1 key-list line for "Go to the Waste" (P).
        "focus_waste": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to the waste.")),
        #: TriPeaks' name for "Say Foundations" (key T): a Say menu item, a row in the F1 key list and in the
        #: key settings (TriPeaks has no foundations: the cards go onto the waste).
        "say_foundations": words(QT_TRANSLATE_NOOP("Actions", "Say Waste"),
                                 #: What TriPeaks' "Say Waste" (T) does: status-bar tip, F1 key-list line.
                                 QT_TRANSLATE_NOOP("Actions", "Say the waste's card, what goes on it, and the stock.")),
        #: TriPeaks' status-bar tip and F1 key-list line for "Say Waste and Stock" (U).
        "say_waste_stock": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say the waste's card, what goes on it, and the stock.")),
        #: TriPeaks' name for "Say Columns" (key D): a Say menu item, a row in the F1 key list and in the key settings.
        "say_columns": words(QT_TRANSLATE_NOOP("Actions", "Say Rows"),
                             #: What TriPeaks' "Say Rows" (D) does: status-bar tip, F1 key-list line.
                             QT_TRANSLATE_NOOP("Actions", "Say the rows of the peaks: face-down cards counted, "
                                                          "free cards named.")),
        #: TriPeaks' status-bar tip and F1 key-list line for "Say Available Moves" (M).
        "say_moves": words("", QT_TRANSLATE_NOOP("Actions", "Say the free cards that fit the waste, and the draw.")),
        #: TriPeaks' status-bar tip and F1 key-list line for "Say Game Info" (I).
        "say_info": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say score, streak, what the next card earns, the cards left, and whether the deal can "
                       "still be won.")),
    }
    NARRATOR = TriPeaksNarrator
    DRAW = DRAW
    CLICK = staticmethod(click_move)
    ATTACH = staticmethod(tripeaks_accessible.attach)
    ops: WasteCursorOps[TriPeaksState, TriPeaksCursor] = cur
    narrator: TriPeaksNarrator
    tree: tripeaks_accessible.TriPeaksTree

    def _first_cursor(self) -> TriPeaksCursor:
        return cur.clamp(self.state, TriPeaksCursor(ROWS[3]))

    def _not_onto_waste(self, card: Card, pile: TriPeaksPile) -> WasteOnly:
        return WasteOnly(card, pile)

    def _found(self, card: Card) -> TriPeaksCursor | None:
        state = self.state
        index = state.index_of(card)
        if index is not None and state.is_free(index):
            row = (index >= 3) + (index >= 9) + (index >= 18)
            return TriPeaksCursor(ROWS[row], index - cur.row_places(row + 1)[0], self.cursor.held,
                                  self.cursor.held_from, self.cursor.held_at)
        if card == state.top:
            return cur.to_waste(state, self.cursor)
        return None

    def pick_or_drop(self) -> None:
        """Space: a face-down card is refused with what covers it; else as in every game."""
        c = self.cursor
        card = self.ops.focused_card(self.state, c)
        place = cur.focused_place(self.state, c)
        if not c.is_holding and card is not None and place is not None and not self.state.is_free(place):
            self.session.play(WasteMove(card))  # the engine's refusal: face down, under …
            return
        super().pick_or_drop()
