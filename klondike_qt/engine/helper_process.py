"""A search in a helper process: both ends of the pipe (imports no game).

A search that holds the interpreter lock for seconds starves every other
thread of the program, the GUI thread first. So the game's searches run in a
helper process: this very program started again, as
``python -m <module>`` or, frozen, as the program itself with a flag its
launcher hands to the helper (``packaging/pyinstaller/launcher.py``). Two
helpers use this: Klondike's second core
(:mod:`klondike_qt.engine.klondike.solver.pool`) and every game whose solver is
pure Python (:mod:`klondike_qt.engine.search_process`).

They speak JSON lines, one object per line, over the helper's standard input
and output (no ``multiprocessing``: nothing to clean up or to warn about when
the game is killed). Requests: ``{"solve": G, ...}`` (search; a later one
supersedes it) and ``{"cancel": G}`` (stop search G and every earlier one);
answers: ``{"solved": G, ...}``, one per search, cancelled ones included. What
else a line holds is the helper's.

- :class:`HelperProcess` (the program's end): starts the helper, writes its
  requests through a writer thread that keeps only the newest (a helper that
  stops reading never blocks the caller) and reads its answers on a reader
  thread; :meth:`~HelperProcess.stop` returns within about a second whatever
  the helper does (stopped, frozen: it is killed).
- :func:`serve` (the helper's end): reads requests on a thread of its own,
  runs one search at a time, the newest, and tells it to stop when it is
  cancelled or superseded; it ends when its input closes, that is when the
  program that started it ends, however it ends. It runs at a lower priority
  (nice 10; Windows: below normal) than the game.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any, TextIO

__all__ = ["HelperProcess", "Inbox", "helper_command", "serve"]

#: How long a helper whose input was closed may take to end before it is killed.
STOP_SECONDS = 0.5


def helper_command(module: str, flag: str) -> list[str]:
    """How to start the helper: this Python with ``module``, or a frozen
    program with ``flag`` (its launcher hands that to the helper's ``main``)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, flag]
    return [sys.executable, "-m", module]


class HelperProcess[R]:
    """One helper process, the thread that reads its answers (``decode`` turns
    an answer line into ``R``; a line it refuses with ``KeyError``,
    ``TypeError`` or ``ValueError`` is skipped) and the thread that writes its
    requests (so that a helper that stops reading never blocks the caller)."""

    def __init__(self, command: list[str], decode: Callable[[dict[str, Any]], R]) -> None:
        flags = 0
        if sys.platform == "win32":
            flags = subprocess.CREATE_NO_WINDOW | subprocess.BELOW_NORMAL_PRIORITY_CLASS
        env = dict(os.environ)
        if not getattr(sys, "frozen", False):
            # The helper imports this very package, wherever it was imported from.
            root = str(Path(__file__).resolve().parents[2])
            env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, text=True, encoding="ascii", bufsize=1,
            env=env, creationflags=flags)
        self._decode = decode
        self.answers: dict[int, R] = {}
        self.arrived = threading.Condition()
        self.alive = True
        # The writer's outbox: the newest search not yet written, the newest
        # cancel not yet written, and whether the input is to be closed.
        self._outbox = threading.Condition()
        self._next_solve: dict[str, Any] | None = None
        self._next_cancel = 0
        self._closing = False
        self._broken = False
        assert self.process.stdin is not None and self.process.stdout is not None
        threading.Thread(target=self._read, args=(self.process.stdout,),
                         name="solver-helper-reader", daemon=True).start()
        threading.Thread(target=self._write, args=(self.process.stdin,),
                         name="solver-helper-writer", daemon=True).start()

    @property
    def pid(self) -> int:
        return self.process.pid

    def running(self) -> bool:
        """Whether the helper may still answer (its output is open, it has not ended)."""
        return self.alive and self.process.poll() is None

    def _read(self, stream: IO[str]) -> None:
        try:
            for line in stream:
                try:
                    data = json.loads(line)
                    generation = int(data["solved"])
                    result = self._decode(data)
                except (KeyError, TypeError, ValueError):
                    continue
                with self.arrived:
                    self.answers[generation] = result
                    self.arrived.notify_all()
        except (OSError, ValueError):
            pass
        with self.arrived:
            self.alive = False
            self.arrived.notify_all()

    def _write(self, stream: IO[str]) -> None:  # the writer thread
        while True:
            with self._outbox:
                self._outbox.wait_for(lambda: self._closing or self._next_solve is not None
                                      or self._next_cancel > 0)
                if self._closing:
                    break
                cancel, self._next_cancel = self._next_cancel, 0
                request, self._next_solve = self._next_solve, None
            lines = [{"cancel": cancel}] if cancel else []
            if request is not None and int(request["solve"]) > cancel:
                lines.append(request)
            try:
                stream.write("".join(json.dumps(line) + "\n" for line in lines))
                stream.flush()
            except (OSError, ValueError):
                self._broken = True
                break
        with contextlib.suppress(OSError, ValueError):
            stream.close()  # the helper ends when its input closes

    def send(self, message: dict[str, Any]) -> bool:
        """Queue a request for the writer thread; it never blocks. A search
        request replaces one not yet written (the helper would drop it
        anyway), a cancel covers every earlier search. False once the helper's
        input is closed or broken."""
        with self._outbox:
            if self._closing or self._broken:
                return False
            if "solve" in message:
                self._next_solve = message
            else:
                self._next_cancel = max(self._next_cancel, int(message["cancel"]))
            self._outbox.notify()
            return True

    def answer(self, generation: int) -> R | None:
        with self.arrived:
            return self.answers.get(generation)

    def wait(self, generation: int, timeout: float) -> R | None:
        """The answer to search ``generation`` (taken), waiting at most
        ``timeout`` seconds for it; None if it has not come (or never will)."""
        with self.arrived:
            self.arrived.wait_for(lambda: generation in self.answers or not self.alive, timeout)
            return self.answers.pop(generation, None)

    def forget(self, generation: int) -> None:
        with self.arrived:
            for old in [g for g in self.answers if g <= generation]:
                del self.answers[old]

    def stop(self) -> None:
        """Close the helper's input, and kill it if it has not ended within
        ``STOP_SECONDS`` (stopped or frozen): returns within about a second."""
        with self._outbox:
            self._closing = True
            self._outbox.notify()
        try:
            self.process.wait(timeout=STOP_SECONDS)
        except subprocess.TimeoutExpired:
            self.process.kill()  # (SIGKILL ends a stopped process too)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=STOP_SECONDS)


