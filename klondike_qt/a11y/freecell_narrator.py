"""FreeCell's narrator: the policy of :class:`.narration.GameNarrator` (what is
said, and when, in every game) in FreeCell's words (:mod:`.freecell_describe`).
A player's move that sends safe cards up says its status after them.

Tested with a recording announcer and no window (tests/test_freecell_a11y.py).
"""

from __future__ import annotations

from itertools import pairwise

from ..engine.cards import Card
from ..engine.freecell import FreeCellIllegal, FreeCellMove, FreeCellReason, FreeCellState, Target
from ..engine.freecell.advice import hint_order
from ..engine.freecell.piles import FreeCellPile
from ..engine.status import GameStatus
from ..model.freecell_cursor import FreeCellCursor, focused_card
from ..model.freecell_model import FreeCellChange, FreeCellModel
from ..model.model_base import Initiator
from . import freecell_describe as describe
from . import messages as msg
from .narration import GameNarrator, Voice


class FreeCellVoice(Voice[FreeCellModel, FreeCellState, FreeCellChange, FreeCellCursor, FreeCellPile, FreeCellMove,
                          FreeCellIllegal]):
    """FreeCell's words for the narrator."""

    def welcome(self, number: int | None, restored: bool) -> str:
        return msg.fc_welcome(number, restored)

    def deal(self, change: FreeCellChange, number: int | None, restart: bool, brief: bool) -> str:
        return msg.fc_restarted(number) if restart else msg.fc_new_deal(number, brief)

    def change_text(self, change: FreeCellChange, elapsed_ms: int, brief: bool) -> str:
        return describe.change_text(change, elapsed_ms, brief, self.model.deal_number, with_status=False)

    def status_text(self, status: GameStatus, state: FreeCellState, elapsed_ms: int) -> str | None:
        return describe.status_text(status, elapsed_ms)

    def status_follows(self, change: FreeCellChange) -> bool:
        """A player's move after which safe cards go up: the batch says the status."""
        return (change.initiator in (Initiator.PLAYER, Initiator.AUTO) and self.model.auto_safe(self.session.settings)
                and change.after.safe_foundation_move() is not None)

    def batch_words(self, batch: list[FreeCellChange], brief: bool) -> list[str]:
        return [msg.auto_moved([card for change in batch if change.transition
                                for card in change.transition.cards], brief)]

    def illegal(self, error: FreeCellIllegal) -> str:
        return describe.illegal(error)

    def focus_words(self, state: FreeCellState, cursor: FreeCellCursor, brief: bool) -> str:
        return describe.focus_words(state, cursor.pile, cursor.index, brief)

    def move_names_focus(self, change: FreeCellChange, state: FreeCellState, cursor: FreeCellCursor) -> bool:
        t = change.transition
        card = focused_card(state, cursor)
        if t is None or cursor.pile not in (t.source, t.target):
            return True
        if card is not None and card in t.cards:
            return True
        return card is None and cursor.pile == t.source and cursor.pile.is_column  # "Column 3 is now empty."

    def at_edge(self, state: FreeCellState, pile: FreeCellPile, up: bool) -> str:
        return msg.fc_nothing_above(pile.place.value, pile.number) if up else msg.fc_bottom_of_column(pile.number)

    def tab_hint(self) -> str:
        return msg.fc_tab_hint()

    def nothing_to_pick_up(self, pile: FreeCellPile) -> str:
        return msg.fc_nothing_to_pick_up(describe.pile_name(pile))

    def broken_run(self, held: tuple[Card, ...], pile: FreeCellPile) -> FreeCellIllegal | None:
        for lower, upper in pairwise(held):
            if not upper.fits_on(lower):
                move = FreeCellMove(held[0], Target.column(pile.number if pile.is_column else 1))
                return FreeCellIllegal(FreeCellReason.BROKEN_RUN, move, upper)
        return None

    def instruction(self, state: FreeCellState, move: FreeCellMove) -> str:
        return describe.instruction(state, move)

    def hint_order(self, state: FreeCellState) -> list[FreeCellMove]:
        return hint_order(state)

    def move_list(self, state: FreeCellState) -> list[str]:
        """The moves to a free cell said as one, where the first of them comes."""
        return describe.move_list(state, hint_order(state))

    def find(self, state: FreeCellState, card: Card) -> str:
        return describe.find(state, card)

    def foundations(self, state: FreeCellState) -> str:
        return describe.foundations(state)

    def reserve(self, state: FreeCellState) -> str:
        return describe.cells(state)

    def columns(self, state: FreeCellState) -> str:
        return describe.columns(state)

    def room(self, state: FreeCellState) -> str:
        """How many cards can I move now?"""
        return describe.room(state)

    def info(self, state: FreeCellState, elapsed_ms: int, winnable: bool | None, thinking: bool | None) -> str:
        return msg.fc_info(msg.duration(elapsed_ms), state.moves, state.free_cells, state.empty_columns,
                           winnable, thinking, state.is_won)


class FreeCellNarrator(GameNarrator):
    """What is said in FreeCell (see :mod:`.narration`)."""

    voice_type = FreeCellVoice
    voice: FreeCellVoice

    @property
    def state(self) -> FreeCellState:
        return self.voice.model.state

    def cell_takes_one(self, card: Card) -> None:
        self.say(msg.cant_cell_takes_one(card), assertive=True)
