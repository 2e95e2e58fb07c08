"""Barditus's army cards and their back, drawn from each card's rules data (slots, quality, abilities).

The boxes are `[layout.barditus]` in layouts.toml; the card is read by the engine's own check
(engine.games.barditus.cards), so the face shows exactly what the rules play. Nothing here knows
a card by name.

Why the face looks as it does:
- an army card is a small board: the slot grid is the biggest thing on it, up to three rows of
  four places, the front row at the top (the side that faces the enemy on the table), each place
  a rounded square a wooden W1815-style piece (about 10 mm) sits in with its frame still showing;
- a filled place (a piece starts there) is tinted in the army's colour with a solid frame; an open
  place (reached by retreat or rally) is pale with a dashed frame, so the set-up reads at once;
- the symbols are the rulebook's: a sword (battle dice), a shield (the enemy needs more), both
  (a sword on a shield), and a bold D (a piece there is disordered);
- each army has one colour (ARMY_COLOURS, which the table uses for its pieces too): the band
  across the top carries the name, the army and the points on a disc in the corner;
- front cards (units) have a solid band on cream; rear cards (reserves and terrain) a hatched band
  on a ground tinted by their kind, so the two lines never mix on the table;
- quality shows as its word and its rally number on a die; abilities and terrain as labelled
  icons, so the print needs no legend.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen

from engine.core.card_languages import face_word
from engine.core.cards import Card, Deck, layouts
from engine.core.i18n import translate
from engine.games.barditus import cards as army_cards
from engine.games.barditus.cards import MAX_ROW, MAX_ROWS, ArmyCard, Slot
from gui.cardface.fonts import bold_for, card_font
from gui.cardface.render import (
    TextOverflow,
    _box,
    _paper,
    back_paper,
    draw_fitted,
    fittedcard_font,
    within_edge,
)
from gui.i18n import words_in

# One colour per army, used by the card faces, the printed pieces and the table's pieces.
ARMY_COLOURS: dict[str, str] = {"roman": "#a02c2c", "gallic": "#2f6d3b", "norman": "#27528f"}
NEUTRAL_COLOUR = "#6b5a45"  # an army without a colour of its own (a test deck)
PAPER_WHITE = QColor("#fbf8f0")
GOLD = QColor("#d4ad5a")
QUALITY_LABELS = {"militia": "Militia", "regular": "Regular", "warrior": "Warrior", "veteran": "Veteran"}
ICON_LABELS = {"pursuit": "Pursuit", "flanking": "Flanking", "skirmishers": "Skirmishers",
               "reserve": "Reserve", "woods": "Woods", "open": "Open ground"}


def army_colour(army: str) -> QColor:
    """The army's colour (the table's pieces use it too)."""
    return QColor(ARMY_COLOURS.get(army, NEUTRAL_COLOUR))


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """`a` moved `t` of the way to `b`, opaque: transparency makes PDFs heavy."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)


def filled_tint(army: str) -> QColor:
    """The inside of a filled place: the army's colour, light."""
    return mix(army_colour(army), QColor("white"), 0.72)


def _layout() -> dict[str, Any]:
    return dict(layouts()["layout"]["barditus"])


def army_card(card: Card, deck: Deck) -> ArmyCard:
    """`card` as the rules read it (the engine's check: a bad card is an error naming it)."""
    return army_cards._check(deck, card)


def card_kind(card: ArmyCard) -> str:
    """front, reserve, woods or open: what the card's ground and band say."""
    if card.front:
        return "front"
    return "reserve" if card.reserve or not card.terrain else card.terrain


def slot_size(trim: QRectF) -> float:
    """The side of one place of the slot grid on a card with this trim box."""
    spec = _layout()["grid"]
    box, gap = _box(trim, spec), float(spec["gap"])
    return min(box.width() / (MAX_ROW + (MAX_ROW - 1) * gap),
               box.height() / (MAX_ROWS + (MAX_ROWS - 1) * gap))


