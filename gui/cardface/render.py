"""Draws any card from its data and its layout into any QPainter: screen, PDF page or image.

`draw_card(p, trim, card, deck, bleed)` fills the trim box `trim` (in the painter's units) and,
with a bleed, paints the background that far beyond it so a slightly-off cut shows no white.
Text is fitted by shrinking it down to the layout's minimum size; below that it is an error
that names the card, never text cut off.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from engine.core.card_languages import back_style
from engine.core.cards import Card, Deck, layouts
from gui.cardface.fonts import bold_for, card_font, register_fonts
from gui.cardface.symbols import symbol
from gui.games import face_for

TEXT_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap


class TextOverflow(ValueError):
    """A card's text does not fit its box even at the layout's smallest size."""

    def __init__(self, deck: Deck, card: Card, part: str) -> None:
        super().__init__(f"{deck.source.name}: card {card.id}: {part}: does not fit its box")
        self.card, self.part = card, part


def _box(trim: QRectF, spec: dict[str, float]) -> QRectF:
    return QRectF(
        trim.left() + spec["x"] * trim.width(),
        trim.top() + spec["y"] * trim.height(),
        spec["w"] * trim.width(),
        spec["h"] * trim.height(),
    )


def fittedcard_font(
    text: str, box: QRectF, family: str, size: float, min_size: float, height: float, bold: bool = False
) -> QFont | None:
    """The largest font from size down to min_size (fractions of the card height) in which
    `text` fits `box`; None if even the smallest does not."""
    pixels = size * height
    bold = bold_for(text, family, bold)
    while pixels >= min_size * height - 1e-9:
        font = card_font(family, pixels, bold)
        need = QFontMetricsF(font).boundingRect(QRectF(0, 0, box.width(), 1e6), TEXT_FLAGS, text)
        if need.height() <= box.height() and need.width() <= box.width() + 0.5:
            return font
        pixels *= 0.94
    return None


def draw_fitted(p: QPainter, box: QRectF, text: str, font: QFont, colour: QColor, caps: bool = False,
                spacing: float = 108) -> None:
    """`text` centred in `box` in a fitted `font`; in capitals (letter-spaced by `spacing` %)
    it steps down until the line fits, as capitals are wider than the fitting measured."""
    if caps:
        font.setCapitalization(QFont.Capitalization.AllUppercase)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
        while QFontMetricsF(font).horizontalAdvance(text) > box.width() and font.pixelSize() > 3:
            font.setPixelSize(font.pixelSize() - 1)
    p.setFont(font)
    p.setPen(colour)
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    p.drawText(box, flags, text)


def check_fits(card: Card, deck: Deck, height: float = 1000.0) -> list[str]:
    """The parts of `card` whose text would not fit (empty: it prints)."""
    layout = layouts()["layout"][deck.layout]
    trim = QRectF(0, 0, height * 63 / 88, height)
    bad = []
    for part, text in (("title", card.name), ("text", card.text)):
        # a layout may place a card type's parts apart (its `types.<type>` tables)
        spec = layout.get("types", {}).get(card.type, {}).get(part, layout[part])
        if (
            text
            and fittedcard_font(
                text, _box(trim, spec), _family(layout, part), spec["size"], spec["min_size"], height
            )
            is None
        ):
            bad.append(part)
    return bad


def _family(layout: dict[str, Any], part: str) -> str:
    return str(layout["title_font"] if part == "title" else layout["body_font"])


def draw_card(
    p: QPainter, trim: QRectF, card: Card | None, deck: Deck, bleed: float = 0.0, rounded: bool | None = None
) -> None:
    """Draw `card`'s face (None: the deck's back) with its trim box on `trim`."""
    register_fonts()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    rounded = bleed == 0 if rounded is None else rounded
    try:
        # a game that draws its own faces (from each card's rules data) names its layout in its
        # GameUI; the others are drawn from layouts.toml by the shared face below
        own = face_for(deck.layout)
        if own is not None:
            own(p, trim, card, deck, bleed, rounded)
        elif card is None:
            _draw_back(p, trim, back_style(deck), bleed, rounded)
        else:
            _draw_face(p, trim, card, deck, bleed, rounded)
    finally:
        p.restore()


def _radius(trim: QRectF) -> float:
    """The corners' radius of a card drawn rounded (on screen)."""
    return trim.width() * 0.06


def _edge_pen(trim: QRectF, ink: QColor) -> QPen:
    """The outline of a card drawn rounded."""
    return QPen(ink, max(trim.width() * 0.012, 0.5))


def _paper(
    p: QPainter, trim: QRectF, colour: QColor | QLinearGradient, ink: QColor, bleed: float, rounded: bool
) -> None:
    outer = trim.adjusted(-bleed, -bleed, bleed, bleed)
    radius = _radius(trim)
    p.setPen(_edge_pen(trim, ink) if rounded else Qt.PenStyle.NoPen)
    p.setBrush(colour)
    if rounded:
        p.drawRoundedRect(outer, radius, radius)
    else:
        p.drawRect(outer)


