"""The things on every table: what every game's cards share, the overlay, and what the
printed-deck tables share (their cards, drop zones and buttons). A game's own pieces live in
its package under gui/games/."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from gui.cardface.fonts import bold_for, register_fonts
from gui.cardface.painter import deck_card_pixmap

CARD_W, CARD_H = 100.0, 140.0
HIGHLIGHT = QColor("#f2c230")
SELECTED = QColor("#3fa9f5")
INK = QColor("#f3ead2")
ANSWER_ME = QColor("#e0533a")  # a card the other player must answer now
FAINT = QColor("#b4c9bc")  # an unlit place's outline and name


def ui_font(pixels: int, bold: bool = False, family: str = "DejaVu Sans") -> QFont:
    font = QFont(family)
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


def fit_font(font: QFont, text: str, width: float, least: int = 10) -> QFont:
    """`font`, narrowed (semi-condensed, then condensed) as far as `text` needs to fit `width`,
    and where that is not enough (a face with no narrow cut, a longer language), made smaller,
    down to `least` pixels: a word is never cut at the edge of its place."""
    for stretch in (QFont.Stretch.Unstretched, QFont.Stretch.SemiCondensed, QFont.Stretch.Condensed):
        fitted = QFont(font)
        fitted.setStretch(stretch)
        if QFontMetricsF(fitted).horizontalAdvance(text) <= width:
            return fitted
    size, advance = fitted.pixelSize(), QFontMetricsF(fitted).horizontalAdvance(text)
    if size > least and advance > 0:
        fitted.setPixelSize(max(least, int(size * width / advance)))
    return fitted


def device_ratio(p: QPainter) -> float:
    """The painter's device pixels per logical pixel (1 where it paints on no device)."""
    return p.device().devicePixelRatioF() if p.device() else 1.0


def title_font(pixels: int, bold: bool = True, text: str = "") -> QFont:
    """The period face of the card titles, for banners and names on the felt: set regular, as the
    card titles are, where its bold face lacks a letter of `text` ("Après", "Außer"), so that no
    word is set in two fonts."""
    register_fonts()
    return ui_font(pixels, bold_for(text, "EB Garamond", bold), "EB Garamond")


def painted_scale(p: QPainter) -> float:
    """How many device pixels one scene unit covers, whatever the item's rotation."""
    t = p.worldTransform()
    return math.hypot(t.m11(), t.m12()) or 1.0


class TableCard(QGraphicsObject):
    """What a card on any table shares: its zone, its rings (selected, focused, lit) and `flip`,
    the width the turn-over animation squeezes it to. A card whose face is not for this screen
    (`known()` False) can only ever show its back, so no animation or redraw can reveal it."""

    W, H = CARD_W, CARD_H

    def __init__(self, zone: str) -> None:
        super().__init__()
        self.zone = zone
        self.face_up = False
        self.selected = False
        self.focused = False
        self.lit = False
        self._flip = 1.0
        self.setAcceptHoverEvents(True)

    def known(self) -> bool:
        """Whether this screen may see the card's face."""
        raise NotImplementedError

    def shows_face(self) -> bool:
        return self.face_up and self.known()

    def _squeeze(self, p: QPainter) -> None:
        if self._flip != 1.0:  # the turn: squeeze around the vertical centre line
            p.translate(self.W / 2, 0)
            p.scale(max(self._flip, 0.01), 1)
            p.translate(-self.W / 2, 0)

    def _ring(self, p: QPainter, colour: QColor, width: float, dashed: bool) -> None:
        pen = QPen(colour, width)
        if dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(-2, -2, self.W + 4, self.H + 4), 9, 9)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)


