"""Barditus through the match: battles to a broken army against each AI level and hot-seat,
hidden army building and deployment, dice that replay from the seed, saves and undo."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from engine.ai.worker import SearchWorkers
from engine.core.events import ActionPlayed, DieRolled
from engine.match import Match, MatchState
from engine.store.history import History
from engine.store.saves import Seat
from tests.match.test_match import HUMAN, HUMAN_B, Recorder, ai, play_out

# whole matches: each level plays as at the table, on the smallest searches (tests/conftest.py)
pytestmark = pytest.mark.usefixtures("small_search")


def battle(seats: tuple[Seat, Seat], tmp_path: Path, workers: SearchWorkers, seed: int = 5,
           **options: Any) -> Match:
    # no autosave: each one replays the battle so far and waits for the disk, most of a battle's
    # time; tests/match/test_barditus_autosave.py plays the autosave
    return Match("barditus", options, seed, seats, autosave=False,
                 history=tmp_path / "history.sqlite3", workers=workers)


@pytest.mark.parametrize("level", ["novice", "club", "master"])
def test_a_battle_is_fought_to_the_end_against_every_level(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers, level: str
) -> None:
    match = battle((HUMAN, ai(level)), tmp_path, workers, army0="norman", army1="roman", turns=12)
    rec = Recorder(match)
    with qtbot.waitSignal(match.gameOver, timeout=240_000):
        play_out(qtbot, match, rec, pick=0, timeout=240_000)
    state = match.state
    assert state.is_terminal() and state.reason in ("broken", "time")  # type: ignore[attr-defined]
    with History(tmp_path / "history.sqlite3") as h:
        (row,) = h.recent()
    assert row.game == "barditus" and row.moves == match.actions and row.seats[1].level == level
    # dice are not moves: the seed rolls them again, so the record holds only decisions
    assert not any(text.startswith("die") for text in match.actions)
    assert any(isinstance(e, DieRolled) for e in rec.events)


def test_hot_seat_hides_building_and_deployment_and_nothing_in_battle(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = battle((HUMAN, HUMAN_B), tmp_path, workers, seed=3, turns=12)
    rec = Recorder(match)
    rng = random.Random(3)
    handover_phases: list[str] = []

    def on_prompt(seat: int, legal: list[dict[str, Any]]) -> None:
        QTimer.singleShot(0, lambda: _play(match, rng.choice(legal)["text"]))

    def on_handover(seat: int) -> None:
        handover_phases.append(match.state.phase)  # type: ignore[attr-defined]
        QTimer.singleShot(0, match.confirm_handover)

    match.prompt.connect(on_prompt)
    match.handoverRequested.connect(on_handover)
    match.start()
    qtbot.waitUntil(lambda: match.phase == MatchState.GAME_OVER, timeout=120_000)
    assert match.state.is_terminal()
    assert handover_phases and set(handover_phases) <= {"build", "deploy"}
    assert set(rec.seen_by) >= {0, 1}
    # a list in the making is seen by its own player only
    for view in rec.views:
        if view.phase in ("build", "deploy") and view.seat is not None:
            seat = view.seat
            assert view.hand is not None and view.hand_sizes[seat] == len(view.hand)
    # "take CARD" reaches the other player's screen only as "takes a card"
    takes = [(e, who) for e, who in zip(rec.events, rec.seen_by, strict=True)
             if isinstance(e, ActionPlayed) and e.private_to is not None]
    assert takes
    for e, who in takes:
        assert e.text.startswith("take") if who == e.private_to else e.text == "takes a card", e


def _play(match: Match, text: str) -> None:
    match.play(text)  # a functor given to Qt must return None (PySide6 aborts at exit otherwise)


def test_a_saved_battle_resumes_with_the_same_dice(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    match = battle((HUMAN, ai("novice")), tmp_path, workers, seed=11)
    Recorder(match)
    match.start()
    while match.state.phase in ("build", "deploy", "lead", "general") or match.state.round < 2:  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER))
        if match.phase == MatchState.GAME_OVER:
            break
        match.play(match.legal_actions()[0])
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER))
    match.save(tmp_path / "battle.salle.json")
    again = Match.resume(tmp_path / "battle.salle.json", history=tmp_path / "h.sqlite3", workers=workers)
    assert again.state.to_json() == match.state.to_json() and again.actions == match.actions
    log = match.state.to_json()["dice_log"]
    assert log and again.state.to_json()["dice_log"] == log  # the save carries the dice sequence


def test_undo_is_refused_once_the_dice_have_spoken(
    qtbot: QtBot, tmp_path: Path, workers: SearchWorkers
) -> None:
    """Taking back a battle order after its dice would tell the player the next rolls (the seed
    rolls the same dice again)."""
    match = battle((HUMAN, ai("novice")), tmp_path, workers, seed=2, leading="off")
    refusals: list[str] = []
    match.refused.connect(refusals.append)
    match.start()
    while True:
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        legal = match.legal_actions()
        battles = [a for a in legal if a.kind == "battle"]
        if battles:
            break
        match.play(legal[0])
    if match.state.phase == "orders" and match.state.command and match.state.orders == [0, 0, 0, 0]:  # type: ignore[attr-defined]
        assert match.can_undo()  # choosing the command die came after the roll: it may be undone
    assert match.play(battles[0])
    qtbot.waitUntil(lambda: match.phase in (MatchState.AWAITING_HUMAN, MatchState.GAME_OVER))
    assert match.can_undo() is False and match.undo() is False
    assert refusals and "dice" in refusals[-1]


def test_a_hint_in_battle_is_a_legal_order(qtbot: QtBot, tmp_path: Path, workers: SearchWorkers) -> None:
    """The hint (the Master's choice on the human's own view) names an order he may give."""
    match = battle((HUMAN, ai("novice")), tmp_path, workers, seed=4, leading="off")
    match.start()
    while True:
        qtbot.waitUntil(lambda: match.phase == MatchState.AWAITING_HUMAN)
        if match.state.phase == "orders" and len(match.legal_actions()) > 1:  # type: ignore[attr-defined]
            break
        match.play(match.legal_actions()[0])
    legal = {match.state.format_action(a) for a in match.legal_actions()}
    with qtbot.waitSignal(match.hintReady, timeout=60_000) as hint:
        match.hint()
    assert match.state.format_action(hint.args[0].action) in legal
