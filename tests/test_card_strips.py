"""What a fan leaves of a covered card: its rank and its suit, in every deck.

A column covers each card but the strip of :data:`~klondike_qt.ui.board_layout.FAN_MIN`
at the least fan any game's layout chooses; a fanned waste (Klondike's draw 3)
covers all but its left :data:`~klondike_qt.ui.klondike_board.WASTE_FAN`. The card
pictures are rendered as the board renders them (:class:`CardPixmaps`) and the
visible strips compared in shape alone (ink, whatever its colour): no two cards
of the 52 may leave the same strip, so the ace of hearts is told from the ace
of diamonds and the king of spades from the king of clubs by the strip alone.
"""

from __future__ import annotations

import math
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from klondike_qt.engine.cards import CARDS, Card
from klondike_qt.model.settings import DECKS as DECK_CHOICES
from klondike_qt.ui.board_layout import CARD_H, FAN_MIN
from klondike_qt.ui.card_pixmaps import CardPixmaps, card_element
from klondike_qt.ui.klondike_board import WASTE_FAN

DECKS = [deck for deck in DECK_CHOICES if deck != "automatic"]
#: Card widths in pixels: an 800 × 600 window's, a laptop's, a large screen's.
WIDTHS = (60, 94, 150)


@pytest.fixture(scope="module")
def app():
    return QApplication.instance() or QApplication([])


def _ink(picture: QImage, width: int, height: int) -> tuple[int, int]:
    """The ink of the top-left ``width`` × ``height`` of a picture: a bitmask of
    its dark or coloured pixels (any suit colour), and how many pixels it covers."""
    strip = picture.copy(0, 0, width, height).convertToFormat(QImage.Format.Format_Grayscale8)
    line = strip.bytesPerLine()
    data = bytes(strip.constBits())
    mask = 0
    for y in range(height):
        row = data[y * line:y * line + width]
        for x, value in enumerate(row):
            if value < 170:
                mask |= 1 << (y * width + x)
    return mask, width * height


def _same_strips(deck: str, card_w: int, strip_w: int | None, strip_h: int | None) -> list[str]:
    pixmaps = CardPixmaps(deck)
    card_h = round(card_w * CARD_H)
    pixmaps.set_size(card_w, card_h, 1.0)
    width, height = strip_w or card_w, strip_h or card_h
    masks: dict[Card, int] = {}
    area = width * height
    for card in CARDS:
        masks[card], area = _ink(pixmaps.pixmap(card_element(card)).toImage(), width, height)
    least = max(4, area // 200)  # 0.5 % of the strip: a real difference, not antialiasing
    problems = []
    for i, a in enumerate(CARDS):
        for b in CARDS[i + 1:]:
            if (masks[a] ^ masks[b]).bit_count() < least:
                problems.append(f"{a} and {b}")
    return problems


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("card_w", WIDTHS)
def test_the_strip_a_column_leaves_shows_rank_and_suit(app, deck, card_w):
    """The strip above the next card at the least fan, rounded down as pixels are."""
    problems = _same_strips(deck, card_w, None, math.floor(FAN_MIN * card_w))
    assert not problems, f"{deck} at {card_w} px: same strip for {problems[:6]} ({len(problems)} pairs)"


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("card_w", WIDTHS)
def test_the_strip_a_fanned_waste_leaves_shows_rank_and_suit(app, deck, card_w):
    problems = _same_strips(deck, card_w, math.floor(WASTE_FAN * card_w), None)
    assert not problems, f"{deck} at {card_w} px: same strip for {problems[:6]} ({len(problems)} pairs)"

