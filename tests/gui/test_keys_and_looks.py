"""The keyboard path shows what it chose, a panel button hands the keys back to the table, and a
disabled button looks disabled in both palettes."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine.games.en_garde import actions as act
from engine.match import MatchState
from engine.store.saves import Seat
from gui.games.barditus.items import ArmyCardItem
from gui.games.en_garde.scene import TableScene
from gui.mainwindow import MainWindow
from gui.table.base import TableSceneBase
from gui.table.drag import DragTableScene
from gui.table.items import ButtonItem
from gui.theme import palette_for

YOU, NOVICE = Seat("human", None, "You"), Seat("ai", "novice", "Novice")


def start(window: MainWindow, qtbot: QtBot, game: str, seed: int = 5) -> TableSceneBase[Any]:
    window.new_match(game, {}, (YOU, NOVICE), seed=seed)
    match = window.match
    assert match is not None
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
    return window.scene


def press(window: MainWindow, *keys: Qt.Key) -> None:
    for key in keys:
        QTest.keyClick(window.table.viewport(), key)


# --- disabled looks disabled ----------------------------------------------------------------------
def luminance(c: QColor) -> float:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("name", ["light", "dark"])
@pytest.mark.parametrize("role", [QPalette.ColorRole.ButtonText, QPalette.ColorRole.WindowText,
                                  QPalette.ColorRole.Text])
def test_disabled_words_are_clearly_fainter_than_enabled_ones(name: str, role: QPalette.ColorRole) -> None:
    palette = palette_for(name)
    ground = {QPalette.ColorRole.ButtonText: QPalette.ColorRole.Button,
              QPalette.ColorRole.WindowText: QPalette.ColorRole.Window,
              QPalette.ColorRole.Text: QPalette.ColorRole.Base}[role]
    active = QPalette.ColorGroup.Active
    disabled = QPalette.ColorGroup.Disabled
    enabled_contrast = contrast(palette.color(active, role), palette.color(active, ground))
    disabled_contrast = contrast(palette.color(disabled, role), palette.color(disabled, ground))
    assert enabled_contrast >= 4.5
    assert disabled_contrast <= enabled_contrast / 2  # at a glance: this one cannot be used


def test_a_disabled_button_on_the_table_is_grey(qtbot: QtBot) -> None:
    def painted(enabled: bool) -> QImage:
        button = ButtonItem()
        button.text = "Done (D)"
        button.setEnabled(enabled)
        image = QImage(int(ButtonItem.W), int(ButtonItem.H), QImage.Format.Format_ARGB32)
        image.fill(0)
        p = QPainter(image)
        button.paint(p, None)  # type: ignore[arg-type]
        p.end()
        return image

    on, off = painted(True).pixelColor(8, 22), painted(False).pixelColor(8, 22)
    assert on.saturation() > 100 and off.saturation() < 40


# --- the keys go back to the table after a panel button -------------------------------------------
def test_after_hint_undo_or_an_action_from_the_list_the_next_key_goes_to_the_table(
    window: MainWindow, qtbot: QtBot
) -> None:
    scene = start(window, qtbot, "en-garde")
    assert isinstance(scene, TableScene)
    match = window.match
    assert match is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    panel = window.panel
    QTest.mouseClick(panel.hint, Qt.MouseButton.LeftButton)
    assert window.table.hasFocus()
    before = scene.focus_index
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert scene.focus_index == (before + 1) % len(scene.my_hand())

    panel.action_list.setFocus()
    panel.action_list.setCurrentRow(0)
    QTest.keyClick(panel.action_list, Qt.Key.Key_Return)  # plays the first action in the list
    assert len(match.actions) == 1
    assert window.table.hasFocus()
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)

    assert panel.undo.isEnabled()
    QTest.mouseClick(panel.undo, Qt.MouseButton.LeftButton)
    assert window.table.hasFocus()


# --- the keyboard cursor shows what it chose --------------------------------------------------------
def test_en_garde_keys_mark_the_chosen_card_and_the_space_it_steps_to(
    window: MainWindow, qtbot: QtBot
) -> None:
    scene = start(window, qtbot, "en-garde")
    assert isinstance(scene, TableScene)
    press(window, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_F)
    chosen = scene.my_hand()[1]
    assert chosen.selected and chosen.isVisible()
    assert scene.preview == act.advance(chosen.value or 0)
    assert scene.aim.isVisible() and scene.aim.cards == [chosen]
    dest = scene.view.pos[scene.me] + (chosen.value or 0) * (1 if scene.me == 0 else -1)
    space = scene.piste.mapToScene(scene.piste.space_rect(dest).center())
    assert scene.aim.target is not None and scene.aim.target.contains(space)
    press(window, Qt.Key.Key_Escape)
    assert not scene.aim.isVisible()


@pytest.mark.parametrize("game", ["audatia", "ready-fence"])
def test_a_number_key_marks_the_card_it_plays_and_where_it_goes(
    window: MainWindow, qtbot: QtBot, game: str
) -> None:
    scene = start(window, qtbot, game)
    assert isinstance(scene, DragTableScene)
    legal = scene.legal()[:9]
    hand = {c.card: c for c in scene.my_hand()}
    played = [a for a in legal if getattr(a, "card", None) in hand and scene.aim_rect(a) is not None]
    if not played:  # Ready...Fence! opens on keeping the hand: a button, then a step of the fencer
        press(window, Qt.Key.Key_K)
        keep = next(b for b in scene.items() if isinstance(b, ButtonItem) and b.action == scene.preview)
        assert scene.aim.isVisible() and scene.aim.target == keep.sceneBoundingRect()
        press(window, Qt.Key.Key_Return)
        match = window.match
        assert match is not None
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN and scene.view.phase == "turn",
                        timeout=10_000)
        press(window, Qt.Key.Key_F)
        square = scene.strip.square_centre(scene.destination(scene.preview) or 0)  # type: ignore[attr-defined]
        assert scene.aim.isVisible() and scene.aim.target is not None and scene.aim.target.contains(square)
        legal = scene.legal()[:9]
        hand = {c.card: c for c in scene.my_hand()}
        played = [a for a in legal if getattr(a, "card", None) in hand and scene.aim_rect(a) is not None]
    a = played[0]
    press(window, Qt.Key(Qt.Key.Key_1 + legal.index(a)))
    assert scene.preview == a
    assert scene.aim.isVisible()
    assert hand[a.card] in scene.aim.cards
    assert scene.aim.target == scene.aim_rect(a)


def test_barditus_keys_ring_the_chosen_card_and_the_place_it_goes(window: MainWindow, qtbot: QtBot) -> None:
    scene = start(window, qtbot, "barditus")
    press(window, Qt.Key.Key_Right)
    chosen = scene.things[scene.selected]  # type: ignore[attr-defined]
    assert isinstance(chosen, ArmyCardItem) and chosen.selected and chosen.isVisible()
    assert scene.preview is not None
    assert scene.list_zone.lit  # an army card goes to the player's list  # type: ignore[attr-defined]
    assert scene.sceneRect().contains(QPointF(chosen.sceneBoundingRect().center()))


def test_a_game_played_with_the_keys_ends_where_r_asks_for_the_rematch(window: MainWindow,
                                                                      qtbot: QtBot) -> None:
    """The whole game over by keys: the moves from the list with Return, then R on whatever has the
    focus when the game-over screen shows."""
    window.new_match("en-garde", {"hits": 1}, (YOU, NOVICE), seed=3)
    match = window.match
    assert match is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    panel = window.panel
    for _ in range(200):
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                        timeout=10_000)
        if match.phase == MatchState.GAME_OVER:
            break
        panel.action_list.setFocus()
        panel.action_list.setCurrentRow(0)
        QTest.keyClick(panel.action_list, Qt.Key.Key_Return)
    assert match.phase == MatchState.GAME_OVER and window.scene.game_over_showing()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_R)
    assert window.match is not match and window.match is not None  # the rematch is on the table
