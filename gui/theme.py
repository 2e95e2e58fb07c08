"""Light and dark palettes for the widgets around the table (the felt has its own colours)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

_DARK = {
    QPalette.ColorRole.Window: "#23262b",
    QPalette.ColorRole.WindowText: "#e8e6e3",
    QPalette.ColorRole.Base: "#3b4048",
    QPalette.ColorRole.AlternateBase: "#444952",
    QPalette.ColorRole.Text: "#e8e6e3",
    QPalette.ColorRole.Button: "#2d3137",
    QPalette.ColorRole.ButtonText: "#e8e6e3",
    QPalette.ColorRole.Highlight: "#3b78b4",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.ToolTipBase: "#2d3137",
    QPalette.ColorRole.ToolTipText: "#e8e6e3",
    QPalette.ColorRole.PlaceholderText: "#b4b8bd",
}
_LIGHT = {
    QPalette.ColorRole.Window: "#f1ede4",
    QPalette.ColorRole.WindowText: "#2b2622",
    QPalette.ColorRole.Base: "#fffdf8",
    QPalette.ColorRole.AlternateBase: "#f4efe4",
    QPalette.ColorRole.Text: "#2b2622",
    QPalette.ColorRole.Button: "#e7e1d4",
    QPalette.ColorRole.ButtonText: "#2b2622",
    QPalette.ColorRole.Highlight: "#8a2c2c",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.ToolTipBase: "#fffdf8",
    QPalette.ColorRole.ToolTipText: "#2b2622",
    QPalette.ColorRole.PlaceholderText: "#756e63",
}

# what cannot be used now: text faded towards the background, so a disabled button or menu entry
# reads as such (the palette's setColor(role, colour) would give the disabled state the same ink)
_DARK_DISABLED = {
    QPalette.ColorRole.WindowText: "#767b82",
    QPalette.ColorRole.Text: "#767b82",
    QPalette.ColorRole.ButtonText: "#767b82",
    QPalette.ColorRole.Button: "#272a2f",
    QPalette.ColorRole.Base: "#202226",
    QPalette.ColorRole.Highlight: "#3a4048",
    QPalette.ColorRole.HighlightedText: "#9aa0a6",
}
_LIGHT_DISABLED = {
    QPalette.ColorRole.WindowText: "#a29a8e",
    QPalette.ColorRole.Text: "#a29a8e",
    QPalette.ColorRole.ButtonText: "#a29a8e",
    QPalette.ColorRole.Button: "#ece7dc",
    QPalette.ColorRole.Base: "#f6f2ea",
    QPalette.ColorRole.Highlight: "#c9bfb0",
    QPalette.ColorRole.HighlightedText: "#f6f2ea",
}


def palette_for(name: str) -> QPalette:
    """The light or dark palette, its disabled state faded."""
    palette = QPalette()
    for role, colour in (_DARK if name == "dark" else _LIGHT).items():
        palette.setColor(role, QColor(colour))
    for role, colour in (_DARK_DISABLED if name == "dark" else _LIGHT_DISABLED).items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return palette


def luminance(c: QColor) -> float:
    """WCAG's relative luminance: 0 for black, 1 for white."""

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two opaque colours, 1 to 21 (words want at least 4.5)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def apply_palette(name: str) -> None:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if name == "system":
        app.setPalette(app.style().standardPalette())
        return
    app.setPalette(palette_for(name))
