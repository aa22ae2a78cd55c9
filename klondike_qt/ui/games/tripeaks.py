"""TriPeaks: the definition that plugs TriPeaks' modules into the window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from ...a11y import tripeaks_narrator
from ...a11y.messages import tripeaks as tmsg
from ...engine.rules import Scoring
from ...model.model_base import AnyChange
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ...model.tripeaks_model import TriPeaksModel, TriPeaksTransition
from ..settings_form import waste_game_section
from ..tripeaks_board import TriPeaksBoard
from ..tripeaks_keyboard import TriPeaksKeyboard
from .definition import GameDefinition, MenuEntry, StatisticsMode


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


DEFINITION = GameDefinition(
    id="tripeaks",
    model=TriPeaksModel,
    title=tmsg.tripeaks_title,
    build=_build,
    keyboard=TriPeaksKeyboard,
    menu=(MenuEntry(
        "play_tripeaks",
        #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
        #: settings. & marks the Alt access letter.
        str(QT_TRANSLATE_NOOP("Actions", "Play Tr&iPeaks")),
        #: What the Game menu command "Play TriPeaks" does: its status-bar tip, and its line in the F1 key list.
        str(QT_TRANSLATE_NOOP("Actions", "Switch to TriPeaks; the game you leave is kept for when you come back."))),),
    illegal=tripeaks_narrator.illegal,
    rules_html=lambda: tmsg.tripeaks_rules_html() + tmsg.tripeaks_keys_html(),
    statistics_modes=lambda: [StatisticsMode(tmsg.tripeaks_title(), "tripeaks", 1, Scoring.STANDARD)],
    sound=_sound,
    settings_section=waste_game_section(tmsg.tripeaks_title, "tripeaks", dim=False),
)
