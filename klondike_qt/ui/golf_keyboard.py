"""Keyboard-only and screen-reader play of Golf: what its keyboard has of its
own on :class:`~.keyboard_base.KeyboardBase` -- its cursor
(:mod:`..model.golf_cursor`: the columns, the waste and the stock), its tree
and :class:`~..a11y.golf_narrator.GolfNarrator`, and its commands N (draw),
P (the waste) and U (the waste and the stock). Enter plays the held card, else the
focused one, onto the waste (on the stock, draws); Space picks a column's top card
up and puts it down on the waste, as in the other games (the waste's card is never
picked up: every play goes onto it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..a11y.golf_accessible import GolfTree, attach_golf
from ..a11y.golf_narrator import GolfNarrator
from ..engine.cards import Card
from ..engine.golf import DRAW, GolfIllegalMove, GolfReason, GolfState, WasteMove, click_move
from ..model import golf_cursor as cur
from ..model.golf_cursor import GolfCursor
from ..model.golf_model import COLUMNS, GolfPile, locate_pile
from .commands import CommandWords, words
from .waste_keyboard import OntoWasteKeyboard, WasteCursorOps


class GolfKeyboard(OntoWasteKeyboard[GolfState, GolfCursor]):
    """The Golf keyboard cursor and the commands a keyboard player gives."""

    WORDS: ClassVar[Mapping[str, CommandWords]] = {
        **OntoWasteKeyboard.WORDS,
        # QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
        #: Golf's status-bar tip and F1 key-list line for "First Pile" (Home).
        "focus_first": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to column 1.")),
        #: Golf's status-bar tip and F1 key-list line for "Card Above" (Up).
        "focus_up": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to the card under it in the column; from "
                                                           "the waste or the stock, to a column's top card.")),
        #: Golf's status-bar tip and F1 key-list line for "Card Below" (Down).
        "focus_down": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus back towards the column's top card; "
                                                             "from the top card, to the waste.")),
        #: Golf's status-bar tip and F1 key-list line for "Last Pile" (End).
        "focus_last": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to the stock.")),
        #: Golf's status-bar tip and F1 key-list line for "Pick Up / Put Down" (Space).
        "pick_or_drop": words("", QT_TRANSLATE_NOOP(
            "Actions", "Pick up a column's top card, or put the held card on the waste; on the stock, draw.")),
        #: Golf's name for "Turn Cards" (N): a Play menu item, a row in the F1 key list and in the key settings.
        "draw": words(QT_TRANSLATE_NOOP("Actions", "Draw a Card"),
                      #: What Golf's "Draw a Card" (N) does: status-bar tip, F1 key-list line.
                      QT_TRANSLATE_NOOP("Actions", "Turn the stock's next card onto the waste (one pass).")),
        #: Golf's name for "Say Foundations" (key T): a Say menu item, a row in the F1 key list and in the key
        #: settings (the waste is where every card ends: Golf has no foundations of its own).
        "say_foundations": words(QT_TRANSLATE_NOOP("Actions", "Say Waste"),
                                 #: What Golf's "Say Waste" (T) does: status-bar tip, F1 key-list line.
                                 QT_TRANSLATE_NOOP(
            "Actions", "Say the waste's card, what fits it and the cards left in the stock.")),
        #: Golf's status-bar tip and F1 key-list line for "Say Waste and Stock" (U).
        "say_waste_stock": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say the waste's card, what fits it and the cards left in the stock.")),
        #: Golf's status-bar tip and F1 key-list line for "Say Columns" (D).
        "say_columns": words("", QT_TRANSLATE_NOOP("Actions", "Say every column, from its top card down.")),
        #: Golf's status-bar tip and F1 key-list line for "Say Available Moves" (M).
        "say_moves": words("", QT_TRANSLATE_NOOP("Actions", "Say the columns' top cards that fit the waste now.")),
        #: Golf's status-bar tip and F1 key-list line for "Say Game Info" (I).
        "say_info": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say the score in strokes, the cards left in the stock, the time, and whether the deal "
                       "can still be won.")),
    }
    NARRATOR = GolfNarrator
    DRAW = DRAW
    CLICK = staticmethod(click_move)
    ATTACH = staticmethod(attach_golf)
    ops: WasteCursorOps[GolfState, GolfCursor] = cur
    narrator: GolfNarrator
    tree: GolfTree

    def _first_cursor(self) -> GolfCursor:
        return GolfCursor(COLUMNS[0])

    def _not_onto_waste(self, card: Card, pile: GolfPile) -> GolfIllegalMove:
        return GolfIllegalMove(GolfReason.ONLY_ONTO_WASTE, WasteMove(card), card, column=pile.number)

    def _found(self, card: Card) -> GolfCursor | None:
        pile, index = locate_pile(self.state, card)
        if pile.is_stock:
            return None  # the stock's order is not the player's to see
        return GolfCursor(pile, index if pile.is_column else None)
