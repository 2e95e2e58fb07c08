"""What the windowed program does when it fails (a logged traceback and a dialog naming the log),
and how saves reach it: their one extension, and the file-open event macOS sends."""

from __future__ import annotations

import logging
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from engine.store.logs import log_path, start_logging, stop_logging
from engine.store.saves import Seat
from gui.app import SaveOpener
from gui.crash import CrashReporter
from gui.filenames import with_save_suffix
from gui.mainwindow import MainWindow


class Button(QObject):
    pressed = Signal()


@pytest.fixture
def logging_to_file() -> Iterator[Path]:
    path = start_logging()
    assert path is not None
    yield path
    stop_logging()


@pytest.mark.qt_no_exception_capture  # the hook under test, not pytest-qt's, must see the exception
def test_an_exception_in_a_slot_is_logged_and_a_dialog_names_the_log(
        qtbot: QtBot, logging_to_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    reporter = CrashReporter(previous=None)
    monkeypatch.setattr(sys, "excepthook", reporter)
    button = Button()

    def slot() -> None:
        raise ZeroDivisionError("the riposte divided by zero")

    button.pressed.connect(slot)
    button.pressed.emit()
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    assert reporter.dialog is not None
    qtbot.addWidget(reporter.dialog)
    assert str(logging_to_file) in reporter.dialog.text()
    assert "ZeroDivisionError: the riposte divided by zero" in reporter.dialog.text()
    logging.getLogger().handlers[-1].flush()
    written = logging_to_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in written
    assert 'raise ZeroDivisionError("the riposte divided by zero")' in written
    reporter.dialog.close()


def test_the_log_is_in_the_log_folder_and_the_previous_run_is_kept(salle_home: str) -> None:
    first = start_logging()
    logging.getLogger("salle").warning("the first run")
    second = start_logging()
    try:
        assert first == second == Path(salle_home) / "log" / "salle.log"
        assert log_path() == second
        assert "the first run" in (second.parent / "salle.previous.log").read_text(encoding="utf-8")
        assert "the first run" not in second.read_text(encoding="utf-8")
    finally:
        stop_logging()
    assert log_path() is None


def test_help_has_open_log_folder(window: MainWindow) -> None:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert "Open &log folder" in [a.text() for a in help_menu.actions()]


def test_a_file_open_event_hands_the_save_to_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    opened: list[Path] = []
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    opener = SaveOpener(opened.append)
    app.installEventFilter(opener)
    try:
        save = tmp_path / "duel.salle"
        QApplication.sendEvent(app, QFileOpenEvent(str(save)))
    finally:
        app.removeEventFilter(opener)
    assert opened == [save]


def test_a_save_opened_from_the_finder_resumes_in_the_window(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_match("en-garde", {}, (Seat("human", None, "Ann"), Seat("ai", "novice", "Novice")), 5)
    assert window.match is not None
    save = tmp_path / "bout.salle"
    window.match.save(save)
    window.new_match("audatia", {}, (Seat("human", None, "Ann"), Seat("human", None, "Ben")), 5)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    opener = SaveOpener(lambda path: window.may_leave_match() and window.open_save(path))
    app.installEventFilter(opener)
    try:
        QApplication.sendEvent(app, QFileOpenEvent(str(save)))
    finally:
        app.removeEventFilter(opener)
    assert window.match.game.name == "en-garde"


def test_saves_get_one_extension_and_older_names_are_kept() -> None:
    assert with_save_suffix("/home/ann/bout") == "/home/ann/bout.salle"
    assert with_save_suffix("/home/ann/bout.salle") == "/home/ann/bout.salle"
    assert with_save_suffix("/home/ann/bout.salle.json") == "/home/ann/bout.salle.json"


def test_save_writes_a_dot_salle_file_and_load_offers_both_names(
        window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_match("en-garde", {}, (Seat("human", None, "Ann"), Seat("ai", "novice", "Novice")), 5)
    filters: list[str] = []

    def save_dialog(*args: object) -> tuple[str, str]:
        filters.append(str(args[3]))
        return str(tmp_path / "bout"), ""

    def open_dialog(*args: object) -> tuple[str, str]:
        filters.append(str(args[3]))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_dialog)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: pytest.fail(f"warned: {a}"))
    window.save_game()
    window.load_game()
    assert (tmp_path / "bout.salle").is_file()
    assert all("*.salle *.salle.json" in f for f in filters)
