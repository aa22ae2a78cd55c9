"""The player's settings: a typed schema over ``QSettings`` (INI format).

Every setting is declared once in :data:`SCHEMA` with its type and default.
Reading a stored value that does not fit the schema gives the default;
writing one emits :attr:`Settings.changed` with the setting's name, so the
window applies it live. Rule settings are used for the next deal only.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Qt, Signal

from ..engine.files import read_regular_file
from ..engine.klondike import Rules
from ..engine.rules import Scoring
from ..languages import LANGUAGES as LANGUAGE_TABLE
from .key_bindings import DroppedBinding, resolve
from .storage import keep_copy, set_aside

#: A settings file is a few kilobytes; anything much larger is not ours.
MAX_SETTINGS_BYTES = 1_000_000
_INI_LINE = re.compile(r"\s*(\[[^\]]*\]|[;#].*|[^=\s][^=]*=.*)?\s*")


def not_an_ini_file(path: Path) -> bool:
    """Whether ``path`` exists but cannot be a settings file: unreadable, a folder,
    a device, a FIFO or anything but a regular file, too large, not UTF-8 text, a
    serialised object (``@Variant``), or lines that are neither ``[section]``,
    ``key=value`` nor comments. A UTF-8 byte-order mark (which Qt reads) is fine."""
    try:
        text = read_regular_file(path, MAX_SETTINGS_BYTES).decode("utf-8").removeprefix("\ufeff")
    except FileNotFoundError:
        return False
    except (OSError, UnicodeDecodeError):
        return True
    if "\x00" in text or "@Variant(" in text:
        # We only ever write plain text values; a serialised object is not ours,
        # and is never handed to Qt to decode.
        return True
    return not all(_INI_LINE.fullmatch(line) for line in text.splitlines())


def _try_set_aside(path: Path) -> Path:
    """Rename a bad settings file aside; if it cannot be renamed, it stays where
    it is and that is what the player is told (``path`` itself is returned)."""
    try:
        return set_aside(path)
    except OSError:
        return path


class Animations(Enum):
    SYSTEM = "system"  # follow the system's reduced-motion preference
    ON = "on"
    OFF = "off"


class Verbosity(Enum):
    FULL = "full"
    BRIEF = "brief"


#: "automatic" is the high-contrast deck when the system asks for high contrast, else classic.
DECKS = ("automatic", "classic", "four-colour", "high-contrast")
LANGUAGES = ("system", *LANGUAGE_TABLE)
ZOOM_MIN, ZOOM_MAX = 0.5, 2.0


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Field:
    """One setting: its default and how to read/write its INI text."""

    default: Any
    parse: Callable[[Any], Any]  # raises ValueError/TypeError on bad input
    dump: Callable[[Any], Any] = str


def _bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    raise ValueError(value)


def _game_id(value: Any) -> str:
    """A game's id: a short lower-case word (which games there are is the window's table's)."""
    if not isinstance(value, str) or not re.fullmatch(r"[a-z][a-z0-9_]{0,31}", value):
        raise ValueError(f"not a game: {value!r}")
    return value


def _choice(*allowed: Any) -> Callable[[Any], Any]:
    def parse(value: Any) -> Any:
        for option in allowed:
            if str(option) == str(value):
                return option
        raise ValueError(value)
    return parse


def _passes(value: Any) -> int | None:
    if str(value) in ("unlimited", "None", ""):
        return None
    number = int(value)
    if number not in (1, 3):
        raise ValueError(value)
    return number


def _zoom(value: Any) -> float:
    number = float(value)
    if not ZOOM_MIN <= number <= ZOOM_MAX:
        raise ValueError(value)
    return number


def _hex(value: Any) -> str:
    text = str(value)
    bytes.fromhex(text)  # raises ValueError
    return text


def _bindings(value: Any) -> dict[str, list[str]]:
    data = json.loads(value) if isinstance(value, str) else value
    if not isinstance(data, dict) or not all(
            isinstance(k, str) and isinstance(v, list) and all(isinstance(s, str) for s in v)
            for k, v in data.items()):
        raise ValueError(value)
    return {k: list(v) for k, v in data.items()}


#: The sound cues, in the order the Settings dialog shows their switches.
SOUND_CUES = ("pick_up", "drop", "illegal", "reveal", "turn", "win")

