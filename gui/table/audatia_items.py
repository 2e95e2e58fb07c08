"""The things on the Audatia table: cards of any deck, drop zones, piles, buttons, the bind's Sun."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.cardface.fonts import register_fonts
from gui.cardface.painter import deck_card_pixmap
from gui.table.items import HIGHLIGHT, INK, SELECTED, TableCard, device_ratio, ui_font

GAME = "audatia"
CARD_W, CARD_H = 104.0, 146.0
# a card the other fencer must answer (the blow, the remedy awaiting its counter)
ANSWER_ME = QColor("#e0533a")
FAINT = QColor("#9fb8a8")


def title_font(pixels: int, bold: bool = True) -> QFont:
    """The period face of the card titles, for the banner and the bind's word."""
    register_fonts()
    return ui_font(pixels, bold, "EB Garamond")


def painted_scale(p: QPainter) -> float:
    """How many device pixels one scene unit covers, whatever the item's rotation."""
    t = p.worldTransform()
    return math.hypot(t.m11(), t.m12()) or 1.0


class AudCard(TableCard):
    """A card of one deck. `card` is None when its face is not for this screen. `face_up` False
    with a card id is a card its owner knows but laid face down (a Trade)."""

    W, H = CARD_W, CARD_H

    def __init__(self, seat: int | None, deck: str, card: str | None, zone: str) -> None:
        super().__init__(zone)
        self.seat = seat  # the owner (None: the shared Virtue cards)
        self.deck = deck
        self.card = card
        self.face_up = card is not None
        self.mark = ""  # a word on a ribbon: "Blow to answer", "Remedy: inside", "Hidden", "Row"
        self.alert = False  # the mark asks for an answer: a red ring around the card
        self.dim = False
        self.hover: Callable[[AudCard | None], None] | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, CARD_W + 10, CARD_H + 10)

    def known(self) -> bool:
        return self.card is not None

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = painted_scale(p)
        w, h = max(1, round(CARD_W * scale)), max(1, round(CARD_H * scale))
        face = self.card if self.shows_face() else None
        pix = deck_card_pixmap(GAME, self.deck, face, w, h, device_ratio(p))
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._squeeze(p)
        if self.dim:
            p.setOpacity(0.5)
        p.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), pix, QRectF(0, 0, pix.width(), pix.height()))
        p.setOpacity(1.0)
        if self.selected or self.focused or self.lit or self.alert:
            colour = SELECTED if self.selected else ANSWER_ME if self.alert and not self.lit else HIGHLIGHT
            width = 5 if self.selected or self.alert else 3
            self._ring(p, colour, width, self.focused and not (self.selected or self.lit))
        if self.mark:
            self._paint_ribbon(p)
        p.restore()

    def _paint_ribbon(self, p: QPainter) -> None:
        band = QRectF(0, CARD_H - 26, CARD_W, 22)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(40, 20, 16, 215))
        p.drawRect(band)
        p.setPen(INK)
        font = ui_font(11, bold=True)
        font.setStretch(QFont.Stretch.SemiCondensed)  # "Remedy: outside" must fit one card's width
        p.setFont(font)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, self.mark)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.hover is not None:
            self.hover(self)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.hover is not None:
            self.hover(None)


class ZoneItem(QGraphicsObject):
    """A place on the felt: a dashed outline and its name. Lit, it is a legal target for the card
    being dragged; `lanes` draws the play area's left, middle and right columns."""

    def __init__(self, rect: QRectF, label: str = "", lanes: tuple[str, str, str] | None = None) -> None:
        super().__init__()
        self.rect = rect
        self.label = label
        self.lanes = lanes
        self.lit = False
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            p.setBrush(QColor(242, 194, 48, 60))
            p.setPen(QPen(HIGHLIGHT, 3))
        else:
            p.setBrush(QColor(255, 255, 255, 10))
            p.setPen(QPen(FAINT, 1.5, Qt.PenStyle.DashLine))
        p.drawRoundedRect(self.rect, 10, 10)
        if self.lanes:
            self._paint_lanes(p)
        if self.label:
            p.setPen(HIGHLIGHT if self.lit else FAINT)
            p.setFont(ui_font(16 if self.lit else 14, bold=self.lit))
            flags = Qt.AlignmentFlag.AlignHCenter | (
                Qt.AlignmentFlag.AlignVCenter if self.lit else Qt.AlignmentFlag.AlignBottom
            )
            p.drawText(self.rect.adjusted(4, 4, -4, -6), flags | Qt.TextFlag.TextWordWrap, self.label)

    def _paint_lanes(self, p: QPainter) -> None:
        assert self.lanes is not None
        third = self.rect.width() / 3
        p.setPen(QPen(QColor(159, 184, 168, 70), 1, Qt.PenStyle.DotLine))
        for i in (1, 2):
            x = self.rect.left() + i * third
            p.drawLine(QPointF(x, self.rect.top() + 8), QPointF(x, self.rect.bottom() - 8))
        p.setFont(ui_font(12))
        p.setPen(QColor(159, 184, 168, 150))
        for i, name in enumerate(self.lanes):
            box = QRectF(self.rect.left() + i * third, self.rect.bottom() - 20, third, 18)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, name)


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
        if self.count:
            scale = painted_scale(p)
            w, h = round(r.width() * scale), round(r.height() * scale)
            pix = deck_card_pixmap(GAME, self.deck, None, w, h, device_ratio(p))
            for i in reversed(range(min(self.count, 4))):  # a little depth: the bigger the pile, the thicker
                p.drawPixmap(r.translated(-i * 1.5, -i * 1.5), pix, QRectF(pix.rect()))
        else:
            p.setPen(QPen(FAINT, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r, 7, 7)
        if self.lit:
            p.setPen(QPen(HIGHLIGHT, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 9, 9)
        p.setPen(INK)
        p.setFont(ui_font(14, bold=True))
        p.drawText(QRectF(r.left() - 10, r.bottom() + 3, r.width() + 20, 20), Qt.AlignmentFlag.AlignCenter,
                   f"{self.label} {self.count}")


class ButtonItem(QGraphicsObject):
    """A button on the felt (Wait, Pass, Done): it says which key does the same."""

    W, H = 150.0, 44.0

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.action: object = None
        self.setAcceptHoverEvents(True)
        self._hover = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#6d5a3a"), 2))
        p.setBrush(QColor("#f0d77a") if self._hover else QColor("#e3c65d"))
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        p.setPen(QColor("#2a2320"))
        p.setFont(ui_font(17, bold=True))
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()


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
        p.setFont(title_font(34))
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
            p.setFont(title_font(24) if i == 0 else ui_font(14))
            p.setPen(HIGHLIGHT if i == 0 and self.to_act else INK)
            height = 32.0 if i == 0 else 21.0
            p.drawText(QRectF(12, y, self.W - 20, height), Qt.AlignmentFlag.AlignVCenter, line)
            y += height


class VirtueTally(QGraphicsItem):
    """A fencer's four Virtue totals; a star marks the ones he has most of (a tie gives no star)."""

    W, H = 130.0, 96.0

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple[str, int, int, bool]] = []  # (virtue, total, of which bonus, most)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setFont(ui_font(14))
        for i, (name, total, bonus, most) in enumerate(self.rows):
            p.setPen(HIGHLIGHT if most else INK)
            extra = f" (+{bonus})" if bonus else ""
            star = " ★" if most else ""
            p.drawText(QRectF(0, i * 24, self.W, 22), Qt.AlignmentFlag.AlignVCenter,
                       f"{name.capitalize()} {total}{extra}{star}")
