"""Tests run without a display: Qt's offscreen platform, set before Qt loads."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The solver's tests are about its Python search (the fallback where the
# compiled core is not built); tests/test_solver_fastcore.py turns the core on.
os.environ["KLONDIKE_FAST_CORE"] = "0"

import pytest


@pytest.fixture
def profile_dir(tmp_path):
    """An empty profile folder (settings, statistics, saves) for one test."""
    folder = tmp_path / "profile"
    folder.mkdir()
    return folder


@pytest.fixture(autouse=True)
def _solver_searches_start_from_scratch():
    """A solver search goes on from what an undecided earlier search of the
    same position proved lost (engine/klondike/solver/NOTES.md, "Carrying what was
    proven lost"); each test starts with nothing carried, so that its position
    counts do not depend on the tests run before it in the same process."""
    from klondike_qt.engine.klondike.solver.search import forget_carried

    forget_carried()
    yield
    forget_carried()
