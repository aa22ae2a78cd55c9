"""Settings and Statistics: a combo box changed with the arrow keys says its new
value; the rule controls carry "Rule changes apply from the next deal" as their
description (read with their name: under Orca 43 "Turn from the stock: combo box.
Draw 1. Rule changes apply …", then Down: "notification Draw 3.")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGroupBox
from ui_helpers import make_window

from klondike_qt.ui.dialogs import SettingsDialog, StatisticsDialog
from klondike_qt.ui.games import GAMES


@pytest.fixture
def window(qtbot, profile_dir):
    return make_window(qtbot, profile_dir, deal=1)


def focused(qtbot, dialog, widget):
    dialog.show()
    dialog.activateWindow()
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=2000)


NOTE = "Rule changes apply from the next deal; the game in progress keeps its rules."


def test_the_arrow_keys_on_a_box_say_its_value(qtbot, window):
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    focused(qtbot, dialog, dialog.fields["draw"])
    QTest.keyClick(dialog.fields["draw"], Qt.Key.Key_Down)
    assert window.settings.draw == 3
    assert dialog.speaker.announcer.texts == ["Draw 3."]
    QTest.keyClick(dialog.fields["draw"], Qt.Key.Key_Up)
    assert dialog.speaker.announcer.texts[-1] == "Draw 1."
    focused(qtbot, dialog, dialog.deck)
    QTest.keyClick(dialog.deck, Qt.Key.Key_Down)
    assert dialog.speaker.announcer.texts[-1] == f"{dialog.deck.currentText()}."
    for control in (dialog.fields["draw"], dialog.fields["passes"], dialog.fields["scoring"], dialog.fields["thoughtful"], dialog.fields["winnable"]):
        assert control.accessibleDescription() == NOTE
    dialog.reject()


def test_a_change_by_the_program_says_nothing(qtbot, window):
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.fields["passes"].setCurrentIndex(1)  # no focus: not the player's arrow keys
    assert dialog.speaker.announcer.texts == []
    dialog.reject()


def test_the_statistics_box_says_the_games_it_shows(qtbot, window):
    modes = [mode for definition in GAMES for mode in definition.statistics_modes()]
    dialog = StatisticsDialog(window.statistics, modes, modes[0], window)
    qtbot.addWidget(dialog)
    focused(qtbot, dialog, dialog.mode)
    QTest.keyClick(dialog.mode, Qt.Key.Key_Down)
    # Said through the choice's new description (Orca 43 reads it): the game, then its figures.
    assert dialog.mode.accessibleDescription() == f"{dialog.mode.currentText()}. {dialog.figures()}"
    assert dialog.mode.currentText() == "Klondike, draw 1, Vegas"


def test_spiders_suits_box_says_its_value_sets_the_next_deal_and_cancel_puts_it_back(qtbot, window):
    dialog = SettingsDialog(window.settings, window, game="spider")
    qtbot.addWidget(dialog)
    suits = dialog.fields["suits"]
    assert suits.parentWidget().title() == "Spider" and suits.accessibleDescription() == NOTE
    focused(qtbot, dialog, suits)
    QTest.keyClick(suits, Qt.Key.Key_Down)
    assert window.settings.spider_suits == 2 and dialog.speaker.announcer.texts == ["Two suits."]
    dialog.reject()
    assert window.settings.spider_suits == 1


def test_the_game_in_plays_section_comes_first_and_the_dialog_names_no_game(qtbot, window):
    for definition in GAMES:
        dialog = SettingsDialog(window.settings, window, game=definition.id)
        qtbot.addWidget(dialog)
        titles = [box.title() for box in dialog.findChildren(QGroupBox)]
        # A game may have no settings of its own; games may share one section (Pyramid's and Golf's), shown once.
        makers = list(dict.fromkeys(d.settings_section for d in GAMES if d.settings_section is not None))
        games = titles[:len(makers)]
        assert len(set(titles)) == len(titles), titles
        for d in GAMES:
            if d.settings_section is not None:
                assert sum(d.title() in title for title in games) == 1, (d.id, games)
        if definition.settings_section is not None:
            assert definition.title() in titles[0], (definition.id, titles)
        assert dialog.windowTitle() == "Settings"


def test_spiders_winnable_box_says_when_its_suits_have_no_list(qtbot, window, monkeypatch):
    # "Winnable deals only" is one setting with the other games'; a number of suits with
    # no list (missing, or not made yet) says under the box, and to a screen reader with it, that
    # its deals are random.
    from klondike_qt.model import spider_model

    monkeypatch.setattr(spider_model, "winnable_deals", lambda name, highest=0: (1,) if name != "spider4" else ())
    dialog = SettingsDialog(window.settings, window, game="spider")
    qtbot.addWidget(dialog)
    box, no_list = dialog.fields["spider_winnable"], dialog.fields["spider_no_list"]
    assert box.parentWidget().title() == "Spider" and box.text() == "&Winnable deals only"
    assert no_list.isHidden() and box.accessibleDescription() == NOTE
    window.settings.spider_suits = 4
    said = "Four suits: no list of winnable deals yet, so each deal is random and may be impossible to win."
    assert not no_list.isHidden() and no_list.text() == said
    assert box.accessibleDescription() == f"{NOTE} {said}"
    box.setChecked(True)
    assert window.settings.winnable_only  # the one setting, whichever game's box sets it
    window.settings.spider_suits = 2
    assert no_list.isHidden() and box.accessibleDescription() == NOTE
    dialog.reject()
    assert window.settings.spider_suits == 1 and not window.settings.winnable_only
