"""Ready...Fence!'s card faces and backs, drawn from each card's `rules` data.

The boxes are `[layout.ready-fence]` in layouts.toml. Nothing here knows a card by name: the face
is its colour group, speed, stamina cost, mode icons, group line, target and text.

Why the face looks as it does:
- the colour group decides every play (red opens, dark blue parries, light blue counters, orange
  rides on another card), so the colour fills a band across the top and a frame round the text;
  a two-colour card splits both on a slant, first colour left and second right, so the two halves
  show even when the card is drawn 90 px high;
- the speed decides the phrase, so it is the biggest thing on the card: a paper-white numeral
  on a dark disc at the top left, the corner a fanned hand leaves visible. The two yellow
  Straight Thrusts print theirs in yellow, as the rulebook's setup card does. Orange cards have
  no speed of their own and show what they add ("+1"); the Joker shows a star, the Feint a dash;
- the stamina cost sits in a water drop (the rulebook's stamina indicator is a water bottle), 0
  included, so a free card says so rather than looking unprinted;
- the mode icons are the rulebook's: T and B in small circles; a card without them is used in
  the advanced game only, as on the printed cards, so nothing is added for it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from engine.core.card_languages import face_word
from engine.core.cards import Card, Deck, layouts
from gui.cardface.fonts import card_font
from gui.cardface.render import (
    TextOverflow,
    _box,
    _paper,
    back_paper,
    draw_fitted,
    fittedcard_font,
    within_edge,
)
from gui.theme import contrast

Spec = Mapping[str, Any]
PAPER_WHITE = QColor("#fbf8f0")
# each colour group's blade in the art: its angle (degrees, 0 points right, negative rises) says
# what the action does: red lunges forward, dark blue lifts the blade to parry, light blue holds
# the point in line to stop, orange angles the wrist
BLADE_ANGLES = {"red": -12.0, "dark": -38.0, "light": 4.0, "orange": -24.0, "gold": -40.0}


def _layout() -> dict[str, Any]:
    return dict(layouts()["layout"]["ready-fence"])


def colour_names(card: Card) -> list[str]:
    """The card's colour group as its one or two colours, first (left) colour first."""
    return str(card.rules.get("colour", "red")).split("/")


def colours(card: Card) -> list[QColor]:
    palette = _layout()["colours"]
    return [QColor(palette[name]) for name in colour_names(card)]


def speed_label(card: Card) -> str:
    """What the speed disc says: the speed, an orange card's bonus, or a dash (the Feint).
    The Joker's disc holds a drawn star instead (no text)."""
    if card.value is not None:
        return str(card.value)
    bonus = int(card.rules.get("bonus", 0))
    if bonus:
        return f"+{bonus}"
    return "" if card.rules.get("kind") == "joker" else "—"


def speed_disc(trim: QRectF) -> tuple[QPointF, float]:
    """Centre and radius of the speed disc (tests sample its numeral)."""
    box = _box(trim, _layout()["speed"])
    return box.center(), min(box.width(), box.height()) / 2


def split_line(trim: QRectF, bleed: float = 0.0) -> tuple[QPointF, QPointF]:
    """Where a two-colour card changes colour: top and bottom points, run on into the bleed."""
    split = _layout()["split"]
    top, bottom = float(split["top"]), float(split["bottom"])
    slope = (bottom - top) * trim.width() / trim.height()  # x per unit of y
    x_top = trim.left() + top * trim.width() - slope * bleed
    x_bottom = trim.left() + bottom * trim.width() + slope * bleed
    return QPointF(x_top, trim.top() - bleed), QPointF(x_bottom, trim.bottom() + bleed)


def _pen(colour: QColor, width: float) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)


def _fill(colour: QColor, area: QRectF, gold: bool) -> QBrush:
    """A flat colour, or for gold a sheen corner to corner so it reads as metal, not mustard."""
    if not gold:
        return QBrush(colour)
    gradient = QLinearGradient(area.topLeft(), area.bottomRight())
    gradient.setColorAt(0, colour.lighter(135))
    gradient.setColorAt(0.5, colour)
    gradient.setColorAt(1, colour.darker(125))
    return QBrush(gradient)


