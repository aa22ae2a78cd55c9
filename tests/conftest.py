"""Tests run without a display: Qt's offscreen platform, set before Qt loads."""

from __future__ import annotations

import faulthandler
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


#: The per-test limit (pytest-timeout) of the tests marked slow: wheel builds, the
#: PySide floor's download and install, the long screen-reader scenarios. The
#: others have pyproject's ``timeout``; a test's own ``@pytest.mark.timeout`` comes first.
SLOW_TEST_SECONDS = 1800.0

#: faulthandler ends a hung test this long before pytest-timeout would.
_AHEAD_SECONDS = 10.0

_stderr_copy = pytest.StashKey[int]()


def pytest_configure(config: pytest.Config) -> None:
    # A copy of the real standard error, as pytest's faulthandler_timeout takes
    # (the capture of each test's output does not redirect it).
    try:
        fileno = sys.stderr.fileno()
    except (AttributeError, ValueError):  # pytest-xdist's worker: not a file
        assert sys.__stderr__ is not None
        fileno = sys.__stderr__.fileno()
    config.stash[_stderr_copy] = os.dup(fileno)


def pytest_unconfigure(config: pytest.Config) -> None:
    os.close(config.stash[_stderr_copy])


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked slow get :data:`SLOW_TEST_SECONDS`; off Linux, every test
    marked ``a11y`` is skipped, saying why (:data:`A11Y_LINUX_ONLY`)."""
    for item in items:
        if item.get_closest_marker("slow") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(SLOW_TEST_SECONDS))
        if not ON_LINUX and item.get_closest_marker("a11y") is not None:
            item.add_marker(pytest.mark.skip(reason=A11Y_LINUX_ONLY))


def _limit(item: pytest.Item) -> float:
    """The test's pytest-timeout limit: its marker's, else pyproject's ``timeout``."""
    marker = item.get_closest_marker("timeout")
    if marker is not None and marker.args:
        return float(marker.args[0])
    if marker is not None and "timeout" in marker.kwargs:
        return float(marker.kwargs["timeout"])
    try:
        return float(item.config.getini("timeout") or 0)
    except ValueError:  # pytest-timeout not installed: pytest's one value stays
        return 0.0


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """A hung test ends through faulthandler (pyproject's ``faulthandler_timeout``
    with ``faulthandler_exit_on_timeout``), ``_AHEAD_SECONDS`` before its
    pytest-timeout limit: faulthandler's watchdog is C, so it also ends a hang in
    which a thread stuck in Qt's C++ holds the interpreter lock (the suite's hang,
    tests/test_solver_worker.py), where pytest-timeout's timer thread, Python,
    never runs; and the stacks it prints reach the terminal from a pytest-xdist
    worker, where pytest-timeout's are lost (xdist names the test either way).
    pytest-timeout stays as the fallback and the per-test knob. pytest arms one
    value for every test and cancels it when the test ends; here each test gets
    its own. (With ``faulthandler_timeout`` 0, nothing is armed.)"""
    config = item.config
    limit = _limit(item) - _AHEAD_SECONDS
    if float(config.getini("faulthandler_timeout") or 0) > 0 and limit > 0:
        faulthandler.dump_traceback_later(limit, exit=bool(config.getini("faulthandler_exit_on_timeout")),
                                          file=config.stash[_stderr_copy])


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
