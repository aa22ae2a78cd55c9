"""The board, its piles and their cards as accessible objects: one tree for
every game (:class:`AccessibleTree`), each game saying only what is its own.

Follows exactly the recipe that Orca and the AT-SPI probe confirmed (the scenarios
in tests/a11y/, run by tests/test_a11y_atspi.py; see tests/a11y/README.md):

- the board view gets a ``QAccessibleWidget`` subclass (role Grouping) from a
  factory installed for the view's class only (:mod:`.board_accessible`);
- piles (role Grouping), items (role ListItem: a card, or in Spider a card's
  place in a column) and one "place" per pile (role ListItem, the child of an
  empty pile) are Python ``QAccessibleInterface`` objects created once — a
  one-deck game's 52 card items up front, reused across deals since cards are
  interned; Spider's items on first use — registered once with ``uniqueId``
  and held by Python until the view is destroyed, when they are deleted from
  Qt's cache first and only then dropped;
- the focus is always on a ListItem: the focused item (Klondike's stock: its
  top card, named as the stock) or the place of an empty pile (Spider's stock
  and completed sequences: always their place). It is reported with Focus
  events on that object itself; held cards are "selected" when asked, with no
  selection event (see :meth:`AccessibleTree.notify_held`);
- a move only changes descriptions and names: children are queried live.

Why this shape (measured with Orca 43 under openbox, tests/a11y/scenarios/orca_nav.steps):
Orca speaks, before the new focus, every ancestor that changed, unless it is
"layout only". A List pile is never layout only, so each Left/Right said
"Column 3." / "List with 3 items." / the card; a focused List pile (the stock,
an empty pile) said its name, "list." and its description. A Grouping (AT-SPI
panel) whose first child is a list item is layout only, and a focused list
item says only its name: one utterance per key, the card first. Grouping is a
UIA Group and an AXGroup on macOS, where list items become static text (Qt's
cocoa bridge); Client would have been layout only too, but VoiceOver ignores
Client objects, which would hide the piles. UIA gets no position-in-set from
Qt, so "card n of m" stays in the card's name.

A game's tree (:mod:`.klondike_accessible`, :mod:`.freecell_accessible`,
:mod:`.spider_accessible`) hands the base its piles in reading order and
implements the hooks under "what a game says"; its make function returns
``install(TheTree(...))`` (:func:`.board_accessible.install`).

Qt's pointer returns (``parent``, ``child``, ``focusChild``, ``childAt``,
``object``, ``window``) take ``None`` for a null pointer; the stubs leave it
out, so those overrides are typed ``Any`` (an interface, a window, or None).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Hashable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from .messages._text import capitalised

Role = QAccessible.Role
Text = QAccessible.Text
Rel = QAccessible.RelationFlag

# P: a game's pile; K: the address of an item, a card (one deck) or a place
# (pile, index) where two decks make names repeat.

#: The accessible tree of each live view, by ``id(view)``.
_TREES: dict[int, AccessibleTree[Any, Any]] = {}


class AccessibleTree[P: Hashable, K: Hashable](ABC):
    """The pile, place and item interfaces of one board view, and the events
    that keep a screen reader up to date.

    ``piles`` are the game's piles in reading order; ``focus()`` returns the
    focused pile and index in :meth:`item_keys` order (``None``: its top item,
    or its place when it has none); ``held()`` the held items; ``items`` the
    items to make up front (the others are made on first use)."""

    def __init__(self, view: QWidget, piles: Sequence[P], focus: Callable[[], tuple[P, int | None]],
                 held: Callable[[], Collection[K]], items: Iterable[K] = ()) -> None:
        self.view = view
        self.focus = focus
        self._held = held
        self.alive = True
        self._order = {pile: i for i, pile in enumerate(piles)}
        # Python keeps every interface alive; Qt's cache holds raw pointers.
        self.piles: list[PileIface[P, K]] = [PileIface(self, pile) for pile in piles]
        self.places: list[PlaceIface[P, K]] = [PlaceIface(self, pile) for pile in piles]
        self.items: dict[K, ItemIface[P, K]] = {}
        for iface in (*self.piles, *self.places):
            QAccessible.uniqueId(iface)  # register once: stable ids / AT-SPI paths
        for key in items:
            self.item(key)
        _TREES[id(view)] = self
        self._last_focus: QAccessibleInterface | None = None
        self._names: dict[object, str] = {}
        #: Objects whose NameChanged waits for the next Focus event (see notify_changed).
        self._stale: list[QAccessibleInterface] = []
        view_id = id(view)
        # Don't capture self strongly in a way that outlives the view: the
        # lambda captures the lists, which are emptied.
        view.destroyed.connect(lambda *_, tree=self, vid=view_id: tree._retire(vid))

    # -- what a game says ------------------------------------------------------
    @abstractmethod
    def item_keys(self, pile: P) -> Sequence[K]:
        """The pile's items, bottom first (none: its place is its only child)."""

    @abstractmethod
    def locate(self, key: K) -> tuple[P, int]:
        """Where an item lies (or last lay): its pile and index in :meth:`item_keys` order."""

    @abstractmethod
    def pile_name(self, pile: P) -> str: ...

    @abstractmethod
    def pile_description(self, pile: P) -> str: ...

    @abstractmethod
    def item_name(self, key: K, pile: P, index: int) -> str:
        """The name of an item lying at ``index`` of ``pile``."""

    @abstractmethod
    def place_name(self, pile: P) -> str:
        """The name of a pile's place (the focus on the pile itself)."""

    @abstractmethod
    def item_rect(self, key: K, pile: P, index: int) -> QRectF | QRect | None:
        """The item's area in view coordinates."""

    @abstractmethod
    def board_description(self) -> str: ...

    def focusable(self, key: K, pile: P, index: int) -> bool:
        """Whether the keyboard focus can rest on the item (else it is "disabled")."""
        return True

    def selectable(self, key: K, pile: P, index: int) -> bool:
        return self.focusable(key, pile, index)

    # -- lifetime ----------------------------------------------------------
    def _retire(self, view_id: int) -> None:
        self.alive = False
        for iface in (*self.piles, *self.places, *self.items.values()):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        self.piles.clear()
        self.places.clear()
        self.items.clear()
        self._last_focus = None
        self._stale = []
        if _TREES.get(view_id) is self:
            del _TREES[view_id]

    # -- lookups -----------------------------------------------------------
    def board(self) -> QAccessibleInterface | None:
        if not self.alive:
            return None
        return QAccessible.queryAccessibleInterface(self.view)

    def position(self, pile: P) -> int:
        """The pile's place in reading order."""
        return self._order[pile]

    def pile_iface(self, pile: P) -> PileIface[P, K]:
        return self.piles[self._order[pile]]

    def place_iface(self, pile: P) -> PlaceIface[P, K]:
        return self.places[self._order[pile]]

    def item(self, key: K) -> ItemIface[P, K]:
        """The interface of an item, made once and kept (its name follows where it lies)."""
        iface = self.items.get(key)
        if iface is None:
            iface = ItemIface(self, key)
            QAccessible.uniqueId(iface)
            self.items[key] = iface
        return iface

    def children(self, pile: P) -> list[QAccessibleInterface]:
        """A pile's children: its items, else its place."""
        if not self.alive:
            return []
        keys = self.item_keys(pile)
        if keys:
            return [self.item(key) for key in keys]
        return [self.place_iface(pile)]

    def is_held(self, key: K) -> bool:
        return key in self._held()

    def current(self) -> QAccessibleInterface | None:
        """The object that has the focus, always a list item: the focused item
        (the top one when the index is None), or the place of a pile without items."""
        if not self.alive:
            return None
        pile, index = self.focus()
        keys = self.item_keys(pile)
        if not keys:
            return self.place_iface(pile)
        i = len(keys) - 1 if index is None else max(0, min(index, len(keys) - 1))
        return self.item(keys[i])

    @property
    def last_focus(self) -> QAccessibleInterface | None:
        """The object the last Focus event reported (what a screen reader takes for the focus)."""
        return self._last_focus if self.alive and self.view.hasFocus() else None

    def current_name(self) -> str:
        iface = self.current()
        return iface.text(Text.Name) if iface is not None else ""

    def pile_rect(self, pile: P) -> QRect:
        view = self.view
        if not self.alive or not hasattr(view, "pile_rect"):
            return QRect()
        return self.global_rect(view.pile_rect(pile))

    def global_rect(self, rect: QRectF | QRect | None) -> QRect:
        if rect is None:
            return QRect()
        r = rect.toAlignedRect() if isinstance(rect, QRectF) else QRect(rect)
        # The boards' card_rect / pile_rect / slot_rect are in view (widget) coordinates.
        return QRect(self.view.mapToGlobal(r.topLeft()), r.size())

    def has_focus(self) -> bool:
        return self.alive and self.view.hasFocus()

    # -- events ----------------------------------------------------------------
    def notify_focus(self, force: bool = False) -> None:
        """Report the focused object to the platform (Focus on the object itself)."""
        if not self.alive or not QAccessible.isActive() or not self.view.hasFocus():
            return
        target = self.current()
        if target is None or (target is self._last_focus and not force):
            return
        # Names held back while their object was the screen reader's focus (see
        # notify_changed): the target's before its Focus event, so that it is
        # read fresh, the others' after it, once they are no longer the focus.
        if any(iface is target for iface in self._stale):
            self._stale = [iface for iface in self._stale if iface is not target]
            QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.NameChanged))
        self._last_focus = target
        self._names[target] = target.text(Text.Name)  # what a screen reader reads at the Focus event
        QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.Focus))
        stale, self._stale = self._stale, []
        for iface in stale:
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))

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

    def notify_held(self) -> None:
        """Held cards report the state "selected" when asked, but no selection
        event is sent: Orca 43 says "selected" / "unselected" for a selection
        event on its focus after Space (the pick-up and drop key), over the
        announcement that says "Holding …" / "Moved …" anyway, and UIA would
        forward "selected" (not "deselected") the same way. So nothing is sent."""
        return

    def say_through_focus(self, text: str) -> bool:
        """Speak ``text`` as a description change of the object a screen reader
        takes for the focus, then clear it (Orca 43 speaks a description change
        of its focus as it is, without the "notification" of a Notification
        object). False when the board does not have the focus."""
        target = self.last_focus
        if not isinstance(target, _Virtual) or not QAccessible.isActive():
            return False
        target.spoken = text
        QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.DescriptionChanged))
        target.spoken = ""
        QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.DescriptionChanged))
        return True

    def notify_changed(self, piles: Iterable[P]) -> None:
        """Cards moved between ``piles``: their descriptions and items' names changed.

        The name change of the object the screen reader takes for the focus is
        held back until the next Focus event: Orca 43 speaks a name change of
        its focus, before the move's announcement ("8 of spades, column 7, card
        1 of 2" / "Moved 7 of diamonds to column 7 …"), which says it all."""
        if not self.alive or not QAccessible.isActive():
            return
        for pile in piles:
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.pile_iface(pile), QAccessible.Event.DescriptionChanged))
            for iface in self.children(pile):
                self._renamed(iface)

    def notify_renamed(self) -> None:
        """The focused object's name changed though nothing moved: Escape put the held cards
        back, and a Pyramid card says what removes it only when nothing is held. The change
        is reported as :meth:`notify_changed` reports one: held back while the object is the
        screen reader's focus (Orca 43 would speak it over "Put back …"), sent with the next
        Focus event or :meth:`refocus`, so that the next key reads the card's name fresh."""
        target = self.current()
        if target is not None and self.alive and QAccessible.isActive():
            self._renamed(target)

    def _renamed(self, iface: QAccessibleInterface) -> None:
        """Send ``iface``'s name change if its name is not the one last sent (or read at its Focus
        event); the screen reader's focus's is held back until the next Focus event."""
        name = iface.text(Text.Name)
        if self._names.get(iface) == name:  # only real changes: D-Bus traffic is not free
            return
        self._names[iface] = name
        if iface is not self.last_focus:
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))
        elif not any(other is iface for other in self._stale):
            self._stale.append(iface)


