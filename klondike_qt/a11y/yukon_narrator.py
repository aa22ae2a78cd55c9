"""Yukon's narrator: the policy of :class:`.narration.GameNarrator` in Yukon's
words (the rule book's "By ear", :mod:`.messages.yukon`), with Klondike's
templates where the words are Klondike's (a card to its foundation, undo,
the foundations, the refusals: :func:`.klondike_describe.illegal`).

A face-up card is said with the cards riding on it ("… Moves with 2 cards:
queen of spades, 3 of diamonds."), since any face-up card moves with
everything on it: those cards as D reads a column, by stretches that already
alternate downwards ("Moves with 6 cards: jack of clubs down to 6 of hearts.").
M on a card says only where that card can go, or first that it can go nowhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from ..engine.cards import Card
from ..engine.klondike import IllegalMove, Move, Pile, PileKind, Transition
from ..engine.klondike.piles import COLUMNS, FOUNDATIONS
from ..engine.status import GameStatus
from ..engine.yukon import YukonState, hint_order, is_legal, legal_moves
from ..model import yukon_cursor as cur
from ..model.klondike_cursor import Cursor
from ..model.model_base import Initiator
from ..model.yukon_model import YukonChange, YukonModel
from . import klondike_describe as describe
from . import messages as msg
from .announcer import ANSWER
from .describe_common import focus_with_drop
from .messages import yukon as ymsg
from .narration import GameNarrator, Voice

__all__ = ["YukonNarrator", "YukonVoice", "column_words", "focus_text", "focus_words"]


# -- the focus -------------------------------------------------------------------------
def focus_words(state: YukonState, pile: Pile, index: int | None, brief: bool = False) -> str:
    """The focused object's words inside a sentence: a face-up card with the cards riding on it."""
    cards = state.pile_cards(pile)
    if pile.kind is PileKind.FOUNDATION:
        return msg.focus_foundation(cards[-1], brief) if cards else msg.focus_empty_foundation(pile.suit, brief)
    if not cards:
        return msg.focus_empty_column(pile.index, brief)
    if index is None or not 0 <= index < len(cards):
        index = len(cards) - 1
    hidden = state.face_down_count(pile)
    if index < hidden:
        return msg.face_down_card()
    words = msg.focus_column_card(cards[index], pile.index, index - hidden + 1, len(cards) - hidden, hidden, brief)
    riding = cards[index + 1:]
    if riding and not brief:
        words = f"{words}. {ymsg.yk_moves_with(len(riding), stretch_words(riding)).rstrip('.')}"
    return words


def focus_text(state: YukonState, pile: Pile, index: int | None = None, brief: bool = False,
               held: tuple[Card, ...] = ()) -> str:
    """What is heard when the focus lands on a pile or card; while cards are
    held, the top of a pile they may go on says so."""
    cards = state.pile_cards(pile)
    fits = held[0] if held and (index is None or index >= len(cards) - 1) and is_legal(state, Move(held[0], pile)) \
        else None
    return focus_with_drop(lambda short: focus_words(state, pile, index, short), not cards, brief, fits)


def stretch_words(cards: Sequence[Card]) -> list[str]:
    """Face-up cards, deepest first, by stretches that already alternate downwards, each
    said by its ends: ["9 of clubs down to 8 of hearts", "queen of spades"]."""
    stretches: list[list[Card]] = [[cards[0]]] if cards else []
    for lower, upper in pairwise(cards):
        if upper.fits_on(lower):
            stretches[-1].append(upper)
        else:
            stretches.append([upper])
    return [msg.card_name(s[0]) if len(s) == 1 else ymsg.yk_stretch(s[0], s[-1]) for s in stretches]


def column_words(state: YukonState, pile: Pile) -> str:
    """D, one column: "Column 4: 3 face down; 9 of clubs down to 8 of hearts; queen of spades."."""
    hidden = state.face_down_count(pile)
    up = state.pile_cards(pile)[hidden:]
    if not up:
        return msg.column_status(pile.index, hidden, [])
    return ymsg.yk_column(pile.index, hidden, stretch_words(up))


def pile_summary(state: YukonState, pile: Pile) -> str:
    """A pile's accessible description: D's or T's words (none for an empty pile)."""
    if not state.pile_cards(pile):
        return ""
    if pile.is_tableau:
        return column_words(state, pile)
    return msg.foundation_status(pile.suit, state.top(pile))


