"""Card pictures: each SVG element rendered once per size and device pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine import Card
from ..resource_files import read_resource


def card_element(card: Card) -> str:
    return f"card-{card.code}"


class CardPixmaps:
    """A pixmap cache over one SVG deck. Changing the size drops the old
    pictures (a resize needs the new size only)."""

    def __init__(self, deck: str = "classic") -> None:
        self._renderer: QSvgRenderer | None = None
        self._deck = ""
        self._cache: dict[str, QPixmap] = {}
        self._size = (0, 0, 1.0)
        self.set_deck(deck)

    @property
    def deck(self) -> str:
        return self._deck

    def set_deck(self, deck: str) -> None:
        if deck == self._deck:
            return
        try:
            data = read_resource("cards", f"{deck}.svg")
        except (FileNotFoundError, OSError):
            data = read_resource("cards", "classic.svg")
        renderer = QSvgRenderer(QByteArray(data))
        self._renderer = renderer
        self._deck = deck
        self._cache.clear()

    def set_size(self, width: float, height: float, device_pixel_ratio: float) -> bool:
        """Use this card size (logical pixels); True if it changed."""
        key = (round(width * device_pixel_ratio), round(height * device_pixel_ratio),
               device_pixel_ratio)
        if key == self._size:
            return False
        self._size = key
        self._cache.clear()
        return True

    def pixmap(self, element: str) -> QPixmap:
        picture = self._cache.get(element)
        if picture is None:
            picture = self._render(element)
            self._cache[element] = picture
        return picture

    def _render(self, element: str) -> QPixmap:
        width, height, ratio = self._size
        picture = QPixmap(max(1, width), max(1, height))
        picture.fill(Qt.GlobalColor.transparent)
        assert self._renderer is not None
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self._renderer.elementExists(element):
            self._renderer.render(painter, element, QRectF(0, 0, width, height))
        painter.end()
        picture.setDevicePixelRatio(ratio)
        return picture
