"""Print-shop images: exact pixel sizes, stored dpi, painted bleed, CMYK, copy counts, deck sheets, CLI."""

from __future__ import annotations

import argparse
import csv
import itertools
import os
import struct
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageCms
from pytestqt.qtbot import QtBot

from engine.core.cards import decks_for
from gui.proofs.images import card_image, deck_sheet, export_images
from gui.proofs.images_cli import run_images
from main import build_parser

PAPER = (0xF6, 0xF1, 0xE4)  # layouts.toml: layout.number paper
FACES = [f"en-garde_fencing_eg-{v}" for v in range(1, 6)]


def parse(argv: list[str]) -> argparse.Namespace:
    return build_parser().parse_args(argv)  # main's own parser, as `salle images` sees it


@pytest.fixture(scope="module")
def pngs(qapp: object, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Path]]:
    """En Garde at the defaults (300 dpi, 3 mm bleed), written once for the tests that only read."""
    out = tmp_path_factory.mktemp("pngs")
    return out, export_images("en-garde", out)


# --- sizes, dpi and bleed ------------------------------------------------------------------------

@pytest.mark.parametrize(("dpi", "bleed", "size"), [
    # (63 + 2*3) / 25.4 * 300 = 814.96 and (88 + 2*3) / 25.4 * 300 = 1110.24
    (300, 3.0, (815, 1110)),
    (600, 3.0, (1630, 2220)),
    # no bleed: the trim box alone, 744.09 x 1039.37
    (300, 0.0, (744, 1039)),
])
def test_every_image_is_exactly_the_trim_plus_bleed_at_the_dpi_and_stores_the_dpi(
        qtbot: QtBot, tmp_path: Path, dpi: int, bleed: float, size: tuple[int, int]) -> None:
    files = export_images("en-garde", tmp_path, dpi=dpi, bleed_mm=bleed)
    images = [p for p in files if p.suffix == ".png"]
    assert [p.stem for p in images] == [*FACES, "en-garde_fencing_back"]
    for path in images:
        with Image.open(path) as im:
            assert im.format == "PNG" and im.mode == "RGB"
            assert im.size == size
            # PNG keeps dots per metre: 300 dpi comes back as 299.9994
            assert tuple(round(d) for d in im.info["dpi"]) == (dpi, dpi)


