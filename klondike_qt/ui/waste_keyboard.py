"""The keyboard the games whose cards leave the table share (Pyramid,
TriPeaks, Golf), on :class:`~.keyboard_base.KeyboardBase`: N draws (the
game's draw), P goes to the waste (its cursor's ``to_waste``), U says the
waste and the stock. :class:`OntoWasteKeyboard` is TriPeaks' and Golf's: a
card goes only onto the waste (put down anywhere else, the game's refusal is
said), a click or F is the card onto the waste, Space or Enter on the stock
draws, and Enter plays the held card, else the focused one, as in every game
(accessibility.md: "the focused card (or what is held)")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..engine.cards import Card
from ..engine.waste import WasteMove
from ..model.cursor_base import CursorBase
from .commands import CommandWords, words
from .keyboard_base import CursorOps, KeyboardBase

# The words TriPeaks' and Golf's keyboards share (each game's ``WORDS`` start with them).
ONTO_WASTE_WORDS: Mapping[str, CommandWords] = {
    # QT_TRANSLATE_NOOP with a literal context: lupdate extracts these texts.
    #: TriPeaks' and Golf's status-bar tip and F1 key-list line for "Play Card" (Enter).
    "send_best": words("", QT_TRANSLATE_NOOP("Actions", "Play the card you hold onto the waste, else the "
                                                        "focused card.")),
}


class WasteCursorOps[S, C](CursorOps[S, C], Protocol):
    """A waste game's cursor functions: every game's, and the waste (P)."""

    def to_waste(self, state: S, cursor: C, /) -> C: ...


class WasteKeyboard[S, C: CursorBase[Any]](KeyboardBase[S, C]):
    """The keyboard of a game with a stock and one waste: N, P and U."""

    COMMANDS = frozenset({"focus_column_7", "draw", "focus_waste", "say_waste_stock"})
    #: The game's draw (N): the stock's next card onto the waste.
    DRAW: ClassVar[object]
    ops: WasteCursorOps[S, C]

    def draw(self) -> None:
        """N: the stock's next card onto the waste (the game's refusal when it cannot)."""
        self.session.play(self.DRAW)

    def focus_waste(self) -> None:
        """P: the waste."""
        self.set_cursor(self.ops.to_waste(self.state, self.cursor))


class OntoWasteKeyboard[S, C: CursorBase[Any]](WasteKeyboard[S, C]):
    """TriPeaks' and Golf's keyboard: every card goes onto the waste."""

    WORDS = ONTO_WASTE_WORDS
    MOVE_TYPE = WasteMove
    #: The engine's move for a click on a card (``click_move(state, card)``).
    CLICK: ClassVar[staticmethod[[Any, Card], WasteMove | None]]
    #: The game's accessible tree's ``attach(view, state, focus, held)``.
    ATTACH: ClassVar[staticmethod[..., Any]]

    def _attach_tree(self) -> Any:
        return type(self).ATTACH(self.view, lambda: self.state, self._focus, lambda: self.cursor.held)

    def _not_onto_waste(self, card: Card, pile: Any) -> Exception:
        """The game's refusal of ``card`` put down on ``pile``, not the waste (said with its rule)."""
        raise NotImplementedError

    def _drop(self, c: C) -> bool:
        """Space on the waste plays the held card; anywhere else it is refused with the rule."""
        card = c.held[0]
        if c.pile.is_waste:
            return bool(self.session.play(WasteMove(card)))
        self.session.model.refused.emit(self._not_onto_waste(card, c.pile))
        return False

    def _best_move(self) -> WasteMove | None:
        """Enter: the held card onto the waste, else the focused one (wherever the focus is, as in
        every game: what is held is played first); a refused one says why in the rule's words (a
        covered card, one that does not fit, the waste's own card)."""
        card = self._acting_card()
        if card is None:
            self.narrator.no_card_here()
            return None
        return WasteMove(card)

    def _click_move(self, card: Card) -> WasteMove | None:
        return type(self).CLICK(self.state, card)

    def _foundation_move(self, card: Card) -> WasteMove:
        return WasteMove(card)  # (no foundations: "F" is not offered)

    def _is_stock(self, pile: Any) -> bool:
        return bool(pile.is_stock)


__all__ = ["ONTO_WASTE_WORDS", "OntoWasteKeyboard", "WasteCursorOps", "WasteKeyboard"]
