"""Announcements: the results of actions, sent to the screen reader.

:class:`Announcer` is the seam: the game talks to it, tests swap in a
:class:`RecordingAnnouncer`. Every announcement and every focus name is kept in
order (``history``, ``focus_log``) so a test — or the player, through the
history panel — can read them back.
"""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

#: How many announcements the history keeps.
HISTORY_LENGTH = 200
#: Notification objects used in turn by the Orca-43 fallback.
NOTIFIERS = 4


@dataclass(frozen=True, slots=True)
class Announcement:
    text: str
    assertive: bool = False


class Announcer(Protocol):
    history: deque[Announcement]

    def announce(self, text: str, assertive: bool = False) -> None: ...

    def record_focus(self, name: str) -> None: ...


class RecordingAnnouncer(QObject):
    """Keeps announcements and focus names in order; speaks nothing.

    The base of :class:`QtAnnouncer` too, so the history panel and tests read
    the same record whichever announcer is installed.
    """

    #: Emitted with each :class:`Announcement` after it is recorded.
    announced = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.history: deque[Announcement] = deque(maxlen=HISTORY_LENGTH)
        #: Every announcement and focus name, in order: ("say", text) / ("focus", name).
        self.log: list[tuple[str, str]] = []
        self.focus_log: list[str] = []

    @property
    def texts(self) -> list[str]:
        return [a.text for a in self.history]

    @property
    def last(self) -> str | None:
        return self.history[-1].text if self.history else None

    def announce(self, text: str, assertive: bool = False) -> None:
        if not text:
            return
        item = Announcement(text, assertive)
        self.history.append(item)
        self.log.append(("say", text))
        if len(self.log) > 10 * HISTORY_LENGTH:
            del self.log[: HISTORY_LENGTH]
        self._send(item)
        self.announced.emit(item)

    def record_focus(self, name: str) -> None:
        self.focus_log.append(name)
        self.log.append(("focus", name))
        if len(self.focus_log) > 10 * HISTORY_LENGTH:
            del self.focus_log[: HISTORY_LENGTH]

    def clear_log(self) -> None:
        self.log.clear()
        self.focus_log.clear()

    def _send(self, item: Announcement) -> None:
        pass


class Notifier(QWidget):
    """The fallback channel for screen readers that ignore announcement events
    (Orca 43): a 1×1 widget exposed with role Notification whose name is set
    and which reports ObjectShow (the Orca scenarios of tests/a11y/README.md check it)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("a11y_notifier")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setGeometry(0, 0, 1, 1)
        self.setAccessibleName("")

    def notify(self, text: str) -> None:
        self.setAccessibleName(text)
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectShow))


def legacy_notify_default() -> bool:
    """The Orca-43 fallback is on by default under Linux only."""
    return sys.platform.startswith("linux")


class QtAnnouncer(RecordingAnnouncer):
    """Sends each announcement as a ``QAccessibleAnnouncementEvent`` from
    ``source`` (the board view) and, when ``legacy_notify`` is on (the Orca-43
    fallback), also through ``focus_channel`` — a description change of the
    focused card, which Orca 43 speaks as it is — or, when the board does not
    have the focus (the channel returns False), through a :class:`Notifier`
    (which Orca 43 reads as "notification …")."""

    def __init__(self, source: QWidget, legacy_notify: bool | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else source)
        self._source = source
        if legacy_notify is None:
            legacy_notify = legacy_notify_default()
        # A few notifiers used in turn: a screen reader reads a notifier's name
        # when it handles its ObjectShow, so two announcements in quick
        # succession through one notifier would lose the first.
        self._notifiers: list[Notifier] = []
        self._next = 0
        #: Speaks a text through the focused object; False when it cannot (set by the board's owner).
        self.focus_channel: Callable[[str], bool] | None = None
        self.set_legacy_notify(legacy_notify)

    @property
    def legacy_notify(self) -> bool:
        return bool(self._notifiers)

    def set_legacy_notify(self, on: bool) -> None:
        if on and not self._notifiers:
            self._notifiers = [Notifier(self._source.window()) for _ in range(NOTIFIERS)]
        elif not on and self._notifiers:
            for notifier in self._notifiers:
                notifier.deleteLater()
            self._notifiers = []

    def _send(self, item: Announcement) -> None:
        if not QAccessible.isActive():
            return
        event = QAccessibleAnnouncementEvent(self._source, item.text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if item.assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        if self._notifiers:
            if self.focus_channel is not None and self.focus_channel(item.text):
                return
            notifier = self._notifiers[self._next % len(self._notifiers)]
            self._next += 1
            notifier.notify(item.text)
