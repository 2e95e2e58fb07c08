"""En Garde's pieces on the table: its cards (drawn from the one card renderer), the piste,
the fencers, the draw pile, the discard slot and the hit tracks."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from engine.core.cards import Deck, card_data, decks_for
from engine.games.words import translate
from gui.cardface.painter import deck_card_pixmap
from gui.table.items import (
    CARD_H,
    CARD_W,
    HIGHLIGHT,
    INK,
    SELECTED,
    TableCard,
    device_ratio,
    fit_font,
    ui_font,
)

GAME = "en-garde"
SEAT_COLOURS = (QColor("#b23a3a"), QColor("#2f5fa8"))


@card_data
def _deck() -> tuple[Deck, dict[int, str]]:
    deck = decks_for(GAME)[0]
    return deck, {c.value: c.id for c in deck.cards if c.value is not None}


def card_pixmap(value: int | None, width: int, height: int, dpr: float) -> QPixmap:
    """An En Garde card face (value) or back (None), crisp at this on-screen size and ratio."""
    deck, by_value = _deck()
    card_id = None if value is None else by_value[value]
    return deck_card_pixmap(GAME, deck.id, card_id, width, height, dpr)


class CardItem(TableCard):
    """An En Garde card. `value` is None when the card's face is not for this screen."""

    def __init__(self, value: int | None, zone: str) -> None:
        super().__init__(zone)
        self.value = value
        self.face_up = value is not None

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 8)

    def known(self) -> bool:
        return self.value is not None

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = p.worldTransform().m11() or 1.0
        w, h = round(CARD_W * abs(scale)), round(CARD_H * abs(scale))
        pix = card_pixmap(self.value if self.shows_face() else None, max(w, 1), max(h, 1), device_ratio(p))
        p.save()
        self._squeeze(p)
        p.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), pix, QRectF(0, 0, pix.width(), pix.height()))
        if self.selected or self.focused or self.lit:
            colour = SELECTED if self.selected else HIGHLIGHT
            self._ring(p, colour, 5 if self.selected else 3, self.focused and not self.selected)
        p.restore()


