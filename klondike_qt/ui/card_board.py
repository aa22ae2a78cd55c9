"""The board of a one-deck game (Klondike, FreeCell, Yukon): one item per
card, the same for every deal, and the held cards by name, on the board base
(:mod:`.board_base`)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from ..engine.cards import CARDS, Card
from ..model.settings import Settings
from .board_base import BoardBase
from .board_items import CardItem
from .board_layout import GeometryBase


class CardBoardBase[P, G: GeometryBase[Any]](BoardBase[P, G]):
    """A one-deck game's board: one item per card, the same for every deal, and
    the held cards by name."""

    def __init__(self, model: Any, settings: Settings, piles: tuple[P, ...], parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        super().__init__(model, settings, piles, parent, cache_dir=cache_dir)
        self._items: dict[Card, CardItem] = {}
        for card in CARDS:
            item = CardItem(card)
            self.scene().addItem(item)
            self._items[card] = item
        self._held: tuple[Card, ...] = ()

    def all_items(self) -> Sequence[CardItem]:
        return tuple(self._items.values())

    def _held_items(self) -> Sequence[CardItem]:
        return [self._items[card] for card in self._held]

    def card_item(self, card: Card) -> CardItem:
        """The scene item that draws ``card`` (the same one for every deal)."""
        return self._items[card]

    def card_scene_rect(self, card: Card) -> QRectF:
        return self.item_scene_rect(self._items[card])

    def _cards_rect(self, cards: Sequence[Card]) -> QRectF:
        return self._items_rect([self._items[card] for card in cards])

    def card_rect(self, card: Card) -> QRectF:
        """Where ``card`` is drawn, in view (widget) coordinates."""
        return self.mapFromScene(self.card_scene_rect(card)).boundingRect().toRectF()

    def set_held(self, cards: tuple[Card, ...]) -> None:
        """Show ``cards`` as picked up (lifted, amber glow); () puts them down."""
        old = self._held
        self._held = tuple(cards)
        if old != self._held:
            piles = {self._items[c].pile for c in old + self._held}
            for card in old + self._held:
                self._animator.cancel(self._items[card])
            for pile in piles:
                if pile is not None:
                    self._layout_pile(pile, animate=False)
        self._update_markers()

    def no_move_feedback(self, cards: tuple[Card, ...]) -> None:
        """``cards`` cannot move: they shake (animations off: an outline for a moment)."""
        self._no_move_items([self._items[card] for card in cards])
