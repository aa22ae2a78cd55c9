"""The board, its 13 piles and 52 cards as accessible objects.

Follows exactly the recipe that Orca and the AT-SPI probe confirmed (the scenarios
in tests/a11y/, run by tests/test_a11y_atspi.py; see tests/a11y/README.md):

- the board view gets a ``QAccessibleWidget`` subclass (role Grouping) from a
  factory installed for the view's class only;
- piles (role Grouping), cards (role ListItem) and one "place" per pile (role
  ListItem, the child of an empty pile) are Python ``QAccessibleInterface``
  objects created once — 13 + 52 + 13, reused across deals, since cards are
  interned — registered once with ``uniqueId`` and held by Python until the
  view is destroyed, when they are deleted from Qt's cache first and only then
  dropped;
- the focus is always on a ListItem: the focused card, the stock's top card
  (named as the stock), or the place of an empty pile. It is reported with
  Focus events on that object itself, "held" with SelectionAdd /
  SelectionRemove;
- a move only changes descriptions: children are queried live.

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

Names and descriptions come from :mod:`.describe`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ..engine import ALL_PILES, CARDS, STOCK, Card, GameState, Pile
from . import describe, messages
from .announcer import Notifier

Role = QAccessible.Role
Text = QAccessible.Text
Rel = QAccessible.RelationFlag

#: View classes that get a :class:`BoardAccessible` (registered by install).
_VIEW_CLASSES: set[type] = set()
#: The accessible tree of each live view, by ``id(view)``.
_TREES: dict[int, AccessibleTree] = {}
_factory_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if type(obj) in _VIEW_CLASSES and isinstance(obj, QWidget):
        return BoardAccessible(obj)
    if isinstance(obj, Notifier):
        return QAccessibleWidget(obj, Role.Notification)
    return None


def install_factory(view_class: type | None = None) -> None:
    """Install the factory (once) and register a board view class."""
    global _factory_installed
    if view_class is not None:
        _VIEW_CLASSES.add(view_class)
    if not _factory_installed:
        QAccessible.installFactory(_factory)
        _factory_installed = True


class AccessibleTree:
    """The 13 pile and 52 card interfaces of one board view, and the events
    that keep a screen reader up to date.

    ``state()`` returns the current :class:`GameState`; ``focus()`` the focused
    pile and card index (``None`` = the pile itself, e.g. the stock);
    ``held()`` the held cards; ``brief()`` the verbosity.
    """

    def __init__(self, view: QWidget, state: Callable[[], GameState],
                 focus: Callable[[], tuple[Pile, int | None]],
                 held: Callable[[], tuple[Card, ...]],
                 brief: Callable[[], bool]) -> None:
        self.view = view
        self.state = state
        self.focus = focus
        self.held = held
        self.brief = brief
        self.alive = True
        # Python keeps every interface alive; Qt's cache holds raw pointers.
        self.piles: list[PileAccessible] = [PileAccessible(self, pile) for pile in ALL_PILES]
        self.places: list[PlaceAccessible] = [PlaceAccessible(self, pile) for pile in ALL_PILES]
        self.cards: dict[Card, CardAccessible] = {card: CardAccessible(self, card) for card in CARDS}
        for iface in (*self.piles, *self.places, *self.cards.values()):
            QAccessible.uniqueId(iface)  # register once: stable ids / AT-SPI paths
        _TREES[id(view)] = self
        self._last_focus: QAccessibleInterface | None = None
        self._last_held: set[Card] = set()
        self._names: dict[object, str] = {}
        #: Objects whose NameChanged waits for the next Focus event (see notify_changed).
        self._stale: list[QAccessibleInterface] = []
        view_id = id(view)
        # Don't capture self strongly in a way that outlives the view: the
        # lambda captures the lists, which are emptied.
        view.destroyed.connect(lambda *_, tree=self, vid=view_id: tree._retire(vid))

    # -- lifetime ----------------------------------------------------------
    def _retire(self, view_id: int) -> None:
        self.alive = False
        for iface in (*self.piles, *self.places, *self.cards.values()):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        self.piles.clear()
        self.places.clear()
        self.cards.clear()
        self._last_focus = None
        self._stale = []
        if _TREES.get(view_id) is self:
            del _TREES[view_id]

    # -- lookups -----------------------------------------------------------
    def board(self) -> QAccessibleInterface | None:
        if not self.alive:
            return None
        return QAccessible.queryAccessibleInterface(self.view)

    def pile_iface(self, pile: Pile) -> PileAccessible:
        return self.piles[pile.order]

    def card_iface(self, card: Card) -> CardAccessible:
        return self.cards[card]

    def current(self) -> QAccessibleInterface | None:
        """The object that has the focus, always a list item: the focused card,
        the stock's top card, or the place of an empty pile."""
        if not self.alive:
            return None
        pile, index = self.focus()
        cards = self.state().pile_cards(pile)
        if not cards:
            return self.places[pile.order]
        if pile is STOCK or index is None or not 0 <= index < len(cards):
            return self.cards[cards[-1]]
        return self.cards[cards[index]]

    @property
    def last_focus(self) -> QAccessibleInterface | None:
        """The object the last Focus event reported (what a screen reader takes for the focus)."""
        return self._last_focus if self.alive and self.view.hasFocus() else None

    def current_name(self) -> str:
        iface = self.current()
        return iface.text(Text.Name) if iface is not None else ""

    def global_rect(self, rect: QRectF | QRect | None) -> QRect:
        if rect is None:
            return QRect()
        r = rect.toAlignedRect() if isinstance(rect, QRectF) else QRect(rect)
        # BoardView.card_rect / pile_rect are in view (widget) coordinates.
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
        QAccessible.updateAccessibility(QAccessibleEvent(target, QAccessible.Event.Focus))
        stale, self._stale = self._stale, []
        for iface in stale:
            QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))

    def notify_held(self) -> None:
        """Held cards report the state "selected" when asked, but no selection
        event is sent: Orca 43 says "selected" / "unselected" for a selection
        event on its focus after Space (the pick-up and drop key), over the
        announcement that says "Holding …" / "Moved …" anyway, and UIA would
        forward "selected" (not "deselected") the same way."""
        self._last_held = set(self.held())

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

    def notify_changed(self, piles: tuple[Pile, ...]) -> None:
        """Cards moved between ``piles``: their descriptions and card names changed.

        The name change of the object the screen reader takes for the focus is
        held back until the next Focus event: Orca 43 speaks a name change of
        its focus, before the move's announcement ("8 of spades, column 7, card
        1 of 2" / "Moved 7 of diamonds to column 7 …"), which says it all."""
        if not self.alive or not QAccessible.isActive():
            return
        state = self.state()
        for pile in piles:
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.piles[pile.order], QAccessible.Event.DescriptionChanged))
            cards = state.pile_cards(pile)
            items: list[QAccessibleInterface] = [self.cards[card] for card in cards] if cards \
                else [self.places[pile.order]]
            for iface in items:
                name = iface.text(Text.Name)
                if self._names.get(iface) != name:  # only real changes: D-Bus traffic is not free
                    self._names[iface] = name
                    if iface is self.last_focus:
                        if not any(other is iface for other in self._stale):
                            self._stale.append(iface)
                        continue
                    QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))


