"""Ready...Fence!'s printable boards: the fencing strip, the two stamina bottles, the scoreboard.

The rulebook's board has the strip (ten sections, green and red run-off ends, bold on-guard
lines), a scoreboard with the Timer countdown deck in the middle, the Priority space, the three
Bout Periods and each fencer's Weapon Position circles, and two "water bottle" stamina
indicators numbered 0 to 6. The strip is tiled like the En Garde piste; the rest shares one
landscape page. Sizes are millimetres; the strip's sections take a fencer miniature and a token.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from engine.core.i18n import QT_TRANSLATE_NOOP
from engine.games.words import translate
from gui.cardface.fonts import card_font, register_fonts
from gui.games.ready_fence.face import ON_GUARD, draw_epee
from gui.proofs.imposition import ProofOptions
from gui.proofs.pdf import TILE_MARGIN_MM, BoardPage, Strip, strip_pages

SECTIONS = 10
SECTION_MM = 40.0
STRIP_HEIGHT_MM = 60.0
RUN_OFF = {0: QColor("#4f9a45"), SECTIONS - 1: QColor("#c23b32")}  # green and red ends
PISTE = (QColor("#e3e6e1"), QColor("#d5d9d3"))  # the metal strip, sections alternating
LINE = QColor("#3b4046")
INK = QColor("#231f1c")
WATER, WATER_LINE = QColor("#d9ecf8"), QColor("#1f6fae")
FENCERS = ((QT_TRANSLATE_NOOP("Boards", "Red fencer"), QColor("#c23b32")),
           (QT_TRANSLATE_NOOP("Boards", "Green fencer"), QColor("#3f8a37")))
# the positions in the words of the game's actions, where they are marked and translated
WEAPON_POSITIONS = ("Point-in-Line", "Invitation", "Engagement")
STAMINA_MAX = 6
TIMER_MAX_MM = (67.0, 92.0)  # the Timer countdown space holds a poker card with a margin


def _section(p: QPainter, i: int, rect: QRectF, dpmm: float) -> None:
    p.setPen(QPen(LINE, 0.3 * dpmm))
    p.setBrush(RUN_OFF.get(i, PISTE[i % 2]))
    p.drawRect(rect)
    label = translate("Boards", "run-off") if i in RUN_OFF else translate("Boards", "on guard") \
        if i in ON_GUARD else ""
    if label:
        font = card_font("Carlito", 3.2 * dpmm, bold=True)
        font.setCapitalization(QFont.Capitalization.AllUppercase)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        p.setFont(font)
        p.setPen(QColor("#fbf8f0") if i in RUN_OFF else LINE)
        p.drawText(rect.adjusted(0, 2 * dpmm, 0, -2 * dpmm), Qt.AlignmentFlag.AlignHCenter
                   | Qt.AlignmentFlag.AlignBottom, label)


def on_guard_lines() -> tuple[float, float]:
    """Where the bold on-guard lines run, in mm from the strip's left end: each on the
    centre-side edge of its on-guard section, so a fencer stands behind it."""
    return (ON_GUARD[0] + 1) * SECTION_MM, ON_GUARD[1] * SECTION_MM


def _ends(p: QPainter, x0: float, top: float, dpmm: float) -> None:
    def line(x: float, width: float, over: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> None:
        p.setPen(QPen(LINE, width * dpmm, style, Qt.PenCapStyle.FlatCap))
        p.drawLine(QPointF((x0 + x) * dpmm, (top - over) * dpmm),
                   QPointF((x0 + x) * dpmm, (top + STRIP_HEIGHT_MM + over) * dpmm))

    for x in on_guard_lines():
        line(x, 2.0, 0)
    line(SECTIONS / 2 * SECTION_MM, 0.5, 0, Qt.PenStyle.DashLine)  # the centre line
    for x in (0.0, SECTIONS * SECTION_MM):
        line(x, 1.2, 3)


FENCING_STRIP = Strip(QT_TRANSLATE_NOOP("Boards", "Ready...Fence! fencing strip"), SECTIONS, SECTION_MM,
                      STRIP_HEIGHT_MM, _section, _ends)


def board_pages(options: ProofOptions) -> list[BoardPage]:
    """The strip's tiles, then the page with the stamina bottles and the scoreboard."""
    return [*strip_pages(FENCING_STRIP, options), render_scoreboard_page]


