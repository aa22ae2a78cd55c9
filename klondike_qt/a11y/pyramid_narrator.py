"""Pyramid's narrator: the policy of :class:`.narration.GameNarrator` in
Pyramid's words (the rule book's "By ear", :mod:`.messages.pyramid`).

A card is said first, then where it is and whether it is free (or what
covers it), then what it pairs with now; a removal says its points, the
rows it emptied and the cards it freed, in one utterance; an undo the
cards put back and where each went, as the other games' undos; a refusal
says the rule ("8 of clubs and 6 of hearts make 14, not 13.").
"""

from __future__ import annotations

from ..engine.cards import KING, Card
from ..engine.pyramid import (
    PAIR_TOTAL,
    PASSES,
    ROW_BONUS,
    ROW_COUNT,
    IllegalMove,
    PyramidMove,
    PyramidState,
    Reason,
    hint_order,
    is_recycle,
    needed_rank,
)
from ..engine.status import GameStatus
from ..model import pyramid_cursor as cur
from ..model.model_base import Initiator
from ..model.pyramid_cursor import PyramidCursor
from ..model.pyramid_model import STOCK, PyramidModel, PyramidModelChange, PyramidPile, PyramidTransition
from . import messages as msg
from .messages import pyramid as pmsg
from .narration import GameNarrator, Voice

__all__ = ["PyramidNarrator", "PyramidVoice", "card_where", "focus_text", "hint_instruction", "instruction", "row_words",
           "undo_step"]


def card_where(state: PyramidState, card: Card) -> str:
    """A card in a list, with where it is: "8 of clubs in row 7", "waste 5 of hearts", "stock 9 of diamonds"."""
    place = state.place(card)
    if place is not None:
        return pmsg.py_in_row(card, place[0])
    return pmsg.py_in_stock(card) if card is state.stock_top else pmsg.py_in_waste(card)


def _card_words(state: PyramidState, card: Card, pile: PyramidPile) -> str:
    place = state.place(card)
    if place is not None:
        return pmsg.py_row_card(card, place[0], place[1], list(state.covered_by(card)))
    if pile == STOCK:
        return pmsg.py_stock(card, len(state.stock))
    return pmsg.py_waste(card, len(state.waste))


def _partner_words(state: PyramidState, card: Card, brief: bool) -> str | None:
    """What a free card can do now: a king goes alone; else its partners, or the rank it needs."""
    if state.covered_by(card):
        return None
    if card.rank == KING:
        return pmsg.py_king_alone()
    partners = [card_where(state, other) for other in state.partners(card)]
    if partners:
        return pmsg.py_pairs_with(partners)
    rank = needed_rank(card)
    return None if brief or rank is None else pmsg.py_needs(pmsg.py_rank(rank))


def focus_words(state: PyramidState, pile: PyramidPile, card: Card | None, brief: bool = False,
                held: tuple[Card, ...] = ()) -> str:
    """What is heard when the focus lands on a card (or an empty stock or waste)."""
    if card is None:
        return pmsg.py_stock(None, 0) if pile == STOCK else pmsg.py_waste(None, 0)
    parts: list[str | None] = [_card_words(state, card, pile)]
    if held and held[0] is not card and not state.covered_by(card) \
            and held[0].rank + card.rank == PAIR_TOTAL:
        parts.append(pmsg.py_pairs_with_held(held[0]))
    elif not held:
        parts.append(_partner_words(state, card, brief))
    return " ".join(part for part in parts if part)


def focus_text(state: PyramidState, pile: PyramidPile, card: Card | None, brief: bool = False,
               held: tuple[Card, ...] = ()) -> str:
    return msg.sentence_start(focus_words(state, pile, card, brief, held))


def row_words(state: PyramidState, row: int) -> str:
    """D, one row: "Row 7: 5 of hearts free, 9 of clubs free."."""
    cards = [pmsg.py_free_mark(card) if state.is_free(card) else msg.card_name(card)
             for card in state.row(row) if card is not None]
    return pmsg.py_row_reading(row, cards)


