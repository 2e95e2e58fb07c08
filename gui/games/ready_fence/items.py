"""The things on the Ready...Fence! table: cards, the strip and its fencers, a fencer's board
(weapon-position circles, stamina bottle), the scoreboard, the piles and the phrase's captions."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.ready_fence.actions import POSITIONS, position_name
from engine.games.ready_fence.state import MAX_SP, ON_GUARD, STRIP
from engine.games.words import by_name, translate
from gui.table.banner import MoveMark
from gui.table.items import HIGHLIGHT, INK, DeckCard, ZoneItem, fit_font, paint_backs, title_font, ui_font

GAME = DECK = "ready-fence"
CARD_W, CARD_H = 100.0, 140.0
# the rulebook's two colours (score cards, run-off ends): seat 0 fences in red, seat 1 in green
FENCER = (QColor("#c8382f"), QColor("#268048"))
FAINT = QColor("#a9bcc4")
PANEL = QColor(0, 0, 0, 46)
# what each weapon position gives, in a line the board shows under the circles
WEAPON_NOTES = {
    "line": QT_TRANSLATE_NOOP("ReadyFenceItems", "you may Stop Hit; a Beat Thrust against it gains +1"),
    "invite": QT_TRANSLATE_NOOP("ReadyFenceItems", "+1 to your defences and cardless parries"),
    "engage": QT_TRANSLATE_NOOP("ReadyFenceItems",
                                "his attacks \u22121; Glide Attack and Flanconade need it"),
}


def touch_mark() -> str:
    """The ribbon on the card that scored."""
    return translate("ReadyFenceItems", "Touch!")


def entry_id(cid: str) -> str:
    """The printing a physical card is a copy of: "st3y-2" is copy 2 of "st3y"."""
    return cid.rsplit("-", 1)[0]


def seat_colour(seat: int) -> QColor:
    return FENCER[seat]


class RFCard(DeckCard):
    """A Ready...Fence! card. `card` is None when its face is not for this screen."""

    GAME = GAME
    W, H = CARD_W, CARD_H
    DIM = 0.45
    RIBBON = QColor(24, 28, 36, 220)
    RIBBON_PX = 12

    def __init__(self, seat: int | None, card: str | None, zone: str) -> None:
        super().__init__(seat, DECK, card, zone)

    def printing(self, cid: str) -> str:
        return entry_id(cid)

    def mark_ink(self) -> QColor:
        return HIGHLIGHT if self.mark == touch_mark() else INK  # the card that scored, in gold


class StripItem(QGraphicsItem):
    """The ten squares, across the table or along it. `mirror` puts square 9 at the player's
    end (left, or bottom), so the fencer at the screen always fences from his own side."""

    def __init__(self) -> None:
        super().__init__()
        self.vertical = False
        self.mirror = False
        self.along, self.across = 90.0, 66.0  # a square's size along the strip and across it
        self.lit: set[int] = set()
        self.setZValue(1)

    def set_shape(self, vertical: bool, along: float, across: float) -> None:
        self.prepareGeometryChange()
        self.vertical, self.along, self.across = vertical, along, across

    def length(self) -> float:
        return self.along * STRIP

    def boundingRect(self) -> QRectF:
        w, h = (self.across, self.length()) if self.vertical else (self.length(), self.across)
        return QRectF(-3, -3, w + 6, h + 6)

    def _slot(self, square: int) -> int:
        """How far from the player's end `square` lies (0: the nearest)."""
        return STRIP - 1 - square if self.mirror else square

    def square_rect(self, square: int) -> QRectF:
        slot = self._slot(square)
        if self.vertical:  # the player's end is at the bottom
            return QRectF(0, (STRIP - 1 - slot) * self.along, self.across, self.along)
        return QRectF(slot * self.along, 0, self.along, self.across)

    def square_centre(self, square: int) -> QPointF:
        return self.mapToScene(self.square_rect(square).center())

    def square_at(self, scene_point: QPointF) -> int | None:
        local = self.mapFromScene(scene_point)
        for square in range(STRIP):
            if self.square_rect(square).contains(local):
                return square
        return None

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(ui_font(12))
        for square in range(STRIP):
            r = self.square_rect(square)
            run_off = square in (0, STRIP - 1)
            if run_off:  # each fencer's own end, in his colour
                shade = QColor(seat_colour(0 if square == 0 else 1))
            else:
                shade = QColor("#d9d4c4") if square % 2 else QColor("#e8e3d3")
            if square in self.lit:
                shade = HIGHLIGHT
            p.setPen(QPen(QColor("#5d5546"), 1.5))
            p.setBrush(shade)
            p.drawRect(r)
            p.setPen(QColor("#fffaf0") if run_off and square not in self.lit else QColor("#5a5445"))
            corner = QRectF(r.left() + 3, r.top() + 1, 24, 16)
            p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(square))
        # the on-guard lines: in front of each fencer's starting square
        p.setPen(QPen(QColor("#2b2620"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        for a, b in ((ON_GUARD[0], ON_GUARD[0] + 1), (ON_GUARD[1] - 1, ON_GUARD[1])):
            ra, rb = self.square_rect(a), self.square_rect(b)
            if self.vertical:
                y = max(ra.top(), rb.top())
                p.drawLine(QPointF(0, y), QPointF(self.across, y))
            else:
                x = max(ra.left(), rb.left())
                p.drawLine(QPointF(x, 0), QPointF(x, self.across))


class FencerFigure(QGraphicsObject):
    """A fencer in profile, in his seat's colour, his point towards the other fencer. The origin
    is at his feet; `facing` +1 looks along +x (the table turns him for a strip along it)."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.facing = 1
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return QRectF(-74, -96, 148, 104)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(self.facing, 1)
        colour = seat_colour(self.seat)
        outline = QPen(colour.darker(160), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
        whites = QPen(QColor("#f6f3ea"), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin)
        limbs = QPainterPath()
        limbs.moveTo(-24, 0)  # back leg
        limbs.lineTo(-4, -34)
        limbs.lineTo(12, -18)  # front leg, knee bent
        limbs.lineTo(20, 0)
        limbs.moveTo(-1, -34)  # torso
        limbs.lineTo(2, -62)
        limbs.moveTo(0, -58)  # rear arm raised behind
        limbs.lineTo(-16, -64)
        limbs.lineTo(-22, -78)
        limbs.moveTo(2, -58)  # sword arm
        limbs.lineTo(24, -54)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for pen in (outline, whites):
            p.setPen(pen)
            p.drawPath(limbs)
        p.setPen(QPen(colour.darker(160), 2))
        p.setBrush(colour)
        p.drawRect(QRectF(-6, -40, 12, 6))  # the belt in his colour
        p.setBrush(QColor("#34373d"))
        p.drawEllipse(QPointF(6, -72), 9, 9)  # the mask
        p.setPen(QPen(QColor("#c9ccd1"), 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(26, -54), QPointF(70, -60))  # the blade
        p.setPen(QPen(QColor("#8d9096"), 1.5))
        p.setBrush(QColor("#d5d7db"))
        p.drawEllipse(QPointF(26, -54), 4, 6)  # the guard


@dataclass
class BoardState:
    """What one fencer's board shows."""

    name: str = ""
    seat: int = 0
    hand: int = 0
    weapon: str = "line"
    effective: str = "line"  # "void": the other's position beats it, so it gives nothing
    beaten_by: str = ""
    stamina: int = MAX_SP
    ghost: int | None = None  # where the stamina token would go (a parry being chosen)
    notes: list[str] = field(default_factory=list)  # Priority, stalled, mulligan used
    to_act: bool = False
    lit_weapons: set[str] = field(default_factory=set)
    lit_stamina: set[int] = field(default_factory=set)


class FencerBoard(QGraphicsItem):
    """A fencer's name, the three weapon-position circles with his token, and his stamina bottle
    with squares 0-6; the player's lit circles and squares may be clicked."""

    W, H = 310.0, 252.0
    CIRCLE_Y, CIRCLE_R = 100.0, 30.0
    BOTTLE = QRectF(12, 206, 264, 40)

    def __init__(self) -> None:
        super().__init__()
        self.state = BoardState()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def circle_centre(self, position: str) -> QPointF:
        return QPointF(55 + 100 * POSITIONS.index(position), self.CIRCLE_Y)

    def stamina_rect(self, level: int) -> QRectF:
        w = self.BOTTLE.width() / (MAX_SP + 1)
        return QRectF(self.BOTTLE.left() + level * w, self.BOTTLE.top(), w, self.BOTTLE.height())

    def circle_at(self, scene_point: QPointF) -> str | None:
        local = self.mapFromScene(scene_point)
        for position in POSITIONS:
            d = local - self.circle_centre(position)
            if d.x() ** 2 + d.y() ** 2 <= (self.CIRCLE_R + 6) ** 2:
                return position
        return None

    def stamina_at(self, scene_point: QPointF) -> int | None:
        local = self.mapFromScene(scene_point)
        for level in range(MAX_SP + 1):
            if self.stamina_rect(level).contains(local):
                return level
        return None

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.state
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = seat_colour(s.seat)
        p.setPen(QPen(HIGHLIGHT, 3) if s.to_act else QPen(QColor(169, 188, 196, 90), 1))
        p.setBrush(PANEL)
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        p.setBrush(colour)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(QRectF(12, 14, 10, 24), 3, 3)
        p.setPen(HIGHLIGHT if s.to_act else INK)
        cards = translate("ReadyFenceItems", "%n card(s)", None, s.hand)
        # the name has the line up to the count of cards, in a smaller face where it is long
        name_w = self.W - 12 - QFontMetricsF(ui_font(14)).horizontalAdvance(cards) - 8 - 30
        p.setFont(fit_font(title_font(24, text=s.name), s.name, name_w))
        p.drawText(QRectF(30, 8, name_w, 36), Qt.AlignmentFlag.AlignVCenter, s.name)
        p.setPen(INK)
        p.setFont(ui_font(14))
        right = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight
        p.drawText(QRectF(200, 8, self.W - 212, 36), right, cards)
        p.setFont(ui_font(13))
        p.setPen(HIGHLIGHT)
        p.drawText(QRectF(14, 42, self.W - 28, 18), Qt.AlignmentFlag.AlignVCenter, " · ".join(s.notes))
        self._paint_circles(p, colour)
        self._paint_bottle(p, colour)

    def _paint_circles(self, p: QPainter, colour: QColor) -> None:
        s = self.state
        for position in POSITIONS:
            c = self.circle_centre(position)
            mine = position == s.weapon
            lit = position in s.lit_weapons
            p.setPen(QPen(HIGHLIGHT, 4) if lit else QPen(FAINT, 1.5))
            p.setBrush(colour if mine else QColor(255, 255, 255, 18))
            p.drawEllipse(c, self.CIRCLE_R, self.CIRCLE_R)
            _blade_glyph(p, c, position, QColor("#f6f3ea") if mine else FAINT)
            p.setPen(INK if mine else FAINT)
            p.setFont(ui_font(12, bold=mine))
            p.drawText(QRectF(c.x() - 50, c.y() + self.CIRCLE_R + 2, 100, 18), Qt.AlignmentFlag.AlignCenter,
                       position_name(position))
        note = translate("ReadyFenceItems", WEAPON_NOTES[s.weapon])
        if s.effective == "void":
            note = translate("ReadyFenceItems", "beaten by his {position}: no bonus now").format(
                position=position_name(s.beaten_by))
        p.setPen(INK)
        p.setFont(ui_font(12))
        p.drawText(QRectF(12, 154, self.W - 24, 44), Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
                   translate("ReadyFenceItems", "{position}: {note}").format(position=position_name(s.weapon),
                                                                             note=note))

    def _paint_bottle(self, p: QPainter, colour: QColor) -> None:
        s = self.state
        body = self.BOTTLE
        neck = QRectF(body.right(), body.top() + 10, 18, body.height() - 20)
        p.setPen(QPen(QColor("#8fb6d6"), 2))
        p.setBrush(QColor(120, 170, 210, 40))
        p.drawRoundedRect(body.adjusted(-3, -3, 3, 3), 10, 10)
        p.drawRoundedRect(neck, 3, 3)
        p.setFont(ui_font(13, bold=True))
        for level in range(MAX_SP + 1):
            r = self.stamina_rect(level).adjusted(2, 2, -2, -2)
            lit = level in s.lit_stamina
            full = level <= s.stamina
            p.setPen(QPen(HIGHLIGHT, 3) if lit else QPen(QColor("#8fb6d6"), 1))
            p.setBrush(QColor(60, 125, 185, 170) if full else QColor(255, 255, 255, 12))
            p.drawRoundedRect(r, 5, 5)
            p.setPen(INK)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, str(level))
        token = self.stamina_rect(s.stamina).center()
        p.setPen(QPen(QColor("#1c1c1c"), 2))
        p.setBrush(colour)
        p.drawEllipse(token + QPointF(0, -16), 7, 7)
        if s.ghost is not None and s.ghost != s.stamina:  # where a chosen parry would leave him
            p.setPen(QPen(HIGHLIGHT, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(self.stamina_rect(s.ghost).center() + QPointF(0, -16), 7, 7)


def _blade_glyph(p: QPainter, c: QPointF, position: str, colour: QColor) -> None:
    """The épée in a circle: level for Line, raised for Invitation, crossing another for Engagement."""
    p.setPen(QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    if position == "line":
        p.drawLine(c + QPointF(-18, 0), c + QPointF(20, 0))
    elif position == "invite":
        p.drawLine(c + QPointF(-14, 10), c + QPointF(14, -18))
    else:
        p.drawLine(c + QPointF(-18, 8), c + QPointF(18, -8))
        p.setPen(QPen(colour, 1.5, Qt.PenStyle.DashLine))
        p.drawLine(c + QPointF(-18, -8), c + QPointF(18, 8))
    p.setPen(QPen(colour, 2))
    p.drawLine(c + QPointF(-18, -6), c + QPointF(-18, 6))


@dataclass
class ScoreState:
    names: tuple[str, str] = ("", "")
    points: tuple[int, int] = (0, 0)
    target: int = 5
    period: int = 1
    periods: int = 1
    overtime: bool = False
    priority: int | None = None
    first: int = 0


class ScoreBoard(QGraphicsItem):
    """The scoreboard: both scores in the fencers' colours, the period marker, Priority and the
    initiative coin (who fenced first)."""

    W, H = 310.0, 252.0

    def __init__(self) -> None:
        super().__init__()
        self.state = ScoreState()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.W, self.H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        s = self.state
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(169, 188, 196, 90), 1))
        p.setBrush(PANEL)
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        p.setPen(INK)
        p.setFont(ui_font(15, bold=True))
        p.drawText(QRectF(14, 6, self.W - 28, 24), Qt.AlignmentFlag.AlignVCenter,
                   translate("ReadyFenceItems", "Scoreboard · bout to {target}").format(target=s.target))
        for seat in (0, 1):
            r = QRectF(14 + seat * 146, 34, 136, 96)
            p.setPen(QPen(seat_colour(seat).darker(150), 2))
            p.setBrush(seat_colour(seat))
            p.drawRoundedRect(r, 8, 8)
            p.setPen(QColor("#fffaf0"))
            p.setFont(ui_font(50, bold=True))
            p.drawText(r.adjusted(0, -12, 0, 0), Qt.AlignmentFlag.AlignCenter, str(s.points[seat]))
            p.setFont(fit_font(ui_font(13, bold=True), s.names[seat], r.width() - 8))
            if QFontMetricsF(p.font()).horizontalAdvance(s.names[seat]) <= r.width() - 8:
                p.drawText(QRectF(r.left() + 4, r.bottom() - 24, r.width() - 8, 20),
                           Qt.AlignmentFlag.AlignCenter, s.names[seat])
            else:  # too long for one line even in the smallest face: two lines, under the points
                p.setFont(fit_font(ui_font(12, bold=True), s.names[seat], 2 * (r.width() - 8), least=11))
                under = (Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom
                         | Qt.TextFlag.TextWordWrap)
                p.drawText(QRectF(r.left() + 4, r.bottom() - 34, r.width() - 8, 32), under, s.names[seat])
        self._paint_periods(p)
        p.setFont(ui_font(14))
        p.setPen(INK)
        prio = "—" if s.priority is None else s.names[s.priority]
        p.drawText(QRectF(14, 172, self.W - 28, 24), Qt.AlignmentFlag.AlignVCenter,
                   _elide(p, translate("ReadyFenceItems", "Priority: {name}").format(name=prio), self.W - 28))
        coin = QPointF(30, 222)
        p.setPen(QPen(QColor("#7a5d12"), 2))
        p.setBrush(QColor("#e3b53c"))
        p.drawEllipse(coin, 15, 15)
        p.setBrush(seat_colour(s.first))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(coin, 8, 8)
        p.setPen(INK)
        p.drawText(QRectF(54, 208, self.W - 66, 28), Qt.AlignmentFlag.AlignVCenter,
                   _elide(p, by_name(s.names[s.first], translate("ReadyFenceItems", "Coin: you fenced first"),
                                     translate("ReadyFenceItems", "Coin: {name} fenced first")), self.W - 66))

    def _paint_periods(self, p: QPainter) -> None:
        s = self.state
        p.setFont(ui_font(14))
        p.setPen(INK)
        p.drawText(QRectF(14, 138, 72, 28), Qt.AlignmentFlag.AlignVCenter,
                   _elide(p, translate("ReadyFenceItems", "Period"), 72))
        overtime = translate("ReadyFenceItems", "OT", "overtime, in a small circle")
        marks = ["1", "2", "3", overtime]
        for i, mark in enumerate(marks):
            c = QPointF(104 + i * 50, 152)
            current = (mark == overtime and s.overtime) or (not s.overtime and mark == str(s.period))
            played = i < s.periods or (mark == overtime and s.overtime)
            p.setPen(QPen(INK if played else QColor(169, 188, 196, 80), 2))
            p.setBrush(HIGHLIGHT if current else Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, 15, 15)
            p.setPen(QColor("#1c1c1c") if current else INK if played else FAINT)
            p.setFont(ui_font(12 if mark == overtime else 14, bold=current))
            p.drawText(QRectF(c.x() - 15, c.y() - 15, 30, 30), Qt.AlignmentFlag.AlignCenter, mark)


def _elide(p: QPainter, text: str, width: float) -> str:
    """`text` as it fits `width` in the painter's font: the font narrowed or made smaller first (a
    long name in a longer language reads whole), cut with an ellipsis only past that."""
    p.setFont(fit_font(p.font(), text, width))
    return p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(width))


class PileItem(QGraphicsObject):
    """A pile: the Timer countdown deck (backs) or the discard pile (the top card lies on it as
    a card of its own), with its name and count."""

    def __init__(self, label: str, backs: bool) -> None:
        super().__init__()
        self.label = label
        self.backs = backs
        self.count = 0
        self.lit = False

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, CARD_W + 16, CARD_H + 40)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, CARD_W, CARD_H)
        # the thicker the Timer, the more time is left; the discard pile's top card lies on its
        # place as a card of its own, so only the place is drawn
        paint_backs(p, r, GAME, DECK, self.count if self.backs else 0, 5, FAINT)
        if self.lit:
            p.setPen(QPen(HIGHLIGHT, 4))
            p.setBrush(QColor(242, 194, 48, 50))
            p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 9, 9)
        p.setPen(INK)
        p.setFont(ui_font(14, bold=True))
        label = QRectF(-8, CARD_H + 6, CARD_W + 16, 22)
        words = f"{self.label} {self.count}"
        p.drawText(label, Qt.AlignmentFlag.AlignCenter, _elide(p, words, label.width()))


