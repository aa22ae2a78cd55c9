"""Spider's board, its twelve piles and their cards as accessible objects: the
recipe of :mod:`.accessible` and :mod:`.freecell_accessible` (a
``QAccessibleWidget`` for the board from a factory installed for the board's
class only; piles, role List, and their items, role ListItem, as Python
interfaces registered with ``uniqueId`` and deleted from Qt's cache when the
view goes; Focus events on the objects themselves; "held" as SelectionAdd /
SelectionRemove and checked) with Spider's words (:mod:`.spider_describe`).

Two decks: two cards can share a name, so an item is a place (column 3, the
fifth card), not a card; its name says which card lies there now, face down
or face up (with where the other card of that name is). The stock's item is
its rows; the completed pile's items are its sequences."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleStateChangeEvent, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ..engine.spider import SpiderState
from ..engine.spider.piles import PILES, SpiderPile
from . import messages
from . import spider_describe as describe

Role = QAccessible.Role
Text = QAccessible.Text
Rel = QAccessible.RelationFlag

#: A place of the table: (pile, index from the bottom).
Slot = tuple[SpiderPile, int]

_VIEW_CLASSES: set[type] = set()
_TREES: dict[int, SpiderTree] = {}
_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if type(obj) in _VIEW_CLASSES and isinstance(obj, QWidget):
        return SpiderBoardAccessible(obj)
    return None


def item_count(state: SpiderState, pile: SpiderPile) -> int:
    """How many items a pile shows: a column's cards, the stock's one item, the completed sequences."""
    if pile.is_column:
        return len(state.columns[pile.number - 1])
    if pile.is_stock:
        return 1 if state.stock else 0
    return len(state.completed)


class SpiderTree:
    """The pile and item interfaces of one Spider board, and the events that
    keep a screen reader up to date (the interface of :class:`.accessible.AccessibleTree`)."""

    def __init__(self, view: QWidget, state: Callable[[], SpiderState],
                 focus: Callable[[], tuple[SpiderPile, int | None]],
                 held: Callable[[], frozenset[Slot]], brief: Callable[[], bool]) -> None:
        self.view = view
        self.state = state
        self.focus = focus
        self.held = held
        self.brief = brief
        self.alive = True
        self.piles: list[PileIface] = [PileIface(self, pile) for pile in PILES]
        self.items: dict[Slot, ItemIface] = {}
        for iface in self.piles:
            QAccessible.uniqueId(iface)
        _TREES[id(view)] = self
        self._last_focus: QAccessibleInterface | None = None
        self._last_held: frozenset[Slot] = frozenset()
        view_id = id(view)
        view.destroyed.connect(lambda *_, tree=self, vid=view_id: tree._retire(vid))

    def _retire(self, view_id: int) -> None:
        self.alive = False
        for iface in (*self.piles, *self.items.values()):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        self.piles.clear()
        self.items.clear()
        self._last_focus = None
        if _TREES.get(view_id) is self:
            del _TREES[view_id]

    def pile_iface(self, pile: SpiderPile) -> PileIface:
        return self.piles[PILES.index(pile)]

    def item(self, pile: SpiderPile, index: int) -> ItemIface:
        """The interface of a place, made once and kept (its name follows the card there)."""
        key = (pile, index)
        iface = self.items.get(key)
        if iface is None:
            iface = ItemIface(self, pile, index)
            QAccessible.uniqueId(iface)
            self.items[key] = iface
        return iface

    def current(self) -> QAccessibleInterface | None:
        """The focused object: a card, the stock's rows, or an empty pile."""
        if not self.alive:
            return None
        pile, index = self.focus()
        state = self.state()
        if pile.is_column and state.columns[pile.number - 1] and index is not None:
            return self.item(pile, index)
        if pile.is_stock and state.stock:
            return self.item(pile, 0)
        return self.pile_iface(pile)

    def current_name(self) -> str:
        iface = self.current()
        return iface.text(Text.Name) if iface is not None else ""

    def global_rect(self, rect: QRectF | None) -> QRect:
        if rect is None:
            return QRect()
        r = rect.toAlignedRect()
        return QRect(self.view.mapToGlobal(r.topLeft()), r.size())

    def has_focus(self) -> bool:
        return self.alive and self.view.hasFocus()

    def notify_focus(self, force: bool = False) -> None:
        if not self.alive or not QAccessible.isActive() or not self.view.hasFocus():
            return
        target = self.current()
        if target is None or (target is self._last_focus and not force):
            return
        self._last_focus = target
        QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.Focus))

    def say_through_focus(self, text: str) -> bool:
        """Speak ``text`` as a description change of the object the screen
        reader takes for the focus, then clear it (the Orca fallback of
        :meth:`.accessible.AccessibleTree.say_through_focus`). False when no
        object of this board has had the focus."""
        target = self._last_focus
        if not isinstance(target, _Virtual) or not QAccessible.isActive():
            return False
        target.spoken = text
        QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.DescriptionChanged))
        target.spoken = ""
        QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.DescriptionChanged))
        return True

    def notify_held(self) -> None:
        held = self.held()
        if QAccessible.isActive() and self.alive:
            checked = QAccessible.State()
            checked.checked = True
            for slot, event in ([(s, QAccessible.Event.SelectionRemove) for s in self._last_held - held]
                                + [(s, QAccessible.Event.SelectionAdd) for s in held - self._last_held]):
                iface = self.item(*slot)
                QAccessible.updateAccessibility(QAccessibleEvent(iface, event))
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(iface, checked))
        self._last_held = held

    def notify_changed(self, piles: tuple[SpiderPile, ...]) -> None:
        if not self.alive or not QAccessible.isActive():
            return
        state = self.state()
        for pile in piles:
            iface = self.pile_iface(pile)
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.DescriptionChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))
            for index in range(item_count(state, pile)):
                QAccessible.updateAccessibility(QAccessibleEvent(self.item(pile, index), QAccessible.Event.NameChanged))


