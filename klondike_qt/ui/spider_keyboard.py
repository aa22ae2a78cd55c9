"""Keyboard-only and screen-reader play of Spider: what its keyboard has of
its own on :class:`~.keyboard_base.KeyboardBase` -- its cursor
(:mod:`..model.spider_cursor`), tree and
:class:`~..a11y.spider_narrator.SpiderNarrator`, where a drop goes and its
best move. ``draw`` (N) deals a row; Space or Enter on the stock does too. The
completed sequences are a place to read (Left from column 1, Right from the
stock): nothing is taken from there, and nothing put there (a sequence goes by
itself)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..a11y.spider_accessible import Slot, SpiderTree, attach_spider
from ..a11y.spider_describe import find_first
from ..a11y.spider_narrator import SpiderNarrator
from ..engine.cards import Card
from ..engine.spider import DEAL, SpiderMove, SpiderState
from ..engine.spider.advice import click_move
from ..engine.spider.piles import COLUMNS, SpiderPile
from ..model import spider_cursor as cur
from ..model.spider_cursor import SpiderCursor
from ..model.spider_model import SpiderChange
from .commands import CommandWords, words
from .keyboard_base import CursorOps, KeyboardBase


class SpiderKeyboard(KeyboardBase[SpiderState, SpiderCursor]):
    """The Spider keyboard cursor and the commands a keyboard player gives."""

    COMMANDS = frozenset({"focus_column_7", "focus_column_8", "focus_column_9", "focus_column_10", "draw", "say_room",
                          "say_waste_stock"})
    WORDS: ClassVar[Mapping[str, CommandWords]] = {
        # QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
        #: Spider's status-bar tip and F1 key-list line for "First Pile" (Home).
        "focus_first": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to column 1.")),
        #: Spider's status-bar tip and F1 key-list line for "Last Pile" (End).
        "focus_last": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to the stock.")),
        #: Spider's status-bar tip and F1 key-list line for "Card Above" (Up): nothing lies above Spider's
        #: columns, so Up stays in its column.
        "focus_up": words("", QT_TRANSLATE_NOOP("Actions", "In a column, take one more face-up card.")),
        #: Spider's status-bar tip and F1 key-list line for "Card Below" (Down).
        "focus_down": words("", QT_TRANSLATE_NOOP("Actions", "In a column, take one card less.")),
        #: Spider's status-bar tip and F1 key-list line for "Pick Up / Put Down" (Space).
        "pick_or_drop": words("", QT_TRANSLATE_NOOP(
            "Actions", "Pick up the focused card with the same-suit run on it, or put the held cards on the focused "
            "column. On the stock: deal a row.")),
        #: Spider's name for "Turn Cards" (key N): a Play menu item, a toolbar button, a row in the
        #: F1 key list and in the key settings.
        "draw": words(QT_TRANSLATE_NOOP("Actions", "Deal a Row"),
                      #: What Spider's "Deal a Row" (N) does: status-bar tip, toolbar tooltip, F1 key-list line.
                      QT_TRANSLATE_NOOP(
            "Actions", "Deal one card from the stock onto each column (not while a column is empty).")),
        #: Spider's name for "Say Foundations" (key T): a Say menu item, a row in the F1 key list and in the
        #: key settings.
        "say_foundations": words(QT_TRANSLATE_NOOP("Actions", "Say Completed Sequences"),
                                 #: What Spider's "Say Completed Sequences" (T) does: status-bar tip, F1 key-list line.
                                 QT_TRANSLATE_NOOP(
            "Actions", "Say how many of the eight sequences are complete, and their suits.")),
        #: Spider's name for "Say Waste and Stock" (key U): a Say menu item, a row in the F1 key list and
        #: in the key settings.
        "say_waste_stock": words(QT_TRANSLATE_NOOP("Actions", "Say Stock"),
                                 #: What Spider's "Say Stock" (U) does: status-bar tip, F1 key-list line.
                                 QT_TRANSLATE_NOOP(
            "Actions", "Say how many rows are left in the stock and how many sequences are complete.")),
        #: Spider's name for "Say Room to Move" (key R): a Say menu item, a row in the F1 key list and in
        #: the key settings.
        "say_room": words(QT_TRANSLATE_NOOP("Actions", "Say Runs That Can Move"),
                          #: What Spider's "Say Runs That Can Move" (R) does: status-bar tip, F1 key-list line.
                          QT_TRANSLATE_NOOP(
            "Actions", "Say every run that can move now and where it can go, and whether a row can be dealt.")),
        #: Spider's status-bar tip and F1 key-list line for "Say Columns" (D).
        "say_columns": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say every column: its face-down count, then its same-suit runs.")),
        #: Spider's status-bar tip and F1 key-list line for "Say Game Info" (I).
        "say_info": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say score, time, moves, rows left, sequences complete and empty columns.")),
    }
    NARRATOR = SpiderNarrator
    MOVE_TYPE = SpiderMove
    FIND_SAYS_FOCUS = False
    ops: CursorOps[SpiderState, SpiderCursor] = cur
    narrator: SpiderNarrator
    tree: SpiderTree

    def _first_cursor(self) -> SpiderCursor:
        return cur.to_column(self.state, SpiderCursor(COLUMNS[0]), 1)

    def _attach_tree(self) -> SpiderTree:
        return attach_spider(self.view, lambda: self.state, self._focus, self._held_slots, self._brief)

    def _held_slots(self) -> frozenset[Slot]:
        c = self.cursor
        if not c.is_holding or c.held_from is None:
            return frozenset()
        column = self.state.columns[c.held_from.number - 1]
        start = len(column) - len(c.held)
        return frozenset((c.held_from, i) for i in range(start, len(column)))

    def _held_mark(self) -> tuple[SpiderPile, int] | None:
        held = self._held_slots()
        return (self.cursor.held_from, min(i for _, i in held)) if held and self.cursor.held_from else None

    def _touched(self, change: SpiderChange) -> tuple[SpiderPile, ...]:
        return change.touched

    def _edge_of(self, cursor: SpiderCursor) -> bool:
        return cursor.pile.is_column and bool(self.state.columns[cursor.pile.number - 1])

    def _is_stock(self, pile: Any) -> bool:
        return bool(pile.is_stock)

    def focus_stock(self) -> None:
        self.set_cursor(cur.to_stock(self.state, self.cursor))

    def draw(self) -> None:
        """N: deal a row (refused with its reason while a column is empty)."""
        if self.cursor.is_holding:
            self.cursor = cur.put_down(self.cursor)
            self._update_markers()
        self.session.play(DEAL)

    def _drop(self, c: SpiderCursor) -> bool:
        assert c.held_from is not None
        if c.pile.is_stock:
            self.narrator.no_place_for(c.held[0])
            return False
        if c.pile.is_completed:
            self.narrator.cant_onto_completed(c.held[0])
            return False
        column = self.state.columns[c.held_from.number - 1]
        return len(column) >= len(c.held) and bool(
            self.session.play(SpiderMove(c.held_from.number, c.held[0], c.pile.number)))

    def _best_move(self) -> SpiderMove | None:
        c = self.cursor
        if c.pile.is_completed and not c.is_holding:
            self.narrator.nothing_to_pick_up(c.pile)  # the sequences stay there
            return None
        source = c.held_from if c.is_holding and c.held_from is not None else c.pile
        column = self.state.columns[source.number - 1]
        index = len(column) - len(c.held) if c.is_holding else cur.focused_index(self.state, c)
        if index is None:
            self.narrator.no_card_here()
            return None
        if not c.is_holding and self.narrator.broken_run(column[index:], source):
            return None
        move = click_move(self.state, source.number, index)
        if move is None:
            self.narrator.no_place_for(column[index])
        return move

    def _found(self, card: Card) -> SpiderCursor | None:
        where = find_first(self.state, card)
        if where is None:
            return None
        return SpiderCursor(COLUMNS[where[0] - 1], where[1], self.cursor.held, self.cursor.held_from)

    def say_room(self) -> None:
        self.narrator.say_room()
