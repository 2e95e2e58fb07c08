"""Barditus's army cards show what the rules play: every card of every army draws and fits, its
slot grid has one box per slot (filled ones tinted, open ones pale), rows front to back, the
army's own colour, front and rear cards told apart, and the quality, rally number and abilities
in words a printed card can be read by."""

from __future__ import annotations

import dataclasses
import itertools
from collections import deque
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from pypdf import PdfReader
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from engine.core.cards import Card, Deck, decks_for, layouts
from engine.games.barditus.cards import armies
from gui.cardface.render import _box, check_fits, draw_card
from gui.games.barditus import face as barditus
from gui.proofs.imposition import ProofOptions
from gui.proofs.pdf import PrintJob, write_pdf

W, H = 315, 440  # poker size at 5 px a millimetre
TRIM = QRectF(0, 0, W, H)


def _every_card() -> list[tuple[Deck, Card]]:
    return [(deck, card) for deck in decks_for("barditus") for card in deck.cards]


def _deck(army: str) -> Deck:
    return next(d for d in decks_for("barditus") if d.id == army)


def _card(army: str, card_id: str) -> Card:
    return next(c for c in _deck(army).cards if c.id == card_id)


def _render(card: Card | None, deck: Deck, trim: QRectF = TRIM) -> QImage:
    image = QImage(round(trim.width()), round(trim.height()), QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    draw_card(p, trim, card, deck, rounded=False)  # square corners: every pixel is the card's
    p.end()
    return image


def _pil(image: QImage) -> Image.Image:
    return Image.frombuffer("RGBA", (image.width(), image.height()), bytes(image.constBits()), "raw", "RGBA",
                           image.bytesPerLine(), 1).convert("RGB")


def _boxes(image: QImage, colour: QColor, area: QRectF, least: float) -> int:
    """How many separate patches of exactly `colour`, each at least `least` pixels, `area` holds:
    a slot's inside is one patch round its symbol (a D's counter or a shield's inner line is far
    smaller than a slot)."""
    box = area.toAlignedRect()
    crop = _pil(image).crop((box.left(), box.top(), box.right() + 1, box.bottom() + 1))
    w, h = crop.size
    px = crop.load()
    assert px is not None
    want = (colour.red(), colour.green(), colour.blue())
    seen = [[False] * w for _ in range(h)]
    found = 0
    for y0 in range(h):
        for x0 in range(w):
            if seen[y0][x0] or px[x0, y0] != want:
                continue
            size, todo = 0, deque([(x0, y0)])
            seen[y0][x0] = True
            while todo:
                x, y = todo.popleft()
                size += 1
                for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                    if 0 <= nx < w and 0 <= ny < h and not seen[ny][nx] and px[nx, ny] == want:
                        seen[ny][nx] = True
                        todo.append((nx, ny))
            found += size >= least
    return found


def _count_slots(card: Card, deck: Deck) -> tuple[int, int]:
    """(filled, open) slot boxes found on the drawn card."""
    image = _render(card, deck)
    s = barditus.slot_size(TRIM)
    grid = _box(TRIM, layouts()["layout"]["barditus"]["grid"]).adjusted(-4, -4, 4, 4)
    filled = _boxes(image, barditus.filled_tint(deck.id), grid, 0.25 * s * s)
    open_ = _boxes(image, QColor(layouts()["layout"]["barditus"]["open_slot"]), grid, 0.25 * s * s)
    return filled, open_


def _with_slots(card: Card, slots: list[str], **rules: Any) -> Card:
    return dataclasses.replace(card, rules={**card.rules, "slots": slots, **rules})


@pytest.mark.parametrize(("deck", "card"), _every_card(), ids=lambda x: x.id)
def test_every_army_card_draws_fits_and_shows_one_box_per_slot(qtbot: QtBot, deck: Deck, card: Card) -> None:
    assert check_fits(card, deck) == []
    army = barditus.army_card(card, deck)
    assert _count_slots(card, deck) == (army.filled, len(army.slots) - army.filled)
    small = _render(card, deck, QRectF(0, 0, 64, 90))  # about the size the table draws a card
    band = {small.pixelColor(x, 12).name() for x in range(2, 62)}  # beside the army's name
    assert (barditus.ARMY_COLOURS[deck.id] in band) == army.front  # a rear card's band is hatched


@pytest.mark.parametrize(("slots", "filled", "open_"), [
    (["XXXX", "BOOO", "dddd"], 8, 4),  # a full grid: three rows of four
    (["X"], 1, 0),
    (["XB", "nN", "dd"], 3, 3),
])
def test_the_grid_follows_the_slots_not_the_card(
    qtbot: QtBot, slots: list[str], filled: int, open_: int
) -> None:
    card = _with_slots(_card("roman", "hastati"), slots)
    assert _count_slots(card, _deck("roman")) == (filled, open_)


def test_slots_lie_in_rows_front_at_the_top_each_row_centred(qtbot: QtBot) -> None:
    card = barditus.army_card(_card("gallic", "levy"), _deck("gallic"))  # XXX / OO / ddd
    rects = barditus.slot_rects(TRIM, card)
    assert len(rects) == len(card.slots) == 8
    rows = [[rects[i] for i in row] for row in card.rows]
    assert [len(r) for r in rows] == [3, 2, 3]
    tops = [r[0].top() for r in rows]
    assert tops == sorted(tops) and len(set(tops)) == 3
    for row in rows:
        assert sum(r.center().x() for r in row) / len(row) == pytest.approx(W / 2)
        assert all(a.right() < b.left() for a, b in itertools.pairwise(row))
    grid = _box(TRIM, layouts()["layout"]["barditus"]["grid"])
    assert all(grid.adjusted(-0.5, -0.5, 0.5, 0.5).contains(r) for r in rects)
    # a slot takes a W1815-style piece (about 10 mm) with its frame still showing
    assert barditus.slot_size(QRectF(0, 0, 63, 88)) >= 11.5


def test_each_army_has_its_own_colour_on_its_band(qtbot: QtBot) -> None:
    assert set(barditus.ARMY_COLOURS) == set(armies())
    assert len(set(barditus.ARMY_COLOURS.values())) == len(armies())
    for army in armies().values():
        front = next(c for c in army.cards.values() if c.front)
        image = _render(_card(army.id, front.id), _deck(army.id))
        assert image.pixelColor(round(W * 0.6), round(H * 0.157)) == QColor(barditus.ARMY_COLOURS[army.id])


def test_front_and_rear_cards_are_told_apart_by_band_and_ground(qtbot: QtBot) -> None:
    grounds = layouts()["layout"]["barditus"]["grounds"]
    y = round(H * 0.157)  # across the band, under the army's name

    def band(image: QImage) -> set[str]:
        return {image.pixelColor(x, y).name() for x in range(round(W * 0.3), round(W * 0.95))}

    roman = _deck("roman")
    hastati, triarii, castra, wood = (_render(_card("roman", i), roman) for i in
                                      ("hastati", "triarii", "castra", "wood"))
    assert band(hastati) == {barditus.ARMY_COLOURS["roman"]}  # solid
    assert len(band(triarii)) > 2 and len(band(castra)) > 2  # hatched
    for image, kind in ((hastati, "front"), (triarii, "reserve"), (castra, "open"), (wood, "woods")):
        assert image.pixelColor(4, H // 2) == QColor(grounds[kind]), kind
    assert len({grounds[k] for k in ("front", "reserve", "open", "woods")}) == 4


def test_the_back_is_one_for_every_army_and_not_a_face(qtbot: QtBot) -> None:
    assert {d.back for d in decks_for("barditus")} == {"barditus"} and "barditus" in layouts()["back"]
    roman = _deck("roman")
    back, face = _render(None, roman), _render(roman.cards[0], roman)
    assert _pil(back) == _pil(_render(None, _deck("norman")))  # one back: a hand hides its army
    assert back.pixelColor(W // 2, H // 2) != face.pixelColor(W // 2, H // 2)


def _words(reader: PdfReader, n: int) -> str:
    return " ".join(reader.pages[n].extract_text().split()).upper()


def test_quality_rally_number_abilities_and_points_print_as_words(qtbot: QtBot, tmp_path: Path) -> None:
    job = PrintJob("barditus", card_ids=["principes", "velites", "triarii", "castra"])
    report = write_pdf(job, ProofOptions(), tmp_path / "b.pdf", today=date(2026, 1, 2))
    text = _words(PdfReader(str(report.path)), 0)
    cards = armies()["roman"].cards
    for word in ("PRINCIPES", "ROMAN LEGION", "FRONT LINE", "VETERAN", "RALLY", "3+",  # principes
                 "MILITIA", "5+", "SKIRMISHERS",  # velites
                 "REAR LINE", "SUPPORT", "RESERVE", "TERRAIN", "OPEN GROUND", "POINTS"):
        assert word in text, word
    assert cards["principes"].text.upper().split(":")[0] in text
