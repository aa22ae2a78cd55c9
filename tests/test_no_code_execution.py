"""Loading never executes anything from a file: the game reads JSON and plain
INI text only. No module of the package may use pickle, marshal, shelve,
eval/exec/compile, dynamic imports, or a YAML loader, and settings never hand
Qt a serialised object to decode."""

from __future__ import annotations

import ast
import os
from pathlib import Path

import klondike_qt

PACKAGE = Path(klondike_qt.__file__).resolve().parent
FORBIDDEN_MODULES = {"pickle", "cPickle", "_pickle", "marshal", "shelve", "dill", "cloudpickle", "yaml",
                     "jsonpickle", "code", "codeop", "runpy"}
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__", "execfile", "breakpoint"}


def sources() -> list[Path]:
    files = sorted(PACKAGE.rglob("*.py"))
    assert len(files) > 20
    return files


def test_no_module_imports_a_deserialiser_that_runs_code():
    found = []
    for path in sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                if name.split(".")[0] in FORBIDDEN_MODULES:
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} imports {name}")
    assert found == []


def test_no_eval_exec_or_dynamic_import():
    found = []
    for path in sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                func = node.func
                # dialog.exec() / app.exec() are Qt's event loops, not Python's exec.
                if isinstance(func, ast.Name) and func.id in FORBIDDEN_CALLS:
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} calls {func.id}()")
                if isinstance(func, ast.Attribute) and func.attr in ("import_module", "loads") and \
                        isinstance(func.value, ast.Name) and func.value.id in ("importlib", "pickle", "marshal"):
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} calls {func.value.id}.{func.attr}()")
                if isinstance(func, ast.Attribute) and func.attr == "load" and \
                        isinstance(func.value, ast.Name) and func.value.id == "yaml":
                    found.append(f"{path.relative_to(PACKAGE)}:{node.lineno} calls yaml.load()")
    assert found == []


def test_the_words_do_not_appear_in_the_source_either():
    """A plain grep, as a second net (getattr tricks, strings handed to a loader)."""
    found = []
    for path in sources():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            code = line.split("#", 1)[0]
            for word in ("pickle", "marshal", "shelve", "eval(", "__import__", "yaml", "exec(", "compile("):
                if word in code and not (word == "exec(" and ".exec(" in code) \
                        and not (word == "compile(" and "re.compile(" in code):
                    found.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert found == []


def test_saves_and_statistics_are_read_with_json_only():
    for name in ("engine/savefile.py", "model/statistics_store.py", "model/storage.py", "model/autosave.py"):
        text = (PACKAGE / name).read_text(encoding="utf-8")
        assert "QDataStream" not in text and "QVariant" not in text, name


def test_a_serialised_object_in_the_settings_is_never_decoded(tmp_path, monkeypatch):
    """PySide6 decodes '@Variant(… PySide::PyObjectWrapper …)' INI values with an
    unpickler; the settings set such a file aside before Qt reads it."""
    import pickle

    from PySide6.QtWidgets import QApplication  # not a bare core one: widget tests may follow

    from klondike_qt.model.settings import Settings

    QApplication.instance() or QApplication([])
    marker = tmp_path / "ran"

    class Payload:
        def __reduce__(self):
            return (os.mkdir, (str(marker),))

    data = pickle.dumps(Payload(), protocol=4)
    escaped = "".join(f"\\x{b:x}" for b in data)
    body = "\\0\\0\\0\\x7f\\0\\0\\0\\x18PySide::PyObjectWrapper\\0" + f"\\0\\0\\0\\x{len(data):x}" + escaped
    path = tmp_path / "settings.ini"
    path.write_text(f"[General]\ndraw=@Variant({body})\n")
    settings = Settings(path)
    assert settings.draw == 1
    assert settings.set_aside_to is not None and settings.set_aside_to.exists()
    assert not marker.exists()
