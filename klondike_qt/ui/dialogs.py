"""The game's dialogs: deal number, settings, statistics. Every one is fully
keyboard-usable: labels bound to their fields, a sensible tab order, a
default and a cancel button, accessible names."""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAccessible, QFontMetrics, QValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..a11y import messages as msg
from ..engine.deal import MAX_DEAL_NUMBER
from ..engine.rules import Scoring
from ..languages import LANGUAGES
from ..model.settings import SOUND_CUES, ZOOM_MAX, ZOOM_MIN, Animations, Settings, Verbosity
from ..model.statistics_store import StatisticsStore
from .formatting import format_time, money
from .games import GAMES
from .games.definition import StatisticsMode
from .settings_form import choices, group, note, row, setting_box, setting_combo

#: Room a title bar takes besides the title: the window icon and three buttons.
TITLE_BAR_EXTRAS = 150


def _wide_enough_for_title(dialog: QDialog) -> None:
    """At least as wide as the title bar needs for the whole title (its text, a
    little more for a bold title font, and room for the window's icon and buttons)."""
    title = QFontMetrics(dialog.font()).horizontalAdvance(dialog.windowTitle())
    dialog.setMinimumWidth(max(dialog.minimumWidth(), round(title * 1.25) + TITLE_BAR_EXTRAS))


class _DealValidator(QValidator):
    def __init__(self, parent: QObject | None = None, maximum: int = MAX_DEAL_NUMBER) -> None:
        super().__init__(parent)
        self.maximum = maximum

    def validate(self, text: str, pos: int) -> Any:
        if text == "":
            return QValidator.State.Intermediate, text, pos
        if not text.isdigit():
            return QValidator.State.Invalid, text, pos
        number = int(text)
        if 1 <= number <= self.maximum:
            return QValidator.State.Acceptable, text, pos
        if number == 0:
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Invalid, text, pos


class DealNumberDialog(QDialog):
    """Ask for a deal number (1 … 4294967295)."""

    def __init__(self, current: int | None, parent: QWidget | None = None, maximum: int = MAX_DEAL_NUMBER) -> None:
        super().__init__(parent)
        self.setWindowTitle(msg.deal_title())
        _wide_enough_for_title(self)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self._edit = QLineEdit(str(current) if current else "")
        self._edit.setValidator(_DealValidator(self._edit, maximum))
        self._edit.selectAll()
        row(form, msg.deal_label(), self._edit)
        hint = QLabel(msg.deal_hint(maximum))
        form.addRow(hint)
        self._edit.setAccessibleDescription(hint.text())
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(msg.deal_play_button())
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._ok.setDefault(True)
        self._edit.textChanged.connect(lambda _t: self._ok.setEnabled(self._edit.hasAcceptableInput()))
        self._ok.setEnabled(self._edit.hasAcceptableInput())

    def _accept(self) -> None:
        if self._edit.hasAcceptableInput():
            self.accept()

    def deal_number(self) -> int:
        return int(self._edit.text())

    def set_text(self, text: str) -> None:
        self._edit.setText(text)


class WheelScrollsPage(QObject):
    """The wheel over a combo box or a spin box it is not in scrolls the page
    (a setting changes only where the player chose to change it): a field without
    the focus hands the wheel to the scroll bar of ``area``."""

    def __init__(self, area: QScrollArea, fields: list[QWidget]) -> None:
        super().__init__(area)
        self._area = area
        for field in fields:
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # not focused by the wheel either
            field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            QApplication.sendEvent(self._area.verticalScrollBar(), event)
            return True
        return super().eventFilter(watched, event)


class ValueSpeaker(QObject):
    """Says a combo box's new value when the keys change it with its list
    closed (Up, Down, Home, End, a letter): Orca 43 says nothing then."""

    def __init__(self, dialog: QDialog, orca_fallback: bool, combos: list[QComboBox]) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._orca_fallback = orca_fallback
        # Made at the first change: its Orca fallback's notifiers, there when the dialog
        # opens, were read by Orca as "notification" four times (issue 28).
        self._announcer: Any = None
        for combo in combos:
            combo.currentIndexChanged.connect(lambda _i, c=combo: self._changed(c))

    @property
    def announcer(self) -> Any:
        if self._announcer is None:
            from ..a11y.announcer import QtAnnouncer

            self._announcer = QtAnnouncer(self._dialog, legacy_notify=self._orca_fallback, parent=self)
        return self._announcer

    def _changed(self, combo: QComboBox) -> None:
        if not combo.hasFocus() or combo.view().isVisible():
            return  # set by the program, or chosen in the open list (which says it)
        self.announcer.announce(msg.settings_value(combo.currentText()))


