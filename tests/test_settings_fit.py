"""Settings on a small screen (issue 28, item 6): at 800×600 the dialog fits,
for every game in play, its OK and Cancel in sight and every field reached by
scrolling; the game in play's section comes first; no paragraph for developers
or for one screen reader's quirks is shown to every player; and the wheel that
scrolls the page does not change the setting it passes over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QScreen, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QSpinBox,
    QWidget,
)
from ui_helpers import make_window

from klondike_qt.ui.dialogs import SettingsDialog
from klondike_qt.ui.games import GAMES

SCREEN = QRect(0, 0, 800, 600)
#: Words of text meant for developers or for one screen reader's old versions.
NOT_FOR_EVERYONE = ("pip ", "python -m", "Orca 43", "--")


@pytest.fixture
def small_screen(monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(SCREEN))
    monkeypatch.setattr(QScreen, "geometry", lambda _screen: QRect(SCREEN))


@pytest.mark.parametrize("definition", GAMES, ids=[d.id for d in GAMES])
def test_settings_fit_an_800_by_600_screen(qtbot, profile_dir, small_screen, definition):
    window = make_window(qtbot, profile_dir, definition.id, deal=1, solver=False, size=(800, 560))
    dialog = SettingsDialog(window.settings, window, largest_zoom=window.view.max_zoom(), game=definition.id)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    title_bar = 40  # the window manager's, not counted in the dialog's own size
    assert dialog.width() <= SCREEN.width(), dialog.size()
    assert dialog.height() + title_bar <= SCREEN.height(), dialog.size()
    buttons = dialog.findChild(QDialogButtonBox)
    assert dialog.rect().contains(QRect(buttons.mapTo(dialog, QPoint(0, 0)), buttons.size()))
    area = dialog.page_area
    fields = [w for w in area.widget().findChildren(QWidget)
              if w.isVisibleTo(dialog) and w.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert fields
    for field in fields:  # each reached by scrolling (as Tab does)
        area.ensureWidgetVisible(field)
        top_left = field.mapTo(area.viewport(), QPoint(0, 0))
        assert area.viewport().rect().contains(QRect(top_left, field.size())), field.accessibleName()
    boxes = [box for box in area.widget().findChildren(QGroupBox) if box.parentWidget() is area.widget()]
    if definition.settings_section is not None:  # the game in play's own section first
        assert definition.name_of(window.model.variant()).startswith(boxes[0].title()) or \
            boxes[0].title() in definition.name_of(window.model.variant()), boxes[0].title()
    shown = " ".join(label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog))
    assert not [words for words in NOT_FOR_EVERYONE if words in shown], shown


def test_the_wheel_over_a_field_scrolls_the_page_and_changes_nothing(qtbot, profile_dir, small_screen):
    window = make_window(qtbot, profile_dir, "spider", deal=1, solver=False, size=(800, 560))
    dialog = SettingsDialog(window.settings, window, largest_zoom=window.view.max_zoom(), game="spider")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    bar = dialog.page_area.verticalScrollBar()
    assert bar.maximum() > 0  # the page is taller than the screen lets it be
    before = {name: window.settings.get(name) for name in ("deck", "animations", "zoom", "verbosity")}
    fields = [w for w in (*dialog.findChildren(QComboBox), *dialog.findChildren(QSpinBox))
              if w.isVisibleTo(dialog) and not w.hasFocus()]
    assert fields
    for field in fields:
        bar.setValue(0)
        dialog.page_area.ensureWidgetVisible(field)
        shown_at = bar.value()
        value = field.currentIndex() if isinstance(field, QComboBox) else field.value()
        centre = QPointF(field.rect().center())
        wheel = QWheelEvent(centre, QPointF(field.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, -120),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase,
                            False)
        QApplication.sendEvent(field, wheel)
        assert (field.currentIndex() if isinstance(field, QComboBox) else field.value()) == value, field.accessibleName()
        assert bar.value() > shown_at or bar.value() == bar.maximum(), field.accessibleName()
    assert {name: window.settings.get(name) for name in before} == before
