"""What a screen-reader player hears in Spider, and when: the policy of
Klondike's :class:`~.narrator.Narrator` and FreeCell's (the result of a move
first, then "Now on …" when the focus landed on something the words did not
name; an undo or a redo in one announcement too, the result and then "Now on
…" when the focus rests on another object; after a deal the focus first;
every refusal with its reason, the rule that fails), with Spider's words
(:mod:`.spider_describe`).
Tested with a recording announcer and no window (tests/test_spider_window.py).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QTimer

from ..engine import Card, GameStatus
from ..engine.spider import SpiderIllegal, SpiderMove, SpiderReason, SpiderState
from ..engine.spider.advice import hint_order, useful_moves
from ..engine.spider.piles import SpiderPile
from ..model.game_model import Initiator
from ..model.session import GameSession
from ..model.settings import Settings, Verbosity
from ..model.spider_cursor import SpiderCursor, focused_card
from ..model.spider_model import SpiderChange, SpiderModel
from . import messages as msg
from . import spider_describe as describe
from .announcer import FOCUS, RESULT, RecordingAnnouncer
from .narrator import WELCOME_DELAY_MS, FocusTree
from .refusals import spider_illegal


def broken_run(held: tuple[Card, ...], source: int) -> SpiderIllegal | None:
    """Why ``held`` (from column ``source``) cannot be taken as one run, as the
    engine's refusal; None when it is one same-suit run descending by one."""
    for lower, upper in itertools.pairwise(held):
        if upper.rank + 1 != lower.rank:
            return SpiderIllegal(SpiderReason.NOT_DESCENDING, SpiderMove(source, held[0], source), lower, upper)
        if upper.suit is not lower.suit:
            return SpiderIllegal(SpiderReason.SUIT_CHANGES, SpiderMove(source, held[0], source), lower, upper)
    return None


class SpiderFocusTree(FocusTree, Protocol):
    """What the Spider narrator asks of the tree (:class:`.spider_accessible.SpiderTree`)."""

    def refocus(self) -> None:
        """Say where the focus is after a key, also when it stays on the same place."""
        ...


