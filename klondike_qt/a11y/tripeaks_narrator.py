"""TriPeaks' narrator: the policy of :class:`.narration.GameNarrator` in
TriPeaks' words (the rule book's "By ear", :mod:`.messages.tripeaks`).

A card says where it is (peak, row, place), whether it is free and whether
it fits the waste, or what lies on it (a face-down card on it is said as
such: its face is never told). A play says what it scored, what it turned
up, the peak it cleared and what goes on the waste next, in one sentence; a
draw the streak it ended and the stock left. M says the free cards that fit
the waste; D reads the rows; U and T the waste and the stock.
"""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.status import GameStatus
from ..engine.tripeaks import (
    COVERERS,
    ROW_SIZES,
    TriPeaksIllegal,
    TriPeaksReason,
    TriPeaksState,
    WasteMove,
    hint_order,
    peak_of,
    row_and_number,
)
from ..model.model_base import Initiator
from ..model.tripeaks_cursor import TriPeaksCursor, focused_card, focused_place, row_places
from ..model.tripeaks_model import CoveredCard, TriPeaksChange, TriPeaksModel, TriPeaksPile, WasteOnly
from . import messages as msg
from .announcer import ANSWER
from .messages import tripeaks as tmsg
from .narration import GameNarrator, Voice

__all__ = ["TriPeaksNarrator", "TriPeaksVoice", "focus_text", "illegal", "pile_summary"]


def needs(state: TriPeaksState) -> str:
    return tmsg.tp_needs(state.needs())


def under_words(cards: list[tuple[Card, bool]]) -> list[str]:
    """Cards lying on another, each with whether it is face up: the face-up
    ones named, the face-down ones counted ("the 9 of clubs", "a face-down card")."""
    hidden = sum(not up for _, up in cards)
    return [tmsg.tp_the_card(card) for card, up in cards if up] + ([tmsg.tp_face_down_cards(hidden)] if hidden else [])


def _under(state: TriPeaksState, index: int) -> list[str]:
    """The cards lying on place ``index``, as the player sees them."""
    return under_words([(card, state.is_free(i)) for i in COVERERS[index] if (card := state.tableau[i]) is not None])


def card_words(state: TriPeaksState, index: int) -> str:
    """A card of the tableau: "7 of hearts, row 4, card 5 of 10, free, fits the waste." /
    "Face-down card, peak 1, row 2, card 1 of 6, under the 9 of clubs and a face-down card."."""
    card = state.tableau[index]
    assert card is not None
    row, number = row_and_number(index)
    peak = peak_of(index)
    if state.is_free(index):
        return msg.sentence_start(tmsg.tp_focus_free(card, peak, row, number, ROW_SIZES[row - 1], state.fits(card)))
    assert peak is not None  # row 4 is always free
    return tmsg.tp_focus_face_down(peak, row, number, ROW_SIZES[row - 1], _under(state, index))


def pile_words(state: TriPeaksState, pile: TriPeaksPile, index: int | None = None) -> str:
    """The focus on a pile: a row's card (``index`` its place; None: its first card left), the stock, the waste."""
    if pile.is_stock:
        return tmsg.tp_focus_stock(len(state.stock))
    if pile.is_waste:
        assert state.top is not None  # the deal turns a card: the waste is never empty
        return msg.sentence_start(tmsg.tp_focus_waste(state.top, len(state.waste), needs(state)))
    if index is None:
        index = next((i for i in row_places(pile.number) if state.tableau[i] is not None), None)
    if index is None:
        return tmsg.tp_row_cleared(pile.number)
    return card_words(state, index)


def focus_text(state: TriPeaksState, cursor: TriPeaksCursor) -> str:
    return pile_words(state, cursor.pile, focused_place(state, cursor))


def row_words(state: TriPeaksState, row: int) -> str:
    """D, one row: "Row 3: 7 face down; free jack of clubs and 4 of hearts."."""
    places = [i for i in row_places(row) if state.tableau[i] is not None]
    if not places:
        return tmsg.tp_row_cleared(row)
    free = [card for i in places if state.is_free(i) and (card := state.tableau[i]) is not None]
    return tmsg.tp_row(row, len(places) - len(free), free)


def pile_summary(state: TriPeaksState, pile: TriPeaksPile) -> str:
    """A pile's accessible description: D's words for a row, U's for the stock and the waste."""
    if pile.is_row:
        return row_words(state, pile.number)
    assert state.top is not None
    return tmsg.tp_waste_stock(state.top, needs(state), len(state.stock))


def illegal(error: Exception) -> str:
    """A refusal in the rule's own words."""
    if isinstance(error, WasteOnly):
        if error.pile.is_stock:
            return tmsg.tp_waste_only_stock(error.card)
        return tmsg.tp_waste_only_row(error.card, error.pile.number)
    assert isinstance(error, TriPeaksIllegal)
    reason, card = error.reason, error.card
    if reason is TriPeaksReason.DOESNT_FIT and card is not None and error.other is not None:
        return tmsg.tp_doesnt_fit(card, error.other, tmsg.tp_needs(error.needs))
    if reason is TriPeaksReason.FACE_DOWN:
        # The cards on it as the player sees them: one that is itself covered is face down.
        shown = error.shown if isinstance(error, CoveredCard) else (False,) * len(error.covered_by)
        return tmsg.tp_face_down(under_words(list(zip(error.covered_by, shown, strict=True))))
    if reason is TriPeaksReason.NOT_ON_TABLEAU and card is not None:
        return tmsg.tp_not_on_tableau(card)
    if reason is TriPeaksReason.STOCK_EMPTY:
        return tmsg.tp_stock_empty()
    return tmsg.tp_game_over()


