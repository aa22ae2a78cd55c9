"""The long session with the accessibility bus on and a client attached: hundreds
of deals in the real window under Xvfb (xcb), Qt's AT-SPI bridge forced on, and
the probe's pyatspi client listening to focus, name, description, selection and
announcement events (and asking each event's source for its name and role, as a
screen reader does) until the game ends.

    python bench/a11y_long_session.py [--deals 300] [--moves 40] [--orca] [--out DIR]

Runs ``bench/long_session.py`` inside ``tests/a11y/run_probe.sh`` and prints its
memory samples (RSS, live accessible interfaces, Python objects… every 100
deals) and the number of AT-SPI events the client received. Memory must stay
flat: Qt keeps accessibility on once a client has touched the process, and
every move sends events and an announcement.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--orca", action="store_true", help="Orca as the client too (with openbox)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    out = args.out or Path(tempfile.mkdtemp(prefix="a11y-long-session-"))
    out.mkdir(parents=True, exist_ok=True)
    steps = out / "attach.steps"
    limit = 120 + args.deals * 6
    steps.write_text(f"expect-app-exit -t {limit - 30}\n", encoding="utf-8")
    command = [str(ROOT / "tests" / "a11y" / "run_probe.sh"), "--timeout", str(limit), "--steps", str(steps),
               "--out", str(out / "probe")]
    if args.orca:
        command += ["--wm", "--orca"]
    command += ["--", sys.executable, str(ROOT / "bench" / "long_session.py"), "--deals", str(args.deals),
                "--moves", str(args.moves), "--animations", "off", "--no-view-changes"]
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # run_probe.sh sets xcb
    start = time.monotonic()
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=out)
    elapsed = time.monotonic() - start
    app_log = (out / "probe" / "app.log").read_text(encoding="utf-8", errors="replace")
    samples = [line for line in app_log.splitlines() if line.startswith("deals ") or " deals, " in line]
    events = out / "probe" / "events.tsv"
    count = sum(1 for _ in events.open(encoding="utf-8", errors="replace")) if events.exists() else 0
    print(f"AT-SPI bus on, pyatspi client attached{' and Orca' if args.orca else ''}; "
          f"{args.deals} deals in {elapsed:.0f} s (probe rc={result.returncode})")
    for line in samples:
        print(line)
    print(f"AT-SPI events the client received: {count}")
    if not samples:
        print(app_log[-3000:])
    return 0 if result.returncode == 0 and samples else 1


if __name__ == "__main__":
    sys.exit(main())
