"""Golf: the definition that plugs Golf's modules into the window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from ...a11y import messages as msg
from ...a11y.golf_narrator import illegal, win_sentence
from ...a11y.messages import golf as gmsg
from ...engine.rules import Scoring
from ...engine.status import GameStatus
from ...model.golf_model import GolfModel
from ...model.model_base import AnyChange, AnyModel
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ..golf_board import GolfBoard
from ..golf_keyboard import GolfKeyboard
from ..settings_form import waste_game_section
from .definition import Banner, GameDefinition, MenuEntry, StatisticsMode, StatusLine, deal_label, won_banner


def _build(settings: Settings, statistics: StatisticsStore, window: QWidget,
           cache_dir: Path) -> tuple[GameSession, GolfBoard]:
    model = GolfModel(window)
    model.describe_move = lambda t: gmsg.gf_undo_step(t.change.card, t.change.column)
    session = GameSession(model, settings, statistics, window)
    return session, GolfBoard(session, settings, window, cache_dir=cache_dir)


def _banner(model: AnyModel, session: GameSession) -> Banner | None:
    status = model.status
    if status is GameStatus.NO_MOVES:
        return Banner("stuck", msg.banner_stuck_title(), msg.banner_stuck_body())
    if status is GameStatus.WON:
        return won_banner(win_sentence(model.state, model.elapsed_ms()), model.state.moves)
    return None


def _sound(change: AnyChange) -> str | None:
    move = change.transition
    assert move is not None  # (the sounds ask only of a move)
    return "turn" if move.change.is_draw else None


DEFINITION = GameDefinition(
    id="golf",
    model=GolfModel,
    title=gmsg.golf_title,
    name=lambda _variant: gmsg.golf_title(),
    build=_build,
    keyboard=GolfKeyboard,
    menu=(MenuEntry(
        "play_golf",
        #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
        #: settings. & marks the Alt access letter.
        str(QT_TRANSLATE_NOOP("Actions", "Play &Golf")),
        #: What the Game menu command "Play Golf" does: its status-bar tip, and its line in the F1 key list.
        str(QT_TRANSLATE_NOOP("Actions", "Switch to Golf; the game you leave is kept for when you come back."))),),
    status_line=lambda model: StatusLine((gmsg.golf_title(), deal_label(model)), str(model.state.score)),
    banner=_banner,
    illegal=illegal,
    rules_html=gmsg.golf_rules_html,
    # Strokes, lower is better; the rule book's scoring, not a points scoring (Scoring.NONE).
    statistics_modes=lambda: [StatisticsMode(gmsg.golf_title(), "golf", 1, Scoring.NONE, strokes=True)],
    sound=_sound,
    settings_section=waste_game_section(gmsg.golf_title, "golf", dim=True),
)
