"""Salle always starts: an autosave that fails to load for any reason is set aside with one message
(the file, the reason, where it was kept), the failure is logged with its traceback, and a new game
begins; a save of the player's that fails the same way is refused and left exactly as it was; a
damaged last game in the settings gives the first game instead."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine.match import Match, MatchState, autosave_path
from engine.store import logs
from engine.store.saves import Seat, load_game
from engine.store.settings import Settings
from gui.mainwindow import MainWindow, first_game

ANN = Seat("human", None, "Ann")
NOVICE = Seat("ai", "novice", "Novice")


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The warnings shown in message boxes; a resume question is answered yes."""
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *rest: seen.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    return seen


@pytest.fixture
def salle_log() -> Iterator[Path]:
    """This test's own salle.log (in its Salle home)."""
    path = logs.start_logging()
    assert path is not None
    yield path
    logs.stop_logging()


def a_save(path: Path, actions: list[Any]) -> bytes:
    """A save of a new En Garde match whose actions are `actions` (as the file has them)."""
    match = Match("en-garde", {}, 7, (ANN, NOVICE), autosave=False, history=False)
    match.save(path)
    document = json.loads(path.read_text("utf-8"))
    document["actions"] = actions
    raw = json.dumps(document).encode("utf-8")
    path.write_bytes(raw)
    return raw


def set_aside(auto: Path) -> list[Path]:
    return [p for p in auto.parent.iterdir() if p.name.startswith("autosave.json.damaged-")]


def a_new_game_is_played(window: MainWindow, qtbot: QtBot) -> None:
    match = window.match
    assert match is not None and match.actions == []
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=30_000)


def reader_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(path: Any) -> Any:
        raise TypeError("unhashable type: 'list'")

    monkeypatch.setattr("engine.match.load_game", broken)