class PisteItem(QGraphicsItem):
    """The 23 spaces. `mirror` puts space 22 on the left, so the player at the bottom of the
    screen always starts on the left."""

    SPACE_W, SPACE_H = 60.0, 64.0
    SPACES = 23

    def __init__(self) -> None:
        super().__init__()
        self.mirror = False
        self.lit: set[int] = set()
        self.bad: set[int] = set()
        self.space_w = self.SPACE_W

    def set_space_width(self, width: float) -> None:
        """Narrower spaces for a narrow table."""
        self.prepareGeometryChange()
        self.space_w = width

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.space_w * self.SPACES + 4, self.SPACE_H + 28)

    def column(self, space: int) -> int:
        return self.SPACES - 1 - space if self.mirror else space

    def space_rect(self, space: int) -> QRectF:
        return QRectF(self.column(space) * self.space_w, 0, self.space_w, self.SPACE_H)

    def space_at(self, scene_point: QPointF) -> int | None:
        local = self.mapFromScene(scene_point)
        if not 0 <= local.y() <= self.SPACE_H:
            return None
        col = int(local.x() // self.space_w)
        if not 0 <= col < self.SPACES:
            return None
        return self.SPACES - 1 - col if self.mirror else col

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(ui_font(14))
        for space in range(self.SPACES):
            r = self.space_rect(space)
            shade = QColor("#d8c9a3") if space % 2 else QColor("#e6dab9")
            if space in self.lit:
                shade = HIGHLIGHT
            p.setPen(QPen(QColor("#6d5a3a"), 1.5))
            p.setBrush(shade)
            p.drawRect(r)
            p.setPen(QColor("#e9dfc4"))
            # numbers under the spaces: the fencers stand above them
            p.drawText(
                QRectF(r.left(), self.SPACE_H + 4, r.width(), 20),
                Qt.AlignmentFlag.AlignCenter,
                str(space + 1),
            )
        # the end spaces are the starting lines
        p.setPen(QPen(QColor("#6d5a3a"), 4))
        for space in (0, self.SPACES - 1):
            r = self.space_rect(space)
            x = r.left() if self.column(space) == 0 else r.right()
            p.drawLine(QPointF(x, 0), QPointF(x, self.SPACE_H))


class FigureItem(QGraphicsObject):
    """A fencer: a token in his seat's colour with a blade pointing at the other fencer."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.facing = 1  # +1 right, -1 left
        self.lit = False

    def boundingRect(self) -> QRectF:
        return QRectF(-34, -58, 68, 70)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = SEAT_COLOURS[self.seat]
        if self.lit:
            p.setPen(QPen(HIGHLIGHT, 6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QRectF(-30, -54, 60, 64))
        p.setPen(QPen(QColor("#1d1d1d"), 2))
        p.setBrush(colour)
        body = QPainterPath()
        body.addEllipse(QRectF(-10, -50, 20, 20))  # head
        body.addRoundedRect(QRectF(-12, -28, 24, 34), 8, 8)  # body
        p.drawPath(body)
        p.setPen(QPen(QColor("#c9ccd1"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(10 * self.facing, -14), QPointF(30 * self.facing, -30))


class SlotItem(QGraphicsItem):
    """Where a pile lies: a dashed outline, and its name above it, where no card laid on the pile
    covers it (a fanned pile grows downwards)."""

    NAME_H = 22.0  # the name's line, above the outline
    NAME_GAP = 14.0  # clear of the ring that marks the other fencer's last card

    def __init__(self, label: str) -> None:
        super().__init__()
        self.label = label
        self.setZValue(-1)

    def name_rect(self) -> QRectF:
        return QRectF(0, -self.NAME_GAP - self.NAME_H, CARD_W, self.NAME_H)

    def boundingRect(self) -> QRectF:
        top = self.name_rect().top()
        return QRectF(-2, top, CARD_W + 4, CARD_H + 2 - top)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#9fb8a8"), 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 7, 7)
        # in the draw pile's count's letters; a long word is narrowed to the pile's width
        p.setFont(fit_font(ui_font(18, bold=True), self.label, CARD_W))
        p.setPen(INK)
        p.drawText(self.name_rect(), Qt.AlignmentFlag.AlignCenter, self.label)


class PileItem(QGraphicsItem):
    """The draw pile: a back with the count of cards left."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 34)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = p.worldTransform().m11() or 1.0
        if self.count:
            pix = card_pixmap(None, round(CARD_W * scale), round(CARD_H * scale), device_ratio(p))
            for i in range(min(self.count, 4)):
                p.drawPixmap(QRectF(-i * 1.5, -i * 1.5, CARD_W, CARD_H), pix, QRectF(pix.rect()))
        else:
            p.setPen(QPen(QColor("#6d5a3a"), 2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 7, 7)
        said = translate("EnGardeItems", "{count} left").format(count=self.count)
        p.setFont(fit_font(ui_font(18, bold=True), said, CARD_W))  # "quedan 15" as whole as "9 left"
        p.setPen(INK)
        p.drawText(QRectF(0, CARD_H + 4, CARD_W, 24), Qt.AlignmentFlag.AlignCenter, said)


class HitTrackItem(QGraphicsItem):
    """A seat's hits: circles 0..target, the marker stone on the current count."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.target = 5
        self.hits = 0
        self.name = ""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, 40 * (self.target + 1) + 180, 40)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(fit_font(ui_font(17), self.name, 170))  # "Compañero de entrenamiento" reads whole
        p.setPen(INK)
        p.drawText(
            QRectF(0, 0, 170, 36), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.name
        )
        p.setFont(ui_font(17))  # the numbers keep their size whatever the name needed
        for i in range(self.target + 1):
            r = QRectF(180 + i * 40, 4, 30, 30)
            p.setPen(QPen(INK, 2))
            p.setBrush(SEAT_COLOURS[self.seat] if i == self.hits else QBrush(Qt.BrushStyle.NoBrush))
            p.drawEllipse(r)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(i))
