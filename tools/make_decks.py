#!/usr/bin/env python3
"""Generate the klondike-qt SVG card decks (stdlib only, deterministic).

Usage:
    python tools/make_decks.py [--out DIR] [--check-contrast]

Writes ``classic.svg``, ``four-colour.svg`` and ``high-contrast.svg`` into
``resources/cards/`` (or ``DIR``).  Every file is one SVG document holding
61 elements, each a ``<g id="...">`` that Qt's ``QSvgRenderer`` can render
alone by element id:

* ``card-<rank><suit>``: rank in ``A 2 3 4 5 6 7 8 9 T J Q K``, suit in
  ``c d h s`` (52 faces)
* ``back``
* ``empty-foundation-c``, ``-d``, ``-h``, ``-s``, ``empty-column``,
  ``empty-stock``, ``empty-stock-done``, ``empty-waste``

Each element is 250 x 350 user units.  Its bounds are fixed by a first
transparent ``<rect>`` covering exactly the card, and nothing is drawn
outside that rectangle.  Only SVG Tiny 1.2 features with inline attributes
are used (no CSS, filters, masks, clip paths or ``<use>``), and suit symbols
are drawn as our own paths, never font glyphs.

Every colour drawn on a card face is checked to reach a WCAG 2 contrast
ratio of at least 7:1 against the white face; generation fails otherwise.
"""

from __future__ import annotations

import argparse
import math
import sys
from dataclasses import dataclass
from pathlib import Path

CARD_W = 250
CARD_H = 350
RADIUS = 14
GAP = 20  # space between elements in the layout grid
COLS = 13

RANKS = "A23456789TJQK"
SUITS = "cdhs"
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
RANK_NAMES = {
    "A": "ace", "2": "two", "3": "three", "4": "four", "5": "five",
    "6": "six", "7": "seven", "8": "eight", "9": "nine", "T": "ten",
    "J": "jack", "Q": "queen", "K": "king",
}

SANS = "DejaVu Sans, Arial, Helvetica, sans-serif"
# Qt SVG takes font-family as ONE name (no fallback lists), so the court
# letters use the generic family, which Qt resolves through the platform.
SERIF = "serif"
WHITE = "#FFFFFF"
MIN_CONTRAST = 7.0

# --------------------------------------------------------------------------
# Suit symbols: our own path data in a 100 x 100 box centred on (0, 0).
# Every sub-path winds clockwise (on screen), so nonzero filling gives the
# union of the parts as one shape (needed when the symbol is translucent).


def _circle(cx: float, cy: float, r: float) -> str:
    return (
        f"M{cx + r:g} {cy:g}A{r:g} {r:g} 0 1 1 {cx - r:g} {cy:g}"
        f"A{r:g} {r:g} 0 1 1 {cx + r:g} {cy:g}Z"
    )


SUIT_PATHS = {
    "h": (
        "M0 48C-14 32 -50 8 -50 -20C-50 -39 -37 -50 -24 -50"
        "C-11 -50 -3 -41 0 -31C3 -41 11 -50 24 -50"
        "C37 -50 50 -39 50 -20C50 8 14 32 0 48Z"
    ),
    "d": "M0 -50Q17 -22 40 0Q17 22 0 50Q-17 22 -40 0Q-17 -22 0 -50Z",
    "s": (
        "M0 -50C12 -30 50 -12 50 14C50 31 38 40 25 40"
        "C15 40 8 35 4 28C5 39 10 46 22 50L-22 50"
        "C-10 46 -5 39 -4 28C-8 35 -15 40 -25 40"
        "C-38 40 -50 31 -50 14C-50 -12 -12 -30 0 -50Z"
    ),
    "c": (
        _circle(0, -25, 24) + _circle(-25, 11, 24) + _circle(25, 11, 24)
        + _circle(0, 4, 13)
        + "M5 16C5 34 11 45 22 50L-22 50C-11 45 -5 34 -5 16Z"
    ),
}
# Horizontal half-extent of each symbol in the unit box (diamond is slim).
SUIT_HALF_W = {"h": 50, "d": 40, "s": 50, "c": 49}


# --------------------------------------------------------------------------
# Colour handling and the WCAG contrast check.


