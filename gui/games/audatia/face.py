"""Audatia's card faces and backs: every symbol drawn from the card's `rules` data.

The symbol model is docs/rules/audatia.md; the boxes are `[layout.audatia]` in layouts.toml,
one table per card type. Nothing here knows a card by name: a face changes when its data does.

Where the symbols sit, and why:
- the type band across the top, in the type colour, so a hand sorts itself at a glance;
- a Strike's Seven Swords in the bottom-right corner (where the rulebook puts it), its own line
  dark; its upside-down Seven Swords (`parried_by`) on a dark medallion at the top right, turned
  so the opponent, who sits across the table, reads it the right way up;
- a Strike's half Sun is cut by the TOP edge, centred: the fencers sit face to face, so a blow
  and its parry meet top edge to top edge and the two halves make one circle. A disc half and a
  rays half make the whole Sun (a golden disc in its rays); two of a kind leave it hollow or bare;
- a Remedy's or Counter's Moon-and-Night halves are cut by the RIGHT edge (inside) and the LEFT
  edge (outside), in the upper part for high and the lower part for low, so cards laid side by
  side complete them;
- the Basic mark is a folded lower-left corner with a B, as the rulebook describes it.
Symbols that touch an edge run on into the bleed, so a cut a little off still shows a clean half.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from engine.core.card_languages import face_word
from engine.core.cards import Card, Deck, layouts
from engine.games.audatia.cards import LINE_NAMES  # Fiore's names, the same in every language
from gui.cardface.fonts import bold_for, card_font
from gui.cardface.render import TextOverflow, _box, _paper, back_paper, fittedcard_font, within_edge

# Where each blow comes from, seen by the fencer who holds the card (x right, y down): mandritti
# from his right, roversi from his left, fendenti falling, sottani rising, the punta from below
# into the centre, as on Fiore's segno of the seven swords.
_S = math.sqrt(0.5)
DIRECTIONS: dict[str, tuple[float, float]] = {
    "mf": (_S, -_S), "rf": (-_S, -_S), "mm": (1.0, 0.0), "rm": (-1.0, 0.0),
    "ms": (_S, _S), "rs": (-_S, _S), "p": (0.0, 1.0),
}
TYPE_LABELS = {
    "posta": "Posta", "strike": "Strike", "remedy": "Streto Remedy", "counter": "Counter-Remedy",
    "skill": "Skill", "virtue": "Virtue", "side": "Streto Side",
}
FLAGS = (("attack", "Attack"), ("parry", "Parry"), ("counter", "Counter"), ("break", "Break"),
         ("exchange", "Exchange"))
# Fiore's segno: each virtue an animal with the thing it carries; the thing is the icon we draw
VIRTUE_ANIMALS = {"audatia": "the Lion", "prudentia": "the Lynx", "celeritas": "the Tiger",
                  "fortitudo": "the Elephant"}
VIRTUE_COLOURS = {"audatia": "#a8322a", "prudentia": "#2f5a8a", "celeritas": "#2c7352",
                  "fortitudo": "#7a5a24"}
EFFECT_LABELS = {"feint": "Feint", "avoid": "Avoid", "study": "Study", "virtue": "Virtue"}

GOLD, GOLD_DARK = QColor("#e0b13a"), QColor("#8a6412")
MOON_SKY, MOON = QColor("#c9d3dc"), QColor("#fbf3d2")
NIGHT = QColor("#1d2440")
# the Seven Swords: dark blades on a light medallion (the card's own), gold on a dark one (the
# opponent's, upside down): the two never read alike, in colour or in greyscale print
LIGHT_FACE, LIGHT_ON, LIGHT_OFF = QColor("#fbf7ec"), QColor("#2a2320"), QColor("#d5cbb6")
DARK_FACE, DARK_ON, DARK_OFF = QColor("#2a2320"), QColor("#f0c64e"), QColor("#5e554b")

Spec = Mapping[str, Any]


@dataclass(frozen=True)
class Medallion:
    """One Seven Swords on a face: centre and radius (painter units), lines shown, turned."""

    centre: QPointF
    radius: float
    lines: frozenset[str]
    turned: bool


def _layout() -> dict[str, Any]:
    return dict(layouts()["layout"]["audatia"])


def type_spec(layout: Mapping[str, Any], card_type: str) -> dict[str, Any]:
    """The card type's boxes over the layout's defaults (title, text …)."""
    spec = {k: v for k, v in layout.items() if k != "types"}
    spec.update(layout.get("types", {}).get(card_type, {}))
    return spec


def _medallion_of(box: QRectF) -> tuple[QPointF, float]:
    return box.center(), min(box.width(), box.height()) / 2


def medallions(trim: QRectF, card: Card) -> list[Medallion]:
    """The Seven Swords `card` shows, where `draw_face` puts them (tests sample their blades)."""
    spec = type_spec(_layout(), card.type)
    rules = card.rules
    out = []
    if card.type == "strike":
        c, r = _medallion_of(_box(trim, spec["swords"]))
        out.append(Medallion(c, r, frozenset([rules["line"]]), False))
        c, r = _medallion_of(_box(trim, spec["parried"]))
        out.append(Medallion(c, r, frozenset(rules["parried_by"]), True))
    elif card.type == "posta":
        both = rules.get("attackable_by") is not None
        c, r = _medallion_of(_box(trim, spec["swords_pair" if both else "swords"]))
        out.append(Medallion(c, r, frozenset(rules["attacks"]), False))
        if both:
            c, r = _medallion_of(_box(trim, spec["attackable"]))
            out.append(Medallion(c, r, frozenset(rules["attackable_by"]), True))
    return out


def blade_point(m: Medallion, line: str, t: float = 0.45) -> QPointF:
    """The point on `line`'s blade a fraction `t` of the radius out from the centre."""
    dx, dy = DIRECTIONS[line]
    if m.turned:
        dx, dy = -dx, -dy
    return QPointF(m.centre.x() + dx * m.radius * t, m.centre.y() + dy * m.radius * t)


