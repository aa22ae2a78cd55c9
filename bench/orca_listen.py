"""Play a whole deal by keyboard alone under Orca 43 and a window manager, and
count what Orca said after each key (from Orca's own speech log, not from our
recorder).

    python bench/orca_listen.py [--deal 27] [--thoughtful] [--game-path DIR] [--out DIR]

The solver finds the winning line; each move becomes the keys a keyboard player
presses (tests/a11y_helpers.keys_for_move: focus the card, Up for a deeper one,
Space, the target column, Space; F for a foundation, P for the waste, N to
draw), then Enter when the game offers the finish. ``tests/a11y/run_probe.sh
--wm --orca`` plays them. Printed: keys, utterances, utterances per navigation
key (digits, arrows, Home, End, P; a late utterance can land on the next
key) and how many began with the card or the pile's content, "notification"
and "selected" counts. ``--transcript FILE`` only counts an earlier run. ``--game-path`` runs another copy of the game
(e.g. an older commit's ``git archive``) to compare before/after. Needs xvfb,
openbox, orca, speech-dispatcher, at-spi2-core, python3-pyatspi, xdotool.

The other games' benches (orca_freecell.py, orca_spider.py, orca_yukon.py,
orca_pyramid.py, orca_tripeaks.py, orca_golf.py) share this module's harness:
:func:`game_main` (their command line), :func:`offscreen_window` and
:func:`win_offscreen` (the winning keys, checked offscreen), :func:`play_under_orca`
(one Orca at a time, tests/a11y/orca_lock.py) and :func:`game_summary` (the counts);
Pyramid, TriPeaks and Golf also :func:`waste_game_keys` (the questions a player asks
first, then the line, each card reached by :func:`focus_path`'s fewest navigation keys).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "a11y"))

from klondike_qt.engine.klondike import Rules, apply, deal  # noqa: E402
from klondike_qt.engine.klondike.solver import solve  # noqa: E402
from klondike_qt.engine.klondike.status import game_status  # noqa: E402
from klondike_qt.engine.status import GameStatus  # noqa: E402

NAVIGATION = {str(n) for n in range(1, 8)} | {"Up", "Down", "Left", "Right", "Home", "End", "p"}
XDOTOOL = {"up": "Up", "down": "Down", "left": "Left", "right": "Right", "home": "Home", "end": "End",
           "space": "space", "return": "Return", "tab": "Tab", "escape": "Escape"}


def keys_for_game(number: int, rules: Rules) -> list[str]:
    from a11y_helpers import keys_for_move

    state = deal(number, rules)
    result = solve(state, 30.0)
    if result.outcome.value != "solved":
        raise SystemExit(f"deal {number}: the solver did not win it ({result.outcome.value})")
    keys: list[str] = []
    for move in result.moves:
        if game_status(state) is GameStatus.READY_TO_FINISH:
            break
        keys += [XDOTOOL.get(k, k) for k in keys_for_move(state, move)]
        state = apply(state, move)
    return keys + ["Return"]


def per_key(transcript: str) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = [("(start)", [])]
    for line in transcript.splitlines():
        if " KEY " in line and line.startswith("["):
            out.append((line.split(" KEY ", 1)[1], []))
        elif line.startswith("    SPEECH OUTPUT: '") and not line.endswith("{'established': False}"):
            out[-1][1].append(line.strip()[len("SPEECH OUTPUT: '"):].rstrip("'"))
    return out


#: Utterances that are not the card or the pile's content: a pile's bare name
#: ("Column 3."), a role ("List with 3 items.", "list.").
NOT_CONTENT = re.compile(r"^((Column \d|Stock|Waste|\w+ foundation)\.|List with \d+ items?\.|list\.|panel\.)$")


def summary(said: list[tuple[str, list[str]]], navigation: set[str] | None = None) -> list[str]:
    keys = said[1:]
    nav = [(k, lines) for k, lines in keys if k in (NAVIGATION if navigation is None else navigation)]
    counts = Counter(len(lines) for _, lines in nav)
    content_first = sum(1 for _, lines in nav if lines and not NOT_CONTENT.match(lines[0]))
    utterances = sum(len(lines) for _, lines in keys)
    everything = [line for _, lines in said for line in lines]
    nav_total = sum(len(lines) for _, lines in nav)
    return [
        f"keys: {len(keys)}  utterances after them: {utterances}  per key: {utterances / max(1, len(keys)):.2f}",
        f"navigation keys: {len(nav)}  utterances: {nav_total}  per navigation key: {nav_total / max(1, len(nav)):.2f}",
        "navigation keys by utterances heard: " + ", ".join(f"{n}: {c}" for n, c in sorted(counts.items())),
        f"navigation keys whose first utterance is the card or the pile's content: {content_first}/{len(nav)}",
        f"utterances starting with 'notification': {sum(1 for x in everything if x.startswith('notification'))}",
        f"'selected' / 'unselected' / 'checked' utterances: "
        f"{sum(1 for x in everything if x in ('selected', 'unselected', 'checked', 'not checked'))}",
        f"won: {any(x.startswith(('You won', 'notification You won')) for x in everything)}",
    ]


def game_summary(text: str, navigation: set[str]) -> list[str]:
    """:func:`summary` for FreeCell, Spider and Yukon: the keys by how many utterances
    followed them, those followed by more than one or by none, and the win (at the end
    of the last move's sentence)."""
    said = per_key(text)
    lines = [line for line in summary(said, navigation) if not line.startswith("won:")]
    everything = [line for _, heard in said for line in heard]
    keys = said[1:]
    by_key: dict[str, Counter[int]] = {}
    for key, heard in keys:
        by_key.setdefault(key, Counter())[len(heard)] += 1
    per = "; ".join(f"{key}: " + ", ".join(f"{n} utterance(s) x{c}" for n, c in sorted(counts.items()))
                    for key, counts in sorted(by_key.items()))
    late = sum(1 for _, heard in keys if len(heard) > 1)
    silent = sum(1 for _, heard in keys if not heard)
    return [*lines, f"by key: {per}", f"keys followed by more than one utterance: {late}",
            f"keys followed by none: {silent}", f"won: {any('You won' in line for line in everything)}"]


def offscreen_window(game: str, number: int, **variants: Any) -> Any:
    """The real MainWindow playing deal ``number`` of ``game`` offscreen (animations
    and the solver off, English), its board focused: to find the keys that win a deal."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QApplication

    from klondike_qt.model.settings import Animations, Settings
    from klondike_qt.model.storage import Profile
    from klondike_qt.ui.actions import ACTIONS
    from klondike_qt.ui.main_window import MainWindow

    QLocale.setDefault(QLocale("en_US"))
    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp())
    settings = Settings(Profile(folder).settings_path, {spec.id: spec.shortcuts for spec in ACTIONS})
    settings.animations = Animations.OFF
    window = MainWindow(Profile(folder), settings, deal_number=number, game=game, **variants)
    window.narrator.welcome_delay_ms = None
    window.session.use_solver(False)
    window.show()
    window.view.setFocus()
    app.processEvents()
    return window


def press(window: Any, keys: list[tuple[str, Any]]) -> list[str]:
    """Press ``keys`` ((name, Qt key) pairs) on ``window``'s board; their xdotool names."""
    from PySide6.QtTest import QTest

    for _, key in keys:
        QTest.keyClick(window.view, key)
    return [XDOTOOL.get(name, name) for name, _ in keys]


def win_offscreen(window: Any, number: int, moves: Iterable[Any],
                  keys_for: Callable[[Any, Any], list[tuple[str, Any]] | None]) -> list[str]:
    """Press ``keys_for(window, move)`` for each move of the solver's line (None: skip the
    move, e.g. it went up by itself) until the game is won or offers the finish, then Enter
    to finish; the window is closed. The keys' xdotool names; SystemExit unless they won."""
    from PySide6.QtCore import Qt

    from klondike_qt.engine.status import GameStatus

    keys: list[str] = []
    for move in moves:
        if window.model.status in (GameStatus.READY_TO_FINISH, GameStatus.WON):
            break
        pressed = keys_for(window, move)
        if pressed is not None:
            keys += press(window, pressed)
    if window.model.status is GameStatus.READY_TO_FINISH:
        keys += press(window, [("return", Qt.Key.Key_Return)])
    won = window.model.status is GameStatus.WON
    window.close()
    if not won:
        raise SystemExit(f"deal {number}: the keys did not win it offscreen")
    return keys


def _qt_keys() -> dict[str, Any]:
    from PySide6.QtCore import Qt

    return {"left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right, "up": Qt.Key.Key_Up, "down": Qt.Key.Key_Down,
            "home": Qt.Key.Key_Home, "end": Qt.Key.Key_End, "space": Qt.Key.Key_Space,
            "return": Qt.Key.Key_Return, "escape": Qt.Key.Key_Escape, "tab": Qt.Key.Key_Tab}


def focus_path(window: Any, arrived: Callable[[Any], bool], digits: int,
               extra: dict[str, Callable[[Any, Any], Any]] | None = None, start: Any = None) -> list[tuple[str, Any]]:
    """The fewest navigation keys (digits 1 to ``digits``, the arrows, Home, End and the
    game's ``extra`` keys, e.g. P) that bring ``window``'s keyboard cursor to a cursor for
    which ``arrived(cursor)`` holds: a breadth-first search over the game's own pure
    cursor functions, as its keyboard applies them (``KeyboardBase.step`` and
    ``focus_column``, then ``clamp``), from ``start`` (default: where the cursor is).
    Digits are tried first, so a jump is preferred to a walk of the same length.
    ``(name, Qt key)`` pairs, for :func:`press`; SystemExit when out of reach."""
    from collections import deque
    from functools import partial

    from PySide6.QtCore import Qt

    keyboard = window.keyboard
    ops, state = keyboard.ops, keyboard.state
    steps: dict[str, Callable[[Any, Any], Any]] = {
        **{str(n): partial(lambda n, s, c: ops.to_column(s, c, n), n) for n in range(1, digits + 1)},
        "left": ops.left, "right": ops.right, "up": ops.up, "down": ops.down, "home": ops.home, "end": ops.end,
        **(extra or {})}
    start = keyboard.cursor if start is None else start
    paths: dict[Any, list[str]] = {start: []}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if arrived(here):
            return [(name, _qt_keys().get(name) or Qt.Key(ord(name.upper()))) for name in paths[here]]
        for name, step in steps.items():
            there = ops.clamp(state, step(state, here))
            if there not in paths:
                paths[there] = [*paths[here], name]
                queue.append(there)
    raise SystemExit("no keys reach the card")


def on_card(window: Any, card: Any) -> Callable[[Any], bool]:
    """:func:`focus_path`'s goal: the cursor on ``card``."""
    keyboard = window.keyboard
    return lambda cursor: keyboard.ops.focused_card(keyboard.state, cursor) == card


#: Asked first and not pressed offscreen (its dialog would wait there): F1, then Escape, each with
#: time for Orca to read the dialog and the window (its words come late on a loaded machine).
HELP = ["F1", "sleep 2", "Escape", "sleep 2"]


def game_keys(window: Any, digits: int, to_waste: Callable[[Any, Any], Any]) \
        -> tuple[Callable[[str], tuple[str, Any]], Callable[..., list[tuple[str, Any]]]]:
    """For the games whose cards leave the table (Pyramid, TriPeaks, Golf): ``key(name)``,
    a key as :func:`press` takes it, and ``to(card, start=None)``, the fewest navigation keys
    to ``card`` (:func:`focus_path` with the digits 1 to ``digits`` and P, the game's cursor
    function ``to_waste``)."""
    from PySide6.QtCore import Qt

    def key(name: str) -> tuple[str, Any]:
        return name, _qt_keys().get(name) or Qt.Key(ord(name.upper()))

    def to(card: Any, start: Any = None) -> list[tuple[str, Any]]:
        return focus_path(window, on_card(window, card), digits, {"p": to_waste}, start)

    return key, to


Key = Callable[[str], tuple[str, Any]]
To = Callable[..., list[tuple[str, Any]]]


def waste_game_keys(game: str, number: int, digits: int, look: Iterable[str], ask: Iterable[str],
                    refusals: Callable[[Any, Key, To], list[str]],
                    play: Callable[[Any, Any, Key, To], list[tuple[str, Any]]] | None = None) -> list[str]:
    """The keys that win deal ``number`` of ``game`` (Pyramid, TriPeaks, Golf), checked in an
    offscreen window: F1 and Escape (:data:`HELP`), a look around the table (``look``), the
    questions (``ask``), ``refusals(window, key, to)`` (it presses its keys and returns them),
    then the solver's line: N for a draw, else ``play(window, move, key, to)`` (default: the
    fewest navigation keys to the card, then Enter). ``key`` and ``to``: :func:`game_keys`."""
    from importlib import import_module

    from klondike_qt.engine.solving import Budget

    window = offscreen_window(game, number)
    result = import_module(f"klondike_qt.engine.{game}").solve(window.model.state, Budget(seconds=30.0))
    if not result.moves:
        raise SystemExit(f"deal {number}: the solver found no win ({result.outcome.value})")
    key, to = game_keys(window, digits, window.keyboard.ops.to_waste)
    asked = press(window, [key(name) for name in (*look, *ask)]) + refusals(window, key, to)

    def keys_for(window: Any, move: Any) -> list[tuple[str, Any]]:
        if move.is_draw:
            return [key("n")]
        return play(window, move, key, to) if play is not None else to(move.card) + [key("return")]

    return HELP + asked + win_offscreen(window, number, result.moves, keys_for)


def play_under_orca(keys: list[str], game_args: list[str], out: Path, profile: Path, *, pause: float,
                    first_words: str, settle: float = 1.0, end: float = 3.0,
                    env: dict[str, str] | None = None, cwd: Path = ROOT) -> tuple[int, Path]:
    """Press ``keys`` in ``python -m klondike_qt --profile PROFILE GAME_ARGS`` under Orca and
    a window manager (tests/a11y/run_probe.sh --wm --orca): after each key, wait for Orca's
    first words (the machine may be loaded), then ``pause`` seconds for any more, so that each
    utterance lands on the key that caused it (a "sleep S" among the keys waits longer, e.g.
    while a dialog closes and Orca reads the window again). Returns the probe's exit status and Orca's transcript."""
    steps = out / "game.steps"
    lines = ["focus-window", f"expect-speech -t 15 {first_words}", f"sleep {settle}"]
    for key in keys:
        lines += [key] if key.startswith("sleep ") else [f"key {key}", "expect-speech -t 4 .", f"sleep {pause}"]
    lines += [f"sleep {end}"]
    steps.write_text("\n".join(lines) + "\n", encoding="utf-8")
    env = dict(os.environ if env is None else env)
    env.pop("QT_QPA_PLATFORM", None)
    limit = int(120 + len(keys) * (pause + 2.0))
    probe = out / "probe"
    command = [str(ROOT / "tests" / "a11y" / "run_probe.sh"), "--wm", "--orca", "--timeout", str(limit),
               "--steps", str(steps), "--out", str(probe), "--",
               sys.executable, "-m", "klondike_qt", "--profile", str(profile), *game_args]
    from orca_lock import one_orca_at_a_time

    with one_orca_at_a_time():
        result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=cwd)
    return result.returncode, probe / "transcript.txt"


