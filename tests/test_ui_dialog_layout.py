"""What a sighted player sees of the dialogs (issue 16, item 18): settings
fields in one column, notes never cut off, F1 descriptions whole, mouse play
explained, the deal-number dialog as wide as its title, and a Card size box
that offers only what the settings accept."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QSpinBox, QTextEdit
from ui_helpers import make_window

from klondike_qt.model import settings as settings_module
from klondike_qt.ui import dialogs
from klondike_qt.ui.dialogs import DealNumberDialog, SettingsDialog
from klondike_qt.ui.help_dialog import HelpDialog, shown_text


@pytest.fixture
def window(qtbot, profile_dir):
    return make_window(qtbot, profile_dir, deal=1)


def shown(qtbot, dialog, width: int | None = None):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if width is not None:
        dialog.resize(width, dialog.height())
        qtbot.wait(20)
    return dialog


def test_settings_fields_line_up_across_the_three_groups(qtbot, window):
    dialog = shown(qtbot, SettingsDialog(window.settings, window))
    fields = [w for w in dialog.findChildren(QComboBox) + dialog.findChildren(QSpinBox) if w.isVisible()]
    assert len(fields) >= 8
    lefts = {field.mapTo(dialog, QPoint(0, 0)).x() for field in fields}
    rights = {field.mapTo(dialog, QPoint(field.width(), 0)).x() for field in fields}
    assert len(lefts) == 1 and len(rights) == 1, (lefts, rights)


@pytest.fixture
def font_size(qapp, request):
    """The application font at a size (the GTK theme's 10-11 pt cut the note off)."""
    old = QApplication.font()
    font = QFont(old)
    font.setPointSize(request.param)
    QApplication.setFont(font)
    yield request.param
    QApplication.setFont(old)


@pytest.mark.parametrize("font_size", [9, 11, 14], indirect=True)
def test_settings_notes_get_the_height_their_wrapped_lines_need(qtbot, window, font_size):
    dialog = shown(qtbot, SettingsDialog(window.settings, window))
    notes = [label for label in dialog.findChildren(QLabel) if label.wordWrap()]
    assert notes
    for note in notes:
        needed = note.fontMetrics().boundingRect(
            QRect(0, 0, note.contentsRect().width(), 10_000), Qt.TextFlag.TextWordWrap, note.text()).height()
        assert note.contentsRect().height() >= needed, (note.text(), note.height(), needed)


def test_the_card_size_box_offers_what_the_settings_accept(qtbot, window, monkeypatch):
    dialog = SettingsDialog(window.settings, window)
    assert (dialog.zoom.minimum(), dialog.zoom.maximum()) == (
        round(settings_module.ZOOM_MIN * 100), round(settings_module.ZOOM_MAX * 100))
    monkeypatch.setattr(dialogs, "ZOOM_MAX", 1.5)  # a lower limit reaches the box too
    assert SettingsDialog(window.settings, window).zoom.maximum() == 150


def test_the_deal_number_dialog_is_wider_than_its_title(qtbot, window):
    dialog = shown(qtbot, DealNumberDialog(1, window))
    bold = QFont(dialog.font())
    bold.setBold(True)
    title = QFontMetrics(bold).horizontalAdvance(dialog.windowTitle())
    assert dialog.width() >= title + 150  # the title, and the title bar's icon and three buttons


def test_f1_shows_every_description_whole(qtbot, window):
    dialog = shown(qtbot, HelpDialog(window))
    for width in (dialog.width(), 640):
        dialog.resize(width, dialog.height())
        qtbot.wait(20)
        tree = dialog.tree
        column = tree.columnWidth(2)
        assert tree.columnViewportPosition(2) + column <= tree.viewport().width()
        for group in range(tree.topLevelItemCount()):
            for row in range(tree.topLevelItem(group).childCount()):
                item = tree.topLevelItem(group).child(row)
                rect = tree.visualRect(tree.indexFromItem(item, 2))
                needed = tree.fontMetrics().boundingRect(
                    QRect(0, 0, column - 8, 10_000), Qt.TextFlag.TextWordWrap, shown_text(item, 2)).height()
                assert rect.height() >= needed, (width, item.text(0), rect.height(), needed)


def test_f1_explains_mouse_play_in_a_document_read_line_by_line(qtbot, window):
    dialog = HelpDialog(window)
    # Not read-only: AT-SPI gets a read-only text as a "label", read as one block (the
    # document takes no edits instead: tests/test_help_reading.py).
    assert isinstance(dialog.rules, QTextEdit) and not dialog.rules.isReadOnly()
    assert dialog.rules.accessibleName() == "Rules" and dialog.rules.accessibleDescription()
    text = dialog.rules.toPlainText()
    for words in ("With the mouse", "Drag", "Click a card", "Double-click", "Click the stock"):
        assert words in text, words
    flags = dialog.rules.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByKeyboard  # a caret to read by line
