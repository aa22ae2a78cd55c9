"""The statistics file: game records and the Vegas cumulative balance, as JSON.

Written atomically after every change; a file that cannot be read is set
aside and the statistics start fresh (see :mod:`.storage`).
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import compress
from operator import is_not
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine.rules import Scoring
from ..engine.statistics import FIRST_GAME, MAX_SCORE, GameRecord, Outcome, RecordOutOfRange, abandon, record_game
from ..engine.status import GameStatus
from .model_base import AnyChange, AnyModel, Initiator
from .storage import atomic_write_text, keep_copy, load

if TYPE_CHECKING:
    from ..engine.statistics_totals import StrokeTotals, Summary

FORMAT = "klondike-qt-statistics"
VERSION = 1
#: How many records :meth:`StatisticsStore.prepare_writes` encodes per turn of the event loop.
WRITE_BATCH = 2000
#: Seconds between two tries to write statistics whose last write failed (a full disk).
RETRY_S = 5.0


#: The top-level fields this version reads and writes (the others are kept as they are).
_FILE_FIELDS = frozenset({"format", "version", "vegas_balance", "records", "unread"})


def new_game_id() -> str:
    """A new game's id in the statistics: 32 random hex digits (as a random UUID's,
    without importing ``uuid``, which loads ``platform`` at start)."""
    return os.urandom(16).hex()


def _line(record: GameRecord) -> str:
    """A record's line in the statistics file: its JSON object."""
    return json.dumps(record.to_json())


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class _Parsed:
    records: tuple[GameRecord, ...]
    balance: int
    #: Why records (or the balance) were left out: values out of range, the rest kept.
    dropped: tuple[str, ...] = ()
    #: The records this version cannot read (a later version's, a game or variant it lacks
    #: the words for, a second record of one game), kept as they are and not counted.
    unread: tuple[Any, ...] = ()
    #: How many unread records the player was told of already (the file's "unread").
    told: int = 0
    #: The file's top-level fields this version does not know, kept as they are.
    extra: tuple[tuple[str, Any], ...] = ()


def _parse(text: str) -> _Parsed:
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a klondike-qt statistics file")
    if data.get("version") != VERSION:
        raise ValueError(f"unknown version {data.get('version')!r}")
    records = data.get("records")
    balance = data.get("vegas_balance", 0)
    if not isinstance(records, list) or type(balance) is not int:
        raise ValueError("bad statistics fields")
    parsed: list[GameRecord] = []
    dropped: list[str] = []
    unread: list[Any] = []
    ids: set[str] = set()
    for data_record in records:
        try:
            record = GameRecord.from_json(data_record)
        except RecordOutOfRange as error:  # impossible values: left out, a copy kept
            dropped.append(str(error))
            continue
        except ValueError:  # not this version's: kept as it is, not counted
            unread.append(data_record)
            continue
        if record.game_id in ids:
            unread.append(data_record)  # counted once
            continue
        ids.add(record.game_id)
        parsed.append(record)
    if not -MAX_SCORE <= balance <= MAX_SCORE:
        dropped.append(f"a Vegas balance of {balance}")
        balance = 0
    told = data.get("unread", 0)
    extra = tuple((name, value) for name, value in data.items() if name not in _FILE_FIELDS)
    return _Parsed(tuple(parsed), balance, tuple(dropped), tuple(unread), told if type(told) is int else 0, extra)