def instruction(state: PyramidState, move: PyramidMove) -> str:
    """A legal move as M says it: "8 of clubs in row 7 with waste 5 of hearts", "king of spades in row 4 alone"."""
    if move.is_draw:
        return pmsg.py_recycle_move() if is_recycle(state, move) else pmsg.py_draw_move()
    if len(move.cards) == 1:
        return pmsg.py_king_move(card_where(state, move.cards[0]))
    return pmsg.py_pair_move(card_where(state, move.cards[0]), card_where(state, move.cards[1]))


def hint_instruction(state: PyramidState, move: PyramidMove) -> str:
    """A legal move as H says it, an instruction as every game's hint: "remove the 8 of clubs in row 7 with the 5 of
    hearts on the waste", "remove the king of spades in row 4 alone", "draw a card" (M's list keeps :func:`instruction`)."""
    if move.is_draw:
        return instruction(state, move)

    def where(card: Card) -> str:
        place = state.place(card)
        if place is not None:
            return pmsg.py_in_row(card, place[0])
        return pmsg.py_on_stock(card) if card is state.stock_top else pmsg.py_on_waste(card)

    if len(move.cards) == 1:
        return pmsg.py_king_hint(where(move.cards[0]))
    return pmsg.py_pair_hint(where(move.cards[0]), where(move.cards[1]))


def undo_step(t: PyramidTransition) -> str:
    """A move in the undo history (the Edit menu's "Undo …"): its cards, without places."""
    move = t.move
    if move.is_draw:
        # a step done, as Klondike's ("Undone: turned the 8 of hearts"), not the hint's instruction
        if t.recycled or t.drawn is None:
            words = msg.action_recycled() if t.recycled else pmsg.py_draw_move()
        else:
            words = msg.action_turned([t.drawn])
    elif len(move.cards) == 1:
        words = pmsg.py_king_move(msg.card_name(move.cards[0]))
    else:
        words = pmsg.py_pair_move(msg.card_name(move.cards[0]), msg.card_name(move.cards[1]))
    return msg.sentence_start(words)


def move_result(t: PyramidTransition, after: PyramidState) -> str:
    """"Removed 8 of clubs and 5 of hearts, plus 5. Row 7 is empty, plus 25. Freed: 9 of spades."."""
    if t.move.is_draw:
        if t.recycled:
            return pmsg.py_recycled(t.pass_number, PASSES)
        assert t.drawn is not None
        return pmsg.py_drawn(t.drawn, after.stock_top, len(after.stock))
    parts = [pmsg.py_removed(list(t.removed), t.points)]
    parts += [pmsg.py_row_empty(row, ROW_BONUS[row]) for row in t.rows_emptied]
    if t.freed:
        parts.append(pmsg.py_freed(list(t.freed)))
    return " ".join(parts)


def _action(t: PyramidTransition) -> str:
    """The move in lower case, for "Undone: …" and "Redone: …" (Klondike's and TriPeaks' words for a draw)."""
    if t.move.is_draw:
        return msg.action_turned([t.drawn]) if t.drawn is not None else msg.action_recycled()
    return pmsg.py_action_removed(list(t.removed))


def _back(state: PyramidState, cards: tuple[Card, ...]) -> list[str]:
    """After an undo, where the cards are again: "The 8 of clubs and the 5 of hearts are back in row 7."."""
    rows: dict[int, list[Card]] = {}
    parts: list[str] = []
    for card in cards:
        place = state.place(card)
        if place is not None:
            rows.setdefault(place[0], []).append(card)
        elif card is state.stock_top:
            parts.append(pmsg.py_back_on_stock(card))
        else:
            parts.append(pmsg.py_back_on_waste(card))
    return [*(pmsg.py_back_in_row(row_cards, row) for row, row_cards in rows.items()), *parts]


