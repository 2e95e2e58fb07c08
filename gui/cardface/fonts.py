"""Registers the shipped OFL fonts with Qt once, so faces look the same on every machine."""

from __future__ import annotations

import functools

from PySide6.QtGui import QFont, QFontDatabase, QRawFont

from engine.core.assets import assets_dir

_families: list[str] | None = None


def register_fonts() -> list[str]:
    """Load assets/fonts/*.ttf (needs a QGuiApplication); returns the families now available."""
    global _families
    if _families is None:
        found: set[str] = set()
        for path in sorted((assets_dir() / "fonts").glob("*.ttf")):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                found.update(QFontDatabase.applicationFontFamilies(font_id))
        _families = sorted(found)
    return _families


def card_font(family: str, pixels: float, bold: bool = False) -> QFont:
    """A font for card and sheet text. Ligatures are off: Qt's PDF text map turns Carlito's "ti"
    ligature into "%", and proofs must stay searchable and copyable."""
    font = QFont(family)
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    for tag in ("liga", "clig"):
        font.setFeature(QFont.Tag(tag), 0)
    return font


def bold_for(text: str, family: str, bold: bool = True) -> bool:
    """Whether `text` may be set bold in `family`: not when the shipped bold face lacks one of its
    letters (EB Garamond 12 Bold has no accented ones: "Forêt", "Fünf"), so that no word is set in
    two fonts; the regular face has them."""
    return bold and all(_bold_has(family, ch) for ch in set(text) if not ch.isspace())


@functools.cache
def _bold_has(family: str, ch: str) -> bool:
    return bool(QRawFont.fromFont(card_font(family, 20, bold=True)).supportsCharacter(ord(ch)))
