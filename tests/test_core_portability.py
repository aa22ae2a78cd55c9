"""The solvers' C cores (engine/klondike/solver/_classcore.c, engine/freecell/_fccore.c,
engine/spider/_spcore.c) stay portable C11.

Hosted CI builds it with MSVC on Windows and Apple clang on macOS; neither runs here.
What can be checked here: every C compiler on this machine (gcc, clang, cc) accepts it
as strict ISO C11 with every common warning an error, without variable-length arrays
(MSVC has none), and it uses no GCC-only builtins or attributes.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CORES = (ROOT / "klondike_qt" / "engine" / "klondike" / "solver" / "_classcore.c",
         ROOT / "klondike_qt" / "engine" / "freecell" / "_fccore.c",
         ROOT / "klondike_qt" / "engine" / "spider" / "_spcore.c")
#: The header the cores share: the clock, with its Windows branch, and the cancel call.
SHARED = ROOT / "klondike_qt" / "engine" / "core_clock.h"
STRICT = ("-std=c11", "-Wall", "-Wextra", "-pedantic", "-Wvla", "-Werror", "-fsyntax-only")
# Linux's gcc and clang: on Windows and macOS the workflows build the core with MSVC and
# Apple clang themselves (and fail if it fell back), against those systems' own headers.
COMPILERS = [name for name in ("gcc", "clang") if shutil.which(name)] if sys.platform.startswith("linux") else []


@pytest.mark.parametrize("core", CORES, ids=lambda path: path.name)
@pytest.mark.parametrize("compiler", COMPILERS or [pytest.param("cc", marks=pytest.mark.skip(reason="no gcc or clang on this Linux (or not Linux)"))])
def test_the_core_is_strict_c11(compiler: str, core: Path) -> None:
    include = sysconfig.get_paths()["include"]
    if not (Path(include) / "Python.h").is_file():
        pytest.skip(f"no Python headers in {include}")
    result = subprocess.run([compiler, *STRICT, f"-I{include}", str(core)], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "warning" not in result.stderr, result.stderr


@pytest.mark.parametrize("core", (*CORES, SHARED), ids=lambda path: path.name)
def test_the_core_uses_no_compiler_specific_extensions(core: Path) -> None:
    """MSVC knows none of these; a fallback would need an #if around it."""
    text = core.read_text("utf-8")
    for pattern in (r"__builtin_\w+", r"__attribute__", r"__int128", r"\btypeof\b", r"#include <(unistd|sys/time|pthread)\.h>"):
        assert not re.search(pattern, text), pattern
    if core != SHARED:  # the one system call that differs, the clock, is the shared header's
        assert f'#include "{"../" * (len(core.relative_to(SHARED.parent).parts) - 1)}core_clock.h"' in text
        return
    assert "#ifdef _WIN32" in text and "QueryPerformanceCounter" in text