def game_main(title: str, default_deal: int, navigation: set[str],
              keys_for_game: Callable[[argparse.Namespace], list[str]],
              game_args: Callable[[argparse.Namespace], list[str]], first_words: str,
              add_arguments: Callable[[argparse.ArgumentParser], None] | None = None,
              profile: dict[str, bool] | None = None) -> int:
    """The command line of bench/orca_freecell.py, orca_spider.py and orca_yukon.py:
    ``[--deal N] [--out DIR] [--save FILE] [--pause S]`` (and the game's own options) win a
    deal under Orca and print :func:`game_summary`; ``--transcript FILE`` only counts one."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--deal", type=int, default=default_deal)
    if add_arguments is not None:
        add_arguments(parser)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--save", type=Path, help="copy Orca's transcript here")
    parser.add_argument("--pause", type=float, default=0.6, help="seconds after Orca's first words")
    parser.add_argument("--transcript", type=Path, help="only count an earlier run's transcript")
    args = parser.parse_args()
    if args.transcript:
        text = args.transcript.read_text(encoding="utf-8", errors="replace")
        print("\n".join(game_summary(text, navigation)))
        return 0
    from profiles import make_profile

    keys = keys_for_game(args)
    out = args.out or Path(tempfile.mkdtemp(prefix="orca-game-"))
    out.mkdir(parents=True, exist_ok=True)
    rc, transcript = play_under_orca(keys, game_args(args), out, make_profile(out / "profile", **(profile or {})),
                                     pause=args.pause, first_words=first_words)
    text = transcript.read_text(encoding="utf-8", errors="replace")
    if args.save:
        shutil.copyfile(transcript, args.save)
    pressed = [key for key in keys if not key.startswith("sleep ")]
    print(f"{title} deal {args.deal}  keys: {len(pressed)}  probe rc={rc}  transcript: {transcript}")
    print("\n".join(game_summary(text, navigation)))
    return 0 if rc == 0 else 1


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deal", type=int, default=27)
    parser.add_argument("--thoughtful", action="store_true")
    parser.add_argument("--game-path", type=Path, help="PYTHONPATH of the game to run (default: this tree)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--pause", type=float, default=0.6, help="seconds after Orca's first words")
    parser.add_argument("--transcript", type=Path, help="only count an earlier run's transcript.txt")
    args = parser.parse_args()
    if args.transcript:
        print("\n".join(summary(per_key(args.transcript.read_text(encoding="utf-8", errors="replace")))))
        return 0
    from profiles import make_profile

    rules = Rules(thoughtful=args.thoughtful)
    keys = keys_for_game(args.deal, rules)
    out = args.out or Path(tempfile.mkdtemp(prefix="orca-listen-"))
    out.mkdir(parents=True, exist_ok=True)
    profile = make_profile(out / "profile", thoughtful=args.thoughtful)
    env = dict(os.environ)
    env["PYTHONPATH"] = str(args.game_path or ROOT)  # else the installed copy runs
    # cwd: not this tree, or "python -m klondike_qt" would import it before --game-path
    rc, transcript = play_under_orca(keys, ["--deal", str(args.deal)], out, profile, pause=args.pause,
                                     first_words=".", settle=2, end=2, env=env, cwd=out)
    text = transcript.read_text(encoding="utf-8", errors="replace")
    print(f"game: {args.game_path or ROOT}  deal {args.deal}{' thoughtful' if args.thoughtful else ''}  "
          f"probe rc={rc}  transcript: {transcript}")
    print("\n".join(summary(per_key(text))))
    return 0 if rc == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
