"""The words on the player's own cards, measured as the screen shows them: the title's font size in
device pixels (gui.table.sizing), the one figure every game's hand is held to."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from engine.core.cards import layouts
from engine.match import MatchState
from engine.store.saves import Seat
from gui.cardface.painter import SMALLEST_FACE
from gui.cardface.render import _box, fittedcard_font
from gui.games import all_uis
from gui.games.barditus.items import ArmyCardItem
from gui.games.en_garde.items import _deck
from gui.mainwindow import MainWindow
from gui.table.items import title_font
from gui.table.sizing import hand_title_pixels, on_screen_height, title_pixels

YOU, NOVICE = Seat("human", None, "You"), Seat("ai", "novice", "Novice")


@pytest.fixture(autouse=True)
def returning_player(window: MainWindow) -> None:
    window.settings.lessons_offered = [ui.name for ui in all_uis()]


def start(window: MainWindow, qtbot: QtBot, game: str, size: tuple[int, int]) -> Any:
    window.resize(*size)
    window.new_match(game, {}, (YOU, NOVICE), seed=11)
    match = window.match
    assert match is not None
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    return window.scene


@pytest.mark.parametrize("size", [(1440, 860), (1024, 640)])
def test_an_en_garde_title_measures_as_its_face_fits_it_at_the_cards_size_on_screen(
    window: MainWindow, qtbot: QtBot, size: tuple[int, int]
) -> None:
    scene = start(window, qtbot, "en-garde", size)
    deck, by_value = _deck()
    spec = layouts()["layout"]["number"]
    fitted = []
    for card in scene.my_hand():
        h = round(on_screen_height(window.table, card))
        w = round(h * card.W / card.H)
        grow = max(1.0, SMALLEST_FACE / w)  # a thumbnail: drawn at the smallest face, scaled down
        trim = QRectF(0.5, 0.5, w * grow - 1, h * grow - 1.0)
        name = next(c.name for c in deck.cards if c.id == by_value[card.value])
        font = fittedcard_font(name, _box(trim, spec["title"]), spec["title_font"], spec["title"]["size"],
                               spec["title"]["min_size"], trim.height(), bold=True)
        assert font is not None
        fitted.append(font.pixelSize() / grow)
        assert title_pixels(window.table, card) == pytest.approx(font.pixelSize() / grow, rel=0.02)
    assert hand_title_pixels(window.table, scene.my_hand()) == pytest.approx(min(fitted), rel=0.02)


def test_a_barditus_card_painted_by_itself_measures_its_name_as_painted(
    window: MainWindow, qtbot: QtBot
) -> None:
    scene = start(window, qtbot, "barditus", (1440, 860))
    match = window.match
    assert match is not None
    rng = random.Random(3)
    while not scene.my_hand():  # the armies mustered: the cards to deploy are the hand
        match.play(rng.choice(list(match.legal_actions())))
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
    hand = [card for card in scene.my_hand() if isinstance(card, ArmyCardItem)]
    assert len(hand) == len(scene.my_hand())
    for card in hand:
        scale = on_screen_height(window.table, card) / card.H
        assert title_pixels(window.table, card) == pytest.approx(
            title_font(17, text=card.card.name).pixelSize() * scale, rel=0.01)


def test_a_face_down_card_shows_no_title(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, "en-garde", (1440, 860))
    hidden = [c for c in scene.items() if getattr(c, "zone", "").startswith("hand:") and not c.shows_face()]
    assert hidden  # the other fencer's hand
    assert title_pixels(window.table, hidden[0]) is None
