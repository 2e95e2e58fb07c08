"""Barditus's printable tokens: unit pieces in each army's colour, its dice places and markers.

The army cards are the board, so the game prints one landscape sheet after the cards: for each
army a block of unit pieces (10 mm squares, to stand in the cards' 12 mm slots or to glue on
wooden cubes), a command die place and a morale die place, a general marker, D markers for
disordered pieces, casualty markers and pursuit markers. Counters are butted in rows with grey
cut lines between them, as on a wargame's counter sheet. `sheet_tokens` places every counter in
millimetres without Qt, so what the sheet holds can be counted.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations_with_replacement

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen

from engine.core.cards import decks_for
from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.barditus.cards import FRONT_CARDS, GAME_NAME, REAR_MAX, REAR_MIN, Army, armies, list_problem
from engine.games.words import translate
from gui.cardface.fonts import card_font, register_fonts
from gui.games.barditus.face import GOLD, PAPER_WHITE, army_colour, draw_icon, draw_sword, mix
from gui.proofs.imposition import ProofOptions
from gui.proofs.pdf import TILE_MARGIN_MM, BoardPage

INK = QColor("#2a2420")
CUT = QColor("#8a8580")  # the cut lines: visible, lighter than any printed edge
PIECE_MM = 10.0  # a unit piece: stands in a card's slot (about 12 mm) with its frame showing
MARKER_MM = 10.0
PLACE_MM = 22.0  # a die place holds a 16 mm die with room round it
GENERAL_MM = 18.0
# How many of each counter an army gets. Pieces: more than the largest set-up of any legal list
# (tests check it against the card data), with spares for pieces lost under the table.
PIECES = 40
COUNTS = {"piece": PIECES, "general": 1, "command": 1, "morale": 1, "pursuit": 8, "disorder": 12,
          "casualty": 12}
LABELS = {"piece": QT_TRANSLATE_NOOP("Boards", "%n unit piece(s)"),
          "general": QT_TRANSLATE_NOOP("Boards", "%n general(s)"),
          "command": QT_TRANSLATE_NOOP("Boards", "%n command die place(s)"),
          "morale": QT_TRANSLATE_NOOP("Boards", "%n morale die place(s)"),
          "pursuit": QT_TRANSLATE_NOOP("Boards", "%n pursuit marker(s)"),
          "disorder": QT_TRANSLATE_NOOP("Boards", "%n D marker(s)"),
          "casualty": QT_TRANSLATE_NOOP("Boards", "%n casualty marker(s)")}
BAND_MM = 60.0  # each army's share of the page, top to bottom
TOP_MM = 15.0


@dataclass(frozen=True)
class Token:
    """One counter on the sheet: what it is, whose, and its box in mm from the page's corner."""

    kind: str
    army: str
    x: float
    y: float
    w: float
    h: float

    def rect(self, dpmm: float) -> QRectF:
        return QRectF(self.x * dpmm, self.y * dpmm, self.w * dpmm, self.h * dpmm)


def most_pieces(army: Army) -> int:
    """The most pieces any legal list of `army` sets up: its fronts' filled slots and those of
    the four rear cards it deploys (the others stay in the box)."""
    fronts = sorted(c.id for c in army.line("front"))
    rears = sorted(c.id for c in army.line("rear"))
    best = 0
    for front in combinations_with_replacement(fronts, FRONT_CARDS):
        for n in range(REAR_MIN, REAR_MAX + 1):
            for rear in combinations_with_replacement(rears, n):
                if list_problem(army.id, [*front, *rear]):
                    continue
                deployed = sorted((army.cards[i].filled for i in rear), reverse=True)[:REAR_MIN]
                best = max(best, sum(army.cards[i].filled for i in front) + sum(deployed))
    return best


