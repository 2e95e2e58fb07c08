"""Print-and-play PDFs: page sizes and counts, embedded fonts, text, mark and card positions, backs."""

from __future__ import annotations

import itertools
from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from gui.games.en_garde.boards import piste_tiles
from gui.proofs.imposition import CARD_SIZES, MARK_GAP, MARK_LEN, ProofOptions, impose, plan_grid
from gui.proofs.pdf import PrintJob, render_page, write_pdf
from main import main

MM_TO_PT = 72 / 25.4


def pdf(tmp_path: Path, job: PrintJob, options: ProofOptions, name: str = "p.pdf") -> PdfReader:
    report = write_pdf(job, options, tmp_path / name, today=date(2026, 1, 2))
    reader = PdfReader(str(report.path))
    assert len(reader.pages) == report.pages
    return reader


@pytest.mark.parametrize(("paper", "size_mm"), [("a4", (210, 297)), ("letter", (215.9, 279.4))])
def test_nine_poker_cards_a_page_on_a4_and_letter(
    qtbot: QtBot, tmp_path: Path, paper: str, size_mm: tuple[float, float]
) -> None:
    options = ProofOptions(paper=paper)
    grid = plan_grid(*options.page_mm, options.card_mm, options.bleed_mm)
    assert grid.per_page == 9
    reader = pdf(tmp_path, PrintJob("en-garde", board=False), options)
    assert len(reader.pages) == 3  # 25 cards, 9 a page
    for page in reader.pages:
        box = page.mediabox
        assert float(box.width) == pytest.approx(size_mm[0] * MM_TO_PT, abs=0.5)
        assert float(box.height) == pytest.approx(size_mm[1] * MM_TO_PT, abs=0.5)


def test_fonts_are_embedded_and_the_text_can_be_extracted(qtbot: QtBot, tmp_path: Path) -> None:
    reader = pdf(tmp_path, PrintJob("en-garde"), ProofOptions())
    fonts = []
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descriptor = font["/DescendantFonts"][0].get_object() if "/DescendantFonts" in font else font
            fonts.append(descriptor["/FontDescriptor"].get_object())
    assert fonts and all("/FontFile2" in f or "/FontFile3" in f or "/FontFile" in f for f in fonts)
    # Qt places each word on its own, so readers see tabs between words: compare the words
    first = " ".join(reader.pages[0].extract_text().split())
    assert "Step 1 space" in first and "Salle" in first and "page 1/6" in first
    assert "2026-01-02" in first
    assert "tile 1 of 3" in " ".join(reader.pages[3].extract_text().split())


def test_boards_come_with_a_whole_game_and_print_landscape(qtbot: QtBot, tmp_path: Path) -> None:
    options = ProofOptions()
    reader = pdf(tmp_path, PrintJob("en-garde"), options)
    tiles = piste_tiles(options)
    assert len(reader.pages) == 3 + len(tiles)
    landscape = reader.pages[-1].mediabox
    assert float(landscape.width) > float(landscape.height)
    # the tiles cover the whole piste and overlap
    assert tiles[0][0] == 0 and tiles[-1][1] == pytest.approx(23 * 24)
    assert all(a[1] > b[0] for a, b in itertools.pairwise(tiles))
    assert len(pdf(tmp_path, PrintJob("en-garde", card_ids=["eg-3"]), options, "sel.pdf").pages) == 1


def test_a_selection_n_copies_and_one_deck(qtbot: QtBot, tmp_path: Path) -> None:
    job = PrintJob("en-garde", deck_ids=["fencing"], card_ids=["eg-5"], copies=2)
    assert len(job.cards()) == 10 and {c.id for _, c in job.cards()} == {"eg-5"}
    with pytest.raises(ValueError, match="no deck 'x'"):
        PrintJob("en-garde", deck_ids=["x"]).cards()
    with pytest.raises(ValueError, match="no card 'zz'"):
        PrintJob("en-garde", card_ids=["zz"]).cards()