class SpiderNarrator(QObject):
    """Decides what is said in Spider (see module doc)."""

    def __init__(self, session: GameSession, announcer: RecordingAnnouncer, tree: SpiderFocusTree,
                 cursor: Callable[[], SpiderCursor], settings: Settings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        assert isinstance(session.model, SpiderModel)
        self.session = session
        self.model: SpiderModel = session.model
        self.announcer = announcer
        self.tree = tree
        self.settings = settings
        self._cursor = cursor
        self.welcome_delay_ms: int | None = WELCOME_DELAY_MS
        self._welcomed = False
        self._restored = self.model.has_started
        self._focus_obj: object = tree.current()
        self._dead_end_told: object = None
        #: (restart, abandoned) for the next new deal (the window asked first).
        self._next_deal = (False, False)
        session.changed.connect(self._on_changed)
        session.refused.connect(self._on_refused)
        session.analysis_changed.connect(self._on_analysis)

    @property
    def state(self) -> SpiderState:
        return self.model.state

    def brief(self) -> bool:
        return self.settings is not None and self.settings.get("verbosity") is Verbosity.BRIEF

    def _elapsed(self) -> int:
        return self.model.elapsed_ms()

    def say(self, text: str, assertive: bool = False, kind: str = RESULT) -> None:
        self.announcer.announce(text, assertive, kind)

    def say_again(self) -> None:
        last = self.announcer.last
        if last is None:
            self.say(msg.nothing_to_repeat())
        else:
            self.announcer.announce(last, True)

    # -- the focus ------------------------------------------------------------------
    def focus_moved(self, force: bool = True) -> None:
        target = self.tree.current()
        if target is self._focus_obj and not force:
            return
        self._focus_obj = target
        self.announcer.record_focus(self.tree.current_name())
        self.tree.refocus()  # also when the focus stays on the same place: every key answers

    def at_edge(self, pile: SpiderPile, up: bool) -> None:
        """Up on a column's first face-up card, Down on its top card: the focus stayed."""
        if up:
            self.say(msg.sp_edge_above(pile.number, self.state.hidden[pile.number - 1]), kind=FOCUS)
        else:
            self.say(msg.fc_bottom_of_column(pile.number), kind=FOCUS)

    def tab_pressed(self) -> None:
        """Tab on the board (its only stop): how to move."""
        self.say(msg.sp_tab_hint(), kind=FOCUS)

    def board_focused(self) -> None:
        self._focus_obj = self.tree.current()
        QTimer.singleShot(0, self, lambda: self.tree.notify_focus(force=True))
        if not self._welcomed and self.welcome_delay_ms is not None:
            self._welcomed = True
            said = len(self.announcer.log)
            QTimer.singleShot(self.welcome_delay_ms, self, lambda: self._welcome(said))

    def _welcome(self, said_before: int) -> None:
        if any(kind == "say" for kind, _ in self.announcer.log[said_before:]):
            return
        self.say(msg.sp_welcome(self.model.deal_number, self.model.suits, self._restored))

    # -- changes ------------------------------------------------------------------------
    def _on_changed(self, change: SpiderChange) -> None:
        brief = self.brief()
        score = self.model.score
        if change.initiator in (Initiator.PLAYER, Initiator.AUTO):
            parts = [describe.change_text(change, self._elapsed(), brief, self.model.deal_number, score,
                                          with_status=False)]
            now_on = self._now_on(change) if change.status is not GameStatus.WON else None
            if now_on:
                parts.append(now_on)
            status = describe.status_text(change.status, self._elapsed(), score, change.after.rows_left)
            if status:
                parts.append(status)
            self.say(" ".join(parts))
            return
        if change.initiator in (Initiator.UNDO, Initiator.REDO):
            # One utterance, as a move's (Klondike's narrator): the result, then where the focus rests
            # when it is another place (its focus event first was a second utterance).
            parts = [describe.change_text(change, self._elapsed(), brief, self.model.deal_number, score,
                                          with_status=False)]
            target = self.tree.current()
            if target is not self._focus_obj and change.status is not GameStatus.WON:
                self._focus_obj = target
                cursor = self._cursor()
                parts.append(msg.now_on(describe.focus_words(self.state, cursor.pile, cursor.index, brief)))
            status = describe.status_text(change.status, self._elapsed(), score, change.after.rows_left)
            if status:
                parts.append(status)
            self.say(" ".join(parts))
            return
        text = describe.change_text(change, self._elapsed(), brief, self.model.deal_number, score)
        if change.initiator is Initiator.NEW_GAME:
            (restart, abandoned), self._next_deal = self._next_deal, (False, False)
            if restart:
                text = msg.sp_restarted(self.model.deal_number)
            if abandoned:
                text = f"{text} {msg.counted_as_lost()}"
        self.focus_moved(force=False)
        self.say(text)

    def _now_on(self, change: SpiderChange) -> str | None:
        target = self.tree.current()
        if target is self._focus_obj:
            return None
        self._focus_obj = target
        t = change.transition
        cursor = self._cursor()
        if t is None or t.is_deal or cursor.pile not in t.touched:
            return None
        if cursor.pile == t.target and t.move.target not in t.completed_from:
            # The move's words named the column and the card the run went on (the focus rests on
            # its movable run): the next key says more. After a completed sequence, what it left is news.
            return None
        card = focused_card(self.state, cursor)
        if card is None and cursor.pile == t.source:
            return None  # "Column 3 is now empty." was said
        column = self.state.columns[cursor.pile.number - 1]
        if cursor.pile.number in t.turned and card is not None and card is column[-1] \
                and cursor.index == len(column) - 1:
            return None  # "Column 3 reveals the 9 of spades." was said, and the focus is on it
        return msg.now_on(describe.focus_words(self.state, cursor.pile, cursor.index, self.brief()))

    def _on_refused(self, error: SpiderIllegal) -> None:
        self.say(spider_illegal(error), assertive=True)

    def _on_analysis(self) -> None:
        """A proven dead end is told once per position, as in FreeCell (the
        solver's answer comes a moment after the move; "no moves left" is
        the status's own sentence)."""
        if self.session.winnable() is False and self.model.status is GameStatus.IN_PROGRESS:
            key = self.state.key()
            if key != self._dead_end_told:
                self._dead_end_told = key
                self.say(msg.fc_dead_end())

    # -- answers to commands -----------------------------------------------------------------
    def will_deal(self, restart: bool, abandoned: bool) -> None:
        self._next_deal = (restart, abandoned)

    def kept_playing(self) -> None:
        self.say(msg.kept_playing())

    def undone(self, changed: bool) -> None:
        if not changed:
            self.say(msg.nothing_to_undo())

    def redone(self, changed: bool) -> None:
        if not changed:
            self.say(msg.nothing_to_redo())

    def nothing_to_pick_up(self, pile: SpiderPile) -> None:
        self.say(msg.fc_nothing_to_pick_up(describe.pile_name(pile)))

    def broken_run(self, held: tuple[Card, ...], pile: SpiderPile) -> bool:
        """Say why ``held`` is no movable run (and return True); False when it is one."""
        error = broken_run(held, pile.number)
        if error is None:
            return False
        self.say(spider_illegal(error), assertive=True)
        return True

    def holding(self, held: tuple[Card, ...]) -> None:
        self.say(msg.sp_holding(held, self.brief()))

    def nothing_held(self) -> None:
        self.say(msg.nothing_held())

    def put_back(self, card: Card) -> None:
        self.say(msg.put_back(card))

    def no_card_here(self) -> None:
        self.say(msg.no_card_here())

    def no_place_for(self, card: Card) -> None:
        self.say(msg.no_place_for(card), assertive=True)

    def cant_onto_completed(self, card: Card) -> None:
        """Held cards put down on the completed sequences: refused, with the reason."""
        self.say(msg.sp_cant_onto_completed(card), assertive=True)

    def hint(self, move: SpiderMove | None, from_solver: bool) -> None:
        self.say(describe.hint(self.state, move, from_solver))

    def find(self, text: str) -> Card | None:
        from .describe import parse_card_text

        card = parse_card_text(text)
        if card is None:
            self.say(msg.find_not_a_card(text))
            return None
        self.say(describe.find(self.state, card))
        return card

    # -- the "say" commands -------------------------------------------------------------------
    def say_moves(self) -> None:
        self.say(describe.moves_list(self.state, hint_order(self.state)))

    def say_foundations(self) -> None:
        """T in Spider: the completed sequences."""
        self.say(describe.completed(self.state))

    def say_waste_stock(self) -> None:
        """U in Spider: rows left in the stock, and the sequences complete."""
        self.say(describe.stock(self.state))

    def say_columns(self) -> None:
        self.say(describe.columns(self.state))

    def say_room(self) -> None:
        """R in Spider: which runs can move now, and whether a row can be dealt."""
        self.say(describe.runs_can_move(self.state, useful_moves(self.state)))

    def say_info(self) -> None:
        state = self.state
        empty = sum(1 for column in state.columns if not column)
        self.say(msg.sp_info(self.model.score, msg.duration(self._elapsed()), state.moves, state.rows_left,
                             len(state.completed), empty, self.session.winnable(), self.session.thinking(),
                             state.is_won))