def slot_rects(trim: QRectF, card: ArmyCard) -> list[QRectF]:
    """Each slot's box on the card, in slot order: rows front (top) to back, each row centred,
    the rows together centred in the grid. The table puts its pieces on these."""
    spec = _layout()["grid"]
    box, s = _box(trim, spec), slot_size(trim)
    step = s * (1 + float(spec["gap"]))
    rows = card.rows
    top = box.center().y() - (len(rows) * step - (step - s)) / 2
    out = []
    for r, row in enumerate(rows):
        left = box.center().x() - (len(row) * step - (step - s)) / 2
        out += [QRectF(left + i * step, top + r * step, s, s) for i in range(len(row))]
    return out


def _pen(colour: QColor, width: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    return QPen(colour, width, style, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


class _Face:
    """One face being drawn: the painter, trim box, layout, the card's rules and its colours."""

    def __init__(self, p: QPainter, trim: QRectF, card: Card, deck: Deck) -> None:
        self.p, self.trim, self.card, self.deck = p, trim, card, deck
        self.army = army_card(card, deck)
        self.spec = _layout()
        self.ink = QColor(self.spec["ink"])
        self.kind = card_kind(self.army)
        self.ground = QColor(self.spec["grounds"][self.kind])
        self.colour = army_colour(deck.id)
        self.dark = self.colour.darker(135)
        self.w, self.h = trim.width(), trim.height()

    def box(self, name: str) -> QRectF:
        return _box(self.trim, self.spec[name])

    def label_font(self, size: float, bold: bool = True, caps: bool = True) -> QFont:
        font = card_font(str(self.spec["label_font"]), size * self.h, bold)
        if caps:
            font.setCapitalization(QFont.Capitalization.AllUppercase)
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        return font

    def text(self, part: str, text: str, family: str, bold: bool = False, colour: QColor | None = None,
             caps: bool = False) -> None:
        """Fit `text` in the part's box (shrinking to its min_size) or raise TextOverflow."""
        spec, box = self.spec[part], self.box(part)
        least = spec.get("min_size", spec["size"])
        font = fittedcard_font(text, box, family, spec["size"], least, self.h, bold)
        if font is None:
            raise TextOverflow(self.deck, self.card, part)
        draw_fitted(self.p, box, text, font, colour or self.ink, caps, 110)


def draw_face(p: QPainter, trim: QRectF, card: Card, deck: Deck, bleed: float, rounded: bool) -> None:
    """Draw a Barditus army card with its trim box on `trim`."""
    f = _Face(p, trim, card, deck)
    outer = trim.adjusted(-bleed, -bleed, bleed, bleed)
    _paper(p, trim, f.ground, f.ink, bleed, rounded)
    with within_edge(p, trim, f.ink, bleed, rounded):  # the band runs on into the bleed
        _band(f, outer)
        _frame(f)
        _points(f)
        f.text("title", card.name, str(f.spec["title_font"]), bold=True, colour=PAPER_WHITE)
        f.text("army", deck.title, str(f.spec["label_font"]), bold=True,
               colour=mix(f.colour, PAPER_WHITE, 0.85), caps=True)
        _info(f)
        _grid(f)
        _abilities(f)
        if card.text:
            f.text("text", card.text, str(f.spec["body_font"]))


def _band(f: _Face, outer: QRectF) -> None:
    """The army's colour across the top: solid on a front card, hatched on a rear card."""
    p = f.p
    bottom = f.trim.top() + f.spec["band"]["h"] * f.h
    band = QRectF(outer.left(), outer.top(), outer.width(), bottom - outer.top())
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(f.colour)
    p.drawRect(band)
    if not f.army.front:
        p.setClipRect(band, Qt.ClipOperation.IntersectClip)
        step = f.w * 0.045
        hatch = QPainterPath()  # one path: a sheet of rear cards stays small
        x = band.left() - band.height()
        while x < band.right():
            hatch.moveTo(QPointF(x, band.bottom()))
            hatch.lineTo(QPointF(x + band.height(), band.top()))
            x += step
        p.setPen(QPen(f.colour.darker(118), step * 0.42))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(hatch)
    p.restore()
    # a gold rule under the band
    p.setPen(QPen(GOLD, max(f.h * 0.004, 0.4)))
    p.drawLine(QPointF(outer.left(), band.bottom()), QPointF(outer.right(), band.bottom()))


def _frame(f: _Face) -> None:
    """A thin frame in the army's colour round the card below the band."""
    inset = f.w * 0.03
    top = f.trim.top() + f.spec["band"]["h"] * f.h
    frame = QRectF(f.trim.left() + inset, top - inset, f.w - 2 * inset, f.trim.bottom() - top)
    f.p.save()
    below = QRectF(f.trim.left(), top + 1, f.w, f.trim.bottom() - top)
    f.p.setClipRect(below, Qt.ClipOperation.IntersectClip)
    f.p.setPen(QPen(f.colour, max(f.w * 0.007, 0.4)))
    f.p.setBrush(Qt.BrushStyle.NoBrush)
    f.p.drawRoundedRect(frame, inset, inset)
    f.p.restore()


def _points(f: _Face) -> None:
    """The card's points on a paper disc ringed in gold, in the band's corner."""
    p, box = f.p, f.box("badge")
    r = min(box.width(), box.height()) / 2
    c = box.center()
    p.save()
    p.setPen(QPen(GOLD, r * 0.1))
    p.setBrush(PAPER_WHITE)
    p.drawEllipse(c, r * 0.94, r * 0.94)
    p.setPen(QPen(f.dark, r * 0.05))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r * 0.8, r * 0.8)
    p.setFont(card_font(str(f.spec["title_font"]), f.spec["badge"]["size"] * f.h, bold=True))
    p.setPen(f.ink)
    p.drawText(QRectF(c.x() - r, c.y() - r * 0.86, 2 * r, r * 1.34), Qt.AlignmentFlag.AlignCenter,
               str(f.army.points))
    p.setFont(f.label_font(0.019))
    p.setPen(f.dark)
    p.drawText(QRectF(c.x() - r, c.y() + r * 0.3, 2 * r, r * 0.4), Qt.AlignmentFlag.AlignCenter,
               points_word(f.deck, f.army.points))
    p.restore()


POINTS = "%n point(s)"


def points_word(deck: Deck, points: int) -> str:
    """The word under a card's points, in the card's language and agreeing with the number ("1
    point", "2 points"): the plural is the translation system's, the number stands apart above it.
    Where no catalogue gives the message its forms yet, the layout's own word for points."""
    phrase = _points_phrase(deck.language, points)
    if phrase == POINTS.replace("%n", str(points)):
        return face_word(deck, "points")
    return phrase.replace(str(points), "", 1).strip()


@functools.cache
def _points_phrase(lang: str, points: int) -> str:
    # a proof may print another language than the window speaks: asked once for each
    with words_in(lang):
        return translate("BarditusFace", "%n point(s)", "the badge of a Barditus army card", points)


def _info(f: _Face) -> None:
    """The line on the left; a front card's quality and rally number on the right, on a die."""
    p, box = f.p, f.box("info")
    size = float(f.spec["info"]["size"])
    p.save()
    p.setFont(f.label_font(size))
    p.setPen(f.dark)
    line = face_word(f.deck, "Front line" if f.army.front else "Rear line")
    p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
    if f.army.front:
        die = box.height() * 0.86
        die_box = QRectF(box.right() - die, box.center().y() - die / 2, die, die)
        p.setPen(QPen(f.ink, die * 0.07))
        p.setBrush(PAPER_WHITE)
        p.drawRoundedRect(die_box, die * 0.2, die * 0.2)
        p.setFont(card_font(str(f.spec["label_font"]), die * 0.56, bold=True))
        p.setPen(f.ink)
        p.drawText(die_box, Qt.AlignmentFlag.AlignCenter, f"{f.army.rally}+")
        rally = f.label_font(size * 0.7, bold=False)
        p.setFont(rally)
        gap = die * 0.18
        rally_word = face_word(f.deck, "rally")
        rally_w = QFontMetricsF(rally).horizontalAdvance(rally_word)
        p.setPen(f.dark)
        p.drawText(QRectF(die_box.left() - gap - rally_w - 2, box.top(), rally_w + 2, box.height()),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, rally_word)
        quality = f.label_font(size)
        p.setFont(quality)
        p.setPen(f.ink)
        right = die_box.left() - 2 * gap - rally_w
        p.drawText(QRectF(box.left(), box.top(), right - box.left(), box.height()),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   face_word(f.deck, QUALITY_LABELS[f.army.quality]))
    else:
        p.setFont(f.label_font(size))
        p.setPen(f.ink)
        p.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                   face_word(f.deck, "Support" if f.kind == "reserve" else "Terrain"))
    p.restore()


