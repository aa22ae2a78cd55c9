"""F1: every command with its keys, as a keyboard-navigable list."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QMimeData, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QGuiApplication, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTabWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..a11y import messages as msg
from .actions import Menu
from .command_table import COMMANDS
from .games import GAMES, find_game
from .shortcuts import current_keys


def _menu_title(menu: Menu) -> str:
    titles = dict(zip((Menu.GAME, Menu.EDIT, Menu.PLAY, Menu.QUERY, Menu.VIEW, Menu.HELP), msg.help_menu_titles(),
                      strict=True))
    return titles[menu]


def command_rows(window: Any) -> list[tuple[Menu, str, str, str, str]]:
    """(menu, id, command, keys, what it does) for every command."""
    rows = []
    keyboard = find_game(window.game).keyboard
    for spec in COMMANDS:
        keys = current_keys(window, spec.id)
        keys_text = ", ".join(keys) if keys else msg.no_key()
        own = keyboard.WORDS
        what = spec.translated_description(own)
        if not keyboard.offers(spec):  # listed, so the list is the same in every game, but said to be the others'
            what = msg.help_only_in(what, [game.title() for game in GAMES if game.keyboard.offers(spec)])
        rows.append((spec.menu, spec.id, spec.translated_text(own).replace("&", ""), keys_text, what))
    return rows


#: A row's keys and description, shown in columns 1 and 2 (drawn by the delegate from this role).
#: Their cells have no text of their own: a screen reader reads the row's first cell, the whole
#: line, and the others add nothing (a blank text was read, two empty utterances after every row).
SHOWN = Qt.ItemDataRole.UserRole + 1


def shown_text(item: QTreeWidgetItem, column: int) -> str:
    """What a row shows in ``column`` (its keys, its description, or its command)."""
    shown = item.data(column, SHOWN)
    return shown if isinstance(shown, str) else item.text(column)


class _WrappingDelegate(QStyledItemDelegate):
    """Row heights for the wrapped description column: the style wraps only
    within a known width, and the tree asks for sizes without one, so give it
    the column's width (the other columns keep their one-line natural width)."""

    def __init__(self, tree: QTreeWidget, column: int) -> None:
        super().__init__(tree)
        self._tree = tree
        self._column = column

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        shown = index.data(SHOWN)
        if isinstance(shown, str):
            option.text = shown

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        if index.column() != self._column:
            return super().sizeHint(option, index)
        sized = QStyleOptionViewItem(option)
        # The style wraps the text inside the cell less its margins (the focus frame's on
        # each side, a few pixels): size for the narrower width, or a description that
        # just fits the whole cell loses its last line when drawn.
        margins = 2 * (self._tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, option, self._tree) + 1)
        sized.rect = QRect(0, 0, max(1, self._tree.columnWidth(self._column) - max(8, margins)), 1_000_000)
        return super().sizeHint(sized, index)


class RulesDocument(QTextEdit):
    """The Rules page: a text a screen reader reads line by line with the arrow keys.

    Qt exposes a read-only text edit to AT-SPI as a label (Orca says "Rules
    label" and reads it as one block), so this one is not read-only but takes
    no edits: only the keys that move the caret, select and copy reach it;
    Tab leaves it and Escape closes the dialog."""

    _ALLOWED = (QKeySequence.StandardKey.Copy, QKeySequence.StandardKey.SelectAll)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self.setUndoRedoEnabled(False)
        self.setAcceptDrops(False)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                     | Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextEditable)
        # The caret still moves (a screen reader reads the line it is on) but is not drawn:
        # a blinking text caret says "type here" on a page that takes no typing.
        self.setCursorWidth(0)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves_caret = event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right,
                                      Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
        if moves_caret or any(event.matches(key) for key in self._ALLOWED):
            super().keyPressEvent(event)
        else:
            event.ignore()  # no edit; Escape and Enter go on to the dialog

    def insertFromMimeData(self, source: QMimeData) -> None:  # no paste, no drop
        return

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = self.createStandardContextMenu(event.pos())
        for action in menu.actions():  # only what does not change the text
            if action.objectName() not in ("edit-copy", "select-all"):
                action.setVisible(False)
        menu.exec(event.globalPos())
        menu.deleteLater()


class HelpDialog(QDialog):
    def __init__(self, window: Any) -> None:  # the main window: its game's definition gives the rules
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(msg.help_title())
        self.setAccessibleName(msg.help_title())
        layout = QVBoxLayout(self)
        intro = QLabel(msg.help_intro_keys() + " " + msg.help_intro_mouse())
        intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("help_commands")
        self.tree.setAccessibleName(msg.help_commands_name())
        self.tree.setHeaderLabels([msg.help_column_command(), msg.help_column_keys(), msg.help_column_what()])
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
        self.rules = RulesDocument(self)
        self.rules.setObjectName("help_rules")
        self.rules.setAccessibleName(msg.help_rules_name())
        self.rules.setAccessibleDescription(msg.help_rules_description())
        self.rules.setHtml(window.definition.rules_html())  # the rules and keys of the game in play
        self.tabs = QTabWidget(self)
        self.tabs.addTab(keys_page, msg.help_keys_tab())
        self.tabs.addTab(self.rules, msg.help_rules_tab())
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.change_keys = QPushButton(msg.help_change_keys_button(), self)
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
            item = QTreeWidgetItem(group, [text, "", ""])
            item.setData(0, Qt.ItemDataRole.UserRole, action_id)
            # One line a screen reader reads whole, on the focused cell; Orca reads the
            # row's other cells after it, so they have no text (their words are drawn, SHOWN).
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole, f"{text}: {keys}. {description}")
            item.setData(1, SHOWN, keys)
            item.setData(2, SHOWN, description)
            if first is None:
                first = item
        if first is not None:
            self.tree.setCurrentItem(first)

    def open_keys(self) -> None:
        from .keys_dialog import KeysDialog

        KeysDialog(self.window_, self).exec()
        self.fill()
