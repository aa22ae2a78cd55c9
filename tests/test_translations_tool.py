"""``tools/update_translations.py`` builds each ``.qm`` atomically: a running
game keeps the catalogue it mapped whole while a new one replaces it."""

from __future__ import annotations

import importlib.util
import mmap
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")


def load_tool():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" / "update_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("update_translations", module)  # its dataclasses look their module up
    spec.loader.exec_module(sys.modules["update_translations"])
    module = sys.modules["update_translations"]
    return module


def test_a_catalogue_in_use_stays_whole_while_a_new_one_replaces_it(tmp_path):
    tool = load_tool()
    ts = tmp_path / "klondike_qt_es.ts"
    shutil.copy(ROOT / "resources" / "translations" / "klondike_qt_es.ts", ts)
    qm = tmp_path / "klondike_qt_es.qm"
    old = QM_MAGIC + b"the catalogue a running game has mapped" * 100
    qm.write_bytes(old)
    with qm.open("rb") as held, mmap.mmap(held.fileno(), 0, access=mmap.ACCESS_READ) as mapped:
        tool.lrelease(ts, qm)
        # Written in place, the mapped pages would now hold the new catalogue (or be cut short).
        assert mapped[:] == old
    new = qm.read_bytes()
    assert new != old and new[:16] == QM_MAGIC
    assert new == (ROOT / "resources" / "translations" / "klondike_qt_es.qm").read_bytes()
    assert qm.stat().st_mode & 0o777 == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["klondike_qt_es.qm", "klondike_qt_es.ts"]  # no temp left

    inode = qm.stat().st_ino
    tool.lrelease(ts, qm)  # nothing changed: the file is left alone
    assert qm.stat().st_ino == inode and qm.read_bytes() == new


def test_a_failed_build_keeps_the_old_catalogue(tmp_path):
    tool = load_tool()
    ts = tmp_path / "klondike_qt_es.ts"
    ts.write_text("<TS version='2.1'><context><name>Messages", encoding="utf-8")  # cut short
    qm = tmp_path / "klondike_qt_es.qm"
    old = QM_MAGIC + b"old"
    qm.write_bytes(old)
    with pytest.raises(SystemExit):
        tool.lrelease(ts, qm)
    assert qm.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["klondike_qt_es.qm", "klondike_qt_es.ts"]
