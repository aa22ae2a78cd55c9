"""Card pictures: each SVG element rendered once per size and device pixel ratio.

Rendered pictures are also kept on disk (one folder per deck version and
size), so a start at a size seen before draws the first frame without parsing
the SVG at all. A missing, unreadable or wrongly sized file is rendered again.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import zlib
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..engine.cards import Card
from ..resource_files import read_resource

#: Size folders kept on disk per deck; older ones are removed.
KEEP_SIZES = 6


def card_element(card: Card) -> str:
    return f"card-{card.code}"


class CardPixmaps:
    """A pixmap cache over one SVG deck. Changing the size drops the old
    pictures from memory (a resize needs the new size only)."""

    def __init__(self, deck: str = "classic", cache_dir: Path | None = None) -> None:
        self._cache_dir = cache_dir
        self._renderer: QSvgRenderer | None = None
        self._data = b""
        self._version = ""
        self._deck = ""
        self._cache: dict[str, QPixmap] = {}
        self._unsaved: dict[str, QPixmap] = {}
        self._size = (0, 0, 1.0)
        self._touched = False
        self.set_deck(deck)

    @property
    def deck(self) -> str:
        return self._deck

    def set_deck(self, deck: str) -> None:
        if deck == self._deck:
            return
        try:
            data = read_resource("cards", f"{deck}.svg")
        except OSError:
            data = read_resource("cards", "classic.svg")
        self._data = data
        self._version = f"{zlib.crc32(data):08x}"
        self._renderer = None  # parsed when a picture is not on disk
        self._deck = deck
        self._cache.clear()
        self._unsaved.clear()

    def set_size(self, width: float, height: float, device_pixel_ratio: float) -> bool:
        """Use this card size (logical pixels); True if it changed."""
        key = (round(width * device_pixel_ratio), round(height * device_pixel_ratio),
               device_pixel_ratio)
        if key == self._size:
            return False
        self._size = key
        self._touched = False
        self._cache.clear()
        self._unsaved.clear()
        return True

    def pixmap(self, element: str) -> QPixmap:
        picture = self._cache.get(element)
        if picture is None:
            picture = self._from_disk(element)
            if picture is None:
                picture = self._render(element)
                self._unsaved[element] = picture
            self._cache[element] = picture
        return picture

    # -- disk -------------------------------------------------------------------------
    def _folder(self) -> Path | None:
        if self._cache_dir is None:
            return None
        width, height, ratio = self._size
        return self._cache_dir / f"{self._deck}-{self._version}-{width}x{height}@{ratio:g}"

    def _from_disk(self, element: str) -> QPixmap | None:
        folder = self._folder()
        if folder is None:
            return None
        path = folder / f"{element}.png"
        try:
            if not path.is_file():
                return None
        except OSError:
            # An unreadable cache (no permission, a file where a folder should be…):
            # the cache is optional, so it is left alone for the rest of the run.
            self._cache_dir = None
            return None
        picture = QPixmap()
        width, height, ratio = self._size
        if not picture.load(str(path)) or (picture.width(), picture.height()) != (width, height):
            return None
        picture.setDevicePixelRatio(ratio)
        if not self._touched:
            self._touched = True
            with contextlib.suppress(OSError):
                os.utime(folder)  # in use: pruning keeps the most recently used sizes
        return picture

    @property
    def has_unsaved(self) -> bool:
        return bool(self._unsaved)

    def save_pending(self) -> None:
        """Write the pictures rendered since the last save (call when idle)."""
        folder = self._folder()
        unsaved, self._unsaved = self._unsaved, {}
        if folder is None or not unsaved:
            return
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for element, picture in unsaved.items():
                temp = folder / f".{element}.png.tmp"
                if picture.save(str(temp), "PNG"):
                    os.replace(temp, folder / f"{element}.png")
            self._prune()
        except OSError:
            pass  # a cache: never worth an error

    def _prune(self) -> None:
        assert self._cache_dir is not None
        folders = sorted((p for p in self._cache_dir.iterdir() if p.is_dir()),
                         key=lambda p: p.stat().st_mtime, reverse=True)
        for old in folders[KEEP_SIZES:]:
            shutil.rmtree(old, ignore_errors=True)

    # -- rendering ---------------------------------------------------------------------
    def _render(self, element: str) -> QPixmap:
        if self._renderer is None:
            self._renderer = QSvgRenderer(QByteArray(self._data))
        width, height, ratio = self._size
        picture = QPixmap(max(1, width), max(1, height))
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if self._renderer.elementExists(element):
            self._renderer.render(painter, element, QRectF(0, 0, width, height))
        painter.end()
        picture.setDevicePixelRatio(ratio)
        return picture
