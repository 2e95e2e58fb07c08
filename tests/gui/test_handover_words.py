"""At a hot-seat hand-over the status bar speaks to the player who comes, not of the last move:
what it said before was for the player who left."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.match import MatchState
from engine.store.saves import Seat
from gui.mainwindow import MainWindow


def test_the_status_bar_names_who_takes_the_screen(window: MainWindow, qtbot: QtBot) -> None:
    window.new_match("en-garde", {}, (Seat("human", None, "Ann"), Seat("human", None, "Ben")), seed=5)
    match = window.match
    assert match is not None and match.phase == MatchState.HANDOVER  # the first player takes the screen
    match.confirm_handover()
    assert match.phase == MatchState.AWAITING_HUMAN
    before = window.statusBar().currentMessage()
    match.play(match.legal_actions()[0])
    assert match.phase == MatchState.HANDOVER
    said = window.statusBar().currentMessage()
    assert said != before and "Ben" in said and "Ann" not in said
    match.confirm_handover()
    assert match.phase == MatchState.AWAITING_HUMAN and "Ben" not in window.statusBar().currentMessage()
