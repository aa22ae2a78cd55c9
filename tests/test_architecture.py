"""The package's shape, as issue 26 asks it to stay: no module over 600 lines,
at most 10 ``# type: ignore``, and at most 10 places outside a game's own
modules that branch on which game is in play.

A game's own modules are its engine package (``engine/<game>/``), its
definition (``ui/games/<game>.py``) and every module whose name starts with
the game's name (``ui/freecell_board.py``, ``a11y/messages/spider.py``).
Klondike's are named so too (``engine/klondike/``, ``ui/klondike_board.py``, …).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import klondike_qt
from klondike_qt.ui.games import GAMES

ROOT = Path(klondike_qt.__file__).parent
GAME_IDS = tuple(definition.id for definition in GAMES)

#: Words that name one game's classes (an isinstance test on one of them is a branch).
GAME_CLASS = re.compile(r"\b(Klondike|FreeCell|Spider|Yukon|Pyramid|TriPeaks|Golf)\w*|\b(KeyboardController|GameState|SavedGame)\b")


def _modules() -> list[tuple[str, Path]]:
    return [(path.relative_to(ROOT).as_posix(), path) for path in sorted(ROOT.rglob("*.py"))]


def _own(relative: str) -> bool:
    parts = relative.split("/")
    name = parts[-1].removesuffix(".py")
    return any(game in parts[:-1] or name == game or name.startswith(f"{game}_") for game in GAME_IDS)


def game_branches() -> list[str]:
    """Every place outside a game's own modules that tests which game is in play:
    an ``isinstance`` on a game's class, or a comparison with a game's name."""
    found = []
    for relative, path in _modules():
        if _own(relative):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "isinstance" and len(node.args) == 2:
                if GAME_CLASS.search(ast.unparse(node.args[1])):
                    found.append(f"{relative}:{node.lineno}: {ast.unparse(node)}")
            elif isinstance(node, ast.Compare):
                names = [c for c in (node.left, *node.comparators)
                         if isinstance(c, ast.Constant) and c.value in GAME_IDS]
                tuples = [c for c in (node.left, *node.comparators) if isinstance(c, ast.Tuple | ast.Set)
                          and any(isinstance(e, ast.Constant) and e.value in GAME_IDS for e in c.elts)]
                if names or tuples:
                    found.append(f"{relative}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_module_is_over_600_lines():
    long = {relative: n for relative, path in _modules()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 600}
    assert not long


def test_at_most_ten_type_ignores():
    ignores = [f"{relative}:{i}" for relative, path in _modules()
               for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if "type: ignore" in line]
    assert len(ignores) <= 10, ignores


def test_at_most_ten_places_outside_a_game_branch_on_the_game():
    branches = game_branches()
    assert len(branches) <= 10, "\n".join(branches)
