"""Change the keys of a command; overrides are stored in the settings."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..a11y import messages as msg
from ..model.settings import Settings
from .command_table import COMMANDS, COMMANDS_BY_ID
from .games import find_game
from .shortcuts import current_keys, key_clash, window_action


def apply_keys(window: Any, action_id: str, sequences: list[str] | None) -> str | None:
    """Give ``action_id`` these keys (``None``: its defaults); store the override.
    Returns the id of another command that already uses one of the keys (then
    nothing changes)."""
    spec = COMMANDS_BY_ID[action_id]
    wanted = list(spec.shortcuts) if sequences is None else sequences
    other = key_clash(window, action_id, wanted)
    if other is not None:
        return other
    settings = getattr(window, "settings", None)
    if isinstance(settings, Settings):
        settings.set_shortcuts(action_id, sequences)
    action = window_action(window, action_id)
    if action is not None:
        action.setShortcuts([QKeySequence(s) for s in wanted])
    return None


class KeysDialog(QDialog):
    def __init__(self, window: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent or window)
        self.window_ = window
        self.setWindowTitle(msg.keys_title())
        layout = QVBoxLayout(self)
        label = QLabel(msg.keys_commands_label(), self)
        self.list = QListWidget(self)
        self.list.setObjectName("keys_commands")
        self.list.setAccessibleName(msg.keys_commands_name())
        label.setBuddy(self.list)
        layout.addWidget(label)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        key_label = QLabel(msg.keys_edit_label(), self)
        self.edit = QKeySequenceEdit(self)
        self.edit.setObjectName("keys_edit")
        self.edit.setAccessibleName(msg.keys_edit_name())
        key_label.setBuddy(self.edit)
        self.assign = QPushButton(msg.keys_assign_button(), self)
        self.reset = QPushButton(msg.keys_default_button(), self)
        row.addWidget(key_label)
        row.addWidget(self.edit)
        row.addWidget(self.assign)
        row.addWidget(self.reset)
        layout.addLayout(row)
        self.status = QLabel("", self)
        self.status.setObjectName("keys_status")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(msg.keys_result_name())
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.assign.clicked.connect(self.assign_current)
        self.reset.clicked.connect(self.reset_current)
        self.fill()
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)

    def fill(self) -> None:
        row = max(0, self.list.currentRow())
        self.list.clear()
        for spec in COMMANDS:
            keys = ", ".join(current_keys(self.window_, spec.id)) or msg.no_key()
            text = f"{self._name(spec.id)}: {keys}"
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, spec.id)
            self.list.addItem(item)
        self.list.setCurrentRow(min(row, self.list.count() - 1))

    def _name(self, action_id: str) -> str:
        """The command's name as the game in play says it (Pyramid's "Row 1" for key 1), as F1 does."""
        own = find_game(self.window_.game).keyboard.WORDS
        return COMMANDS_BY_ID[action_id].translated_text(own).replace("&", "")

    def _current_id(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def _report(self, text: str) -> None:
        self.status.setText(text)
        announcer = getattr(self.window_, "announcer", None)
        if announcer is not None:
            announcer.announce(text, True)

    def assign_current(self) -> None:
        action_id = self._current_id()
        sequence = self.edit.keySequence()
        if action_id is None or sequence.isEmpty():
            self._report(msg.keys_choose_first())
            return
        clash = apply_keys(self.window_, action_id, [sequence.toString()])
        if clash is not None:
            self._report(msg.keys_clash(self._name(clash)))
            return
        self._report(msg.keys_now_uses(self._name(action_id),
                                       sequence.toString(QKeySequence.SequenceFormat.NativeText)))
        self.fill()

    def reset_current(self) -> None:
        action_id = self._current_id()
        if action_id is None:
            return
        clash = apply_keys(self.window_, action_id, None)
        if clash is not None:
            self._report(msg.keys_clash(self._name(clash)))
            return
        self._report(msg.keys_now_default(self._name(action_id)))
        self.fill()
