"""Print-and-play PDF proofs with QPdfWriter: vector cards, embedded fonts, bleed and crop marks.

`write_pdf` lays the chosen cards out with `imposition.impose` and draws every page with
`render_page` — the same function the print dialog uses for its live preview, so what the
preview shows is what the PDF holds. Boards follow the cards on landscape pages: a strip of
sections (a piste) is tiled across pages with an overlap strip and alignment marks; each game's
boards come from its GameUI.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from pathlib import Path

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

import gui.cardface.fit  # noqa: F401  (a set printed is judged by its faces where it is checked)
from engine.core.cards import Card, Deck, select_decks
from engine.core.i18n import translate
from engine.games import get_game
from engine.store.cardsets import CardSet, card_set_in_play, decks_with
from engine.version import version
from gui.cardface.fonts import card_font, register_fonts
from gui.cardface.render import draw_card
from gui.i18n import words_in
from gui.proofs.imposition import Page, ProofOptions, impose

RESOLUTION = 1200  # dots per inch of the PDF's coordinate space: 0.02 mm steps
HEADER_MM = 2.6  # text height of the sheet header
MARK_PEN_MM = 0.15


@dataclass
class PrintJob:
    """What to print: a game's decks (all, or some), chosen cards, n copies of each, boards, and
    the language the cards speak."""

    game: str
    deck_ids: Sequence[str] = ()
    card_ids: Sequence[str] = ()
    copies: int = 1
    board: bool | None = None  # None: boards come with a whole game, not with a selection
    language: str | None = None  # None: the language the program shows its words in
    # the card set whose cards print in the place of the shipped ones (None: the shipped cards);
    # by default the set in play (`proofs --card-set` puts it there), the dialog names its choice
    card_set: CardSet | None = field(default_factory=card_set_in_play)

    def decks(self) -> list[Deck]:
        among = decks_with(self.card_set, self.game)
        return [deck.in_language(self.language) for deck in select_decks(self.game, self.deck_ids, among)]

    def cards(self) -> list[tuple[Deck, Card]]:
        """Every card to print, copies included, deck by deck in data order."""
        out: list[tuple[Deck, Card]] = []
        wanted = set(self.card_ids)
        for deck in self.decks():
            for card in deck.printed():
                if not wanted or card.id in wanted:
                    out += [(deck, card)] * self.copies
        if wanted - {c.id for _, c in out}:
            raise ValueError(translate("Proofs", "no card {card} in {game}").format(
                card=repr(sorted(wanted - {c.id for _, c in out})[0]), game=self.game))
        return out

    def with_board(self) -> bool:
        return self.board if self.board is not None else not (self.deck_ids or self.card_ids)


@dataclass
class Report:
    path: Path
    pages: int
    cards: int
    seconds: float
    size_bytes: int
    notes: list[str] = field(default_factory=list)


def header_text(
    job: PrintJob, cards: list[tuple[Deck, Card]], page: Page, number: int, total: int, today: date
) -> str:
    """The sheet's header line in the job's language."""
    with words_in(job.language):
        indices = sorted({s.index for s in page.slots})
        decks = sorted({cards[i][0].title for i in indices})
        span = translate("Proofs", "cards {first}-{last} of {count}").format(
            first=indices[0] + 1, last=indices[-1] + 1, count=len(cards)) if indices else ""
        side = {"front": translate("Proofs", "fronts"), "back": translate("Proofs", "backs"),
                "fold": translate("Proofs", "fold here")}[page.kind]
        return " · ".join(
            p
            for p in (
                f"Salle {version()}",
                get_game(job.game).title,
                # which set's cards these are: a designer prints several versions of one deck
                translate("Proofs", "card set {name}").format(name=job.card_set.name) if job.card_set else "",
                ", ".join(decks),
                span,
                side,
                translate("Proofs", "page {number}/{total}").format(number=number, total=total),
                today.isoformat(),
            )
            if p
        )


def render_page(
    p: QPainter,
    page: Page,
    cards: list[tuple[Deck, Card]],
    options: ProofOptions,
    dpmm: float,
    header: str | None = None,
) -> None:
    """Draw one sheet on a painter whose units are device pixels at `dpmm` pixels per mm."""
    register_fonts()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for slot in page.slots:
        deck, card = cards[slot.index]
        cx, cy, cw, ch = slot.clip
        p.save()
        p.setClipRect(QRectF(cx * dpmm, cy * dpmm, cw * dpmm, ch * dpmm))
        trim = QRectF(slot.x * dpmm, slot.y * dpmm, slot.w * dpmm, slot.h * dpmm)
        if slot.turned:
            p.translate(trim.center())
            p.rotate(180)
            p.translate(-trim.center())
        draw_card(p, trim, None if slot.back else card, deck, bleed=options.bleed_mm * dpmm, rounded=False)
        p.restore()
        if options.safe_zone_mm > 0:
            inset = options.safe_zone_mm * dpmm
            pen = QPen(QColor("#1f8fd6"), 0.1 * dpmm, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(trim.adjusted(inset, inset, -inset, -inset))
    p.setPen(QPen(QColor("black"), MARK_PEN_MM * dpmm))
    for x1, y1, x2, y2 in page.marks:
        p.drawLine(QPointF(x1 * dpmm, y1 * dpmm), QPointF(x2 * dpmm, y2 * dpmm))
    if page.fold_x is not None:
        p.setPen(QPen(QColor("#555555"), 0.2 * dpmm, Qt.PenStyle.DashDotLine))
        page_h = options.page_mm[1]
        p.drawLine(QPointF(page.fold_x * dpmm, 0), QPointF(page.fold_x * dpmm, page_h * dpmm))
    if header:
        _draw_header(p, page, options, dpmm, header)
    p.restore()


def _draw_header(p: QPainter, page: Page, options: ProofOptions, dpmm: float, text: str) -> None:
    """In the top margin if the crop marks leave room, else along the left edge."""
    p.setFont(card_font("Carlito", HEADER_MM * dpmm))
    p.setPen(QColor("#333333"))
    page_w, page_h = options.page_mm
    top = min(
        (y for _, y, _, y2 in page.marks for y in (y, y2)),
        default=min((s.clip[1] for s in page.slots), default=page_h),
    )
    left = min(
        (x for x, _, x2, _ in page.marks for x in (x, x2)),
        default=min((s.clip[0] for s in page.slots), default=page_w),
    )
    if top >= HEADER_MM + 3:
        p.drawText(
            QRectF(5 * dpmm, (top - HEADER_MM - 1.5) * dpmm, (page_w - 10) * dpmm, (HEADER_MM + 1) * dpmm),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            text,
        )
    elif left >= HEADER_MM + 3:
        p.save()
        p.translate((left - 1.5) * dpmm, (page_h - 5) * dpmm)
        p.rotate(-90)
        p.drawText(
            QRectF(0, -(HEADER_MM + 1) * dpmm, (page_h - 10) * dpmm, (HEADER_MM + 1) * dpmm),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            text,
        )
        p.restore()


# --- boards ------------------------------------------------------------------------------------------
# A board page draws itself on a landscape page: painter in device pixels, `dpmm` pixels a mm.
BoardPage = Callable[[QPainter, ProofOptions, float], None]

TILE_OVERLAP_MM = 12.0
TILE_MARGIN_MM = 10.0


@dataclass(frozen=True)
class Strip:
    """A board of equal sections in a row (a piste), tiled across landscape pages if too long.

    `section(p, i, rect, dpmm)` paints section i in `rect` (device pixels); `ends(p, x0, top,
    dpmm)` draws over all of them (the strip's end lines, on-guard lines), x0 and top in mm.
    `name` is English, marked in the context "Boards" where the strip is defined."""

    name: str
    sections: int
    section_mm: float
    height_mm: float
    section: Callable[[QPainter, int, QRectF, float], None]
    ends: Callable[[QPainter, float, float, float], None]

    @property
    def length_mm(self) -> float:
        return self.sections * self.section_mm


def strip_tiles(length: float, options: ProofOptions) -> list[tuple[float, float]]:
    """A strip's length split into tiles (start mm, end mm) that overlap by TILE_OVERLAP_MM."""
    page_w = max(options.page_mm)  # boards print landscape
    usable = page_w - 2 * TILE_MARGIN_MM
    n = max(1, math.ceil((length - TILE_OVERLAP_MM) / (usable - TILE_OVERLAP_MM)))
    tiles = []
    for i in range(n):
        start = i * (usable - TILE_OVERLAP_MM)
        tiles.append((start, min(length, start + usable)))
    return tiles


def strip_pages(strip: Strip, options: ProofOptions) -> list[BoardPage]:
    """One page renderer for each tile of `strip`."""
    tiles = strip_tiles(strip.length_mm, options)
    return [partial(_strip_page, strip, i, tiles) for i in range(len(tiles))]


def _strip_page(strip: Strip, tile: int, tiles: list[tuple[float, float]], p: QPainter,
                options: ProofOptions, dpmm: float) -> None:
    render_strip_tile(p, strip, tile, tiles, options, dpmm)


def render_strip_tile(
    p: QPainter, strip: Strip, tile: int, tiles: list[tuple[float, float]], options: ProofOptions, dpmm: float
) -> None:
    """One tile of `strip` on a landscape page, with its overlap strip and alignment marks."""
    register_fonts()
    start, end = tiles[tile]
    page_w, page_h = max(options.page_mm), min(options.page_mm)
    top = (page_h - strip.height_mm) / 2
    x0 = TILE_MARGIN_MM - start  # page x of the strip's left end

    def mm(x: float, y: float) -> QPointF:
        return QPointF(x * dpmm, y * dpmm)

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setClipRect(QRectF(mm(TILE_MARGIN_MM, 0), mm(TILE_MARGIN_MM + end - start, page_h)))
    for i in range(strip.sections):
        x = x0 + i * strip.section_mm
        strip.section(p, i, QRectF(mm(x, top), mm(x + strip.section_mm, top + strip.height_mm)), dpmm)
    strip.ends(p, x0, top, dpmm)
    p.restore()
    # the strip the next tile is glued over, and crosshairs to line the tiles up
    p.save()
    if tile + 1 < len(tiles):
        strip_x = TILE_MARGIN_MM + end - start - TILE_OVERLAP_MM
        p.fillRect(
            QRectF(mm(strip_x, top - 8), mm(strip_x + TILE_OVERLAP_MM, top + strip.height_mm + 8)),
            QColor(0, 0, 0, 28),
        )
        _crosshairs(p, strip_x + TILE_OVERLAP_MM / 2, top, strip.height_mm, dpmm, f"{tile + 1}→{tile + 2}")
    if tile > 0:
        _crosshairs(p, TILE_MARGIN_MM + TILE_OVERLAP_MM / 2, top, strip.height_mm, dpmm, f"{tile}→{tile + 1}")
    p.setFont(card_font("Carlito", 3.5 * dpmm))
    p.setPen(QColor("#333333"))
    p.drawText(
        QRectF(mm(TILE_MARGIN_MM, 6), mm(page_w - TILE_MARGIN_MM, 12)),
        Qt.AlignmentFlag.AlignLeft,
        translate("Proofs", "{board} — tile {tile} of {tiles}. Glue the next tile over the shaded strip, "
                  "matching the crosshairs.").format(board=translate("Boards", strip.name), tile=tile + 1,
                                                     tiles=len(tiles)),
    )
    p.restore()


def _crosshairs(p: QPainter, x: float, top: float, height: float, dpmm: float, label: str) -> None:
    p.setPen(QPen(QColor("black"), 0.2 * dpmm))
    p.setBrush(Qt.BrushStyle.NoBrush)
    for y in (top - 5, top + height + 5):
        p.drawEllipse(QPointF(x * dpmm, y * dpmm), 2 * dpmm, 2 * dpmm)
        p.drawLine(QPointF((x - 3.5) * dpmm, y * dpmm), QPointF((x + 3.5) * dpmm, y * dpmm))
        p.drawLine(QPointF(x * dpmm, (y - 3.5) * dpmm), QPointF(x * dpmm, (y + 3.5) * dpmm))
    p.setFont(card_font("Carlito", 2.5 * dpmm))
    p.drawText(QPointF((x + 3) * dpmm, (top - 8) * dpmm), label)


def board_pages(game: str, options: ProofOptions, language: str | None = None) -> list[BoardPage]:
    """A game's board pages (its GameUI's), printed after the cards of a whole game, their words
    in `language` (None: the language shown now); none if it prints no board."""
    from gui.games import game_ui  # the games' boards build on the Strip above

    boards = game_ui(game).boards
    return [partial(_in_language, page, language) for page in boards(options)] if boards is not None else []


def _in_language(page: BoardPage, language: str | None, p: QPainter, options: ProofOptions,
                 dpmm: float) -> None:
    with words_in(language):
        page(p, options, dpmm)


# --- the PDF -------------------------------------------------------------------------------------------
def _page_size(w_mm: float, h_mm: float) -> QPageSize:
    return QPageSize(QSizeF(w_mm, h_mm), QPageSize.Unit.Millimeter, "", QPageSize.SizeMatchPolicy.ExactMatch)


def write_pdf(
    job: PrintJob,
    options: ProofOptions,
    out: Path,
    progress: Callable[[int, int], None] | None = None,
    today: date | None = None,
) -> Report:
    """Write the job's cards (and boards) to `out`; progress(done, total) after every page."""
    started = time.perf_counter()
    cards = job.cards()
    pages = impose(len(cards), options)
    boards = board_pages(job.game, options, job.language) if job.with_board() else []
    total = len(pages) + len(boards)
    today = today or date.today()
    out.parent.mkdir(parents=True, exist_ok=True)
    writer = QPdfWriter(str(out))
    writer.setResolution(RESOLUTION)
    writer.setCreator(f"Salle {version()}")
    with words_in(job.language):
        writer.setTitle(translate("Proofs", "{game} — print and play").format(game=get_game(job.game).title))
    page_w, page_h = options.page_mm
    writer.setPageLayout(
        QPageLayout(_page_size(page_w, page_h), QPageLayout.Orientation.Portrait, QMarginsF())
    )
    dpmm = RESOLUTION / 25.4
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"cannot write {out}")
    try:
        for n, page in enumerate(pages, 1):
            if n > 1:
                writer.newPage()
            render_page(
                painter,
                page,
                cards,
                options,
                dpmm,
                header_text(job, cards, page, n, total, today) if options.header else None,
            )
            if progress:
                progress(n, total)
        if boards:
            landscape = _page_size(max(page_w, page_h), min(page_w, page_h))
            writer.setPageLayout(QPageLayout(landscape, QPageLayout.Orientation.Portrait, QMarginsF()))
            for i, board in enumerate(boards):
                if pages or i > 0:
                    writer.newPage()
                board(painter, options, dpmm)
                if progress:
                    progress(len(pages) + i + 1, total)
    finally:
        painter.end()
    return Report(out, total, len(cards), time.perf_counter() - started, out.stat().st_size)