# -- the helper's end ------------------------------------------------------------------

class Inbox:
    """What the helper's reader thread has seen: the requests, the newest
    search asked for and the cancels."""

    def __init__(self) -> None:
        self.requests: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.newest = 0      # the newest search asked for
        self.cancelled = 0   # every search up to this one is cancelled
        self.closed = False  # standard input ended: the program is gone

    def stale(self, generation: int) -> bool:
        """Whether search ``generation`` is to stop (the searches poll this)."""
        return self.closed or generation <= self.cancelled or generation < self.newest


def _read(stream: TextIO, inbox: Inbox) -> None:  # the helper's reader thread
    try:
        for line in stream:
            try:
                data = json.loads(line)
            except ValueError:
                continue
            if not isinstance(data, dict):
                continue
            try:
                if "cancel" in data:
                    inbox.cancelled = max(inbox.cancelled, int(data["cancel"]))
                elif "solve" in data:
                    inbox.newest = max(inbox.newest, int(data["solve"]))
                    inbox.requests.put(data)
            except (TypeError, ValueError):
                continue
    except (OSError, ValueError):
        pass
    inbox.closed = True
    inbox.requests.put(None)


#: A helper's search: the request and the inbox (``inbox.stale(G)`` says stop)
#: to the answer line (with ``"solved": G``). It may raise ``KeyError``,
#: ``TypeError`` or ``ValueError`` on a malformed request.
Search = Callable[[dict[str, Any], Inbox], dict[str, Any]]


def serve(search: Search, unknown: Callable[[int], dict[str, Any]], stdin: TextIO | None = None,
          stdout: TextIO | None = None) -> int:
    """The helper's main loop: each request in turn through ``search``
    (``unknown(G)``: the answer line "unknown" of search G, for a request
    ``search`` refused), until the input closes. Returns the exit status."""
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    if hasattr(os, "nice"):
        # A background search yields the processor to the game and to whatever
        # else the player runs (Windows: the program starts it below normal).
        with contextlib.suppress(OSError):
            os.nice(10)
    inbox = Inbox()
    threading.Thread(target=_read, args=(stdin, inbox), name="solver-helper-inbox", daemon=True).start()
    while True:
        data = inbox.requests.get()
        if data is None:
            return 0
        try:
            answer = search(data, inbox)
        except (KeyError, TypeError, ValueError):  # a malformed request: answer unknown
            answer = unknown(inbox.newest)
        try:
            stdout.write(json.dumps(answer) + "\n")
            stdout.flush()
        except (OSError, ValueError):
            return 0
