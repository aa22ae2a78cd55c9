#!/usr/bin/env python3
"""Build the Linux PyInstaller bundle in a throw-away venv, start it, print the numbers.

Usage:
    python bench/build_linux_bundle.py [--work DIR] [--keep] [--fresh-pyside]

Steps (all under a temporary folder, nothing is written into the checkout):

1. copy the project source (pyproject.toml, README.md, LICENSE, klondike_qt/, resources/,
   packaging/) to a scratch folder, so concurrent work in the checkout and its build/
   folder are not touched;
2. create a venv with the base interpreter, ``pip install pyinstaller`` into it and
   install the project (``pip install --no-deps``). PySide6 is *reused* from the
   environment running this script through a ``.pth`` file (saves a ~100 MB download;
   PyInstaller collects it from there just the same); ``--fresh-pyside`` installs
   PySide6-Essentials into the venv instead, for a fully clean build;
3. run ``pyinstaller packaging/pyinstaller/klondike-qt.spec`` (timed);
4. start the built binary with ``QT_QPA_PLATFORM=offscreen`` and the exit-after-show
   variable, and check that it exits 0 within 60 s;
5. start it as the solver's helper process (``--solver-helper``) and as the search
   helper (``--search-helper``: the pure-Python games) and check that each answers a
   search (Klondike's deal 1, Spider's one-suit deal 1) with a winning line;
6. check the licences (licenses/: LICENSE, LGPL-3.0.txt, THIRD-PARTY-NOTICES.txt,
   Python-LICENSE.txt) and the package metadata are in the bundle, and that
   ``--version`` prints the version from pyproject.toml;
7. print the build time, the bundle size and the result; exit 1 if anything failed.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "klondike-qt"
# Set by klondike_qt/app.py: quit right after the main window has been shown.
EXIT_AFTER_SHOW = "KLONDIKE_BENCH_EXIT_AFTER_SHOW"
SOURCE_ITEMS = ("pyproject.toml", "README.md", "LICENSE", "klondike_qt", "resources", "packaging")


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    print("+", " ".join(str(c) for c in command), flush=True)
    return subprocess.run(command, check=True, **kwargs)


def copy_source(target: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build", "dist")
    target.mkdir(parents=True)
    for item in SOURCE_ITEMS:
        source = ROOT / item
        if source.is_dir():
            shutil.copytree(source, target / item, ignore=ignore)
        else:
            shutil.copy2(source, target / item)


def make_venv(venv: Path, fresh_pyside: bool) -> Path:
    base = getattr(sys, "_base_executable", sys.executable)
    run([base, "-m", "venv", str(venv)])
    python = venv / "bin" / "python"
    if fresh_pyside:
        run([str(python), "-m", "pip", "install", "-q", "PySide6-Essentials>=6.8,<7"])
    else:
        # Make this environment's PySide6 importable from the new venv (see module doc).
        site = Path(subprocess.check_output(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
            text=True).strip())
        (site / "zz_reuse_pyside6.pth").write_text(sysconfig.get_path("purelib") + "\n")
    run([str(python), "-m", "pip", "install", "-q", "pyinstaller"])
    return python


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def helper_requests() -> dict[str, str]:
    """Each helper's flag and a request it answers with a winning line: Klondike's
    deal 1 (klondike_qt.engine.klondike.solver.pool), Spider's one-suit deal 1
    (klondike_qt.engine.search_process)."""
    sys.path.insert(0, str(ROOT))
    from klondike_qt.engine.klondike import Rules, deal
    from klondike_qt.engine.klondike.solver.protocol import state_to_json
    from klondike_qt.engine.position_codec import encode
    from klondike_qt.engine.spider import new_spider

    return {
        "--solver-helper": json.dumps({"solve": 1, "state": state_to_json(deal(1, Rules())), "seconds": 30,
                                       "nodes": None, "sent": time.time()}),
        "--search-helper": json.dumps({"solve": 1, "game": "spider",
                                       "state": encode(new_spider(1, 1)), "seconds": 30, "nodes": None,
                                       "sent": time.time()}),
    }


def check_helper(binary: Path, env: dict[str, str], flag: str, request: str) -> tuple[bool, str]:
    """Run the bundle as a helper process (``flag``, as the game starts it) and
    ask it ``request``: a winning line, and an exit once its input closes."""
    started = time.monotonic()
    # Its input stays open until the answer is read: the helper takes a closed
    # input for "the game has ended" and stops searching.
    helper = subprocess.Popen([str(binary), flag], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True)
    timer = threading.Timer(60, helper.kill)
    timer.start()
    try:
        helper.stdin.write(request + "\n")
        helper.stdin.flush()
        line = helper.stdout.readline()
        seconds = time.monotonic() - started
        helper.stdin.close()
        returncode = helper.wait()
        errors = helper.stderr.read()
    finally:
        timer.cancel()
    try:
        answer = json.loads(line)
    except ValueError:
        return False, f"exit {returncode}, no answer: {(line + errors)[-2000:]}"
    ok = returncode == 0 and answer.get("result") == "solved" and bool(answer.get("moves"))
    return ok, (f"{answer.get('result')} ({len(answer.get('moves', []))} moves) in {seconds:.1f} s, "
                f"exit {returncode} once its input closed")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--work", type=Path, help="scratch folder (default: a new temp dir)")
    parser.add_argument("--keep", action="store_true", help="keep the scratch folder")
    parser.add_argument("--fresh-pyside", action="store_true",
                        help="install PySide6 into the venv instead of reusing this one")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("This script builds the Linux bundle; see packaging/README.md for the others.")
        return 2
    if not (ROOT / "klondike_qt" / "app.py").exists():
        print("klondike_qt/app.py does not exist yet: nothing to bundle.")
        return 2

    work = args.work or Path(tempfile.mkdtemp(prefix="klondike-bundle-"))
    work.mkdir(parents=True, exist_ok=True)
    ok = False
    try:
        src = work / "src"
        if src.exists():
            shutil.rmtree(src)
        copy_source(src)

        t0 = time.monotonic()
        python = make_venv(work / "venv", args.fresh_pyside)
        run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(src)])
        setup_seconds = time.monotonic() - t0
        pyinstaller_version = subprocess.check_output(
            [str(python), "-m", "PyInstaller", "--version"], text=True).strip()

        t1 = time.monotonic()
        run([str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
             "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
             str(src / "packaging" / "pyinstaller" / f"{NAME}.spec")], cwd=work)
        build_seconds = time.monotonic() - t1

        bundle = work / "dist" / NAME
        binary = bundle / NAME
        size = tree_size(bundle)
        deck = list(bundle.rglob("klondike_qt/resources/cards/classic.svg"))

        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **{EXIT_AFTER_SHOW: "1"})
        env.pop("PYTHONPATH", None)
        profile = work / "profile"
        t2 = time.monotonic()
        try:
            started = subprocess.run([str(binary), "--profile", str(profile)], env=env,
                                     cwd=work, capture_output=True, text=True, timeout=60)
            returncode, output = started.returncode, started.stdout + started.stderr
        except subprocess.TimeoutExpired as exc:
            returncode, output = None, f"timed out after 60 s\n{exc.stdout or ''}{exc.stderr or ''}"
        start_seconds = time.monotonic() - t2

        helpers = {flag: check_helper(binary, env, flag, request) for flag, request in helper_requests().items()}
        helper_ok = all(ok for ok, _text in helpers.values())

        licences = ("LICENSE", "LGPL-3.0.txt", "THIRD-PARTY-NOTICES.txt", "Python-LICENSE.txt")
        missing = [name for name in licences if not list(bundle.rglob(f"licenses/{name}"))]
        missing += [] if list(bundle.rglob("klondike_qt-*.dist-info/licenses/LICENSE")) else ["klondike-qt metadata"]
        version = tomllib.loads((src / "pyproject.toml").read_text("utf-8"))["project"]["version"]
        shown = subprocess.run([str(binary), "--version"], env=env, cwd=work, capture_output=True, text=True,
                               timeout=60)
        version_ok = shown.returncode == 0 and shown.stdout == f"klondike-qt {version}\n"

        ok = returncode == 0 and bool(deck) and helper_ok and not missing and version_ok
        print()
        print(f"pyinstaller:        {pyinstaller_version}")
        print(f"venv + install:     {setup_seconds:.1f} s")
        print(f"pyinstaller build:  {build_seconds:.1f} s")
        print(f"bundle:             {bundle}")
        print(f"bundle size:        {size / 1e6:.1f} MB ({size} bytes, "
              f"{sum(1 for p in bundle.rglob('*') if p.is_file())} files)")
        print(f"card decks bundled: {'yes' if deck else 'NO'}")
        print(f"offscreen start:    exit {returncode} in {start_seconds:.1f} s")
        for flag, (_ok, helper_text) in helpers.items():
            print(f"{flag + ':':<20}{helper_text}")
        print(f"licences bundled:   {'all' if not missing else 'MISSING ' + ', '.join(missing)}")
        print(f"--version:          {(shown.stdout + shown.stderr).strip()!r} (exit {shown.returncode})")
        if returncode != 0:
            print(output[-4000:])
        print("RESULT:", "ok" if ok else "FAILED")
        return 0 if ok else 1
    finally:
        if args.keep or args.work:
            print(f"scratch folder kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