def _channel(c: int) -> float:
    s = c / 255.0
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast(a: str, b: str) -> float:
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


@dataclass(frozen=True)
class Deck:
    name: str
    suit_colours: dict[str, str]
    accent: str          # second colour of the court figures
    border: str          # card edge
    border_width: float
    back_base: str
    back_pattern: str
    back_line: str
    high_contrast: bool = False

    def face_colours(self) -> dict[str, str]:
        """Every colour drawn on a card face, by role."""
        roles = {f"suit-{s}": c for s, c in self.suit_colours.items()}
        roles["court-accent"] = self.accent
        roles["border"] = self.border
        return roles


DECKS = [
    Deck(
        name="classic",
        suit_colours={"c": "#000000", "d": "#B00000", "h": "#B00000", "s": "#000000"},
        accent="#1F3F99",
        border="#3A3A3A",
        border_width=2.5,
        back_base="#1B4A8A",
        back_pattern="#2D62AA",
        back_line="#FFFFFF",
    ),
    Deck(
        name="four-colour",
        suit_colours={"c": "#00662A", "d": "#0033B3", "h": "#B00000", "s": "#000000"},
        accent="#5B2A86",
        border="#3A3A3A",
        border_width=2.5,
        back_base="#6A1F3D",
        back_pattern="#86304F",
        back_line="#FFFFFF",
    ),
    Deck(
        name="high-contrast",
        suit_colours={"c": "#000000", "d": "#A00000", "h": "#A00000", "s": "#000000"},
        accent="#000000",
        border="#000000",
        border_width=6.0,
        back_base="#0A1A5C",
        back_pattern="#2A4AA8",
        back_line="#FFFFFF",
        high_contrast=True,
    ),
]


def check_contrast(deck: Deck) -> dict[str, float]:
    """Return {role: ratio} for every face colour; raise if any is < 7:1."""
    ratios = {role: contrast(c, WHITE) for role, c in deck.face_colours().items()}
    bad = {r: v for r, v in ratios.items() if v < MIN_CONTRAST}
    if bad:
        raise ValueError(f"{deck.name}: contrast below {MIN_CONTRAST}:1 on white: {bad}")
    return ratios


# --------------------------------------------------------------------------
# Small SVG helpers.  Numbers are formatted with fixed rounding so the output
# is byte-for-byte reproducible.


