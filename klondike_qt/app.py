"""Start the game: ``klondike-qt [--game klondike|freecell|spider] [--deal N] [--draw 1|3] [--suits 1|2|4]
[--profile DIR] [--version]``,
plus Qt's own options (``-platform``, ``-style``, ``-reverse``, …), which go to Qt.

Only what the first window needs is imported before it shows.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

#: Set to 1 to print start-up time and peak memory right after the first show, then quit.
BENCH_ENV = "KLONDIKE_BENCH_EXIT_AFTER_SHOW"
MAX_DEAL_NUMBER = 2**32 - 1  # engine.deal.MAX_DEAL_NUMBER, checked by a test


def _deal_number(text: str) -> int:
    try:
        number = int(text, 10)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a deal number is a whole number from 1 to {MAX_DEAL_NUMBER}, "
                                         f"not {text!r}") from None
    if not 1 <= number <= MAX_DEAL_NUMBER:
        raise argparse.ArgumentTypeError(f"deal numbers run from 1 to {MAX_DEAL_NUMBER}, not {number}")
    return number


def _draw(text: str) -> int:
    if text not in ("1", "3"):
        raise argparse.ArgumentTypeError(f"draw is 1 or 3, not {text!r}")
    return int(text)


def _suits(text: str) -> int:
    if text.strip() not in ("1", "2", "4"):
        raise argparse.ArgumentTypeError(f"Spider is played with 1, 2 or 4 suits, not {text!r}")
    return int(text)


def _game(text: str) -> str:
    from .ui.games import game_ids

    name = text.strip().lower()
    if name not in game_ids():
        raise argparse.ArgumentTypeError(f"the game is {' or '.join(game_ids())}, not {text!r}")
    return name


def _profile(text: str) -> Path:
    if not text.strip():
        raise argparse.ArgumentTypeError("a profile folder needs a name")
    return Path(text)


#: Qt's own command-line options (QGuiApplication and QApplication), as Qt takes them:
#: one dash or two, the value as the next argument (or after "=" for the style ones).
QT_OPTIONS_WITH_VALUE = frozenset({
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "geometry",
    "qwindowicon", "icon", "qwindowtitle", "title", "display", "name", "session", "style",
    "stylesheet"})
QT_OPTIONS_WITH_EQUALS = frozenset({"style", "stylesheet", "qmljsdebugger"})
QT_FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync", "testability"})


def split_qt_arguments(argv: list[str]) -> tuple[list[str], list[str], str | None]:
    """``argv`` as (ours, Qt's, a Qt option left without its value or None): Qt's
    options with their values are for QApplication, the rest for our parser.
    ``--`` ends the options."""
    ours: list[str] = []
    qt: list[str] = []
    index = 0
    while index < len(argv):
        text = argv[index]
        index += 1
        if text == "--":
            ours.extend(argv[index - 1:])
            break
        dashes = len(text) - len(text.lstrip("-"))
        name, equals, _value = text[dashes:].partition("=")
        if dashes not in (1, 2):
            ours.append(text)
        elif (name in QT_OPTIONS_WITH_EQUALS) if equals else (name in QT_FLAGS):
            qt.append(text)
        elif not equals and name in QT_OPTIONS_WITH_VALUE:
            if index >= len(argv):
                return ours, qt, text
            qt.extend((text, argv[index]))
            index += 1
        else:
            ours.append(text)
    return ours, qt, None


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """The command line; bad input prints a clear message and exits with status 2.
    Qt's options come back in ``qt_arguments``, for QApplication."""
    argv, qt_arguments, no_value = split_qt_arguments(argv)
    args = _read_plainly(argv) if no_value is None else None
    if args is None or _problem(args) is not None:
        parser = _parser()
        if no_value is not None:
            parser.error(f"Qt's option {no_value} needs a value")
        args = parser.parse_args(argv)
        problem = _problem(args)
        if problem is not None:
            parser.error(problem)
    args.qt_arguments = qt_arguments
    return args


def _parser() -> argparse.ArgumentParser:
    from . import __version__
    from .ui.games import game_ids

    parser = argparse.ArgumentParser(
        prog="klondike-qt",
        description="Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for mouse, keyboard-only "
                    "and screen-reader players.",
        epilog="Qt's own options (-platform NAME, -style NAME, -reverse, -qwindowgeometry WxH+X+Y, …) "
               "are passed to Qt.")
    parser.add_argument("--game", type=_game, metavar="|".join(game_ids()),
                        help="play this game (the last one played is remembered)")
    parser.add_argument("--deal", type=_deal_number, metavar="N",
                        help=f"play deal number N (1 to {MAX_DEAL_NUMBER}) instead of resuming")
    parser.add_argument("--draw", type=_draw, metavar="1|3", help="turn 1 or 3 cards from the stock")
    parser.add_argument("--suits", type=_suits, metavar="1|2|4",
                        help="Spider with 1, 2 or 4 suits (implies --game spider)")
    parser.add_argument("--profile", type=_profile, metavar="DIR",
                        help="keep settings, statistics and the saved game in DIR (created if missing)")
    parser.add_argument("--version", action="version", version=f"klondike-qt {__version__}")
    return parser


#: The parser's options that take a value, each read by its ``type``.
_VALUE_OPTIONS: dict[str, Callable[[str], object]] = {
    "--game": _game, "--deal": _deal_number, "--draw": _draw, "--suits": _suits, "--profile": _profile}


def _read_plainly(argv: list[str]) -> argparse.Namespace | None:
    """``argv`` read as the parser reads it, when it holds nothing but our options
    spelt out, each with a value after a space that its ``type`` takes (a desktop
    file's start, the benchmark's); else None, and the parser reads it (and says
    what is wrong). Building the parser costs about 5 ms of a start (its help
    texts are looked up in gettext's catalogues)."""
    if len(argv) % 2:
        return None
    args = argparse.Namespace(game=None, deal=None, draw=None, suits=None, profile=None)
    for option, value in zip(argv[::2], argv[1::2], strict=True):
        read = _VALUE_OPTIONS.get(option)
        if read is None or value.startswith("-"):  # the parser reads "-1" as a value; we leave it to it
            return None
        try:
            setattr(args, option.removeprefix("--"), read(value))
        except (argparse.ArgumentTypeError, TypeError, ValueError):  # what the parser catches
            return None
    return args


def _problem(args: argparse.Namespace) -> str | None:
    """What is wrong with options each fine alone (None: nothing); ``--suits`` sets
    the game it is the variant of (Spider)."""
    if args.suits is not None:
        from .ui.games import GAMES

        suited = next(game.id for game in GAMES if game.variant_option == "suits")
        if args.game not in (None, suited):
            return f"--suits is for {suited}, not {args.game}"
        args.game = suited
    if args.game is not None and args.deal is not None:
        from .ui.games import find_game

        if args.deal > find_game(args.game).model.max_deal:
            return f"{args.game} deal numbers run from 1 to {find_game(args.game).model.max_deal}, not {args.deal}"
    return None


def main(argv: list[str] | None = None) -> int:
    # A start makes some 34,000 objects the garbage collector tracks and frees almost
    # none: collecting during it (59 passes, about 10 ms of CPU) finds nothing. It runs
    # again from the event loop's first turn, the first frame's layout done.
    gc.disable()
    try:
        return _start(argv)
    finally:
        gc.enable()


def _start(argv: list[str] | None) -> int:
    from . import pyside_features

    pyside_features.install()  # before PySide6 is imported: it then reads no module's source
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    profile_dir: Path | None = args.profile

    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setApplicationName("Klondike")
    QCoreApplication.setOrganizationName("klondike-qt")
    from . import __version__

    QCoreApplication.setApplicationVersion(__version__)
    app = cast(QApplication, QApplication.instance() or QApplication([*sys.argv[:1], *args.qt_arguments]))
    app.setApplicationDisplayName("klondike-qt")  # after the game in the title: "FreeCell — Deal 617 — klondike-qt"
    app.setDesktopFileName("io.github.klondike_qt.KlondikeQt")  # packaging/linux/*.desktop

    from .i18n import install_translators
    from .model.settings import Settings
    from .model.storage import Profile, open_profile
    from .ui.command_table import COMMANDS
    from .ui.main_window import MainWindow

    # A folder where nothing can be kept (a file in the way, no permission, read-only)
    # is played from a temporary copy, and said once: never a traceback, nothing lost.
    opened = open_profile(Profile(profile_dir.absolute()) if profile_dir is not None else Profile.default())
    profile = opened.profile
    from .model.instance import Claim, Request, SingleInstance

    guard = SingleInstance(profile.folder, app)  # one game per profile: a later start hands over
    request = Request(args.game, args.deal, args.draw, args.suits)
    # A profile folder played from a copy is never written: nothing there to guard.
    claim = guard.claim(request=request) if opened.progress is None else Claim.UNGUARDED
    if claim in (Claim.HANDED_OVER, Claim.UNREACHABLE):
        opened.remove_stand_in()
        return _tell_already_running(app, profile, claim is Claim.HANDED_OVER, guard.answer, request)
    profile.move_old_files()  # settings and card pictures kept in the data folder before
    settings = Settings(profile.settings_path, {spec.id: spec.shortcuts for spec in COMMANDS})
    install_translators(app, settings.language)  # before the window: widgets keep their text
    window = MainWindow(profile, settings, deal_number=args.deal, draw=args.draw, game=args.game, suits=args.suits)
    note = _profile_note(opened)
    if note is not None:
        window.tell_at_start(note)
    guard.playing = lambda: window.game
    guard.activated.connect(lambda asked: QTimer.singleShot(0, lambda: _follow(window, asked)))
    app.aboutToQuit.connect(guard.release)  # after the window's last save (connected first)
    app.aboutToQuit.connect(lambda: opened.remove_stand_in())
    window.show()
    # The icon theme lookup costs tens of milliseconds: after the first frame.
    QTimer.singleShot(0, lambda: _set_icon(app))
    if os.environ.get(BENCH_ENV) == "1":
        _report_first_paint(window)
    QTimer.singleShot(0, gc.enable)
    return app.exec()


def _profile_note(opened: Any) -> str | None:
    """The one sentence about the profile folders where nothing can be kept (None: none)."""
    from .a11y import messages

    progress, settings = opened.progress, opened.settings
    if progress is None and settings is None:
        return None

    def said(problem: Any, for_progress: bool, for_settings: bool) -> str:
        why = messages.folder_problem(problem.problem.value, problem.detail)
        return messages.profile_unusable(for_progress, for_settings, str(problem.place), why)

    if progress is not None and settings is not None and progress != settings:
        return f"{said(progress, True, False)} {said(settings, False, True)}"
    return said(progress or settings, progress is not None, settings is not None)


def _tell_already_running(app: Any, profile: Any, answered: bool, answer: str | None, request: Any) -> int:
    """The sentence of a start that found the profile in use; its exit status. It names
    the game the running one said it plays (else the last one its settings name)."""
    from .a11y import messages
    from .i18n import install_translators
    from .model.instance import read_setting
    from .ui.games import find_game, game_ids

    install_translators(app, read_setting(profile.settings_path, "language", "system"))
    running = answer or read_setting(profile.settings_path, "game", "")
    name = find_game(running).title() if running in game_ids() else "klondike-qt"
    asked = ""
    if request.asks and answered:
        target = request.game or (running if running in game_ids() else None)
        game = None
        if target is not None:
            definition = find_game(target)
            variant = {"draw": request.draw, "suits": request.suits}.get(definition.variant_option or "")
            if variant is not None:
                game = definition.name_of(variant)
            elif request.game is not None:
                game = definition.title()
        if game is not None or request.deal is not None:
            asked = messages.asked_game(game, request.deal)
    print(f"klondike-qt: {messages.already_running(name, str(profile.folder), answered, asked)}", file=sys.stderr)
    return 0 if answered else 1


def _follow(window: Any, request: Any) -> None:
    """Another start on this profile asked for the game: show its window, and play what
    it asked for (another game, a variant, a deal). Not a window closed on quitting:
    showing it again would keep the game from ending."""
    if not window.isVisible():
        return
    _bring_to_front(window)
    if request.asks:
        _play_asked(window, request)


def _play_asked(window: Any, request: Any) -> None:
    """Play what a later start asked for, asking first, as the menus do, when a started
    game would be lost; while a dialog is open, once it is closed."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .ui.games import find_game, game_ids

    if QApplication.activeModalWidget() is not None:
        QTimer.singleShot(500, lambda: _play_asked(window, request))
        return
    game = request.game if request.game in game_ids() else window.game
    variant = {"draw": request.draw, "suits": request.suits}.get(find_game(game).variant_option or "")
    if game != window.game or variant is not None:
        window.play_game(game, variant)
    if request.deal is not None and request.deal <= window.model.max_deal and window.game == game:
        window.new_deal(request.deal)


def _bring_to_front(window: Any) -> None:
    """Another start on this profile asked for the game: show its window."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def _set_icon(app: Any) -> None:
    """The window icon: the theme's (installed by the package) or the bundled SVG."""
    from PySide6.QtGui import QIcon

    from .resource_files import resource

    bundled = resource("icons", "klondike-qt.svg")
    fallback = QIcon(str(bundled)) if bundled.is_file() else QIcon()
    app.setWindowIcon(QIcon.fromTheme("klondike-qt", fallback))


def _report_first_paint(window: Any) -> None:
    """Print the time, peak memory and CPU used once the board has painted, then quit
    (the start-up benchmark's switch, and the smoke start of CI and the frozen builds)."""
    import time

    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, report)
            return False

    def report() -> None:
        try:  # the peak memory is measured on Linux and macOS; Windows has no resource module
            import resource

            peak = f" peak_rss_kib {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}"
        except ImportError:
            peak = ""
        print(f"shown {time.monotonic():.6f}{peak} cpu_s {time.process_time():.6f}", flush=True)
        window.autosave.flush()
        window.view.save_picture_cache()  # as a real session would, after the first frames
        QApplication.quit()

    window._first_paint = FirstPaint(window)
    window.view.viewport().installEventFilter(window._first_paint)


if __name__ == "__main__":
    sys.exit(main())
