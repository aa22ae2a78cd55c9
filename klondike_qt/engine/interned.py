"""The one piece under the engine's interned value objects (52 cards, 13 piles).

Each exists once: its class builds a table of every value at import and every
way of getting one returns a table entry, so they compare and hash by
identity. This base makes them immutable and makes a copy, or an object
rebuilt from its ``__reduce__`` form ("entry ``n`` of the table"), the same object.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, Self


class Interned:
    __slots__ = ()

    #: The subclass's way back from a place in its table to the object (a module-level function, found by name).
    _entry: ClassVar[Callable[[int], object]]

    def _fill(self, **fields: object) -> None:
        """Set the slots, once, while the table is built."""
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def _place(self) -> int:
        """This object's place in its class's table."""
        raise NotImplementedError

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __reduce__(self) -> tuple[Callable[[int], object], tuple[int]]:
        return (type(self)._entry, (self._place(),))

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: object) -> Self:
        return self
