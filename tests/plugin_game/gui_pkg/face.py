"""High Card's card face: the value large in the middle and in two corners, its name beneath;
the back a plain frame. Drawn from the card data and `[layout.high-card]`, on screen and in print."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from engine.core.cards import Card, Deck, layouts
from gui.cardface.fonts import card_font
from gui.cardface.render import _paper, back_paper, within_edge

LOW, HIGH = 1, 9


def _colour(layout: Mapping[str, Any], value: int) -> QColor:
    """The value's ink, from the layout's low colour to its high one."""
    low, high = QColor(layout["low"]), QColor(layout["high"])
    t = (value - LOW) / (HIGH - LOW)
    return QColor.fromRgbF(*(a + (b - a) * t for a, b in ((low.redF(), high.redF()),
                                                         (low.greenF(), high.greenF()),
                                                         (low.blueF(), high.blueF()))))


def draw_face(p: QPainter, trim: QRectF, card: Card, deck: Deck, bleed: float, rounded: bool) -> None:
    layout = layouts()["layout"][deck.layout]
    ink = QColor(layout["ink"])
    value = card.value or 0
    accent = _colour(layout, value)
    w, h = trim.width(), trim.height()
    _paper(p, trim, QColor(layout["paper"]), ink, bleed, rounded)
    with within_edge(p, trim, ink, bleed, rounded):
        inset = w * 0.06
        p.setPen(QPen(accent, max(w * 0.012, 0.4)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(trim.adjusted(inset, inset, -inset, -inset), inset, inset)
        p.setPen(accent)
        p.setFont(card_font(layout["body_font"], h * 0.42, bold=True))
        centre = Qt.AlignmentFlag.AlignCenter
        p.drawText(QRectF(trim.left(), trim.top() + h * 0.16, w, h * 0.5), centre, str(value))
        corner = QRectF(trim.left() + w * 0.1, trim.top() + h * 0.05, w * 0.3, h * 0.14)
        p.setFont(card_font(layout["body_font"], h * 0.11, bold=True))
        for turn in (0, 180):
            p.save()
            p.translate(trim.center())
            p.rotate(turn)
            p.translate(-trim.center())
            p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(value))
            p.restore()
        p.setPen(ink)
        p.setFont(card_font(layout["title_font"], h * 0.08, bold=True))
        p.drawText(QRectF(trim.left(), trim.top() + h * 0.66, w, h * 0.12), centre, card.name)


def draw_back(p: QPainter, trim: QRectF, style: Mapping[str, Any], bleed: float, rounded: bool) -> None:
    ink = back_paper(p, trim, style, bleed, rounded)
    inset = trim.width() * 0.1
    p.setPen(QPen(ink, max(trim.width() * 0.02, 0.5)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(trim.adjusted(inset, inset, -inset, -inset), inset * 0.6, inset * 0.6)
    p.setFont(card_font("EB Garamond", trim.height() * 0.12, bold=True))
    p.drawText(trim, Qt.AlignmentFlag.AlignCenter, "HC")
