"""A test-only start of the real game that plays by itself, for the kill loop.

``python tests/kill_driver_app.py --profile DIR [--seed S] [--actions N] [--interval-ms M]``

Builds the real :class:`MainWindow` exactly as ``klondike_qt.app.main`` does
(same profile files, restore of the autosave, statistics, settings), then
plays on a ``QTimer``: random legal moves, undo/redo bursts, new deals,
restarts, setting changes, and now and then a near-won game of deal 1 that it
plays to the win (so the statistics record wins). It reports on stdout, one
flushed line each, so a parent that SIGKILLs it at any moment knows what must
have survived:

``RESTORED <json>``   what the window restored at start (game key, status,
                      statistics records, settings, files set aside)
``PENDING <n> <json>`` action ``n`` is about to run; the game key it will leave
``DONE <n> <json>``   action ``n`` finished and its autosave is on disk
``PSET``/``SET``      a setting is about to be / has been written

The *game key* is the save without its clock (``elapsed_ms``), hashed.
``--actions 0`` only restores and reports (the "check" mode).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

#: Deal 1, draw 1, standard rules: a winning line (pinned in ui_helpers).
from ui_helpers import DEAL_1_WIN  # noqa: E402

from klondike_qt.engine.klondike import Move, Rules, SavedGame, legal_moves  # noqa: E402
from klondike_qt.engine.status import GameStatus  # noqa: E402

WIN_LINE = tuple(Move.parse(text) for text in DEAL_1_WIN.split())
DECKS = ("classic", "four-colour", "high-contrast")


def game_key(saved: SavedGame) -> str:
    data = saved.to_json()
    data.pop("elapsed_ms", None)
    return hashlib.sha1(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


def say(kind: str, *parts: object) -> None:
    sys.stdout.write(" ".join([kind, *(str(p) for p in parts)]) + "\n")
    sys.stdout.flush()


def is_win_line_game(saved: SavedGame) -> bool:
    return (saved.deal_number == 1 and saved.rules == Rules()
            and saved.moves[: saved.position] == WIN_LINE[: saved.position])


class Driver:
    def __init__(self, window, rng: random.Random, actions: int, interval_ms: int) -> None:
        from PySide6.QtCore import QTimer

        self.window = window
        self.rng = rng
        self.left = actions
        self.count = 0
        self.timer = QTimer()
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self.tick)

    # -- reports ---------------------------------------------------------------------
    def snapshot(self) -> dict:
        window = self.window
        saved = window.model.to_saved()
        return {"key": game_key(saved), "moves": len(saved.moves), "position": saved.position,
                "status": window.model.status.name, "game_id": window.tracker.game_id,
                "deal": saved.deal_number}

    def restored(self) -> None:
        window = self.window
        records = [[r.game_id, r.outcome.value, r.deal_number] for r in window.statistics.records]
        info = self.snapshot()
        info.update(records=records, deck=window.settings.deck,
                    set_aside=list(window._start_notes),
                    valid=True)
        say("RESTORED", json.dumps(info, separators=(",", ":")))

    # -- play ------------------------------------------------------------------------
    def tick(self) -> None:
        if self.left <= 0:
            self.timer.stop()
            say("FINISHED", self.count)
            from PySide6.QtWidgets import QApplication

            QApplication.instance().quit()
            return
        self.left -= 1
        self.count += 1
        self.act(self.count)

    def act(self, n: int) -> None:
        window, model, rng = self.window, self.window.model, self.rng
        saved = model.to_saved()
        state = model.state
        roll = rng.random()
        if model.status is GameStatus.WON:
            action = ("new", rng.randint(2, 10**6))
        elif is_win_line_game(saved) and saved.position < len(WIN_LINE) and roll < 0.9:
            action = ("play", WIN_LINE[saved.position])
        elif roll < 0.04:
            action = ("setting", rng.choice(DECKS))
        elif roll < 0.12:
            action = ("begin_win", rng.randint(1, 8))
        elif roll < 0.15:
            action = ("new", rng.randint(2, 10**6))
        elif roll < 0.17:
            action = ("restart", None)
        elif roll < 0.26:
            action = ("undo", None)
        elif roll < 0.31:
            action = ("redo", None)
        else:
            moves = list(legal_moves(state))
            action = ("play", rng.choice(moves)) if moves else ("new", rng.randint(2, 10**6))

        kind, arg = action
        if kind == "setting":
            say("PSET", n, "deck", arg)
            window.settings.deck = arg
            say("SET", n, "deck", arg)
            return
        # What the save will hold once the action is done.
        history = list(saved.moves[: saved.position])
        if kind == "play":
            expected = replace(saved, moves=(*history, arg), position=saved.position + 1)
        elif kind == "undo":
            expected = replace(saved, position=max(0, saved.position - 1))
        elif kind == "redo":
            expected = replace(saved, position=min(len(saved.moves), saved.position + 1))
        elif kind == "new":
            rules = window.settings.rules()
            expected = SavedGame(rules, _layout(arg), arg, (), 0,
                                 window.tracker.start_score(rules.scoring))
        elif kind == "restart":
            expected = replace(saved, moves=(), position=0)
        else:  # begin_win: deal 1, played up to a few moves before the win
            position = len(WIN_LINE) - arg
            expected = SavedGame(Rules(), _layout(1), 1, WIN_LINE[:position], position, 0)
        winning = kind == "play" and _wins(state, arg)
        say("PENDING", n, json.dumps({"key": game_key(expected), "game_id": window.tracker.game_id,
                                      "wins": winning, "kind": kind}, separators=(",", ":")))
        if kind == "play":
            model.play(arg)
        elif kind == "undo":
            window.session.undo()
        elif kind == "redo":
            window.session.redo()
        elif kind == "new":
            window.session.new_deal(arg)
        elif kind == "restart":
            window.session.restart()
        else:
            window.session.new_deal(1)
            model.restore(expected)
        window.autosave.flush()  # wait until the save of this move is on disk
        info = self.snapshot()
        if info["key"] != game_key(expected):
            say("MISMATCH", n, kind, info["key"], game_key(expected))
        info["kind"] = kind
        say("DONE", n, json.dumps(info, separators=(",", ":")))


def _layout(number: int):
    from klondike_qt.engine.klondike import deal_layout

    return deal_layout(number)


def _wins(state, move) -> bool:
    from klondike_qt.engine.klondike import apply

    return apply(state, move).is_won


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--profile", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--actions", type=int, default=10**9)
    parser.add_argument("--interval-ms", type=int, default=0)
    args = parser.parse_args(argv)

    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.main_window import MainWindow

    QCoreApplication.setApplicationName("Klondike")
    QCoreApplication.setOrganizationName("klondike-qt")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    args.profile.mkdir(parents=True, exist_ok=True)
    window = MainWindow(Profile(args.profile.resolve()))
    window.show()
    driver = Driver(window, random.Random(args.seed), args.actions, args.interval_ms)
    driver.restored()
    QTimer.singleShot(0, driver.timer.start)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
