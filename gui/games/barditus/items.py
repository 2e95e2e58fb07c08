"""The things on the Barditus table: army cards drawn from their data with their slot grids, unit
pieces, dice, the dice trays, each army's panel (broken-test gauge, morale die, casualties), the
pursuit strips and the arrow of a fight."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from engine.games.barditus.cards import ArmyCard, Slot
from engine.games.barditus.view import Gauge
from engine.games.words import translate
from gui.games.barditus.face import army_colour
from gui.games.barditus.layout import CARD_H, CARD_W, card_line, gauge_words
from gui.table.items import FAINT, HIGHLIGHT, INK, SELECTED, ZoneItem, fit_font, title_font, ui_font

SPARE = QColor("#8a5a1c")  # a mirror match's second army: the printed cards have one colour per army
PARCHMENT = QColor("#efe5c9")
CARD_INK = QColor("#3a2f22")
PANEL = QColor(0, 0, 0, 52)
SLOT_W, SLOT_H, SLOT_GAP = 34.0, 25.0, 4.0
GRID_TOP = 47.0
PIECE_R = 10.5
DIE = 34.0
PILE_STEP = 23.0  # casualties lie in rows this far apart
NAME_PX = 17  # a card's name on its head, in table units


def army_colours(armies: tuple[str, str]) -> tuple[QColor, QColor]:
    """The two armies' colours on the table: their printed cards' (gui/cardface/barditus.py), so a
    piece on the table matches its card in print; a mirror match gives the second the spare one."""
    first, second = army_colour(armies[0]), army_colour(armies[1])
    return first, (SPARE if armies[0] == armies[1] else second)


WRAP = int(Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap)


def wrapped(text: str, font: QFont, width: float, line_height: float = 20.0) -> QRectF:
    """The box `text` takes at `width`, wrapped at word breaks: a line's height at least."""
    needed = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), WRAP, text).height()
    return QRectF(0, 0, width, max(line_height, needed + 4))


