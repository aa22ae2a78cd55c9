"""Why a move is refused, as data: the :class:`Reason` enum and the
:class:`IllegalMove` error that carries it, shared by the games played on
Klondike's piles (Klondike and Yukon), with the one check they share: where a
card may go (:func:`check_target`).

Words for players live in ``a11y/messages``; the text here is for logs and
the command line.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from ..cards import KING, Card
from .moves import Move
from .piles import Pile, PileKind


class Reason(Enum):
    """Why a move is illegal (words for players live in ``a11y/messages.py``)."""

    SAME_COLOUR = "same-colour"  # card, target_card
    NOT_ONE_LOWER = "not-one-lower"  # card, target_card (a gap; Klondike: ascending too)
    BUILDS_DOWN = "builds-down"  # card, target_card: a higher card onto a lower one (Yukon)
    NOT_A_KING = "not-a-king"  # card onto an empty column
    WRONG_SUIT = "wrong-suit"  # card onto another suit's foundation
    FOUNDATION_NEEDS = "foundation-needs"  # card; target_card = the card the foundation needs
    ONLY_TOP_TO_FOUNDATION = "only-top-to-foundation"  # card has cards on it
    COVERED = "covered"  # card under the top of the waste or a foundation
    FACE_DOWN = "face-down"  # card face down in a column
    IN_STOCK = "in-stock"  # card not turned up yet
    BROKEN_RUN = "broken-run"  # card, target_card = first card that breaks the run
    SAME_PILE = "same-pile"
    NOT_A_TARGET = "not-a-target"  # cards never go to the stock or the waste by hand
    NO_PASSES_LEFT = "no-passes-left"
    NOTHING_TO_DRAW = "nothing-to-draw"  # stock and waste both empty (Yukon: there is none)
    STAYS_ON_FOUNDATION = "stays-on-foundation"  # card on a foundation: never leaves it (Yukon)
    GAME_OVER = "game-over"  # the game is won


class IllegalMove(ValueError):
    """A move the rules do not allow. ``reason`` says why; ``card`` is the card
    that was to move, ``target`` the pile, ``other`` the card the rule names
    (the card it was put on, the card a foundation needs, where a run breaks)."""

    def __init__(
        self,
        reason: Reason,
        move: Move,
        card: Card | None = None,
        other: Card | None = None,
    ) -> None:
        self.reason = reason
        self.move = move
        self.card = card
        self.target = move.target
        self.other = other
        super().__init__(self._developer_text())

    def _developer_text(self) -> str:
        # Plain English for logs and the command line; players hear a11y/messages.py.
        card, other, target = self.card, self.other, self.target
        texts = {
            Reason.SAME_COLOUR: f"{card} on {other}: same colour",
            Reason.NOT_ONE_LOWER: f"{card} on {other}: not one rank lower",
            Reason.BUILDS_DOWN: f"{card} on {other}: columns build down, not up",
            Reason.NOT_A_KING: f"{card} to empty {target}: only a King goes to an empty column",
            Reason.WRONG_SUIT: f"{card} to {target}: wrong suit",
            Reason.FOUNDATION_NEEDS: f"{card} to {target}: the foundation needs {other} next",
            Reason.ONLY_TOP_TO_FOUNDATION: f"{card} to {target}: only a top card goes to a foundation",
            Reason.COVERED: f"{card} is covered",
            Reason.FACE_DOWN: f"{card} is face down",
            Reason.IN_STOCK: f"{card} is still in the stock",
            Reason.BROKEN_RUN: f"{card} cannot move with the cards on it: the run breaks at {other}",
            Reason.SAME_PILE: f"{card} is already on {target}",
            Reason.NOT_A_TARGET: f"cards cannot be put on the {target}",
            Reason.NO_PASSES_LEFT: "no passes through the stock left",
            Reason.NOTHING_TO_DRAW: "the stock and the waste are empty",
            Reason.STAYS_ON_FOUNDATION: f"{card} is on its foundation: cards on the foundations stay there",
            Reason.GAME_OVER: "the game is won",
        }
        return f"illegal move {self.move}: {texts[self.reason]}"


def check_target(tableau: Sequence[tuple[Card, ...]], foundations: Sequence[int], move: Move, card: Card,
                 run: tuple[Card, ...], target: Pile, *, upward: Reason = Reason.NOT_ONE_LOWER) -> None:
    """Whether ``card`` with the cards on it (``run``, itself first) may go to
    ``target``: its own foundation's next card, alone; a King to an empty
    column; onto a column top one rank higher of the other colour.

    ``upward`` is the reason given for a card onto a lower one (Yukon names it).

    :raises IllegalMove: naming the rule it breaks.
    """
    kind = target.kind
    if kind is PileKind.FOUNDATION:
        if len(run) > 1:
            raise IllegalMove(Reason.ONLY_TOP_TO_FOUNDATION, move, card)
        if target.index != card.suit:
            raise IllegalMove(Reason.WRONG_SUIT, move, card)
        wanted = foundations[card.suit] + 1
        if card.rank != wanted:
            raise IllegalMove(Reason.FOUNDATION_NEEDS, move, card, Card.of(wanted, card.suit))
        return
    if kind is not PileKind.TABLEAU:
        raise IllegalMove(Reason.NOT_A_TARGET, move, card)
    col = tableau[target.index - 1]
    if not col:
        if card.rank != KING:
            raise IllegalMove(Reason.NOT_A_KING, move, card)
        return
    top = col[-1]
    if card.is_red == top.is_red:
        raise IllegalMove(Reason.SAME_COLOUR, move, card, top)
    if card.rank + 1 != top.rank:
        raise IllegalMove(upward if card.rank > top.rank else Reason.NOT_ONE_LOWER, move, card, top)


__all__ = ["IllegalMove", "Reason", "check_target"]
