"""The Play menu a mouse player opens (issue 28, item 5): short, the keys that
only move the focus (Previous Pile … Column 10, the free cells, the waste)
gathered in its "Go To" submenu; every command of every game still in a menu,
with its keys working and listed in F1 and in the key settings."""

from __future__ import annotations

import pytest
from a11y_helpers import press
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu
from ui_helpers import make_window

from klondike_qt.a11y import messages as msg
from klondike_qt.ui.actions import Menu, Submenu
from klondike_qt.ui.command_table import COMMANDS
from klondike_qt.ui.games import GAMES
from klondike_qt.ui.help_dialog import command_rows

#: The most entries the Play menu shows at its top level (a submenu counts as one).
MOST_AT_TOP = 10


def _entries(menu: QMenu) -> list:
    return [action for action in menu.actions() if action.isVisible() and not action.isSeparator()]


def _reachable(menu: QMenu) -> set:
    """Every visible command in ``menu`` and its submenus."""
    found = set()
    for action in _entries(menu):
        if action.menu() is not None:
            found |= _reachable(action.menu())
        else:
            found.add(action)
    return found


@pytest.mark.parametrize("definition", GAMES, ids=[d.id for d in GAMES])
def test_the_play_menu_is_short_and_every_command_is_still_reached(qtbot, profile_dir, definition):
    window = make_window(qtbot, profile_dir, definition.id, deal=1, solver=False)
    keys = type(window.keyboard)
    play = window.menus[Menu.PLAY]
    top = _entries(play)
    assert len(top) <= MOST_AT_TOP, [action.text() for action in top]
    go_to = window.submenus[Submenu.GO_TO]
    assert go_to.menuAction() in top
    offered = [spec for spec in COMMANDS if keys.offers(spec)]
    in_menus = set().union(*(_reachable(menu) for menu in window.menus.values()))
    assert [spec.id for spec in offered if window.actions[spec.id] not in in_menus] == []
    for spec in offered:
        action = window.actions[spec.id]
        if spec.submenu is Submenu.GO_TO:
            assert action in go_to.actions(), spec.id
        assert action.shortcuts() == [QKeySequence(text) for text in window.settings.shortcuts_for(spec.id)]
        assert action in window.actions.values() and action in window.findChildren(type(action))
    assert {"focus_column_1", "focus_previous"} <= {spec.id for spec in offered if spec.submenu is Submenu.GO_TO}
    rows = {row[1]: row for row in command_rows(window)}  # F1 lists every command with its keys
    for spec in offered:
        assert rows[spec.id][3] != msg.no_key() or not spec.shortcuts, rows[spec.id]


@pytest.mark.parametrize("definition", GAMES, ids=[d.id for d in GAMES])
def test_go_to_keys_work_without_opening_the_submenu(qtbot, profile_dir, definition):
    window = make_window(qtbot, profile_dir, definition.id, deal=1, solver=False)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)
    ran = []
    for action_id, key in (("focus_column_1", "1"), ("focus_next", "right")):
        window.actions[action_id].triggered.connect(lambda *_, a=action_id: ran.append(a))
        press(window, key)
    assert ran == ["focus_column_1", "focus_next"]