def _fit(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


# --- the symbols of a slot ------------------------------------------------------------------------------
def draw_sword(p: QPainter, c: QPointF, size: float, colour: QColor) -> None:
    """A sword point up and to the right: blade, crossguard, grip."""
    s = size / 2

    def at(x: float, y: float) -> QPointF:
        return QPointF(c.x() + s * x, c.y() + s * y)

    p.setPen(QPen(colour, max(1.6, size / 7), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(at(-0.45, 0.45), at(0.85, -0.85))  # the blade
    p.setPen(QPen(colour, max(1.4, size / 8), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(at(-0.78, 0.12), at(-0.12, 0.78))  # the crossguard
    p.drawLine(at(-0.45, 0.45), at(-0.9, 0.9))  # the grip


def draw_shield(p: QPainter, c: QPointF, size: float, colour: QColor, fill: bool = False) -> None:
    s = size / 2
    path = QPainterPath()
    path.moveTo(c.x() - s * 0.7, c.y() - s * 0.75)
    path.lineTo(c.x() + s * 0.7, c.y() - s * 0.75)
    path.quadTo(c.x() + s * 0.75, c.y() + s * 0.35, c.x(), c.y() + s * 0.9)
    path.quadTo(c.x() - s * 0.75, c.y() + s * 0.35, c.x() - s * 0.7, c.y() - s * 0.75)
    p.setPen(QPen(colour, max(1.2, size / 10)))
    p.setBrush(colour if fill else Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    p.setBrush(Qt.BrushStyle.NoBrush)


def draw_symbol(p: QPainter, slot: Slot | None, c: QPointF, size: float, colour: QColor) -> None:
    """A slot's symbol: sword, shield, both, D (disordered); a pursuer (None) shows a chevron."""
    if slot is None:
        p.setPen(QPen(colour, max(1.6, size / 7), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        for dx in (-size * 0.22, size * 0.12):
            p.drawPolyline(QPolygonF([QPointF(c.x() + dx - size * 0.12, c.y() - size * 0.3),
                                      QPointF(c.x() + dx + size * 0.16, c.y()),
                                      QPointF(c.x() + dx - size * 0.12, c.y() + size * 0.3)]))
        return
    if slot.sword and slot.shield:
        draw_shield(p, QPointF(c.x() + size * 0.18, c.y()), size * 0.8, colour)
        draw_sword(p, QPointF(c.x() - size * 0.12, c.y()), size * 0.85, colour)
    elif slot.sword:
        draw_sword(p, c, size, colour)
    elif slot.shield:
        draw_shield(p, c, size, colour)
    elif slot.disorder:
        p.setPen(colour)
        p.setFont(ui_font(max(13, round(size * 0.9)), bold=True))  # a piece's D is read on the table too
        p.drawText(QRectF(c.x() - size, c.y() - size, 2 * size, 2 * size), Qt.AlignmentFlag.AlignCenter, "D")


# --- cards ----------------------------------------------------------------------------------------------
def slot_rect(card: ArmyCard, i: int) -> QRectF:
    """Slot `i` of `card` on its face (card coordinates): rows front to back, each centred."""
    for r, row in enumerate(card.rows):
        if i in row:
            k = row.index(i)
            width = len(row) * SLOT_W + (len(row) - 1) * SLOT_GAP
            x = (CARD_W - width) / 2 + k * (SLOT_W + SLOT_GAP)
            return QRectF(x, GRID_TOP + r * (SLOT_H + SLOT_GAP), SLOT_W, SLOT_H)
    return QRectF()


def shown_name(card: ArmyCard) -> str:
    """The card's name in the language words are shown in (the rules read its id)."""
    return card.name


class ArmyCardItem(QGraphicsObject):
    """One army card, drawn from its data: name, points, quality and abilities (or what a rear
    card is), and the slot grid. Filled slots (where pieces start) are solid, open ones dashed.
    `lit_slots` are legal places for the piece being held; `pick` the one the keys would choose."""

    W, H = CARD_W, CARD_H

    def __init__(self, seat: int, card: ArmyCard, zone: str, colour: QColor) -> None:
        super().__init__()
        self.seat = seat
        self.card = card
        self.zone = zone  # formation, hand, muster
        self.colour = colour
        self.pos_index = -1  # the formation place, if it lies in one
        self.lit = False  # a legal target of what is held
        self.focused = False
        self.selected = False
        self.source = False  # it can act (an order, a deploy, a take)
        self.dim = False
        self.lit_slots: set[int] = set()
        self.pick: int | None = None  # the slot the chosen action names
        self.picked = False  # the chosen action names the whole card
        self.badge = ""  # the footer's words when they say more than the rally number
        self.mark = ""  # a ribbon across the card: "Attacking", "Target"
        self.count = ""  # under a card of the army list: copies left
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.W + 12, self.H + 12 + (22 if self.count else 0))

    # --- geometry of the slots
    def slot_rect(self, i: int) -> QRectF:
        return slot_rect(self.card, i)

    def slot_centre(self, i: int) -> QPointF:
        """Scene point of slot `i`'s centre, wherever the card lies and however large."""
        return self.mapToScene(self.slot_rect(i).center())

    def slot_at(self, scene_point: QPointF) -> int | None:
        local = self.mapFromScene(scene_point)
        for i in range(len(self.card.slots)):
            if self.slot_rect(i).adjusted(-2, -2, 2, 2).contains(local):
                return i
        return None

    def contains_scene(self, scene_point: QPointF) -> bool:
        return QRectF(0, 0, self.W, self.H).contains(self.mapFromScene(scene_point))

    def shows_face(self) -> bool:
        """Army cards lie face up: the card zoom may show any of them."""
        return True

    # --- painting
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = self.card
        if self.dim:
            p.setOpacity(0.5)
        frame = QRectF(0, 0, self.W, self.H)
        p.setPen(QPen(self.colour.darker(140), 2.5))
        p.setBrush(PARCHMENT if c.front else PARCHMENT.darker(106))
        p.drawRoundedRect(frame, 8, 8)
        # the head: name and points on the army's colour
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour if c.front else self.colour.darker(125))
        p.drawRoundedRect(QRectF(1.2, 1.2, self.W - 2.4, 25), 7, 7)
        p.drawRect(QRectF(1.2, 14, self.W - 2.4, 12.2))
        name_font = title_font(NAME_PX, text=shown_name(c))
        p.setFont(name_font)
        p.setPen(QColor("#fbf6e8"))
        p.drawText(QRectF(8, 1, self.W - 40, 25), Qt.AlignmentFlag.AlignVCenter,
                   _fit(shown_name(c), name_font, self.W - 42))
        disc = QRectF(self.W - 27, 3, 22, 21)
        p.setBrush(PARCHMENT)
        p.setPen(QPen(self.colour.darker(160), 1.2))
        p.drawEllipse(disc)
        p.setPen(CARD_INK)
        p.setFont(ui_font(13, bold=True))
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, str(c.points))
        line_font = ui_font(11)
        line_font.setStretch(QFont.Stretch.SemiCondensed)
        line_font.setItalic(True)
        p.setFont(line_font)
        p.setPen(CARD_INK)
        p.drawText(QRectF(8, 27, self.W - 16, 18), Qt.AlignmentFlag.AlignVCenter,
                   _fit(card_line(c), line_font, self.W - 16))
        for i, slot in enumerate(c.slots):
            self._paint_slot(p, i, slot)
        footer = self.badge or (translate("BarditusItems", "rallies on {need}+").format(need=c.rally)
                                if c.front else "")
        if footer and not self.mark:
            font = ui_font(11, bold=bool(self.badge))
            font.setStretch(QFont.Stretch.SemiCondensed)
            p.setFont(font)
            p.setPen(QColor("#7a2a10") if self.badge else QColor(58, 47, 34, 200))
            p.drawText(QRectF(6, self.H - 20, self.W - 12, 18), Qt.AlignmentFlag.AlignCenter,
                       _fit(footer, font, self.W - 12))
        p.setOpacity(1.0)
        if self.mark:
            self._paint_ribbon(p)
        if self.count:
            p.setFont(ui_font(14, bold=True))
            p.setPen(INK if not self.dim else FAINT)
            p.drawText(QRectF(0, self.H + 2, self.W, 20), Qt.AlignmentFlag.AlignCenter, self.count)
        self._paint_rings(p)

    def _paint_slot(self, p: QPainter, i: int, slot: Slot) -> None:
        r = self.slot_rect(i)
        if slot.filled:
            p.setPen(QPen(QColor("#6d5a3a"), 1.4))
            p.setBrush(QColor("#d8c699"))
        else:
            p.setPen(QPen(QColor("#8a7a5a"), 1.2, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 70))
        if i in self.lit_slots:
            p.setPen(QPen(HIGHLIGHT.darker(115), 2.6))
            p.setBrush(QColor(242, 194, 48, 170))
        p.drawRoundedRect(r, 4, 4)
        ink = QColor(74, 60, 40, 210 if slot.filled else 195)
        draw_symbol(p, slot, r.center(), 15, ink)
        if self.pick == i:
            p.setPen(QPen(SELECTED, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 5, 5)

    def _paint_ribbon(self, p: QPainter) -> None:
        band = QRectF(2, self.H - 21, self.W - 4, 19)  # over the footer: the slots stay in sight
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(40, 20, 16, 215))
        p.drawRoundedRect(band, 5, 5)
        p.setPen(HIGHLIGHT)
        p.setFont(ui_font(12, bold=True))
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, self.mark)

    def _paint_rings(self, p: QPainter) -> None:
        ring = QRectF(-3, -3, self.W + 6, self.H + 6)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.lit or self.picked:
            p.setPen(QPen(SELECTED if self.picked else HIGHLIGHT, 4))
            p.drawRoundedRect(ring, 10, 10)
        elif self.selected:
            p.setPen(QPen(SELECTED, 4))
            p.drawRoundedRect(ring, 10, 10)
        elif self.source:
            p.setPen(QPen(QColor(242, 194, 48, 150), 2))
            p.drawRoundedRect(ring, 10, 10)
        if self.focused and not self.selected:
            p.setPen(QPen(SELECTED, 2.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(ring.adjusted(-3, -3, 3, 3), 12, 12)


class SpotItem(ZoneItem):
    """An empty place of a formation: its name; lit when the held card may be deployed there."""

    def __init__(self, label: str, front: bool) -> None:
        super().__init__(QRectF(0, 0, CARD_W, CARD_H))
        self.place_name = label
        self.front = front

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(p, option, widget)  # the place's outline, lit or picked
        r = self.rect
        p.setPen(HIGHLIGHT if self.lit else FAINT)
        p.setFont(ui_font(20, bold=True))
        # the player reads the column and the line; the notation's F2 / R1 is the referee's
        p.drawText(r.adjusted(0, 0, 0, -24), Qt.AlignmentFlag.AlignCenter,
                   translate("BarditusItems", "Column {column}").format(column=self.place_name[1:]))
        p.setFont(ui_font(12))
        p.drawText(r.adjusted(0, 40, 0, 0), Qt.AlignmentFlag.AlignCenter,
                   translate("BarditusItems", "front line") if self.front else translate("BarditusItems",
                                                                                         "rear line"))


# --- pieces and dice ------------------------------------------------------------------------------------
class PieceItem(QGraphicsObject):
    """A unit piece: a token in its army's colour showing the symbol of the slot it stands on (a
    pursuer shows a chevron). Its position is its centre."""

    def __init__(self, seat: int, colour: QColor) -> None:
        super().__init__()
        self.seat = seat
        self.colour = colour
        self.slot: Slot | None = None
        self.pursuer = False
        self.source = False  # it may move now
        self.focused = False
        self.selected = False
        self.dead = False  # a casualty
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        r = PIECE_R + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def contains_scene(self, scene_point: QPointF) -> bool:
        d = self.mapFromScene(scene_point)
        return d.x() ** 2 + d.y() ** 2 <= (PIECE_R + 3) ** 2

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        disordered = self.slot is not None and self.slot.disorder
        fill = QColor(self.colour)
        if self.dead:
            fill = fill.darker(150)
        elif disordered:
            fill = fill.lighter(112)
        p.setPen(QPen(QColor(20, 16, 12, 140), 1))
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawEllipse(QPointF(1.2, 1.8), PIECE_R, PIECE_R)  # a shadow: a piece stands on the card
        p.setPen(QPen(fill.darker(170), 1.6))
        p.setBrush(fill)
        p.drawEllipse(QPointF(0, 0), PIECE_R, PIECE_R)
        if not self.dead:
            draw_symbol(p, None if self.pursuer else self.slot, QPointF(0, 0), 12, QColor("#fbf3dc"))
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.selected:
            p.setPen(QPen(SELECTED, 3))
            p.drawEllipse(QPointF(0, 0), PIECE_R + 3, PIECE_R + 3)
        elif self.source:
            p.setPen(QPen(HIGHLIGHT, 2))
            p.drawEllipse(QPointF(0, 0), PIECE_R + 2.5, PIECE_R + 2.5)
        if self.focused and not self.selected:
            p.setPen(QPen(SELECTED, 2, Qt.PenStyle.DashLine))
            p.drawEllipse(QPointF(0, 0), PIECE_R + 5, PIECE_R + 5)


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


class DieItem(QGraphicsObject):
    """A die, centred on its position (so it tumbles about its middle). `mark`: score, six, fail,
    kept, dropped, win, command (the general's die), morale."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.value = 1
        self.colour = colour  # the rim of a command or morale die
        self.mark = ""
        self.source = False
        self.focused = False
        self.selected = False
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        r = DIE / 2 + 8
        return QRectF(-r, -r - 6, 2 * r, 2 * r + 6)

    def contains_scene(self, scene_point: QPointF) -> bool:
        d = self.mapFromScene(scene_point)
        return abs(d.x()) <= DIE / 2 + 2 and abs(d.y()) <= DIE / 2 + 2

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        faded = self.mark in ("fail", "dropped")
        if faded:
            p.setOpacity(0.42)
        face = QRectF(-DIE / 2, -DIE / 2, DIE, DIE)
        rim = {"command": QPen(self.colour, 3.5), "morale": QPen(QColor("#3f7fbf"), 3.5)}.get(
            self.mark, QPen(QColor("#5b5346"), 1.5))
        p.setPen(rim)
        p.setBrush(QColor("#fbf8ef"))
        p.drawRoundedRect(face, 7, 7)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#a8322b") if self.mark == "six" else QColor("#1f1b16"))
        if self.value in PIPS:
            for dx, dy in PIPS[self.value]:
                p.drawEllipse(QPointF(dx * DIE * 0.26, dy * DIE * 0.26), DIE * 0.085, DIE * 0.085)
        else:
            p.setPen(QColor("#1f1b16"))
            p.setFont(ui_font(16, bold=True))
            p.drawText(face, Qt.AlignmentFlag.AlignCenter, str(self.value))
        p.setOpacity(1.0)
        p.setBrush(Qt.BrushStyle.NoBrush)
        if self.mark in ("score", "six", "win", "kept"):
            p.setPen(QPen(HIGHLIGHT, 3 if self.mark != "kept" else 2))
            p.drawRoundedRect(face.adjusted(-3, -3, 3, 3), 9, 9)
        if self.mark == "six":  # a six: a piece must pursue
            flag = QPolygonF([QPointF(DIE / 2 - 2, -DIE / 2 - 6), QPointF(DIE / 2 + 7, -DIE / 2 - 6),
                              QPointF(DIE / 2 + 7, -DIE / 2 + 3)])
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#d0452f"))
            p.drawPolygon(flag)
        if self.selected:
            p.setPen(QPen(SELECTED, 3.5))
            p.drawRoundedRect(face.adjusted(-5, -5, 5, 5), 10, 10)
        elif self.source:
            p.setPen(QPen(HIGHLIGHT, 2.5))
            p.drawRoundedRect(face.adjusted(-5, -5, 5, 5), 10, 10)
        if self.focused and not self.selected:
            p.setPen(QPen(SELECTED, 2, Qt.PenStyle.DashLine))
            p.drawRoundedRect(face.adjusted(-8, -8, 8, 8), 12, 12)


# --- furniture ------------------------------------------------------------------------------------------
class TrayItem(QGraphicsItem):
    """A player's dice tray: whose it is, what the last roll was for, and what it did."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.title = ""
        self.caption = ""
        self.colour = QColor("#777777")
        self.active = False  # a roll is under way here, or its dice are being chosen
        self.setZValue(0)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def die_centre(self, i: int, n: int) -> QPointF:
        step = DIE + 12
        width = n * step - 12
        x = self.rect.center().x() - width / 2 + DIE / 2 + i * step
        return QPointF(x, self.rect.top() + 56)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(HIGHLIGHT, 2.5) if self.active else QPen(QColor(200, 200, 190, 60), 1))
        p.setBrush(QColor(20, 14, 8, 90))
        p.drawRoundedRect(self.rect, 12, 12)
        inner = QRectF(self.rect.left() + 10, self.rect.top() + 30, self.rect.width() - 20, 52)
        p.setPen(QPen(QColor(0, 0, 0, 60), 1))
        p.setBrush(QColor(86, 52, 30, 110))  # the tray's felt
        p.drawRoundedRect(inner, 9, 9)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawRoundedRect(QRectF(self.rect.left() + 10, self.rect.top() + 9, 8, 16), 2, 2)
        p.setPen(INK)
        p.setFont(ui_font(14, bold=True))
        p.drawText(QRectF(self.rect.left() + 24, self.rect.top() + 4, self.rect.width() - 30, 24),
                   Qt.AlignmentFlag.AlignVCenter, self.title)
        p.setFont(ui_font(13))
        p.setPen(QColor("#e8dfc6"))
        r = self.rect
        below = QRectF(r.left() + 10, r.top() + 84, r.width() - 20, r.height() - 86)
        p.drawText(below, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                   self.caption)


@dataclass
class PanelState:
    """What one army's panel shows."""

    name: str = ""
    army: str = ""
    seat: int = 0
    to_act: bool = False
    gauge: Gauge | None = None  # None before the armies stand (building)
    lines: tuple[str, ...] = ()  # the list being built, cards to deploy, the general lost
    morale: int = 0
    lost: int = 0


class PanelItem(QGraphicsItem):
    """One army's panel: its name, the broken-test gauge (losses against steadiness, the gap to
    breaking), the morale die's place and the casualty pile."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.state = PanelState()
        self.colour = QColor("#777777")
        self.lit_pile = False
        self.picked_pile = False

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def morale_centre(self) -> QPointF:
        return QPointF(self.rect.left() + 48, self.rect.top() + 208)

    def pile_rect(self) -> QRectF:
        r = self.rect
        return QRectF(r.left() + 96, r.top() + 168, r.width() - 106, r.height() - 176)

    def pile_point(self, k: int) -> QPointF:
        """Where the k-th casualty lies in the pile."""
        r = self.pile_rect()
        per_row = max(1, int((r.width() - 12) // PILE_STEP))
        row, col = divmod(k, per_row)
        return QPointF(r.left() + 16 + col * PILE_STEP, r.top() + 30 + row * (PILE_STEP - 4))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s, r = self.state, self.rect
        p.setPen(QPen(HIGHLIGHT, 3) if s.to_act else QPen(QColor(200, 200, 190, 70), 1))
        p.setBrush(PANEL)
        p.drawRoundedRect(r, 12, 12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawRoundedRect(QRectF(r.left() + 12, r.top() + 12, 12, 26), 3, 3)
        # a long name ("Der gallische Häuptling") in a smaller face before it is cut
        name_font = fit_font(title_font(26, text=s.name), s.name, r.width() * 0.5)
        p.setFont(name_font)
        p.setPen(HIGHLIGHT if s.to_act else INK)
        p.drawText(QRectF(r.left() + 32, r.top() + 6, r.width() * 0.5, 38), Qt.AlignmentFlag.AlignVCenter,
                   _fit(s.name, name_font, r.width() * 0.5))
        p.setPen(QColor("#d9d2bd"))
        army_font = fit_font(ui_font(14), s.army, r.width() * 0.55)
        p.setFont(army_font)
        p.drawText(QRectF(r.left() + r.width() * 0.45, r.top() + 6, r.width() * 0.55 - 14, 38),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                   _fit(s.army, army_font, r.width() * 0.55))
        y = r.top() + 48
        if s.gauge is not None:
            y = self._paint_gauge(p, s.gauge, y)
        font = ui_font(13)
        p.setFont(font)
        p.setPen(QColor("#e8dfc6"))
        for line in s.lines:  # a line longer than the panel (in French, German) wraps
            box = wrapped(line, font, r.width() - 28).translated(r.left() + 14, y)
            p.drawText(box, WRAP, line)
            y += box.height()
        if s.gauge is not None:  # the armies stand: a morale die and casualties to come
            self._paint_places(p)

    def _paint_gauge(self, p: QPainter, g: Gauge, y: float) -> float:
        r = self.rect
        left, width = r.left() + 14, r.width() - 28
        p.setFont(ui_font(14, bold=True))
        p.setPen(QColor("#ff8a70") if g.broken or g.margin <= 1 else INK)
        p.drawText(QRectF(left, y, width, 20), Qt.AlignmentFlag.AlignVCenter,
                   translate("BarditusItems", "Margin {margin} · {gauge}").format(margin=f"{g.margin:+d}",
                                                                                   gauge=gauge_words(g)))
        y += 24
        # the track: one box per point of steadiness; the losses fill it from the left
        cells = max(g.steady, g.losses, 1)
        cell = min(22.0, width / cells)
        for i in range(cells):
            box = QRectF(left + i * cell, y, cell - 2, 18)
            steady = i < g.steady
            if i < g.destroyed:
                fill = QColor("#b8402f")
            elif i < g.losses:
                fill = QColor("#d98a3a")
            else:
                fill = QColor(255, 255, 255, 25)
            p.setBrush(fill)
            p.setPen(QPen(QColor("#8fc28a") if steady else QColor("#ff6a50"), 1.4 if steady else 2))
            p.drawRect(box)
        y += 24
        p.setFont(ui_font(13))
        p.setPen(QColor("#cfe6c8"))
        p.drawText(QRectF(left, y, width, 18), Qt.AlignmentFlag.AlignVCenter,
                   translate("BarditusItems",
                             "Steady {steady}: {shields} on shields + morale die {morale}").format(
                       steady=g.steady, shields=g.shields, morale=g.morale))
        y += 19
        p.setPen(QColor("#f3c7a8"))
        p.drawText(QRectF(left, y, width, 18), Qt.AlignmentFlag.AlignVCenter,
                   translate("BarditusItems",
                             "Losses {losses}: {destroyed} destroyed + {disordered} disordered").format(
                       losses=g.losses, destroyed=g.destroyed, disordered=g.disordered))
        return y + 22

    def _paint_places(self, p: QPainter) -> None:
        c = self.morale_centre()
        place = QRectF(c.x() - 30, c.y() - 30, 60, 60)
        p.setPen(QPen(QColor(120, 170, 220, 160), 1.5, Qt.PenStyle.DashLine))
        p.setBrush(QColor(255, 255, 255, 12))
        p.drawRoundedRect(place, 10, 10)
        p.setFont(ui_font(12))
        p.setPen(QColor("#bcd3e8"))
        p.drawText(QRectF(c.x() - 44, place.bottom() + 2, 88, 18), Qt.AlignmentFlag.AlignCenter,
                   translate("BarditusItems", "morale die"))
        pile = self.pile_rect()
        if self.lit_pile or self.picked_pile:
            p.setPen(QPen(SELECTED if self.picked_pile else HIGHLIGHT, 3))
            p.setBrush(QColor(242, 194, 48, 50))
        else:
            p.setPen(QPen(QColor(200, 190, 170, 90), 1.5, Qt.PenStyle.DashLine))
            p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(pile, 10, 10)
        p.setPen(HIGHLIGHT if self.lit_pile else QColor("#d9d2bd"))
        p.setFont(ui_font(12, bold=self.lit_pile))
        p.drawText(QRectF(pile.left() + 8, pile.top() + 2, pile.width() - 16, 16),
                   Qt.AlignmentFlag.AlignVCenter,
                   translate("BarditusItems", "Casualties: {lost}").format(lost=self.state.lost))


class StripItem(QGraphicsItem):
    """A front card's pursuit strip, in the band between the lines: the enemy pieces that have
    followed onto the card stand here, beside its slots."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.lit = False
        self.setZValue(0)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def point(self, k: int, n: int) -> QPointF:
        step = min(2 * PIECE_R + 5, (self.rect.width() - 2 * PIECE_R - 8) / max(n - 1, 1))
        return QPointF(self.rect.left() + PIECE_R + 6 + k * step, self.rect.center().y())

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            p.setPen(QPen(HIGHLIGHT, 2.5))
            p.setBrush(ZoneItem.LIT_FILL)
        else:
            p.setPen(QPen(QColor(200, 190, 170, 45), 1, Qt.PenStyle.DotLine))
            p.setBrush(QColor(0, 0, 0, 22))
        p.drawRoundedRect(self.rect, 8, 8)


class ArrowItem(QGraphicsItem):
    """An arrow across the band: the fight in progress, or an order being dragged."""

    def __init__(self, colour: QColor) -> None:
        super().__init__()
        self.start = QPointF()
        self.end = QPointF()
        self.colour = colour
        self.dashed = False
        self.setZValue(40)

    def set_ends(self, start: QPointF, end: QPointF) -> None:
        self.prepareGeometryChange()
        self.start, self.end = start, end

    def boundingRect(self) -> QRectF:
        return QRectF(self.start, self.end).normalized().adjusted(-20, -20, 20, 20)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.end - self.start
        length = math.hypot(d.x(), d.y())
        if length < 4:
            return
        ux, uy = d.x() / length, d.y() / length
        tip = self.end
        base = QPointF(tip.x() - ux * 18, tip.y() - uy * 18)
        pen = QPen(self.colour, 6, Qt.PenStyle.DashLine if self.dashed else Qt.PenStyle.SolidLine,
                   Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(self.start, base)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.colour)
        p.drawPolygon(QPolygonF([tip, QPointF(base.x() - uy * 11, base.y() + ux * 11),
                                 QPointF(base.x() + uy * 11, base.y() - ux * 11)]))


class TextBox(QGraphicsItem):
    """A block of words on the felt: a title line and wrapped text under it."""

    def __init__(self, title_px: int = 20, text_px: int = 14, framed: bool = True) -> None:
        super().__init__()
        self.rect = QRectF()
        self.title = ""
        self.text = ""
        self.title_px, self.text_px = title_px, text_px
        self.framed = framed
        self.setZValue(2)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-1, -1, 1, 1)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.title and not self.text:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.framed:
            p.setPen(QPen(QColor(200, 190, 170, 50), 1))
            p.setBrush(QColor(0, 0, 0, 40))
            p.drawRoundedRect(self.rect, 10, 10)
        inner = self.rect.adjusted(10, 4, -10, -4)
        y = inner.top()
        if self.title:
            font = title_font(self.title_px, text=self.title)
            p.setFont(font)
            p.setPen(INK)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            used = p.boundingRect(QRectF(inner.left(), y, inner.width(), inner.height()), flags, self.title)
            p.drawText(QRectF(inner.left(), y, inner.width(), inner.height()), flags, self.title)
            y = used.bottom() + 2
        if self.text:
            p.setFont(ui_font(self.text_px))
            p.setPen(QColor("#e8dfc6"))
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            p.drawText(QRectF(inner.left(), y, inner.width(), inner.bottom() - y), flags, self.text)