class StatisticsStore(QObject):
    """Records every game once, by id, and keeps the Vegas cumulative balance."""

    changed = Signal()

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        loaded = load(path, _parse)
        #: Where an unreadable statistics file was set aside, if it was.
        self.set_aside_to: Path | None = loaded.backup
        #: Where a copy was kept of a file some records of which were left out (values out
        #: of range, such as a negative time); the other records are kept.
        self.records_dropped_kept_as: Path | None = None
        self._unsaved = False
        #: Each record's line in the file (:meth:`_record_lines`), and the records they were made from.
        self._lines: list[str] = []
        self._lines_of: tuple[GameRecord, ...] = ()
        self._tried = 0.0
        self._holding = 0
        self._held_back = False
        parsed = loaded.value or _Parsed((), 0)
        self._records, self._vegas_balance = parsed.records, parsed.balance
        self._unread, self._extra = parsed.unread, parsed.extra
        #: How many records this version could not read, to tell the player (0: nothing,
        #: or told already at an earlier start): they are kept in the file, not counted.
        self.unread_to_tell = len(parsed.unread) if len(parsed.unread) != parsed.told else 0
        if parsed.dropped:
            with contextlib.suppress(OSError):
                self.records_dropped_kept_as = keep_copy(path)
                self._save()  # the file now says what the game shows: told once
        elif self.unread_to_tell:
            self._write()  # it now says they were told of: told once

    @property
    def records(self) -> tuple[GameRecord, ...]:
        return self._records

    @property
    def vegas_balance(self) -> int:
        return self._vegas_balance

    def find(self, game_id: str) -> GameRecord | None:
        """The record of the game ``game_id``, if it is recorded."""
        return next((record for record in self._records if record.game_id == game_id), None)

    def abandon_others(self, game: str, keep: str) -> None:
        """Every game of ``game`` in progress but ``keep`` is lost: its save is gone
        (the save in place names ``keep``), so it can never come back."""
        records = self._records
        for record in self._records:
            if record.outcome is Outcome.PLAYING and record.game == game and record.game_id != keep:
                records = abandon(records, record.game_id)
        self._update(records, None)

    def game_in_progress(self, game: str = FIRST_GAME) -> GameRecord | None:
        """The last started game of ``game`` that is neither won nor abandoned
        (each game has its own: leaving one for another abandons neither)."""
        for record in reversed(self._records):
            if record.outcome is Outcome.PLAYING and record.game == game:
                return record
        return None

    def record(self, record: GameRecord, vegas_balance: int | None = None) -> None:
        """Add or update ``record`` (and the Vegas balance, in the same write)."""
        self._update(record_game(self._records, record), vegas_balance)

    def abandon(self, game_id: str, vegas_balance: int | None = None) -> None:
        """Mark a game in progress as lost (and set the Vegas balance, in the same write)."""
        self._update(abandon(self._records, game_id), vegas_balance)

    def _update(self, records: tuple[GameRecord, ...], vegas_balance: int | None) -> None:
        balance = self._vegas_balance if vegas_balance is None else vegas_balance
        if records != self._records or balance != self._vegas_balance:
            self._records, self._vegas_balance = records, balance
            self._save()

    def set_vegas_balance(self, balance: int) -> None:
        if balance != self._vegas_balance:
            self._vegas_balance = balance
            self._save()

    def summary(self, draw: int, scoring: Scoring, game: str = FIRST_GAME) -> Summary:
        from ..engine.statistics_totals import summarize  # the dialog's, imported when it opens

        return summarize(self._records, draw, scoring, game)

    def strokes(self, game: str) -> StrokeTotals:
        """The best and average score of a game scored in strokes (Golf)."""
        from ..engine.statistics_totals import stroke_totals

        return stroke_totals(self._records, game)

    def reset(self) -> None:
        """Forget every game and the Vegas balance (the records this version cannot read too)."""
        self._unread = ()
        self._records = ()
        self._vegas_balance = 0
        self._save()

    @property
    def unsaved(self) -> bool:
        """Whether the file on disk is behind (its last write failed: a full disk)."""
        return self._unsaved

    def retry(self, now: bool = False) -> None:
        """Write the statistics again if the last write failed, at most every
        :data:`RETRY_S` seconds (``now``: at once), so that they reach the disk once
        space is back even if no game is recorded for a while."""
        if self._unsaved and (now or time.monotonic() - self._tried >= RETRY_S):
            self._write()

    @contextlib.contextmanager
    def held(self) -> Iterator[None]:
        """Changes made inside reach the disk in one write at its end (after whatever
        else the caller writes first: the next game's save)."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding and self._held_back:
                self._held_back = False
                self._save()

    def _save(self) -> None:
        if self._holding:
            self._held_back = True
            return
        self._write()
        self.changed.emit()

    def _record_lines(self) -> list[str]:
        """Each record's line in the file (its JSON object), made again only for the records
        changed since the lines were made: a record is never changed, only replaced by
        another object, so the records still the same object keep their line. A write
        of a long history (tens of thousands of games) then encodes one or two records."""
        records, made, lines = self._records, self._lines_of, self._lines
        if len(records) < len(made):  # records forgotten (a reset)
            made, lines = (), []
        for index in compress(range(len(made)), map(is_not, made, records)):
            lines[index] = _line(records[index])
        lines.extend(map(_line, records[len(made):]))
        self._lines_of, self._lines = records, lines
        return lines

    def prepare_writes(self, batch: int = WRITE_BATCH) -> None:
        """Make the lines of the records read at start, ``batch`` records per turn of the
        event loop (the window calls it after its first paint), so that the first game
        recorded is written as fast as the next."""
        made = len(self._lines_of)
        if made >= len(self._records):
            return
        end = min(made + batch, len(self._records))
        batch_records = self._records[made:end]
        self._lines.extend(map(_line, batch_records))
        # What the lines were made from: a record replaced in between (no write yet, inside
        # held()) differs from it, and _record_lines makes its line again.
        self._lines_of += batch_records
        if end < len(self._records):
            QTimer.singleShot(0, self, lambda: self.prepare_writes(batch))

    def _file_text(self) -> str:
        """The statistics file: its fields, then the records one per line (in their order;
        the records this version cannot read after them, as they were)."""
        head: dict[str, Any] = {**dict(self._extra), "format": FORMAT, "version": VERSION,
                                "vegas_balance": self._vegas_balance}
        lines = self._record_lines() + [json.dumps(unread) for unread in self._unread]
        records = "[\n" + ",\n".join(lines) + "\n]" if lines else "[]"
        tail = f', "unread": {len(self._unread)}' if self._unread else ""
        return f'{json.dumps(head)[:-1]}, "records": {records}{tail}}}\n'

    def _write(self) -> None:
        self._tried = time.monotonic()
        try:
            atomic_write_text(self.path, self._file_text())
        except OSError:  # statistics are a nicety; a full disk must not stop the game
            self._unsaved = True
        else:
            self._unsaved = False


class GameTracker(QObject):
    """Feeds the store from the model: a game counts as played from its first
    move, as won when won, and as lost when a started game is abandoned by a
    new deal or a restart (call :meth:`abandon` first). It also carries the
    Vegas cumulative balance from game to game."""

    def __init__(self, model: AnyModel, store: StatisticsStore, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._store = store
        self.game_id = new_game_id()
        self._recorded = False
        self._restoring: str | None = None
        #: Whether the game restored was left already (see :meth:`restoring`).
        self.left_already = False
        #: Writes the saved game to disk; called before a record is written, so that
        #: a kill between the two writes never leaves a recorded win whose save is
        #: from before the winning move (it would be won, and counted, again).
        self.save_first: Callable[[], None] | None = None
        model.changed.connect(self._on_change)

    def _record(self, outcome: Outcome) -> None:
        if self.save_first is not None:
            self.save_first()
        # A win and the balance it leaves are one write: a kill between two writes
        # would keep the win and lose the money.
        self._store.record(self._game_record(outcome), self._model.balance() if outcome is Outcome.WON else None)
        self._recorded = True

    def _game_record(self, outcome: Outcome) -> GameRecord:
        """The game as it stands now (Spider's "draw" is its suits)."""
        model = self._model
        return GameRecord(self.game_id, model.variant(), model.scoring(), outcome, model.elapsed_ms(),
                          model.state.moves, model.record_score(), model.deal_number, model.game)

    def _on_change(self, change: AnyChange) -> None:
        self._store.retry()
        if change.initiator is Initiator.NEW_GAME:
            self.game_id = new_game_id()
            self._recorded = False
            return
        if change.initiator is Initiator.RESTORE:
            self._on_restore()
            return
        if change.status is GameStatus.WON:
            self._record(Outcome.WON)
        elif not self._recorded and change.initiator in (Initiator.PLAYER, Initiator.AUTO):
            self._record(Outcome.PLAYING)

    @property
    def store(self) -> StatisticsStore:
        """The statistics this tracker records into."""
        return self._store

    def detach(self) -> None:
        """The game is left for good (:meth:`.GameSession.end`): nothing more is recorded."""
        self._model.changed.disconnect(self._on_change)
        self.save_first = None
        self._store.retry(now=True)

    def restoring(self, record: str | None) -> None:
        """The save about to be restored names ``record`` (None: a save of an earlier
        version, which names none)."""
        self._restoring = record

    def _on_restore(self) -> None:
        """Attach the game restored to the record its save names, and to no other.
        That record lost already: the game was left (a new deal, a restart) and the
        program was killed before the next deal's save was written; it does not come
        back (:attr:`left_already`), so it is never counted twice. No such record:
        its write failed (a full disk), so it is recorded under that id when played.
        Any other game of this game in progress can never come back: lost."""
        model, store = self._model, self._store
        record, self._restoring = self._restoring, None
        self.left_already = False
        if record is None:  # a save from before saves named their record
            self._on_restore_unnamed()
            return
        found = store.find(record)
        self.game_id, self._recorded = record, found is not None
        store.abandon_others(model.game, record)
        if found is not None and found.outcome is Outcome.LOST:
            self.left_already = model.status is not GameStatus.WON
        elif model.status is GameStatus.WON and model.has_started and (found is None or found.outcome is not Outcome.WON):
            self._record(Outcome.WON)  # the win was saved but the program stopped before recording it
        elif found is None and model.has_started:
            self._record(Outcome.PLAYING)  # its first record was never written (a full disk)

    def _on_restore_unnamed(self) -> None:
        model = self._model
        in_progress = self._store.game_in_progress(model.game)
        if (in_progress is not None and model.has_started and in_progress.deal_number == model.deal_number
                and in_progress.draw == model.variant()):
            self.game_id, self._recorded = in_progress.game_id, True
            if model.status is GameStatus.WON:
                self._record(Outcome.WON)  # the win was saved but the program stopped before recording it
        else:  # never an earlier deal's record
            self.game_id, self._recorded = new_game_id(), False

    def abandon(self) -> None:
        """The game in progress is being left (new deal, restart)."""
        if self._recorded and self._model.status is not GameStatus.WON:
            # Lost as it ends: its score, time and moves now (Golf scores every deal, won or not).
            self._store.record(self._game_record(Outcome.LOST), self._balance())
        stale = self._store.game_in_progress(self._model.game)  # a game whose save was lost
        if stale is not None:
            self._store.abandon(stale.game_id)

    def _balance(self) -> int | None:
        """The Vegas cumulative balance this game leaves (None in other scorings)."""
        return self._model.balance()

    def start_score(self, scoring: Scoring) -> int:
        """The score a new deal starts with (the carried balance in Vegas cumulative)."""
        return self._store.vegas_balance if scoring is Scoring.VEGAS_CUMULATIVE else 0
