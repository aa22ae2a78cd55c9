"""F1: every command with its keys, as a keyboard-navigable list."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QPushButton, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from .actions import ACTIONS, Menu

_CONTEXT = "HelpDialog"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def _menu_title(menu: Menu) -> str:
    return {
        Menu.GAME: _tr("Game"), Menu.EDIT: _tr("Edit"), Menu.PLAY: _tr("Play"),
        Menu.QUERY: _tr("Ask"), Menu.VIEW: _tr("View"), Menu.HELP: _tr("Help"),
    }[menu]


def current_keys(window: Any, action_id: str) -> list[str]:
    """The keys an action has now, as the player reads them."""
    actions = getattr(window, "actions", None) or {}
    action = actions.get(action_id) if isinstance(actions, dict) else None
    if action is not None:
        return [s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()]
    spec = next(spec for spec in ACTIONS if spec.id == action_id)
    return [QKeySequence(s).toString(QKeySequence.SequenceFormat.NativeText) for s in spec.shortcuts]


def command_rows(window: Any) -> list[tuple[Menu, str, str, str, str]]:
    """(menu, id, command, keys, what it does) for every command."""
    rows = []
    for spec in ACTIONS:
        keys = current_keys(window, spec.id)
        #: Shown when a command has no key.
        keys_text = ", ".join(keys) if keys else _tr("no key")
        rows.append((spec.menu, spec.id, spec.translated_text().replace("&", ""), keys_text,
                     spec.translated_description()))
    return rows


class HelpDialog(QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(_tr("Keys and Rules"))
        self.setAccessibleName(_tr("Keys and Rules"))
        layout = QVBoxLayout(self)
        intro = QLabel(_tr("Every command and its keys. Use Up and Down to read the list; "
                           "Left and Right close and open a group."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("help_commands")
        self.tree.setAccessibleName(_tr("Commands and keys"))
        self.tree.setHeaderLabels([_tr("Command"), _tr("Keys"), _tr("What it does")])
        self.tree.setRootIsDecorated(True)
        intro.setBuddy(self.tree)
        self.fill()
        layout.addWidget(self.tree)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.change_keys = QPushButton(_tr("&Change Keys…"), self)
        buttons.addButton(self.change_keys, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.change_keys.clicked.connect(self.open_keys)
        layout.addWidget(buttons)
        self.resize(760, 560)
        self.tree.setFocus(Qt.FocusReason.OtherFocusReason)

    def fill(self) -> None:
        self.tree.clear()
        groups: dict[Menu, QTreeWidgetItem] = {}
        first: QTreeWidgetItem | None = None
        for menu, action_id, text, keys, description in command_rows(self.window_):
            group = groups.get(menu)
            if group is None:
                group = QTreeWidgetItem(self.tree, [_menu_title(menu)])
                group.setExpanded(True)
                groups[menu] = group
            item = QTreeWidgetItem(group, [text, keys, description])
            item.setData(0, Qt.ItemDataRole.UserRole, action_id)
            # One line a screen reader reads whole.
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole, f"{text}: {keys}. {description}")
            if first is None:
                first = item
        self.tree.resizeColumnToContents(0)
        self.tree.resizeColumnToContents(1)
        if first is not None:
            self.tree.setCurrentItem(first)

    def open_keys(self) -> None:
        from .keys_dialog import KeysDialog

        KeysDialog(self.window_, self).exec()
        self.fill()
