"""Card images for print shops (one file per face, with bleed) and virtual-tabletop deck sheets."""

from __future__ import annotations

import csv
import enum
import io
from collections.abc import Callable
from pathlib import Path

from PIL import Image, ImageCms
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from engine.core.cards import Card, Deck, select_decks
from engine.core.i18n import translate
from engine.core.safe_read import UnreadableFile, read_bytes
from engine.store.cardsets import CardSet, card_set_in_play, decks_with
from gui.cardface.render import draw_card

DPIS = (300, 600)


class InPlay(enum.Enum):
    """The cards of the set in play (whatever it is when the images are made)."""

    SET = "the set in play"


MAX_BLEED_MM = 5.0
POKER_MM = (63.0, 88.0)
MM_PER_INCH = 25.4
# a print shop's CMYK profile is a few megabytes at most; a larger file is not one
MAX_ICC_BYTES = 32 * 2**20


def _render(card: Card | None, deck: Deck, size: tuple[int, int], trim: QRectF, bleed: float) -> Image.Image:
    """Paint one card into a fresh image of `size` pixels and hand it over as an RGB Pillow image."""
    qimage = QImage(size[0], size[1], QImage.Format.Format_RGBA8888)
    # white under everything: antialiased edges blend with paper-white, never with transparent black
    qimage.fill(Qt.GlobalColor.white)
    painter = QPainter(qimage)
    try:
        # square corners: shops and tabletop programs cut or mask the rounding themselves
        draw_card(painter, trim, card, deck, bleed=bleed, rounded=False)
    finally:
        painter.end()
    # a straight byte copy in Qt's RGBA order: no encoder in between, so no colour is lost
    data = bytes(qimage.constBits())
    rgba = Image.frombuffer("RGBA", size, data, "raw", "RGBA", qimage.bytesPerLine(), 1)
    return rgba.convert("RGB")


def card_image(
    card: Card | None, deck: Deck, dpi: int, bleed_mm: float, size_mm: tuple[float, float] = POKER_MM
) -> Image.Image:
    """`card`'s face (None: the deck's back) at `dpi`, its trim box `size_mm` with `bleed_mm` around it."""
    if dpi <= 0 or bleed_mm < 0:
        raise ValueError(f"dpi must be positive and bleed not negative, not {dpi} and {bleed_mm}")
    per_mm = dpi / MM_PER_INCH
    w, h = size_mm
    size = (round((w + 2 * bleed_mm) * per_mm), round((h + 2 * bleed_mm) * per_mm))
    bleed = bleed_mm * per_mm
    image = _render(card, deck, size, QRectF(bleed, bleed, w * per_mm, h * per_mm), bleed)
    image.info["dpi"] = (dpi, dpi)
    return image


def _cmyk_transform(icc_profile: Path) -> tuple[ImageCms.ImageCmsTransform, bytes]:
    """sRGB → the shop's CMYK profile, built once for every card; and the profile to embed."""
    try:
        data = read_bytes(icc_profile, MAX_ICC_BYTES, translate("Proofs", "an ICC profile"))
    except UnreadableFile as e:  # a pipe, a device, a huge file: refused before it is read whole
        raise ValueError(str(e)) from None
    try:
        profile = ImageCms.ImageCmsProfile(io.BytesIO(data))
    except (OSError, ImageCms.PyCMSError) as e:
        raise ValueError(translate("Proofs", "{file}: not an ICC profile ({problem})").format(
            file=icc_profile, problem=e)) from None
    space = profile.profile.xcolor_space.strip()
    if space != "CMYK":
        raise ValueError(translate("Proofs", "{file}: a {space} profile; a CMYK profile is needed").format(
            file=icc_profile, space=space))
    srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB"))
    return ImageCms.buildTransform(srgb, profile, "RGB", "CMYK"), data


