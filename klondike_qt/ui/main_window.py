"""The main window: the board, the menus built from the action table, the
status bar, and the game flow (new deal, restart, auto-finish, win, saves,
statistics). Keyboard play and screen-reader access are installed last by
:mod:`.keyboard`."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QToolBar, QWidget

from ..a11y import describe
from ..engine import MAX_DEAL_NUMBER, GameStatus, IllegalMove, Rules, Scoring
from ..model.autosave import Autosave, load_autosave
from ..model.game_model import GameModel, StateChange
from ..model.settings import ZOOM_MAX, ZOOM_MIN, Settings
from ..model.statistics_store import GameTracker, StatisticsStore
from ..model.storage import Profile
from .actions import ACTIONS, ACTIONS_BY_ID, Menu
from .board_view import BoardView
from .formatting import format_time, money
from .icons import toolbar_icon

ZOOM_STEP = 1.1
#: The commands a mouse player reaches most, on the toolbar (id, freedesktop icon name).
TOOLBAR = (("new_game", "document-new"), ("restart", "view-refresh"), ("undo", "edit-undo"),
           ("redo", "edit-redo"), ("hint", "dialog-information"))
FINISH_INTERVAL_MS = 110


class MainWindow(QMainWindow):
    """The game window. Public attributes used by the keyboard layer:
    ``model``, ``view``, ``settings``, ``actions`` (id → QAction), ``announcer``."""

    def __init__(self, profile: Profile | None = None, settings: Settings | None = None,
                 deal_number: int | None = None, draw: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.profile = profile or Profile.default()
        self.profile.folder.mkdir(parents=True, exist_ok=True)
        self.announcer: Any = None
        self.keyboard: Any = None
        defaults = {spec.id: spec.shortcuts for spec in ACTIONS}
        self.settings = settings or Settings(self.profile.settings_path, defaults, self)
        if not self.settings.default_shortcuts:
            self.settings.default_shortcuts = defaults
        self.statistics = StatisticsStore(self.profile.statistics_path, self)
        self.model = GameModel(self.settings.rules(), self)
        self.tracker = GameTracker(self.model, self.statistics, self)
        self.view = BoardView(self.model, self.settings, self, cache_dir=self.profile.cache_dir)
        self.setCentralWidget(self.view)
        self.setWindowTitle(self.tr("Klondike"))
        self.setObjectName("mainWindow")
        self.setMinimumSize(480, 380)
        geometry = self.settings.window_geometry
        if not (geometry and self.restoreGeometry(QByteArray.fromHex(geometry.encode("ascii")))):
            self.resize(1100, 780)

        self.actions: dict[str, QAction] = {}
        self.menus: dict[Menu, QMenu] = {}
        self._build_actions()
        self._build_status_bar()
        self._finish_timer = QTimer(self)
        self._finish_timer.setInterval(FINISH_INTERVAL_MS)
        self._finish_timer.timeout.connect(self._finish_tick)
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._update_status)
        self._clock.start()

        self.model.changed.connect(self._on_change)
        self.model.refused.connect(self._on_refused)
        self.model.undo_stack.indexChanged.connect(self._update_undo_texts)
        self.settings.changed.connect(self._on_setting)
        self.view.finish_requested.connect(self.start_auto_finish)
        self.view.interaction.connect(self.stop_auto_finish)  # any key on the board
        self.view.new_deal_requested.connect(self.new_deal)
        self.view.zoom_requested.connect(lambda step: self.zoom(ZOOM_STEP if step > 0 else 1 / ZOOM_STEP))
        self.view.viewport().installEventFilter(self)

        self._set_aside: list[tuple[str, str]] = []
        self._start_game(deal_number, draw)
        self.autosave = Autosave(self.model, self.profile.autosave_path, self)
        self.autosave.failed.connect(self._on_save_failed)
        self.tracker.save_first = self.autosave.flush  # the save reaches the disk before the statistics
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.autosave.flush)
        self._update_undo_texts()
        self.view.setFocus()

        from .keyboard import install_accessibility

        self.keyboard = install_accessibility(self)
        if self._set_aside:
            QTimer.singleShot(0, self._report_set_aside)

    # -- actions and menus ----------------------------------------------------------------
    def _build_actions(self) -> None:
        titles = {
            Menu.GAME: self.tr("&Game"), Menu.EDIT: self.tr("&Edit"), Menu.PLAY: self.tr("&Play"),
            Menu.QUERY: self.tr("&Say"), Menu.VIEW: self.tr("&View"), Menu.HELP: self.tr("&Help"),
        }
        bar = self.menuBar()
        for menu_id in Menu:
            self.menus[menu_id] = bar.addMenu(titles[menu_id])
        for spec in ACTIONS:
            if spec.id in ("statistics", "quit"):
                self.menus[spec.menu].addSeparator()
            action = QAction(spec.translated_text(), self)
            action.setObjectName(spec.id)
            action.setStatusTip(spec.translated_description())
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(action)
            self.menus[spec.menu].addAction(action)
            self.actions[spec.id] = action
            if spec.id == "quit":
                action.setMenuRole(QAction.MenuRole.QuitRole)
        self._apply_shortcuts()
        self._build_toolbar()
        handlers: dict[str, Callable[[], None]] = {
            "new_game": self.new_deal,
            "restart": self.restart,
            "choose_deal": self.choose_deal,
            "statistics": self.show_statistics,
            "settings": self.show_settings,
            "quit": self.close,
            "undo": self.undo,
            "redo": self.redo,
            "zoom_in": lambda: self.zoom(ZOOM_STEP),
            "zoom_out": lambda: self.zoom(1 / ZOOM_STEP),
            "zoom_reset": lambda: self.zoom(None),
            "about": self.show_about,
        }
        for action_id, handler in handlers.items():
            self.actions[action_id].triggered.connect(lambda *_, h=handler: h())

    def _build_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Toolbar"), self)
        toolbar.setObjectName("toolbar")
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action_id, icon in TOOLBAR:
            # A button of its own with the plain command name ("Undo", not
            # "Undo Move 7♥ …"), so the toolbar does not shift as the game goes.
            spec = ACTIONS_BY_ID[action_id]
            button = QAction(toolbar_icon(icon), spec.translated_text(), toolbar)
            button.setToolTip(spec.translated_description())
            button.triggered.connect(self.actions[action_id].trigger)
            toolbar.addAction(button)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        self.toolbar = toolbar

    def _apply_shortcuts(self) -> None:
        for action_id, action in self.actions.items():
            action.setShortcuts([QKeySequence(text) for text in self.settings.shortcuts_for(action_id)])

    def _update_undo_texts(self, *_: object) -> None:
        stack = self.model.undo_stack
        undo, redo = self.actions["undo"], self.actions["redo"]
        undo.setText(self.tr("&Undo %1").replace("%1", stack.undoText()).strip()
                     if stack.canUndo() else self.tr("&Undo"))
        redo.setText(self.tr("&Redo %1").replace("%1", stack.redoText()).strip()
                     if stack.canRedo() else self.tr("&Redo"))

    # -- status bar ------------------------------------------------------------------------
    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self._deal_label = QLabel()
        self._moves_label = QLabel()
        self._score_label = QLabel()
        self._time_label = QLabel()
        names = (self.tr("Deal"), self.tr("Moves"), self.tr("Score"), self.tr("Time"))
        for label, name in zip((self._deal_label, self._moves_label, self._score_label, self._time_label), names):
            label.setAccessibleName(name)
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)

    def _update_status(self) -> None:
        state = self.model.state
        rules = state.rules
        number = self.model.deal_number
        deal = self.tr("Deal %1").replace("%1", str(number)) if number is not None else self.tr("Custom deal")
        parts = [deal, self.tr("Draw %1").replace("%1", str(rules.draw))]
        if rules.max_passes is not None:
            parts.append(self.tr("Pass %1 of %2").replace("%1", str(state.passes))
                         .replace("%2", str(rules.max_passes)))
        self._deal_label.setText(" · ".join(parts))
        self._moves_label.setText(self.tr("Moves: %1").replace("%1", str(state.moves)))
        if rules.scoring is Scoring.NONE:
            self._score_label.hide()
        else:
            score = money(state.score) if rules.scoring.is_vegas else str(state.score)
            self._score_label.setText(self.tr("Score: %1").replace("%1", score))
            self._score_label.show()
        self._time_label.setText(self.tr("Time: %1").replace("%1", format_time(self.model.elapsed_ms())))

    # -- game flow ------------------------------------------------------------------------
    def _start_game(self, deal_number: int | None, draw: int | None) -> None:
        loaded = load_autosave(self.profile.autosave_path)
        for kind, backup in (("settings", self.settings.set_aside_to),
                             ("settings-values", getattr(self.settings, "values_kept_as", None)),
                             ("statistics", self.statistics.set_aside_to), ("save", loaded.backup)):
            if backup is not None:
                self._set_aside.append((kind, backup.name))
        if deal_number is None and draw is None and loaded.value is not None:
            self.model.restore(loaded.value)
            if self.model.status is not GameStatus.WON:
                return
        rules = self.settings.rules()
        if draw is not None:
            rules = replace(rules, draw=draw)
        self._deal(deal_number, rules)

    def _deal(self, deal_number: int | None, rules: Rules) -> None:
        self.stop_auto_finish()
        self.tracker.abandon()
        if deal_number is None:
            deal_number = self.pick_deal_number(rules)
        self.model.new_game(deal_number, rules, start_score=self.tracker.start_score(rules.scoring))

    def pick_deal_number(self, rules: Rules) -> int:
        """A random deal, from the winnable list when that setting is on and the list exists."""
        if self.settings.winnable_only:
            numbers = winnable_deals(rules.draw)
            if numbers:
                return random.choice(numbers)
        return random.randint(1, MAX_DEAL_NUMBER)

    def new_deal(self, deal_number: int | None = None) -> None:
        """A new deal with the current settings' rules (random unless a number is given)."""
        self._deal(deal_number, self.settings.rules())

    def restart(self) -> None:
        """This deal again from the start (a started game counts as lost)."""
        self.stop_auto_finish()
        rules = self.model.rules
        if rules.scoring is Scoring.VEGAS_CUMULATIVE and self.model.has_started:
            # The balance carries on from what this attempt left.
            saved = self.model.to_saved()
            self.tracker.abandon()
            self.model.new_game(saved.deal_number, rules, layout=saved.layout,
                                start_score=self.tracker.start_score(rules.scoring))
            return
        self.tracker.abandon()
        self.model.restart()

    def undo(self) -> None:
        self.stop_auto_finish()
        self.model.undo()

    def redo(self) -> None:
        self.stop_auto_finish()
        self.model.redo()

    # -- auto-finish -------------------------------------------------------------------------
    @property
    def auto_finishing(self) -> bool:
        return self._finish_timer.isActive() or bool(getattr(self.keyboard, "_finishing", False))

    def start_auto_finish(self) -> None:
        """Send the remaining cards up one per tick (one undo step each)."""
        if self.model.status is not GameStatus.READY_TO_FINISH or self.auto_finishing:
            return
        self.view.clear_banner()
        finish = getattr(self.keyboard, "finish", None)
        if finish is not None:
            finish()  # the keyboard layer runs it, announcing as it goes
        else:
            self._finish_timer.start()

    def stop_auto_finish(self) -> None:
        self._finish_timer.stop()
        if getattr(self.keyboard, "_finishing", False):
            self.keyboard.stop_finishing()

    def _finish_tick(self) -> None:
        if not self.model.finish_step():
            self._finish_timer.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A click on the board while cards rise stops them, and does nothing else.
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick) and self.auto_finishing:
            self.stop_auto_finish()
            self._update_banner()
            return True
        return super().eventFilter(watched, event)

    # -- reacting to the model ------------------------------------------------------------------
    def _on_change(self, change: StateChange) -> None:
        self._update_status()
        self._update_banner()
        if change.status is GameStatus.WON:
            self._finish_timer.stop()

    def _update_banner(self) -> None:
        status = self.model.status
        state = self.model.state
        if status is GameStatus.READY_TO_FINISH and not self.auto_finishing:
            self.view.show_banner("finish", self.tr("Ready to finish"),
                                  self.tr("Every card is face up. Press Enter or click to finish."))
        elif status is GameStatus.NO_MOVES:
            self.view.show_banner("stuck", self.tr("No moves left"), describe.no_moves())
        elif status is GameStatus.WON:
            elapsed = self.model.elapsed_ms()
            details = (self.tr("Time %1 · Moves %2")
                       .replace("%1", format_time(elapsed)).replace("%2", str(state.moves)))
            self.view.show_banner("won", self.tr("You won!"),
                                  "\n".join((describe.win(state, elapsed), details,
                                             self.tr("Click here or press F2 for a new deal."))))
        else:
            self.view.clear_banner()

    def _on_refused(self, error: IllegalMove) -> None:
        self.statusBar().showMessage(describe.illegal(error), 6000)

    def _on_save_failed(self, _error: OSError) -> None:
        text = describe.cannot_save(str(self.profile.folder))
        self.statusBar().showMessage(text, 30000)
        if self.announcer is not None:
            self.announcer.announce(text)

    def _report_set_aside(self) -> None:
        for kind, backup in self._set_aside:
            text = describe.file_set_aside(kind, backup)
            self.statusBar().showMessage(text, 20000)
            if self.announcer is not None:
                self.announcer.announce(text)
        self._set_aside.clear()

    # -- settings ------------------------------------------------------------------------------
    def _on_setting(self, name: str) -> None:
        if name == "key_bindings":
            self._apply_shortcuts()

    def zoom(self, factor: float | None) -> None:
        """Scale the cards by ``factor`` (None: fit the window), no larger than the
        window can show (saying so when a step is cut short)."""
        if factor is None:
            self.settings.zoom = 1.0
            return
        from ..a11y import messages as msg

        largest = max(ZOOM_MIN, min(ZOOM_MAX, int(self.view.max_zoom() * 100) / 100))
        value = min(self.settings.zoom, largest) * factor  # a saved zoom above the largest counts as it
        if value > largest + 1e-9:
            value = largest
            self.statusBar().showMessage(msg.zoom_largest(), 6000)
            if self.announcer is not None:
                self.announcer.announce(msg.zoom_largest())
        self.settings.zoom = round(min(largest, max(ZOOM_MIN, value)), 2)

    # -- dialogs -------------------------------------------------------------------------------
    def choose_deal(self) -> None:
        from .dialogs import DealNumberDialog

        dialog = DealNumberDialog(self.model.deal_number, self)
        if dialog.exec():
            self.new_deal(dialog.deal_number())

    def show_settings(self) -> None:
        from .dialogs import SettingsDialog

        SettingsDialog(self.settings, self).exec()

    def show_statistics(self) -> None:
        from .dialogs import StatisticsDialog

        StatisticsDialog(self.statistics, self.settings.rules(), self).exec()

    def show_about(self) -> None:
        from .about_dialog import AboutDialog

        AboutDialog(self).exec()

    # -- window events ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            self.model.set_paused(self.isMinimized())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_auto_finish()
        self.autosave.flush()
        self.settings.window_geometry = bytes(self.saveGeometry().toHex().data()).decode("ascii")
        self.settings.sync()
        super().closeEvent(event)


def winnable_deals(draw: int) -> tuple[int, ...]:
    """The winnable deal numbers for a draw mode, () when the list is not there."""
    try:
        from ..engine.winnable import parse_winnable
        from ..resource_files import read_resource

        return parse_winnable(read_resource("winnable", f"draw{draw}.txt").decode("utf-8"))
    except (ImportError, OSError, ValueError, UnicodeDecodeError):
        return ()
