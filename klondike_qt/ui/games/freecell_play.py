"""FreeCell: what it takes to play it (its model, board, keyboard and their words), which its
definition (:mod:`.freecell`) loads when the game is first played."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...a11y import freecell_describe as fc_describe
from ...a11y import messages as msg
from ...a11y.freecell_describe import illegal as freecell_illegal
from ...engine.status import GameStatus
from ...model.freecell_model import FreeCellModel
from ...model.model_base import AnyChange, AnyModel
from ...model.session import GameSession
from ...model.settings import Settings
from ...model.statistics_store import StatisticsStore
from ..freecell_board import FreeCellBoard
from ..freecell_keyboard import FreeCellKeyboard
from .definition import Banner, GamePlay, StatusLine, deal_label, won_banner

if TYPE_CHECKING:
    from ..settings_form import SettingsSection


def _build(settings: Settings, statistics: StatisticsStore, window: QWidget,
           cache_dir: Path) -> tuple[GameSession, FreeCellBoard]:
    model = FreeCellModel(window)
    model.describe_move = lambda t: msg.fc_undo_step(t.cards[0], t.target.place.value, t.target.number)
    session = GameSession(model, settings, statistics, window)
    return session, FreeCellBoard(session, settings, window, cache_dir=cache_dir)


def _banner(model: AnyModel, session: GameSession) -> Banner | None:
    status = model.status
    if status is GameStatus.READY_TO_FINISH and not session.finishing:
        return Banner("finish", msg.banner_finish_title(), msg.fc_banner_finish_body())
    if status is GameStatus.NO_MOVES:  # no legal move at all
        return Banner("stuck", msg.banner_stuck_title(), msg.banner_stuck_body())
    if status is GameStatus.IN_PROGRESS and session.winnable() is False:
        # Moves are left, but the solver has proved none wins (what the narrator says too);
        # from the opening position no undo can help, and none is advised.
        body = msg.banner_lost_from_start_body() if session.lost_from_start else msg.banner_dead_end_body()
        return Banner("stuck", msg.banner_dead_end_title(), body)
    if status is GameStatus.WON:
        return won_banner(fc_describe.win(model.elapsed_ms()), model.state.moves)
    return None


def _no_sound(_change: AnyChange) -> str | None:
    return None  # no stock to turn, nothing face down: every move is a plain drop


def _settings_section(settings: Settings) -> SettingsSection:
    """FreeCell's safe cards going up by themselves (the Play menu's switch too; at once)."""
    from ..settings_form import SettingsSection, group, setting_box  # the Settings dialog's: not at start-up

    box, form, _column = group(msg.freecell_title())
    auto_safe = setting_box(settings, "freecell_auto_safe", form, msg.settings_auto_safe_box())
    auto_safe.setAccessibleDescription(msg.settings_auto_safe_description())
    return SettingsSection(box, {"auto_safe": auto_safe}, ("freecell_auto_safe",))


PLAY = GamePlay(
    model=FreeCellModel,
    build=_build,
    keyboard=FreeCellKeyboard,
    status_line=lambda model: StatusLine((msg.freecell_title(), deal_label(model)), None),
    banner=_banner,
    illegal=freecell_illegal,
    sound=_no_sound,
    settings_section=_settings_section,
)
