"""Qt Charts as Salle draws them: a chart in the window's palette (light or dark), with no frame,
no rounded background and no legend of its own (each window says in words what its lines mean)."""

from __future__ import annotations

from PySide6.QtCharts import QChart
from PySide6.QtCore import QMargins
from PySide6.QtGui import QColor, QPalette


def palette_chart(palette: QPalette, margins: QMargins) -> tuple[QChart, QColor, QColor]:
    """A bare chart on the palette's base colour, and the ink for its words and lines with a faint
    copy of it for grid lines."""
    ink = palette.color(QPalette.ColorRole.Text)
    faint = QColor(ink)
    faint.setAlpha(64)
    chart = QChart()
    chart.legend().hide()
    chart.setBackgroundBrush(palette.color(QPalette.ColorRole.Base))
    chart.setBackgroundRoundness(0)
    chart.setMargins(margins)
    chart.layout().setContentsMargins(0, 0, 0, 0)
    return chart, ink, faint
