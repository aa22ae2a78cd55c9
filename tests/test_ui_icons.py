"""The toolbar's own icons (issue 16, item 17): there on every desktop, icon
theme or not, drawn in the palette's text colour, crisp at 24 px."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette
from ui_helpers import make_window

from klondike_qt.ui.icons import TOOLBAR_ICON_FILES, icon_colour, toolbar_icon
from klondike_qt.ui.main_window import TOOLBAR

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def no_icon_theme(qapp):
    """The usual case on Windows and macOS: no freedesktop icon theme at all."""
    name, paths, fallback = QIcon.themeName(), QIcon.themeSearchPaths(), QIcon.fallbackThemeName()
    QIcon.setThemeSearchPaths([])
    QIcon.setThemeName("")
    QIcon.setFallbackThemeName("")
    yield
    QIcon.setThemeSearchPaths(paths)
    QIcon.setThemeName(name)
    QIcon.setFallbackThemeName(fallback)


def opaque(image, x: int, y: int) -> int:
    return image.pixelColor(x, y).alpha()


def test_every_toolbar_button_has_an_icon_without_an_icon_theme(qtbot, profile_dir, no_icon_theme):
    window = make_window(qtbot, profile_dir)
    buttons = window.toolbar.actions()
    assert len(buttons) == len(TOOLBAR) == 6  # Spider's "Deal a Row" among them (hidden in Klondike)
    for button in buttons:
        image = button.icon().pixmap(QSize(24, 24)).toImage()
        assert not button.icon().isNull(), button.text()
        drawn = sum(opaque(image, x, y) > 0 for x in range(24) for y in range(24))
        assert drawn > 60, (button.text(), drawn)  # a real drawing, not a dot


def test_every_toolbar_name_has_a_file():
    assert {name for _id, name in TOOLBAR} == set(TOOLBAR_ICON_FILES)
    for name in TOOLBAR_ICON_FILES.values():
        assert (ROOT / "resources" / "icons" / "toolbar" / f"{name}.svg").is_file()


@pytest.mark.parametrize("background, text", [("#ffffff", "#101010"), ("#202020", "#eeeeee"),
                                              ("#000000", "#ffff00")])
def test_icons_take_the_palettes_text_colour(qapp, background, text):
    old = QGuiApplication.palette()
    palette = QPalette(old)
    palette.setColor(QPalette.ColorRole.Button, QColor(background))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(text))
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#808080"))
    QGuiApplication.setPalette(palette)
    try:
        icon = toolbar_icon("edit-undo")
        for mode, wanted in ((QIcon.Mode.Normal, text), (QIcon.Mode.Disabled, "#808080")):
            assert icon_colour(mode).name() == wanted
            image = icon.pixmap(QSize(24, 24), mode).toImage()
            colours = {image.pixelColor(x, y).name() for x in range(24) for y in range(24)
                       if opaque(image, x, y) == 255}
            assert colours == {wanted}, (mode, colours)
    finally:
        QGuiApplication.setPalette(old)


def test_straight_strokes_fill_whole_pixels_at_24_px(qapp):
    # Undo: its top stroke runs along y = 8, 2 px wide: rows 7 and 8 fully
    # covered, rows 6 and 9 untouched (no grey half-pixel blur).
    image = toolbar_icon("edit-undo").pixmap(QSize(24, 24)).toImage()
    for x in range(10, 14):
        assert (opaque(image, x, 6), opaque(image, x, 7), opaque(image, x, 8), opaque(image, x, 9)) == (0, 255, 255, 0)


def test_a_high_dpi_pixmap_is_drawn_at_its_full_size(qapp):
    pixmap = toolbar_icon("dialog-information").pixmap(QSize(24, 24), 2.0)
    assert (pixmap.width(), pixmap.height(), pixmap.devicePixelRatio()) == (48, 48, 2.0)


def test_the_icon_files_are_what_make_icons_writes():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "make_icons.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