class _Virtual(QAccessibleInterface):
    """What piles and cards share: no QObject of their own."""

    def __init__(self, tree: AccessibleTree) -> None:
        super().__init__()
        self.tree = tree
        #: An announcement spoken as a description change (see say_through_focus), else "".
        self.spoken = ""

    def isValid(self) -> bool:
        return self.tree.alive

    def object(self) -> None:  # type: ignore[override]  # no QObject of its own: Qt takes None
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        if not self.tree.alive:
            return None
        return self.tree.view.window().windowHandle()

    def focusChild(self) -> None:  # type: ignore[override]  # no focusable children: Qt takes None
        return None

    def childAt(self, x: int, y: int) -> None:  # type: ignore[override]  # no children at a point: Qt takes None
        return None

    def setText(self, t: Text, text: str) -> None:
        pass


class PileAccessible(_Virtual):
    """A pile: role Grouping, its cards as children (bottom first), or its
    place when it is empty."""

    def __init__(self, tree: AccessibleTree, pile: Pile) -> None:
        super().__init__(tree)
        self.pile = pile

    def _cards(self) -> tuple[Card, ...]:
        return self.tree.state().pile_cards(self.pile) if self.tree.alive else ()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.tree.board()

    def childCount(self) -> int:
        return len(self._cards()) or (1 if self.tree.alive else 0)

    def child(self, index: int) -> CardAccessible | PlaceAccessible | None:  # type: ignore[override]  # None out of range (Qt takes it)
        cards = self._cards()
        if not cards:
            return self.tree.places[self.pile.order] if index == 0 and self.tree.alive else None
        return self.tree.cards[cards[index]] if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cards = self._cards()
        if not cards:
            return 0 if self.tree.alive and child is self.tree.places[self.pile.order] else -1
        card = getattr(child, "card", None)
        return cards.index(card) if card in cards else -1

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
            return describe.pile_summary(self.tree.state(), self.pile)
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
        # Qt pairs are (other, relation of *other* to me): (next, FlowsFrom) is
        # reported as FLOWS_TO next on this pile.
        out: list[tuple[QAccessibleInterface, Rel]] = []
        if not self.tree.alive:
            return out
        order = self.pile.order
        piles = self.tree.piles
        if match & Rel.FlowsFrom and order + 1 < len(piles):
            out.append((piles[order + 1], Rel.FlowsFrom))
        if match & Rel.FlowsTo and order > 0:
            out.append((piles[order - 1], Rel.FlowsTo))
        return out


