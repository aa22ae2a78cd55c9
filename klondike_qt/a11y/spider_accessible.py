"""Spider's board, its twelve piles and their cards as accessible objects, in
the shape of Klondike's tree (:mod:`.accessible`, where the reasons are
measured) and FreeCell's: piles are Groupings (layout only for Orca), the focus
is always a list item (the focused card, or the "place" of an empty column, of
the stock or of the completed sequences), a pile's ``focusChild`` is the focused item, held cards are
"selected" when asked but send no selection event and are not "checked", and
the Orca-43 fallback speaks through a description change of the focused item
(:meth:`.accessible.AccessibleTree.say_through_focus`). One utterance per
navigation key, the card first (tests/a11y/scenarios/orca_spider.steps).

Two decks: two cards can share a name (``Card`` objects are interned), so a
card's item is a place (column 3, the fifth card), not a card; its name says
which card lies there now, face down or face up. The stock's only child is its
place ("Stock, 4 rows left …"), and so is the completed sequences' ("Completed
sequences, 2 of 8: spades and hearts."): each place stands for its pile's cards,
and the keyboard focus can rest on it.

:class:`SpiderTree` is an :class:`.accessible.AccessibleTree` with Spider's
piles and words (:mod:`.spider_describe`); it keeps the focus, held-card and
stale-name logic of Klondike's."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ..engine import Card
from ..engine.spider import SpiderState
from ..engine.spider.piles import PILES, SpiderPile
from . import messages
from . import spider_describe as describe
from .accessible import AccessibleTree, _Virtual

Role = QAccessible.Role
Text = QAccessible.Text
Rel = QAccessible.RelationFlag

#: A place of the table: (pile, index from the bottom).
Slot = tuple[SpiderPile, int]

_VIEW_CLASSES: set[type] = set()
_TREES: dict[int, SpiderTree] = {}
_installed = False
#: Each pile's place in reading order (the ten columns, the stock, the completed sequences).
_ORDER = {pile: i for i, pile in enumerate(PILES)}


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if type(obj) in _VIEW_CLASSES and isinstance(obj, QWidget):
        return SpiderBoardAccessible(obj)
    return None


def item_count(state: SpiderState, pile: SpiderPile) -> int:
    """How many card items a pile shows: a column's cards; the stock and the
    completed sequences show none (their place stands for their cards)."""
    if pile.is_column:
        return len(state.columns[pile.number - 1])
    return 0


class SpiderTree(AccessibleTree):
    """The pile, place and item interfaces of one Spider board, and the events
    that keep a screen reader up to date (Klondike's, inherited:
    ``notify_focus``, ``notify_held``, ``say_through_focus``, ``last_focus``)."""

    def __init__(self, view: QWidget, state: Callable[[], SpiderState],
                 focus: Callable[[], tuple[SpiderPile, int | None]],
                 held: Callable[[], frozenset[Slot]], brief: Callable[[], bool]) -> None:
        # Not super().__init__(): that builds Klondike's 13 piles and 52 cards.
        self.view = view
        self.state = state  # type: ignore[assignment]  # Spider's state and piles, same protocol
        self.focus = focus  # type: ignore[assignment]
        self._sp_focus = focus
        self.held = held  # type: ignore[assignment]  # held places, not cards (two decks)
        self._held_slots = held
        self.brief = brief
        self.alive = True
        self.piles: list[PileIface] = [PileIface(self, pile) for pile in PILES]  # type: ignore[assignment]
        self.places: list[PlaceIface] = [PlaceIface(self, pile) for pile in PILES]  # type: ignore[assignment]
        self.cards = {}  # Klondike's card items: none here (see items)
        #: The item of each place, made on first use and kept (its name follows the card lying there).
        self.items: dict[Slot, ItemIface] = {}
        for iface in (*self.piles, *self.places):
            QAccessible.uniqueId(iface)
        _TREES[id(view)] = self
        self._last_focus: QAccessibleInterface | None = None
        self._last_held: set[Card] = set()
        self._names: dict[object, str] = {}
        self._stale: list[QAccessibleInterface] = []
        view_id = id(view)
        view.destroyed.connect(lambda *_, tree=self, vid=view_id: tree._retire_sp(vid))

    def _retire_sp(self, view_id: int) -> None:
        for iface in self.items.values():
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        self.items.clear()
        self._retire(view_id)
        if _TREES.get(view_id) is self:
            del _TREES[view_id]

    def sp_state(self) -> SpiderState:
        return self.state()  # type: ignore[return-value]

    def pile_iface(self, pile: SpiderPile) -> PileIface:  # type: ignore[override]
        return self.piles[_ORDER[pile]]

    def place_iface(self, pile: SpiderPile) -> PlaceIface:
        return self.places[_ORDER[pile]]

    def item(self, pile: SpiderPile, index: int) -> ItemIface:
        """The interface of a place, made once and kept (its name follows the card there)."""
        key = (pile, index)
        iface = self.items.get(key)
        if iface is None:
            iface = ItemIface(self, pile, index)
            QAccessible.uniqueId(iface)
            self.items[key] = iface
        return iface

    def held_cards(self) -> tuple[tuple[Card, ...], int | None]:
        """The held cards, bottom first, and the column they came from."""
        slots = sorted(self._held_slots(), key=lambda slot: slot[1])
        if not slots:
            return (), None
        pile = slots[0][0]
        column = self.sp_state().columns[pile.number - 1]
        return tuple(column[i] for _, i in slots if i < len(column)), pile.number

    def children_of(self, pile: SpiderPile) -> list[QAccessibleInterface]:
        """A pile's children: its cards' items, else its place."""
        count = item_count(self.sp_state(), pile) if self.alive else 0
        if count:
            return [self.item(pile, i) for i in range(count)]
        return [self.place_iface(pile)] if self.alive else []

    def current(self) -> QAccessibleInterface | None:
        """The focused object, always a list item: a card's place in a column,
        or the place of an empty column, of the stock or of the completed sequences."""
        if not self.alive:
            return None
        pile, index = self._sp_focus()
        count = item_count(self.sp_state(), pile)
        if not count or not pile.is_column:
            return self.place_iface(pile)
        i = count - 1 if index is None else max(0, min(index, count - 1))
        return self.item(pile, i)

    def refocus(self) -> None:
        """Tell the screen reader where the focus is after a key: a Focus event,
        or, when the focus is still on the object it takes for the focus (the
        same place; a move may have changed the card lying there or its
        words), its name, fresh, spoken through the object: Orca 43 says
        nothing for a Focus event on its focus, nor for the name change held
        back (see notify_changed), and the key would be silent (heard in the
        won game of bench/orca_spider.py)."""
        target = self.current()
        if target is not None and target is self.last_focus and QAccessible.isActive():
            if any(iface is target for iface in self._stale):
                self._stale = [iface for iface in self._stale if iface is not target]
                QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.NameChanged))
            self.say_through_focus(target.text(Text.Name))
            return
        self.notify_focus(force=True)

    def notify_changed(self, piles: tuple[SpiderPile, ...]) -> None:  # type: ignore[override]
        """Cards moved between ``piles``: descriptions and names changed; the
        name change of the screen reader's focus waits for the next Focus event
        (as Klondike's: the move's announcement says it all)."""
        if not self.alive or not QAccessible.isActive():
            return
        for pile in piles:
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.pile_iface(pile), QAccessible.Event.DescriptionChanged))
            for iface in self.children_of(pile):
                name = iface.text(Text.Name)
                if self._names.get(iface) != name:  # only real changes: D-Bus traffic is not free
                    self._names[iface] = name
                    if iface is self.last_focus:
                        if not any(other is iface for other in self._stale):
                            self._stale.append(iface)
                        continue
                    QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))


class PileIface(_Virtual):
    """A column, the stock or the completed sequences: role Grouping, its
    items as children (bottom first), or its place while it has none (the
    stock and the completed sequences always)."""

    def __init__(self, tree: SpiderTree, pile: SpiderPile) -> None:
        super().__init__(tree)
        self.sp_tree = tree
        self.pile = pile

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.tree.board()

    def childCount(self) -> int:
        return len(self.sp_tree.children_of(self.pile))

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None out of range (Qt takes it)
        children = self.sp_tree.children_of(self.pile)
        return children[index] if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, iface in enumerate(self.sp_tree.children_of(self.pile)):
            if iface is child:
                return i
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None: the focus is elsewhere (Qt takes it)
        # UIA forwards a pile's focus to its focus child: the focused card or place.
        current = self.tree.current() if self.tree.has_focus() else None
        return current if current is not None and current.parent() is self else None

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        if t == Text.Name:
            return describe.pile_title(self.pile)
        if t == Text.Description:
            return describe.pile_summary(self.sp_tree.sp_state(), self.pile)
        return ""

    def role(self) -> Role:
        return Role.Grouping

    def rect(self) -> QRect:
        view = self.tree.view
        if not self.tree.alive or not hasattr(view, "pile_rect"):
            return QRect()
        return self.tree.global_rect(view.pile_rect(self.pile))

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        out: list[tuple[QAccessibleInterface, Rel]] = []
        if not self.tree.alive:
            return out
        order = _ORDER[self.pile]
        piles = self.tree.piles
        if match & Rel.FlowsFrom and order + 1 < len(piles):
            out.append((piles[order + 1], Rel.FlowsFrom))
        if match & Rel.FlowsTo and order > 0:
            out.append((piles[order - 1], Rel.FlowsTo))
        return out


class ItemIface(_Virtual):
    """A card's place in a column: role ListItem, named after what lies there
    now (a face-down card is only "Face-down card, column 3, card 2 of 7" and
    cannot take the focus); held: "selected" when asked, never "checked"."""

    def __init__(self, tree: SpiderTree, pile: SpiderPile, index: int) -> None:
        super().__init__(tree)
        self.sp_tree = tree
        self.pile = pile
        self.index = index

    def _present(self) -> bool:
        return self.tree.alive and self.index < item_count(self.sp_tree.sp_state(), self.pile)

    def _face_up(self) -> bool:
        state = self.sp_tree.sp_state()
        return not self.pile.is_column or self.index >= state.hidden[self.pile.number - 1]

    def parent(self) -> PileIface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.sp_tree.pile_iface(self.pile) if self.tree.alive else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> None:  # type: ignore[override]  # an item has no children: Qt takes None
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        if t == Text.Description:
            return self.spoken
        if t != Text.Name or not self._present():
            return ""
        held, source = self.sp_tree.held_cards()
        return describe.card_text(self.sp_tree.sp_state(), self.pile.number, self.index, self.tree.brief(),
                                  held, source)

    def role(self) -> Role:
        return Role.ListItem

    def rect(self) -> QRect:
        view = self.tree.view
        if not self._present() or not hasattr(view, "slot_rect"):
            return QRect()
        return self.tree.global_rect(view.slot_rect(self.pile, self.index))

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        if not self.tree.alive:
            s.invalid = True
            return s
        if not self._present():
            return s  # gone from its pile (a shorter column): still valid, out of the tree
        face_up = self._face_up()
        s.focusable = face_up and self.pile.is_column
        s.selectable = s.focusable
        s.disabled = not face_up
        s.selected = (self.pile, self.index) in self.sp_tree._held_slots()
        s.focused = self.tree.has_focus() and self.tree.current() is self
        return s

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        if self.tree.alive and match & Rel.Label:
            return [(self.sp_tree.pile_iface(self.pile), Rel.Label)]
        return []


class PlaceIface(_Virtual):
    """The place of an empty column, of the stock or of the completed
    sequences (role ListItem), its pile's only child, named as the pile
    ("Column 5, empty. …", "Stock, 4 rows left. …", "Completed sequences, 2 of
    8: spades and hearts."); the keyboard focus can rest on each."""

    def __init__(self, tree: SpiderTree, pile: SpiderPile) -> None:
        super().__init__(tree)
        self.sp_tree = tree
        self.pile = pile

    def parent(self) -> PileIface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.sp_tree.pile_iface(self.pile) if self.tree.alive else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> None:  # type: ignore[override]  # no children: Qt takes None
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        if t == Text.Name:
            held, source = self.sp_tree.held_cards()
            return describe.focus_text(self.sp_tree.sp_state(), self.pile, None, self.tree.brief(), held, source)
        if t == Text.Description:
            return self.spoken
        return ""

    def role(self) -> Role:
        return Role.ListItem

    def rect(self) -> QRect:
        view = self.tree.view
        if not self.tree.alive or not hasattr(view, "pile_rect"):
            return QRect()
        return self.tree.global_rect(view.pile_rect(self.pile))

    def state(self) -> QAccessible.State:
        s = QAccessible.State()
        if not self.tree.alive:
            s.invalid = True
            return s
        s.focusable = True
        s.focused = self.tree.has_focus() and self.tree.current() is self
        return s

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        if self.tree.alive and match & Rel.Label:
            return [(self.sp_tree.pile_iface(self.pile), Rel.Label)]
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

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None: no pile there (Qt takes it)
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
