"""Start-up and the player's files: Salle starts whatever the folders are like, says what is wrong
where the player sees it, offers another folder, and keeps autosave going past a damaged file."""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from engine.match import AUTOSAVE, MatchState, autosave_path
from engine.store import paths
from engine.store.paths import DATA, SETTINGS
from engine.store.saves import SaveError, Seat, load_game
from gui.mainwindow import MainWindow

ANN = Seat("human", None, "Ann")
NOVICE = Seat("ai", "novice", "Novice")


def answer(*buttons: str) -> list[str]:
    """Click `buttons` in the next message boxes that open, one in each; returns their texts."""
    seen: list[str] = []
    handled: list[QMessageBox] = []  # kept, so a closed box is never taken for the next one

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or any(box is old for old in handled):
            QTimer.singleShot(10, click)
            return
        handled.append(box)
        seen.append(box.text())
        (wanted,) = [b for b in box.buttons() if b.text() == buttons[len(seen) - 1]]
        wanted.click()
        if len(seen) < len(buttons):
            QTimer.singleShot(10, click)

    QTimer.singleShot(0, click)
    return seen


def choose_folder(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args, **kwargs: str(folder))


def play_one_move(window: MainWindow, qtbot: QtBot) -> None:
    match = window.match
    assert match is not None
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=30_000)
    done = len(match.actions)
    match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN and len(match.actions) > done + 1,
                    timeout=30_000)


