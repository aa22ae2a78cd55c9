"""Golf: the definition that plugs Golf's modules into the window. What the menus,
the command line, F1 and the statistics read is here, cheap to import; its model, board
and keyboard are in :mod:`.golf_play`, loaded when the game is first played."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...engine.rules import Scoring
from .definition import GameDefinition, GamePlay, MenuEntry, StatisticsMode


def _title() -> str:
    from ...a11y.messages import golf as gmsg  # Golf's words: imported when first said

    return gmsg.golf_title()


def _rules_html() -> str:
    from ...a11y.messages import golf as gmsg

    return gmsg.golf_rules_html()


def _play() -> GamePlay:
    from .golf_play import PLAY

    return PLAY


DEFINITION = GameDefinition(
    id="golf",
    title=_title,
    name=lambda _variant: _title(),
    menu=(MenuEntry(
        "play_golf",
        #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
        #: settings. & marks the Alt access letter.
        str(QT_TRANSLATE_NOOP("Actions", "Play &Golf")),
        #: What the Game menu command "Play Golf" does: its status-bar tip, and its line in the F1 key list.
        str(QT_TRANSLATE_NOOP("Actions", "Switch to Golf; the game you leave is kept for when you come back."))),),
    rules_html=_rules_html,
    # Strokes, lower is better; the rule book's scoring, not a points scoring (Scoring.NONE).
    statistics_modes=lambda: [StatisticsMode(_title(), "golf", 1, Scoring.NONE, strokes=True)],
    play=_play,
)
