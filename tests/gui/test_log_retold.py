"""The log told again (an undo, a hand-over, a resume) is drawn and scrolled to its end once, not
once per line: a long hot-seat game paid for every line at every hand-over."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.match import MatchState
from engine.store.saves import Seat
from gui.mainwindow import MainWindow


def test_the_log_told_again_scrolls_once_and_ends_at_its_last_line(
        window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window.new_match("en-garde", {}, (Seat("human", None, "Ann"), Seat("ai", "novice", "Novice")), 5)
    match = window.match
    assert match is not None
    for _ in range(6):
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                        timeout=10_000)
        if match.phase == MatchState.GAME_OVER:
            break
        match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER), timeout=10_000)
    log = window.panel.log
    lines = log.count()
    assert lines > 6
    scrolls: list[int] = []
    scroll = log.scrollToBottom
    monkeypatch.setattr(log, "scrollToBottom", lambda: scrolls.append(log.count()) or scroll())
    window.on_reset(match.view())
    assert log.count() == lines and scrolls == [lines]  # once, after the last line
    assert log.updatesEnabled()
    last = log.visualItemRect(log.item(lines - 1))
    assert log.viewport().rect().contains(last.bottomLeft())
