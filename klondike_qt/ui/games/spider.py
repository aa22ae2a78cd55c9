"""Spider: the definition that plugs Spider's modules into the window. What the menus,
the command line, F1 and the statistics read is here, cheap to import; its model, board
and keyboard are in :mod:`.spider_play`, loaded when the game is first played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...a11y import messages as msg
from ...engine.rules import Scoring
from .definition import GameDefinition, GamePlay, MenuEntry, StatisticsMode

if TYPE_CHECKING:
    from ...model.settings import Settings


def _play() -> GamePlay:
    from .spider_play import PLAY

    return PLAY


def _statistics_modes() -> list[StatisticsMode]:
    from ...engine.spider import SUIT_COUNTS  # Spider's engine is imported when it is played or counted

    return [StatisticsMode(msg.spider_title(suits), "spider", suits, Scoring.STANDARD) for suits in SUIT_COUNTS]


def _set_suits(settings: Settings, suits: int) -> None:
    settings.spider_suits = suits


DEFINITION = GameDefinition(
    id="spider",
    title=lambda: msg.spider_name(),  # Spider's words are imported when first said
    name=lambda suits: msg.spider_title(suits),
    menu=(
        MenuEntry(
            "play_spider_1",
            #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
            #: settings. & marks the Alt access letter.
            str(QT_TRANSLATE_NOOP("Actions", "Play S&pider (One Suit)")),
            #: What the Game menu command "Play Spider (One Suit)" does: its status-bar tip, and its line in the F1 key list.
            str(QT_TRANSLATE_NOOP("Actions", "Play Spider with one suit, the easiest; a started game of Spider with other suits is left.")), 1),
        MenuEntry(
            "play_spider_2",
            #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
            #: settings. & marks the Alt access letter.
            str(QT_TRANSLATE_NOOP("Actions", "Play Spider (T&wo Suits)")),
            #: What the Game menu command "Play Spider (Two Suits)" does: its status-bar tip, and its line in the F1 key list.
            str(QT_TRANSLATE_NOOP("Actions", "Play Spider with two suits; a started game of Spider with other suits is left.")), 2),
        MenuEntry(
            "play_spider_4",
            #: Menu item in the Game menu (no key by default); also its row in the F1 key list and in the key
            #: settings. & marks the Alt access letter.
            str(QT_TRANSLATE_NOOP("Actions", "Play Spider (F&our Suits)")),
            #: What the Game menu command "Play Spider (Four Suits)" does: its status-bar tip, and its line in the F1 key list.
            str(QT_TRANSLATE_NOOP("Actions", "Play Spider with four suits, the hardest; a started game of Spider with other suits is left.")), 4),
    ),
    rules_html=lambda: msg.spider_rules_html() + msg.spider_keys_html(),
    statistics_modes=_statistics_modes,
    toolbar=frozenset({"draw"}),
    variant_option="suits",
    set_variant=_set_suits,
    play=_play,
)
