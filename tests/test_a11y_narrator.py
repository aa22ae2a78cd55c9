"""The narrator without a window: a session over a model, a recording
announcer and a stand-in for the accessible tree. What is said, in what order,
and what is left unsaid."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QLocale

from klondike_qt.a11y import klondike_describe as describe
from klondike_qt.a11y.announcer import RecordingAnnouncer
from klondike_qt.a11y.klondike_narrator import KlondikeNarrator
from klondike_qt.engine.cards import CARDS, Card
from klondike_qt.engine.klondike import COLUMNS, DRAW, STOCK, Move, Rules
from klondike_qt.engine.status import GameStatus
from klondike_qt.model import klondike_cursor as cur
from klondike_qt.model.klondike_cursor import Cursor
from klondike_qt.model.klondike_model import KlondikeModel
from klondike_qt.model.session import GameSession

C = Card.parse


class Tree:
    """The accessible tree's part the narrator reads: the focused object (a
    card or a pile: both are interned, so identity works) and its name."""

    def __init__(self, session: GameSession, cursor) -> None:
        self.session = session
        self.cursor = cursor
        self.focus_events = 0

    def current(self) -> object:
        state = self.session.model.state
        c = self.cursor()
        index = cur.focused_index(state, c)
        return c.pile if index is None else state.pile_cards(c.pile)[index]

    def current_name(self) -> str:
        state = self.session.model.state
        c = self.cursor()
        return describe.focus_text(state, c.pile, cur.focused_index(state, c), False, c.held)

    def notify_focus(self, force: bool = False) -> None:
        self.focus_events += 1

    def refocus(self) -> None:
        self.notify_focus(force=True)


class Rig:
    def __init__(self, deal: int | None = 1, layout=None, rules: Rules | None = None) -> None:
        QLocale.setDefault(QLocale("en_US"))
        self.model = KlondikeModel(rules or Rules())
        self.session = GameSession(self.model)
        self.session.use_solver(False)
        self.session.finish_interval_ms = 0
        self.cursor = Cursor(COLUMNS[0])
        # The keyboard adapter's part: the cursor lands before the narrator speaks.
        self.session.changed.connect(lambda change: setattr(
            self, "cursor", cur.after_change(change.after, self.cursor)))
        self.announcer = RecordingAnnouncer()
        self.tree = Tree(self.session, lambda: self.cursor)
        self.narrator = KlondikeNarrator(self.session, self.announcer, self.tree, lambda: self.cursor)
        self.narrator.welcome_delay_ms = None
        if layout is not None:
            self.model.new_game(None, rules, layout=layout)
        elif deal is not None:
            self.model.new_game(deal, rules)
        self.announcer.clear_log()

    @property
    def log(self) -> list[tuple[str, str]]:
        return self.announcer.log

    @property
    def said(self) -> list[str]:
        return [text for kind, text in self.announcer.log if kind == "say"]


def _layout(columns: list[tuple[str, ...]]):
    named = {code for col in columns for code in col}
    return (tuple(tuple(C(c) for c in col) for col in columns),
            tuple(card for card in CARDS if card.code not in named))


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def test_a_new_deal_reports_the_focus_first_then_the_deal():
    rig = Rig()
    rig.model.new_game(2)  # the focused card changed: its name is recorded before the deal is said
    assert rig.log == [("focus", rig.tree.current_name()), ("say", "Klondike, deal 2, draw 1.")]
    rig.announcer.clear_log()
    rig.model.new_game(2)  # the same card again: only the deal
    assert rig.log == [("say", "Klondike, deal 2, draw 1.")]


def test_a_move_is_said_without_a_focus_event_and_undo_redo_say_the_focus_after_the_result():
    rig = Rig()
    rig.session.play(DRAW)
    assert rig.log == [("say", "Turned queen of clubs. 23 left in stock.")]
    assert rig.tree.focus_events == 0
    rig.announcer.clear_log()
    rig.cursor = Cursor(STOCK)
    rig.narrator.focus_moved()
    events = rig.tree.focus_events
    rig.cursor = Cursor(COLUMNS[0])  # moved without telling: the undo says where the focus is, after its result
    rig.announcer.clear_log()
    assert rig.session.undo()
    assert rig.tree.current_name() == "7 of diamonds, column 1, card 1 of 1 face up"
    assert rig.log == [("say", "Undone: turned queen of clubs. Now on: 7 of diamonds, column 1, card 1 of 1 face up.")]
    assert rig.tree.focus_events == events  # one utterance: no focus event before it
    rig.session.redo()
    assert rig.said[-1] == "Redone: turned queen of clubs."  # the focus stayed on the same card


def test_a_move_away_from_the_focused_card_says_where_the_focus_is_now():
    # The 7h on the Qd of column 2 goes onto the 8c of column 1: the focus
    # stays on column 2, which now shows the queen of diamonds.
    # (A face-down 5c under the Ks: with every column card up the finish would be offered.)
    rig = Rig(deal=None, layout=_layout([("8c",), ("Qd", "7h"), ("5c", "Ks"), ("Kd",), ("Kh",), ("Kc",), ("Qs",)]))
    rig.cursor = Cursor(COLUMNS[1])
    rig.narrator.focus_moved()
    rig.announcer.clear_log()
    rig.session.play(Move.to(C("7h"), COLUMNS[0]))
    assert rig.said == ["Moved 7 of hearts to column 1, on 8 of clubs. Column 2 reveals the queen of diamonds."]


def test_nothing_to_undo_or_redo_is_said_only_when_nothing_changed():
    rig = Rig()
    rig.narrator.undone(rig.session.undo())
    rig.narrator.redone(rig.session.redo())
    assert rig.said == ["Nothing to undo.", "Nothing to redo."]
    rig.session.play(DRAW)
    rig.announcer.clear_log()
    rig.narrator.undone(rig.session.undo())
    assert rig.said == ["Undone: turned queen of clubs."]


def test_a_refused_move_says_why_assertively():
    rig = Rig()
    assert not rig.session.play(Move.to_foundation(C("7d")))
    assert rig.said == ["Can't put the 7 of diamonds on its foundation yet: it needs the ace of diamonds first."]
    assert rig.announcer.history[-1].assertive


def test_an_auto_move_is_told_once_for_the_whole_batch():
    rig = Rig(deal=None, layout=_layout([("Ac",), ("5s", "Ad"), ("5c", "Ks"), ("Kd",), ("Kh",), ("Kc",), ("Qs",)]))
    rig.narrator.focus_moved()  # the focus is on the ace of clubs
    rig.announcer.clear_log()
    events = rig.tree.focus_events
    batch = rig.session.auto_move()
    assert len(batch) == 2
    # The focused ace went up: one utterance says where the focus is now, with no
    # focus event (as after a move, and as in FreeCell: Orca spoke the focus over it).
    assert rig.said == ["Moved to the foundations: ace of clubs and ace of diamonds. Column 2 reveals the 5 of spades. "
                        "Now on: column 1, empty. Only a King can go here."]
    assert rig.tree.focus_events == events
    rig.announcer.clear_log()
    rig.session.auto_move()
    assert rig.said == ["No card can safely go to the foundations now."]


def _ready_to_finish(rig: Rig) -> None:
    from ui_helpers import winning_line

    for move in winning_line():
        if rig.model.status is GameStatus.READY_TO_FINISH:
            break
        rig.session.play(move)
    assert rig.model.status is GameStatus.READY_TO_FINISH
    rig.announcer.clear_log()


def test_a_finish_all_at_once_says_the_win_once():
    rig = Rig()
    _ready_to_finish(rig)
    rig.session.finish()
    assert rig.model.status is GameStatus.WON
    assert len(rig.said) == 1 and rig.said[0].startswith("You won in ")


def test_a_timed_finish_says_so_and_can_be_stopped(qtbot):
    rig = Rig()
    _ready_to_finish(rig)
    rig.session.finish_interval_ms = 30
    rig.session.finish()
    assert rig.said == ["Finishing. Press any key to stop."]
    assert rig.session.finishing
    moves = len(rig.model.history)
    qtbot.waitUntil(lambda: len(rig.model.history) > moves, timeout=2000)  # a card went up
    rig.session.stop_finishing()
    stopped_at = len(rig.model.history)
    qtbot.wait(100)
    assert len(rig.model.history) == stopped_at  # no tick after the stop
    assert not rig.session.finishing
    assert rig.said[-1] == "Finishing stopped. Press Enter to go on."
    rig.session.stop_finishing()  # nothing running: nothing said
    assert rig.said[-1] == "Finishing stopped. Press Enter to go on." and len(rig.said) == 2
    rig.session.finish()
    qtbot.waitUntil(lambda: rig.model.status is GameStatus.WON, timeout=5000)
    assert rig.said[-1].startswith("You won in ")
    assert not rig.session.finishing


def test_the_welcome_waits_and_holds_back_when_the_player_is_already_playing(qtbot):
    rig = Rig()
    rig.narrator.welcome_delay_ms = 20
    rig.narrator.board_focused()
    qtbot.waitUntil(lambda: bool(rig.said), timeout=2000)
    assert rig.said == ["Klondike, deal 1, draw 1. Press F1 for the list of keys."]
    quiet = Rig()
    quiet.narrator.welcome_delay_ms = 20
    quiet.narrator.board_focused()
    quiet.session.play(DRAW)
    qtbot.wait(80)
    assert quiet.said == ["Turned queen of clubs. 23 left in stock."]


def test_the_say_commands_read_the_state():
    rig = Rig()
    rig.narrator.say_foundations()
    rig.narrator.say_again()
    assert rig.log[-1] == ("say", rig.said[0])
    assert len(rig.said) == 2
    rig.narrator.say_info()
    assert rig.said[-1].endswith(" Not yet known whether the deal can still be won.")