# --- the autosave at start-up ------------------------------------------------------------------------
def test_an_autosave_whose_reading_raises_is_set_aside_told_logged_and_a_new_game_starts(
        opened: Callable[..., MainWindow], qtbot: QtBot, told: list[str], salle_log: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    auto = autosave_path()
    raw = a_save(auto, [])
    reader_fails(monkeypatch)
    window = opened()
    window.start_default()
    (kept,) = set_aside(auto)
    assert kept.read_bytes() == raw and not auto.exists()
    assert len(told) == 1
    assert "autosave.json" in told[0] and "TypeError: unhashable type: 'list'" in told[0]
    assert f"kept as {kept}" in told[0] and str(salle_log) in told[0]
    a_new_game_is_played(window, qtbot)
    text = salle_log.read_text("utf-8")
    assert "Traceback" in text and "TypeError: unhashable type: 'list'" in text


def test_a_real_autosave_with_an_action_of_a_list_kind_is_set_aside_and_salle_starts(
        opened: Callable[..., MainWindow], qtbot: QtBot, told: list[str]) -> None:
    auto = autosave_path()
    raw = a_save(auto, [{"kind": []}])
    window = opened()
    window.start_default()
    (kept,) = set_aside(auto)
    assert kept.read_bytes() == raw
    assert len(told) == 1 and "autosave.json" in told[0] and f"kept as {kept}" in told[0]
    a_new_game_is_played(window, qtbot)


def test_the_last_resort_guard_starts_salle_when_the_resume_itself_fails(
        opened: Callable[..., MainWindow], qtbot: QtBot, told: list[str], caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    auto = autosave_path()
    a_save(auto, [])

    def fails(*args: Any) -> str:
        raise RuntimeError("the score cannot be told")

    monkeypatch.setattr("gui.mainwindow.resume_question", fails)
    window = opened()
    with caplog.at_level(logging.ERROR, "salle"):
        window.start_default()
    assert len(set_aside(auto)) == 1
    assert len(told) == 1 and "RuntimeError: the score cannot be told" in told[0]
    assert any(r.exc_info is not None and isinstance(r.exc_info[1], RuntimeError) for r in caplog.records)
    a_new_game_is_played(window, qtbot)


def test_salle_starts_when_looking_for_the_autosave_fails(
        opened: Callable[..., MainWindow], qtbot: QtBot, told: list[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    def fails(path: Path | None = None) -> bool:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Match, "resumable", staticmethod(fails))
    window = opened()
    window.start_default()
    assert len(told) == 1 and "Permission denied" in told[0]
    a_new_game_is_played(window, qtbot)


def test_a_game_autosaved_over_a_file_whose_reading_raises_sets_it_aside(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    auto = tmp_path / "autosave.json"
    raw = a_save(auto, [])
    real = load_game

    def broken(path: Any) -> Any:
        if Path(path) == auto and auto.read_bytes() == raw:
            raise TypeError("unhashable type: 'list'")
        return real(path)

    monkeypatch.setattr("engine.store.saves.load_game", broken)
    monkeypatch.setattr("engine.match.load_game", broken)
    match = Match("en-garde", {}, 7, (ANN, NOVICE), autosave=auto, history=False)
    warned: list[tuple[str, str]] = []
    match.warning.connect(lambda kind, text: warned.append((kind, text)))
    try:
        match.start()
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN, timeout=30_000)
        match.play(match.legal_actions()[0])  # the first autosave of this game: no exception escapes
    finally:
        match.close()
    (kept,) = [p for p in tmp_path.iterdir() if p.name.startswith("autosave.json.damaged-")]
    assert kept.read_bytes() == raw
    assert real(auto).actions[:1] == match.actions[:1]
    assert any(f"kept as {kept}" in text for _, text in warned)


# --- a save of the player's ---------------------------------------------------------------------------
@pytest.mark.parametrize("how", ["raises", "real file"])
def test_a_save_of_the_players_that_cannot_be_read_is_refused_and_left_as_it_was(
        opened: Callable[..., MainWindow], qtbot: QtBot, told: list[str], tmp_path: Path, how: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    mine = tmp_path / "duel.salle"
    raw = a_save(mine, [{"kind": []}] if how == "real file" else [])
    if how == "raises":
        reader_fails(monkeypatch)
    window = opened()
    assert window.open_save(mine) is False
    assert len(told) == 1 and "duel.salle" in told[0]
    assert "kept as" not in told[0]
    assert mine.read_bytes() == raw and sorted(tmp_path.iterdir()) == [mine]
    window.start_default()  # what Salle does next at start-up
    a_new_game_is_played(window, qtbot)


def test_a_save_read_but_not_put_on_the_table_is_refused_and_a_new_game_takes_the_table(
        opened: Callable[..., MainWindow], qtbot: QtBot, told: list[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    mine = tmp_path / "duel.salle"
    raw = a_save(mine, [])
    window = opened()
    real = window.start_match
    calls: list[Match] = []

    def fails_once(match: Match, start: bool = True) -> None:
        calls.append(match)
        if len(calls) == 1:
            raise RuntimeError("the table could not be drawn")
        real(match, start)

    monkeypatch.setattr(window, "start_match", fails_once)
    assert window.open_save(mine) is False
    assert len(told) == 1 and "RuntimeError: the table could not be drawn" in told[0]
    assert mine.read_bytes() == raw
    a_new_game_is_played(window, qtbot)


# --- the last game in the settings ------------------------------------------------------------------
@pytest.mark.parametrize("last_game", [
    {"game": "en-garde", "options": {}, "seats": "ab", "seed": None},
    {"game": "en-garde", "options": {}, "seats": [1, 2], "seed": None},
    {"game": "en-garde", "options": "standard", "seats": [{"kind": "human"}, {"kind": "ai", "level": "club"}],
     "seed": None},
    {"game": "en-garde", "options": {}, "seats": [{"kind": "human", "level": None, "name": "A"}],
     "seed": None},
    ["en-garde"],
])
def test_a_damaged_last_game_gives_the_first_game(
        opened: Callable[..., MainWindow], qtbot: QtBot, told: list[str], last_game: Any) -> None:
    settings = Settings(animation_speed="off")
    settings.last_game = last_game
    window = opened(settings)
    window.start_default()
    a_new_game_is_played(window, qtbot)
    match = window.match
    assert match is not None and match.game.name == first_game()["game"]
    assert [s.kind for s in match.seats] == [s["kind"] for s in first_game()["seats"]]
    assert window.settings.last_game == {}  # dropped: the new-game dialog offers the defaults


def test_a_settings_file_with_a_damaged_last_game_does_not_keep_salle_from_starting(
        opened: Callable[..., MainWindow], qtbot: QtBot, told: list[str], salle_home: str) -> None:
    config = Path(salle_home) / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps(
        {"last_game": {"game": "en-garde", "options": {}, "seats": "ab", "seed": None}}), "utf-8")
    window = opened()
    window.start_default()
    a_new_game_is_played(window, qtbot)
    assert told == []
