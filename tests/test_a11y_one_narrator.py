"""The narrator's policy is one for every game (a11y/narration.py): each game
only brings its words. What every game must say the same way is checked here
once per game, so that a new game gets the check for free."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QLocale

from klondike_qt.a11y import messages as msg
from klondike_qt.a11y.announcer import RecordingAnnouncer
from klondike_qt.a11y.freecell_narrator import FreeCellNarrator
from klondike_qt.a11y.klondike_narrator import KlondikeNarrator
from klondike_qt.a11y.narration import GameNarrator
from klondike_qt.a11y.spider_narrator import SpiderNarrator
from klondike_qt.engine.freecell.advice import hint_order as freecell_hint_order
from klondike_qt.engine.klondike import Rules
from klondike_qt.engine.klondike.advice import hint_order
from klondike_qt.engine.spider.advice import hint_order as spider_hint_order
from klondike_qt.model.freecell_model import FreeCellModel
from klondike_qt.model.klondike_model import KlondikeModel
from klondike_qt.model.session import GameSession
from klondike_qt.model.spider_model import SpiderModel


class Tree:
    """A tree whose focus never moves: only the announcements are heard."""

    focus = object()

    def current(self) -> object:
        return self.focus

    def current_name(self) -> str:
        return "the focus"

    def notify_focus(self, force: bool = False) -> None:
        pass

    def refocus(self) -> None:
        pass


def _klondike() -> tuple[Any, type[GameNarrator], Callable[[Any], list[Any]]]:
    model = KlondikeModel(Rules())
    model.new_game(1)
    return model, KlondikeNarrator, hint_order


def _freecell() -> tuple[Any, type[GameNarrator], Callable[[Any], list[Any]]]:
    model = FreeCellModel()
    model.new_game(1)
    return model, FreeCellNarrator, freecell_hint_order


def _spider() -> tuple[Any, type[GameNarrator], Callable[[Any], list[Any]]]:
    model = SpiderModel(1)
    model.new_game(1)
    return model, SpiderNarrator, spider_hint_order


GAMES = {"klondike": _klondike, "freecell": _freecell, "spider": _spider}


class Rig:
    def __init__(self, game: str) -> None:
        QLocale.setDefault(QLocale("en_US"))
        self.model, narrator_type, self.hints = GAMES[game]()
        self.session = GameSession(self.model)
        self.session.use_solver(False)
        self.announcer = RecordingAnnouncer()
        self.narrator = narrator_type(self.session, self.announcer, Tree(), lambda: None)
        self.narrator.welcome_delay_ms = None
        self.winnable: bool | None = None
        self.session.winnable = lambda: self.winnable  # a stand-in for the solver

    def play_first_move(self) -> None:
        assert self.session.play(self.hints(self.model.state)[0])

    @property
    def said(self) -> list[str]:
        return [text for kind, text in self.announcer.log if kind == "say"]


@pytest.fixture(params=sorted(GAMES))
def rig(request, qapp) -> Rig:
    return Rig(request.param)


def test_the_info_says_a_lost_deal_cannot_be_won_at_the_opening_and_can_no_longer_be_won_later(rig):
    rig.winnable = False
    rig.narrator.say_info()
    assert rig.said[-1].endswith(" This deal cannot be won.")
    rig.play_first_move()
    rig.narrator.say_info()
    assert rig.said[-1].endswith(" The deal can no longer be won.")


def test_nothing_to_undo_or_redo_is_said(rig):
    rig.narrator.undone(rig.session.undo())
    rig.narrator.redone(rig.session.redo())
    assert rig.said == [msg.nothing_to_undo(), msg.nothing_to_redo()]


def test_a_move_an_undo_and_a_redo_are_one_utterance_each_and_no_focus_event(rig):
    rig.play_first_move()
    assert len(rig.announcer.log) == 1
    rig.announcer.clear_log()
    rig.narrator.undone(rig.session.undo())
    assert len(rig.announcer.log) == 1 and rig.said[0].startswith("Undone: ")
    rig.announcer.clear_log()
    rig.narrator.redone(rig.session.redo())
    assert len(rig.announcer.log) == 1 and rig.said[0].startswith("Redone: ")


def test_a_restart_that_leaves_a_started_game_says_it_counts_as_lost(rig):
    rig.play_first_move()
    rig.announcer.clear_log()
    rig.narrator.will_deal(restart=True, abandoned=True)
    rig.session.restart()
    assert len(rig.said) == 1
    assert rig.said[0].startswith("Restarted") and rig.said[0].endswith(" The game so far counts as lost.")


def test_a_position_proved_lost_is_told_once(rig):
    rig.play_first_move()
    rig.announcer.clear_log()
    rig.winnable = False
    rig.session.analysis_changed.emit()
    rig.session.analysis_changed.emit()  # the same position: not again
    if isinstance(rig.narrator, KlondikeNarrator):
        assert rig.said == []  # Klondike's players ask (I, H)
    else:
        assert rig.said == [msg.fc_dead_end()]


def test_a_deal_proved_lost_from_its_opening_is_told_once_with_no_undo_advised(rig):
    rig.winnable = False
    rig.session.analysis_changed.emit()
    rig.play_first_move()
    rig.session.analysis_changed.emit()  # a later position of a lost deal: nothing new to say
    if isinstance(rig.narrator, KlondikeNarrator):
        assert not any("cannot be won" in text for text in rig.said)  # Klondike's players ask (I, H)
    else:
        assert [text for text in rig.said if "cannot be won" in text] == [msg.deal_lost_from_start()]


def test_a_deal_proved_lost_before_the_welcome_follows_the_welcome_in_one_utterance(rig, qtbot):
    """The compiled FreeCell core proves deal 11982 lost in a third of a second, before the
    welcome: the welcome was silenced (CI, stop 34); now the news waits and follows it."""
    rig.narrator.welcome_delay_ms = 30
    rig.narrator.board_focused()
    rig.winnable = False
    rig.session.analysis_changed.emit()
    assert rig.said == []
    qtbot.waitUntil(lambda: bool(rig.said), timeout=2000)
    welcome = rig.narrator.voice.welcome(rig.model.deal_number, False)
    if isinstance(rig.narrator, KlondikeNarrator):
        assert rig.said == [welcome]  # Klondike's players ask (I, H)
    else:
        assert rig.said == [f"{welcome} {msg.deal_lost_from_start()}"]


def test_the_proof_is_still_said_when_the_player_spoke_before_the_welcome(rig, qtbot):
    rig.narrator.welcome_delay_ms = 30
    rig.narrator.board_focused()
    rig.winnable = False
    rig.session.analysis_changed.emit()
    rig.narrator.undone(rig.session.undo())  # a key before the welcome: "Nothing to undo"
    qtbot.wait(100)
    if isinstance(rig.narrator, KlondikeNarrator):
        assert rig.said == [msg.nothing_to_undo()]
    else:
        assert rig.said == [msg.nothing_to_undo(), msg.deal_lost_from_start()]