def n(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def suit_symbol(suit: str, cx: float, cy: float, size: float, fill: str,
                rotate: bool = False, extra: str = "") -> str:
    """A suit symbol ``size`` units tall centred on (cx, cy)."""
    s = size / 100.0
    rot = " rotate(180)" if rotate else ""
    return (
        f'<path transform="translate({n(cx)} {n(cy)}){rot} scale({n(s)})" '
        f'fill="{fill}"{extra} d="{SUIT_PATHS[suit]}"/>'
    )


def text(x: float, y: float, content: str, size: float, fill: str, *,
         family: str = SANS, sx: float = 1.0, extra: str = "") -> str:
    """Bold text centred on x with baseline y, condensed horizontally by sx."""
    if sx != 1.0:
        pos = f'x="0" y="0" transform="translate({n(x)} {n(y)}) scale({n(sx)} 1)"'
    else:
        pos = f'x="{n(x)}" y="{n(y)}"'
    return (
        f'<text {pos} font-family="{family}" font-size="{n(size)}" '
        f'font-weight="bold" text-anchor="middle" fill="{fill}"{extra}>{content}</text>'
    )


def bounds_rect() -> str:
    # Transparent full-size rectangle: pins the element bounds to the card.
    return f'<rect x="0" y="0" width="{CARD_W}" height="{CARD_H}" fill="none" stroke="none"/>'


# --------------------------------------------------------------------------
# Card faces.

# Corner index geometry (top-left; the bottom-right copy is rotated 180 deg).
# The rank stands in the corner with the suit twice: beside it, so that a card
# covered by the next one in a column still shows both in the strip left
# visible (INDEX_BAND units from the top), and under it, so that a card covered
# from the right (a fanned waste) shows both in its left INDEX_COLUMN units.
INDEX_CX = 32            # centre of the rank (and of the suit under it)
RANK_SIZE = 66           # font size; DejaVu Sans cap height 0.73 -> 48 units
RANK_BASELINE = 64       # the text box (ascent 0.967 em) starts at the card's top edge
TEN_SIZE = 64            # "10" is condensed more, and a touch smaller
INDEX_SUIT_SIZE = 40
SIDE_SUIT_CX, SIDE_SUIT_CY = 78, 40
UNDER_SUIT_CY = 94
#: The strip from the top edge that holds the rank and the suit beside it.
INDEX_BAND = RANK_BASELINE + 2
#: The column from the left edge that holds the rank and the suit under it.
INDEX_COLUMN = 56
# DejaVu Sans Bold ink box per rank at 100px: (left, width, advance).  Used to
# centre the ink (not the advance box) and to pick the condensation so every
# index fits its column (max ink width INDEX_MAX_W).
INK = {
    "A": (0, 77, 77.4), "2": (7, 54, 69.6), "3": (6, 56, 69.6),
    "4": (4, 61, 69.6), "5": (7, 56, 69.6), "6": (6, 59, 69.6),
    "7": (6, 56, 69.6), "8": (6, 58, 69.6), "9": (5, 59, 69.6),
    "10": (11, 124, 139.2), "J": (-6, 34, 37.2), "Q": (4, 76, 85.0),
    "K": (9, 72, 77.5),
}
INDEX_MAX_W = 42
TEN_MAX_W = 42
INDEX_SX = 0.78          # uniform condensation of the index font

# The central panel (framed pip field of 2-10, court panel of J Q K) sits
# clear of the two corner indices.
PANEL_X = 60
PANEL_W = CARD_W - 2 * PANEL_X
PANEL_Y = 72
PANEL_H = CARD_H - 2 * PANEL_Y

#: How much the court figure's halves shrink towards the centre to fit the panel.
COURT_SCALE = 0.66

# Pip layout.
PIP_SIZE = 36
PIP_X = {"L": 93, "C": 125, "R": 157}
PIP_TOP = 96
PIP_BOTTOM = CARD_H - PIP_TOP
# The 10 puts ten pips in the same panel: smaller pips, spread wider and taller,
# so the two centre pips clear their neighbours (at the common size they touched).
TEN_PIP_SIZE = 31
TEN_PIP_X = {"L": 89, "C": 125, "R": 161}
TEN_PIP_TOP = 91
# (column, row fraction 0..1 from top to bottom)
LAYOUTS: dict[str, list[tuple[str, float]]] = {
    "2": [("C", 0), ("C", 1)],
    "3": [("C", 0), ("C", 0.5), ("C", 1)],
    "4": [("L", 0), ("R", 0), ("L", 1), ("R", 1)],
    "5": [("L", 0), ("R", 0), ("C", 0.5), ("L", 1), ("R", 1)],
    "6": [("L", 0), ("R", 0), ("L", 0.5), ("R", 0.5), ("L", 1), ("R", 1)],
    "7": [("L", 0), ("R", 0), ("C", 0.25), ("L", 0.5), ("R", 0.5), ("L", 1), ("R", 1)],
    "8": [("L", 0), ("R", 0), ("C", 0.25), ("L", 0.5), ("R", 0.5),
          ("C", 0.75), ("L", 1), ("R", 1)],
    "9": [("L", 0), ("R", 0), ("L", 1 / 3), ("R", 1 / 3), ("C", 0.5),
          ("L", 2 / 3), ("R", 2 / 3), ("L", 1), ("R", 1)],
    "T": [("L", 0), ("R", 0), ("C", 1 / 6), ("L", 1 / 3), ("R", 1 / 3),
          ("L", 2 / 3), ("R", 2 / 3), ("C", 5 / 6), ("L", 1), ("R", 1)],
}


def rank_label(rank: str) -> str:
    return "10" if rank == "T" else rank


def index_group(rank: str, suit: str, colour: str) -> str:
    label = rank_label(rank)
    left, width, adv = INK[label]
    size = TEN_SIZE if label == "10" else RANK_SIZE
    max_w = TEN_MAX_W if label == "10" else INDEX_MAX_W
    sx = min(INDEX_SX, max_w / (width * size / 100.0))
    # shift so the ink box (not the advance box) is centred on INDEX_CX
    dx = -(left + width / 2.0 - adv / 2.0) * size / 100.0 * sx
    parts = [
        text(INDEX_CX + dx, RANK_BASELINE, label, size, colour, sx=sx),
        suit_symbol(suit, SIDE_SUIT_CX, SIDE_SUIT_CY, INDEX_SUIT_SIZE, colour),
        suit_symbol(suit, INDEX_CX, UNDER_SUIT_CY, INDEX_SUIT_SIZE, colour),
    ]
    return "".join(parts)


def face_frame(deck: Deck) -> str:
    bw = deck.border_width
    return (
        f'<rect x="{n(bw / 2)}" y="{n(bw / 2)}" width="{n(CARD_W - bw)}" '
        f'height="{n(CARD_H - bw)}" rx="{n(RADIUS - bw / 2)}" fill="{WHITE}" '
        f'stroke="{deck.border}" stroke-width="{n(bw)}"/>'
    )


def pips(rank: str, suit: str, deck: Deck) -> str:
    colour = deck.suit_colours[suit]
    if rank == "A":
        return suit_symbol(suit, CARD_W / 2, CARD_H / 2, 120, colour)
    fw = 2 if deck.high_contrast else 1.25
    out = [
        f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="8" '
        f'fill="none" stroke="{deck.border}" stroke-width="{n(fw)}"/>'
    ]
    size, xs, top = (TEN_PIP_SIZE, TEN_PIP_X, TEN_PIP_TOP) if rank == "T" else (PIP_SIZE, PIP_X, PIP_TOP)
    bottom = CARD_H - top
    for col, f in LAYOUTS[rank]:
        y = top + f * (bottom - top)
        out.append(suit_symbol(suit, xs[col], y, size, colour, rotate=f > 0.5))
    return "".join(out)


# Court figures: motif shapes drawn in a local box about 100 x 60 centred on
# the origin, ink = suit colour, accent = deck accent.
def motif(rank: str, suit: str, ink: str, accent: str, hc: bool) -> str:
    sw = 5 if hc else 4
    if rank == "K":  # crown with three jewels and the suit on its body
        return (
            f'<path d="M-38 20L-44 -18L-20 2L0 -28L20 2L44 -18L38 20Z" fill="{WHITE}" '
            f'stroke="{ink}" stroke-width="{sw}" stroke-linejoin="round"/>'
            f'<rect x="-42" y="16" width="84" height="14" rx="3" fill="{ink}"/>'
            f'<rect x="-30" y="20" width="10" height="6" fill="{WHITE}"/>'
            f'<rect x="20" y="20" width="10" height="6" fill="{WHITE}"/>'
            f'<circle cx="-44" cy="-19" r="6.5" fill="{accent}" stroke="{ink}" stroke-width="2.5"/>'
            f'<circle cx="0" cy="-29" r="7" fill="{accent}" stroke="{ink}" stroke-width="2.5"/>'
            f'<circle cx="44" cy="-19" r="6.5" fill="{accent}" stroke="{ink}" stroke-width="2.5"/>'
            + suit_symbol(suit, 0, 2, 22, ink)
        )
    if rank == "Q":  # tiara with a five-petal flower
        petals = "".join(
            f'<circle cx="{n(x)}" cy="{n(y)}" r="7" fill="{accent}" stroke="{ink}" stroke-width="2"/>'
            for x, y in ((0, -30), (9.5, -23.1), (5.9, -11.9), (-5.9, -11.9), (-9.5, -23.1))
        )
        return (
            f'<path d="M-44 22Q-40 4 -28 8Q-20 -10 -10 -6Q-4 -2 0 -2Q4 -2 10 -6'
            f'Q20 -10 28 8Q40 4 44 22Q0 6 -44 22Z" fill="{WHITE}" stroke="{ink}" '
            f'stroke-width="{sw}" stroke-linejoin="round"/>'
            f'<path d="M-46 22Q0 6 46 22L46 30Q0 14 -46 30Z" fill="{ink}"/>'
            + petals
            + f'<circle cx="0" cy="-21" r="5" fill="{ink}"/>'
            f'<circle cx="-28" cy="14" r="4" fill="{ink}"/>'
            f'<circle cx="28" cy="14" r="4" fill="{ink}"/>'
            + suit_symbol(suit, 0, 10, 12, ink)
        )
    # J: soft cap with a feather, the suit on its front
    return (
        f'<path d="M6 2C6 -18 18 -32 40 -38C38 -20 30 -4 18 10Z" fill="{accent}" '
        f'stroke="{ink}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="M12 4C16 -12 26 -26 38 -35" fill="none" stroke="{WHITE}" stroke-width="2.5"/>'
        f'<path d="M-38 20C-42 -6 -22 -24 2 -24C24 -24 36 -8 34 20Z" fill="{WHITE}" '
        f'stroke="{ink}" stroke-width="{sw}" stroke-linejoin="round"/>'
        f'<rect x="-44" y="15" width="88" height="13" rx="6.5" fill="{ink}"/>'
        + suit_symbol(suit, -3, -3, 24, ink)
    )




def court(rank: str, suit: str, deck: Deck) -> str:
    ink = deck.suit_colours[suit]
    hc = deck.high_contrast
    fw = 4 if hc else 3
    out = [
        f'<rect x="{PANEL_X}" y="{PANEL_Y}" width="{PANEL_W}" height="{PANEL_H}" rx="8" '
        f'fill="{WHITE}" stroke="{ink}" stroke-width="{fw}"/>'
    ]
    if not hc:
        out.append(
            f'<rect x="{PANEL_X + 5}" y="{PANEL_Y + 5}" width="{PANEL_W - 10}" '
            f'height="{PANEL_H - 10}" rx="5" fill="none" stroke="{deck.accent}" stroke-width="1.5"/>'
        )
    cx, cy = CARD_W / 2, CARD_H / 2
    half = []
    half.append(f'<g transform="translate({n(cx)} 61) scale(0.85)">'
                + motif(rank, suit, ink, deck.accent, hc) + "</g>")
    # DejaVu Serif Bold: K sits on the baseline, Q and J descend a little
    baseline = {"K": 152, "Q": 150, "J": 148}[rank]
    half.append(text(cx, baseline, rank, 76, ink, family=SANS if hc else SERIF))
    # the half fits between the panel's edge and the centre band
    k = COURT_SCALE
    half_svg = (f'<g transform="translate({n(cx)} {n(cy)}) scale({n(k)}) translate({n(-cx)} {n(-cy)})">'
                + "".join(half) + "</g>")
    out.append(half_svg)
    out.append(f'<g transform="rotate(180 {n(cx)} {n(cy)})">{half_svg}</g>')
    # centre band: the suit between two rules
    out.append(
        f'<path d="M{PANEL_X + 8} {n(cy)}H{n(cx - 18)}M{n(cx + 18)} {n(cy)}H{PANEL_X + PANEL_W - 8}" '
        f'stroke="{ink}" stroke-width="2"/>'
    )
    out.append(suit_symbol(suit, cx, cy, 22, ink))
    return "".join(out)


def face(rank: str, suit: str, deck: Deck) -> str:
    ink = deck.suit_colours[suit]
    idx = index_group(rank, suit, ink)
    body = court(rank, suit, deck) if rank in "JQK" else pips(rank, suit, deck)
    return (
        bounds_rect() + face_frame(deck) + body + idx
        + f'<g transform="rotate(180 {n(CARD_W / 2)} {n(CARD_H / 2)})">{idx}</g>'
    )


# --------------------------------------------------------------------------
# Back and empty-slot marks.


def back(deck: Deck) -> str:
    bw = 2.5
    out = [
        bounds_rect(),
        f'<rect x="{n(bw / 2)}" y="{n(bw / 2)}" width="{n(CARD_W - bw)}" height="{n(CARD_H - bw)}" '
        f'rx="{n(RADIUS - bw / 2)}" fill="{deck.back_base}" stroke="{deck.border if not deck.high_contrast else "#000000"}" '
        f'stroke-width="{n(bw)}"/>',
        f'<rect x="14" y="14" width="{CARD_W - 28}" height="{CARD_H - 28}" rx="8" fill="none" '
        f'stroke="{deck.back_line}" stroke-width="{6 if deck.high_contrast else 4}"/>',
    ]
    # a calm lattice of small diamonds inside the inner frame
    step = 22
    r = 6.5
    cells = []
    x0, y0, x1, y1 = 24, 24, CARD_W - 24, CARD_H - 24
    row = 0
    y = y0 + r
    while y + r <= y1 + 0.01:
        offset = 0 if row % 2 == 0 else step / 2
        x = x0 + r + offset
        while x + r <= x1 + 0.01:
            cells.append(f"M{n(x)} {n(y - r)}L{n(x + r)} {n(y)}L{n(x)} {n(y + r)}L{n(x - r)} {n(y)}Z")
            x += step
        y += step / 2
        row += 1
    out.append(f'<path fill="{deck.back_pattern}" d="{"".join(cells)}"/>')
    # central medallion with the four suits
    cx, cy = CARD_W / 2, CARD_H / 2
    out.append(
        f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="58" ry="78" fill="{deck.back_base}" '
        f'stroke="{deck.back_line}" stroke-width="4"/>'
        f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="48" ry="68" fill="none" '
        f'stroke="{deck.back_pattern}" stroke-width="3"/>'
    )
    for suit, (dx, dy) in zip("sdch", ((0, -34), (26, 0), (0, 34), (-26, 0))):
        out.append(suit_symbol(suit, cx + dx, cy + dy, 24, deck.back_line))
    return "".join(out)


def slot(deck: Deck, *, faint: bool = False) -> str:
    """An empty place's outline; ``faint`` (the waste) is dimmer, except in high
    contrast, where every outline is full white."""
    sw = 8 if deck.high_contrast else 5
    op = "1" if deck.high_contrast else ("0.45" if faint else "0.75")
    return (
        bounds_rect()
        + f'<rect x="{n(sw / 2)}" y="{n(sw / 2)}" width="{n(CARD_W - sw)}" height="{n(CARD_H - sw)}" '
        f'rx="{n(RADIUS - sw / 2)}" fill="#000000" fill-opacity="{"0.3" if deck.high_contrast else "0.14"}" '
        f'stroke="#FFFFFF" stroke-opacity="{op}" stroke-width="{sw}"/>'
    )


def mark_opacity(deck: Deck) -> str:
    return "0.9" if deck.high_contrast else "0.45"


def empty_foundation(suit: str, deck: Deck) -> str:
    op = mark_opacity(deck)
    return (
        slot(deck)
        + suit_symbol(suit, CARD_W / 2, CARD_H / 2 + 10, 150, "#FFFFFF",
                      extra=f' fill-opacity="{op}"')
        + text(36, 70, "A", 54, "#FFFFFF", extra=f' fill-opacity="{op}"')
    )


def empty_column(deck: Deck) -> str:
    op = mark_opacity(deck)
    return slot(deck) + text(CARD_W / 2, CARD_H / 2 + 58, "K", 160, "#FFFFFF",
                             extra=f' fill-opacity="{op}"')


def empty_stock(deck: Deck) -> str:
    """A clockwise "turn over / recycle" arrow, drawn as ONE filled path so
    the translucent mark has no darker overlaps."""
    op = mark_opacity(deck)
    cx, cy = CARD_W / 2, CARD_H / 2
    r = 58.0
    half = 10.0 if deck.high_contrast else 8.0     # half band width
    start, end = -60.0, 250.0                       # degrees, clockwise on screen

    def pt(angle: float, radius: float) -> str:
        a = math.radians(angle)
        return f"{n(cx + radius * math.cos(a))} {n(cy + radius * math.sin(a))}"

    ro, ri = r + half, r - half
    band = (
        f"M{pt(start, ro)}A{n(ro)} {n(ro)} 0 1 1 {pt(end, ro)}"
        f"L{pt(end, ri)}A{n(ri)} {n(ri)} 0 1 0 {pt(start, ri)}Z"
    )
    # arrow head at the clockwise end: base across the band, tip ahead
    hw = half * 3.2
    tip_angle = end + math.degrees(half * 4.2 / r)
    head = f"M{pt(end, r + hw)}L{pt(tip_angle, r)}L{pt(end, r - hw)}Z"
    return slot(deck) + f'<path d="{band}{head}" fill="#FFFFFF" fill-opacity="{op}"/>'


def empty_stock_done(deck: Deck) -> str:
    """A no-entry ring with a bold X (one filled path, no overlaps)."""
    op = mark_opacity(deck)
    cx, cy = CARD_W / 2, CARD_H / 2
    ring_r, ring_w = 74.0, (14.0 if deck.high_contrast else 11.0)
    ro, ri = ring_r + ring_w / 2, ring_r - ring_w / 2
    ring = (
        f"M{n(cx + ro)} {n(cy)}A{n(ro)} {n(ro)} 0 1 1 {n(cx - ro)} {n(cy)}"
        f"A{n(ro)} {n(ro)} 0 1 1 {n(cx + ro)} {n(cy)}Z"
        f"M{n(cx + ri)} {n(cy)}A{n(ri)} {n(ri)} 0 1 0 {n(cx - ri)} {n(cy)}"
        f"A{n(ri)} {n(ri)} 0 1 0 {n(cx + ri)} {n(cy)}Z"
    )
    # X as a 12-point outline: arms of half-width w reaching distance d
    w = 11.0 if deck.high_contrast else 9.0
    d = 40.0
    k = w / math.sqrt(2)
    pts = [
        (0, -2 * k), (d - k, -d - k), (d + k, -d + k), (2 * k, 0),
        (d + k, d - k), (d - k, d + k), (0, 2 * k), (-d + k, d + k),
        (-d - k, d - k), (-2 * k, 0), (-d - k, -d + k), (-d + k, -d - k),
    ]
    cross = "M" + "L".join(f"{n(cx + x)} {n(cy + y)}" for x, y in pts) + "Z"
    return slot(deck) + f'<path d="{ring}{cross}" fill="#FFFFFF" fill-opacity="{op}"/>'


def empty_waste(deck: Deck) -> str:
    return slot(deck, faint=True)


# --------------------------------------------------------------------------
# Document assembly.


def element_ids() -> list[str]:
    ids = [f"card-{r}{s}" for s in SUITS for r in RANKS]
    ids += ["back"] + [f"empty-foundation-{s}" for s in SUITS]
    ids += ["empty-column", "empty-stock", "empty-stock-done", "empty-waste"]
    return ids


def element_title(eid: str) -> str:
    if eid.startswith("card-"):
        r, s = eid[5], eid[6]
        return f"{RANK_NAMES[r]} of {SUIT_NAMES[s]}"
    return eid.replace("-", " ")


def element_body(eid: str, deck: Deck) -> str:
    if eid.startswith("card-"):
        return face(eid[5], eid[6], deck)
    if eid == "back":
        return back(deck)
    if eid.startswith("empty-foundation-"):
        return empty_foundation(eid[-1], deck)
    return {
        "empty-column": empty_column,
        "empty-stock": empty_stock,
        "empty-stock-done": empty_stock_done,
        "empty-waste": empty_waste,
    }[eid](deck)


def build(deck: Deck) -> str:
    check_contrast(deck)
    ids = element_ids()
    rows = (len(ids) + COLS - 1) // COLS
    width = COLS * CARD_W + (COLS + 1) * GAP
    height = rows * CARD_H + (rows + 1) * GAP
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- Generated by tools/make_decks.py; do not edit by hand. -->",
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
        f"<title>klondike-qt card deck: {deck.name}</title>",
    ]
    for i, eid in enumerate(ids):
        col, row = i % COLS, i // COLS
        x = GAP + col * (CARD_W + GAP)
        y = GAP + row * (CARD_H + GAP)
        out.append(
            f'<g id="{eid}" transform="translate({x} {y})">'
            f"<title>{element_title(eid)}</title>{element_body(eid, deck)}</g>"
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    default_out = Path(__file__).resolve().parent.parent / "resources" / "cards"
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=default_out,
                    help=f"output directory (default: {default_out})")
    ap.add_argument("--check-contrast", action="store_true",
                    help="only print the contrast ratios and check them")
    args = ap.parse_args(argv)
    for deck in DECKS:
        ratios = check_contrast(deck)
        print(f"{deck.name}: " + ", ".join(f"{k} {v:.2f}:1" for k, v in sorted(ratios.items())))
    if args.check_contrast:
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    for deck in DECKS:
        path = args.out / f"{deck.name}.svg"
        path.write_text(build(deck), encoding="utf-8", newline="\n")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