def undo_redo_words(change: PyramidModelChange, brief: bool) -> str:
    """An undo: the move taken back, then where each card went back ("Undone: removed 9 of spades and
    4 of hearts. The 9 of spades is back in row 6. The 4 of hearts is back on the waste."); a redo:
    the move made again, with the rows it emptied and the cards it freed ("Redone: removed ….
    Row 7 is empty, plus 25."), a recycle with its pass ("Redone: turned the waste over. Pass 2 of 3.")."""
    t = change.transition
    assert t is not None
    after = change.after
    if change.is_undo:
        back = [] if brief else _back(after, t.removed or ((t.drawn,) if t.drawn is not None else ()))
        return " ".join([msg.undone(_action(t)), *back])
    if not t.move.is_draw:
        tail = [pmsg.py_row_empty(row, ROW_BONUS[row]) for row in t.rows_emptied]
        tail += [pmsg.py_freed(list(t.freed))] if t.freed else []
    else:
        tail = [pmsg.py_recycled(t.pass_number, PASSES)] if t.recycled else []
    return " ".join([msg.redone(_action(t)), *tail])


def illegal(error: IllegalMove) -> str:
    """Why a move was refused, in the rule's own words."""
    return msg.sentence_start(_illegal(error))


def _illegal(error: IllegalMove) -> str:
    card = error.card
    reason = error.reason
    if reason is Reason.NOT_THIRTEEN:
        first, second = error.cards
        return pmsg.py_not_thirteen(first, second, first.rank + second.rank)
    if reason is Reason.KING_ALONE:
        return pmsg.py_king_alone_refusal()
    if reason is Reason.NO_PASSES_LEFT:
        return pmsg.py_no_passes_left(PASSES)
    if reason is Reason.NOTHING_TO_DRAW:
        return pmsg.py_nothing_to_draw()
    if reason is Reason.GAME_OVER:
        return pmsg.py_game_over()
    if reason is Reason.UNDER_WASTE_TOP:
        return pmsg.py_under_waste_top()
    if reason is Reason.SAME_CARD or card is None:
        return pmsg.py_same_card()
    if reason is Reason.COVERED:
        return pmsg.py_covered(card, list(error.covers))
    if reason is Reason.NOT_VISIBLE:
        return pmsg.py_not_visible(card)
    if reason is Reason.REMOVED:
        return pmsg.py_removed_already(card)
    return pmsg.py_needs_a_pair(card)