# --- the scoreboard page ---------------------------------------------------------------------------------
class _Sheet:
    """Drawing in millimetres on a painter whose units are device pixels at `dpmm`."""

    def __init__(self, p: QPainter, dpmm: float) -> None:
        self.p, self.dpmm = p, dpmm

    def rect(self, x: float, y: float, w: float, h: float) -> QRectF:
        return QRectF(x * self.dpmm, y * self.dpmm, w * self.dpmm, h * self.dpmm)

    def at(self, x: float, y: float) -> QPointF:
        return QPointF(x * self.dpmm, y * self.dpmm)

    def pen(self, colour: QColor, width_mm: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> None:
        self.p.setPen(QPen(colour, width_mm * self.dpmm, style))

    def label(self, text: str, cx: float, y: float, size: float, colour: QColor = INK, bold: bool = True,
              caps: bool = True, width: float = 60.0) -> None:
        """One line of text centred on cx, its box from y down `size` * 1.5 mm."""
        font = card_font("Carlito", size * self.dpmm, bold)
        if caps:
            font.setCapitalization(QFont.Capitalization.AllUppercase)
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 110)
        self.p.setFont(font)
        self.p.setPen(colour)
        self.p.drawText(self.rect(cx - width / 2, y, width, size * 1.5), Qt.AlignmentFlag.AlignCenter, text)

    def circle(self, cx: float, cy: float, r: float, fill: QColor, line: QColor, width: float = 0.5) -> None:
        self.pen(line, width)
        self.p.setBrush(fill)
        self.p.drawEllipse(self.at(cx, cy), r * self.dpmm, r * self.dpmm)


def render_scoreboard_page(p: QPainter, options: ProofOptions, dpmm: float) -> None:
    """The stamina bottles at the sides, the scoreboard between them, on one landscape page."""
    register_fonts()
    s = _Sheet(p, dpmm)
    page_w = max(options.page_mm)
    cx = page_w / 2
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setFont(card_font("Carlito", 3.5 * dpmm))
    p.setPen(QColor("#333333"))
    p.drawText(s.rect(TILE_MARGIN_MM, 6, page_w - 2 * TILE_MARGIN_MM, 6), Qt.AlignmentFlag.AlignLeft,
               translate("Boards", "Ready...Fence! boards — the stamina indicators and the scoreboard. "
                         "Stamina tokens start on 6, the round marker on 1, the weapon tokens on {line}.")
               .format(line=translate("ReadyFenceActions", "Point-in-Line")))
    for side, (name, colour) in enumerate(FENCERS):
        bottle_x = TILE_MARGIN_MM + 19 if side == 0 else page_w - TILE_MARGIN_MM - 19
        fencer = translate("Boards", name)
        _bottle(s, bottle_x, 15.0, fencer, colour)
        _fencer_column(s, cx + (62 if side else -62), fencer, colour, towards=-1 if side else 1)
    _timer(s, cx, options)
    s.label(translate("Boards", "Priority"), cx, 119, 3.4)
    s.circle(cx, 136, 12, QColor("#f4ecd2"), INK, 0.6)
    s.label(translate("Boards", "Initiative coin"), cx, 133.5, 2.4, QColor("#7a6a45"), bold=False, caps=False)
    s.label(translate("Boards", "Bout period"), cx, 155, 3.4)
    for n in (1, 2, 3):
        x = cx + (n - 2) * 22
        s.circle(x, 172, 8, QColor("#fbf8f0"), INK, 0.6)
        s.label(str(n), x, 168.2, 5.0, INK, caps=False, width=10)
    p.restore()


