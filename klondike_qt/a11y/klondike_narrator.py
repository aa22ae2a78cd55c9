"""Klondike's narrator: the policy of :class:`.narration.GameNarrator` (what is
said, and when, in every game) in Klondike's words (:mod:`.klondike_describe`).

Tested with a recording announcer and no window (tests/test_a11y_narrator.py).
"""

from __future__ import annotations

from itertools import pairwise

from ..engine.cards import Card
from ..engine.klondike import STOCK, WASTE, ChangeKind, GameState, IllegalMove, Move, Pile, Reason
from ..engine.klondike.advice import hint_order
from ..engine.status import GameStatus
from ..model import klondike_cursor as cur
from ..model.klondike_cursor import Cursor
from ..model.klondike_model import KlondikeChange, KlondikeModel
from . import klondike_describe as describe
from . import messages as msg
from .narration import FocusTree, GameNarrator, Voice

__all__ = ["FocusTree", "KlondikeNarrator", "KlondikeVoice"]


class KlondikeVoice(Voice[KlondikeModel, GameState, KlondikeChange, Cursor, Pile, Move, IllegalMove]):
    """Klondike's words for the narrator."""

    tells_dead_end = False

    def welcome(self, number: int | None, restored: bool) -> str:
        draw = self.model.state.rules.draw
        return msg.welcome_restored(number, draw) if restored else msg.welcome(number, draw, False)

    def deal(self, change: KlondikeChange, number: int | None, restart: bool, brief: bool) -> str:
        if restart:
            return msg.restarted(number, change.after.rules.draw, brief)
        return describe.new_game_text(change.after, number, brief)

    def restored(self, number: int | None) -> str:
        return msg.restored(number)

    def change_text(self, change: KlondikeChange, elapsed_ms: int, brief: bool) -> str:
        return describe.change_text(change, elapsed_ms, brief, with_status=False)

    def status_text(self, status: GameStatus, state: GameState, elapsed_ms: int) -> str | None:
        return describe.status_text(status, state, elapsed_ms)

    def batch_words(self, batch: list[KlondikeChange], brief: bool) -> list[str]:
        return describe.batch_words([change.transition for change in batch if change.transition], brief)

    def illegal(self, error: IllegalMove) -> str:
        return describe.illegal(error)

    def focus_words(self, state: GameState, cursor: Cursor, brief: bool) -> str:
        return describe.focus_words(state, cursor.pile, cur.focused_index(state, cursor), brief)

    def move_names_focus(self, change: KlondikeChange, state: GameState, cursor: Cursor) -> bool:
        t = change.transition
        pile = cursor.pile
        card = cur.focused_card(state, cursor)
        if (t is None or pile in (STOCK, WASTE) or t.kind is ChangeKind.RECYCLE
                or pile not in (t.source, t.target, t.revealed_in)):
            return True  # the waste: the move's words say what it shows now
        if card is not None and (card in t.cards or card is t.revealed):
            return True
        return card is None and pile is t.source and pile.is_tableau  # "Column 3 is now empty." was said

    def at_edge(self, state: GameState, pile: Pile, up: bool) -> str:
        return msg.nothing_above(pile) if up else msg.bottom_of_column(pile)

    def tab_hint(self) -> str:
        return msg.tab_hint()

    def nothing_to_pick_up(self, pile: Pile) -> str:
        return msg.nothing_to_pick_up(pile)

    def broken_run(self, held: tuple[Card, ...], pile: Pile) -> IllegalMove | None:
        for lower, upper in pairwise(held):
            if not upper.fits_on(lower):
                return IllegalMove(Reason.BROKEN_RUN, Move(held[0], pile), held[0], upper)
        return None

    def instruction(self, state: GameState, move: Move) -> str:
        return describe.move_instruction(state, move)

    def hint_order(self, state: GameState) -> list[Move]:
        return hint_order(state)

    def find(self, state: GameState, card: Card) -> str:
        return describe.find(state, card)

    def foundations(self, state: GameState) -> str:
        return describe.foundations(state)

    def reserve(self, state: GameState) -> str:
        return describe.waste_and_stock(state)

    def columns(self, state: GameState) -> str:
        return describe.columns(state)

    def info(self, state: GameState, elapsed_ms: int, winnable: bool | None, thinking: bool | None) -> str:
        return describe.info(state, elapsed_ms, winnable, thinking)


class KlondikeNarrator(GameNarrator):
    """What is said in Klondike (see :mod:`.narration`)."""

    voice_type = KlondikeVoice
    voice: KlondikeVoice

    @property
    def state(self) -> GameState:
        return self.voice.model.state
