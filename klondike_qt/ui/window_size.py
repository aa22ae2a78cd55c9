"""The main window's size at a first start: a share of the screen it opens on."""

from __future__ import annotations

from PySide6.QtCore import QSize

#: The window's size at a first start when the screen's size is not known.
FIRST_SIZE = QSize(1100, 780)
#: A first start's window takes this share of the screen's free area...
FIRST_SHARE = 0.8
#: ...and at least this much of it, where the screen holds that.
FIRST_LEAST = QSize(800, 600)
#: The title bar and borders, which resize() does not count.
FRAME = QSize(40, 60)
#: The window's own minimum.
LEAST = QSize(480, 380)


def first_size(available: QSize | None) -> QSize:
    """The first start's window size: :data:`FIRST_SHARE` of the screen's free
    area (at least :data:`FIRST_LEAST`), never more than that area holds with the
    window frame, so that no column or status bar starts off screen, and never
    below the window's minimum."""
    if available is None or available.isEmpty():
        return FIRST_SIZE
    room = available - FRAME
    share = QSize(round(available.width() * FIRST_SHARE), round(available.height() * FIRST_SHARE))
    return share.expandedTo(FIRST_LEAST).boundedTo(room).expandedTo(LEAST)
