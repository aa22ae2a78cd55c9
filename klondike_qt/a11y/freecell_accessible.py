"""FreeCell's board, its 16 piles and 52 cards as accessible objects, in the
shape of Klondike's tree (:mod:`.accessible`, where the reasons are measured):
piles are Groupings (layout only for Orca), the focus is always a list item
(the focused card, or the "place" of an empty cell, foundation or column),
a pile's ``focusChild`` is the focused item, held cards are "selected" when
asked but send no selection event and are not "checked", and the Orca-43
fallback speaks through a description change of the focused item
(:meth:`.accessible.AccessibleTree.say_through_focus`). One utterance per
navigation key, the card first (tests/a11y/scenarios/orca_freecell.steps).

:class:`FreeCellTree` is an :class:`.accessible.AccessibleTree` with
FreeCell's piles and words (:mod:`.freecell_describe`); it keeps the
focus, held-card and stale-name logic of Klondike's."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from ..engine import CARDS, Card
from ..engine.freecell import FreeCellState
from ..engine.freecell.piles import PILES, FreeCellPile, locate_pile, pile_cards
from . import freecell_describe as describe
from . import messages
from .accessible import AccessibleTree, _Virtual

Role = QAccessible.Role
Text = QAccessible.Text
Rel = QAccessible.RelationFlag

_VIEW_CLASSES: set[type] = set()
_TREES: dict[int, FreeCellTree] = {}
_installed = False
#: Each pile's place in reading order (cells, foundations, columns).
_ORDER = {pile: i for i, pile in enumerate(PILES)}


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if type(obj) in _VIEW_CLASSES and isinstance(obj, QWidget):
        return FreeCellBoardAccessible(obj)
    return None


class FreeCellTree(AccessibleTree):
    """The pile, place and card interfaces of one FreeCell board, and the
    events that keep a screen reader up to date (Klondike's, inherited:
    ``notify_focus``, ``notify_held``, ``say_through_focus``, ``last_focus``)."""

    def __init__(self, view: QWidget, state: Callable[[], FreeCellState],
                 focus: Callable[[], tuple[FreeCellPile, int | None]],
                 held: Callable[[], tuple[Card, ...]], brief: Callable[[], bool]) -> None:
        # Not super().__init__(): that builds Klondike's 13 piles.
        self.view = view
        self.state = state  # type: ignore[assignment]  # FreeCell's state and piles, same protocol
        self.focus = focus  # type: ignore[assignment]
        self._fc_focus = focus
        self.held = held
        self.brief = brief
        self.alive = True
        self.piles: list[PileIface] = [PileIface(self, pile) for pile in PILES]  # type: ignore[assignment]
        self.places: list[PlaceIface] = [PlaceIface(self, pile) for pile in PILES]  # type: ignore[assignment]
        self.cards: dict[Card, CardIface] = {card: CardIface(self, card) for card in CARDS}  # type: ignore[assignment]
        for iface in (*self.piles, *self.places, *self.cards.values()):
            QAccessible.uniqueId(iface)
        _TREES[id(view)] = self
        self._last_focus: QAccessibleInterface | None = None
        self._last_held: set[Card] = set()
        self._names: dict[object, str] = {}
        self._stale: list[QAccessibleInterface] = []
        view_id = id(view)
        view.destroyed.connect(lambda *_, tree=self, vid=view_id: tree._retire_fc(vid))

    def _retire_fc(self, view_id: int) -> None:
        self._retire(view_id)
        if _TREES.get(view_id) is self:
            del _TREES[view_id]

    def fc_state(self) -> FreeCellState:
        return self.state()  # type: ignore[return-value]

    def pile_iface(self, pile: FreeCellPile) -> PileIface:  # type: ignore[override]
        return self.piles[_ORDER[pile]]

    def place_iface(self, pile: FreeCellPile) -> PlaceIface:
        return self.places[_ORDER[pile]]

    def card_iface(self, card: Card) -> CardIface:  # type: ignore[override]
        return self.cards[card]

    def current(self) -> QAccessibleInterface | None:
        """The focused object, always a list item: a card, or an empty pile's place."""
        if not self.alive:
            return None
        pile, index = self._fc_focus()
        cards = pile_cards(self.fc_state(), pile)
        if not cards:
            return self.place_iface(pile)
        i = len(cards) - 1 if index is None or not pile.is_column else max(0, min(index, len(cards) - 1))
        return self.cards[cards[i]]

    def notify_changed(self, piles: tuple[FreeCellPile, ...]) -> None:  # type: ignore[override]
        """Cards moved between ``piles``: descriptions and names changed; the
        name change of the screen reader's focus waits for the next Focus event
        (as Klondike's: the move's announcement says it all)."""
        if not self.alive or not QAccessible.isActive():
            return
        state = self.fc_state()
        for pile in piles:
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.pile_iface(pile), QAccessible.Event.DescriptionChanged))
            cards = pile_cards(state, pile)
            items: list[QAccessibleInterface] = [self.cards[card] for card in cards] if cards \
                else [self.place_iface(pile)]
            for iface in items:
                name = iface.text(Text.Name)
                if self._names.get(iface) != name:
                    self._names[iface] = name
                    if iface is self.last_focus:
                        if not any(other is iface for other in self._stale):
                            self._stale.append(iface)
                        continue
                    QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.Event.NameChanged))


