"""The side panel folds away: by the player (View ▸ Side panel, the button on the table's edge),
remembered in the settings, and by itself in a landscape window too narrow for it and the table,
where the table then takes the whole width and the cards in the hand are drawn larger."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.match import MatchState
from engine.store.saves import Seat
from engine.store.settings import Settings
from gui import anim
from gui.games import all_uis
from gui.mainwindow import PANEL_ROOM, MainWindow
from gui.table.sizing import hand_title_pixels

YOU, NOVICE = Seat("human", None, "You"), Seat("ai", "novice", "Novice")


@pytest.fixture
def saved(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    kept: list[bool] = []

    def save(settings: Settings) -> bool:
        kept.append(settings.side_panel)
        return True

    monkeypatch.setattr("gui.mainwindow.save_settings", save)
    return kept


def resized(window: MainWindow, qtbot: QtBot, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)


def test_the_toggle_folds_and_opens_the_panel_and_the_choice_is_remembered(
    window: MainWindow, qtbot: QtBot, saved: list[bool]
) -> None:
    resized(window, qtbot, (1440, 860))
    assert window.dock.isVisible() and window.panel_action.isChecked()
    wide = window.table.width()
    window.panel_action.trigger()
    assert not window.dock.isVisible() and not window.panel_action.isChecked()
    qtbot.waitUntil(lambda: window.table.width() == window.width())  # the table takes the room
    assert window.table.width() > wide
    assert saved == [False] and window.settings.side_panel is False
    assert window.panel_button.arrowType() == Qt.ArrowType.LeftArrow
    assert window.panel_button.toolTip() == "Show the side panel"
    window.panel_button.click()  # the button on the table's edge opens it again
    assert window.dock.isVisible() and window.panel_action.isChecked()
    assert saved == [False, True] and window.settings.side_panel is True
    assert window.panel_button.toolTip() == "Hide the side panel"
    right = window.table.mapTo(window, window.table.rect().topRight()).x()
    assert window.panel_button.geometry().right() <= window.table.width()  # on the table's own edge
    assert right < window.dock.x()


def test_a_folded_panel_stays_folded_in_the_next_session(qtbot: QtBot) -> None:
    w = MainWindow(Settings(animation_speed="off", side_panel=False))
    anim.set_speed("off")
    qtbot.addWidget(w)
    w.resize(1440, 860)
    w.show()
    qtbot.waitExposed(w)
    assert not w.dock.isVisible() and not w.panel_action.isChecked()
    assert w.table.width() == w.width()
    w.close()


def test_a_small_landscape_window_folds_the_panel_and_opens_it_on_asking(
    window: MainWindow, qtbot: QtBot, saved: list[bool]
) -> None:
    window.settings.lessons_offered = [ui.name for ui in all_uis()]
    resized(window, qtbot, (1440, 860))
    window.new_match("en-garde", {}, (YOU, NOVICE), seed=11)
    match = window.match
    assert match is not None
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=10_000)
    resized(window, qtbot, (PANEL_ROOM + 100, 700))
    qtbot.waitUntil(lambda: window.dock.isVisible())
    beside = hand_title_pixels(window.table, window.scene.my_hand())
    resized(window, qtbot, (1024, 640))
    assert not window.dock.isVisible() and not window.panel_action.isChecked()
    qtbot.waitUntil(lambda: window.table.width() == 1024)
    folded = hand_title_pixels(window.table, window.scene.my_hand())
    assert beside is not None and folded is not None
    window.panel_action.trigger()  # the player wants it there all the same
    assert window.dock.isVisible()
    qtbot.waitUntil(lambda: window.table.width() < 1024)
    with_panel = hand_title_pixels(window.table, window.scene.my_hand())
    assert with_panel is not None and folded > with_panel  # the fold is what makes the cards larger
    resized(window, qtbot, (1000, 640))
    assert window.dock.isVisible()  # his choice holds while the window stays small
    resized(window, qtbot, (1440, 860))
    assert window.dock.isVisible()
    resized(window, qtbot, (1024, 640))  # a window made small again folds it again
    assert not window.dock.isVisible()
    assert saved == [True] and window.settings.side_panel is True
    window.panel_button.click()
    assert window.dock.isVisible()
    window.panel_button.click()  # and folding it by hand in a small window is remembered as a fold
    assert not window.dock.isVisible() and saved[-1] is False
    resized(window, qtbot, (1440, 860))
    assert not window.dock.isVisible()


def test_a_portrait_window_keeps_the_panel_under_the_table_and_its_toggle_points_down(
    window: MainWindow, qtbot: QtBot, saved: list[bool]
) -> None:
    resized(window, qtbot, (700, 1000))
    qtbot.waitUntil(lambda: window.dockWidgetArea(window.dock) == Qt.DockWidgetArea.BottomDockWidgetArea)
    assert window.dock.isVisible()
    assert window.panel_button.arrowType() == Qt.ArrowType.DownArrow
    window.panel_button.click()
    assert not window.dock.isVisible()
    assert window.panel_button.arrowType() == Qt.ArrowType.UpArrow
    qtbot.waitUntil(lambda: window.table.height() > 900)
