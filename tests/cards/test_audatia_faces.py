"""Audatia's faces show the symbols of their data: every card draws, the Seven Swords light the
lines the card names, Basic cards fold their corner, and the whole game prints and reads back."""

from __future__ import annotations

import dataclasses
from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from engine.core.cards import Card, Deck, decks_for, layouts
from engine.games.audatia.cards import LINES
from gui.cardface.render import check_fits, draw_card
from gui.games.audatia import face as audatia
from gui.proofs.imposition import ProofOptions
from gui.proofs.pdf import PrintJob, write_pdf

W, H = 630, 880  # 10 px a millimetre: big enough to sample a blade's middle
TRIM = QRectF(0, 0, W, H)


def _decks() -> dict[str, Deck]:
    return {d.id: d for d in decks_for("audatia")}


def _render(card: Card | None, deck: Deck) -> QImage:
    image = QImage(W, H, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    draw_card(p, TRIM, card, deck, rounded=False)  # square corners: the corner pixels are the card's
    p.end()
    return image


def _colour(image: QImage, at: QPointF) -> QColor:
    return image.pixelColor(round(at.x()), round(at.y()))


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def _strikes(deck: Deck) -> list[Card]:
    return [c for c in deck.cards if c.type == "strike"]


def test_the_game_has_two_character_decks_and_the_virtue_set() -> None:
    decks = _decks()
    assert sorted(decks) == ["boucicaut", "galeazzo", "virtues"]
    assert [len(decks[d].cards) for d in ("boucicaut", "galeazzo", "virtues")] == [52, 52, 4]


def test_every_audatia_card_and_back_draws_without_overflow(qtbot: QtBot) -> None:
    image = QImage(220, 308, QImage.Format.Format_ARGB32)  # twice the table's size
    for deck in _decks().values():
        for card in [*deck.cards, None]:
            if card is not None:
                assert check_fits(card, deck) == [], card.id
            for size in (QRectF(0, 0, 220, 308), TRIM):  # the table, and print-sized
                p = QPainter(image)
                draw_card(p, size, card, deck)  # raises TextOverflow if any text does not fit
                p.end()


def test_the_three_backs_differ(qtbot: QtBot) -> None:
    backs = [_render(None, deck) for deck in _decks().values()]
    assert backs[0] != backs[1] and backs[1] != backs[2] and backs[0] != backs[2]


def test_a_strikes_face_comes_from_its_data_not_its_name(qtbot: QtBot) -> None:
    deck = _decks()["boucicaut"]
    card = next(c for c in _strikes(deck) if c.rules["line"] == "mf")
    other_line = dataclasses.replace(card, rules={**card.rules, "line": "rm"})
    other_sun = dataclasses.replace(card, rules={**card.rules, "sun": "disc"})
    other_parry = dataclasses.replace(card, rules={**card.rules, "parried_by": ["mm"]})
    faces = [_render(c, deck) for c in (card, other_line, other_sun, other_parry)]
    for changed in faces[1:]:
        assert changed != faces[0]


@pytest.mark.parametrize("deck_id", ["boucicaut", "galeazzo"])
def test_the_seven_swords_light_the_lines_the_card_names(qtbot: QtBot, deck_id: str) -> None:
    deck = _decks()[deck_id]
    cards = [c for c in deck.cards if c.type in ("strike", "posta")]
    seen_turned = False
    for card in cards:
        image = _render(card, deck)
        for m in audatia.medallions(TRIM, card):
            seen_turned |= m.turned
            on, off = ((audatia.DARK_ON, audatia.DARK_OFF) if m.turned
                       else (audatia.LIGHT_ON, audatia.LIGHT_OFF))
            for line in LINES:
                pixel = _colour(image, audatia.blade_point(m, line, 0.5))
                want, other = (on, off) if line in m.lines else (off, on)
                assert _distance(pixel, want) < _distance(pixel, other), (card.id, line, m.turned)
    assert seen_turned  # some strike's parried_by, some posta's attackable_by


def test_a_strikes_own_line_sits_bottom_right_and_its_parries_turned_at_the_top_right() -> None:
    card = next(c for c in _strikes(_decks()["boucicaut"]) if c.rules["line"] == "mf")
    own, parried = audatia.medallions(TRIM, card)
    assert own.centre.x() > W / 2 and own.centre.y() > H / 2 and not own.turned
    assert parried.centre.x() > W / 2 and parried.centre.y() < H / 3 and parried.turned
    # upright, a mandritto fendente falls from the holder's upper right; turned, a roverso
    # fendente parry shows at the lower right, so the opponent across the table reads it upright
    assert audatia.blade_point(own, "mf").x() > own.centre.x()
    assert audatia.blade_point(own, "mf").y() < own.centre.y()
    assert audatia.blade_point(parried, "rf").x() > parried.centre.x()
    assert audatia.blade_point(parried, "rf").y() > parried.centre.y()


def test_basic_cards_fold_their_lower_left_corner_and_the_others_do_not(qtbot: QtBot) -> None:
    s = layouts()["layout"]["audatia"]["basic"]["s"] * W
    corner = QPointF(s * 0.12, H - s * 0.12)  # inside the fold, near the corner
    paper = QColor(layouts()["layout"]["audatia"]["paper"])
    for deck in (_decks()["boucicaut"], _decks()["galeazzo"]):
        marked = 0
        for card in deck.cards:
            if card.type == "posta" or card.type == "side":
                continue
            pixel = _colour(_render(card, deck), corner)
            folded = _distance(pixel, paper) > 150
            assert folded == bool(card.rules.get("basic")), card.id
            marked += folded
        assert marked == 12  # the rulebook's 12 Basic cards


def test_the_sun_half_sits_on_the_top_edge(qtbot: QtBot) -> None:
    deck = _decks()["boucicaut"]
    card = next(c for c in _strikes(deck) if c.rules["sun"] == "rays")
    disc = dataclasses.replace(card, rules={**card.rules, "sun": "disc"})
    none = dataclasses.replace(card, rules={**card.rules, "sun": "none"})
    top_centre = QPointF(W / 2, 4)
    colours = [_colour(_render(c, deck), top_centre) for c in (disc, none)]
    assert _distance(colours[0], audatia.GOLD) < 60  # the disc reaches the edge's middle
    assert _distance(colours[1], audatia.GOLD) > 150  # no Sun: the type band


def test_the_moon_and_night_halves_sit_on_their_edges_at_their_heights(qtbot: QtBot) -> None:
    deck = _decks()["boucicaut"]
    card = next(c for c in deck.cards if c.type == "remedy" and "inside" in c.rules
                and "outside" not in c.rules)
    spec = audatia.type_spec(layouts()["layout"]["audatia"], "remedy")["half"]
    image = _render(card, deck)
    half = card.rules["inside"]
    # below the crescent (which reaches the edge at the centre's height), still inside the disc
    below = spec["r"] * W * 0.8
    y = spec[half["height"]] * H + below
    other_y = spec["low" if half["height"] == "high" else "high"] * H + below
    inside = _colour(image, QPointF(W - 3, y))
    expected = audatia.NIGHT if half["shape"] == "night" else audatia.MOON_SKY
    assert _distance(inside, expected) < 60
    assert _distance(_colour(image, QPointF(W - 3, other_y)), expected) > 60
    assert _distance(_colour(image, QPointF(3, y)), expected) > 60  # nothing on the outside


def test_the_whole_game_prints_every_card_with_backs_and_its_names_can_be_read(
    qtbot: QtBot, tmp_path: Path
) -> None:
    job = PrintJob("audatia")
    cards = job.cards()
    assert len(cards) == 52 * 2 + 4
    report = write_pdf(job, ProofOptions(duplex="long"), tmp_path / "a.pdf", today=date(2026, 1, 2))
    reader = PdfReader(str(report.path))
    fronts = -(-len(cards) // 9)
    assert len(reader.pages) == report.pages == 2 * fronts  # 12 sheets of fronts, 12 of backs
    text = " ".join(" ".join(page.extract_text().split()) for page in reader.pages)
    words = set(text.replace("'", " ").replace("\u2019", " ").split())
    for _, card in cards:
        for word in card.name.replace("'", " ").split():
            assert word in words, card.id
    assert "Final Posta".upper() in text.upper() and "Dente di Zenghiaro" in text