# -- moves -----------------------------------------------------------------------------
def move_result(t: Transition, after: YukonState, brief: bool) -> list[str]:
    """"Moved 9 of clubs and 3 cards to column 6, on 10 of hearts. Column 4 reveals the jack of clubs, plus 5."
    The points are the whole gain of the move: 15 when it also put a card on its foundation."""
    card, riding = t.cards[0], len(t.cards) - 1
    if t.target.is_foundation:
        parts = [msg.moved_to_foundation(card, brief)]
    elif brief or not riding:
        parts = [msg.moved_onto(card, len(t.cards), t.target.index, t.onto, brief) if t.onto is not None
                 else msg.moved_to_empty(card, len(t.cards), t.target.index, brief)]
    elif t.onto is not None:
        parts = [ymsg.yk_moved_onto(card, riding, t.target.index, t.onto)]
    else:
        parts = [ymsg.yk_moved_to_empty(card, riding, t.target.index)]
    if t.revealed is not None and t.revealed_in is not None:
        parts.append(msg.revealed(t.revealed_in.index, t.revealed, True) if brief
                     else ymsg.yk_revealed(t.revealed_in.index, t.revealed, t.score_delta))
    elif t.source.is_tableau and not after.pile_cards(t.source):
        parts.append(msg.column_now_empty(t.source.index))
    return parts


def action_text(t: Transition) -> str:
    """The move in "Undone: …" and "Redone: …", as it was said: "moved 9 of clubs and 3 cards to column 6"."""
    if t.target.is_tableau and len(t.cards) > 1:
        return ymsg.yk_action_move(t.cards[0], len(t.cards) - 1, t.target.index)
    return describe.action_text(t)


def instruction(state: YukonState, move: Move) -> str:
    """A legal move as an instruction ("move the 5 of clubs from column 4 onto the 6 of hearts in column 1"),
    with the cards that come along ("move the 9 of clubs and the 3 cards on it from column 4 …")."""
    assert move.card is not None and move.target is not None
    source, index = state.locate(move.card)
    if move.target.is_foundation:
        return msg.do_move_to_foundation(move.card, source)
    riding = len(state.pile_cards(source)) - 1 - index
    onto = state.top(move.target)
    if onto is None:
        return (ymsg.yk_do_move_to_empty(move.card, riding, source, move.target.index) if riding
                else msg.do_move_to_empty(move.card, source, move.target.index))
    if riding:
        return ymsg.yk_do_move_onto(move.card, riding, source, onto, move.target.index)
    return msg.do_move_onto(move.card, source, onto, move.target.index)


def targets(state: YukonState, card: Card) -> list[str]:
    """M on a face-up card: where it can go ("The 8 of hearts fits on the 9 of clubs in column 6.")."""
    out = []
    for move in legal_moves(state):
        if move.card is not card or move.target is None:
            continue
        onto = state.top(move.target)
        if move.target.is_foundation:
            out.append(ymsg.yk_fits_foundation(card))
        elif onto is None:
            out.append(ymsg.yk_fits_empty(card, move.target.index))
        else:
            out.append(ymsg.yk_fits_on(card, onto, move.target.index))
    return out


