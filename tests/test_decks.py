"""The committed SVG card decks: complete, renderable by id, reproducible."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import importlib.util
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "make_decks.py"
CARDS = ROOT / "resources" / "cards"
DECK_NAMES = ["classic", "four-colour", "high-contrast"]

RANKS = "A23456789TJQK"
SUITS = "cdhs"
EXPECTED_IDS = (
    [f"card-{r}{s}" for s in SUITS for r in RANKS]
    + ["back"]
    + [f"empty-foundation-{s}" for s in SUITS]
    + ["empty-column", "empty-stock", "empty-stock-done", "empty-waste"]
)


def _load_generator():
    spec = importlib.util.spec_from_file_location("make_decks", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_decks", module)
    spec.loader.exec_module(module)
    return module


make_decks = _load_generator()


@pytest.fixture(scope="module")
def app():
    # Text (the corner indices) needs a GUI application for fonts; a widget one,
    # so that window tests that run later in the same process can start.
    return QApplication.instance() or QApplication([])


@pytest.fixture(scope="module", params=DECK_NAMES)
def deck_renderer(request, app):
    renderer = QSvgRenderer(str(CARDS / f"{request.param}.svg"))
    return request.param, renderer


def test_expected_ids_match_generator():
    assert len(EXPECTED_IDS) == 61
    assert make_decks.element_ids() == EXPECTED_IDS


@pytest.mark.parametrize("name", DECK_NAMES)
def test_document_holds_exactly_the_elements(name):
    root = ET.parse(CARDS / f"{name}.svg").getroot()
    ns = "{http://www.w3.org/2000/svg}"
    ids = [g.get("id") for g in root.findall(f"{ns}g")]
    assert ids == EXPECTED_IDS
    # No features outside what Qt's SVG Tiny renderer handles reliably.
    tags = {el.tag.replace(ns, "") for el in root.iter()}
    assert tags <= {"svg", "title", "g", "rect", "path", "circle", "ellipse", "text"}


def test_renderer_valid_and_all_elements_exist(deck_renderer):
    name, renderer = deck_renderer
    assert renderer.isValid(), name
    missing = [e for e in EXPECTED_IDS if not renderer.elementExists(e)]
    assert missing == [], f"{name}: missing {missing}"


def test_every_element_has_card_bounds(deck_renderer):
    """Each element's bounds are exactly one 250 x 350 card, so rendering it
    by id fills the target rectangle (nothing sticks out, nothing shrinks)."""
    name, renderer = deck_renderer
    for eid in EXPECTED_IDS:
        b = renderer.boundsOnElement(eid)
        size = (round(b.width(), 3), round(b.height(), 3))
        assert size == (250, 350), f"{name} {eid}: {size}"


def _render(renderer: QSvgRenderer, eid: str, w: int = 125, h: int = 175) -> QImage:
    img = QImage(w, h, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(p, eid, QRectF(0, 0, w, h))
    p.end()
    return img


def test_every_element_renders_non_blank(deck_renderer):
    name, renderer = deck_renderer
    for eid in EXPECTED_IDS:
        img = _render(renderer, eid)
        assert (img.width(), img.height()) == (125, 175)
        colours = set()
        covered = 0
        for y in range(0, 175, 5):
            for x in range(0, 125, 5):
                c = img.pixel(x, y)
                colours.add(c)
                if (c >> 24) & 0xFF:
                    covered += 1
        # every element is a full card or slot: it covers the whole rectangle
        assert covered > 0.9 * 25 * 35, f"{name} {eid}: only {covered} samples drawn"
        assert len(colours) > 1, f"{name} {eid}: renders as a flat fill"
        if eid.startswith("card-"):
            # the face is white with ink on it
            assert img.pixelColor(62, 87).alpha() == 255


def test_faces_have_ink_in_both_corner_indices(deck_renderer):
    """Top-left and bottom-right (rotated) indices are both drawn."""
    name, renderer = deck_renderer
    for eid in ("card-Th", "card-As", "card-Qd", "card-7c"):
        img = _render(renderer, eid, 250, 350)

        def dark_pixels(x0, y0, x1, y1, img=img):
            count = 0
            for y in range(y0, y1):
                for x in range(x0, x1):
                    c = img.pixelColor(x, y)
                    if c.alpha() == 255 and c.lightness() < 128:
                        count += 1
            return count

        top_left = dark_pixels(10, 20, 62, 160)
        bottom_right = dark_pixels(250 - 62, 350 - 160, 250 - 10, 350 - 20)
        assert top_left > 800, f"{name} {eid}: top-left index {top_left}"
        # the bottom-right index is the same drawing turned 180 degrees
        assert abs(top_left - bottom_right) < 0.1 * top_left, f"{name} {eid}"


def test_committed_files_equal_a_fresh_run(tmp_path):
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(tmp_path)],
        capture_output=True, text=True, check=True,
    )
    assert "wrote" in result.stdout
    for name in DECK_NAMES:
        fresh = (tmp_path / f"{name}.svg").read_bytes()
        committed = (CARDS / f"{name}.svg").read_bytes()
        assert fresh == committed, f"{name}.svg is stale: run tools/make_decks.py"


def test_contrast_check_passes():
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--check-contrast"],
        capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    for deck in make_decks.DECKS:
        ratios = make_decks.check_contrast(deck)
        assert set(ratios) >= {f"suit-{s}" for s in SUITS}
        assert min(ratios.values()) >= 7.0, (deck.name, ratios)


def test_contrast_check_rejects_a_weak_colour():
    import dataclasses

    weak = dataclasses.replace(
        make_decks.DECKS[0],
        suit_colours={"c": "#000000", "d": "#FF0000", "h": "#FF0000", "s": "#000000"},
    )
    with pytest.raises(ValueError):
        make_decks.check_contrast(weak)


def test_wcag_contrast_formula():
    assert make_decks.contrast("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert make_decks.contrast("#FFFFFF", "#FFFFFF") == pytest.approx(1.0)
    assert make_decks.contrast("#767676", "#FFFFFF") == pytest.approx(4.54, abs=0.01)


def test_the_index_is_large_and_fits_the_strip_a_fan_leaves():
    """The rank is about a fifth of the card's width tall (DejaVu Sans cap height
    0.73 em), and the rank with the suit beside it ends inside the least fan the
    layout ever uses (tests/test_card_strips.py renders it)."""
    from klondike_qt.ui.board_layout import FAN_MIN
    from klondike_qt.ui.klondike_board import WASTE_FAN

    assert 0.73 * make_decks.TEN_SIZE >= 0.185 * make_decks.CARD_W
    assert 0.73 * make_decks.RANK_SIZE >= 0.19 * make_decks.CARD_W
    assert make_decks.INDEX_BAND < FAN_MIN * make_decks.CARD_W
    side_suit_bottom = make_decks.SIDE_SUIT_CY + make_decks.INDEX_SUIT_SIZE / 2
    assert side_suit_bottom <= make_decks.INDEX_BAND
    assert make_decks.INDEX_COLUMN < WASTE_FAN * make_decks.CARD_W


def _pip_centres(rank):
    size, xs, top = ((make_decks.TEN_PIP_SIZE, make_decks.TEN_PIP_X, make_decks.TEN_PIP_TOP) if rank == "T"
                     else (make_decks.PIP_SIZE, make_decks.PIP_X, make_decks.PIP_TOP))
    bottom = make_decks.CARD_H - top
    return size, [(xs[col], top + f * (bottom - top)) for col, f in make_decks.LAYOUTS[rank]]


def test_the_tens_pips_have_room_between_them():
    """The 10's two centre pips used to touch their neighbours (centres 1.19 pip sizes apart)."""
    size, centres = _pip_centres("T")
    nearest = min(((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
                  for i, (ax, ay) in enumerate(centres) for bx, by in centres[i + 1:])
    assert nearest >= 1.4 * size
    # ...and they stay inside the framed panel.
    half = size / 2
    left, top = make_decks.PANEL_X, make_decks.PANEL_Y
    right, bottom = left + make_decks.PANEL_W, top + make_decks.PANEL_H
    assert all(x - half > left and x + half < right and y - half > top and y + half < bottom
               for x, y in centres)


def _edge_on_felt(deck, eid):
    """The brightest pixel of an element's left edge, drawn on the felt."""
    renderer = QSvgRenderer(str(CARDS / f"{deck}.svg"))
    img = QImage(250, 350, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1b6b3a"))
    painter = QPainter(img)
    renderer.render(painter, eid, QRectF(0, 0, 250, 350))
    painter.end()
    return max(img.pixelColor(x, 175).lightness() for x in range(8))


def test_high_contrast_outlines_every_empty_place_in_full_white(app):
    """The empty waste's outline was drawn at 45% in high contrast too."""
    assert _edge_on_felt("high-contrast", "empty-waste") >= 250
    assert _edge_on_felt("high-contrast", "empty-waste") == _edge_on_felt("high-contrast", "empty-column")
    # The classic deck keeps the waste fainter than the other places.
    assert _edge_on_felt("classic", "empty-waste") < _edge_on_felt("classic", "empty-column")
