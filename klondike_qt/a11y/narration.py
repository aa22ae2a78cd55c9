"""The narrator: what a screen-reader player hears, and when, in every game.

:class:`GameNarrator` listens to the :class:`~klondike_qt.model.session.GameSession`
(every change, refusal, auto-move, finish and analysis) and is told by the
keyboard adapter when the cursor moved or a command needs words. It decides,
the same way in every game:

- after a move, an undo or a redo, one announcement: the result first and
  then, when the focus landed on another object the words do not name,
  "Now on …", then the game's status; the focus itself moves silently (a
  focus event would cut the announcement off);
- after a new deal or a restore, the focus is reported first, then the deal
  and its status (the announcement is what must be heard whole);
- an auto-move and a finish are told once, as a batch, at their end (with
  "Now on …" when the focused card went up);
- a dead end in full once, then short; a position the solver proved lost,
  once per position; a deal lost from its opening position once in all, with
  no undo advised;
- the win first and alone (not after the cards that went up by themselves);
- "Nothing to undo" / "Nothing to redo" when the press changed nothing;
- the welcome, once, a moment after the board first gets the focus, unless
  the player is already playing;
- every refusal at once, with its reason.

What a game says is its own: a :class:`Voice` (its words for a change, the
focus, the status, a refusal, the "say" commands). A new game writes a voice
and a narrator class naming it (see :class:`.klondike_narrator.KlondikeNarrator`).

It needs no window: tests drive it with a session, a recording announcer and
a stand-in for the accessible tree (see tests/test_a11y_narrator.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, ClassVar, Protocol, cast

from PySide6.QtCore import QObject, QTimer

from ..engine.cards import Card
from ..engine.status import GameStatus
from ..model.model_base import Initiator
from ..model.session import GameSession
from ..model.settings import Settings, Verbosity
from . import direct_speech
from . import messages as msg
from .announcer import ANSWER, FOCUS, RESULT, QtAnnouncer, RecordingAnnouncer
from .describe_common import parse_card_text

#: Milliseconds after the board first gets the focus before the welcome is
#: said (after the screen reader has read the focus).
WELCOME_DELAY_MS = 600
#: Where one sentence of the focus words ends and the next begins.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


class FocusTree(Protocol):
    """What the narrator asks of the accessible tree (:class:`.tree_base.AccessibleTree`)."""

    def current(self) -> object:
        """The focused accessible object (compared by identity)."""

    def current_name(self) -> str: ...
    def notify_focus(self, force: bool = False) -> None: ...
    def notify_renamed(self) -> None: ...

    def refocus(self) -> None:
        """Say where the focus is after a key, also when it stays on the same place."""


class Voice[G, S, C, K, P, M, E]:
    """A game's words, for the narrator's policy: ``G`` its model, ``S`` its
    position, ``C`` its change, ``K`` its keyboard cursor, ``P`` its pile,
    ``M`` its move, ``E`` its refusal.
    Every sentence comes from the game's messages; no hook decides *when*."""

    #: Whether a position the solver proved lost is told as soon as it is known
    #: (Klondike's players ask with I and H).
    tells_dead_end: ClassVar[bool] = True

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.model = cast(G, session.model)

    # -- the game's course ---------------------------------------------------
    def welcome(self, number: int | None, restored: bool) -> str:
        raise NotImplementedError

    def deal(self, change: C, number: int | None, restart: bool, brief: bool) -> str:
        """A new deal ("Deal 2, draw 1."), or the same one from its start."""
        raise NotImplementedError

    def restored(self, number: int | None) -> str:
        return msg.game_restored()

    def change_text(self, change: C, elapsed_ms: int, brief: bool) -> str:
        """What a move, an undo or a redo did, without the status."""
        raise NotImplementedError

    def status_text(self, status: GameStatus, state: S, elapsed_ms: int) -> str | None:
        """The end of a change's sentence: ready to finish, no moves, the win."""
        raise NotImplementedError

    def status_follows(self, change: C) -> bool:
        """Whether the status is said later (after the auto-moves this move starts)."""
        return False

    def batch_words(self, batch: list[C], brief: bool) -> list[str]:
        """An auto-move's or a finish's cards, and what they revealed."""
        raise NotImplementedError

    def illegal(self, error: E) -> str:
        """Why a move was refused, in the rule's own words."""
        raise NotImplementedError

    # -- the focus -------------------------------------------------------------
    def focus_words(self, state: S, cursor: K, brief: bool) -> str:
        """The focused object inside a sentence ("Now on: 4 of spades, …")."""
        raise NotImplementedError

    def move_names_focus(self, change: C, state: S, cursor: K) -> bool:
        """Whether a move's words already say where the focus now rests."""
        raise NotImplementedError

    def at_edge(self, state: S, pile: P, up: bool) -> str:
        raise NotImplementedError

    def at_side_edge(self, state: S, pile: P, left: bool) -> str | None:
        """Left or Right that stays, where a row ends rather than wraps (Pyramid's); None: never."""
        return None

    def tab_hint(self) -> str:
        raise NotImplementedError

    # -- answers ------------------------------------------------------------------
    def nothing_to_pick_up(self, pile: P) -> str:
        raise NotImplementedError

    def broken_run(self, held: tuple[Card, ...], pile: P) -> E | None:
        """Why ``held`` cannot be carried, as the engine's refusal; None when it can."""
        raise NotImplementedError

    def holding(self, held: tuple[Card, ...], brief: bool) -> str:
        return msg.holding(list(held), brief)

    def instruction(self, state: S, move: M) -> str:
        """A legal move as an instruction ("move the 5 of clubs from column 4 onto …")."""
        raise NotImplementedError

    def hint_order(self, state: S) -> list[M]:
        """The legal moves, the most helpful first (M: the moves; H steps through them)."""
        raise NotImplementedError

    def move_list(self, state: S) -> list[str]:
        """M: the legal moves as instructions, in hint order; a game may say alike moves
        as one ("move one of these to a free cell: …")."""
        return [self.instruction(state, move) for move in self.hint_order(state)]

    def find(self, state: S, card: Card) -> str:
        raise NotImplementedError

    def foundations(self, state: S) -> str:
        raise NotImplementedError

    def reserve(self, state: S) -> str:
        """U: Klondike's waste and stock, FreeCell's free cells, Spider's stock."""
        raise NotImplementedError

    def columns(self, state: S) -> str:
        raise NotImplementedError

    def room(self, state: S) -> str | None:
        """R: what can move now; None where the game has no such question."""
        return None

    def info(self, state: S, elapsed_ms: int, winnable: bool | None, thinking: bool | None) -> str:
        raise NotImplementedError


