"""Barditus army building: the army's cards to choose from lie between the side panels, never on
them, however many front-line card types the army offers (a designer's set may add some), at the
window sizes a player uses."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from engine.store.cardsets import CardSet, new_card_set, read_card_set
from engine.store.saves import Seat
from gui import anim
from gui.games.barditus.items import ArmyCardItem
from gui.games.barditus.layout import ACROSS, ALONG, muster_places
from gui.mainwindow import MainWindow

ANN = Seat("human", None, "Ann")
NOVICE = Seat("ai", "novice", "Novice")
SIZES = [(1440, 860), (1024, 640), (1600, 900), (700, 1100)]


def with_fronts(extra: int) -> CardSet:
    """A copy of the shipped armies whose Roman army offers `extra` more front-line card types (each
    a copy of the Velites under another id)."""
    card_set = new_card_set("More fronts", "barditus")
    deck = next(d for d in card_set.decks if d.id == "roman")
    text = deck.source.read_text(encoding="utf-8")
    start = text.index('[[card]]\nid = "velites"')
    end = text.index("[[card]]", start + 1)
    velites = text[start:end]
    added = "".join(re.sub(r'id = "velites"', f'id = "velites-{i}"', velites, count=1)
                    .replace('name = "Velites"', f'name = "Velites {i}"') for i in range(2, 2 + extra))
    deck.source.write_text(text[:end] + added + text[end:], encoding="utf-8")
    found = read_card_set(card_set.folder)
    assert found.ok, found.errors
    return found


@pytest.fixture
def building(qtbot: QtBot) -> Iterator[MainWindow]:
    """The main window at army building, the Roman army offering six front-line card types."""
    card_set = with_fronts(1)
    window = MainWindow()
    anim.set_speed("off")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.new_match("barditus", {"army0": "roman", "army1": "gallic"}, (ANN, NOVICE), 3, card_set=card_set)
    qtbot.waitUntil(lambda: bool(muster_cards(window)), timeout=20_000)
    yield window
    window.close()


def muster_cards(window: MainWindow) -> list[ArmyCardItem]:
    return [item for key, item in window.scene.things.items()
            if key[0] == "m" and isinstance(item, ArmyCardItem) and item.isVisible()]


def panels(window: MainWindow) -> list[tuple[str, QRectF]]:
    scene = window.scene
    named = [("panel", p) for p in scene.panels] + [("tray", t) for t in scene.trays] + \
        [("note", scene.note), ("info", scene.info), ("banner", scene.banner), ("fight", scene.fight)]
    return [(name, item.sceneBoundingRect()) for name, item in named if item.isVisible()]


@pytest.mark.parametrize("size", SIZES)
def test_six_front_line_card_types_lie_clear_of_the_panels(building: MainWindow, qtbot: QtBot,
                                                          size: tuple[int, int]) -> None:
    building.resize(*size)
    qtbot.wait(50)
    cards = muster_cards(building)
    assert sum(1 for c in cards if c.card.front) == 6
    table = building.scene.sceneRect()
    for card in cards:
        rect = card.sceneBoundingRect()
        assert table.contains(rect), (card.card.id, rect, table)
        for name, panel in panels(building):
            assert not rect.intersects(panel), (card.card.id, rect, name, panel)
    for a in cards:  # nor on each other
        for b in cards:
            if a is not b:
                assert not a.sceneBoundingRect().intersects(b.sceneBoundingRect()), (a.card.id, b.card.id)


@pytest.mark.parametrize("count", range(1, 10))
def test_any_number_of_cards_fits_between_the_panels_at_the_largest_size_that_fits(count: int) -> None:
    for g in (ACROSS, ALONG):
        xs, scale = muster_places(g, count)
        left, right = g.muster_span()
        width = 168.0 * scale
        assert len(xs) == count and 0 < scale <= 0.8
        assert xs[0] >= left - 1e-6 and xs[-1] + width <= right + 1e-6
        assert all(b - a >= width - 1e-6 for a, b in itertools.pairwise(xs))
    assert muster_places(ACROSS, 5)[1] == 0.8  # the shipped armies' five keep their size