# --- the face ----------------------------------------------------------------------------------------
class _Face:
    """One face being drawn: the painter, trim box and the fitting of every bit of text."""

    def __init__(self, p: QPainter, trim: QRectF, card: Card, deck: Deck, bleed: float) -> None:
        self.p, self.trim, self.card, self.deck, self.bleed = p, trim, card, deck, bleed
        layout = _layout()
        self.spec = type_spec(layout, card.type)
        self.ink = QColor(layout["ink"])
        self.paper = QColor(layout["paper"])
        self.colour = QColor(layout["type_colours"].get(card.type, layout["ink"]))
        self.title_font, self.body_font = str(layout["title_font"]), str(layout["body_font"])
        self.w, self.h = trim.width(), trim.height()

    def box(self, name: str) -> QRectF:
        return _box(self.trim, self.spec[name])

    def word(self, english: str) -> str:
        """A fixed word of the face (layouts.toml's `words`) in the deck's language."""
        return face_word(self.deck, english)

    def text(self, part: str, text: str, box: QRectF, spec: Spec, family: str, bold: bool = False,
             colour: QColor | None = None, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
             italic: bool = False) -> None:
        """Fit `text` in `box` (shrinking to the spec's min_size) or raise TextOverflow."""
        font = fittedcard_font(text, box, family, spec["size"], spec.get("min_size", spec["size"]),
                               self.h, bold)
        if font is None:
            raise TextOverflow(self.deck, self.card, part)
        font.setItalic(italic)
        self.p.setFont(font)
        self.p.setPen(colour or self.ink)
        flags = align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        self.p.drawText(box, flags, text)

    def part(self, part: str, text: str, bold: bool = False, italic: bool = False,
             colour: QColor | None = None) -> None:
        family = self.title_font if part == "title" else self.body_font
        spec = self.spec[part]
        align = Qt.AlignmentFlag.AlignLeft if spec.get("align") == "left" else Qt.AlignmentFlag.AlignHCenter
        self.text(part, text, self.box(part), spec, family, bold, colour, align, italic)

    def label(self, text: str, box: QRectF, size: float, colour: QColor, bold: bool = True,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> None:
        """A short label at a fixed size (a fraction of the card height), never wrapped."""
        font = card_font(self.body_font, size * self.h, bold)
        font.setCapitalization(QFont.Capitalization.AllUppercase)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 106)
        while QFontMetricsF(font).horizontalAdvance(text.upper()) > box.width() and font.pixelSize() > 3:
            font.setPixelSize(font.pixelSize() - 1)  # long labels step down rather than spill
        self.p.setFont(font)
        self.p.setPen(colour)
        self.p.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, text)


def draw_face(p: QPainter, trim: QRectF, card: Card, deck: Deck, bleed: float, rounded: bool) -> None:
    """Draw an Audatia card (any type) with its trim box on `trim`."""
    f = _Face(p, trim, card, deck, bleed)
    _paper(p, trim, f.paper, f.ink, bleed, rounded)
    outer = trim.adjusted(-bleed, -bleed, bleed, bleed)
    with within_edge(p, trim, f.ink, bleed, rounded):  # edge symbols are cut by the card's own edge
        _frame(f, outer)
        drawer = {"strike": _strike, "posta": _posta, "remedy": _moon, "counter": _moon, "skill": _skill,
                  "virtue": _virtue, "side": _side}.get(card.type, _plain)
        drawer(f)
        if card.rules.get("basic"):
            _basic_mark(f)


