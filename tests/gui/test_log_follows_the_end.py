"""The log shows its last line whole and keeps to it when its lines wrap again (the panel narrowed,
the window turned to portrait); a reader who scrolled up keeps his place."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

from gui.mainwindow import MainWindow

LINE = "Novice: fall back from the third place in the second rank of the Hastati to its first place"


def last_line_shows_whole(log: QListWidget) -> bool:
    last = log.visualItemRect(log.item(log.count() - 1))
    return last.height() > 0 and last.top() >= 0 and last.bottom() <= log.viewport().height()


def test_the_log_keeps_its_last_line_whole_as_it_wraps_again(window: MainWindow, qtbot: QtBot) -> None:
    log = window.panel.log
    for i in range(60):
        window.panel.add_log(f"{LINE} ({i})")
    qtbot.waitUntil(lambda: last_line_shows_whole(log))
    for size in ((700, 1000), (1024, 640), (1600, 900)):  # portrait, small, wide: the lines wrap anew
        window.resize(*size)
        if size == (1024, 640):  # a small window folds the panel away: here the player opens it
            window.set_side_panel(True)
        qtbot.waitUntil(lambda: last_line_shows_whole(log))
        assert log.verticalScrollBar().value() == log.verticalScrollBar().maximum()


def test_a_reader_who_scrolled_up_keeps_his_place(window: MainWindow, qtbot: QtBot) -> None:
    log = window.panel.log
    for i in range(60):
        window.panel.add_log(f"{LINE} ({i})")
    qtbot.waitUntil(lambda: last_line_shows_whole(log))
    bar = log.verticalScrollBar()
    bar.setValue(0)
    window.resize(1024, 640)
    qtbot.wait(200)
    assert bar.value() == 0 and not last_line_shows_whole(log)
