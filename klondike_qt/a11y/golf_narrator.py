"""Golf's narrator: the policy of :class:`.narration.GameNarrator` in Golf's
words (the rule book's "By ear", :mod:`.messages.golf`).

A column's top card says that it is free and whether it fits the waste ("7 of
hearts, column 3, top card, 4 under it, fits the waste"); a deeper card says
what covers it ("2 of clubs, column 3, card 2 from the top, under 7 of
hearts"); a play says what the column shows now and what the waste needs
next, in one utterance; M lists the top cards that fit ("Nothing fits: draw,
9 left in the stock."). The stock's order is never said: a stock card is
"Stock, 9 cards left".
"""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.golf import GolfIllegalMove, GolfReason, GolfState, WasteMove, hint_order
from ..engine.status import GameStatus
from ..model import golf_cursor as cur
from ..model.golf_cursor import GolfCursor
from ..model.golf_model import COLUMNS, GolfChange, GolfModel, GolfPile, pile_cards
from ..model.model_base import Initiator
from . import messages as msg
from .announcer import ANSWER
from .messages import golf as gmsg
from .narration import GameNarrator, Voice

__all__ = ["GolfNarrator", "GolfVoice", "focus_text", "focus_words", "illegal", "pile_title", "win_sentence"]


def needs(state: GolfState) -> str:
    """What fits the waste now, in words ("a 4 or a 6", "only a queen")."""
    return gmsg.gf_needs(state.needs)


# -- the focus -------------------------------------------------------------------------
def focus_words(state: GolfState, pile: GolfPile, index: int | None) -> str:
    """The focused object's words: the card first, where it is, whether it is free and fits."""
    if pile.is_stock:
        return gmsg.gf_focus_stock(state.stock_count)
    if pile.is_waste:
        return gmsg.gf_focus_waste(state.waste_top, needs(state))
    cards = pile_cards(state, pile)
    if not cards:
        return gmsg.gf_focus_empty_column(pile.number)
    if index is None or not 0 <= index < len(cards):
        index = len(cards) - 1
    card = cards[index]
    if index == len(cards) - 1:
        return gmsg.gf_focus_top(card, pile.number, index, state.fits_waste(card))
    return gmsg.gf_focus_covered(card, pile.number, len(cards) - index, list(reversed(cards[index + 1:])))


def focus_text(state: GolfState, pile: GolfPile, index: int | None = None) -> str:
    """What a screen reader reads of the focused card or place."""
    return msg.sentence_start(focus_words(state, pile, index))


def pile_title(pile: GolfPile) -> str:
    """A pile's accessible name ("Column 3", "Waste", "Stock")."""
    return gmsg.gf_pile_title(pile.kind, pile.number)


# -- words of a change ---------------------------------------------------------------------
def move_words(change: GolfChange, redo: bool = False) -> str:
    """A play or a draw ("Played 6 of hearts on the 5 of clubs. Column 2 shows the 9 of spades. Next: …"),
    or its redo ("Redone: played …")."""
    t = change.transition
    assert t is not None
    c = t.change
    if c.is_draw:
        turned = gmsg.gf_redone_draw(c.card) if redo else gmsg.gf_turned(c.card, gmsg.gf_needs(c.needs))
        return f"{turned} {gmsg.gf_stock_left(c.stock)}"
    shows = gmsg.gf_shows(c.column, c.shows) if c.shows is not None else gmsg.gf_column_emptied(c.column)
    parts = [gmsg.gf_redone_play(c.card, c.onto) if redo else gmsg.gf_played(c.card, c.onto), shows]
    if not c.won:
        parts += [gmsg.gf_next(gmsg.gf_needs(c.needs)), gmsg.gf_left(c.left)]
    return " ".join(parts)


def undo_words(change: GolfChange) -> str:
    t = change.transition
    assert t is not None
    c = t.change
    if c.is_draw:
        return gmsg.gf_undo_draw(c.card, c.onto)
    return gmsg.gf_undo_play(c.card, c.column, c.onto)


def illegal(error: GolfIllegalMove) -> str:
    """Why a move was refused, in the rule's own words."""
    reason = error.reason
    card, other = error.card, error.other
    if reason is GolfReason.NOT_ADJACENT and card is not None and other is not None:
        return gmsg.gf_not_adjacent(card, other, gmsg.gf_needs(error.needs))
    if reason is GolfReason.NO_WRAP_ON_ACE:
        return gmsg.gf_no_wrap()
    if reason is GolfReason.ONLY_QUEEN_ON_KING:
        return gmsg.gf_only_queen()
    if reason is GolfReason.NOT_TOP and card is not None and other is not None:
        return gmsg.gf_not_top(card, other)
    if reason is GolfReason.ON_WASTE and card is not None:
        return gmsg.gf_on_waste(card)
    if reason is GolfReason.IN_STOCK and card is not None:
        return gmsg.gf_in_stock(card)
    if reason is GolfReason.STOCK_EMPTY:
        return gmsg.gf_stock_empty()
    if reason is GolfReason.ONLY_ONTO_WASTE and card is not None:
        return gmsg.gf_only_onto_waste(card) if error.column else gmsg.gf_not_on_stock(card)  # (0: the stock)
    return gmsg.gf_game_over()


