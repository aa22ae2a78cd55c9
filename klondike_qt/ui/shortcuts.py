"""The keys each command has now: read from the window's actions when there is
a window, else from the command table. Shared by the F1 list and the keys
dialog (which used to import each other for this)."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence

from ..a11y import messages as msg
from ..model.key_bindings import clash
from ..model.settings import Settings
from .command_table import COMMANDS, COMMANDS_BY_ID


def window_action(window: object, action_id: str) -> QAction | None:
    """The window's QAction for a command (``window.actions``, id → QAction), or
    None for a window without actions (a plain parent widget, a test double)."""
    actions = getattr(window, "actions", None)
    action = actions.get(action_id) if isinstance(actions, dict) else None
    return action if isinstance(action, QAction) else None


def portable_keys(window: object, action_id: str) -> list[str]:
    """The keys a command has now, in portable text ("Ctrl+Z"), as they are stored."""
    action = window_action(window, action_id)
    if action is not None:
        return [s.toString() for s in action.shortcuts()]
    return list(COMMANDS_BY_ID[action_id].shortcuts)


def current_keys(window: object, action_id: str) -> list[str]:
    """The keys a command has now, as the player reads them."""
    native = QKeySequence.SequenceFormat.NativeText
    action = window_action(window, action_id)
    if action is not None:
        return [s.toString(native) for s in action.shortcuts()]
    return [QKeySequence(s).toString(native) for s in COMMANDS_BY_ID[action_id].shortcuts]


def key_clash(window: object, action_id: str, keys: list[str]) -> str | None:
    """The id of another command that already uses one of ``keys`` (the check the
    settings loader applies too: :func:`klondike_qt.model.key_bindings.clash`)."""
    return clash({spec.id: portable_keys(window, spec.id) for spec in COMMANDS}, action_id, keys)


def _name(action_id: str) -> str:
    spec = COMMANDS_BY_ID.get(action_id)
    return spec.translated_text().replace("&", "") if spec is not None else action_id


def dropped_keys_report(settings: Settings) -> str | None:
    """The sentence saying which commands' keys in the settings file were not used
    (they clashed, or left Quit or Keys and Rules with no key), or None; said once at start."""
    if not settings.dropped_bindings:
        return None
    native = QKeySequence.SequenceFormat.NativeText
    return msg.keys_dropped([
        (_name(d.action_id), msg.separated_list([QKeySequence(k).toString(native) or k for k in d.keys]),
         None if d.clash_with is None else _name(d.clash_with))
        for d in settings.dropped_bindings])
