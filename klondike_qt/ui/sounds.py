"""Sound cues: short earcons for pick up, drop, an illegal move, a reveal,
turning the stock and the win, each with its own switch (all off by default).

They play through Qt Multimedia's ``QSoundEffect``, which is in the optional
``PySide6-Addons`` (``pip install klondike-qt[sound]``). Without it, or without
an audio device, every cue is silently skipped: the game works the same. A
sound effect plays on the shared output without taking the audio focus, so
other programs' audio (a screen reader's speech, music) is never paused.

:class:`SoundCues` listens to the session (moves, refusals, reveals, turns,
the win); the keyboard adapter and the mouse tell it about pick-ups.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from ..engine.status import GameStatus
from ..model.model_base import AnyChange, Initiator
from ..model.session import GameSession
from ..model.settings import SOUND_CUES, Settings

#: Loudness of every cue (0 … 1): under the speech, not over it.
VOLUME = 0.6
#: :class:`SoundCues`'s effect class before Qt Multimedia has been looked for.
_NOT_LOOKED_UP: Any = object()


def _effect_class() -> Any:
    """``QSoundEffect``, or None when Qt Multimedia is not installed."""
    try:  # the optional PySide6-Addons: without it mypy finds no module either
        from PySide6.QtMultimedia import QSoundEffect  # type: ignore[import-not-found, unused-ignore]
    except ImportError:
        return None
    return QSoundEffect


def sound_file(cue: str) -> Path | None:
    """The WAV of a cue (from resources/sounds, made by tools/make_sounds.py)."""
    from ..resource_files import resource

    node = resource("sounds", f"{cue}.wav")
    path = Path(str(node))
    return path if path.is_file() else None


def backend_available() -> bool:
    """Whether cues can be heard at all (Qt Multimedia is installed)."""
    return _effect_class() is not None


class SoundCues(QObject):
    """Plays the cues whose switch is on (see module doc)."""

    def __init__(self, session: GameSession, settings: Settings, parent: QObject | None = None,
                 effect_class: Callable[[QObject], Any] | None = None, *,
                 cue_of: Callable[[AnyChange], str | None]) -> None:
        super().__init__(parent)
        self.settings = settings
        #: QSoundEffect (None: no Qt Multimedia); looked up at the first cue heard, for loading
        #: Qt Multimedia costs a start-up tens of milliseconds (issue 30): see :meth:`prepare`.
        self._effect_class: Any = effect_class if effect_class is not None else _NOT_LOOKED_UP
        #: The game's earcon for a change ("turn", "reveal"; None: a plain drop).
        self._cue_of = cue_of
        self._effects: dict[str, Any] = {}
        #: Every cue asked for while its switch was on, in order (tests and the curious read it).
        self.played: list[str] = []
        session.changed.connect(self._on_changed)
        session.refused.connect(self._on_refused)
        session.finished.connect(self._on_finished)
        session.auto_moved.connect(self._on_auto_moved)
        self._session = session

    def enabled(self, cue: str) -> bool:
        return bool(self.settings.get(f"sound_{cue}"))

    def play(self, cue: str) -> None:
        """Play ``cue`` if its switch is on; nothing (and no error) without a backend."""
        if cue not in SOUND_CUES or not self.enabled(cue):
            return
        self.played.append(cue)
        effect = self._effect(cue)
        if effect is not None:
            try:
                effect.play()
            except Exception:  # a sound is never worth an error
                self._effects[cue] = None

    def prepare(self) -> None:
        """Load Qt Multimedia now if a cue is switched on (the window calls this after its
        first paint), so the first cue heard is not late; else it waits for the first cue."""
        if self._effect_class is _NOT_LOOKED_UP and any(self.enabled(cue) for cue in SOUND_CUES):
            self._effect_class = _effect_class()

    def _effect(self, cue: str) -> Any:
        if self._effect_class is _NOT_LOOKED_UP:
            self._effect_class = _effect_class()
        if self._effect_class is None:
            return None
        if cue not in self._effects:
            from PySide6.QtCore import QUrl  # its enums are made on first use: at the first cue, not at start

            effect = None
            path = sound_file(cue)
            if path is not None:
                try:
                    effect = self._effect_class(self)
                    effect.setSource(QUrl.fromLocalFile(str(path)))
                    effect.setVolume(VOLUME)
                except Exception:  # no audio device, a broken backend: silence
                    effect = None
            self._effects[cue] = effect
        return self._effects[cue]

    # -- what the game does ----------------------------------------------------------------
    def _on_changed(self, change: AnyChange) -> None:
        t = change.transition
        if change.status is GameStatus.WON and change.initiator is not Initiator.RESTORE:
            if not self._session.batching:
                self.play("win")
            return
        if t is None or change.initiator not in (Initiator.PLAYER, Initiator.REDO, Initiator.AUTO):
            return
        if self._session.batching and change.initiator is Initiator.AUTO:
            return  # a batch sounds once, at its end
        self.play(self._cue_of(change) or "drop")  # the stock turned, a card turned up, or a plain drop

    def _on_refused(self, _error: Exception) -> None:
        self.play("illegal")

    def _on_auto_moved(self, batch: list[AnyChange]) -> None:
        if batch and batch[-1].status is GameStatus.WON:
            self.play("win")
        elif any(change.transition is not None and self._cue_of(change) == "reveal" for change in batch):
            self.play("reveal")
        elif batch:
            self.play("drop")

    def _on_finished(self, _batch: list[AnyChange]) -> None:
        if self._session.status is GameStatus.WON:
            self.play("win")