def _grid(kind: str, army: str, x: float, y: float, cols: int, count: int, size: float) -> list[Token]:
    return [Token(kind, army, x + (i % cols) * size, y + (i // cols) * size, size, size)
            for i in range(count)]


def sheet_tokens(options: ProofOptions) -> list[Token]:
    """Every counter of every army on one landscape page, placed in mm."""
    out: list[Token] = []
    x0 = TILE_MARGIN_MM
    for n, army in enumerate(armies()):
        y = TOP_MM + n * BAND_MM + 7
        out += _grid("piece", army, x0, y, 10, COUNTS["piece"], PIECE_MM)
        x = x0 + 10 * PIECE_MM + 6
        out += [Token("command", army, x, y, PLACE_MM, PLACE_MM),
                Token("morale", army, x + PLACE_MM + 4, y, PLACE_MM, PLACE_MM),
                Token("general", army, x + 2 * PLACE_MM + 8, y + (PLACE_MM - GENERAL_MM) / 2, GENERAL_MM,
                      GENERAL_MM)]
        out += _grid("pursuit", army, x + 2 * PLACE_MM + GENERAL_MM + 12, y + 1, 4, COUNTS["pursuit"],
                     MARKER_MM)
        out += _grid("disorder", army, x, y + PLACE_MM + 4, 12, COUNTS["disorder"], MARKER_MM)
        out += _grid("casualty", army, x, y + PLACE_MM + 4 + MARKER_MM, 12, COUNTS["casualty"], MARKER_MM)
    page_w, page_h = max(options.page_mm), min(options.page_mm)
    assert all(t.x + t.w <= page_w - 5 and t.y + t.h <= page_h - 5 for t in out), "tokens run off the page"
    return out


def board_pages(options: ProofOptions) -> list[BoardPage]:
    return [render_tokens_page]


def render_tokens_page(p: QPainter, options: ProofOptions, dpmm: float) -> None:
    """The tokens sheet on a landscape page: painter in device pixels, `dpmm` pixels a mm."""
    register_fonts()
    page_w = max(options.page_mm)
    tokens = sheet_tokens(options)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(card_font("Carlito", 3.5 * dpmm))
    p.setPen(QColor("#333333"))
    p.drawText(QRectF(TILE_MARGIN_MM * dpmm, 5 * dpmm, (page_w - 2 * TILE_MARGIN_MM) * dpmm, 6 * dpmm),
               Qt.AlignmentFlag.AlignLeft,
               translate("Boards", "Barditus tokens — cut along the grey lines. Unit pieces stand on the "
                         "filled slots at set-up; the dice sit on their places; markers as play needs them."))
    # the armies' titles are card data: the deck's words in the language shown
    titles = {d.id: d.in_language().title for d in decks_for(GAME_NAME)}
    for n, army in enumerate(armies()):
        counts = Counter(t.kind for t in tokens if t.army == army)
        font = card_font("Carlito", 3.2 * dpmm, bold=True)
        font.setCapitalization(QFont.Capitalization.AllUppercase)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 110)
        p.setFont(font)
        p.setPen(army_colour(army).darker(115))
        top = (TOP_MM + n * BAND_MM) * dpmm
        p.drawText(QRectF(TILE_MARGIN_MM * dpmm, top, 80 * dpmm, 5 * dpmm),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, titles[army])
        p.setFont(card_font("Carlito", 2.6 * dpmm))
        p.setPen(QColor("#333333"))
        p.drawText(QRectF(60 * dpmm, top, (page_w - 60 - TILE_MARGIN_MM) * dpmm, 5 * dpmm),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   " · ".join(translate("Boards", LABELS[k], n=counts[k]) for k in COUNTS))
    for t in tokens:
        draw_token(p, t, dpmm)
    # the cut lines last, over every edge
    p.setPen(QPen(CUT, 0.2 * dpmm))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for t in tokens:
        p.drawRect(t.rect(dpmm))
    p.restore()


def draw_token(p: QPainter, t: Token, dpmm: float) -> None:
    """One counter in its box."""
    r = t.rect(dpmm)
    colour = army_colour(t.army)
    s = r.width()
    c = r.center()
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    if t.kind == "piece":
        p.setBrush(colour)
        p.drawRect(r)
        # a lighter bevel, so a cut piece reads as a block
        p.setPen(QPen(colour.lighter(130), s * 0.06))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(s * 0.09, s * 0.09, -s * 0.09, -s * 0.09))
        draw_emblem(p, t.army, r.adjusted(s * 0.26, s * 0.2, -s * 0.26, -s * 0.2), PAPER_WHITE)
    elif t.kind == "pursuit":
        p.setBrush(colour.darker(125))
        p.drawRect(r)
        draw_icon(p, "pursuit", c, s * 0.3, PAPER_WHITE)
    elif t.kind == "disorder":
        p.setBrush(PAPER_WHITE)
        p.drawRect(r)
        p.setPen(QPen(colour, s * 0.1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(s * 0.12, s * 0.12, -s * 0.12, -s * 0.12))
        p.setFont(card_font("Carlito", s * 0.58, bold=True))
        p.setPen(INK)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "D")
    elif t.kind == "casualty":
        p.setBrush(INK)
        p.drawRect(r)
        p.setPen(QPen(colour, s * 0.08))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04))
        _fallen_sword(p, r, PAPER_WHITE)
    elif t.kind == "general":
        p.setBrush(colour)
        p.drawRect(r)
        disc = QPointF(c.x(), r.top() + s * 0.42)
        p.setPen(QPen(GOLD, s * 0.05))
        p.setBrush(colour.darker(120))
        p.drawEllipse(disc, s * 0.33, s * 0.33)
        _standard(p, QRectF(disc.x() - s * 0.17, disc.y() - s * 0.2, s * 0.34, s * 0.4), PAPER_WHITE)
        font = card_font("Carlito", s * 0.12, bold=True)
        font.setCapitalization(QFont.Capitalization.AllUppercase)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        p.setFont(font)
        p.setPen(PAPER_WHITE)
        p.drawText(QRectF(r.left(), r.bottom() - s * 0.22, s, s * 0.18), Qt.AlignmentFlag.AlignCenter,
                   translate("Boards", "General", "the general's marker"))
    else:  # a die place: command or morale
        p.setBrush(mix(colour, QColor("white"), 0.85))
        p.drawRect(r)
        p.setPen(QPen(colour, s * 0.035))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(r.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04))
        die = 14.0 * dpmm
        pen = QPen(colour.darker(120), 0.3 * dpmm, Qt.PenStyle.DashLine)
        p.setPen(pen)
        box = QRectF(c.x() - die / 2, c.y() - die / 2 + s * 0.08, die, die)
        p.drawRoundedRect(box, die * 0.15, die * 0.15)
        font = card_font("Carlito", s * 0.12, bold=True)
        font.setCapitalization(QFont.Capitalization.AllUppercase)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        p.setFont(font)
        p.setPen(colour.darker(130))
        p.drawText(QRectF(r.left(), r.top() + s * 0.05, s, s * 0.17), Qt.AlignmentFlag.AlignCenter,
                   translate("Boards", "Command", "a die place") if t.kind == "command"
                   else translate("Boards", "Morale", "a die place"))
        p.setFont(card_font("Carlito", s * 0.09))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, translate("Boards", "die"))
    p.restore()