def _frame(f: _Face, outer: QRectF) -> None:
    """The type band across the top (into the bleed) with its label, and a fine inner frame."""
    p, trim = f.p, f.trim
    band_h = f.spec["band"]["h"] * f.h
    band = QRectF(outer.left(), outer.top(), outer.width(), trim.top() - outer.top() + band_h)
    p.fillRect(band, f.colour)
    p.fillRect(QRectF(outer.left(), band.bottom() - band_h * 0.06, outer.width(), band_h * 0.06),
               f.colour.darker(140))
    inset = f.w * 0.045
    p.setPen(QPen(f.colour, max(f.w * 0.006, 0.4)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(QRectF(trim.left() + inset, trim.top() + band_h + inset * 0.6,
                             f.w - 2 * inset, f.h - band_h - inset * 1.6), inset, inset)
    label = f.word(TYPE_LABELS[f.card.type]) if f.card.type in TYPE_LABELS else f.card.type.title()
    f.label(label, QRectF(trim.left() + f.w * 0.06, trim.top(), f.w * 0.5, band_h),
            f.spec["band"]["size"], QColor("#fbf3e0"), align=Qt.AlignmentFlag.AlignLeft)


def _plain(f: _Face) -> None:
    f.part("title", f.card.name, bold=True)
    if f.card.text:
        f.part("text", f.card.text)


# --- drawing helpers ---------------------------------------------------------------------------------
def _pen(colour: QColor, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.RoundCap) -> QPen:
    return QPen(colour, width, Qt.PenStyle.SolidLine, cap, Qt.PenJoinStyle.RoundJoin)


def seven_swords(p: QPainter, m: Medallion, ring: QColor) -> None:
    """Fiore's seven blows as blades pointing in to the centre; the lines in `m.lines` stand out.

    Upright it is read by the card's holder; turned (upside down) by the opponent across the table.
    """
    dark = m.turned
    face, on, off = (DARK_FACE, DARK_ON, DARK_OFF) if dark else (LIGHT_FACE, LIGHT_ON, LIGHT_OFF)
    r = m.radius
    p.save()
    p.setPen(_pen(ring, r * 0.07))
    p.setBrush(face)
    p.drawEllipse(m.centre, r * 0.96, r * 0.96)
    # the shown blades last, so they lie over the others at the centre
    for line in sorted(DIRECTIONS, key=lambda ln: ln in m.lines):
        _blade(p, m, line, on if line in m.lines else off, line in m.lines)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(on)
    p.drawEllipse(m.centre, r * 0.07, r * 0.07)
    p.restore()


def _blade(p: QPainter, m: Medallion, line: str, colour: QColor, shown: bool) -> None:
    dx, dy = DIRECTIONS[line]
    if m.turned:
        dx, dy = -dx, -dy
    r, c = m.radius, m.centre
    nx, ny = -dy, dx  # across the blade

    def at(t: float, s: float = 0.0) -> QPointF:
        return QPointF(c.x() + dx * r * t + nx * r * s, c.y() + dy * r * t + ny * r * s)

    half = 0.08 if shown else 0.05
    blade = QPainterPath(at(0.12))
    blade.lineTo(at(0.62, half))
    blade.lineTo(at(0.62, -half))
    blade.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPath(blade)
    guard = 0.18 if shown else 0.13
    p.setPen(_pen(colour, r * (0.075 if shown else 0.05)))
    p.drawLine(at(0.64, guard), at(0.64, -guard))
    p.drawLine(at(0.64), at(0.8))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(at(0.84), r * (0.06 if shown else 0.045), r * (0.06 if shown else 0.045))


def _sun(f: _Face, kind: str) -> None:
    """Half the Sun, cut by the top edge (see the module's note): `rays` or `disc`."""
    if kind not in ("rays", "disc"):
        return
    p = f.p
    c = QPointF(f.trim.center().x(), f.trim.top())
    r = f.spec["sun"]["r"] * f.w
    p.save()
    p.setPen(_pen(GOLD_DARK, r * 0.05))
    if kind == "disc":
        p.setBrush(GOLD)
        p.drawEllipse(c, r * 0.7, r * 0.7)
    else:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(GOLD, r * 0.08, Qt.PenStyle.SolidLine))
        p.drawEllipse(c, r * 0.55, r * 0.55)
        p.setPen(_pen(GOLD_DARK, r * 0.04))
        p.setBrush(GOLD)
        for i in range(16):
            a = math.pi * i / 8 + math.pi / 16
            ray = QPainterPath(QPointF(c.x() + math.cos(a) * r, c.y() + math.sin(a) * r))
            for t, da in ((0.68, 0.13), (0.68, -0.13)):
                ray.lineTo(QPointF(c.x() + math.cos(a + da) * r * t, c.y() + math.sin(a + da) * r * t))
            ray.closeSubpath()
            p.drawPath(ray)
    p.restore()


def _moon_half(p: QPainter, centre: QPointF, r: float, shape: str, inward: float) -> None:
    """A whole Moon-or-Night disc centred on an edge; the card's clip keeps the inner half.

    `inward` is +1 when the card lies to the right of the edge, -1 to the left. The moon is a light
    crescent on a pale sky; the night a dark disc with stars: two halves of one shape read as a
    pair, one of each as the whole Moon and Night.
    """
    p.save()
    p.setPen(_pen(QColor("#3a3a4a"), r * 0.05))
    if shape == "night":
        p.setBrush(NIGHT)
        p.drawEllipse(centre, r, r)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#f3e7b4"))
        for sx, sy, ss in ((0.45, -0.5, 0.09), (0.7, 0.05, 0.07), (0.35, 0.45, 0.08), (0.2, -0.05, 0.05)):
            _star(p, QPointF(centre.x() + inward * sx * r, centre.y() + sy * r), ss * r)
    else:
        p.setBrush(MOON_SKY)
        p.drawEllipse(centre, r, r)
        crescent = QPainterPath()
        crescent.addEllipse(QPointF(centre.x() + inward * 0.35 * r, centre.y()), r * 0.6, r * 0.6)
        bite = QPainterPath()
        bite.addEllipse(QPointF(centre.x() + inward * 0.58 * r, centre.y() - 0.16 * r), r * 0.5, r * 0.5)
        p.setPen(_pen(QColor("#9a8a4a"), r * 0.035))
        p.setBrush(MOON)
        p.drawPath(crescent.subtracted(bite))
    p.restore()


def _star(p: QPainter, c: QPointF, s: float) -> None:
    path = QPainterPath()
    for i in range(10):
        a = -math.pi / 2 + math.pi * i / 5
        rr = s if i % 2 == 0 else s * 0.42
        pt = QPointF(c.x() + math.cos(a) * rr, c.y() + math.sin(a) * rr)
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    p.drawPath(path)


def _arrow_head(path: QPainterPath, tip: QPointF, angle: float, size: float) -> None:
    for da in (2.6, -2.6):
        path.moveTo(tip)
        path.lineTo(QPointF(tip.x() + math.cos(angle + da) * size, tip.y() + math.sin(angle + da) * size))


def icon(p: QPainter, name: str, centre: QPointF, size: float, colour: QColor) -> None:
    """A small vector icon `size` across (half-width units in [-1, 1]), drawn in `colour`."""
    p.save()
    p.translate(centre)
    p.scale(size / 2, size / 2)
    stroke = _pen(colour, 0.16)
    p.setPen(stroke)
    p.setBrush(Qt.BrushStyle.NoBrush)
    path = QPainterPath()
    if name == "attack":  # a blade driven up and to the right
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        blade = QPainterPath(QPointF(0.85, -0.85))
        blade.lineTo(QPointF(-0.12, 0.0))
        blade.lineTo(QPointF(0.0, 0.12))
        blade.closeSubpath()
        p.drawPath(blade)
        p.setPen(stroke)
        path.moveTo(-0.4, -0.05)
        path.lineTo(0.05, 0.4)
        path.moveTo(-0.18, 0.18)
        path.lineTo(-0.62, 0.62)
        p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(-0.7, 0.7), 0.14, 0.14)
    elif name == "parry":  # a heater shield
        path.moveTo(-0.7, -0.75)
        path.lineTo(0.7, -0.75)
        path.cubicTo(0.7, 0.1, 0.4, 0.6, 0.0, 0.88)
        path.cubicTo(-0.4, 0.6, -0.7, 0.1, -0.7, -0.75)
        path.closeSubpath()
        p.drawPath(path)
        p.drawLine(QPointF(0, -0.75), QPointF(0, 0.8))
    elif name == "counter":  # a blow turned straight back: a U-turn arrow
        path.moveTo(0.55, 0.7)
        path.lineTo(0.55, -0.1)
        path.arcTo(QRectF(-0.55, -0.65, 1.1, 1.1), 0, 180)
        path.lineTo(-0.55, 0.55)
        _arrow_head(path, QPointF(-0.55, 0.7), math.pi / 2, 0.45)
        p.drawPath(path)
    elif name == "break":  # a blade snapped in two
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        upper = QPainterPath(QPointF(0.1, -0.95))
        upper.lineTo(QPointF(0.28, -0.2))
        upper.lineTo(QPointF(0.05, -0.28))
        upper.lineTo(QPointF(-0.02, -0.12))
        upper.closeSubpath()
        p.drawPath(upper)
        lower = QPainterPath(QPointF(-0.12, 0.02))
        lower.lineTo(QPointF(-0.05, -0.08))
        lower.lineTo(QPointF(0.12, 0.0))
        lower.lineTo(QPointF(0.1, 0.5))
        lower.lineTo(QPointF(-0.12, 0.5))
        lower.closeSubpath()
        p.drawPath(lower)
        p.setPen(stroke)
        p.drawLine(QPointF(-0.45, 0.52), QPointF(0.43, 0.52))
        p.drawLine(QPointF(0.0, 0.55), QPointF(0.0, 0.85))
        p.setPen(_pen(colour, 0.09))
        p.drawLine(QPointF(-0.3, -0.25), QPointF(-0.6, -0.45))
        p.drawLine(QPointF(0.35, 0.0), QPointF(0.7, 0.1))
    elif name == "exchange":  # two thrusts passing each other
        path.moveTo(-0.8, -0.32)
        path.lineTo(0.8, -0.32)
        _arrow_head(path, QPointF(0.8, -0.32), 0.0, 0.42)
        path.moveTo(0.8, 0.32)
        path.lineTo(-0.8, 0.32)
        _arrow_head(path, QPointF(-0.8, 0.32), math.pi, 0.42)
        p.drawPath(path)
    elif name == "cycle":  # two arrows chasing round a circle
        for start in (20, 200):
            arc = QPainterPath()
            arc.arcMoveTo(QRectF(-0.7, -0.7, 1.4, 1.4), start)
            arc.arcTo(QRectF(-0.7, -0.7, 1.4, 1.4), start, 140)
            end = math.radians(start + 140)
            tip = QPointF(0.7 * math.cos(end), -0.7 * math.sin(end))
            _arrow_head(arc, tip, -end - math.pi / 2, 0.4)
            p.drawPath(arc)
    elif name == "measure":  # out of measure: two fencers stepped apart
        path.moveTo(-0.15, 0.0)
        path.lineTo(-0.85, 0.0)
        _arrow_head(path, QPointF(-0.85, 0.0), math.pi, 0.38)
        path.moveTo(0.15, 0.0)
        path.lineTo(0.85, 0.0)
        _arrow_head(path, QPointF(0.85, 0.0), 0.0, 0.38)
        p.drawPath(path)
        p.setPen(_pen(colour, 0.1))
        p.drawLine(QPointF(0, -0.6), QPointF(0, 0.6))
    elif name == "over":  # the sword turned over the top of his
        p.drawLine(QPointF(-0.85, 0.55), QPointF(0.85, 0.55))
        path.moveTo(-0.6, 0.3)
        path.cubicTo(-0.5, -0.75, 0.5, -0.75, 0.6, 0.2)
        _arrow_head(path, QPointF(0.6, 0.2), math.radians(75), 0.4)
        p.drawPath(path)
    elif name == "feint":  # shown one way, struck another
        path.moveTo(-0.85, 0.6)
        path.lineTo(-0.2, -0.45)
        path.lineTo(0.15, 0.35)
        path.lineTo(0.8, -0.7)
        _arrow_head(path, QPointF(0.8, -0.7), math.atan2(-1.05, 0.65), 0.42)
        p.drawPath(path)
    elif name == "avoid":  # a step out of the blow's line
        p.setPen(_pen(colour, 0.1))
        p.drawLine(QPointF(-0.2, -0.9), QPointF(-0.2, 0.9))
        p.setPen(stroke)
        path.moveTo(-0.2, 0.6)
        path.cubicTo(0.3, 0.5, 0.7, 0.1, 0.7, -0.55)
        _arrow_head(path, QPointF(0.7, -0.55), -math.pi / 2, 0.38)
        p.drawPath(path)
    elif name == "study":  # two cards drawn
        p.setBrush(QColor(255, 255, 255, 0))
        p.drawRoundedRect(QRectF(-0.75, -0.55, 0.85, 1.25), 0.15, 0.15)
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(-0.1, -0.8, 0.85, 1.25), 0.15, 0.15)
    elif name == "turn":  # the half turn of the Streto Side card
        path.arcMoveTo(QRectF(-0.75, -0.75, 1.5, 1.5), 200)
        path.arcTo(QRectF(-0.75, -0.75, 1.5, 1.5), 200, -220)
        end = math.radians(-20)
        tip = QPointF(0.75 * math.cos(end), -0.75 * math.sin(end))
        _arrow_head(path, tip, -end + math.pi / 2, 0.42)
        p.drawPath(path)
    else:
        _virtue_icon(p, name, colour)
    p.restore()


