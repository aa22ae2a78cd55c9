"""No import circle inside klondike_qt, counting imports made inside functions.

Every module's imports are read from its source (``ast``, so nothing is run):
top-level and lazy ones, absolute and relative. ``from .pkg import name`` counts
as an import of the module ``pkg.name`` when that is a module, else of ``pkg``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import klondike_qt

ROOT = Path(klondike_qt.__file__).parent


def _modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    # (a compiled module counts by its stub: engine/klondike/solver/_classcore.pyi)
    for path in sorted([*ROOT.rglob("*.py"), *ROOT.rglob("*.pyi")]):
        parts = ["klondike_qt", *path.relative_to(ROOT).with_suffix("").parts]
        is_package = parts[-1] == "__init__"
        if is_package:
            parts = parts[:-1]
        found[".".join(parts)] = (path, is_package)
    return found


MODULES = _modules()


def _owner(name: str) -> str | None:
    """The module ``name`` is, or the innermost package it is in."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str) -> set[str]:
    path, is_package = MODULES[module]
    package = module if is_package else module.rpartition(".")[0]
    found: set[str | None] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(_owner(alias.name) for alias in node.names if alias.name.split(".")[0] == "klondike_qt")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != "klondike_qt":
                continue
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                found.add(submodule if submodule in MODULES else _owner(target))
    found.discard(None)
    found.discard(module)
    return {name for name in found if name is not None}


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every group of modules that import each other (strongly connected, two or more)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan; the package is a few dozen modules deep at most
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_walk_sees_lazy_and_relative_imports():
    imports = imports_of("klondike_qt.ui.main_window")
    assert "klondike_qt.ui.dialogs" in imports  # imported inside a method
    assert "klondike_qt.model.settings" in imports  # from ..model.settings import …
    assert "klondike_qt.engine.status" in imports  # from ..engine.status import GameStatus
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycle_in_the_package():
    graph = {module: imports_of(module) for module in MODULES}
    cycles = import_cycles(graph)
    detail = "; ".join(
        " ↔ ".join(group) + " (" + ", ".join(f"{m} → {sorted(graph[m] & set(group))}" for m in group) + ")"
        for group in cycles)
    assert not cycles, f"import cycles: {detail}"
