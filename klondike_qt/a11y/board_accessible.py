"""The board view's own accessible interface (:class:`BoardAccessible`, role
Grouping, the piles as its children) and the factory that gives it to every
game's view class (:func:`install`); the piles, places and items are
:mod:`.tree_base`'s.

The factory's interfaces are made in Python and held in Qt's cache by raw
pointer: at exit they leave the cache before PySide destroys the application
(:func:`_release_at_exit`).
"""

from __future__ import annotations

import atexit
import weakref
from typing import Any

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from . import messages
from .announcer import Notifier
from .tree_base import _TREES, AccessibleTree, PileIface, Role, Text

#: View classes that get a :class:`BoardAccessible` (registered by install).
_VIEW_CLASSES: set[type] = set()
_factory_installed = False


#: The objects the factory made an interface for (see :func:`_release_at_exit`).
_MADE: weakref.WeakSet[QObject] = weakref.WeakSet()


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if type(obj) in _VIEW_CLASSES and isinstance(obj, QWidget):
        _MADE.add(obj)
        return BoardAccessible(obj)
    if isinstance(obj, Notifier):
        _MADE.add(obj)
        return QAccessibleWidget(obj, Role.Notification)
    return None


def _release_at_exit() -> None:
    """Take the interfaces made in Python out of Qt's accessibility cache before
    PySide destroys the application (atexit runs this before PySide's own cleanup,
    registered earlier). The cache is destroyed with the application and deletes
    what it holds; by then the Python side of these interfaces was gone, and the
    process crashed on its way out (after the save, but a crash report all the same)."""
    for view_id, tree in list(_TREES.items()):
        tree._retire(view_id)
    for obj in list(_MADE):
        if shiboken6.isValid(obj):
            iface = QAccessible.queryAccessibleInterface(obj)
            if iface is not None:
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))


def install[T: AccessibleTree[Any, Any]](tree: T) -> T:
    """Expose ``tree.view`` as the accessible board (the factory is installed
    once, for every game's view class) and return the tree."""
    global _factory_installed
    _VIEW_CLASSES.add(type(tree.view))
    if not _factory_installed:
        QAccessible.installFactory(_factory)
        atexit.register(_release_at_exit)
        _factory_installed = True
    iface = QAccessible.queryAccessibleInterface(tree.view)
    if iface is not None and not isinstance(iface, BoardAccessible):
        # Qt made a plain interface before we were installed: drop it from the cache.
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
    return tree


class BoardAccessible(QAccessibleWidget):
    """The board view: role Grouping, the piles as children."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, Role.Grouping)
        # The view's id, not the view: Qt may keep this interface past the view, and
        # holding the view would keep its game (board, session, model) alive with it.
        self._view_id = id(view)

    def _tree(self) -> AccessibleTree[Any, Any] | None:
        tree = _TREES.get(self._view_id)
        return tree if tree is not None and tree.alive else None

    def text(self, t: Text) -> str:
        tree = _TREES.get(self._view_id)
        if t == Text.Name:
            return messages.board_name()
        if t == Text.Description and tree is not None:
            return tree.board_description()
        return super().text(t)

    def childCount(self) -> int:
        tree = self._tree()
        return len(tree.piles) if tree else 0

    def child(self, index: int) -> Any:  # a pile, None out of range
        tree = self._tree()
        return tree.piles[index] if tree and 0 <= index < len(tree.piles) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        tree = self._tree()
        if tree and isinstance(child, PileIface) and child.tree is tree:
            return tree.position(child.pile)
        return -1

    def focusChild(self) -> Any:  # the focused item or place, None when the board has no focus
        tree = self._tree()
        return tree.current() if tree is not None and tree.has_focus() else None

    def childAt(self, x: int, y: int) -> Any:  # the pile there, else None
        tree = self._tree()
        if tree is None:
            return None
        for pile in tree.piles:
            if pile.rect().contains(x, y):
                return pile
        return None
