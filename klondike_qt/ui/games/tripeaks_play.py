"""TriPeaks: what it takes to play it (its model, board, keyboard and their words), which its
definition (:mod:`.tripeaks`) loads when the game is first played."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...a11y import tripeaks_narrator
from ...a11y.messages import tripeaks as tmsg
from ...model.model_base import AnyChange
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ...model.tripeaks_model import TriPeaksModel, TriPeaksTransition
from ..tripeaks_board import TriPeaksBoard
from ..tripeaks_keyboard import TriPeaksKeyboard
from .definition import GamePlay

if TYPE_CHECKING:
    from ..settings_form import SettingsSection


def _undo_step(t: TriPeaksTransition) -> str:
    return tmsg.tp_undo_step(t.move.card)


def _build(settings: Settings, statistics: StatisticsStore, window: QWidget,
           cache_dir: Path) -> tuple[GameSession, TriPeaksBoard]:
    model = TriPeaksModel(window)
    model.describe_move = _undo_step
    session = GameSession(model, settings, statistics, window)
    return session, TriPeaksBoard(session, settings, window, cache_dir=cache_dir)




def _sound(change: AnyChange) -> str | None:
    t = change.transition
    assert t is not None  # (the sounds ask only of a move)
    if t.change.is_draw:
        return "turn"
    return "reveal" if t.change.turned_up and not change.is_undo else None



def _settings_section(settings: Settings) -> SettingsSection:
    from ..settings_form import waste_game_section  # loaded when the Settings dialog opens

    return waste_game_section(tmsg.tripeaks_title, "tripeaks", dim=False)(settings)


PLAY = GamePlay(
    model=TriPeaksModel,
    build=_build,
    keyboard=TriPeaksKeyboard,
    illegal=tripeaks_narrator.illegal,
    sound=_sound,
    settings_section=_settings_section,
)
