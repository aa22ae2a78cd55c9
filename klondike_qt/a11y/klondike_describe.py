"""Game state, moves and refusals turned into sentences (pure functions).

Everything a player hears is built here from engine data, using the whole
templates of :mod:`.messages`. ``brief`` selects the short variant. These are
Klondike's; what every game says is in :mod:`.describe_common`.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from ..engine.cards import Card, Suit
from ..engine.klondike import (
    COLUMNS,
    DRAW,
    FOUNDATIONS,
    STOCK,
    WASTE,
    ChangeKind,
    GameState,
    IllegalMove,
    Move,
    Pile,
    PileKind,
    Reason,
    Transition,
    is_legal,
)
from ..engine.status import GameStatus
from ..model.klondike_model import Initiator, KlondikeChange
from . import messages as msg
from .describe_common import focus_with_drop


# -- names ----------------------------------------------------------------------
def card_label(state: GameState, card: Card) -> str:
    """A card's accessible name: its name when face up, else "face-down card"."""
    return msg.sentence_start(msg.card_name(card)) if state.is_face_up(card) else msg.face_down_card()


def pile_title(pile: Pile) -> str:
    return msg.pile_title(pile)


def focus_text(state: GameState, pile: Pile, index: int | None = None, brief: bool = False,
               held: tuple[Card, ...] = ()) -> str:
    """What the player hears when the focus lands on ``pile`` (on the card at
    ``index`` in :meth:`GameState.pile_cards` order; ``None`` = the top card).
    While cards are ``held``, the top of a pile they could be put on says so."""
    cards = state.pile_cards(pile)
    fits = None
    if held and pile.kind in (PileKind.TABLEAU, PileKind.FOUNDATION):
        on_top = index is None or index >= len(cards) - 1
        if on_top and state.locate(held[0])[0] is not pile and is_legal(state, Move(held[0], pile)):
            fits = held[0]
    return focus_with_drop(lambda short: focus_words(state, pile, index, short), not cards, brief, fits)


def focus_words(state: GameState, pile: Pile, index: int | None, brief: bool = False) -> str:
    """The focused object's words inside a sentence ("Now on: jack of hearts, waste, 4 cards.")."""
    cards = state.pile_cards(pile)
    kind = pile.kind
    if kind is PileKind.STOCK:
        if not cards:
            return msg.focus_empty_stock(len(state.waste), state.passes_left, brief)
        return msg.focus_stock(len(cards), state.passes, state.rules.max_passes, brief)
    if not cards:
        if kind is PileKind.TABLEAU:
            return msg.focus_empty_column(pile.index, brief)
        if kind is PileKind.WASTE:
            return msg.focus_empty_waste()
        return msg.focus_empty_foundation(pile.suit, brief)
    if index is None or not 0 <= index < len(cards):
        index = len(cards) - 1
    card = cards[index]
    if kind is PileKind.TABLEAU:
        hidden = state.face_down_count(pile)
        if index < hidden:
            return msg.face_down_card()
        return msg.focus_column_card(card, pile.index, index - hidden + 1, len(cards) - hidden,
                                     hidden, brief)
    if index != len(cards) - 1:  # a card under the top of the waste or a foundation
        return msg.card_under(card, pile)
    if kind is PileKind.WASTE:
        under = list(cards[-3:-1][::-1]) if state.rules.draw == 3 else []
        if under and not brief:
            return msg.focus_waste_fanned(card, len(cards), under)
        return msg.focus_waste(card, len(cards), brief)
    return msg.focus_foundation(card, brief)


def pile_summary(state: GameState, pile: Pile) -> str:
    """A pile's accessible description: the same words as the "say" commands;
    none for the stock and an empty pile, whose name already says it all
    (a screen reader reads the name and then the description: the count twice)."""
    kind = pile.kind
    if kind is PileKind.STOCK or not state.pile_cards(pile):
        return ""
    if kind is PileKind.TABLEAU:
        hidden = state.face_down_count(pile)
        return msg.column_status(pile.index, hidden, list(state.pile_cards(pile)[hidden:]))
    if kind is PileKind.WASTE:
        return msg.waste_status(state.top(WASTE), len(state.waste))
    return msg.foundation_status(pile.suit, state.top(pile))


# -- moves -------------------------------------------------------------------------
def _move_result(t: Transition, state_after: GameState, brief: bool) -> list[str]:
    if t.kind is ChangeKind.DRAW:
        parts = [msg.turned(list(t.cards), brief)]
        if not brief and len(t.cards) > 1:
            parts.append(msg.playable(t.cards[-1]))
        if not brief or not state_after.stock:
            parts.append(msg.left_in_stock(len(state_after.stock)))
        return parts
    if t.kind is ChangeKind.RECYCLE:
        return [msg.recycled(len(t.cards), state_after.passes, state_after.rules.max_passes, brief)]
    card, count = t.cards[0], len(t.cards)
    if t.target.kind is PileKind.FOUNDATION:
        parts = [msg.moved_to_foundation(card, brief)]
    elif t.onto is not None:
        parts = [msg.moved_onto(card, count, t.target.index, t.onto, brief)]
    else:
        parts = [msg.moved_to_empty(card, count, t.target.index, brief)]
    if t.revealed is not None and t.revealed_in is not None:
        parts.append(msg.revealed(t.revealed_in.index, t.revealed, brief))
    elif t.source.is_tableau and not state_after.pile_cards(t.source):
        parts.append(msg.column_now_empty(t.source.index))
    elif t.source is WASTE:
        top = state_after.top(WASTE)
        parts.append(msg.waste_shows(top) if top is not None else msg.waste_now_empty())
    return parts


