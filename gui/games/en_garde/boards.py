"""En Garde's board in print: the 23-space piste, tiled across landscape pages."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from engine.core.i18n import QT_TRANSLATE_NOOP
from gui.cardface.fonts import card_font
from gui.proofs.imposition import ProofOptions
from gui.proofs.pdf import BoardPage, Strip, strip_pages, strip_tiles

PISTE_SPACE_MM = 24.0
PISTE_HEIGHT_MM = 40.0


def _piste_space(p: QPainter, space: int, rect: QRectF, dpmm: float) -> None:
    p.setPen(QPen(QColor("#6d5a3a"), 0.4 * dpmm))
    p.setBrush(QColor("#e6dab9") if space % 2 == 0 else QColor("#d8c9a3"))
    p.drawRect(rect)
    p.setFont(card_font("EB Garamond", 7 * dpmm))
    p.setPen(QColor("#4a3b25"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(space + 1))


def _piste_ends(p: QPainter, x0: float, top: float, dpmm: float) -> None:
    p.setPen(QPen(QColor("#6d5a3a"), 1.2 * dpmm))
    for x in (x0, x0 + 23 * PISTE_SPACE_MM):
        p.drawLine(QPointF(x * dpmm, (top - 3) * dpmm), QPointF(x * dpmm, (top + PISTE_HEIGHT_MM + 3) * dpmm))


EN_GARDE_PISTE = Strip(QT_TRANSLATE_NOOP("Boards", "En Garde piste"), 23, PISTE_SPACE_MM, PISTE_HEIGHT_MM,
                       _piste_space, _piste_ends)


def piste_tiles(options: ProofOptions) -> list[tuple[float, float]]:
    """The En Garde piste's length split into tiles (start mm, end mm)."""
    return strip_tiles(EN_GARDE_PISTE.length_mm, options)


def board_pages(options: ProofOptions) -> list[BoardPage]:
    """The piste's tiles."""
    return strip_pages(EN_GARDE_PISTE, options)
