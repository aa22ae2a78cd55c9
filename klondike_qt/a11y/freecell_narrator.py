"""What a screen-reader player hears in FreeCell, and when: the policy of
Klondike's :class:`~.narrator.Narrator` (the result of a move first, then
"Now on …" when the focus landed on something the words did not name; an
undo or a redo in one announcement too, the result and then "Now on …" when
the focus rests on another object; after a deal the focus first; a batch once
at its end; every refusal with its reason), with FreeCell's words
(:mod:`.freecell_describe`).

It also tells, once per position, when the solver has proved that the
position can no longer be won (a dead end, not merely "no obvious move").
Tested with a recording announcer and no window (tests/test_freecell_a11y.py).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import QObject, QTimer

from ..engine import Card, GameStatus
from ..engine.freecell import FreeCellIllegal, FreeCellMove, FreeCellReason, FreeCellState
from ..engine.freecell.advice import hint_order
from ..engine.freecell.piles import FreeCellPile
from ..model.freecell_cursor import FreeCellCursor, focused_card
from ..model.freecell_model import FreeCellChange, FreeCellModel
from ..model.game_model import Initiator
from ..model.session import GameSession
from ..model.settings import Settings, Verbosity
from . import freecell_describe as describe
from . import messages as msg
from .announcer import FOCUS, RESULT, RecordingAnnouncer
from .narrator import WELCOME_DELAY_MS, FocusTree
from .refusals import freecell_illegal, freecell_room


class FreeCellNarrator(QObject):
    """Decides what is said in FreeCell (see module doc)."""

    def __init__(self, session: GameSession, announcer: RecordingAnnouncer, tree: FocusTree,
                 cursor: Callable[[], FreeCellCursor], settings: Settings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        assert isinstance(session.model, FreeCellModel)
        self.session = session
        self.model: FreeCellModel = session.model
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
        session.auto_moved.connect(self._on_auto_moved)
        session.finish_started.connect(self._on_finish_started)
        session.finish_stopped.connect(lambda: self.say(msg.finish_stopped()))
        session.finished.connect(self._on_finished)
        session.analysis_changed.connect(self._on_analysis)

    @property
    def state(self) -> FreeCellState:
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
        self.tree.notify_focus(force=True)

    def at_edge(self, pile: FreeCellPile, up: bool) -> None:
        """Up in the top row, Down on a column's top card: the focus stayed (as Klondike's)."""
        if up:
            self.say(msg.fc_nothing_above(pile.place.value, pile.number), kind=FOCUS)
        else:
            self.say(msg.fc_bottom_of_column(pile.number), kind=FOCUS)

    def tab_pressed(self) -> None:
        """Tab on the board (its only stop): how to move."""
        self.say(msg.fc_tab_hint(), kind=FOCUS)

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
        self.say(msg.fc_welcome(self.model.deal_number, self._restored))

    # -- changes ------------------------------------------------------------------------
    def _on_changed(self, change: FreeCellChange) -> None:
        if self.session.batching:
            return
        brief = self.brief()
        if change.initiator in (Initiator.PLAYER, Initiator.AUTO):
            parts = [describe.change_text(change, self._elapsed(), brief, self.model.deal_number, with_status=False)]
            now_on = self._now_on(change)
            if now_on:
                parts.append(now_on)
            if not (self.session.auto_safe() and self.state.safe_foundation_move() is not None):
                status = describe.status_text(change.status, self._elapsed())  # else said after the auto-moves
                if status:
                    parts.append(status)
            self.say(" ".join(parts))
            return
        if change.initiator in (Initiator.UNDO, Initiator.REDO):
            # One utterance, as a move's (Klondike's narrator): the result, then where the focus rests.
            parts = [describe.change_text(change, self._elapsed(), brief, self.model.deal_number, with_status=False)]
            target = self.tree.current()
            if target is not self._focus_obj and change.status is not GameStatus.WON:
                self._focus_obj = target
                cursor = self._cursor()
                parts.append(msg.now_on(describe.focus_words(self.state, cursor.pile, cursor.index, brief)))
            status = describe.status_text(change.status, self._elapsed())
            if status:
                parts.append(status)
            self.say(" ".join(parts))
            return
        text = describe.change_text(change, self._elapsed(), brief, self.model.deal_number)
        if change.initiator is Initiator.NEW_GAME:
            (restart, abandoned), self._next_deal = self._next_deal, (False, False)
            if restart:
                text = msg.fc_restarted(self.model.deal_number)
            if abandoned:
                text = f"{text} {msg.counted_as_lost()}"
        self.focus_moved(force=False)
        self.say(text)

    def _now_on(self, change: FreeCellChange) -> str | None:
        target = self.tree.current()
        if target is self._focus_obj:
            return None
        self._focus_obj = target
        t = change.transition
        cursor = self._cursor()
        card = focused_card(self.state, cursor)
        if t is None or cursor.pile not in (t.source, t.target):
            return None
        if card is not None and card in t.cards:
            return None
        if card is None and cursor.pile == t.source and cursor.pile.is_column:
            return None  # "Column 3 is now empty." was said
        return msg.now_on(describe.focus_words(self.state, cursor.pile, cursor.index, self.brief()))

    def _on_refused(self, error: FreeCellIllegal) -> None:
        self.say(freecell_illegal(error), assertive=True)

    @staticmethod
    def _cards(batch: list[FreeCellChange]) -> list[Card]:
        return [card for change in batch if change.transition for card in change.transition.cards]

    def _on_auto_moved(self, batch: list[FreeCellChange]) -> None:
        if not batch:
            self.say(msg.no_safe_moves())
            return
        parts = [msg.auto_moved(self._cards(batch), self.brief())]
        target = self.tree.current()
        if target is not self._focus_obj:
            # The focused card went up: the sentence says where the focus is now, and
            # no Focus event is sent (as after the player's own move, see _now_on):
            # Orca 43 spoke the new focus first, cutting the move's sentence off, and
            # out of order ("Moved 10 of diamonds to column 2" / "Column 2, empty." /
            # "Moved to the foundations: …"). The next key reports the focus.
            self._focus_obj = target
            self.announcer.record_focus(self.tree.current_name())
            if batch[-1].status is not GameStatus.WON:
                cursor = self._cursor()
                parts.append(msg.now_on(describe.focus_words(self.state, cursor.pile, cursor.index, self.brief())))
        extra = describe.status_text(batch[-1].status, self._elapsed())
        if extra:
            parts.append(extra)
        self.say(" ".join(parts))

    def _on_finish_started(self, timed: bool) -> None:
        if timed:
            self.say(msg.finishing())

    def _on_finished(self, batch: list[FreeCellChange]) -> None:
        self.focus_moved(force=False)
        if self.model.status is GameStatus.WON:
            self.say(describe.status_text(GameStatus.WON, self._elapsed()) or "")
        elif batch:
            self.say(msg.auto_moved(self._cards(batch), self.brief()))

    def _on_analysis(self) -> None:
        """A proven dead end is told once per position (the solver's answer
        comes a moment after the move)."""
        if self.session.winnable() is False and self.model.status is GameStatus.IN_PROGRESS:
            key = self.state.key()
            if key != self._dead_end_told:
                self._dead_end_told = key
                self.say(msg.fc_dead_end())

    # -- answers to commands -----------------------------------------------------------------
    def will_deal(self, restart: bool, abandoned: bool) -> None:
        """The next new deal is a restart, and/or leaves a started game (counted as lost)."""
        self._next_deal = (restart, abandoned)

    def kept_playing(self) -> None:
        """The player chose to stay in the game rather than leave it."""
        self.say(msg.kept_playing())

    def undone(self, changed: bool) -> None:
        if not changed:
            self.say(msg.nothing_to_undo())

    def redone(self, changed: bool) -> None:
        if not changed:
            self.say(msg.nothing_to_redo())

    def nothing_to_pick_up(self, pile: FreeCellPile) -> None:
        self.say(msg.fc_nothing_to_pick_up(describe.pile_name(pile)))

    def broken_run(self, held: tuple[Card, ...], pile: FreeCellPile) -> bool:
        """Say why ``held`` is no run (and return True); False when it is one."""
        for lower, upper in pairwise(held):
            if not upper.fits_on(lower):
                from ..engine.freecell import Target

                move = FreeCellMove(held[0], Target.column(pile.number if pile.is_column else 1))
                self.say(freecell_illegal(FreeCellIllegal(FreeCellReason.BROKEN_RUN, move, upper)), assertive=True)
                return True
        return False

    def cell_takes_one(self, card: Card) -> None:
        self.say(msg.cant_cell_takes_one(card), assertive=True)

    def holding(self, held: tuple[Card, ...]) -> None:
        self.say(msg.holding(list(held), self.brief()))

    def nothing_held(self) -> None:
        self.say(msg.nothing_held())

    def put_back(self, card: Card) -> None:
        self.say(msg.put_back(card))

    def no_card_here(self) -> None:
        self.say(msg.no_card_here())

    def no_place_for(self, card: Card) -> None:
        self.say(msg.no_place_for(card), assertive=True)

    def hint(self, move: FreeCellMove | None, from_solver: bool) -> None:
        if move is None and self.session.winnable() is False:
            self.say(msg.fc_dead_end())
            return
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
        self.say(describe.foundations(self.state))

    def say_waste_stock(self) -> None:
        """U in FreeCell: the free cells."""
        self.say(describe.cells(self.state))

    def say_cells(self) -> None:
        self.say(describe.cells(self.state))

    def say_columns(self) -> None:
        self.say(describe.columns(self.state))

    def say_room(self) -> None:
        """How many cards can I move now?"""
        self.say(freecell_room(self.state))

    def say_info(self) -> None:
        state = self.state
        self.say(msg.fc_info(msg.duration(self._elapsed()), state.moves, state.free_cells, state.empty_columns,
                             self.session.winnable(), self.session.thinking(), state.is_won))
