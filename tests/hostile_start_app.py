"""A test-only start of the real game (``klondike_qt.app.main``) that reports and quits.

``python tests/hostile_start_app.py [--draw-and-quit] -- ARGS…`` runs the game's own start with
ARGS (``--profile DIR`` …), lets it show its window and tell what it has to tell, then (with
``--draw-and-quit``) turns a card from the stock and quits the way Ctrl+Q does. It prints one
line on stdout, ``REPORT <json>``: the status-bar sentences, the moves of the game, the deal,
and the exit status. With ``--stay`` it prints ``READY <json>`` instead and plays on until it
is ended, printing ``RAISED`` each time its window is brought to the front and
``PLAYING ["game", deal]`` whenever the game or deal in play changes. A start that
hangs or reads without end never prints it, so the parent runs this with a timeout and a
memory limit.
"""

from __future__ import annotations

import json
import os
import socket
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

#: Profile entries that are not regular files (the tests and bench/hostile_entries.py make them).
ENTRY_KINDS = ("symlink to /dev/zero", "symlink to /dev/urandom", "FIFO", "symlink loop", "socket")


def make_entry(path: Path, entry: str) -> None:
    """Put an entry of kind ``entry`` (one of :data:`ENTRY_KINDS`) at ``path``."""
    if entry == "symlink to /dev/zero":
        path.symlink_to("/dev/zero")
    elif entry == "symlink to /dev/urandom":
        path.symlink_to("/dev/urandom")
    elif entry == "FIFO":
        os.mkfifo(path)
    elif entry == "symlink loop":
        path.symlink_to(path.name)
    elif entry == "socket":
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(path))
        server.close()  # the entry stays, nobody listens
    else:
        raise ValueError(f"no such entry kind: {entry!r}")


def main(argv: list[str]) -> int:
    draw_and_quit = "--draw-and-quit" in argv
    stay = "--stay" in argv
    args = argv[argv.index("--") + 1:] if "--" in argv else []
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QStatusBar

    from klondike_qt import app as game

    said: list[str] = []
    real_show = QStatusBar.showMessage

    def show_message(self: QStatusBar, text: str, *rest: Any) -> None:
        said.append(text)
        real_show(self, text, *rest)

    QStatusBar.showMessage = show_message  # type: ignore[method-assign]
    from PySide6.QtWidgets import QWidget

    real_activate = QWidget.activateWindow

    def activate(self: QWidget) -> None:
        print("RAISED", flush=True)
        real_activate(self)

    QWidget.activateWindow = activate  # type: ignore[method-assign]
    application = QApplication.instance() or QApplication(sys.argv[:1])
    report: dict[str, Any] = {}

    def finish() -> None:
        from klondike_qt.ui.main_window import MainWindow

        windows = [w for w in application.topLevelWidgets() if isinstance(w, MainWindow)]
        window = windows[0]
        if draw_and_quit and window.game == "klondike":  # a later start's request may have switched games
            window.model.draw()
        report.update(said=said, moves=window.model.state.moves, deal=window.model.deal_number,
                      settings_file=window.settings.file_name, cache_dir=str(window.profile.cache_dir))
        if stay:
            window.model.draw()
            window.autosave.flush()
            print("READY " + json.dumps(report), flush=True)
            watch = QTimer(window)
            playing: list[object] = []

            def tell_playing() -> None:  # what a later start's request made it play
                now = [window.game, window.model.deal_number]
                if now != playing:
                    playing[:] = now
                    print("PLAYING " + json.dumps(now), flush=True)

            watch.timeout.connect(tell_playing)
            watch.start(100)
        elif draw_and_quit:
            window.actions["quit"].trigger()
        else:
            application.quit()

    QTimer.singleShot(700, finish)
    status = game.main(args)
    report["status"] = status
    print("REPORT " + json.dumps(report), flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
