"""The scene's items: cards, empty-pile slots, the stock counter, and the
markers (focus ring, held glow, hint, banner). They only draw; the view
decides where they go."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QStyleOptionGraphicsItem, QWidget

from ..engine.cards import Card

Z_MARKER = 5000.0
Z_DRAG = 4000.0
Z_ANIMATING = 3000.0
#: Rings that go round cards at rest but under moving and dragged ones.
Z_UNDER_MOVING = Z_ANIMATING - 10


class CardItem(QGraphicsPixmapItem):
    """A card of the table, reused across deals (one a card in a one-deck game;
    in Spider's two decks, one a place). ``pile`` and ``index`` say where it lies
    (the game's pile; None: nowhere yet)."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self.face_up = False
        self.pile: Any = None
        self.index = 0
        self.target = QPointF()
        self.base_z = 0.0
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class SlotItem(QGraphicsPixmapItem):
    """The picture under an empty pile (and under the cards of a full one; any game's pile)."""

    def __init__(self, pile: Any) -> None:
        super().__init__()
        self.pile = pile
        self.setZValue(-1)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


class MarkerItem(QGraphicsItem):
    """Base for items that outline one or more rectangles (scene coordinates)."""

    def __init__(self) -> None:
        super().__init__()
        self.rects: list[QRectF] = []
        self.scale_px = 100.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_MARKER)
        self.hide()

    def set_rects(self, rects: list[QRectF], scale_px: float) -> None:
        self.prepareGeometryChange()
        self.rects = rects
        self.scale_px = scale_px
        self.setVisible(bool(rects))
        self.update()

    def margin(self) -> float:
        return self.scale_px * 0.12 + 8

    def boundingRect(self) -> QRectF:
        if not self.rects:
            return QRectF()
        box = QRectF(self.rects[0])
        for rect in self.rects[1:]:
            box = box.united(rect)
        m = self.margin()
        return box.adjusted(-m, -m, m, m)


def lying_over(ring: QRectF, cards: Iterable[tuple[float, QRectF]], reach: float = 0.0) -> list[QRectF]:
    """Where cards (their height, their place) would be drawn over by a focus ring round
    ``ring`` reaching ``reach`` beyond it, without being ringed themselves: cards lying
    over the ringed ones (the two over a covered card in Pyramid, the cards on a covered
    one in a Golf column) and cards beside them, left or right, within the ring's reach
    (the next column where the gap between columns is narrower than the ring, Spider at
    800×600). The ring passes under them, as the card does: drawn over them, it looked
    as if the covered card lay on top, and it hid the edge of the next column's card.
    Cards above or below that do not touch the ringed ones (Pyramid's rows two apart)
    are not among them: there the ring's top and bottom edges show."""
    inside = ring.adjusted(-0.5, -0.5, 0.5, 0.5)
    cards = list(cards)
    ringed = [z for z, rect in cards if inside.contains(rect)]
    if not ringed:
        return []
    lowest = min(ringed)
    drawn = ring.adjusted(-reach, 0.0, reach, 0.0)
    return [rect for z, rect in cards if not inside.contains(rect)
            and (z > lowest if rect.intersects(ring) else rect.intersects(drawn))]


class FocusRing(MarkerItem):
    """The keyboard focus: a white halo, a thick black ring and a white ring
    inside it, standing off the card edge, so it reads on the felt, on white
    faces, on backs and in high contrast (never colour alone). It lies over
    the cards it goes round and those under them, under the cards lying over
    or beside them (:func:`lying_over`), and under cards that move (a glide
    passes over it)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_UNDER_MOVING)
        #: Where cards lie over the ringed ones: the ring is not drawn there (it passes under them).
        self.covers: list[QRectF] = []

    def set_rects(self, rects: list[QRectF], scale_px: float, covers: Sequence[QRectF] = ()) -> None:
        self.covers = list(covers)
        super().set_rects(rects, scale_px)

    @staticmethod
    def widths(scale_px: float) -> tuple[float, float, float]:
        """The white halo's, the black ring's and the inner white ring's widths, outside in."""
        return max(2.0, scale_px * 0.022), max(4.0, scale_px * 0.05), max(3.0, scale_px * 0.032)

    @classmethod
    def reach(cls, scale_px: float) -> float:
        """How far beyond the ringed rectangle the ring is drawn."""
        return sum(cls.widths(scale_px))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.covers:
            shown = QPainterPath()
            shown.addRect(self.boundingRect())
            for rect in self.covers:
                hidden = QPainterPath()
                hidden.addRect(rect)
                shown = shown.subtracted(hidden)
            painter.setClipPath(shown)
        s = self.scale_px
        halo, dark, light = self.widths(s)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect in self.rects:
            def ring(offset: float, colour: str, width: float, rect: QRectF = rect) -> None:
                painter.setPen(QPen(QColor(colour), width))
                painter.drawPath(_rounded(rect.adjusted(-offset, -offset, offset, offset), s * 0.06 + offset))
            ring(light + dark + halo / 2, "#ffffff", halo)
            ring(light + dark / 2, "#000000", dark)
            ring(light / 2, "#ffffff", light)


#: The solid part of the held cards' amber glow, a share of the card scale: a focus ring
#: round the held cards goes round it, so that both show.
HELD_BAND = 0.08
#: The held cards' colour: their glow and their tab.
HELD_AMBER = "#ffb000"


class HeldGlow(MarkerItem):
    """What the keyboard player holds: an amber glow behind the lifted cards
    and an amber "lifted" tab above them (:class:`HeldTab`: clearly not the focus ring)."""

    def __init__(self) -> None:
        super().__init__()
        #: The tab, an item of its own over the focus ring (the board adds it to the scene).
        self.tab = HeldTab()

    def set_rects(self, rects: list[QRectF], scale_px: float) -> None:
        super().set_rects(rects, scale_px)
        self.tab.set_rects(rects, scale_px)

    def around(self, ring: QRectF) -> QRectF:
        """The focus ring's rectangle ``ring``, widened by the amber band where it goes
        round held cards: the ring then lies outside the glow instead of over it."""
        if not any(ring.intersects(rect) for rect in self.rects):
            return ring
        band = self.scale_px * HELD_BAND
        return ring.adjusted(-band, -band, band, band)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.scale_px
        amber = QColor(HELD_AMBER)
        for rect in self.rects:
            for step, alpha in ((HELD_BAND * 2, 50), (HELD_BAND * 1.5, 90), (HELD_BAND, 255)):
                glow = QColor(amber)
                glow.setAlpha(alpha)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(glow)
                painter.drawPath(_rounded(rect.adjusted(-s * step, -s * step, s * step, s * step), s * 0.12))
            # A dark edge between the glow and the cards keeps it visible on white faces.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#5a3c00"), max(1.5, s * 0.015)))
            band = s * HELD_BAND
            painter.drawPath(_rounded(rect.adjusted(-band, -band, band, band), s * 0.12))

    def margin(self) -> float:
        return self.scale_px * HELD_BAND * 2 + 8


class HeldTab(MarkerItem):
    """The held cards' "lifted" tab: an upward arrow on an amber disc above their
    top-right corner, over the focus ring (which would hide it) and under the
    cards that move."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_UNDER_MOVING + 0.5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.scale_px
        for rect in self.rects:
            radius = max(7.0, s * 0.11)
            centre = QPointF(rect.right() - radius * 0.2, rect.top() - radius * 0.2)
            painter.setBrush(QColor(HELD_AMBER))
            painter.setPen(QPen(QColor("#000000"), max(1.5, s * 0.015)))
            painter.drawEllipse(centre, radius, radius)
            arrow = QPainterPath()
            arrow.moveTo(centre + QPointF(0, -radius * 0.6))
            arrow.lineTo(centre + QPointF(radius * 0.55, radius * 0.1))
            arrow.lineTo(centre + QPointF(-radius * 0.55, radius * 0.1))
            arrow.closeSubpath()
            painter.setBrush(QColor("#000000"))
            painter.drawPath(arrow)
            painter.drawRect(QRectF(centre.x() - radius * 0.2, centre.y(), radius * 0.4, radius * 0.5))

    def margin(self) -> float:
        return self.scale_px * 0.25 + 8


class HintMarker(MarkerItem):
    """A hint: cyan dashed rings on the card to move and where it goes, joined by an arrow."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.scale_px
        width = max(3.0, s * 0.04)
        for colour, pen_width, style in (("#003040", width + 3, Qt.PenStyle.SolidLine),
                                         ("#00e5ff", width, Qt.PenStyle.DashLine)):
            pen = QPen(QColor(colour), pen_width, style)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for rect in self.rects:
                painter.drawPath(_rounded(rect.adjusted(-width, -width, width, width), s * 0.08))
        if len(self.rects) == 2:
            start = QPointF(self.rects[0].center().x(), self.rects[0].top() + s * 0.3)
            end = QPointF(self.rects[1].center().x(), self.rects[1].top() + s * 0.3)
            painter.setPen(QPen(QColor("#00e5ff"), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(start, end)
            painter.setBrush(QColor("#00e5ff"))
            direction = end - start
            length = max(1.0, (direction.x() ** 2 + direction.y() ** 2) ** 0.5)
            unit = direction / length
            normal = QPointF(-unit.y(), unit.x())
            head = QPainterPath()
            head.moveTo(end)
            head.lineTo(end - unit * s * 0.2 + normal * s * 0.1)
            head.lineTo(end - unit * s * 0.2 - normal * s * 0.1)
            head.closeSubpath()
            painter.drawPath(head)


class DropMarker(MarkerItem):
    """While dragging: a solid green ring on the pile that will take the cards
    (under the dragged cards, over the ones at rest)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_UNDER_MOVING + 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.scale_px
        width = max(3.0, s * 0.045)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect in self.rects:
            for colour, pen_width in (("#003a12", width + 3), ("#3ddc68", width)):
                painter.setPen(QPen(QColor(colour), pen_width))
                painter.drawPath(_rounded(rect.adjusted(-width, -width, width, width), s * 0.08))


class NoMoveMarker(MarkerItem):
    """A card that cannot move, clicked with animations off: a brief dashed red
    ring (with animations on the cards shake instead)."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_UNDER_MOVING + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.scale_px
        width = max(3.0, s * 0.04)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for rect in self.rects:
            for colour, pen_width, style in (("#3a0000", width + 3, Qt.PenStyle.SolidLine),
                                             ("#ff6b6b", width, Qt.PenStyle.DashLine)):
                painter.setPen(QPen(QColor(colour), pen_width, style))
                painter.drawPath(_rounded(rect.adjusted(-width, -width, width, width), s * 0.08))


class StockBadge(QGraphicsItem):
    """How many cards are left in the stock."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.rect = QRectF()
        self.setZValue(Z_MARKER - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_badge(self, text: str, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.rect = rect
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.setBrush(QColor(0, 0, 0, 215))
        radius = self.rect.height() / 2
        painter.drawRoundedRect(self.rect, radius, radius)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(9, int(self.rect.height() * 0.68)))
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


class Banner(QGraphicsItem):
    """A message panel over the board (ready to finish, no moves left, won),
    as tall as its text."""

    def __init__(self) -> None:
        super().__init__()
        self.kind = ""
        self.title = ""
        self.body = ""
        self.rect = QRectF()
        self._title_font = QFont()
        self._title_font.setBold(True)
        self._body_font = QFont()
        self.setZValue(Z_MARKER + 10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_message(self, kind: str, title: str, body: str, width: float, bottom: float,
                     centre_x: float, unit: float) -> None:
        """Place the panel ``width`` wide, centred on ``centre_x``, its bottom at ``bottom``;
        ``unit`` is the card width (fonts scale with the cards)."""
        self.prepareGeometryChange()
        self.kind, self.title, self.body = kind, title, body
        height = self.height_for(width, unit, body)
        self.rect = QRectF(centre_x - width / 2, bottom - height, width, height)
        self.show()
        self.update()

    def height_for(self, width: float, unit: float, body: str | int) -> float:
        """The panel's height for ``body`` (or for that many lines of body text)."""
        self._title_font.setPixelSize(max(16, int(unit * 0.28)))
        self._body_font.setPixelSize(max(13, int(unit * 0.16)))
        pad = self._body_font.pixelSize()
        title_h = QFontMetricsF(self._title_font).height() * 1.3
        metrics = QFontMetricsF(self._body_font)
        if isinstance(body, int):
            body_h = metrics.lineSpacing() * body
        else:
            body_h = metrics.boundingRect(QRectF(0, 0, width - 4 * pad, 10_000),
                                          int(Qt.TextFlag.TextWordWrap), body).height()
        return title_h + body_h + 2 * pad

    def clear(self) -> None:
        self.kind = ""
        self.hide()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect
        pad = self._body_font.pixelSize()
        painter.setPen(QPen(QColor("#ffd54a"), 3))
        painter.setBrush(QColor(10, 20, 14, 235))
        painter.drawRoundedRect(rect, pad, pad)
        inner = rect.adjusted(2 * pad, pad, -2 * pad, -pad)
        painter.setFont(self._title_font)
        painter.setPen(QColor("#ffd54a"))
        title_h = QFontMetricsF(self._title_font).height() * 1.3
        painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), title_h),
                         Qt.AlignmentFlag.AlignCenter, self.title)
        painter.setFont(self._body_font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(inner.left(), inner.top() + title_h, inner.width(), inner.height() - title_h),
                         Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                         self.body)
