"""Pyramid: the definition that plugs Pyramid's modules into the window. What the menus,
the command line, F1 and the statistics read is here, cheap to import; its model, board
and keyboard are in :mod:`.pyramid_play`, loaded when the game is first played."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...engine.rules import Scoring
from .definition import GameDefinition, GamePlay, MenuEntry, StatisticsMode


def _title() -> str:
    from ...a11y.messages import pyramid as pmsg  # Pyramid's words: imported when first said

    return pmsg.pyramid_title()


def _rules_html() -> str:
    from ...a11y.messages import pyramid as pmsg

    return pmsg.pyramid_rules_html() + pmsg.pyramid_keys_html()


def _play() -> GamePlay:
    from .pyramid_play import PLAY

    return PLAY


DEFINITION = GameDefinition(
    id="pyramid",
    title=_title,
    menu=(MenuEntry(
        "play_pyramid",
        #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
        #: settings. & marks the Alt access letter.
        str(QT_TRANSLATE_NOOP("Actions", "Play &Pyramid")),
        #: What the Game menu command "Play Pyramid" does: its status-bar tip, and its line in the F1 key list.
        str(QT_TRANSLATE_NOOP("Actions", "Switch to Pyramid; the game you leave is kept for when you come back."))),),
    rules_html=_rules_html,
    statistics_modes=lambda: [StatisticsMode(_title(), "pyramid", 1, Scoring.STANDARD)],
    toolbar=frozenset({"draw"}),
    play=_play,
)
