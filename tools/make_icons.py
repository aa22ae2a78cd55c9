#!/usr/bin/env python3
"""Render the klondike-qt application icon and write the toolbar icons (deterministic).

Usage:
    python tools/make_icons.py [--check]

Reads ``resources/icons/klondike-qt.svg`` and writes

* ``resources/icons/hicolor/<N>x<N>/apps/klondike-qt.png`` for N in 16 24 32 48
  64 128 256 512 (the freedesktop icon-theme layout, ready to copy under
  ``/usr/share/icons/hicolor``),
* ``packaging/windows/klondike-qt.ico`` (16-256 px; 32-bit DIB entries below
  256 px and a PNG entry at 256 px, which every Windows since Vista and Inno
  Setup read),
* ``packaging/macos/klondike-qt.icns`` (PNG entries 16-1024 px incl. @2x),
* ``resources/icons/toolbar/<name>.svg``: the toolbar's own icons (New Deal,
  Restart, Undo, Redo, Hint), drawn here from the geometry below so the
  toolbar looks the same on every desktop, icon theme or not.

The toolbar icons are line drawings on a 24 px grid: 2 px strokes whose
straight parts lie on whole pixels (crisp at 24 px, the usual toolbar size),
one colour, ``currentColor``: ``klondike_qt.ui.icons`` gives them the
palette's button text colour when it draws them, so they keep the text's
contrast in light, dark and high-contrast palettes (and grey out with it).

The SVG is rendered with PySide6's ``QSvgRenderer`` on the offscreen platform
straight at each size (no downscaling), so the result depends only on the SVG
and the Qt version. The ICO and ICNS containers are written here with the
standard library, so nothing depends on optional image plugins.

``--check`` writes nothing and exits 1 if any output differs from what would be
generated (for CI).
"""

from __future__ import annotations

import argparse
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "klondike-qt.svg"
NAME = "klondike-qt"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data: (type, pixel size)
ICNS_TYPES = (
    (b"icp4", 16), (b"ic11", 32),    # 16, 16@2x
    (b"icp5", 32), (b"ic12", 64),    # 32, 32@2x
    (b"ic07", 128), (b"ic13", 256),  # 128, 128@2x
    (b"ic08", 256), (b"ic14", 512),  # 256, 256@2x
    (b"ic09", 512), (b"ic10", 1024),  # 512, 512@2x
)


