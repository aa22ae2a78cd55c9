"""What a sighted player reads of the answers (issue 28, item 4): every Say
command's answer and every hint is shown in the status bar as well as said,
as a refusal is, in every game (one place: the window shows each announcement
of the ANSWER kind)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from ui_helpers import make_window

from klondike_qt.ui.actions import Menu
from klondike_qt.ui.command_table import COMMANDS, run_command
from klondike_qt.ui.games import GAMES

#: The Say menu's commands that answer in words (the history panel is a window of its own).
NOT_AN_ANSWER = {"announcement_history"}


@pytest.mark.parametrize("definition", GAMES, ids=[d.id for d in GAMES])
def test_say_answers_and_hints_are_shown_in_the_status_bar(qtbot, profile_dir, definition):
    window = make_window(qtbot, profile_dir, definition.id, deal=1, solver=False)
    bar = window.statusBar()
    keys = type(window.keyboard)
    asked = [spec.id for spec in COMMANDS
             if spec.menu is Menu.QUERY and spec.id not in NOT_AN_ANSWER and keys.offers(spec)]
    assert {"say_moves", "say_info", "say_again"} <= set(asked), asked
    for action_id in [*asked, "hint", "hint"]:
        bar.clearMessage()
        window.announcer.clear_log()
        run_command(window, action_id)
        spoken = [text for kind, text in window.announcer.log if kind == "say"]
        assert spoken, action_id
        assert bar.currentMessage() == bar.toolTip() == spoken[-1]  # the whole of it, however long
        shown = bar.shown_message()
        assert shown == spoken[-1] or (shown.endswith("…") and spoken[-1].startswith(shown[:-1])), \
            (action_id, shown, spoken)  # a long one cut short where the bar ends
        assert bar.fontMetrics().horizontalAdvance(shown) <= bar.message_rect().width()


@pytest.mark.parametrize("direction", ["LeftToRight", "RightToLeft"])
def test_a_message_too_long_for_the_bar_ends_in_an_ellipsis_beside_the_labels(qtbot, profile_dir, direction):
    """Any message (a refusal, a note, an answer) is painted in the room the labels
    leave, cut short with "…" when it does not fit (Qt's own bar cuts it off
    mid-word), and kept whole as the bar's message and tooltip."""
    window = make_window(qtbot, profile_dir, "golf", deal=1, solver=False, size=(800, 600))
    window.setLayoutDirection(getattr(Qt.LayoutDirection, direction))
    bar = window.statusBar()
    long = ("That card cannot go onto the waste: it needs a card one rank above or below the waste's "
            "top card, an ace or a king, whatever its suit.")
    bar.showMessage(long, 6000)
    qtbot.waitUntil(lambda: bar.message_rect().width() > 0)
    room = bar.message_rect()
    labels = [child.geometry() for child in bar.children() if isinstance(child, QLabel) and child.isVisible()]
    assert labels and not any(room.intersects(label) for label in labels)
    assert bar.currentMessage() == bar.toolTip() == long
    shown = bar.shown_message()
    assert shown.endswith("…") and long.startswith(shown[:-1]) and len(shown) < len(long)
    assert bar.fontMetrics().horizontalAdvance(shown) <= room.width()
    bar.grab()  # painted without a fault
    window.resize(1900, 600)
    qtbot.waitUntil(lambda: bar.shown_message() == long)


def test_a_move_is_not_put_in_the_status_bar(qtbot, profile_dir):
    """Only answers: what a move did is seen on the board, not written under it."""
    window = make_window(qtbot, profile_dir, "freecell", deal=1, solver=False)
    bar = window.statusBar()
    bar.clearMessage()
    move = window.session.hint_moves()[0][0]
    assert window.session.play(move)
    assert window.announcer.texts  # it was said
    assert bar.currentMessage() == ""