class _Face:
    """One face being drawn: the painter, trim box, layout and the fitting of its text."""

    def __init__(self, p: QPainter, trim: QRectF, card: Card, deck: Deck, bleed: float) -> None:
        self.p, self.trim, self.card, self.deck, self.bleed = p, trim, card, deck, bleed
        self.spec = _layout()
        self.ink = QColor(self.spec["ink"])
        self.paper = QColor(self.spec["paper"])
        self.colours = colours(card)
        self.gold = colour_names(card) == ["gold"]
        self.title_font, self.body_font = str(self.spec["title_font"]), str(self.spec["body_font"])
        self.w, self.h = trim.width(), trim.height()

    def box(self, name: str) -> QRectF:
        return _box(self.trim, self.spec[name])

    def text(self, part: str, text: str, family: str, bold: bool = False, italic: bool = False,
             colour: QColor | None = None, caps: bool = False) -> None:
        """Fit `text` in the part's box (shrinking to its min_size) or raise TextOverflow."""
        spec, box = self.spec[part], self.box(part)
        font = fittedcard_font(text, box, family, spec["size"], spec.get("min_size", spec["size"]), self.h,
                               bold)
        if font is None:
            raise TextOverflow(self.deck, self.card, part)
        font.setItalic(italic)
        draw_fitted(self.p, box, text, font, colour or self.ink, caps, 108)


def draw_face(p: QPainter, trim: QRectF, card: Card, deck: Deck, bleed: float, rounded: bool) -> None:
    """Draw a Ready...Fence! card with its trim box on `trim`."""
    f = _Face(p, trim, card, deck, bleed)
    outer = trim.adjusted(-bleed, -bleed, bleed, bleed)
    _paper(p, trim, f.paper, f.ink, bleed, rounded)
    with within_edge(p, trim, f.ink, bleed, rounded):  # the ground runs to the card's own edge
        _ground(f, outer)
        _panel(f)
        _speed(f)
        _stamina(f)
        if card.rules.get("group"):
            f.text("group", face_word(deck, str(card.rules["group"])), f.body_font, bold=True,
                   colour=f.colours[0].darker(150), caps=True)
        # regular, not bold: the shipped EB Garamond 12 Bold has no accented letters (Flèche)
        f.text("title", card.name, f.title_font)
        if card.rules.get("target"):
            f.text("target", face_word(deck, f"to the {card.rules['target']}"), f.title_font, italic=True,
                   colour=f.colours[-1].darker(140))
        _art(f)
        if card.text:
            f.text("text", card.text, f.body_font)
        _modes(f)


def _ground(f: _Face, outer: QRectF) -> None:
    """The card's colour over the whole card and its bleed; two colours split on the slant."""
    p = f.p
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_fill(f.colours[0], outer, f.gold))
    p.drawRect(outer)
    if len(f.colours) > 1:
        top, bottom = split_line(f.trim, f.bleed)
        right = QPainterPath(top)
        right.lineTo(QPointF(outer.right(), top.y()))
        right.lineTo(QPointF(outer.right(), bottom.y()))
        right.lineTo(bottom)
        right.closeSubpath()
        p.setBrush(f.colours[1])
        p.drawPath(right)
        # a thin paper line along the cut, so the two colours never blur into one in greyscale
        p.setPen(_pen(PAPER_WHITE, max(f.w * 0.008, 0.4)))
        p.drawLine(top, bottom)
    p.restore()


def _panel(f: _Face) -> QRectF:
    """The cream panel the text sits on, framed by the card's colour."""
    frame = f.spec["frame"]["w"] * f.w
    band = f.spec["band"]["h"] * f.h
    panel = QRectF(f.trim.left() + frame, f.trim.top() + band, f.w - 2 * frame, f.h - band - frame)
    f.p.save()
    f.p.setPen(_pen(f.colours[0].darker(150), max(f.w * 0.006, 0.4)))
    f.p.setBrush(f.paper)
    f.p.drawRoundedRect(panel, frame * 0.8, frame * 0.8)
    f.p.restore()
    return panel