def screen_reader_active() -> bool:
    """Whether an assistive technology is listening to this program now."""
    return bool(QAccessible.isActive())


class SettingsDialog(QDialog):
    """Every setting, applied as soon as it changes; Cancel puts back what was there.

    One section per game that has settings of its own, each built by the game
    (``GameDefinition.settings_section``): the game in play's first, with the
    focus; then the other games'; then the settings every game shares."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 largest_zoom: float | None = None, game: str | None = None) -> None:
        """``largest_zoom``: the largest card size the window can show now (the
        Card size box offers no more than that); None: what the settings accept.
        ``game``: the id of the game in play (None: the first of the Game menu)."""
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(msg.settings_title())
        outer = QVBoxLayout(self)
        # The groups scroll when the screen is too short for them all (800×600, 1280×800):
        # the OK and Cancel buttons stay in sight under them.
        page = QWidget()
        page.setObjectName("settings_page")
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)

        playing = next((d for d in GAMES if d.id == game), GAMES[0])
        # A section several games name is shown once.
        sections = [make(settings) for make in dict.fromkeys(
            d.settings_section for d in (playing, *(d for d in GAMES if d is not playing)))
            if make is not None]
        #: The games' own fields by name ("draw", "auto_safe", "suits" …).
        self.fields: dict[str, QWidget] = {}
        for section in sections:
            layout.addWidget(section.box)
            self.fields.update(section.fields)

        looks, form, _column = group(msg.settings_looks_group())
        self.deck = setting_combo(settings, "deck", form, msg.settings_deck_label(), choices(
            msg.settings_deck_choices(), ("automatic", "classic", "four-colour", "high-contrast")))
        self.zoom = QSpinBox()
        top = ZOOM_MAX if largest_zoom is None else max(ZOOM_MIN, min(ZOOM_MAX, largest_zoom))
        self.zoom.setRange(round(ZOOM_MIN * 100), int(top * 100))  # what this window can show
        self.zoom.setSingleStep(10)
        self.zoom.setSuffix(" %")
        self.zoom.setValue(min(round(settings.zoom * 100), self.zoom.maximum()))
        row(form, msg.settings_zoom_label(), self.zoom)
        self.animations = setting_combo(settings, "animations", form, msg.settings_animations_label(), choices(
            msg.settings_animations_choices(), (Animations.SYSTEM, Animations.ON, Animations.OFF)))
        layout.addWidget(looks)

        speech, form, column = group(msg.settings_speech_group())
        self.verbosity = setting_combo(settings, "verbosity", form, msg.settings_verbosity_label(),
                                       choices(msg.settings_verbosity_choices(), (Verbosity.FULL, Verbosity.BRIEF)))
        self.orca = QCheckBox(msg.settings_orca_box())
        self.orca.setChecked(settings.orca_fallback)
        # Why it is there is for the Orca player who hears it (and the pointer that rests on
        # it), not a paragraph every player reads.
        self.orca.setAccessibleDescription(msg.settings_orca_note())
        self.orca.setToolTip(msg.settings_orca_note())
        if sys.platform.startswith("linux"):  # Orca runs on Linux only; elsewhere the box means nothing
            form.addRow(self.orca)
        else:
            self.orca.hide()
        self.direct_speech = setting_box(settings, "direct_speech", form, msg.settings_direct_speech_box())
        self.language = setting_combo(settings, "language", form, msg.settings_language_label(),
                                      [(msg.settings_language_system(), "system"),
                                       *((own_name, code) for code, (own_name, _) in LANGUAGES.items())])
        column.addWidget(note(msg.settings_language_note()))
        layout.addWidget(speech)

        from .sounds import backend_available

        sounds, form, column = group(msg.settings_sound_group())
        #: The sound switches by cue (see model.settings.SOUND_CUES).
        self.sounds: dict[str, QCheckBox] = {}
        for cue, text in zip(SOUND_CUES, msg.settings_sound_boxes(), strict=True):
            self.sounds[cue] = setting_box(settings, f"sound_{cue}", form, text)
        if not backend_available():
            missing = note(msg.settings_sound_missing())
            column.addWidget(missing)
            sounds.setAccessibleDescription(missing.text())
        layout.addWidget(sounds)
        # One label column for every group, so their fields line up.
        labels = [label for label in page.findChildren(QLabel) if label.buddy() is not None]
        widest = max(label.sizeHint().width() for label in labels)
        for label in labels:
            label.setMinimumWidth(widest)
        self._original = {name: settings.get(name) for name in
                          (*(name for section in sections for name in section.settings),
                           "deck", "zoom", "animations", "language", "verbosity", "orca_fallback", "direct_speech",
                           *(f"sound_{cue}" for cue in SOUND_CUES))}

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        self.page_area = QScrollArea()
        self.page_area.setObjectName("settings_scroll")
        self.page_area.setWidget(page)
        self.page_area.setWidgetResizable(True)
        self.page_area.setFrameShape(QFrame.Shape.NoFrame)
        self.page_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.page_area)
        outer.addWidget(buttons)
        self._fit_to_screen(page, buttons, parent)

        self.orca.toggled.connect(self._orca_toggled)
        self.zoom.valueChanged.connect(lambda v: settings.set("zoom", v / 100))
        self.speaker = ValueSpeaker(self, settings.orca_fallback, page.findChildren(QComboBox))
        self._wheel = WheelScrollsPage(self.page_area, [*page.findChildren(QComboBox), *page.findChildren(QSpinBox)])
        # The focus starts on the game in play's first field (a game with none: on the first shared one).
        first = sections[0].box if sections and playing.settings_section is not None else looks
        next(w for w in first.findChildren(QWidget) if w.focusPolicy() & Qt.FocusPolicy.TabFocus).setFocus()

    def _fit_to_screen(self, page: QWidget, buttons: QWidget, parent: QWidget | None) -> None:
        """The groups' whole height where the screen has room for it, else as much as it has."""
        bar = self.page_area.verticalScrollBar().sizeHint().width()
        width = page.sizeHint().width()
        self.page_area.setMinimumWidth(width + bar)
        needed = page.heightForWidth(width) if page.hasHeightForWidth() else page.sizeHint().height()
        screen = (parent or self).screen()
        room = screen.availableGeometry().height() if screen is not None else needed + 200
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        # The window's title bar and frame, the buttons, the margins and the space between.
        chrome = 60 + buttons.sizeHint().height() + (
            margins.top() + margins.bottom() + outer.spacing() if outer is not None and margins is not None else 30)
        self.page_area.setMinimumHeight(max(120, min(needed, room - chrome)))

    def _orca_toggled(self, on: bool) -> None:
        """Turning the fallback off while a screen reader listens asks first: on
        Orca 43 it silences every announcement of the game."""
        listening = screen_reader_active()
        if not on and listening and not self._confirm_orca_off():
            self.orca.blockSignals(True)
            self.orca.setChecked(True)
            self.orca.blockSignals(False)
            self.speaker.announcer.announce(msg.orca_kept_on())
            return
        self._settings.set("orca_fallback", on)
        if listening:  # said through the dialog's own channel, which Orca 43 still hears
            self.speaker.announcer.announce(msg.orca_now_off() if not on else msg.orca_now_on())

    def _confirm_orca_off(self) -> bool:
        answer = QMessageBox.question(
            self, msg.settings_orca_off_title(), msg.settings_orca_off_question(),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def reject(self) -> None:
        for name, value in self._original.items():
            self._settings.set(name, value)
        super().reject()


class StatisticsDialog(QDialog):
    """Games played and won, streaks and records, per draw mode and scoring."""

    def __init__(self, store: StatisticsStore, modes: list[StatisticsMode], current: StatisticsMode,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self.setWindowTitle(msg.statistics_title())
        self.resize(420, 420)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.mode = QComboBox()
        for mode in modes:  # every game's lines: Klondike's per draw and scoring, Spider's per suits, …
            self.mode.addItem(mode.text, mode)
            if mode == current:  # the game in play's
                self.mode.setCurrentIndex(self.mode.count() - 1)
        row(form, msg.statistics_games_label(), self.mode)
        layout.addLayout(form)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([msg.statistics_column_name(), msg.statistics_column_value()])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        self.table.setAccessibleName(msg.statistics_title())
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(msg.statistics_reset_button())
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self._reset)
        layout.addWidget(buttons)
        self.mode.currentIndexChanged.connect(self._fill)
        self._fill()
        self.mode.setFocus()

    def rows(self) -> list[tuple[str, str]]:
        mode: StatisticsMode = self.mode.currentData()
        scoring = mode.scoring
        summary = self._store.summary(mode.draw, scoring, mode.game)
        none = msg.statistics_none()
        (played, won, win_rate, current_streak, longest_streak, best_time, fewest_moves, best_score,
         vegas_balance) = msg.statistics_row_names()
        rows = [
            (played, str(summary.played)),
            (won, str(summary.won)),
            (win_rate, f"{summary.win_rate * 100:.0f} %"),
            (current_streak, str(summary.current_streak)),
            (longest_streak, str(summary.longest_streak)),
            (best_time, format_time(summary.best_time_ms) if summary.best_time_ms is not None else none),
            (fewest_moves, str(summary.fewest_moves) if summary.fewest_moves is not None else none),
        ]
        if scoring is not Scoring.NONE:
            rows.append((best_score, str(summary.best_score) if summary.best_score is not None else none))
        if mode.strokes:
            strokes = self._store.strokes(mode.game)
            fewest_strokes, average_strokes = msg.statistics_stroke_row_names()
            rows.append((fewest_strokes, str(strokes.best) if strokes.best is not None else none))
            rows.append((average_strokes, f"{strokes.average:.1f}" if strokes.average is not None else none))
        if scoring is Scoring.VEGAS_CUMULATIVE:
            rows.append((vegas_balance, money(self._store.vegas_balance)))
        return rows

    def figures(self) -> str:
        """The chosen game's figures as one sentence (what a screen reader reads)."""
        return msg.statistics_figures(self.rows())

    def _fill(self) -> None:
        rows = self.rows()
        # The game choice's description: read with its focus when the dialog opens, and, changed,
        # when the choice changes (Orca 43 reads a new description of the focused object, and
        # not a new value: the chosen game is named first then).
        first = not self.mode.accessibleDescription()
        figures = self.figures() if first else f"{msg.settings_value(self.mode.currentText())} {self.figures()}"
        self.mode.setAccessibleDescription(figures)
        self.table.setRowCount(len(rows))
        for line, (name, value) in enumerate(rows):
            for column, text in enumerate((name, value)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(line, column, item)

    def _reset(self) -> None:
        answer = QMessageBox.question(
            self, msg.statistics_reset_title(), msg.statistics_reset_question(),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Reset:
            self._store.reset()
            self._fill()




def abandon_box(parent: QWidget | None, restart: bool, new_number: int | None = None) -> QMessageBox:
    """"Leave this game?": Enter leaves (the default button), Escape stays."""
    box = QMessageBox(QMessageBox.Icon.Question, msg.abandon_title(restart),
                      msg.abandon_question(restart, new_number), QMessageBox.StandardButton.NoButton, parent)
    leave = box.addButton(msg.abandon_confirm_button(restart), QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(msg.abandon_stay_button(), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(leave)
    box.setEscapeButton(stay)
    box.setAccessibleName(msg.abandon_title(restart))  # the alert's text is read with it: no description
    return box


def confirm_abandon(parent: QWidget | None, restart: bool, new_number: int | None = None) -> bool:
    """Ask before a started game is left (it counts as lost); True: leave it."""
    box = abandon_box(parent, restart, new_number)
    box.exec()
    leave = box.clickedButton() is box.defaultButton()
    box.deleteLater()
    return leave