def instruction(state: TriPeaksState, move: WasteMove) -> str:
    if move.card is None:
        return tmsg.tp_do_draw(len(state.stock))
    index = state.index_of(move.card)
    assert index is not None and state.top is not None
    return tmsg.tp_do_play(move.card, row_and_number(index)[0], state.top)


def change_words(change: TriPeaksChange) -> str:
    """What a move, an undo or a redo did, in one sentence."""
    t = change.transition
    assert t is not None
    c = t.change
    after = change.after
    if change.initiator in (Initiator.UNDO, Initiator.REDO):
        action = tmsg.tp_action_drew(c.card) if c.is_draw else tmsg.tp_action_played(c.card)
        said = msg.undone(action) if change.is_undo else msg.redone(action)
        return f"{said} {tmsg.tp_next(needs(after))}" if after.needs() else said
    if c.is_draw:
        parts = [tmsg.tp_drew(c.card, c.ended_streak, c.stock_left)]
    else:
        assert c.onto is not None
        parts = [tmsg.tp_played(c.card, c.onto, c.streak, c.points)]
        if c.turned_up:
            parts.append(tmsg.tp_turned_up(list(c.turned_up)))
        if c.peak is not None:
            parts.append(tmsg.tp_peak_cleared(c.peak))
    if change.status is not GameStatus.WON:
        parts.append(tmsg.tp_next(tmsg.tp_needs(c.needs)))
    return " ".join(parts)


class TriPeaksVoice(Voice[TriPeaksModel, TriPeaksState, TriPeaksChange, TriPeaksCursor, TriPeaksPile, WasteMove,
                          Exception]):
    """TriPeaks' words for the narrator."""

    tells_dead_end = False  # the rule book: a dead end is never said unasked (I and H answer it)

    def welcome(self, number: int | None, restored: bool) -> str:
        return tmsg.tp_welcome(number, restored)

    def deal(self, change: TriPeaksChange, number: int | None, restart: bool, brief: bool) -> str:
        state = change.after
        assert state.top is not None
        return tmsg.tp_new_deal(number, restart, state.top, needs(state))

    def change_text(self, change: TriPeaksChange, elapsed_ms: int, brief: bool) -> str:
        return change_words(change)

    def status_text(self, status: GameStatus, state: TriPeaksState, elapsed_ms: int) -> str | None:
        if status is GameStatus.WON:
            return f"{msg.won(msg.duration(elapsed_ms), state.score)} {msg.after_win()}"
        if status is GameStatus.NO_MOVES:
            return tmsg.tp_no_moves()
        return None

    def batch_words(self, batch: list[TriPeaksChange], brief: bool) -> list[str]:
        return [change_words(change) for change in batch if change.transition is not None]

    def illegal(self, error: Exception) -> str:
        return illegal(error)

    def focus_words(self, state: TriPeaksState, cursor: TriPeaksCursor, brief: bool) -> str:
        return focus_text(state, cursor)

    def move_names_focus(self, change: TriPeaksChange, state: TriPeaksState, cursor: TriPeaksCursor) -> bool:
        """A move names the waste's new card: the focus on the waste (or the stock after a draw) is said."""
        t = change.transition
        if t is None:
            return True
        card = focused_card(state, cursor)
        return cursor.pile.is_waste or (cursor.pile.is_stock and t.change.is_draw) or card in t.change.turned_up

    def at_edge(self, state: TriPeaksState, pile: TriPeaksPile, up: bool) -> str:
        return tmsg.tp_at_top() if up else tmsg.tp_at_bottom()

    def tab_hint(self) -> str:
        return tmsg.tp_tab_hint()

    def nothing_to_pick_up(self, pile: TriPeaksPile) -> str:
        return tmsg.tp_waste_stays()

    def broken_run(self, held: tuple[Card, ...], pile: TriPeaksPile) -> Exception | None:
        return None  # one card at a time

    def instruction(self, state: TriPeaksState, move: WasteMove) -> str:
        return instruction(state, move)

    def hint_order(self, state: TriPeaksState) -> list[WasteMove]:
        return hint_order(state)

    def find(self, state: TriPeaksState, card: Card) -> str:
        index = state.index_of(card)
        if index is not None and state.is_free(index):
            row, number = row_and_number(index)
            return tmsg.tp_find_free(card, row, number)
        if card in state.waste:
            return tmsg.tp_find_waste(card, card == state.top)
        return tmsg.tp_find_hidden(card)

    def foundations(self, state: TriPeaksState) -> str:
        """T: no foundations in TriPeaks; the waste, where the cards go."""
        return self.reserve(state)

    def reserve(self, state: TriPeaksState) -> str:
        assert state.top is not None
        return tmsg.tp_waste_stock(state.top, needs(state), len(state.stock))

    def columns(self, state: TriPeaksState) -> str:
        return " ".join(row_words(state, row) for row in range(1, 5))

    def info(self, state: TriPeaksState, elapsed_ms: int, winnable: bool | None, thinking: bool | None) -> str:
        text = tmsg.tp_info(state.score, state.streak, state.next_points, state.cards_left, len(state.stock),
                            state.peaks_cleared)
        return f"{text} {msg.winnable_text(winnable, thinking, state.is_won, state.moves == 0)}"


class TriPeaksNarrator(GameNarrator):
    """What is said in TriPeaks (see :mod:`.narration`)."""

    voice_type = TriPeaksVoice
    voice: TriPeaksVoice

    @property
    def state(self) -> TriPeaksState:
        return self.voice.model.state

    def say_moves(self) -> None:
        """M: the free cards that fit the waste (with their rows), and the draw."""
        state = self.state
        fitting = [tmsg.tp_card_in_row(card, row_and_number(index)[0])
                   for card in state.playable() if (index := state.index_of(card)) is not None]
        self.say(tmsg.tp_moves(fitting, len(state.stock)), kind=ANSWER)
