"""Spider's narrator: the policy of :class:`.narration.GameNarrator` (what is
said, and when, in every game) in Spider's words (:mod:`.spider_describe`):
every refusal with the rule that fails, the score with the win.

Tested with a recording announcer and no window (tests/test_spider_window.py).
"""

from __future__ import annotations

import itertools

from ..engine.cards import Card
from ..engine.spider import SpiderIllegal, SpiderMove, SpiderReason, SpiderState
from ..engine.spider.advice import hint_order, useful_moves
from ..engine.spider.piles import SpiderPile
from ..engine.status import GameStatus
from ..model.spider_cursor import SpiderCursor, focused_card
from ..model.spider_model import SpiderChange, SpiderModel
from . import messages as msg
from . import spider_describe as describe
from .narration import GameNarrator, Voice


def broken_run(held: tuple[Card, ...], source: int) -> SpiderIllegal | None:
    """Why ``held`` (from column ``source``) cannot be taken as one run, as the
    engine's refusal; None when it is one same-suit run descending by one."""
    for lower, upper in itertools.pairwise(held):
        if upper.rank + 1 != lower.rank:
            return SpiderIllegal(SpiderReason.NOT_DESCENDING, SpiderMove(source, held[0], source), lower, upper)
        if upper.suit is not lower.suit:
            return SpiderIllegal(SpiderReason.SUIT_CHANGES, SpiderMove(source, held[0], source), lower, upper)
    return None


class SpiderVoice(Voice[SpiderModel, SpiderState, SpiderChange, SpiderCursor, SpiderPile, SpiderMove, SpiderIllegal]):
    """Spider's words for the narrator."""

    def welcome(self, number: int | None, restored: bool) -> str:
        return msg.sp_welcome(number, self.model.suits, restored)

    def deal(self, change: SpiderChange, number: int | None, restart: bool, brief: bool) -> str:
        if restart:
            return msg.sp_restarted(number, change.after.suits)
        said = msg.sp_new_deal(number, change.after.suits, brief)
        return f"{said} {msg.sp_unlisted_deal(change.after.suits)}" if self.model.unlisted else said

    def change_text(self, change: SpiderChange, elapsed_ms: int, brief: bool) -> str:
        return describe.change_text(change, elapsed_ms, brief, self.model.deal_number, self.model.score,
                                    with_status=False)

    def status_text(self, status: GameStatus, state: SpiderState, elapsed_ms: int) -> str | None:
        return describe.status_text(status, elapsed_ms, self.model.score, state.rows_left)

    def batch_words(self, batch: list[SpiderChange], brief: bool) -> list[str]:
        return []  # Spider sends nothing up by itself

    def illegal(self, error: SpiderIllegal) -> str:
        return describe.illegal(error)

    def focus_words(self, state: SpiderState, cursor: SpiderCursor, brief: bool) -> str:
        return describe.focus_words(state, cursor.pile, cursor.index, brief)

    def move_names_focus(self, change: SpiderChange, state: SpiderState, cursor: SpiderCursor) -> bool:
        t = change.transition
        if t is None or t.is_deal or cursor.pile not in t.touched:
            return True
        if cursor.pile == t.target and t.move.target not in t.completed_from:
            # The move's words named the column and the card the run went on (the focus rests on
            # its movable run): the next key says more. After a completed sequence, what it left is news.
            return True
        card = focused_card(state, cursor)
        if card is None and cursor.pile == t.source:
            return True  # "Column 3 is now empty." was said
        column = state.columns[cursor.pile.number - 1]
        # "Column 3 reveals the 9 of spades." was said, and the focus is on it:
        return (cursor.pile.number in t.turned and card is not None and card is column[-1]
                and cursor.index == len(column) - 1)

    def at_edge(self, state: SpiderState, pile: SpiderPile, up: bool) -> str:
        """Up on a column's first face-up card, Down on its top card."""
        if up:
            return msg.sp_edge_above(pile.number, state.hidden[pile.number - 1])
        return msg.fc_bottom_of_column(pile.number)

    def tab_hint(self) -> str:
        return msg.sp_tab_hint()

    def nothing_to_pick_up(self, pile: SpiderPile) -> str:
        return msg.fc_nothing_to_pick_up(describe.pile_name(pile))

    def broken_run(self, held: tuple[Card, ...], pile: SpiderPile) -> SpiderIllegal | None:
        return broken_run(held, pile.number)

    def holding(self, held: tuple[Card, ...], brief: bool) -> str:
        return msg.sp_holding(held, brief)

    def instruction(self, state: SpiderState, move: SpiderMove) -> str:
        return describe.instruction(state, move)

    def hint_order(self, state: SpiderState) -> list[SpiderMove]:
        return hint_order(state)

    def find(self, state: SpiderState, card: Card) -> str:
        return describe.find(state, card)

    def foundations(self, state: SpiderState) -> str:
        """T in Spider: the completed sequences."""
        return describe.completed(state)

    def reserve(self, state: SpiderState) -> str:
        """U in Spider: rows left in the stock, and the sequences complete."""
        return describe.stock(state)

    def columns(self, state: SpiderState) -> str:
        return describe.columns(state)

    def room(self, state: SpiderState) -> str:
        """R in Spider: which runs can move now, and whether a row can be dealt."""
        return describe.runs_can_move(state, useful_moves(state))

    def info(self, state: SpiderState, elapsed_ms: int, winnable: bool | None, thinking: bool | None) -> str:
        empty = sum(1 for column in state.columns if not column)
        return msg.sp_info(self.model.score, msg.duration(elapsed_ms), state.moves, state.rows_left,
                           len(state.completed), empty, winnable, thinking, state.is_won)


class SpiderNarrator(GameNarrator):
    """What is said in Spider (see :mod:`.narration`)."""

    voice_type = SpiderVoice
    voice: SpiderVoice

    @property
    def state(self) -> SpiderState:
        return self.voice.model.state

    def cant_onto_completed(self, card: Card) -> None:
        """Held cards put down on the completed sequences: refused, with the reason."""
        self.say(msg.sp_cant_onto_completed(card), assertive=True)