def _speed(f: _Face) -> None:
    """The speed on its dark disc: white, yellow on the yellow cards, a star on the Joker."""
    p = f.p
    centre, r = speed_disc(f.trim)
    p.save()
    p.setPen(_pen(PAPER_WHITE, r * 0.09))
    p.setBrush(QColor(f.spec["disc"]))
    p.drawEllipse(centre, r * 0.95, r * 0.95)
    ink = QColor(f.spec["yellow"]) if f.card.rules.get("yellow") else PAPER_WHITE
    label = speed_label(f.card)
    if not label:
        _star(p, centre, r * 0.62, QColor(f.spec["colours"]["gold"]).lighter(125))
        p.restore()
        return
    size = float(f.spec["speed"]["size"]) * f.h
    font = card_font(f.body_font, size, bold=True)
    while QFontMetricsF(font).horizontalAdvance(label) > r * 1.45 and font.pixelSize() > 3:
        font.setPixelSize(font.pixelSize() - 1)  # "+1" and "10" step down inside the disc
    p.setFont(font)
    p.setPen(ink)
    _centred(p, label, centre)
    p.restore()


def _centred(p: QPainter, text: str, centre: QPointF) -> None:
    """`text` in the painter's font centred on `centre` by its capitals' height, not the font's
    line height, so a numeral sits in the middle of its disc or drop."""
    metrics = QFontMetricsF(p.font())
    left = centre.x() - metrics.horizontalAdvance(text) / 2
    p.drawText(QPointF(left, centre.y() + metrics.capHeight() / 2), text)


