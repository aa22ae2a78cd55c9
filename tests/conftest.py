"""Tests run without a display: Qt's offscreen platform, set before Qt loads."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The solver's tests are about its Python search (the fallback where the
# compiled core is not built); tests/test_solver_fastcore.py turns the core on.
os.environ["KLONDIKE_FAST_CORE"] = "0"

import pytest

#: Why the ``a11y`` tests (tests/test_a11y_atspi.py: the game over AT-SPI, heard by Orca)
#: do not run on Windows and macOS: AT-SPI, Xvfb and Orca are Linux desktop parts. There the
#: game is heard by NVDA and VoiceOver in .github/workflows/screen-readers.yml instead.
A11Y_LINUX_ONLY = ("AT-SPI and Orca exist on Linux desktops only; on Windows and macOS "
                   "NVDA and VoiceOver are tested in .github/workflows/screen-readers.yml")
ON_LINUX = sys.platform.startswith("linux")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Off Linux, every test marked ``a11y`` is skipped, saying why (A11Y_LINUX_ONLY)."""
    if ON_LINUX:
        return
    for item in items:
        if item.get_closest_marker("a11y") is not None:
            item.add_marker(pytest.mark.skip(reason=A11Y_LINUX_ONLY))


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
