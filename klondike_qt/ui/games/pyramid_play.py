"""Pyramid: what it takes to play it (its model, board, keyboard and their words), which its
definition (:mod:`.pyramid`) loads when the game is first played."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...a11y import messages as msg
from ...a11y import pyramid_narrator
from ...a11y.messages import pyramid as pmsg
from ...engine.pyramid import PASSES
from ...model.model_base import AnyChange, AnyModel
from ...model.pyramid_model import PyramidModel
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ..pyramid_board import PyramidBoard
from ..pyramid_keyboard import PyramidKeyboard
from .definition import GamePlay, StatusLine, deal_label

if TYPE_CHECKING:
    from ..settings_form import SettingsSection


def _build(settings: Settings, statistics: StatisticsStore, window: QWidget,
           cache_dir: Path) -> tuple[GameSession, PyramidBoard]:
    model = PyramidModel(window)
    model.describe_move = pyramid_narrator.undo_step  # the Edit menu's "Undo …"
    session = GameSession(model, settings, statistics, window)
    # The board hears of a change through the session, before the keyboard (its items are in place).
    return session, PyramidBoard(session, settings, window, cache_dir=cache_dir)




def _sound(change: AnyChange) -> str | None:
    move = change.transition
    assert move is not None  # (the sounds ask only of a move)
    return "turn" if move.move.is_draw else None


def _status_line(model: AnyModel) -> StatusLine:
    state = model.state
    return StatusLine((pmsg.pyramid_title(), deal_label(model), msg.status_pass(state.pass_number, PASSES)),
                      str(state.score))



def _settings_section(settings: Settings) -> SettingsSection:
    from ..settings_form import waste_game_section  # loaded when the Settings dialog opens

    return waste_game_section(pmsg.pyramid_title, "pyramid", dim=True)(settings)


PLAY = GamePlay(
    model=PyramidModel,
    build=_build,
    keyboard=PyramidKeyboard,
    status_line=_status_line,
    illegal=pyramid_narrator.illegal,
    sound=_sound,
    settings_section=_settings_section,
)
