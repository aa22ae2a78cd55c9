"""Yukon: the definition that plugs Yukon's modules into the window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from ...a11y import klondike_describe as describe
from ...a11y import messages as msg
from ...a11y.messages import yukon as ymsg
from ...engine.rules import Scoring
from ...model.model_base import AnyChange
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ...model.yukon_model import YukonModel
from ..yukon_board import YukonBoard
from ..yukon_keyboard import YukonKeyboard
from .definition import GameDefinition, MenuEntry, StatisticsMode


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


DEFINITION = GameDefinition(
    id="yukon",
    model=YukonModel,
    title=ymsg.yukon_title,
    build=_build,
    keyboard=YukonKeyboard,
    menu=(MenuEntry(
        "play_yukon",
        #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
        #: settings. & marks the Alt access letter.
        str(QT_TRANSLATE_NOOP("Actions", "Play &Yukon")),
        #: What the Game menu command "Play Yukon" does: its status-bar tip, and its line in the F1 key list.
        str(QT_TRANSLATE_NOOP("Actions", "Switch to Yukon; the game you leave is kept for when you come back."))),),
    illegal=describe.illegal,
    rules_html=lambda: ymsg.yukon_rules_html() + ymsg.yukon_keys_html(),
    statistics_modes=lambda: [StatisticsMode(ymsg.yukon_title(), "yukon", 1, Scoring.STANDARD)],
    sound=_sound,
)
