"""FreeCell: the definition that plugs FreeCell's modules into the window. What the menus,
the command line, F1 and the statistics read is here, cheap to import; its model, board
and keyboard are in :mod:`.freecell_play`, loaded when the game is first played."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...a11y import messages as msg
from ...engine.rules import Scoring
from .definition import GameDefinition, GamePlay, MenuEntry, StatisticsMode


def _play() -> GamePlay:
    from .freecell_play import PLAY

    return PLAY


DEFINITION = GameDefinition(
    id="freecell",
    title=lambda: msg.freecell_title(),  # FreeCell's words are imported when first said
    name=lambda _variant: msg.freecell_title(),
    menu=(MenuEntry(
        "play_freecell",
        #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
        #: settings. & marks the Alt access letter.
        str(QT_TRANSLATE_NOOP("Actions", "Play &FreeCell")),
        #: What the Game menu command "Play FreeCell" does: its status-bar tip, and its line in the F1 key list.
        str(QT_TRANSLATE_NOOP("Actions", "Switch to FreeCell; the game you leave is kept for when you come back."))),),
    rules_html=lambda: msg.freecell_rules_html() + msg.freecell_keys_html(),
    statistics_modes=lambda: [StatisticsMode(msg.freecell_title(), "freecell", 1, Scoring.NONE)],
    play=_play,
)