def _grid(f: _Face) -> None:
    """The panel under the slots (with faint trees or grass on terrain), then each slot."""
    p = f.p
    s = slot_size(f.trim)
    panel = f.box("grid").adjusted(-s * 0.1, -s * 0.1, s * 0.1, s * 0.1)
    shade = mix(f.ground, f.ink, 0.06)
    p.save()
    p.setPen(QPen(mix(f.ground, f.ink, 0.22), max(f.w * 0.004, 0.3)))
    p.setBrush(shade)
    p.drawRoundedRect(panel, s * 0.2, s * 0.2)
    if f.kind in ("woods", "open"):
        _terrain_art(f, panel, mix(shade, f.ink, 0.12))
    # a small chevron at the top of the panel: this edge faces the enemy
    c = QPointF(panel.center().x(), panel.top() + s * 0.01)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(mix(f.ground, f.ink, 0.22))
    tip = QPainterPath(QPointF(c.x() - s * 0.22, c.y()))
    tip.lineTo(QPointF(c.x(), c.y() - s * 0.14))
    tip.lineTo(QPointF(c.x() + s * 0.22, c.y()))
    tip.closeSubpath()
    p.drawPath(tip)
    p.restore()
    open_fill = QColor(f.spec["open_slot"])
    for slot, rect in zip(f.army.slots, slot_rects(f.trim, f.army), strict=True):
        draw_slot(p, rect, slot, f.colour, f.ink, filled_tint(f.army.army) if slot.filled else open_fill)