class PileIface(_Virtual):
    """A free cell, a foundation or a column: role Grouping, its cards as
    children (bottom first), or its place while it is empty."""

    def __init__(self, tree: FreeCellTree, pile: FreeCellPile) -> None:
        super().__init__(tree)
        self.fc_tree = tree
        self.pile = pile

    def _cards(self) -> tuple[Card, ...]:
        return pile_cards(self.fc_tree.fc_state(), self.pile) if self.tree.alive else ()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.tree.board()

    def childCount(self) -> int:
        return len(self._cards()) or (1 if self.tree.alive else 0)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # None out of range (Qt takes it)
        cards = self._cards()
        if not cards:
            return self.fc_tree.place_iface(self.pile) if index == 0 and self.tree.alive else None
        return self.tree.cards[cards[index]] if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cards = self._cards()
        if not cards:
            return 0 if self.tree.alive and child is self.fc_tree.place_iface(self.pile) else -1
        card = getattr(child, "card", None)
        return cards.index(card) if card in cards else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # None: the focus is elsewhere (Qt takes it)
        current = self.tree.current() if self.tree.has_focus() else None
        return current if current is not None and current.parent() is self else None

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        if t == Text.Name:
            return describe.pile_title(self.pile)
        if t == Text.Description:
            return describe.pile_summary(self.fc_tree.fc_state(), self.pile)
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


class CardIface(_Virtual):
    """A card: role ListItem, named where it lies (every card is face up);
    held: "selected" when asked, never "checked"."""

    def __init__(self, tree: FreeCellTree, card: Card) -> None:
        super().__init__(tree)
        self.fc_tree = tree
        self.card = card

    def _where(self) -> tuple[FreeCellPile, int]:
        return locate_pile(self.fc_tree.fc_state(), self.card)

    def parent(self) -> PileIface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.fc_tree.pile_iface(self._where()[0]) if self.tree.alive else None

    def childCount(self) -> int:
        return 0

    def child(self, index: int) -> None:  # type: ignore[override]  # a card has no children: Qt takes None
        return None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def text(self, t: Text) -> str:
        if not self.tree.alive:
            return ""
        if t == Text.Name:
            pile, index = self._where()
            return describe.focus_text(self.fc_tree.fc_state(), pile, index, self.tree.brief(), self.tree.held())
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
        s.focusable = True
        s.selectable = True
        s.selected = self.card in self.tree.held()
        s.focused = self.tree.has_focus() and self.tree.current() is self
        return s

    def relations(self, match: Rel = Rel.AllRelations) -> list[tuple[QAccessibleInterface, Rel]]:
        if self.tree.alive and match & Rel.Label:
            return [(self.fc_tree.pile_iface(self._where()[0]), Rel.Label)]
        return []


class PlaceIface(_Virtual):
    """The place of an empty cell, foundation or column (role ListItem), its
    pile's only child, named as the pile ("Free cell 2, empty.")."""

    def __init__(self, tree: FreeCellTree, pile: FreeCellPile) -> None:
        super().__init__(tree)
        self.fc_tree = tree
        self.pile = pile

    def parent(self) -> PileIface | None:  # type: ignore[override]  # None once the view is gone (Qt takes it)
        return self.fc_tree.pile_iface(self.pile) if self.tree.alive else None

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
            return describe.focus_text(self.fc_tree.fc_state(), self.pile, None, self.tree.brief(), self.tree.held())
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
            return [(self.fc_tree.pile_iface(self.pile), Rel.Label)]
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
