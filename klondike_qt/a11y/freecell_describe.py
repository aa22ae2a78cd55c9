"""FreeCell's state in words: pure functions from the position (and a
change) to the sentences of :mod:`.messages` (Klondike's are :mod:`.klondike_describe`)."""

from __future__ import annotations

from itertools import pairwise

from ..engine.cards import Card
from ..engine.freecell import FreeCellIllegal, FreeCellMove, FreeCellReason, FreeCellState, Place
from ..engine.freecell.piles import COLUMNS, FOUNDATIONS, FreeCellPile, FreeCellTransition, locate_pile, move_to, pile_cards
from ..engine.status import GameStatus
from ..model.freecell_model import FreeCellChange
from ..model.model_base import Initiator
from . import messages as msg
from .describe_common import focus_with_drop


def pile_name(pile: FreeCellPile) -> str:
    return msg.fc_pile_name(pile.place.value, pile.number)


def pile_title(pile: FreeCellPile) -> str:
    """A pile's accessible name when cards are on it: "Column 3", "Free cell 2", "Hearts foundation"."""
    return msg.fc_pile_title(pile.place.value, pile.number)


def run_length(cards: tuple[Card, ...], index: int) -> int:
    """How many cards from ``index`` up form a run (descending, alternating colours)."""
    count = 1
    for lower, upper in pairwise(cards[index:]):
        if not upper.fits_on(lower):
            break
        count += 1
    return count


def focus_text(state: FreeCellState, pile: FreeCellPile, index: int | None, brief: bool,
               held: tuple[Card, ...] = ()) -> str:
    """The name of the focused object: a card where it lies, or an empty pile;
    a sentence, so it starts with a capital ("Jack of diamonds, column 1", as Klondike's).
    While cards are ``held``, the top of a pile they could be put on says so
    (as Klondike's: "… The jack of clubs can go here.")."""
    cards = pile_cards(state, pile)
    fits = None
    if held:
        on_top = index is None or not pile.is_column or index >= len(cards) - 1
        if on_top and locate_pile(state, held[0])[0] != pile and state.is_legal(move_to(state, held[0], pile)):
            fits = held[0]  # on an empty pile, not "Any card can go here. The 5 of diamonds can go here."
    return focus_with_drop(lambda short: focus_words(state, pile, index, short), not cards, brief, fits)


def focus_words(state: FreeCellState, pile: FreeCellPile, index: int | None, brief: bool) -> str:
    """The focused object's words inside a sentence ("Now on: 4 of spades, …")."""
    cards = pile_cards(state, pile)
    if pile.is_cell:
        return msg.fc_focus_cell(cards[-1] if cards else None, pile.number)
    if pile.is_foundation:
        if not cards:
            return msg.focus_empty_foundation(pile.suit, brief)
        return msg.focus_foundation(cards[-1], brief)
    if not cards:
        return msg.fc_focus_empty_column(pile.number, brief)
    i = len(cards) - 1 if index is None else max(0, min(index, len(cards) - 1))
    return msg.fc_focus_card(cards[i], pile.number, i + 1, len(cards), run_length(cards, i), brief)


def pile_summary(state: FreeCellState, pile: FreeCellPile) -> str:
    """A pile's accessible description: its cards."""
    cards = pile_cards(state, pile)
    if pile.is_column:
        return msg.fc_column_status(pile.number, cards)
    if pile.is_cell:
        return msg.fc_focus_cell(cards[-1] if cards else None, pile.number)
    return msg.foundation_status(pile.suit, cards[-1] if cards else None)


def action_text(t: FreeCellTransition) -> str:
    return msg.fc_action_move(t.cards[0], t.target.place.value, t.target.number, len(t.cards))


def move_result(t: FreeCellTransition, after: FreeCellState, brief: bool) -> list[str]:
    card, count = t.cards[0], len(t.cards)
    target = t.target
    if target.is_foundation:
        parts = [msg.moved_to_foundation(card, brief)]
    elif target.is_cell:
        parts = [msg.fc_moved_to_cell(card, target.number, brief)]
    elif t.onto is not None:
        parts = [msg.moved_onto(card, count, target.number, t.onto, brief)]
    else:
        parts = [msg.moved_to_empty(card, count, target.number, brief)]
    if t.source.is_column and not after.columns[t.source.number - 1]:
        parts.append(msg.column_now_empty(t.source.number))
    return parts


def status_text(status: GameStatus, elapsed_ms: int) -> str | None:
    if status is GameStatus.READY_TO_FINISH:
        return msg.fc_ready_to_finish()
    if status is GameStatus.NO_MOVES:
        return msg.no_moves()
    if status is GameStatus.WON:
        return f"{win(elapsed_ms)} {msg.after_win()}"
    return None


def win(elapsed_ms: int) -> str:
    return msg.won(msg.duration(elapsed_ms), None)


