"""The window's status bar: a message too long for the room beside the labels
ends in "…" where Qt's own bar would cut it off mid-word.

Every message (a refusal, an answer, a note) keeps its whole text as the bar's
``currentMessage()`` (what tests and the accessibility tree read) and as its
tooltip; only what is painted is shortened, to the room left of the permanent
labels (right of them in a right-to-left language), as ``QStatusBar`` lays it out.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QStatusBar, QStyle, QStyleOption, QWidget

#: QStatusBar's own margins around the message (qstatusbar.cpp, messageRect).
_LEFT, _RIGHT, _GAP = 6, 12, 2


class StatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self.messageChanged.connect(self.setToolTip)  # a message too long for the bar, whole

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        super().addPermanentWidget(widget, stretch or 0)
        self._permanent.append(widget)

    def message_rect(self) -> QRect:
        """Where the message is painted: the bar less the visible permanent labels."""
        shown = [widget for widget in self._permanent if widget.isVisible()]
        left, right = _LEFT, self.width() - _RIGHT
        if shown and self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            left = max(left, max(widget.geometry().right() + 1 for widget in shown) + _GAP)
        elif shown:
            right = min(right, min(widget.x() for widget in shown) - _GAP)
        return QRect(left, 0, max(0, right - left), self.height())

    def shown_message(self) -> str:
        """The message as painted: whole if it fits, else cut short with "…" (Qt's eliding)."""
        return self.fontMetrics().elidedText(self.currentMessage(), Qt.TextElideMode.ElideRight,
                                             self.message_rect().width())

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.currentMessage():
            super().paintEvent(event)
            return
        # QStatusBar.paintEvent with the message shortened: the panel, the frames of the
        # labels a message leaves in place, the message.
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        for widget in self._permanent:
            frame = widget.geometry().adjusted(-2, -1, 2, 1)
            if widget.isVisible() and event.rect().intersects(frame):
                item = QStyleOption()
                item.rect = frame
                item.palette = self.palette()
                self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, item, painter, widget)
        painter.setPen(self.palette().windowText().color())
        flags = int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextSingleLine)
        painter.drawText(self.message_rect(), flags, self.shown_message())
        painter.end()
