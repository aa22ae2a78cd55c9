"""Yukon: what it takes to play it (its model, board, keyboard and their words), which its
definition (:mod:`.yukon`) loads when the game is first played."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from ...a11y import klondike_describe as describe
from ...a11y import messages as msg
from ...model.model_base import AnyChange
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ...model.yukon_model import YukonModel
from ..yukon_board import YukonBoard
from ..yukon_keyboard import YukonKeyboard
from .definition import GamePlay


def _build(settings: Settings, statistics: StatisticsStore, window: QWidget,
           cache_dir: Path) -> tuple[GameSession, YukonBoard]:
    model = YukonModel(window)
    model.describe_move = msg.undo_step
    # The board hears of a change before the session passes it on (as Klondike's).
    board = YukonBoard(model, settings, window, cache_dir=cache_dir)
    return GameSession(model, settings, statistics, window), board




def _sound(change: AnyChange) -> str | None:
    move = change.transition
    assert move is not None  # (the sounds ask only of a move)
    return "reveal" if move.revealed is not None else None


PLAY = GamePlay(
    model=YukonModel,
    build=_build,
    keyboard=YukonKeyboard,
    illegal=describe.illegal,
    sound=_sound,
)