def win_sentence(state: GolfState, elapsed_ms: int) -> str:
    return gmsg.gf_won(state.stock_count, msg.duration(elapsed_ms))


def instruction(state: GolfState, move: WasteMove) -> str:
    """A legal move in M's list and H's hint: "7 of hearts, column 3", or "draw, 9 left in the stock"."""
    if move.card is None:
        return gmsg.gf_draw_instruction(state.stock_count)
    return gmsg.gf_play_instruction(move.card, state.locate(move.card).column)


class GolfVoice(Voice[GolfModel, GolfState, GolfChange, GolfCursor, GolfPile, WasteMove, GolfIllegalMove]):
    """Golf's words for the narrator."""

    #: A dead end is never told unasked (the rule book): I and H say it.
    tells_dead_end = False

    def welcome(self, number: int | None, restored: bool) -> str:
        return gmsg.gf_welcome(number, restored)

    def deal(self, change: GolfChange, number: int | None, restart: bool, brief: bool) -> str:
        return gmsg.gf_new_deal(number, restart, brief, change.after.waste_top, needs(change.after))

    def change_text(self, change: GolfChange, elapsed_ms: int, brief: bool) -> str:
        if change.transition is None:
            return ""
        if change.initiator is Initiator.UNDO:
            return undo_words(change)
        return move_words(change, redo=change.initiator is Initiator.REDO)

    def status_text(self, status: GameStatus, state: GolfState, elapsed_ms: int) -> str | None:
        if status is GameStatus.NO_MOVES:
            return gmsg.gf_no_moves(state.left)
        if status is GameStatus.WON:
            return f"{win_sentence(state, elapsed_ms)} {msg.after_win()}"
        return None

    def batch_words(self, batch: list[GolfChange], brief: bool) -> list[str]:
        return [move_words(change) for change in batch if change.transition is not None]

    def illegal(self, error: GolfIllegalMove) -> str:
        return illegal(error)

    def focus_words(self, state: GolfState, cursor: GolfCursor, brief: bool) -> str:
        return focus_words(state, cursor.pile, cur.focused_index(state, cursor))

    def move_names_focus(self, change: GolfChange, state: GolfState, cursor: GolfCursor) -> bool:
        t = change.transition
        return t is None or cursor.pile in t.touched  # the move says the column's new top card, the waste, the stock

    def at_edge(self, state: GolfState, pile: GolfPile, up: bool) -> str:
        return gmsg.gf_bottom_card(pile.number) if up and pile.is_column else gmsg.gf_nothing_below()

    def tab_hint(self) -> str:
        return gmsg.gf_tab_hint()

    def nothing_to_pick_up(self, pile: GolfPile) -> str:
        if pile.is_waste:
            return gmsg.gf_waste_stays()  # the target of every play (TriPeaks says it alike)
        return gmsg.gf_stock_empty() if pile.is_stock else f"{focus_text(self.model.state, pile)}."

    def broken_run(self, held: tuple[Card, ...], pile: GolfPile) -> GolfIllegalMove | None:
        """A covered card cannot be picked up: the rule says what lies on it."""
        state = self.model.state
        covering = state.covered_by(held[0])
        if not covering:
            return None
        place = state.locate(held[0])
        return GolfIllegalMove(GolfReason.NOT_TOP, WasteMove(held[0]), held[0], covering[0], column=place.column,
                               cards_on=place.cards_on)

    def instruction(self, state: GolfState, move: WasteMove) -> str:
        return instruction(state, move)

    def hint_order(self, state: GolfState) -> list[WasteMove]:
        return hint_order(state)

    def find(self, state: GolfState, card: Card) -> str:
        place = state.locate(card)
        if place.area.value == "column":
            return gmsg.gf_find_column(card, place.column, place.cards_on + 1)
        if place.area.value == "waste":
            return gmsg.gf_find_waste(card, place.cards_on)
        return gmsg.gf_find_stock(card)  # not where: the stock's order is hidden

    def foundations(self, state: GolfState) -> str:
        return self.reserve(state)  # the waste is Golf's only foundation

    def reserve(self, state: GolfState) -> str:
        return gmsg.gf_waste_stock(state.waste_top, needs(state), state.stock_count)

    def columns(self, state: GolfState) -> str:
        return " ".join(gmsg.gf_column_read(pile.number, list(reversed(pile_cards(state, pile)))) for pile in COLUMNS)

    def info(self, state: GolfState, elapsed_ms: int, winnable: bool | None, thinking: bool | None) -> str:
        return " ".join((gmsg.gf_info(state.score, state.stock_count, msg.duration(elapsed_ms)),
                         msg.winnable_text(winnable, thinking, state.is_won, state.moves == 0)))


class GolfNarrator(GameNarrator):
    """What is said in Golf (see :mod:`.narration`); M says the top cards that fit the waste."""

    voice_type = GolfVoice
    voice: GolfVoice

    @property
    def state(self) -> GolfState:
        return self.voice.model.state

    def say_moves(self) -> None:
        state = self.state
        plays = [instruction(state, WasteMove(card)) for card in state.playable]
        if state.is_won:
            text = msg.moves_list([])
        elif plays:
            text = gmsg.gf_fits_list(plays)
        else:
            text = gmsg.gf_nothing_fits(state.stock_count)
        self.say(text, kind=ANSWER)