@contextmanager
def within_edge(p: QPainter, trim: QRectF, ink: QColor, bleed: float, rounded: bool) -> Iterator[None]:
    """Draw the face inside the card's own edge: on screen the rounded corners, in print the
    bleed, so a ground or an edge symbol is cut as on a printed card. On screen the outline
    _paper drew is drawn again after, over whatever covered it."""
    p.save()
    clip = QPainterPath()
    if rounded:
        clip.addRoundedRect(trim, _radius(trim), _radius(trim))
    else:
        clip.addRect(trim.adjusted(-bleed, -bleed, bleed, bleed))
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    try:
        yield
    finally:
        p.restore()
    if rounded:
        p.setPen(_edge_pen(trim, ink))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(trim, _radius(trim), _radius(trim))


def _draw_face(p: QPainter, trim: QRectF, card: Card, deck: Deck, bleed: float, rounded: bool) -> None:
    layout = layouts()["layout"][deck.layout]
    ink = QColor(layout["ink"])
    accents = layout.get("accents", [layout["ink"]])
    accent = QColor(accents[((card.value or 1) - 1) % len(accents)])
    h = trim.height()
    _paper(p, trim, QColor(layout["paper"]), ink, bleed, rounded)
    # an inner frame at the safe distance, in the value's colour
    inset = trim.width() * 0.045
    p.setPen(QPen(accent, max(trim.width() * 0.008, 0.4)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(trim.adjusted(inset, inset, -inset, -inset), inset, inset)
    if card.value is not None:
        spec = layout["corner"]
        corner = _box(trim, spec)
        p.setFont(card_font(layout["body_font"], spec["size"] * h, bold=True))
        p.setPen(accent)
        p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(card.value))
        p.save()
        p.translate(trim.center())
        p.rotate(180)
        p.translate(-trim.center())
        p.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, str(card.value))
        p.restore()
        _art(p, _box(trim, layout["art"]), layout["art"], card.value, accent)
    for part, text in (("title", card.name), ("text", card.text)):
        if not text:
            continue
        spec = layout[part]
        box = _box(trim, spec)
        font = fittedcard_font(
            text, box, _family(layout, part), spec["size"], spec["min_size"], h, bold=part == "title"
        )
        if font is None:
            raise TextOverflow(deck, card, part)
        p.setFont(font)
        p.setPen(ink)
        p.drawText(box, TEXT_FLAGS, text)


def _art(p: QPainter, box: QRectF, spec: dict[str, Any], count: int, colour: QColor) -> None:
    """The layout's symbol once per point of value, fanned from a point below the box."""
    renderer = symbol(str(spec["symbol"]), colour.name())
    view = renderer.viewBoxF()
    height = box.height()
    width = height * view.width() / view.height()
    fan = float(spec.get("fan", 0))
    for i in range(count):
        angle = 0.0 if count == 1 else -fan / 2 + fan * i / (count - 1)
        p.save()
        p.translate(box.center().x(), box.bottom())
        p.rotate(angle)
        renderer.render(p, QRectF(-width / 2, -height, width, height))
        p.restore()


def back_paper(p: QPainter, trim: QRectF, style: Mapping[str, Any], bleed: float, rounded: bool) -> QColor:
    """A back's ground: its paper colour shaded corner to corner. Returns the back's ink."""
    paper = QColor(style["paper"])
    gradient = QLinearGradient(trim.topLeft(), trim.bottomRight())
    gradient.setColorAt(0, paper.lighter(125))
    gradient.setColorAt(1, paper.darker(130))
    _paper(p, trim, gradient, QColor("#2d2424"), bleed, rounded)
    return QColor(style["ink"])


def _draw_back(p: QPainter, trim: QRectF, style: Mapping[str, Any], bleed: float, rounded: bool) -> None:
    ink = back_paper(p, trim, style, bleed, rounded)
    inset = trim.width() * 0.09
    inner = trim.adjusted(inset, inset, -inset, -inset)
    p.setPen(QPen(ink, max(trim.width() * 0.018, 0.5)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, inset * 0.6, inset * 0.6)
    c, w, h = inner.center(), inner.width() * 0.3, inner.height() * 0.2
    diamond = QPainterPath()
    diamond.moveTo(c.x(), c.y() - h)
    diamond.lineTo(c.x() + w, c.y())
    diamond.lineTo(c.x(), c.y() + h)
    diamond.lineTo(c.x() - w, c.y())
    diamond.closeSubpath()
    p.drawPath(diamond)
    if style.get("emblem") == "crossed-blades":
        p.setPen(QPen(ink, max(trim.width() * 0.02, 0.5), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        r = w * 0.55
        p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
        p.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r))