def draw_emblem(p: QPainter, army: str, box: QRectF, colour: QColor) -> None:
    """The army's own shield, outlined: a Roman scutum, a Gallic oval, a Norman kite."""
    w, h = box.width(), box.height()
    path = QPainterPath()
    if army == "roman":
        path.addRoundedRect(box.adjusted(w * 0.08, 0, -w * 0.08, 0), w * 0.22, w * 0.22)
    elif army == "gallic":
        path.addEllipse(box.adjusted(w * 0.04, 0, -w * 0.04, 0))
    else:  # the kite shield; any other army too
        path.moveTo(QPointF(box.left() + w * 0.5, box.top()))
        path.cubicTo(QPointF(box.right(), box.top()), QPointF(box.right(), box.top() + h * 0.3),
                     QPointF(box.right() - w * 0.04, box.top() + h * 0.38))
        path.lineTo(QPointF(box.center().x(), box.bottom()))
        path.lineTo(QPointF(box.left() + w * 0.04, box.top() + h * 0.38))
        path.cubicTo(QPointF(box.left(), box.top() + h * 0.3), QPointF(box.left(), box.top()),
                     QPointF(box.left() + w * 0.5, box.top()))
        path.closeSubpath()
    p.save()
    p.setPen(QPen(colour, w * 0.12))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    # the spine and the boss
    p.setPen(QPen(colour, w * 0.08))
    x = box.center().x()
    p.drawLine(QPointF(x, box.top() + h * 0.12), QPointF(x, box.bottom() - h * 0.16))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawEllipse(QPointF(box.center().x(), box.top() + h * (0.38 if army == "norman" else 0.5)), w * 0.17,
                  w * 0.17)
    p.restore()


def _fallen_sword(p: QPainter, r: QRectF, colour: QColor) -> None:
    """A sword reversed, point down: the casualty's mark."""
    s = r.width()
    p.save()
    p.translate(r.center())
    p.rotate(180)
    draw_sword(p, QRectF(-s * 0.26, -s * 0.36, s * 0.52, s * 0.72), colour)
    p.restore()


def _standard(p: QPainter, box: QRectF, colour: QColor) -> None:
    """A battle standard: a pole with a square flag and a cross-bar, the general's mark."""
    w, h = box.width(), box.height()
    x = box.left() + w * 0.32
    p.save()
    p.setPen(QPen(colour, w * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(x, box.top()), QPointF(x, box.bottom()))
    p.drawLine(QPointF(x - w * 0.14, box.top() + h * 0.12), QPointF(x + w * 0.55, box.top() + h * 0.12))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    flag = QPainterPath(QPointF(x, box.top() + h * 0.14))
    flag.lineTo(QPointF(x + w * 0.55, box.top() + h * 0.14))
    flag.lineTo(QPointF(x + w * 0.55, box.top() + h * 0.58))
    flag.lineTo(QPointF(x + w * 0.34, box.top() + h * 0.5))
    flag.lineTo(QPointF(x, box.top() + h * 0.58))
    flag.closeSubpath()
    p.drawPath(flag)
    p.drawEllipse(QPointF(x, box.top()), w * 0.07, w * 0.07)
    p.restore()
