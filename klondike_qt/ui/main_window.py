"""The main window: the board, the menus and toolbar built from the command
table, the status bar and the banners. The game flow is the
:class:`~klondike_qt.model.session.GameSession`'s; keyboard play and
screen-reader access are the game's keyboard's (:class:`~.keyboard_base.KeyboardBase`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QToolBar, QWidget

from ..a11y import describe_common
from ..a11y import messages as msg
from ..a11y.announcer import ANSWER, Announcement, QtAnnouncer, speaking_ms
from ..engine.status import GameStatus
from ..model.autosave import load_autosave, saved_record
from ..model.model_base import AnyChange
from ..model.settings import ZOOM_MAX, ZOOM_MIN, Settings
from ..model.statistics_store import StatisticsStore
from ..model.storage import Profile, is_set_aside
from .actions import ZOOM_STEP, ActionSpec, Menu, Submenu
from .command_table import COMMANDS, COMMANDS_BY_ID, connect_commands
from .formatting import format_time
from .games import GAMES, find_game, game_ids
from .icons import toolbar_icon
from .keyboard_base import KeyboardBase
from .shortcuts import dropped_keys_report
from .status_bar import StatusBar
from .window_size import LEAST, first_size

#: The commands a mouse player reaches most, on the toolbar (id, freedesktop icon name).
TOOLBAR = (("new_game", "document-new"), ("restart", "view-refresh"), ("undo", "edit-undo"),
           ("redo", "edit-redo"), ("hint", "dialog-information"), ("draw", "go-down"))
#: Toolbar buttons shown only in the games whose definition asks for them (``toolbar``):
#: Spider's "Deal a Row" (Klondike's stock is turned on the board itself, one click away,
#: as in every Klondike; Spider's players look for the button).
OPTIONAL_TOOLBAR = frozenset({"draw"})
#: A menu separator goes before these commands (in their menu or submenu): the Game menu's
#: dialogs and Quit; in the Play menu, the card commands, the helpers; in "Go To", the columns
#: and the other piles.
SEPARATE_BEFORE = frozenset({"statistics", "quit", "pick_or_drop", "hint", "focus_column_1", "focus_cells"})


#: An answer stays in the status bar at least this long (a long one: about twice its reading time).
ANSWER_SHOWN_MS = 8000


class MainWindow(QMainWindow):
    """The game window. Public attributes: ``session`` (and its ``model``),
    ``view``, ``settings``, ``actions`` (id → QAction), ``announcer``,
    ``keyboard`` and ``narrator``."""

    def __init__(self, profile: Profile | None = None, settings: Settings | None = None,
                 deal_number: int | None = None, draw: int | None = None,
                 parent: QWidget | None = None, game: str | None = None, suits: int | None = None) -> None:
        super().__init__(parent)
        self.profile = profile or Profile.default()
        self.profile.folder.mkdir(parents=True, exist_ok=True)
        defaults = {spec.id: spec.shortcuts for spec in COMMANDS}
        self.settings = settings or Settings(self.profile.settings_path, defaults, self)
        if not self.settings.default_shortcuts:
            self.settings.default_shortcuts = defaults
        self.statistics = StatisticsStore(self.profile.statistics_path, self)
        #: The game in play ("klondike", "freecell", "spider"): the command line's, else the last one played.
        self.game: str = game if game in game_ids() else str(self.settings.game)
        if self.game not in game_ids():
            self.game = GAMES[0].id
        #: The game in play's definition: everything the window asks of the game.
        self.definition = find_game(self.game)
        #: The variant asked for on the command line (Klondike's --draw, Spider's --suits;
        #: None: the saved game's, or the setting's).
        self._variant_asked = {"draw": draw, "suits": suits}.get(self.definition.variant_option or "")
        if self._variant_asked is not None and self.definition.set_variant is not None:
            self.definition.set_variant(self.settings, self._variant_asked)
        if self.settings.game != self.game:
            self.settings.game = self.game
        #: What was said in each game left in this window (the history panel shows it on coming back).
        self._histories: dict[str, list[str]] = {}
        #: Work that can wait until the board has painted once (None: it has; see :meth:`after_first_paint`).
        self._after_first_paint: list[Callable[[], None]] | None = []
        self.after_first_paint(self.statistics.prepare_writes)  # a long history: its first write as fast
        self._make_game()
        self.setObjectName("mainWindow")
        self.setMinimumSize(LEAST)
        geometry = self.settings.window_geometry
        # A saved place is kept on the screen by restoreGeometry itself (moved in, no larger than the screen).
        if not (geometry and self.restoreGeometry(QByteArray.fromHex(geometry.encode("ascii")))):
            self.resize(first_size(self.screen().availableGeometry().size() if self.screen() else None))

        # Shadows QWidget.actions() on purpose: the dialogs and tests read it by id.
        self.actions: dict[str, QAction] = {}  # type: ignore[assignment]
        self.menus: dict[Menu, QMenu] = {}
        #: The submenus (the Play menu's "Go To"), by what they gather.
        self.submenus: dict[Submenu, QMenu] = {}
        self._toolbar_buttons: dict[str, QAction] = {}
        self._games_group: QActionGroup | None = None
        self._build_actions()
        self._build_status_bar()
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._update_status)
        self._clock.start()

        self.settings.changed.connect(self._on_setting)
        app = QCoreApplication.instance()
        if app is not None:  # before whoever releases the profile at quit connects
            app.aboutToQuit.connect(self._on_quit)

        #: Sentences for the player once the window is up: files set aside, key bindings dropped.
        self._start_notes: list[str] = self._profile_notes()
        self._connect_game()
        self._start_game(deal_number)
        self._finish_game_setup()
        connect_commands(self.actions, self)
        keys_note = dropped_keys_report(self.settings)
        if keys_note is not None:
            self._start_notes.append(keys_note)
        if self._start_notes:
            QTimer.singleShot(0, self._report_start_notes)

    # -- the game in play (the game seam) -------------------------------------------------
    def _make_game(self) -> None:
        """The model, board, session and announcer of :attr:`game`."""
        self.session, self.view = self.definition.build(self.settings, self.statistics, self,
                                                        self.profile.cache_dir)
        self.model = self.session.model
        self.tracker = self.session.tracker
        self.announcer = QtAnnouncer(self.view, legacy_notify=self.settings.get("orca_fallback"))
        self.setCentralWidget(self.view)

    def _connect_game(self) -> None:
        """Connect the game in play to the window (before it starts: the window shows its start)."""
        self.session.changed.connect(self._on_change)
        self.session.refused.connect(self._on_refused)
        self.session.analysis_changed.connect(self._update_banner)  # FreeCell's proven dead end
        self.model.undo_stack.indexChanged.connect(self._update_undo_texts)
        self.announcer.announced.connect(self._on_announced)
        self.view.finish_requested.connect(self.start_auto_finish)
        self.view.interaction.connect(self.session.stop_finishing)  # any key on the board
        self.view.new_deal_requested.connect(lambda: self.new_deal(ask=False))  # the banner's own offer
        self.view.zoom_requested.connect(lambda step: self.zoom(ZOOM_STEP if step > 0 else 1 / ZOOM_STEP))
        self.view.viewport().installEventFilter(self)

    def _finish_game_setup(self) -> None:
        """Save the game in play after every change, and give it its keyboard."""
        self.autosave = self.session.start_autosave(self.profile.autosave_path_for(self.model.autosave_name))
        self.autosave.failed.connect(self._on_save_failed)
        self._update_undo_texts()
        self.view.setFocus()
        self.keyboard: KeyboardBase[Any, Any] = self.definition.keyboard(
            self.view, self.session, self.announcer, self.settings, self.actions, self)
        self.narrator = self.keyboard.narrator
        from .sounds import SoundCues

        self.sounds = SoundCues(self.session, self.settings, self, cue_of=self.definition.sound)
        self.after_first_paint(self.sounds.prepare)  # Qt Multimedia, if a cue is on
        self.keyboard.picked_up.connect(lambda: self.sounds.play("pick_up"))
        self.view.drag_started.connect(lambda: self.sounds.play("pick_up"))
        self._apply_game_to_actions()

    def _apply_game_to_actions(self) -> None:
        """Each command for the game in play shows, with its words for this game; the others hide."""
        keys = type(self.keyboard)
        for spec in COMMANDS:
            action = self.actions.get(spec.id)
            if action is None:
                continue
            mine = keys.offers(spec)
            action.setVisible(mine)
            if spec.id not in ("undo", "redo"):  # their text names the move (_update_undo_texts)
                action.setEnabled(mine)
                action.setText(spec.translated_text(keys.WORDS))
                action.setStatusTip(spec.translated_description(keys.WORDS))
        for action_id, button in self._toolbar_buttons.items():
            button.setVisible(action_id not in OPTIONAL_TOOLBAR or action_id in self.definition.toolbar)
            button.setText(COMMANDS_BY_ID[action_id].translated_text(keys.WORDS))
            button.setToolTip(COMMANDS_BY_ID[action_id].translated_description(keys.WORDS))
        if self._games_group is None:  # one of the games is checked, as radio items
            self._games_group = QActionGroup(self)
            self._games_group.setExclusive(True)
            for definition in GAMES:
                for entry in definition.menu:
                    self.actions[entry.action_id].setCheckable(True)
                    self._games_group.addAction(self.actions[entry.action_id])
        for definition in GAMES:
            for entry in definition.menu:
                self.actions[entry.action_id].setChecked(
                    definition.id == self.game and entry.variant in (None, self.model.variant()))
        auto_safe = self.actions["auto_safe"]
        auto_safe.setCheckable(True)
        auto_safe.setChecked(bool(self.settings.freecell_auto_safe))

    def switch_game(self, game: str) -> None:
        """Play ``game`` (the Game menu): the game left is saved and comes back
        where it was when it is chosen again; the one chosen goes on where it was left."""
        if game not in game_ids():
            return
        if game == self.game:
            self._apply_game_to_actions()  # a checkable item unchecks itself when clicked again
            return
        self.session.end()  # saved now; nothing of it goes on (search, saves, statistics)
        self.session.changed.disconnect(self._on_change)
        self.session.refused.disconnect(self._on_refused)
        self.session.analysis_changed.disconnect(self._update_banner)
        self.model.undo_stack.indexChanged.disconnect(self._update_undo_texts)
        from .history_panel import PANEL_LINES, HistoryPanel

        old = (self.keyboard, self.view, self.session, self.model, self.announcer, self.autosave, self.sounds)
        # A won game does not come back (choosing it again deals anew): nothing is said of it.
        won = self.model.status is GameStatus.WON
        left = None if won else self.definition.name_of(self.model.variant())
        said = self._histories.get(self.game, []) + [item.text for item in self.announcer.history]
        self._histories[self.game] = said[-PANEL_LINES:]
        self.view.viewport().removeEventFilter(self)
        self.takeCentralWidget()
        self.game = game
        self.definition = find_game(game)
        self.settings.game = game
        self._make_game()
        self._connect_game()
        self._start_game(None)
        self._finish_game_setup()
        self.narrator.left_behind = left  # its welcome says the game left is saved
        self._update_status()
        self._update_banner()
        panel = self.findChild(HistoryPanel, "announcement_history_dock")
        if panel is not None:  # an open panel shows the game now in play, not the one left
            panel.follow(self.announcer, self.history_before(), self.view)
        for obj in old:
            obj.deleteLater()
        if self.view.hasFocus():  # the board had the focus before its keyboard listened: say where we are
            self.narrator.board_focused()
        if self._start_notes:
            QTimer.singleShot(0, self._report_start_notes)

    def history_before(self) -> list[str]:
        """What was said in the game in play before it was last left (for the history panel)."""
        return list(self._histories.get(self.game, ()))

    def play_game(self, game: str, variant: int | None = None) -> None:
        """The Game menu's "Play …" entries: ``game``, with ``variant`` (Spider's
        suits) when the entry names one. From another game, the game left there
        comes back first; then, from there or within the game, another variant is
        a new deal, asking first when a started game would be lost (one question,
        whichever game the player came from)."""
        definition = find_game(game)
        if game != self.game:
            if variant is not None and definition.set_variant is not None:
                definition.set_variant(self.settings, variant)  # what a fresh deal of it deals
            self.switch_game(game)
            if self.game != game:
                return
        if variant is None or definition.set_variant is None or self.model.variant() == variant:
            self._apply_game_to_actions()  # a checkable item unchecks itself when clicked again
            return
        abandoned = self._leaving(False)
        if abandoned is None:
            self._apply_game_to_actions()
            return
        definition.set_variant(self.settings, variant)
        self.narrator.will_deal(restart=False, abandoned=abandoned)
        self.session.new_deal()
        self._update_title()
        self._apply_game_to_actions()

    def toggle_auto_safe(self) -> None:
        """FreeCell: the safe cards going up by themselves after each move, on or off."""
        self.settings.freecell_auto_safe = not self.settings.freecell_auto_safe
        self.actions["auto_safe"].setChecked(bool(self.settings.freecell_auto_safe))
        self.announcer.announce(msg.fc_auto_safe_state(bool(self.settings.freecell_auto_safe)))

    # -- actions and menus ----------------------------------------------------------------
    def _build_actions(self) -> None:
        titles = dict(zip((Menu.GAME, Menu.EDIT, Menu.PLAY, Menu.QUERY, Menu.VIEW, Menu.HELP), msg.menu_titles(),
                          strict=True))
        bar = self.menuBar()
        for menu_id in Menu:
            self.menus[menu_id] = bar.addMenu(titles[menu_id])
        for spec in COMMANDS:
            menu = self._menu_of(spec)
            if spec.id in SEPARATE_BEFORE:
                menu.addSeparator()
            action = QAction(spec.translated_text(), self)
            action.setObjectName(spec.id)
            action.setStatusTip(spec.translated_description())
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.setMenuRole(spec.role)
            self.addAction(action)  # its keys work wherever its menu item is
            menu.addAction(action)
            self.actions[spec.id] = action
        self._apply_shortcuts()
        self._build_toolbar()

    def _menu_of(self, spec: ActionSpec) -> QMenu:
        """The menu a command is listed in: its menu, or its submenu there (made at its first command)."""
        if spec.submenu is None:
            return self.menus[spec.menu]
        submenu = self.submenus.get(spec.submenu)
        if submenu is None:
            submenu = self.menus[spec.menu].addMenu({Submenu.GO_TO: msg.go_to_menu_title()}[spec.submenu])
            submenu.setObjectName(f"{spec.submenu.value}_menu")
            self.submenus[spec.submenu] = submenu
        return submenu

    def _build_toolbar(self) -> None:
        toolbar = QToolBar(msg.toolbar_name(), self)
        toolbar.setObjectName("toolbar")
        toolbar.setMovable(False)
        toolbar.setFloatable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for action_id, icon in TOOLBAR:
            # A button of its own with the plain command name ("Undo", not
            # "Undo Move 7♥ …"), so the toolbar does not shift as the game goes.
            spec = COMMANDS_BY_ID[action_id]
            button = QAction(toolbar_icon(icon), spec.translated_text(), toolbar)
            button.setToolTip(spec.translated_description())
            button.triggered.connect(self.actions[action_id].trigger)
            toolbar.addAction(button)
            self._toolbar_buttons[action_id] = button
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
        self.toolbar = toolbar

    def _apply_shortcuts(self) -> None:
        for action_id, action in self.actions.items():
            action.setShortcuts([QKeySequence(text) for text in self.settings.shortcuts_for(action_id)])

    def _update_undo_texts(self, *_: object) -> None:
        """The Edit menu names the step; Undo and Redo are greyed out when there
        is nothing to take back or do again (their keys are still answered:
        see :meth:`KeyboardController.eventFilter`)."""
        stack = self.model.undo_stack
        can_undo, can_redo = stack.canUndo(), stack.canRedo()
        self.actions["undo"].setText(msg.undo_menu_text(stack.undoText() if can_undo else "").strip())
        self.actions["redo"].setText(msg.redo_menu_text(stack.redoText() if can_redo else "").strip())
        for action_id, enabled in (("undo", can_undo), ("redo", can_redo)):
            self.actions[action_id].setEnabled(enabled)
            self._toolbar_buttons[action_id].setEnabled(enabled)

    # -- status bar ------------------------------------------------------------------------
    def _build_status_bar(self) -> None:
        bar = StatusBar(self)  # a message too long for it ends in "…"; its tooltip is the whole of it
        self.setStatusBar(bar)
        self._deal_label = QLabel()
        self._moves_label = QLabel()
        self._score_label = QLabel()
        self._time_label = QLabel()
        names = (msg.status_label_deal(), msg.status_label_moves(), msg.status_label_score(),
                 msg.status_label_time())
        for label, name in zip((self._deal_label, self._moves_label, self._score_label, self._time_label), names):
            label.setAccessibleName(name)
            label.setContentsMargins(8, 0, 8, 0)
            bar.addPermanentWidget(label)

    def game_name(self) -> str:
        """The game in play's name: "Klondike", "FreeCell", "Spider, two suits"."""
        return self.definition.name_of(self.model.variant())

    def _update_title(self) -> None:
        """The title names the game and the deal ("FreeCell — Deal 617"; Qt adds
        the program's name, "— klondike-qt"); the window's accessible name is
        the whole title bar, so a screen reader says what is shown."""
        number = self.model.deal_number
        title = (msg.window_title_deal(self.game_name(), number) if number is not None
                 else msg.window_title_custom(self.game_name()))
        if title == self.windowTitle():
            return
        self.setWindowTitle(title)
        program = QGuiApplication.applicationDisplayName()
        self.setAccessibleName(f"{title} — {program}" if program and program != title else title)

    def _update_status(self) -> None:
        self._update_title()
        line = self.definition.status_of(self.model)
        self._deal_label.setText(" · ".join(line.deal))
        self._moves_label.setText(msg.status_moves(self.model.state.moves))
        if line.score is None:
            self._score_label.hide()
        else:
            self._score_label.setText(msg.status_score(line.score))
            self._score_label.show()
        self._time_label.setText(msg.status_time(format_time(self.model.elapsed_ms())))

    # -- game flow: the session's -----------------------------------------------------------
    def _start_game(self, deal_number: int | None) -> None:
        path = self.profile.autosave_path_for(self.model.autosave_name)
        loaded = load_autosave(path, self.model.read_save)
        variant, self._variant_asked = self._variant_asked, None
        if deal_number is not None and not 1 <= deal_number <= self.model.max_deal:
            deal_number = None  # a number out of this game's range (FreeCell's): a random deal
        if loaded.backup is not None:  # this game's save (the profile's files: _profile_notes, once)
            self._start_notes.append(describe_common.file_set_aside("save", loaded.backup.name,
                                                                    not is_set_aside(loaded.backup)))
        record = saved_record(path) if loaded.value is not None else None
        self.session.start(loaded.value, deal_number, variant, record)
        if self.definition.set_variant is not None:
            self.definition.set_variant(self.settings, self.model.variant())  # F2 deals the variant going on

    def _profile_notes(self) -> list[str]:
        """What the player is told once at start about the profile's files (settings and
        statistics set aside, statistics records left out or not read), not at each game."""
        notes = [describe_common.file_set_aside(kind, backup.name, not is_set_aside(backup))
                 for kind, backup in (("settings", self.settings.set_aside_to),
                                      ("settings-values", self.settings.values_kept_as),
                                      ("statistics", self.statistics.set_aside_to),
                                      ("statistics-records", self.statistics.records_dropped_kept_as))
                 if backup is not None]
        if self.statistics.unread_to_tell:
            notes.append(msg.statistics_unread(self.statistics.unread_to_tell))
        return notes

    def start_auto_finish(self) -> None:
        """A click while every card is face up: send the rest up."""
        if self.model.status is not GameStatus.READY_TO_FINISH or self.session.finishing:
            return
        self.view.clear_banner()
        self.session.finish()

    def after_first_paint(self, job: Callable[[], None]) -> None:
        """Run ``job`` once the board has painted for the first time (at once if it has):
        a start shows the dealt table before anything that can wait (issue 30)."""
        if self._after_first_paint is None:
            QTimer.singleShot(0, self, job)
        else:
            self._after_first_paint.append(job)

    def _first_paint_done(self) -> None:
        jobs, self._after_first_paint = self._after_first_paint or [], None
        for job in jobs:
            job()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._after_first_paint is not None and event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self, self._first_paint_done)  # after this paint has reached the screen
        # A click on the board while cards rise stops them, and does nothing else.
        if (event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)
                and self.session.finishing):
            self.session.stop_finishing()
            self._update_banner()
            return True
        return super().eventFilter(watched, event)

    # -- reacting to the game ---------------------------------------------------------------------
    def _on_change(self, change: AnyChange) -> None:
        self._update_status()
        self._update_banner()

    def _update_banner(self) -> None:
        banner = self.definition.banner(self.model, self.session)
        if banner is None:
            self.view.clear_banner()
        else:
            self.view.show_banner(banner.kind, banner.title, banner.body)

    def _on_refused(self, error: Exception) -> None:
        self.statusBar().showMessage(self.definition.illegal(error), 6000)

    def _on_announced(self, item: Announcement) -> None:
        """An answer (the Say menu, a hint) is shown as well as said: a sighted
        player reads it in the status bar, as a refusal; the whole of a long one
        in the bar's tooltip and the announcement history."""
        if item.kind == ANSWER:
            self.statusBar().showMessage(item.text, max(ANSWER_SHOWN_MS, 2 * speaking_ms(item.text)))

    def _on_save_failed(self, _error: OSError) -> None:
        text = describe_common.cannot_save(str(self.profile.folder))
        self.statusBar().showMessage(text, 30000)
        self.announcer.announce(text)

    def tell_at_start(self, text: str) -> None:
        """A sentence for the player once the window is up, before the others (the profile's)."""
        if not self._start_notes:
            QTimer.singleShot(0, self._report_start_notes)
        self._start_notes.insert(0, text)

    def _report_start_notes(self) -> None:
        for text in self._start_notes:
            self.statusBar().showMessage(text, 20000)
            self.announcer.announce(text)
        self._start_notes.clear()

    # -- settings ------------------------------------------------------------------------------
    def _on_setting(self, name: str) -> None:
        if name == "key_bindings":
            self._apply_shortcuts()
        elif name == "freecell_auto_safe":  # Settings and the Play menu show the same switch
            self.actions["auto_safe"].setChecked(bool(self.settings.freecell_auto_safe))

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

        dialog = DealNumberDialog(self.model.deal_number, self, self.model.max_deal)
        if dialog.exec():
            self.new_deal(dialog.deal_number())

    def _leaving(self, restart: bool, new_number: int | None = None) -> bool | None:
        """Before the game in play is left: None when the player chose to stay
        (and was told so); else whether a started game is being left (it counts
        as lost). A game with no move made, or won, is left without a question."""
        if not self.model.has_started or self.model.status is GameStatus.WON:
            return False
        from . import dialogs

        self.session.stop_finishing()
        if dialogs.confirm_abandon(self, restart, new_number):
            return True
        self.activateWindow()  # the focus back on the board, where it was
        self.view.setFocus()
        self.narrator.kept_playing()
        return None

    def new_deal(self, deal_number: int | None = None, ask: bool = True) -> None:
        """F2 and Ctrl+G: a new deal, asking first when a started game would be lost."""
        abandoned = self._leaving(False, deal_number) if ask else self.model.has_started and \
            self.model.status is not GameStatus.WON
        if abandoned is None:
            return
        self.narrator.will_deal(restart=False, abandoned=abandoned)
        self.session.new_deal(deal_number)

    def restart(self) -> None:
        """Ctrl+R: this deal again, asking first when a started game would be lost."""
        abandoned = self._leaving(True)
        if abandoned is None:
            return
        self.narrator.will_deal(restart=True, abandoned=abandoned)
        self.session.restart()

    def show_settings(self) -> None:
        from .dialogs import SettingsDialog

        SettingsDialog(self.settings, self, largest_zoom=self.view.max_zoom(), game=self.game).exec()

    def statistics_dialog(self) -> QDialog:
        """The statistics of every game, opened on the game in play's line."""
        from .dialogs import StatisticsDialog

        modes = [mode for definition in GAMES for mode in definition.statistics_modes()]
        current = next((mode for mode in modes if (mode.game, mode.draw, mode.scoring)
                        == (self.game, self.model.variant(), self.model.scoring())), modes[0])
        return StatisticsDialog(self.statistics, modes, current, self)

    def show_statistics(self) -> None:
        self.statistics_dialog().exec()

    def show_help(self) -> None:
        from .help_dialog import HelpDialog

        HelpDialog(self).exec()

    def show_about(self) -> None:
        from .about_dialog import AboutDialog

        AboutDialog(self).exec()

    # -- window events ------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            self.session.set_paused(self.isMinimized())
        super().changeEvent(event)

    def _on_quit(self) -> None:
        """The program quits: the game in play is saved, and then nothing of it goes on."""
        self.session.end()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.session.close()
        self.settings.window_geometry = bytes(self.saveGeometry().toHex().data()).decode("ascii")
        self.settings.sync()
        super().closeEvent(event)