def _virtue_icon(p: QPainter, virtue: str, colour: QColor) -> None:
    """What each virtue's animal carries on Fiore's segno: the lion's heart, the lynx's compasses,
    the tiger's arrow, the elephant's tower."""
    path = QPainterPath()
    if virtue == "audatia":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        path.moveTo(0, 0.85)
        path.cubicTo(-0.95, 0.15, -1.0, -0.55, -0.5, -0.75)
        path.cubicTo(-0.2, -0.88, 0.0, -0.6, 0.0, -0.42)
        path.cubicTo(0.0, -0.6, 0.2, -0.88, 0.5, -0.75)
        path.cubicTo(1.0, -0.55, 0.95, 0.15, 0, 0.85)
        p.drawPath(path)
    elif virtue == "prudentia":
        path.moveTo(-0.6, 0.85)
        path.lineTo(0.0, -0.6)
        path.lineTo(0.6, 0.85)
        path.moveTo(-0.38, 0.32)
        path.quadTo(0.0, 0.5, 0.38, 0.32)
        p.drawPath(path)
        p.setBrush(colour)
        p.drawEllipse(QPointF(0, -0.68), 0.17, 0.17)
    elif virtue == "celeritas":
        path.moveTo(-0.75, 0.75)
        path.lineTo(0.8, -0.8)
        p.drawPath(path)
        head = QPainterPath(QPointF(0.88, -0.88))
        head.lineTo(QPointF(0.25, -0.62))
        head.lineTo(QPointF(0.62, -0.25))
        head.closeSubpath()
        p.setBrush(colour)
        p.drawPath(head)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for k in (0.0, 0.22):
            p.drawLine(QPointF(-0.75 + k, 0.75 - k), QPointF(-0.75 + k, 0.4 - k))
            p.drawLine(QPointF(-0.75 + k, 0.75 - k), QPointF(-0.4 + k, 0.75 - k))
    elif virtue == "fortitudo":
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        tower = QPainterPath(QPointF(-0.6, 0.85))
        for x, y in ((-0.6, -0.55), (-0.7, -0.55), (-0.7, -0.9), (-0.42, -0.9), (-0.42, -0.7),
                     (-0.14, -0.7), (-0.14, -0.9), (0.14, -0.9), (0.14, -0.7), (0.42, -0.7),
                     (0.42, -0.9), (0.7, -0.9), (0.7, -0.55), (0.6, -0.55), (0.6, 0.85)):
            tower.lineTo(QPointF(x, y))
        tower.closeSubpath()
        door = QPainterPath()
        door.moveTo(-0.2, 0.85)
        door.lineTo(-0.2, 0.4)
        door.arcTo(QRectF(-0.2, 0.2, 0.4, 0.4), 180, -180)
        door.lineTo(0.2, 0.85)
        door.closeSubpath()
        p.drawPath(tower.subtracted(door))


