"""F1 list, key remapping, find and history: usable from the keyboard, named for screen readers."""

from __future__ import annotations

import pytest
from a11y_helpers import make_window, press, show_focused
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from klondike_qt.ui.command_table import COMMANDS
from klondike_qt.ui.help_dialog import HelpDialog, command_rows
from klondike_qt.ui.keys_dialog import KeysDialog, apply_keys


@pytest.fixture
def window(qtbot, tmp_path):
    w = show_focused(qtbot, make_window(tmp_path, deal=1))
    return w


def test_help_lists_every_command_with_its_keys(window):
    rows = command_rows(window)
    assert len(rows) == len(COMMANDS)
    by_id = {row[1]: row for row in rows}
    assert by_id["hint"][3] == "H"
    assert by_id["focus_previous"][3] == "Left"
    dialog = HelpDialog(window)
    tree = dialog.tree
    assert tree.accessibleName() == "Commands and keys"
    item = tree.currentItem()
    assert item is not None
    assert item.data(0, Qt.ItemDataRole.AccessibleTextRole).startswith(f"{item.text(0)}: ")
    total = sum(tree.topLevelItem(i).childCount() for i in range(tree.topLevelItemCount()))
    assert total == len(COMMANDS)


def test_keys_can_be_remapped_and_are_stored(window):
    assert apply_keys(window, "hint", ["G"]) is None
    assert [s.toString() for s in window.actions["hint"].shortcuts()] == ["G"]
    assert window.settings.shortcuts_for("hint") == ["G"]
    press(window, "g")
    assert window.announcer.last.startswith("Hint: ")
    assert apply_keys(window, "hint", ["N"]) == "draw"  # taken: nothing changes
    assert window.settings.shortcuts_for("hint") == ["G"]
    assert apply_keys(window, "hint", None) is None
    assert window.settings.shortcuts_for("hint") == ["H"]


def test_keys_dialog_assigns_from_the_keyboard(window):
    dialog = KeysDialog(window)
    row = next(i for i in range(dialog.list.count())
               if dialog.list.item(i).data(Qt.ItemDataRole.UserRole) == "say_info")
    dialog.list.setCurrentRow(row)
    dialog.edit.setKeySequence(QKeySequence("Ctrl+I"))
    dialog.assign.click()
    assert dialog.status.text() == "Say Game Info now uses Ctrl+I."
    assert window.announcer.last == "Say Game Info now uses Ctrl+I."
    assert dialog.list.item(row).text() == "Say Game Info: Ctrl+I"
    dialog.edit.setKeySequence(QKeySequence("H"))
    dialog.assign.click()
    assert dialog.status.text() == "That key is already used by Hint."


def test_history_panel_keeps_recent_announcements(window):
    press(window, "n")
    press(window, "t")
    press(window, "ctrl+shift+h")
    panel = window.keyboard.history_panel
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    assert texts[-2:] == ["Turned queen of clubs. 23 left in stock.", window.announcer.history[-1].text]
    assert panel.list.accessibleName() == "Announcements"
    press(window, "up")
    assert panel.list.currentRow() == panel.list.count() - 2
    press(window, "escape")
    assert window.view.hasFocus()
    press(window, "u")  # new announcements appear while the panel is open
    assert panel.list.item(panel.list.count() - 1).text().startswith("Waste: ")


def test_help_has_the_rules_on_a_second_tab(window):
    dialog = HelpDialog(window)
    assert dialog.tabs.count() == 2
    assert dialog.rules.accessibleName() == "Rules"
    assert "Only a king, or a run headed by a king" in dialog.rules.toPlainText()
    assert dialog.tree.hasFocus() or dialog.focusWidget() in (None, dialog.tree)


def test_help_opens_on_the_command_list(window, qtbot):
    dialog = HelpDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.tree.hasFocus())
    assert dialog.tree.currentItem().text(0) == COMMANDS[0].translated_text().replace("&", "")