class PyramidVoice(Voice[PyramidModel, PyramidState, PyramidModelChange, PyramidCursor, PyramidPile, PyramidMove,
                         IllegalMove]):
    """Pyramid's words for the narrator."""

    #: A dead end is never told unasked (the rule book): I and H say it.
    tells_dead_end = False

    def welcome(self, number: int | None, restored: bool) -> str:
        return pmsg.py_welcome(number, restored)

    def deal(self, change: PyramidModelChange, number: int | None, restart: bool, brief: bool) -> str:
        return pmsg.py_new_deal(number, restart, brief)

    def change_text(self, change: PyramidModelChange, elapsed_ms: int, brief: bool) -> str:
        t = change.transition
        if t is None:
            return ""
        if change.initiator in (Initiator.UNDO, Initiator.REDO):
            return undo_redo_words(change, brief)  # (an undo's ``after`` is the earlier position)
        return move_result(t, change.after)

    def status_text(self, status: GameStatus, state: PyramidState, elapsed_ms: int) -> str | None:
        if status is GameStatus.NO_MOVES:
            return msg.no_moves()
        if status is GameStatus.WON:
            return f"{msg.won(msg.duration(elapsed_ms), state.score)} {msg.after_win()}"
        return None

    def batch_words(self, batch: list[PyramidModelChange], brief: bool) -> list[str]:
        return [move_result(c.transition, c.after) for c in batch if c.transition is not None]

    def illegal(self, error: IllegalMove) -> str:
        return illegal(error)

    def focus_words(self, state: PyramidState, cursor: PyramidCursor, brief: bool) -> str:
        return focus_words(state, cursor.pile, cur.focused_card(state, cursor), brief)

    def move_names_focus(self, change: PyramidModelChange, state: PyramidState, cursor: PyramidCursor) -> bool:
        t = change.transition
        card = cur.focused_card(state, cursor)
        if t is None or card is None:
            return True
        if change.is_undo:
            return card in t.removed
        return card in t.freed or (t.move.is_draw and not cursor.pile.is_row)  # a draw names both tops

    def at_edge(self, state: PyramidState, pile: PyramidPile, up: bool) -> str:
        return pmsg.py_edge(up)

    def at_side_edge(self, state: PyramidState, pile: PyramidPile, left: bool) -> str:
        return pmsg.py_row_side(pile.number, left) if pile.is_row else pmsg.py_stock_waste_side(left)

    def tab_hint(self) -> str:
        return pmsg.py_tab_hint()

    def nothing_to_pick_up(self, pile: PyramidPile) -> str:
        return pmsg.py_nothing_here()

    def broken_run(self, held: tuple[Card, ...], pile: PyramidPile) -> IllegalMove | None:
        """A covered card cannot be picked up: the rule says what covers it, in Enter's words (one card at a
        time, so no other reason)."""
        state: PyramidState = self.model.state
        covers = state.covered_by(held[0])
        return IllegalMove(Reason.COVERED, PyramidMove.king(held[0]), held[0], covers) if covers else None

    def holding(self, held: tuple[Card, ...], brief: bool) -> str:
        state: PyramidState = self.model.state
        card = held[0]
        rank = needed_rank(card)
        if rank is None:  # (a free king is removed at once, never held)
            return msg.holding([card], brief)
        partners = [card_where(state, other) for other in state.partners(card)]
        return pmsg.py_holding(card, pmsg.py_rank(rank), partners)

    def instruction(self, state: PyramidState, move: PyramidMove) -> str:
        return hint_instruction(state, move)

    def move_list(self, state: PyramidState) -> list[str]:
        """M: the moves in the rule book's words ("8 of clubs with 5 of hearts; … king of spades alone")."""
        return [instruction(state, move) for move in hint_order(state)]

    def hint_order(self, state: PyramidState) -> list[PyramidMove]:
        return hint_order(state)

    def find(self, state: PyramidState, card: Card) -> str:
        spot = state.locate(card)
        area = spot.area.value
        if area == "pyramid":
            return focus_text(state, STOCK, card)
        if area == "waste":
            return pmsg.py_find_waste(card, spot.depth)
        if area == "stock":
            return pmsg.py_find_stock_top(card) if spot.depth == 0 else pmsg.py_not_visible(card)
        return pmsg.py_removed_already(card)

    def foundations(self, state: PyramidState) -> str:
        """T: the cards removed and the cards left in the pyramid."""
        return pmsg.py_removed_count(len(state.removed()), state.pyramid_count)

    def reserve(self, state: PyramidState) -> str:
        return pmsg.py_reserve(state.stock_top, len(state.stock), state.waste_top, state.passes_left)

    def columns(self, state: PyramidState) -> str:
        return " ".join(row_words(state, row) for row in range(1, ROW_COUNT + 1))

    def info(self, state: PyramidState, elapsed_ms: int, winnable: bool | None, thinking: bool | None) -> str:
        return " ".join((pmsg.py_info(state.score, msg.duration(elapsed_ms), state.moves),
                         pmsg.py_reserve(state.stock_top, len(state.stock), state.waste_top, state.passes_left),
                         msg.winnable_text(winnable, thinking, state.is_won, state.moves == 0)))


class PyramidNarrator(GameNarrator):
    """What is said in Pyramid (see :mod:`.narration`)."""

    voice_type = PyramidVoice
    voice: PyramidVoice