def _badge(f: _Face, name: str, centre: QPointF, d: float, label: str, fill: QColor,
           label_size: float) -> None:
    """A round badge with a white icon and its word underneath, so print needs no legend."""
    p = f.p
    p.save()
    p.setPen(_pen(fill.darker(135), d * 0.05))
    p.setBrush(fill)
    p.drawEllipse(centre, d / 2, d / 2)
    icon(p, name, centre, d * 0.6, QColor("#fbf3e0"))
    p.restore()
    if label:
        f.label(f.word(label), QRectF(centre.x() - d * 1.4, centre.y() + d * 0.52, 2.8 * d,
                              label_size * f.h * 1.5), label_size, f.ink)


def _row(f: _Face, box: QRectF, items: list[tuple[str, str, QColor]]) -> None:
    """Badges spread evenly across `box`: each a circle `box.height()`·0.62 across, word below."""
    if not items:
        return
    d = box.height() * 0.62
    step = min(box.width() / len(items), d * 3.0)
    left = box.center().x() - step * (len(items) - 1) / 2
    for i, (name, label, fill) in enumerate(items):
        _badge(f, name, QPointF(left + step * i, box.top() + d / 2), d, label, fill,
               f.spec["badge_label"])


def _virtue_mark(f: _Face, box: QRectF, virtue: str, amount: int) -> None:
    """A virtue bonus: the virtue's roundel and icon, then "+N Virtue"."""
    colour = QColor(VIRTUE_COLOURS.get(virtue, "#555555"))
    d = box.height()
    p = f.p
    p.save()
    p.setPen(_pen(colour.darker(140), d * 0.05))
    p.setBrush(colour)
    centre = QPointF(box.left() + d / 2, box.center().y())
    p.drawEllipse(centre, d / 2, d / 2)
    icon(p, virtue, centre, d * 0.58, QColor("#fbf3e0"))
    p.restore()
    rest = QRectF(box.left() + d * 1.15, box.top(), box.width() - d * 1.15, d)
    f.text("bonus", f"+{amount} {virtue.title()}", rest, {"size": 0.05, "min_size": 0.03},
           f.body_font, bold=True, colour=colour, align=Qt.AlignmentFlag.AlignLeft)


def _basic_mark(f: _Face) -> None:
    """The folded lower-left corner with a B that marks a Basic card (a starting-hand card)."""
    p, trim = f.p, f.trim
    s = f.spec["basic"]["s"] * f.w
    x, y = trim.left(), trim.bottom()
    b = f.bleed + 1  # what the fold uncovers (the table beneath) runs on into the bleed
    p.save()
    under = QPainterPath(QPointF(x - b, y + b))
    under.lineTo(QPointF(x - b, y - s - b))
    under.lineTo(QPointF(x + s + b, y + b))
    under.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(f.colour.darker(150))
    p.drawPath(under)
    flap = QPainterPath(QPointF(x, y - s))
    flap.lineTo(QPointF(x + s, y - s))
    flap.lineTo(QPointF(x + s, y))
    flap.closeSubpath()
    shade = QLinearGradient(QPointF(x + s * 0.5, y - s * 0.5), QPointF(x + s, y - s))
    shade.setColorAt(0, QColor("#e4d9bd"))
    shade.setColorAt(1, QColor("#fbf6e8"))
    p.setBrush(shade)
    p.setPen(_pen(QColor("#8c7d5c"), max(f.w * 0.005, 0.4)))
    p.drawPath(flap)
    p.restore()
    font = card_font(f.title_font, s * 0.55, bold=True)
    p.setFont(font)
    p.setPen(f.colour)
    p.drawText(QRectF(x + s * 0.45, y - s * 0.98, s * 0.55, s * 0.6), Qt.AlignmentFlag.AlignCenter, "B")


# --- the types ---------------------------------------------------------------------------------------
def _strike(f: _Face) -> None:
    rules, trim = f.card.rules, f.trim
    _sun(f, str(rules.get("sun", "none")))
    f.part("title", f.card.name, bold=True)
    line = str(rules["line"])
    f.part("line", f"{LINE_NAMES[line]} · {f.word('thrust' if line == 'p' else 'cut')}", italic=True,
           colour=f.colour)
    for m in medallions(trim, f.card):
        seven_swords(f.p, m, f.colour if not m.turned else QColor("#8c7d5c"))
    parried = f.box("parried")
    f.label(f.word("parried by"), QRectF(parried.left() - f.w * 0.05, parried.bottom() + f.h * 0.004,
                                 parried.width() + f.w * 0.1, f.h * 0.03), f.spec["badge_label"], f.ink)
    flags = [(key, word, f.colour) for key, word in FLAGS if rules.get(key)]
    _row(f, f.box("flags"), flags)
    f.part("text", f.card.text)
    final = next((c.name for c in f.deck.cards if c.id == rules.get("final")), str(rules.get("final", "")))
    box = f.box("final")
    head = QRectF(box.left(), box.top(), box.width(), f.h * 0.03)
    f.label(f.word("Final Posta"), head, f.spec["badge_label"], f.colour, align=Qt.AlignmentFlag.AlignLeft)
    f.text("final", final, QRectF(box.left(), head.bottom(), box.width(), box.bottom() - head.bottom()),
           f.spec["final"], f.title_font, bold=True, align=Qt.AlignmentFlag.AlignLeft)