def draw_slot(p: QPainter, rect: QRectF, slot: Slot, colour: QColor, ink: QColor, fill: QColor) -> None:
    """One place: solid frame if filled, dashed if open, and its symbol."""
    s = rect.width()
    p.save()
    if slot.filled:
        pen = QPen(colour, s * 0.075, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap,
                   Qt.PenJoinStyle.RoundJoin)
    else:
        pen = QPen(colour, s * 0.045, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([3.2, 2.0])
    p.setPen(pen)
    p.setBrush(fill)
    inset = pen.widthF() / 2
    p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), s * 0.17, s * 0.17)
    p.restore()
    symbol = rect.adjusted(s * 0.18, s * 0.18, -s * 0.18, -s * 0.18)
    if slot.sword and slot.shield:
        draw_shield(p, symbol, ink, fill)
        draw_sword(p, symbol.adjusted(s * 0.1, s * 0.07, -s * 0.1, -s * 0.05), fill)
    elif slot.sword:
        draw_sword(p, symbol, ink)
    elif slot.shield:
        draw_shield(p, symbol, ink, fill)
    elif slot.disorder:
        p.save()
        p.setFont(card_font("Carlito", s * 0.62, bold=True))
        p.setPen(ink)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "D")
        p.restore()


def _unit(box: QRectF, x: float, y: float) -> QPointF:
    return QPointF(box.left() + x * box.width(), box.top() + y * box.height())


