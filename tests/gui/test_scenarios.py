"""The historical scenarios: Boucicaut challenges Galeazzo, and the history is told at the end."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.games.audatia.scenarios import SCENARIOS, scenario
from engine.match import MatchState
from gui.games.audatia.scene import AudatiaScene
from gui.mainwindow import MainWindow


def test_the_scenario_menu_lists_padua_and_genoa(window: MainWindow) -> None:
    titles = [a.text() for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()
              if a.menu() for a in a.menu().actions()]
    assert [s.title for s in SCENARIOS] == ["Padua, 1395", "Genoa, 1406"]
    assert all(t in titles for t in ("Padua, 1395", "Genoa, 1406"))


@pytest.mark.parametrize("sid", ["padua-1395", "genoa-1406"])
def test_a_scenario_seats_boucicaut_as_challenger_against_galeazzo(
    window: MainWindow, qtbot: QtBot, sid: str
) -> None:
    window.start_scenario(sid)
    match = window.match
    assert match is not None and isinstance(window.scene, AudatiaScene)
    assert match.game.name == "audatia" and match.seed == scenario(sid).seed
    assert match.options["challenger"] == 0 and match.options["challenger_deck"] == "boucicaut"
    assert match.options["respondent_deck"] == "galeazzo"
    assert [s.name for s in match.seats] == ["Boucicaut", "Galeazzo"] and match.seats[0].kind == "human"
    assert scenario(sid).setting in [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)


def test_the_history_is_told_when_the_duel_ends_and_not_after_an_ordinary_game(window: MainWindow) -> None:
    window.start_scenario("padua-1395")
    window.on_game_over(1)
    log = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    assert log[-1] == scenario("padua-1395").history
    window.new_match("audatia", {}, window.match.seats if window.match else (), 3)  # type: ignore[arg-type]
    window.on_game_over(0)
    log = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    assert scenario("padua-1395").history not in log
