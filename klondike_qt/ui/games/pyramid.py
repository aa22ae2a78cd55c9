"""Pyramid: the definition that plugs Pyramid's modules into the window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from ...a11y import messages as msg
from ...a11y import pyramid_narrator
from ...a11y.messages import pyramid as pmsg
from ...engine.pyramid import PASSES
from ...engine.rules import Scoring
from ...model.model_base import AnyChange, AnyModel
from ...model.pyramid_model import PyramidModel
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ..pyramid_board import PyramidBoard
from ..pyramid_keyboard import PyramidKeyboard
from ..settings_form import waste_game_section
from .definition import GameDefinition, MenuEntry, StatisticsMode, StatusLine, deal_label


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


DEFINITION = GameDefinition(
    id="pyramid",
    model=PyramidModel,
    title=pmsg.pyramid_title,
    build=_build,
    keyboard=PyramidKeyboard,
    menu=(MenuEntry(
        "play_pyramid",
        #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
        #: settings. & marks the Alt access letter.
        str(QT_TRANSLATE_NOOP("Actions", "Play &Pyramid")),
        #: What the Game menu command "Play Pyramid" does: its status-bar tip, and its line in the F1 key list.
        str(QT_TRANSLATE_NOOP("Actions", "Switch to Pyramid; the game you leave is kept for when you come back."))),),
    status_line=_status_line,
    illegal=pyramid_narrator.illegal,
    rules_html=lambda: pmsg.pyramid_rules_html() + pmsg.pyramid_keys_html(),
    statistics_modes=lambda: [StatisticsMode(pmsg.pyramid_title(), "pyramid", 1, Scoring.STANDARD)],
    sound=_sound,
    toolbar=frozenset({"draw"}),
    settings_section=waste_game_section(pmsg.pyramid_title, "pyramid", dim=True),
)