def change_text(change: FreeCellChange, elapsed_ms: int, brief: bool, deal_number: int | None,
                with_status: bool = True) -> str:
    """The announcement for one change: a move, an undo, a redo, a new deal, a restore."""
    t = change.transition
    parts: list[str] = []
    if change.initiator is Initiator.NEW_GAME:
        parts.append(msg.fc_new_deal(deal_number, brief))
    elif change.initiator is Initiator.RESTORE:
        parts.append(msg.game_restored())
    elif t is not None and change.initiator is Initiator.UNDO:
        parts.append(msg.undone(action_text(t)))
        if not brief:
            parts.append(msg.back_in_named(t.cards[0], pile_name(t.source), len(t.cards) - 1))
    elif t is not None and change.initiator is Initiator.REDO:
        parts.append(msg.redone(action_text(t)))
    elif t is not None:
        parts.extend(move_result(t, change.after, brief))
    if with_status:
        extra = status_text(change.status, elapsed_ms)
        if extra:
            parts.append(extra)
    return " ".join(parts)


def instruction(state: FreeCellState, move: FreeCellMove) -> str:
    """A move as an instruction: "move the 5 of clubs from column 4 onto the 6 of hearts in column 1"."""
    source, _ = locate_pile(state, move.card)
    target = move.target
    onto = None
    if target.place is Place.COLUMN:
        column = state.columns[target.index - 1]
        onto = column[-1] if column else None
    return msg.fc_do_move(move.card, pile_name(source), target.place.value, target.index, onto)


def move_list(state: FreeCellState, moves: list[FreeCellMove]) -> list[str]:
    """M: each move as an instruction, the moves to a free cell as one (which cards may go)."""
    to_cell = [move for move in moves if move.target.place is Place.CELL]
    words: list[str] = []
    for move in moves:
        if move.target.place is not Place.CELL:
            words.append(instruction(state, move))
        elif move is to_cell[0]:
            words.append(instruction(state, move) if len(to_cell) == 1 else msg.fc_do_any_to_cell(
                [(m.card, pile_name(locate_pile(state, m.card)[0])) for m in to_cell]))
    return words


def foundations(state: FreeCellState) -> str:
    return " ".join(msg.foundation_status(pile.suit, (pile_cards(state, pile) or (None,))[-1]) for pile in FOUNDATIONS)


def columns(state: FreeCellState) -> str:
    return " ".join(msg.fc_column_status(pile.number, pile_cards(state, pile)) for pile in COLUMNS)


def cells(state: FreeCellState) -> str:
    return msg.fc_cells_status(state.cells)


def find(state: FreeCellState, card: Card) -> str:
    """Where a card is (nothing is hidden in FreeCell)."""
    pile, index = locate_pile(state, card)
    if pile.is_column:
        cards = pile_cards(state, pile)
        return msg.find_in_column(card, pile.number, index + 1, len(cards))
    if pile.is_foundation:
        return msg.find_on_foundation(card, index == len(pile_cards(state, pile)) - 1)
    return msg.fc_focus_cell(card, pile.number)


def illegal(error: FreeCellIllegal) -> str:
    """One sentence per :class:`FreeCellReason`."""
    reason, card, other = error.reason, error.card, error.other
    if reason is FreeCellReason.SAME_COLOUR and other:
        return msg.cant_same_colour(card, other)
    if reason is FreeCellReason.NOT_ONE_LOWER and other:
        return msg.cant_not_one_lower(card, other)
    if reason is FreeCellReason.BROKEN_RUN and other:
        return msg.cant_broken_run(card, other)
    if reason is FreeCellReason.TOO_LONG:
        return msg.cant_too_long(card, error.count, error.capacity)
    if reason is FreeCellReason.CELL_TAKES_ONE:
        return msg.cant_cell_takes_one(card)
    if reason is FreeCellReason.CELL_FULL and other:
        return msg.cant_cell_full(card, error.move.target.index, other)
    if reason is FreeCellReason.NO_FREE_CELL:
        return msg.cant_no_free_cell(card)
    if reason is FreeCellReason.CELL_TO_CELL:
        return msg.cant_cell_to_cell(card)
    if reason is FreeCellReason.FOUNDATION_TO_CELL:
        return msg.cant_foundation_to_cell(card)
    if reason is FreeCellReason.FOUNDATION_NEEDS and other:
        return msg.cant_foundation_needs(card, other)
    if reason is FreeCellReason.ONLY_TOP_TO_FOUNDATION:
        return msg.cant_only_top(card)
    if reason is FreeCellReason.COVERED:
        return msg.cant_covered(card)
    if reason is FreeCellReason.SAME_PLACE:
        return msg.cant_same_pile(card)
    return msg.cant_game_over()


def room(state: FreeCellState) -> str:
    """The answer to "how many cards can I move now?"."""
    return msg.room_to_move(state.capacity(to_empty_column=False), state.capacity(to_empty_column=True),
                            state.free_cells, state.empty_columns)