def draw_sword(p: QPainter, box: QRectF, colour: QColor) -> None:
    """An upright short sword, point up (towards the enemy), filling `box`."""
    u = box.width()
    path = QPainterPath(_unit(box, 0.5, 0.0))
    for x, y in ((0.6, 0.14), (0.6, 0.62), (0.4, 0.62), (0.4, 0.14)):
        path.lineTo(_unit(box, x, y))
    path.closeSubpath()
    path.addRoundedRect(QRectF(_unit(box, 0.2, 0.62), _unit(box, 0.8, 0.71)), u * 0.03, u * 0.03)
    path.addRect(QRectF(_unit(box, 0.44, 0.7), _unit(box, 0.56, 0.88)))
    path.addEllipse(_unit(box, 0.5, 0.92), u * 0.08, u * 0.08)
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(path.simplified())
    p.restore()


def draw_shield(p: QPainter, box: QRectF, ink: QColor, light: QColor) -> None:
    """A heater shield filling `box`: solid ink with a light inner line."""

    def outline(inset: float) -> QPainterPath:
        b = box.adjusted(inset, inset, -inset, -inset)
        path = QPainterPath(_unit(b, 0.12, 0.04))
        path.lineTo(_unit(b, 0.88, 0.04))
        path.lineTo(_unit(b, 0.88, 0.42))
        path.cubicTo(_unit(b, 0.88, 0.72), _unit(b, 0.68, 0.88), _unit(b, 0.5, 0.98))
        path.cubicTo(_unit(b, 0.32, 0.88), _unit(b, 0.12, 0.72), _unit(b, 0.12, 0.42))
        path.closeSubpath()
        return path

    u = box.width()
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(outline(0))
    p.setPen(QPen(light, u * 0.045))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(outline(u * 0.11))
    p.restore()


def _terrain_art(f: _Face, panel: QRectF, colour: QColor) -> None:
    """Faint trees (woods) or tufts of grass (open ground) scattered on the grid's panel."""
    p = f.p
    s = slot_size(f.trim)
    spots = [(0.1, 0.2), (0.3, 0.1), (0.55, 0.15), (0.82, 0.12), (0.2, 0.85), (0.45, 0.9), (0.7, 0.82),
             (0.92, 0.88), (0.06, 0.55), (0.95, 0.5)]
    p.save()
    p.setClipRect(panel, Qt.ClipOperation.IntersectClip)
    for i, (x, y) in enumerate(spots):
        c = QPointF(panel.left() + x * panel.width(), panel.top() + y * panel.height())
        size = s * (0.55 if i % 3 else 0.7)
        if f.kind == "woods":
            draw_tree(p, c, size, colour)
        else:
            draw_grass(p, c, size, colour)
    p.restore()


def draw_tree(p: QPainter, c: QPointF, size: float, colour: QColor) -> None:
    """A round-crowned tree centred on `c`, `size` high."""
    p.save()
    p.setPen(_pen(colour, size * 0.1))
    p.drawLine(QPointF(c.x(), c.y() + size * 0.5), QPointF(c.x(), c.y()))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    crown = QPainterPath()
    for dx, dy, r in ((0.0, -0.2, 0.26), (-0.17, -0.02, 0.2), (0.17, -0.02, 0.2)):
        crown.addEllipse(QPointF(c.x() + dx * size, c.y() + dy * size), r * size, r * size)
    p.drawPath(crown.simplified())
    p.restore()