def test_a4_poker_grid_is_butted_and_centred_to_a_tenth_of_a_millimetre() -> None:
    options = ProofOptions()
    (page,) = impose(9, options)
    w, h = CARD_SIZES["poker"]
    left, top = (210 - 3 * w - 6) / 2 + 3, (297 - 3 * h - 6) / 2 + 3  # butted, bleed round the outside
    for n, slot in enumerate(page.slots):
        assert slot.x == pytest.approx(left + (n % 3) * w, abs=0.1)
        assert slot.y == pytest.approx(top + (n // 3) * h, abs=0.1)
    # every cut line has a mark above and below the grid, outside the bleed
    xs = {left + c * w for c in range(4)}
    above = [m for m in page.marks if m[0] == m[2] and m[3] < top]
    assert {round(m[0], 6) for m in above} == {round(x, 6) for x in xs}
    assert all(m[3] == pytest.approx(top - 3 - MARK_GAP, abs=0.1) for m in above)
    assert all(m[3] - m[1] == pytest.approx(MARK_LEN) for m in above)


def test_rendered_crop_marks_and_cards_land_within_a_tenth_of_a_millimetre(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Draw the sheet at 10 pixels per mm and look for the ink where the layout puts it."""
    options = ProofOptions(bleed_mm=3.0)
    job = PrintJob("en-garde", board=False)
    cards = job.cards()
    page = impose(len(cards), options)[0]
    dpmm = 10.0
    image = QImage(2100, 2970, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    render_page(painter, page, cards, options, dpmm)
    painter.end()
    for x1, y1, x2, y2 in page.marks:
        if x1 == x2:  # a vertical mark: ink on its column, none 0.3 mm to either side
            y = int((y1 + y2) / 2 * dpmm)
            col = round(x1 * dpmm)
            assert min(image.pixelColor(c, y).lightness() for c in (col - 1, col)) < 128
            assert (
                image.pixelColor(col - 3, y).lightness() > 200
                and image.pixelColor(col + 3, y).lightness() > 200
            )
    slot = page.slots[0]
    paper = QColor("#f6f1e4")
    inside = image.pixelColor(round((slot.x + 1) * dpmm), round((slot.y + slot.h / 2) * dpmm))
    bleed = image.pixelColor(round((slot.x - 2) * dpmm), round((slot.y + slot.h / 2) * dpmm))
    outside = image.pixelColor(round((slot.x - 3.5) * dpmm), round((slot.y + slot.h / 2) * dpmm))
    assert inside == paper and bleed == paper and outside == QColor("white")
    sheet = tmp_path / "sheet.png"  # docs/proofs/ holds the same sheet for people to look at
    assert image.save(str(sheet)) and sheet.stat().st_size > 50_000


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_each_back_page_mirrors_its_front(duplex: str) -> None:
    options = ProofOptions(duplex=duplex, offset_mm=(0.4, -0.2))
    pages = impose(12, options)
    assert [p.kind for p in pages] == ["front", "back", "front", "back"]
    page_w, page_h = options.page_mm
    for front, back in zip(pages[::2], pages[1::2], strict=True):
        assert [s.index for s in front.slots] == [s.index for s in back.slots]
        for f, b in zip(front.slots, back.slots, strict=True):
            assert b.back and not f.back
            if duplex == "long":  # columns swap sides, rows stay
                assert b.x == pytest.approx(page_w - f.x - f.w + 0.4)
                assert b.y == pytest.approx(f.y - 0.2)
                assert not b.turned
            else:  # rows swap, and the backs turn upside down
                assert b.x == pytest.approx(f.x + 0.4)
                assert b.y == pytest.approx(page_h - f.y - f.h - 0.2)
                assert b.turned
    # the back of the first card of a long-edge sheet sits at the far right of the back page
    if duplex == "long":
        assert pages[1].slots[0].x > pages[1].slots[2].x


@pytest.mark.parametrize(("duplex", "rows_swap"), [("long", True), ("short", False)])
def test_on_landscape_paper_the_long_edge_is_the_top_edge(duplex: str, rows_swap: bool) -> None:
    options = ProofOptions(duplex=duplex, landscape=True)
    front, back = impose(8, options)[:2]
    page_w, page_h = options.page_mm
    for f, b in zip(front.slots, back.slots, strict=True):
        if rows_swap:
            assert (b.x, b.y, b.turned) == (pytest.approx(f.x), pytest.approx(page_h - f.y - f.h), True)
        else:
            assert (b.x, b.y, b.turned) == (pytest.approx(page_w - f.x - f.w), pytest.approx(f.y), False)


def test_fold_puts_each_back_opposite_its_front() -> None:
    options = ProofOptions(duplex="fold", landscape=True)
    (page,) = impose(4, options)
    fronts = [s for s in page.slots if not s.back]
    backs = [s for s in page.slots if s.back]
    assert len(fronts) == len(backs) == 4 and page.fold_x == pytest.approx(148.5)
    for f, b in zip(fronts, backs, strict=True):
        assert f.index == b.index
        assert f.x + f.w <= page.fold_x <= b.x
        assert (f.x + f.w / 2) + (b.x + b.w / 2) == pytest.approx(2 * page.fold_x)


@pytest.mark.parametrize(
    "argv",
    [
        ["proofs", "en-garde", "--bleed", "6"],
        ["proofs", "en-garde", "--card", "giant"],
        ["proofs", "en-garde", "--paper", "a3"],
        ["proofs", "en-garde", "--deck", "nope"],
        ["proofs", "en-garde", "--cards", "eg-9"],
        ["proofs", "en-garde", "--copies", "0"],
        ["proofs", "chess"],
    ],
)
def test_bad_proofs_arguments_exit_2_with_usage(
    qtbot: QtBot, argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as e:
        main([*argv, "--out", str(tmp_path / "x.pdf")])
    assert e.value.code == 2 and "usage:" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_the_proofs_command_writes_the_pdf(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "eg.pdf"
    assert (
        main(
            [
                "proofs",
                "en-garde",
                "--paper",
                "letter",
                "--duplex",
                "long",
                "--card",
                "bridge",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    assert "25 cards" in capsys.readouterr().out
    reader = PdfReader(str(out))
    assert float(reader.pages[0].mediabox.width) == pytest.approx(215.9 * MM_TO_PT, abs=0.5)
