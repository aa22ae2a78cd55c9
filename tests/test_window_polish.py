"""What a player meets in the first week with three games in one window: the
title and the window's accessible name, the stuck banner's words, FreeCell's
auto-move in Settings, the history panel after a game switch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import QApplication
from ui_helpers import make_settings

from klondike_qt import i18n
from klondike_qt.model.storage import Profile
from klondike_qt.ui.main_window import MainWindow


def window_for(qtbot, profile_dir, game: str, deal: int | None = 7, suits: int | None = None) -> MainWindow:
    QLocale.setDefault(QLocale("en_US"))
    QApplication.instance() or QApplication([])
    window = MainWindow(Profile(profile_dir), make_settings(profile_dir), deal_number=deal, game=game, suits=suits)
    window.narrator.welcome_delay_ms = None
    qtbot.addWidget(window)
    window.resize(1000, 760)
    window.show()
    qtbot.waitExposed(window)
    window.session.use_solver(False)
    return window


def accessible_name(window: MainWindow) -> str:
    interface = QAccessible.queryAccessibleInterface(window)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


@pytest.fixture
def program_name(qapp):
    """The program's display name as ``app.main`` sets it (Qt adds it to every title)."""
    before = QGuiApplication.applicationDisplayName()
    QGuiApplication.setApplicationDisplayName("klondike-qt")
    yield "klondike-qt"
    QGuiApplication.setApplicationDisplayName(before)


# -- 1. the title ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "suits", "title"), [
    ("klondike", None, "Klondike — Deal 617"),
    ("freecell", None, "FreeCell — Deal 617"),
    ("spider", 2, "Spider, two suits — Deal 617"),
])
def test_the_title_and_the_accessible_name_say_the_game_and_the_deal(qtbot, profile_dir, program_name,
                                                                     game, suits, title):
    window = window_for(qtbot, profile_dir, game, deal=617, suits=suits)
    assert window.windowTitle() == title
    # Qt shows "<title> — klondike-qt" in the title bar; a screen reader hears the same words.
    assert accessible_name(window) == f"{title} — klondike-qt"
    window.new_deal(618, ask=False)
    assert window.windowTitle() == title.replace("617", "618")
    assert accessible_name(window) == f"{title.replace('617', '618')} — klondike-qt"


def test_the_title_follows_a_game_switch_and_the_suits(qtbot, profile_dir, program_name):
    window = window_for(qtbot, profile_dir, "freecell", deal=617)
    window.switch_game("klondike")
    assert window.windowTitle().startswith("Klondike — Deal ")
    assert accessible_name(window) == f"{window.windowTitle()} — klondike-qt"
    window.play_spider(4)
    assert window.windowTitle() == f"Spider, four suits — Deal {window.model.deal_number}"
    assert "Klondike" not in accessible_name(window)


def test_a_custom_deal_is_named_so_and_the_title_is_spanish(qtbot, profile_dir, program_name):
    window = window_for(qtbot, profile_dir, "freecell", deal=617)
    window.model._deal_number = None  # a loaded position with no deal number
    window._update_status()
    assert window.windowTitle() == "FreeCell — Custom deal"
    app = QApplication.instance()
    try:
        assert i18n.install_translators(app, "es") == "es"
        window.new_deal(9, ask=False)
        assert window.windowTitle() == "Carta Blanca — Partida 9"
        assert accessible_name(window) == "Carta Blanca — Partida 9 — klondike-qt"
    finally:
        i18n.install_translators(app, "en")
