"""What the table tells over the play: the banner that announces a result, and the outline that
marks the other player's last move. Both are shared by every game's table."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.table.items import HIGHLIGHT, INK, title_font, ui_font
from gui.table.story import Announcement

LAST_MOVE = QColor("#ff8a3d")  # the last move's outline: apart from the lit, chosen and alert rings


def _font(text: str, size: int) -> QFont:
    """A banner line's font, by its size: the title (40), the text (24), the score (22, bold)."""
    return title_font(size, text=text) if size == 40 else ui_font(size, bold=size == 22)


class Banner(QGraphicsObject):
    """A band across the middle of the table with a result: who, how, the score. It lets every
    click and key through to the table (reading it never costs a move); the table hides it."""

    WIDTH = 980.0
    PAD = 22.0
    KEEP = 3  # results told at once, at most: more would cover the table

    def __init__(self) -> None:
        super().__init__()
        self.told: list[Announcement] = []  # what it tells, oldest first: all since it was read
        self.area = QRectF(0, 0, 1600, 900)  # the table it is centred on
        self.setZValue(900)  # over the cards, under the veil
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self._rect = QRectF()

    @property
    def said(self) -> Announcement:
        """The last result told."""
        return self.told[-1] if self.told else Announcement("")

    def show_words(self, said: Announcement, area: QRectF) -> None:
        """Tell `said`; a banner still showing (not yet read) keeps what it told above it: one
        step can settle two results (an attack and the counter-attack it drew), and
        replacing the first would hide it before anyone read it. The score is the latest."""
        self.prepareGeometryChange()
        self.told = [*self.told[1 - self.KEEP:], said] if self.isVisible() else [said]
        self.area = area
        width = min(self.WIDTH, area.width() - 40)
        height = self.PAD * 2 + sum(h for _, _, h in self._lines(width))
        self._rect = QRectF(area.center().x() - width / 2, area.center().y() - height / 2, width, height)
        self.setVisible(True)
        self.update()

    def _lines(self, width: float) -> list[tuple[str, int, float]]:
        """(text, font size, height) of each line that has words, wrapped at `width`: each result's
        title and text, a gap between results, then the score."""
        out: list[tuple[str, int, float]] = []
        for a in self.told:
            if out:
                text, size, height = out[-1]
                out[-1] = (text, size, height + self.PAD)  # the next result stands apart
            out += [self._line(text, size, width) for text, size in ((a.title, 40), (a.text, 24)) if text]
        if self.said.score:
            out.append(self._line(self.said.score, 22, width))
        return out

    def _line(self, text: str, size: int, width: float) -> tuple[str, int, float]:
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignHCenter
        room = QRectF(0, 0, width - 2 * self.PAD, 1000)
        box = QFontMetricsF(_font(text, size)).boundingRect(room, flags, text)
        return text, size, box.height() + 6

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(HIGHLIGHT, 3))
        p.setBrush(QColor(20, 24, 28, 225))
        p.drawRoundedRect(self._rect, 14, 14)
        y = self._rect.top() + self.PAD
        for text, size, height in self._lines(self._rect.width()):
            p.setFont(_font(text, size))
            p.setPen(HIGHLIGHT if size == 22 else INK)
            box = QRectF(self._rect.left() + self.PAD, y, self._rect.width() - 2 * self.PAD, height)
            p.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, text)
            y += height


class MoveMark(QGraphicsObject):
    """An outline around one item the other player's last move touched. It is the item's child,
    so it follows the item wherever the table moves it, and goes when the item goes."""

    # how far outside the item's bounds its dashes reach (5 out, and half the pen's width): words
    # laid beside a card keep clear of this
    REACH = 7.0

    def __init__(self, item: QGraphicsItem) -> None:
        super().__init__(item)
        self.around = item.boundingRect()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self.around.adjusted(-8, -8, 8, 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(LAST_MOVE, 4, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        out = self.REACH - 2  # the pen is 4 wide
        p.drawRoundedRect(self.around.adjusted(-out, -out, out, out), 10, 10)

    def remove(self) -> None:
        """Take the outline off its item (an item the table has dropped takes it with it)."""
        with contextlib.suppress(RuntimeError):  # the item, and this child, are already deleted
            scene = self.scene()
            if scene is not None:
                scene.removeItem(self)