class _Virtual[P: Hashable, K: Hashable](QAccessibleInterface):
    """What piles, places and items share: no QObject of their own."""

    def __init__(self, tree: AccessibleTree[P, K]) -> None:
        super().__init__()
        self.tree = tree
        #: An announcement spoken as a description change (see say_through_focus), else "".
        self.spoken = ""

    def isValid(self) -> bool:
        return self.tree.alive

    def object(self) -> Any:  # None: no QObject of its own
        return None

    def window(self) -> Any:  # the view's window, None once the view is gone
        if not self.tree.alive:
            return None
        return self.tree.view.window().windowHandle()

    def focusChild(self) -> Any:  # None: no focusable children (a pile: see PileIface)
        return None

    def childAt(self, x: int, y: int) -> Any:  # None: no children at a point
        return None

    def setText(self, t: Text, text: str) -> None:
        pass


class _Leaf[P: Hashable, K: Hashable](_Virtual[P, K]):
    """A list item (an item or a place): no children, labelled by its pile."""

    def _pile(self) -> P:
        raise NotImplementedError

    def parent(self) -> Any:  # its pile, None once the view is gone
        return self.tree.pile_iface(self._pile()) if self.tree.alive else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> Any:  # None: no children
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def role(self) -> Role:
        return Role.ListItem

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        # (pile, Label): the pile labels this item -> LABELLED_BY pile.
        if self.tree.alive and match & Rel.Label:
            return [(self.tree.pile_iface(self._pile()), Rel.Label)]
        return []

    def _state(self) -> QAccessible.State:
        """Invalid once the view is gone, else focused where the focus is."""
        s = QAccessible.State()
        if not self.tree.alive:
            s.invalid = True
            return s
        s.focused = self.tree.has_focus() and self.tree.current() is self
        return s