SCHEMA: dict[str, Field] = {
    "draw": Field(1, lambda v: _choice(1, 3)(int(v))),
    "passes": Field(None, _passes, lambda v: "unlimited" if v is None else str(v)),
    "scoring": Field(Scoring.STANDARD, Scoring, lambda v: v.value),
    "thoughtful": Field(False, _bool, lambda v: "true" if v else "false"),
    "deck": Field("automatic", _choice(*DECKS)),
    "zoom": Field(1.0, _zoom, lambda v: f"{v:.2f}"),
    "animations": Field(Animations.SYSTEM, Animations, lambda v: v.value),
    "winnable_only": Field(False, _bool, lambda v: "true" if v else "false"),
    "language": Field("system", _choice(*LANGUAGES)),
    "verbosity": Field(Verbosity.FULL, Verbosity, lambda v: v.value),
    "orca_fallback": Field(sys.platform.startswith("linux"), _bool, lambda v: "true" if v else "false"),
    # Announcements straight to the running screen reader (a11y/direct_speech.py), not as events.
    "direct_speech": Field(False, _bool, lambda v: "true" if v else "false"),
    "key_bindings": Field({}, _bindings, lambda v: json.dumps(v, sort_keys=True)),
    # Sound cues, each with its own switch, all off by default (see SOUND_CUES).
    **{f"sound_{cue}": Field(False, _bool, lambda v: "true" if v else "false") for cue in (
        "pick_up", "drop", "illegal", "reveal", "turn", "win")},
    # The main window's size and place (Qt's saveGeometry, as hex).
    "window_geometry": Field("", _hex),
    # The game last played (a game's id: "klondike", "freecell", …; the window plays the
    # first game for an id it has no game for), and FreeCell's safe cards going up by themselves.
    "game": Field("klondike", _game_id),
    "freecell_auto_safe": Field(True, _bool, lambda v: "true" if v else "false"),
    # Spider's number of suits (1, 2 or 4), the one the next deal uses.
    "spider_suits": Field(1, lambda v: _choice(1, 2, 4)(int(v))),
    # Pyramid's and Golf's covered cards shaded, so the free ones stand out (TriPeaks': face down).
    "dim_covered": Field(True, _bool, lambda v: "true" if v else "false"),
}


