"""Run in a venv with the oldest PySide6 we declare (tests/test_pyside_floor.py):
the main window with animations on, the whole winning line of deal 1, then every
dialog opened and closed. Prints ``won <PySide6 version>``; exits 1 on any Python
exception, even one Qt swallowed in a slot.

    python tests/pyside_floor_driver.py PROFILE_DIR
"""

from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path

errors: list[str] = []


def _record(kind: type[BaseException], value: BaseException, tb: object) -> None:
    errors.append("".join(traceback.format_exception(kind, value, tb)))  # type: ignore[arg-type]
    print(errors[-1], file=sys.stderr, flush=True)


sys.excepthook = _record
sys.path.insert(0, str(Path(__file__).resolve().parent))  # ui_helpers, for the winning line

import PySide6  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

app = QApplication([sys.argv[0]])

from ui_helpers import make_settings, winning_line  # noqa: E402

from klondike_qt.model.storage import Profile  # noqa: E402
from klondike_qt.ui.main_window import MainWindow  # noqa: E402

DIALOGS = ("settings", "statistics", "help", "about", "choose_deal", "find_card")


def spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def close_others(window: MainWindow) -> int:
    """Closes every visible window but the main one; how many there were."""
    shown = [widget for widget in QApplication.topLevelWidgets() if widget is not window and widget.isVisible()]
    for widget in shown:
        widget.close()
    return len(shown)


def main() -> int:
    profile = Path(sys.argv[1])
    window = MainWindow(Profile(profile), make_settings(profile, animations=True), deal_number=1)
    window.resize(1000, 760)
    window.show()
    spin(0.5)
    for move in winning_line():
        if not window.model.play(move):
            errors.append(f"the move {move} was refused")
            break
        spin(0.01)
    spin(2.0)  # the last glides and the win
    won = window.model.state.is_won
    from PySide6.QtCore import QTimer

    for action_id in DIALOGS:
        closed: list[int] = []
        QTimer.singleShot(300, lambda closed=closed: closed.append(close_others(window)))
        window.actions[action_id].trigger()  # a modal dialog returns when closed
        spin(0.4)
        if not sum(closed) + close_others(window):
            errors.append(f"{action_id}: no dialog opened")
    window.close()
    spin(0.2)
    print(f"{'won' if won else 'not won'} {PySide6.__version__}")
    return 1 if errors or not won else 0


if __name__ == "__main__":
    try:
        status = main()
    except Exception:
        _record(*sys.exc_info())  # type: ignore[arg-type]
        status = 1
    sys.exit(status)
