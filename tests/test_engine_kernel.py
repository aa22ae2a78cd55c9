"""The engine's kernel (the modules directly in klondike_qt/engine/) imports no game.

Cards, the deal generator, the save helpers, the status enum, the search budget,
statistics and files are shared by every game; each game's engine is a package
of its own (engine/klondike/, engine/freecell/, …) built on them. Only the
command lines (``__main__``, ``variants_cli``) and the search helper's table of
games (``searches``, ``search_helper``) put games together.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parent.parent / "klondike_qt" / "engine"
GAMES = sorted(p.name for p in ENGINE.iterdir() if (p / "__init__.py").is_file())
NOT_KERNEL = {"__main__.py", "variants_cli.py", "searches.py", "search_helper.py"}
KERNEL = sorted(p.name for p in ENGINE.glob("*.py") if p.name not in NOT_KERNEL)


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports (at any depth, lazily too), as absolute dotted names."""
    package = ["klondike_qt", "engine"]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def test_every_game_is_a_package() -> None:
    assert {"klondike", "freecell", "spider"} <= set(GAMES)


@pytest.mark.parametrize("name", KERNEL)
def test_kernel_module_imports_no_game(name: str) -> None:
    games = {f"klondike_qt.engine.{game}" for game in GAMES}
    bad = sorted(module for module in imported_modules(ENGINE / name)
                 if any(module == game or module.startswith(game + ".") for game in games))
    assert not bad, f"engine/{name} imports {bad}"