def draw_grass(p: QPainter, c: QPointF, size: float, colour: QColor) -> None:
    """A tuft of grass on a short stretch of ground, centred on `c`."""
    p.save()
    p.setPen(_pen(colour, size * 0.08))
    base = c.y() + size * 0.25
    p.drawLine(QPointF(c.x() - size * 0.4, base), QPointF(c.x() + size * 0.4, base))
    for dx, tip in ((-0.16, -0.22), (0.0, -0.34), (0.16, -0.22)):
        blade = QPointF(c.x() + dx * size * 1.4, c.y() + tip * size)
        p.drawLine(QPointF(c.x() + dx * size * 0.4, base), blade)
    p.restore()


def _abilities(f: _Face) -> None:
    """Each ability (or the rear card's kind) as a medallion with its name, centred in a row."""
    names = sorted(f.army.abilities) if f.army.front else [f.kind]
    if not names:
        return
    p, box = f.p, f.box("abilities")
    d = box.height() * 0.9
    font = f.label_font(float(f.spec["abilities"]["size"]))
    metrics = QFontMetricsF(font)
    gap, space = d * 0.3, d * 0.9
    labels = [face_word(f.deck, ICON_LABELS[n]) for n in names]
    widths = [d + gap + metrics.horizontalAdvance(label.upper()) * 1.08 for label in labels]
    x = box.center().x() - (sum(widths) + space * (len(names) - 1)) / 2
    p.save()
    p.setFont(font)
    for name, label, width in zip(names, labels, widths, strict=True):
        c = QPointF(x + d / 2, box.center().y())
        p.setPen(QPen(f.dark, d * 0.05))
        p.setBrush(f.colour)
        p.drawEllipse(c, d / 2, d / 2)
        draw_icon(p, name, c, d * 0.36, PAPER_WHITE)
        p.setPen(f.ink)
        p.drawText(QRectF(x + d + gap, box.top(), width - d - gap + 2, box.height()),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        x += width + space
    p.restore()


def draw_icon(p: QPainter, name: str, c: QPointF, r: float, colour: QColor) -> None:
    """An ability's or a terrain's pictogram in a circle of radius `r` round `c`."""

    def at(x: float, y: float) -> QPointF:
        return QPointF(c.x() + x * r, c.y() + y * r)

    p.save()
    p.setPen(_pen(colour, r * 0.22))
    p.setBrush(Qt.BrushStyle.NoBrush)
    if name == "pursuit":  # two chevrons forward: after the beaten enemy
        for dy in (-0.35, 0.35):
            chevron = QPainterPath(at(-0.7, dy + 0.35))
            chevron.lineTo(at(0.0, dy - 0.35))
            chevron.lineTo(at(0.7, dy + 0.35))
            p.drawPath(chevron)
    elif name == "flanking":  # up past the end of the enemy's line and into its side
        p.drawLine(at(-0.95, -0.5), at(-0.25, -0.5))
        hook = QPainterPath(at(0.35, 0.95))
        hook.cubicTo(at(0.9, 0.5), at(0.95, -0.5), at(0.6, -0.5))
        p.drawPath(hook)
        head = QPainterPath(at(0.05, -0.5))
        head.lineTo(at(0.65, -0.85))
        head.lineTo(at(0.65, -0.15))
        head.closeSubpath()
        p.setBrush(colour)
        p.setPen(_pen(colour, r * 0.08))
        p.drawPath(head)
    elif name == "skirmishers":  # a loose screen: pieces in open order
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        for x, y in ((-0.62, -0.5), (0.1, -0.62), (0.7, -0.2), (-0.3, 0.2), (0.42, 0.6), (-0.75, 0.72)):
            p.drawEllipse(at(x, y), r * 0.19, r * 0.19)
    elif name == "reserve":  # up from behind to the front
        p.drawLine(at(-0.8, 0.8), at(0.8, 0.8))
        p.drawLine(at(0.0, 0.5), at(0.0, -0.5))
        head = QPainterPath(at(0.0, -0.95))
        head.lineTo(at(0.5, -0.35))
        head.lineTo(at(-0.5, -0.35))
        head.closeSubpath()
        p.setBrush(colour)
        p.setPen(_pen(colour, r * 0.08))
        p.drawPath(head)
    elif name == "woods":
        draw_tree(p, at(0.0, 0.1), r * 1.8, colour)
    elif name == "open":
        p.drawLine(at(-0.9, 0.55), at(0.9, 0.55))
        for dx in (-0.45, 0.45):
            p.drawLine(at(dx, 0.5), at(dx - 0.25, -0.2))
            p.drawLine(at(dx, 0.5), at(dx, -0.5))
            p.drawLine(at(dx, 0.5), at(dx + 0.25, -0.2))
    p.restore()


def draw_back(p: QPainter, trim: QRectF, style: Mapping[str, Any], bleed: float, rounded: bool) -> None:
    """The one back of every army: a round shield on two crossed spears, and the game's name at
    the foot and, turned, at the head, so a card held upside down gives nothing away."""
    ink = back_paper(p, trim, style, bleed, rounded)
    paper = QColor(style["paper"])
    w, h = trim.width(), trim.height()
    for inset, width in ((0.07, 0.018), (0.1, 0.006)):
        p.setPen(QPen(ink, max(w * width, 0.4)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(trim.adjusted(w * inset, w * inset, -w * inset, -w * inset), w * 0.04, w * 0.04)
    c = trim.center()
    p.save()
    # two spears crossed behind the shield, a head at each end, towards the corners
    length = h * 0.34
    for sign in (1, -1):
        p.save()
        p.translate(c)
        p.rotate(sign * 34)
        p.setPen(_pen(ink, w * 0.02))
        p.drawLine(QPointF(0, -length), QPointF(0, length))
        p.setPen(_pen(ink, w * 0.006))
        p.setBrush(ink)
        for end in (-1, 1):
            tip, base = end * (length + w * 0.11), end * (length - w * 0.02)
            head = QPainterPath(QPointF(0, tip))
            head.lineTo(QPointF(w * 0.035, end * (length + w * 0.02)))
            head.lineTo(QPointF(0, base))
            head.lineTo(QPointF(-w * 0.035, end * (length + w * 0.02)))
            head.closeSubpath()
            p.drawPath(head)
        p.restore()
    r = w * 0.27
    bronze = mix(paper, ink, 0.55)
    p.setPen(_pen(ink, w * 0.02))
    p.setBrush(bronze)
    p.drawEllipse(c, r, r)
    p.setPen(_pen(paper, w * 0.008))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r * 0.84, r * 0.84)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(paper)
    for i in range(12):  # rivets round the rim
        p.save()
        p.translate(c)
        p.rotate(i * 30)
        p.drawEllipse(QPointF(0, -r * 0.92), w * 0.012, w * 0.012)
        p.restore()
    p.setPen(_pen(paper, w * 0.01))
    p.setBrush(ink)
    p.drawEllipse(c, r * 0.3, r * 0.3)  # the boss
    p.restore()
    name = str(style.get("label", ""))
    if name:
        font = card_font("EB Garamond", h * 0.046, bold=bold_for(name, "EB Garamond"))
        font.setCapitalization(QFont.Capitalization.AllUppercase)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 125)
        p.setFont(font)
        plate = QRectF(trim.left() + w * 0.19, c.y() + r + h * 0.045, w * 0.62, h * 0.072)
        for turn in (0, 180):  # once each way up: the back has no top and bottom
            p.save()
            p.translate(c)
            p.rotate(turn)
            p.translate(-c)
            # a plate over the spears, so the name never tangles with them
            p.setPen(QPen(ink, max(w * 0.008, 0.4)))
            p.setBrush(paper.darker(115))
            p.drawRoundedRect(plate, plate.height() * 0.25, plate.height() * 0.25)
            p.setPen(ink)
            p.drawText(plate, Qt.AlignmentFlag.AlignCenter, name)
            p.restore()
