"""Tell PySide6 up front which modules use none of its ``__feature__`` options (issue 30).

PySide6 replaces the built-in import function: every module an import statement returns after
PySide6 is loaded is looked up in ``shibokensupport.feature.pyside_feature_dict``,
and one not there yet has its whole source file read (``inspect.getsource``) to see
whether it names PySide6: 0 (it may use ``from __feature__ import …``) or -1 (ignore
it). A start reads some 140 files that way, ours and the standard library's, about
15 ms of CPU before the first paint.

:func:`install` puts a finder first on ``sys.meta_path`` that writes the answer
before the module is imported, so PySide finds it there and reads nothing:

- our own modules: 0, what PySide answers for a module that imports PySide6. None of
  ours selects a feature, so 0 and -1 act alike (the selection stays 0, no features);
- the standard library's: -1, what PySide answers for them (none names PySide6).

Other packages' modules are left to PySide. Nothing is written until PySide6 is
loaded (the dict is its); then the modules imported before it are written at once.
If a PySide6 version has no such dict, nothing is done: PySide reads the files as it
always did.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType
from typing import Any

#: PySide's module of the feature check (``PySide6/support/feature.py``).
FEATURE_MODULE = "shibokensupport.feature"
#: Our own modules' names begin so.
OURS = __name__.partition(".")[0]
#: PySide's answers: "may select a feature" (no feature selected: the default) and "ignore".
USES_PYSIDE, IGNORED = 0, -1


def _answer(name: str) -> int | None:
    """What PySide would write for module ``name``; None: leave it to PySide."""
    top = name.partition(".")[0]
    if top == OURS:
        return USES_PYSIDE
    if top in sys.stdlib_module_names:
        return IGNORED
    return None


class _Finder:
    """First on ``sys.meta_path``: finds nothing, writes each module's answer as it
    is imported (once PySide6 is loaded)."""

    def __init__(self) -> None:
        self.table: dict[str, int] | None = None

    def find_spec(self, name: str, path: Sequence[str] | None = None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        table = self.table if self.table is not None else self._table()
        if table is not None and name not in table and (answer := _answer(name)) is not None:
            table[name] = answer
        return None

    def _table(self) -> dict[str, int] | None:
        """PySide's dict once PySide6 is loaded (the modules loaded so far written in
        it), else None."""
        feature = sys.modules.get(FEATURE_MODULE)
        table: Any = getattr(feature, "pyside_feature_dict", None)
        if not isinstance(table, dict):
            return None
        for name in list(sys.modules):
            if name not in table and (answer := _answer(name)) is not None:
                table[name] = answer
        self.table = table
        return table


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once)."""
    if not any(isinstance(finder, _Finder) for finder in sys.meta_path):
        finder = _Finder()
        finder.find_spec(OURS)  # PySide6 already loaded: write what is loaded now
        sys.meta_path.insert(0, finder)
