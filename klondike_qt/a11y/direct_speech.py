"""A direct line to the screen reader: the game's sentences handed to the running reader
(NVDA, JAWS, VoiceOver, Orca, SAPI or speech-dispatcher) through its own programming
interface, instead of as accessibility announcement events.

Off by default (Settings → "Speak through the screen reader directly"). The reader is
reached through prismatoid (PyPI ``prismatoid``, import name ``prism``; the optional
``klondike-qt[speech]``), which wraps those readers, sends braille with the speech where
the reader has braille (``output``), and can interrupt what the reader is saying. The
focus still moves through the accessible tree; only the announcements take this line.

The interrupting policy is the narrator's (:class:`~klondike_qt.a11y.announcer.Pacer`):
a newer sentence of the same kind (a move's result, the focus's words, an answer) makes
the one before it stale, so it interrupts it; a sentence of another kind waits its turn;
an assertive one always interrupts.
"""

from __future__ import annotations

from typing import Any, Protocol

from .announcer import Announcement


class Reader(Protocol):
    """What the game needs of a screen reader: its name, and to say (and braille) a text."""

    name: str

    def output(self, text: str, interrupt: bool) -> None: ...


class PrismReader:
    """A prismatoid back end: the best reader running (``preferred``: one by name)."""

    def __init__(self, context: Any, backend: Any) -> None:
        self._context = context  # the back end lives as long as its context
        self._backend = backend
        self.name: str = backend.name

    def output(self, text: str, interrupt: bool) -> None:
        self._backend.output(text, interrupt=interrupt)


def find_reader(preferred: str | None = None) -> Reader | None:
    """The running screen reader through prismatoid, or None: prismatoid not installed,
    no reader (nor speech-dispatcher) answering, or ``preferred`` not among them."""
    try:
        import prism
    except ImportError:
        return None
    try:
        context = prism.Context()
        if preferred is None:
            backend = context.acquire_best()
        else:
            backend = context.acquire(context.id_of(preferred))
    except (prism.PrismError, ValueError):
        return None
    return PrismReader(context, backend)


class DirectSpeech:
    """Hands announcements to a :class:`Reader` by the narrator's interrupting policy."""

    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self._last_kind: str | None = None

    def say(self, item: Announcement) -> None:
        interrupt = item.assertive or item.kind == self._last_kind
        self._last_kind = item.kind
        self.reader.output(item.text, interrupt)
