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

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from .messages._text import capitalised

#: How many announcements the history keeps.
HISTORY_LENGTH = 200
#: Notification objects used in turn by the Orca-43 fallback.
NOTIFIERS = 4
#: Kinds of announcement for the queue policy (:class:`Pacer`): what a move or
#: a command did, where the focus is or why it stayed, an answer to a question.
RESULT, FOCUS, ANSWER = "result", "focus", "answer"
#: The pacer's guess of a screen reader's speed, characters per second
#: (NVDA's default rate is about 15; players who play fast speak faster).
CHARS_PER_SECOND = 18.0
#: The shortest time the pacer gives one announcement, milliseconds.
MIN_SPEAKING_MS = 250


@dataclass(frozen=True, slots=True, eq=False)
class Announcement:
    text: str
    assertive: bool = False
    kind: str = RESULT


class Announcer(Protocol):
    history: deque[Announcement]

    def announce(self, text: str, assertive: bool = False, kind: str = RESULT) -> None: ...

    def record_focus(self, name: str) -> None: ...


def speaking_ms(text: str, chars_per_second: float = CHARS_PER_SECOND) -> int:
    """About how long a screen reader takes to say ``text``."""
    return max(MIN_SPEAKING_MS, int(1000 * len(text) / chars_per_second))


class Pacer:
    """The queue policy for screen readers that queue announcements (NVDA
    through UIA, where Qt raises them with processing "All"/"ImportantAll",
    and VoiceOver): send one announcement, then hold the next ones until the
    first has had about the time to be spoken (:func:`speaking_ms`). While one
    waits, a newer announcement of the same kind supersedes it (only the
    latest move's result is worth hearing); different kinds (a result, the
    focus's words, an answer) each keep their own, so they do not swallow
    each other, and are sent in the order they came.

    Pure Python, driven by the caller: ``offer(item, now_ms)`` returns what
    to send now; ``due(now_ms)`` what to send when ``next_ms`` has passed.
    """

    def __init__(self, chars_per_second: float = CHARS_PER_SECOND) -> None:
        self.chars_per_second = chars_per_second
        self.busy_until = 0
        self.pending: dict[str, Announcement] = {}  # kind -> the latest unsent; insertion order = order to send
        self.superseded = 0

    @property
    def next_ms(self) -> int | None:
        return self.busy_until if self.pending else None

    def _start(self, item: Announcement, now_ms: int) -> Announcement:
        self.busy_until = now_ms + speaking_ms(item.text, self.chars_per_second)
        return item

    def offer(self, item: Announcement, now_ms: int) -> list[Announcement]:
        if now_ms >= self.busy_until and not self.pending:
            return [self._start(item, now_ms)]
        if item.kind in self.pending:
            self.superseded += 1
            del self.pending[item.kind]  # re-inserted at the end: it is the newest
        self.pending[item.kind] = item
        return self.due(now_ms)

    def due(self, now_ms: int) -> list[Announcement]:
        if not self.pending or now_ms < self.busy_until:
            return []
        kind = next(iter(self.pending))
        return [self._start(self.pending.pop(kind), now_ms)]

    def clear(self) -> None:
        """Drop what waits (the window was deactivated: it would be ignored)."""
        self.pending.clear()
        self.busy_until = 0


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
        #: The queue policy (:class:`Pacer`), or None: send each announcement at once.
        self.pacer: Pacer | None = None
        #: What was handed to the platform, in order (a :class:`Pacer` may hold or drop some).
        self.sent: deque[Announcement] = deque(maxlen=HISTORY_LENGTH)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._flush)

    def _now_ms(self) -> int:
        return int(self._clock.elapsed())

    def _schedule(self) -> None:
        if self.pacer is not None and self.pacer.next_ms is not None:
            self._timer.start(max(0, self.pacer.next_ms - self._now_ms()))

    def _flush(self) -> None:
        if self.pacer is None:
            return
        for ready in self.pacer.due(self._now_ms()):
            self._send(ready)
        self._schedule()

    @property
    def texts(self) -> list[str]:
        return [a.text for a in self.history]

    @property
    def last(self) -> str | None:
        return self.history[-1].text if self.history else None

    def announce(self, text: str, assertive: bool = False, kind: str = RESULT) -> None:
        if not text:
            return
        text = capitalised(text)  # a translation may start with a name's form ("%1{le} …")
        item = Announcement(text, assertive, kind)
        self.history.append(item)
        self.log.append(("say", text))
        if len(self.log) > 10 * HISTORY_LENGTH:
            del self.log[: HISTORY_LENGTH]
        if self.pacer is None:
            self._send(item)
        else:
            for ready in self.pacer.offer(item, self._now_ms()):
                self._send(ready)
            self._schedule()
        self.announced.emit(item)

    def record_focus(self, name: str) -> None:
        name = capitalised(name)
        self.focus_log.append(name)
        self.log.append(("focus", name))
        if len(self.focus_log) > 10 * HISTORY_LENGTH:
            del self.focus_log[: HISTORY_LENGTH]

    def clear_log(self) -> None:
        self.log.clear()
        self.focus_log.clear()

    def _send(self, item: Announcement) -> None:
        self.sent.append(item)


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
        if sys.platform in ("win32", "darwin"):
            # NVDA (UIA) and VoiceOver queue announcements: keep their queue short.
            self.pacer = Pacer()
        self._platform_pacer = self.pacer
        #: The direct line to the screen reader (a11y/direct_speech.py), or None: announcement events.
        self.direct: Callable[[Announcement], None] | None = None

    def set_direct(self, direct: Callable[[Announcement], None] | None) -> None:
        """Hand announcements to ``direct`` (it interrupts stale ones itself: no pacer), or
        go back to accessibility announcement events (None)."""
        self.direct = direct
        self.pacer = self._platform_pacer if direct is None else None

    @property
    def legacy_notify(self) -> bool:
        return bool(self._notifiers)

    def set_legacy_notify(self, on: bool) -> None:
        if on and not self._notifiers:
            self._notifiers = [Notifier(self._source.window()) for _ in range(NOTIFIERS)]
            for notifier in self._notifiers:
                # Children of the window, not of the announcer: they go with it
                # (a game left would otherwise leave its notifiers in the window).
                self.destroyed.connect(notifier.deleteLater)
        elif not on and self._notifiers:
            for notifier in self._notifiers:
                notifier.deleteLater()
            self._notifiers = []

    def _send(self, item: Announcement) -> None:
        if self.pacer is not None and not self._source.window().isActiveWindow():
            # NVDA and VoiceOver ignore announcements of an inactive window; what
            # waits would be stale when it comes back (the history panel keeps all).
            self.pacer.clear()
            return
        super()._send(item)
        if self.direct is not None:
            self.direct(item)
            return
        if not QAccessible.isActive():
            return
        event = QAccessibleAnnouncementEvent(self._source, item.text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if item.assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        if self._notifiers:
            if self.focus_channel is not None and self.focus_channel(item.text):
                return
            self.notify(item.text)

    def notify(self, text: str) -> None:
        """Say ``text`` through the next :class:`Notifier` (the Orca-43 fallback; nothing when it is off)."""
        if self._notifiers:
            notifier = self._notifiers[self._next % len(self._notifiers)]
            self._next += 1
            notifier.notify(text)
