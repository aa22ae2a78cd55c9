"""The engine imports no Qt at all (design.md): checked by running it and by reading it."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import klondike_qt.engine

ENGINE = Path(klondike_qt.engine.__file__).resolve().parent
QT_PACKAGES = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2", "shiboken2")


def engine_modules() -> list[str]:
    names = []
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ENGINE).with_suffix("").parts
        if parts[-1] == "__main__":
            continue  # running it would start the command line; its source is scanned below
        if parts[-1] == "__init__":
            parts = parts[:-1]
        names.append(".".join(("klondike_qt", "engine", *parts)))
    return names


def test_there_are_engine_modules_to_check() -> None:
    names = engine_modules()
    assert "klondike_qt.engine.klondike.state" in names and "klondike_qt.engine.savefile" in names


def test_importing_every_engine_module_loads_no_qt() -> None:
    script = (
        "import importlib, json, sys\n"
        f"for name in {engine_modules()!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{QT_PACKAGES!r})))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == []


def test_the_command_line_runs_without_qt() -> None:
    script = (
        "import runpy, sys\n"
        "sys.argv = ['engine', 'deal', '1']\n"
        "try:\n"
        "    runpy.run_module('klondike_qt.engine', run_name='__main__')\n"
        "except SystemExit as stop:\n"
        "    assert stop.code == 0, stop.code\n"
        f"print('QT' if any(m.split('.')[0] in {QT_PACKAGES!r} for m in sys.modules) else 'NO-QT')\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("NO-QT")


def qt_imports(source: str, filename: str) -> list[str]:
    """Every way a file names a Qt package in an import: ``import``,
    ``from … import``, ``__import__("…")`` and ``importlib.import_module("…")``."""
    found = []
    for node in ast.walk(ast.parse(source, filename)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            called = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            if called in ("__import__", "import_module") and isinstance(node.args[0].value, str):
                names = [node.args[0].value]
        found += [f"{filename}:{node.lineno}: {name}" for name in names
                  if name.split(".")[0] in QT_PACKAGES]
    return found


def test_the_scanner_finds_qt_imports() -> None:
    source = ("import os\nimport PySide6.QtCore\nfrom shiboken6 import isValid\n"
              "import importlib\nimportlib.import_module('PySide6')\n__import__('PyQt6.QtGui')\n")
    assert len(qt_imports(source, "x.py")) == 4
    assert qt_imports("import json\nfrom . import cards\n", "y.py") == []


def test_no_engine_file_imports_qt() -> None:
    files = sorted(ENGINE.rglob("*.py"))
    assert files
    found = [hit for path in files for hit in qt_imports(path.read_text(encoding="utf-8"), path.name)]
    assert found == []
