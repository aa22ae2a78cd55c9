"""Which command a key belongs to: the one clash check, shared by the keys
dialog (one change at a time) and the settings loader (a whole file at once).

Keys are written in Qt's portable text form ("Ctrl+Z", "Shift+F1",
"Ctrl+K, Ctrl+S"). This floor has no QtGui, so :func:`normalise` compares
them as Qt does for the spellings a player or the dialog writes: modifiers in
any order and case, a few long key names ("Escape", "Delete") as Qt's short ones.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

#: Commands that always keep a key (their defaults win a clash in the file):
#: the player can always quit and always reach the list of keys.
PROTECTED: tuple[str, ...] = ("quit", "help")

_MODIFIERS = {"ctrl": "Ctrl", "control": "Ctrl", "alt": "Alt", "shift": "Shift", "meta": "Meta"}
_MODIFIER_ORDER = ("Meta", "Ctrl", "Alt", "Shift")
#: Long names Qt reads as its short ones (QKeySequence("Escape").toString() == "Esc").
_ALIASES = {"escape": "esc", "delete": "del", "insert": "ins", "page up": "pgup", "page down": "pgdown",
            " ": "space"}


def _chord(text: str) -> str:
    parts = text.split("+")
    if text.endswith("+"):  # "Ctrl++", "+": the key itself is a plus
        parts = [*parts[:-2], "+"] if len(parts) > 1 else ["+"]
    *mods, key = parts
    found = {_MODIFIERS.get(m.strip().lower(), m.strip()) for m in mods if m.strip()}
    key = key if key == " " else key.strip()
    name = key.lower()
    name = _ALIASES.get(name, name)
    ordered = [m for m in _MODIFIER_ORDER if m in found] + sorted(found - set(_MODIFIER_ORDER))
    return "+".join([*ordered, name])


def normalise(sequence: str) -> str:
    """One spelling per key sequence, for comparing ("shift+ctrl+z" and "Ctrl+Shift+Z" agree)."""
    chords = [chord for chord in sequence.split(", ") if chord != ""]
    return ", ".join(_chord(chord) for chord in chords)


def clash(bindings: Mapping[str, Sequence[str]], action_id: str, keys: Iterable[str]) -> str | None:
    """The first command other than ``action_id`` in ``bindings`` (id → its keys)
    that already uses one of ``keys``, or None when they are free."""
    wanted = {normalise(key) for key in keys} - {""}
    for other, other_keys in bindings.items():
        if other != action_id and wanted & {normalise(key) for key in other_keys}:
            return other
    return None


@dataclass(frozen=True, slots=True)
class DroppedBinding:
    """A command whose keys in the settings file were not used: ``keys`` what
    the file asked for, ``clash_with`` the command that has one of them (None
    when the file left a protected command with no key at all)."""

    action_id: str
    keys: tuple[str, ...]
    clash_with: str | None


@dataclass(frozen=True, slots=True)
class ResolvedBindings:
    """The overrides kept, and the ones dropped (each command then has its default keys)."""

    kept: dict[str, list[str]]
    dropped: tuple[DroppedBinding, ...]


def resolve(defaults: Mapping[str, Sequence[str]], overrides: Mapping[str, Sequence[str]]) -> ResolvedBindings:
    """Apply a file's key overrides over the defaults so that no key belongs to two
    commands: every override that clashes (with a default or with another
    override) is dropped, until none does, so defaults win; a protected command
    with no key keeps its defaults. Overrides of commands that do not exist are
    kept untouched (they do nothing)."""
    kept = {action_id: list(keys) for action_id, keys in overrides.items() if action_id in defaults}
    unknown = {action_id: list(keys) for action_id, keys in overrides.items() if action_id not in defaults}
    dropped: list[DroppedBinding] = []
    for action_id in PROTECTED:
        if action_id in kept and not any(normalise(key) for key in kept[action_id]):
            dropped.append(DroppedBinding(action_id, tuple(kept.pop(action_id)), None))
    while True:
        effective = {action_id: list(kept.get(action_id, keys)) for action_id, keys in defaults.items()}
        clashing = [(action_id, other) for action_id in kept
                    if (other := clash(effective, action_id, kept[action_id])) is not None]
        if not clashing:
            break
        for action_id, other in clashing:
            keys = kept.pop(action_id)
            if {normalise(key) for key in keys} != {normalise(key) for key in defaults[action_id]}:
                dropped.append(DroppedBinding(action_id, tuple(keys), other))  # (its own defaults: nothing to tell)
    order = list(defaults)
    dropped.sort(key=lambda d: order.index(d.action_id))
    return ResolvedBindings({**kept, **unknown}, tuple(dropped))
