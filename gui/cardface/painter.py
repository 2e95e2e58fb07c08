"""Draws a card face or back into any QPainter, and caches table pixmaps per size and DPR.

En Garde cards are a value 1-5: the numeral in two corners and that many blades in the middle.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

PAPER = QColor("#f6f1e4")
INK = QColor("#2d2424")
ACCENT = (QColor("#8a2c2c"), QColor("#2c4f8a"), QColor("#2c7a4a"), QColor("#8a6a2c"), QColor("#5a2c8a"))
BACK = QColor("#6b1f2a")


def paint_face(p: QPainter, rect: QRectF, value: int) -> None:
    radius = rect.width() * 0.07
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(INK, max(1.0, rect.width() * 0.015)))
    p.setBrush(PAPER)
    p.drawRoundedRect(rect, radius, radius)
    colour = ACCENT[(value - 1) % len(ACCENT)]
    font = QFont("DejaVu Sans", 1)
    font.setBold(True)
    font.setPixelSize(max(6, int(rect.height() * 0.17)))
    p.setFont(font)
    p.setPen(colour)
    corner = QRectF(
        rect.left() + rect.width() * 0.06,
        rect.top() + rect.height() * 0.03,
        rect.width() * 0.3,
        rect.height() * 0.2,
    )
    p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(value))
    p.save()
    p.translate(rect.center())
    p.rotate(180)
    p.translate(-rect.center())
    p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(value))
    p.restore()
    # the blades: one per point of value, fanned like a rack of swords
    centre = rect.center()
    length = rect.height() * 0.52
    pen = QPen(colour, max(1.5, rect.width() * 0.035), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    for i in range(value):
        angle = 0.0 if value == 1 else -28 + 56 * i / (value - 1)
        p.save()
        p.translate(centre)
        p.rotate(angle)
        p.setPen(pen)
        p.drawLine(QPointF(0, length / 2), QPointF(0, -length / 2))
        p.setPen(QPen(INK, pen.widthF() * 0.8))
        p.drawLine(QPointF(-rect.width() * 0.07, length * 0.32), QPointF(rect.width() * 0.07, length * 0.32))
        p.restore()
    p.restore()


def paint_back(p: QPainter, rect: QRectF) -> None:
    radius = rect.width() * 0.07
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, BACK.lighter(125))
    gradient.setColorAt(1, BACK.darker(130))
    p.setPen(QPen(INK, max(1.0, rect.width() * 0.015)))
    p.setBrush(gradient)
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1)
    p.setPen(QPen(QColor("#d9b44a"), max(1.0, rect.width() * 0.02)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    path = QPainterPath()
    c = inner.center()
    w, h = inner.width() * 0.3, inner.height() * 0.2
    path.moveTo(c.x(), c.y() - h)
    path.lineTo(c.x() + w, c.y())
    path.lineTo(c.x(), c.y() + h)
    path.lineTo(c.x() - w, c.y())
    path.closeSubpath()
    p.drawPath(path)
    p.restore()


_CACHE: dict[tuple[int | None, int, int, float], QPixmap] = {}


def card_pixmap(value: int | None, width: int, height: int, dpr: float) -> QPixmap:
    """A cached pixmap of a face (value) or a back (None), crisp at this size and device ratio."""
    key = (value, width, height, dpr)
    pixmap = _CACHE.get(key)
    if pixmap is None:
        pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        rect = QRectF(0.5, 0.5, width - 1.0, height - 1.0)
        if value is None:
            paint_back(p, rect)
        else:
            paint_face(p, rect, value)
        p.end()
        if len(_CACHE) > 400:  # window resizes make new sizes; old ones are not worth keeping
            _CACHE.clear()
        _CACHE[key] = pixmap
    return pixmap