class Settings(QObject):
    """Typed access to the stored settings; ``settings.draw = 3`` stores and
    emits ``changed("draw")``. ``path`` None uses the platform's default place."""

    changed = Signal(str)

    def __init__(self, path: Path | None = None,
                 default_shortcuts: Mapping[str, Sequence[str]] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        #: The key overrides in the file that were not used because they clash (told once at start).
        self.dropped_bindings: tuple[DroppedBinding, ...] = ()
        #: Each action's default keys (the window passes the ``ui/actions.py`` table;
        #: the model layer cannot import it).
        self.default_shortcuts: Mapping[str, Sequence[str]] = default_shortcuts or {}
        #: Where a settings file that could not be read was set aside, if any.
        self.set_aside_to: Path | None = None
        #: Where a copy of a settings file with values that did not fit was kept, if any
        #: (those values read as defaults and are dropped from the file).
        self.values_kept_as: Path | None = None
        if path is not None and not_an_ini_file(path):
            self.set_aside_to = _try_set_aside(path)  # before Qt reads (a 50 MB file, a folder…)
        if path is None:
            self._store = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                                    "klondike-qt", "Klondike")
        else:
            self._store = QSettings(str(path), QSettings.Format.IniFormat)
        if self._store.status() is QSettings.Status.FormatError or (
                path is None and not_an_ini_file(Path(self._store.fileName()))):
            file = Path(self._store.fileName())
            del self._store
            self.set_aside_to = _try_set_aside(file)
            self._store = QSettings(str(file), QSettings.Format.IniFormat)
        self._cache: dict[str, Any] = {}
        self._drop_bad_values()
        self._resolve_key_bindings()

    def _drop_bad_values(self) -> None:
        """Keep a copy of a file whose values do not fit the schema, and remove those values."""
        bad = []
        for name, field in SCHEMA.items():
            try:
                raw = self._store.value(name)
                if raw is not None:
                    field.parse(raw)
            except (ValueError, TypeError, RecursionError, RuntimeError):  # RuntimeError: undecodable
                bad.append(name)
        if not bad:
            return
        try:
            self.values_kept_as = keep_copy(Path(self._store.fileName()))
        except OSError:
            return  # cannot keep a copy: leave the file as it is (the values still read as defaults)
        for name in bad:
            self._store.remove(name)
        self._store.sync()

    @property
    def default_shortcuts(self) -> Mapping[str, Sequence[str]]:
        return self._default_shortcuts

    @default_shortcuts.setter
    def default_shortcuts(self, value: Mapping[str, Sequence[str]]) -> None:
        self._default_shortcuts = value
        if "_cache" in self.__dict__:  # given after the file was read: check the keys again
            self._resolve_key_bindings()

    def _resolve_key_bindings(self) -> None:
        """Use the file's key overrides only where no key then belongs to two commands
        (defaults win, Quit and Keys and Rules keep a key); remember what was dropped.
        The file is left as it is until the player changes a key."""
        if not self._default_shortcuts:
            return
        resolved = resolve(self._default_shortcuts, self.get("key_bindings"))
        self._cache["key_bindings"] = resolved.kept
        self.dropped_bindings = resolved.dropped

    @property
    def file_name(self) -> str:
        return self._store.fileName()

    def get(self, name: str) -> Any:
        if name in self._cache:
            return self._cache[name]
        field = SCHEMA[name]
        value = field.default
        try:
            raw = self._store.value(name)
            if raw is not None:
                value = field.parse(raw)
        except (ValueError, TypeError, RecursionError, RuntimeError):
            value = field.default
        if isinstance(value, dict):
            value = dict(value)
        self._cache[name] = value
        return value

    def set(self, name: str, value: Any) -> None:
        field = SCHEMA[name]
        value = field.parse(field.dump(value))  # validates
        if self.get(name) == value:
            return
        self._cache[name] = value
        self._store.setValue(name, field.dump(value))
        self._store.sync()
        self.changed.emit(name)

    def sync(self) -> None:
        self._store.sync()

    # -- typed attributes --------------------------------------------------
    def __getattr__(self, name: str) -> Any:
        if name in SCHEMA:
            return self.get(name)
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in SCHEMA:
            self.set(name, value)
        else:
            super().__setattr__(name, value)

    # -- derived -------------------------------------------------------------
    def rules(self) -> Rules:
        """The rules the next deal uses."""
        return Rules(draw=self.get("draw"), pass_limit=self.get("passes"),
                     scoring=self.get("scoring"), thoughtful=self.get("thoughtful"))

    def set_rules(self, rules: Rules) -> None:
        self.set("draw", rules.draw)
        self.set("passes", rules.pass_limit)
        self.set("scoring", rules.scoring)
        self.set("thoughtful", rules.thoughtful)

    def shortcuts_for(self, action_id: str) -> list[str]:
        """The key sequences of an action: the player's override, else the default."""
        overrides = self.get("key_bindings")
        if action_id in overrides:
            return list(overrides[action_id])
        return list(self.default_shortcuts.get(action_id, ()))

    def set_shortcuts(self, action_id: str, sequences: list[str] | None) -> None:
        """Override an action's keys (``None`` restores the default)."""
        bindings = dict(self.get("key_bindings"))
        if sequences is None:
            bindings.pop(action_id, None)
        else:
            bindings[action_id] = list(sequences)
        self.set("key_bindings", bindings)

    def deck_in_use(self) -> str:
        """The deck to draw: the chosen one, or for "automatic" the high-contrast
        deck when the system asks for high contrast."""
        deck = self.get("deck")
        if deck != "automatic":
            return str(deck)
        try:
            from PySide6.QtGui import QGuiApplication

            preference = QGuiApplication.styleHints().accessibility().contrastPreference()
            if preference == Qt.ContrastPreference.HighContrast:
                return "high-contrast"
        except (AttributeError, RuntimeError):
            pass
        return "classic"

    def animations_enabled(self) -> bool:
        """Whether to animate, following the system's motion preference by default."""
        mode = self.get("animations")
        if mode is Animations.ON:
            return True
        if mode is Animations.OFF:
            return False
        try:
            from PySide6.QtGui import QGuiApplication

            preference = QGuiApplication.styleHints().accessibility().motionPreference()
            return preference != Qt.MotionPreference.ReducedMotion
        except (AttributeError, RuntimeError):  # older Qt, or no GUI application
            return True