def _side_mark(f: _Face, side: str) -> None:
    """Which hand the posta's blows come from, in the band's right end: arrow and word."""
    band_h = f.spec["band"]["h"] * f.h
    trim, p = f.trim, f.p
    box = QRectF(trim.right() - f.w * 0.46, trim.top(), f.w * 0.4, band_h)
    light = QColor("#fbf3e0")
    a = band_h * 0.28
    cy = box.center().y()
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(light)
    if side in ("left", "right"):
        tri, text_box, align = _arrow(box, a, side, back=0.7, gap=1.3)
    else:
        tri = QPainterPath()
        x = box.right() - a
        tri.moveTo(x, cy - a)
        tri.lineTo(x + a, cy)
        tri.lineTo(x, cy + a)
        tri.lineTo(x - a, cy)
        tri.closeSubpath()
        text_box = QRectF(box.left(), box.top(), x - a * 1.6 - box.left(), box.height())
        align = Qt.AlignmentFlag.AlignRight
    p.drawPath(tri)
    p.restore()
    f.label(f.word(side), text_box, f.spec["band"]["size"], light, align=align)


def _posta(f: _Face) -> None:
    rules = f.card.rules
    _side_mark(f, str(rules.get("side", "middle")))
    f.part("title", f.card.name, bold=True)
    meds = medallions(f.trim, f.card)
    for m in meds:
        seven_swords(f.p, m, f.colour if not m.turned else QColor("#8c7d5c"))
    if len(meds) > 1:
        box = f.box("attackable")
        f.label(f.word("attackable by"), QRectF(box.left() - f.w * 0.06, box.bottom() + f.h * 0.004,
                                        box.width() + f.w * 0.12, f.h * 0.03), f.spec["badge_label"], f.ink)
    # the marks row, centred: Extensa as a word ribbon, Exchange as a badge, the bonus as a
    # virtue mark
    marks = f.box("marks")
    mh = marks.height()
    parts: list[tuple[float, Callable[[float, float], None]]] = []
    if rules.get("extensa"):
        parts.append((mh * 1.6, lambda x, w: _ribbon(
            f, QRectF(x, marks.top() + mh * 0.12, w, mh * 0.5), "Extensa")))
    if rules.get("exchange"):
        parts.append((mh * 1.1, lambda x, w: _row(
            f, QRectF(x, marks.top(), w, mh), [("exchange", "Exchange", f.colour)])))
    bonus = rules.get("bonus")
    if isinstance(bonus, Mapping):
        virtue, amount = str(bonus["virtue"]), int(bonus["amount"])
        parts.append((mh * 2.6, lambda x, w: _virtue_mark(
            f, QRectF(x, marks.top() + mh * 0.05, w, mh * 0.6), virtue, amount)))
    gap = mh * 0.3
    x = marks.center().x() - (sum(w for w, _ in parts) + gap * (len(parts) - 1)) / 2
    for w, draw in parts:
        draw(x, w)
        x += w + gap
    f.part("text", f.card.text)


def _ribbon(f: _Face, box: QRectF, word: str) -> None:
    p = f.p
    p.save()
    p.setPen(_pen(f.colour.darker(140), f.w * 0.006))
    p.setBrush(QColor("#fbf3e0"))
    p.drawRoundedRect(box, box.height() * 0.2, box.height() * 0.2)
    p.restore()
    f.label(word, box, f.spec["ribbon"], f.colour)


def _arrow(box: QRectF, a: float, towards: str, back: float, gap: float
           ) -> tuple[QPainterPath, QRectF, Qt.AlignmentFlag]:
    """A triangle of half-height `a` at the `towards` end of `box`, pointing there (its base
    `back` times `a` behind the centre), and the box for a label `gap` times `a` beside it."""
    cy = box.center().y()
    tri = QPainterPath()
    if towards == "right":
        x = box.right() - a
        tri.moveTo(x + a, cy)
        tri.lineTo(x - a * back, cy - a)
        tri.lineTo(x - a * back, cy + a)
        text_box = QRectF(box.left(), box.top(), x - a * gap - box.left(), box.height())
        align = Qt.AlignmentFlag.AlignRight
    else:
        x = box.left() + a
        tri.moveTo(x - a, cy)
        tri.lineTo(x + a * back, cy - a)
        tri.lineTo(x + a * back, cy + a)
        text_box = QRectF(x + a * gap, box.top(), box.right() - x - a * gap, box.height())
        align = Qt.AlignmentFlag.AlignLeft
    tri.closeSubpath()
    return tri, text_box, align


def _pointer(f: _Face, text: str, box: QRectF, size: float, towards: str) -> None:
    """A label at one end of `box` with a triangle pointing at that edge (drawn: the card fonts
    have no arrow glyphs, and a fallback font would differ from machine to machine)."""
    a = size * f.h * 0.36
    tri, text_box, align = _arrow(box, a, "right" if towards == "right" else "left", back=0.6, gap=1.2)
    f.p.save()
    f.p.setPen(Qt.PenStyle.NoPen)
    f.p.setBrush(f.ink)
    f.p.drawPath(tri)
    f.p.restore()
    f.label(text, text_box, size, f.ink, align=align)


def _moon(f: _Face) -> None:
    rules, trim = f.card.rules, f.trim
    f.part("title", f.card.name, bold=True)
    r = f.spec["half"]["r"] * f.w
    heights = {"high": f.spec["half"]["high"], "low": f.spec["half"]["low"]}
    for side, edge, inward in (("inside", trim.right(), -1.0), ("outside", trim.left(), 1.0)):
        half = rules.get(side)
        if not isinstance(half, Mapping):
            continue
        y = trim.top() + heights[str(half["height"])] * f.h
        _moon_half(f.p, QPointF(edge, y), r, str(half["shape"]), inward)
        # each side's word, low on the card, at its own edge and pointing to it
        label = QRectF(trim.left() + f.w * 0.07, trim.top() + f.spec["side_labels"]["y"] * f.h,
                       f.w * 0.86, f.spec["side_labels"]["h"] * f.h)
        height = f.word(str(half["height"]))
        words = f"{f.word('Outside')} · {height}" if side == "outside" else f"{height} · {f.word('Inside')}"
        _pointer(f, words, label, f.spec["side_labels"]["size"], "right" if side == "inside" else "left")
    if rules.get("over_the_top"):
        _row(f, f.box("over"), [("over", "Over the top", f.colour)])
    f.part("text", f.card.text)