def _star(p: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    star = QPainterPath()
    for i in range(10):
        a = math.radians(-90 + 36 * i)
        rr = r if i % 2 == 0 else r * 0.42
        point = QPointF(c.x() + rr * math.cos(a), c.y() + rr * math.sin(a))
        if i == 0:
            star.moveTo(point)
        else:
            star.lineTo(point)
    star.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(star)


def water_drop(box: QRectF) -> QPainterPath:
    """A drop of water standing in `box`: a round belly with a point at the top."""
    r = min(box.width() / 2, box.height() * 0.36)
    c = QPointF(box.center().x(), box.bottom() - r)
    tip = QPointF(c.x(), box.top())
    drop = QPainterPath(tip)
    # the sides leave the tip and meet the belly where its tangents point back to the tip
    drop.cubicTo(QPointF(c.x() + r * 0.25, tip.y() + (c.y() - tip.y()) * 0.35),
                 QPointF(c.x() + r, c.y() - r * 0.55), QPointF(c.x() + r, c.y()))
    drop.arcTo(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 0, -180)
    drop.cubicTo(QPointF(c.x() - r, c.y() - r * 0.55),
                 QPointF(c.x() - r * 0.25, tip.y() + (c.y() - tip.y()) * 0.35), tip)
    drop.closeSubpath()
    return drop


def _stamina(f: _Face) -> None:
    """The stamina cost in SP, in a white water drop (the stamina indicator is a water bottle)."""
    p = f.p
    spec = f.spec["stamina"]
    box = f.box("stamina")
    water = QColor(f.spec["water"])
    label_h = float(spec["label"]) * f.h
    drop_box = QRectF(box.left(), box.top(), box.width(), box.height() - label_h * 1.15)
    drop = water_drop(drop_box)
    p.save()
    p.setPen(_pen(water, max(f.w * 0.012, 0.5)))
    p.setBrush(PAPER_WHITE)
    p.drawPath(drop)
    belly = drop.boundingRect()
    r = min(belly.width() / 2, drop_box.height() * 0.36)
    centre = QPointF(belly.center().x(), belly.bottom() - r)
    font = card_font(f.body_font, float(spec["size"]) * f.h, bold=True)
    p.setFont(font)
    p.setPen(water)
    _centred(p, str(int(f.card.rules.get("stamina", 0))), centre)
    # "SP" under the drop, on the band: paper-white or ink, whichever the band sets off better
    band = f.colours[-1]
    small = card_font(f.body_font, label_h, bold=True)
    p.setFont(small)
    p.setPen(max((PAPER_WHITE, f.ink), key=lambda ink: contrast(ink, band)))
    p.drawText(QRectF(box.left(), box.bottom() - label_h, box.width(), label_h * 1.1),
               Qt.AlignmentFlag.AlignCenter, face_word(f.deck, "SP"))
    p.restore()


def _modes(f: _Face) -> None:
    """The rulebook's game icons: T (tutorial) and B (basic) in small circles, left to right."""
    icons = [m for m in ("T", "B") if m in f.card.rules.get("icons", [])]
    if not icons:
        return
    p, box = f.p, f.box("modes")
    d = box.height()
    p.save()
    font = card_font(f.body_font, float(f.spec["modes"]["size"]) * f.h, bold=True)
    p.setFont(font)
    for i, mode in enumerate(icons):
        circle = QRectF(box.left() + i * d * 1.25, box.top(), d, d)
        p.setPen(_pen(f.ink, max(d * 0.08, 0.4)))
        p.setBrush(f.paper)
        p.drawEllipse(circle.adjusted(d * 0.04, d * 0.04, -d * 0.04, -d * 0.04))
        p.setPen(f.ink)
        p.drawText(circle, Qt.AlignmentFlag.AlignCenter, mode)
    p.restore()


# --- art -----------------------------------------------------------------------------------------------
def epee(length: float) -> tuple[QPainterPath, QPainterPath]:
    """An épée lying along +x, hilt at -length/2 and point at +length/2: (blade, hilt) paths.

    Pommel, the straight French grip, the bell guard seen from the side (a shallow dish facing
    the point), then the triangular blade tapering to the button."""
    s = length
    blade = QPainterPath(QPointF(-0.33 * s, -0.014 * s))
    blade.lineTo(QPointF(0.485 * s, -0.004 * s))
    blade.lineTo(QPointF(0.485 * s, 0.004 * s))
    blade.lineTo(QPointF(-0.33 * s, 0.014 * s))
    blade.closeSubpath()
    blade.addEllipse(QPointF(0.49 * s, 0), 0.009 * s, 0.009 * s)  # the button (point d'arrêt)
    hilt = QPainterPath()
    guard = QPainterPath(QPointF(-0.35 * s, -0.11 * s))
    guard.quadTo(QPointF(-0.27 * s, -0.1 * s), QPointF(-0.25 * s, 0))
    guard.quadTo(QPointF(-0.27 * s, 0.1 * s), QPointF(-0.35 * s, 0.11 * s))
    guard.closeSubpath()
    hilt.addPath(guard)
    hilt.addRoundedRect(QRectF(-0.47 * s, -0.02 * s, 0.13 * s, 0.04 * s), 0.01 * s, 0.01 * s)
    hilt.addEllipse(QPointF(-0.485 * s, 0), 0.024 * s, 0.024 * s)
    return blade, hilt


def draw_epee(p: QPainter, centre: QPointF, length: float, angle: float, colour: QColor,
              ink: QColor) -> None:
    """An épée centred on `centre`, turned `angle` degrees: blade in `colour`, hilt in `ink`."""
    blade, hilt = epee(length)
    p.save()
    p.translate(centre)
    p.rotate(angle)
    p.setPen(_pen(ink, length * 0.006))
    p.setBrush(colour)
    p.drawPath(blade)
    p.setBrush(ink)
    p.drawPath(hilt)
    p.restore()


def _art(f: _Face) -> None:
    """One épée in the card's colour, held as its group fences; two crossed for a two-colour
    card; the Joker's pair crossed in gold behind a star."""
    p, box = f.p, f.box("art")
    names = colour_names(f.card)
    c = box.center()
    p.save()
    p.setClipRect(box.adjusted(-f.w * 0.02, 0, f.w * 0.02, 0), Qt.ClipOperation.IntersectClip)
    # a faint strip under the blades: the piste
    floor = box.bottom() - box.height() * 0.08
    p.setPen(_pen(f.paper.darker(118), max(f.h * 0.006, 0.4)))
    margin = box.width() * 0.05
    p.drawLine(QPointF(box.left() + margin, floor), QPointF(box.right() - margin, floor))
    for x in (0.32, 0.68):  # the on-guard lines
        p.drawLine(QPointF(box.left() + box.width() * x, floor - box.height() * 0.04),
                   QPointF(box.left() + box.width() * x, floor + box.height() * 0.04))
    length = min(box.width(), box.height() * 2.2)
    if len(names) > 1 or names == ["gold"]:
        second = f.colours[-1]
        draw_epee(p, QPointF(c.x(), c.y() - box.height() * 0.04), length * 0.95, -28, f.colours[0], f.ink)
        draw_epee(p, QPointF(c.x(), c.y() - box.height() * 0.04), length * 0.95, 180 + 28, second, f.ink)
        if names == ["gold"]:
            star_at = QPointF(c.x(), c.y() - box.height() * 0.26)
            _star(p, star_at, box.height() * 0.2, f.colours[0].darker(115))
    else:
        angle = BLADE_ANGLES.get(names[0], 0.0)
        # a steep blade is shorter in the box's height
        fit = box.height() * 0.92 / max(abs(math.sin(math.radians(angle))), 1e-6)
        draw_epee(p, c, min(length, fit), angle, f.colours[0], f.ink)
    p.restore()


# --- the back ------------------------------------------------------------------------------------------
STRIP_SECTIONS = 10
ON_GUARD = (3, 6)  # the sections the fencers come on guard in (0-based), the bold lines


def draw_back(p: QPainter, trim: QRectF, style: Mapping[str, Any], bleed: float, rounded: bool) -> None:
    """The back: the fencing strip down the middle, in ten sections with its on-guard lines, and
    two crossed épées in a medallion. Turned half a turn it looks the same but for the name, so
    a card held upside down gives nothing away."""
    ink = back_paper(p, trim, style, bleed, rounded)
    paper = QColor(style["paper"])
    w, h = trim.width(), trim.height()
    p.save()
    inset = w * 0.07
    inner = trim.adjusted(inset, inset, -inset, -inset)
    clip = QPainterPath()
    clip.addRoundedRect(inner, w * 0.04, w * 0.04)
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    piste_colour = QColor(style.get("piste", "#c9ccc9"))
    strip = QRectF(trim.center().x() - w * 0.2, inner.top(), w * 0.4, inner.height())
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(piste_colour)
    p.drawRect(strip)
    section = strip.height() / STRIP_SECTIONS
    # the run-off ends a shade darker (both the same, so the back has no up and down)
    p.setBrush(piste_colour.darker(125))
    p.drawRect(QRectF(strip.left(), strip.top(), strip.width(), section))
    p.drawRect(QRectF(strip.left(), strip.bottom() - section, strip.width(), section))
    lines = QPainterPath()
    for i in range(1, STRIP_SECTIONS):
        y = strip.top() + i * section
        lines.moveTo(QPointF(strip.left(), y))
        lines.lineTo(QPointF(strip.right(), y))
    line_colour = paper.lighter(150)
    p.setPen(_pen(line_colour, max(w * 0.006, 0.3)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(lines)
    # the on-guard lines: the centre-side edge of each on-guard section, bold
    p.setPen(QPen(paper, max(w * 0.02, 0.5)))
    for i in (ON_GUARD[0] + 1, ON_GUARD[1]):
        y = strip.top() + i * section
        p.drawLine(QPointF(strip.left(), y), QPointF(strip.right(), y))
    p.setPen(_pen(paper, max(w * 0.008, 0.4)))
    p.drawLine(QPointF(strip.left(), strip.top()), QPointF(strip.left(), strip.bottom()))
    p.drawLine(QPointF(strip.right(), strip.top()), QPointF(strip.right(), strip.bottom()))
    p.restore()
    for ins, width in ((0.07, 0.018), (0.1, 0.006)):
        p.setPen(QPen(ink, max(w * width, 0.4)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(trim.adjusted(w * ins, w * ins, -w * ins, -w * ins), w * 0.04, w * 0.04)
    # the medallion: two épées crossed point up, as fencers salute
    c = trim.center()
    r = w * 0.3
    p.save()
    p.setPen(_pen(ink, w * 0.018))
    p.setBrush(paper)
    p.drawEllipse(c, r, r)
    p.setPen(_pen(ink, w * 0.006))
    p.drawEllipse(c, r * 0.88, r * 0.88)
    for angle in (-90 + 38, -90 - 38):
        draw_epee(p, c, r * 1.7, angle, ink, ink)
    p.restore()
    name = str(style.get("label", ""))
    if name:
        font = card_font("EB Garamond", h * 0.05, bold=True)
        font.setItalic(True)
        p.setFont(font)
        metrics = QFontMetricsF(font)
        plate = QRectF(0, 0, metrics.horizontalAdvance(name) + w * 0.08, h * 0.07)
        plate.moveCenter(QPointF(c.x(), c.y() + r + h * 0.08))
        p.setPen(_pen(ink, w * 0.008))
        p.setBrush(paper)
        p.drawRoundedRect(plate, plate.height() * 0.3, plate.height() * 0.3)
        p.setPen(ink)
        p.drawText(plate, Qt.AlignmentFlag.AlignCenter, name)
