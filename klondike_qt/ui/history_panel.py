"""The on-screen, keyboard-reachable history of recent announcements
(Ctrl+Shift+H): a dock with a list, newest last; Escape goes back to the board."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import suppress

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDockWidget, QListWidget, QMainWindow, QWidget

from ..a11y import messages as msg
from ..a11y.announcer import Announcement, RecordingAnnouncer


class HistoryList(QListWidget):
    """Keeps the keys a list needs for itself, so the game's single-key
    shortcuts (arrows, letters, Escape) do not fire while it has the focus."""

    def __init__(self, board: QWidget | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._board = board
        self.setObjectName("announcement_history")
        self.setAccessibleName(msg.history_title())
        self.setWordWrap(True)

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent)
                and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)):
            event.accept()
            return True
        return super().event(event)

    def set_board(self, board: QWidget) -> None:
        """Where Escape goes: the board of the game in play."""
        self._board = board

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self._board is not None:
            self._board.setFocus(Qt.FocusReason.ShortcutFocusReason)
            return
        super().keyPressEvent(event)


#: Lines the panel keeps (and the window keeps for each game left).
PANEL_LINES = 200


class HistoryPanel(QDockWidget):
    """One dock per window. It shows the game in play's announcements: when
    the window switches games it follows the new game's announcer and shows
    what was said in that game (``earlier``: before it was left), never the
    game left's lines."""

    def __init__(self, window: QWidget, announcer: RecordingAnnouncer, earlier: Sequence[str] = ()) -> None:
        super().__init__(msg.history_title(), window)
        self.setObjectName("announcement_history_dock")
        self.list = HistoryList(getattr(window, "view", None), self)
        self.setWidget(self.list)
        self.setFocusProxy(self.list)
        self._announcer: RecordingAnnouncer | None = None
        self.follow(announcer, earlier, None)

    def follow(self, announcer: RecordingAnnouncer, earlier: Sequence[str] = (),
               board: QWidget | None = None) -> None:
        """Show ``announcer``'s game: ``earlier`` lines, then what it has said and says."""
        if announcer is self._announcer:
            return
        if self._announcer is not None:
            with suppress(RuntimeError, TypeError):  # already deleted with its game
                self._announcer.announced.disconnect(self._add)
        self._announcer = announcer
        if board is not None:
            self.list.set_board(board)
        self.list.clear()
        for text in list(earlier)[-PANEL_LINES:]:
            self.list.addItem(text)
        for item in announcer.history:
            self._add(item)
        announcer.announced.connect(self._add)
        self.list.scrollToBottom()

    def _add(self, item: Announcement) -> None:
        self.list.addItem(item.text)
        while self.list.count() > PANEL_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()


def show_history(window: QWidget, announcer: RecordingAnnouncer,
                 panel: HistoryPanel | None = None) -> HistoryPanel:
    """Show the panel (creating it the first time; the window's one panel
    otherwise, following ``announcer``'s game) and put the focus on the newest line."""
    if panel is None:
        panel = window.findChild(HistoryPanel, "announcement_history_dock")
    earlier_of = getattr(window, "history_before", None)
    earlier: Sequence[str] = earlier_of() if callable(earlier_of) else ()
    if panel is None:
        panel = HistoryPanel(window, announcer, earlier)
        if isinstance(window, QMainWindow):
            window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, panel)
    else:
        panel.follow(announcer, earlier, getattr(window, "view", None))
    panel.show()
    panel.raise_()
    panel.list.setFocus(Qt.FocusReason.ShortcutFocusReason)
    if panel.list.count():
        # Made current while the list has the focus, so the item itself is
        # reported to the screen reader (not only the list).
        panel.list.setCurrentRow(-1)
        panel.list.setCurrentRow(panel.list.count() - 1)
    return panel