def _skill(f: _Face) -> None:
    rules = f.card.rules
    f.part("title", f.card.name, bold=True)
    effect = str(rules.get("effect", ""))
    art = f.box("art")
    if effect == "virtue":
        virtue = str(rules.get("virtue", ""))
        colour = QColor(VIRTUE_COLOURS.get(virtue, "#555555"))
        _emblem(f, art, virtue, colour, f"+{rules.get('amount', 1)}")
        keyword = f"{virtue.title()} +{rules.get('amount', 1)}"
    else:
        d = art.height() * 0.78
        _badge(f, effect, QPointF(art.center().x(), art.top() + d / 2), d, "", f.colour, 0.0)
        keyword = f.word(EFFECT_LABELS[effect]) if effect in EFFECT_LABELS else effect.title()
    f.label(keyword, f.box("keyword"), f.spec["keyword"]["size"], f.colour)
    marks: list[tuple[str, str, QColor]] = []
    if rules.get("out_of_measure"):
        marks.append(("measure", "Out of Measure", QColor("#5b5048")))
    if rules.get("cycle"):
        marks.append(("cycle", "Cycle", QColor("#5b5048")))
    _row(f, f.box("marks"), marks)
    f.part("text", f.card.text)


def _emblem(f: _Face, box: QRectF, virtue: str, colour: QColor, corner: str = "") -> None:
    """A virtue's roundel: a double ring in its colour round the icon of its animal's attribute."""
    p = f.p
    c, r = _medallion_of(box)
    p.save()
    p.setPen(_pen(colour.darker(150), r * 0.05))
    p.setBrush(colour)
    p.drawEllipse(c, r * 0.96, r * 0.96)
    p.setPen(_pen(QColor("#f3e2a8"), r * 0.035))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r * 0.84, r * 0.84)
    icon(p, virtue, c, r * 1.05, QColor("#fbf3e0"))
    p.restore()
    if corner:
        d = r * 0.62
        bc = QPointF(c.x() + r * 0.78, c.y() + r * 0.62)
        p.save()
        p.setPen(_pen(colour.darker(150), d * 0.06))
        p.setBrush(QColor("#fbf3e0"))
        p.drawEllipse(bc, d / 2, d / 2)
        p.restore()
        font = card_font(f.body_font, d * 0.55, bold=True)
        p.setFont(font)
        p.setPen(colour.darker(120))
        p.drawText(QRectF(bc.x() - d / 2, bc.y() - d / 2, d, d), Qt.AlignmentFlag.AlignCenter, corner)


def _virtue(f: _Face) -> None:
    virtue = str(f.card.rules.get("virtue", ""))
    colour = QColor(VIRTUE_COLOURS.get(virtue, "#555555"))
    f.part("title", f.card.name, bold=True, colour=colour.darker(115))
    _emblem(f, f.box("art"), virtue, colour, "+1")
    animal = f.word(VIRTUE_ANIMALS[virtue]) if virtue in VIRTUE_ANIMALS else ""
    f.label(animal, f.box("animal"), f.spec["animal"]["size"], f.ink, bold=False)
    f.part("text", f.card.text)


def _side(f: _Face) -> None:
    """The Streto Side card: the whole Moon and Night on the inside (right) edge, a half-turn arrow;
    turned end over end it lies on the outside, and the bottom label then reads the right way up."""
    trim, p = f.trim, f.p
    f.part("title", f.card.name, bold=True)
    r = f.spec["half"]["r"] * f.w
    c = QPointF(trim.right() - r * 1.25, trim.top() + f.spec["half"]["y"] * f.h)
    p.save()
    p.setClipRect(QRectF(c.x() - r, c.y() - r * 1.1, r * 1.02, r * 2.2))
    _moon_half(p, c, r, "moon", -1.0)  # the light half left of the centre line …
    p.restore()
    p.save()
    p.setClipRect(QRectF(c.x(), c.y() - r * 1.1, r * 1.1, r * 2.2))
    _moon_half(p, c, r, "night", 1.0)  # … and the night to the right, at the edge
    p.restore()
    label = f.box("inside")
    _pointer(f, f.word("Inside"), label, f.spec["inside"]["size"], "right")
    p.save()
    p.translate(trim.center())
    p.rotate(180)
    p.translate(-trim.center())
    _pointer(f, f.word("Outside"), label, f.spec["inside"]["size"], "right")
    p.restore()
    turn = f.box("turn")
    tc, tr = _medallion_of(turn)
    icon(p, "turn", QPointF(tc.x() - tr * 0.6, tc.y()), tr * 1.6, f.colour)
    f.part("text", f.card.text)


# --- backs -------------------------------------------------------------------------------------------
BACK_EMBLEMS = ("fleur", "shield", "virtues")


