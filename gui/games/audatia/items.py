"""The things on the Audatia table: its cards and piles, the posta place and the play areas, the
bind's Sun, the name plates and the Virtue tallies (the drop zones and buttons are every
printed-deck table's: gui.table.items)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gui.table.items import (
    FAINT,
    HIGHLIGHT,
    INK,
    DeckCard,
    ZoneItem,
    fit_font,
    paint_backs,
    title_font,
    ui_font,
)

GAME = "audatia"
CARD_W, CARD_H = 104.0, 146.0


class AudCard(DeckCard):
    """A card of one of Audatia's decks: a character's, or the Virtues (`deck`)."""

    GAME = GAME
    W, H = CARD_W, CARD_H


class PileItem(QGraphicsObject):
    """A face-down pile (a deck, the poste, a discard pile's hidden cards) with its name and count."""

    def __init__(self, deck: str, label: str, scale: float = 1.0) -> None:
        super().__init__()
        self.deck = deck
        self.label = label
        self.count = 0
        self.size = scale
        self.lit = False

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, CARD_W * self.size, CARD_H * self.size)

    def boundingRect(self) -> QRectF:
        return self.card_rect().adjusted(-6, -6, 6, 26)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.card_rect()
        paint_backs(p, r, GAME, self.deck, self.count, 4, FAINT)
        if self.lit:
            p.setPen(QPen(HIGHLIGHT, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 9, 9)
        p.setPen(INK)
        p.setFont(ui_font(14, bold=True))
        p.drawText(QRectF(r.left() - 10, r.bottom() + 3, r.width() + 20, 20), Qt.AlignmentFlag.AlignCenter,
                   f"{self.label} {self.count}")


class PlaceItem(ZoneItem):
    """A place cards are laid in, whose words lie outside it, where no card covers them: the posta
    place's name under it, as the piles' names are; a play area's lane names along its edge that
    faces the middle of the table, where the two areas leave room (a long stack fills its area
    from edge to edge, and the poste on offer fill the player's)."""

    WORDS_H = 20.0

    def __init__(self, rect: QRectF, lanes: tuple[str, str, str] | None = None) -> None:
        super().__init__(rect, "", lanes)
        self.name = ""  # the place's name, under it
        self.lanes_above = False  # the player's play area: lane names above it; the other's below

    def words_rect(self) -> QRectF:
        """Where the place's words lie, outside its outline."""
        r = self.rect
        if self.lanes is None:  # the name, as wide as a pile's
            return QRectF(r.left() - 6, r.bottom() + 3, r.width() + 12, self.WORDS_H)
        y = r.top() - 4 - self.WORDS_H if self.lanes_above else r.bottom() + 4
        return QRectF(r.left(), y, r.width(), self.WORDS_H)

    def set_lanes_above(self, above: bool) -> None:
        if above != self.lanes_above:
            self.prepareGeometryChange()
            self.lanes_above = above
            self.update()

    def boundingRect(self) -> QRectF:
        return super().boundingRect().united(self.words_rect())

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(p, option, widget)
        if self.name:
            p.setPen(INK)
            p.setFont(ui_font(14, bold=True))
            p.drawText(self.words_rect(), Qt.AlignmentFlag.AlignCenter, self.name)

    def lane_words_rect(self) -> QRectF:
        return self.words_rect()


class BindItem(QGraphicsItem):
    """The bind: the Sun, whole for Streto (rays round a disc) and broken for Largo, and its word."""

    def __init__(self) -> None:
        super().__init__()
        self.bind = ""
        self.note = ""  # which remedies the Side card allows

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 260, 88)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.bind:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        gold = QColor("#e9b949")
        centre, disc = QPointF(40, 40), 14.0
        whole = self.bind == "streto"
        # the rays: all round for a whole Sun; only the left half (one card's half) in Largo
        p.setPen(QPen(gold if whole else FAINT, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for i in range(12):
            angle = math.radians(i * 30 + 15)
            if not whole and math.cos(angle) > 0:
                continue
            inner, outer = disc + 5, disc + 18
            p.drawLine(centre + QPointF(math.cos(angle) * inner, math.sin(angle) * inner),
                       centre + QPointF(math.cos(angle) * outer, math.sin(angle) * outer))
        path = QPainterPath()
        path.addEllipse(centre, disc, disc)
        if whole:
            p.setPen(QPen(QColor("#8a6a1c"), 2))
            p.setBrush(gold)
        else:
            p.setPen(QPen(FAINT, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(INK)
        p.setFont(title_font(34, text=self.bind.capitalize()))
        p.drawText(QRectF(86, 2, 174, 44), Qt.AlignmentFlag.AlignVCenter, self.bind.capitalize())
        p.setFont(ui_font(13))
        p.drawText(QRectF(86, 46, 174, 40), Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.note)


class PlateItem(QGraphicsItem):
    """A fencer's name plate: name, role and character, his cards in hand, deck and discard, points."""

    W, H = 212.0, 128.0

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = ["", "", "", "", ""]
        self.to_act = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(HIGHLIGHT, 3) if self.to_act else QPen(QColor(159, 184, 168, 90), 1))
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        y = 8.0
        for i, line in enumerate(self.lines):
            box = QRectF(12, y, self.W - 20, 32.0 if i == 0 else 21.0)
            # a long posta's name is narrowed to stay on the plate, and cut short only past that
            font = fit_font(title_font(24, text=line) if i == 0 else ui_font(14), line, box.width())
            p.setFont(font)
            p.setPen(HIGHLIGHT if i == 0 and self.to_act else INK)
            shown = QFontMetricsF(font).elidedText(line, Qt.TextElideMode.ElideRight, box.width())
            p.drawText(box, Qt.AlignmentFlag.AlignVCenter, shown)
            y += box.height()


class VirtueTally(QGraphicsItem):
    """A fencer's four Virtue totals; a star marks the ones he has most of (a tie gives no star)."""

    W, H = 130.0, 96.0

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, int, int, bool]] = []  # (virtue, total, of which bonus, most)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        for i, (name, total, bonus, most) in enumerate(self.rows):
            p.setPen(HIGHLIGHT if most else INK)
            extra = f" (+{bonus})" if bonus else ""
            star = " ★" if most else ""
            line = f"{name.capitalize()} {total}{extra}{star}"
            p.setFont(fit_font(ui_font(14), line, self.W))  # "Prudentia 4 (+3) ★" narrowed, not cut
            p.drawText(QRectF(0, i * 24, self.W, 22), Qt.AlignmentFlag.AlignVCenter, line)
