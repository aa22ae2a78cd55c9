"""FreeCell's board, its 16 piles and 52 cards as accessible objects: the
recipe of :mod:`.accessible` (a ``QAccessibleWidget`` for the board from a
factory installed for the board's class only; piles, role List, and cards,
role ListItem, as Python interfaces made once, registered with ``uniqueId``
and deleted from Qt's cache when the view goes; Focus events on the objects
themselves; "held" as SelectionAdd / SelectionRemove and checked) with
FreeCell's piles and words (:mod:`.freecell_describe`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleStateChangeEvent, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ..engine import CARDS, Card
from ..engine.freecell import FreeCellState
from ..engine.freecell.piles import PILES, FreeCellPile, locate_pile, pile_cards
from . import freecell_describe as describe
from . import messages

Role = QAccessible.Role
Text = QAccessible.Text
Rel = QAccessible.RelationFlag

_VIEW_CLASSES: set[type] = set()
_TREES: dict[int, FreeCellTree] = {}
_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if type(obj) in _VIEW_CLASSES and isinstance(obj, QWidget):
        return FreeCellBoardAccessible(obj)
    return None


class FreeCellTree:
    """The pile and card interfaces of one FreeCell board, and the events that
    keep a screen reader up to date (the interface of :class:`.accessible.AccessibleTree`)."""

    def __init__(self, view: QWidget, state: Callable[[], FreeCellState],
                 focus: Callable[[], tuple[FreeCellPile, int | None]],
                 held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> None:
        self.view = view
        self.state = state
        self.focus = focus
        self.held = held
        self.brief = brief
        self.alive = True
        self.piles: list[PileIface] = [PileIface(self, pile) for pile in PILES]
        self.cards: dict[Card, CardIface] = {card: CardIface(self, card) for card in CARDS}
        for iface in (*self.piles, *self.cards.values()):
            QAccessible.uniqueId(iface)
        _TREES[id(view)] = self
        self._last_focus: QAccessibleInterface | None = None
        self._last_held: set[Card] = set()
        view_id = id(view)
        view.destroyed.connect(lambda *_, tree=self, vid=view_id: tree._retire(vid))

    def _retire(self, view_id: int) -> None:
        self.alive = False
        for iface in (*self.piles, *self.cards.values()):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        self.piles.clear()
        self.cards.clear()
        self._last_focus = None
        if _TREES.get(view_id) is self:
            del _TREES[view_id]

    def pile_iface(self, pile: FreeCellPile) -> PileIface:
        return self.piles[PILES.index(pile)]

    def card_iface(self, card: Card) -> CardIface:
        return self.cards[card]

    def current(self) -> QAccessibleInterface | None:
        """The focused object: a card, or an empty pile."""
        if not self.alive:
            return None
        pile, index = self.focus()
        cards = pile_cards(self.state(), pile)
        if not cards:
            return self.pile_iface(pile)
        i = len(cards) - 1 if index is None or not pile.is_column else max(0, min(index, len(cards) - 1))
        return self.cards[cards[i]]

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

    def notify_held(self) -> None:
        held = set(self.held())
        if QAccessible.isActive() and self.alive:
            checked = QAccessible.State()
            checked.checked = True
            for card, event in ([(c, QAccessible.Event.SelectionRemove) for c in self._last_held - held]
                                + [(c, QAccessible.Event.SelectionAdd) for c in held - self._last_held]):
                QAccessible.updateAccessibility(QAccessibleEvent(self.cards[card], event))
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self.cards[card], checked))
        self._last_held = held

    def notify_changed(self, piles: tuple[FreeCellPile, ...]) -> None:
        if not self.alive or not QAccessible.isActive():
            return
        state = self.state()
        for pile in piles:
            iface = self.pile_iface(pile)
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.DescriptionChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))
            for card in pile_cards(state, pile):
                QAccessible.updateAccessibility(QAccessibleEvent(self.cards[card], QAccessible.Event.NameChanged))


class _Virtual(QAccessibleInterface):
    def __init__(self, tree: FreeCellTree) -> None:
        super().__init__()
        self.tree = tree

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
    """A free cell, a foundation or a column: role List, its cards as children."""

    def __init__(self, tree: FreeCellTree, pile: FreeCellPile) -> None:
        super().__init__(tree)
        self.pile = pile

    def _cards(self) -> tuple[Card, ...]:
        return pile_cards(self.tree.state(), self.pile) if self.tree.alive else ()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return QAccessible.queryAccessibleInterface(self.tree.view) if self.tree.alive else None

    def childCount(self) -> int:
        return len(self._cards())

    def child(self, index: int) -> CardIface | None:  # type: ignore[override]  # None out of range (Qt takes it)
        cards = self._cards()
        return self.tree.cards[cards[index]] if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cards = self._cards()
        if isinstance(child, CardIface) and child.card in cards:
            return cards.index(child.card)
        return -1

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        state = self.tree.state()
        if t == Text.Name:
            if not pile_cards(state, self.pile):
                return describe.focus_text(state, self.pile, None, self.tree.brief())
            return describe.pile_title(self.pile)
        if t == Text.Description:
            return describe.pile_summary(state, self.pile)
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


class CardIface(_Virtual):
    """A card: role ListItem, named where it lies (every card is face up)."""

    def __init__(self, tree: FreeCellTree, card: Card) -> None:
        super().__init__(tree)
        self.card = card

    def _where(self) -> tuple[FreeCellPile, int]:
        return locate_pile(self.tree.state(), self.card)

    def parent(self) -> PileIface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.tree.pile_iface(self._where()[0]) if self.tree.alive else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> None:  # type: ignore[override]  # a card has no children: Qt takes None
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: Text) -> str:
        if not self.tree.alive or t != Text.Name:
            return ""
        pile, index = self._where()
        return describe.focus_text(self.tree.state(), pile, index, self.tree.brief())

    def role(self) -> Role:
        return Role.ListItem

    def rect(self) -> QRect:
        view = self.tree.view
        if not self.tree.alive or not hasattr(view, "card_rect"):
            return QRect()
        return self.tree.global_rect(view.card_rect(self.card))

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        if not self.tree.alive:
            s.invalid = True
            return s
        s.focusable = True
        s.selectable = True
        s.selected = self.card in self.tree.held()
        s.checkable = s.checked = s.selected
        s.focused = self.tree.has_focus() and self.tree.current() is self
        return s

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        if self.tree.alive and match & Rel.Label:
            return [(self.tree.pile_iface(self._where()[0]), Rel.Label)]
        return []


class FreeCellBoardAccessible(QAccessibleWidget):
    """The FreeCell board: role Grouping, the 16 piles as children."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, Role.Grouping)
        self._view = view

    def _tree(self) -> FreeCellTree | None:
        tree = _TREES.get(id(self._view))
        return tree if tree is not None and tree.alive else None

    def text(self, t: Text) -> str:
        if t == Text.Name:
            return messages.freecell_board_name()
        if t == Text.Description:
            return messages.freecell_board_description()
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


def attach_freecell(view: QWidget, state: Callable[[], FreeCellState],
                    focus: Callable[[], tuple[FreeCellPile, int | None]],
                    held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> FreeCellTree:
    """Expose a FreeCell board view as the accessible board and return its tree."""
    global _installed
    _VIEW_CLASSES.add(type(view))
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    tree = FreeCellTree(view, state, focus, held, brief)
    iface = QAccessible.queryAccessibleInterface(view)
    if iface is not None and not isinstance(iface, FreeCellBoardAccessible):
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
    return tree
