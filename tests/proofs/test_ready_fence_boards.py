"""Ready...Fence! prints whole: its 54 cards, then the fencing strip tiled across landscape pages
(green and red run-off ends, bold on-guard lines), then the stamina bottles and the scoreboard."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from engine.core.cards import decks_for
from gui.games.ready_fence import boards as fence_boards
from gui.proofs import pdf
from gui.proofs.imposition import ProofOptions
from gui.proofs.pdf import TILE_MARGIN_MM, PrintJob, strip_tiles, write_pdf


def _words(reader: PdfReader, n: int) -> str:
    # Qt places each word on its own, so readers see tabs between words: compare the words
    return " ".join(reader.pages[n].extract_text().split())


def test_the_whole_game_prints_its_cards_then_the_strip_tiles_then_the_boards(
    qtbot: QtBot, tmp_path: Path
) -> None:
    options = ProofOptions()
    report = write_pdf(PrintJob("ready-fence"), options, tmp_path / "rf.pdf", today=date(2026, 1, 2))
    reader = PdfReader(str(report.path))
    tiles = strip_tiles(fence_boards.FENCING_STRIP.length_mm, options)
    assert len(tiles) == 2  # ten 40 mm sections do not fit one A4 page
    assert report.cards == 54 and len(reader.pages) == report.pages == 6 + len(tiles) + 1
    portrait = [float(p.mediabox.width) < float(p.mediabox.height) for p in reader.pages]
    assert portrait == [True] * 6 + [False] * 3
    cards = " ".join(_words(reader, n) for n in range(6))
    (deck,) = decks_for("ready-fence")
    for card in deck.cards:
        assert card.name in cards, card.id
    assert "+1" in cards and "to the wrist" in cards and "page 1/9" in _words(reader, 0)
    assert "fencing strip — tile 1 of 2" in _words(reader, 6) and "tile 2 of 2" in _words(reader, 7)
    board = _words(reader, 8)
    for word in ("STAMINA 6 5 4 3 2 1 0", "TIMER COUNTDOWN", "PRIORITY", "BOUT PERIOD",
                 "POINT-IN-LINE", "INVITATION", "ENGAGEMENT", "RED FENCER", "GREEN FENCER"):
        assert word in board.upper(), word
    assert board.count("POINT-IN-LINE") == 2  # a set of weapon position circles each (in capitals)


def test_a_selection_prints_no_boards_unless_asked(qtbot: QtBot, tmp_path: Path) -> None:
    options = ProofOptions()
    joker = PrintJob("ready-fence", card_ids=["jk"])
    assert write_pdf(joker, options, tmp_path / "a.pdf").pages == 1
    joker.board = True
    assert write_pdf(joker, options, tmp_path / "b.pdf").pages == 1 + 3


def _strip_images(options: ProofOptions, dpmm: float) -> list[QImage]:
    page_w, page_h = max(options.page_mm), min(options.page_mm)
    images = []
    for page in pdf.board_pages("ready-fence", options)[:-1]:
        image = QImage(round(page_w * dpmm), round(page_h * dpmm), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        p = QPainter(image)
        page(p, options, dpmm)
        p.end()
        images.append(image)
    return images


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_strip_has_green_and_red_run_off_ends_and_bold_on_guard_lines(qtbot: QtBot, paper: str) -> None:
    options, dpmm = ProofOptions(paper=paper), 4.0
    images = _strip_images(options, dpmm)
    strip = fence_boards.FENCING_STRIP
    tiles = strip_tiles(strip.length_mm, options)
    page_h = min(options.page_mm)
    y = round(page_h / 2 * dpmm)  # the strip is centred on the page

    def at(x_mm: float) -> QColor:
        """The colour at x mm along the strip, on the first tile that shows it."""
        n = next(i for i, (start, end) in enumerate(tiles) if start <= x_mm < end - pdf.TILE_OVERLAP_MM
                 or i == len(tiles) - 1)
        return images[n].pixelColor(round((TILE_MARGIN_MM + x_mm - tiles[n][0]) * dpmm), y)

    half = strip.section_mm / 2
    assert at(half) == fence_boards.RUN_OFF[0] and at(strip.length_mm - half) == fence_boards.RUN_OFF[9]
    for section in range(1, 9):
        assert at(section * strip.section_mm + half) in fence_boards.PISTE, section
    for x in fence_boards.on_guard_lines():
        assert all(at(x + dx).lightness() < 100 for dx in (-0.6, 0, 0.6))  # bold: over a millimetre
        assert at(x - 2).lightness() > 180 and at(x + 2).lightness() > 180  # 2 mm either side: piste
    # the on-guard lines stand on the centre-side edges of sections 3 and 6, the fencers behind them
    assert fence_boards.on_guard_lines() == (4 * strip.section_mm, 6 * strip.section_mm)
