"""F1: every command with its keys, as a keyboard-navigable list."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .actions import ACTIONS, Menu
from .shortcuts import current_keys


def _menu_title(menu: Menu) -> str:
    return {
        Menu.GAME: QCoreApplication.translate("HelpDialog", "Game"),
        Menu.EDIT: QCoreApplication.translate("HelpDialog", "Edit"),
        Menu.PLAY: QCoreApplication.translate("HelpDialog", "Play"),
        Menu.QUERY: QCoreApplication.translate("HelpDialog", "Ask"),
        Menu.VIEW: QCoreApplication.translate("HelpDialog", "View"),
        Menu.HELP: QCoreApplication.translate("HelpDialog", "Help"),
    }[menu]


def command_rows(window: Any) -> list[tuple[Menu, str, str, str, str]]:
    """(menu, id, command, keys, what it does) for every command."""
    rows = []
    for spec in ACTIONS:
        keys = current_keys(window, spec.id)
        #: Shown when a command has no key.
        keys_text = ", ".join(keys) if keys else QCoreApplication.translate("HelpDialog", "no key")
        rows.append((spec.menu, spec.id, spec.translated_text().replace("&", ""), keys_text,
                     spec.translated_description()))
    return rows


def rules_html() -> str:
    """The rules of Klondike as this game plays them, short."""
    return QCoreApplication.translate("HelpDialog",
        "<h2>Klondike</h2>"
        "<p>Build the four foundations up by suit, from the ace to the king. "
        "The game is won when all 52 cards are on the foundations.</p>"
        "<ul>"
        "<li>In the seven columns, put a card on one that is one rank higher and of the other "
        "colour: a black 8 on a red 9. A run built like that moves as one.</li>"
        "<li>Only a king, or a run headed by a king, goes into an empty column.</li>"
        "<li>A face-down card at the top of a column turns face up by itself.</li>"
        "<li>Turn cards from the stock onto the waste; only the top card of the waste can be played. "
        "When the stock is empty, turn the waste over to go through it again "
        "(as often as the rules you chose allow).</li>"
        "<li>The top card of a foundation may come back to a column.</li>"
        "<li>When every card is face up and the stock and waste are empty, press Enter "
        "and the cards go up by themselves.</li>"
        "</ul>"
        "<p>Scoring (standard): 10 for each card to a foundation, 5 for a card from the waste to a "
        "column, 5 for each card turned face up, minus 15 for a card taken back from a foundation. "
        "Undo takes back any number of moves; the time never counts against you.</p>")


def mouse_html() -> str:
    """How to play with the mouse, short (shown after the rules)."""
    return QCoreApplication.translate("HelpDialog",
        "<h2>With the mouse</h2>"
        "<ul>"
        "<li><b>Drag</b> a face-up card onto another pile to move it there, with the cards on it.</li>"
        "<li><b>Click</b> a card to send it, with the cards on it, to the best place it can go: "
        "its foundation when that is safe, else a column, preferring a move that turns up a face-down card.</li>"
        "<li><b>Double-click</b> a card to send it to its foundation.</li>"
        "<li><b>Click the stock</b> to turn cards; when it is empty, click it to turn the waste over.</li>"
        "<li>When every card is face up, click anywhere to finish.</li>"
        "<li>Hold Ctrl and turn the mouse wheel to make the cards larger or smaller.</li>"
        "</ul>")


class _WrappingDelegate(QStyledItemDelegate):
    """Row heights for the wrapped description column: the style wraps only
    within a known width, and the tree asks for sizes without one, so give it
    the column's width (the other columns keep their one-line natural width)."""

    def __init__(self, tree: QTreeWidget, column: int) -> None:
        super().__init__(tree)
        self._tree = tree
        self._column = column

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        if index.column() != self._column:
            return super().sizeHint(option, index)
        sized = QStyleOptionViewItem(option)
        sized.rect = QRect(0, 0, max(1, self._tree.columnWidth(self._column)), 1_000_000)
        return super().sizeHint(sized, index)


class HelpDialog(QDialog):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(QCoreApplication.translate("HelpDialog", "Keys and Rules"))
        self.setAccessibleName(QCoreApplication.translate("HelpDialog", "Keys and Rules"))
        layout = QVBoxLayout(self)
        intro = QLabel(QCoreApplication.translate("HelpDialog", "Every command and its keys. Use Up and Down to read the list; "
                           "Left and Right close and open a group.") + " "
                       + QCoreApplication.translate("HelpDialog", "Mouse play is explained on the Rules page."))
        intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("help_commands")
        self.tree.setAccessibleName(QCoreApplication.translate("HelpDialog", "Commands and keys"))
        self.tree.setHeaderLabels([QCoreApplication.translate("HelpDialog", "Command"),
                                   QCoreApplication.translate("HelpDialog", "Keys"),
                                   QCoreApplication.translate("HelpDialog", "What it does")])
        self.tree.setRootIsDecorated(True)
        # The description column takes the room that is left and wraps, so nothing is cut off.
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.tree.setItemDelegate(_WrappingDelegate(self.tree, 2))
        header.sectionResized.connect(lambda *_: self.tree.doItemsLayout())
        intro.setBuddy(self.tree)
        self.fill()
        keys_page = QWidget(self)
        keys_layout = QVBoxLayout(keys_page)
        keys_layout.addWidget(intro)
        keys_layout.addWidget(self.tree)
        self.rules = QTextBrowser(self)
        self.rules.setObjectName("help_rules")
        self.rules.setAccessibleName(QCoreApplication.translate("HelpDialog", "Rules"))
        self.rules.setAccessibleDescription(QCoreApplication.translate(
            "HelpDialog", "The rules of Klondike, then how to play with the mouse. Read it line by line."))
        self.rules.setReadOnly(True)
        self.rules.setHtml(rules_html() + mouse_html())
        self.rules.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction
                                           | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(keys_page, QCoreApplication.translate("HelpDialog", "&Keys"))
        self.tabs.addTab(self.rules, QCoreApplication.translate("HelpDialog", "&Rules"))
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.change_keys = QPushButton(QCoreApplication.translate("HelpDialog", "&Change Keys…"), self)
        buttons.addButton(self.change_keys, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.change_keys.clicked.connect(self.open_keys)
        layout.addWidget(buttons)
        self.resize(self._fitting_size(920, 620))
        self.tree.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fitting_size(self, width: int, height: int) -> QSize:
        """The wanted size, no larger than the screen's free area."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return QSize(width, height)
        room = screen.availableGeometry().size()
        return QSize(min(width, room.width() - 40), min(height, room.height() - 60))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.tree.setFocus(Qt.FocusReason.OtherFocusReason)  # start on the first command
        QTimer.singleShot(50, self._announce_current)

    def _announce_current(self) -> None:
        # Made current again once the tree has the focus, so the item itself is
        # reported to the screen reader (not only "Commands and keys").
        item = self.tree.currentItem()
        if item is not None and self.tree.hasFocus():
            self.tree.setCurrentItem(None)  # type: ignore[call-overload]  # None clears it (the stubs leave it out)
            self.tree.setCurrentItem(item)

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
        if first is not None:
            self.tree.setCurrentItem(first)

    def open_keys(self) -> None:
        from .keys_dialog import KeysDialog

        KeysDialog(self.window_, self).exec()
        self.fill()
