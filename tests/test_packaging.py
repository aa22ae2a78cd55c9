"""Desktop integration and installer files in packaging/ and the app icon in resources/icons/.

The two freedesktop validators run when they are installed (``desktop-file-utils`` and
``appstream`` on Debian/Ubuntu; ``tools/test.sh`` installs them) and are skipped with a
reason otherwise.
"""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path
from typing import cast

import pytest

from klondike_qt.resource_files import resource

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.klondike_qt.KlondikeQt"
DESKTOP = ROOT / "packaging" / "linux" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
ICON_NAME = "klondike-qt"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def script_name() -> str:
    """The command's name from pyproject.toml: exactly one GUI script (on Windows it
    opens no console window behind the game), and no console script beside it."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert "scripts" not in project, project["scripts"]
    scripts = project["gui-scripts"]
    assert len(scripts) == 1, scripts
    return next(iter(scripts))


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def run_validator(*command: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(command[0]) is None:
        missing = f"{command[0]} is not installed (Debian: desktop-file-utils / appstream)"
        if os.environ.get("CI") and sys.platform.startswith("linux"):  # .ci/run installs them: they must run there
            pytest.fail(missing)
        pytest.skip(missing)
    return subprocess.run(command, capture_output=True, text=True, timeout=60)


# --- validators --------------------------------------------------------------------------

def test_desktop_file_validates() -> None:
    result = run_validator("desktop-file-validate", str(DESKTOP))
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "error" not in output.lower(), output
    assert "warning" not in output.lower(), output


def test_metainfo_validates() -> None:
    result = run_validator("appstreamcli", "validate", "--no-net", str(METAINFO))
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    # "E:" errors and "W:" warnings fail; "I:" infos (e.g. <developer> unknown to
    # AppStream < 1.0) and pedantic notes are allowed.
    bad = [line for line in output.splitlines() if line.startswith(("E:", "W:"))]
    assert not bad, output


# --- consistency -------------------------------------------------------------------------

def test_desktop_file_runs_the_console_script_and_uses_the_icon() -> None:
    entry = desktop_entry()
    assert entry["Exec"].split()[0] == script_name()
    assert entry.get("TryExec", script_name()) == script_name()
    assert entry["Icon"] == ICON_NAME
    assert entry["GenericName"] == "Solitaire"
    assert "Name[es]" in entry and "Comment[es]" in entry
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    keywords = entry["Keywords"].split(";")
    for word in ("solitaire", "patience", "klondike", "freecell", "spider", "cards", "accessible", "screen reader"):
        assert word in keywords
    # The menu's description names the three games, in both languages.
    assert entry["Comment"].startswith("Klondike, FreeCell, Spider, Yukon, Pyramid, TriPeaks and Golf solitaire")
    assert entry["Comment[es]"].startswith("Solitarios Klondike, Carta Blanca y Araña")
    assert {"carta blanca", "araña"} <= set(entry["Keywords[es]"].split(";"))


def test_the_project_describes_every_game() -> None:
    from klondike_qt.ui.games import GAMES

    titles = [game.title() for game in GAMES]  # (English: no translator is loaded here)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    readme_start = (ROOT / "README.md").read_text("utf-8").split("\n\n")[1]
    description = ET.tostring(ET.parse(METAINFO).getroot().find("description"), encoding="unicode")
    for text in (project["description"], readme_start.split(":")[0], description):
        assert all(title in text for title in titles), text


def test_metainfo_matches_the_desktop_file_and_the_project() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("launchable").get("type") == "desktop-id"
    assert root.findtext("provides/binary") == script_name()
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.find("content_rating").get("type") == "oars-1.1"
    version = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]
    assert version in [r.get("version") for r in root.iter("release")]
    description = ET.tostring(root.find("description"), encoding="unicode").lower()
    assert "screen reader" in description and "keyboard" in description
    controls = {c.text for c in root.iter("control")}
    assert {"keyboard", "pointing"} <= controls


def test_metainfo_screenshots_are_in_the_repository() -> None:
    """Each screenshot URL points at a file of this repository's main branch."""
    prefix = "https://raw.githubusercontent.com/klondike-qt/klondike-qt/main/"
    images = [image.text for image in ET.parse(METAINFO).getroot().iter("image")]
    assert images
    for url in images:
        assert url.startswith(prefix), url
        path = ROOT / url.removeprefix(prefix)
        assert path.is_file(), path
        assert png_size(path.read_bytes())[0] >= 1000  # Flathub asks for large screenshots


