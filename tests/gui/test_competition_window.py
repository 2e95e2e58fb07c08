"""Game ▸ Ready...Fence! competition: a competition starts, its other bouts are fenced without the
player, his bout is played on the table as a normal match and its result goes into the pool."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from engine.games.ready_fence.competition import Competition
from engine.games.ready_fence.heuristics import ReadyFenceHeuristics
from engine.match import MatchState
from engine.store.competitions import competition_path, load_competition, save_competition
from gui.games.ready_fence.competition import CompetitionHost, CompetitionSetup, cell_text
from gui.mainwindow import MainWindow
from tests.gui.test_startup import answer


def novices(comp: Competition) -> Competition:
    """The same competition with every AI fencer a Novice, whose moves need no search."""
    comp.fencers = [f if f.human else replace(f, level="novice") for f in comp.fencers]
    return comp


def host_of(window: MainWindow) -> CompetitionHost:
    host = window.findChild(CompetitionHost)
    assert host is not None
    return host


def open_from_the_menu(window: MainWindow) -> None:
    game_menu = window.menuBar().actions()[0].menu()
    (entry,) = [a for a in game_menu.actions() if a.text() == "Ready...Fence! &competition…"]  # type: ignore[union-attr]
    entry.trigger()


def test_a_competition_starts_and_the_players_bout_is_fenced_on_the_table_into_the_pool(
        window: MainWindow, qtbot: QtBot) -> None:
    comp = novices(Competition.new("Ann", "basic", 6, 21))
    host = CompetitionHost(window)
    host.start(comp)
    assert host.window is not None and host.window.isVisible()
    # the bouts before the player's are fenced from the timer, without him
    qtbot.waitUntil(lambda: comp.is_players(comp.next_bout()), timeout=10_000)  # type: ignore[arg-type]
    bout = comp.next_bout()
    assert bout is not None
    before = sum(b.done for b in comp.pool)
    assert all(b.done for b in comp.pool[:before]) and before == comp.pool.index(bout)
    assert host.window.fence.isEnabled()
    host.window.fence.click()
    match = window.match
    assert match is not None and match.seed == comp.bout_seed(bout)
    assert match.options["mode"] == "basic" and match.options["target"] == 5
    opponent = comp.fencers[next(f for f in bout.fencers if f != comp.player)]  # type: ignore[index]
    assert match.seats[0].name == "Ann" and match.seats[1].name == opponent.name
    assert match.seats[1].level == opponent.seat_level
    assert not host.window.isVisible()
    # the player fences it to the end
    policy, rng = ReadyFenceHeuristics(), random.Random(1)
    while match.phase != MatchState.GAME_OVER:
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER),
                        timeout=10_000)
        if match.phase == MatchState.AWAITING_HUMAN:
            match.play(policy.best(match.state, match.state.legal_actions(), rng))  # type: ignore[arg-type]
    # its result is in the pool, saved, and the competition's window is back
    assert bout.done and host.window.isVisible()
    me, other = comp.player, comp.fencers.index(opponent)
    scores = match.state.scores()
    assert bout.touches_of(me) == scores[0] and bout.touches_of(other) == scores[1]
    assert (bout.winner == me) == (match.state.winning_seat() == 0)
    assert cell_text(comp, me, other) != ""
    saved = load_competition()
    assert saved is not None and saved.to_json() == comp.to_json()


def test_the_competition_is_fenced_to_a_champion_and_shown(window: MainWindow, qtbot: QtBot) -> None:
    comp = novices(Competition.new("Ann", "advanced", 7, 4))
    host = CompetitionHost(window)
    host.start(comp)
    while comp.champion is None:
        host.fence_others_now()
        bout = comp.next_bout()
        if bout is not None and comp.is_players(bout):  # the player loses every bout of his
            a, b = bout.fencers
            assert b is not None
            comp.record(bout, {a: 0, b: comp.target(bout)} if a == comp.player else
                        {a: comp.target(bout), b: 0}, b if a == comp.player else a)
            host.start(comp)
    assert host.window is not None
    host.start(comp)
    assert host.window.status.text() == f"Champion: {comp.fencers[comp.champion].name}."
    assert "eliminated" in host.window.outcome.text()
    assert not host.window.fence.isVisible()
    # the pool sheet names each fencer's level and style, and the player as the one at the table
    sheet = host.window.sheet
    levels = [sheet.item(f, 1).text() for f in range(len(comp.fencers))]
    assert levels[comp.player] == "you, at the table"
    assert all(text and text != "you, at the table" for f, text in enumerate(levels) if f != comp.player)


def test_the_saved_competition_is_resumed_from_the_menu(window: MainWindow, qtbot: QtBot,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    comp = Competition.new("Ann", "basic", 7, 8)
    comp.play_out(comp.pool[0]) if not comp.is_players(comp.pool[0]) else None
    save_competition(comp)

    def resume(dialog: CompetitionSetup) -> int:
        dialog.resume.click()
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(CompetitionSetup, "exec", resume)
    open_from_the_menu(window)
    host = host_of(window)
    assert host.comp is not None and host.comp.to_json() == comp.to_json()


def test_a_damaged_file_is_named_and_set_aside_only_when_a_new_one_starts(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    competition_path().write_text('{"format": "salle-competition", "schema": 1}', encoding="utf-8")
    shown: list[str] = []

    def start_new(dialog: CompetitionSetup) -> int:
        shown.append(" ".join(w.text() for w in dialog.findChildren(type(dialog.error))))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(CompetitionSetup, "exec", start_new)
    seen = answer("OK")
    open_from_the_menu(window)
    assert "competition.json: game: is missing" in shown[0]
    assert seen and "kept as" in seen[0]
    kept = list(competition_path().parent.glob("competition.json.damaged-*"))
    assert len(kept) == 1 and "schema" in kept[0].read_text(encoding="utf-8")
    assert load_competition() is not None  # the new competition took the free place