class DeckCard(TableCard):
    """A card of a printed deck, drawn from the deck's card images.
    `card` is None when its face is not for this screen; `face_up` False with a card id is a card
    its owner knows but laid face down (a Trade)."""

    GAME = ""  # whose card images: a game of deck_card_pixmap
    DIM = 0.5  # a dimmed card's opacity
    RIBBON = QColor(40, 20, 16, 215)  # the band under the mark
    RIBBON_PX = 11  # the mark's letters

    def __init__(self, seat: int | None, deck: str, card: str | None, zone: str) -> None:
        super().__init__(zone)
        self.seat = seat  # the owner (None: a card of both seats, open to either)
        self.deck = deck
        self.card = card
        self.face_up = card is not None
        self.mark = ""  # a word on a ribbon: "Blow to answer", "Hidden", "Touch!", …
        self.alert = False  # the mark asks for an answer: a red ring around the card
        self.dim = False

    def boundingRect(self) -> QRectF:
        return QRectF(-5, -5, self.W + 10, self.H + 10)

    def known(self) -> bool:
        return self.card is not None

    def printing(self, cid: str) -> str:
        """The card image `cid` is drawn with (a deck may hold several copies of one printing)."""
        return cid

    def mark_ink(self) -> QColor:
        """The colour of the mark's word."""
        return INK

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        scale = painted_scale(p)
        w, h = max(1, round(self.W * scale)), max(1, round(self.H * scale))
        face = self.printing(self.card) if self.card and self.shows_face() else None
        pix = deck_card_pixmap(self.GAME, self.deck, face, w, h, device_ratio(p))
        p.save()
        try:  # the view's painter is handed back as it came (a face that fails is a placeholder pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._squeeze(p)
            if self.dim:
                p.setOpacity(self.DIM)
            p.drawPixmap(QRectF(0, 0, self.W, self.H), pix, QRectF(0, 0, pix.width(), pix.height()))
            p.setOpacity(1.0)
            if self.selected or self.focused or self.lit or self.alert:
                answer = self.alert and not self.lit
                colour = SELECTED if self.selected else ANSWER_ME if answer else HIGHLIGHT
                width = 5 if self.selected or self.alert else 3
                self._ring(p, colour, width, self.focused and not (self.selected or self.lit or self.alert))
            if self.mark:
                self._paint_ribbon(p)
        finally:
            p.restore()

    def _paint_ribbon(self, p: QPainter) -> None:
        band = QRectF(0, self.H - 26, self.W, 22)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.RIBBON)
        p.drawRect(band)
        p.setPen(self.mark_ink())
        font = ui_font(self.RIBBON_PX, bold=True)
        font.setStretch(QFont.Stretch.SemiCondensed)  # "Remedy: outside" must fit one card's width
        p.setFont(font)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, self.mark)