def test_the_bleed_is_painted_with_the_cards_own_background(
        qtbot: QtBot, pngs: tuple[Path, list[Path]]) -> None:
    out, _ = pngs
    for stem in FACES:
        with Image.open(out / f"{stem}.png") as im:
            w, h = im.size
            for xy in [(1, 1), (w - 2, 1), (1, h - 2), (w - 2, h - 2), (w // 2, 1), (1, h // 2)]:
                assert im.getpixel(xy) == PAPER, (stem, xy)
    with Image.open(out / "en-garde_fencing_back.png") as back:
        # the back's dark red gradient reaches the edge too: no white, no see-through corner
        for xy in [(1, 1), (back.width - 2, back.height - 2)]:
            pixel = back.getpixel(xy)
            assert isinstance(pixel, tuple) and sum(pixel) < 400, (xy, pixel)


def test_the_trim_box_sits_exactly_one_bleed_in(qtbot: QtBot) -> None:
    (deck,) = decks_for("en-garde")
    card = deck.cards[2]
    # 3.048 mm is 36 px at 300 dpi: a whole-pixel offset, so both renderings line up exactly
    bleed_px = 36
    with_bleed = card_image(card, deck, 300, bleed_px * 25.4 / 300)
    without = card_image(card, deck, 300, 0.0)
    assert with_bleed.size == (without.width + 2 * bleed_px, without.height + 2 * bleed_px)
    inner = with_bleed.crop((bleed_px, bleed_px, bleed_px + without.width, bleed_px + without.height))
    worst = max(hi for _, hi in ImageChops.difference(inner, without).getextrema())  # type: ignore[misc]
    assert worst <= 2
    # and the face really has ink on it (not two blank cards agreeing)
    assert without.getextrema()[0][0] < 120  # type: ignore[index]
    assert with_bleed.info["dpi"] == (300, 300)


def test_dpi_and_bleed_outside_what_shops_take_are_refused(qtbot: QtBot, tmp_path: Path) -> None:
    for kwargs in ({"dpi": 150}, {"dpi": 1200}, {"bleed_mm": 5.5}, {"bleed_mm": -1.0}):
        with pytest.raises(ValueError):
            export_images("en-garde", tmp_path, **kwargs)
    assert list(tmp_path.iterdir()) == []


def test_progress_counts_every_image(qtbot: QtBot, tmp_path: Path) -> None:
    calls: list[tuple[int, int]] = []
    export_images("en-garde", tmp_path, bleed_mm=0.0,
                  progress=lambda done, total: calls.append((done, total)))
    assert calls == [(n, 6) for n in range(1, 7)]


# --- copies ------------------------------------------------------------------------------------

def test_the_csv_lists_each_face_once_with_its_copies(qtbot: QtBot, pngs: tuple[Path, list[Path]]) -> None:
    out, files = pngs
    sheet = out / "en-garde_fencing_copies.csv"
    assert sheet in files
    with sheet.open(newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["file", "copies"]
    assert rows[1:] == [[f"{stem}.png", "5"] for stem in FACES]
    assert all((out / name).is_file() for name, _ in rows[1:])


# --- CMYK ----------------------------------------------------------------------------------------

def _s15(x: float) -> bytes:
    return struct.pack(">i", round(x * 65536))


def _lut16(inputs: int, outputs: int, clut: list[int]) -> bytes:
    """An ICC lut16Type: identity matrix and curves around a 2-point-per-channel grid."""
    ramp = struct.pack(">HH", 0, 65535)
    matrix = b"".join(_s15(1.0 if r == c else 0.0) for r in range(3) for c in range(3))
    return (b"mft2" + bytes(4) + struct.pack(">BBBx", inputs, outputs, 2) + matrix + struct.pack(">HH", 2, 2)
            + ramp * inputs + struct.pack(f">{len(clut)}H", *clut) + ramp * outputs)


def k_only_cmyk_profile() -> bytes:
    """A tiny but real ICC v2 CMYK printer profile that prints everything with black ink alone.

    No CMYK profile ships with Pillow, and through this one a conversion is unmistakable:
    Pillow's plain formula never uses K, this profile uses nothing else.
    """
    d50 = _s15(0.9642) + _s15(1.0) + _s15(0.8249)
    # PCS (Lab, L slowest) -> CMYK: K = 1 - L whatever the hue
    b2a = [v for light in (0, 1) for _ in range(4) for v in (0, 0, 0, 65535 * (1 - light))]
    # CMYK -> Lab: grey by the black alone (a = b = 0x8000 is neutral)
    a2b = [v for _ in range(8) for k in (0, 1) for v in (0xFF00 * (1 - k), 0x8000, 0x8000)]
    text = b"K only\0"
    desc = b"desc" + bytes(4) + struct.pack(">I", len(text)) + text + bytes(4 + 4 + 2 + 1 + 67)
    tags = [(b"desc", desc), (b"wtpt", b"XYZ " + bytes(4) + d50), (b"cprt", b"text" + bytes(4) + b"none\0"),
            (b"A2B0", _lut16(4, 3, a2b)), (b"B2A0", _lut16(3, 4, b2a))]
    start = 128 + 4 + 12 * len(tags)
    table, data = b"", b""
    for sig, body in tags:
        body += bytes(-len(body) % 4)
        table += sig + struct.pack(">II", start + len(data), len(body))
        data += body
    header = (struct.pack(">I", start + len(data)) + bytes(4) + struct.pack(">I", 0x02100000)
              + b"prtrCMYKLab " + bytes(12) + b"acsp" + bytes(24) + bytes(4) + d50 + bytes(4 + 16 + 28))
    return header + struct.pack(">I", len(tags)) + table + data


def _channel_ranges(path: Path) -> list[tuple[int, int]]:
    with Image.open(path) as im:
        assert im.format == "JPEG" and im.mode == "CMYK"
        return [band.getextrema() for band in im.split()]  # type: ignore[misc]


def test_cmyk_without_a_profile_is_pillows_plain_conversion(qtbot: QtBot, tmp_path: Path) -> None:
    files = export_images("en-garde", tmp_path, cmyk=True, bleed_mm=0.0)
    images = [p for p in files if p.suffix != ".csv"]
    assert [p.name for p in images] == [f"{stem}.jpg" for stem in [*FACES, "en-garde_fencing_back"]]
    (c, m, y, k) = _channel_ranges(images[0])
    assert k[1] <= 3  # the plain formula never lays black ink
    assert max(c[1], m[1], y[1]) > 100  # the ink is made of C, M and Y
    with Image.open(images[0]) as im:
        assert "icc_profile" not in im.info
        assert tuple(round(d) for d in im.info["dpi"]) == (300, 300)
    with (tmp_path / "en-garde_fencing_copies.csv").open(encoding="utf-8") as f:
        assert f"{FACES[0]}.jpg,5" in f.read()


def test_cmyk_through_the_shops_profile_uses_it_and_embeds_it(qtbot: QtBot, tmp_path: Path) -> None:
    profile = tmp_path / "k-only.icc"
    profile.write_bytes(k_only_cmyk_profile())
    out = tmp_path / "out"
    files = export_images("en-garde", out, cmyk=True, icc_profile=profile, deck_ids=["fencing"])
    for path in files[:-1]:
        (c, m, y, k) = _channel_ranges(path)
        assert max(c[1], m[1], y[1]) <= 3, path.name  # nothing but black ink...
        assert k[1] - k[0] > 100, path.name  # ...in many tones
        with Image.open(path) as im:
            assert im.info["icc_profile"] == profile.read_bytes()


def test_a_profile_that_is_not_cmyk_is_refused_before_anything_is_drawn(qtbot: QtBot, tmp_path: Path) -> None:
    rgb = tmp_path / "srgb.icc"
    rgb.write_bytes(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    junk = tmp_path / "junk.icc"
    junk.write_bytes(b"not a profile")
    out = tmp_path / "out"
    with pytest.raises(ValueError, match="CMYK profile is needed"):
        export_images("en-garde", out, cmyk=True, icc_profile=rgb)
    with pytest.raises(ValueError, match="not an ICC profile"):
        export_images("en-garde", out, cmyk=True, icc_profile=junk)
    assert not out.exists()


# --- virtual tabletop sheets ---------------------------------------------------------------------

def test_the_deck_sheet_is_a_10_by_7_grid_of_every_physical_card_in_data_order(
        qtbot: QtBot, tmp_path: Path) -> None:
    files = deck_sheet("en-garde", "fencing", tmp_path)
    assert [p.name for p in files] == ["en-garde_fencing_sheet.png", "en-garde_fencing_sheet_back.png"]
    cw, ch = 410, 573
    with Image.open(files[0]) as sheet:
        assert sheet.size == (10 * cw, 7 * ch)
        cells = [sheet.crop((x * cw, y * ch, (x + 1) * cw, (y + 1) * ch))
                 for y, x in (divmod(i, 10) for i in range(26))]
    same = [ImageChops.difference(a, b).getbbox() is None for a, b in itertools.pairwise(cells[:25])]
    # five copies of each value side by side: a new face every fifth cell
    assert same == [i % 5 != 4 for i in range(24)]
    assert cells[25].getextrema() == ((255, 255), (255, 255), (255, 255))  # 25 cards: cell 26 is spare
    with Image.open(files[1]) as back:
        assert back.size == (cw, ch)
        assert back.getpixel((cw // 2, 2)) != (255, 255, 255)


def test_more_cards_than_cells_go_on_further_sheets(qtbot: QtBot, tmp_path: Path) -> None:
    files = deck_sheet("en-garde", "fencing", tmp_path, columns=4, rows=3, card_px=(41, 57))
    names = [p.name for p in files]
    # 25 cards at 12 a sheet: 12 + 12 + 1
    assert names == [*(f"en-garde_fencing_sheet{n}.png" for n in ("", "2", "3")),
                     "en-garde_fencing_sheet_back.png"]
    with Image.open(files[1]) as middle, Image.open(files[2]) as last:
        assert middle.size == last.size == (4 * 41, 3 * 57)
        # card 25 (the fifth Five) follows card 24 in the second sheet's last cell
        twenty_four = middle.crop((3 * 41, 2 * 57, 4 * 41, 3 * 57))
        assert ImageChops.difference(last.crop((0, 0, 41, 57)), twenty_four).getbbox() is None
        assert twenty_four.getpixel((0, 28)) == PAPER
        assert last.crop((41, 0, 4 * 41, 3 * 57)).getextrema() == ((255, 255), (255, 255), (255, 255))


# --- command line --------------------------------------------------------------------------------

@pytest.mark.parametrize(("argv", "said"), [
    (["images", "en-garde", "--dpi", "150"], "invalid choice"),
    (["images", "en-garde", "--dpi", "lots"], "invalid int"),
    (["images", "en-garde", "--bleed", "6"], "bleed must be 0 to 5 mm"),
    (["images", "en-garde", "--bleed", "-1"], "bleed must be 0 to 5 mm"),
    (["images", "en-garde", "--bleed", "nan"], "bleed must be 0 to 5 mm"),
    (["images", "en-garde", "--bleed", "wide"], "not a number"),
    (["images", "en-garde", "--deck", "spades"], "its decks: fencing"),
    # the deck is checked whichever comes first on the line
    (["images", "--deck", "spades", "en-garde"], "its decks: fencing"),
    (["images", "en-garde", "--deck", "fencing", "--deck", "tarot"], "no deck 'tarot'"),
    (["images", "chess"], "no game 'chess'"),
    (["images", "en-garde", "--icc", "/no/such/shop.icc"], "no ICC profile at /no/such/shop.icc"),
])
def test_bad_arguments_exit_2_with_usage(
        argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        parse(argv)
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "usage: salle images" in err and said in err


def test_good_arguments_and_their_defaults() -> None:
    args = parse(["images", "engarde"])
    assert (args.game, args.dpi, args.bleed, args.cmyk, args.icc, args.decks, args.sheet, args.out) == (
        "en-garde", 300, 3.0, False, None, None, False, None)
    args = parse(["images", "--deck", "fencing", "en-garde", "--dpi", "600", "--bleed", "0", "--sheet"])
    assert (args.decks, args.dpi, args.bleed, args.sheet) == (["fencing"], 600, 0.0, True)


def test_run_images_writes_and_lists_every_file(
        qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "shop"
    assert run_images(parse(["images", "en-garde", "--bleed", "0", "--sheet", "--out", str(out)])) == 0
    listed = capsys.readouterr().out.split()
    names = sorted(Path(p).name for p in listed)
    assert names == sorted([f"{s}.png" for s in [*FACES, "en-garde_fencing_back"]]
                           + ["en-garde_fencing_copies.csv", "en-garde_fencing_sheet.png",
                              "en-garde_fencing_sheet_back.png"])
    assert all(Path(p).is_file() for p in listed)


def test_run_images_reports_a_folder_it_cannot_write(
        qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    assert run_images(parse(["images", "en-garde", "--out", str(blocker / "proofs")])) == 1
    captured = capsys.readouterr()
    assert captured.err.startswith("salle images: ") and "a-file" in captured.err
    assert captured.out == ""


def test_a_profile_that_is_a_pipe_or_a_device_is_refused_unread(qtbot: QtBot, tmp_path: Path) -> None:
    pipe = tmp_path / "shop.icc"
    os.mkfifo(pipe)  # no writer: reading it would wait for ever
    zero = tmp_path / "zero.icc"
    zero.symlink_to("/dev/zero")  # endless: reading it whole would fill the memory
    out = tmp_path / "out"
    with pytest.raises(ValueError, match="pipe") as piped:
        export_images("en-garde", out, cmyk=True, icc_profile=pipe)
    assert "shop.icc" in str(piped.value)
    with pytest.raises(ValueError, match="device"):
        export_images("en-garde", out, cmyk=True, icc_profile=zero)
    assert not out.exists()
