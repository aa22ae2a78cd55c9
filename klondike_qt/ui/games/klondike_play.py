"""Klondike: what it takes to play it (its model, board, keyboard and their words), which its
definition (:mod:`.klondike`) loads when the game is first played."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...a11y import klondike_describe as describe
from ...a11y import messages as msg
from ...engine.klondike import ChangeKind
from ...engine.rules import SCORING_ORDER, Scoring
from ...engine.status import GameStatus
from ...model.klondike_model import KlondikeModel
from ...model.model_base import AnyChange, AnyModel
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ..formatting import money
from ..klondike_board import KlondikeBoard
from ..klondike_keyboard import KlondikeKeyboard
from .definition import Banner, GamePlay, StatusLine, deal_label, won_banner

if TYPE_CHECKING:
    from ..settings_form import SettingsSection


def _build(settings: Settings, statistics: StatisticsStore, window: QWidget,
           cache_dir: Path) -> tuple[GameSession, KlondikeBoard]:
    model = KlondikeModel(settings.rules(), window)
    model.describe_move = msg.undo_step
    # The board hears of a change before the session passes it on: its cards are in place
    # before the keyboard and the narrator ask for them.
    board = KlondikeBoard(model, settings, window, cache_dir=cache_dir)
    return GameSession(model, settings, statistics, window), board


def _status_line(model: AnyModel) -> StatusLine:
    state = model.state
    rules = state.rules
    parts = [deal_label(model), msg.status_draw(rules.draw)]
    if rules.max_passes is not None:
        parts.append(msg.status_pass(state.passes, rules.max_passes))
    if rules.scoring is Scoring.NONE:
        return StatusLine(tuple(parts), None)
    return StatusLine(tuple(parts), money(state.score) if rules.scoring.is_vegas else str(state.score))


def _banner(model: AnyModel, session: GameSession) -> Banner | None:
    state = model.state
    status = model.status
    if status is GameStatus.READY_TO_FINISH and not session.finishing:
        # The stock's cards are face down (but in thoughtful play): "every card in the columns".
        talon = bool(state.stock or state.waste)
        finish = msg.banner_finish_columns_body() if talon and not state.rules.thoughtful else msg.banner_finish_body()
        return Banner("finish", msg.banner_finish_title(), finish)
    if status is GameStatus.NO_MOVES and describe.stock_can_turn(state):  # turning the stock is no use
        return Banner("stuck", msg.banner_no_help_title(), msg.banner_no_help_body())
    if status is GameStatus.NO_MOVES:
        return Banner("stuck", msg.banner_stuck_title(), msg.banner_stuck_body())
    if status is GameStatus.WON:
        # The sentence gives the time and the score; the moves go under it.
        return won_banner(describe.win(state, model.elapsed_ms()), state.moves)
    return None


def _settings_section(settings: Settings) -> SettingsSection:
    """Klondike's rules for the next deal: the draw, the passes, the scoring, thoughtful play, winnable deals."""
    from ..settings_form import (  # the Settings dialog's: not at start-up
        SettingsSection,
        choices,
        group,
        next_deal,
        note,
        setting_box,
        setting_combo,
    )

    box, form, _column = group(msg.window_title(), note(msg.settings_rules_note()))
    fields = {
        "draw": setting_combo(settings, "draw", form, msg.settings_draw_label(),
                              choices(msg.settings_draw_choices(), (1, 3))),
        "passes": setting_combo(settings, "passes", form, msg.settings_passes_label(),
                                choices(msg.settings_passes_choices(), (None, 3, 1))),
        "scoring": setting_combo(settings, "scoring", form, msg.settings_scoring_label(),
                                 choices(msg.settings_scoring_choices(), SCORING_ORDER)),
        "thoughtful": setting_box(settings, "thoughtful", form, msg.settings_thoughtful_box()),
        "winnable": setting_box(settings, "winnable_only", form, msg.settings_winnable_box()),
    }
    next_deal(box, *fields.values())
    return SettingsSection(box, fields, ("draw", "passes", "scoring", "thoughtful", "winnable_only"))


def _sound(change: AnyChange) -> str | None:
    move = change.transition
    assert move is not None  # (the sounds ask only of a move)
    if move.kind in (ChangeKind.DRAW, ChangeKind.RECYCLE):
        return "turn"
    return "reveal" if move.revealed is not None else None


PLAY = GamePlay(
    model=KlondikeModel,
    build=_build,
    keyboard=KlondikeKeyboard,
    status_line=_status_line,
    banner=_banner,
    illegal=describe.illegal,
    sound=_sound,
    settings_section=_settings_section,
)
