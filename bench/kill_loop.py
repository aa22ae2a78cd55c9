"""Crash safety: SIGKILL the running game at random moments, restart, check nothing was lost.

    python bench/kill_loop.py [--runs 200] [--chains 2] [--seed 1] [--play-s 0.6]

Each run starts ``tests/kill_driver_app.py`` (the real MainWindow over a
profile folder, playing by itself and reporting each action once its autosave
is on disk) and kills it with SIGKILL at a random moment — during start-up
(restore) now and then, otherwise while it plays. The next run's start reports
what it restored, which must be:

- a legal game (the window restored it through ``engine.loads``; no file set aside),
- the game of the last completed action, or of the action under way when the
  kill came (never older; after a win, a fresh deal),
- statistics where every game id appears once, one game at most is in progress,
  a started game restored goes on under its own record (never a lost one, to be
  counted again, nor an earlier deal's), every reported win is kept,
  every recorded win was reported or under way, and no game is counted won
  twice (a won game restored to just before its winning move and won again),
- the deck setting last written, or the one being written.

A final ``--actions 0`` start checks the last state. Prints one line per
problem and a summary; exit status 1 if anything failed. Temporaries of writes
cut by a kill are listed as "other files" (the game removes those older than a
minute at its next start).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRIVER = ROOT / "tests" / "kill_driver_app.py"


@dataclass
class Chain:
    """The expectations for one profile folder across its runs."""

    profile: Path
    expected: dict | None = None  # last DONE or RESTORED snapshot
    pending: dict | None = None  # action under way at the kill
    deck: str | None = None
    pending_deck: str | None = None
    reported_won: dict[str, int] = field(default_factory=dict)  # game id → win token
    maybe_won: dict[str, int] = field(default_factory=dict)  # ids of winning moves under way
    token: int = 0  # how many near-won games were begun
    #: The last restore dealt a new game at start-up (after a win, or into an empty
    #: profile); the autosave writes it 150 ms later, so a kill before then gives
    #: another fresh deal, which is fine: no move was made in it.
    unsaved_fresh: bool = False
    runs: int = 0
    #: Runs that were to be killed while playing (the others at a random moment of start-up).
    play_runs: int = 0
    #: Actions the play runs were sure to complete before their kill (counted mode: see ``run_once``).
    actions_due: int = 0
    kills_in_startup: int = 0
    actions: int = 0
    wins: int = 0
    restores: int = 0
    problems: list[str] = field(default_factory=list)
    previous_tail: list[str] = field(default_factory=list)  # the last lines of the run before

    # -- one run's output ---------------------------------------------------------------
    def absorb(self, lines: list[str], run: int) -> None:
        for line in lines:
            kind, _, rest = line.partition(" ")
            if kind == "RESTORED":
                self.check_restored(json.loads(rest), run)
            elif kind == "PENDING":
                _, _, payload = rest.partition(" ")
                data = json.loads(payload)
                self.pending = data
                if data["kind"] == "begin_win":
                    self.token += 1
                if data["wins"]:
                    self.maybe_won[data["game_id"]] = self.token
            elif kind == "DONE":
                _, _, payload = rest.partition(" ")
                data = json.loads(payload)
                self.expected, self.pending = data, None
                self.unsaved_fresh = False
                self.actions += 1
                if data["status"] == "WON":
                    self.reported_won[data["game_id"]] = self.token
                    self.wins += 1
            elif kind == "PSET":
                self.pending_deck = rest.split()[-1]
            elif kind == "SET":
                self.deck, self.pending_deck = rest.split()[-1], None
            elif kind == "MISMATCH":
                self.problems.append(f"run {run}: the model did not do what was asked: {rest}")

    def check_restored(self, info: dict, run: int) -> None:
        self.restores += 1
        where = f"run {run}"
        if info["set_aside"]:
            self.problems.append(f"{where}: files set aside after a kill: {info['set_aside']}")
        fresh = info["moves"] == 0
        if self.expected is None:
            self.unsaved_fresh = fresh
        else:
            allowed = {self.expected["key"]}
            if self.pending is not None:
                allowed.add(self.pending["key"])
            after_win = (self.expected["status"] == "WON" or bool(self.pending and self.pending["wins"])
                         or self.unsaved_fresh)
            self.unsaved_fresh = fresh and info["key"] not in allowed
            # "begin_win" deals deal 1 (saved at once, before the statistics), then restores
            # a position near its win: killed in between, the fresh deal 1 comes back.
            dealing_1 = bool(self.pending and self.pending.get("kind") == "begin_win") and fresh and info["deal"] == 1
            if info["key"] not in allowed and not (after_win and fresh) and not dealing_1:
                self.problems.append(
                    f"{where}: restored game {info['key']} ({info['position']}/{info['moves']} moves, "
                    f"deal {info['deal']}) is neither the last completed action's "
                    f"{self.expected['key']} nor the one under way "
                    f"{self.pending['key'] if self.pending else '-'}; the run before ended: "
                    + " | ".join(self.previous_tail))
        records = info["records"]
        ids = [r[0] for r in records]
        if len(ids) != len(set(ids)):
            self.problems.append(f"{where}: a game id is recorded twice")
        if info["moves"] and info["status"] != "WON":
            # The game restored goes on under its own record, never under a lost one (it
            # would come back counted lost, then be counted again) nor an earlier deal's.
            mine = [r for r in records if r[0] == info["game_id"]]
            if mine and (mine[0][1] == "lost" or mine[0][2] != info["deal"]):
                self.problems.append(f"{where}: the game restored goes on under record {mine[0]}")
            if not mine and records and records[-1][1] == "lost" and records[-1][2] == info["deal"]:
                self.problems.append(f"{where}: deal {info['deal']} came back counted lost, to be counted again")
        if sum(r[1] == "playing" for r in records) > 1:
            self.problems.append(f"{where}: {sum(r[1] == 'playing' for r in records)} games in progress at once")
        won = {r[0] for r in records if r[1] == "won"}
        lost = set(self.reported_won) - won
        if lost:
            self.problems.append(f"{where}: reported wins missing from the statistics: {sorted(lost)}")
        for game_id in won - set(self.reported_won):
            if game_id in self.maybe_won:
                self.reported_won[game_id] = self.maybe_won[game_id]
            else:
                self.problems.append(f"{where}: a win was recorded that never happened: {game_id}")
        tokens = [self.reported_won[g] for g in won if g in self.reported_won]
        if len(tokens) != len(set(tokens)):
            self.problems.append(f"{where}: one game counted as won twice "
                                 f"({len(tokens)} wins for {len(set(tokens))} games)")
        if self.deck is not None and info["deck"] not in {self.deck, self.pending_deck}:
            self.problems.append(f"{where}: deck setting {info['deck']!r}, expected {self.deck!r}")
        self.deck = info["deck"]
        self.pending_deck = None
        self.expected, self.pending = info, None


def run_once(chain: Chain, rng: random.Random, run: int, play_s: float, actions: int | None = None,
             env: dict[str, str] | None = None, kill_after: tuple[int, int] | None = None) -> None:
    """Start the driver on the chain's profile, kill it at a random moment, absorb what it said.

    A run killed while playing is killed ``play_s`` seconds at most after its
    start-up report (timed: what it did depends on the machine's speed), or,
    with ``kill_after`` (lo, hi), once it has reported the start of its k-th
    action, k drawn from lo…hi, and a few random milliseconds later (counted:
    k − 1 actions are done whatever the load, and the kill still lands anywhere
    in action k, its autosave write included)."""
    command = [sys.executable, str(DRIVER), "--profile", str(chain.profile), "--seed", str(rng.randrange(2**31))]
    if actions is not None:
        command += ["--actions", str(actions)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env=env, cwd=ROOT)
    lines: list[str] = []
    restored = threading.Event()
    err: list[str] = []
    begun = threading.Event()  # the k-th action has begun (counted mode)
    due = rng.randint(*kill_after) if kill_after is not None else 0

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            if line.endswith("\n"):  # a line cut by the kill is not a report
                lines.append(line.rstrip("\n"))
                if line.startswith("RESTORED"):
                    restored.set()
                elif line.startswith("PENDING") and due and sum(x.startswith("PENDING") for x in lines) >= due:
                    begun.set()

    def read_err() -> None:
        assert process.stderr is not None
        err.append(process.stderr.read())

    readers = [threading.Thread(target=read), threading.Thread(target=read_err)]
    for reader in readers:
        reader.start()
    if actions is None:
        if rng.random() < 0.15:  # during start-up and restore
            time.sleep(rng.uniform(0.0, 1.0))
            if not restored.is_set():
                chain.kills_in_startup += 1
        elif kill_after is not None:
            chain.play_runs += 1
            chain.actions_due += due - 1
            if not begun.wait(60):
                chain.problems.append(f"run {run}: action {due} not begun in 60 s")
            time.sleep(rng.uniform(0.0, 0.005))
        else:
            chain.play_runs += 1
            if not restored.wait(30):
                chain.problems.append(f"run {run}: no start-up report in 30 s")
            time.sleep(rng.uniform(0.0, play_s))
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
    status = process.wait(60)
    for reader in readers:
        reader.join(10)
    chain.runs += 1
    if actions is not None and status != 0:
        chain.problems.append(f"run {run}: the check start exited with {status}")
    traceback = "".join(err)
    if "Traceback" in traceback or "Error" in traceback:
        chain.problems.append(f"run {run}: stderr: {traceback.strip()[-800:]}")
    chain.absorb(lines, run)
    chain.previous_tail = [f"[{'killed' if actions is None else 'exit'} {status}]", *lines[-3:]]


def run_chain(chain: Chain, runs: int, seed: int, play_s: float,
              kill_after: tuple[int, int] | None = None) -> Chain:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("KLONDIKE_BENCH_EXIT_AFTER_SHOW", None)
    rng = random.Random(seed)
    for run in range(1, runs + 1):
        run_once(chain, rng, run, play_s, env=env, kill_after=kill_after)
    run_once(chain, rng, runs + 1, play_s, actions=0, env=env)  # the check start
    return chain


def kill_loop(runs: int, folder: Path, chains: int = 2, seed: int = 1, play_s: float = 0.6,
              kill_after: tuple[int, int] | None = None) -> list[Chain]:
    """``runs`` kills spread over ``chains`` profiles played side by side (see
    :func:`run_once` for ``play_s`` and ``kill_after``)."""
    per_chain = [runs // chains + (1 if i < runs % chains else 0) for i in range(chains)]
    results = [Chain(folder / f"profile{i}") for i in range(chains)]
    threads = [threading.Thread(target=run_chain, args=(results[i], per_chain[i], seed * 1000 + i, play_s, kill_after))
               for i in range(chains)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def leftovers(chain: Chain) -> list[str]:
    """Files in the profile other than the three the game keeps (temporaries left by a kill)."""
    return sorted(p.name for p in chain.profile.iterdir()
                  if p.name not in ("autosave.json", "statistics.json", "settings.ini", "cache"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--chains", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--play-s", type=float, default=0.6, help="kill within this long after start-up")
    parser.add_argument("--kill-after", type=int, nargs=2, metavar=("LO", "HI"),
                        help="kill once action k (LO..HI) has begun, not after a time")
    args = parser.parse_args()
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kill-loop-") as folder:
        kill_after = tuple(args.kill_after) if args.kill_after else None
        chains = kill_loop(args.runs, Path(folder), args.chains, args.seed, args.play_s, kill_after)
        problems = [p for chain in chains for p in chain.problems]
        for chain in chains:
            extra = leftovers(chain)
            print(f"{chain.profile.name}: {chain.runs - 1} kills ({chain.kills_in_startup} during start-up), "
                  f"{chain.restores} restores checked, {chain.actions} completed actions, {chain.wins} wins, "
                  f"{len(chain.reported_won)} won games in the statistics; "
                  f"other files left: {len(extra)} {extra[:3]}")
    for problem in problems:
        print("PROBLEM", problem)
    print(f"{'FAIL' if problems else 'OK'}: {sum(c.runs - 1 for c in chains)} kills, {len(problems)} problems, "
          f"{time.monotonic() - start:.1f} s")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