class CardAccessible(_Virtual):
    """A card: role ListItem, named from the state (a face-down card is only
    "face-down card", the stock's top card is named as the stock)."""

    def __init__(self, tree: AccessibleTree, card: Card) -> None:
        super().__init__(tree)
        self.card = card

    def _where(self) -> tuple[Pile, int]:
        return self.tree.state().locate(self.card)

    def _is_stock_top(self, state: GameState) -> bool:
        stock = state.pile_cards(STOCK)
        return bool(stock) and stock[-1] == self.card

    def parent(self) -> PileAccessible | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        if not self.tree.alive:
            return None
        return self.tree.piles[self._where()[0].order]

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> None:  # type: ignore[override]  # a card has no children: Qt takes None
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        state = self.tree.state()
        if t == Text.Name:
            pile, index = self._where()
            if pile is STOCK and self._is_stock_top(state):
                return describe.focus_text(state, pile, None, self.tree.brief(), self.tree.held())
            if not state.is_face_up(self.card):
                return messages.face_down_card()
            return describe.focus_text(state, pile, index, self.tree.brief(), self.tree.held())
        if t == Text.Description:
            return self.spoken
        return ""

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
        state = self.tree.state()
        face_up = state.is_face_up(self.card)
        s.focusable = face_up or self._is_stock_top(state)
        s.selectable = face_up
        s.disabled = not s.focusable
        # Held: selected (SelectionAdd/Remove) only; "Holding …" is announced.
        s.selected = self.card in self.tree.held()
        s.focused = self.tree.has_focus() and self.tree.current() is self
        return s

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        # (pile, Label): the pile labels this card -> LABELLED_BY pile.
        if self.tree.alive and match & Rel.Label:
            return [(self.tree.piles[self._where()[0].order], Rel.Label)]
        return []


class PlaceAccessible(_Virtual):
    """The place of a pile (role ListItem): its only child while it is empty,
    named as the pile when it takes the focus ("Waste, empty.")."""

    def __init__(self, tree: AccessibleTree, pile: Pile) -> None:
        super().__init__(tree)
        self.pile = pile

    def parent(self) -> PileAccessible | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.tree.piles[self.pile.order] if self.tree.alive else None

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
            return describe.focus_text(self.tree.state(), self.pile, None, self.tree.brief(), self.tree.held())
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
            return [(self.tree.piles[self.pile.order], Rel.Label)]
        return []


class BoardAccessible(QAccessibleWidget):
    """The board view: role Grouping, the 13 piles as children."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view, Role.Grouping)
        self._view = view

    def _tree(self) -> AccessibleTree | None:
        tree = _TREES.get(id(self._view))
        return tree if tree is not None and tree.alive else None

    def text(self, t: Text) -> str:
        if t == Text.Name:
            return messages.board_name()
        if t == Text.Description:
            return messages.board_description()
        return super().text(t)

    def childCount(self) -> int:
        tree = self._tree()
        return len(tree.piles) if tree else 0

    def child(self, index: int) -> PileAccessible | None:  # type: ignore[override]  # None out of range (Qt takes it)
        tree = self._tree()
        if tree and 0 <= index < len(tree.piles):
            return tree.piles[index]
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        tree = self._tree()
        if tree:
            for i, pile in enumerate(tree.piles):
                if pile is child:
                    return i
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None: the board has no focus (Qt takes it)
        tree = self._tree()
        if tree is None or not tree.has_focus():
            return None
        return tree.current()

    def childAt(self, x: int, y: int) -> PileAccessible | None:  # type: ignore[override]  # None: no pile there (Qt takes it)
        tree = self._tree()
        if tree is None:
            return None
        for pile in tree.piles:
            if pile.rect().contains(x, y):
                return pile
        return None


def attach(view: QWidget, state: Callable[[], GameState],
           focus: Callable[[], tuple[Pile, int | None]],
           held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> AccessibleTree:
    """Expose ``view`` as the accessible board and return its tree."""
    install_factory(type(view))
    tree = AccessibleTree(view, state, focus, held, brief)
    iface = QAccessible.queryAccessibleInterface(view)
    if iface is not None and not isinstance(iface, BoardAccessible):
        # Qt made a plain interface before we were installed: drop it from the cache.
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
    return tree
