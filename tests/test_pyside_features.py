"""A start does not have PySide6 read our modules' sources (klondike_qt/pyside_features.py,
issue 30), and Qt's names still work as before."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Runs a start to its first paint and prints, as JSON, the modules whose source PySide
#: read (``inspect.getsource``) and PySide's answers for ours.
START = """
import inspect, json, os, sys
read = []
getsource = inspect.getsource
def spying(thing):
    read.append(getattr(thing, "__name__", "?"))
    return getsource(thing)
inspect.getsource = spying
os.environ["KLONDIKE_BENCH_EXIT_AFTER_SHOW"] = "1"
from klondike_qt.app import main
status = main(["--profile", sys.argv[1], "--deal", "1"])
table = sys.modules["shibokensupport.feature"].pyside_feature_dict
ours = {name: table.get(name) for name in sys.modules if name.startswith("klondike_qt")}
print(json.dumps({"status": status, "read": read, "ours": ours}))
"""


def test_a_start_has_pyside_read_no_source_of_ours_or_the_standard_librarys(tmp_path):
    result = subprocess.run([sys.executable, "-c", START, str(tmp_path / "profile")], capture_output=True,
                            text=True, cwd=ROOT, check=True, timeout=120,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    found = json.loads(result.stdout.splitlines()[-1])
    assert found["status"] == 0
    assert "klondike_qt.ui.main_window" in found["ours"]  # the window was built
    assert set(found["ours"].values()) == {0}  # PySide's answer for a module that imports PySide6
    read = [name for name in found["read"]
            if name.partition(".")[0] in sys.stdlib_module_names or name.startswith("klondike_qt")]
    assert read == []


def test_qt_names_work_as_pyside_has_them(qapp, monkeypatch):
    """The answers select no feature: camelCase methods, no snake_case or true properties."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from klondike_qt import pyside_features

    monkeypatch.setattr(sys, "meta_path", list(sys.meta_path))  # this test's finder goes with it
    pyside_features.install()
    pyside_features.install()
    assert sum(isinstance(finder, pyside_features._Finder) for finder in sys.meta_path) == 1
    table = sys.modules[pyside_features.FEATURE_MODULE].pyside_feature_dict
    assert table["klondike_qt.pyside_features"] == 0
    assert table["json"] == -1
    label = QLabel("ten of hearts")
    label.setAlignment(Qt.AlignmentFlag.AlignRight)
    assert label.text() == "ten of hearts"
    assert label.alignment() & Qt.AlignmentFlag.AlignRight
    assert not hasattr(label, "set_alignment")


def test_without_pyside_nothing_is_written(monkeypatch):
    from klondike_qt import pyside_features

    monkeypatch.setitem(sys.modules, pyside_features.FEATURE_MODULE, None)
    finder = pyside_features._Finder()
    assert finder.find_spec("klondike_qt.engine.cards") is None
    assert finder.table is None