# --- icons -------------------------------------------------------------------------------

@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_exists_with_its_size(size: int) -> None:
    path = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"
    assert path.is_file(), f"{path} missing: run python tools/make_icons.py"
    assert png_size(path.read_bytes()) == (size, size)


def test_icons_are_package_resources() -> None:
    """The icons load through importlib.resources, as the game and the frozen app do."""
    assert b"<svg" in resource("icons", f"{ICON_NAME}.svg").read_bytes()
    png = resource("icons", "hicolor", "256x256", "apps", f"{ICON_NAME}.png").read_bytes()
    assert png_size(png) == (256, 256)


def test_windows_and_macos_icons() -> None:
    ico = (ROOT / "packaging" / "windows" / f"{ICON_NAME}.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    sizes = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sizes
    icns = (ROOT / "packaging" / "macos" / f"{ICON_NAME}.icns").read_bytes()
    assert icns[:4] == b"icns"
    assert struct.unpack(">I", icns[4:8])[0] == len(icns)


def test_installer_files_exist() -> None:
    for relative in (
        "packaging/README.md",
        "packaging/pyinstaller/klondike-qt.spec",
        "packaging/windows/klondike-qt.iss",
        "packaging/macos/build_dmg.sh",
    ):
        assert (ROOT / relative).is_file(), relative
    spec = (ROOT / "packaging" / "pyinstaller" / "klondike-qt.spec").read_text("utf-8")
    compile(spec, "klondike-qt.spec", "exec")  # at least valid Python


def test_the_licence_is_the_gpl_3_at_the_top_level_and_declared() -> None:
    text = (ROOT / "LICENSE").read_text("utf-8")
    assert text.split("\n", 2)[:2] == ["                    GNU GENERAL PUBLIC LICENSE",
                                       "                       Version 3, 29 June 2007"]
    assert "END OF TERMS AND CONDITIONS" in text and len(text) > 30000
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    assert project["license"] == "GPL-3.0-or-later"
    assert project["license-files"] == ["LICENSE"]
    assert not [c for c in project.get("classifiers", []) if c.startswith("License ::")]  # PEP 639: not both


def test_the_bundle_gets_the_licences_and_the_qt_notices() -> None:
    folder = ROOT / "packaging" / "licenses"
    lgpl = (folder / "LGPL-3.0.txt").read_text("utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl and "Version 3, 29 June 2007" in lgpl
    notices = (folder / "THIRD-PARTY-NOTICES.txt").read_text("utf-8")
    for words in ("GNU General Public License, version 3", "Qt 6", "PySide6", "GNU Lesser General",
                  "LGPL-3.0.txt", "Python-LICENSE.txt", "PyInstaller bootloader", "Help > About"):
        assert words in notices, words
    spec = (ROOT / "packaging" / "pyinstaller" / "klondike-qt.spec").read_text("utf-8")
    for name in ("licenses/LICENSE", "licenses/LGPL-3.0.txt", "licenses/THIRD-PARTY-NOTICES.txt",
                 "licenses/Python-LICENSE.txt", 'copy_metadata("klondike-qt")', "a.datas += licence_files()"):
        assert name in spec, name



# --- the frozen build's platform plugins ----------------------------------------------------

def spec_functions() -> dict[str, object]:
    """The spec's plugin rules (DROP_PLUGINS, NEEDED_PLATFORMS and the two functions
    over them), run on their own: the rest of the spec needs PyInstaller."""
    import ast

    source = (ROOT / "packaging" / "pyinstaller" / "klondike-qt.spec").read_text("utf-8")
    wanted = {"DROP_PLUGINS", "NEEDED_PLATFORMS", "_dropped_plugin", "_require_platform_plugins"}
    nodes = [node for node in ast.parse(source).body
             if (isinstance(node, ast.FunctionDef) and node.name in wanted)
             or (isinstance(node, ast.Assign) and any(getattr(t, "id", "") in wanted for t in node.targets))]
    namespace: dict[str, object] = {"os": os, "sys": __import__("sys")}
    exec(compile(ast.Module(body=nodes, type_ignores=[]), "klondike-qt.spec", "exec"), namespace)
    assert wanted <= namespace.keys()
    return namespace


# Where PySide6's wheels keep the platform plugins, as PyInstaller names them in the bundle.
PLATFORM_PLUGINS = {
    "linux": [f"PySide6/Qt/plugins/platforms/libq{n}.so" for n in ("xcb", "wayland", "offscreen", "minimal")],
    "win32": [f"PySide6\\plugins\\platforms\\q{n}.dll" for n in ("windows", "offscreen", "minimal")],
    "darwin": [f"PySide6/Qt/plugins/platforms/libq{n}.dylib" for n in ("cocoa", "offscreen", "minimal")],
}


@pytest.mark.parametrize("platform", sorted(PLATFORM_PLUGINS))
def test_the_bundle_keeps_the_offscreen_platform_plugin(platform: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The headless smoke start of a frozen build needs Qt's offscreen plugin: the spec
    never drops it, and stops the build when it is missing."""
    spec = spec_functions()
    dropped = cast(Callable[[str], bool], spec["_dropped_plugin"])
    require = cast(Callable[[list[tuple[str, str, str]]], None], spec["_require_platform_plugins"])
    monkeypatch.setattr(spec["sys"], "platform", platform)
    kept = [(dest, "/src", "BINARY") for dest in PLATFORM_PLUGINS[platform]]
    assert not [dest for dest, _, _ in kept if dropped(dest)]
    require(kept)
    without = [entry for entry in kept if "offscreen" not in entry[0]]
    with pytest.raises(SystemExit, match="qoffscreen"):
        require(without)


def test_the_spec_checks_the_plugins_after_the_last_pruning() -> None:
    spec = (ROOT / "packaging" / "pyinstaller" / "klondike-qt.spec").read_text("utf-8")
    last_prune = max(spec.index("a.binaries = _prune_orphans(a.binaries)"),
                     spec.index("a.binaries = [entry for entry in a.binaries if not _dropped_plugin"))
    assert spec.index("_require_platform_plugins(a.binaries)") > last_prune


def test_every_screenshot_has_a_caption() -> None:
    """Flathub asks for a caption on each screenshot."""
    shots = list(ET.parse(METAINFO).getroot().iter("screenshot"))
    assert len(shots) >= 3
    assert all((shot.findtext("caption") or "").strip() for shot in shots)
    assert [shot.get("type") for shot in shots].count("default") == 1


# --- Flatpak ------------------------------------------------------------------------------

FLATPAK = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"


def test_the_flatpak_manifest_is_on_the_pyside_base_app_and_installs_the_desktop_files() -> None:
    """The manifest's top-level keys (flatpak-builder itself runs in CI only)."""
    lines = FLATPAK.read_text("utf-8").splitlines()
    top = dict(line.split(": ", 1) for line in lines if line and not line.startswith((" ", "#", "-")) and ": " in line)
    assert top["id"] == APP_ID
    assert (top["runtime"], top["runtime-version"], top["sdk"]) == ("org.kde.Platform", '"6.10"', "org.kde.Sdk")
    assert (top["base"], top["base-version"]) == ("io.qt.PySide.BaseApp", '"6.10"')
    assert top["command"] == script_name()
    text = "\n".join(lines)
    assert "- /app/cleanup-BaseApp.sh" in text  # the base app requires it
    for installed in ("share/applications/${FLATPAK_ID}.desktop", "share/metainfo/${FLATPAK_ID}.metainfo.xml",
                      "share/icons/hicolor/scalable/apps/${FLATPAK_ID}.svg"):
        assert installed in text, installed
    for source in ("packaging/linux/${FLATPAK_ID}.desktop", "packaging/linux/${FLATPAK_ID}.metainfo.xml",
                   "resources/icons/klondike-qt.svg"):
        assert (ROOT / source.replace("${FLATPAK_ID}", APP_ID)).is_file(), source
    assert "path: ../..\n" in text and (FLATPAK.parent / "../..").resolve() == ROOT
