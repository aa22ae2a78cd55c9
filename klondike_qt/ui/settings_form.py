"""The parts the dialogs' forms are made of: a group box with its form and notes,
a labelled row, a combo box of (text, value) choices, a wrapped note; and a
game's section of the Settings dialog (:class:`SettingsSection`), which the
game builds from them (``GameDefinition.settings_section``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..a11y import messages as msg
from ..model.settings import Settings


@dataclass(frozen=True)
class SettingsSection:
    """A game's own settings in the Settings dialog: a group box titled with the
    game's name, its fields (by the names the tests and the dialog use: "draw",
    "auto_safe" …), and the settings it changes (Cancel puts them back)."""

    box: QGroupBox
    fields: dict[str, QWidget]
    settings: tuple[str, ...]


def note(text: str) -> QLabel:
    """A wrapped explanation that takes the height its lines need at any width."""
    label = QLabel(text)
    label.setWordWrap(True)
    label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    return label


def group(title: str, *notes: QLabel) -> tuple[QGroupBox, QFormLayout, QVBoxLayout]:
    """A group box: its form, with its notes above or below it in a box layout
    (a wrapped label in a form row can be cut off: the form does not give it the
    height its wrapped lines need)."""
    box = QGroupBox(title)
    column = QVBoxLayout(box)
    for label in notes:
        column.addWidget(label)
    form = QFormLayout()
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    column.addLayout(form)
    return box, form, column


def row(form: QFormLayout, text: str, field: QWidget) -> QLabel:
    """A labelled row: the label's access key goes to ``field``, which takes its name."""
    label = QLabel(text)
    label.setBuddy(field)
    field.setAccessibleName(text.replace("&", "").rstrip(":"))
    form.addRow(label, field)
    return label


def choices(texts: tuple[str, ...], values: tuple[Any, ...]) -> list[tuple[str, Any]]:
    """A combo box's (text, value) items: the texts from the messages, in the values' order."""
    return list(zip(texts, values, strict=True))


def combo(options: list[tuple[str, Any]], current: Any) -> QComboBox:
    """A combo box of ``options`` with ``current``'s item chosen."""
    box = QComboBox()
    for text, value in options:
        box.addItem(text, value)
    for index, (_text, value) in enumerate(options):
        if value == current:
            box.setCurrentIndex(index)
    return box


def setting_combo(settings: Settings, name: str, form: QFormLayout, label: str,
                  options: list[tuple[str, Any]]) -> QComboBox:
    """A labelled combo box for the setting ``name``: it shows its value and sets it when changed."""
    box = combo(options, settings.get(name))
    row(form, label, box)
    box.currentIndexChanged.connect(lambda _i: settings.set(name, box.currentData()))
    return box


class SettingBox(QCheckBox):
    """A check box for the on/off setting ``name``: it shows its value, sets it
    when toggled and follows it when it changes elsewhere (another game's
    group showing the same setting, a menu)."""

    def __init__(self, settings: Settings, name: str, text: str) -> None:
        super().__init__(text)
        self._settings = settings
        self._name = name
        self.setChecked(bool(settings.get(name)))
        self.toggled.connect(lambda on: settings.set(name, on))
        settings.changed.connect(self._follow)

    def _follow(self, name: str) -> None:
        if name == self._name:
            self.setChecked(bool(self._settings.get(name)))


class SettingNote(QLabel):
    """A wrapped note that follows the setting ``name``: its text is ``text_of``
    the setting's value, hidden when that is empty, and ``field`` (a next-deal
    field) says it to a screen reader after the rules note."""

    def __init__(self, settings: Settings, name: str, text_of: Callable[[Any], str], field: QWidget) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self._settings, self._name, self._text_of, self._field = settings, name, text_of, field
        settings.changed.connect(self._follow)
        self._follow(name)

    def _follow(self, name: str) -> None:
        if name != self._name:
            return
        text = self._text_of(self._settings.get(name))
        self.setText(text)
        self.setVisible(bool(text))
        self._field.setAccessibleDescription(" ".join(filter(None, (msg.settings_rules_note(), text))))


def setting_box(settings: Settings, name: str, form: QFormLayout, text: str) -> QCheckBox:
    """A :class:`SettingBox` for the setting ``name``, a row of ``form``."""
    box = SettingBox(settings, name, text)
    form.addRow(box)
    return box


def waste_game_section(title: Callable[[], str], game: str, dim: bool) -> Callable[[Settings], SettingsSection]:
    """The Settings section of a waste game (Pyramid, TriPeaks, Golf): a group
    titled with the game's name, "winnable deals only" (for the next deal, from
    the game's list of deals its solver won; field ``<game>_winnable``) and,
    where covered cards lie face up (``dim``), their shade (at once, field ``<game>_dim_covered``). A
    setting shown in several games' sections is one setting: its boxes agree."""

    def section(settings: Settings) -> SettingsSection:
        box, form, _column = group(title())
        winnable = setting_box(settings, "winnable_only", form, msg.settings_winnable_box())
        next_deal(winnable)
        fields: dict[str, QWidget] = {f"{game}_winnable": winnable}
        names: tuple[str, ...] = ("winnable_only",)
        if dim:
            shade = setting_box(settings, "dim_covered", form, msg.settings_dim_covered_box())
            shade.setAccessibleDescription(msg.settings_dim_covered_description())
            fields[f"{game}_dim_covered"] = shade
            names += ("dim_covered",)
        return SettingsSection(box, fields, names)

    return section


def next_deal(*fields: QWidget) -> None:
    """Fields whose change waits for the next deal: a screen reader reads that with their name."""
    for field in fields:
        field.setAccessibleDescription(msg.settings_rules_note())