def _bottle(s: _Sheet, cx: float, top: float, name: str, colour: QColor) -> None:
    """A water bottle of seven squares, 6 at the top (full) down to 0 (empty)."""
    p = s.p
    s.label(translate("Boards", "Stamina"), cx, top, 3.4)
    cap = QRectF(s.rect(cx - 9, top + 6, 18, 7))
    p.setBrush(colour)
    s.pen(INK, 0.5)
    p.drawRoundedRect(cap, 1.5 * s.dpmm, 1.5 * s.dpmm)
    p.setBrush(WATER)
    s.pen(WATER_LINE, 0.7)
    p.drawRect(s.rect(cx - 7, top + 13, 14, 7))  # the neck
    square_h, inner_w = 19.0, 30.0
    body_top = top + 20
    body = s.rect(cx - 19, body_top, 38, (STAMINA_MAX + 1) * square_h + 8)
    p.drawRoundedRect(body, 7 * s.dpmm, 7 * s.dpmm)
    for i in range(STAMINA_MAX + 1):
        y = body_top + 4 + i * square_h
        s.pen(WATER_LINE, 0.5)
        p.setBrush(QColor("#fbf8f0"))
        p.drawRoundedRect(s.rect(cx - inner_w / 2, y + 1, inner_w, square_h - 2), 1.2 * s.dpmm, 1.2 * s.dpmm)
        s.label(str(STAMINA_MAX - i), cx, y + 4.5, 7.0, WATER_LINE, caps=False, width=inner_w)
    s.label(name, cx, body_top + (STAMINA_MAX + 1) * square_h + 10, 3.0, colour, width=44)


def _fencer_column(s: _Sheet, cx: float, name: str, colour: QColor, towards: int) -> None:
    """A fencer's score space and three weapon position circles; `towards` is the side the
    opponent stands on (+1 right), where the blade in each circle points."""
    p = s.p
    s.label(name, cx, 15, 3.4, colour)
    s.pen(colour, 0.6, Qt.PenStyle.DashLine)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(s.rect(cx - 18, 22, 36, 50), 2 * s.dpmm, 2 * s.dpmm)
    s.label(translate("Boards", "Score"), cx, 44, 3.0, colour.lighter(130))
    for n, position in enumerate(WEAPON_POSITIONS):
        cy = 90 + n * 32
        s.circle(cx, cy, 12, QColor("#fbf8f0"), colour, 0.8)
        _weapon_position(s, position, cx, cy, towards)
        s.label(translate("ReadyFenceActions", position), cx, cy + 12.8, 2.8, INK, width=40)


def _weapon_position(s: _Sheet, position: str, cx: float, cy: float, towards: int) -> None:
    """The blade as the position holds it: in line at the opponent, raised to invite, or crossed
    with the opponent's blade in engagement."""
    ink, length = INK, 20 * s.dpmm
    turn = 0.0 if towards > 0 else 180.0
    if position == "Point-in-Line":
        draw_epee(s.p, s.at(cx, cy), length, turn, ink, ink)
    elif position == "Invitation":
        draw_epee(s.p, s.at(cx, cy), length, turn - towards * 50, ink, ink)
    else:
        draw_epee(s.p, s.at(cx - towards * 1.5, cy), length, turn - towards * 14, ink, ink)
        grey = QColor("#8a8f96")
        draw_epee(s.p, s.at(cx + towards * 1.5, cy), length, turn + 180 + towards * 14, grey, grey)


def _timer(s: _Sheet, cx: float, options: ProofOptions) -> None:
    """The Timer countdown space: the deck lies here, a card's size with a margin."""
    cw, ch = options.card_mm
    scale = min(1.0, (TIMER_MAX_MM[0] - 4) / cw, (TIMER_MAX_MM[1] - 4) / ch)
    w, h = cw * scale + 4, ch * scale + 4
    s.label(translate("Boards", "Timer countdown"), cx, 15, 3.4)
    s.pen(INK, 0.6)
    s.p.setBrush(QColor("#f4ecd2"))
    s.p.drawRoundedRect(s.rect(cx - w / 2, 22, w, h), 3 * s.dpmm, 3 * s.dpmm)
    s.label(translate("Boards", "the deck, face down"), cx, 22 + h / 2 - 2, 2.6, QColor("#7a6a45"),
            bold=False, caps=False)
