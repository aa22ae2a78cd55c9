"""The narrator: what a screen-reader player hears, and when.

:class:`Narrator` listens to the :class:`~klondike_qt.model.session.GameSession`
(every change, refusal, auto-move and finish) and is told by the keyboard
adapter when the cursor moved or a command needs words. It decides:

- after a move, the result first and then, when the focus landed on another
  object the move's words do not name, "Now on …"; the focus itself moves
  silently (a focus event would cut the announcement off);
- after an undo or a redo, one announcement, as after a move: what was taken
  back or done again, then, when the focus now rests on another object,
  "Now on …" (its words), without a focus event;
- after a new deal, the focus is reported first, then the deal (the
  announcement is what must be heard whole);
- an auto-move and a finish are told once, as a batch, at their end;
- "Nothing to undo" / "Nothing to redo" when the press changed nothing;
- the welcome, once, a moment after the board first gets the focus, unless
  the player is already playing;
- every refusal, with its reason.

It needs no window: tests drive it with a session, a recording announcer and
a stand-in for the accessible tree (see tests/test_a11y_narrator.py).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Protocol, cast

from PySide6.QtCore import QObject, QTimer

from ..engine import STOCK, WASTE, Card, ChangeKind, GameState, GameStatus, IllegalMove, Move, Pile, Reason
from ..engine.advice import hint_order
from ..model import cursor as cur
from ..model.cursor import Cursor
from ..model.game_model import Initiator, StateChange
from ..model.session import GameSession
from ..model.settings import Settings, Verbosity
from . import describe
from . import messages as msg
from .announcer import ANSWER, FOCUS, RESULT, QtAnnouncer, RecordingAnnouncer

#: Milliseconds after the board first gets the focus before the welcome is
#: said (after the screen reader has read the focus).
WELCOME_DELAY_MS = 600


class FocusTree(Protocol):
    """What the narrator asks of the accessible tree (:class:`.accessible.AccessibleTree`)."""

    def current(self) -> object:
        """The focused accessible object (compared by identity)."""
        ...

    def current_name(self) -> str: ...
    def notify_focus(self, force: bool = False) -> None: ...


class Narrator(QObject):
    """Decides what is said (see module doc). ``cursor()`` returns the
    keyboard cursor as it is now."""

    def __init__(self, session: GameSession, announcer: RecordingAnnouncer, tree: FocusTree,
                 cursor: Callable[[], Cursor], settings: Settings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.announcer = announcer
        self.tree = tree
        self.settings = settings
        self._cursor = cursor
        #: Milliseconds before the welcome; None: never.
        self.welcome_delay_ms: int | None = WELCOME_DELAY_MS
        self._welcomed = False
        #: Whether the game in progress when the narrator started was a restored one.
        self._restored = session.model.has_started
        self._focus_obj: object = tree.current()
        #: How the next new deal is told (see :meth:`will_deal`): (restart, a started game left).
        self._next_deal: tuple[bool, bool] = (False, False)
        #: Whether the dead end was told in full (later changes in it say it short).
        self._stuck_told = False
        session.changed.connect(self._on_changed)
        session.refused.connect(self._on_refused)
        session.auto_moved.connect(self._on_auto_moved)
        session.finish_started.connect(self._on_finish_started)
        session.finish_stopped.connect(lambda: self.say(msg.finish_stopped()))
        session.finished.connect(self._on_finished)
        if settings is not None:
            settings.changed.connect(self._on_setting)

    # -- basics -----------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return cast(GameState, self.session.model.state)  # this narrator speaks Klondike

    def brief(self) -> bool:
        return self.settings is not None and self.settings.get("verbosity") is Verbosity.BRIEF

    def _elapsed(self) -> int:
        return self.session.model.elapsed_ms()

    def say(self, text: str, assertive: bool = False, kind: str = RESULT) -> None:
        """Announce ``text``; ``kind`` (RESULT, FOCUS, ANSWER) is for the queue
        policy, where a newer announcement supersedes an unspoken one of its kind."""
        self.announcer.announce(text, assertive, kind)

    def say_again(self) -> None:
        last = self.announcer.last
        if last is None:
            self.say(msg.nothing_to_repeat())
        else:
            self.announcer.announce(last, True)

    def _on_setting(self, name: str) -> None:
        if name == "orca_fallback" and isinstance(self.announcer, QtAnnouncer) and self.settings is not None:
            self.announcer.set_legacy_notify(bool(self.settings.get("orca_fallback")))

    # -- the focus ------------------------------------------------------------------
    def focus_moved(self, force: bool = True) -> None:
        """Record and report the focused object; unless ``force``, only if it
        is another object than before (its name may have changed: a screen
        reader reads it when asked, and the announcement says what happened)."""
        target = self.tree.current()
        if target is self._focus_obj and not force:
            return
        self._focus_obj = target
        self.announcer.record_focus(self.tree.current_name())
        self.tree.notify_focus(force=True)

    def board_focused(self) -> None:
        """The board got the keyboard focus: report it, and welcome the first time."""
        self._focus_obj = self.tree.current()
        QTimer.singleShot(0, self, lambda: self.tree.notify_focus(force=True))
        if not self._welcomed and self.welcome_delay_ms is not None:
            self._welcomed = True
            said = len(self.announcer.log)
            QTimer.singleShot(self.welcome_delay_ms, self, lambda: self._welcome(said))

    def _welcome(self, said_before: int) -> None:
        if any(kind == "say" for kind, _ in self.announcer.log[said_before:]):
            return  # the player is already playing: don't talk over them
        model = self.session.model
        if self._restored:
            self.say(msg.welcome_restored(model.deal_number, self.state.rules.draw))
        else:
            self.say(msg.welcome(model.deal_number, self.state.rules.draw, False))

    # -- changes -------------------------------------------------------------------------
    def _on_changed(self, change: StateChange) -> None:
        if self.session.batching:
            return  # told at the end of the batch
        if change.initiator is Initiator.NEW_GAME:
            text = self._new_game_text(change.after)
        elif change.initiator in (Initiator.PLAYER, Initiator.AUTO, Initiator.UNDO, Initiator.REDO):
            # A move, an undo or a redo: one utterance, no focus event (it would cut
            # the announcement off in a screen reader and mostly repeat it): the
            # result, then where the focus rests when that is news, then the status.
            parts = [describe.change_text(change, self._elapsed(), self.brief(), with_status=False)]
            if change.initiator in (Initiator.UNDO, Initiator.REDO):
                now_on = self._focus_words_if_moved()
            else:
                now_on = self._now_on(change)
            if now_on:
                parts.append(now_on)
            status = self._status_text(change.status, change.after)
            if status:
                parts.append(status)
            self.say(" ".join(parts))
            return
        else:
            text = describe.change_text(change, self._elapsed(), self.brief(), with_status=False)
            if change.initiator is Initiator.RESTORE:
                text = msg.restored(self.session.model.deal_number)
            status = self._status_text(change.status, change.after)
            if status:
                text = f"{text} {status}"
        # Focus first, then the result: the announcement is what must be heard whole.
        self.focus_moved(force=False)
        self.say(text)

    def _status_text(self, status: GameStatus, state: GameState) -> str | None:
        """The game's status after a change; the dead end in full once, then short."""
        if status is not GameStatus.NO_MOVES:
            self._stuck_told = False
        elif self._stuck_told:
            return msg.still_no_moves()
        else:
            self._stuck_told = True
        return describe.status_text(status, state, self._elapsed())

    def will_deal(self, restart: bool, abandoned: bool) -> None:
        """The next new deal is a restart, and/or leaves a started game (counted as lost)."""
        self._next_deal = (restart, abandoned)

    def kept_playing(self) -> None:
        """The player chose to stay in the game rather than leave it."""
        self.say(msg.kept_playing())

    def _new_game_text(self, state: GameState) -> str:
        (restart, abandoned), self._next_deal = self._next_deal, (False, False)
        self._stuck_told = False
        number = self.session.model.deal_number
        if restart:
            text = msg.restarted(number, state.rules.draw, self.brief())
        else:
            text = describe.new_game_text(state, number, self.brief())
        return f"{text} {msg.counted_as_lost()}" if abandoned else text

    def _now_on(self, change: StateChange) -> str | None:
        """"Now on: …" when the focused object changed and the move's words do
        not already name it; the focus itself moves silently."""
        target = self.tree.current()
        if target is self._focus_obj:
            return None
        self._focus_obj = target
        t = change.transition
        cursor = self._cursor()
        pile = cursor.pile
        card = cur.focused_card(self.state, cursor)
        if (t is None or pile in (STOCK, WASTE) or t.kind is ChangeKind.RECYCLE
                or pile not in (t.source, t.target, t.revealed_in)):
            return None  # the waste: the move's words say what it shows now
        if card is not None and (card in t.cards or card is t.revealed):
            return None
        if card is None and pile is t.source and pile.is_tableau:
            return None  # "Column 3 is now empty." was said
        return describe.now_on(self.state, pile, cur.focused_index(self.state, cursor), self.brief())

    def _focus_words_if_moved(self) -> str | None:
        """"Now on: …" when an undo or a redo left the focus on another object
        (what its focus event said before); the focus itself moves silently."""
        target = self.tree.current()
        if target is self._focus_obj:
            return None
        self._focus_obj = target
        cursor = self._cursor()
        return describe.now_on(self.state, cursor.pile, cur.focused_index(self.state, cursor), self.brief())

    def _on_refused(self, error: IllegalMove) -> None:
        self.say(describe.illegal(error), assertive=True)

    @staticmethod
    def _cards(batch: list[StateChange]) -> list[Card]:
        return [card for change in batch if change.transition and change.transition.kind is ChangeKind.MOVE
                for card in change.transition.cards]  # not the cards a finish turned from the stock

    def _reveals(self, batch: list[StateChange]) -> list[str]:
        """"Column 7 reveals the 6 of hearts." for every card a batch turned face up."""
        return [msg.revealed(t.revealed_in.index, t.revealed, self.brief()) for t in
                (change.transition for change in batch)
                if t is not None and t.revealed is not None and t.revealed_in is not None]

    def _on_auto_moved(self, batch: list[StateChange]) -> None:
        if not batch:
            self.say(msg.no_safe_moves())
            return
        parts = [msg.auto_moved(self._cards(batch), self.brief()), *self._reveals(batch)]
        extra = self._status_text(batch[-1].status, batch[-1].after)
        if extra:
            parts.append(extra)
        self.focus_moved(force=False)
        self.say(" ".join(parts))

    def _on_finish_started(self, timed: bool) -> None:
        if timed:
            self.say(msg.finishing())

    def _on_finished(self, batch: list[StateChange]) -> None:
        self.focus_moved(force=False)
        if self.session.status is GameStatus.WON:
            self.say(describe.status_text(GameStatus.WON, self.state, self._elapsed()) or "")
        elif batch:
            self.say(" ".join([msg.auto_moved(self._cards(batch), self.brief()), *self._reveals(batch)]))

    # -- answers to the player's commands ------------------------------------------------
    def undone(self, changed: bool) -> None:
        """After an undo press: the change itself was told; else "Nothing to undo"."""
        if not changed:
            self.say(msg.nothing_to_undo())

    def redone(self, changed: bool) -> None:
        if not changed:
            self.say(msg.nothing_to_redo())

    def nothing_to_pick_up(self, pile: Pile) -> None:
        self.say(msg.nothing_to_pick_up(pile))

    def broken_run(self, held: tuple[Card, ...], pile: Pile) -> bool:
        """Say why ``held`` cannot be carried (a card that does not fit the one
        under it) and return True; False when it is a run."""
        for lower, upper in pairwise(held):
            if not upper.fits_on(lower):  # say why now, not at the drop
                error = IllegalMove(Reason.BROKEN_RUN, Move(held[0], pile), held[0], upper)
                self.say(describe.illegal(error), assertive=True)
                return True
        return False

    def holding(self, held: tuple[Card, ...]) -> None:
        self.say(describe.holding(held, self.brief()))

    def nothing_held(self) -> None:
        self.say(msg.nothing_held())

    def put_back(self, card: Card) -> None:
        self.say(msg.put_back(card))

    def at_edge(self, pile: Pile, up: bool) -> None:
        """Up in the top row, Down on a column's top card: the focus stayed."""
        self.say(msg.nothing_above(pile) if up else msg.bottom_of_column(pile), kind=FOCUS)

    def no_card_here(self) -> None:
        self.say(msg.no_card_here())

    def no_place_for(self, card: Card) -> None:
        self.say(msg.no_place_for(card), assertive=True)

    def hint(self, move: Move | None, from_solver: bool) -> None:
        text = describe.hint(self.state, move, from_solver=from_solver)
        if move is not None and self.session.status is GameStatus.NO_MOVES:
            text = f"{text} {msg.hint_no_help()}"  # legal, but "No move helps" was said
        self.say(text)

    def find(self, text: str) -> Card | None:
        """Say where the typed card is; the card, or None when the text names none."""
        card = describe.parse_card_text(text)
        if card is None:
            self.say(msg.find_not_a_card(text))
            return None
        self.say(describe.find(self.state, card))
        return card

    # -- the "say" commands --------------------------------------------------------------
    def say_moves(self) -> None:
        self.say(describe.moves_list(self.state, hint_order(self.state)), kind=ANSWER)

    def say_foundations(self) -> None:
        self.say(describe.foundations(self.state), kind=ANSWER)

    def say_waste_stock(self) -> None:
        self.say(describe.waste_and_stock(self.state), kind=ANSWER)

    def say_columns(self) -> None:
        self.say(describe.columns(self.state), kind=ANSWER)

    def say_info(self) -> None:
        self.say(describe.info(self.state, self._elapsed(), self.session.winnable(),
                               self.session.thinking()), kind=ANSWER)
