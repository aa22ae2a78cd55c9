#!/usr/bin/env python3
"""Wrap the frozen Linux bundle (dist/klondike-qt/, from the PyInstaller spec) in a .deb.

    python packaging/linux/build_deb.py --bundle dist/klondike-qt --out dist

Why the frozen bundle and not a Python package: the game needs PySide6 6.10 or newer, which
no Debian or Ubuntu release ships yet, so a .deb of the Python package could not depend on
a Debian PySide6; the bundle carries its own Python and Qt. The package puts the bundle in
/opt/klondike-qt, the command in /usr/bin/klondike-qt (a link), the menu entry, AppStream
metadata and icons under /usr/share, and depends on the Debian libraries Qt's xcb platform
needs (the RUN_PACKAGES of tools/_common.sh). ``dpkg-deb`` builds it (Debian: dpkg).
tests/test_deb.py builds it, installs it with apt-get, starts the menu entry's command and
removes it.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
APP_ID = "io.github.klondike_qt.KlondikeQt"
NAME = "klondike-qt"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def run_packages() -> list[str]:
    """The Debian libraries a start needs, as tools/_common.sh lists them for tools/play.sh."""
    text = (ROOT / "tools" / "_common.sh").read_text("utf-8")
    match = re.search(r'^RUN_PACKAGES="([^"]*)"', text, re.MULTILINE)
    if match is None:
        raise SystemExit("RUN_PACKAGES not found in tools/_common.sh")
    return match.group(1).split()


def control(architecture: str, installed_kib: int) -> str:
    return (f"Package: {NAME}\n"
            f"Version: {version()}\n"
            f"Architecture: {architecture}\n"
            "Maintainer: klondike-qt developers <klondike-qt@users.noreply.github.com>\n"
            f"Installed-Size: {installed_kib}\n"
            f"Depends: {', '.join(run_packages())}\n"
            "Section: games\n"
            "Priority: optional\n"
            "Homepage: https://github.com/klondike-qt/klondike-qt\n"
            "Description: solitaire for mouse, keyboard-only and screen-reader players\n"
            " Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf in one window.\n"
            " Every pile and card is an accessible object and every move is said in words,\n"
            " so the whole game can be played with a screen reader and the keyboard alone.\n")


def stage(bundle: Path, root: Path) -> None:
    """The package's files under ``root``, as they will be installed."""
    shutil.copytree(bundle, root / "opt" / NAME, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / NAME).symlink_to(f"../../opt/{NAME}/{NAME}")
    share = root / "usr" / "share"
    for source, target in [
        (ROOT / "packaging" / "linux" / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop"),
        (ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml"),
        (ROOT / "resources" / "icons" / f"{NAME}.svg", share / "icons" / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"),
        (ROOT / "LICENSE", share / "doc" / NAME / "copyright"),
        *[(ROOT / "resources" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{NAME}.png",
           share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{NAME}.png") for n in ICON_SIZES],
    ]:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)


def build(bundle: Path, out: Path) -> Path:
    if not (bundle / NAME).is_file():
        raise SystemExit(f"{bundle / NAME} is missing: build the bundle first (packaging/README.md)")
    architecture = subprocess.check_output(["dpkg", "--print-architecture"], text=True).strip()
    staging = out / f"{NAME}-deb-root"
    if staging.exists():
        shutil.rmtree(staging)
    stage(bundle, staging)
    installed = sum(p.stat().st_size for p in staging.rglob("*") if p.is_file() and not p.is_symlink())
    (staging / "DEBIAN").mkdir()
    (staging / "DEBIAN" / "control").write_text(control(architecture, installed // 1024 + 1), "utf-8")
    package = out / f"{NAME}_{version()}_{architecture}.deb"
    # gzip: fast to build and unpack; xz would save a third of the size for minutes of work.
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(staging), str(package)],
                   check=True, stdout=subprocess.DEVNULL)
    shutil.rmtree(staging)
    return package


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / NAME, help="the PyInstaller bundle folder")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .deb goes")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    print(build(args.bundle.resolve(), args.out.resolve()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
