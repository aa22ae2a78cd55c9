"""Positions and moves as plain JSON, and back, for the search helper's pipe
(:mod:`.search_process`): no serialiser that runs code, only the shapes the
engines' immutable objects are made of (imports no game).

:func:`encode` turns a value made of ``None``, booleans, numbers, strings,
cards and piles (interned: their text), enums, tuples, lists, frozensets and frozen dataclasses into JSON
values; :func:`decode` rebuilds it, naming classes only from the table the
caller gives (a game's own, :mod:`.searches`): anything else is a
``ValueError``, never an import or a call of something the text names.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from enum import Enum
from typing import Any

from .cards import Card, Suit
from .interned import Interned

__all__ = ["classes_of", "decode", "encode"]


def encode(value: object) -> Any:
    """``value`` as JSON values (``TypeError`` for a kind of object it does not know)."""
    if value is None or isinstance(value, str | float) or type(value) in (bool, int):
        return value
    if isinstance(value, Interned):  # a card, a pile: its text, parsed back
        return {"interned": type(value).__name__, "text": str(value)}
    if isinstance(value, Enum):
        return {"enum": type(value).__name__, "value": encode(value.value)}
    if isinstance(value, tuple):
        return {"tuple": [encode(item) for item in value]}
    if isinstance(value, list):
        return [encode(item) for item in value]
    if isinstance(value, frozenset):
        return {"set": [encode(item) for item in value]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {"class": type(value).__name__,
                "fields": {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init}}
    raise TypeError(f"cannot encode a {type(value).__name__}")


def decode(data: Any, classes: Mapping[str, type]) -> Any:
    """The value :func:`encode` gave ``data`` for (``ValueError`` if ``data`` is not
    one, or names a class that is not in ``classes``)."""
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return [decode(item, classes) for item in data]
    if not isinstance(data, dict) or len(data) not in (1, 2):
        raise ValueError(f"not an encoded value: {data!r:.80}")
    try:
        if "interned" in data:
            return _class(classes, data["interned"]).parse(str(data["text"]))  # type: ignore[attr-defined]
        if "tuple" in data:
            return tuple(decode(item, classes) for item in _items(data["tuple"]))
        if "set" in data:
            return frozenset(decode(item, classes) for item in _items(data["set"]))
        if "enum" in data:
            return _class(classes, data["enum"])(decode(data["value"], classes))
        if "class" in data:
            fields = data["fields"]
            if not isinstance(fields, dict):
                raise ValueError("fields must be an object")
            return _class(classes, data["class"])(**{str(k): decode(v, classes) for k, v in fields.items()})
    except (KeyError, TypeError) as error:
        raise ValueError(f"not an encoded value: {error}") from None
    raise ValueError(f"not an encoded value: {data!r:.80}")


def _items(value: object) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError("a tuple or a set is a list")
    return value


def _class(classes: Mapping[str, type], name: object) -> type:
    cls = classes.get(str(name))
    if cls is None:
        raise ValueError(f"not a class of this game: {name!r}")
    return cls


def classes_of(*namespaces: Mapping[str, object]) -> dict[str, type]:
    """The dataclasses, enums and interned classes (cards, piles) defined in ``namespaces``
    (modules' ``vars()``), by name, with the cards': what :func:`decode` may rebuild for one game."""
    found: dict[str, type] = {"Card": Card, "Suit": Suit}
    for namespace in namespaces:
        found.update({name: obj for name, obj in namespace.items() if isinstance(obj, type) and (
            dataclasses.is_dataclass(obj) or issubclass(obj, Enum | Interned))})
    return found
