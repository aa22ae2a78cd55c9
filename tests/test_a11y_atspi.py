"""Out-of-process, like a screen reader: the game under Xvfb + a private D-Bus
+ AT-SPI, driven with xdotool and checked with pyatspi (tests/a11y/run_probe.sh).

Each scenario (tests/a11y/scenarios/*.steps) runs ``python -m klondike_qt
--profile TMP ...``; ``orca.steps`` also runs Orca and checks the words it speaks.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent / "a11y"
sys.path.insert(0, str(HERE))
from profiles import make_profile  # noqa: E402

pytestmark = pytest.mark.a11y


def _missing() -> str | None:
    for tool in ("Xvfb", "xdotool", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install xvfb xdotool dbus)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core is not installed"
    probe = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True)
    if probe.returncode != 0:
        return "python3-pyatspi is not installed for /usr/bin/python3"
    return None


MISSING = _missing()
ORCA_MISSING = MISSING or (None if shutil.which("orca") else
                           "Orca is not installed (apt-get install --no-install-recommends "
                           "orca speech-dispatcher python3-speechd)")


def need(missing: str | None) -> None:
    """Skip when a tool is missing on a developer's machine; in CI (``CI`` set,
    where .ci/run installs everything) a missing tool is a failure, not a skip."""
    if missing is None:
        return
    if os.environ.get("CI"):
        pytest.fail(f"CI must run the screen-reader tests, but {missing}")
    pytest.skip(missing)

#: scenario -> (profile options, game arguments)
SCENARIOS = {
    "start": ({}, ["--deal", "1"]),
    "column": ({"thoughtful": True}, ["--deal", "1"]),
    "pick_drop": ({}, ["--deal", "2"]),
    "draw_recycle": ({}, ["--deal", "1"]),
    "won": ({"endgame": True}, []),
    "dialogs": ({}, ["--deal", "1"]),
}


def run_scenario(name: str, tmp_path: Path, profile: dict, args: list[str], orca: bool = False,
                 timeout: int = 90, extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    folder = make_profile(tmp_path / "profile", **profile)
    out = tmp_path / "probe"
    command = [str(HERE / "run_probe.sh"), "--steps", str(HERE / "scenarios" / f"{name}.steps"),
               "--out", str(out), "--timeout", str(timeout)]
    if orca:
        command.append("--orca")
    command += ["--", sys.executable, "-m", "klondike_qt", "--profile", str(folder), *args]
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # run_probe.sh chooses xcb
    env.update(extra_env or {})
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout + 30, env=env)
    if result.returncode != 0:
        log = (out / "probe.log").read_text(errors="replace") if (out / "probe.log").exists() else ""
        app = (out / "app.log").read_text(errors="replace")[-3000:] if (out / "app.log").exists() else ""
        pytest.fail(f"scenario {name} failed (rc={result.returncode})\n{log[-6000:]}\n"
                    f"--- app.log ---\n{app}\n--- stderr ---\n{result.stderr[-2000:]}")
    return result


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_scenario(name, tmp_path):
    need(MISSING)
    profile, args = SCENARIOS[name]
    run_scenario(name, tmp_path, profile, args)


def test_orca_speaks_focus_and_move_results(tmp_path):
    need(ORCA_MISSING)
    run_scenario("orca", tmp_path, {}, ["--deal", "2"], orca=True, timeout=120)


@pytest.mark.slow
def test_new_deals_under_gc_stress_keep_the_tree_whole(tmp_path):
    need(MISSING)
    run_scenario("stress", tmp_path, {}, ["--deal", "3"], timeout=120,
                 extra_env={"KLONDIKE_A11Y_GC_STRESS": "1"})