def action_text(t: Transition) -> str:
    """The action in lower case, for "Undone: …" and "Redone: …"."""
    if t.kind is ChangeKind.DRAW:
        return msg.action_turned(list(t.cards))
    if t.kind is ChangeKind.RECYCLE:
        return msg.action_recycled()
    return msg.action_move(t.cards[0], t.target, len(t.cards))


def move_result(t: Transition, state_after: GameState, brief: bool = False) -> str:
    """"Moved 7 of hearts to column 2, on 8 of clubs. Column 3 reveals the queen of diamonds." """
    return " ".join(_move_result(t, state_after, brief))


def status_text(status: GameStatus, state: GameState, elapsed_ms: int) -> str | None:
    if status is GameStatus.READY_TO_FINISH:
        if (state.stock or state.waste) and not state.rules.thoughtful:
            return msg.ready_to_finish_columns()  # the stock's cards are still face down
        return msg.ready_to_finish()
    if status is GameStatus.NO_MOVES:
        return msg.no_moves_with_talon() if stock_can_turn(state) else msg.no_moves()
    if status is GameStatus.WON:
        return f"{win(state, elapsed_ms)} {msg.after_win()}"
    return None


def change_text(change: KlondikeChange, elapsed_ms: int = 0, brief: bool = False,
                with_status: bool = True) -> str:
    """The announcement for one model change (a move, an undo, a redo, a new deal)."""
    after = change.after
    t = change.transition
    parts: list[str] = []
    if change.initiator is Initiator.NEW_GAME:
        parts.append(msg.new_deal(None, after.rules.draw, after.rules.thoughtful, brief))
    elif change.initiator is Initiator.RESTORE:
        parts.append(msg.game_restored())
    elif t is not None and change.initiator in (Initiator.UNDO, Initiator.REDO):
        parts.extend(undo_redo_words(t, change.is_undo, brief))
    elif t is not None:
        parts.extend(_move_result(t, after, brief))
    if with_status:
        extra = status_text(change.status, after, elapsed_ms)
        if extra:
            parts.append(extra)
    return " ".join(parts)


def undo_redo_words(t: Transition, undo: bool, brief: bool = False,
                    action: Callable[[Transition], str] = action_text) -> list[str]:
    """An undo ("Undone: move …. Back in column 4. …") or a redo of a move on
    Klondike's piles (Klondike's and Yukon's): ``action`` says the move as the
    game said it (the cards that came along included)."""
    if undo:
        parts = [msg.undone(action(t))]
        if not brief and t.kind is ChangeKind.MOVE:
            parts.append(msg.back_in(t.cards[0], t.source, len(t.cards) - 1))
            if t.revealed is not None and t.revealed_in is not None:
                parts.append(msg.hidden_again(t.revealed, t.revealed_in.index))
        return parts
    parts = [msg.redone(action(t))]
    if t.revealed is not None and t.revealed_in is not None:  # every reveal is heard, brief too
        parts.append(msg.revealed(t.revealed_in.index, t.revealed, brief))
    return parts


def batch_words(moves: list[Transition], brief: bool = False) -> list[str]:
    """An auto-move's or a finish's words: the cards sent up (not those a
    finish turned from the stock), then every card turned face up."""
    cards = [card for t in moves if t.kind is ChangeKind.MOVE for card in t.cards]
    reveals = [msg.revealed(t.revealed_in.index, t.revealed, brief) for t in moves
               if t.revealed is not None and t.revealed_in is not None]
    return [msg.auto_moved(cards, brief), *reveals]


def new_game_text(state: GameState, deal_number: int | None, brief: bool = False) -> str:
    return msg.new_deal(deal_number, state.rules.draw, state.rules.thoughtful, brief)


def win(state: GameState, elapsed_ms: int) -> str:
    """"You won in 4 minutes 12 seconds, score 645." """
    from ..engine.rules import Scoring

    score = None if state.rules.scoring is Scoring.NONE else state.score
    return msg.won(msg.duration(elapsed_ms), score)


def no_moves() -> str:
    return msg.no_moves()


def stock_can_turn(state: GameState) -> bool:
    """Whether the stock can still be turned (cards in the stock, or a waste
    that another pass may recycle): then a dead end is "No move helps", not
    "No moves left"."""
    return is_legal(state, DRAW)


