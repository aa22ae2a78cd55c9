"""Klondike's board: a :class:`~.card_board.CardBoardBase` that draws the
:class:`~klondike_qt.model.game_model.GameModel`'s state: the stock (with its
counter), the waste and the four foundations over seven columns. Its mouse
events go to :mod:`.board_mouse`'s :class:`~.board_mouse.BoardMouse`, which
turns them into model calls; the view itself never changes the game.

Layout is in card units (see :mod:`.board_layout`), scaled so the table fills
the view. A model change re-lays out only the piles it touched; a card turned
up turns over as it lands.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from ..engine.cards import Card, Suit
from ..engine.klondike import ALL_PILES, STOCK, Move, Pile, PileKind
from ..model.game_model import GameModel, StateChange
from ..model.settings import Settings
from .board_base import FELT as FELT
from .board_base import HINT_MS as HINT_MS
from .board_base import NO_MOVE_MS as NO_MOVE_MS
from .board_base import WIN_BANNER_LINES as WIN_BANNER_LINES
from .board_items import CardItem, StockBadge
from .board_layout import BoardGeometry
from .board_mouse import BoardMouse
from .card_board import CardBoardBase

_PILE_Z = {PileKind.STOCK: 0, PileKind.WASTE: 100, PileKind.FOUNDATION: 200, PileKind.TABLEAU: 300}


class BoardView(CardBoardBase[Pile, BoardGeometry]):
    """Draws the Klondike game; passes mouse input to its :class:`.board_mouse.BoardMouse`."""

    #: The piles drawn, and the mouse: a game on Klondike's piles (Yukon) names its own.
    PILES: ClassVar[tuple[Pile, ...]] = ALL_PILES
    MOUSE: ClassVar[type[BoardMouse]] = BoardMouse

    def __init__(self, model: GameModel, settings: Settings, parent: QWidget | None = None, *,
                 cache_dir: Path | None = None) -> None:
        super().__init__(model, settings, self.PILES, parent, cache_dir=cache_dir)
        self._model: GameModel = model
        self._badge = StockBadge()
        self.scene().addItem(self._badge)
        self._mouse = self.MOUSE(self, model)
        model.changed.connect(self._on_change)

    def _make_geometry(self, width: float, height: float, zoom: float) -> BoardGeometry:
        return BoardGeometry(width, height, zoom)

    def _items_on(self, pile: Pile) -> list[CardItem]:
        return [self._items[card] for card in self._model.state.pile_cards(pile)]

    def _is_column(self, pile: Pile) -> bool:
        return pile.is_tableau

    # -- drawing the state ------------------------------------------------------
    def _layout_pile(self, pile: Pile, animate: bool, stagger_ms: int = 0) -> None:
        state = self._model.state
        cards = state.pile_cards(pile)
        positions = self._geometry.positions(state, pile)
        if pile.kind is PileKind.TABLEAU:
            face_down = state.hidden[pile.index - 1]
        elif pile.kind is PileKind.STOCK:
            face_down = len(cards)
        else:
            face_down = 0
        base = _PILE_Z[pile.kind] + (pile.index * 20 if pile.kind is not PileKind.STOCK else 0)
        for index, card in enumerate(cards):
            item = self._items[card]
            old_picture = item.pixmap()
            flipped = self._set_face(item, index >= face_down)
            item.pile = pile
            item.index = index
            self._place(item, positions[index], float(base + index), lifted=card in self._held, animate=animate,
                        delay_ms=stagger_ms * index, old_picture=old_picture if flipped else None)
        self._layout_slot(pile)

    def _layout_slot(self, pile: Pile) -> None:
        state = self._model.state
        if pile.kind is PileKind.STOCK:
            element = "empty-stock" if state.can_recycle and state.waste else "empty-stock-done"
            if state.stock:
                element = "empty-stock"
        elif pile.kind is PileKind.WASTE:
            element = "empty-waste"
        elif pile.kind is PileKind.FOUNDATION:
            element = f"empty-foundation-{'cdsh'[pile.index]}"
        else:
            element = "empty-column"
        self._show_slot(pile, element, not state.pile_cards(pile))

    def _after_layout_extra(self) -> None:
        self._layout_slot(STOCK)  # recycle or not depends on the waste too
        self._update_badge()

    def _update_badge(self) -> None:
        state = self._model.state
        w, h = self._geometry.card_size
        x, y = self._geometry.slot_px(STOCK)
        count = len(state.stock)
        text = str(count) if count else ""
        badge_h = max(14.0, h * 0.17)
        badge_w = badge_h * (1.6 if count >= 10 else 1.2)
        self._badge.set_badge(text, QRectF(x + w - badge_w - w * 0.06, y + h - badge_h - w * 0.06,
                                           badge_w, badge_h))

    def _lay_out_move(self, change: StateChange, animate: bool) -> None:
        assert change.transition is not None
        # Each pile once: the column a card turned up in is also the move's
        # source, and laying it out twice made the second glide replace the flip.
        piles = dict.fromkeys((*change.touched, change.transition.revealed_in))
        for touched in piles:
            if touched is not None:
                self._layout_pile(touched, animate)

    def _gather_for_deal(self) -> None:
        x, y = self._geometry.slot_px(STOCK)
        for item in self._items.values():
            self._set_face(item, False)  # dealt face down; the top cards turn over as they land
            item.setPos(x, y)

    def _win_rows(self) -> list[list[CardItem]]:
        """A row per suit, Ace to King."""
        return [[self._items[Card.of(rank, suit)] for rank in range(1, 14)] for suit in Suit]

    # -- markers (the keyboard engineer's interface) ------------------------------
    def pile_scene_rect(self, pile: Pile) -> QRectF:
        return QRectF(*self._geometry.pile_extent(self._model.state, pile))

    def _focus_rect(self, pile: Pile, index: int | None) -> QRectF:
        cards = self._model.state.pile_cards(pile)
        if not cards:
            return self.slot_scene_rect(pile)
        if index is None:
            return self.pile_scene_rect(pile)
        index = max(0, min(index, len(cards) - 1))
        if pile.kind in (PileKind.STOCK, PileKind.FOUNDATION):
            return self.card_scene_rect(cards[-1])
        return self._cards_rect(cards[index:])

    def _hint_rects(self, move: Move) -> list[QRectF]:
        state = self._model.state
        if move.card is None or move.target is None:
            return [self.slot_scene_rect(STOCK)]
        try:
            source, index = state.locate(move.card)
        except ValueError:
            return []
        cards = state.pile_cards(source)
        moving = cards[index:] if source.is_tableau else (move.card,)
        target_cards = state.pile_cards(move.target)
        target = self.card_scene_rect(target_cards[-1]) if target_cards else self.slot_scene_rect(move.target)
        return [self._cards_rect(moving), target]
