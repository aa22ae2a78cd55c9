"""The game's dialogs: deal number, settings, statistics. Every one is fully
keyboard-usable: labels bound to their fields, a sensible tab order, a
default and a cancel button, accessible names."""

from __future__ import annotations

import sys
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QFontMetrics, QValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import MAX_DEAL_NUMBER, Rules, Scoring
from ..model.settings import ZOOM_MAX, ZOOM_MIN, Animations, Settings, Verbosity
from ..model.statistics_store import StatisticsStore
from .formatting import format_time, money

#: Room a title bar takes besides the title: the window icon and three buttons.
TITLE_BAR_EXTRAS = 150


def _wide_enough_for_title(dialog: QDialog) -> None:
    """At least as wide as the title bar needs for the whole title (its text, a
    little more for a bold title font, and room for the window's icon and buttons)."""
    title = QFontMetrics(dialog.font()).horizontalAdvance(dialog.windowTitle())
    dialog.setMinimumWidth(max(dialog.minimumWidth(), round(title * 1.25) + TITLE_BAR_EXTRAS))


def _note(text: str) -> QLabel:
    """A wrapped explanation that takes the height its lines need at any width."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


def _group(title: str, *notes: QLabel) -> tuple[QGroupBox, QFormLayout, QVBoxLayout]:
    """A group box: its form, with its notes above or below it in a box layout
    (a wrapped label in a form row can be cut off: the form does not give it the
    height its wrapped lines need)."""
    box = QGroupBox(title)
    column = QVBoxLayout(box)
    for note in notes:
        column.addWidget(note)
    form = QFormLayout()
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    column.addLayout(form)
    return box, form, column


def _row(form: QFormLayout, text: str, field: QWidget) -> QLabel:
    label = QLabel(text)
    label.setBuddy(field)
    field.setAccessibleName(text.replace("&", "").rstrip(":"))
    form.addRow(label, field)
    return label


class _DealValidator(QValidator):
    def validate(self, text: str, pos: int) -> Any:
        if text == "":
            return QValidator.State.Intermediate, text, pos
        if not text.isdigit():
            return QValidator.State.Invalid, text, pos
        number = int(text)
        if 1 <= number <= MAX_DEAL_NUMBER:
            return QValidator.State.Acceptable, text, pos
        if number == 0:
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Invalid, text, pos


class DealNumberDialog(QDialog):
    """Ask for a deal number (1 … 4294967295)."""

    def __init__(self, current: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose Deal Number"))
        _wide_enough_for_title(self)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self._edit = QLineEdit(str(current) if current else "")
        self._edit.setValidator(_DealValidator(self._edit))
        self._edit.selectAll()
        _row(form, self.tr("&Deal number:"), self._edit)
        hint = QLabel(self.tr("A whole number from 1 to %1.").replace("%1", str(MAX_DEAL_NUMBER)))
        form.addRow(hint)
        self._edit.setAccessibleDescription(hint.text())
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Play This Deal"))
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


def _combo(options: list[tuple[str, Any]], current: Any) -> QComboBox:
    combo = QComboBox()
    for text, value in options:
        combo.addItem(text, value)
    for index, (_text, value) in enumerate(options):
        if value == current:
            combo.setCurrentIndex(index)
    return combo


def screen_reader_active() -> bool:
    """Whether an assistive technology is listening to this program now."""
    return bool(QAccessible.isActive())


class SettingsDialog(QDialog):
    """Every setting, applied as soon as it changes; Cancel puts back what was there."""

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 largest_zoom: float | None = None) -> None:
        """``largest_zoom``: the largest card size the window can show now (the
        Card size box offers no more than that); None: what the settings accept."""
        super().__init__(parent)
        self._settings = settings
        self._original = {name: settings.get(name) for name in
                          ("draw", "passes", "scoring", "thoughtful", "winnable_only", "deck", "zoom",
                           "animations", "language", "verbosity", "orca_fallback")}
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)

        labels: list[QLabel] = []
        rules, form, _column = _group(self.tr("Rules"), _note(
            self.tr("Rule changes apply from the next deal; the game in progress keeps its rules.")))
        self.draw = _combo([(self.tr("Draw 1"), 1), (self.tr("Draw 3"), 3)], settings.draw)
        labels.append(_row(form, self.tr("&Turn from the stock:"), self.draw))
        self.passes = _combo([(self.tr("Unlimited"), None), (self.tr("3 passes"), 3), (self.tr("1 pass"), 1)],
                             settings.passes)
        labels.append(_row(form, self.tr("&Passes through the stock:"), self.passes))
        self.scoring = _combo([(self.tr("Standard"), Scoring.STANDARD), (self.tr("Vegas"), Scoring.VEGAS),
                               (self.tr("Vegas cumulative"), Scoring.VEGAS_CUMULATIVE),
                               (self.tr("None"), Scoring.NONE)], settings.scoring)
        labels.append(_row(form, self.tr("&Scoring:"), self.scoring))
        self.thoughtful = QCheckBox(self.tr("T&houghtful: every card face up"))
        self.thoughtful.setChecked(settings.thoughtful)
        form.addRow(self.thoughtful)
        self.winnable = QCheckBox(self.tr("&Winnable deals only"))
        self.winnable.setChecked(settings.winnable_only)
        form.addRow(self.winnable)
        layout.addWidget(rules)

        looks, form, _column = _group(self.tr("Cards and motion"))
        self.deck = _combo([(self.tr("Automatic (high contrast when the system asks)"), "automatic"),
                            (self.tr("Classic"), "classic"), (self.tr("Four colours"), "four-colour"),
                            (self.tr("High contrast"), "high-contrast")], settings.deck)
        labels.append(_row(form, self.tr("&Deck:"), self.deck))
        self.zoom = QSpinBox()
        top = ZOOM_MAX if largest_zoom is None else max(ZOOM_MIN, min(ZOOM_MAX, largest_zoom))
        self.zoom.setRange(round(ZOOM_MIN * 100), int(top * 100))  # what this window can show
        self.zoom.setSingleStep(10)
        self.zoom.setSuffix(" %")
        self.zoom.setValue(min(round(settings.zoom * 100), self.zoom.maximum()))
        labels.append(_row(form, self.tr("Card si&ze:"), self.zoom))
        self.animations = _combo([(self.tr("Follow the system"), Animations.SYSTEM), (self.tr("On"), Animations.ON),
                                  (self.tr("Off"), Animations.OFF)], settings.animations)
        labels.append(_row(form, self.tr("&Animations:"), self.animations))
        layout.addWidget(looks)

        speech, form, column = _group(self.tr("Speech and language"))
        self.verbosity = _combo([(self.tr("Full"), Verbosity.FULL), (self.tr("Brief"), Verbosity.BRIEF)],
                                settings.verbosity)
        labels.append(_row(form, self.tr("&Verbosity:"), self.verbosity))
        self.orca = QCheckBox(self.tr("Speak the game's news through &Orca's notifications"))
        self.orca.setChecked(settings.orca_fallback)
        orca_note = _note(self.tr("Orca 43 and older do not speak announcements any other way: with this off "
                                  "they say nothing when a card moves. Turn it off only if every move is "
                                  "spoken twice."))
        self.orca.setAccessibleDescription(orca_note.text())
        if sys.platform.startswith("linux"):  # Orca runs on Linux only; elsewhere the box means nothing
            form.addRow(self.orca)
            form.addRow(orca_note)
        else:
            self.orca.hide()
        self.language = _combo([(self.tr("System"), "system"), ("English", "en"), ("Español", "es")],
                               settings.language)
        labels.append(_row(form, self.tr("&Language:"), self.language))
        column.addWidget(_note(self.tr("A new language is used from the next start.")))
        layout.addWidget(speech)
        # One label column for the three groups, so their fields line up.
        widest = max(label.sizeHint().width() for label in labels)
        for label in labels:
            label.setMinimumWidth(widest)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setDefault(True)
        layout.addWidget(buttons)

        for name, combo in (("draw", self.draw), ("passes", self.passes), ("scoring", self.scoring),
                            ("deck", self.deck), ("animations", self.animations),
                            ("verbosity", self.verbosity), ("language", self.language)):
            combo.currentIndexChanged.connect(lambda _i, n=name, c=combo: settings.set(n, c.currentData()))
        for name, box in (("thoughtful", self.thoughtful), ("winnable_only", self.winnable)):
            box.toggled.connect(lambda on, n=name: settings.set(n, on))
        self.orca.toggled.connect(self._orca_toggled)
        self.zoom.valueChanged.connect(lambda v: settings.set("zoom", v / 100))
        self.draw.setFocus()

    def _orca_toggled(self, on: bool) -> None:
        """Turning the fallback off while a screen reader listens asks first: on
        Orca 43 it silences every announcement of the game."""
        if not on and screen_reader_active() and not self._confirm_orca_off():
            self.orca.blockSignals(True)
            self.orca.setChecked(True)
            self.orca.blockSignals(False)
            return
        self._settings.set("orca_fallback", on)

    def _confirm_orca_off(self) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Turn off Orca's notifications?"),
            self.tr("With Orca 43 or older the game will then be silent: no moves, hints or results are "
                    "spoken. Turn them off?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def reject(self) -> None:
        for name, value in self._original.items():
            self._settings.set(name, value)
        super().reject()


class StatisticsDialog(QDialog):
    """Games played and won, streaks and records, per draw mode and scoring."""

    def __init__(self, store: StatisticsStore, rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(420, 420)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.mode = QComboBox()
        for draw in (1, 3):
            for scoring, name in ((Scoring.STANDARD, self.tr("standard scoring")), (Scoring.VEGAS, self.tr("Vegas")),
                                  (Scoring.VEGAS_CUMULATIVE, self.tr("Vegas cumulative")),
                                  (Scoring.NONE, self.tr("no scoring"))):
                self.mode.addItem(self.tr("Draw %1, %2").replace("%1", str(draw)).replace("%2", name),
                                  (draw, scoring))
                if (draw, scoring) == (rules.draw, rules.scoring):
                    self.mode.setCurrentIndex(self.mode.count() - 1)
        _row(form, self.tr("&Games:"), self.mode)
        layout.addLayout(form)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([self.tr("Statistic"), self.tr("Value")])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setTabKeyNavigation(False)
        self.table.setAccessibleName(self.tr("Statistics"))
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(self.tr("&Reset…"))
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
        draw, scoring = self.mode.currentData()
        summary = self._store.summary(draw, scoring)
        none = self.tr("—")
        rows = [
            (self.tr("Played"), str(summary.played)),
            (self.tr("Won"), str(summary.won)),
            (self.tr("Win rate"), f"{summary.win_rate * 100:.0f} %"),
            (self.tr("Current winning streak"), str(summary.current_streak)),
            (self.tr("Longest winning streak"), str(summary.longest_streak)),
            (self.tr("Best time"), format_time(summary.best_time_ms) if summary.best_time_ms is not None else none),
            (self.tr("Fewest moves"), str(summary.fewest_moves) if summary.fewest_moves is not None else none),
        ]
        if scoring is not Scoring.NONE:
            rows.append((self.tr("Best score"), str(summary.best_score) if summary.best_score is not None else none))
        if scoring is Scoring.VEGAS_CUMULATIVE:
            rows.append((self.tr("Vegas balance"), money(self._store.vegas_balance)))
        return rows

    def _fill(self) -> None:
        rows = self.rows()
        self.table.setRowCount(len(rows))
        for row, (name, value) in enumerate(rows):
            for column, text in enumerate((name, value)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(row, column, item)

    def _reset(self) -> None:
        answer = QMessageBox.question(
            self, self.tr("Reset Statistics"),
            self.tr("Forget every game played, every record and the Vegas balance? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Reset:
            self._store.reset()
            self._fill()