# -- refusals -------------------------------------------------------------------------
def illegal(error: IllegalMove) -> str:
    """One sentence per :class:`Reason`, in the rule's own terms. A face-down
    card is never named."""
    reason, card, other, target = error.reason, error.card, error.other, error.target
    if reason is Reason.SAME_COLOUR and card and other:
        return msg.cant_same_colour(card, other)
    if reason is Reason.NOT_ONE_LOWER and card and other:
        return msg.cant_not_one_lower(card, other)
    if reason is Reason.BUILDS_DOWN and card and other:
        return msg.cant_builds_down(card, other)
    if reason is Reason.STAYS_ON_FOUNDATION:
        return msg.cant_stays_on_foundation()
    if reason is Reason.NOT_A_KING and card and target:
        return msg.cant_not_a_king(card, target.index)
    if reason is Reason.WRONG_SUIT and card and target:
        return msg.cant_wrong_suit(card, Suit(target.index))
    if reason is Reason.FOUNDATION_NEEDS and card and other:
        return msg.cant_foundation_needs(card, other)
    if reason is Reason.ONLY_TOP_TO_FOUNDATION and card:
        return msg.cant_only_top(card)
    if reason is Reason.COVERED and card:
        return msg.cant_covered(card)
    if reason is Reason.FACE_DOWN:
        return msg.cant_face_down()
    if reason is Reason.IN_STOCK:
        return msg.cant_in_stock()
    if reason is Reason.BROKEN_RUN and card and other:
        return msg.cant_broken_run(card, other)
    if reason is Reason.SAME_PILE and card:
        return msg.cant_same_pile(card)
    if reason is Reason.NOT_A_TARGET:
        return msg.cant_onto_stock() if target is STOCK else msg.cant_onto_waste()
    if reason is Reason.NO_PASSES_LEFT:
        return msg.cant_no_passes()
    if reason is Reason.NOTHING_TO_DRAW:
        return msg.cant_nothing_to_draw()
    return msg.cant_game_over()


# -- hints and the "say" commands ------------------------------------------------------
def move_instruction(state: GameState, move: Move) -> str:
    """A legal move as an instruction: "move the 5 of clubs from column 4 onto the 6 of hearts in column 1"."""
    if move.card is None:
        return msg.do_draw() if state.stock else msg.do_recycle()
    assert move.target is not None
    source, _ = state.locate(move.card)
    if move.target.kind is PileKind.FOUNDATION:
        return msg.do_move_to_foundation(move.card, source)
    onto = state.top(move.target)
    if onto is None:
        return msg.do_move_to_empty(move.card, source, move.target.index)
    return msg.do_move_onto(move.card, source, onto, move.target.index)


def hint(state: GameState, move: Move | None, from_solver: bool = False) -> str:
    return msg.hint_text(None if move is None else move_instruction(state, move), from_solver)


def foundations(state: GameState) -> str:
    return " ".join(msg.foundation_status(pile.suit, state.top(pile)) for pile in FOUNDATIONS)


def waste_and_stock(state: GameState) -> str:
    return " ".join((msg.waste_status(state.top(WASTE), len(state.waste)),
                     msg.stock_status(len(state.stock), state.passes_left)))


#: A run of at least this many face-up cards is said as a range by D.
RUN_AS_RANGE = 3


def columns(state: GameState) -> str:
    """D: every column; a run of face-up cards by its ends ("4 cards from the
    king of spades to the 10 of hearts"), not card by card."""
    out = []
    for pile in COLUMNS:
        hidden = state.face_down_count(pile)
        up = list(state.pile_cards(pile)[hidden:])
        if len(up) >= RUN_AS_RANGE and all(upper.fits_on(lower) for lower, upper in pairwise(up)):
            out.append(msg.column_run(pile.index, hidden, up[0], up[-1], len(up)))
        else:
            out.append(msg.column_status(pile.index, hidden, up))
    return " ".join(out)


def info(state: GameState, elapsed_ms: int, winnable: bool | None,
         thinking: bool | None = None) -> str:
    from ..engine.rules import Scoring

    score = None if state.rules.scoring is Scoring.NONE else state.score
    return msg.info(score, msg.duration(elapsed_ms), state.moves, len(state.stock),
                    state.passes_left, winnable, state.is_won, at_start=state.moves == 0,
                    thinking=thinking)


# -- find a card ---------------------------------------------------------------------------
def find(state: GameState, card: Card) -> str:
    """Where a card is if the player can see it; only "not visible yet" otherwise."""
    if not state.is_face_up(card):
        return msg.find_hidden(card)
    pile, index = state.locate(card)
    if pile.is_tableau:
        hidden = state.face_down_count(pile)
        return msg.find_in_column(card, pile.index, index - hidden + 1,
                                  len(state.pile_cards(pile)) - hidden)
    if pile is WASTE:
        above = len(state.waste) - 1 - index
        return msg.find_waste_top(card) if above == 0 else msg.find_in_waste(card, above)
    return msg.find_on_foundation(card, state.top(pile) is card)
