"""Every table can be read: any card shows larger on the pointer resting on it or on Z, beside it,
never over it or a button and never off the table."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from pytestqt.qtbot import QtBot

from engine.match import MatchState
from engine.store.saves import Seat
from gui.games.en_garde.items import CardItem
from gui.mainwindow import MainWindow
from gui.table.base import TableSceneBase
from gui.table.items import ButtonItem
from gui.table.zoom import readable

GAMES = ["en-garde", "ready-fence", "audatia", "barditus"]
YOU, NOVICE = Seat("human", None, "You"), Seat("ai", "novice", "Novice")


def start(window: MainWindow, qtbot: QtBot, game: str) -> TableSceneBase[Any]:
    window.new_match(game, {}, (YOU, NOVICE), seed=5)
    match = window.match
    assert match is not None
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
    return window.scene


def cards_on(scene: TableSceneBase[Any]) -> list[QGraphicsItem]:
    """The face-up cards on the table, lowest first (the player's own side)."""
    found = [i for i in scene.items() if readable(i) and i is not scene.zoom]
    return sorted(found, key=lambda c: -c.sceneBoundingRect().bottom())


def rest_pointer_on(window: MainWindow, qtbot: QtBot, card: QGraphicsItem) -> None:
    QTest.mouseMove(window.table.viewport(), window.table.mapFromScene(card.sceneBoundingRect().center()))
    qtbot.waitUntil(window.scene.zoom.isVisible, timeout=2_000)


@pytest.mark.parametrize("game", GAMES)
def test_a_card_under_the_resting_pointer_shows_larger_beside_it(
    window: MainWindow, qtbot: QtBot, game: str
) -> None:
    window.resize(1440, 860)
    scene = start(window, qtbot, game)
    card = cards_on(scene)[0]
    rest_pointer_on(window, qtbot, card)
    zoom = scene.zoom
    shown = zoom.sceneBoundingRect()
    lies = card.sceneBoundingRect()
    assert zoom.source is card
    assert shown.width() > 1.4 * lies.width() and shown.height() > 1.4 * lies.height()
    assert scene.sceneRect().contains(shown)  # all of it on the table the view shows
    assert not shown.intersects(lies)  # the card and the pointer on it stay in sight
    QTest.mouseMove(window.table.viewport(), window.table.mapFromScene(scene.sceneRect().topLeft()
                                                                         + QPointF(2, 2)))
    qtbot.waitUntil(lambda: not zoom.isVisible(), timeout=2_000)


@pytest.mark.parametrize("game", GAMES)
def test_z_shows_the_card_under_the_keys_ring_larger_and_z_again_puts_it_away(
    window: MainWindow, qtbot: QtBot, game: str
) -> None:
    scene = start(window, qtbot, game)
    view = window.table.viewport()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Z)
    zoom = scene.zoom
    keyed = scene._keyed_card()
    assert keyed is not None and zoom.isVisible() and zoom.source is keyed
    assert scene.sceneRect().contains(zoom.sceneBoundingRect())
    assert not zoom.sceneBoundingRect().intersects(keyed.sceneBoundingRect())
    QTest.keyClick(view, Qt.Key.Key_Z)
    assert not zoom.isVisible()


def test_the_larger_copy_keeps_clear_of_a_button_next_to_the_card(qtbot: QtBot) -> None:
    """A card at the foot of the table with a button right above it: the copy goes elsewhere."""
    scene = TableSceneBase[Any]()
    card = CardItem(3, "hand")
    card.setPos(750, 740)
    scene.addItem(card)
    button = ButtonItem()
    button.setPos(725, 680)
    scene.addItem(button)
    scene.zoom.show_card(card, pointer=card.sceneBoundingRect().center())
    shown = scene.zoom.sceneBoundingRect()
    assert scene.zoom.isVisible()
    assert not shown.intersects(button.sceneBoundingRect())
    assert not shown.intersects(card.sceneBoundingRect())
    assert QRectF(0, 0, 1600, 900).contains(shown)
