"""The hostile-entry table: each kind of entry in place of each profile file → what a start does.

    python bench/hostile_entries.py [--timeout 20] [--memory-mb 2048]

Each cell is one start of the real game (``tests/hostile_start_app.py``, which runs
``klondike_qt.app.main`` on a fresh ``--profile`` folder, turns a card and quits) with
a timeout and an address-space limit, so a start that hangs or reads without end shows
as "hangs" or "MemoryError" instead of stopping the table. Run it with
``PYTHONPATH=<an older checkout>`` to see how that code behaved.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHILD = ROOT / "tests" / "hostile_start_app.py"
FILES = ("settings.ini", "statistics.json", "autosave.json")
sys.path.insert(0, str(ROOT / "tests"))
from hostile_start_app import ENTRY_KINDS, make_entry  # noqa: E402

ENTRIES = (*ENTRY_KINDS, "unreadable profile folder")


def run_cell(entry: str, name: str, timeout: float, memory_mb: int) -> str:
    with tempfile.TemporaryDirectory() as temp:
        profile = Path(temp) / "profile"
        profile.mkdir()
        drop = entry == "unreadable profile folder"
        if not drop:
            make_entry(profile / name, entry)
        if drop:
            os.chmod(profile, 0)  # the player's own folder, with no permission at all

        def limits() -> None:
            size = memory_mb * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (size, size))

        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=temp)
        try:
            # Root reads any folder; without these capabilities it obeys permissions like a player.
            prefix = ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"] if (
                drop and os.geteuid() == 0) else []
            result = subprocess.run([*prefix, sys.executable, str(CHILD), "--draw-and-quit", "--", "--profile",
                                     str(profile)], capture_output=True, text=True, timeout=timeout,
                                    preexec_fn=limits, env=env, cwd=temp)
        except subprocess.TimeoutExpired:
            return f"hangs (killed after {timeout:g} s, no window)"
        finally:
            os.chmod(profile, 0o700)
        reports = [line for line in result.stdout.splitlines() if line.startswith("REPORT ")]
        if not reports:
            last = (result.stderr.strip().splitlines() or ["?"])[-1]
            return f"crash, exit {result.returncode}: {last[:90]}"
        report = json.loads(reports[-1][7:])
        kept = sorted(p.name for p in profile.iterdir() if ".bad-" in p.name) if not drop else []
        said = [s for s in report.get("said", []) if "could not" in s or "cannot" in s]
        verdict = "starts, plays" if report.get("moves") == 1 else f"starts, moves={report.get('moves')}"
        return f"{verdict}; set aside: {', '.join(kept) or '-'}; told: {' / '.join(said) or '-'}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--memory-mb", type=int, default=2048)
    args = parser.parse_args()
    for entry in ENTRIES:
        for name in FILES if entry != "unreadable profile folder" else ("(all)",):
            print(f"{entry} | {name} | {run_cell(entry, name, args.timeout, args.memory_mb)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