class _Virtual(QAccessibleInterface):
    def __init__(self, tree: SpiderTree) -> None:
        super().__init__()
        self.tree = tree
        #: An announcement spoken as a description change (see say_through_focus), else "".
        self.spoken = ""

    def isValid(self) -> bool:
        return self.tree.alive

    def object(self) -> None:  # type: ignore[override]  # no QObject of its own: Qt takes None
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.tree.view.window().windowHandle() if self.tree.alive else None

    def focusChild(self) -> None:  # type: ignore[override]  # no focusable children: Qt takes None
        return None

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]  # no children at a point: Qt takes None
        return None

    def setText(self, t: Text, text: str) -> None:
        pass


class PileIface(_Virtual):
    """A column, the stock or the completed sequences: role List, its items as children."""

    def __init__(self, tree: SpiderTree, pile: SpiderPile) -> None:
        super().__init__(tree)
        self.pile = pile

    def _count(self) -> int:
        return item_count(self.tree.state(), self.pile) if self.tree.alive else 0

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return QAccessible.queryAccessibleInterface(self.tree.view) if self.tree.alive else None

    def childCount(self) -> int:
        return self._count()

    def child(self, index: int) -> ItemIface | None:  # type: ignore[override]  # None out of range (Qt takes it)
        return self.tree.item(self.pile, index) if 0 <= index < self._count() else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if isinstance(child, ItemIface) and child.pile == self.pile and child.index < self._count():
            return child.index
        return -1

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        state = self.tree.state()
        if t == Text.Name:
            if self.pile.is_column and not state.columns[self.pile.number - 1]:
                return describe.focus_text(state, self.pile, None, self.tree.brief())
            if self.pile.is_stock and not state.stock:
                return describe.focus_text(state, self.pile, None, self.tree.brief())
            return describe.pile_title(self.pile)
        if t == Text.Description:
            return self.spoken or describe.pile_summary(state, self.pile)
        return ""

    def role(self) -> Role:
        return Role.List

    def rect(self) -> QRect:
        view = self.tree.view
        if not self.tree.alive or not hasattr(view, "pile_rect"):
            return QRect()
        return self.tree.global_rect(view.pile_rect(self.pile))

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        s.focusable = True
        s.focused = self.tree.has_focus() and self.tree.current() is self
        return s

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        out: list[tuple[QAccessibleInterface, Rel]] = []
        if not self.tree.alive:
            return out
        order = PILES.index(self.pile)
        piles = self.tree.piles
        if match & Rel.FlowsFrom and order + 1 < len(piles):
            out.append((piles[order + 1], Rel.FlowsFrom))
        if match & Rel.FlowsTo and order > 0:
            out.append((piles[order - 1], Rel.FlowsTo))
        return out


