"""Klondike: the definition that plugs Klondike's modules into the window. What the menus,
the command line, F1 and the statistics read is here, cheap to import; its model, board
and keyboard are in :mod:`.klondike_play`, loaded when the game is first played."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...a11y import messages as msg
from ...engine.rules import SCORING_ORDER
from .definition import GameDefinition, GamePlay, MenuEntry, StatisticsMode


def _play() -> GamePlay:
    from .klondike_play import PLAY

    return PLAY


def _statistics_modes() -> list[StatisticsMode]:
    return [StatisticsMode(msg.statistics_mode(msg.window_title(), draw, name), "klondike", draw, scoring)
            for draw in (1, 3)
            for name, scoring in zip(msg.statistics_scoring_names(), SCORING_ORDER, strict=True)]


DEFINITION = GameDefinition(
    id="klondike",
    title=msg.window_title,
    name=lambda _draw: msg.window_title(),
    menu=(MenuEntry(
        "play_klondike",
        #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
        #: settings. & marks the Alt access letter.
        str(QT_TRANSLATE_NOOP("Actions", "Play &Klondike")),
        #: What the Game menu command "Play Klondike" does: its status-bar tip, and its line in the F1 key list.
        str(QT_TRANSLATE_NOOP("Actions", "Switch to Klondike; the game you leave is kept for when you come back."))),),
    rules_html=lambda: msg.help_rules_html() + msg.help_mouse_html(),
    statistics_modes=_statistics_modes,
    variant_option="draw",  # --draw deals a new game with that draw; the settings keep theirs
    play=_play,
)
