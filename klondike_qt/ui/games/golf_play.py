"""Golf: what it takes to play it (its model, board, keyboard and their words), which its
definition (:mod:`.golf`) loads when the game is first played."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...a11y import messages as msg
from ...a11y.golf_narrator import illegal, win_sentence
from ...a11y.messages import golf as gmsg
from ...engine.status import GameStatus
from ...model.golf_model import GolfModel
from ...model.model_base import AnyChange, AnyModel
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ..golf_board import GolfBoard
from ..golf_keyboard import GolfKeyboard
from .definition import Banner, GamePlay, StatusLine, deal_label, won_banner

if TYPE_CHECKING:
    from ..settings_form import SettingsSection


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



def _settings_section(settings: Settings) -> SettingsSection:
    from ..settings_form import waste_game_section  # loaded when the Settings dialog opens

    return waste_game_section(gmsg.golf_title, "golf", dim=True)(settings)


PLAY = GamePlay(
    model=GolfModel,
    build=_build,
    keyboard=GolfKeyboard,
    status_line=lambda model: StatusLine((gmsg.golf_title(), deal_label(model)), str(model.state.score)),
    banner=_banner,
    illegal=illegal,
    sound=_sound,
    settings_section=_settings_section,
)
