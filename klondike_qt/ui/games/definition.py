"""What a game is to the window: :class:`GameDefinition`, and the small values
its answers are made of. The table of games is :mod:`klondike_qt.ui.games`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...engine.rules import Scoring

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ...model.model_base import AnyChange, AnyModel
    from ...model.session import GameSession
    from ...model.settings import Settings
    from ...model.statistics_store import StatisticsStore
    from ..board_base import BoardBase
    from ..keyboard_base import KeyboardBase
    from ..settings_form import SettingsSection


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class MenuEntry:
    """One "Play …" entry of the Game menu (:mod:`..command_table` makes it a
    command): its id (key settings use it), its menu text and what it does
    (``QT_TRANSLATE_NOOP("Actions", …)`` literals, translated when shown), and
    the variant it plays (Spider's suits; None: the game as the settings have it)."""

    action_id: str
    text: str
    description: str
    variant: int | None = None


@dataclass(frozen=True, slots=True)
class StatisticsMode:
    """One line of the statistics dialog's "Games" list: its words and the
    records it sums (the record's game, "draw" and scoring)."""

    text: str
    game: str
    draw: int
    scoring: Scoring
    #: Scored in strokes (Golf): every finished deal scores, lower is better; the
    #: dialog gives the best and the average over them.
    strokes: bool = False


@dataclass(frozen=True, slots=True, eq=False)
class Banner:
    """What the board's banner shows: its kind ("won", "finish", "stuck"), title and body."""

    kind: str
    title: str
    body: str


@dataclass(frozen=True, slots=True, eq=False)
class StatusLine:
    """The game's own part of the status bar: the deal label's parts ("Deal 5",
    "Draw 3", "Pass 1 of 3") and the score's text (None: the game keeps no score)."""

    deal: tuple[str, ...]
    score: str | None


def won_banner(sentence: str, moves: int) -> Banner:
    """The banner of a won game: the game's sentence (time, score), the moves, the offer of a new deal."""
    from ...a11y import messages as msg

    return Banner("won", msg.banner_won_title(), "\n".join((sentence, msg.banner_won_moves(moves), msg.banner_new_deal())))


def plain_banner(model: AnyModel, session: GameSession) -> Banner | None:
    """The banner most games show: "every card can go up" (when the game has a finish),
    "no moves left", and the win with its time and score."""
    from ...a11y import messages as msg
    from ...engine.status import GameStatus

    status = model.status
    if status is GameStatus.READY_TO_FINISH and not session.finishing:
        return Banner("finish", msg.banner_finish_title(), msg.banner_finish_body())
    if status is GameStatus.NO_MOVES:
        return Banner("stuck", msg.banner_stuck_title(), msg.banner_stuck_body())
    if status is GameStatus.WON:
        score = None if model.scoring() is Scoring.NONE else model.record_score()
        return won_banner(msg.won(msg.duration(model.elapsed_ms()), score), model.state.moves)
    return None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class GamePlay:
    """The part of a game the window needs only to play it: its model, board and keyboard
    classes and their words. Each game keeps it in ``ui/games/<game>_play.py``, which
    imports those modules; its :class:`GameDefinition` loads it on first use, so
    that a start imports the game in play's modules alone (issue 30)."""

    #: The game's model class (its rules, deals, saves and solver on the model floor).
    model: type[AnyModel]
    #: (settings, statistics, window, cache folder) → the game's session (holding its model) and board.
    build: Callable[[Settings, StatisticsStore, QWidget, Path], tuple[GameSession, BoardBase[Any, Any]]]
    #: The game's keyboard adapter (it owns the game's narrator and accessible tree, and says
    #: which optional commands the game has and its own words for commands): built as
    #: ``keyboard(board, session, announcer, settings, actions, window)``.
    keyboard: type[KeyboardBase[Any, Any]]
    #: The words of a refused move (the status bar shows them).
    illegal: Callable[[Any], str]
    #: The earcon a change sounds ("turn", "reveal"; None: the plain "drop").
    sound: Callable[[AnyChange], str | None]
    #: The game's own section of the Settings dialog, built for the settings: a group box
    #: titled with the game's name, its fields, the settings it changes (None: the game has
    #: no settings of its own; the common ones are the dialog's).
    settings_section: Callable[[Settings], SettingsSection] | None = None
    #: The game's part of the status bar (None: its title, the deal and, where it keeps one, the score).
    status_line: Callable[[AnyModel], StatusLine] | None = None
    #: The banner for the position (None: no banner; by default :func:`plain_banner`).
    banner: Callable[[AnyModel, GameSession], Banner | None] = plain_banner


@dataclass(frozen=True, eq=False, repr=False)
class GameDefinition:
    """Everything the window needs to play one game (see the module doc).

    What the menus, the command line, F1 and the statistics read of every game
    (its name, menu entries, variant, rules) is here, cheap to import; what it
    takes to play it (``model``, ``build``, ``keyboard`` and their words) is its
    :class:`GamePlay`, which ``play`` loads on first use: the properties below read it.
    ``build`` makes the game's model, session and board (in the order its
    board needs to hear of changes); ``keyboard`` is its keyboard adapter
    (which owns its narrator and accessible tree)."""

    #: The name saves, statistics, settings and the command line use ("klondike").
    id: str
    #: The game's name ("Klondike", "FreeCell", "Spider").
    title: Callable[[], str]
    #: The Game menu's entries that play this game.
    menu: tuple[MenuEntry, ...]
    #: The F1 dialog's rules page: the game's rules and its own keys, as HTML.
    rules_html: Callable[[], str]
    #: The statistics dialog's lines for this game.
    statistics_modes: Callable[[], list[StatisticsMode]]
    #: The game's :class:`GamePlay` (importing its model, board and keyboard modules the first time).
    play: Callable[[], GamePlay]
    #: The toolbar's optional buttons this game shows (Spider's "draw": Deal a Row).
    toolbar: frozenset[str] = frozenset()
    #: Which command-line option names the variant ("draw", "suits"; None: no variant).
    variant_option: str | None = None
    #: The settings the next deal's variant comes from: set it (a menu entry, the
    #: command line) and follow the game restored (F2 then deals the same variant).
    set_variant: Callable[[Settings, int], None] | None = None
    #: The game's name for a variant ("Spider, two suits"; None: its title).
    name: Callable[[int], str] | None = None

    @property
    def model(self) -> type[AnyModel]:
        """The game's model class."""
        return self.play().model

    @property
    def build(self) -> Callable[[Settings, StatisticsStore, QWidget, Path],
                                tuple[GameSession, BoardBase[Any, Any]]]:
        """(settings, statistics, window, cache folder) → the game's session and board."""
        return self.play().build

    @property
    def keyboard(self) -> type[KeyboardBase[Any, Any]]:
        """The game's keyboard adapter class."""
        return self.play().keyboard

    @property
    def illegal(self) -> Callable[[Any], str]:
        """The words of a refused move."""
        return self.play().illegal

    @property
    def sound(self) -> Callable[[AnyChange], str | None]:
        """The earcon a change sounds."""
        return self.play().sound

    @property
    def settings_section(self) -> Callable[[Settings], SettingsSection] | None:
        """The game's own section of the Settings dialog (None: it has none)."""
        return self.play().settings_section

    @property
    def banner(self) -> Callable[[AnyModel, GameSession], Banner | None]:
        """The banner for the position."""
        return self.play().banner

    def name_of(self, variant: int) -> str:
        """The game's name for ``variant`` ("Klondike", "Spider, two suits")."""
        return self.name(variant) if self.name is not None else self.title()

    def status_of(self, model: AnyModel) -> StatusLine:
        """The game's part of the status bar for the position."""
        status_line = self.play().status_line
        if status_line is not None:
            return status_line(model)
        return StatusLine((self.title(), deal_label(model)),
                          None if model.scoring() is Scoring.NONE else str(model.record_score()))


def deal_label(model: AnyModel) -> str:
    """ "Deal 617", or "Custom deal" for a deal given as a layout."""
    from ...a11y import messages as msg

    number = model.deal_number
    return msg.status_deal(number) if number is not None else msg.status_custom_deal()