def draw_back(p: QPainter, trim: QRectF, style: Mapping[str, Any], bleed: float, rounded: bool) -> None:
    """An Audatia back: the deck's colour, a gold frame, its emblem and its name."""
    ink = back_paper(p, trim, style, bleed, rounded)
    paper = QColor(style["paper"])
    w = trim.width()
    # a lattice of small lozenges, the old playing-card back, so a bent corner hides nothing
    p.save()
    clip = QPainterPath()
    clip.addRect(trim.adjusted(w * 0.09, w * 0.09, -w * 0.09, -w * 0.09))
    p.setClipPath(clip)
    # the ink mixed into the paper by hand: an opaque colour, as transparency makes PDFs heavy
    faint = QColor.fromRgbF(ink.redF() * 0.16 + paper.redF() * 0.84,
                            ink.greenF() * 0.16 + paper.greenF() * 0.84,
                            ink.blueF() * 0.16 + paper.blueF() * 0.84)
    p.setPen(QPen(faint, max(w * 0.004, 0.3)))
    step = w * 0.08
    lattice = QPainterPath()  # one path, not hundreds of lines: a sheet of backs stays small
    h = trim.height()
    for i in range(-int(h / step) - 1, int(w / step) + 2):
        x0 = trim.left() + i * step
        lattice.moveTo(QPointF(x0, trim.top()))
        lattice.lineTo(QPointF(x0 + h, trim.bottom()))
        lattice.moveTo(QPointF(x0 + h, trim.top()))
        lattice.lineTo(QPointF(x0, trim.bottom()))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(lattice)
    p.restore()
    for inset, width in ((0.07, 0.018), (0.1, 0.006)):
        p.setPen(QPen(ink, max(w * width, 0.4)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(trim.adjusted(w * inset, w * inset, -w * inset, -w * inset), w * 0.04, w * 0.04)
    c = QPointF(trim.center().x(), trim.top() + trim.height() * 0.45)
    size = w * 0.5
    emblem = str(style.get("emblem", ""))
    if emblem == "fleur":
        _fleur(p, c, size, ink, paper)
    elif emblem == "shield":
        _shield(p, c, size, ink, paper)
    elif emblem == "virtues":
        _four_virtues(p, c, size, ink, paper)
    name = str(style.get("label", ""))
    if name:
        font = card_font("EB Garamond", trim.height() * 0.055, bold=bold_for(name, "EB Garamond"))
        font.setCapitalization(QFont.Capitalization.SmallCaps)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 112)
        p.setFont(font)
        p.setPen(ink)
        p.drawText(QRectF(trim.left(), trim.top() + trim.height() * 0.74, w, trim.height() * 0.08),
                   Qt.AlignmentFlag.AlignCenter, name)
        font.setPixelSize(max(1, round(trim.height() * 0.032)))
        p.setFont(font)
        p.drawText(QRectF(trim.left(), trim.top() + trim.height() * 0.815, w, trim.height() * 0.05),
                   Qt.AlignmentFlag.AlignCenter, "Audatia")


def _fleur(p: QPainter, c: QPointF, size: float, ink: QColor, paper: QColor) -> None:
    """Boucicaut, Marshal of France: a gold fleur-de-lis in a ring."""
    p.save()
    p.translate(c)
    p.scale(size / 2, size / 2)
    p.setPen(_pen(ink, 0.05))
    p.setBrush(paper.darker(125))
    p.drawEllipse(QPointF(0, 0), 0.98, 0.98)
    p.setBrush(ink)
    p.setPen(_pen(paper.darker(160), 0.025))
    petal = QPainterPath(QPointF(0, -0.78))
    petal.cubicTo(0.28, -0.48, 0.2, -0.18, 0.05, 0.08)
    petal.lineTo(-0.05, 0.08)
    petal.cubicTo(-0.2, -0.18, -0.28, -0.48, 0, -0.78)
    p.drawPath(petal)
    for sign in (-1, 1):
        leaf = QPainterPath(QPointF(sign * 0.08, 0.05))
        leaf.cubicTo(sign * 0.2, -0.45, sign * 0.75, -0.35, sign * 0.58, 0.0)
        leaf.cubicTo(sign * 0.5, -0.18, sign * 0.3, -0.15, sign * 0.3, 0.1)
        leaf.closeSubpath()
        p.drawPath(leaf)
        foot = QPainterPath(QPointF(sign * 0.06, 0.28))
        foot.cubicTo(sign * 0.15, 0.5, sign * 0.35, 0.55, sign * 0.42, 0.42)
        foot.cubicTo(sign * 0.3, 0.45, sign * 0.2, 0.35, sign * 0.15, 0.28)
        foot.closeSubpath()
        p.drawPath(foot)
    p.drawRoundedRect(QRectF(-0.38, 0.1, 0.76, 0.15), 0.05, 0.05)
    stem = QPainterPath(QPointF(-0.07, 0.25))
    stem.lineTo(QPointF(0.07, 0.25))
    stem.lineTo(QPointF(0.03, 0.62))
    stem.lineTo(QPointF(-0.03, 0.62))
    stem.closeSubpath()
    p.drawPath(stem)
    p.restore()


def _shield(p: QPainter, c: QPointF, size: float, ink: QColor, paper: QColor) -> None:
    """Galeazzo, the Italian master's pupil: a shield with two crossed swords."""
    p.save()
    p.translate(c)
    p.scale(size / 2, size / 2)
    shield = QPainterPath(QPointF(-0.72, -0.85))
    shield.lineTo(QPointF(0.72, -0.85))
    shield.cubicTo(0.75, 0.1, 0.45, 0.65, 0.0, 0.95)
    shield.cubicTo(-0.45, 0.65, -0.75, 0.1, -0.72, -0.85)
    shield.closeSubpath()
    p.setPen(_pen(ink, 0.06))
    p.setBrush(paper.darker(125))
    p.drawPath(shield)
    p.setPen(_pen(ink, 0.025))
    p.drawLine(QPointF(-0.72, -0.55), QPointF(0.72, -0.55))
    for sign in (-1, 1):
        p.save()
        p.rotate(sign * 35)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        blade = QPainterPath(QPointF(0, -0.95))
        blade.lineTo(QPointF(0.06, -0.82))
        blade.lineTo(QPointF(0.06, 0.4))
        blade.lineTo(QPointF(-0.06, 0.4))
        blade.lineTo(QPointF(-0.06, -0.82))
        blade.closeSubpath()
        p.drawPath(blade)
        p.drawRoundedRect(QRectF(-0.26, 0.38, 0.52, 0.08), 0.03, 0.03)
        p.drawRect(QRectF(-0.035, 0.46, 0.07, 0.26))
        p.drawEllipse(QPointF(0, 0.78), 0.07, 0.07)
        p.restore()
    p.restore()


def _four_virtues(p: QPainter, c: QPointF, size: float, ink: QColor, paper: QColor) -> None:
    """The Virtue set: the four attributes of Fiore's animals round one ring."""
    p.save()
    p.setPen(_pen(ink, size * 0.025))
    p.setBrush(paper.darker(125))
    p.drawEllipse(c, size * 0.5, size * 0.5)
    p.drawLine(QPointF(c.x() - size * 0.5, c.y()), QPointF(c.x() + size * 0.5, c.y()))
    p.drawLine(QPointF(c.x(), c.y() - size * 0.5), QPointF(c.x(), c.y() + size * 0.5))
    for virtue, (sx, sy) in zip(VIRTUE_ANIMALS, ((-1, -1), (1, -1), (-1, 1), (1, 1)), strict=True):
        icon(p, virtue, QPointF(c.x() + sx * size * 0.2, c.y() + sy * size * 0.2), size * 0.24, ink)
    p.restore()