class YukonVoice(Voice[YukonModel, YukonState, YukonChange, Cursor, Pile, Move, IllegalMove]):
    """Yukon's words for the narrator."""

    #: A dead end is never told unasked (the rule book): I and H say it.
    tells_dead_end = False

    def welcome(self, number: int | None, restored: bool) -> str:
        return ymsg.yk_welcome(number, restored)

    def deal(self, change: YukonChange, number: int | None, restart: bool, brief: bool) -> str:
        return ymsg.yk_new_deal(number, restart, brief)

    def change_text(self, change: YukonChange, elapsed_ms: int, brief: bool) -> str:
        t = change.transition
        if t is None:
            return ""
        if change.initiator in (Initiator.UNDO, Initiator.REDO):
            return " ".join(describe.undo_redo_words(t, change.is_undo, brief, action_text))
        return " ".join(move_result(t, change.after, brief))

    def status_text(self, status: GameStatus, state: YukonState, elapsed_ms: int) -> str | None:
        if status is GameStatus.READY_TO_FINISH:
            return msg.ready_to_finish()
        if status is GameStatus.NO_MOVES:
            return msg.no_moves()
        if status is GameStatus.WON:
            return f"{msg.won(msg.duration(elapsed_ms), state.score)} {msg.after_win()}"
        return None

    def batch_words(self, batch: list[YukonChange], brief: bool) -> list[str]:
        return describe.batch_words([change.transition for change in batch if change.transition], brief)

    def illegal(self, error: IllegalMove) -> str:
        return describe.illegal(error)

    def focus_words(self, state: YukonState, cursor: Cursor, brief: bool) -> str:
        return focus_words(state, cursor.pile, cur.focused_index(state, cursor), brief)

    def move_names_focus(self, change: YukonChange, state: YukonState, cursor: Cursor) -> bool:
        t = change.transition
        pile = cursor.pile
        if t is None or pile not in (t.source, t.target):
            return True
        card = cur.focused_card(state, cursor)
        if card is not None and (card in t.cards or card is t.revealed):
            return True
        return card is None and pile is t.source  # "Column 3 is now empty." was said

    def at_edge(self, state: YukonState, pile: Pile, up: bool) -> str:
        if pile.is_foundation:  # the first or the last of the foundations' column
            return ymsg.yk_foundations_end(pile, up)
        if up:  # nothing stands above a column (Spider's words)
            return msg.sp_edge_above(pile.index, state.face_down_count(pile))
        return msg.bottom_of_column(pile)

    def tab_hint(self) -> str:
        return ymsg.yk_tab_hint()

    def nothing_to_pick_up(self, pile: Pile) -> str:
        return msg.nothing_to_pick_up(pile)

    def broken_run(self, held: tuple[Card, ...], pile: Pile) -> IllegalMove | None:
        return None  # any face-up card moves with whatever lies on it

    def holding(self, held: tuple[Card, ...], brief: bool) -> str:
        if len(held) == 1 or brief:
            return msg.holding(list(held), brief)
        return ymsg.yk_holding(held[0], len(held) - 1)

    def instruction(self, state: YukonState, move: Move) -> str:
        return instruction(state, move)

    def hint_order(self, state: YukonState) -> list[Move]:
        return hint_order(state)

    def find(self, state: YukonState, card: Card) -> str:
        if not state.is_face_up(card):
            return msg.find_hidden(card)
        pile, index = state.locate(card)
        if pile.is_foundation:
            return msg.find_on_foundation(card, state.top(pile) is card)
        cards = state.pile_cards(pile)
        under = cards[index - 1] if index > 0 and index - 1 >= state.face_down_count(pile) else None
        over = cards[index + 1] if index + 1 < len(cards) else None
        return ymsg.yk_find(card, pile.index, under, over)

    def foundations(self, state: YukonState) -> str:
        return " ".join(msg.foundation_status(pile.suit, state.top(pile)) for pile in FOUNDATIONS)

    def reserve(self, state: YukonState) -> str:
        return self.foundations(state)  # no reserve in Yukon (U is not offered)

    def columns(self, state: YukonState) -> str:
        return " ".join(column_words(state, pile) for pile in COLUMNS)

    def info(self, state: YukonState, elapsed_ms: int, winnable: bool | None, thinking: bool | None) -> str:
        return " ".join((ymsg.yk_info(state.score, msg.duration(elapsed_ms), state.moves),
                         msg.winnable_text(winnable, thinking, state.is_won, state.moves == 0)))


class YukonNarrator(GameNarrator):
    """What is said in Yukon (see :mod:`.narration`); M on a face-up card says where it can go."""

    voice_type = YukonVoice
    voice: YukonVoice

    @property
    def state(self) -> YukonState:
        return self.voice.model.state

    def say_moves(self) -> None:
        """M on a face-up card in a column: where it can go; if nowhere, that first (Enter's
        words), then every move on the table; anywhere else, every move."""
        state = self.state
        cursor = self._cursor()
        card = cur.focused_card(state, cursor)
        if card is None or not cursor.pile.is_tableau or not state.is_face_up(card):
            super().say_moves()
            return
        found = targets(state, card)
        self.say(" ".join(found) if found else f"{msg.no_place_for(card)} {self.moves_text()}", kind=ANSWER)
