"""The program icons each platform wants, drawn from assets/icons/salle.svg at build time: a Windows
.ico (16 to 256 px) and a macOS .icns (up to 1024 px). Run by salle.spec; by hand:
`python packaging/icons.py OUT_DIR`."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "assets" / "icons" / "salle.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


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


if __name__ == "__main__":
    for path in make_icons(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"):
        print(path)