# --- folders that cannot be used --------------------------------------------------------------------
def test_salle_starts_when_its_home_is_a_file_and_says_where_and_why(
        opened: Callable[[], MainWindow], qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    home = tmp_path / "salle"
    home.write_text("not a folder")
    monkeypatch.setenv("SALLE_HOME", str(home))
    window = opened()
    boxes = answer("Play without saving")
    window.check_folders()
    assert len(boxes) == 1 and f"in {home / 'data'}: a file stands where a folder should be" in boxes[0]
    assert "will not be autosaved" in boxes[0]
    err = capsys.readouterr().err
    assert f"salle: Salle cannot keep your settings in {home / 'config'}" in err
    assert f"salle: Salle cannot keep your saves and practice history in {home / 'data'}" in err
    window.start_default()
    match = window.match
    assert match is not None and match.autosave is None and not match.recording
    play_one_move(window, qtbot)  # the game is played all the same
    data_line = window.warnings.text(DATA)
    assert data_line is not None and "not autosaved" in data_line and str(home / "data") in data_line
    settings_line = window.warnings.text(SETTINGS)
    assert settings_line is not None and "not kept" in settings_line
    assert window.warnings.isVisible()
    assert home.read_text() == "not a folder"


def test_another_folder_can_be_chosen_and_is_remembered(
        opened: Callable[[], MainWindow], qtbot: QtBot, tmp_path: Path, salle_home: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    (Path(salle_home) / "data").write_text("a file named like the data folder")
    stick = tmp_path / "stick"
    stick.mkdir()
    choose_folder(monkeypatch, stick)
    window = opened()
    answer("Choose another folder…")
    window.check_folders()
    assert window.keeping and window.warnings.text(DATA) is None
    window.start_default()
    match = window.match
    assert match is not None and match.autosave == stick / "saves" / "autosave.json"
    play_one_move(window, qtbot)
    assert load_game(stick / "saves" / "autosave.json").actions == match.actions
    settings = json.loads((Path(salle_home) / "config" / "settings.json").read_text("utf-8"))
    assert settings["data_folder"] == str(stick)
    paths.use_data_folder(None)  # the next start: the choice comes from the settings
    opened()
    assert paths.data_dir() == stick


def test_a_folder_chosen_when_settings_cannot_be_written_holds_for_this_session(
        opened: Callable[[], MainWindow], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "salle"
    home.write_text("not a folder")
    monkeypatch.setenv("SALLE_HOME", str(home))
    stick = tmp_path / "stick"
    stick.mkdir()
    choose_folder(monkeypatch, stick)
    window = opened()
    answer("Choose another folder…")
    window.check_folders()
    assert window.keeping and paths.data_dir() == stick
    line = window.warnings.text(DATA)
    assert line is not None and "for this session only" in line and str(stick) in line


def test_a_chosen_folder_that_cannot_be_written_is_refused(
        opened: Callable[[], MainWindow], tmp_path: Path, salle_home: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    (Path(salle_home) / "data").write_text("a file named like the data folder")
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("mine")
    choose_folder(monkeypatch, not_a_folder)
    window = opened()
    boxes = answer("Choose another folder…", "OK")
    window.check_folders()
    assert len(boxes) == 2 and str(not_a_folder) in boxes[1]
    assert not window.keeping and window.warnings.text(DATA) is not None
    assert not_a_folder.read_text() == "mine"


# --- warnings that stay where the player sees them ------------------------------------------------------
def test_autosave_trouble_stays_on_the_warning_bar_and_is_shown_once(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    def disk_full(path: Path, *args: Any, **kwargs: Any) -> bytes:
        raise SaveError(path, "", "cannot be written: the disk is full")

    monkeypatch.setattr("engine.match.save_game", disk_full)
    window.new_match("en-garde", {}, (ANN, NOVICE), seed=7)
    play_one_move(window, qtbot)
    line = window.warnings.text(AUTOSAVE)
    assert line == "Autosave failed: autosave.json: cannot be written: the disk is full"
    assert window.warnings.isVisible()
    assert window.statusBar().currentMessage() != line  # the prompt did not wash it away
    window.warnings.close_line(AUTOSAVE)
    play_one_move(window, qtbot)  # fails again: the player knows already
    assert window.warnings.text(AUTOSAVE) is None and window.warnings.isHidden()


def test_settings_that_cannot_be_saved_are_on_the_warning_bar(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    def read_only(src: Any, dst: Any) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS))

    monkeypatch.setattr(os, "replace", read_only)
    window.set_speed("fast")
    assert window.warnings.text(SETTINGS) == ("Your settings could not be saved: settings.json: cannot be "
                                              "written: the disk is read-only")


def test_a_bad_setting_is_reported_on_the_bar_and_the_file_copied_before_rewriting(
        opened: Callable[[], MainWindow], salle_home: str) -> None:
    config = Path(salle_home) / "config"
    config.mkdir()
    raw = json.dumps({"palette": "neon", "volume": 11}).encode()
    (config / "settings.json").write_bytes(raw)
    window = opened()
    line = window.warnings.text(SETTINGS)
    assert line == "settings.json: palette: 'neon' is not one of system, light, dark — using the default"
    window.set_speed("fast")
    (copy,) = [p for p in config.iterdir() if p.name.startswith("settings.json.bad-")]
    assert copy.read_bytes() == raw
    assert str(copy) in (window.warnings.text(SETTINGS) or "")
    written = json.loads((config / "settings.json").read_text("utf-8"))
    assert written["volume"] == 11 and written["animation_speed"] == "fast"


# --- a damaged autosave -----------------------------------------------------------------------------------
def test_a_damaged_autosave_found_at_start_is_kept_aside_and_the_next_game_autosaves(
        opened: Callable[[], MainWindow], qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    auto = autosave_path()
    auto.write_bytes(b'{"format": "salle-save", "sch')
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: told.append(text))
    window = opened()
    window.start_default()
    (kept,) = [p for p in auto.parent.iterdir() if p.name.startswith("autosave.json.damaged-")]
    assert kept.read_bytes() == b'{"format": "salle-save", "sch'
    assert len(told) == 1 and "autosave.json: is truncated" in told[0]
    assert f"kept as {kept}" in told[0]
    play_one_move(window, qtbot)
    assert window.match is not None and load_game(auto).actions == window.match.actions
    assert window.warnings.text(AUTOSAVE) is None  # nothing more went wrong


def test_resume_last_game_without_an_unfinished_game_says_so_in_words(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from engine.match import autosave_path
    from engine.store.settings import Settings

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: said.append(text))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    w = MainWindow(Settings(animation_speed="off"))
    qtbot.addWidget(w)
    assert not autosave_path().exists()
    assert not w.resume_autosave()
    assert said == ["There is no unfinished game to resume."]  # not the file's name and "no such file"
    w.close()
