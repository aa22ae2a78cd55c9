"""Ctrl+F: ask which card to find (a labelled line edit, fully keyboard- and
screen-reader-usable)."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QLineEdit, QWidget

from ..a11y import messages as msg


def ask_card(parent: QWidget) -> str | None:
    """The text the player typed, or ``None`` if they cancelled."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(msg.find_title())
    dialog.setLabelText(msg.find_prompt())
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    dialog.setAccessibleName(msg.find_title())
    dialog.setAccessibleDescription(msg.find_prompt())
    if dialog.exec() != QInputDialog.DialogCode.Accepted:
        return None
    text = dialog.textValue().strip()
    return text or None
