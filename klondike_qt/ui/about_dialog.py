"""Help → About: the name and version, what the game is, its licence (with the whole
text a button away, or a link), and the Qt and PySide6 it runs on."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..a11y import messages as msg

LICENCE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


def installed_version() -> str:
    """The version of the installed package (its metadata), else the package's own."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("klondike-qt")
    except PackageNotFoundError:  # a checkout or a bundle without the metadata
        return __version__


def licence_text() -> str | None:
    """The GPL text: from the installed package's metadata (the wheel's
    ``licenses/LICENSE``), the bundle's ``licenses/`` folder, or the checkout."""
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        text = distribution("klondike-qt").read_text("licenses/LICENSE")
    except PackageNotFoundError:
        text = None
    if text:
        return text
    places = [Path(__file__).resolve().parents[2] / "LICENSE"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        places.insert(0, Path(bundle) / "licenses" / "LICENSE")
    for place in places:
        try:
            return place.read_text("utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return None


def _label(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class AboutDialog(QDialog):
    """A small modal dialog; Escape or Close ends it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import PySide6

        self.setWindowTitle(msg.about_title())
        self.setObjectName("about_dialog")
        layout = QVBoxLayout(self)
        heading = _label(msg.about_name_version(installed_version()), self)
        heading.setObjectName("about_heading")
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        heading.setFont(font)
        icon = QGuiApplication.windowIcon()
        if not icon.isNull():
            picture = QLabel(self)
            picture.setPixmap(icon.pixmap(64, 64))
            picture.setAccessibleName(msg.about_title())
            layout.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
        self.texts = [heading.text(), msg.about_summary(), msg.about_licence(),
                      msg.about_toolkit(qVersion(), PySide6.__version__)]
        layout.addWidget(heading)
        for text in self.texts[1:]:
            layout.addWidget(_label(text, self))
        link = QLabel(f'<a href="{LICENCE_URL}">{msg.about_licence_link()}</a>', self)
        link.setObjectName("about_link")
        link.setTextFormat(Qt.TextFormat.RichText)
        link.setOpenExternalLinks(True)
        link.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)  # Tab reaches it
        link.setAccessibleName(msg.about_licence_link())
        layout.addWidget(link)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.licence = licence_text()
        self.licence_button: QPushButton | None = None
        if self.licence is not None:
            self.licence_button = buttons.addButton(msg.about_licence_button(), QDialogButtonBox.ButtonRole.ActionRole)
            self.licence_button.setObjectName("about_licence_button")
            self.licence_button.clicked.connect(self.show_licence)
        layout.addWidget(buttons)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        close.setFocus()
        # What a screen reader says as the dialog opens, before the focused button.
        self.setAccessibleName(msg.about_title())
        self.setAccessibleDescription(" ".join(self.texts))
        self.setMinimumWidth(max(420, self.fontMetrics().horizontalAdvance(msg.about_summary()) // 2))

    def show_licence(self) -> None:
        """The whole licence in a read-only text the keyboard can move through."""
        dialog = QDialog(self)
        dialog.setObjectName("licence_dialog")
        title = msg.about_licence_button().replace("&", "")
        dialog.setWindowTitle(title)
        layout = QVBoxLayout(dialog)
        text = QPlainTextEdit(dialog)
        text.setObjectName("licence_text")
        text.setReadOnly(True)
        text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))  # its centred headings
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                     | Qt.TextInteractionFlag.TextSelectableByMouse)
        text.setPlainText(self.licence or "")
        text.setAccessibleName(title)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        width = text.fontMetrics().horizontalAdvance("x" * 82)
        dialog.resize(width + 60, min(700, int(width * 0.9)))
        text.setFocus()
        dialog.exec()