def export_images(
    game: str,
    out_dir: Path,
    dpi: int = 300,
    bleed_mm: float = 3.0,
    cmyk: bool = False,
    icc_profile: Path | None = None,
    deck_ids: list[str] | None = None,
    progress: Callable[[int, int], None] | None = None,
    language: str | None = None,
    card_set: CardSet | InPlay | None = InPlay.SET,
) -> list[Path]:
    """One image per distinct face and one back per deck, the way print shops take uploads.

    Files are `<game>_<deck>_<card-id>.png` and `<game>_<deck>_back.png`, with the dpi stored,
    plus `<game>_<deck>_copies.csv` (file, copies) since shops print each face as often as it is
    listed. With `cmyk` they are CMYK JPEGs (quality 95) instead: converted through `icc_profile`
    when given, which is then embedded (the shop's own profile gives exact colours); without one,
    Pillow's plain formula (C = 1 - R ...; no black generation), good enough for a proof only.
    `progress(done, total)` is called after each image. The cards speak `language` (None: the
    language the program shows its words in). Returns every file written, CSVs included.
    """
    if dpi not in DPIS:
        raise ValueError(f"dpi must be 300 or 600, not {dpi}")
    if not 0 <= bleed_mm <= MAX_BLEED_MM:
        raise ValueError(f"bleed must be 0 to {MAX_BLEED_MM:g} mm, not {bleed_mm:g}")
    among = decks_with(card_set_in_play() if card_set is InPlay.SET else card_set, game)
    decks = [deck.in_language(language) for deck in select_decks(game, deck_ids, among)]
    # check the profile before the slow part, so a wrong file fails at once
    transform = _cmyk_transform(icc_profile) if cmyk and icc_profile is not None else None
    out_dir.mkdir(parents=True, exist_ok=True)
    total = sum(len(d.cards) + 1 for d in decks)
    written: list[Path] = []
    done = 0

    def save(card: Card | None, deck: Deck) -> Path:
        nonlocal done
        image = card_image(card, deck, dpi, bleed_mm)
        stem = f"{game}_{deck.id}_{'back' if card is None else card.id}"
        if not cmyk:
            path = out_dir / f"{stem}.png"
            image.save(path, "PNG", dpi=(dpi, dpi))
        else:
            path = out_dir / f"{stem}.jpg"
            if transform is None:
                image.convert("CMYK").save(path, "JPEG", quality=95, dpi=(dpi, dpi))
            else:
                converted = ImageCms.applyTransform(image, transform[0])
                assert converted is not None  # applyTransform returns None only when in place
                converted.save(path, "JPEG", quality=95, dpi=(dpi, dpi), icc_profile=transform[1])
        written.append(path)
        done += 1
        if progress is not None:
            progress(done, total)
        return path

    for deck in decks:
        counts = [(save(card, deck).name, card.copies) for card in deck.cards]
        save(None, deck)
        sheet = out_dir / f"{game}_{deck.id}_copies.csv"
        with sheet.open("w", newline="", encoding="utf-8") as f:
            rows = csv.writer(f)
            rows.writerow(["file", "copies"])
            rows.writerows(counts)
        written.append(sheet)
    return written


def deck_sheet(
    game: str,
    deck_id: str,
    out_dir: Path,
    columns: int = 10,
    rows: int = 7,
    card_px: tuple[int, int] = (410, 573),
    language: str | None = None,
) -> list[Path]:
    """A virtual tabletop's deck: grids of every physical card, then one back image.

    Cards fill each `columns` x `rows` grid left to right, top to bottom, in data order with
    their copies; more cards than cells go on `<game>_<deck>_sheet2.png` and so on. Every sheet
    is the full grid (the tabletop program cuts by columns and rows); spare cells stay white.
    The back is `<game>_<deck>_sheet_back.png`. No bleed: the program shows the whole image.
    The cards speak `language` (None: the language the program shows its words in).
    """
    if columns < 1 or rows < 1 or min(card_px) < 1:
        raise ValueError(f"a sheet needs at least one cell, not {columns}x{rows} of {card_px}")
    (deck,) = [d.in_language(language) for d in select_decks(game, [deck_id])]
    cw, ch = card_px
    trim = QRectF(0, 0, cw, ch)
    # each face once, pasted for every copy: a deck is mostly copies
    faces = {card.id: _render(card, deck, card_px, trim, 0.0) for card in deck.cards}
    printed = deck.printed()
    per_sheet = columns * rows
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for n, start in enumerate(range(0, len(printed), per_sheet), start=1):
        sheet = Image.new("RGB", (columns * cw, rows * ch), "white")
        for i, card in enumerate(printed[start : start + per_sheet]):
            sheet.paste(faces[card.id], ((i % columns) * cw, (i // columns) * ch))
        path = out_dir / f"{game}_{deck.id}_sheet{'' if n == 1 else n}.png"
        sheet.save(path, "PNG")
        written.append(path)
    back = out_dir / f"{game}_{deck.id}_sheet_back.png"
    _render(None, deck, card_px, trim, 0.0).save(back, "PNG")
    written.append(back)
    return written