def png_path(size: int, root: Path = ROOT) -> Path:
    return root / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs want bytes, the binding a str
        raise RuntimeError("PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def dib_bytes(image: QImage) -> bytes:
    """A 32-bit BGRA DIB as stored in an ICO entry: header, bottom-up pixels, AND mask."""
    width, height = image.width(), image.height()
    header = struct.pack("<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, 0, 0, 0, 0, 0)
    rows = []
    for y in range(height - 1, -1, -1):
        row = bytearray()
        for x in range(width):
            argb = image.pixel(x, y)  # non-premultiplied 0xAARRGGBB
            row += struct.pack("<I", argb)  # little-endian: B G R A
        rows.append(bytes(row))
    mask_stride = ((width + 31) // 32) * 4
    mask = bytearray()
    for y in range(height - 1, -1, -1):
        bits = bytearray(mask_stride)
        for x in range(width):
            if (image.pixel(x, y) >> 24) == 0:  # fully transparent: mask bit set
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    return header + b"".join(rows) + bytes(mask)


def ico_bytes(images: dict[int, QImage]) -> bytes:
    entries = []
    for size in ICO_SIZES:
        image = images[size]
        payload = png_bytes(image) if size >= 256 else dib_bytes(image)
        entries.append((size, payload))
    out = bytearray(struct.pack("<HHH", 0, 1, len(entries)))
    offset = 6 + 16 * len(entries)
    for size, payload in entries:
        dim = 0 if size >= 256 else size
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(payload), offset)
        offset += len(payload)
    for _, payload in entries:
        out += payload
    return bytes(out)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def _arrowhead(x: float, y: float, dx: float, dy: float, length: float = 4.0) -> str:
    """An open arrowhead (two strokes) with its tip at (x, y), pointing along (dx, dy)."""
    norm = math.hypot(dx, dy)
    dx, dy = dx / norm, dy / norm
    ends = []
    for turn in (math.radians(135), math.radians(-135)):
        cos, sin = math.cos(turn), math.sin(turn)
        ends.append((x + length * (dx * cos - dy * sin), y + length * (dx * sin + dy * cos)))
    (ax, ay), (bx, by) = ends
    return f"M{ax:.2f} {ay:.2f}L{x:.2f} {y:.2f}L{bx:.2f} {by:.2f}"


def _circle_point(angle: float, r: float = 7.0, cx: float = 12.0, cy: float = 12.0) -> tuple[float, float]:
    """The point at ``angle`` degrees clockwise from the top of a circle."""
    a = math.radians(angle)
    return cx + r * math.sin(a), cy - r * math.cos(a)


def _restart() -> str:
    # Most of a circle, turning clockwise, the arrow at its end (as a clock hand turns back to start).
    (sx, sy), (ex, ey) = _circle_point(130), _circle_point(50)
    tangent = (math.cos(math.radians(50)), math.sin(math.radians(50)))  # clockwise at the end
    return f"M{sx:.2f} {sy:.2f}A7 7 0 1 1 {ex:.2f} {ey:.2f}" + _arrowhead(ex, ey, *tangent)


#: name → path data on the 24 × 24 grid.
TOOLBAR_ICONS: dict[str, str] = {
    # A card with a plus: a new deal.
    "new-deal": "M7 3H17A2 2 0 0 1 19 5V19A2 2 0 0 1 17 21H7A2 2 0 0 1 5 19V5A2 2 0 0 1 7 3Z M12 8V16 M8 12H16",
    "restart": _restart(),
    # A hooked arrow: back along the top, round, and along the bottom.
    "undo": "M5 8H14A5 5 0 0 1 14 18H8 M9 4L5 8L9 12",
    "redo": "M19 8H10A5 5 0 0 0 10 18H16 M15 4L19 8L15 12",
    # A light bulb with its base.
    "hint": "M9 18V14.2A6 6 0 1 1 15 14.2V18Z M10 21H14",
    # An arrow down onto a row of three cards: deal a row (Spider).
    "deal-row": "M12 2V10 M8.5 6.5L12 10L15.5 6.5 M3 14H7V21H3Z M10 14H14V21H10Z M17 14H21V21H17Z",
}


def toolbar_svg(path_data: str) -> bytes:
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" '
            'version="1.2" baseProfile="tiny" color="#000000">\n'
            f'  <path d="{path_data}" fill="none" stroke="currentColor" stroke-width="2" '
            'stroke-linecap="round" stroke-linejoin="round"/>\n'
            '</svg>\n').encode("ascii")


def toolbar_path(name: str, root: Path = ROOT) -> Path:
    return root / "resources" / "icons" / "toolbar" / f"{name}.svg"


def outputs() -> dict[Path, bytes]:
    """Every generated file and its exact bytes."""
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0], "-platform", "offscreen"])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    all_sizes = sorted(set(SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES})
    images = {size: render(renderer, size) for size in all_sizes}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    files = {png_path(size): pngs[size] for size in SIZES}
    files[ROOT / "packaging" / "windows" / f"{NAME}.ico"] = ico_bytes(images)
    files[ROOT / "packaging" / "macos" / f"{NAME}.icns"] = icns_bytes(pngs)
    for name, path_data in TOOLBAR_ICONS.items():
        files[toolbar_path(name)] = toolbar_svg(path_data)
    del app  # keep the application alive until here
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a file is missing or out of date")
    args = parser.parse_args(argv)
    stale = []
    for path, data in outputs().items():
        current = path.read_bytes() if path.exists() else None
        if current == data:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    for path in stale:
        verb = "out of date" if args.check else "wrote"
        print(f"{verb}: {path.relative_to(ROOT)}")
    if args.check and stale:
        return 1
    if not stale:
        print("icons up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