class PileIface[P: Hashable, K: Hashable](_Virtual[P, K]):
    """A pile: role Grouping, its items as children (bottom first), or its
    place when it has none."""

    def __init__(self, tree: AccessibleTree[P, K], pile: P) -> None:
        super().__init__(tree)
        self.pile = pile

    def parent(self) -> Any:  # the board, None once the view is gone
        return self.tree.board()

    def childCount(self) -> int:
        return len(self.tree.children(self.pile))

    def child(self, index: int) -> Any:  # None out of range
        children = self.tree.children(self.pile)
        return children[index] if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, iface in enumerate(self.tree.children(self.pile)):
            if iface is child:
                return i
        return -1

    def focusChild(self) -> Any:  # the focused item or place when it is this pile's, else None
        # UIA forwards a pile's focus to its focus child: the focused card or place.
        current = self.tree.current() if self.tree.has_focus() else None
        return current if current is not None and current.parent() is self else None

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        if t == Text.Name:
            return capitalised(self.tree.pile_name(self.pile))
        if t == Text.Description:
            return self.tree.pile_description(self.pile)
        return ""

    def role(self) -> Role:
        return Role.Grouping

    def rect(self) -> QRect:
        return self.tree.pile_rect(self.pile)

    def state(self) -> QAccessible.State:
        return QAccessible.State()

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        # Qt pairs are (other, relation of *other* to me): (next, FlowsFrom) is
        # reported as FLOWS_TO next on this pile.
        out: list[tuple[QAccessibleInterface, Rel]] = []
        if not self.tree.alive:
            return out
        piles = self.tree.piles
        order = self.tree.position(self.pile)
        if match & Rel.FlowsFrom and order + 1 < len(piles):
            out.append((piles[order + 1], Rel.FlowsFrom))
        if match & Rel.FlowsTo and order > 0:
            out.append((piles[order - 1], Rel.FlowsTo))
        return out


