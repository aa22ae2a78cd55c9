"""Play a whole deal by keyboard alone under Orca 43 and a window manager, and
count what Orca said after each key (from Orca's own speech log, not from our
recorder).

    python bench/orca_listen.py [--deal 27] [--thoughtful] [--game-path DIR] [--out DIR]

The solver finds the winning line; each move becomes the keys a keyboard player
presses (tests/a11y_helpers.keys_for_move: focus the card, Up for a deeper one,
Space, the target column, Space; F for a foundation, P for the waste, N to
draw), then Enter when the game offers the finish. ``tests/a11y/run_probe.sh
--wm --orca`` plays them. Printed: keys, utterances, utterances per navigation
key (digits, arrows, Home, End, P; a late utterance can land on the next
key) and how many began with the card or the pile's content, "notification"
and "selected" counts. ``--transcript FILE`` only counts an earlier run. ``--game-path`` runs another copy of the game
(e.g. an older commit's ``git archive``) to compare before/after. Needs xvfb,
openbox, orca, speech-dispatcher, at-spi2-core, python3-pyatspi, xdotool.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "a11y"))

from klondike_qt.engine.klondike import Rules, apply, deal  # noqa: E402
from klondike_qt.engine.klondike.solver import solve  # noqa: E402
from klondike_qt.engine.klondike.status import game_status  # noqa: E402
from klondike_qt.engine.status import GameStatus  # noqa: E402

NAVIGATION = {str(n) for n in range(1, 8)} | {"Up", "Down", "Left", "Right", "Home", "End", "p"}
XDOTOOL = {"up": "Up", "down": "Down", "left": "Left", "right": "Right", "home": "Home", "end": "End",
           "space": "space", "return": "Return"}


def keys_for_game(number: int, rules: Rules) -> list[str]:
    from a11y_helpers import keys_for_move

    state = deal(number, rules)
    result = solve(state, 30.0)
    if result.outcome.value != "solved":
        raise SystemExit(f"deal {number}: the solver did not win it ({result.outcome.value})")
    keys: list[str] = []
    for move in result.moves:
        if game_status(state) is GameStatus.READY_TO_FINISH:
            break
        keys += [XDOTOOL.get(k, k) for k in keys_for_move(state, move)]
        state = apply(state, move)
    return keys + ["Return"]


def per_key(transcript: str) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = [("(start)", [])]
    for line in transcript.splitlines():
        if " KEY " in line and line.startswith("["):
            out.append((line.split(" KEY ", 1)[1], []))
        elif line.startswith("    SPEECH OUTPUT: '") and not line.endswith("{'established': False}"):
            out[-1][1].append(line.strip()[len("SPEECH OUTPUT: '"):].rstrip("'"))
    return out


#: Utterances that are not the card or the pile's content: a pile's bare name
#: ("Column 3."), a role ("List with 3 items.", "list.").
NOT_CONTENT = re.compile(r"^((Column \d|Stock|Waste|\w+ foundation)\.|List with \d+ items?\.|list\.|panel\.)$")


def summary(said: list[tuple[str, list[str]]]) -> list[str]:
    keys = said[1:]
    nav = [(k, lines) for k, lines in keys if k in NAVIGATION]
    counts = Counter(len(lines) for _, lines in nav)
    content_first = sum(1 for _, lines in nav if lines and not NOT_CONTENT.match(lines[0]))
    utterances = sum(len(lines) for _, lines in keys)
    everything = [line for _, lines in said for line in lines]
    nav_total = sum(len(lines) for _, lines in nav)
    return [
        f"keys: {len(keys)}  utterances after them: {utterances}  per key: {utterances / max(1, len(keys)):.2f}",
        f"navigation keys: {len(nav)}  utterances: {nav_total}  per navigation key: {nav_total / max(1, len(nav)):.2f}",
        "navigation keys by utterances heard: " + ", ".join(f"{n}: {c}" for n, c in sorted(counts.items())),
        f"navigation keys whose first utterance is the card or the pile's content: {content_first}/{len(nav)}",
        f"utterances starting with 'notification': {sum(1 for x in everything if x.startswith('notification'))}",
        f"'selected' / 'unselected' / 'checked' utterances: "
        f"{sum(1 for x in everything if x in ('selected', 'unselected', 'checked', 'not checked'))}",
        f"won: {any(x.startswith(('You won', 'notification You won')) for x in everything)}",
    ]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deal", type=int, default=27)
    parser.add_argument("--thoughtful", action="store_true")
    parser.add_argument("--game-path", type=Path, help="PYTHONPATH of the game to run (default: this tree)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--pause", type=float, default=0.6, help="seconds after Orca's first words")
    parser.add_argument("--transcript", type=Path, help="only count an earlier run's transcript.txt")
    args = parser.parse_args()
    if args.transcript:
        print("\n".join(summary(per_key(args.transcript.read_text(encoding="utf-8", errors="replace")))))
        return 0
    from profiles import make_profile

    rules = Rules(thoughtful=args.thoughtful)
    keys = keys_for_game(args.deal, rules)
    out = args.out or Path(tempfile.mkdtemp(prefix="orca-listen-"))
    out.mkdir(parents=True, exist_ok=True)
    steps = out / "game.steps"
    lines = ["focus-window", "expect-speech -t 15 .", "sleep 2"]
    for key in keys:
        # wait for Orca's first words after the key (the machine may be loaded), then a
        # moment for any more, so that each utterance lands on the key that caused it
        lines += [f"key {key}", "expect-speech -t 4 .", f"sleep {args.pause}"]
    lines += ["sleep 2"]
    steps.write_text("\n".join(lines) + "\n", encoding="utf-8")
    profile = make_profile(out / "profile", thoughtful=args.thoughtful)
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    if args.game_path:
        env["PYTHONPATH"] = str(args.game_path)
    limit = int(120 + len(keys) * (args.pause + 2.0))
    probe = out / "probe"
    command = [str(ROOT / "tests" / "a11y" / "run_probe.sh"), "--wm", "--orca", "--timeout", str(limit),
               "--steps", str(steps), "--out", str(probe), "--",
               sys.executable, "-m", "klondike_qt", "--profile", str(profile), "--deal", str(args.deal)]
    # cwd: not this tree, or "python -m klondike_qt" would import it before --game-path
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=out)
    transcript = (probe / "transcript.txt").read_text(encoding="utf-8", errors="replace")
    print(f"game: {args.game_path or ROOT}  deal {args.deal}{' thoughtful' if args.thoughtful else ''}  "
          f"probe rc={result.returncode}  transcript: {probe / 'transcript.txt'}")
    print("\n".join(summary(per_key(transcript))))
    return 0 if result.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
