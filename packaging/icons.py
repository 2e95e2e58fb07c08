"""The program icons each platform wants, drawn from assets/icons/salle.svg at build time: a Windows
.ico (16 to 256 px), a macOS .icns (up to 1024 px), and the PNGs of a freedesktop hicolor theme
(16 to 256 px, beside the SVG: some docks, menus and the X11 window icon want pixels). Run by
salle.spec and build-deb.sh; by hand: `python packaging/icons.py OUT_DIR` (.ico and .icns) or
`python packaging/icons.py --hicolor THEME_DIR NAME` (THEME_DIR/16x16/apps/NAME.png ...)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icons" / "salle.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256)  # the sizes desktops look up before scaling one


def _render(size: int) -> object:
    """The SVG drawn at size by size on a transparent ground, as a Pillow image."""
    from PIL import Image
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"icons: {SVG} is not a drawable SVG")
    image = QImage(size, size, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        renderer.render(painter)
    finally:
        painter.end()
    return Image.frombuffer("RGBA", (size, size), bytes(image.constBits()), "raw", "RGBA",
                            image.bytesPerLine(), 1).copy()


def make_icons(out: Path) -> tuple[Path, Path]:
    """Write salle.ico and salle.icns into `out`; their paths."""
    out.mkdir(parents=True, exist_ok=True)
    ico, icns = out / "salle.ico", out / "salle.icns"
    # each size drawn from the SVG, not scaled down from the largest: small icons stay sharp
    images = {size: _render(size) for size in (*ICO_SIZES, 512, 1024)}
    images[256].save(ico, "ICO", sizes=[(s, s) for s in ICO_SIZES],  # type: ignore[attr-defined]
                     append_images=[images[s] for s in ICO_SIZES[:-1]])
    images[1024].save(icns, "ICNS", append_images=[images[s] for s in (16, 32, 64, 128, 256, 512)])  # type: ignore[attr-defined]
    return ico, icns


def make_hicolor(theme: Path, name: str) -> list[Path]:
    """Write theme/SIZExSIZE/apps/name.png for every HICOLOR_SIZES; their paths."""
    written = []
    for size in HICOLOR_SIZES:
        png = theme / f"{size}x{size}" / "apps" / f"{name}.png"
        png.parent.mkdir(parents=True, exist_ok=True)
        _render(size).save(png, "PNG")  # type: ignore[attr-defined]
        written.append(png)
    return written


if __name__ == "__main__" and sys.argv[1:2] == ["--hicolor"]:
    for path in make_hicolor(Path(sys.argv[2]), sys.argv[3]):
        print(path)
elif __name__ == "__main__":
    for path in make_icons(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"):
        print(path)
