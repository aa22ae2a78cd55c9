"""PyramidModel: the Pyramid game in progress (the rule book, ``rules-pyramid.md``).

It is a :class:`~.model_base.GameModelBase` (the undo stack, the history, the
clock, the signals, the saves) over the engine's
:class:`~klondike_qt.engine.pyramid.PyramidState`; after every change it emits
one :class:`PyramidModelChange`. Its piles, for the views: the seven rows of
the pyramid (:data:`PYRAMID_ROWS`), the stock and the waste. The score is the
position's (+5 a removal, the rows' bonuses; undo restores it).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from ..engine.cards import Card
from ..engine.pyramid import (
    MAX_PYRAMID_DEAL,
    ROW_COUNT,
    IllegalMove,
    PyramidChange,
    PyramidMove,
    PyramidSave,
    PyramidState,
    apply,
    describe,
    hint_order,
    new_pyramid,
    pyramid_status,
)
from .model_base import ChangeBase
from .waste_model import WasteGameModel, WastePile


class PyramidPile(WastePile):
    """A pile of the views: a row of the pyramid (``number`` 1–7), the stock or the waste."""

    __slots__ = ()


PYRAMID_ROWS: tuple[PyramidPile, ...] = tuple(PyramidPile("row", n) for n in range(1, ROW_COUNT + 1))
STOCK = PyramidPile("stock")
WASTE = PyramidPile("waste")
#: Every pile in reading order: the rows from the apex, the stock, the waste.
PYRAMID_PILES: tuple[PyramidPile, ...] = (*PYRAMID_ROWS, STOCK, WASTE)


@dataclass(frozen=True, slots=True)
class PyramidTransition(PyramidChange):
    """What a move did (:class:`~klondike_qt.engine.pyramid.PyramidChange`), and
    where, as the piles of the other games: a pair carries its first card in
    reading order (``cards``, from ``source``) onto its partner (in
    ``target``), as the mouse drags it; a king leaves its pile alone (no
    target); a draw goes from the stock to the waste, a recycle back."""

    source: PyramidPile = STOCK
    target: PyramidPile | None = None
    cards: tuple[Card, ...] = ()

    @property
    def touched(self) -> tuple[PyramidPile, ...]:
        return PYRAMID_PILES  # nine small piles: every one is laid out again


def pile_of(state: PyramidState, card: Card) -> PyramidPile:
    """The pile a card lies in (a row, the stock or the waste)."""
    place = state.place(card)
    if place is not None:
        return PYRAMID_ROWS[place[0] - 1]
    return WASTE if card in state.waste else STOCK


def _reading_order(state: PyramidState, card: Card) -> tuple[int, int]:
    at = state.slot_of(card)
    return (0, at) if at is not None else (1, 0 if card is state.stock_top else 1)


def pyramid_transition(before: PyramidState, move: PyramidMove, after: PyramidState) -> PyramidTransition:
    change = describe(before, move, after)
    values = {f.name: getattr(change, f.name) for f in fields(change)}
    if move.is_draw:
        recycled = change.recycled
        return PyramidTransition(**values, source=WASTE if recycled else STOCK, target=STOCK if recycled else WASTE,
                                 cards=() if change.drawn is None else (change.drawn,))
    ordered = sorted(move.cards, key=lambda card: _reading_order(before, card))
    target = pile_of(before, ordered[1]) if len(ordered) == 2 else None
    return PyramidTransition(**values, source=pile_of(before, ordered[0]), target=target, cards=(ordered[0],))


@dataclass(frozen=True, slots=True, eq=False)
class PyramidModelChange(ChangeBase[PyramidState, PyramidTransition, PyramidPile]):
    """One typed summary per change (see :class:`~.model_base.ChangeBase`)."""

    every_pile = PYRAMID_PILES


class PyramidModel(WasteGameModel[PyramidState, PyramidMove, PyramidTransition, PyramidSave]):
    """The Pyramid game in progress. Every player action goes through here."""

    game = "pyramid"
    illegal = IllegalMove
    change_type = PyramidModelChange
    move_type = PyramidMove
    save_type = PyramidSave
    dealer = staticmethod(new_pyramid)
    max_deal = MAX_PYRAMID_DEAL
    rules = staticmethod(apply)
    status_rule = staticmethod(pyramid_status)
    hints = staticmethod(hint_order)

    def _transition(self, before: PyramidState, move: PyramidMove, after: PyramidState) -> PyramidTransition:
        return pyramid_transition(before, move, after)