class ItemIface[P: Hashable, K: Hashable](_Leaf[P, K]):
    """An item (a card, or a card's place in a column): role ListItem, named
    from where it lies and what the game says of it; held: "selected" when
    asked, never "checked". Gone from the table (a shorter Spider column), it
    stays valid, nameless and out of the tree."""

    def __init__(self, tree: AccessibleTree[P, K], key: K) -> None:
        super().__init__(tree)
        self.key = key

    def _pile(self) -> P:
        return self.tree.locate(self.key)[0]

    def _where(self) -> tuple[P, int] | None:
        """Where the item lies, None when it is not on the table."""
        if not self.tree.alive:
            return None
        pile, index = self.tree.locate(self.key)
        return (pile, index) if index < len(self.tree.item_keys(pile)) else None

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        if t == Text.Description:
            return self.spoken
        where = self._where() if t == Text.Name else None
        return capitalised(self.tree.item_name(self.key, *where)) if where is not None else ""

    def rect(self) -> QRect:
        where = self._where()
        if where is None:
            return QRect()
        return self.tree.global_rect(self.tree.item_rect(self.key, *where))

    def state(self) -> QAccessible.State:
        s = self._state()
        where = self._where()
        if where is None:
            return s  # invalid once the view is gone; off the table: valid, out of the tree
        s.focusable = self.tree.focusable(self.key, *where)
        s.selectable = self.tree.selectable(self.key, *where)
        s.disabled = not s.focusable
        # Held: selected only; "Holding …" is announced.
        s.selected = self.tree.is_held(self.key)
        return s


class PlaceIface[P: Hashable, K: Hashable](_Leaf[P, K]):
    """The place of a pile (role ListItem): its only child while it has no
    items, named as the pile when it takes the focus ("Waste, empty.")."""

    def __init__(self, tree: AccessibleTree[P, K], pile: P) -> None:
        super().__init__(tree)
        self.pile = pile

    def _pile(self) -> P:
        return self.pile

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        if t == Text.Name:
            return capitalised(self.tree.place_name(self.pile))
        if t == Text.Description:
            return self.spoken
        return ""

    def rect(self) -> QRect:
        return self.tree.pile_rect(self.pile)

    def state(self) -> QAccessible.State:
        s = self._state()
        if not s.invalid:
            s.focusable = True
        return s
