"""The toolbar's own icons (resources/icons/toolbar/, made by tools/make_icons.py).

Always ours, on every desktop, so the toolbar looks the same with or without an
icon theme (Windows and macOS have none). Each icon is a one-colour line
drawing in ``currentColor``; it is drawn when Qt asks, in the colour the
palette gives button text (the disabled colour for a disabled button), so it
has the text's contrast in light, dark and high-contrast palettes and follows
a palette change at once.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QIconEngine, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..resource_files import read_resource

#: The toolbar's freedesktop icon names (ui/main_window.py's TOOLBAR) → our icon files.
TOOLBAR_ICON_FILES = {
    "document-new": "new-deal",
    "view-refresh": "restart",
    "edit-undo": "undo",
    "edit-redo": "redo",
    "dialog-information": "hint",
    "go-down": "deal-row",
}
_COLOUR_ATTRIBUTE = b'color="#000000"'


def icon_colour(mode: QIcon.Mode, palette: QPalette | None = None) -> QColor:
    """The colour an icon is drawn in: the palette's button text (disabled, or
    highlighted text for a selected icon)."""
    palette = palette or QGuiApplication.palette()
    if mode is QIcon.Mode.Disabled:
        return palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    if mode is QIcon.Mode.Selected:
        return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.HighlightedText)
    return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)


class PaletteSvgIconEngine(QIconEngine):
    """Draws one ``currentColor`` SVG in the palette's colour for the icon's mode."""

    def __init__(self, svg: bytes) -> None:
        super().__init__()
        if _COLOUR_ATTRIBUTE not in svg:
            raise ValueError("not a toolbar icon: no color attribute to set")
        self._svg = svg
        self._renderers: dict[str, QSvgRenderer] = {}

    def _renderer(self, colour: QColor) -> QSvgRenderer:
        name = colour.name(QColor.NameFormat.HexArgb)
        renderer = self._renderers.get(name)
        if renderer is None:
            rgb = colour.name(QColor.NameFormat.HexRgb).encode("ascii")
            text = self._svg.replace(_COLOUR_ATTRIBUTE, b'color="' + rgb + b'"')
            if colour.alpha() < 255:  # colours of a palette may be translucent
                text = text.replace(b"<path ", f'<path stroke-opacity="{colour.alphaF():.3f}" '.encode("ascii"))
            renderer = QSvgRenderer(QByteArray(text))
            self._renderers[name] = renderer
        return renderer

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height())  # square, centred
        target = QRectF(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2, side, side)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._renderer(icon_colour(mode)).render(painter, target)
        painter.restore()

    def scaledPixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float) -> QPixmap:
        pixmap = QPixmap(max(1, round(size.width() * scale)), max(1, round(size.height() * scale)))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self.paint(painter, QRect(QPoint(0, 0), pixmap.size()), mode, state)
        painter.end()
        pixmap.setDevicePixelRatio(scale)
        return pixmap

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def clone(self) -> QIconEngine:
        return PaletteSvgIconEngine(self._svg)

    def key(self) -> str:
        return "klondike-qt-palette-svg"

    def isNull(self) -> bool:
        return False


def toolbar_icon(name: str) -> QIcon:
    """Our icon for a toolbar command, by its freedesktop name (``"edit-undo"``)."""
    return QIcon(PaletteSvgIconEngine(read_resource("icons", "toolbar", f"{TOOLBAR_ICON_FILES[name]}.svg")))
