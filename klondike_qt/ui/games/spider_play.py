"""Spider: what it takes to play it (its model, board, keyboard and their words), which its
definition (:mod:`.spider`) loads when the game is first played."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...a11y import messages as msg
from ...a11y import spider_describe as sp_describe
from ...a11y.spider_describe import illegal as spider_illegal
from ...engine.spider import SUIT_COUNTS
from ...engine.status import GameStatus
from ...model.model_base import AnyChange, AnyModel
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.spider_model import SpiderModel, has_winnable_list
from ...model.statistics_store import StatisticsStore
from ..spider_board import SpiderBoard
from ..spider_keyboard import SpiderKeyboard
from .definition import Banner, GamePlay, StatusLine, deal_label, won_banner

if TYPE_CHECKING:
    from ..settings_form import SettingsSection


def _build(settings: Settings, statistics: StatisticsStore, window: QWidget,
           cache_dir: Path) -> tuple[GameSession, SpiderBoard]:
    model = SpiderModel(int(settings.spider_suits), window)
    model.describe_move = sp_describe.undo_step
    session = GameSession(model, settings, statistics, window)
    return session, SpiderBoard(session, settings, window, cache_dir=cache_dir)


def _status_line(model: AnyModel) -> StatusLine:
    # "Random: no winnable list" while "winnable deals only" found no list for these suits.
    unlisted = (msg.sp_unlisted_status(),) if isinstance(model, SpiderModel) and model.unlisted else ()
    return StatusLine((msg.spider_title(model.variant()), deal_label(model), *unlisted), str(model.record_score()))


def _banner(model: AnyModel, session: GameSession) -> Banner | None:
    status = model.status
    if status is GameStatus.NO_MOVES:  # with rows in the stock: a column is empty, and stays so
        return Banner("stuck", msg.banner_stuck_title(),
                      msg.banner_spider_stuck_body() if model.state.stock else msg.banner_stuck_body())
    if status is GameStatus.WON:
        return won_banner(sp_describe.win(model.elapsed_ms(), model.record_score()), model.state.moves)
    return None


def _sound(change: AnyChange) -> str | None:
    # A dealt row sounds as the stock turned; a card turned up by itself as a reveal.
    move = change.transition
    assert move is not None  # (the sounds ask only of a move)
    if move.is_deal:
        return "turn"
    return "reveal" if move.turned else None


def _settings_section(settings: Settings) -> SettingsSection:
    """Spider's number of suits, the one the next deal uses (the Game menu's entries set it too),
    and "winnable deals only" (one setting with the other games'), which picks from the list of
    that number of suits. A number of suits with no list yet says so under the box, and the box
    says it to a screen reader: its deals are random whatever the box says."""
    from ..settings_form import (  # the Settings dialog's: not at start-up
        SettingNote,
        SettingsSection,
        choices,
        group,
        next_deal,
        setting_box,
        setting_combo,
    )

    box, form, column = group(msg.spider_name())
    options = choices(msg.settings_spider_suits_choices(), SUIT_COUNTS)
    suits = setting_combo(settings, "spider_suits", form, msg.settings_spider_suits_label(), options)
    winnable = setting_box(settings, "winnable_only", form, msg.settings_winnable_box())
    next_deal(suits, winnable)
    named = {value: text for text, value in options}
    no_list = SettingNote(settings, "spider_suits", lambda count: "" if has_winnable_list(int(count))
                          else msg.settings_spider_no_winnable_list(named[int(count)]), winnable)
    column.addWidget(no_list)
    return SettingsSection(box, {"suits": suits, "spider_winnable": winnable, "spider_no_list": no_list},
                           ("spider_suits", "winnable_only"))


PLAY = GamePlay(
    model=SpiderModel,
    build=_build,
    keyboard=SpiderKeyboard,
    status_line=_status_line,
    banner=_banner,
    illegal=spider_illegal,
    sound=_sound,
    settings_section=_settings_section,
)
