"""New game and Load ask before they abandon a match in progress, and an abandoned match goes into
the practice history as abandoned: neither won, lost nor drawn."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from engine.games import get_game
from engine.match import Match
from engine.store.history import History
from engine.store.paths import history_path
from engine.store.saves import Seat, save_game
from gui.dialogs.history import HistoryDialog, format_result
from gui.mainwindow import MainWindow
from tests.gui.test_startup import answer, play_one_move

ANN, NOVICE = Seat("human", None, "Ann"), Seat("ai", "novice", "Novice")
OPTIONS = {"hits": 1}


def rows() -> list[tuple[bool, int | None]]:
    if not history_path().exists():
        return []
    with History() as h:
        return [(r.abandoned, r.winner) for r in h.recent()]


def finished_save(path: Path) -> Path:
    """A save of a finished En Garde match, both seats people."""
    game = get_game("en-garde")
    state = game.new(game.parse_options(OPTIONS), 3)
    moves = []
    while not state.is_terminal():
        action = state.legal_actions()[0]
        moves.append(state.format_action(action))
        state.apply(action)
    seats = (ANN, Seat("human", None, "Ben"))
    save_game(path, "en-garde", game.parse_options(OPTIONS), 3, moves, seats, state)
    return path


def test_keep_playing_leaves_the_match_and_abandon_records_it(window: MainWindow, qtbot: QtBot) -> None:
    window.new_match("en-garde", {}, (ANN, NOVICE), 5)
    play_one_move(window, qtbot)
    match = window.match
    assert match is not None and match.in_progress()
    seen = answer("Keep playing")
    assert not window.may_leave_match()
    assert "Abandon it?" in seen[0] and window.match is match and rows() == []
    answer("Abandon it")
    assert window.may_leave_match()
    assert rows() == [(True, None)]


def test_load_asks_first_then_records_the_abandoned_match(window: MainWindow, qtbot: QtBot, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    save = finished_save(tmp_path / "done.salle.json")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(save), ""))
    window.new_match("en-garde", {}, (ANN, NOVICE), 5)
    play_one_move(window, qtbot)
    old = window.match
    seen = answer("Abandon it")
    window.load_game()
    assert len(seen) == 1 and window.match is not old
    assert rows() == [(True, None)]
    # the loaded match is over: leaving it asks nothing and records nothing
    assert window.match is not None and not window.match.in_progress()
    assert window.may_leave_match() and rows() == [(True, None)]


def test_no_question_before_anyone_has_moved(window: MainWindow) -> None:
    window.new_match("en-garde", {}, (ANN, NOVICE), 5)
    assert window.match is not None and not window.match.in_progress()
    assert window.may_leave_match()  # no box opened: it would block this test
    assert rows() == []


def test_an_abandoned_game_counts_as_abandoned_not_as_a_loss(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    match = Match("en-garde", OPTIONS, 9, (ANN, NOVICE), autosave=False, history=path)
    match.state.apply(match.state.legal_actions()[0])
    match.movers.append(0)  # as if Ann had moved
    match.abandon()
    with History(path) as h:
        (row,) = h.recent()
        assert h.summary()["human"]["ai:novice"] == {"wins": 0, "losses": 0, "draws": 0, "abandoned": 1}
    assert row.abandoned and row.winner is None and format_result(row).startswith("Abandoned")
    dialog = HistoryDialog(path)
    qtbot.addWidget(dialog)
    item = dialog.games_table.item(0, 3)
    assert item is not None and item.text().startswith("Abandoned")