@dataclass
class Caption:
    """Under one play of the phrase: who played it, as what, and how its speed is made."""

    rect: QRectF  # the card's place; the caption goes under it
    who: str
    role: str
    seat: int
    sum: str
    token: str = ""  # a play without a card (a parry, a defence by distance): drawn as a token
    versus: str = ""  # how it compares with the play before it: ">", "<", "="
    dim: bool = False


class PhraseItem(ZoneItem):
    """The phrase on the piste, the place a card is dropped on to play it: its headline (why the
    touch scored), each play's caption with the speed summed, the tokens of cardless defences and
    the signs that compare them."""

    LIT_FILL = QColor(242, 194, 48, 45)
    EDGE = QColor(169, 188, 196, 110)

    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, 900, 240))
        self.headline = ""
        self.captions: list[Caption] = []
        self.setZValue(0)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(p, option, widget)  # the place's outline, lit while the held card may go there
        p.setPen(INK)
        p.setFont(ui_font(16, bold=True))
        head = QRectF(self.rect.left() + 12, self.rect.top() + 4, self.rect.width() - 24, 26)
        p.drawText(head, Qt.AlignmentFlag.AlignVCenter, _elide(p, self.headline, head.width()))
        for i, c in enumerate(self.captions):
            self._paint_caption(p, c)
            if c.versus and i:
                prev = self.captions[i - 1].rect
                mid = QPointF((prev.right() + c.rect.left()) / 2, c.rect.center().y())
                p.setPen(HIGHLIGHT)
                p.setFont(ui_font(30, bold=True))
                p.drawText(QRectF(mid.x() - 22, mid.y() - 22, 44, 44), Qt.AlignmentFlag.AlignCenter, c.versus)

    def _paint_caption(self, p: QPainter, c: Caption) -> None:
        if c.token:
            p.setPen(QPen(seat_colour(c.seat), 3, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 28))
            p.drawRoundedRect(c.rect, 8, 8)
            p.setPen(INK)
            p.setFont(ui_font(15, bold=True))
            p.drawText(c.rect.adjusted(6, 6, -6, -6), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       c.token)
        # below the rings a card may wear (the last move's dashes, outside a card's bounds, which
        # reach 5 past its face)
        box = QRectF(c.rect.center().x() - 84, c.rect.bottom() + 5 + MoveMark.REACH + 2, 168, 70)
        p.setOpacity(0.55 if c.dim else 1.0)
        p.setPen(seat_colour(c.seat).lighter(170))
        p.setFont(ui_font(13, bold=True))
        line = QRectF(box.left(), box.top(), box.width(), 18)
        p.drawText(line, Qt.AlignmentFlag.AlignCenter, _elide(p, f"{c.who} · {c.role}", box.width()))
        p.setPen(INK)
        p.setFont(ui_font(14, bold=True))
        p.drawText(box.adjusted(0, 20, 0, 0), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                   | Qt.TextFlag.TextWordWrap, c.sum)
        p.setOpacity(1.0)
