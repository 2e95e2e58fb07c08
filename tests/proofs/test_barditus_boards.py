"""Barditus prints whole: every copy of every army card with its back, crop marks round each
sheet, then one landscape tokens sheet with each army's unit pieces (more than its largest
set-up needs), its command and morale die places, a general and its D, casualty and pursuit
markers."""

from __future__ import annotations

import math
from collections import Counter
from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from engine.core.cards import decks_for
from engine.games.barditus.cards import armies, list_problem
from gui.games.barditus import boards as barditus_boards
from gui.games.barditus.boards import COUNTS, PIECES, most_pieces, sheet_tokens
from gui.games.barditus.face import ARMY_COLOURS
from gui.proofs import pdf
from gui.proofs.imposition import ProofOptions, impose
from gui.proofs.pdf import PrintJob, render_page, write_pdf
from main import main


def _words(reader: PdfReader, n: int) -> str:
    # Qt places each word on its own, so readers see tabs between words: compare the words
    return " ".join(reader.pages[n].extract_text().split())


def _copies() -> int:
    return sum(len(d.printed()) for d in decks_for("barditus"))


def test_the_whole_game_prints_every_copy_with_backs_then_the_tokens(qtbot: QtBot, tmp_path: Path) -> None:
    options = ProofOptions(duplex="long")
    report = write_pdf(PrintJob("barditus"), options, tmp_path / "b.pdf", today=date(2026, 1, 2))
    reader = PdfReader(str(report.path))
    sheets = math.ceil(_copies() / 9)
    assert report.cards == _copies() and len(reader.pages) == report.pages == 2 * sheets + 1
    portrait = [float(p.mediabox.width) < float(p.mediabox.height) for p in reader.pages]
    assert portrait == [True] * 2 * sheets + [False]
    fronts = " ".join(_words(reader, n) for n in range(0, 2 * sheets, 2))
    for deck in decks_for("barditus"):
        for card in deck.cards:
            # every copy: a card's name once per copy (names are unique across the armies' cards)
            assert fronts.count(card.name) >= card.copies, card.id
    assert "fronts · page 1/" in _words(reader, 0) and "backs" in _words(reader, 1)
    # nine backs, the name twice on each (readers space out the turned one's letters), and the header
    assert "".join(_words(reader, 1).split()).upper().count("BARDITUS") == 2 * 9 + 1
    tokens = _words(reader, 2 * sheets).upper()
    for word in ("BARDITUS TOKENS", "COMMAND", "MORALE", "GENERAL", f"{PIECES} UNIT PIECES"):
        assert word in tokens, word
    for army in armies().values():
        assert army.title.upper() in tokens


def test_each_card_sheet_has_its_crop_marks_and_its_backs_mirror_it(qtbot: QtBot) -> None:
    options = ProofOptions(duplex="long")
    job = PrintJob("barditus")
    cards = job.cards()
    pages = impose(len(cards), options)
    assert [p.kind for p in pages[:2]] == ["front", "back"]
    assert all(p.marks for p in pages) and all(len(p.slots) <= 9 for p in pages)
    assert sorted(s.index for p in pages if p.kind == "front" for s in p.slots) == list(range(len(cards)))
    dpmm = 5.0
    image = QImage(1050, 1485, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_page(painter, pages[0], cards, options, dpmm)
    painter.end()
    for x1, y1, x2, y2 in pages[0].marks:  # ink on every crop mark
        x, y = round((x1 + x2) / 2 * dpmm), round((y1 + y2) / 2 * dpmm)
        assert min(image.pixelColor(x + dx, y + dy).lightness() for dx in (-1, 0) for dy in (-1, 0)) < 160
    slot = pages[0].slots[0]  # the first card's band runs on into the bleed
    band = image.pixelColor(round((slot.x - 2) * dpmm), round((slot.y + 3) * dpmm))
    assert band == QColor(ARMY_COLOURS[cards[0][0].id])


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_tokens_sheet_holds_each_armys_counters_on_the_page(paper: str) -> None:
    options = ProofOptions(paper=paper)
    tokens = sheet_tokens(options)
    for army in armies():
        assert Counter(t.kind for t in tokens if t.army == army) == COUNTS
    page_w, page_h = max(options.page_mm), min(options.page_mm)
    assert all(t.x >= 0 and t.x + t.w <= page_w - 5 and t.y >= 0 and t.y + t.h <= page_h - 5 for t in tokens)
    for a in tokens:  # butted, never overlapping
        for b in tokens:
            if a is not b:
                assert (a.x + a.w <= b.x + 1e-6 or b.x + b.w <= a.x + 1e-6 or a.y + a.h <= b.y + 1e-6
                        or b.y + b.h <= a.y + 1e-6), (a, b)
    # a piece fits the cards' slots with its frame showing
    assert all(t.w <= 11 for t in tokens if t.kind == "piece")


def test_every_army_has_more_pieces_than_its_largest_set_up() -> None:
    for army in armies().values():
        assert most_pieces(army) <= PIECES, army.id
        # the cheapest list is legal (the army check says so): the largest set-up is no smaller
        fronts = sorted((c for c in army.line("front") for _ in range(c.copies)), key=lambda c: c.points)[:4]
        rears = sorted((c for c in army.line("rear") for _ in range(c.copies)), key=lambda c: c.points)[:4]
        assert list_problem(army.id, [c.id for c in fronts + rears]) == ""
        assert most_pieces(army) >= sum(c.filled for c in fronts + rears) > 0


def test_the_tokens_page_prints_pieces_in_each_armys_colour(qtbot: QtBot) -> None:
    options, dpmm = ProofOptions(), 4.0
    page_w, page_h = max(options.page_mm), min(options.page_mm)
    image = QImage(round(page_w * dpmm), round(page_h * dpmm), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    (page,) = pdf.board_pages("barditus", options)
    page(p, options, dpmm)
    p.end()
    for t in sheet_tokens(options):
        if t.kind == "piece":  # a corner of the piece, inside its cut line
            colour = image.pixelColor(round((t.x + 0.5) * dpmm), round((t.y + 0.5) * dpmm))
            assert colour == QColor(ARMY_COLOURS[t.army]), t
    assert barditus_boards.board_pages(options) == [barditus_boards.render_tokens_page]


def test_the_proofs_command_prints_barditus(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "b.pdf"
    assert main(["proofs", "barditus", "--duplex", "long", "--out", str(out)]) == 0
    assert f"{_copies()} cards" in capsys.readouterr().out
    assert len(PdfReader(str(out)).pages) == 2 * math.ceil(_copies() / 9) + 1