class GameNarrator(QObject):
    """Decides what is said (see module doc), in the words of :attr:`voice_type`.
    ``cursor()`` returns the keyboard cursor as it is now."""

    #: The game's words; a subclass names its own.
    voice_type: ClassVar[type[Voice[Any, Any, Any, Any, Any, Any, Any]]]

    def __init__(self, session: GameSession, announcer: RecordingAnnouncer, tree: FocusTree,
                 cursor: Callable[[], Any], settings: Settings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.voice = self.voice_type(session)
        self.announcer = announcer
        self.tree = tree
        self.settings = settings
        self._cursor = cursor
        #: Milliseconds before the welcome; None: never.
        self.welcome_delay_ms: int | None = WELCOME_DELAY_MS
        self._welcomed = False
        #: Between the focus and the welcome: what was proven meanwhile waits for it
        #: (a deal proven lost in a third of a second must not silence the welcome).
        self._welcome_pending = False
        self._after_welcome: str | None = None
        #: The name of the game just left for this one (switching games): said saved, first.
        self.left_behind: str | None = None
        #: Whether the game in progress when the narrator started was a restored one.
        self._restored = session.model.has_started
        #: The screen reader's focus and its name when told (an object may keep the focus under a new name).
        self._focus_obj: object = tree.current()
        self._focus_name = ""  # (no name yet: the keyboard that words it is still being made)
        #: How the next new deal is told (see :meth:`will_deal`): (restart, a started game left).
        self._next_deal: tuple[bool, bool] = (False, False)
        #: Whether the dead end was told in full (later changes in it say it short).
        self._stuck_told = False
        #: The positions told lost by the solver (each told once, also after undos back to it).
        self._dead_end_told: set[object] = set()
        #: Whether the deal's loss from its opening position was said (once: no later position
        #: of the deal is told lost, an undo cannot help; the session keeps the proof itself).
        self._start_loss_told = False
        #: What the last move did, in full words, with the cards that went up by
        #: themselves after it (L, :meth:`say_last_move`; the win does not list them).
        self._last_move: list[str] = []
        #: Whether the auto-moves that follow belong to the last move (see ``status_follows``).
        self._move_open = False
        #: The first held card a change let go of (:meth:`let_go`), told with it.
        self._let_go: Card | None = None
        session.changed.connect(self._on_changed)
        session.refused.connect(self._on_refused)
        session.auto_moved.connect(self._on_auto_moved)
        session.finish_started.connect(self._on_finish_started)
        session.finish_stopped.connect(lambda: self.say(msg.finish_stopped()))
        session.finished.connect(self._on_finished)
        session.analysis_changed.connect(self._on_analysis)
        #: Whether "no screen reader answered" was said (once a session).
        self._no_reader_told = False
        if settings is not None:
            settings.changed.connect(self._on_setting)
            self._apply_direct_speech()

    # -- basics -----------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.model.state

    def brief(self) -> bool:
        return self.settings is not None and self.settings.get("verbosity") is Verbosity.BRIEF

    def _elapsed(self) -> int:
        return self.session.model.elapsed_ms()

    def say(self, text: str, assertive: bool = False, kind: str = RESULT) -> None:
        """Announce ``text``; ``kind`` (RESULT, FOCUS, ANSWER) is for the queue
        policy, where a newer announcement supersedes an unspoken one of its kind.
        An ANSWER (to a "say" command or a hint) is shown in the window's status bar too."""
        self.announcer.announce(text, assertive, kind)

    def say_last_move(self) -> None:
        """L: what the last move (or undo, redo) of this deal did, in full, with the
        cards that went up by themselves after it, which a win does not list."""
        self.say(msg.last_move(" ".join(self._last_move)) if self._last_move else msg.no_last_move(), kind=ANSWER)

    def say_again(self) -> None:
        last = self.announcer.last
        if last is None:
            self.say(msg.nothing_to_repeat(), kind=ANSWER)
        else:
            self.announcer.announce(last, True, ANSWER)

    def _on_setting(self, name: str) -> None:
        if name == "orca_fallback" and isinstance(self.announcer, QtAnnouncer) and self.settings is not None:
            self.announcer.set_legacy_notify(bool(self.settings.get("orca_fallback")))
        elif name == "direct_speech":
            self._apply_direct_speech()

    def _apply_direct_speech(self) -> None:
        """Speak through the screen reader directly when the setting asks for it and a
        reader answers; else announcement events, saying once that none answered."""
        if not isinstance(self.announcer, QtAnnouncer) or self.settings is None:
            return
        reader = direct_speech.find_reader() if self.settings.get("direct_speech") else None
        self.announcer.set_direct(None if reader is None else direct_speech.DirectSpeech(reader).say)
        if reader is None and self.settings.get("direct_speech") and not self._no_reader_told:
            self._no_reader_told = True
            self.say(msg.no_screen_reader_found(), assertive=True)

    # -- the focus ------------------------------------------------------------------
    def _record_focus(self) -> None:
        """The screen reader's focus is the focused object, under the name it has now."""
        self._focus_obj = self.tree.current()
        self._focus_name = self.tree.current_name()
        self.announcer.record_focus(self._focus_name)

    def focus_moved(self, force: bool = True) -> None:
        """Record and report the focused object; unless ``force``, only if it
        is another object than before (its name may have changed: a screen
        reader reads it when asked, and the announcement says what happened)."""
        target = self.tree.current()
        if target is self._focus_obj and not force:
            return
        self._record_focus()
        self.tree.refocus()  # also when the focus stays on the same place: every key answers

    def board_focused(self) -> None:
        """The board got the keyboard focus: report it, and welcome the first time."""
        self._focus_obj, self._focus_name = self.tree.current(), self.tree.current_name()
        QTimer.singleShot(0, self, lambda: self.tree.notify_focus(force=True))
        if not self._welcomed and self.welcome_delay_ms is not None:
            self._welcomed = True
            self._welcome_pending = True
            said = len(self.announcer.log)
            QTimer.singleShot(self.welcome_delay_ms, self, lambda: self._welcome(said))

    def _welcome(self, said_before: int) -> None:
        self._welcome_pending = False
        after, self._after_welcome = self._after_welcome, None
        if any(kind == "say" for kind, _ in self.announcer.log[said_before:]):
            if after is not None:  # the player is already playing: only the news
                self.say(after)
            return  # don't talk over them
        welcome = self.voice.welcome(self.session.model.deal_number, self._restored)
        if self.left_behind is not None:
            welcome = f"{msg.left_game_saved(self.left_behind)} {welcome}"
        self.say(welcome if after is None else f"{welcome} {after}")

    def _now_on(self, change: Any, after_move: bool, said: str = "") -> str | None:
        """"Now on: …" when the focused object changed and (after a move) the
        move's words do not already name it; the focus itself moves silently.
        A sentence of the focus words the result has ``said`` already is left out
        (TriPeaks' undo: "Next: a king or a 2." once, not twice)."""
        target = self.tree.current()
        if target is self._focus_obj:
            return None
        self._focus_obj, self._focus_name = target, self.tree.current_name()
        if change.status is GameStatus.WON:
            return None  # the win is what is heard
        cursor = self._cursor()
        if after_move and self.voice.move_names_focus(change, self.state, cursor):
            return None
        first, *rest = _SENTENCE_END.split(self.voice.focus_words(self.state, cursor, self.brief()))
        return msg.now_on(" ".join([first, *(sentence for sentence in rest if sentence not in said)]))

    def at_edge(self, pile: Any, up: bool) -> None:
        """Up in the top row, Down on a column's top card: the focus stayed."""
        self.say(self.voice.at_edge(self.state, pile, up), kind=FOCUS)

    def at_side_edge(self, pile: Any, left: bool) -> bool:
        """Left or Right that stayed at a row's end: say so (as :meth:`at_edge`); False: no words."""
        if (text := self.voice.at_side_edge(self.state, pile, left)) is not None:
            self.say(text, kind=FOCUS)
        return text is not None

    def tab_pressed(self) -> None:
        """Tab on the board (its only stop): how to move."""
        self.say(self.voice.tab_hint(), kind=FOCUS)

    # -- changes -------------------------------------------------------------------------
    def _on_changed(self, change: Any) -> None:
        let_go, self._let_go = self._let_go, None  # this change's, never a later one's
        if self.session.batching:
            return  # told at the end of the batch
        initiator = change.initiator
        if initiator in (Initiator.PLAYER, Initiator.AUTO, Initiator.UNDO, Initiator.REDO):
            # A move, an undo or a redo: one utterance, no focus event (it would cut
            # the announcement off in a screen reader and mostly repeat it): the
            # result, then where the focus rests when that is news, then the status.
            parts: list[str | None] = [self.voice.change_text(change, self._elapsed(), self.brief())]
            self._remember_move(change, parts[0])
            if let_go is not None:  # the held cards, let go by this change, in the same utterance
                parts.append(msg.put_back(let_go))
            # After a move whose auto-moves follow, they say the status and where the focus rests
            # (a "Now on" said now would be stale a moment later).
            if not self.voice.status_follows(change):
                parts += [self._now_on(change, after_move=initiator in (Initiator.PLAYER, Initiator.AUTO),
                                       said=parts[0] or ""),
                          self._status_text(change.status, change.after)]
            self.say(" ".join(part for part in parts if part))
            return
        number = self.session.model.deal_number
        if initiator is Initiator.NEW_GAME:
            (restart, abandoned), self._next_deal = self._next_deal, (False, False)
            self._stuck_told = False
            self._dead_end_told.clear()
            self._start_loss_told = False
            self._last_move, self._move_open = [], False
            parts = [self.voice.deal(change, number, restart, self.brief()),
                     msg.counted_as_lost(restart) if abandoned else None]
        else:
            parts = [self.voice.restored(number)]
        parts.append(self._status_text(change.status, change.after))  # a position dealt stuck says so
        text = " ".join(part for part in parts if part)
        # Focus first, then the result: the announcement is what must be heard whole.
        self.focus_moved(force=False)
        self.say(text)

    def _status_text(self, status: GameStatus, state: Any) -> str | None:
        """The game's status after a change; the dead end in full once, then short."""
        if status is not GameStatus.NO_MOVES:
            self._stuck_told = False
        elif self._stuck_told:
            return msg.still_no_moves()
        else:
            self._stuck_told = True
        return self.voice.status_text(status, state, self._elapsed())

    def will_deal(self, restart: bool, abandoned: bool) -> None:
        """The next new deal is a restart, and/or leaves a started game (counted as lost)."""
        self._next_deal = (restart, abandoned)

    def kept_playing(self) -> None:
        """The player chose to stay in the game rather than leave it."""
        self.say(msg.kept_playing())

    def _on_refused(self, error: Any) -> None:
        self.say(self.voice.illegal(error), assertive=True)

    def _on_auto_moved(self, batch: list[Any]) -> None:
        if not batch:
            self.say(msg.no_safe_moves())
            return
        self._remember_batch(batch)
        if batch[-1].status is GameStatus.WON:
            self._won(batch)
            return
        parts = self.voice.batch_words(batch, self.brief())
        if self.tree.current() is not self._focus_obj:
            # The focused card went up: the sentence says where the focus is now, and
            # no Focus event is sent (as after the player's own move): Orca 43 spoke
            # the new focus first, cutting the move's sentence off, and out of order.
            # The next key reports the focus.
            now_on = self._now_on(batch[-1], after_move=False)
            self._record_focus()
            if now_on:
                parts.append(now_on)
        status = self._status_text(batch[-1].status, batch[-1].after)
        if status:
            parts.append(status)
        self.say(" ".join(parts))

    def _remember_move(self, change: Any, said: str | None) -> None:
        """Keep what a move, an undo or a redo did for L, in full words."""
        full = self.voice.change_text(change, self._elapsed(), False) if self.brief() else said
        self._last_move = [full] if full else []
        self._move_open = self.voice.status_follows(change)

    def _remember_batch(self, batch: list[Any]) -> None:
        """Keep the cards that went up by themselves for L: after the move they followed, or alone (A, the end game's finish)."""
        words = [part for part in self.voice.batch_words(batch, False) if part]
        self._last_move = [*self._last_move, *words] if self._move_open else words
        self._move_open = False

    def _won(self, batch: list[Any]) -> None:
        """The win, alone and first: the cards that went up by themselves to win
        are not listed (L says them, T the foundations, when asked)."""
        if self.tree.current() is not self._focus_obj:
            self._record_focus()
        self.say(self.voice.status_text(GameStatus.WON, self.state, self._elapsed()) or "")

    def _on_finish_started(self, timed: bool) -> None:
        if timed:
            self.say(msg.finishing())

    def _on_finished(self, batch: list[Any]) -> None:
        if batch:
            self._remember_batch(batch)
        if self.session.status is GameStatus.WON:
            # The win is what is heard. The focused card went up: the new focus is recorded
            # and, as after an auto-move, no Focus event is sent: Orca 43 spoke the emptied
            # pile first ("Column 5, empty. …", then "You won …"). The next key reports it.
            self._won(batch)
            return
        self.focus_moved(force=False)
        if batch:
            self.say(" ".join(self.voice.batch_words(batch, self.brief())))

    def _on_analysis(self) -> None:
        """A position the solver proved lost is told once (its answer comes a moment after the move; "no moves left" is
        the status's own sentence); a deal lost from its opening position once in all, with no undo advised."""
        text, key = self._dead_end(), self.state.key()
        if text is None or self.session.status is not GameStatus.IN_PROGRESS or self._start_loss_told \
                or key in self._dead_end_told:
            return
        self._dead_end_told.add(key)
        self._start_loss_told = self._at_start()
        if self._welcome_pending:
            self._after_welcome = text  # said with the welcome, after it
        else:
            self.say(text)

    def _at_start(self) -> bool:
        return not self.session.model.history

    def _dead_end(self) -> str | None:
        """The solver's proof that the position is lost, in a game that tells it: from
        the deal's opening position, or (an undo can help) from a later one."""
        if not self.voice.tells_dead_end or self.session.winnable() is not False:
            return None
        lost = self._at_start() or self.session.lost_from_start  # (the session keeps it, once proven)
        return msg.deal_lost_from_start() if lost else msg.fc_dead_end()

    # -- answers to the player's commands ------------------------------------------------
    def undone(self, changed: bool) -> None:
        """After an undo press: the change itself was told; else "Nothing to undo"."""
        if not changed:
            self.say(msg.nothing_to_undo())

    def redone(self, changed: bool) -> None:
        if not changed:
            self.say(msg.nothing_to_redo())

    def nothing_to_pick_up(self, pile: Any) -> None:
        self.say(self.voice.nothing_to_pick_up(pile))

    def broken_run(self, held: tuple[Card, ...], pile: Any) -> bool:
        """Say why ``held`` cannot be carried (a card that does not fit the one
        under it) and return True; False when it is a run."""
        error = self.voice.broken_run(held, pile)
        if error is not None:
            self.say(self.voice.illegal(error), assertive=True)  # say why now, not at the drop
        return error is not None

    def holding(self, held: tuple[Card, ...]) -> None:
        self.say(self.voice.holding(held, self.brief()))

    def nothing_held(self) -> None:
        self.say(msg.nothing_held())

    def let_go(self, card: Card) -> None:
        """The change being told let go of the held cards (``card`` the first): an
        undo, a draw or a deal while holding. Its sentence says they were put back."""
        self._let_go = card

    def put_back(self, card: Card) -> None:
        """Escape: the held cards went back. Where the cursor went with them, the focus moves silently and "Now on: …"
        follows in the same utterance, as after a move (one utterance per key)."""
        text = msg.put_back(card)
        if self.tree.current() is not self._focus_obj:
            self._record_focus()
            text = f"{text} {msg.now_on(self.voice.focus_words(self.state, self._cursor(), self.brief()))}"
        elif self.tree.current_name() != self._focus_name:  # renamed now nothing is held (Pyramid's
            self._record_focus()  # card says what removes it): the screen reader gets the name, not a 2nd sentence
            self.tree.notify_renamed()
        self.say(text)

    def no_card_here(self) -> None:
        self.say(msg.no_card_here())

    def no_place_for(self, card: Card) -> None:
        self.say(msg.no_place_for(card), assertive=True)

    def hint(self, move: Any, from_solver: bool) -> None:
        if self.session.status is GameStatus.WON:
            self.say(msg.hint_after_win())
            return
        dead_end = self._dead_end() if move is None else None
        if dead_end is not None:
            self.say(dead_end, kind=ANSWER)
            return
        text = msg.hint_text(None if move is None else self.voice.instruction(self.state, move), from_solver)
        if move is not None and self.session.status is GameStatus.NO_MOVES:
            text = f"{text} {msg.hint_no_help()}"  # legal, but "No move helps" was said
        self.say(text, kind=ANSWER)

    def find(self, text: str) -> Card | None:
        """Say where the typed card is; the card, or None when the text names none."""
        card = parse_card_text(text)
        if card is None:
            self.say(msg.find_not_a_card(text))
            return None
        self.say(self.voice.find(self.state, card))
        return card

    # -- the "say" commands --------------------------------------------------------------
    def say_moves(self) -> None:
        self.say(self.moves_text(), kind=ANSWER)

    def moves_text(self) -> str:
        """M's words: every legal move, as instructions in hint order."""
        state = self.state
        return msg.moves_list(self.voice.move_list(state), len(self.voice.hint_order(state)))

    def say_foundations(self) -> None:
        self.say(self.voice.foundations(self.state), kind=ANSWER)

    def say_waste_stock(self) -> None:
        """U: what lies aside (the waste and stock, the free cells, Spider's stock)."""
        self.say(self.voice.reserve(self.state), kind=ANSWER)

    def say_columns(self) -> None:
        self.say(self.voice.columns(self.state), kind=ANSWER)

    def say_room(self) -> None:
        """R: what can move now, where the game asks it."""
        text = self.voice.room(self.state)
        if text is not None:
            self.say(text, kind=ANSWER)

    def say_info(self) -> None:
        self.say(self.voice.info(self.state, self._elapsed(), self.session.winnable(),
                                 self.session.thinking()), kind=ANSWER)
