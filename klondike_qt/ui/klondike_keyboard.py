"""Keyboard-only and screen-reader play of Klondike: what its keyboard has of
its own on :class:`~.keyboard_base.KeyboardBase` -- its cursor
(:mod:`..model.klondike_cursor`), tree (:mod:`..a11y.klondike_accessible`) and
:class:`~..a11y.klondike_narrator.KlondikeNarrator`, the stock that turns cards on Space, Enter
and N, and P for the waste."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..a11y import klondike_accessible as accessible
from ..a11y import messages as msg
from ..a11y.announcer import FOCUS
from ..a11y.klondike_narrator import KlondikeNarrator
from ..engine.cards import Card
from ..engine.klondike import COLUMNS, DRAW, STOCK, GameState, Move, Pile
from ..engine.klondike.advice import click_move
from ..model import klondike_cursor as cur
from ..model.klondike_cursor import Cursor
from ..model.klondike_model import KlondikeChange
from .commands import CommandWords, words
from .keyboard_base import CursorOps, KeyboardBase


class KlondikeKeyboard(KeyboardBase[GameState, Cursor]):
    """The Klondike keyboard cursor and the commands a keyboard player gives."""

    COMMANDS = frozenset({"focus_column_7", "focus_waste", "draw", "to_foundation", "auto_move", "say_waste_stock"})
    # Klondike's table: the stock, the waste and the four foundations in a top row over columns 1 to 7
    # (a game on Klondike's keyboard gives its own words: Yukon's table is not this one).
    WORDS: ClassVar[Mapping[str, CommandWords]] = {
        # QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
        #: Klondike's status-bar tip and F1 key-list line for "Card Above" (Up).
        "focus_up": words("", QT_TRANSLATE_NOOP(
            "Actions", "In a column, take more of the run; from the first face-up card, go to the pile above.")),
        #: Klondike's status-bar tip and F1 key-list line for "Card Below" (Down).
        "focus_down": words("", QT_TRANSLATE_NOOP(
            "Actions", "In a column, take less of the run; from the top row, go to the column beneath.")),
        #: Klondike's status-bar tip and F1 key-list line for "First Pile" (Home).
        "focus_first": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to the stock.")),
        #: Klondike's status-bar tip and F1 key-list line for "Last Pile" (End).
        "focus_last": words("", QT_TRANSLATE_NOOP("Actions", "Move the focus to column 7.")),
        #: Klondike's status-bar tip and F1 key-list line for "Pick Up / Put Down" (Space).
        "pick_or_drop": words("", QT_TRANSLATE_NOOP(
            "Actions", "Pick up the focused card with the cards on it, or put the held cards on the focused pile. "
            "On the stock: turn cards.")),
        #: Klondike's status-bar tip and F1 key-list line for "Say Game Info" (I).
        "say_info": words("", QT_TRANSLATE_NOOP(
            "Actions", "Say score, time, moves, cards in stock, passes left and whether the deal is still winnable.")),
    }
    NARRATOR: ClassVar[Callable[..., Any]] = KlondikeNarrator  # (a game on Klondike's keyboard names its own)
    MOVE_TYPE = Move
    ops: CursorOps[GameState, Cursor] = cur
    narrator: KlondikeNarrator
    tree: accessible.KlondikeTree

    def _first_cursor(self) -> Cursor:
        return Cursor(COLUMNS[0])

    def _attach_tree(self) -> accessible.KlondikeTree:
        return accessible.attach(self.view, lambda: self.state, self._focus, lambda: self.cursor.held, self._brief)

    def tab_pressed(self) -> None:
        self.narrator.say(msg.tab_hint(), kind=FOCUS)

    def _touched(self, change: KlondikeChange) -> tuple[Pile, ...]:
        touched = change.touched
        if change.transition is not None and change.transition.revealed_in is not None:
            touched = (*touched, change.transition.revealed_in)
        return touched

    def _clicked(self, pile: Pile, index: int | None) -> Cursor:
        if index is not None and (not pile.is_tableau or not self.state.is_face_up(
                self.state.pile_cards(pile)[index])):
            index = None
        return Cursor(pile, index, self.cursor.held, self.cursor.held_from)

    def _is_stock(self, pile: Any) -> bool:
        return pile is STOCK

    def focus_waste(self) -> None:
        """P: the playable waste card."""
        self.set_cursor(cur.waste(self.state, self.cursor))

    def draw(self) -> None:
        self.session.play(DRAW)

    def _drop(self, c: Cursor) -> bool:
        return bool(self.session.play(Move.to(c.held[0], c.pile)))

    def _click_move(self, card: Card) -> Move | None:
        return click_move(self.state, card)

    def _foundation_move(self, card: Card) -> Move:
        return Move.to_foundation(card)

    def _found(self, card: Card) -> Cursor | None:
        if not self.state.is_face_up(card):
            return None
        pile, index = self.state.locate(card)
        if not pile.is_tableau and index != len(self.state.pile_cards(pile)) - 1:
            return None
        return Cursor(pile, index if pile.is_tableau else None, self.cursor.held, self.cursor.held_from)