class ItemIface(_Virtual):
    """A place in a pile: role ListItem, named after what lies there now."""

    def __init__(self, tree: SpiderTree, pile: SpiderPile, index: int) -> None:
        super().__init__(tree)
        self.pile = pile
        self.index = index

    def _present(self) -> bool:
        return self.tree.alive and self.index < item_count(self.tree.state(), self.pile)

    def parent(self) -> PileIface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.tree.pile_iface(self.pile) if self.tree.alive else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> None:  # type: ignore[override]  # an item has no children: Qt takes None
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: Text) -> str:
        if t == Text.Description and self.tree.alive:
            return self.spoken
        if not self._present() or t != Text.Name:
            return ""
        state = self.tree.state()
        if self.pile.is_column:
            return describe.card_text(state, self.pile.number, self.index, self.tree.brief())
        if self.pile.is_stock:
            return describe.focus_text(state, self.pile, None, self.tree.brief())
        return messages.sp_sequence_item(state.completed[self.index], self.index + 1)

    def role(self) -> Role:
        return Role.ListItem

    def rect(self) -> QRect:
        view = self.tree.view
        if not self._present() or not hasattr(view, "slot_rect"):
            return QRect()
        return self.tree.global_rect(view.slot_rect(self.pile, self.index))

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        if not self._present():
            s.invalid = True
            return s
        s.focusable = True
        s.selectable = self.pile.is_column
        s.selected = (self.pile, self.index) in self.tree.held()
        s.checkable = s.checked = s.selected
        s.focused = self.tree.has_focus() and self.tree.current() is self
        return s

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        if self.tree.alive and match & Rel.Label:
            return [(self.tree.pile_iface(self.pile), Rel.Label)]
        return []


class SpiderBoardAccessible(QAccessibleWidget):
    """The Spider board: role Grouping, the twelve piles as children."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, Role.Grouping)
        self._view = view

    def _tree(self) -> SpiderTree | None:
        tree = _TREES.get(id(self._view))
        return tree if tree is not None and tree.alive else None

    def text(self, t: Text) -> str:
        if t == Text.Name:
            return messages.freecell_board_name()
        if t == Text.Description:
            return messages.sp_board_description()
        return super().text(t)

    def childCount(self) -> int:
        tree = self._tree()
        return len(tree.piles) if tree else 0

    def child(self, index: int) -> PileIface | None:  # type: ignore[override]  # None out of range (Qt takes it)
        tree = self._tree()
        return tree.piles[index] if tree and 0 <= index < len(tree.piles) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        tree = self._tree()
        if tree:
            for i, pile in enumerate(tree.piles):
                if pile is child:
                    return i
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None: the board has no focus (Qt takes it)
        tree = self._tree()
        return tree.current() if tree is not None and tree.has_focus() else None

    def childAt(self, x: int, y: int) -> PileIface | None:  # type: ignore[override]  # None: no pile there (Qt takes it)
        tree = self._tree()
        if tree is None:
            return None
        for pile in tree.piles:
            if pile.rect().contains(x, y):
                return pile
        return None


def attach_spider(view: QWidget, state: Callable[[], SpiderState],
                  focus: Callable[[], tuple[SpiderPile, int | None]],
                  held: Callable[[], frozenset[Slot]], brief: Callable[[], bool]) -> SpiderTree:
    """Expose a Spider board view as the accessible board and return its tree."""
    global _installed
    _VIEW_CLASSES.add(type(view))
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    tree = SpiderTree(view, state, focus, held, brief)
    iface = QAccessible.queryAccessibleInterface(view)
    if iface is not None and not isinstance(iface, SpiderBoardAccessible):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
    return tree
