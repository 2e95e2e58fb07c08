"""Ready...Fence!'s faces show what decides a phrase: every card draws, the colour group fills the
band (both colours on a two-colour card, first on the left), the speed reads even at table size,
the yellow Straight Thrusts print theirs in yellow, and each mark comes from the card's data."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PIL import Image, ImageChops
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from engine.core.cards import Card, Deck, decks_for, layouts
from gui.cardface.render import _box, check_fits, draw_card
from gui.games.ready_fence import face as ready_fence

W, H = 630, 880  # poker size at 10 px a millimetre
TRIM = QRectF(0, 0, W, H)
TABLE = QRectF(0, 0, 64, 90)  # about the size the table draws a card


def _deck() -> Deck:
    (deck,) = decks_for("ready-fence")
    return deck


def _card(card_id: str) -> Card:
    return next(c for c in _deck().cards if c.id == card_id)


def _with(card: Card, value: Any = ..., **rules: Any) -> Card:
    """`card` with some of its rules (and perhaps its speed) changed, the rest as printed."""
    changed = dataclasses.replace(card, rules={**card.rules, **rules})
    return changed if value is ... else dataclasses.replace(changed, value=value)


def _render(card: Card | None, trim: QRectF = TRIM) -> QImage:
    image = QImage(round(trim.width()), round(trim.height()), QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    draw_card(p, trim, card, _deck(), rounded=False)  # square corners: every pixel is the card's
    p.end()
    return image


def _pil(image: QImage) -> Image.Image:
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    return Image.frombuffer("RGBA", (rgba.width(), rgba.height()), bytes(rgba.constBits()), "raw", "RGBA",
                           rgba.bytesPerLine(), 1)


def _colour_counts(image: QImage, area: QRectF | None = None) -> dict[tuple[int, int, int], int]:
    """How many pixels of each exact colour `image` (or the `area` of it) holds."""
    if area is not None:
        image = image.copy(area.toAlignedRect())
    counts: dict[tuple[int, int, int], int] = {}
    for n, rgba in _pil(image).getcolors(image.width() * image.height()) or []:
        assert isinstance(rgba, tuple)  # an RGBA image's colours are tuples
        counts[(rgba[0], rgba[1], rgba[2])] = n
    return counts


def _count(image: QImage, colour: str, area: QRectF | None = None) -> int:
    c = QColor(colour)
    return _colour_counts(image, area).get((c.red(), c.green(), c.blue()), 0)


def _palette() -> dict[str, str]:
    return dict(layouts()["layout"]["ready-fence"]["colours"])


def _differences(a: QImage, b: QImage) -> QRect:
    """The bounding box of the pixels where two images of one size differ (empty: none)."""
    box = ImageChops.difference(_pil(a).convert("RGB"), _pil(b).convert("RGB")).getbbox()
    return QRect() if box is None else QRect(box[0], box[1], box[2] - box[0], box[3] - box[1])


def _changed(card: Card, trim: QRectF, **rules: Any) -> QRect:
    """Where the face of `card` changes when its data takes `rules`. Qt anti-aliases a glyph's
    first draw in a process a shade differently from the cached draws that follow (seen on the
    speed disc's large digits), so the card is drawn once first: both sides then compare cached
    glyphs, whichever test of this process happened to draw the card first."""
    _render(card, trim)
    return _differences(_render(card, trim), _render(_with(card, **rules), trim))


def test_every_card_and_the_back_draw_without_overflow_in_print_and_on_the_table(qtbot: QtBot) -> None:
    deck = _deck()
    assert len(deck.printed()) == 54 and (deck.layout, deck.back) == ("ready-fence", "ready-fence")
    image = QImage(W, H, QImage.Format.Format_ARGB32)
    for card in [*deck.cards, None]:
        if card is not None:
            assert check_fits(card, deck) == [], card.id
        for trim in (TRIM, TABLE):
            for rounded in (False, True):
                p = QPainter(image)
                draw_card(p, trim, card, deck, rounded=rounded)  # raises TextOverflow if text does not fit
                p.end()


def test_the_band_is_the_colour_group_and_a_two_colour_card_shows_both_first_on_the_left(
    qtbot: QtBot,
) -> None:
    palette = _palette()
    seen = set()
    for card in _deck().cards:
        names = ready_fence.colour_names(card)
        seen.add(card.rules["colour"])
        image = _render(card)
        for name, colour in palette.items():
            if name == "gold":
                continue  # the Joker's gold is a sheen, not one flat colour
            many = _count(image, colour) > 0.02 * W * H
            assert many == (name in names), (card.id, name)
        if names != ["gold"]:
            # the band left of the slant, then right of it (clear of the disc and the drop)
            left, right = image.pixelColor(round(0.4 * W), round(0.1 * H)), image.pixelColor(
                round(0.66 * W), round(0.1 * H))
            assert (left, right) == (QColor(palette[names[0]]), QColor(palette[names[-1]])), card.id
    assert seen == {"red", "orange", "dark", "light", "red/light", "dark/red", "orange/light", "gold"}


def test_only_the_yellow_straight_thrusts_print_their_speed_in_yellow(qtbot: QtBot) -> None:
    yellow = layouts()["layout"]["ready-fence"]["yellow"]
    centre, r = ready_fence.speed_disc(TRIM)
    disc = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
    for card in _deck().cards:
        shown = _count(_render(card), yellow, disc)
        assert (shown > 300) == bool(card.rules.get("yellow")), card.id
    st3y = _card("st3y")
    assert _count(_render(_with(st3y, yellow=False)), yellow, disc) == 0
    assert _count(_render(_with(st3y, yellow=False)), "#fbf8f0", disc) > 300  # there it is white


def test_the_speed_is_all_that_changes_with_it_and_it_reads_at_table_size(qtbot: QtBot) -> None:
    card = _card("st4")
    for trim in (TRIM, TABLE):
        changed = _changed(card, trim, value=7)
        centre, r = ready_fence.speed_disc(trim)
        assert not changed.isEmpty()
        assert QRectF(centre.x() - r - 1, centre.y() - r - 1, 2 * r + 2, 2 * r + 2).contains(QRectF(changed))
    # at table size the numeral still stands out: paper-white strokes on the dark disc
    centre, r = ready_fence.speed_disc(TABLE)
    image = _render(card, TABLE)
    light = sum(image.pixelColor(round(centre.x() + dx), round(centre.y() + dy)).lightness() > 180
                for dx in range(-3, 4) for dy in range(-4, 5))
    assert light >= 6


@pytest.mark.parametrize(
    ("card_id", "label"),
    [("st3y", "3"), ("sh7", "7"), ("ra", "+1"), ("ang", "+1"), ("ft", "—"), ("jk", "")],
)
def test_cards_without_a_speed_show_what_they_add_a_dash_or_the_jokers_star(card_id: str, label: str) -> None:
    assert ready_fence.speed_label(_card(card_id)) == label


def test_the_jokers_disc_holds_a_star_and_the_feints_a_dash(qtbot: QtBot) -> None:
    centre, r = ready_fence.speed_disc(TRIM)
    disc = QRectF(centre.x() - r * 0.6, centre.y() - r * 0.6, r * 1.2, r * 1.2)
    joker, feint = _render(_card("jk")), _render(_card("ft"))
    gold = QColor(_palette()["gold"]).lighter(125).name()
    assert _count(joker, gold, disc) > 500 and _count(feint, gold, disc) == 0
    assert _count(feint, "#fbf8f0", disc) > 100  # the dash, paper-white


@pytest.mark.parametrize(
    ("card_id", "rules", "part"),
    [
        ("sh7", {"target": "arm"}, "target"),  # a Stop Hit's target under its name
        ("st4", {"stamina": 3}, "stamina"),  # the cost in the drop
        ("fl6", {"icons": ["T", "B"]}, "modes"),  # an advanced-only card gains the T and B icons
        ("st4", {"group": "Auxiliary Action"}, "group"),
    ],
)
def test_each_mark_comes_from_the_data_and_sits_in_its_box(
    qtbot: QtBot, card_id: str, rules: dict[str, Any], part: str
) -> None:
    card = _card(card_id)
    changed = _changed(card, TRIM, **rules)
    box = _box(TRIM, layouts()["layout"]["ready-fence"][part])
    assert not changed.isEmpty() and box.adjusted(-2, -2, 2, 2).contains(QRectF(changed))


def test_stop_hits_alone_name_a_target(qtbot: QtBot) -> None:
    box = _box(TRIM, layouts()["layout"]["ready-fence"]["target"])
    for card_id in ("st4", "sh4", "sh7", "pr5"):
        card = _card(card_id)
        ink = sum(n for rgb, n in _colour_counts(_render(card), box).items() if sum(rgb) < 600)
        assert (ink > 50) == (card.rules["kind"] == "stop-hit"), card_id


def test_the_back_shows_the_strip_not_a_colour_group_and_is_one_for_all(qtbot: QtBot) -> None:
    back = _render(None)
    style = layouts()["back"]["ready-fence"]
    assert all(_count(back, colour) == 0 for colour in _palette().values())
    assert _count(back, style["piste"]) > 0.05 * W * H  # the strip down the middle
    assert back != _render(_card("st4")) and back == _render(None)
