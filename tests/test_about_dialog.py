"""Help → About: name and version, the licence (a sentence, the whole text, a link),
the Qt and PySide6 versions; in the player's language; opened by the About command."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import PySide6
from PySide6.QtCore import QTimer, qVersion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QWidget
from ui_helpers import answer_modal, make_window

from klondike_qt import i18n
from klondike_qt.ui import about_dialog
from klondike_qt.ui.about_dialog import AboutDialog

ROOT = Path(__file__).resolve().parent.parent
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def label_texts(dialog: AboutDialog) -> list[str]:
    return [label.text() for label in dialog.findChildren(QLabel) if label.text()]


def test_about_names_the_version_licence_and_toolkit(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    texts = label_texts(dialog)
    assert dialog.windowTitle() == "About klondike-qt"  # the program, as the title bar names it
    assert texts[0] == f"klondike-qt {VERSION}"
    assert "Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire for everyone: mouse, keyboard and screen-reader players." in texts
    assert any("GNU General Public License, version 3 or any later version" in text for text in texts)
    toolkit = f"Made with Qt {qVersion()} and PySide6 {PySide6.__version__}, used under the GNU Lesser General " \
              "Public License, version 3."
    assert toolkit in texts
    link = dialog.findChild(QLabel, "about_link")
    assert 'href="https://www.gnu.org/licenses/gpl-3.0.html"' in link.text() and link.openExternalLinks()
    # A screen reader hears it all as the dialog opens; Close has the focus.
    assert dialog.accessibleDescription() == " ".join(dialog.texts) and toolkit in dialog.accessibleDescription()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert dialog.focusWidget() is close and close.isDefault()


def test_the_version_comes_from_the_installed_metadata(monkeypatch):
    assert about_dialog.installed_version() == metadata.version("klondike-qt") == VERSION
    monkeypatch.setattr(metadata, "version", lambda name: "9.8.7")
    assert about_dialog.installed_version() == "9.8.7"


def test_the_licence_button_shows_the_whole_gpl(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    button = dialog.findChild(QPushButton, "about_licence_button")
    assert button is not None and button.text() == "&License"  # as the GNU General Public License beside it
    shown: list[str] = []
    errors: list[BaseException] = []

    def read(licence: QWidget) -> None:
        text = licence.findChild(QPlainTextEdit, "licence_text")
        shown.append(text.toPlainText())
        for _ in range(500):  # the focus comes with the window's activation, late on a loaded machine
            if text.hasFocus():
                break
            QTest.qWait(10)
        assert text.isReadOnly() and text.hasFocus()

    answer_modal(QDialog, read, errors)
    button.click()
    if errors:
        raise errors[0]
    assert shown and shown[0] == (ROOT / "LICENSE").read_text("utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in shown[0] and "Version 3, 29 June 2007" in shown[0]


def test_without_metadata_the_licence_is_read_from_the_checkout(monkeypatch):
    def missing(name: str) -> None:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "distribution", missing)
    monkeypatch.setattr(metadata, "version", missing)
    assert about_dialog.licence_text() == (ROOT / "LICENSE").read_text("utf-8")
    assert about_dialog.installed_version() == VERSION  # klondike_qt.__version__


def test_about_speaks_spanish(qtbot, qapp):
    assert i18n.install_translators(qapp, "es") == "es"
    try:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        texts = label_texts(dialog)
        assert dialog.windowTitle() == "Acerca de klondike-qt"
        assert "Solitarios Klondike, Carta Blanca, Araña, Yukón, Pirámide, TriPeaks y Golf para todos: con ratón, con teclado y con lector de pantalla." \
            in texts
        assert any("Licencia Pública General de GNU" in text for text in texts)
        assert dialog.findChild(QPushButton, "about_licence_button").text() == "&Licencia"
    finally:
        i18n.install_translators(qapp, "en")


def test_the_about_command_opens_the_dialog(qtbot, profile_dir):
    window = make_window(qtbot, profile_dir)
    seen: list[str] = []

    def look_and_close() -> None:
        dialog = QApplication.activeModalWidget()
        seen.append(type(dialog).__name__)
        seen.append(label_texts(dialog)[0])
        dialog.reject()

    QTimer.singleShot(100, look_and_close)
    window.actions["about"].trigger()
    assert seen == ["AboutDialog", f"klondike-qt {VERSION}"]
