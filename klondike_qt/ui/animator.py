"""Short card glides and flips, and flights of several legs (a card that
lands somewhere, waits, and flies on). ``finish()`` jumps every card to where
it is going at once (a flight: to its last leg's end), so the board never
lags the game."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QElapsedTimer, QObject, QPointF, QTimer
from PySide6.QtGui import QPixmap, QTransform

from .board_items import Z_ANIMATING, CardItem

DURATION_MS = 170
#: A card that cannot move shakes this long, this many times.
SHAKE_MS, SHAKES = 320, 3
FRAME_MS = 15


@dataclass(slots=True, eq=False, repr=False)
class _Job:
    start: QPointF
    end: QPointF
    begin_ms: int
    duration_ms: int
    old_picture: QPixmap | None  # set when the card turns over on the way
    new_picture: QPixmap | None
    shake_px: float = 0.0  # a shake in place, this far each way at first
    z: float | None = None  # a flight's leg: the card's height while this leg moves
    then: _Job | None = None  # a flight's next leg, once this one has ended
    moving: bool = False


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Leg:
    """One leg of a flight: wait ``wait_ms`` where the card is, then glide to
    ``end`` in ``duration_ms``, at height ``z`` (over the cards at rest)."""

    end: QPointF
    wait_ms: int
    duration_ms: int
    z: float


def _ease(t: float) -> float:
    return 1 - (1 - t) ** 3


class Animator(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._jobs: dict[CardItem, _Job] = {}
        self._timer = QTimer(self)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._clock.start()

    @property
    def running(self) -> bool:
        return bool(self._jobs)

    def glide(self, item: CardItem, end: QPointF, delay_ms: int = 0, duration_ms: int = DURATION_MS,
              old_picture: QPixmap | None = None, start: QPointF | None = None) -> None:
        """Move ``item`` to ``end``; if ``old_picture`` is given the card turns
        over from it to its current picture half way."""
        running = self._jobs.pop(item, None)
        if running is not None and running.new_picture is not None:
            # Already turning over: a new glide keeps the turn (and its final
            # picture) instead of leaving the card showing the side it came from.
            item.setTransform(QTransform())
            if old_picture is None and running.old_picture is not None:
                old_picture = running.old_picture
            item.setPixmap(running.new_picture)
        new_picture = item.pixmap() if old_picture is not None else None
        if old_picture is not None:
            item.setPixmap(old_picture)
        begin = start if start is not None else item.pos()
        item.setPos(begin)
        item.setZValue(Z_ANIMATING + item.base_z)
        self._jobs[item] = _Job(begin, end, self._clock.elapsed() + delay_ms, duration_ms,
                                old_picture, new_picture)
        if not self._timer.isActive():
            self._timer.start()

    def shake(self, item: CardItem, distance_px: float | None = None) -> None:
        """Shake ``item`` sideways where it lies (a card that cannot move)."""
        self.cancel(item)
        here = item.pos()
        item.setZValue(Z_ANIMATING + item.base_z)
        width = item.boundingRect().width()
        self._jobs[item] = _Job(here, here, self._clock.elapsed(), SHAKE_MS, None, None,
                                distance_px if distance_px is not None else max(3.0, width * 0.06))
        if not self._timer.isActive():
            self._timer.start()

    def fly(self, item: CardItem, legs: Sequence[Leg]) -> None:
        """Send ``item`` from where it is along ``legs``, one after the other
        (each waits, then glides); it ends at rest at the last leg's end."""
        self.cancel(item)
        if not legs:
            return
        begin, start = self._clock.elapsed(), item.pos()
        jobs = []
        for leg in legs:
            begin += leg.wait_ms
            jobs.append(_Job(start, leg.end, begin, max(1, leg.duration_ms), None, None, z=leg.z))
            begin += leg.duration_ms
            start = leg.end
        for job, following in pairwise(jobs):
            job.then = following
        item.setZValue(legs[0].z)
        self._jobs[item] = jobs[0]
        if not self._timer.isActive():
            self._timer.start()

    def _tick(self) -> None:
        now = self._clock.elapsed()
        done: list[CardItem] = []
        handed_on: list[CardItem] = []
        for item, job in self._jobs.items():
            t = (now - job.begin_ms) / job.duration_ms
            if t <= 0:
                continue
            if not job.moving and job.z is not None:
                item.setZValue(job.z)  # a leg's height from when it moves, not while it waits
            job.moving = True
            if t >= 1:
                (done if job.then is None else handed_on).append(item)
                continue
            k = _ease(t)
            item.setPos(job.start + (job.end - job.start) * k)
            if job.shake_px:
                item.setPos(job.end + QPointF(job.shake_px * (1 - t) * math.sin(t * SHAKES * 2 * math.pi), 0))
            if job.new_picture is not None:
                width = item.boundingRect().width()
                squash = abs(1 - 2 * t)
                if t >= 0.5 and job.old_picture is not None:
                    item.setPixmap(job.new_picture)
                    job.old_picture = None
                item.setTransform(QTransform().translate(width * (1 - squash) / 2, 0).scale(max(squash, 0.02), 1))
        for item in handed_on:
            job = self._jobs[item]
            item.setPos(job.end)
            if job.then is not None:
                self._jobs[item] = job.then
        for item in done:
            self._end(item, self._jobs.pop(item))
        if not self._jobs:
            self._timer.stop()

    def _end(self, item: CardItem, job: _Job) -> None:
        last = job
        while last.then is not None:
            last = last.then
        item.setPos(last.end)
        if job.new_picture is not None:
            item.setPixmap(job.new_picture)
            item.setTransform(QTransform())
        item.setZValue(item.base_z)

    def finish(self) -> None:
        """Every card where it is going, now."""
        jobs, self._jobs = self._jobs, {}
        for item, job in jobs.items():
            self._end(item, job)
        self._timer.stop()

    def cancel(self, item: CardItem) -> None:
        job = self._jobs.pop(item, None)
        if job is not None:
            self._end(item, job)