def paint_backs(
    p: QPainter, r: QRectF, game: str, deck: str, count: int, depth: int, empty: QColor
) -> None:
    """A face-down pile of `count` cards of `deck` in `r`, thicker the more it holds (at most
    `depth` backs show); an empty one is the dashed outline of its place."""
    if count:
        scale = painted_scale(p)
        w, h = round(r.width() * scale), round(r.height() * scale)
        pix = deck_card_pixmap(game, deck, None, w, h, device_ratio(p))
        for i in reversed(range(min(count, depth))):
            p.drawPixmap(r.translated(-i * 1.5, -i * 1.5), pix, QRectF(pix.rect()))
    else:
        p.setPen(QPen(empty, 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(r, 7, 7)


class ZoneItem(QGraphicsObject):
    """A place on the felt: a dashed outline and its name. Lit, it is a legal target for the card
    being dragged; picked, the one the chosen action names; `lanes` draws named columns in it
    (lanes side by side)."""

    LIT_FILL = QColor(242, 194, 48, 60)
    EDGE = FAINT  # the dashed outline while unlit

    def __init__(self, rect: QRectF, label: str = "", lanes: tuple[str, str, str] | None = None) -> None:
        super().__init__()
        self.rect = rect
        self.label = label
        self.lanes = lanes
        self.lit = False
        self.picked = False
        self.setZValue(-1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit or self.picked:
            p.setBrush(self.LIT_FILL)
            p.setPen(QPen(SELECTED if self.picked else HIGHLIGHT, 3))
        else:
            p.setBrush(QColor(255, 255, 255, 10))
            p.setPen(QPen(self.EDGE, 1.5, Qt.PenStyle.DashLine))
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
        p.setPen(FAINT)
        words = self.lane_words_rect()
        for i, name in enumerate(self.lanes):
            box = QRectF(self.rect.left() + i * third, words.top(), third, words.height())
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, name)

    def lane_words_rect(self) -> QRectF:
        """The band the lanes' names are written in: along the bottom, inside the outline."""
        return QRectF(self.rect.left(), self.rect.bottom() - 20, self.rect.width(), 18)


class ButtonItem(QGraphicsObject):
    """A button on the felt (Wait, Pass, Done, a step): it says which key does the same."""

    W, H = 150.0, 44.0
    is_button = True  # the card zoom keeps clear of it

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.action: object = None  # the table's action it plays
        self.setAcceptHoverEvents(True)
        self._hover = False

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        usable = self.isEnabled()  # a disabled button is grey, its words faded
        p.setPen(QPen(QColor("#6d5a3a") if usable else QColor("#7d7a72"), 2))
        p.setBrush(QColor("#f0d77a") if self._hover and usable else QColor("#e3c65d") if usable
                   else QColor("#b8b4aa"))
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        p.setPen(QColor("#2a2320") if usable else QColor("#7a766e"))
        p.setFont(ui_font(17, bold=True))
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()


class Overlay(QGraphicsObject):
    """A veil over the whole table with a message: the hand-over screen, game over."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect  # where the text goes: the table
        # the veil reaches far past the table, over the margins a wide window shows around it
        self.veil = rect.adjusted(-rect.width(), -rect.height(), rect.width(), rect.height())
        self.title = ""
        self.text = ""
        self.rows: list[tuple[str, str]] = []  # a two-column table instead of text (the keys)
        self.setZValue(1000)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self.veil

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.fillRect(self.veil, QColor(20, 24, 28, 245))
        p.setPen(INK)
        if self.rows:
            self._paint_keys(p)
            return
        p.setFont(ui_font(54, bold=True))
        top = QRectF(self.rect.left(), self.rect.center().y() - 120, self.rect.width(), 80)
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, self.title)
        p.setFont(ui_font(26))
        below = QRectF(self.rect.left() + 100, self.rect.center().y() - 20, self.rect.width() - 200, 200)
        p.drawText(
            below,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self.text,
        )

    def _paint_keys(self, p: QPainter) -> None:
        keys = key_table(self.rect, self.title, self.rows)
        p.setFont(ui_font(keys.title_size, bold=True))
        p.drawText(keys.title, Qt.AlignmentFlag.AlignCenter, self.title)
        p.setFont(ui_font(keys.size))
        for (key, what), (key_box, what_box) in zip(self.rows, keys.boxes, strict=True):
            p.drawText(key_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, key)
            p.drawText(what_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                       | Qt.TextFlag.TextWordWrap, what)


@dataclass(frozen=True)
class KeyTable:
    """Where the keys' page puts its words: its title, and a key beside its words on each row."""

    size: int  # the rows' font, in pixels of the table
    title_size: int
    title: QRectF
    boxes: list[tuple[QRectF, QRectF]]
    height: float  # of the whole page


KEY_SIZES = range(22, 9, -1)  # the rows' font, largest first: a long page or language takes a smaller one


def key_table(rect: QRectF, title: str, rows: list[tuple[str, str]]) -> KeyTable:
    """The keys' page laid out inside `rect`: the largest font at which every row's words,
    wrapped beside their key, and the title fit (else the smallest). A language whose words
    run longer gets more lines, then a smaller font, never words cut at the edge."""
    margin = 0.05 * min(rect.width(), rect.height())
    area = rect.adjusted(margin, margin, -margin, -margin)
    for size in KEY_SIZES:
        table = _key_table_at(area, title, rows, size)
        if table.height <= area.height():
            break
    return table


def _key_table_at(area: QRectF, title: str, rows: list[tuple[str, str]], size: int) -> KeyTable:
    metrics = QFontMetricsF(ui_font(size))
    title_size = round(size * 2.4)
    title_h = QFontMetricsF(ui_font(title_size, bold=True)).height() * 1.4
    gap = size * 1.2
    key_w = max((metrics.horizontalAdvance(k) for k, _ in rows), default=0.0) + 2
    widest = max((metrics.horizontalAdvance(w) for _, w in rows), default=0.0) + 2
    what_w = max(1.0, min(widest, area.width() - key_w - gap))
    wrap = int(Qt.TextFlag.TextWordWrap)
    heights = [max(metrics.height(), metrics.boundingRect(QRectF(0, 0, what_w, 1e6), wrap, w).height())
               for _, w in rows]
    spacing = size * 0.35
    total = title_h + sum(heights) + spacing * max(0, len(rows) - 1)
    left = area.center().x() - (key_w + gap + what_w) / 2
    y = area.top() + max(0.0, (area.height() - total) / 2)
    title_box = QRectF(area.left(), y, area.width(), title_h)
    y += title_h
    boxes = []
    for h in heights:
        boxes.append((QRectF(left, y, key_w, h), QRectF(left + key_w + gap, y, what_w, h)))
        y += h + spacing
    return KeyTable(size, title_size, title_box, boxes, total)


class AimItem(QGraphicsObject):
    """What the action Enter would play uses and where it goes, after keys chose it: a ring around
    each card it plays and around its target, and a dashed line from the cards to the target."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[QGraphicsItem] = []
        self.target: QRectF | None = None
        self.setZValue(880)  # over the cards, under a card being dragged
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def point_at(self, cards: list[QGraphicsItem], target: QRectF | None) -> None:
        self.prepareGeometryChange()
        self.cards, self.target = list(cards), target
        self.setVisible(bool(cards) or target is not None)
        self.update()

    def _rings(self) -> list[QRectF]:
        return [c.sceneBoundingRect().adjusted(-3, -3, 3, 3) for c in self.cards if c.scene() is self.scene()]

    def boundingRect(self) -> QRectF:
        # the whole table and more: the cards it rings move under it, and it follows them
        return QRectF(-2000, -2000, 6000, 6000)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        rings = self._rings()
        p.setPen(QPen(SELECTED, 4))
        for r in rings:
            p.drawRoundedRect(r, 9, 9)
        if self.target is None:
            return
        p.setBrush(QColor(63, 169, 245, 50))
        p.drawRoundedRect(self.target, 9, 9)
        if rings:
            start = QRectF(rings[0])
            for r in rings[1:]:
                start = start.united(r)
            p.setPen(QPen(SELECTED, 3, Qt.PenStyle.DashLine))
            p.drawLine(start.center(), self.target.center())
