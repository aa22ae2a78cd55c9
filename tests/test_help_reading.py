"""F1 under a screen reader: each command heard once, the Rules page a text read
line by line (not a "label"), which takes no edits."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from klondike_qt.ui.help_dialog import HelpDialog, shown_text


@pytest.fixture
def dialog(qtbot, tmp_path):
    from a11y_helpers import make_window

    window = make_window(tmp_path, deal=1)
    qtbot.addWidget(window)
    d = HelpDialog(window)
    qtbot.addWidget(d)
    return d


def test_a_row_is_one_line_and_its_other_cells_say_nothing_more(dialog):
    item = dialog.tree.currentItem()
    line = item.data(0, Qt.ItemDataRole.AccessibleTextRole)
    assert line == f"{item.text(0)}: {shown_text(item, 1)}. {shown_text(item, 2)}"
    for column in (1, 2):
        assert shown_text(item, column)  # shown on screen …
        assert not item.text(column) and not item.data(column, Qt.ItemDataRole.AccessibleTextRole)  # … not read


def test_the_rules_page_is_a_text_not_a_label_and_takes_no_edits(qtbot, dialog):
    rules = dialog.rules
    assert not rules.isReadOnly()  # read-only text goes to AT-SPI as a label, read as one block
    iface = QAccessible.queryAccessibleInterface(rules)
    assert iface.role() == QAccessible.Role.EditableText
    assert iface.text(QAccessible.Text.Name) == "Rules"
    text = rules.toPlainText()
    assert text.startswith("Klondike") and "With the mouse" in text
    dialog.tabs.setCurrentWidget(rules)
    dialog.show()
    rules.setFocus()
    QTest.keyClicks(rules, "xyz")
    QTest.keyClick(rules, Qt.Key.Key_Backspace)
    QTest.keyClick(rules, Qt.Key.Key_Delete)
    QTest.keyClick(rules, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(rules, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier)
    assert rules.toPlainText() == text
    start = rules.textCursor().blockNumber()
    QTest.keyClick(rules, Qt.Key.Key_Down)
    assert rules.textCursor().blockNumber() == start + 1  # the arrows move line by line
    QTest.keyClick(rules, Qt.Key.Key_Escape)  # goes on to the dialog, which closes
    assert not dialog.isVisible()
