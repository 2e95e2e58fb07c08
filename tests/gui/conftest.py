"""The main window the table tests play in: shown at the scene's size, animations off, and no
search process left behind when it closes."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from pytestqt.qtbot import QtBot

from engine.store.settings import Settings
from gui import anim
from gui.games import all_uis
from gui.mainwindow import MainWindow


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    w = MainWindow(Settings(animation_speed="off"))
    anim.set_speed("off")
    qtbot.addWidget(w)
    w.resize(1600, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
    assert w.workers.alive() == []


@pytest.fixture
def quiet_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """A window at its own size with no lessons to offer and nothing kept on disk: tables played
    through to look at them (an autosave replays the whole match at every move)."""
    w = MainWindow(Settings(animation_speed="off", lessons_offered=[ui.name for ui in all_uis()]))
    w.keeping = False
    anim.set_speed("off")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


@pytest.fixture
def opened(qtbot: QtBot) -> Iterator[Callable[..., MainWindow]]:
    """Opens main windows as Salle does at start-up (settings read from disk, unless given), and
    closes each at the end with no search process left behind."""
    windows: list[MainWindow] = []

    def open_window(settings: Settings | None = None) -> MainWindow:
        w = MainWindow(settings)
        anim.set_speed("off")
        qtbot.addWidget(w)
        w.show()
        windows.append(w)
        return w

    yield open_window
    for w in windows:
        w.close()
        assert w.workers.alive() == []
